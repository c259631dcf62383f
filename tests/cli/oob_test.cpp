// `tricorne oob import` and `tricorne oob export` (docs/design/cli.md): a table becomes a
// scenario with its pieces in the unplaced tray; tables with unknown words, missing columns
// or bad numbers are refused with the row and column named and nothing written; every
// shipped order-of-battle table imports to its battle's roster.
#include <set>
#include <tuple>

#include <catch2/catch.hpp>

#include "harness.h"

using cli::Run;
using cli::TempDir;
using cli::kFileError;
using cli::kOk;
using cli::kUsage;

namespace {


std::filesystem::path writeTable(const TempDir& dir, const std::string& name, const std::string& text) {
    const auto path = dir / name;
    cli::writeBytes(path, text);
    return path;
}

nlohmann::json readJson(const std::filesystem::path& path) { return nlohmann::json::parse(cli::readBytes(path)); }

/// army, type, name, blocks, chief of each unit; army and name of each leader (as a set).
struct Roster {
    std::vector<std::tuple<std::string, std::string, std::string, int, bool>> units;
    std::set<std::pair<std::string, std::string>> leaders;
};

void addUnits(Roster& roster, const nlohmann::json& units) {
    for (const auto& u : units)
        roster.units.emplace_back(u.at("army"), u.at("type"), u.value("name", ""), u.at("blocks").get<int>(), u.value("chief", false));
}
void addLeaders(Roster& roster, const nlohmann::json& leaders) {
    for (const auto& l : leaders) roster.leaders.emplace(l.at("army"), l.at("name"));
}

/// The roster of a scenario: placed pieces then the tray.
Roster rosterOf(const nlohmann::json& scenario) {
    Roster roster;
    addUnits(roster, scenario.at("units"));
    addLeaders(roster, scenario.at("leaders"));
    if (scenario.contains("unplaced")) {
        addUnits(roster, scenario.at("unplaced").value("units", nlohmann::json::array()));
        addLeaders(roster, scenario.at("unplaced").value("leaders", nlohmann::json::array()));
    }
    return roster;
}

Run import(const std::vector<std::string>& args) {
    std::vector<std::string> all{"oob", "import"};
    all.insert(all.end(), args.begin(), args.end());
    return cli::tricorne(all);
}

/// Imports each (table text, expected place and code) of `cases` into the American Revolution:
/// each is refused (exit 1) with exactly one line at the table's place, none at a pointer into
/// the scenario it would have made, and nothing is written.
void expectRefused(const TempDir& dir, const std::vector<std::pair<std::string, std::string>>& cases) {
    const auto out = dir / "out.tricorne.json";
    for (const auto& [text, expected] : cases) {
        const auto table = writeTable(dir, "bad.csv", text);
        const Run run = import({table.string(), "--system", "american-revolution", "-o", out.string()});
        INFO(run.transcript);
        CHECK(run.exitCode == kFileError);
        CHECK(cli::linesStartingWith(run.err, table.string() + expected).size() == 1);
        CHECK(cli::linesStartingWith(run.err, table.string() + ":/").empty());
        CHECK_FALSE(std::filesystem::exists(out));
    }
}

}  // namespace

TEST_CASE("oob import writes the pieces to the tray of the system's blank board", "[oob]") {
    TempDir dir;
    const auto table = writeTable(dir, "oob.csv",
                                  "side;arm;regiment;men;commander;chief\n"
                                  "Jacobite;Highland regiment;Camerons;800;Lochiel;yes\n"
                                  "Jacobite;Clan;Stewarts of Appin;300;Lochiel;\n"
                                  "Hanoverian;Dragoons;Cobham's;300;Hawley;\n"
                                  "Government;Royal Artillery;\"Belford's guns\";10;;\n");
    const auto out = dir / "out.tricorne.json";
    const Run run = import({table.string(), "--system", "jacobite-rising", "--men-per-block", "200", "-o", out.string()});
    INFO(run.transcript);
    REQUIRE(run.exitCode == kOk);
    const auto scenario = readJson(out);
    CHECK(scenario.at("units").empty());
    const auto& units = scenario.at("unplaced").at("units");
    REQUIRE(units.size() == 4);
    CHECK(units[0].at("type") == "highland");
    CHECK(units[0].at("blocks") == 4);  // 800 men at 200 a block
    CHECK(units[0].at("chief") == true);
    CHECK(units[1].at("blocks") == 2);  // 300 men, rounded up
    CHECK(units[2].at("army") == "government");
    CHECK(units[2].at("type") == "battle-cavalry");
    CHECK(units[3].at("type") == "trained-artillery");
    CHECK(units[3].at("blocks") == 4);  // no guns-per-block rule: the standard
    Roster roster = rosterOf(scenario);
    CHECK(roster.leaders == std::set<std::pair<std::string, std::string>>{{"jacobite", "Lochiel"}, {"government", "Hawley"}});

    // The draft validates, one warning per piece still to place.
    const Run validate = cli::tricorne({"validate", out.string()});
    CHECK(validate.exitCode == kOk);
    CHECK(cli::linesStartingWith(validate.out, cli::linePrefix(out, "/unplaced/units/0", "warning", "unplaced-piece")).size() == 1);
    CHECK(cli::linesStartingWith(validate.out, out.string() + ":/unplaced/").size() == 6);  // 4 units, 2 leaders
}

TEST_CASE("a draft with pieces in its tray is refused by export, simulate and balance, which say how many to place", "[oob]") {
    TempDir dir;
    const auto table = writeTable(dir, "oob.csv", "side,arm,regiment\nJacobite,Highland regiment,Camerons\nGovernment,Foot,Kenmure's\n");
    const auto draft = dir / "draft.tricorne.json";
    const Run imported = import({table.string(), "--system", "jacobite-rising", "-o", draft.string()});
    INFO(imported.transcript);
    REQUIRE(imported.exitCode == kOk);
    const std::string why = draft.string() + ": place 2 pieces first: the Unplaced tray still holds them";
    for (const std::vector<std::string>& command :
         {std::vector<std::string>{"export", draft.string(), "-o", (dir / "out.json").string()},
          std::vector<std::string>{"simulate", draft.string(), "--games", "2", "--seed", "1"},
          std::vector<std::string>{"balance", draft.string(), "--games", "2", "--seed", "1", "--vary", "firstPlayer"}}) {
        const Run run = cli::tricorne(command);
        INFO(run.transcript);
        CHECK(run.exitCode == kFileError);
        CHECK(run.out.empty());
        CHECK(run.err.find(command.front() == "export" ? "place 2 pieces first" : why) != std::string::npos);
    }
    CHECK_FALSE(std::filesystem::exists(dir / "out.json"));
}

TEST_CASE("oob import refuses unknown words with the row and column, and writes nothing", "[oob]") {
    TempDir dir;
    const auto table = writeTable(dir, "oob.csv", "army,type,name\nBritish,Foot,23rd\nBritish,Sailors,HMS Falcon\nContinental,Sailors,x\n");
    const auto out = dir / "out.tricorne.json";
    const Run run = import({table.string(), "--system", "american-revolution", "-o", out.string()});
    INFO(run.transcript);
    CHECK(run.exitCode == kFileError);
    CHECK_FALSE(std::filesystem::exists(out));
    const auto prefix = table.string() + ":row 3, column 2: error: oob-unknown-word: which unit type is \"Sailors\" of the British army?";
    CHECK(cli::linesStartingWith(run.err, prefix).size() == 1);
    CHECK(cli::linesStartingWith(run.err, table.string() + ":row 4, column 2: error: oob-unknown-word").size() == 1);
    CHECK_THAT(run.err, Catch::Contains("2 unknown words; nothing written"));

    // The designer's dictionary answers them.
    const auto dictionary = writeTable(dir, "mine.json", R"({"format": "tricorne-oob-dictionary", "version": 1,
        "system": "american-revolution", "types": [{"word": "Sailors", "type": "militia"}]})");
    const Run answered = import({table.string(), "--system", "american-revolution", "--dictionary", dictionary.string(), "-o", out.string()});
    INFO(answered.transcript);
    REQUIRE(answered.exitCode == kOk);
    CHECK(readJson(out).at("unplaced").at("units")[1].at("type") == "militia");
}

TEST_CASE("oob import refuses a missing column, a bad number, an unknown army or column, with the row and column", "[oob]") {
    TempDir dir;
    const std::vector<std::pair<std::string, std::string>> cases{
        {"army,name\nBritish,23rd\n", ":row 1: error: oob-missing-column: the table has no type column"},
        {"army,type,men\nBritish,Foot,600\nBritish,Foot,six hundred\n", ":row 3, column 3: error: oob-bad-number"},
        {"army,type,blocks\nBritish,Foot,7\n", ":row 2, column 3: error: oob-bad-number"},
        {"type,army\nFoot,Prussian\n", ":row 2, column 2: error: oob-unknown-army"},
        {"army,type,uniform\nBritish,Foot,red\n", ":row 1, column 3: error: oob-unknown-column"},
        {"army,type,name\nBritish,Foot\n", ":row 2: error: table-ragged"},
        {"", ": error: table-empty"},
    };
    expectRefused(dir, cases);
}

TEST_CASE("oob import: usage errors and a map of another system", "[oob]") {
    TempDir dir;
    const auto table = writeTable(dir, "oob.csv", "army,type\nBritish,Foot\n");
    CHECK(import({table.string(), "--system", "napoleonic"}).exitCode == kUsage);
    CHECK(import({table.string(), "--system", "american-revolution", "--men-per-block", "0"}).exitCode == kUsage);
    const Run run = import({table.string(), "--system", "american-revolution", "--map",
                            cli::source("scenarios/killiecrankie.tricorne.json").string()});
    CHECK(run.exitCode == kFileError);
    CHECK_THAT(run.err, Catch::Contains("give --system jacobite-rising or another map"));
}

TEST_CASE("oob export writes a roster that imports back to the same roster", "[oob]") {
    TempDir dir;
    const auto source = cli::source("scenarios/killiecrankie.tricorne.json");
    const Run exported = cli::tricorne({"oob", "export", source.string()});
    INFO(exported.transcript);
    REQUIRE(exported.exitCode == kOk);
    CHECK(cli::lines(exported.out).front() == "army,type,name,blocks,strength,brigade,commander,chief");
    const auto table = writeTable(dir, "roster.csv", exported.out);
    const auto out = dir / "again.tricorne.json";
    const Run again = import({table.string(), "--system", "jacobite-rising", "-o", out.string()});
    INFO(again.transcript);
    REQUIRE(again.exitCode == kOk);
    const auto original = rosterOf(readJson(source));
    const auto reimported = rosterOf(readJson(out));
    CHECK(reimported.units == original.units);
    CHECK(reimported.leaders == original.leaders);
}

TEST_CASE("oob import: every shipped order-of-battle table gives its battle's roster", "[oob]") {
    // Every battle of the library ships its table, and every table its battle.
    const auto tables = cli::sourceFiles("scenarios/oob", ".csv");
    const auto battles = cli::sourceFiles("scenarios", ".tricorne.json");
    REQUIRE(battles.size() == 25);
    REQUIRE(tables.size() == battles.size());
    for (const auto& table : tables) {
        const auto battle = cli::source("scenarios/" + table.stem().string() + ".tricorne.json");
        INFO(table.string());
        REQUIRE(std::filesystem::exists(battle));
        const auto shipped = readJson(battle);
        const Run run = import({table.string(), "--system", shipped.at("system").get<std::string>()});
        INFO(run.transcript);
        REQUIRE(run.exitCode == kOk);
        const auto imported = rosterOf(nlohmann::json::parse(run.out));
        const auto expected = rosterOf(shipped);
        CHECK(imported.units == expected.units);
        CHECK(imported.leaders == expected.leaders);
    }
}

namespace {
/// The shapes of the tables that took minutes (one row repeated, distinct commanders, distinct
/// unknown words), at `rows` rows: each is refused at row 140, its 139th unit.
std::vector<std::pair<std::string, std::string>> slowShapes(int rows) {
    const std::string header = "army,type,name,blocks,strength,brigade,commander,chief\n";
    std::vector<std::pair<std::string, std::string>> shapes{{"rows.csv", header}, {"commanders.csv", header}, {"words.csv", header}};
    for (int i = 0; i < rows; ++i) {
        shapes[0].second += "british,Foot,x,,,,,\n";
        shapes[1].second += "british,Foot,x,,,,c" + std::to_string(i) + ",\n";
        shapes[2].second += "british,W" + std::to_string(i) + ",x,,,,,\n";
    }
    return shapes;
}
}  // namespace

TEST_CASE("oob import refuses a table past the tray's 138 pieces at the first row past it, as a table error", "[oob]") {
    // The row and column of the 139th unit, as the other table errors are told; nothing after
    // it is reported (the rest is not read) and nothing is written.
    TempDir dir;
    const auto out = dir / "out.tricorne.json";
    for (const auto& [name, text] : slowShapes(5000)) {
        const auto table = writeTable(dir, name, text);
        const Run run = import({table.string(), "--system", "american-revolution", "-o", out.string()});
        INFO(run.transcript);
        CHECK(run.exitCode == kFileError);
        const auto expected = table.string() + ":row 140, column 2: error: oob-too-many-pieces: this row gives the table's 139th unit";
        CHECK(cli::linesStartingWith(run.err, expected).size() == 1);
        CHECK(cli::lines(run.err).size() == 1);
        CHECK_FALSE(std::filesystem::exists(out));
    }
}

TEST_CASE("oob import tells every refusal at a row and column of the table, never at a pointer into the scenario", "[oob]") {
    // Each of these once passed the mapping and was refused by the scenario schema at
    // /unplaced/units/0/name or the like, in a scenario the designer never saw.
    TempDir dir;
    const auto out = dir / "out.tricorne.json";
    const std::string longText(121, 'n');
    std::string units139 = "army,type\n", leaders139 = "army,type,name\n";
    for (int i = 0; i < 139; ++i) {
        units139 += "British,Foot\n";
        leaders139 += "British,Leader,General " + std::to_string(i) + "\n";
    }
    const std::vector<std::pair<std::string, std::string>> cases{
        {"army,type,name\nBritish,Foot," + longText + "\n", ":row 2, column 3: error: oob-text-too-long"},
        {"army,type,brigade\nBritish,Foot," + longText + "\n", ":row 2, column 3: error: oob-text-too-long"},
        {"army,type,commander\nBritish,Foot," + longText + "\n", ":row 2, column 3: error: oob-text-too-long"},
        {"army,type,name\nBritish,Leader," + longText + "\n", ":row 2, column 3: error: oob-text-too-long"},
        {units139, ":row 140, column 2: error: oob-too-many-pieces"},
        {leaders139, ":row 140, column 3: error: oob-too-many-pieces"},
        {"\n\narmy,type,colour\nBritish,Foot,red\n", ":row 3, column 3: error: oob-unknown-column"},
    };
    expectRefused(dir, cases);

    // A map whose tray holds 130 units has room for 8 more: the 9th row is refused there.
    auto map = cli::validScenario();
    map["version"] = 2;
    map["system"] = "jacobite-rising";
    auto trayUnits = nlohmann::ordered_json::array();
    for (int i = 0; i < 130; ++i) trayUnits.push_back({{"id", "tray-" + std::to_string(i)}, {"army", "jacobite"}, {"type", "highland"}, {"blocks", 4}});
    map["unplaced"] = {{"units", trayUnits}};
    const auto mapFile = cli::writeJson(dir / "map.tricorne.json", map);
    std::string nine = "army,type\n";
    for (int i = 0; i < 9; ++i) nine += "Jacobite,Clan\n";
    const auto table = writeTable(dir, "nine.csv", nine);
    const Run run = import({table.string(), "--system", "jacobite-rising", "--map", mapFile.string(), "-o", out.string()});
    INFO(run.transcript);
    CHECK(run.exitCode == kFileError);
    CHECK(cli::linesStartingWith(run.err, table.string() + ":row 10, column 2: error: oob-too-many-pieces").size() == 1);
    CHECK_THAT(run.err, Catch::Contains("the map's Unplaced tray has room for 8 more"));
}

TEST_CASE("oob export and oob import refuse to write over the file they read", "[oob]") {
    // -o naming the input (by its path, another spelling or a link) would replace the scenario
    // with its roster, or the table with a scenario: a usage error, and the file is unchanged.
    TempDir dir;
    const auto scenario = cli::writeJson(dir / "battle.tricorne.json", cli::validScenario());
    const auto before = cli::readBytes(scenario);
    std::filesystem::create_symlink(scenario, dir / "link.json");
    for (const auto& output : {scenario, dir / "." / "battle.tricorne.json", dir / "link.json"}) {
        const Run run = cli::tricorne({"oob", "export", scenario.string(), "-o", output.string()});
        INFO(run.transcript);
        CHECK(run.exitCode == kUsage);
        CHECK_THAT(run.err, Catch::Contains("tricorne oob export: -o " + output.string() + " is the scenario being read, and writing there would replace it"));
        CHECK_THAT(run.err, Catch::Contains((dir / "battle.csv").string()));
        CHECK(cli::readBytes(scenario) == before);
    }

    const auto table = writeTable(dir, "oob.csv", "army,type\nBritish,Foot\n");
    const Run run = import({table.string(), "--system", "american-revolution", "-o", table.string()});
    INFO(run.transcript);
    CHECK(run.exitCode == kUsage);
    CHECK_THAT(run.err, Catch::Contains("-o " + table.string() + " is the table being read"));
    CHECK(cli::readBytes(table) == "army,type\nBritish,Foot\n");

    const auto dictionary = writeTable(dir, "mine.json", R"({"format": "tricorne-oob-dictionary", "version": 1, "system": "american-revolution", "types": []})");
    const Run overDictionary = import({table.string(), "--system", "american-revolution", "--dictionary", dictionary.string(), "-o", dictionary.string()});
    CHECK(overDictionary.exitCode == kUsage);
    CHECK_THAT(overDictionary.err, Catch::Contains("is the dictionary (--dictionary) being read"));

    // The map is another matter: writing the import over it adds the pieces to its tray.
    const auto map = dir / "map.tricorne.json";
    REQUIRE(import({table.string(), "--system", "american-revolution", "-o", map.string()}).exitCode == kOk);
    const Run intoMap = import({table.string(), "--system", "american-revolution", "--map", map.string(), "-o", map.string()});
    INFO(intoMap.transcript);
    CHECK(intoMap.exitCode == kOk);
    CHECK(readJson(map).at("unplaced").at("units").size() == 2);
}

TEST_CASE("oob export refuses a scenario validate refuses, with its errors as validate prints them", "[oob]") {
    TempDir dir;
    const auto stacked = cli::writeStackedScenario(dir / "stacked.tricorne.json");
    const auto out = dir / "roster.csv";
    const Run run = cli::tricorne({"oob", "export", stacked.string(), "-o", out.string()});
    INFO(run.transcript);
    CHECK(run.exitCode == kFileError);
    CHECK(cli::linesStartingWith(run.err, cli::linePrefix(stacked, "/units/1/hex", "error", "units-stacked")).size() == 1);
    CHECK_THAT(run.err, Catch::Contains("tricorne validate refuses the scenario, so no roster is written"));
    CHECK_FALSE(std::filesystem::exists(out));
    // A draft's warnings (its unplaced pieces) do not stop it.
    const auto draft = dir / "draft.tricorne.json";
    REQUIRE(import({writeTable(dir, "t.csv", "army,type\nBritish,Foot\n").string(), "--system", "american-revolution", "-o", draft.string()}).exitCode == kOk);
    const Run exported = cli::tricorne({"oob", "export", draft.string()});
    CHECK(exported.exitCode == kOk);
    CHECK(exported.err.empty());
}
