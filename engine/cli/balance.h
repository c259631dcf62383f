// `tricorne balance`: the balance sweep (tricorne/sim/balance.h) from the command line.
//
//   tricorne balance FILE --games N --seed S [--vary D...] [--bots BOTTOM,TOP] [--target ARMY=PERCENT]
//                         [--jobs J] [--shard I/K] [--json]
//   tricorne balance --merge SHARD.json... [--json]
//
// D is victoryBanners, commandCards, combatCards or firstPlayer (default: all four). Every variant
// plays the same N games seeded from S, so they differ by the change only; the output does not
// depend on J, and shards merge into exactly what one run prints, as with `simulate`.
#pragma once

#include <ostream>
#include <string>
#include <vector>

namespace CLI {
class App;
class Option;
}  // namespace CLI

namespace tricorne::cli {

struct BalanceArguments {
    std::vector<std::string> files;  ///< the scenario, or with --merge the shard results
    bool merge = false;
    std::string games, seed, jobs, shard = "0/1";
    std::string bots = "greedy,greedy";
    std::vector<std::string> vary;
    std::string target;  ///< "jacobite=55" (a faction or top/bottom, a percentage); empty: even
    bool json = false;
    bool progress = false;
    CLI::Option* gamesOption = nullptr;
    CLI::Option* seedOption = nullptr;
    std::vector<CLI::Option*> runOptions;  ///< the options of a run, which --merge refuses
};

/// Adds the `balance` subcommand and its options to `app`, bound to `args`.
CLI::App* addBalanceCommand(CLI::App& app, BalanceArguments& args);

/// Runs it. Exit 0 done, 1 a file has an error (named), 2 usage.
int runBalance(const BalanceArguments& args, std::ostream& out, std::ostream& err);

}  // namespace tricorne::cli
