// Seeded bot-against-bot games and their aggregate (docs/design/cli.md). See
// include/tricorne/sim/simulate.h.
#include "tricorne/sim/simulate.h"

#include <algorithm>
#include <cmath>
#include <exception>
#include <mutex>
#include <set>
#include <thread>

#include "tricorne/io/game_log.h"
#include "tricorne/play/match.h"

namespace tricorne {

namespace {



/// splitmix64 (Steele, Lea, Flood 2014): a fixed, well-mixing step from one 64-bit word.
std::uint64_t splitmix64(std::uint64_t x) {
    x += 0x9e3779b97f4a7c15ULL;
    x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ULL;
    x = (x ^ (x >> 27)) * 0x94d049bb133111ebULL;
    return x ^ (x >> 31);
}

double ratio(std::int64_t a, std::int64_t b) { return b == 0 ? 0.0 : static_cast<double>(a) / static_cast<double>(b); }

/// Adds `n` games at `value` to a histogram, growing it as needed (so it has no trailing zeros).
void count(std::vector<std::int64_t>& histogram, int value, std::int64_t n = 1) {
    const auto i = static_cast<std::size_t>(std::max(0, value));
    if (histogram.size() <= i) histogram.resize(i + 1, 0);
    histogram[i] += n;
}

/// Adds `more` to the list of unfinished games, keeping the first kListedUnfinished by number.
void listUnfinished(std::vector<UnfinishedGame>& list, const std::vector<UnfinishedGame>& more) {
    list.insert(list.end(), more.begin(), more.end());
    std::sort(list.begin(), list.end(), [](const UnfinishedGame& a, const UnfinishedGame& b) { return a.index < b.index; });
    if (list.size() > kListedUnfinished) list.resize(kListedUnfinished);
}

/// Adds the integer totals of `from` to `into` (the run's identity is left alone).
void addCounts(SimulationResult& into, const SimulationResult& from) {
    into.played += from.played;
    into.unfinished += from.unfinished;
    into.turnTotal += from.turnTotal;
    into.actionTotal += from.actionTotal;
    for (Position p : kPositions) {
        into.wins[p] += from.wins[p];
        into.bannerTotals[p] += from.bannerTotals[p];
        for (std::size_t b = 0; b < from.bannerHistogram[p].size(); ++b)
            if (from.bannerHistogram[p][b] != 0) count(into.bannerHistogram[p], static_cast<int>(b), from.bannerHistogram[p][b]);
    }
    for (std::size_t t = 0; t < from.turnHistogram.size(); ++t)
        if (from.turnHistogram[t] != 0) count(into.turnHistogram, static_cast<int>(t), from.turnHistogram[t]);
    for (const auto& [reason, n] : from.endReasons) into.endReasons[reason] += n;
    for (const auto& [hex, n] : from.eliminations) into.eliminations[hex] += n;
    listUnfinished(into.unfinishedGames, from.unfinishedGames);
}

/// Whether two results' search sides searched alike (other bots have no budget to compare).
bool samePlayouts(const SimulationResult& a, const SimulationResult& b) {
    for (Position p : kPositions)
        if (a.bots[p] == BotKind::Search && a.playouts[p] != b.playouts[p]) return false;
    return true;
}

}  // namespace

Interval wilsonInterval(std::int64_t wins, std::int64_t n, double z) {
    if (n <= 0) return {0.0, 1.0};
    const double nn = static_cast<double>(n);
    const double p = static_cast<double>(wins) / nn;
    const double z2 = z * z;
    const double denominator = 1.0 + z2 / nn;
    const double centre = (p + z2 / (2.0 * nn)) / denominator;
    const double half = z * std::sqrt(p * (1.0 - p) / nn + z2 / (4.0 * nn * nn)) / denominator;
    // At 0 or n wins the bound is exactly 0 or 1; rounding would leave 5.6e-17 there.
    return {wins <= 0 ? 0.0 : std::max(0.0, centre - half), wins >= n ? 1.0 : std::min(1.0, centre + half)};
}

std::uint64_t gameSeed(std::uint64_t seed, int game) { return splitmix64(splitmix64(seed) + static_cast<std::uint64_t>(game)); }

int shardGameCount(int games, int index, int count) { return index < games ? (games - 1 - index) / count + 1 : 0; }

std::vector<Offset> eliminatedHexes(const GameState& state) {
    // An eliminated unit keeps its last hex; one that left by a baseline for an objective
    // (exited) also has no blocks on the board, but was not eliminated.
    std::vector<Offset> out;
    for (const UnitState& unit : state.units)
        if (!unit.alive() && !unit.exited) out.push_back(toOffset(unit.hex));
    return out;
}

GameRecord playGame(const Rules& rules, int index, const SimulationOptions& options) {
    GameRecord record;
    record.index = index;
    record.seed = gameSeed(options.seed, index);
    Match match(rules, record.seed);
    const GameState& state = match.state();
    // Each bot draws from its own stream, seeded apart from the game's dice (stream 54).
    BySide<Pcg32> botRng{Pcg32(splitmix64(record.seed ^ 0x626f74746f6dULL), 1), Pcg32(splitmix64(record.seed ^ 0x746f70ULL), 2)};
    BySide<SearchMemory> memory;  // a search bot goes on through its turn with the tree it has
    while (!state.winner && record.actions < options.maxActions) {
        const Position side = decidingSide(rules, state);
        const std::size_t choice = options.bots[side] == BotKind::Search
                                       ? searchChoice(rules, state, match.legal(), botRng[side], {.playouts = options.playouts[side]}, &memory[side]).index
                                       : chooseIndex(options.bots[side], rules, state, match.legal(), botRng[side]);
        if (match.play(choice) != ActionError::None) break;  // a bot bug: report it unfinished
        ++record.actions;
    }
    record.finished = state.winner.has_value();
    record.winner = state.winner;
    if (record.finished) record.endReason = endReasonName(state.endReason);
    record.turns = state.turn;
    record.banners = state.banners;
    record.eliminated = eliminatedHexes(state);
    return record;
}

void addRecord(SimulationResult& result, const GameRecord& record) {
    ++result.played;
    if (record.finished) {
        ++result.endReasons[record.endReason];
        result.turnTotal += record.turns;
        count(result.turnHistogram, record.turns);
    } else {
        ++result.unfinished;
        listUnfinished(result.unfinishedGames, {{record.index, record.seed, record.turns}});
    }
    if (record.winner) ++result.wins[*record.winner];
    for (Position p : kPositions) result.bannerTotals[p] += record.banners[p];
    result.actionTotal += record.actions;
    for (Position p : kPositions) count(result.bannerHistogram[p], record.banners[p]);
    for (const Offset& hex : record.eliminated) ++result.eliminations[hex];
}

SimulationResult simulate(const Rules& rules, const SimulationOptions& options) {
    SimulationResult result;
    result.title = rules.scenario().metadata.title;
    result.scenarioHash = scenarioHash(rules.scenario());
    if (!rules.system().hash.empty()) {
        result.system = rules.system().id;
        result.systemHash = rules.system().hash;
    }
    result.games = options.games;
    result.seed = options.seed;
    result.bots = options.bots;
    result.playouts = options.playouts;
    result.shardIndex = options.shardIndex;
    result.shardCount = options.shardCount;
    for (Position p : kPositions) {
        const std::string& id = rules.scenario().side(p).faction;
        const Faction* faction = rules.system().faction(id);
        result.factionIds[p] = id;
        result.factionNames[p] = faction ? faction->name : id;
    }

    const int shardCount = std::max(1, options.shardCount);
    const std::int64_t total = shardGameCount(options.games, options.shardIndex, shardCount);
    const auto cancelled = [&] { return options.cancel && options.cancel->load(std::memory_order_relaxed); };
    std::mutex progressMutex;
    std::int64_t done = 0;
    // Plays the shard's games first..last-1 and adds them to `result`. Each worker adds up its
    // games as they end instead of keeping a record of each: a run may ask for 10^9 games, and
    // one record per game (about 100 bytes) ran out of memory at 10^8. The report needs only
    // the totals. Disjoint contiguous ranges, one per worker, each added up on its own; the
    // parts are added together in range order afterwards. Every sum is exact and the
    // unfinished games are kept in game order, so `jobs` never changes the result.
    const auto playRange = [&](std::int64_t first, std::int64_t last) {
        const std::int64_t count = last - first;
        const std::int64_t jobs = std::clamp<std::int64_t>(std::max(1, options.jobs), 1, std::max<std::int64_t>(1, count));
        std::vector<SimulationResult> parts(static_cast<std::size_t>(jobs));
        std::vector<std::exception_ptr> errors(static_cast<std::size_t>(jobs));
        const auto work = [&](std::int64_t job) {
            try {
                const std::int64_t begin = first + count * job / jobs, end = first + count * (job + 1) / jobs;
                for (std::int64_t i = begin; i < end && !cancelled(); ++i) {
                    addRecord(parts[static_cast<std::size_t>(job)],
                              playGame(rules, shardGame(options.shardIndex, shardCount, static_cast<int>(i)), options));
                    if (options.progress) {
                        const std::lock_guard lock(progressMutex);
                        options.progress(++done, total);
                    }
                }
            } catch (...) {
                errors[static_cast<std::size_t>(job)] = std::current_exception();
            }
        };
        if (jobs == 1) {
            work(0);
        } else {
            std::vector<std::thread> workers;
            for (std::int64_t j = 0; j < jobs; ++j) workers.emplace_back(work, j);
            for (auto& w : workers) w.join();
        }
        for (const auto& e : errors)
            if (e) std::rethrow_exception(e);
        for (const SimulationResult& part : parts) addCounts(result, part);
    };

    if (!options.until) {
        playRange(0, total);
        result.cancelled = result.played < total;
        return result;
    }
    // Under a rule the looks are at fixed game counts, so the games played are those of the
    // fixed run up to the first batch that answers, and a batch is a barrier for the workers:
    // a few idle seconds at its end are the price of that reproducibility.
    const StopRule& rule = *options.until;
    StopReport& stop = result.stop.emplace();
    stop.rule = rule;
    stop.maxGames = options.games;
    for (std::int64_t first = 0; first < total; first += kStopBatch) {
        playRange(first, std::min<std::int64_t>(total, first + kStopBatch));
        stop.interval = betaMixtureInterval(result.wins[rule.side], result.played, 1.0 - rule.confidence);
        stop.verdict = judge(rule, stop.interval);
        if (cancelled() || result.played < std::min<std::int64_t>(total, first + kStopBatch)) {
            stop.verdict = Verdict::Undecided;  // a partial batch is not a look the rule takes
            break;
        }
        if (options.batchDone) options.batchDone(result);
        if (stop.verdict != Verdict::Undecided) break;
    }
    result.cancelled = result.played < total && stop.verdict == Verdict::Undecided;
    // Stopped on a verdict: the run is the fixed run of the games it played, so it says so.
    if (!result.cancelled) result.games = static_cast<int>(result.played);
    return result;
}

double SimulationResult::winRate(Position p) const { return ratio(wins[p], played); }
Interval SimulationResult::winInterval(Position p) const { return wilsonInterval(wins[p], played); }
double SimulationResult::meanTurns() const { return ratio(turnTotal, played - unfinished); }
double SimulationResult::meanBanners(Position p) const { return ratio(bannerTotals[p], played); }
double SimulationResult::meanActions() const { return ratio(actionTotal, played); }

bool SimulationResult::botsDiffer() const { return botLabel(Position::Bottom) != botLabel(Position::Top); }

std::string SimulationResult::botLabel(Position p) const {
    return bots[p] == BotKind::Search ? std::string(botName(bots[p])) + ' ' + std::to_string(playouts[p]) : botName(bots[p]);
}

std::optional<SimulationResult> mergeSimulations(const std::vector<SimulationResult>& shards, int& culprit, std::string& message) {
    culprit = -1;
    if (shards.empty()) {
        message = "no shards to merge";
        return std::nullopt;
    }
    const SimulationResult& first = shards.front();
    std::set<int> seen;  // not a vector of shardCount flags: a file may claim a billion shards
    for (std::size_t i = 0; i < shards.size(); ++i) {
        const SimulationResult& s = shards[i];
        culprit = static_cast<int>(i);
        // Faction names too: the merge prints the first file's, so any difference would make
        // the report depend on the order of the files (found by the shard-merge fuzz target).
        if (s.scenarioHash != first.scenarioHash || s.title != first.title || s.factionIds != first.factionIds ||
            s.factionNames != first.factionNames || s.system != first.system || s.systemHash != first.systemHash) {
            message = "this shard was played on another scenario than the first file's; merge shards of one run only";
            return std::nullopt;
        }
        if (s.games != first.games || s.seed != first.seed || s.bots != first.bots || !samePlayouts(s, first) || s.shardCount != first.shardCount) {
            message = "this shard belongs to another run (games, seed, bots, playouts or shard count differ from the first file's); "
                      "merge shards of one run only";
            return std::nullopt;
        }
        if (s.cancelled) {
            message = "this shard was cancelled before all its games were played; run it again to the end and merge that";
            return std::nullopt;
        }
        if (!seen.insert(s.shardIndex).second) {
            message = "shard " + std::to_string(s.shardIndex) + "/" + std::to_string(s.shardCount) + " is given twice; give each shard once";
            return std::nullopt;
        }
    }
    culprit = -1;
    // Indices are distinct and below the count, so the first gap is at most shards.size().
    for (int k = 0; k < first.shardCount; ++k) {
        if (!seen.count(k)) {
            message = "shard " + std::to_string(k) + "/" + std::to_string(first.shardCount) + " is missing; run it with --shard " +
                      std::to_string(k) + "/" + std::to_string(first.shardCount) + " --json and merge it too";
            return std::nullopt;
        }
    }
    SimulationResult whole = first;
    whole.shardIndex = 0;
    whole.shardCount = 1;
    whole.played = whole.unfinished = whole.turnTotal = whole.actionTotal = 0;
    whole.wins = whole.bannerTotals = {0, 0};
    whole.endReasons.clear();
    whole.bannerHistogram = {};
    whole.turnHistogram.clear();
    whole.eliminations.clear();
    whole.unfinishedGames.clear();
    for (const SimulationResult& s : shards) addCounts(whole, s);
    return whole;
}

}  // namespace tricorne
