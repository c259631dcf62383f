#include "balance/balancereport.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdlib>

#include <QCoreApplication>
#include <QVariantList>

#include "common/fromengine.h"
#include "tricorne/model/rule_kinds.h"

namespace balance {

namespace {

using tricorne::Position;

/// The translation context of the balance texts (lupdate reads Balance::tr).
struct Balance {
    Q_DECLARE_TR_FUNCTIONS(Balance)
};

QVariantList counts(const std::vector<std::int64_t>& histogram) {
    QVariantList out;
    for (const std::int64_t n : histogram) out << QVariant::fromValue(static_cast<double>(n));
    return out;
}

/// A rate as a whole percentage, as the panel prints it.
int percent(double rate) { return static_cast<int>(std::lround(100.0 * rate)); }

/// "Add hex-side feature", "3 edits (Add unit, Paint terrain, …)", "undoing Add unit".
QString describeEdits(const EditsBetween& edits) {
    QStringList parts;
    for (const QString& text : edits.undone) parts << Balance::tr("undoing %1").arg(text);
    parts << edits.done;
    if (parts.size() <= 1) return parts.value(0);
    if (parts.size() == 2) return Balance::tr("%1 and %2").arg(parts[0], parts[1]);
    const int more = static_cast<int>(parts.size()) - 2;
    return Balance::tr("%1 edits: %2, %3 and %4 more").arg(parts.size()).arg(parts[0], parts[1]).arg(more);
}

QString botNames(const tricorne::SimulationResult& r) {
    return qs(std::string(tricorne::botName(r.bots[Position::Bottom]))) + QLatin1Char(',') + qs(std::string(tricorne::botName(r.bots[Position::Top])));
}

/// " --bots A,B", and the search bot's budget when it played: the options that replay a run's bots.
QString botOptions(const tricorne::SimulationResult& r) {
    QString out = QStringLiteral(" --bots ") + botNames(r);
    if (r.bots[Position::Bottom] == tricorne::BotKind::Search || r.bots[Position::Top] == tricorne::BotKind::Search)
        out += QStringLiteral(" --playouts %1,%2").arg(r.playouts[Position::Bottom]).arg(r.playouts[Position::Top]);
    return out;
}

/// The sides' win rates as whole percentages that add up as the games do, never to 101%: each
/// share rounded down, then the points left go to the largest remainders (Hamilton's method),
/// the games neither side won being a third share (first share first on a tie).
tricorne::BySide<int> wholePercents(const tricorne::SimulationResult& r) {
    if (r.played <= 0) return {0, 0};
    const std::array<std::int64_t, 3> parts{r.wins[Position::Bottom], r.wins[Position::Top], r.played - r.wins[Position::Bottom] - r.wins[Position::Top]};
    std::array<int, 3> whole{};
    std::array<std::int64_t, 3> remainder{};
    int left = 100;
    for (std::size_t i = 0; i < parts.size(); ++i) {
        whole[i] = static_cast<int>(100 * parts[i] / r.played);
        remainder[i] = 100 * parts[i] % r.played;
        left -= whole[i];
    }
    for (; left > 0; --left) {
        const auto most = static_cast<std::size_t>(std::max_element(remainder.begin(), remainder.end()) - remainder.begin());
        ++whole[most];
        remainder[most] = -1;
    }
    return {whole[0], whole[1]};
}

/// How games ended, in words: the engine names an ending by the rule that ended it
/// ("sudden-death", "immediate-victory"), whose words are in its rule-kind table.
QString endingWords(const std::string& reason) {
    auto words = [](std::string_view title) { return QString::fromUtf8(title.data(), static_cast<qsizetype>(title.size())); };
    if (reason == "banners") return Balance::tr("Victory banners");
    if (const auto kind = tricorne::objectiveKindFromName(reason); kind != tricorne::ObjectiveKind::Invalid)
        return words(tricorne::kindInfo(kind).title);
    if (const auto kind = tricorne::specialRuleKindFromName(reason); kind != tricorne::SpecialRuleKind::Invalid)
        return words(tricorne::kindInfo(kind).title);
    return qs(reason);
}

}  // namespace

QVariantMap toVariant(const tricorne::SimulationResult& r, const tricorne::GameSystem* system, const QStringList& whyUnfinished, const QString& file) {
    QVariantMap map;
    map[QStringLiteral("played")] = static_cast<double>(r.played);
    map[QStringLiteral("games")] = r.games;
    map[QStringLiteral("cancelled")] = r.cancelled;
    map[QStringLiteral("stopReason")] = qs(tricorne::stopSentence(r));
    map[QStringLiteral("unfinished")] = static_cast<double>(r.unfinished);
    map[QStringLiteral("meanTurns")] = r.meanTurns();
    QVariantList sides;
    const tricorne::BySide<int> percents = wholePercents(r);
    for (Position p : {Position::Bottom, Position::Top}) {
        const tricorne::Interval ci = r.winInterval(p);
        sides << QVariantMap{{QStringLiteral("position"), qs(std::string(tricorne::positionName(p)))},
                             {QStringLiteral("name"), qs(r.factionNames[p])},
                             {QStringLiteral("colour"), factionColour(system, r.factionIds[p])},
                             {QStringLiteral("bot"), qs(r.botLabel(p))},
                             {QStringLiteral("wins"), static_cast<double>(r.wins[p])},
                             {QStringLiteral("rate"), r.winRate(p)},
                             {QStringLiteral("percent"), percents[p]},
                             {QStringLiteral("low"), ci.low},
                             {QStringLiteral("high"), ci.high},
                             {QStringLiteral("meanBanners"), r.meanBanners(p)},
                             {QStringLiteral("banners"), counts(r.bannerHistogram[p])}};
    }
    map[QStringLiteral("sides")] = sides;
    map[QStringLiteral("botsDiffer")] = r.botsDiffer();
    QVariantList turns;
    for (std::size_t t = 0; t < r.turnHistogram.size(); ++t)
        if (r.turnHistogram[t] > 0)
            turns << QVariantMap{{QStringLiteral("turns"), static_cast<int>(t)}, {QStringLiteral("games"), static_cast<double>(r.turnHistogram[t])}};
    map[QStringLiteral("turns")] = turns;
    QVariantList reasons;
    for (const auto& [reason, n] : r.endReasons)
        reasons << QVariantMap{{QStringLiteral("reason"), qs(reason)}, {QStringLiteral("words"), endingWords(reason)},
                               {QStringLiteral("games"), static_cast<double>(n)}};
    if (r.unfinished > 0)
        reasons << QVariantMap{{QStringLiteral("reason"), QStringLiteral("unfinished")}, {QStringLiteral("words"), Balance::tr("Unfinished")},
                               {QStringLiteral("games"), static_cast<double>(r.unfinished)}};
    map[QStringLiteral("endReasons")] = reasons;
    QVariantList heat;
    std::int64_t heatMax = 0;
    for (const auto& [hex, n] : r.eliminations) {
        heat << QVariantMap{{QStringLiteral("col"), hex.col}, {QStringLiteral("row"), hex.row}, {QStringLiteral("count"), static_cast<double>(n)}};
        heatMax = std::max(heatMax, n);
    }
    map[QStringLiteral("heat")] = heat;
    map[QStringLiteral("heatMax")] = static_cast<double>(heatMax);
    QVariantList unfinished;
    for (const tricorne::UnfinishedGame& g : r.unfinishedGames)
        unfinished << QVariantMap{{QStringLiteral("game"), g.index}, {QStringLiteral("seed"), QString::number(g.seed)}, {QStringLiteral("turns"), g.turns}};
    map[QStringLiteral("unfinishedGames")] = unfinished;
    map[QStringLiteral("unfinishedReasons")] = whyUnfinished;
    // Built by pieces, not arg(): a file name may hold "%1".
    const QString games = QString::number(r.games);
    map[QStringLiteral("replay")] = QStringLiteral("tricorne simulate ") + (file.isEmpty() ? QStringLiteral("FILE") : file) +
                                    QStringLiteral(" --games ") + games + QStringLiteral(" --seed ") + QString::number(r.seed) +
                                    botOptions(r) + QStringLiteral(" --shard G/") + games;
    return map;
}

QString factionColour(const tricorne::GameSystem* system, const std::string& faction) {
    if (system)
        for (const tricorne::Army& army : system->armies)
            if (army.faction == faction) return qs(army.color);
    return QStringLiteral("#808080");
}

QString compareRuns(const tricorne::SimulationResult& before, const tricorne::SimulationResult& after, const EditsBetween& edits) {
    // Win rates measure the battle and the players together: runs with other players (bots or
    // the search bot's budget) or other dice (the seed) are not a before and after of an edit.
    QStringList players;
    for (const Position p : {Position::Bottom, Position::Top})
        if (before.botLabel(p) != after.botLabel(p))
            players << Balance::tr("%1 played by %2 → %3").arg(qs(after.factionNames[p]), qs(before.botLabel(p)), qs(after.botLabel(p)));
    if (before.seed != after.seed) players << Balance::tr("seed %1 → %2").arg(before.seed).arg(after.seed);
    if (!players.isEmpty())
        return Balance::tr("Not compared with the previous run: it used other players or dice (%1)").arg(players.join(QStringLiteral(", ")));

    // The side whose rate moved most; both move together when no game is unfinished.
    const Position p = std::abs(after.winRate(Position::Top) - before.winRate(Position::Top)) >
                               std::abs(after.winRate(Position::Bottom) - before.winRate(Position::Bottom))
                           ? Position::Top
                           : Position::Bottom;
    const QString line = Balance::tr("%1 win rate %2% → %3%").arg(qs(after.factionNames[p])).arg(percent(before.winRate(p))).arg(percent(after.winRate(p)));
    // Every other difference between the two runs, so the change is not read as the edit's alone.
    QStringList other;
    auto played = [](const tricorne::SimulationResult& r) {
        return r.cancelled ? Balance::tr("%1 of %2 games, cancelled").arg(r.played).arg(r.games) : Balance::tr("%1 games").arg(r.played);
    };
    if (before.played != after.played || before.cancelled != after.cancelled) other << Balance::tr("%1 → %2").arg(played(before), played(after));
    const QString also = other.isEmpty() ? QString() : Balance::tr(" (%1)").arg(other.join(QStringLiteral(", ")));
    if (!edits.undone.isEmpty() || !edits.done.isEmpty()) return Balance::tr("%1 after %2").arg(line, describeEdits(edits)) + also;
    return Balance::tr("%1, no edits in between").arg(line) + also;
}

}  // namespace balance
