// BalanceRunner's balance sweep: the panel's "Find a fairer setup" (tricorne::balanceSweep, the
// very function `tricorne balance` runs), and applying one of its changes to the document.
#include <algorithm>
#include <cmath>

#include "balance/balancerunner.h"
#include "common/fromengine.h"
#include "editing/wholescenario.h"

namespace {

using tricorne::Position;

/// What the panel shows of a sweep: {revision (the document's when the sweep started: its changes
/// apply while the document is at it), games, played, cancelled, side (the aim's side, "bottom" or
/// "top"), sideName, targetPercent, bots, rows: [{id, change (the engine's words; "" for the
/// battle as it is), rate, low, high (the aim side's win rate and 95% interval), stopReason (why
/// the row's run stopped under the stopping rule, else ""), closest}],
/// anyApart (some change's interval lies apart from the base's), closestBlurred (the change
/// nearest the aim is not apart from the base: none is marked closest then)}.
QVariantMap sweepToVariant(const tricorne::BalanceReport& report, int revision) {
    const Position side = report.target.side;
    const std::size_t closest = report.closest();
    // A change is named closest only when its games tell it from the battle as it is.
    const bool closestBlurred = closest != 0 && !report.apartFromBase(closest);
    bool anyApart = false;
    for (std::size_t i = 1; i < report.rows.size(); ++i) anyApart = anyApart || report.apartFromBase(i);
    // A cancelled sweep names no closest change: its variants did not all play their games.
    const bool cancelled = std::any_of(report.rows.begin(), report.rows.end(), [](const tricorne::BalanceRow& r) { return r.result.cancelled; });
    QVariantList rows;
    std::int64_t played = 0;
    for (std::size_t i = 0; i < report.rows.size(); ++i) {
        const tricorne::BalanceRow& row = report.rows[i];
        const tricorne::Interval ci = row.result.winInterval(side);
        played += row.result.played;
        rows << QVariantMap{{QStringLiteral("id"), qs(row.id)},
                            {QStringLiteral("change"), qs(row.change)},
                            {QStringLiteral("rate"), row.result.winRate(side)},
                            {QStringLiteral("low"), ci.low},
                            {QStringLiteral("high"), ci.high},
                            {QStringLiteral("stopReason"), qs(tricorne::stopSentence(row.result))},
                            {QStringLiteral("closest"), !cancelled && !closestBlurred && i == closest}};
    }
    const tricorne::SimulationResult& base = report.rows.front().result;
    return {{QStringLiteral("revision"), revision},
            {QStringLiteral("games"), base.games},
            {QStringLiteral("played"), QVariant::fromValue(static_cast<double>(played))},
            {QStringLiteral("cancelled"), cancelled},
            {QStringLiteral("side"), QString::fromLatin1(tricorne::positionName(side))},
            {QStringLiteral("sideName"), qs(base.factionNames[side])},
            {QStringLiteral("targetPercent"), static_cast<int>(std::lround(100.0 * report.target.rate))},
            {QStringLiteral("anyApart"), anyApart},
            {QStringLiteral("closestBlurred"), closestBlurred},
            {QStringLiteral("rows"), rows}};
}

}  // namespace

std::vector<tricorne::BalanceDimension> BalanceRunner::chosenDimensions() const {
    std::vector<tricorne::BalanceDimension> vary;
    for (const QString& name : m_sweepDimensions)
        if (const auto dimension = tricorne::balanceDimensionFromName(name.toStdString())) vary.push_back(*dimension);
    return vary;
}

bool BalanceRunner::runSweep() {
    const auto options = checkedOptions();
    if (!options) return false;
    const std::vector<tricorne::BalanceDimension> vary = chosenDimensions();
    if (vary.empty()) {
        setError(tr("Choose at least one thing the sweep may change."));
        return false;
    }
    if ((m_targetSide != QLatin1String("bottom") && m_targetSide != QLatin1String("top")) || m_targetPercent < 0 || m_targetPercent > 100) {
        setError(tr("The aim is a side winning 0 to 100% of the games."));
        return false;
    }
    const tricorne::BalanceTarget target{m_targetSide == QLatin1String("top") ? Position::Top : Position::Bottom, m_targetPercent / 100.0};
    m_sweepBase = *m_document->scenario();
    m_sweepVariants = tricorne::balanceVariants(m_sweepBase, *m_document->system(), vary);
    // The worker owns copies: later edits, or another document, do not reach the sweep.
    auto variants = std::make_shared<const std::vector<tricorne::BalanceVariant>>(m_sweepVariants);
    auto system = std::make_shared<const tricorne::GameSystem>(*m_document->system());
    const int revision = m_document->revision();
    start(*options, m_games * static_cast<int>(variants->size()), [this, variants, system, target, revision](const tricorne::SimulationOptions& o) {
        // The standing after each batch would be some variant's, unnamed: the sweep shows its rows at the end.
        tricorne::SimulationOptions each = o;
        each.batchDone = nullptr;
        tricorne::BalanceReport report = tricorne::balanceSweep(*variants, *system, each, target);
        QMetaObject::invokeMethod(
            this, [this, report = std::move(report), revision]() mutable { onSweepFinished(std::move(report), revision); }, Qt::QueuedConnection);
    });
    return true;
}

void BalanceRunner::onSweepFinished(tricorne::BalanceReport report, int revision) {
    joinWorker();  // it posted this as its last act: the join is immediate
    m_job.reset();
    m_sweepMap = sweepToVariant(report, revision);
    m_sweep = std::move(report);
    m_done = static_cast<int>(m_sweepMap.value(QStringLiteral("played")).toDouble());
    m_running = false;
    emit progressChanged();
    emit sweepChanged();
    emit runningChanged();
    emit finished();
}

bool BalanceRunner::applySweepChange(const QString& id) {
    if (refusedWhileRunning()) return false;
    if (!m_document || !m_document->scenario() || !m_sweep || *m_document->scenario() != m_sweepBase) {
        setError(tr("The scenario changed since the sweep: run it again to apply one of its changes."));
        return false;
    }
    const auto variant = std::find_if(m_sweepVariants.begin(), m_sweepVariants.end(),
                                      [&](const tricorne::BalanceVariant& v) { return qs(v.id) == id && !v.change.empty(); });
    if (variant == m_sweepVariants.end()) {
        setError(tr("The sweep has no change \"%1\".").arg(id));
        return false;
    }
    setError({});
    replaceWholeScenario(*m_document, tr("Balance: %1").arg(qs(variant->change)), variant->scenario);
    return true;
}
