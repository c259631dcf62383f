// The engine explains its choices (play/explain.h, text/explain_text.h): each explanation is
// checked against what apply then does with forced dice (GameState::forcedDice), so an
// explanation that drifted from the turn logic fails here — the dice explained are the dice
// rolled, the flags said ignorable are the options offered, a step said to stop ends the move.
#include <numeric>

#include "play/rules_map/map_fixtures.h"
#include "tricorne/io/game_log.h"
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
    return std::any_of(lines.begin(), lines.end(), [&](const DiceLine& l) { return l.reason.text == reason; });
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

namespace {

/// The units the Combat phase ended without, as the engine announced them while `a` was applied.
std::vector<UnbattledUnit> unbattledWhile(const Rules& r, GameState& s, const Action& a) {
    std::vector<UnbattledUnit> seen;
    ObserveUnbattled observer([](void* c, const UnbattledUnit& u) { static_cast<std::vector<UnbattledUnit>*>(c)->push_back(u); }, &seen);
    REQUIRE(apply(r, s, a) == ActionError::None);
    return seen;
}

/// jac-1 next to gov-1 (a melee), jac-2 far from any enemy, jac-3 a gun about to move (a gun
/// that moves may not battle, 000 · Artillery Movement), jac-4 two hexes from gov-1 with jac-1
/// between them (no line of sight, 000 · RANGE COMBAT); all four ordered, in the Move phase.
GameState fourOrdered(Battle& b) {
    // Forest on the other hex between jac-4 and gov-1, so the line is blocked on both sides
    // of the hex edge it runs along (a line along an edge is blocked only when both are).
    for (Side side : kAllSides) {
        const Hex n = neighbour(toAxial({6, 4}), side);
        if (distance(n, toAxial({6, 6})) == 1 && n != toAxial({6, 5})) b.terrain("forest", toOffset(n).col, toOffset(n).row);
    }
    b.unit("jac-1", "jacobite", "highland", 6, 5)
        .unit("jac-2", "jacobite", "regular", 0, 8)
        .unit("jac-3", "jacobite", "light-artillery", 10, 8)
        .unit("jac-4", "jacobite", "regular", 6, 6)
        .unit("gov-1", "government", "regular", 6, 4);
    const auto& r = b.rules();
    auto s = b.combat(kJacobite, {"jac-1", "jac-2", "jac-3", "jac-4"});
    s.phase = Phase::Move;
    REQUIRE(apply(r, s, pieceAction(ActionKind::StartMove, PieceRef::unit(unitIndex(r, "jac-3")))) == ActionError::None);
    REQUIRE(apply(r, s, toHex(ActionKind::Step, 10, 7)) == ActionError::None);
    REQUIRE(apply(r, s, choice(ActionKind::EndMovement)) == ActionError::None);
    REQUIRE(s.phase == Phase::Combat);
    return s;
}

}  // namespace

TEST_CASE("explained: the Combat phase that ends by itself names each ordered unit it ends without, and why",
          "[explain][000 · Phase 4. Combat][000 · Artillery Movement][000 · RANGE COMBAT]") {
    Battle b;
    auto s = fourOrdered(b);
    const auto& r = b.rules();
    // Only jac-1 has a battle: the others are not offered one, and nothing says so until the phase ends.
    CHECK(countOf(r, s, ActionKind::Battle) == 1);
    force(s, "CCCCCC");  // jac-1's melee misses: gov-1 stays to battle back
    auto seen = unbattledWhile(r, s, battle(r, "jac-1", 6, 4));
    CHECK(seen.empty());  // the defender decides first: the phase is not over
    REQUIRE(hasAction(r, s, choice(ActionKind::BattleBack, 0)));
    seen = unbattledWhile(r, s, choice(ActionKind::BattleBack, 0));
    // No battle is left, so the phase ended by itself and the other side's turn began.
    CHECK(s.active == kGovernment);
    REQUIRE(seen.size() == 3);
    CHECK(seen[0].unit == unitIndex(r, "jac-2"));
    CHECK(seen[0].hex == toAxial({0, 8}));
    CHECK(seen[0].why == UnbattledUnit::Why::NoEnemyInRange);
    CHECK(seen[1].unit == unitIndex(r, "jac-3"));
    CHECK(seen[1].hex == toAxial({10, 7}));
    CHECK(seen[1].why == UnbattledUnit::Why::MayNotBattle);
    CHECK(seen[2].unit == unitIndex(r, "jac-4"));
    CHECK(seen[2].why == UnbattledUnit::Why::NoTargetAllowed);
}

TEST_CASE("explained: End combat names the units that had no battle, not those that declined one", "[explain][000 · Phase 4. Combat]") {
    Battle b;
    auto s = fourOrdered(b);
    const auto& r = b.rules();
    const auto seen = unbattledWhile(r, s, choice(ActionKind::EndCombat));
    REQUIRE(seen.size() == 3);  // jac-1 had its melee and declined it: "End combat" says so
    for (const UnbattledUnit& u : seen) CHECK(u.unit != unitIndex(r, "jac-1"));
}

TEST_CASE("explained: listening for units without a battle changes nothing in the game", "[explain][000 · Phase 4. Combat]") {
    Battle b;
    const auto start = fourOrdered(b);
    const auto& r = b.rules();
    auto heard = start, unheard = start;
    CHECK_FALSE(unbattledWhile(r, heard, choice(ActionKind::EndCombat)).empty());
    REQUIRE(apply(r, unheard, choice(ActionKind::EndCombat)) == ActionError::None);
    CHECK(heard == unheard);
    CHECK(hashState(heard) == hashState(unheard));
}
