// One conformance test over every shipped file (docs/design/quality.md): schema, load, export,
// reload, idempotence. Later issues add seeded random games to the same loop.
#include <fstream>

#include "fixtures.h"
#include "tricorne/validate/export.h"
#include "tricorne/io/json_io.h"
#include "tricorne/io/schema_check.h"
#include "tricorne/io/system_json.h"
#include "tricorne/validate/validate.h"

using namespace tricorne;

namespace {
std::vector<std::filesystem::path> shippedScenarios() {
    auto files = fixtures::filesUnder("scenarios", ".tricorne.json");
    const auto templates = fixtures::filesUnder("templates/scenarios", ".tricorne.json");
    files.insert(files.end(), templates.begin(), templates.end());
    return files;
}
}  // namespace

TEST_CASE("every shipped scenario loads without errors", "[conformance]") {
    const auto files = shippedScenarios();
    REQUIRE(files.size() >= 4);
    for (const auto& path : files) {
        INFO(path.string());
        const auto load = loadScenarioFile(path);
        REQUIRE(load.scenario.has_value());
        for (const auto& d : load.diagnostics) INFO(d.code << " " << d.pointer << " " << d.message);
        CHECK_FALSE(hasErrors(load.diagnostics));
    }
}

TEST_CASE("the shipped battles carry no warnings at all", "[conformance]") {
    for (const auto& path : fixtures::filesUnder("scenarios", ".tricorne.json")) {
        INFO(path.string());
        const auto load = loadScenarioFile(path);
        for (const auto& d : load.diagnostics) INFO(d.code << " " << d.pointer << " " << d.message);
        CHECK(load.diagnostics.empty());
    }
}

TEST_CASE("export round-trips every shipped scenario and is idempotent", "[conformance][export]") {
    for (const auto& path : shippedScenarios()) {
        INFO(path.string());
        const auto load = loadScenarioFile(path);
        REQUIRE(load.scenario.has_value());
        const auto first = canonicalExportText(*load.scenario);
        REQUIRE_FALSE(hasErrors(first.diagnostics));
        auto reread = parseJson(first.text);
        REQUIRE(reread.document.has_value());
        const auto reload = loadScenario(*reread.document);
        REQUIRE(reload.scenario.has_value());
        CHECK(*reload.scenario == *load.scenario);  // nothing lost
        CHECK(canonicalExportText(*reload.scenario).text == first.text);  // same bytes
    }
}

TEST_CASE("every shipped game system validates and is compiled into the catalog as its file reads", "[conformance]") {
    // The catalog holds values generated from these files at build time (no JSON is read at
    // run time), so the files' checks live here: each passes the schema and the semantic
    // checks, and the compiled value equals what the reader makes of the file today.
    const auto files = fixtures::filesUnder("templates/systems", ".json");
    REQUIRE(files.size() == 2);
    const auto& catalog = builtinSystems();
    REQUIRE(catalog.ids().size() == files.size());
    for (const auto& path : files) {
        INFO(path.string());
        CHECK(validateFile(path).empty());
        const auto read = readJsonFile(path);
        REQUIRE(read.document.has_value());
        const GameSystem fromFile = gameSystemFromJson(*read.document);
        const GameSystem* compiled = catalog.find(fromFile.id);
        REQUIRE(compiled != nullptr);
        CHECK(*compiled == fromFile);
    }
    REQUIRE(catalog.find("jacobite-rising") != nullptr);
    REQUIRE(catalog.find("american-revolution") != nullptr);
}

TEST_CASE("the systems hold the booklets' rosters and boxes", "[conformance][000 · ARMY UNIT ROSTER][001 · ARMY UNIT ROSTER]") {
    const auto& catalog = builtinSystems();
    const GameSystem& jr = *catalog.find("jacobite-rising");
    const GameSystem& ar = *catalog.find("american-revolution");
    // 000 · CONTENTS: 176 small (infantry), 68 medium (cavalry), 39 rectangular (artillery + leaders).
    // 001 · CONTENTS: 252 small, 20 medium, 37 rectangular.
    auto blocks = [](const GameSystem& s, UnitKind kind) {
        int n = 0;
        for (const auto& a : s.armies)
            for (const auto& t : a.unitTypes)
                if (t.kind == kind) n += 4 * t.box;
        return n;
    };
    auto leaders = [](const GameSystem& s) {
        int n = 0;
        for (const auto& a : s.armies) n += a.leadersInBox;
        return n;
    };
    CHECK(blocks(jr, UnitKind::Infantry) == 176);
    CHECK(blocks(jr, UnitKind::Cavalry) == 68);
    CHECK(blocks(jr, UnitKind::Artillery) + leaders(jr) == 39);
    CHECK(blocks(ar, UnitKind::Infantry) == 252);
    CHECK(blocks(ar, UnitKind::Cavalry) == 20);
    CHECK(blocks(ar, UnitKind::Artillery) + leaders(ar) == 37);

    // Where the booklets differ: militia retreat and Highland dice.
    CHECK(ar.army("continental")->unitType("militia")->retreatPerFlag == 3);
    CHECK(jr.army("government")->unitType("militia")->retreatPerFlag == 2);
    CHECK(ar.army("british")->unitType("highland")->dice == std::vector<int>{2, 2, 1});
    CHECK(jr.army("jacobite")->unitType("highland")->dice == std::vector<int>{2, 1, 0});
    CHECK(ar.army("british")->unitType("guard")->flagsIgnored == 2);
    CHECK(ar.army("british")->unitType("guard")->rallyModifier == 2);
    CHECK(jr.hasChiefMarkers());
    CHECK_FALSE(ar.hasChiefMarkers());
}

TEST_CASE("export round-trips every shipped file, game systems included, and is idempotent", "[conformance][export]") {
    const auto dir = std::filesystem::temp_directory_path() / "tricorne-conformance-export";
    std::filesystem::remove_all(dir);
    std::filesystem::create_directories(dir);
    auto files = shippedScenarios();
    const auto systems = fixtures::filesUnder("templates/systems", ".json");
    files.insert(files.end(), systems.begin(), systems.end());
    for (const auto& path : files) {
        INFO(path.string());
        const auto once = dir / ("once-" + path.filename().string());
        const auto twice = dir / ("twice-" + path.filename().string());
        const auto first = exportFile(path, once);
        REQUIRE(first.written);
        CHECK(validateFile(once).empty() == validateFile(path).empty());
        REQUIRE(exportFile(once, twice).written);
        std::ifstream a(once, std::ios::binary), b(twice, std::ios::binary);
        const std::string bytesA((std::istreambuf_iterator<char>(a)), std::istreambuf_iterator<char>());
        const std::string bytesB((std::istreambuf_iterator<char>(b)), std::istreambuf_iterator<char>());
        CHECK(bytesA == bytesB);
    }
    std::filesystem::remove_all(dir);
}
