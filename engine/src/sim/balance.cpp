// The balance sweep: variants of a scenario's battle notes, each simulated on the same games.
#include "tricorne/sim/balance.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdint>

#include "tricorne/validate/system_files.h"
#include "tricorne/validate/validate.h"

namespace tricorne {

namespace {

constexpr std::array<const char*, 4> kDimensionNames{"victoryBanners", "commandCards", "combatCards", "firstPlayer"};

/// The schema's ranges (schema/scenario.schema.json): sides' cards 0–12, victory banners 1–30.
constexpr int kMaxCards = 12;
constexpr int kMinBanners = 1, kMaxBanners = 30;

/// "first" … "twelfth": hands never hold more than kMaxCards.
std::string ordinal(int n) {
    static constexpr std::array<const char*, 13> words{"",      "first",   "second", "third",  "fourth",   "fifth",   "sixth",
                                                       "seventh", "eighth", "ninth",  "tenth", "eleventh", "twelfth"};
    return n >= 1 && n <= 12 ? words[static_cast<std::size_t>(n)] : std::to_string(n) + "th";
}

/// "the Jacobite side": the faction's name from the system, its id when the system lacks it.
std::string sideWords(const Scenario& s, const GameSystem& system, Position p) {
    const Faction* faction = system.faction(s.side(p).faction);
    return "the " + (faction ? faction->name : s.side(p).faction) + " side";
}

std::string cardWords(bool command) { return command ? "Command card" : "Combat card"; }

}  // namespace

const char* balanceDimensionName(BalanceDimension dimension) { return kDimensionNames[static_cast<std::size_t>(dimension)]; }

std::optional<BalanceDimension> balanceDimensionFromName(std::string_view name) {
    for (std::size_t i = 0; i < kDimensionNames.size(); ++i)
        if (name == kDimensionNames[i]) return static_cast<BalanceDimension>(i);
    return std::nullopt;
}

const std::vector<BalanceDimension>& allBalanceDimensions() {
    static const std::vector<BalanceDimension> all{BalanceDimension::VictoryBanners, BalanceDimension::CommandCards,
                                                   BalanceDimension::CombatCards, BalanceDimension::FirstPlayer};
    return all;
}

std::vector<BalanceVariant> balanceVariants(const Scenario& scenario, const GameSystem& system, const std::vector<BalanceDimension>& vary) {
    std::vector<BalanceVariant> out{{"base", "", scenario}};
    const auto offer = [&](std::string id, std::string change, Scenario variant) {
        if (!hasErrors(validateSemantics(variant, system))) out.push_back({std::move(id), std::move(change), std::move(variant)});
    };
    for (BalanceDimension dimension : vary) {
        switch (dimension) {
        case BalanceDimension::VictoryBanners:
            for (int step : {-1, +1}) {
                const int banners = scenario.victoryBanners + step;
                if (banners < kMinBanners || banners > kMaxBanners) continue;
                Scenario v = scenario;
                v.victoryBanners = banners;
                offer(std::string("victory-banners") + (step < 0 ? "-1" : "+1"),
                      "playing to " + std::to_string(banners) + " Victory Banners instead of " + std::to_string(scenario.victoryBanners), std::move(v));
            }
            break;
        case BalanceDimension::CommandCards:
        case BalanceDimension::CombatCards: {
            const bool command = dimension == BalanceDimension::CommandCards;
            for (Position p : {Position::Bottom, Position::Top})
                for (int step : {+1, -1}) {
                    Scenario v = scenario;
                    int& cards = command ? v.side(p).commandCards : v.side(p).combatCards;
                    cards += step;
                    if (cards < 0 || cards > kMaxCards) continue;
                    const std::string who = sideWords(scenario, system, p);
                    std::string change = step > 0 ? "giving " + who + " a " + ordinal(cards) + " " + cardWords(command)
                                                  : "taking a " + cardWords(command) + " from " + who + " (" +
                                                        (cards == 0 ? std::string("none") : std::to_string(cards)) + " left)";
                    offer(std::string(command ? "command-cards-" : "combat-cards-") + positionName(p) + (step > 0 ? "+1" : "-1"), std::move(change),
                          std::move(v));
                }
            break;
        }
        case BalanceDimension::FirstPlayer: {
            Scenario v = scenario;
            v.firstPlayer = other(scenario.firstPlayer);
            offer("first-player", sideWords(scenario, system, v.firstPlayer) + " moving first instead of " +
                                      sideWords(scenario, system, scenario.firstPlayer),
                  std::move(v));
            break;
        }
        }
    }
    return out;
}

double BalanceRow::distance(const BalanceTarget& target, UnderSystem system) const {
    return std::fabs(under(system).winRate(target.side) - target.rate);
}

std::size_t BalanceReport::closest(UnderSystem system) const {
    std::size_t best = 0;
    for (std::size_t i = 1; i < rows.size(); ++i)
        if (rows[i].distance(target, system) < rows[best].distance(target, system)) best = i;
    return best;
}

bool BalanceReport::apartFromBase(std::size_t i, UnderSystem system) const {
    if (i == 0 || i >= rows.size()) return false;
    const Interval base = rows.front().under(system).winInterval(target.side);
    const Interval row = rows[i].under(system).winInterval(target.side);
    return row.high < base.low || row.low > base.high;
}

BalanceReport balanceSweep(const std::vector<BalanceVariant>& variants, const GameSystem& system, const SimulationOptions& options,
                           const BalanceTarget& target) {
    BalanceReport report;
    report.target = target;
    SimulationOptions each = options;
    std::int64_t before = 0;  // games of the earlier variants, for one progress count over the sweep
    std::int64_t left = static_cast<std::int64_t>(variants.size());  // variants not yet finished, this one included
    // Under a stopping rule a variant may play fewer games than asked: the count goes on from
    // the games really played, towards the most the variants left may still play.
    if (options.progress)
        each.progress = [&](std::int64_t done, std::int64_t total) { options.progress(before + done, before + total * left); };
    for (const BalanceVariant& variant : variants) {
        const Rules rules(variant.scenario, variant.system ? *variant.system : system);
        BalanceRow row{variant.id, variant.change, simulate(rules, each)};
        before += row.result.played;
        --left;
        report.rows.push_back(std::move(row));
    }
    return report;
}

namespace {

SystemLabel labelOf(const GameSystem& system) { return {system.id, system.name, system.hash}; }

}  // namespace

SystemComparison systemComparison(const Scenario& scenario, const GameSystem& own, const GameSystem& versus, const std::string& versusDocument,
                                  const std::vector<BalanceDimension>& vary) {
    SystemComparison out;
    out.systems = {labelOf(own), labelOf(versus)};
    for (BalanceVariant& variant : balanceVariants(scenario, own, vary)) {
        Scenario under = variant.scenario;
        bindSystem(under, versus, versusDocument);
        Diagnostics errors;
        for (Diagnostic& d : validateSemantics(under, versus))
            if (d.severity == Severity::Error) errors.push_back(std::move(d));
        if (variant.id == "base" && !errors.empty()) {
            out.misfit = std::move(errors);
            return out;
        }
        if (!errors.empty()) continue;  // a change only the scenario's own system allows
        out.bound.push_back({variant.id, variant.change, std::move(under), &versus});
        variant.system = &own;
        out.variants.push_back(std::move(variant));
    }
    return out;
}

BalanceReport systemSweep(const SystemComparison& comparison, const SimulationOptions& options, const BalanceTarget& target) {
    // Each variant under one system, then the other, so that the two halves of a row finish
    // together; balanceSweep plays each on the same games and counts the progress of all.
    std::vector<BalanceVariant> both;
    for (std::size_t i = 0; i < comparison.variants.size(); ++i) {
        both.push_back(comparison.variants[i]);
        both.push_back(comparison.bound[i]);
    }
    BalanceReport report;
    report.target = target;
    report.systems = comparison.systems;
    if (both.empty()) return report;  // a misfit: nothing to play
    // Every variant names its system, so the sweep's own is never asked for.
    BalanceReport played = balanceSweep(both, *both.front().system, options, target);
    for (std::size_t i = 0; i + 1 < played.rows.size(); i += 2) {
        BalanceRow row = std::move(played.rows[i]);
        row.versus = std::move(played.rows[i + 1].result);
        report.rows.push_back(std::move(row));
    }
    return report;
}

RateDifference winRateDifference(const SimulationResult& a, const SimulationResult& b, Position side) {
    RateDifference out;
    if (a.played == 0 || b.played == 0) return out;
    const double pa = a.winRate(side), pb = b.winRate(side);
    const Interval ia = a.winInterval(side), ib = b.winInterval(side);
    out.difference = pa - pb;
    // Newcombe (1998), method 10: each end from the Wilson intervals' distances on each side.
    out.interval.low = out.difference - std::sqrt((pa - ia.low) * (pa - ia.low) + (ib.high - pb) * (ib.high - pb));
    out.interval.high = out.difference + std::sqrt((ia.high - pa) * (ia.high - pa) + (pb - ib.low) * (pb - ib.low));
    out.interval.low = std::max(out.interval.low, -1.0);  // within [-1, 1] but for rounding
    out.interval.high = std::min(out.interval.high, 1.0);
    return out;
}

}  // namespace tricorne
