// The engine explains its choices (play/explain.h, text/explain_text.h): each explanation is
// checked against what apply then does with forced dice (GameState::forcedDice), so an
// explanation that drifted from the turn logic fails here — the dice explained are the dice
// rolled, the flags said ignorable are the options offered, a step said to stop ends the move.
#include <numeric>

#include "play/rules_map/map_fixtures.h"
#include "tricorne/play/explain.h"
#include "tricorne/rules/movement.h"
#include "tricorne/text/explain_text.h"

using namespace tricorne;
using namespace fixtures;
using namespace map_fixtures;

namespace {

/// The dice apply rolls for `a`: faces that score nothing against the infantry, cavalry or
/// artillery target are forced (`filler`), and the faces taken are counted.
int diceRolled(const Rules& r, GameState s, const Action& a, char filler) {
    force(s, std::string(12, filler));
    REQUIRE(apply(r, s, a) == ActionError::None);
    return 12 - static_cast<int>(s.forcedDice.size());
}

int modifierTotal(const AttackExplanation& e) {
    return std::accumulate(e.modifiers.begin(), e.modifiers.end(), 0, [](int sum, const DiceLine& l) { return sum + l.delta; });
}

bool hasReason(const std::vector<DiceLine>& lines, const std::string& reason) {
    return std::any_of(lines.begin(), lines.end(), [&](const DiceLine& l) { return l.reason == reason; });
}

/// A Move-phase state with `unit` ordered and its move started.
GameState moving(Battle& b, Position side, const std::string& unit) {
    const auto& r = b.rules();
    auto s = b.combat(side, {unit});
    s.phase = Phase::Move;
    REQUIRE(apply(r, s, pieceAction(ActionKind::StartMove, PieceRef::unit(unitIndex(r, unit)))) == ActionError::None);
    return s;
}

}  // namespace

TEST_CASE("explained: a melee's dice and modifiers are the dice combat then rolls", "[explain][000 · MELEE COMBAT][000 · Infantry Combat][000 · Leaders Abilities Summary]") {
    Battle b;
    b.unit("jac-1", "jacobite", "highland", 6, 8).leader("murray", "jacobite", 6, 8).unit("gov-1", "government", "regular", 6, 7);
    const auto& r = b.rules();
    const auto s = b.combat(kJacobite, {"jac-1"});
    const Action a = battle(r, "jac-1", 6, 7);
    REQUIRE(hasAction(r, s, a));
    const auto e = explainAction(r, s, a).attack;
    REQUIRE(e);
    CHECK(e->attacker == unitIndex(r, "jac-1"));
    CHECK(e->target == toAxial({6, 7}));
    CHECK(e->melee);
    CHECK(e->baseDice == 2);
    CHECK(hasReason(e->modifiers, "full strength"));
    CHECK(hasReason(e->modifiers, "attached leader"));
    CHECK(hasReason(e->modifiers, "Highland battle bonus"));
    CHECK(e->dice == e->baseDice + modifierTotal(*e));
    CHECK(e->dice == 5);
    CHECK(diceRolled(r, s, a, 'C') == e->dice);
    CHECK(describeAttackDice(*e) == "5 dice: 2 melee, +1 full strength, +1 attached leader, +1 Highland battle bonus");
}

TEST_CASE("explained: ranged fire after moving counts the die lost, as combat does", "[explain][000 · Ranged Combat (Fire) Procedure]") {
    Battle b;
    b.unit("gov-1", "government", "regular", 6, 8).unit("jac-1", "jacobite", "regular", 6, 6);
    const auto& r = b.rules();
    auto s = b.combat(kGovernment, {"gov-1"});
    s.units[static_cast<std::size_t>(unitIndex(r, "gov-1"))].moved = true;
    const Action a = battle(r, "gov-1", 6, 6);
    const auto e = explainAction(r, s, a).attack;
    REQUIRE(e);
    CHECK_FALSE(e->melee);
    CHECK(e->range == 2);
    CHECK(hasReason(e->modifiers, "moved this turn"));
    CHECK(diceRolled(r, s, a, 'C') == e->dice);
}

TEST_CASE("explained: the melee a defender may retire from shows the attacker's dice", "[explain][000 · MELEE COMBAT][000 · Cavalry Combat]") {
    // Government infantry melees Jacobite cavalry, which may retire and rally before the roll.
    Battle b;
    b.unit("gov-1", "government", "regular", 6, 6).unit("jac-1", "jacobite", "battle-cavalry", 6, 7);
    const auto& r = b.rules();
    auto s = b.combat(kGovernment, {"gov-1"});
    REQUIRE(apply(r, s, battle(r, "gov-1", 6, 7)) == ActionError::None);
    const DecisionExplanation d = explainDecision(r, s);
    REQUIRE(d.question == Task::Kind::RetireChoice);
    CHECK(d.side == kJacobite);
    CHECK(d.piece == PieceRef::unit(unitIndex(r, "jac-1")));
    CHECK(d.opponent == unitIndex(r, "gov-1"));
    REQUIRE(d.attack);
    CHECK(d.attack->attacker == unitIndex(r, "gov-1"));
    CHECK(d.attack->dice == 3);  // 2 melee, +1 full strength
    // Standing, the cavalry takes exactly those dice (artillery faces do nothing to cavalry).
    CHECK(diceRolled(r, s, choice(ActionKind::RetireAndRally, 0), 'A') == d.attack->dice);
}

TEST_CASE("explained: the battle back offered is the battle back rolled", "[explain][000 · Defending Unit Battle Back]") {
    Battle b;
    b.unit("gov-1", "government", "regular", 6, 6).unit("jac-1", "jacobite", "regular", 6, 7);
    const auto& r = b.rules();
    auto s = b.combat(kGovernment, {"gov-1"});
    force(s, "CCC");  // nothing scores: the defender stands and may battle back
    REQUIRE(apply(r, s, battle(r, "gov-1", 6, 7)) == ActionError::None);
    const DecisionExplanation d = explainDecision(r, s);
    REQUIRE(d.question == Task::Kind::BattleBackChoice);
    CHECK(d.opponent == unitIndex(r, "gov-1"));
    REQUIRE(d.attack);
    CHECK(d.attack->attacker == unitIndex(r, "jac-1"));
    const Action back = choice(ActionKind::BattleBack, 1);
    const auto offered = explainAction(r, s, back).attack;
    REQUIRE(offered);
    CHECK(offered->dice == d.attack->dice);
    CHECK(diceRolled(r, s, back, 'C') == d.attack->dice);
}

TEST_CASE("explained: Highland morale counts when the unit was at full strength before the hit", "[explain][000 · Bolster Morale]") {
    // The highland unit loses a block and takes a flag: it had four blocks when the dice were
    // rolled, so its Highland morale lets it ignore the flag, though it has three now.
    Battle b;
    b.unit("gov-1", "government", "regular", 6, 4).unit("jac-1", "jacobite", "highland", 6, 6);
    const auto& r = b.rules();
    auto s = b.combat(kGovernment, {"gov-1"});
    force(s, "IFC");
    REQUIRE(apply(r, s, battle(r, "gov-1", 6, 6)) == ActionError::None);
    REQUIRE(unitState(s, r, "jac-1").blocks == 3);
    const DecisionExplanation d = explainDecision(r, s);
    REQUIRE(d.question == Task::Kind::IgnoreFlagsChoice);
    REQUIRE(d.flags);
    CHECK(d.flags->unit == unitIndex(r, "jac-1"));
    CHECK(d.flags->flags == 1);
    CHECK(d.flags->mayIgnore == 1);
    CHECK(hasAction(r, s, choice(ActionKind::IgnoreFlags, 1)));
    CHECK_FALSE(hasAction(r, s, choice(ActionKind::IgnoreFlags, 2)));
    REQUIRE(d.flags->reasons.size() == 1);
    CHECK(describeFlagReasons(*d.flags) == "+1 Highland at full strength");
    const auto ignore = explainAction(r, s, choice(ActionKind::IgnoreFlags, 1)).flags;
    REQUIRE(ignore);
    CHECK(describeFlagReasons(*ignore) == describeFlagReasons(*d.flags));
}

TEST_CASE("explained: a step into forest must stop, and the move ends there", "[explain][000 · FOREST][000 · Phase 3. Movement]") {
    Battle b;
    b.terrain("forest", 6, 7).unit("jac-1", "jacobite", "regular", 6, 8);
    const auto& r = b.rules();
    auto s = moving(b, kJacobite, "jac-1");
    const Action into = toHex(ActionKind::Step, 6, 7);
    const auto e = explainAction(r, s, into).step;
    REQUIRE(e);
    CHECK(e->mustStop());
    CHECK(e->stops == StopReason::EntersTerrain);
    CHECK(e->entered == "Forest");
    CHECK(describeStep(*e) == "must stop: entering Forest");
    // An open step beside it says nothing of stopping.
    const auto open = explainAction(r, s, toHex(ActionKind::Step, 5, 7)).step;
    REQUIRE(open);
    CHECK_FALSE(open->mustStop());
    CHECK(describeStep(*open).empty());
    REQUIRE(apply(r, s, into) == ActionError::None);
    CHECK_FALSE(s.moving);  // the move ended on the forest
}

TEST_CASE("explained: a unit stepping onto a lone friendly leader must stop to take him", "[explain][000 · Phase 3. Movement]") {
    Battle b;
    b.unit("jac-1", "jacobite", "regular", 6, 8).leader("murray", "jacobite", 6, 7);
    const auto& r = b.rules();
    auto s = moving(b, kJacobite, "jac-1");
    const auto e = explainAction(r, s, toHex(ActionKind::Step, 6, 7)).step;
    REQUIRE(e);
    CHECK(e->stops == StopReason::JoinsLeader);
    CHECK(describeStep(*e) == "must stop: joining a lone friendly leader");
}

TEST_CASE("explained: crossing field works must stop, and names them", "[explain][000 · FIELD WORKS]") {
    Battle b;
    b.hexside("field-works", 6, 8, Side::NE).unit("jac-1", "jacobite", "regular", 6, 8);
    const auto& r = b.rules();
    auto s = moving(b, kJacobite, "jac-1");
    const Hex across = neighbour(toAxial({6, 8}), Side::NE);
    const auto e = explainAction(r, s, Action{across, {}, {}, ActionKind::Step, 0}).step;
    REQUIRE(e);
    CHECK((e->stops & StopReason::CrossesSide) != 0);
    CHECK(e->crossed == "Field Works");
    CHECK(describeStep(*e).find("crossing the Field Works") != std::string::npos);
}

TEST_CASE("explained: a phase's own choice has no pending question", "[explain][000 · GAME TURN]") {
    Battle b;
    b.unit("jac-1", "jacobite", "regular", 6, 8).unit("gov-1", "government", "regular", 6, 4);
    const auto& r = b.rules();
    const auto s = b.combat(kJacobite, {"jac-1"});
    const DecisionExplanation d = explainDecision(r, s);
    CHECK_FALSE(d.question);
    CHECK(d.side == kJacobite);
    CHECK_FALSE(d.attack);
    CHECK_FALSE(d.flags);
}
