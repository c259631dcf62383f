// Fuzz target: the order-of-battle import (`tricorne oob import`, the studio's File ▸ Import
// order of battle). The input is any bytes, read as a table and mapped for every game system.
// Properties: no crash or undefined behaviour; every problem has a code, a message without a
// raw control character and a place inside the table (a row of the text, a column of the
// header); a mapping without problems, its questions answered, fills a blank board's tray that
// passes the scenario schema — so every refusal is told at a row and column of the table, never
// at a pointer into the scenario made from it — and its roster, exported as a table, imports
// back to the same pieces. The writer stays inert: cut into cells any way, the input written as
// a table holds no control character but the line ends, and no cell a spreadsheet would run as
// a formula (OWASP CSV injection).
#include <algorithm>
#include <map>
#include <tuple>

#include "fuzz_check.h"
#include "tricorne/core/embedded.h"
#include "tricorne/io/oob_import.h"
#include "tricorne/io/oob_roster.h"
#include "tricorne/validate/export.h"
#include "tricorne/validate/validate.h"

namespace {

using namespace tricorne;

void checkProblems(const TableProblems& problems, int lastRow, std::size_t columns) {
    for (const auto& p : problems) {
        FUZZ_CHECK(!p.code.empty(), "a table problem without a code");
        FUZZ_CHECK(!p.message.empty(), "table problem " + p.code + " without a message");
        FUZZ_CHECK(fuzz::terminalSafe(p.message), "table problem " + p.code + " carries a raw control character");
        FUZZ_CHECK(p.row >= 0 && p.row <= lastRow, "table problem " + p.code + " at row " + std::to_string(p.row) + " of " + std::to_string(lastRow));
        FUZZ_CHECK(p.column >= 0 && static_cast<std::size_t>(p.column) <= columns, "table problem " + p.code + " at column " + std::to_string(p.column));
    }
}

/// The raw fields of comma-separated `text` as a spreadsheet sees them (RFC 4180 quotes
/// undone, nothing else): an oracle written apart from the project's reader.
std::vector<std::string> spreadsheetCells(std::string_view text) {
    std::vector<std::string> cells(1);
    bool quoted = false;
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (quoted) {
            if (c == '"' && i + 1 < text.size() && text[i + 1] == '"') cells.back() += text[++i];
            else if (c == '"') quoted = false;
            else cells.back() += c;
        } else if (c == '"') {
            quoted = true;
        } else if (c == ',' || c == '\n') {
            cells.emplace_back();
        } else {
            cells.back() += c;
        }
    }
    return cells;
}

/// Writes the input cut at `cut` as a one-row table and checks that what a terminal or a
/// spreadsheet reads from it cannot be driven by it.
void checkWriterInert(std::string_view text, char cut) {
    std::vector<std::string> cells;
    for (std::size_t start = 0;;) {
        const auto end = text.find(cut, start);
        cells.emplace_back(text.substr(start, end == std::string_view::npos ? std::string_view::npos : end - start));
        if (end == std::string_view::npos) break;
        start = end + 1;
    }
    const std::vector<std::string> header(cells.size(), "h");
    const std::string written = writeTable(header, {cells});
    for (std::size_t start = 0; start < written.size();) {
        const auto end = written.find('\n', start);
        FUZZ_CHECK(fuzz::terminalSafe(std::string_view(written).substr(start, end - start)), "the table writer wrote a raw control character");
        start = end + 1;
    }
    const auto raw = spreadsheetCells(written);
    FUZZ_CHECK(raw.size() == 2 * cells.size() + 1, "the table writer's quoting lost or split a cell");
    for (const auto& cell : raw)
        FUZZ_CHECK(cell.empty() || std::string_view("=+-@\t\r").find(cell.front()) == std::string_view::npos,
                   "the table writer left a cell a spreadsheet runs as a formula: " + quoteText(cell));
}

/// army, type, name, blocks, chief, brigade of each tray unit; army and name of each leader.
auto trayOf(const Scenario& s) {
    std::vector<std::tuple<std::string, std::string, std::string, int, bool, std::string>> units;
    for (const auto& u : s.unplaced.units) units.emplace_back(u.army, u.type, u.name, u.blocks, u.chief, u.brigade);
    std::vector<std::pair<std::string, std::string>> leaders;
    for (const auto& l : s.unplaced.leaders) leaders.emplace_back(l.army, l.name);
    std::sort(leaders.begin(), leaders.end());
    return std::pair{units, leaders};
}

/// The board `oob import` fills without --map (read once: the target runs millions of times).
const Scenario& blankBoard(const std::string& system) {
    static std::map<std::string, Scenario> boards;
    if (const auto known = boards.find(system); known != boards.end()) return known->second;
    auto parsed = parseJson(embedded::file("templates/scenarios/blank-" + system + ".tricorne.json"));
    FUZZ_CHECK(parsed.document.has_value(), "no blank board for " + system);
    auto load = loadScenario(std::move(*parsed.document));
    FUZZ_CHECK(load.scenario.has_value(), "the blank board of " + system + " does not load");
    return boards.emplace(system, std::move(*load.scenario)).first->second;
}

/// Maps `table` as `oob import` does and answers every question with the army's first type;
/// the scenario with the pieces in its tray, or nullopt when the mapping has problems.
/// `mustMap`: a problem is a finding (the table is one the import wrote).
std::optional<Scenario> import(const Table& table, const GameSystem& system, const OobBlocksRule& rule, int lastRow, bool mustMap) {
    auto mapping = mapOrderOfBattle(table, system, builtinOobDictionary(system.id), rule);
    checkProblems(mapping.problems, lastRow, table.header.size());
    FUZZ_CHECK(!mustMap || mapping.problems.empty(), "the exported roster does not import: " +
                                                         (mapping.problems.empty() ? std::string() : tablePlace(mapping.problems.front().row, mapping.problems.front().column) +
                                                                                                         mapping.problems.front().message));
    if (hasErrors(mapping.problems)) return std::nullopt;
    FUZZ_CHECK(!mapping.rows.empty(), "a mapping without problems and without rows");
    while (!mapping.questions.empty()) {
        const auto question = mapping.questions.front();
        FUZZ_CHECK(question.row >= 2 && question.row <= lastRow, "a question outside the table");
        const Army* army = system.army(question.army);
        FUZZ_CHECK(army && !army->unitTypes.empty(), "a question of an army without types");
        FUZZ_CHECK(answerQuestion(mapping, system, question, army->unitTypes.front().id), "the army's own type is no answer");
    }
    Scenario scenario = blankBoard(system.id);
    const auto added = addToTray(scenario, mapping, system);
    FUZZ_CHECK(added.unitIds.size() == added.unitRows.size() && added.leaderIds.size() == added.leaderRows.size(),
               "pieces added without their rows");
    return scenario;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    checkWriterInert(text, size % 2 ? ',' : '\n');
    const auto read = parseTable(text);
    const int lastRow = 1 + static_cast<int>(std::count(text.begin(), text.end(), '\n') + std::count(text.begin(), text.end(), '\r'));
    checkProblems(read.problems, lastRow, read.table.header.size());
    if (hasErrors(read.problems)) return 0;
    for (const auto& r : read.table.rows) FUZZ_CHECK(r.cells.size() == read.table.header.size(), "a row of another width than the header");

    // The designer's rule varies with the input, so blocks come from the standard, from the
    // strength, and from a rule of one a block.
    const OobBlocksRule rules[] = {{}, {200, 2}, {1, 1}};
    const OobBlocksRule& rule = rules[size % 3];
    for (const auto& id : builtinSystems().ids()) {
        const GameSystem& system = *builtinSystems().find(id);
        const auto scenario = import(read.table, system, rule, lastRow, false);
        if (!scenario) continue;
        const auto canonical = canonicalExportText(*scenario);
        fuzz::checkDiagnostics(canonical.diagnostics);
        FUZZ_CHECK(!hasErrors(canonical.diagnostics), "a table mapped without problems makes a scenario the schema refuses at " +
                                                         canonical.diagnostics.front().pointer + ": " + canonical.diagnostics.front().message);

        // Export the roster and import it again: the same pieces.
        const auto roster = rosterTable(*scenario, system);
        const auto again = parseTable(roster);
        FUZZ_CHECK(!hasErrors(again.problems), "the exported roster is a table the reader refuses: " + again.problems.front().message);
        const int rosterRows = 1 + static_cast<int>(std::count(roster.begin(), roster.end(), '\n'));
        const auto reimported = import(again.table, system, {}, rosterRows, true);
        FUZZ_CHECK(trayOf(*reimported) == trayOf(*scenario), "the exported roster imports to other pieces");
    }
    return 0;
}
