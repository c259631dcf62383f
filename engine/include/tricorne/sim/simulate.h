// Automated playtests and the balance report (docs/design/engine.md, Bots; docs/design/cli.md):
// many seeded games between two bots, their outcomes aggregated in game order so the result is
// the same whatever the number of threads, and shards of a run that merge into the whole.
#pragma once

#include <array>
#include <atomic>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "tricorne/sim/bots.h"
#include "tricorne/sim/search.h"
#include "tricorne/sim/sequential.h"
#include "tricorne/core/by_side.h"
#include "tricorne/core/diagnostic.h"
#include "tricorne/core/hex.h"
#include "tricorne/model/state.h"

namespace tricorne {

/// Actions after which a game counts as unfinished. A bound, not a rule: no game of the
/// shipped battles comes near it, and the report says so if one ever does.
inline constexpr int kMaxActionsPerGame = 100000;

/// The format version simulationToJson writes (schema/simulation.schema.json).
/// 2: distributions, eliminations, cancelled. 3: game seeds from kSeedScheme (version 2 seeded
/// game g with splitmix64(S + g), so runs with neighbouring seeds shared almost every game),
/// turn figures over finished games only, and the unfinished games listed with their seeds.
/// 4: "stop", the stopping rule of a run played with one (--until clear). A version 3 report
/// reads as a version 4 one without it.
inline constexpr int kSimulationVersion = 4;

/// How game g of a run seeded S is seeded, as the report records it ("seedScheme").
inline constexpr const char* kSeedScheme = "splitmix64(splitmix64(S) + g)";

/// At most this many unfinished games are listed by a result (the first by game number).
inline constexpr std::size_t kListedUnfinished = 20;

struct SimulationResult;

struct SimulationOptions {
    int games = 0;            ///< N: games 0..N-1 of the whole run
    std::uint64_t seed = 0;   ///< S
    BySide<BotKind> bots{BotKind::Random, BotKind::Random};
    /// The search bot's playouts per decision, by side (read only for a side it plays).
    BySide<int> playouts{kSearchPlayouts, kSearchPlayouts};
    int jobs = 1;             ///< worker threads (≥ 1); never changes the result
    int shardIndex = 0;       ///< play only games g with g % shardCount == shardIndex
    int shardCount = 1;
    int maxActions = kMaxActionsPerGame;
    /// With a rule, the games are played in batches of kStopBatch (games 0..19, 20..39, … of
    /// the shard) and the run stops after the first batch whose always-valid interval answers
    /// the rule (sequential.h), else after `games`. Precondition: a rule only with shardCount 1
    /// (whether to stop depends on every game so far, which no shard sees).
    std::optional<StopRule> until;

    /// For interactive callers (the studio's balance panel); neither changes which games are
    /// played nor their outcome.
    /// Called after each finished game with (games finished so far, games this call plays).
    /// Calls never overlap (simulate serialises them) but may come from any worker thread, so
    /// keep it short and thread-safe towards the caller's own data.
    std::function<void(std::int64_t done, std::int64_t total)> progress;
    /// When it points to a flag that becomes true, every worker stops after its current game:
    /// the result then covers exactly the games that finished and has `cancelled` set.
    const std::atomic<bool>* cancel = nullptr;
    /// Under a rule: called on the calling thread after each batch with the result so far (its
    /// `stop` filled in), before the next batch starts.
    std::function<void(const SimulationResult& soFar)> batchDone;
};

/// How one game went.
struct GameRecord {
    int index = 0;
    std::uint64_t seed = 0;
    bool finished = false;         ///< false: it passed maxActions without a winner
    std::optional<Position> winner;
    std::string endReason;         ///< "banners" today; empty when unfinished
    int turns = 0;                 ///< GameState::turn at the end
    BySide<int> banners{0, 0};
    std::int64_t actions = 0;
    /// The last hex of each unit eliminated in the game (blocks 0 and not exited), in unit order.
    std::vector<Offset> eliminated;
};

/// The Wilson score interval for `wins` successes in `n` trials; [0, 1] when n is 0.
/// 50 of 100 at z = 1.96 gives [0.4038, 0.5962].
Interval wilsonInterval(std::int64_t wins, std::int64_t n, double z = 1.959963984540054);

/// The seed of game g of a run seeded S (kSeedScheme): splitmix64(splitmix64(S) + g). S is
/// mixed before g is added, so runs with different seeds draw from far-apart stretches of
/// splitmix64's input (a bijection): runs S and T share a game's seed only when
/// splitmix64(S) and splitmix64(T) are fewer than N apart (modulo 2^64), a chance of about
/// N / 2^63 for two seeds; none of the seeds 1 to 20 shares one of its first 5,000 games with
/// another (tests/engine/sim/simulation_test.cpp).
std::uint64_t gameSeed(std::uint64_t seed, int game);

/// How many games a shard plays: every g in [0, games) with g % count == index, counted, not
/// listed (a run may ask for 10^9). Precondition: 0 <= index < count.
int shardGameCount(int games, int index, int count);

/// The i-th game of that shard, ascending (0 <= i < shardGameCount).
constexpr int shardGame(int index, int count, int i) { return index + i * count; }

/// The last hex of every unit eliminated so far, in unit order: units with no blocks left
/// that did not leave by a baseline for an objective (UnitState::exited).
std::vector<Offset> eliminatedHexes(const GameState& state);

/// Plays game `index` of the run described by `options` to its end (or to maxActions), each
/// side's bot with a generator of its own seeded from the game's seed.
GameRecord playGame(const Rules& rules, int index, const SimulationOptions& options);

/// A game that passed maxActions without a winner: which one, and the seed that replays it.
struct UnfinishedGame {
    int index = 0;
    std::uint64_t seed = 0;  ///< gameSeed(S, index)
    int turns = 0;
    friend bool operator==(const UnfinishedGame&, const UnfinishedGame&) = default;
};

/// How a run under a stopping rule ended.
struct StopReport {
    StopRule rule;
    int maxGames = 0;   ///< the --games asked for: the run stopped at or before it
    Verdict verdict = Verdict::Undecided;
    Interval interval;  ///< betaMixtureInterval of the rule's side after the games played
    friend bool operator==(const StopReport&, const StopReport&) = default;
};

/// What a run (or a shard of one) found. Everything is kept as integer totals, so merged
/// shards give exactly the figures of one run; the rates and means are derived.
struct SimulationResult {
    std::string title;         ///< the scenario's title
    std::string scenarioHash;  ///< scenarioHash() of the scenario played
    /// The game system played under when it was read from a file: its id and hash
    /// (GameSystem::hash); both "" under a built-in system, whose reports are as they were.
    std::string system, systemHash;
    int games = 0;             ///< N of the whole run
    std::uint64_t seed = 0;
    BySide<BotKind> bots{BotKind::Random, BotKind::Random};
    BySide<int> playouts{kSearchPlayouts, kSearchPlayouts};  ///< as SimulationOptions; a merge checks them for the search sides only
    int shardIndex = 0, shardCount = 1;
    BySide<std::string> factionIds, factionNames;

    std::int64_t played = 0;      ///< games this result covers
    std::int64_t unfinished = 0;
    BySide<std::int64_t> wins{0, 0};
    BySide<std::int64_t> bannerTotals{0, 0};  ///< banners held at the end, summed
    std::int64_t turnTotal = 0;    ///< turns of the finished games (an unfinished one says nothing of a battle's length)
    std::int64_t actionTotal = 0;  ///< decisions of every game played
    std::map<std::string, std::int64_t> endReasons;  ///< finished games by how they ended
    bool cancelled = false;  ///< stopped early: `played` is below the games of the shard
    /// Under a stopping rule: why the run ended. A run that stopped before stop->maxGames has
    /// `games` equal to `played`: it is then the fixed run of that many games, figure for figure.
    std::optional<StopReport> stop;

    /// Distributions, as integer counts that merge by adding: games by the banners a side
    /// held at the end ([p][b] = games where p held b banners; sums to `played`) and finished
    /// games by turns played ([t] = games of t turns; sums to `played - unfinished`, so the
    /// games that never ended do not stretch it). None has trailing zeros.
    BySide<std::vector<std::int64_t>> bannerHistogram;
    std::vector<std::int64_t> turnHistogram;
    /// Units eliminated on each hex (their last hex), over every game played.
    std::map<Offset, std::int64_t> eliminations;
    /// The first kListedUnfinished unfinished games by game number, ascending; what a merge
    /// gives is what one run gives, since each shard lists its own first ones.
    std::vector<UnfinishedGame> unfinishedGames;

    double winRate(Position p) const;
    Interval winInterval(Position p) const;
    double meanTurns() const;  ///< over finished games; 0 when none finished
    double meanBanners(Position p) const;
    double meanActions() const;
    /// Whether the two sides were played by different bots (or the search bot at different
    /// budgets): the win rates then measure the bots as much as the battle.
    bool botsDiffer() const;
    /// "greedy", or "search 1000" for the search bot with its playouts per decision.
    std::string botLabel(Position p) const;
};

/// Runs the games of `options` (its shard only) with `options.jobs` threads over disjoint
/// ranges and adds them up in game order. The result depends on rules, games, seed, bots and
/// shard only (unless cancelled: then on which games finished). Precondition: games ≥ 1, jobs ≥ 1, 0 ≤ shardIndex < shardCount.
SimulationResult simulate(const Rules& rules, const SimulationOptions& options);

/// The games so far of a run under `rule`, in one line: "Government 71% [62, 79] after 60
/// games (always-valid 95%)" — the rule's side by its faction name, its win rate and the
/// always-valid interval in whole percent (the low end rounded down, the high end up).
std::string standingSentence(const SimulationResult& result, const StopRule& rule);

/// Why a run under a rule ended, in one line: "stopped after 60 games: Government clearly over
/// 60% (71% [62, 79], always-valid 95%)"; "… within ±5 of 50% …", "… clearly under 45% …";
/// "not decided after 200 games: …" when the games ran out first; "cancelled after 40 games,
/// not decided: …". "" for a run without a rule.
std::string stopSentence(const SimulationResult& result);

/// Adds records (in the order given) to a result that names the run.
void addRecord(SimulationResult& result, const GameRecord& record);

/// The result as a document ("format": "tricorne-simulation"; schema/simulation.schema.json).
/// Integer totals and the derived figures; a merge reads back only the totals.
nlohmann::ordered_json simulationToJson(const SimulationResult& result);

/// Reads a simulation document; diagnostics (with JSON pointers) when it does not fit.
std::optional<SimulationResult> simulationFromJson(const nlohmann::json& doc, Diagnostics& diagnostics);

/// Combines the shards of one run into the result of the whole run (shard 0 of 1). Every
/// shard of the run must be there exactly once, all of the same scenario, games, seed, bots
/// and shard count, and none cancelled. On failure returns nullopt, and `culprit` is the index (in `shards`) of
/// the shard at fault (-1 when none is: a shard is missing) and `message` says what to do.
std::optional<SimulationResult> mergeSimulations(const std::vector<SimulationResult>& shards, int& culprit, std::string& message);

}  // namespace tricorne
