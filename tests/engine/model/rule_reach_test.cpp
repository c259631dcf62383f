// What a special rule touches on the board (model/rule_reach.h): the studio's highlight reads
// it, and the board-changing rules apply to the same tiles (ruleCoversTile).
#include "fixtures.h"
#include "tricorne/model/rule_reach.h"

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

SpecialRule rule(SpecialRuleKind kind) {
    SpecialRule r;
    r.kind = kind;
    return r;
}

}  // namespace

TEST_CASE("a waterway or fords rule names the tiles of its types, by default every river and stream or ford", "[rule-reach]") {
    const Scenario s = testBoard();
    SpecialRule waterway = rule(SpecialRuleKind::Waterway);
    CHECK(ruleReach(waterway, s).hexes == std::vector<Hex>{toAxial({1, 1}), toAxial({2, 1})});
    waterway.hexes = {toAxial({2, 1})};
    CHECK(ruleReach(waterway, s).hexes == std::vector<Hex>{toAxial({2, 1})});
    waterway.hexes.clear();
    waterway.terrain = {"forest"};
    CHECK(ruleReach(waterway, s).hexes == std::vector<Hex>{toAxial({4, 1})});
    CHECK(ruleReach(rule(SpecialRuleKind::ShallowFords), s).hexes == std::vector<Hex>{toAxial({3, 1})});
    CHECK_FALSE(ruleCoversTile(rule(SpecialRuleKind::CreekAsMarsh), s.terrain[0]));
}

TEST_CASE("a forced retreat names its pieces' hexes once and an arrow per direction", "[rule-reach]") {
    SpecialRule r = rule(SpecialRuleKind::ForcedRetreat);
    r.units = {"u1"};
    r.leaders = {"l1", "l2"};
    r.toward = {Side::NE, Side::NW};
    const RuleReach reach = ruleReach(r, testBoard());
    CHECK(reach.hexes == std::vector<Hex>{toAxial({2, 3}), toAxial({7, 7})});  // u1 and l1 share a hex
    REQUIRE(reach.arrows.size() == 4);
    CHECK(reach.arrows[0] == HexSide{toAxial({2, 3}), Side::NE});
    CHECK(reach.arrows[3] == HexSide{toAxial({7, 7}), Side::NW});
}

TEST_CASE("hexside-as names the sides of its feature type, and rules without a place name nothing", "[rule-reach]") {
    SpecialRule r = rule(SpecialRuleKind::HexsideAs);
    r.from = "hedge";
    r.as = "wood-fence";
    CHECK(ruleReach(r, testBoard()).edges == std::vector<HexSide>{{toAxial({5, 5}), Side::SE}});
    SpecialRule ship = rule(SpecialRuleKind::ShipFire);
    ship.hexes = {toAxial({9, 2})};
    CHECK(ruleReach(ship, testBoard()).hexes == ship.hexes);
    const RuleReach none = ruleReach(rule(SpecialRuleKind::RallyWhenHit), testBoard());
    CHECK((none.hexes.empty() && none.edges.empty() && none.arrows.empty()));
}
