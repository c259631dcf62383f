// `tricorne oob import` and `tricorne oob export` (docs/design/cli.md): the designer's path
// from a history book's order of battle to a scenario's unplaced tray, and back to a table.
//
//   tricorne oob import TABLE --system S|FILE [--map MAP.json] [--dictionary D.json] [-o OUT]
//                             [--men-per-block N] [--guns-per-block N]
//   tricorne oob export FILE [-o OUT] [--system FILE]...
#pragma once

#include <ostream>
#include <string>

#include "tricorne/model/system.h"

namespace CLI {
class App;
}  // namespace CLI

namespace tricorne::cli {

struct OobArguments {
    std::string table, system, map, dictionary, output = "-";
    std::string menPerBlock, gunsPerBlock;  ///< text, parsed by parseWholeNumber (numbers.h)
    std::string exportFile, exportOutput = "-";
};

struct OobCommands {
    CLI::App* import = nullptr;
    CLI::App* exportRoster = nullptr;
};

/// Adds `oob import` and `oob export` to `app`, filling `args` when parsed.
OobCommands addOobCommands(CLI::App& app, OobArguments& args);

/// Reads and maps TABLE, adds its pieces to the tray of MAP (or the system's blank board) and
/// writes the scenario. Exit 1 when the table, the map or the dictionary has an error or when
/// words are unknown (each question listed: TABLE:row R, column C: ...), nothing written;
/// every refusal of the table is told at its row and column. Exit 2 when -o is the table or
/// the dictionary (the map may be the output: its tray gets the pieces). --system names a system
/// of `catalog` or a game-system file; a system from a file has no blank board, so MAP is then
/// needed, and the scenario written keeps the system (embedded) unless MAP keeps it already.
int runOobImport(const OobArguments& args, const SystemCatalog& catalog, std::ostream& out, std::ostream& err);

/// Writes FILE's roster, placed pieces then the tray, as a table in the canonical header.
/// Exit 1 with validate's errors (FILE:POINTER lines) when FILE does not validate; exit 2
/// when -o is FILE itself.
int runOobExport(const OobArguments& args, const SystemCatalog& catalog, std::ostream& out, std::ostream& err);

}  // namespace tricorne::cli
