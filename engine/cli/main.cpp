// tricorne: validate and export scenarios from the command line (docs/design/cli.md).
// Exit codes: 0 success (warnings allowed), 1 a file has an error, 2 usage error.
#include <iostream>
#include <string>
#include <vector>

#include <CLI/CLI.hpp>

#include "balance.h"
#include "diff.h"
#include "oob.h"
#include "probe.h"
#include "report.h"
#include "simulate.h"
#include "systems.h"
#include "tricorne/io/rule_kinds_schema.h"
#include "tricorne/io/schema_check.h"
#include "tricorne/play/replay.h"
#include "tricorne/validate/export.h"
#include "tricorne/validate/validate.h"

namespace {

using tricorne::cli::kExitFileError;
using tricorne::cli::kExitOk;
using tricorne::cli::kExitUsage;

int runValidate(const std::vector<std::string>& files, bool asJson, const tricorne::SystemCatalog& catalog) {
    if (const auto twice = tricorne::cli::standardInputTwice(files); !twice.empty()) {
        std::cerr << "tricorne validate: " << twice << '\n';
        return kExitUsage;
    }
    std::vector<tricorne::cli::FileDiagnostics> results;
    bool anyError = false;
    for (const auto& file : files) {
        auto diagnostics = tricorne::validateFile(file, catalog);
        anyError = anyError || tricorne::hasErrors(diagnostics);
        results.push_back({file, std::move(diagnostics)});
    }
    if (asJson) tricorne::cli::printJson(std::cout, results);
    else tricorne::cli::printText(std::cout, results);
    return anyError ? kExitFileError : kExitOk;
}

int runExport(const std::string& input, const std::string& output, const tricorne::SystemCatalog& catalog, bool systemAsSidecar) {
    auto result = tricorne::exportFile(input, output, catalog, systemAsSidecar);
    // A write failure is about OUT, not about the scenario: name the file it concerns.
    tricorne::Diagnostics aboutInput, aboutOutput;
    for (auto& d : result.diagnostics) (d.code == "io-write" ? aboutOutput : aboutInput).push_back(std::move(d));
    tricorne::cli::printText(std::cerr, {{input, aboutInput}, {output, aboutOutput}});
    if (!result.written) {
        if (aboutOutput.empty())
            std::cerr << tricorne::escapeControls(input) << ": nothing written to " << tricorne::escapeControls(output) << "; fix the errors above and export again\n";
        return kExitFileError;
    }
    return kExitOk;
}

}  // namespace

int main(int argc, char** argv) {
    CLI::App app{"tricorne: validate, export, probe, diff, replay, simulate and balance Commands & Colors Tricorne scenarios, and import orders of battle.\n"
                  "Wherever a file is read, - means standard input; wherever one is written, standard output."};
    app.require_subcommand(1);
    app.set_version_flag("--version", std::string("tricorne ") + TRICORNE_VERSION, "print the version and exit");

    std::vector<std::string> validateFiles;
    bool validateJson = false;
    auto* validate = app.add_subcommand("validate", "check files against the schema and the game's rules; exit 1 if any has an error");
    validate->add_option("FILE", validateFiles, "scenario or game-system files; - reads standard input")->required();
    validate->add_flag("--json", validateJson, "print the diagnostics as a JSON array");
    // Every command that reads a scenario takes the game systems of the designer's files.
    std::vector<std::string> systemFiles;
    tricorne::cli::addSystemOption(*validate, systemFiles);

    std::string exportInput, exportOutput;
    auto* exportCmd = app.add_subcommand("export", "write canonical, schema-checked JSON; writes nothing if FILE has errors");
    exportCmd->add_option("FILE", exportInput, "the scenario (or game-system file) to export; - reads standard input")->required();
    exportCmd->add_option("-o,--output", exportOutput, "where to write (atomically; a symbolic link is written through); - writes standard output")->required();
    tricorne::cli::addSystemOption(*exportCmd, systemFiles);
    bool exportSidecar = false;
    exportCmd->add_flag("--sidecar", exportSidecar,
                        "keep the scenario's game system as its --system file beside the output (a sidecar, named relative to the output's "
                        "folder) instead of embedding it");

    // docs/design/cli.md: tricorne probe FILE los|dice|moves …
    auto* probe = app.add_subcommand("probe", "ask the rules engine about the scenario as placed");
    probe->require_subcommand(1);
    std::string probeFile, losFrom, losTo, diceUnit, diceTarget, movesPiece;
    probe->add_option("FILE", probeFile, "the scenario; - reads standard input")->required();
    bool diceMoved = false;
    auto* los = probe->add_subcommand("los", "print \"clear\" or \"blocked\" (and why) between two hexes");
    los->add_option("FROM", losFrom, "col,row")->required();
    los->add_option("TO", losTo, "col,row")->required();
    auto* dice = probe->add_subcommand("dice", "the battle dice UNIT, ordered, rolls at TARGET, with every modifier");
    dice->add_option("UNIT", diceUnit, "the attacking unit's id")->required();
    dice->add_option("TARGET", diceTarget, "a unit's or a lone leader's id")->required();
    dice->add_flag("--moved", diceMoved, "count the unit as having moved this turn");
    auto* moves = probe->add_subcommand("moves", "the hexes a unit or leader, ordered, may end its move on");
    moves->add_option("PIECE", movesPiece, "a unit's or leader's id")->required();

    auto* holdsCmd = probe->add_subcommand("holds", "who holds each objective at the start and why, and the banners each side starts with");
    tricorne::cli::addSystemOption(*probe, systemFiles);
    for (auto* sub : {los, dice, moves, holdsCmd}) tricorne::cli::addSystemOption(*sub, systemFiles);

    std::string diffA, diffB;
    bool diffJson = false;
    auto* diffCmd = app.add_subcommand("diff", "what changed from scenario A to B, or from game system A to B, one change per line; exit 0 equal, 1 different, 2 unreadable");
    diffCmd->add_option("A", diffA, "the older scenario or game system; - reads standard input")->required();
    diffCmd->add_option("B", diffB, "the newer scenario or game system")->required();
    diffCmd->add_flag("--json", diffJson, "print the changes as a JSON document (schema/diff.schema.json)");
    tricorne::cli::addSystemOption(*diffCmd, systemFiles);

    std::string replayFile, replayLog;
    auto* replayCmd = app.add_subcommand("replay", "re-run a game log and check every state hash");
    replayCmd->add_option("FILE", replayFile, "the scenario the game was played on; - reads standard input")->required();
    replayCmd->add_option("LOG", replayLog, "the game log (.tricorne-log.json); - reads standard input")->required();
    tricorne::cli::addSystemOption(*replayCmd, systemFiles);

    // The scenario schema's kind-dependent part is written from the engine's table of rule
    // kinds (tricorne/io/rule_kinds_schema.h); this prints the whole schema so that
    // schema/scenario.schema.json can be written again after the table changes.
    auto* schemaCmd = app.add_subcommand("schema", "print the scenario schema with its objective and special-rule kinds written from the engine's table "
                                                   "(tricorne schema > schema/scenario.schema.json writes the committed file again)");

    tricorne::cli::OobArguments oobArgs;
    const auto oob = tricorne::cli::addOobCommands(app, oobArgs);
    tricorne::cli::addSystemOption(*oob.exportRoster, systemFiles);

    tricorne::cli::SimulateArguments simulateArgs;
    auto* simulateCmd = tricorne::cli::addSimulateCommand(app, simulateArgs);
    tricorne::cli::addSystemOption(*simulateCmd, systemFiles);

    tricorne::cli::BalanceArguments balanceArgs;
    auto* balanceCmd = tricorne::cli::addBalanceCommand(app, balanceArgs);
    tricorne::cli::addSystemOption(*balanceCmd, systemFiles);

    try {
        app.parse(argc, argv);
    } catch (const CLI::Success& e) {  // --help or --version: printed, exit 0
        return app.exit(e);
    } catch (const CLI::ParseError& e) {
        app.exit(e);  // prints the message and usage to stderr
        return kExitUsage;
    }

    try {
        if (*schemaCmd) {
            std::cout << tricorne::scenarioSchemaFromTable(tricorne::schemaText(tricorne::SchemaKind::Scenario));
            return kExitOk;
        }
        // The built-in systems and --system's files: a refused file stops the command (its
        // diagnostics printed), as a scenario with errors does.
        const auto catalog = tricorne::cli::systemCatalog(systemFiles, std::cerr, validate->parsed());
        if (!catalog) return kExitFileError;
        if (*validate) return runValidate(validateFiles, validateJson, *catalog);
        if (*exportCmd) return runExport(exportInput, exportOutput, *catalog, exportSidecar);
        if (*los) return tricorne::cli::probeLineOfSight(probeFile, *catalog, losFrom, losTo, std::cout, std::cerr);
        if (*dice) return tricorne::cli::probeDice(probeFile, *catalog, diceUnit, diceTarget, diceMoved, std::cout, std::cerr);
        if (*moves) return tricorne::cli::probeMoves(probeFile, *catalog, movesPiece, std::cout, std::cerr);
        if (*holdsCmd) return tricorne::cli::probeHolds(probeFile, *catalog, std::cout, std::cerr);
        if (*diffCmd) return tricorne::cli::diff(diffA, diffB, diffJson, *catalog, std::cout, std::cerr);
        if (*replayCmd) return tricorne::cli::replay(replayFile, *catalog, replayLog, std::cout, std::cerr);
        if (*oob.import) return tricorne::cli::runOobImport(oobArgs, *catalog, std::cout, std::cerr);
        if (*oob.exportRoster) return tricorne::cli::runOobExport(oobArgs, *catalog, std::cout, std::cerr);
        if (*simulateCmd) return tricorne::cli::runSimulate(simulateArgs, *catalog, std::cout, std::cerr);
        if (*balanceCmd) return tricorne::cli::runBalance(balanceArgs, *catalog, std::cout, std::cerr);
    } catch (const std::exception& e) {
        // Nothing should get here: readers turn bad input into diagnostics. Say so plainly.
        std::cerr << "tricorne: internal error: " << e.what() << "\n";
        return kExitFileError;
    }
    return kExitUsage;
}
