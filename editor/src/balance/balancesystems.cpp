// BalanceRunner's comparison of two game systems: the panel's "Try another game system" and the
// system editor's "Try with the open battle" (tricorne::systemComparison and systemSweep, the
// very functions `tricorne balance --versus-system` runs). Every figure is the engine's.
#include <algorithm>
#include <cmath>
#include <memory>

#include "balance/balancerunner.h"
#include "common/fromengine.h"
#include "document/systemdocument.h"
#include "tricorne/io/system_json.h"
#include "tricorne/validate/system_files.h"
#include "tricorne/validate/validate.h"

namespace {

using tricorne::Position;

QString percentText(double rate) { return QString::number(std::lround(100.0 * rate)) + QLatin1Char('%'); }
/// "+15", "−3", "0": points between two rates.
QString pointsText(double x) {
    const long points = std::lround(100.0 * x);
    return points > 0 ? QStringLiteral("+%1").arg(points) : points < 0 ? QStringLiteral("−%1").arg(-points) : QStringLiteral("0");
}

QVariantMap labelMap(const tricorne::SystemLabel& label) {
    return {{QStringLiteral("name"), qs(label.name)}, {QStringLiteral("id"), qs(label.id)}, {QStringLiteral("builtIn"), label.hash.empty()}};
}

QVariantMap rateMap(const tricorne::SimulationResult& r, Position side) {
    const tricorne::Interval ci = r.winInterval(side);
    return {{QStringLiteral("rate"), r.winRate(side)},
            {QStringLiteral("low"), ci.low},
            {QStringLiteral("high"), ci.high},
            {QStringLiteral("played"), QVariant::fromValue(static_cast<double>(r.played))}};
}

/// "+16 [+6, +25]": a difference of rates in points with its interval.
QString differenceText(const tricorne::RateDifference& d) {
    return QStringLiteral("%1 [%2, %3]").arg(pointsText(d.difference), pointsText(d.interval.low), pointsText(d.interval.high));
}

/// The sweep's changes under both systems, for the aim's side (BalanceRunner::versus "changes").
QVariantList changesToVariant(const tricorne::BalanceReport& report, Position aim) {
    using tricorne::UnderSystem;
    QVariantList out;
    const auto closest = [&](UnderSystem system) {  // named only when its games tell it from the battle as it is
        const std::size_t i = report.closest(system);
        return report.apartFromBase(i, system) ? i : 0;
    };
    const std::size_t closestOwn = closest(UnderSystem::Own), closestOther = closest(UnderSystem::Versus);
    for (std::size_t i = 1; i < report.rows.size(); ++i) {
        const tricorne::BalanceRow& row = report.rows[i];
        const tricorne::RateDifference d = tricorne::winRateDifference(*row.versus, row.result, aim);
        out << QVariantMap{{QStringLiteral("id"), qs(row.id)},
                           {QStringLiteral("change"), qs(row.change)},
                           {QStringLiteral("own"), rateMap(row.result, aim)},
                           {QStringLiteral("other"), rateMap(*row.versus, aim)},
                           {QStringLiteral("difference"), d.difference},
                           {QStringLiteral("low"), d.interval.low},
                           {QStringLiteral("high"), d.interval.high},
                           {QStringLiteral("differenceText"), differenceText(d)},
                           {QStringLiteral("closestOwn"), i == closestOwn},
                           {QStringLiteral("closestOther"), i == closestOther}};
    }
    return out;
}

/// What the panel shows of a comparison (BalanceRunner::versus). Each row is under the battle's
/// own system (`result`) and under the other (`versus`), rows[0] the battle as it is; `aim` is
/// the side the headline speaks of.
QVariantMap versusToVariant(const tricorne::BalanceReport& report, const tricorne::GameSystem* own, const tricorne::GameSystem* other, Position aim) {
    const tricorne::SimulationResult& a = report.rows[0].result;
    const tricorne::SimulationResult& b = *report.rows[0].versus;
    const auto& [ownLabel, otherLabel] = *report.systems;
    QVariantList sides;
    for (Position p : {Position::Bottom, Position::Top}) {
        const tricorne::RateDifference d = tricorne::winRateDifference(b, a, p);
        sides << QVariantMap{{QStringLiteral("position"), QString::fromLatin1(tricorne::positionName(p))},
                             {QStringLiteral("name"), qs(a.factionNames[p])},
                             {QStringLiteral("colour"), balance::factionColour(own, a.factionIds[p])},
                             {QStringLiteral("otherColour"), balance::factionColour(other, b.factionIds[p])},
                             {QStringLiteral("own"), rateMap(a, p)},
                             {QStringLiteral("other"), rateMap(b, p)},
                             {QStringLiteral("difference"), d.difference},
                             {QStringLiteral("low"), d.interval.low},
                             {QStringLiteral("high"), d.interval.high},
                             {QStringLiteral("differenceText"),
                              BalanceRunner::tr("B − A: %1 points [%2, %3]").arg(pointsText(d.difference), pointsText(d.interval.low), pointsText(d.interval.high))}};
    }
    const tricorne::RateDifference d = tricorne::winRateDifference(b, a, aim);
    const tricorne::Interval ci = b.winInterval(aim);
    const QString headline = BalanceRunner::tr("%1 %2 → %3 [%4, %5] under %6: %7 points [%8, %9]")
                                 .arg(qs(a.factionNames[aim]), percentText(a.winRate(aim)), percentText(b.winRate(aim)),
                                      QString::number(std::lround(100.0 * ci.low)), QString::number(std::lround(100.0 * ci.high)),
                                      qs(otherLabel.name), pointsText(d.difference), pointsText(d.interval.low), pointsText(d.interval.high));
    const bool cancelled = std::any_of(report.rows.begin(), report.rows.end(),
                                       [](const tricorne::BalanceRow& r) { return r.result.cancelled || r.versus->cancelled; });
    return {{QStringLiteral("games"), a.games},
            {QStringLiteral("seed"), QString::number(a.seed)},
            {QStringLiteral("cancelled"), cancelled},
            {QStringLiteral("own"), labelMap(ownLabel)},
            {QStringLiteral("other"), labelMap(otherLabel)},
            {QStringLiteral("side"), QString::fromLatin1(tricorne::positionName(aim))},
            {QStringLiteral("sideName"), qs(a.factionNames[aim])},
            {QStringLiteral("headline"), headline},
            {QStringLiteral("indistinct"), d.interval.low <= 0.0 && d.interval.high >= 0.0},
            {QStringLiteral("sides"), sides},
            {QStringLiteral("changes"), cancelled ? QVariantList() : changesToVariant(report, aim)}};
}

}  // namespace

void BalanceRunner::setSystemDocument(SystemDocument* document) {
    if (m_systemDocument == document) return;
    m_systemDocument = document;
    emit systemDocumentChanged();
}

QVariantList BalanceRunner::versusChoices() const {
    QVariantList out;
    const tricorne::GameSystem* own = m_document ? m_document->system() : nullptr;
    if (m_systemDocument && m_systemDocument->isLoaded()) {
        // The battle may be bound to this very system (as saved), or to an earlier version of it.
        const bool isOwn = own && !own->hash.empty() && own->hash == tricorne::systemHash(*m_systemDocument->document());
        if (!isOwn)
            out << QVariantMap{{QStringLiteral("key"), QStringLiteral("open")},
                               {QStringLiteral("name"), m_systemDocument->title()},
                               {QStringLiteral("detail"), m_systemDocument->fileName().isEmpty() ? tr("system editor, unsaved")
                                                                                                  : tr("system editor")}};
    }
    for (const std::string& id : tricorne::builtinSystems().ids()) {
        const tricorne::GameSystem* system = tricorne::builtinSystems().find(id);
        if (own && own->id == id && own->hash.empty()) continue;
        // Only a system with the battle's armies, unit types and terrain can play it.
        if (own && m_document->scenario() && !tricorne::systemComparison(*m_document->scenario(), *own, *system, {}).misfit.empty()) continue;
        out << QVariantMap{{QStringLiteral("key"), qs(system->id)}, {QStringLiteral("name"), qs(system->name)}, {QStringLiteral("detail"), tr("built in")}};
    }
    return out;
}

bool BalanceRunner::runVersusSystem(const QString& key) {
    auto options = checkedOptions();
    if (!options) return false;
    // The other system, and a copy of the battle's own: the worker's variants point at both,
    // and neither the document nor the system editor may take them away meanwhile.
    std::shared_ptr<const tricorne::GameSystem> other;
    std::string otherDocument;
    if (key == QLatin1String("open")) {
        if (!m_systemDocument || !m_systemDocument->document()) {
            setError(tr("No game system is open in the system editor (File ▸ New system from…)."));
            return false;
        }
        tricorne::SystemLoad load = tricorne::loadSystem(*m_systemDocument->document());
        if (!load.system) {
            setError(tr("The game system “%1” has errors: fix them in the system editor (its Problems tab) first.").arg(m_systemDocument->title()));
            return false;
        }
        other = std::move(load.system);
        otherDocument = std::move(load.document);
    } else {
        other = tricorne::builtinSystems().share(key.toStdString());
        if (!other) {
            setError(tr("There is no game system “%1” to compare with.").arg(key));
            return false;
        }
    }
    const tricorne::GameSystem& ownNow = *m_document->system();
    if (other->id == ownNow.id && other->hash == ownNow.hash) {
        setError(tr("The battle already plays under “%1”: compare it with another game system.").arg(qs(other->name)));
        return false;
    }
    auto own = std::make_shared<const tricorne::GameSystem>(ownNow);
    const Position aim = m_targetSide == QLatin1String("top") ? Position::Top : Position::Bottom;
    const std::vector<tricorne::BalanceDimension> vary = m_versusSweep ? chosenDimensions() : std::vector<tricorne::BalanceDimension>{};
    if (m_versusSweep && vary.empty()) {
        setError(tr("Choose at least one thing the sweep may change, or compare without the sweep."));
        return false;
    }
    auto comparison = std::make_shared<tricorne::SystemComparison>(
        tricorne::systemComparison(*m_document->scenario(), *own, *other, otherDocument, vary));
    if (!comparison->misfit.empty()) {
        setError(tr("The battle does not fit “%1”: %2 (%3). Compare with a system that has the battle's armies, unit types and terrain.")
                     .arg(qs(other->name), qs(comparison->misfit.front().message), qs(comparison->misfit.front().pointer)));
        return false;
    }
    m_versusRevision = m_document->revision();
    const tricorne::BalanceTarget target{aim, m_targetPercent / 100.0};
    // The comparison's variants point at `own` and `other`: the worker keeps all three alive.
    start(*options, m_games * 2 * static_cast<int>(comparison->variants.size()),
          [this, comparison, own, other, target](const tricorne::SimulationOptions& o) {
              tricorne::SimulationOptions each = o;
              each.batchDone = nullptr;  // the standing would be one system's, unnamed: both show at the end
              tricorne::BalanceReport report = tricorne::systemSweep(*comparison, each, target);
              QMetaObject::invokeMethod(
                  this, [this, report = std::move(report), own, other]() mutable { onVersusFinished(std::move(report), own, other); },
                  Qt::QueuedConnection);
          });
    emit versusStarted();
    return true;
}

void BalanceRunner::onVersusFinished(tricorne::BalanceReport report, std::shared_ptr<const tricorne::GameSystem> own,
                                     std::shared_ptr<const tricorne::GameSystem> other) {
    joinWorker();  // it posted this as its last act: the join is immediate
    m_job.reset();
    m_versusMap = versusToVariant(report, own.get(), other.get(), report.target.side);
    m_versusMap.insert(QStringLiteral("revision"), m_versusRevision);
    m_versus = std::move(report);
    std::int64_t played = 0;
    for (const tricorne::BalanceRow& row : m_versus->rows) played += row.result.played + row.versus->played;
    m_done = static_cast<int>(played);
    m_running = false;
    emit progressChanged();
    emit versusChanged();
    emit runningChanged();
    emit finished();
}
