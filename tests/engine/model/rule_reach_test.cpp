// What a special rule touches on the board (model/rule_reach.h): the studio's highlight reads
// it, and the board-changing rules apply to the same tiles (ruleCoversTile).
#include "fixtures.h"
#include "tricorne/model/rule_reach.h"
#include "tricorne/validate/validate.h"

using namespace tricorne;

namespace {

Scenario testBoard() {
    Scenario s;
    s.terrain = {{toAxial({1, 1}), "stream", "", 0}, {toAxial({2, 1}), "river", "", 0}, {toAxial({3, 1}), "ford", "", 0},
                 {toAxial({4, 1}), "forest", "", 0}};
    s.hexsides = {{toAxial({5, 5}), Side::SE, "hedge"}, {toAxial({6, 5}), Side::SW, "wood-fence"}};
    s.units = {{"u1", "a", "t", toAxial({2, 3}), 4, "", false}, {"u2", "a", "t", toAxial({4, 4}), 4, "", false}};
    s.leaders = {{"l1", "a", "L", toAxial({2, 3})}, {"l2", "a", "M", toAxial({7, 7})}};
    return s;
}

const GameSystem& american() { return *builtinSystems().find("american-revolution"); }

SpecialRule rule(SpecialRuleKind kind) {
    SpecialRule r;
    r.kind = kind;
    return r;
}

}  // namespace

TEST_CASE("a waterway or fords rule names the tiles of its types, by default every river and stream or ford", "[rule-reach][000 · WATERWAY][000 · RIVER FORDS & FORDABLE STREAM]") {
    // The default is read from the terrain's waterway property, never from its id.
    const Scenario s = testBoard();
    SpecialRule waterway = rule(SpecialRuleKind::Waterway);
    CHECK(ruleReach(waterway, s, american()).hexes == std::vector<Hex>{toAxial({1, 1}), toAxial({2, 1})});
    waterway.hexes = {toAxial({2, 1})};
    CHECK(ruleReach(waterway, s, american()).hexes == std::vector<Hex>{toAxial({2, 1})});
    waterway.hexes.clear();
    waterway.terrain = {"forest"};
    CHECK(ruleReach(waterway, s, american()).hexes == std::vector<Hex>{toAxial({4, 1})});
    CHECK(ruleReach(rule(SpecialRuleKind::ShallowFords), s, american()).hexes == std::vector<Hex>{toAxial({3, 1})});
    CHECK_FALSE(ruleCoversTile(rule(SpecialRuleKind::CreekAsMarsh), s.terrain[0], american()));
}

TEST_CASE("a forced retreat names its pieces' hexes once and an arrow per direction", "[rule-reach]") {
    SpecialRule r = rule(SpecialRuleKind::ForcedRetreat);
    r.units = {"u1"};
    r.leaders = {"l1", "l2"};
    r.toward = {Side::NE, Side::NW};
    const RuleReach reach = ruleReach(r, testBoard(), american());
    CHECK(reach.hexes == std::vector<Hex>{toAxial({2, 3}), toAxial({7, 7})});  // u1 and l1 share a hex
    REQUIRE(reach.arrows.size() == 4);
    CHECK(reach.arrows[0] == HexSide{toAxial({2, 3}), Side::NE});
    CHECK(reach.arrows[3] == HexSide{toAxial({7, 7}), Side::NW});
}

TEST_CASE("hexside-as names the sides of its feature type, and rules without a place name nothing", "[rule-reach]") {
    SpecialRule r = rule(SpecialRuleKind::HexsideAs);
    r.from = "hedge";
    r.as = "wood-fence";
    CHECK(ruleReach(r, testBoard(), american()).edges == std::vector<HexSide>{{toAxial({5, 5}), Side::SE}});
    SpecialRule ship = rule(SpecialRuleKind::ShipFire);
    ship.hexes = {toAxial({9, 2})};
    CHECK(ruleReach(ship, testBoard(), american()).hexes == ship.hexes);
    const RuleReach none = ruleReach(rule(SpecialRuleKind::RallyWhenHit), testBoard(), american());
    CHECK((none.hexes.empty() && none.edges.empty() && none.arrows.empty()));
}

TEST_CASE("a waterway rule naming no terrain covers what the system's terrain calls a waterway", "[rule-reach][000 · WATERWAY]") {
    GameSystem system = american();
    // A system whose stream is no waterway and whose forest is one: the property decides.
    for (TerrainType& t : system.terrain) {
        if (t.id == "stream") t.waterway = Waterway::None;
        if (t.id == "forest") t.waterway = Waterway::FordableStream;
    }
    const Scenario s = testBoard();
    CHECK(ruleReach(rule(SpecialRuleKind::Waterway), s, system).hexes == std::vector<Hex>{toAxial({2, 1}), toAxial({4, 1})});
}
