// What the ground of a hex means (text/hex_text.h): its terrain, and every hex-side feature on
// its edges whichever hex carries it — a fenced hex of open ground is not a hex "without
// effects" (issue: the studio's inspector said so) — all read from the game system's data.
#include <algorithm>
#include <set>

#include <catch2/catch.hpp>

#include "fixtures.h"
#include "translatable.h"
#include "tricorne/text/hex_text.h"

using namespace tricorne;

namespace {

bool startsWith(const std::string& s, const std::string& prefix) { return s.rfind(prefix, 0) == 0; }

/// The line of `lines` that starts with `prefix`, or "".
std::string lineStarting(const std::vector<std::string>& lines, const std::string& prefix) {
    const auto it = std::find_if(lines.begin(), lines.end(), [&](const std::string& l) { return startsWith(l, prefix); });
    return it == lines.end() ? std::string() : *it;
}

bool hasTerrain(const Scenario& s, Hex h) {
    return std::any_of(s.terrain.begin(), s.terrain.end(), [&](const TerrainTile& t) { return t.hex == h; });
}

bool touchesFeature(const Scenario& s, Hex h) {
    return std::any_of(s.hexsides.begin(), s.hexsides.end(), [&](const HexsideFeature& f) {
        return f.hex == h || neighbour(f.hex, f.side) == h;
    });
}

}  // namespace

TEST_CASE("a hex side's feature is described on both hexes it separates, from the system's data", "[text][hex]") {
    const auto load = fixtures::load(fixtures::sourceDir() / "scenarios/bunker-hill.tricorne.json");
    const Scenario& s = *load.scenario;
    const GameSystem& system = *load.system;
    REQUIRE(!s.hexsides.empty());
    for (const HexsideFeature& f : s.hexsides) {
        const HexsideType* type = system.hexsideType(f.type);
        REQUIRE(type);
        const std::string here = type->name + " on the " + std::string(sideName(f.side)) + " side (" + type->source + ")";
        const std::string there = type->name + " on the " + std::string(sideName(opposite(f.side))) + " side (" + type->source + ")";
        const auto own = describeHexGround(s, system, f.hex);
        CHECK(std::find(own.begin(), own.end(), here) != own.end());
        const Hex other = neighbour(f.hex, f.side);
        if (board::contains(other)) {
            const auto across = describeHexGround(s, system, other);
            CHECK(std::find(across.begin(), across.end(), there) != across.end());
        }
        // Open ground with a feature: the terrain line says only that the ground is open.
        if (!hasTerrain(s, f.hex)) CHECK(own.front() == "Open ground: no terrain effects.");
    }
}

TEST_CASE("the hex-side lines follow the feature's data", "[text][hex]") {
    const auto load = fixtures::load(fixtures::sourceDir() / "scenarios/bunker-hill.tricorne.json");
    const Scenario& s = *load.scenario;
    GameSystem system = *load.system;
    const HexsideFeature f = s.hexsides.front();
    const auto entry = std::find_if(system.hexsides.begin(), system.hexsides.end(), [&](const HexsideType& t) { return t.id == f.type; });
    REQUIRE(entry != system.hexsides.end());
    HexsideType* type = &*entry;
    type->crossRestricted = true;
    type->crossableBy = {UnitKind::Infantry};
    type->leaderMayCross = false;
    type->stopAfterCrossing = true;
    type->noBattleAfterCrossing = true;
    type->protectsBothHexes = true;
    type->targeting = KindModifiers{-1, std::nullopt, 0};
    type->lineOfSight = LineOfSight::Blocks;
    const auto lines = describeHexGround(s, system, f.hex);
    CHECK(lineStarting(lines, "Crossing: ") == "Crossing: not by cavalry, artillery, leaders; stop after crossing; no battle after crossing");
    type->crossableBy = {UnitKind::Infantry, UnitKind::Cavalry, UnitKind::Artillery};   // every kind, as the files list it
    type->leaderMayCross = true;
    type->stopAfterCrossing = type->noBattleAfterCrossing = false;
    CHECK(lineStarting(describeHexGround(s, system, f.hex), "Crossing: ") == "Crossing: no restriction");
    CHECK(lineStarting(lines, "Battle across it into either hex: ") ==
          "Battle across it into either hex: infantry -1, cavalry no battle, artillery 0");
    CHECK(lineStarting(lines, "Line of sight across it: ") == "Line of sight across it: blocked");
}

TEST_CASE("a hex's terrain is described from the system's terrain entry", "[text][hex]") {
    const auto load = fixtures::load(fixtures::sourceDir() / "scenarios/bunker-hill.tricorne.json");
    const Scenario& s = *load.scenario;
    const GameSystem& system = *load.system;
    REQUIRE(!s.terrain.empty());
    for (const TerrainTile& t : s.terrain) {
        const TerrainType* type = system.terrainType(t.type);
        REQUIRE(type);
        const auto lines = describeHexGround(s, system, t.hex);
        REQUIRE(!lines.empty());
        CHECK(lines.front() == type->name + " (" + type->source + ")");
        CHECK(!lineStarting(lines, "Movement: ").empty());
        CHECK(!lineStarting(lines, "Battle into it: ").empty());
        CHECK(!lineStarting(lines, "Line of sight: ").empty());
        if (!touchesFeature(s, t.hex))  // a line for each protection the terrain gives, and nothing else
            CHECK(std::count_if(lines.begin(), lines.end(), [](const std::string& l) { return startsWith(l, "Protection: "); }) ==
                  static_cast<long>(type->protection.size()));
    }
}

TEST_CASE("open ground with no feature is one line, a hex off the board none", "[text][hex]") {
    const auto load = fixtures::load(fixtures::sourceDir() / "scenarios/bunker-hill.tricorne.json");
    const Scenario& s = *load.scenario;
    int checked = 0;
    for (int i = 0; i < board::kHexCount; ++i) {
        const Hex h = board::hexAt(i);
        if (hasTerrain(s, h) || touchesFeature(s, h)) continue;
        CHECK(describeHexGround(s, *load.system, h) == std::vector<std::string>{"Open ground: no terrain effects."});
        ++checked;
    }
    CHECK(checked > 0);
    CHECK(describeHexGround(s, *load.system, toAxial(Offset{-1, 0})).empty());
}

// The inspector says these lines in the studio's language (issue #30): each is a marked
// template with its values, line for line describeHexGround's English.
TEST_CASE("every hex's ground in every shipped battle can be said in the studio's language", "[text][hex]") {
    const auto files = fixtures::filesUnder("scenarios", ".tricorne.json");
    REQUIRE(files.size() >= 25);
    std::set<std::string> templates;
    for (const auto& file : files) {
        const auto load = fixtures::load(file);
        for (int i = 0; i < board::kHexCount; ++i) {
            const Hex h = board::hexAt(i);
            const std::vector<Text> lines = hexGroundText(*load.scenario, *load.system, h);
            const std::vector<std::string> english = describeHexGround(*load.scenario, *load.system, h);
            INFO(file.filename().string() << " hex " << i);
            REQUIRE(lines.size() == english.size());
            for (std::size_t n = 0; n < lines.size(); ++n) {
                CHECK(lines[n].text == english[n]);
                REQUIRE_FALSE(lines[n].key.empty());
                fixtures::checkTranslatable(lines[n]);
                templates.insert(lines[n].key);
            }
        }
    }
    // Terrain, hex sides, protections and open ground all came by: the loop saw many kinds of line.
    CHECK(templates.size() > 10);
}
