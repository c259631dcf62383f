#include "playtest/playtestsession.h"

#include <algorithm>
#include <utility>

#include <QFileInfo>

#include "common/enginetext.h"
#include "document/scenariodocument.h"
#include "playtest/playtestview.h"
#include "tricorne/io/json_io.h"
#include "tricorne/model/rules.h"
#include "tricorne/play/replay.h"
#include "tricorne/rules/los.h"
#include "tricorne/rules/objectives.h"
#include "tricorne/sim/bots.h"
#include "tricorne/sim/search.h"
#include "tricorne/text/action_text.h"
#include "tricorne/validate/validate.h"

using namespace tricorne;

namespace {

/// Bot generators from the game's seed, one per side on streams of their own: never the
/// game's dice, so a bot's choices do not change what the dice show.
BySide<Pcg32> botGenerators(std::uint64_t seed) { return {Pcg32(seed, 101), Pcg32(seed, 102)}; }

}  // namespace

PlaytestSession::PlaytestSession(QObject* parent) : QObject(parent) {
    m_botTimer.setSingleShot(true);
    connect(&m_botTimer, &QTimer::timeout, this, [this] {
        if (stepBot()) scheduleBot();
    });
}

PlaytestSession::~PlaytestSession() = default;

bool PlaytestSession::start(ScenarioDocument* document) {
    if (!document || !document->scenario()) {
        setError(tr("Open a scenario to playtest it."));
        return false;
    }
    if (!document->system()) {
        setError(tr("This build does not know the game system “%1”: it cannot be played.").arg(document->systemId()));
        return false;
    }
    if (const int errors = document->diagnostics()->errorCount(); errors > 0) {
        setError(tr("Fix the %n error(s) in Problems before playtesting.", nullptr, errors));
        return false;
    }
    if (const int unplaced = tricorne::unplacedPieceCount(*document->scenario()); unplaced > 0) {
        setError(tr("Place %n piece(s) first: the Unplaced tray still holds them.", nullptr, unplaced));
        return false;
    }
    m_document = document;
    // A copy: the Rules own their scenario, the document's stays untouched.
    m_rules = std::make_unique<Rules>(*document->scenario(), *document->system());
    m_replay.reset();
    setError({});
    begin();
    emit activeChanged();
    return true;
}

void PlaytestSession::stop() {
    if (!m_rules) return;
    m_botTimer.stop();
    m_rules.reset();
    for (SearchMemory& memory : m_searchMemory) memory.clear();
    m_replay.reset();
    m_document = nullptr;
    m_lines.clear();
    ++m_logVersion;
    m_legal.clear();
    m_choices.set({});
    m_hand.set({});
    m_objectives.set({});
    m_los.clear();
    m_losCol = m_losRow = -1;
    m_board.setScenario(nullptr, nullptr, {});
    ++m_revision;
    emit revisionChanged();
    emit lineOfSightChanged();
    publish();
    emit activeChanged();
}

void PlaytestSession::restart(bool newSeed) {
    if (!m_rules) return;
    if (newSeed) setSeed(m_seed + 1);
    m_replay.reset();
    begin();
}

void PlaytestSession::begin() {
    const auto seed = static_cast<std::uint64_t>(m_seed);
    m_state = startGame(*m_rules, seed);
    m_log = beginLog(*m_rules, m_state, seed);
    m_lines.clear();
    ++m_logVersion;
    m_botRng = botGenerators(seed);
    for (SearchMemory& memory : m_searchMemory) memory.clear();
    m_turnStart = {m_state, 0};
    m_pick = {};
    m_los.clear();
    m_losCol = m_losRow = -1;
    refresh();
    scheduleBot();
}

const GameState& PlaytestSession::shown() const {
    return m_replay ? m_replay->states[static_cast<std::size_t>(m_replayPosition)] : m_state;
}

bool PlaytestSession::isBot(Position side) const { return m_players[side] != QLatin1String("human"); }

bool PlaytestSession::play(const Action& action) {
    const GameState before = m_state;
    {
        // Only this action's dice and checks: refresh() below plays cards on copies to preview them.
        const playtest::StepObserver seen;
        if (applyAndLog(*m_rules, m_state, m_log, action) != ActionError::None) return false;
        // The saved log reads as the playtest does: pieces by their names, not their ids.
        m_log.entries.back().text = describeAction(*m_rules, before, action);
        m_lines.push_back(playtest::describeStep(*m_rules, before, action, seen, m_state, static_cast<int>(m_log.entries.size())));
    }
    m_pick = {};  // a reposition half made on the board ends with any action
    ++m_logVersion;
    if (m_state.turn != before.turn) m_turnStart = {m_state, m_log.entries.size()};
    if (!m_batching) refresh();
    return true;
}

void PlaytestSession::refresh() {
    const GameState& s = shown();
    m_legal = m_replay ? std::vector<Action>{} : legalActions(*m_rules, s);
    if (m_replay) m_pick = {};
    m_choices.set(playtest::stageRepositions(*m_rules, s, playtest::choices(*m_rules, s, m_legal), m_pick));
    std::vector<playtest::HandCard> hand = playtest::hand(*m_rules, s, m_legal, handSide());
    for (playtest::HandCard& card : hand) card.picked = card.combat && card.handIndex == m_pick.cardSlot;
    m_hand.set(std::move(hand));
    m_objectives.set(playtest::objectives(*m_rules, s));
    const Scenario snapshot = playtest::boardSnapshot(*m_rules, s);
    m_board.setScenario(&snapshot, &m_rules->system(), {});
    if (m_losCol >= 0) showLineOfSight(m_losCol, m_losRow);  // pieces moved: sight changes
    ++m_revision;
    emit revisionChanged();
    publish();
}

PlaytestSession::Shown PlaytestSession::shownNow() const {
    return {{turn(), phase(), activeSide()},
            {decidingSideText(), decidingSideName(), humanToDecide(), isGameOver(), result(), prompt()},
            {topName(), bottomName()},
            {topBanners(), bottomBanners(), victoryBanners()},
            {m_logVersion, m_replayPosition, canUndoTurn()},
            {isReplaying(), replayPosition(), replayLength()}};
}

void PlaytestSession::publish() {
    const Shown now = shownNow();
    const Shown before = std::exchange(m_shown, now);
    if (now.turn != before.turn) emit turnChanged();
    if (now.decision != before.decision) emit decisionChanged();
    if (now.sides != before.sides) emit sidesChanged();
    if (now.banners != before.banners) emit bannersChanged();
    if (now.log != before.log) emit logChanged();
    if (now.replay != before.replay) emit replayChanged();
}

bool PlaytestSession::choose(int index) {
    if (!m_rules || m_replay || index < 0 || static_cast<std::size_t>(index) >= m_legal.size()) return false;
    const bool ok = play(m_legal[static_cast<std::size_t>(index)]);
    if (ok) scheduleBot();
    return ok;
}

bool PlaytestSession::clickHex(int col, int row) {
    if (!humanToDecide()) return false;
    for (const playtest::Choice& c : m_choices.rows()) {
        if (c.col != col || c.row != row) continue;
        if (c.group == QLatin1String("pick")) {  // the leader to reposition: his hexes come next
            m_pick.leader = c.leader;
            refresh();
            return true;
        }
        return choose(c.index);
    }
    // A click on the picked leader again takes him back (another leader may be picked).
    if (m_pick.leader >= 0) {
        const Offset at = toOffset(m_state.leaders[static_cast<std::size_t>(m_pick.leader)].hex);
        if (at.col == col && at.row == row) {
            m_pick.leader = -1;
            refresh();
            return true;
        }
    }
    return false;
}

bool PlaytestSession::pickCard(int handIndex) {
    if (!humanToDecide()) return false;
    const bool offered = std::any_of(m_legal.begin(), m_legal.end(), [&](const Action& a) {
        return a.kind == ActionKind::RepositionLeader && a.index == handIndex;
    });
    if (handIndex >= 0 && !offered) return false;
    // Picking the picked card again puts it back.
    m_pick = handIndex == m_pick.cardSlot ? playtest::RepositionPick{} : playtest::RepositionPick{handIndex, -1};
    refresh();
    return true;
}

bool PlaytestSession::undoTurn() {
    if (!canUndoTurn()) return false;
    m_botTimer.stop();
    m_state = m_turnStart.state;
    m_pick = {};
    m_log.entries.resize(m_turnStart.logSize);
    m_lines.resize(m_turnStart.logSize);
    ++m_logVersion;
    refresh();
    return true;
}

bool PlaytestSession::stepBot() {
    if (!m_rules || m_replay || m_state.winner) return false;
    const Position side = decidingSide(*m_rules, m_state);
    if (!isBot(side)) return false;
    const auto kind = botFromName(m_players[side].toStdString());
    if (kind != BotKind::Search) return play(chooseAction(kind.value_or(BotKind::Random), *m_rules, m_state, m_botRng[side]));
    // The search bot thinks for a time rather than a number of playouts (a playtest has a
    // person waiting), and its reason goes first among the line's notes.
    const std::vector<Action> legal = legalActions(*m_rules, m_state);
    const GameState before = m_state;
    const SearchChoice choice = searchChoice(*m_rules, m_state, legal, m_botRng[side], {.playouts = kMaxSearchPlayouts, .seconds = m_searchSeconds},
                                              &m_searchMemory[side]);
    if (!play(legal[choice.index])) return false;
    m_lines.back().notes.prepend(QString::fromStdString(explainChoice(*m_rules, before, legal, choice)));
    ++m_logVersion;  // the line changed after play() published it
    if (!m_batching) publish();
    return true;
}

int PlaytestSession::playBotTurns(int turns) {
    if (!m_rules || m_replay) return 0;
    m_botTimer.stop();
    // A turn counts as played once the next one has begun (or the game has ended); a human
    // side's decision stops the run.
    const int lastTurn = m_state.turn + turns;
    int actions = 0;
    m_batching = true;
    while (!m_state.winner && m_state.turn < lastTurn && stepBot()) ++actions;
    m_batching = false;
    refresh();
    return actions;
}

void PlaytestSession::scheduleBot() {
    m_botTimer.stop();
    if (!m_rules || m_replay || m_paused || m_state.winner || !isBot(decidingSide(*m_rules, m_state))) return;
    if (m_botDelay > 0) {
        m_botTimer.start(m_botDelay);
        return;
    }
    // Instant: play until a human decides or the game ends, then show the result once.
    m_batching = true;
    while (stepBot())
        if (m_state.winner || !isBot(decidingSide(*m_rules, m_state))) break;
    m_batching = false;
    refresh();
}

bool PlaytestSession::saveLog(const QString& path) {
    if (!m_rules) return false;
    const std::string text = logToJson(*m_rules, m_log).dump(2) + "\n";
    if (const auto failure = writeFileAtomically(path.toStdString(), text)) {
        setError(tr("Could not save the log %1: %2").arg(path, QString::fromStdString(*failure)));
        return false;
    }
    setError({});
    return true;
}

bool PlaytestSession::loadLog(const QString& path) {
    if (!m_rules) return false;
    const JsonReadResult read = readJsonFile(path.toStdString());
    Diagnostics diagnostics = read.diagnostics;
    std::optional<GameLog> log;
    // The log reader promises diagnostics, never exceptions (a log is untrusted input). Should
    // a defect break that promise, the exception ends here as a message: one crossing into the
    // Qt event loop would end the studio.
    try {
        if (read.document) log = logFromJson(*m_rules, *read.document, diagnostics);
    } catch (const std::exception& e) {
        diagnostics = {{Severity::Error, "internal", "", std::nullopt, std::string("internal error reading the log: ") + e.what()}};
    }
    if (!log) {
        QString why = diagnostics.empty() ? tr("not a log of this scenario") : diagnosticText(diagnostics.front());
        if (!diagnostics.empty() && !diagnostics.front().pointer.empty())
            why = QString::fromStdString(diagnostics.front().pointer) + QStringLiteral(": ") + why;
        setError(tr("%1: %2").arg(path, why));
        return false;
    }
    const ReplayResult check = replayLog(*m_rules, *log);
    if (!check.ok) {
        setError(tr("%1: does not replay at step %2: %3").arg(path).arg(check.failedStep + 1).arg(QString::fromStdString(check.message)));
        return false;
    }
    m_botTimer.stop();
    Replay replay;
    replay.log = *log;
    GameState s = startGame(*m_rules, log->seed);
    replay.states.push_back(s);
    for (const GameLog::Entry& entry : log->entries) {
        const GameState before = s;
        playtest::StepObserver seen;
        apply(*m_rules, s, entry.action);
        replay.lines.push_back(playtest::describeStep(*m_rules, before, entry.action, seen, s, static_cast<int>(replay.states.size())));
        replay.states.push_back(s);
    }
    m_replay = std::move(replay);
    m_replayPosition = 0;
    ++m_logVersion;
    setError({});
    refresh();
    return true;
}

void PlaytestSession::replayTo(int position) {
    if (!m_replay) return;
    m_replayPosition = std::clamp(position, 0, replayLength());
    refresh();
}

void PlaytestSession::leaveReplay() {
    if (!m_replay) return;
    m_replay.reset();
    m_replayPosition = 0;
    begin();
}

void PlaytestSession::showLineOfSight(int col, int row) {
    m_los.clear();
    m_losCol = m_losRow = -1;
    const Offset from{col, row};
    if (m_rules && m_rules->onBoard(toAxial(from))) {
        m_losCol = col;
        m_losRow = row;
        const GameState& s = shown();
        for (const Hex to : board::allHexes()) {
            if (to == toAxial(from) || !m_rules->onBoard(to)) continue;  // the system's board's hexes only
            const LineOfSightResult sight = tricorne::lineOfSight(*m_rules, s, toAxial(from), to);
            const Offset o = toOffset(to);
            m_los << QVariantMap{{QStringLiteral("col"), o.col},
                                 {QStringLiteral("row"), o.row},
                                 {QStringLiteral("clear"), sight.clear},
                                 {QStringLiteral("reason"), engineSentence(sight.reason)}};
        }
    }
    ++m_revision;
    emit revisionChanged();
    emit lineOfSightChanged();
}

bool PlaytestSession::stageDice(const QStringList& faces) {
    if (!m_rules || m_replay) return false;
    std::vector<Face> dice;
    for (const QString& name : faces) {
        bool known = false;
        // The faces of the game's own die (GameSystem::die), by the names faceName gives them.
        for (Face f : m_rules->system().die.sides)
            if (!known && name == QLatin1String(faceName(f))) {
                dice.push_back(f);
                known = true;
            }
        if (!known) return false;
    }
    m_state.forcedDice = std::move(dice);
    return true;
}

QString PlaytestSession::describeHex(int col, int row) const {
    QStringList parts;
    for (const playtest::Choice& c : m_choices.rows())
        if (c.col == col && c.row == row) parts << c.label + (c.detail.isEmpty() ? QString() : QStringLiteral(" — ") + c.detail);
    for (const QVariant& v : m_los) {
        const QVariantMap h = v.toMap();
        if (h.value(QStringLiteral("col")).toInt() != col || h.value(QStringLiteral("row")).toInt() != row) continue;
        parts << (h.value(QStringLiteral("clear")).toBool() ? tr("In sight of %1,%2").arg(m_losCol).arg(m_losRow)
                                                             : tr("Out of sight: %1").arg(h.value(QStringLiteral("reason")).toString()));
    }
    parts << m_board.describeHex(col, row);
    parts.removeAll(QString());
    return parts.join(QStringLiteral("  ·  "));
}

void PlaytestSession::setSeed(qint64 seed) {
    if (seed < 0 || seed == m_seed) return;
    m_seed = seed;
    emit settingsChanged();
}

void PlaytestSession::setPlayer(int index, const QString& player) {
    const QString p = player == QLatin1String("human") || botFromName(player.toStdString()) ? player : QStringLiteral("human");
    if (index != 0 && index != 1) return;  // QML names sides 0 (bottom) and 1 (top)
    QString& current = m_players[index == 0 ? Position::Bottom : Position::Top];
    if (current == p) return;
    current = p;
    emit settingsChanged();
    publish();  // humanToDecide follows
    scheduleBot();
}

void PlaytestSession::setBotDelay(int ms) {
    ms = std::max(0, ms);
    if (ms == m_botDelay) return;
    m_botDelay = ms;
    emit settingsChanged();
    scheduleBot();
}

void PlaytestSession::setSearchSeconds(double seconds) {
    seconds = std::clamp(seconds, 0.01, 60.0);
    if (seconds == m_searchSeconds) return;
    m_searchSeconds = seconds;
    emit settingsChanged();
}

void PlaytestSession::setPaused(bool paused) {
    if (paused == m_paused) return;
    m_paused = paused;
    emit settingsChanged();
    scheduleBot();
}

void PlaytestSession::setError(const QString& error) {
    if (error == m_error) return;
    m_error = error;
    emit errorChanged();
}

// --- what QML reads -----------------------------------------------------------------------

int PlaytestSession::turn() const { return m_rules ? shown().turn : 0; }
QString PlaytestSession::phase() const { return m_rules ? playtest::phaseName(shown().phase) : QString(); }
QString PlaytestSession::activeSide() const { return m_rules ? QLatin1String(positionName(shown().active)) : QString(); }
QString PlaytestSession::decidingSideText() const {
    return m_rules && !shown().winner ? QLatin1String(positionName(decidingSide(*m_rules, shown()))) : QString();
}
QString PlaytestSession::decidingSideName() const {
    return m_rules && !shown().winner ? playtest::sideName(*m_rules, decidingSide(*m_rules, shown())) : QString();
}
QString PlaytestSession::handSideName() const { return m_rules ? playtest::sideName(*m_rules, handSide()) : QString(); }
Position PlaytestSession::handSide() const {
    const GameState& s = shown();
    return s.winner ? s.active : decidingSide(*m_rules, s);
}
bool PlaytestSession::humanToDecide() const {
    return m_rules && !m_replay && !m_state.winner && !isBot(decidingSide(*m_rules, m_state));
}
bool PlaytestSession::isGameOver() const { return m_rules && shown().winner.has_value(); }
QString PlaytestSession::result() const {
    if (!m_rules || !shown().winner) return {};
    const GameState& s = shown();
    const Position w = *s.winner;
    return tr("%1 win, %2 banners to %3 (%4 needed; %5 of them from objectives).")
        .arg(playtest::sideName(*m_rules, w))
        .arg(s.bannersOf(w))
        .arg(s.bannersOf(other(w)))
        .arg(m_rules->scenario().victoryBanners)
        .arg(objectiveBanners(s, w));
}
QString PlaytestSession::prompt() const { return m_rules ? playtest::prompt(*m_rules, shown()) : QString(); }
QString PlaytestSession::boardHint() const {
    if (!m_rules) return {};
    if (m_pick.leader >= 0)
        return tr("Click the hex, marked in blue, where %1 goes (click him again to pick another leader).")
            .arg(playtest::pieceName(*m_rules, m_state, PieceRef::leader(m_pick.leader)));
    if (m_pick.cardSlot >= 0) return tr("Click the leader, ringed in gold, to reposition.");
    return tr("Click a marked hex on the board: gold to order or move a piece, green to step there, red to attack, blue to retreat.");
}

QString PlaytestSession::topName() const { return m_rules ? playtest::sideName(*m_rules, Position::Top) : QString(); }
QString PlaytestSession::bottomName() const { return m_rules ? playtest::sideName(*m_rules, Position::Bottom) : QString(); }
int PlaytestSession::topBanners() const { return m_rules ? shown().bannersOf(Position::Top) : 0; }
int PlaytestSession::bottomBanners() const { return m_rules ? shown().bannersOf(Position::Bottom) : 0; }
int PlaytestSession::victoryBanners() const { return m_rules ? m_rules->scenario().victoryBanners : 0; }

QVariantMap PlaytestSession::lastRoll() const {
    // The last line that rolled anything, up to the position shown.
    const auto& lines = m_replay ? m_replay->lines : m_lines;
    const std::size_t end = m_replay ? static_cast<std::size_t>(m_replayPosition) : lines.size();
    for (std::size_t i = end; i > 0; --i)
        if (!lines[i - 1].dice.empty()) return playtest::toVariant(*m_rules, lines[i - 1]);
    return {};
}

QVariantList PlaytestSession::log() const {
    QVariantList list;
    if (!m_rules) return list;
    const auto& lines = m_replay ? m_replay->lines : m_lines;
    for (const playtest::LogLine& line : lines) list << playtest::toVariant(*m_rules, line);
    return list;
}
