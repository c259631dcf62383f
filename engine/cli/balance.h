// `tricorne balance`: the balance sweep (tricorne/sim/balance.h) from the command line.
//
//   tricorne balance FILE --games N --seed S [--vary D...] [--bots BOTTOM,TOP] [--playouts N[,M]]
//                         [--target ARMY=PERCENT] [--jobs J] [--shard I/K] [--until clear [--margin M] [--confidence C]] [--json]
//   tricorne balance FILE --versus-system B --games N --seed S [--system A...] [--vary D...] [--target ARMY=PERCENT] [run options] [--json]
//   tricorne balance --merge SHARD.json... [--json]
//
// With --versus-system the scenario plays under its own system (A, given with --system when it
// is a designer's) and under B (a built-in system's id or a game-system file) on the same games,
// and the report gives each side's win rate under both and the difference with its interval;
// with --vary, each change of the sweep is played under both too (no --vary: the base only).
//
// D is victoryBanners, commandCards, combatCards or firstPlayer (default: all four; none with
// --versus-system). Every variant plays the same N games seeded from S, so they differ by the
// change only; the output does not depend on J, and shards merge into exactly what one run
// prints, as with `simulate`. With `--until clear` each variant's run stops on its own answer
// about the --target aim.
#pragma once

#include <ostream>
#include <string>
#include <vector>

#include "run_options.h"

namespace CLI {
class App;
class Option;
}  // namespace CLI

namespace tricorne::cli {

struct BalanceArguments {
    std::vector<std::string> files;  ///< the scenario, or with --merge the shard results
    bool merge = false;
    RunArguments run;
    std::vector<std::string> vary;
    std::string target;  ///< "jacobite=55" (a faction or top/bottom, a percentage); empty: even
    std::string versusSystem;  ///< a built-in system's id or a game-system file; empty: one system
    bool json = false;
    std::vector<CLI::Option*> sweepOptions;  ///< --vary and --target, which --merge refuses with the run's options
};

/// Adds the `balance` subcommand and its options to `app`, bound to `args`.
CLI::App* addBalanceCommand(CLI::App& app, BalanceArguments& args);

/// Runs it. Exit 0 done, 1 a file has an error (named), 2 usage.
/// The scenario's system comes from `catalog` (the built-in ones and --system).
int runBalance(const BalanceArguments& args, const SystemCatalog& catalog, std::ostream& out, std::ostream& err);

}  // namespace tricorne::cli
