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

/// The Jacobite Rising with `value` at `pointer` is refused by exactly one diagnostic, of
/// `code`, at that pointer, its message saying `phrase`.
void refusedAlone(const std::string& pointer, const json& value, const std::string& code, const std::string& phrase) {
    INFO(pointer);
    auto doc = jacobiteFile();
    doc[json::json_pointer(pointer)] = value;
    const Diagnostics diagnostics = validateSystemDocument(doc);
    REQUIRE(diagnostics.size() == 1);
    CHECK(diagnostics[0].code == code);
    CHECK(diagnostics[0].pointer == pointer);
    CHECK(diagnostics[0].message.find(phrase) != std::string::npos);
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

TEST_CASE("a roll's own symbol is the unit's kind, other faces are themselves", "[system][000 · BOGGY GROUND]") {
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

// --- the rules of the family ---------------------------------------------------------------

TEST_CASE("the shipped systems spell out Tricorne's rules of the family, the defaults", "[system][000 · Phase 4. Combat]") {
    for (const json& doc : {jacobiteFile(), americanFile()}) {
        const GameSystem system = gameSystemFromJson(doc);
        INFO(system.id);
        CHECK(system.rules == FamilyRules{});
        auto bare = doc;
        bare["rules"] = json::object();  // every field left out: the same rules
        CHECK(gameSystemFromJson(bare).rules == FamilyRules{});
    }
}

TEST_CASE("Chief markers are named in the rules of the family", "[system][000 · CLAN CHIEF & CHIEF OFFICER MARKERS]") {
    const GameSystem jacobite = gameSystemFromJson(jacobiteFile());
    CHECK(jacobite.hasChiefMarkers());
    CHECK(jacobite.faction("jacobite")->chiefMarker == std::optional<std::string>("Clan Chief"));
    CHECK_FALSE(gameSystemFromJson(americanFile()).hasChiefMarkers());
    auto stray = jacobiteFile();
    stray["rules"]["chiefMarkers"]["french"] = "Marshal";
    CHECK(has(codes(stray), "unknown-faction /rules/chiefMarkers/french"));
    auto old = jacobiteFile();
    old["chiefMarkers"] = old["rules"]["chiefMarkers"];  // the old place, at the top
    CHECK(has(codes(old), "schema "));
}

TEST_CASE("the values the engine plays besides Tricorne's validate",
          "[system][002 · Phase 4. COMBAT][002 · RANGED COMBAT][002 · Bolster Morale][002 · Cavalry Bonus Attack][002 · RETREATS][002 · Cavalry Breakthrough][002 · Leader Escape][002 · LEADER CASUALTY CHECK]") {
    auto doc = jacobiteFile();
    doc["rules"]["dice"]["fullStrengthBonus"] = 0;
    doc["rules"]["leaders"]["loneLeaderFire"] = "never";
    doc["rules"]["leaders"]["loneLeaderSupport"] = "counts-as-support";
    doc["rules"]["leaders"]["escape"] = "any-enemy-on-path";
    doc["rules"]["leaders"]["checkOnRetreatLosses"] = true;
    doc["rules"]["bonusMelee"] = "cavalry-only";
    doc["rules"]["rallyChecks"] = false;
    doc["rules"]["breakthroughHexes"] = 1;
    CHECK(validateSystemDocument(doc).empty());
    const FamilyRules r = gameSystemFromJson(doc).rules;
    CHECK(r.dice.fullStrengthBonus == 0);
    CHECK(r.leaders.loneLeaderFire == LoneLeaderFire::Never);
    CHECK(r.leaders.loneLeaderSupport == LoneLeaderSupport::CountsAsSupport);
    CHECK(r.leaders.escape == LeaderEscape::AnyEnemyOnPath);
    CHECK(r.leaders.checkOnRetreatLosses);
    CHECK(r.bonusMelee == BonusMeleeUnits::CavalryOnly);
    CHECK_FALSE(r.rallyChecks);
    CHECK(r.breakthroughHexes == 1);
}

TEST_CASE("002's dice model validates and is read: blocks, half-blocks fire rounded by army, artillery's last block",
          "[system][002 · Phase 4. COMBAT][002 · RANGED COMBAT][002 · MELEE COMBAT]") {
    auto doc = jacobiteFile();
    doc["rules"]["dice"] = json::parse(R"({"model": "blocks", "movedInfantry": "half-blocks"})");
    CHECK(validateSystemDocument(doc).empty());
    FamilyRules r = gameSystemFromJson(doc).rules;
    CHECK(r.dice.model == DiceModel::Blocks);
    CHECK(r.dice.movedInfantry == MovedInfantryDice::HalfBlocks);
    CHECK(r.dice.fullStrengthBonus == 1);  // left out: Tricorne's
    CHECK(r.dice.artilleryOneBlockFewer == 0);
    doc["rules"]["dice"]["fullStrengthBonus"] = 0;
    doc["rules"]["dice"]["artilleryOneBlockFewer"] = 1;
    doc["armies"][0]["movedFireRounding"] = "up";
    doc["armies"][1]["movedFireRounding"] = "down";
    CHECK(validateSystemDocument(doc).empty());
    const GameSystem system = gameSystemFromJson(doc);
    CHECK(system.rules.dice.fullStrengthBonus == 0);
    CHECK(system.rules.dice.artilleryOneBlockFewer == 1);
    CHECK(system.armies[0].movedFireRoundsUp == std::optional<bool>(true));
    CHECK(system.armies[1].movedFireRoundsUp == std::optional<bool>(false));
    // The blocks model alone, moved infantry losing one die as in Tricorne, is played too.
    auto blocks = jacobiteFile();
    blocks["rules"]["dice"]["model"] = "blocks";
    CHECK(validateSystemDocument(blocks).empty());
    CHECK(gameSystemFromJson(blocks).rules.dice.movedInfantry == MovedInfantryDice::OneFewer);
}

TEST_CASE("a value of 002's dice read only with another is refused at its place without it",
          "[system][002 · RANGED COMBAT][002 · MELEE COMBAT]") {
    const std::vector<std::pair<std::string, json>> values{
        {"/armies/0/movedFireRounding", "down"},     // with one-die-fewer: no half blocks to round
        {"/rules/dice/artilleryOneBlockFewer", 1},   // with the chart model
    };
    for (const auto& [pointer, value] : values) refusedAlone(pointer, value, "rule-unread", "is read only with");
}

TEST_CASE("each value of the family the engine does not play yet is refused at its place as not implemented",
          "[system][002 · Phase 4. COMBAT][002 · RANGED COMBAT]") {
    const std::vector<std::pair<std::string, json>> values{
        {"/rules/dice/movedInfantry", "half-blocks"},        // 002 · RANGED COMBAT 4, with the chart model: no blocks to halve
        {"/rules/leadersStopRetreats", false},
    };
    for (const auto& [pointer, value] : values) refusedAlone(pointer, value, "not-implemented", "not implemented by this engine yet");
}

TEST_CASE("rules of the family of the wrong shape are refused by the schema at their place", "[system][hostile]") {
    const std::vector<std::pair<std::string, json>> values{
        {"/rules/dice/model", "dice-pool"},
        {"/rules/dice/fullStrengthBonus", 9},
        {"/rules/dice/fullStrengthBonus", -1},
        {"/rules/dice/artilleryOneBlockFewer", 4},
        {"/rules/rallyChecks", "sometimes"},
        {"/rules/leaders/escape", 3},
        {"/rules/breakthroughHexes", 99},
        {"/rules/unknownRule", true},
    };
    for (const auto& [pointer, value] : values) {
        INFO(pointer << " = " << value.dump());
        auto doc = jacobiteFile();
        doc[json::json_pointer(pointer)] = value;
        const auto all = codes(doc);
        CHECK_FALSE(all.empty());
        CHECK(std::all_of(all.begin(), all.end(), [](const std::string& c) { return c.rfind("schema", 0) == 0; }));
    }
}

// --- the board and the die ------------------------------------------------------------------

TEST_CASE("the shipped systems' board and die are Tricorne's, read from their files",
          "[system][000 · Battlefield Game Board][000 · Battle Dice][001 · BATTLE DICE]") {
    for (const json& doc : {jacobiteFile(), americanFile()}) {
        const GameSystem system = gameSystemFromJson(doc);
        INFO(system.id);
        CHECK(system.board == BoardShape{});
        CHECK(system.die == Die{});
        CHECK(system.die.count(Face::Flag) == 2);
        CHECK(system.die.count(Face::Saber) == 1);
    }
}

TEST_CASE("a die's faces and counts give its sides in order", "[system][000 · Battle Dice]") {
    auto doc = jacobiteFile();
    doc["die"]["faces"] = json::parse(R"([{"face": "infantry", "count": 2}, {"face": "blank", "count": 1}, {"face": "saber", "count": 1}])");
    CHECK(validateSystemDocument(doc).empty());
    CHECK(gameSystemFromJson(doc).die.sides == std::vector<Face>{Face::Infantry, Face::Infantry, Face::Blank, Face::Saber});
    doc["die"]["faces"] = json::parse(R"([{"face": "flag", "count": 12}, {"face": "saber", "count": 1}])");
    const Diagnostics tooMany = validateSystemDocument(doc);
    REQUIRE(tooMany.size() == 1);
    CHECK(tooMany[0].code == "die-sides");
    CHECK(tooMany[0].pointer == "/die/faces");
    auto wrong = jacobiteFile();
    wrong["die"]["faces"][0]["face"] = "eagle";
    CHECK(has(codes(wrong), "schema /die/faces/0/face"));
}

TEST_CASE("a board that fits the engine's frame validates, a larger one is refused naming the frame, and its dotted lines must lie inside it",
          "[system][000 · Battlefield Game Board]") {
    // Commands & Colors: Napoleonics' board, 13 hexes wide by 9 deep (the 002 excerpt leaves
    // the board out; https://docslib.org/doc/3269872/ccn-rules-2016-pdf).
    auto nine = jacobiteFile();
    nine["board"]["rows"] = 9;
    CHECK(validateSystemDocument(nine).empty());
    CHECK(gameSystemFromJson(nine).board.rows == 9);
    auto narrow = jacobiteFile();
    narrow["board"]["columns"] = 11;
    CHECK(validateSystemDocument(narrow).empty());
    for (const auto& [field, value] : {std::pair{"rows", 12}, std::pair{"columns", 14}}) {
        INFO(field << " = " << value);
        auto large = jacobiteFile();
        large["board"][field] = value;
        const Diagnostics refused = validateSystemDocument(large);
        REQUIRE(refused.size() == 1);
        CHECK(refused[0].code == "not-implemented");
        CHECK(refused[0].pointer == "/board");
        CHECK(refused[0].message.find("is larger than this engine holds: at most 11 rows and 13 columns") != std::string::npos);
    }
    auto lines = jacobiteFile();
    lines["board"]["dottedLines"] = json::array({8, 4});
    CHECK(has(codes(lines), "board-sections /board/dottedLines"));
    auto moved = jacobiteFile();
    moved["board"]["dottedLines"] = json::array({3, 9});  // inside the board: played as data
    CHECK(validateSystemDocument(moved).empty());
    CHECK(gameSystemFromJson(moved).board.inSection({3, 0}, BoardSection::Centre));
    auto huge = jacobiteFile();
    huge["board"]["columns"] = 99;
    CHECK(has(codes(huge), "schema /board/columns"));
}

TEST_CASE("a scenario's hexes are checked against its system's board, by hex and pointer", "[system][validate][000 · Battlefield Game Board]") {
    auto load = fixtures::semanticBase("base-jacobite.tricorne.json");
    GameSystem nine = *load.system;
    nine.board.rows = 9;  // a shorter board, Commands & Colors: Napoleonics'
    Scenario s = *load.scenario;
    s.units.push_back({"far", s.units.front().army, s.units.front().type, toAxial({3, 9}), 4, "", false});
    const Diagnostics onTricorne = validateSemantics(s, *load.system);
    CHECK(fixtures::withCode(onTricorne, "unit-off-board").empty());
    const Diagnostics onNine = fixtures::withCode(validateSemantics(s, nine), "unit-off-board");
    REQUIRE(onNine.size() == 1);
    CHECK(onNine[0].pointer == "/units/" + std::to_string(s.units.size() - 1) + "/hex");
    CHECK(onNine[0].message.find("3,9") != std::string::npos);
    // The message names the system's board, not Tricorne's: rows 0-8 here.
    CHECK(onNine[0].message.find("(rows 0-8, columns 0-12, in odd rows 0-11)") != std::string::npos);
    s.units.back().hex = toAxial({12, 1});  // the last column of an even row, one past an odd row's
    const Diagnostics odd = fixtures::withCode(validateSemantics(s, *load.system), "unit-off-board");
    REQUIRE(odd.size() == 1);
    CHECK(odd[0].message == "unit `far` at 12,1 is off the board (rows 0-10, columns 0-12, in odd rows 0-11); move it");
}
