// The balance sweep (`tricorne balance`, the studio's Balance panel): the scenario as it is and
// one variant per small change of its battle notes — victory banners, each side's Command or
// Combat cards, who moves first — each simulated with the same games (the same seed, so the
// variants are compared on the same dice), and the variant closest to the win rate asked for.
// Under two game systems (`--versus-system`, the studio's "Try another game system") every
// variant is played twice on those games, under the scenario's system and under the other.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include <nlohmann/json.hpp>

#include "tricorne/core/diagnostic.h"
#include "tricorne/model/scenario.h"
#include "tricorne/model/system.h"
#include "tricorne/sim/sequential.h"
#include "tricorne/sim/simulate.h"

namespace tricorne {

/// What a sweep may change: the battle notes' numbers a designer tunes a battle with.
enum class BalanceDimension { VictoryBanners, CommandCards, CombatCards, FirstPlayer };

/// "victoryBanners", "commandCards", "combatCards", "firstPlayer".
const char* balanceDimensionName(BalanceDimension dimension);
std::optional<BalanceDimension> balanceDimensionFromName(std::string_view name);
/// Every dimension, in the order above.
const std::vector<BalanceDimension>& allBalanceDimensions();

/// One scenario of a sweep: `id` is stable ("base", "command-cards-bottom+1", …) and `change`
/// says the change in words ("giving the Jacobite side a sixth Command card"); empty for the base.
struct BalanceVariant {
    std::string id;
    std::string change;
    Scenario scenario;
    /// The game system it plays under; nullptr: the sweep's. Must outlive the sweep.
    const GameSystem* system = nullptr;
};

/// The scenario as it is (first, id "base"), then for each dimension in `vary`, in that order:
/// victory banners one fewer and one more; each side (bottom first) one Command card more and
/// one fewer, the same for Combat cards; the other side moving first. A variant the schema's
/// ranges or the semantic validation refuse (0 Command cards, more banners than the box holds)
/// is left out: a sweep only offers changes a designer could make.
std::vector<BalanceVariant> balanceVariants(const Scenario& scenario, const GameSystem& system, const std::vector<BalanceDimension>& vary);

/// The win rate the designer aims at: `side` winning `rate` of the games (even: 0.5).
struct BalanceTarget {
    Position side = Position::Bottom;
    double rate = 0.5;
    friend bool operator==(const BalanceTarget&, const BalanceTarget&) = default;
};

/// Which of a comparison's two game systems a figure is under: the scenario's own or the other.
enum class UnderSystem { Own, Versus };

struct BalanceRow {
    std::string id, change;
    SimulationResult result;
    /// In a comparison of two game systems: the same games of the same variant under the other
    /// system (`result` is under the scenario's own). Unset in a sweep of one system.
    std::optional<SimulationResult> versus;
    /// `result`, or `*versus` (which must be set) under the other system.
    const SimulationResult& under(UnderSystem system) const { return system == UnderSystem::Own ? result : *versus; }
    /// |the target side's win rate − target rate| under `system`: what "closest" compares.
    double distance(const BalanceTarget& target, UnderSystem system = UnderSystem::Own) const;
};

/// A game system as a comparison names it: its id, its name, and its hash when it was read from
/// a file ("" for a built-in one).
struct SystemLabel {
    std::string id, name, hash;
    friend bool operator==(const SystemLabel&, const SystemLabel&) = default;
};

/// The difference of one side's win rate between two runs, in points (−1 to 1), with its 95%
/// interval.
struct RateDifference {
    double difference = 0.0;
    Interval interval{-1.0, 1.0};
};

/// `side`'s win rate in `a` minus its rate in `b`, with Newcombe's hybrid score interval (his
/// method 10: from the two Wilson intervals). It treats the runs as independent; runs of the same
/// seeded games are positively correlated, so for them the interval is on the safe side (wider
/// than the paired one). [-1, 1] when either run played no game.
RateDifference winRateDifference(const SimulationResult& a, const SimulationResult& b, Position side);

struct BalanceReport {
    BalanceTarget target;
    std::vector<BalanceRow> rows;  ///< rows[0] is the base
    /// A comparison of two game systems (systemSweep): the scenario's own system and the other;
    /// every row's `versus` is then set. Unset for a sweep under one system.
    std::optional<std::pair<SystemLabel, SystemLabel>> systems;
    /// The row closest to the target under `system`; ties go to the earlier row, so the base
    /// wins a tie.
    std::size_t closest(UnderSystem system = UnderSystem::Own) const;
    /// Whether row `i`'s 95% interval of the target side's win rate under `system` lies apart
    /// from the base's: only then do the games played tell that change from the battle as it is
    /// (false for the base itself). Overlapping intervals are the cautious test: a designer acts
    /// on a change.
    bool apartFromBase(std::size_t i, UnderSystem system = UnderSystem::Own) const;
};

/// Simulates every variant with `options` (each variant its own run of the same games, seed,
/// bots, jobs and shard). The report depends on the scenario, the options and the target only,
/// whatever options.jobs. options.progress, when set, sees the games of all variants together.
/// Under a stopping rule (options.until, whose side and rate the caller sets to `target`'s)
/// each variant stops on its own answer, so variants may play different numbers of games;
/// options.batchDone sees each variant's batches in turn.
BalanceReport balanceSweep(const std::vector<BalanceVariant>& variants, const GameSystem& system, const SimulationOptions& options,
                           const BalanceTarget& target);

/// The variants of a comparison of game systems (`tricorne balance --versus-system`, the
/// studio's "Try with this system"): balanceVariants(scenario, own, vary) under `own` — only the
/// base when `vary` is empty —, and each of them bound to `versus` (same id and change, its
/// `system` set), for systemSweep to play on the same games. A change of the notes that
/// validateSemantics refuses under `versus` is left out of both. `misfit`: the error
/// diagnostics of the scenario under `versus` when it does not fit it (an army, a unit type or a
/// terrain `versus` lacks): nothing to compare then. `versusDocument` is versus's canonical text
/// ("" for a built-in system). `own` and `versus` must outlive the variants.
struct SystemComparison {
    std::vector<BalanceVariant> variants;  ///< under own
    std::vector<BalanceVariant> bound;     ///< the same, under versus
    std::pair<SystemLabel, SystemLabel> systems;  ///< own, versus
    Diagnostics misfit;
};
SystemComparison systemComparison(const Scenario& scenario, const GameSystem& own, const GameSystem& versus, const std::string& versusDocument,
                                  const std::vector<BalanceDimension>& vary = {});

/// Plays a comparison's variants under both systems on the same games (balanceSweep's options,
/// target and progress, the games of both systems counted together): row i holds variants[i]'s
/// result and bound[i]'s as `versus`; `systems` is the comparison's. No rows for a misfit.
BalanceReport systemSweep(const SystemComparison& comparison, const SimulationOptions& options, const BalanceTarget& target);

/// The format version balanceToJson writes for a comparison of game systems
/// (schema/balance.schema.json); a sweep under one system is written as version 1, as it always
/// was. Version 2, a comparison of the base alone written as two variants ("base",
/// "versus-system") with one "difference", is still read.
inline constexpr int kBalanceVersion = 3;

/// {"format": "tricorne-balance", "version", "target", "closest", "variants": [{id, change, result}]}
/// with each result as simulationToJson writes it; a comparison of systems adds "systems"
/// {base, versus}, "closestVersus", and in each variant "versus" (its result under the other
/// system) and "difference" by side (winRateDifference of result against versus).
nlohmann::ordered_json balanceToJson(const BalanceReport& report);
std::optional<BalanceReport> balanceFromJson(const nlohmann::json& doc, Diagnostics& diagnostics);

/// Adds up the shards of one sweep variant by variant (mergeSimulations' rules for each); the
/// shards must list the same variants and target. nullopt with `culprit` and `message` as
/// mergeSimulations gives them.
std::optional<BalanceReport> mergeBalanceReports(const std::vector<BalanceReport>& shards, int& culprit, std::string& message);

}  // namespace tricorne
