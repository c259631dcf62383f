// Versions (DESIGN.md §3): older files migrate on load, newer ones are refused with a message.
#include "fixtures.h"
#include "tricorne/io/json_io.h"

using namespace tricorne;
using nlohmann::json;

namespace {
json bemis() {
    auto r = readJsonFile(fixtures::sourceDir() / "scenarios/bemis-heights.tricorne.json");
    REQUIRE(r.document.has_value());
    return *r.document;
}
}  // namespace

TEST_CASE("a scenario newer than this build is refused and names both versions", "[migration]") {
    auto doc = bemis();
    doc["version"] = kScenarioVersion + 1;
    const auto load = loadScenario(doc);
    CHECK_FALSE(load.scenario.has_value());
    REQUIRE(load.diagnostics.size() == 1);
    CHECK(load.diagnostics[0].code == "version-newer");
    CHECK(load.diagnostics[0].pointer == "/version");
    CHECK(load.diagnostics[0].message.find("version 2") != std::string::npos);
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
    const auto before = doc;
    CHECK(migrateScenario(doc).empty());
    CHECK(doc == before);
}

TEST_CASE("a game-system file newer than this build is refused", "[migration]") {
    auto r = readJsonFile(fixtures::sourceDir() / "templates/systems/jacobite-rising.json");
    REQUIRE(r.document.has_value());
    (*r.document)["version"] = 2;
    const auto ds = validateSystemDocument(*r.document);
    REQUIRE(ds.size() == 1);
    CHECK(ds[0].code == "version-newer");
}
