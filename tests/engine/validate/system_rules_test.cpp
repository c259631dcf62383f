// What a game system says about the family's rules and terrain behaviour (schema/README.md,
// "Game system"): the shipped values as the engine reads them, the shapes the schema refuses,
// and the values this engine does not play yet, refused by pointer as not implemented.
#include "fixtures.h"
#include "tricorne/io/system_json.h"
#include "tricorne/validate/validate.h"

using namespace tricorne;
using json = nlohmann::json;

namespace {

json jacobiteFile() { return fixtures::sourceJson("templates/systems/jacobite-rising.json"); }
json americanFile() { return fixtures::sourceJson("templates/systems/american-revolution.json"); }

/// The index of the terrain entry with that id in a system document.
std::size_t terrainIndex(const json& doc, const std::string& id) {
    const auto& list = doc.at("terrain");
    for (std::size_t i = 0; i < list.size(); ++i)
        if (list[i].at("id") == id) return i;
    FAIL("no terrain " << id);
    return 0;
}

/// The diagnostics of a system document, as "code pointer".
std::vector<std::string> codes(const json& doc) {
    std::vector<std::string> out;
    for (const Diagnostic& d : validateSystemDocument(doc)) out.push_back(d.code + " " + d.pointer);
    return out;
}

bool has(const std::vector<std::string>& list, const std::string& item) {
    return std::find(list.begin(), list.end(), item) != list.end();
}

}  // namespace

TEST_CASE("the shipped systems validate with no diagnostic", "[system]") {
    CHECK(validateSystemDocument(jacobiteFile()).empty());
    CHECK(validateSystemDocument(americanFile()).empty());
}

// --- terrain behaviour as typed properties -----------------------------------------------

TEST_CASE("a road's bonus is a property of its terrain: 2 on the shipped roads, none elsewhere", "[system][000 · ROAD][001 · ROAD]") {
    for (const json& doc : {jacobiteFile(), americanFile()}) {
        const GameSystem system = gameSystemFromJson(doc);
        for (const TerrainType& t : system.terrain) {
            INFO(system.id << " " << t.id);
            CHECK(t.roadBonus == (t.id == "road" ? 2 : 0));
        }
        CHECK(system.maxRoadBonus() == 2);
    }
}

TEST_CASE("waterways are typed: river, fordable stream, ford", "[system][000 · WATERWAY][000 · RIVER FORDS & FORDABLE STREAM]") {
    const GameSystem system = gameSystemFromJson(jacobiteFile());
    CHECK(system.terrainType("river")->waterway == Waterway::River);
    CHECK(system.terrainType("stream")->waterway == Waterway::FordableStream);
    CHECK(system.terrainType("ford")->waterway == Waterway::Ford);
    CHECK(system.terrainType("bridge")->waterway == Waterway::None);
    CHECK(system.waterwayTerrain(Waterway::FordableStream) == system.terrainType("stream"));
}

TEST_CASE("boggy ground's roll: a unit goes on only on its own symbol, a lone leader only on a flag, no roll on retreat",
          "[system][000 · BOGGY GROUND]") {
    const GameSystem system = gameSystemFromJson(jacobiteFile());
    const EnterRoll& roll = system.terrainType("boggy-ground")->enterRoll;
    CHECK(roll.unit == EnterRoll::Outcome{EnterRoll::Effect::StopUnlessFace, RollFace::OwnSymbol});
    CHECK(roll.leader == EnterRoll::Outcome{EnterRoll::Effect::StopUnlessFace, RollFace::Flag});
    CHECK_FALSE(roll.retreats);
    CHECK(system.marshTerrain() == nullptr);  // nothing in 000 costs a block on entering
    CHECK_FALSE(system.terrainType("forest")->enterRoll.any());
}

TEST_CASE("wetland's roll: a block and a stop on the unit's symbol, a lone leader lost on a saber, on retreats too",
          "[system][001 · WETLAND - MARSH & SWAMP]") {
    const GameSystem system = gameSystemFromJson(americanFile());
    const EnterRoll& roll = system.terrainType("wetland")->enterRoll;
    CHECK(roll.unit == EnterRoll::Outcome{EnterRoll::Effect::LoseBlockAndStop, RollFace::OwnSymbol});
    CHECK(roll.leader == EnterRoll::Outcome{EnterRoll::Effect::LeaderLost, RollFace::Saber});
    CHECK(roll.retreats);
    CHECK(system.marshTerrain() == system.terrainType("wetland"));
}

TEST_CASE("a roll's own symbol is the unit's kind; other faces are themselves", "[system][000 · BOGGY GROUND]") {
    CHECK(rollShows(RollFace::OwnSymbol, Face::Cavalry, UnitKind::Cavalry));
    CHECK_FALSE(rollShows(RollFace::OwnSymbol, Face::Infantry, UnitKind::Cavalry));
    CHECK(rollShows(RollFace::Flag, Face::Flag, UnitKind::Infantry));
    CHECK_FALSE(rollShows(RollFace::Saber, Face::Flag, UnitKind::Infantry));
}

TEST_CASE("terrain behaviour of the wrong shape is refused by the schema at its place", "[system][hostile]") {
    auto old = jacobiteFile();
    const std::string boggy = "/terrain/" + std::to_string(terrainIndex(old, "boggy-ground"));
    old.at(json::json_pointer(boggy + "/movement/enterRoll")) = "boggy";  // the old, untyped form
    CHECK(has(codes(old), "schema " + boggy + "/movement/enterRoll"));

    auto effect = jacobiteFile();
    effect.at(json::json_pointer(boggy + "/movement/enterRoll/leader/effect")) = "lose-block-and-stop";  // a unit's effect
    CHECK_FALSE(codes(effect).empty());

    auto road = jacobiteFile();
    const std::string roadAt = "/terrain/" + std::to_string(terrainIndex(road, "road"));
    road.at(json::json_pointer(roadAt + "/movement/roadBonus")) = -1;
    CHECK(has(codes(road), "schema " + roadAt + "/movement/roadBonus"));

    auto water = jacobiteFile();
    const std::string river = "/terrain/" + std::to_string(terrainIndex(water, "river"));
    water.at(json::json_pointer(river + "/waterway")) = "lake";
    CHECK(has(codes(water), "schema " + river + "/waterway"));
}

TEST_CASE("a retreat roll that only stops the piece is refused as not implemented", "[system][000 · BOGGY GROUND]") {
    auto doc = jacobiteFile();
    const std::string boggy = "/terrain/" + std::to_string(terrainIndex(doc, "boggy-ground"));
    doc.at(json::json_pointer(boggy + "/movement/enterRoll/retreats")) = true;
    const Diagnostics diagnostics = validateSystemDocument(doc);
    REQUIRE(diagnostics.size() == 1);
    CHECK(diagnostics[0].code == "not-implemented");
    CHECK(diagnostics[0].pointer == boggy + "/movement/enterRoll/retreats");
    CHECK(diagnostics[0].message.find("not implemented by this engine yet") != std::string::npos);
}
