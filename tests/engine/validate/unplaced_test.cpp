// The unplaced tray: a draft with pieces off the board is valid with one warning
// per piece; export refuses it until they are placed.
#include "fixtures.h"
#include "tricorne/io/json_io.h"
#include "tricorne/io/oob_roster.h"
#include "tricorne/io/scenario_json.h"
#include "tricorne/validate/export.h"

using namespace tricorne;

namespace {
/// Killiecrankie with its first unit and leader taken off the board into the tray.
Scenario withTray() {
    Scenario s = *fixtures::load(fixtures::sourceDir() / "scenarios/killiecrankie.tricorne.json").scenario;
    decltype(s.unplaced.units)::value_type unit;
    unit.id = s.units.front().id;
    unit.army = s.units.front().army;
    unit.type = s.units.front().type;
    unit.blocks = s.units.front().blocks;
    unit.name = s.units.front().name;
    s.units.erase(s.units.begin());
    s.unplaced.units.push_back(unit);
    decltype(s.unplaced.leaders)::value_type leader;
    leader.id = s.leaders.front().id;
    leader.army = s.leaders.front().army;
    leader.name = s.leaders.front().name;
    s.leaders.erase(s.leaders.begin());
    s.unplaced.leaders.push_back(leader);
    return s;
}
}  // namespace

TEST_CASE("unplaced tray: one warning per piece, naming it, and no error", "[oob]") {
    const Scenario s = withTray();
    const auto diagnostics = validateSemantics(s, *builtinSystems().find(s.system));
    const auto warnings = fixtures::withCode(diagnostics, "unplaced-piece");
    REQUIRE(warnings.size() == 2);
    CHECK(warnings[0].pointer == "/unplaced/units/0");
    CHECK(warnings[0].severity == Severity::Warning);
    CHECK(warnings[0].message.find("Hastings' Foot") != std::string::npos);
    CHECK(warnings[1].pointer == "/unplaced/leaders/0");
    CHECK(warnings[1].message.find("Barthold Balfour") != std::string::npos);
    CHECK(unplacedPieceCount(s) == 2);
    CHECK(placePiecesFirst(s).rfind("place 2 pieces first", 0) == 0);
}

TEST_CASE("unplaced tray: a piece of an unknown type or army in the tray is an error", "[oob]") {
    Scenario s = withTray();
    s.unplaced.units.front().type = "hussar";
    s.unplaced.leaders.front().army = "french";
    const auto diagnostics = validateSemantics(s, *builtinSystems().find(s.system));
    CHECK(fixtures::withCode(diagnostics, "unknown-unit-type").size() == 1);
    CHECK(fixtures::withCode(diagnostics, "unknown-army").size() == 1);
    for (const Diagnostic& d : diagnostics) fixtures::checkTranslatable(d);
}

TEST_CASE("unplaced tray: export refuses a draft and writes nothing", "[oob]") {
    const auto dir = std::filesystem::temp_directory_path() / "tricorne-unplaced-test";
    std::filesystem::create_directories(dir);
    const auto input = dir / "draft.tricorne.json";
    const auto output = dir / "out.tricorne.json";
    std::filesystem::remove(output);
    REQUIRE_FALSE(writeFileAtomically(input, canonicalScenarioText(withTray())).has_value());
    const auto result = exportFile(input, output);
    CHECK_FALSE(result.written);
    CHECK_FALSE(std::filesystem::exists(output));
    const auto refusal = fixtures::withCode(result.diagnostics, "unplaced-pieces");
    REQUIRE(refusal.size() == 1);
    CHECK(refusal[0].message.rfind("place 2 pieces first", 0) == 0);
    std::filesystem::remove_all(dir);
}

TEST_CASE("unplaced tray: the roster of a draft lists placed units, then the tray", "[oob]") {
    const Scenario s = withTray();
    const auto rows = rosterRows(s, *builtinSystems().find(s.system));
    REQUIRE(rows.size() >= s.units.size() + 1);
    CHECK(rows[s.units.size()][2] == "Hastings' Foot");  // the tray's unit after the placed ones
    CHECK(rows.back()[1] == "Leader");
    CHECK(rows.back()[6] == "Barthold Balfour");
}
