// The scenario diff (text/scenario_diff.h): each kind of change, found by matching
// ids, hexes and hex sides, with its place and its words.
#include <catch2/catch.hpp>

#include "../fixtures.h"
#include "tricorne/text/scenario_diff.h"

using namespace tricorne;

namespace {

Scenario base() { return *fixtures::load(fixtures::sourceDir() / "scenarios/bemis-heights.tricorne.json").scenario; }

/// The one change between base() and `b`.
ScenarioDifference only(const Scenario& b) {
    const auto changes = diffScenarios(base(), b);
    for (const auto& c : changes) INFO(c.text);
    REQUIRE(changes.size() == 1);
    return changes.front();
}

}  // namespace

TEST_CASE("scenario diff: a scenario equals itself", "[diff]") {
    for (const auto& file : fixtures::filesUnder("templates/scenarios", ".tricorne.json")) {
        const Scenario s = *fixtures::load(file).scenario;
        CHECK(diffScenarios(s, s).empty());
    }
}

TEST_CASE("scenario diff: the reference picture is no change of the battle", "[diff]") {
    Scenario b = base();
    b.referencePicture = ReferencePicture{"maps/bemis heights.png", 1, 0.4, true, {{12.5, 40, toAxial({0, 0}), ""}}};
    CHECK(diffScenarios(base(), b).empty());
}

TEST_CASE("scenario diff: a kept game system is one setting, its hash, however it is kept", "[diff]") {
    Scenario a = base();
    a.systemBinding = SystemBinding{"0123456789abcdef", "house.tricorne-system.json", ""};
    Scenario b = a;
    b.systemBinding = SystemBinding{"0123456789abcdef", "", R"({"format":"tricorne-system","id":"house"})"};
    CHECK(diffScenarios(a, b).empty());
    b.systemBinding->hash = "fedcba9876543210";
    const auto changes = diffScenarios(a, b);
    REQUIRE(changes.size() == 1);
    CHECK(changes[0].pointer == "/systemBinding/hash");
    CHECK(changes[0].text.find("0123456789abcdef") != std::string::npos);
    CHECK(changes[0].text.find("fedcba9876543210") != std::string::npos);
}

TEST_CASE("scenario diff: settings, field by field", "[diff]") {
    Scenario b = base();
    b.metadata.title = "Bemis Heights (revised)";
    b.top.commandCards = 6;
    b.victoryBanners = 7;
    const auto changes = diffScenarios(base(), b);
    REQUIRE(changes.size() == 3);
    CHECK(changes[0].kind == DifferenceKind::Setting);
    CHECK(changes[0].pointer == "/metadata/title");
    CHECK(changes[0].text == R"~(metadata/title: "Bemis Heights" -> "Bemis Heights (revised)")~");
    CHECK(changes[1].text == "top side, commandCards: 5 -> 6");  // no army names given: the positions
    CHECK(changes[2].text == "victoryBanners: 6 -> 7");
}

TEST_CASE("scenario diff: terrain added, removed and changed by hex", "[diff]") {
    Scenario b = base();
    b.terrain.front().type = "hill";  // forest at 0,2 in Bemis Heights
    auto c = only(b);
    CHECK(c.kind == DifferenceKind::Terrain);
    CHECK(c.text == "terrain 0,2: forest -> hill");
    CHECK(c.hex == toAxial({0, 2}));
    CHECK(c.pointer == "/terrain/0");
    b = base();
    b.terrain.erase(b.terrain.begin());
    CHECK(only(b).text == "terrain 0,2: forest removed");
    b = base();
    b.terrain.push_back({toAxial({6, 10}), "forest", "", 0});
    CHECK(only(b).text == "terrain 6,10: forest added");
}

TEST_CASE("scenario diff: hex sides by hex and side", "[diff]") {
    Scenario b = base();
    b.hexsides.front().type = "stone-fence";
    CHECK(only(b).text == "hex side 5,3 SE: wood-fence -> stone-fence");
    b = base();
    b.hexsides.erase(b.hexsides.begin());
    const auto c = only(b);
    CHECK(c.kind == DifferenceKind::Hexside);
    CHECK(c.text == "hex side 5,3 SE: wood-fence removed");
}

TEST_CASE("scenario diff: units and leaders moved, added, removed and changed, matched by id", "[diff]") {
    Scenario b = base();
    b.units.front().hex = toAxial({2, 4});  // bri-1 at 2,3
    auto c = only(b);
    CHECK(c.kind == DifferenceKind::UnitMoved);
    CHECK(c.text == "unit Balcarres' Light Infantry moved 2,3 -> 2,4");  // by its name; the id stays in c.id
    CHECK(c.from == toAxial({2, 3}));
    CHECK(c.hex == toAxial({2, 4}));
    CHECK(c.id == "bri-1");
    CHECK(c.pointer == "/units/0/hex");

    b = base();
    b.units.front().blocks = 3;
    c = only(b);
    CHECK(c.kind == DifferenceKind::UnitChanged);
    CHECK(c.text == "unit Balcarres' Light Infantry: blocks 4 -> 3");

    b = base();
    std::rotate(b.units.begin(), b.units.begin() + 1, b.units.end());  // order alone is no change of a unit
    b.units.erase(b.units.begin());
    c = only(b);
    CHECK(c.kind == DifferenceKind::UnitRemoved);
    CHECK(c.text == "unit 24th Foot removed from 3,3");

    b = base();
    b.units.push_back({"con-99", "continental", "militia", toAxial({6, 9}), 3, "", false});
    c = only(b);
    CHECK(c.kind == DifferenceKind::UnitAdded);
    CHECK(c.text == R"(unit con-99 added at 6,9: army "continental", type "militia", blocks 3)");

    b = base();
    b.leaders.front().hex = toAxial({9, 4});
    b.leaders.front().name = "Major Acland";
    const auto changes = diffScenarios(base(), b);
    REQUIRE(changes.size() == 2);
    CHECK(changes[0].kind == DifferenceKind::LeaderMoved);
    CHECK(changes[0].text == "leader Major Acland moved 9,3 -> 9,4");  // by his name, as the studio shows him
    CHECK(changes[1].kind == DifferenceKind::LeaderChanged);
    CHECK(changes[1].text == R"(leader Major Acland: name "John Acland" -> "Major Acland")");
}

TEST_CASE("scenario diff: objectives by id, special rules by kind", "[diff]") {
    Objective o;
    o.id = "ridge";
    o.kind = ObjectiveKind::Temporary;
    o.hexes = {toAxial({5, 2}), toAxial({6, 2})};
    o.banners = 1;
    Scenario b = base();
    b.objectives.push_back(o);
    auto c = only(b);
    CHECK(c.kind == DifferenceKind::ObjectiveAdded);
    CHECK(c.text == "objective ridge added: 1 banner while a hex is occupied; lost at once");
    CHECK(c.hexes == o.hexes);

    Scenario a = b;
    b.objectives.front().banners = 2;
    auto changes = diffScenarios(a, b);
    REQUIRE(changes.size() == 1);
    CHECK(changes[0].kind == DifferenceKind::ObjectiveChanged);
    CHECK(changes[0].text == "objective ridge: banners 1 -> 2");
    CHECK(diffScenarios(b, base()).front().kind == DifferenceKind::ObjectiveRemoved);

    b = base();
    b.specialRules.front().firstSide = Position::Top;
    c = only(b);
    CHECK(c.kind == DifferenceKind::SpecialRuleChanged);
    CHECK(c.text == R"(special rule opening-cannonade: firstSide top (new))");
    b = base();
    b.specialRules.clear();
    CHECK(only(b).text == "special rule opening-cannonade removed");
    b = base();
    SpecialRule text;
    text.kind = SpecialRuleKind::Text;
    text.text = "The river is in flood.";
    b.specialRules.push_back(text);
    c = only(b);
    CHECK(c.kind == DifferenceKind::SpecialRuleAdded);
    CHECK(c.text == "special rule text added: The river is in flood.");
}

TEST_CASE("scenario diff: the armies by their names and units by theirs, ids only for the nameless", "[diff]") {
    const auto load = fixtures::load(fixtures::sourceDir() / "scenarios/killiecrankie.tricorne.json");
    const Scenario a = *load.scenario;
    const SideWords sides = factionWords(a, load.system);
    CHECK(sides[Position::Top] == "Government");
    CHECK(sides[Position::Bottom] == "Jacobite");
    Scenario b = a;
    b.top.commandCards = 6;
    b.firstPlayer = other(a.firstPlayer);
    b.units[1].hex = toAxial({2, 4});  // gov-2, Leven's Foot, at 2,3
    b.units[3].blocks = 3;             // gov-4, one of the two "Leather guns", at 5,3
    b.units[4].name.clear();           // gov-5 loses its name: named by id from now on
    b.units[4].blocks = 2;
    Objective pass;
    pass.id = "pass";
    pass.kind = ObjectiveKind::Temporary;
    pass.beneficiary = Beneficiary::Bottom;
    pass.hexes = {toAxial({6, 2})};
    pass.banners = 1;
    b.objectives.push_back(pass);
    std::vector<std::string> texts;
    for (const auto& c : diffScenarios(a, b, sides)) texts.push_back(c.text);
    const auto has = [&](const std::string& text) { return std::find(texts.begin(), texts.end(), text) != texts.end(); };
    for (const auto& t : texts) INFO(t);
    CHECK(has(std::string("firstPlayer: ") + sides[a.firstPlayer] + " -> " + sides[b.firstPlayer]));
    CHECK(has("Government side, commandCards: 5 -> 6"));
    CHECK(has("unit Leven's Foot moved 2,3 -> 2,4"));
    CHECK(has("unit Leather guns at 5,3: blocks 4 -> 3"));  // two batteries share the name: the hex says which
    CHECK(has(R"(unit gov-5: blocks 4 -> 2; name "Kenmure's Foot" removed)"));
    CHECK(has("objective pass added: 1 banner to the Jacobite side while a hex is occupied; lost at once"));
    for (const auto& t : texts) {
        CHECK(t.find("top") == std::string::npos);
        CHECK(t.find("bottom") == std::string::npos);
    }
    // The JSON's place and id stay the file's.
    for (const auto& c : diffScenarios(a, b, sides))
        if (c.kind == DifferenceKind::UnitMoved) CHECK((c.id == "gov-2" && c.pointer == "/units/1/hex"));
}
