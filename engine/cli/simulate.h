// `tricorne simulate` (DESIGN.md §5): bot-against-bot games on a scenario, the balance report,
// shards of a long run and their merge.
//
//   tricorne simulate FILE --games N --seed S [--bots BOTTOM,TOP] [--jobs J] [--shard I/K] [--json]
//   tricorne simulate --merge SHARD.json... [--json]
//
// Same N and S give the same output whatever J (by default the number of cores), and with or
// without the progress line drawn on standard error when it is a terminal. `--shard I/K` plays
// only the games g with g % K == I; `--json` writes a shard result that `--merge` adds up into
// exactly what one full run prints (text or, with --json, JSON).
#pragma once

#include <optional>
#include <ostream>
#include <string>
#include <utility>
#include <vector>

#include "tricorne/core/by_side.h"
#include "tricorne/sim/bots.h"

namespace CLI {
class App;
class Option;
}  // namespace CLI

namespace tricorne::cli {

struct SimulateArguments {
    std::vector<std::string> files;  ///< the scenario, or with --merge the shard results
    bool merge = false;
    // Numbers are kept as text and parsed by parseWholeNumber (numbers.h): CLI11 2.1 would take
    // "0x10" and " 5", wrap "-1" and saturate overflow.
    std::string games;
    std::string seed;
    std::string bots = "random,random";
    std::string jobs;       ///< empty: addSimulateCommand's default, the number of cores
    bool progress = false;  ///< draw progress on `err`; addSimulateCommand sets it when stderr is a terminal
    std::string shard = "0/1";
    bool json = false;

    // Set by addSimulateCommand, to tell a given option from its default.
    CLI::Option* gamesOption = nullptr;
    CLI::Option* seedOption = nullptr;
    CLI::Option* botsOption = nullptr;
    CLI::Option* jobsOption = nullptr;
    CLI::Option* shardOption = nullptr;
};

/// "A,B" → the bottom and top bots; nullopt unless both are bot names.
std::optional<BySide<BotKind>> parseBots(const std::string& text);

/// "I/K" with 0 ≤ I < K ≤ the most games a run may have; nullopt otherwise.
std::optional<std::pair<int, int>> parseShard(const std::string& text);

/// Adds the `simulate` subcommand and its options to `app`, bound to `args`.
CLI::App* addSimulateCommand(CLI::App& app, SimulateArguments& args);

/// Runs it. Exit 0 done, 1 a file has an error (named), 2 usage.
int runSimulate(const SimulateArguments& args, std::ostream& out, std::ostream& err);

}  // namespace tricorne::cli
