#include "oob.h"

#include <cstdlib>
#include <filesystem>
#include <system_error>

#include <CLI/CLI.hpp>

#include "numbers.h"
#include "probe.h"
#include "report.h"
#include "systems.h"
#include "tricorne/core/embedded.h"
#include "tricorne/io/json_io.h"
#include "tricorne/io/oob_import.h"
#include "tricorne/io/oob_roster.h"
#include "tricorne/validate/export.h"
#include "tricorne/validate/system_files.h"
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

/// Whether writing `output` would replace `input`: the same file once links are followed (a
/// symbolic or hard link, another spelling of the path), as writeFileAtomically would replace
/// it. Standard input and output are never a file; an output that does not exist yet is not
/// an input that does.
bool sameFile(const std::string& input, const std::string& output) {
    if (input.empty() || output.empty() || input == kStandardStream || output == kStandardStream) return false;
    std::error_code error;
    return std::filesystem::equivalent(input, output, error) && !error;
}

/// The usage error for -o naming an input: which file, what writing it would do, what to give.
int refuseOwnInput(std::ostream& err, const char* command, const std::string& output, const std::string& what,
                   const std::string& suggestion) {
    err << "tricorne " << command << ": -o " << escapeControls(output) << " is " << what
        << " being read, and writing there would replace it; give another output file (" << escapeControls(suggestion)
        << ", say) or leave -o out to write standard output\n";
    return kExitUsage;
}

/// `path` with its last extension(s) replaced: "battle.tricorne.json" → "battle.csv".
std::string withExtension(const std::string& path, const std::string& extension) {
    const std::filesystem::path p(path);
    auto name = p.filename().string();
    if (const auto dot = name.find('.', 1); dot != std::string::npos) name.erase(dot);
    return (p.parent_path() / (name + extension)).string();
}

/// The table's column that holds `column` (1-based), or 0: for placing a refusal of the
/// scenario the table made.
int tableColumn(const Table& table, OobColumn column) {
    for (std::size_t i = 0; i < table.header.size(); ++i)
        if (oobColumnFromHeader(table.header[i]) == column) return static_cast<int>(i) + 1;
    return 0;
}

/// A refusal of the scenario made from the table, placed in the table: a pointer to a piece
/// the import added becomes the row it came from and the column of the field. mapOrderOfBattle
/// refuses what the scenario schema would, so this is a second line of defence; a pointer it
/// cannot place keeps row 0 and says where in the scenario it is.
/// `held`: the units and leaders the tray held before the import.
TableProblems placeInTable(const Diagnostics& diagnostics, const Table& table, std::pair<std::size_t, std::size_t> held,
                           const TrayAddition& added) {
    TableProblems problems;
    for (const auto& d : diagnostics) {
        if (d.severity != Severity::Error) continue;
        TableProblem p{d.severity, d.code, 0, 0, d.message};
        const bool units = d.pointer.rfind("/unplaced/units", 0) == 0, leaders = d.pointer.rfind("/unplaced/leaders", 0) == 0;
        if (units || leaders) {
            const auto& rows = units ? added.unitRows : added.leaderRows;
            const std::size_t first = units ? held.first : held.second;
            std::string rest = d.pointer.substr(units ? 15 : 17);
            // The list itself (its maxItems): the first piece past the limit.
            auto index = static_cast<std::size_t>(kMaxTrayPieces);
            std::string field;
            if (!rest.empty()) {  // "/N" or "/N/field"
                const auto slash = rest.find('/', 1);
                index = static_cast<std::size_t>(std::strtoull(rest.c_str() + 1, nullptr, 10));
                if (slash != std::string::npos) field = rest.substr(slash + 1);
            }
            if (index >= first && index - first < rows.size()) {
                p.row = rows[index - first];
                const OobColumn column = field == "name"    ? (units ? OobColumn::Name : OobColumn::Commander)
                                         : field == "brigade" ? OobColumn::Brigade
                                         : field == "blocks"  ? OobColumn::Blocks
                                         : field == "chief"   ? OobColumn::Chief
                                         : field == "army" || field == "id" ? OobColumn::Army
                                                                            : OobColumn::Type;
                p.column = tableColumn(table, column);
            }
        }
        if (p.row == 0)
            p.message = "the scenario made from the table is refused" + (d.pointer.empty() ? std::string() : " at " + d.pointer) + ": " + p.message;
        problems.push_back(std::move(p));
    }
    return problems;
}

std::string typeList(const Army& army) {
    std::string list;
    for (const auto& t : army.unitTypes) list += (list.empty() ? "" : ", ") + t.id;
    return list;
}

/// The scenario the pieces go to: MAP, or the system's blank board (embedded).
std::optional<Scenario> startingScenario(const OobArguments& args, const SystemCatalog& catalog, const std::string& systemId, std::ostream& err) {
    ScenarioLoad load;
    std::string name = args.map;
    if (!args.map.empty()) {
        load = loadScenarioFile(args.map, catalog);
    } else {
        name = "templates/scenarios/blank-" + systemId + ".tricorne.json";
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
    if (load.scenario->system != systemId) {
        err << escapeControls(name) << ": the map is a board of " << escapeControls(load.scenario->system)
            << ", not of " << escapeControls(systemId) << "; give --system " << escapeControls(load.scenario->system)
            << " or another map\n";
        return std::nullopt;
    }
    // A system from a file travels with the scenario written (embedded), as export would keep it.
    if (!load.scenario->systemBinding && load.system) bindSystem(*load.scenario, *load.system, load.systemDocument);
    return load.scenario;
}

std::optional<OobDictionary> dictionaryFor(const OobArguments& args, const GameSystem& system, std::ostream& err) {
    // A designer's fork reads the words of the built-in system it names as its base, if any.
    auto dictionary = builtinOobDictionary(system.id);
    if (args.dictionary.empty()) return dictionary;
    auto read = readJsonFile(args.dictionary);
    Diagnostics diagnostics = read.diagnostics;
    std::optional<OobDictionary> mine;
    if (read.document) mine = oobDictionaryFromJson(*read.document, diagnostics);
    if (mine && mine->system != system.id)
        diagnostics.push_back({Severity::Error, "oob-dictionary-system", "/system", std::nullopt,
                               "the dictionary is for " + mine->system + ", not " + system.id + "; give the dictionary of " + system.id});
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
    commands.import->add_option("--system", args.system,
                                "the game system: american-revolution or jacobite-rising, or a game-system file of your own (then give --map)")
        ->required();
    commands.import->add_option("--map", args.map, "the scenario whose board the pieces join (default: the system's blank board)");
    commands.import->add_option("--dictionary", args.dictionary, "your own words (templates/oob/*.json's format), read before the shipped ones");
    commands.import->add_option("--men-per-block", args.menPerBlock, "infantry and cavalry: one block per so many men of the strength column (default: 4 blocks)");
    commands.import->add_option("--guns-per-block", args.gunsPerBlock, "artillery: one block per so many guns of the strength column (default: 4 blocks)");
    commands.import->add_option("-o,--output", args.output, "where to write the scenario (atomically; the --map file may be it, the table and the dictionary may not); - (the default) writes standard output");
    commands.exportRoster = oob->add_subcommand("export", "write a scenario's roster, placed and unplaced, as a table import reads back");
    commands.exportRoster->add_option("FILE", args.exportFile, "the scenario; - reads standard input")->required();
    commands.exportRoster->add_option("-o,--output", args.exportOutput, "where to write the table (atomically; not over FILE); - (the default) writes standard output");
    return commands;
}

int runOobImport(const OobArguments& args, const SystemCatalog& given, std::ostream& out, std::ostream& err) {
    // --system is a known system's id, or a file of one (a name ending in .json).
    std::optional<SystemCatalog> withFile;
    std::string systemId = args.system;
    if (args.system.size() > 5 && args.system.ends_with(".json")) {
        const SystemLoad read = loadSystemFile(args.system);
        withFile = systemCatalog({args.system}, err);
        if (!withFile || !read.system) return kExitFileError;
        systemId = read.system->id;
        if (args.map.empty()) {
            err << "tricorne oob import: " << escapeControls(args.system)
                << " has no blank board; give --map, a scenario of that system (a battle bound to it, or a blank board of its base system "
                   "with its \"system\" changed)\n";
            return kExitUsage;
        }
    }
    const SystemCatalog& catalog = withFile ? *withFile : given;
    const GameSystem* system = catalog.find(systemId);
    if (!system) {
        std::string ids;
        for (const auto& id : catalog.ids()) ids += (ids.empty() ? "" : ", ") + id;
        err << "tricorne oob import: --system " << escapeControls(args.system) << " is not a game system; give one of " << ids
            << ", or a game-system file\n";
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
    // The table and the dictionary are inputs the scenario must not replace; the map may be
    // the output: the import then adds the pieces to its tray, written atomically.
    if (sameFile(args.table, args.output)) return refuseOwnInput(err, "oob import", args.output, "the table", withExtension(args.table, ".tricorne.json"));
    if (sameFile(args.dictionary, args.output))
        return refuseOwnInput(err, "oob import", args.output, "the dictionary (--dictionary)", withExtension(args.table, ".tricorne.json"));
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
    const auto dictionary = dictionaryFor(args, *system, err);
    if (!dictionary) return kExitFileError;
    auto scenario = startingScenario(args, catalog, systemId, err);
    if (!scenario) return kExitFileError;
    auto mapping = mapOrderOfBattle(read.table, *system, *dictionary, rule, trayRoom(*scenario));
    if (hasErrors(mapping.problems)) {
        printProblems(err, args.table, mapping.problems);
        return kExitFileError;
    }
    if (!mapping.questions.empty()) {
        TableProblems questions;
        for (const auto& q : mapping.questions)
            questions.push_back({Severity::Error, "oob-unknown-word", q.row, q.column,
                                 "which unit type is " + quoteCell(q.word) + " of the " + system->army(q.army)->name +
                                     " army? Write one of " + typeList(*system->army(q.army)) +
                                     " in the table, or add the word to a dictionary and give it with --dictionary"});
        printProblems(err, args.table, questions);
        err << escapeControls(args.table) << ": " << mapping.questions.size() << " unknown word"
            << (mapping.questions.size() == 1 ? "" : "s") << "; nothing written\n";
        return kExitFileError;
    }
    const std::pair held{scenario->unplaced.units.size(), scenario->unplaced.leaders.size()};
    const auto added = addToTray(*scenario, mapping, *system);
    auto canonical = canonicalExportText(*scenario);
    if (canonical.text.empty()) {
        printProblems(err, args.table, placeInTable(canonical.diagnostics, read.table, held, added));
        err << escapeControls(args.table) << ": nothing written\n";
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

int runOobExport(const OobArguments& args, const SystemCatalog& catalog, std::ostream& out, std::ostream& err) {
    if (sameFile(args.exportFile, args.exportOutput))
        return refuseOwnInput(err, "oob export", args.exportOutput, "the scenario", withExtension(args.exportFile, ".csv"));
    auto load = loadScenarioFile(args.exportFile, catalog);
    if (!load.scenario || !load.system) {
        printText(err, {{args.exportFile, load.diagnostics}});
        err << escapeControls(args.exportFile) << ": no roster could be read; fix the errors above\n";
        return kExitFileError;
    }
    // A roster of a scenario validate refuses would carry its errors into the table (a unit of
    // a type the army lacks is written as its bare id); the errors are what to fix, as validate
    // tells them. Warnings stay quiet: a draft's unplaced pieces are what export is for.
    if (hasErrors(load.diagnostics)) {
        Diagnostics errors;
        for (const auto& d : load.diagnostics)
            if (d.severity == Severity::Error) errors.push_back(d);
        printText(err, {{args.exportFile, errors}});
        err << escapeControls(args.exportFile) << ": tricorne validate refuses the scenario, so no roster is written; fix the errors above\n";
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
