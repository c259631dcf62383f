// Versions (docs/design/files.md): older files migrate on load, newer ones are refused with a message.
#include "fixtures.h"
#include "tricorne/io/json_io.h"
#include "tricorne/io/game_log.h"
#include "tricorne/io/scenario_json.h"

using namespace tricorne;
using nlohmann::json;

namespace {
json bemis() { return fixtures::sourceJson("scenarios/bemis-heights.tricorne.json"); }
}  // namespace

TEST_CASE("a scenario newer than this build is refused and names both versions", "[migration]") {
    auto doc = bemis();
    doc["version"] = kScenarioVersion + 1;
    const auto load = loadScenario(doc);
    CHECK_FALSE(load.scenario.has_value());
    REQUIRE(load.diagnostics.size() == 1);
    CHECK(load.diagnostics[0].code == "version-newer");
    CHECK(load.diagnostics[0].pointer == "/version");
    CHECK(load.diagnostics[0].message.find("version " + std::to_string(kScenarioVersion + 1)) != std::string::npos);
    CHECK(load.diagnostics[0].message.find("(" + std::to_string(kScenarioVersion) + ")") != std::string::npos);
    CHECK(load.diagnostics[0].message.find("newer") != std::string::npos);
}

TEST_CASE("a version beyond 64 bits still counts as newer", "[migration]") {
    auto doc = bemis();
    doc["version"] = std::numeric_limits<std::uint64_t>::max();
    const auto load = loadScenario(doc);
    REQUIRE(load.diagnostics.size() == 1);
    CHECK(load.diagnostics[0].code == "version-newer");
}

TEST_CASE("a version below 1 never existed", "[migration]") {
    auto doc = bemis();
    doc["version"] = 0;
    const auto load = loadScenario(doc);
    REQUIRE(load.diagnostics.size() == 1);
    CHECK(load.diagnostics[0].code == "version-unknown");
}

TEST_CASE("a current-version document needs no migration and is left as it was", "[migration]") {
    auto doc = bemis();
    doc["version"] = kScenarioVersion;
    const auto before = doc;
    CHECK(migrateScenario(doc).empty());
    CHECK(doc == before);
}

TEST_CASE("a version-1 scenario reads as the current version with no labels, tray, reconstruction note or picture", "[migration]") {
    auto doc = bemis();
    doc["version"] = 1;
    doc.erase("labels");
    doc.erase("unplaced");
    doc["metadata"].erase("reconstructed");
    doc["metadata"].erase("reconstruction");
    const auto load = loadScenario(doc);
    REQUIRE(load.scenario.has_value());
    CHECK(load.scenario->version == kScenarioVersion);
    CHECK(load.scenario->labels.empty());
    CHECK(load.scenario->unplaced.empty());
    CHECK_FALSE(load.scenario->metadata.reconstructed);
    CHECK_FALSE(load.scenario->referencePicture);
    const auto written = nlohmann::json::parse(canonicalScenarioText(*load.scenario));
    CHECK(written.at("version") == kScenarioVersion);
    CHECK_FALSE(written.contains("referencePicture"));
    CHECK_FALSE(written.contains("labels"));
    CHECK_FALSE(written.contains("unplaced"));
}

TEST_CASE("version 2's labels, unplaced tray and reconstruction note survive a round trip", "[migration]") {
    auto load = loadScenario(bemis());
    REQUIRE(load.scenario.has_value());
    Scenario s = *load.scenario;
    s.metadata.reconstructed = true;
    s.metadata.reconstruction = "Rests on the battle notes; positions inferred.";
    s.labels = {{"Mill Brook", toAxial({4, 5}), -30}, {"Freeman's Farm", toAxial({6, 1}), 0}};
    s.unplaced.units = {{"con-99", "continental", "militia", 3, "Ten Broeck's Militia", false, "Ten Broeck"}};
    s.unplaced.leaders = {{"ten-broeck", "continental", "Abraham Ten Broeck", "Ten Broeck"}};
    const std::string text = canonicalScenarioText(s);
    const auto again = loadScenario(nlohmann::json::parse(text));
    REQUIRE(again.scenario.has_value());
    CHECK(*again.scenario == s);
    CHECK(canonicalScenarioText(*again.scenario) == text);
}

TEST_CASE("a game-system file newer than this build is refused", "[migration]") {
    auto r = readJsonFile(fixtures::sourceDir() / "templates/systems/jacobite-rising.json");
    REQUIRE(r.document.has_value());
    (*r.document)["version"] = 2;
    const auto ds = validateSystemDocument(*r.document);
    REQUIRE(ds.size() == 1);
    CHECK(ds[0].code == "version-newer");
}

TEST_CASE("what version 2 added changes no scenario hash, so logs recorded before it still replay", "[migration][log]") {
    // The studio's golden playtest log: recorded on Killiecrankie before version 2, its hash updated
    // when the battle's designer notes moved into its reconstruction note (metadata is hashed).
    auto log = readJsonFile(fixtures::sourceDir() / "tests/editor/data/playtest-golden.log.json");
    auto file = readJsonFile(fixtures::sourceDir() / "scenarios/killiecrankie.tricorne.json");
    REQUIRE(log.document.has_value());
    REQUIRE(file.document.has_value());
    const auto load = loadScenario(*file.document);
    REQUIRE(load.scenario.has_value());
    CHECK(scenarioHash(*load.scenario) == log.document->at("scenarioHash").get<std::string>());
    Scenario s = *load.scenario;
    s.labels.push_back({"Pass of Killiecrankie", toAxial({6, 0}), 0});
    s.metadata.reconstructed = !s.metadata.reconstructed;
    s.metadata.reconstruction += " After the battle notes.";
    s.unplaced.leaders = {{"aide", "jacobite", "Dundee's aide", ""}};
    CHECK(scenarioHash(s) == scenarioHash(*load.scenario));
}

TEST_CASE("a version-1 scenario holding a field version 2 added is refused at the field", "[migration]") {
    auto doc = bemis();
    doc["version"] = 1;
    doc.erase("unplaced");
    doc["metadata"].erase("reconstructed");
    doc["metadata"].erase("reconstruction");
    doc["labels"] = json::array({{{"text", "Mill Brook"}, {"hex", {4, 5}}}});
    const auto load = loadScenario(doc);
    REQUIRE(load.diagnostics.size() == 1);
    CHECK(load.diagnostics[0].code == "version-field");
    CHECK(load.diagnostics[0].pointer == "/labels");
    CHECK(load.diagnostics[0].message.find("version 2") != std::string::npos);
    CHECK(load.diagnostics[0].message.find("set \"version\" to 2") != std::string::npos);
    CHECK_FALSE(load.scenario);

    doc.erase("labels");
    doc["metadata"]["reconstruction"] = "Inferred.";
    const auto note = loadScenario(doc);
    REQUIRE(note.diagnostics.size() == 1);
    CHECK(note.diagnostics[0].pointer == "/metadata/reconstruction");
}

namespace {
/// A reference picture as the studio writes one after a three-point alignment.
ReferencePicture tracedPicture() {
    ReferencePicture p;
    p.path = "../booklet/bemis heights p12.pdf";
    p.page = 12;
    p.opacity = 0.35;
    p.shown = false;
    p.points = {{101.5, 88.25, toAxial({0, 0}), ""}, {1734.0, 90.0, toAxial({12, 0}), "ne"}, {918.125, 1402.5, toAxial({6, 10}), "s"}};
    return p;
}
}  // namespace

TEST_CASE("version 3's reference picture survives a round trip, and an unset one is not written", "[migration]") {
    auto load = loadScenario(bemis());
    REQUIRE(load.scenario.has_value());
    Scenario s = *load.scenario;
    CHECK(nlohmann::json::parse(canonicalScenarioText(s)).contains("referencePicture") == false);
    s.referencePicture = tracedPicture();
    const std::string text = canonicalScenarioText(s);
    const auto doc = nlohmann::json::parse(text);
    CHECK(doc.at("version") == kScenarioVersion);
    CHECK(doc.at("referencePicture").at("points").at(1).at("corner") == "ne");
    CHECK_FALSE(doc.at("referencePicture").at("points").at(0).contains("corner"));
    const auto again = loadScenario(doc);
    REQUIRE(again.scenario.has_value());
    CHECK(*again.scenario == s);
    CHECK(canonicalScenarioText(*again.scenario) == text);

    // Only the path is required: the rest reads as its defaults (page 1, half opacity, shown).
    auto bare = doc;
    bare["referencePicture"] = {{"path", "map.png"}};
    const auto minimal = loadScenario(bare);
    REQUIRE(minimal.scenario.has_value());
    REQUIRE(minimal.scenario->referencePicture);
    CHECK(minimal.scenario->referencePicture->page == 1);
    CHECK(minimal.scenario->referencePicture->opacity == 0.5);
    CHECK(minimal.scenario->referencePicture->shown);
    CHECK(minimal.scenario->referencePicture->points.empty());
}

TEST_CASE("the reference picture is ignored by validation and by the scenario hash", "[migration][log]") {
    auto load = loadScenario(bemis());
    REQUIRE(load.scenario.has_value());
    Scenario s = *load.scenario;
    s.referencePicture = tracedPicture();
    CHECK(scenarioHash(s) == scenarioHash(*load.scenario));
    const auto traced = loadScenario(nlohmann::json::parse(canonicalScenarioText(s)));
    REQUIRE(traced.scenario.has_value());
    CHECK(traced.diagnostics == load.diagnostics);
}

TEST_CASE("a reference picture the schema does not allow is refused at its pointer", "[migration]") {
    auto doc = bemis();
    doc["version"] = 3;
    doc["referencePicture"] = {{"path", "map.png"}, {"opacity", 1.5}};
    const auto load = loadScenario(doc);
    CHECK_FALSE(load.scenario);
    REQUIRE_FALSE(load.diagnostics.empty());
    CHECK(load.diagnostics[0].pointer.rfind("/referencePicture", 0) == 0);
}

TEST_CASE("a version-2 scenario holding version 3's reference picture is refused at the field", "[migration]") {
    auto doc = bemis();
    doc["version"] = 2;
    doc["referencePicture"] = {{"path", "map.png"}};
    const auto load = loadScenario(doc);
    REQUIRE(load.diagnostics.size() == 1);
    CHECK(load.diagnostics[0].code == "version-field");
    CHECK(load.diagnostics[0].pointer == "/referencePicture");
    CHECK(load.diagnostics[0].message.find("set \"version\" to 3") != std::string::npos);
    CHECK_FALSE(load.scenario);
}

TEST_CASE("a version-3 scenario reads as version 4 with no system binding", "[migration]") {
    auto doc = bemis();
    doc["version"] = 3;
    const auto load = loadScenario(doc);
    REQUIRE(load.scenario.has_value());
    CHECK(load.scenario->version == kScenarioVersion);
    CHECK_FALSE(load.scenario->systemBinding);
    CHECK_FALSE(hasErrors(load.diagnostics));
    const auto written = nlohmann::json::parse(canonicalScenarioText(*load.scenario));
    CHECK(written.at("version") == 4);
    CHECK_FALSE(written.contains("systemBinding"));
}

TEST_CASE("version 4's system binding survives a round trip, embedded or as a sidecar", "[migration]") {
    const auto bound = fixtures::sourceJson("tests/data/systems/killiecrankie-highland.tricorne.json");
    const auto scenario = scenarioFromJson(bound);
    REQUIRE(scenario.systemBinding);
    const std::string text = canonicalScenarioText(scenario);
    CHECK(scenarioFromJson(nlohmann::json::parse(text)) == scenario);
    const auto doc = nlohmann::json::parse(text);
    CHECK(doc.at("systemBinding").at("sidecar") == "highland-fork.tricorne-system.json");
    CHECK_FALSE(doc.at("systemBinding").contains("embedded"));

    Scenario embedded = scenario;
    embedded.systemBinding->sidecar.clear();
    embedded.systemBinding->embedded = fixtures::sourceJson("tests/data/systems/highland-fork.tricorne-system.json").dump();
    const std::string embeddedText = canonicalScenarioText(embedded);
    const auto again = scenarioFromJson(nlohmann::json::parse(embeddedText));
    CHECK(again == embedded);
    CHECK(canonicalScenarioText(again) == embeddedText);
}

TEST_CASE("the system binding changes no scenario hash, so a log of the sidecar battle replays on its export", "[migration][log]") {
    auto load = loadScenario(bemis());
    REQUIRE(load.scenario.has_value());
    Scenario s = *load.scenario;
    s.systemBinding = SystemBinding{"0123456789abcdef", "house.tricorne-system.json", ""};
    CHECK(scenarioHash(s) == scenarioHash(*load.scenario));
}

TEST_CASE("a system binding the schema does not allow is refused at its pointer", "[migration]") {
    auto doc = bemis();
    doc["version"] = 4;
    for (const auto& binding : {nlohmann::json{{"hash", "0123456789abcdef"}},
                                nlohmann::json{{"hash", "0123456789abcdef"}, {"sidecar", "/etc/house.tricorne-system.json"}},
                                nlohmann::json{{"hash", "0123456789abcdef"}, {"sidecar", "house.json"}},
                                nlohmann::json{{"hash", "0123456789ABCDEF"}, {"sidecar", "house.tricorne-system.json"}},
                                nlohmann::json{{"hash", "0123456789abcdef"}, {"sidecar", "h.tricorne-system.json"}, {"embedded", nlohmann::json::object()}}}) {
        INFO(binding.dump());
        doc["systemBinding"] = binding;
        const auto load = loadScenario(doc);
        CHECK_FALSE(load.scenario);
        REQUIRE_FALSE(load.diagnostics.empty());
        CHECK(load.diagnostics[0].pointer.rfind("/systemBinding", 0) == 0);
    }
}

TEST_CASE("a version-3 scenario holding version 4's system binding is refused at the field", "[migration]") {
    auto doc = fixtures::sourceJson("tests/data/systems/killiecrankie-highland.tricorne.json");
    doc["version"] = 3;
    const auto load = loadScenario(doc);
    REQUIRE(load.diagnostics.size() == 1);
    CHECK(load.diagnostics[0].code == "version-field");
    CHECK(load.diagnostics[0].pointer == "/systemBinding");
    CHECK(load.diagnostics[0].message.find("set \"version\" to 4") != std::string::npos);
    CHECK_FALSE(load.scenario);
}
