// Game systems read at run time (issue #36): the content hash, the catalog of a command's
// --system files, a scenario bound to its system (embedded or a sidecar), export, and the game
// log that pins the system.
#include <filesystem>
#include <fstream>

#include "fixtures.h"
#include "tricorne/io/game_log.h"
#include "tricorne/io/scenario_json.h"
#include "tricorne/io/system_json.h"
#include "tricorne/play/replay.h"
#include "tricorne/sim/bots.h"
#include "tricorne/validate/export.h"
#include "tricorne/validate/system_files.h"

using namespace tricorne;
using nlohmann::json;

namespace {

const std::filesystem::path kFork = fixtures::sourceDir() / "tests/data/systems/highland-fork.tricorne-system.json";
const std::filesystem::path kBound = fixtures::sourceDir() / "tests/data/systems/killiecrankie-highland.tricorne.json";

/// A fresh folder under the temporary directory, named for its test, removed with everything
/// in it when the object goes (the tests ran leaving five folders behind in /tmp).
class Scratch {
public:
    explicit Scratch(const std::string& name) : m_path(std::filesystem::temp_directory_path() / ("tricorne-system-files-" + name)) {
        std::filesystem::remove_all(m_path);
        std::filesystem::create_directories(m_path);
    }
    ~Scratch() {
        std::error_code ignored;  // a folder that cannot go is left, never a test failed for it
        std::filesystem::remove_all(m_path, ignored);
    }
    Scratch(const Scratch&) = delete;
    Scratch& operator=(const Scratch&) = delete;
    std::filesystem::path operator/(const std::string& name) const { return m_path / name; }

private:
    std::filesystem::path m_path;
};

void write(const std::filesystem::path& path, const std::string& text) {
    std::ofstream out(path, std::ios::binary);
    out << text;
}

json forkDocument() { return fixtures::sourceJson("tests/data/systems/highland-fork.tricorne-system.json"); }

/// The catalog of a command given the fork with --system.
SystemCatalog withFork() {
    auto load = systemCatalogWith({kFork});
    REQUIRE(load.ok());
    return load.catalog;
}

}  // namespace

TEST_CASE("a system's hash is the same however its file is formatted, and changes with any value", "[system-files]") {
    const json doc = forkDocument();
    const std::string hash = systemHash(doc);
    CHECK(hash.size() == 16);
    // Indented, compact, keys in another order, a whole number written as 3.0: the same system.
    auto reread = parseJson(doc.dump(7));
    REQUIRE(reread.document);
    CHECK(systemHash(*reread.document) == hash);
    auto spelled = parseJson(R"({"b": 3.0, "a": "\u00e9"})");
    auto plain = parseJson("{\"a\":\"\xc3\xa9\",\"b\":3}");
    REQUIRE(spelled.document);
    REQUIRE(plain.document);
    CHECK(systemHash(*spelled.document) == systemHash(*plain.document));
    json changed = doc;
    changed["armies"][0]["unitTypes"][0]["dice"][0] = 2;
    CHECK(systemHash(changed) != hash);
    // The fixture's binding was written with this hash (by a script, from the same definition).
    CHECK(fixtures::sourceJson("tests/data/systems/killiecrankie-highland.tricorne.json")["systemBinding"]["hash"] == hash);
}

TEST_CASE("a system file loads with its hash, and the built-in systems carry none", "[system-files]") {
    const SystemLoad load = loadSystemFile(kFork);
    REQUIRE(load.system);
    CHECK(load.diagnostics.empty());
    CHECK(load.system->id == "jacobite-rising-highland");
    CHECK(load.system->hash == systemHash(forkDocument()));
    CHECK(load.document == canonicalSystemText(forkDocument()));
    CHECK(load.system->army("jacobite")->unitType("highland")->dice[0] == 3);
    CHECK(load.system->army("jacobite")->unitType("lowland")->retreatPerFlag == 1);
    for (const auto& id : builtinSystems().ids()) CHECK(builtinSystems().find(id)->hash.empty());
}

TEST_CASE("a game-system file whose id is a built-in system's or an earlier file's is refused (--system), saying what to do", "[system-files]") {
    const Scratch dir("clash");
    auto original = fixtures::sourceJson("templates/systems/jacobite-rising.json");
    write(dir / "same-id.tricorne-system.json", original.dump(2));
    write(dir / "twice.tricorne-system.json", forkDocument().dump(2));

    auto builtinId = systemCatalogWith({dir / "same-id.tricorne-system.json"});
    CHECK_FALSE(builtinId.ok());
    const auto taken = fixtures::withCode(builtinId.files.at(0).second, "system-id-taken");
    REQUIRE(taken.size() == 1);
    CHECK(taken[0].pointer == "/id");
    CHECK(taken[0].message.find("built-in") != std::string::npos);
    CHECK(taken[0].message.find("id of its own") != std::string::npos);
    CHECK(builtinId.catalog.find("jacobite-rising")->hash.empty());  // the built-in one stays

    auto twice = systemCatalogWith({kFork, dir / "twice.tricorne-system.json"});
    CHECK_FALSE(twice.ok());
    CHECK(twice.files.at(0).second.empty());
    const auto again = fixtures::withCode(twice.files.at(1).second, "system-id-taken");
    REQUIRE(again.size() == 1);
    CHECK(again[0].message.find(kFork.string()) != std::string::npos);
}

TEST_CASE("a scenario bound to a sidecar plays under it, and still loads with only the built-in systems", "[system-files]") {
    const auto load = loadScenarioFile(kBound);
    REQUIRE(load.scenario);
    CHECK_FALSE(hasErrors(load.diagnostics));
    REQUIRE(load.system);
    CHECK(load.system->id == "jacobite-rising-highland");
    CHECK(load.system->army("jacobite")->unitType("highland")->dice[0] == 3);
    CHECK(load.systemOwner.get() == load.system);
    CHECK(load.systemDocument == canonicalSystemText(forkDocument()));
    REQUIRE(load.scenario->systemBinding);
    CHECK(load.scenario->systemBinding->sidecar == "highland-fork.tricorne-system.json");
    // The same file given with --system is the same system: no warning.
    const auto given = loadScenarioFile(kBound, withFork());
    CHECK(given.diagnostics == load.diagnostics);
}

TEST_CASE("a sidecar changed since the scenario was saved is refused, naming both files and what to do", "[system-files]") {
    const Scratch dir("changed");
    std::filesystem::copy_file(kBound, dir / "battle.tricorne.json");
    json fork = forkDocument();
    fork["armies"][0]["unitTypes"][0]["dice"][0] = 4;
    write(dir / "highland-fork.tricorne-system.json", fork.dump(2));
    const auto load = loadScenarioFile(dir / "battle.tricorne.json");
    const auto hash = fixtures::withCode(load.diagnostics, "system-hash");
    REQUIRE(hash.size() == 1);
    CHECK(hash[0].severity == Severity::Error);
    CHECK(hash[0].pointer == "/systemBinding/hash");
    CHECK(hash[0].message.find((dir / "highland-fork.tricorne-system.json").string()) != std::string::npos);
    CHECK(hash[0].message.find((dir / "battle.tricorne.json").string()) != std::string::npos);
    CHECK(hash[0].message.find("tricorne diff") != std::string::npos);
    CHECK(hash[0].message.find("--system") != std::string::npos);
    // Still opens, so that it can be fixed; the system given on the command line rebinds it.
    CHECK(load.scenario);
    auto catalog = systemCatalogWith({dir / "highland-fork.tricorne-system.json"});
    REQUIRE(catalog.ok());
    const auto rebound = loadScenarioFile(dir / "battle.tricorne.json", catalog.catalog);
    CHECK_FALSE(hasErrors(rebound.diagnostics));
    CHECK(fixtures::withCode(rebound.diagnostics, "system-rebound").size() == 1);
}

TEST_CASE("a missing or broken sidecar is an error at /systemBinding/sidecar naming the file", "[system-files]") {
    const Scratch dir("missing");
    std::filesystem::copy_file(kBound, dir / "battle.tricorne.json");
    const auto missing = loadScenarioFile(dir / "battle.tricorne.json");
    REQUIRE(hasErrors(missing.diagnostics));
    CHECK(missing.diagnostics.front().pointer == "/systemBinding/sidecar");
    CHECK(missing.diagnostics.front().message.find("highland-fork.tricorne-system.json") != std::string::npos);
    CHECK_FALSE(missing.system);

    write(dir / "highland-fork.tricorne-system.json", R"({"format": "tricorne-system", "version": 1, "id": "x"})");
    const auto broken = loadScenarioFile(dir / "battle.tricorne.json");
    REQUIRE(hasErrors(broken.diagnostics));
    CHECK(fixtures::withCode(broken.diagnostics, "system-binding").size() == 1);
}

TEST_CASE("export embeds the system, and the exported battle loads and plays with only the built-in systems", "[system-files]") {
    const Scratch dir("export");
    const auto out = dir / "travels.tricorne.json";
    const auto result = exportFile(kBound, out);
    REQUIRE(result.written);
    const auto doc = fixtures::sourceJson(std::filesystem::relative(out, fixtures::sourceDir()).string());
    CHECK(doc["version"] == kScenarioVersion);
    CHECK(doc["systemBinding"]["hash"] == systemHash(forkDocument()));
    CHECK(doc["systemBinding"]["embedded"] == forkDocument());
    CHECK_FALSE(doc["systemBinding"].contains("sidecar"));

    std::filesystem::remove_all(dir / "elsewhere");
    std::filesystem::create_directories(dir / "elsewhere");
    std::filesystem::copy_file(out, dir / "elsewhere/travels.tricorne.json");
    const auto load = loadScenarioFile(dir / "elsewhere/travels.tricorne.json");
    REQUIRE(load.scenario);
    CHECK_FALSE(hasErrors(load.diagnostics));
    REQUIRE(load.system);
    CHECK(load.system->hash == systemHash(forkDocument()));
    // The sidecar and the embedded copy are one battle: the same scenario hash (its logs replay).
    CHECK(scenarioHash(*load.scenario) == scenarioHash(*loadScenarioFile(kBound).scenario));
    // Exporting the export gives the same bytes.
    REQUIRE(exportFile(dir / "elsewhere/travels.tricorne.json", dir / "again.tricorne.json").written);
    std::ifstream a(out), b(dir / "again.tricorne.json");
    CHECK(std::string(std::istreambuf_iterator<char>(a), {}) == std::string(std::istreambuf_iterator<char>(b), {}));
}

TEST_CASE("an embedded system edited by hand, or under another id, is refused", "[system-files]") {
    const Scratch dir("embedded");
    REQUIRE(exportFile(kBound, dir / "e.tricorne.json").written);
    auto read = readJsonFile(dir / "e.tricorne.json");
    REQUIRE(read.document);
    json tampered = *read.document;
    tampered["systemBinding"]["embedded"]["armies"][0]["unitTypes"][0]["dice"][0] = 5;
    const auto edited = loadScenario(tampered);
    REQUIRE(fixtures::withCode(edited.diagnostics, "system-hash").size() == 1);
    CHECK(fixtures::withCode(edited.diagnostics, "system-hash")[0].message.find("embedded") != std::string::npos);

    json renamed = *read.document;
    renamed["system"] = "another-fork";
    CHECK(fixtures::withCode(loadScenario(renamed).diagnostics, "system-binding-id").size() == 1);

    json builtinId = *read.document;
    builtinId["system"] = "jacobite-rising";
    builtinId["systemBinding"]["embedded"]["id"] = "jacobite-rising";
    const auto clash = fixtures::withCode(loadScenario(builtinId).diagnostics, "system-id-taken");
    REQUIRE(clash.size() == 1);
    CHECK(clash[0].message.find("built-in") != std::string::npos);

    json brokenShape = *read.document;
    brokenShape["systemBinding"]["embedded"]["armies"] = "jacobite, government";
    const auto shape = loadScenario(brokenShape);
    REQUIRE(hasErrors(shape.diagnostics));
    CHECK(shape.diagnostics.front().pointer.rfind("/systemBinding/embedded", 0) == 0);
}

TEST_CASE("a scenario naming a system from --system but not keeping it gets a warning, and export keeps it", "[system-files]") {
    auto doc = fixtures::sourceJson("tests/data/systems/killiecrankie-highland.tricorne.json");
    doc.erase("systemBinding");
    const auto unknown = loadScenario(doc);
    REQUIRE(fixtures::withCode(unknown.diagnostics, "unknown-system").size() == 1);
    CHECK(fixtures::withCode(unknown.diagnostics, "unknown-system")[0].message.find("--system") != std::string::npos);
    const auto given = loadScenario(doc, withFork());
    CHECK_FALSE(hasErrors(given.diagnostics));
    CHECK(fixtures::withCode(given.diagnostics, "system-unbound").size() == 1);
}

TEST_CASE("bindSystem keeps a file's system embedded or as a sidecar, and a built-in one by its id alone", "[system-files]") {
    const SystemLoad fork = loadSystemFile(kFork);
    REQUIRE(fork.system);
    Scenario s = *loadScenarioFile(fixtures::sourceDir() / "scenarios/killiecrankie.tricorne.json").scenario;
    bindSystem(s, *fork.system, fork.document, "highland-fork.tricorne-system.json");
    REQUIRE(s.systemBinding);
    CHECK(s.system == "jacobite-rising-highland");
    CHECK(s.systemBinding->hash == fork.system->hash);
    CHECK(s.systemBinding->embedded.empty());
    bindSystem(s, *fork.system, fork.document);
    CHECK(s.systemBinding->sidecar.empty());
    CHECK(s.systemBinding->embedded == fork.document);
    const auto reread = loadScenario(json::parse(canonicalScenarioText(s)));
    CHECK_FALSE(hasErrors(reread.diagnostics));
    bindSystem(s, *builtinSystems().find("jacobite-rising"), {});
    CHECK(s.system == "jacobite-rising");
    CHECK_FALSE(s.systemBinding);
}

TEST_CASE("a log recorded under a forked system replays, and under the original is refused naming the system", "[system-files][log]") {
    const auto forked = loadScenarioFile(kBound);
    REQUIRE(forked.system);
    const Rules rules(*forked.scenario, *forked.system);
    GameState state = startGame(rules, 3);
    GameLog log = beginLog(rules, state, 3);
    CHECK(log.system == "jacobite-rising-highland");
    CHECK(log.systemHash == forked.system->hash);
    Pcg32 bot(3, 7);
    for (int i = 0; i < 60 && !state.winner; ++i) REQUIRE(applyAndLog(rules, state, log, randomAction(rules, state, bot)) == ActionError::None);
    const json file = json::parse(logToJson(rules, log).dump());
    CHECK(file["systemHash"] == forked.system->hash);
    Diagnostics diagnostics;
    const auto reread = logFromJson(rules, file, diagnostics);
    REQUIRE(reread);
    CHECK(replayLog(rules, *reread).ok);

    // The same battle under the built-in system: refused before any action, saying which system.
    const auto original = fixtures::load(fixtures::sourceDir() / "scenarios/killiecrankie.tricorne.json");
    const Rules originalRules(*original.scenario, *original.system);
    const auto refused = replayLog(originalRules, *reread);
    CHECK_FALSE(refused.ok);
    CHECK(refused.failedStep == -1);
    CHECK(refused.message.find("recorded under game system `jacobite-rising-highland`") != std::string::npos);
    CHECK(refused.message.find("built-in game system `jacobite-rising`") != std::string::npos);

    // And a built-in game's log (no system named) is refused under the fork.
    GameLog builtinLog = beginLog(originalRules, startGame(originalRules, 3), 3);
    CHECK(builtinLog.systemHash.empty());
    CHECK(logToJson(originalRules, builtinLog).contains("systemHash") == false);
    const auto other = replayLog(rules, builtinLog);
    CHECK_FALSE(other.ok);
    CHECK(other.message.find("a built-in game system") != std::string::npos);
}
