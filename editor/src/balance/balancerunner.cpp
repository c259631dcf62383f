#include "balance/balancerunner.h"

#include <algorithm>
#include <cmath>

#include <QThread>
#include <QUndoStack>

#include "common/enginetext.h"
#include "tricorne/model/rules.h"
#include "tricorne/sim/bots.h"
#include "tricorne/sim/forecast.h"
#include "tricorne/validate/validate.h"

namespace {

constexpr int kMaxGames = 1000000;

/// Worker threads for simulate(): the result does not depend on it, only the wait does. One
/// core is left to the UI.
int workerJobs() { return std::clamp(QThread::idealThreadCount() - 1, 1, 8); }

}  // namespace

namespace {

/// "about 40 s", "about 25 min", "about 1.5 h".
QString aboutDuration(double seconds) {
    if (seconds < 90) return BalanceRunner::tr("about %1 s").arg(std::max(1, static_cast<int>(std::lround(seconds))));
    if (seconds < 90 * 60) return BalanceRunner::tr("about %1 min").arg(static_cast<int>(std::lround(seconds / 60)));
    return BalanceRunner::tr("about %1 h").arg(QString::number(seconds / 3600, 'f', 1));
}

}  // namespace

BalanceRunner::BalanceRunner(QObject* parent) : QObject(parent) {
    m_forecastDelay.setSingleShot(true);
    m_forecastDelay.setInterval(300);
    connect(&m_forecastDelay, &QTimer::timeout, this, &BalanceRunner::startForecast);
    const auto ask = [this] {
        ++m_forecastAsked;
        if (m_shown) m_forecastDelay.start();
    };
    connect(this, &BalanceRunner::settingsChanged, this, ask);
    connect(this, &BalanceRunner::documentChanged, this, ask);
    connect(this, &BalanceRunner::shownChanged, this, ask);
}

QStringList BalanceRunner::botNames() const {
    QStringList out;
    for (const tricorne::BotInfo& bot : tricorne::bots()) out << QString::fromLatin1(bot.name);
    return out;
}

BalanceRunner::~BalanceRunner() {
    if (m_job) m_job->cancel = true;
    joinWorker();
    if (m_forecaster.joinable()) m_forecaster.join();   // a trial lasts a fraction of a second
    // Calls the worker queued for this object and not yet delivered die with it (Qt drops
    // posted events of a deleted receiver), so nothing runs after this.
}

void BalanceRunner::setDocument(ScenarioDocument* document) {
    if (m_document == document) return;
    m_document = document;
    emit documentChanged();
}

void BalanceRunner::setError(const QString& error) {
    if (m_error == error) return;
    m_error = error;
    emit errorChanged();
}

bool BalanceRunner::refusedWhileRunning() {
    if (m_running) setError(tr("A run is going; cancel it first."));
    return m_running;
}

std::optional<tricorne::SimulationOptions> BalanceRunner::checkedOptions() {
    if (refusedWhileRunning()) return std::nullopt;
    if (!m_document || !m_document->scenario() || !m_document->system()) {
        setError(tr("Open a scenario of a known game system to test its balance."));
        return std::nullopt;
    }
    if (m_document->diagnostics()->errorCount() > 0) {
        setError(tr("Fix the scenario's %n error(s) first (Problems tab): the engine plays valid battles only.", "",
                    m_document->diagnostics()->errorCount()));
        return std::nullopt;
    }
    if (const std::string why = tricorne::placePiecesFirst(*m_document->scenario()); !why.empty()) {
        setError(QString::fromStdString(why));
        return std::nullopt;
    }
    if (m_games < 1 || m_games > kMaxGames) {
        setError(tr("Games must be from 1 to %1.").arg(kMaxGames));
        return std::nullopt;
    }
    const auto bottom = tricorne::botFromName(m_bottomBot.toStdString());
    const auto top = tricorne::botFromName(m_topBot.toStdString());
    if (!bottom || !top || m_seed < 0) {
        setError(tr("Choose a bot for each side (%1) and a seed of 0 or more.").arg(botNames().join(QStringLiteral(", "))));
        return std::nullopt;
    }
    tricorne::SimulationOptions options;
    options.games = m_games;
    options.seed = static_cast<std::uint64_t>(m_seed);
    options.bots = {*bottom, *top};
    options.jobs = workerJobs();
    if (stopWhenClear()) {
        if ((m_targetSide != QLatin1String("bottom") && m_targetSide != QLatin1String("top")) || m_targetPercent < 0 || m_targetPercent > 100 ||
            m_stopMargin < 0 || m_stopMargin > 50) {
            setError(tr("The stopping rule needs an aim of 0 to 100% for a side and a margin of 0 to 50 points."));
            return std::nullopt;
        }
        options.until = tricorne::StopRule{m_targetSide == QLatin1String("top") ? tricorne::Position::Top : tricorne::Position::Bottom,
                                           m_targetPercent / 100.0, m_stopMargin / 100.0, 0.95};
    }
    return options;
}

bool BalanceRunner::stopWhenClear() const {
    if (m_stopWhenClear) return *m_stopWhenClear;
    return m_bottomBot == QLatin1String("search") || m_topBot == QLatin1String("search");
}

void BalanceRunner::setStopWhenClear(bool on) {
    if (m_stopWhenClear == on) return;
    m_stopWhenClear = on;
    emit settingsChanged();
}

void BalanceRunner::start(tricorne::SimulationOptions options, int total, std::function<void(const tricorne::SimulationOptions&)> work) {
    setError({});
    joinWorker();  // a cancelled run's worker has already returned its result
    m_runStack = snapshot();
    // What validation says keeps games from ending, shown beside unfinished games.
    m_runReasons.clear();
    for (const tricorne::Diagnostic& d : tricorne::whyGamesMayNotEnd(tricorne::validateSemantics(*m_document->scenario(), *m_document->system())))
        m_runReasons << diagnosticText(d);

    m_job = std::make_shared<Job>();
    options.cancel = &m_job->cancel;
    // Runs on a worker thread: it posts to this object only, and the runner joins the worker
    // before it dies, so `this` is valid whenever a posted call is delivered.
    options.progress = [this](std::int64_t done, std::int64_t all) {
        QMetaObject::invokeMethod(
            this, [this, d = static_cast<int>(done), t = static_cast<int>(all)] { onProgress(d, t); }, Qt::QueuedConnection);
    };
    if (options.until) {
        // Runs on the worker thread after each batch: the sentence and figures are the engine's,
        // worked out there, and only their values cross to the UI thread.
        options.batchDone = [this, rule = *options.until](const tricorne::SimulationResult& soFar) {
            const tricorne::Interval ci = soFar.stop ? soFar.stop->interval : tricorne::Interval{};
            QVariantMap standing{{QStringLiteral("text"), QString::fromStdString(tricorne::standingSentence(soFar, rule))},
                                 {QStringLiteral("side"), QString::fromLatin1(tricorne::positionName(rule.side))},
                                 {QStringLiteral("rate"), soFar.winRate(rule.side)},
                                 {QStringLiteral("low"), ci.low},
                                 {QStringLiteral("high"), ci.high},
                                 {QStringLiteral("games"), static_cast<double>(soFar.played)},
                                 {QStringLiteral("aimLow"), std::max(0.0, rule.rate - rule.margin)},
                                 {QStringLiteral("aimHigh"), std::min(1.0, rule.rate + rule.margin)}};
            QMetaObject::invokeMethod(
                this,
                [this, standing = std::move(standing)] {
                    if (!m_running) return;  // queued behind the result: stale
                    m_standing = standing;
                    emit standingChanged();
                },
                Qt::QueuedConnection);
        };
    }
    m_worker = std::thread([work = std::move(work), options, job = m_job] { work(options); });
    if (!m_standing.isEmpty()) {
        m_standing.clear();
        emit standingChanged();
    }

    m_running = true;
    m_done = 0;
    m_total = total;
    m_clock.start();
    emit runningChanged();
    emit progressChanged();
}

bool BalanceRunner::run() {
    const auto options = checkedOptions();
    if (!options) return false;
    m_options = *options;
    // The rules own a copy of the scenario: later edits do not reach the run.
    auto rules = std::make_shared<const tricorne::Rules>(*m_document->scenario(), *m_document->system());
    start(*options, m_games, [this, rules](const tricorne::SimulationOptions& o) {
        tricorne::SimulationResult result = tricorne::simulate(*rules, o);
        QMetaObject::invokeMethod(this, [this, result = std::move(result)]() mutable { onFinished(std::move(result)); }, Qt::QueuedConnection);
    });
    return true;
}

void BalanceRunner::cancel() {
    if (m_job) m_job->cancel = true;
}

void BalanceRunner::joinWorker() {
    if (m_worker.joinable()) m_worker.join();
}

QString BalanceRunner::timeLeft() const {
    if (!m_running || m_done <= 0 || m_total <= m_done) return {};
    // The games so far, all threads together, set the pace of the rest.
    const double seconds = static_cast<double>(m_clock.elapsed()) / 1000.0 * (m_total - m_done) / m_done;
    return tr("%1 left").arg(aboutDuration(seconds));
}

void BalanceRunner::startForecast() {
    if (m_forecasting) return;   // the answer's arrival asks again if the settings moved on
    if (m_forecaster.joinable()) m_forecaster.join();
    const int asked = m_forecastAsked;
    const auto bottom = tricorne::botFromName(m_bottomBot.toStdString());
    const auto top = tricorne::botFromName(m_topBot.toStdString());
    const bool playable = m_document && m_document->scenario() && m_document->system() && m_document->diagnostics()->errorCount() == 0 &&
                          tricorne::placePiecesFirst(*m_document->scenario()).empty() && bottom && top && m_games >= 1 && m_games <= kMaxGames;
    if (!playable) {
        if (!m_forecast.isEmpty()) {
            m_forecast.clear();
            emit forecastChanged();
        }
        return;
    }
    tricorne::SimulationOptions options;
    options.games = m_games;
    options.seed = static_cast<std::uint64_t>(std::max(0, m_seed));
    options.bots = {*bottom, *top};
    options.jobs = workerJobs();
    auto rules = std::make_shared<const tricorne::Rules>(*m_document->scenario(), *m_document->system());
    m_forecasting = true;
    m_forecaster = std::thread([this, rules, options, asked] {
        const double seconds = tricorne::forecastRun(*rules, options).seconds;
        tricorne::SimulationOptions greedy = options;
        greedy.bots = {tricorne::BotKind::Greedy, tricorne::BotKind::Greedy};
        const bool searches = options.bots[tricorne::Position::Bottom] == tricorne::BotKind::Search ||
                              options.bots[tricorne::Position::Top] == tricorne::BotKind::Search;
        const double greedySeconds = searches ? tricorne::forecastRun(*rules, greedy).seconds : seconds;
        // The runner joins this thread before it dies, so `this` is alive when the call is delivered.
        QMetaObject::invokeMethod(
            this,
            [this, asked, seconds, greedySeconds, searches] {
                m_forecasting = false;
                if (asked != m_forecastAsked) {   // the settings changed meanwhile: this answer is for others
                    if (m_shown) m_forecastDelay.start();
                    return;
                }
                m_forecast = searches ? tr("A run with these bots takes %1 on this machine; greedy against greedy takes %2.")
                                            .arg(aboutDuration(seconds), aboutDuration(greedySeconds))
                                      : tr("A run takes %1 on this machine.").arg(aboutDuration(seconds));
                emit forecastChanged();
            },
            Qt::QueuedConnection);
    });
}

void BalanceRunner::onProgress(int done, int total) {
    if (!m_running || done <= m_done) return;  // progress after the result (queued late) is stale
    m_done = done;
    m_total = total;
    emit progressChanged();
}

void BalanceRunner::onFinished(tricorne::SimulationResult result) {
    joinWorker();  // it posted this as its last act: the join is immediate
    m_job.reset();
    // Compare with the previous run when it was of the same file (an untitled document counts
    // as one file) and both runs played games.
    m_comparison.clear();
    if (m_result && m_result->played > 0 && result.played > 0 && m_resultStack.filePath == m_runStack.filePath &&
        m_result->factionIds == result.factionIds)
        m_comparison = balance::compareRuns(*m_result, result, editsSince(m_resultStack, m_runStack));
    m_result = std::move(result);
    m_resultStack = m_runStack;
    m_resultMap = balance::toVariant(*m_result, m_document ? m_document->system() : nullptr, m_runReasons, m_runStack.filePath);
    m_done = static_cast<int>(m_result->played);
    m_running = false;
    emit progressChanged();
    emit resultChanged();
    emit runningChanged();
    emit finished();
}

BalanceRunner::StackSnapshot BalanceRunner::snapshot() const {
    StackSnapshot s;
    if (!m_document) return s;
    s.filePath = m_document->filePath();
    const QUndoStack* stack = m_document->undoStack();
    for (int i = 0; i < stack->index(); ++i) {
        s.commands << stack->command(i);
        s.texts << stack->command(i)->text();
    }
    return s;
}

balance::EditsBetween BalanceRunner::editsSince(const StackSnapshot& before, const StackSnapshot& now) const {
    // The applied commands common to both runs are the same objects at the same places; what
    // follows them was undone (before) or done (now). A pointer compare cannot see a command
    // freed and another allocated at its address, so the texts must match as well.
    qsizetype common = 0;
    while (common < before.commands.size() && common < now.commands.size() && before.commands[common] == now.commands[common] &&
           before.texts[common] == now.texts[common])
        ++common;
    balance::EditsBetween edits;
    for (qsizetype i = before.texts.size() - 1; i >= common; --i) edits.undone << before.texts[i];
    for (qsizetype i = common; i < now.texts.size(); ++i) edits.done << now.texts[i];
    return edits;
}
