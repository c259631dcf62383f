#include "oob.h"

#include <CLI/CLI.hpp>

#include "numbers.h"
#include "probe.h"
#include "report.h"
#include "tricorne/core/embedded.h"
#include "tricorne/io/json_io.h"
#include "tricorne/io/oob_import.h"
#include "tricorne/io/oob_roster.h"
#include "tricorne/validate/export.h"
#include "tricorne/validate/validate.h"

namespace tricorne::cli {

namespace {

constexpr std::uint64_t kMaxPerBlock = 1000000;

/// TABLE:row R, column C: SEVERITY: CODE: message — the table's form of docs/design/cli.md's line.
void printProblems(std::ostream& err, const std::string& file, const TableProblems& problems) {
    for (const auto& p : problems) {
        std::string place = tablePlace(p.row, p.column);
        if (!place.empty()) place = ":" + place.substr(0, place.size() - 2);  // without its ": "
        err << escapeControls(file) << place << ": " << severityName(p.severity) << ": " << p.code << ": "
            << escapeControls(p.message) << "\n";
    }
}

std::string typeList(const Army& army) {
    std::string list;
    for (const auto& t : army.unitTypes) list += (list.empty() ? "" : ", ") + t.id;
    return list;
}

/// The scenario the pieces go to: MAP, or the system's blank board (embedded).
std::optional<Scenario> startingScenario(const OobArguments& args, std::ostream& err) {
    ScenarioLoad load;
    std::string name = args.map;
    if (!args.map.empty()) {
        load = loadScenarioFile(args.map);
    } else {
        name = "templates/scenarios/blank-" + args.system + ".tricorne.json";
        auto parsed = parseJson(embedded::file(name));
        if (!parsed.document) {  // every shipped system has its blank board: a build defect
            err << "tricorne: no blank board is built in for " << escapeControls(args.system) << "; give one with --map\n";
            return std::nullopt;
        }
        load = loadScenario(std::move(*parsed.document));
    }
    if (!load.scenario || hasErrors(load.diagnostics)) {
        printText(err, {{name, load.diagnostics}});
        err << escapeControls(name) << ": fix the errors above, then import again\n";
        return std::nullopt;
    }
    if (load.scenario->system != args.system) {
        err << escapeControls(name) << ": the map is a board of " << escapeControls(load.scenario->system)
            << ", not of " << escapeControls(args.system) << "; give --system " << escapeControls(load.scenario->system)
            << " or another map\n";
        return std::nullopt;
    }
    return load.scenario;
}

std::optional<OobDictionary> dictionaryFor(const OobArguments& args, std::ostream& err) {
    auto dictionary = builtinOobDictionary(args.system);
    if (args.dictionary.empty()) return dictionary;
    auto read = readJsonFile(args.dictionary);
    Diagnostics diagnostics = read.diagnostics;
    std::optional<OobDictionary> mine;
    if (read.document) mine = oobDictionaryFromJson(*read.document, diagnostics);
    if (mine && mine->system != args.system)
        diagnostics.push_back({Severity::Error, "oob-dictionary-system", "/system", std::nullopt,
                               "the dictionary is for " + mine->system + ", not " + args.system + "; give the dictionary of " + args.system});
    if (hasErrors(diagnostics)) {
        printText(err, {{args.dictionary, diagnostics}});
        return std::nullopt;
    }
    return mergedDictionary(*mine, dictionary);
}

}  // namespace

OobCommands addOobCommands(CLI::App& app, OobArguments& args) {
    auto* oob = app.add_subcommand("oob", "import an order-of-battle table into a scenario's unplaced tray, or export a roster as one");
    oob->require_subcommand(1);
    OobCommands commands;
    commands.import = oob->add_subcommand(
        "import", "map TABLE (CSV, semicolons or tabs, a header row) onto the system's unit types and write a scenario with the pieces unplaced; "
                  "exit 1 listing the unknown words");
    commands.import->add_option("TABLE", args.table, "the order-of-battle table; - reads standard input")->required();
    commands.import->add_option("--system", args.system, "the game system: american-revolution or jacobite-rising")->required();
    commands.import->add_option("--map", args.map, "the scenario whose board the pieces join (default: the system's blank board)");
    commands.import->add_option("--dictionary", args.dictionary, "your own words (templates/oob/*.json's format), read before the shipped ones");
    commands.import->add_option("--men-per-block", args.menPerBlock, "infantry and cavalry: one block per so many men of the strength column (default: 4 blocks)");
    commands.import->add_option("--guns-per-block", args.gunsPerBlock, "artillery: one block per so many guns of the strength column (default: 4 blocks)");
    commands.import->add_option("-o,--output", args.output, "where to write the scenario (atomically); - (the default) writes standard output");
    commands.exportRoster = oob->add_subcommand("export", "write a scenario's roster, placed and unplaced, as a table import reads back");
    commands.exportRoster->add_option("FILE", args.exportFile, "the scenario; - reads standard input")->required();
    commands.exportRoster->add_option("-o,--output", args.exportOutput, "where to write the table (atomically); - (the default) writes standard output");
    return commands;
}

int runOobImport(const OobArguments& args, std::ostream& out, std::ostream& err) {
    const GameSystem* system = builtinSystems().find(args.system);
    if (!system) {
        std::string ids;
        for (const auto& id : builtinSystems().ids()) ids += (ids.empty() ? "" : ", ") + id;
        err << "tricorne oob import: --system " << escapeControls(args.system) << " is not a game system; give one of " << ids << "\n";
        return kExitUsage;
    }
    OobBlocksRule rule;
    for (auto [option, text, value] : {std::tuple{"--men-per-block", &args.menPerBlock, &rule.menPerBlock},
                                       std::tuple{"--guns-per-block", &args.gunsPerBlock, &rule.gunsPerBlock}}) {
        if (text->empty()) continue;
        const auto n = parseWholeNumber(*text, 1, kMaxPerBlock);
        if (!n) {
            err << "tricorne oob import: " << wholeNumberExpected(option, 1, kMaxPerBlock, escapeControls(*text)) << "\n";
            return kExitUsage;
        }
        *value = static_cast<int>(*n);
    }
    auto text = readTextFile(args.table, kMaxTableBytes, "an order-of-battle table");
    if (!text.text) {
        err << escapeControls(args.table) << ": error: io-read: " << text.error << "\n";
        return kExitFileError;
    }
    auto read = parseTable(*text.text);
    if (hasErrors(read.problems)) {
        printProblems(err, args.table, read.problems);
        return kExitFileError;
    }
    const auto dictionary = dictionaryFor(args, err);
    if (!dictionary) return kExitFileError;
    auto scenario = startingScenario(args, err);
    if (!scenario) return kExitFileError;
    auto mapping = mapOrderOfBattle(read.table, *system, *dictionary, rule);
    if (hasErrors(mapping.problems)) {
        printProblems(err, args.table, mapping.problems);
        return kExitFileError;
    }
    if (!mapping.questions.empty()) {
        TableProblems questions;
        for (const auto& q : mapping.questions)
            questions.push_back({Severity::Error, "oob-unknown-word", q.row, q.column,
                                 "which unit type is " + quoteText(q.word) + " of the " + system->army(q.army)->name +
                                     " army? Write one of " + typeList(*system->army(q.army)) +
                                     " in the table, or add the word to a dictionary and give it with --dictionary"});
        printProblems(err, args.table, questions);
        err << escapeControls(args.table) << ": " << mapping.questions.size() << " unknown word"
            << (mapping.questions.size() == 1 ? "" : "s") << "; nothing written\n";
        return kExitFileError;
    }
    addToTray(*scenario, mapping, *system);
    auto canonical = canonicalExportText(*scenario);
    if (canonical.text.empty()) {
        printText(err, {{args.table, canonical.diagnostics}});
        return kExitFileError;
    }
    if (args.output == kStandardStream) {
        out << canonical.text;
        return kExitOk;
    }
    if (auto failed = writeFileAtomically(args.output, canonical.text)) {
        err << escapeControls(args.output) << ": error: io-write: " << *failed << "\n";
        return kExitFileError;
    }
    return kExitOk;
}

int runOobExport(const OobArguments& args, std::ostream& out, std::ostream& err) {
    auto load = loadScenarioFile(args.exportFile);
    if (!load.scenario || !load.system) {
        printText(err, {{args.exportFile, load.diagnostics}});
        err << escapeControls(args.exportFile) << ": no roster could be read; fix the errors above\n";
        return kExitFileError;
    }
    const auto table = rosterTable(*load.scenario, *load.system);
    if (args.exportOutput == kStandardStream) {
        out << table;
        return kExitOk;
    }
    if (auto failed = writeFileAtomically(args.exportOutput, table)) {
        err << escapeControls(args.exportOutput) << ": error: io-write: " << *failed << "\n";
        return kExitFileError;
    }
    return kExitOk;
}

}  // namespace tricorne::cli
