// The battle notes' special rules, each on a small battle built for it (engine/BATTLES.md),
// with forced dice. Top is the Government / British side, bottom the Jacobite / Continental.
#include "play/card_fixtures.h"
#include "play/game_fixtures.h"
#include "tricorne/rules/attack.h"
#include "tricorne/sim/bots.h"
#include "tricorne/rules/movement.h"
#include "tricorne/text/rule_text.h"
#include "tricorne/rules/special_rules.h"

#include <algorithm>
#include <utility>

using namespace tricorne;
using namespace fixtures;

namespace {
constexpr Position kBottom = Position::Bottom;
constexpr Position kTop = Position::Top;

SpecialRule rule(SpecialRuleKind kind) {
    SpecialRule r;
    r.kind = kind;
    return r;
}

Action pieceAction(ActionKind kind, int unit) {
    Action a;
    a.kind = kind;
    a.piece = PieceRef::unit(unit);
    return a;
}

/// A state in `side`'s movement phase with `unit` ordered.
GameState moving(const Rules& r, Position side, int unit) {
    auto s = GameState::initial(r, 1);
    s.active = side;
    s.phase = Phase::Move;
    s.units[static_cast<std::size_t>(unit)].ordered = true;
    return s;
}
}  // namespace

TEST_CASE("waterway fordable: a river plays as a fordable stream", "[special-rules][000 · Cromdale · Special Rules]") {
    Battle b;
    b.terrain("river", 6, 6, "straight").unit("jac-1", "jacobite", "regular", 6, 7).unit("gov-1", "government", "regular", 1, 1);
    CHECK(b.rules().terrain(toAxial({6, 6}))->impassable.infantry);
    auto r = rule(SpecialRuleKind::Waterway);
    r.fordable = true;
    b.scenario().specialRules = {r};
    const TerrainType* t = b.rules().terrain(toAxial({6, 6}));
    CHECK_FALSE(t->impassable.infantry);
    CHECK(t->stopOnEnter);
    CHECK(t->id == "river");
    const auto reach = reachableHexes(b.rules(), GameState::initial(b.rules(), 1), PieceRef::unit(0));
    CHECK(std::find(reach.begin(), reach.end(), toAxial({6, 6})) != reach.end());
}

TEST_CASE("waterway not fordable: the stream is impassable", "[special-rules][000 · Alness · Special Rules][001 · Hobkirk's Hill · Special Rules]") {
    Battle b;
    b.terrain("stream", 6, 6, "straight").terrain("stream", 7, 6, "straight").unit("jac-1", "jacobite", "regular", 6, 7).unit("gov-1", "government", "regular", 1, 1);
    auto r = rule(SpecialRuleKind::Waterway);
    r.terrain = {"stream"};
    r.hexes = {toAxial({6, 6})};  // only this hex
    b.scenario().specialRules = {r};
    CHECK(b.rules().terrain(toAxial({6, 6}))->impassable.infantry);
    CHECK_FALSE(b.rules().terrain(toAxial({7, 6}))->impassable.infantry);
    const auto reach = reachableHexes(b.rules(), GameState::initial(b.rules(), 1), PieceRef::unit(0));
    CHECK(std::find(reach.begin(), reach.end(), toAxial({6, 6})) == reach.end());
}

TEST_CASE("shallow fords: no movement restriction at a ford", "[special-rules][000 · Glen Shiel · Special Rules]") {
    Battle b;
    b.terrain("ford", 6, 6, "straight").unit("jac-1", "jacobite", "regular", 6, 7).unit("gov-1", "government", "regular", 1, 1);
    CHECK(b.rules().terrain(toAxial({6, 6}))->stopOnEnter);
    b.scenario().specialRules = {rule(SpecialRuleKind::ShallowFords)};
    CHECK_FALSE(b.rules().terrain(toAxial({6, 6}))->stopOnEnter);
}

TEST_CASE("hexside-as: hedges are treated as wood fences", "[special-rules][001 · Monmouth · Special Rules]") {
    Battle b("american-revolution");
    b.hexside("hedge", 6, 6, Side::NE).unit("con-1", "continental", "regular", 6, 8).unit("bri-1", "british", "regular", 6, 2);
    auto r = rule(SpecialRuleKind::HexsideAs);
    r.from = "hedge";
    r.as = "wood-fence";
    b.scenario().specialRules = {r};
    CHECK(b.rules().edge(toAxial({6, 6}), Side::NE).type->id == "wood-fence");
}

TEST_CASE("morale-as: light infantry with militia morale retreats 3 hexes a flag and rallies at -1", "[special-rules][001 · Camden · Special Rules]") {
    Battle b("american-revolution");
    b.unit("con-light", "continental", "light", 6, 8).unit("con-2", "continental", "light", 7, 8).unit("bri-1", "british", "regular", 6, 2);
    auto r = rule(SpecialRuleKind::MoraleAs);
    r.units = {"con-light"};
    r.as = "militia";
    b.scenario().specialRules = {r};
    const auto& rules = b.rules();
    CHECK(rules.unitType(0).retreatPerFlag == 3);
    CHECK(rules.unitType(0).rallyModifier == -1);
    CHECK(rules.unitType(0).has(Ability::RetireAndRally));  // keeps the light infantry abilities
    CHECK(rules.unitType(1).retreatPerFlag == 1);
}

TEST_CASE("first player by dice: most sabers moves first, the rule's side on a tie", "[special-rules][000 · Culloden (Flanking Move) · Special Rules]") {
    auto r = rule(SpecialRuleKind::FirstPlayerDice);
    r.dice = 5;
    r.side = kTop;  // "Tied, Government moves first"
    GameState s;
    force(s, "SCCCC" "SSCCC");  // bottom rolls first
    CHECK(rollForFirstPlayer(r, s) == kTop);
    force(s, "SSFCC" "SCCCC");
    CHECK(rollForFirstPlayer(r, s) == kBottom);
    force(s, "SCCCC" "CCSCC");
    CHECK(rollForFirstPlayer(r, s) == kTop);
    CHECK(s.forcedDice.empty());
}

TEST_CASE("first player by dice: the roll is the setup's chance step and, tied, Government moves first", "[special-rules][000 · Culloden (Flanking Move) · Special Rules]") {
    // "each side rolls 5 dice ... The side that rolls the most sabers moves first. Tied, Government moves first."
    Battle b;
    b.unit("gov-1", "government", "regular", 6, 2).unit("jac-1", "jacobite", "regular", 6, 8);
    auto r = rule(SpecialRuleKind::FirstPlayerDice);
    r.dice = 5;
    r.side = kTop;
    b.scenario().specialRules = {r};
    b.scenario().firstPlayer = kBottom;
    const auto& rules = b.rules();
    const auto dice = [](const std::string& faces) {
        GameState s;
        force(s, faces);
        return s.forcedDice;
    };
    const auto firstTurn = [&](const GameState& s) {
        CHECK(s.phase == Phase::PlayCard);
        CHECK(s.forcedDice.empty());
        CHECK(decidingSide(rules, s) == s.active);
        return s.active;
    };
    SECTION("tied") { CHECK(firstTurn(startGame(rules, 1, dice("SCCCC" "CCSCC"))) == kTop); }
    SECTION("no saber on either side is a tie too") { CHECK(firstTurn(startGame(rules, 1, dice("CCCCC" "IIIII"))) == kTop); }
    SECTION("the Jacobites roll more sabers") { CHECK(firstTurn(startGame(rules, 1, dice("SSFCC" "SCCCC"))) == kBottom); }
    SECTION("the same seed deals the same hands whatever the dice") {
        CHECK(startGame(rules, 7, dice("SSCCC" "CCCCC")).cards.hands == startGame(rules, 7, dice("CCCCC" "SSCCC")).cards.hands);
    }
}

TEST_CASE("opening cannonade: the side the notes name fires first", "[special-rules][000 · Culloden · Special Rules]") {
    Battle b;
    b.unit("jac-art", "jacobite", "light-artillery", 6, 6).unit("gov-1", "government", "regular", 6, 3)
        .unit("gov-art", "government", "light-artillery", 3, 3).unit("jac-1", "jacobite", "regular", 3, 6);
    auto r = rule(SpecialRuleKind::OpeningCannonade);
    r.firstSide = kBottom;
    b.scenario().specialRules = {r};
    b.scenario().firstPlayer = kTop;  // the Government moves first
    auto s = startGame(b.rules(), 1);
    CHECK(s.phase == Phase::Cannonade);
    CHECK(s.cannonadeSide == kBottom);
    CHECK(s.active == kTop);
}

TEST_CASE("opening cannonade joiners: militia fire with 1 die", "[special-rules][001 · Guilford Courthouse · Special Rules][001 · Cowpens · Special Rules]") {
    Battle b("american-revolution");
    b.unit("con-mil", "continental", "militia", 6, 6).unit("bri-1", "british", "regular", 6, 4);
    auto r = rule(SpecialRuleKind::OpeningCannonade);
    r.joiners = {{"militia", 1}};
    b.scenario().specialRules = {r};
    b.scenario().firstPlayer = kBottom;
    const auto& rules = b.rules();
    auto s = startGame(rules, 1);
    REQUIRE(s.phase == Phase::Cannonade);
    Action fire = pieceAction(ActionKind::CannonadeFire, 0);
    fire.hex = toAxial({6, 4});
    CHECK(std::find(legalActions(rules, s).begin(), legalActions(rules, s).end(), fire) != legalActions(rules, s).end());
    AttackContext context;
    cannonadeContext(rules, 0, context);
    const auto a = assessAttack(rules, s, 0, toAxial({6, 4}), context);
    CHECK(a.allowed);
    CHECK(a.dice == 1);  // range 2: 1 die + full strength, capped at 1
    AttackContext plain;
    plain.cannonade = true;
    CHECK_FALSE(assessAttack(rules, s, 0, toAxial({6, 4}), plain).allowed);  // without the notes: artillery only
}

TEST_CASE("rally after combat: the side's artillery makes a rally check after its own combat", "[special-rules][000 · Prestonpans · Special Rules]") {
    Battle b;
    b.unit("gov-art", "government", "light-artillery", 6, 2, 3).unit("jac-1", "jacobite", "regular", 6, 4);
    auto r = rule(SpecialRuleKind::RallyAfterCombat);
    r.side = kTop;
    r.unitKinds = {"artillery"};
    b.scenario().specialRules = {r};
    auto s = b.combat(kTop, {"gov-art"});
    const auto& rules = b.rules();
    force(s, "CC" "CCC");  // range 2: 2 dice, both miss; the rally check: 3 blocks, no flag
    REQUIRE(apply(rules, s, battle(rules, "gov-art", 6, 4)) == ActionError::None);
    CHECK_FALSE(unitState(s, rules, "gov-art").alive());  // routed
    CHECK(s.bannersOf(kBottom) == 1);
    CHECK(s.forcedDice.empty());
}

TEST_CASE("rally when hit: a unit of the side hit without retreating still makes a rally check", "[special-rules][000 · Prestonpans · Special Rules]") {
    Battle b;
    b.unit("jac-1", "jacobite", "regular", 6, 5).unit("gov-1", "government", "regular", 6, 4);
    auto r = rule(SpecialRuleKind::RallyWhenHit);
    r.side = kTop;
    b.scenario().specialRules = {r};
    auto s = b.combat(kBottom, {"jac-1"});
    const auto& rules = b.rules();
    force(s, "ICC" "CCC");  // melee 2 + full strength: one hit, no flag; rally check with 3 blocks fails
    REQUIRE(apply(rules, s, battle(rules, "jac-1", 6, 4)) == ActionError::None);
    CHECK_FALSE(unitState(s, rules, "gov-1").alive());
    CHECK(s.bannersOf(kBottom) == 1);
    CHECK(s.forcedDice.empty());
}

TEST_CASE("rally when moving back: an ordered unit that ends nearer its own baseline rallies", "[special-rules][000 · Falkirk (Stage 2) · Special Rules]") {
    Battle b;
    b.unit("gov-1", "government", "regular", 6, 4).unit("gov-2", "government", "regular", 3, 4).unit("jac-1", "jacobite", "regular", 6, 8);
    auto r = rule(SpecialRuleKind::RallyWhenMovingBack);
    r.side = kTop;
    b.scenario().specialRules = {r};
    const auto& rules = b.rules();
    auto s = moving(rules, kTop, 0);
    s.units[1].ordered = true;
    force(s, "CCCC");  // 4 blocks, no flag: routs
    REQUIRE(apply(rules, s, pieceAction(ActionKind::StartMove, 0)) == ActionError::None);
    REQUIRE(apply(rules, s, toHex(ActionKind::Step, 6, 3)) == ActionError::None);  // toward row 0
    CHECK_FALSE(unitState(s, rules, "gov-1").alive());
    CHECK(s.bannersOf(kBottom) == 1);
    REQUIRE(apply(rules, s, pieceAction(ActionKind::StartMove, 1)) == ActionError::None);
    REQUIRE(apply(rules, s, toHex(ActionKind::Step, 3, 5)) == ActionError::None);  // forward: no check
    CHECK(unitState(s, rules, "gov-2").alive());
    CHECK(s.forcedDice.empty());
}

TEST_CASE("block return: once per battle, an ordered artillery unit on the ridge with lost blocks gets one back, and one set up below full strength has lost blocks",
          "[special-rules][001 · Monmouth · Special Rules]") {
    // 001 · Monmouth: "One time during the battle, when a Continental artillery unit on Perrine
    // Farm Ridge with one or more lost blocks is ordered, add one block". Full strength is the
    // unit type's 4 blocks (000 · UNITS & LEADERS: "composed of four blocks"), so guns set up
    // with 3 have lost one.
    Battle b("american-revolution");
    b.unit("con-art", "continental", "light-artillery", 6, 8, 3).unit("con-art2", "continental", "light-artillery", 7, 8, 3)
        .unit("con-inf", "continental", "regular", 5, 8, 3).unit("bri-1", "british", "regular", 6, 2);
    auto r = rule(SpecialRuleKind::BlockReturn);
    r.side = kBottom;
    r.unitKinds = {"artillery"};
    r.hexes = {toAxial({6, 8}), toAxial({7, 8}), toAxial({5, 8})};
    b.scenario().specialRules = {r};
    const auto& rules = b.rules();
    auto s = card_fixtures::turnWith(rules, kBottom, {"attack-centre", "probe-left"}, {}, {"probe-right"});
    REQUIRE(apply(rules, s, card_fixtures::playSlot(0)) == ActionError::None);
    REQUIRE(apply(rules, s, card_fixtures::order(rules, "con-inf")) == ActionError::None);
    CHECK(unitState(s, rules, "con-inf").blocks == 3);  // not artillery
    REQUIRE(apply(rules, s, card_fixtures::order(rules, "con-art")) == ActionError::None);
    CHECK(unitState(s, rules, "con-art").blocks == 4);
    REQUIRE(apply(rules, s, card_fixtures::order(rules, "con-art2")) == ActionError::None);
    CHECK(unitState(s, rules, "con-art2").blocks == 3);  // "One time during the battle"
}

TEST_CASE("block return: a unit at its type's full strength gets nothing and the one time is not spent", "[special-rules][001 · Monmouth · Special Rules]") {
    Battle b("american-revolution");
    b.unit("con-art", "continental", "light-artillery", 6, 8).unit("con-art2", "continental", "light-artillery", 7, 8, 2)
        .unit("bri-1", "british", "regular", 6, 2);
    auto r = rule(SpecialRuleKind::BlockReturn);
    r.side = kBottom;
    r.unitKinds = {"artillery"};
    r.hexes = {toAxial({6, 8}), toAxial({7, 8})};
    b.scenario().specialRules = {r};
    const auto& rules = b.rules();
    auto s = card_fixtures::turnWith(rules, kBottom, {"attack-centre", "probe-left"}, {}, {"probe-right"});
    REQUIRE(apply(rules, s, card_fixtures::playSlot(0)) == ActionError::None);
    REQUIRE(apply(rules, s, card_fixtures::order(rules, "con-art")) == ActionError::None);
    CHECK(unitState(s, rules, "con-art").blocks == 4);
    REQUIRE(apply(rules, s, card_fixtures::order(rules, "con-art2")) == ActionError::None);
    CHECK(unitState(s, rules, "con-art2").blocks == 3);
}

TEST_CASE("forced retreat: the flanking force retreats toward the given directions only", "[special-rules][001 · Long Island (British Flank March) · Special Rules]") {
    Battle b("american-revolution");
    b.unit("bri-flank", "british", "regular", 6, 4).unit("bri-2", "british", "regular", 9, 4).unit("con-1", "continental", "regular", 6, 8);
    auto r = rule(SpecialRuleKind::ForcedRetreat);
    r.units = {"bri-flank"};
    r.toward = {Side::W, Side::SW};
    b.scenario().specialRules = {r};
    const auto& rules = b.rules();
    const auto s = GameState::initial(rules, 1);
    auto steps = retreatSteps(rules, s, 0);
    std::vector<Hex> expected{neighbour(toAxial({6, 4}), Side::W), neighbour(toAxial({6, 4}), Side::SW)};
    const auto byAxial = [](Hex a, Hex c) { return std::pair(a.q, a.r) < std::pair(c.q, c.r); };
    std::sort(steps.begin(), steps.end(), byAxial);
    std::sort(expected.begin(), expected.end(), byAxial);
    CHECK(steps == expected);
    const auto normal = retreatSteps(rules, s, 1);
    CHECK(normal == std::vector<Hex>{neighbour(toAxial({9, 4}), Side::NW), neighbour(toAxial({9, 4}), Side::NE)});
}

TEST_CASE("creek as marsh: the side named is removed on crossing without a banner", "[special-rules][001 · Long Island (Grant's Attack) · Special Rules]") {
    Battle b("american-revolution");
    b.terrain("stream", 6, 6, "straight").unit("con-1", "continental", "regular", 6, 7).unit("bri-1", "british", "regular", 1, 1);
    auto r = rule(SpecialRuleKind::CreekAsMarsh);
    r.hexes = {toAxial({6, 6})};
    r.side = kBottom;
    b.scenario().specialRules = {r};
    const auto& rules = b.rules();
    CHECK(rules.terrain(toAxial({6, 6}))->id == "wetland");  // the marsh: the terrain whose roll costs a block
    auto s = moving(rules, kBottom, 0);
    force(s, "C");  // the marsh roll: not its symbol
    REQUIRE(apply(rules, s, pieceAction(ActionKind::StartMove, 0)) == ActionError::None);
    REQUIRE(apply(rules, s, toHex(ActionKind::Step, 6, 6)) == ActionError::None);
    CHECK_FALSE(unitState(s, rules, "con-1").alive());
    CHECK(s.bannersOf(kTop) == 0);
}

TEST_CASE("creek as marsh: a block lost crossing the creek costs a rally check", "[special-rules][001 · Long Island (Grant's Attack) · Special Rules]") {
    Battle b("american-revolution");
    b.terrain("stream", 6, 6, "straight").unit("bri-1", "british", "regular", 6, 5).unit("con-1", "continental", "regular", 1, 9);
    auto r = rule(SpecialRuleKind::CreekAsMarsh);
    r.hexes = {toAxial({6, 6})};
    r.side = kBottom;
    b.scenario().specialRules = {r};
    const auto& rules = b.rules();
    auto s = moving(rules, kTop, 0);
    force(s, "I" "CCC");  // its symbol: a block lost; then 3 dice without a flag
    REQUIRE(apply(rules, s, pieceAction(ActionKind::StartMove, 0)) == ActionError::None);
    REQUIRE(apply(rules, s, toHex(ActionKind::Step, 6, 6)) == ActionError::None);
    CHECK_FALSE(unitState(s, rules, "bri-1").alive());
    CHECK(s.bannersOf(kBottom) == 1);
    CHECK(s.forcedDice.empty());
}

TEST_CASE("objectives and typed rules read as one plain line for the studio", "[special-rules][objectives]") {
    Objective o;
    o.kind = ObjectiveKind::StartTurnTemporary;
    o.count = ObjectiveCount::Each;
    o.banners = 2;
    CHECK(describeObjective(o) == "2 banners per hex occupied at the start of the side's turn; lost at once");
    o.kind = ObjectiveKind::TurnStartRepeating;
    o.banners = 1;
    o.maxPerTurn = 2;
    CHECK(describeObjective(o) == "1 banner per hex occupied at every turn start, kept for good; at most 2 a turn");
    SpecialRule r;
    r.kind = SpecialRuleKind::OpeningCannonade;
    r.firstSide = kBottom;
    r.joiners = {{"militia", 1}};
    CHECK(describeSpecialRule(r) == "Opening cannonade: bottom fires first; militia join with 1 die");
    SpecialRule w;
    w.kind = SpecialRuleKind::Waterway;
    w.terrain = {"stream"};
    CHECK(describeSpecialRule(w) == "stream: impassable");
}

TEST_CASE("the plain lines name the sides by the words given: the armies in the studio", "[special-rules][objectives]") {
    const SideWords armies{"Jacobite", "Government"};   // bottom, top
    Objective o;
    o.kind = ObjectiveKind::Temporary;
    o.bannersTop = 2;
    o.bannersBottom = 1;
    o.holder = kBottom;
    CHECK(describeObjective(o) == "2 (top) / 1 (bottom) banners while a hex is occupied; lost at once; the bottom side holds it at the start");
    CHECK(describeObjective(o, armies) ==
          "2 (Government) / 1 (Jacobite) banners while a hex is occupied; lost at once; the Jacobite side holds it at the start");
    SpecialRule r;
    r.kind = SpecialRuleKind::OpeningCannonade;
    r.firstSide = kBottom;
    r.mustRetire = {kTop};
    CHECK(describeSpecialRule(r, armies) == "Opening cannonade: Jacobite fires first; Government guns must retire");
    SpecialRule rally;
    rally.kind = SpecialRuleKind::RallyWhenHit;
    rally.side = kTop;
    CHECK(describeSpecialRule(rally, armies) == "Government units hit without retreating make a rally check");
}

TEST_CASE("the greedy bot steps onto an immediate-victory hex and into an enemy's 'no enemy unit' objective", "[special-rules][objectives][bots][000 · Clifton · Special Rules]") {
    for (const ObjectiveKind kind : {ObjectiveKind::ImmediateVictory, ObjectiveKind::StartTurnTemporary}) {
        Battle b;
        b.unit("jac-1", "jacobite", "regular", 6, 6).unit("gov-1", "government", "regular", 1, 1);
        Objective o;
        o.id = "target";
        o.kind = kind;
        o.hexes = {toAxial({6, 5})};
        if (kind == ObjectiveKind::ImmediateVictory) {
            o.beneficiary = Beneficiary::Bottom;  // the Jacobites' own win
        } else {
            o.beneficiary = Beneficiary::Top;  // the Government's, while no Jacobite stands there
            o.occupancy = ObjectiveOccupancy::NoEnemy;
            o.banners = 2;
        }
        b.scenario().objectives = {o};
        const auto& rules = b.rules();
        auto s = moving(rules, kBottom, 0);
        REQUIRE(apply(rules, s, pieceAction(ActionKind::StartMove, 0)) == ActionError::None);
        CHECK(greedyScore(rules, s, toHex(ActionKind::Step, 6, 5)) > greedyScore(rules, s, toHex(ActionKind::Step, 5, 5)));
    }
}
