// The options of a seeded run of bot games, which `simulate` and `balance` share: --games,
// --seed, --bots, --playouts, --jobs, --shard and the stopping rule (--until, --margin,
// --confidence), parsed one way for both; the reading of --target; and the reading of the
// shard results their --merge adds up.
#pragma once

#include <optional>
#include <ostream>
#include <string>
#include <variant>
#include <vector>

#include "report.h"
#include "tricorne/core/diagnostic.h"
#include "tricorne/io/json_io.h"
#include "tricorne/model/scenario.h"
#include "tricorne/model/system.h"
#include "tricorne/sim/simulate.h"

namespace CLI {
class App;
class Option;
}  // namespace CLI

namespace tricorne::cli {

inline constexpr int kMaxGames = 1000000000;
inline constexpr int kMaxJobs = 256;
inline constexpr int kMaxPlayouts = 100000000;

struct RunArguments {
    // Numbers are kept as text and parsed by parseWholeNumber (numbers.h): CLI11 2.1 would take
    // "0x10" and " 5", wrap "-1" and saturate overflow.
    std::string games;
    std::string seed;
    std::string bots;
    std::string playouts;   ///< "N" or "BOTTOM,TOP": the search bot's budget; empty: kSearchPlayouts
    std::string jobs;       ///< addRunOptions sets the default, the number of cores
    std::string shard = "0/1";
    std::string until;             ///< "clear": stop when the answer is known; empty: play every game
    std::string margin = "5";      ///< percentage points around the target
    std::string confidence = "95"; ///< percent, of the always-valid interval
    bool progress = false;  ///< draw progress on standard error; addRunOptions sets it when that is a terminal

    CLI::Option* gamesOption = nullptr;
    CLI::Option* seedOption = nullptr;
    CLI::Option* shardOption = nullptr;
    CLI::Option* untilOption = nullptr;
    CLI::Option* marginOption = nullptr;
    CLI::Option* confidenceOption = nullptr;
    std::vector<CLI::Option*> options;  ///< every run option, which --merge refuses (their values are in the shards)
};

/// What addRunOptions says of --games and --seed, which mean a little more for a sweep.
struct RunOptionWords {
    std::string games;
    std::string seed;
    std::string defaultBots;  ///< "random,random"
};

/// Adds the run options to `cmd`, bound to `args`, and sets the defaults of --bots, --jobs
/// and the progress line.
void addRunOptions(CLI::App& cmd, RunArguments& args, const RunOptionWords& words);

/// The run as SimulationOptions (without progress), or the usage message of the first option
/// that is missing or wrong, naming it and what it takes. With --until clear, `until` holds the
/// margin and confidence and aims at an even game until the caller sets its side and rate from
/// --target; --until with --shard is refused (whether to stop depends on every game so far, which
/// no shard sees), and so are --margin or --confidence without --until.
std::variant<SimulationOptions, std::string> parseRunOptions(const RunArguments& args);

/// "A,B" → the bottom and top bots; nullopt unless both are bot names.
std::optional<BySide<BotKind>> parseBots(const std::string& text);

/// --target's "ARMY=PERCENT" on `scenario`: ARMY one of the sides by faction id or name (any
/// case), "top" or "bottom"; PERCENT a whole number from 0 to 100. The side and the rate (0 to
/// 1), or the usage message saying what it takes.
std::variant<std::pair<Position, double>, std::string> parseTarget(const std::string& text, const Scenario& scenario, const GameSystem& system);

/// "I/K" with 0 ≤ I < K ≤ kMaxGames; nullopt otherwise.
std::optional<std::pair<int, int>> parseShard(const std::string& text);

/// What `--merge` does: reads every shard result in `files` with `fromJson`
/// (simulationFromJson, balanceFromJson) and adds them up with `merge` (mergeSimulations,
/// mergeBalanceReports) into the result of the whole run. On failure it prints why on `err` —
/// the diagnostics of a file that is not a shard, "FILE: not a WHAT; merge files written by
/// COMMAND --shard I/K --json", or the shard the merge refused ("FILE: error: …") — and
/// returns nullopt.
template <class Result, class FromJson, class Merge>
std::optional<Result> mergeShardFiles(const std::vector<std::string>& files, FromJson fromJson, Merge merge, const std::string& what,
                                      const std::string& command, std::ostream& err) {
    if (const auto twice = standardInputTwice(files); !twice.empty()) {
        err << command << " --merge: " << twice << '\n';
        return std::nullopt;
    }
    std::vector<Result> shards;
    for (const auto& file : files) {
        auto read = readJsonFile(file);
        Diagnostics diagnostics = read.diagnostics;
        std::optional<Result> shard;
        if (read.document) shard = fromJson(*read.document, diagnostics);
        if (!shard) {
            printText(err, {{file, diagnostics}});
            err << escapeControls(file) << ": not a " << what << "; merge files written by " << command << " --shard I/K --json\n";
            return std::nullopt;
        }
        shards.push_back(std::move(*shard));
    }
    int culprit = -1;
    std::string message;
    auto whole = merge(shards, culprit, message);
    if (!whole)
        err << escapeControls(culprit >= 0 ? files[static_cast<std::size_t>(culprit)] : command + " --merge") << ": error: " << message << '\n';
    return whole;
}

}  // namespace tricorne::cli
