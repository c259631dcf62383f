// The semantic layer of validation, one test per check (docs/design/engine.md, Validation).
// Each test starts from a valid base scenario, confirms the check is silent on it, breaks
// the scenario in exactly one way and expects exactly that diagnostic.
#include <set>

#include "fixtures.h"
#include "tricorne/core/board.h"
#include "tricorne/io/json_io.h"

using namespace tricorne;

namespace {

struct Case {
    Scenario scenario;
    const GameSystem* system;
};

Case jacobite() {
    auto load = fixtures::semanticBase("base-jacobite.tricorne.json");
    return {*load.scenario, load.system};
}

Case american() {
    auto load = fixtures::semanticBase("base-american.tricorne.json");
    return {*load.scenario, load.system};
}

Unit& unit(Scenario& s, const std::string& id) {
    for (auto& u : s.units)
        if (u.id == id) return u;
    FAIL("no unit " << id);
    throw;
}

/// Runs the check and expects exactly one diagnostic with `code` (and no errors of other codes).
Diagnostic expectOne(const Case& c, const std::string& code, Severity severity = Severity::Error) {
    const auto all = validateSemantics(c.scenario, *c.system);
    const auto matching = fixtures::withCode(all, code);
    INFO("diagnostics: " << all.size());
    for (const auto& d : all) INFO(d.code << " " << d.pointer << " " << d.message);
    REQUIRE(matching.size() == 1);
    for (const auto& d : all) fixtures::checkTranslatable(d);
    CHECK(matching[0].severity == severity);
    CHECK_FALSE(matching[0].message.empty());
    for (const auto& d : all)
        if (d.code != code) CHECK(d.severity != Severity::Error);
    return matching[0];
}

void expectClean(const Case& c) {
    const auto all = validateSemantics(c.scenario, *c.system);
    for (const auto& d : all) INFO(d.code << " " << d.pointer << " " << d.message);
    CHECK(all.empty());
}

}  // namespace

TEST_CASE("the semantic base scenarios are clean", "[semantic]") {
    expectClean(jacobite());
    expectClean(american());
}

TEST_CASE("a unit off the board is an error", "[semantic][unit-off-board]") {
    auto c = jacobite();
    unit(c.scenario, "jac-2").hex = toAxial({12, 7});  // odd rows end at col 11
    const auto d = expectOne(c, "unit-off-board");
    CHECK(d.pointer == "/units/3/hex");
    CHECK(d.hex == Offset{12, 7});
}

TEST_CASE("a leader off the board is an error", "[semantic][leader-off-board]") {
    auto c = jacobite();
    c.scenario.leaders[1].hex = toAxial({12, 9});
    const auto d = expectOne(c, "leader-off-board");
    CHECK(d.pointer == "/leaders/1/hex");
}

TEST_CASE("a map label off the board is an error", "[semantic][label-off-board]") {
    auto c = jacobite();
    c.scenario.labels.push_back({"River Garry", toAxial({3, 5}), 0});
    expectClean(c);
    c.scenario.labels.push_back({"Urrard House", toAxial({12, 3}), 30});
    const auto d = expectOne(c, "label-off-board");
    CHECK(d.pointer == "/labels/1/hex");
    CHECK(d.message.find("Urrard House") != std::string::npos);
}

TEST_CASE("two units in one hex is an error", "[semantic][units-stacked][000 · UNITS & LEADERS]") {
    auto c = jacobite();
    unit(c.scenario, "jac-2").hex = unit(c.scenario, "jac-1").hex;
    const auto d = expectOne(c, "units-stacked");
    CHECK(d.pointer == "/units/3/hex");
    CHECK(d.hex == Offset{4, 8});
    CHECK(d.message.find("jac-1") != std::string::npos);
    CHECK(d.message.find("jac-2") != std::string::npos);
}

TEST_CASE("two leaders in one hex is an error", "[semantic][leaders-stacked]") {
    auto c = jacobite();
    c.scenario.leaders.push_back({"cannon", "jacobite", "Cannon", c.scenario.leaders[1].hex});
    const auto d = expectOne(c, "leaders-stacked");
    CHECK(d.pointer == "/leaders/2/hex");
}

TEST_CASE("a leader attached to a unit with a Chief marker is an error", "[semantic][chief-with-leader][000 · CLAN CHIEF & CHIEF OFFICER MARKERS]") {
    auto c = jacobite();
    c.scenario.leaders[1].hex = unit(c.scenario, "jac-1").hex;  // jac-1 carries a Clan Chief
    const auto d = expectOne(c, "chief-with-leader");
    CHECK(d.pointer == "/leaders/1/hex");
    CHECK(d.hex == Offset{4, 8});
}

TEST_CASE("a Chief marker in a game without Chief markers is an error", "[semantic][chief-not-in-system]") {
    auto c = american();
    unit(c.scenario, "con-1").chief = true;
    const auto d = expectOne(c, "chief-not-in-system");
    CHECK(d.pointer == "/units/2/chief");
}

TEST_CASE("a unit on terrain impassable to it is an error", "[semantic][impassable-terrain][000 · RIVER]") {
    auto c = jacobite();
    unit(c.scenario, "gov-1").hex = toAxial({6, 5});  // the river
    c.scenario.leaders[0].hex = toAxial({3, 2});
    const auto d = expectOne(c, "impassable-terrain");
    CHECK(d.pointer == "/units/0/hex");
    CHECK(d.message == "unit `gov-1` at 6,5 stands on river, which infantry cannot enter; move it or add a ford");
}

TEST_CASE("artillery on boggy ground is an error, infantry there is not", "[semantic][impassable-terrain][000 · BOGGY GROUND]") {
    auto c = jacobite();
    unit(c.scenario, "jac-2").hex = toAxial({9, 8});  // cavalry on boggy ground is fine
    expectClean(c);
    unit(c.scenario, "gov-2").hex = toAxial({9, 8});
    unit(c.scenario, "jac-2").hex = toAxial({8, 8});
    c.scenario.leaders[1].hex = toAxial({8, 8});
    const auto d = expectOne(c, "impassable-terrain");
    CHECK(d.pointer == "/units/1/hex");
}

TEST_CASE("artillery on wetland is an error", "[semantic][impassable-terrain][001 · WETLAND - MARSH & SWAMP]") {
    auto c = american();
    c.scenario.units.push_back({"con-2", "continental", "light-artillery", toAxial({3, 4}), 4, "", false});
    const auto d = expectOne(c, "impassable-terrain");
    CHECK(d.pointer == "/units/3/hex");
}

TEST_CASE("a leader on a river is an error", "[semantic][impassable-terrain][000 · RIVER]") {
    auto c = jacobite();
    c.scenario.leaders[1].hex = toAxial({6, 5});
    const auto d = expectOne(c, "impassable-terrain");
    CHECK(d.pointer == "/leaders/1/hex");
}

TEST_CASE("a hex-side feature on a side that leads off the board is an error", "[semantic][hexside-off-board]") {
    auto c = jacobite();
    c.scenario.hexsides.push_back({toAxial({0, 4}), Side::W, "enclosure-wall"});
    const auto d = expectOne(c, "hexside-off-board");
    CHECK(d.pointer == "/hexsides/2/side");
    CHECK(d.hex == Offset{0, 4});
    auto top = jacobite();
    top.scenario.hexsides.push_back({toAxial({3, 0}), Side::NE, "field-works"});
    CHECK(expectOne(top, "hexside-off-board").pointer == "/hexsides/2/side");
}

TEST_CASE("two features on one side of a hex is an error", "[semantic][hexside-duplicate]") {
    auto c = jacobite();
    c.scenario.hexsides.push_back({toAxial({4, 4}), Side::NE, "field-works"});
    CHECK(expectOne(c, "hexside-duplicate").pointer == "/hexsides/2");
}

TEST_CASE("a unit type that is not in the army is an error", "[semantic][unknown-unit-type]") {
    auto c = jacobite();
    unit(c.scenario, "jac-1").type = "grenadier";  // only the Government fields grenadiers in 000
    const auto d = expectOne(c, "unknown-unit-type");
    CHECK(d.pointer == "/units/2/type");
    CHECK(d.message.find("`highland`") != std::string::npos);  // lists the choices
}

TEST_CASE("an army that is not in the system is an error", "[semantic][unknown-army]") {
    auto c = jacobite();
    unit(c.scenario, "jac-2").army = "hessian";
    CHECK(expectOne(c, "unknown-army").pointer == "/units/3/army");
    auto side = jacobite();
    side.scenario.bottom.armies.push_back("french");
    CHECK(expectOne(side, "unknown-army").pointer == "/sides/bottom/armies/1");
}

TEST_CASE("an army on the wrong side is an error", "[semantic][army-wrong-side]") {
    SECTION("an army listed under the other faction") {
        auto c = american();
        c.scenario.bottom.armies.push_back("german");
        c.scenario.top.armies = {"british"};
        unit(c.scenario, "ger-1").army = "british";
        unit(c.scenario, "ger-1").type = "grenadier";
        CHECK(expectOne(c, "army-wrong-side").pointer == "/sides/bottom/armies/1");
    }
    SECTION("a unit of an army neither side fields") {
        auto c = american();
        c.scenario.top.armies = {"british"};
        const auto d = expectOne(c, "army-wrong-side");
        CHECK(d.pointer == "/units/1/army");
        CHECK(d.hex == Offset{7, 1});
    }
}

TEST_CASE("both sides of one faction is an error", "[semantic][same-faction]") {
    auto c = jacobite();
    c.scenario.top.faction = "jacobite";
    c.scenario.top.armies = {"jacobite"};
    c.scenario.bottom.armies = {};
    for (auto& u : c.scenario.units) u.army = "jacobite";
    for (auto& u : c.scenario.units) u.type = "highland";
    for (auto& l : c.scenario.leaders) l.army = "jacobite";
    const auto all = validateSemantics(c.scenario, *c.system);
    CHECK(fixtures::withCode(all, "same-faction").size() == 1);
}

TEST_CASE("a faction or Combat deck that is not in the system is an error", "[semantic][unknown-faction]") {
    auto c = jacobite();
    c.scenario.bottom.combatDeck = "continental";
    CHECK(expectOne(c, "unknown-combat-deck").pointer == "/sides/bottom/combatDeck");
    auto f = american();
    f.scenario.bottom.faction = "french";
    f.scenario.bottom.armies = {};
    f.scenario.units.pop_back();
    f.scenario.leaders.clear();
    const auto all = validateSemantics(f.scenario, *f.system);
    REQUIRE(fixtures::withCode(all, "unknown-faction").size() == 1);
    CHECK(fixtures::withCode(all, "unknown-faction")[0].pointer == "/sides/bottom/faction");
}

TEST_CASE("an objective hex off the board is an error", "[semantic][objective-off-board]") {
    auto c = jacobite();
    c.scenario.objectives[0].hexes.push_back(toAxial({12, 3}));
    const auto d = expectOne(c, "objective-off-board");
    CHECK(d.pointer == "/objectives/0/hexes/1");
    CHECK(d.hex == Offset{12, 3});
}

TEST_CASE("victory banners the units on the board cannot reach are a warning", "[semantic][banners-unreachable][000 · VICTORY BANNERS]") {
    auto c = american();
    // Needs 1. Continental: 2 enemy units = 2 banners. British: 1 unit + 1 leader = 2.
    expectClean(c);
    c.scenario.victoryBanners = 3;
    const auto all = validateSemantics(c.scenario, *c.system);
    CHECK(fixtures::withCode(all, "banners-unreachable").size() == 2);
    for (const auto& d : all) CHECK(d.severity == Severity::Warning);
    // An objective worth a banner to the Continentals makes their 3 reachable.
    Objective hill;
    hill.id = "hill";
    hill.kind = ObjectiveKind::Permanent;
    hill.beneficiary = Beneficiary::Bottom;
    hill.hexes = {toAxial({6, 5})};
    hill.banners = 1;
    c.scenario.objectives.push_back(hill);
    const auto after = fixtures::withCode(validateSemantics(c.scenario, *c.system), "banners-unreachable");
    REQUIRE(after.size() == 1);
    CHECK(after[0].message.find("British") != std::string::npos);
}

TEST_CASE("more units of a type than the box holds is a warning", "[semantic][box-exceeded][000 · CONTENTS]") {
    auto c = jacobite();
    // The box holds 4 Jacobite battle cavalry units.
    for (int i = 0; i < 4; ++i)
        c.scenario.units.push_back({"jac-c" + std::to_string(i), "jacobite", "battle-cavalry", toAxial({i, 9}), 4, "", false});
    const auto d = expectOne(c, "box-exceeded", Severity::Warning);
    CHECK(d.pointer == "/units/3/type");
    CHECK(d.message.find("5") != std::string::npos);
}

TEST_CASE("more leaders than the box holds is a warning", "[semantic][box-exceeded][001 · CONTENTS]") {
    auto c = american();
    c.scenario.leaders.push_back({"riedesel", "german", "Riedesel", toAxial({7, 1})});
    expectClean(c);
    c.scenario.leaders.push_back({"specht", "german", "Specht", toAxial({8, 0})});
    CHECK(expectOne(c, "box-exceeded", Severity::Warning).pointer == "/leaders");
}

TEST_CASE("more Chief markers than the box holds is a warning", "[semantic][box-exceeded][000 · CONTENTS]") {
    auto c = jacobite();  // two Chief markers already
    // The box holds 6 double-sided Clan Chief / Chief Officer markers, for both armies together.
    for (int i = 0; i < 4; ++i) c.scenario.units.push_back({"jac-h" + std::to_string(i), "jacobite", "highland", toAxial({i, 10}), 4, "", true});
    CHECK(boxUse(c.scenario).chiefMarkers == 6);
    expectClean(c);
    c.scenario.units.push_back({"gov-h", "government", "regular", toAxial({0, 0}), 4, "", true});
    const auto d = expectOne(c, "box-exceeded", Severity::Warning);
    CHECK(d.pointer == "/units");
    CHECK(d.message.find("7 Chief markers") != std::string::npos);
}

TEST_CASE("hex-side features on a hex without a tile take a terrain tile of their own",
          "[semantic][box-exceeded][000 · Hints when setting up Scenario Terrain]") {
    auto c = jacobite();  // three tiles, and two features on hexes without one
    BoxUse use = boxUse(c.scenario);
    CHECK(use.terrainTiles == 3);
    CHECK(use.hexsideFeatures == 2);
    CHECK(use.hexsideTiles == 2);
    CHECK(use.tiles() == 5);
    // Forest on every free hex until the box's 60 tiles are all used.
    std::set<Hex> taken;
    for (const auto& t : c.scenario.terrain) taken.insert(t.hex);
    for (const auto& f : c.scenario.hexsides) taken.insert(f.hex);
    for (const auto& u : c.scenario.units) taken.insert(u.hex);
    for (const auto& l : c.scenario.leaders) taken.insert(l.hex);
    for (int row = 0; row < board::kRows && boxUse(c.scenario).tiles() < 60; ++row)
        for (int col = 0; col < board::rowLength(row) && boxUse(c.scenario).tiles() < 60; ++col)
            if (!taken.count(toAxial({col, row}))) c.scenario.terrain.push_back({toAxial({col, row}), "forest", "", 0});
    expectClean(c);
    // One more feature on open ground needs a 61st tile; on a forest hex it needs none.
    c.scenario.hexsides.push_back({c.scenario.terrain.back().hex, Side::E, "enclosure-wall"});
    expectClean(c);
    c.scenario.hexsides.push_back({toAxial({4, 8}), Side::E, "enclosure-wall"});
    const auto d = expectOne(c, "box-exceeded", Severity::Warning);
    CHECK(d.pointer == "/terrain");
    CHECK(d.message.find("61 terrain tiles (3 of them for hex-side features)") != std::string::npos);
}

TEST_CASE("a duplicate id is an error", "[semantic][duplicate-id]") {
    auto c = jacobite();
    c.scenario.leaders[1].id = "jac-1";  // ids are unique across units and leaders
    CHECK(expectOne(c, "duplicate-id").pointer == "/leaders/1/id");
    auto o = jacobite();
    o.scenario.objectives.push_back(o.scenario.objectives[0]);
    CHECK(expectOne(o, "duplicate-id").pointer == "/objectives/1/id");
}

TEST_CASE("terrain the system does not have, or two tiles in a hex, is an error", "[semantic][unknown-terrain][terrain-stacked]") {
    auto c = american();
    c.scenario.terrain.push_back({toAxial({8, 8}), "ravine", "", 0});  // a 000 terrain
    CHECK(expectOne(c, "unknown-terrain").pointer == "/terrain/1/type");
    auto s = american();
    s.scenario.terrain.push_back({toAxial({3, 4}), "forest", "", 0});
    CHECK(expectOne(s, "terrain-stacked").pointer == "/terrain/1");
}

TEST_CASE("linear terrain needs a known variant, other terrain none", "[semantic][terrain-variant]") {
    auto c = jacobite();
    c.scenario.terrain[0].variant = "";
    CHECK(expectOne(c, "terrain-variant").pointer == "/terrain/0");
    c.scenario.terrain[0].variant = "zigzag";
    CHECK(expectOne(c, "terrain-variant").pointer == "/terrain/0/variant");
    auto f = jacobite();
    f.scenario.terrain[1].variant = "straight";
    CHECK(expectOne(f, "terrain-variant").pointer == "/terrain/1/variant");
}

TEST_CASE("a hex-side feature the system does not have is an error", "[semantic][unknown-hexside]") {
    auto c = jacobite();
    c.scenario.hexsides[0].type = "stone-fence";  // a 001 feature
    CHECK(expectOne(c, "unknown-hexside").pointer == "/hexsides/0/type");
}

TEST_CASE("a free-text special rule is flagged as not enforced in playtest", "[semantic][rule-not-enforced]") {
    auto c = jacobite();
    SpecialRule baggage;
    baggage.kind = SpecialRuleKind::Text;
    baggage.text = "The Government player may not move the baggage.";
    c.scenario.specialRules.push_back(baggage);
    const auto d = expectOne(c, "rule-not-enforced", Severity::Warning);
    CHECK(d.pointer == "/specialRules/1");
    CHECK(d.message.find("not enforced in playtest") != std::string::npos);
}

TEST_CASE("a leader sharing a hex with an enemy unit is an error", "[semantic][leader-with-enemy]") {
    auto c = jacobite();
    c.scenario.leaders[1].hex = unit(c.scenario, "gov-1").hex;
    c.scenario.leaders[0].hex = toAxial({3, 1});
    CHECK(expectOne(c, "leader-with-enemy").pointer == "/leaders/1/hex");
}

TEST_CASE("a special rule naming a unit the scenario lacks is an error at its pointer", "[semantic][unknown-unit][special-rules]") {
    auto c = american();
    SpecialRule r;
    r.kind = SpecialRuleKind::MoraleAs;
    r.units = {"nobody"};
    r.as = "militia";
    c.scenario.specialRules = {r};
    CHECK(expectOne(c, "unknown-unit").pointer == "/specialRules/0/units/0");
}

TEST_CASE("a file's special rule of an unknown kind gets unknown-rule-kind at its kind, naming it and the known kinds", "[semantic][unknown-rule-kind][special-rules]") {
    auto read = readJsonFile(fixtures::sourceDir() / "tests/data/semantic/base-jacobite.tricorne.json");
    REQUIRE(read.document.has_value());
    nlohmann::json doc = *read.document;
    doc["specialRules"].push_back({{"kind", "moonlight-march"}});
    const ScenarioLoad load = loadScenario(doc);
    CHECK_FALSE(load.scenario.has_value());  // refused before the model is built
    const auto matching = fixtures::withCode(load.diagnostics, "unknown-rule-kind");
    std::string all;
    for (const auto& d : load.diagnostics) all += d.code + " " + d.pointer + " " + d.message + "\n";
    INFO(all);
    REQUIRE(load.diagnostics.size() == 1);  // the kind alone: no noise about the fields it would take
    REQUIRE(matching.size() == 1);
    const Diagnostic& d = matching[0];
    CHECK(d.severity == Severity::Error);
    CHECK(d.pointer == "/specialRules/1/kind");
    CHECK(d.message.find("item 2 of \"specialRules\"") != std::string::npos);
    CHECK(d.message.find("\"moonlight-march\"") != std::string::npos);
    CHECK(d.message.find("; use one of ") != std::string::npos);
    for (const RuleKindInfo& k : specialRuleKinds()) CHECK(d.message.find(std::string(k.name)) != std::string::npos);
}

TEST_CASE("a special rule built without a kind gets unknown-rule-kind at its kind, with the known kinds", "[semantic][unknown-rule-kind][special-rules]") {
    auto c = jacobite();
    c.scenario.specialRules.push_back(SpecialRule{});  // kind Invalid: only code can build it
    const auto d = expectOne(c, "unknown-rule-kind");
    CHECK(d.pointer == "/specialRules/1/kind");
    CHECK(d.message.find("special rule 2 has no known kind; use one of ") == 0);
    for (const RuleKindInfo& k : specialRuleKinds()) CHECK(d.message.find(std::string(k.name)) != std::string::npos);
}

TEST_CASE("a hex-side rule naming a feature the system lacks is an error at its pointer", "[semantic][unknown-hexside][special-rules]") {
    auto c = jacobite();
    SpecialRule r;
    r.kind = SpecialRuleKind::HexsideAs;
    r.from = "hedge";  // 000 has no hedges
    r.as = "enclosure-wall";
    c.scenario.specialRules = {r};
    CHECK(expectOne(c, "unknown-hexside").pointer == "/specialRules/0/from");
}

TEST_CASE("a waterway rule naming an unknown terrain is an error at its pointer", "[semantic][unknown-terrain][special-rules]") {
    auto c = jacobite();
    SpecialRule r;
    r.kind = SpecialRuleKind::Waterway;
    r.terrain = {"stream", "canal"};
    c.scenario.specialRules = {r};
    CHECK(expectOne(c, "unknown-terrain").pointer == "/specialRules/0/terrain/1");
}

TEST_CASE("a cannonade joiner no army of the battle has is an error at its pointer", "[semantic][unknown-unit-type][special-rules]") {
    auto c = jacobite();
    SpecialRule r;
    r.kind = SpecialRuleKind::OpeningCannonade;
    r.joiners = {{"rifle", 1}};
    c.scenario.specialRules = {r};
    CHECK(expectOne(c, "unknown-unit-type").pointer == "/specialRules/0/joiners/0/type");
}

TEST_CASE("an objective held at the start by a side it is not for is an error", "[semantic][holder-not-beneficiary][objectives]") {
    auto c = jacobite();
    Objective o;
    o.id = "dunkeld";
    o.kind = ObjectiveKind::TurnStartMajority;
    o.beneficiary = Beneficiary::Bottom;
    o.hexes = {toAxial({6, 5})};
    o.banners = 2;
    o.holder = Position::Top;
    c.scenario.objectives = {o};
    CHECK(expectOne(c, "holder-not-beneficiary").pointer == "/objectives/0/holder");
}

namespace {
/// 001 · Bunker Hill's ship, firing on `cards`' turns.
SpecialRule lively(std::vector<std::string> cards = {}) {
    SpecialRule ship;
    ship.kind = SpecialRuleKind::ShipFire;
    ship.name = "Lively";
    ship.side = Position::Top;
    ship.dice = 1;
    ship.hexes = {toAxial({6, 6})};
    ship.cards = std::move(cards);
    return ship;
}
}  // namespace

TEST_CASE("rain or a ship naming a card the system lacks is an error at its pointer", "[semantic][unknown-card][special-rules]") {
    auto c = american();
    SpecialRule rain;
    rain.kind = SpecialRuleKind::NoFireBonus;
    rain.cards = {"line-volley", "volley-of-doom"};
    c.scenario.specialRules = {rain};
    CHECK(expectOne(c, "unknown-card").pointer == "/specialRules/0/cards/1");

    SpecialRule cannonade;
    cannonade.kind = SpecialRuleKind::OpeningCannonade;
    // A Combat card: the ship fires in the turn of a Command card.
    c.scenario.specialRules = {cannonade, lively({"steady-fire"})};
    CHECK(expectOne(c, "unknown-card").pointer == "/specialRules/1/cards/0");
}

TEST_CASE("a ship with neither a cannonade nor a card to fire on is a warning", "[semantic][rule-never-applies][special-rules]") {
    auto c = american();
    c.scenario.specialRules = {lively()};
    const auto d = expectOne(c, "rule-never-applies", Severity::Warning);
    CHECK(d.pointer == "/specialRules/0");
    c.scenario.specialRules = {lively({"bombard"})};
    expectClean(c);
}

TEST_CASE("a unit set up above its type's full strength is an error", "[semantic][blocks-over-full-strength][000 · UNITS & LEADERS]") {
    auto c = jacobite();
    // A house system whose regulars are at full strength with 3 blocks.
    GameSystem house = *c.system;
    Unit& u = unit(c.scenario, "gov-1");
    for (auto& army : house.armies)
        if (army.id == u.army)
            for (auto& type : army.unitTypes)
                if (type.id == u.type) type.blocks = 3;
    c.system = &house;
    const auto d = expectOne(c, "blocks-over-full-strength");
    CHECK(d.pointer == "/units/0/blocks");
    CHECK(d.message.find("has 4 blocks") != std::string::npos);
    CHECK(d.message.find("full strength with 3; set it to 3 or fewer") != std::string::npos);
    u.blocks = 3;
    CHECK(fixtures::withCode(validateSemantics(c.scenario, house), "blocks-over-full-strength").empty());
}
