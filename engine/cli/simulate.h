// `tricorne simulate` (docs/design/cli.md): bot-against-bot games on a scenario, the balance report,
// shards of a long run and their merge.
//
//   tricorne simulate FILE --games N --seed S [--bots BOTTOM,TOP] [--playouts N[,M]] [--jobs J] [--shard I/K] [--json]
//                          [--until clear [--target ARMY=PERCENT] [--margin M] [--confidence C]]
//   tricorne simulate --merge SHARD.json... [--json]
//
// Same N and S give the same output whatever J (by default the number of cores), and with or
// without the progress line drawn on standard error when it is a terminal. `--shard I/K` plays
// only the games g with g % K == I; `--json` writes a shard result that `--merge` adds up into
// exactly what one full run prints (text or, with --json, JSON). `--until clear` stops at the
// first batch of games whose always-valid interval answers the question (tricorne/sim/sequential.h);
// it plays the first games of the fixed run, so its report is that of `--games n`, plus the stop.
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

struct SimulateArguments {
    std::vector<std::string> files;  ///< the scenario, or with --merge the shard results
    bool merge = false;
    RunArguments run;
    std::string target;  ///< --until's aim: "jacobite=55"; empty: even
    CLI::Option* targetOption = nullptr;
    bool json = false;
};

/// Adds the `simulate` subcommand and its options to `app`, bound to `args`.
CLI::App* addSimulateCommand(CLI::App& app, SimulateArguments& args);

/// Runs it. Exit 0 done, 1 a file has an error (named), 2 usage.
/// The scenario's system comes from `catalog` (the built-in ones and --system).
int runSimulate(const SimulateArguments& args, const SystemCatalog& catalog, std::ostream& out, std::ostream& err);

}  // namespace tricorne::cli
