// Combat and its consequences with forced dice (000 · RANGE COMBAT, MELEE COMBAT, RETREAT AND
// RALLY CHECKS, Leader Casualty Check, ADDITIONAL COMBAT ACTIONS, VICTORY BANNERS).
#include "play/game_fixtures.h"
#include "tricorne/rules/attack.h"
#include "tricorne/play/game.h"

using namespace tricorne;
using namespace fixtures;

namespace {
constexpr Position kJacobite = Position::Bottom;
constexpr Position kGovernment = Position::Top;
}  // namespace

TEST_CASE("fire scores a hit for each symbol of the target's kind, sabers miss at range", "[combat][000 · Ranged Combat Roll]") {
    Battle b;
    b.unit("gov-1", "government", "regular", 6, 3).unit("jac-1", "jacobite", "regular", 6, 5);
    auto s = b.combat(kGovernment, {"gov-1"});
    const auto& r = b.rules();
    force(s, "IISA");  // range 2: 2 dice + 1 full strength = 3; the 4th face is never rolled
    REQUIRE(apply(r, s, battle(r, "gov-1", 6, 5)) == ActionError::None);
    CHECK(unitState(s, r, "jac-1").blocks == 2);
    CHECK(unitState(s, r, "jac-1").hex == toAxial({6, 5}));
    CHECK(s.forcedDice.size() == 1);
    CHECK(s.active == kJacobite);  // its only combat done, the turn passed
}

TEST_CASE("in melee a saber hits, flags force a retreat toward the own baseline and a rally check", "[combat][000 · Melee Combat Roll][000 · RETREAT AND RALLY CHECKS]") {
    Battle b;
    b.unit("jac-1", "jacobite", "highland", 6, 5).unit("gov-1", "government", "regular", 6, 4).unit("gov-2", "government", "regular", 7, 4);
    auto s = b.combat(kJacobite, {"jac-1"});
    const auto& r = b.rules();
    // Highland melee: 2 + 1 full strength + 1 Highland battle bonus = 4 dice.
    force(s, "ISFF");
    REQUIRE(apply(r, s, battle(r, "jac-1", 6, 4)) == ActionError::None);
    CHECK(unitState(s, r, "gov-1").blocks == 2);
    // Two flags, one hex each, toward the top baseline: NW (5,3) or NE (6,3).
    CHECK(legalActions(r, s).size() == 2);
    CHECK(decidingSide(r, s) == kGovernment);
    CHECK(hasAction(r, s, toHex(ActionKind::RetreatTo, 5, 3)));
    CHECK(hasAction(r, s, toHex(ActionKind::RetreatTo, 6, 3)));
    REQUIRE(apply(r, s, toHex(ActionKind::RetreatTo, 6, 3)) == ActionError::None);
    force(s, "FI");  // rally check: 2 blocks = 2 dice; a flag rallies
    REQUIRE(apply(r, s, toHex(ActionKind::RetreatTo, 6, 2)) == ActionError::None);
    CHECK(unitState(s, r, "gov-1").hex == toAxial({6, 2}));
    CHECK(unitState(s, r, "gov-1").alive());
    // The hex is empty: the Highlanders may take ground, and then make a bonus melee.
    CHECK(decidingSide(r, s) == kJacobite);
    REQUIRE(apply(r, s, choice(ActionKind::TakeGround, 1)) == ActionError::None);
    CHECK(unitState(s, r, "jac-1").hex == toAxial({6, 4}));
    REQUIRE(hasAction(r, s, toHex(ActionKind::BonusMelee, 7, 4)));
    REQUIRE(hasAction(r, s, choice(ActionKind::SkipBonusMelee)));
    // Taking ground counts as movement: 2 + 1 + 1 Highland (000: bonus melee included) − 1 moved.
    AttackContext bonus;
    bonus.bonusMelee = true;
    CHECK(assessAttack(r, s, unitIndex(r, "jac-1"), toAxial({7, 4}), bonus).dice == 3);
}

TEST_CASE("a unit that fails its rally check routs and the opponent gains a banner", "[combat][000 · RETREAT AND RALLY CHECKS]") {
    Battle b;
    b.unit("gov-1", "government", "regular", 6, 3).unit("jac-1", "jacobite", "lowland", 6, 5, 2);
    auto s = b.combat(kGovernment, {"gov-1"});
    const auto& r = b.rules();
    force(s, "AFC");  // a flag: Lowland retreats 2 hexes
    REQUIRE(apply(r, s, battle(r, "gov-1", 6, 5)) == ActionError::None);
    REQUIRE(apply(r, s, toHex(ActionKind::RetreatTo, 6, 6)) == ActionError::None);
    // Rally: 2 blocks, Lowland −1 = 1 die; no flag: routs.
    force(s, "S");
    REQUIRE(apply(r, s, toHex(ActionKind::RetreatTo, 6, 7)) == ActionError::None);
    CHECK_FALSE(unitState(s, r, "jac-1").alive());
    CHECK(s.bannersOf(kGovernment) == 1);
    CHECK(s.unitAt(toAxial({6, 7})) < 0);
}

TEST_CASE("a retreat that cannot be completed costs a block per hex, then a rally check", "[combat][000 · RETREAT AND RALLY CHECKS]") {
    Battle b;
    b.unit("gov-1", "government", "regular", 6, 8).unit("jac-1", "jacobite", "regular", 6, 10);
    auto s = b.combat(kGovernment, {"gov-1"});
    const auto& r = b.rules();
    force(s, "FF");  // 2 + 1 = 3 dice at range 2: two flags, one blank (cavalry)
    force(s, "C");
    force(s, "F");   // rally check: 2 blocks left after losing 2 = 2 dice; a flag
    force(s, "I");
    REQUIRE(apply(r, s, battle(r, "gov-1", 6, 10)) == ActionError::None);
    // On its own baseline it cannot retreat: the two hexes are lost as two blocks.
    CHECK(unitState(s, r, "jac-1").blocks == 2);
    CHECK(unitState(s, r, "jac-1").hex == toAxial({6, 10}));
    CHECK(s.forcedDice.empty());
}

TEST_CASE("a unit without a leader stops its retreat on a lone friendly leader", "[combat][000 · RETREAT AND RALLY CHECKS]") {
    Battle b;
    b.unit("gov-1", "government", "regular", 6, 3).unit("jac-1", "jacobite", "lowland", 6, 5).leader("dundee", "jacobite", 6, 6);
    b.unit("jac-2", "jacobite", "regular", 7, 6);  // SE blocked: the only way is onto Dundee
    auto s = b.combat(kGovernment, {"gov-1"});
    const auto& r = b.rules();
    force(s, "FIC");  // 1 hit, 1 flag: Lowland retreats 2 hexes
    force(s, "F");    // rally: 3 blocks + leader − 1 Lowland = 3 dice; the first is a flag
    force(s, "II");
    REQUIRE(apply(r, s, battle(r, "gov-1", 6, 5)) == ActionError::None);
    // Dundee, alone and adjacent, would let it ignore the flag; it chooses to retreat.
    REQUIRE(apply(r, s, choice(ActionKind::IgnoreFlags, 0)) == ActionError::None);
    CHECK(unitState(s, r, "jac-1").hex == toAxial({6, 6}));
    CHECK(s.attachedLeader(unitIndex(r, "jac-1")) == leaderIndex(r, "dundee"));
    CHECK(s.tasks.empty());
    CHECK(s.forcedDice.empty());
}

TEST_CASE("a leader with a unit that loses blocks is killed by two sabers on two dice", "[combat][000 · Leader Casualty Check]") {
    Battle b;
    b.unit("gov-1", "government", "regular", 6, 3).unit("jac-1", "jacobite", "regular", 6, 5).leader("dundee", "jacobite", 6, 5);
    b.unit("jac-2", "jacobite", "regular", 6, 6);
    auto s = b.combat(kGovernment, {"gov-1"});
    const auto& r = b.rules();
    force(s, "ICC");  // one hit, no flag
    force(s, "SS");   // the casualty check: two sabers
    force(s, "F");    // jac-1 rallies (leader lost in its hex): 3 blocks = 3 dice
    force(s, "II");
    force(s, "F");    // jac-2 rallies (adjacent): 4 + 1 = 5 dice
    force(s, "IIII");
    REQUIRE(apply(r, s, battle(r, "gov-1", 6, 5)) == ActionError::None);
    CHECK_FALSE(s.leaders[static_cast<std::size_t>(leaderIndex(r, "dundee"))].alive);
    CHECK(s.bannersOf(kGovernment) == 1);
    CHECK(unitState(s, r, "jac-1").alive());
    CHECK(unitState(s, r, "jac-2").alive());
    CHECK(s.forcedDice.empty());
}

TEST_CASE("a lone leader at range falls to two sabers and otherwise retreats 1 to 3 hexes", "[combat][000 · Combat Against a Lone Leader]") {
    Battle b;
    b.unit("gov-1", "government", "regular", 6, 3).leader("dundee", "jacobite", 6, 5);
    auto s = b.combat(kGovernment, {"gov-1"});
    const auto& r = b.rules();
    force(s, "SIF");  // one saber: not enough at range
    REQUIRE(apply(r, s, battle(r, "gov-1", 6, 5)) == ActionError::None);
    CHECK(decidingSide(r, s) == kJacobite);
    REQUIRE(apply(r, s, toHex(ActionKind::LeaderRetreatTo, 6, 6)) == ActionError::None);
    REQUIRE(hasAction(r, s, choice(ActionKind::LeaderStop)));
    REQUIRE(apply(r, s, choice(ActionKind::LeaderStop)) == ActionError::None);
    CHECK(s.leaders[static_cast<std::size_t>(leaderIndex(r, "dundee"))].hex == toAxial({6, 6}));
    CHECK(s.leaderAt(toAxial({6, 6})) == leaderIndex(r, "dundee"));
    CHECK(s.leaderAt(toAxial({6, 5})) < 0);

    auto kill = b.combat(kGovernment, {"gov-1"});
    force(kill, "SSI");
    REQUIRE(apply(r, kill, battle(r, "gov-1", 6, 5)) == ActionError::None);
    CHECK_FALSE(kill.leaders[0].alive);
    CHECK(kill.bannersOf(kGovernment) == 1);
}

TEST_CASE("the defender battles back when it holds its hex, and the game ends the instant banners are reached", "[combat][000 · Defending Unit Battle Back][000 · VICTORY BANNERS]") {
    Battle b;
    b.unit("jac-1", "jacobite", "regular", 6, 5, 1).unit("gov-1", "government", "regular", 6, 4);
    b.scenario().victoryBanners = 1;
    auto s = b.combat(kJacobite, {"jac-1"});
    const auto& r = b.rules();
    force(s, "CC");  // jac-1 melee: 2 dice (not full strength), no effect
    REQUIRE(apply(r, s, battle(r, "jac-1", 6, 4)) == ActionError::None);
    CHECK(decidingSide(r, s) == kGovernment);
    force(s, "IAA");  // battle back: 2 + 1 full strength; one infantry hit destroys jac-1
    REQUIRE(apply(r, s, choice(ActionKind::BattleBack, 1)) == ActionError::None);
    CHECK_FALSE(unitState(s, r, "jac-1").alive());
    REQUIRE(s.winner.has_value());
    CHECK(*s.winner == kGovernment);
    CHECK(s.phase == Phase::GameOver);
    CHECK(legalActions(r, s).empty());
    CHECK(apply(r, s, choice(ActionKind::EndCombat)) == ActionError::GameOver);
}

TEST_CASE("cavalry attacked in melee may retire and rally: symbols only, 2 hexes back, +2 rally dice", "[combat][000 · MELEE COMBAT][000 · Retire and Rally Check when attacked in melee]") {
    Battle b;
    b.unit("jac-1", "jacobite", "regular", 6, 5).unit("gov-1", "government", "light-cavalry", 6, 4);
    auto s = b.combat(kJacobite, {"jac-1"});
    const auto& r = b.rules();
    REQUIRE(apply(r, s, battle(r, "jac-1", 6, 4)) == ActionError::None);
    CHECK(decidingSide(r, s) == kGovernment);
    force(s, "CSF");  // 3 dice: one cavalry symbol hits; saber and flag are ignored
    REQUIRE(apply(r, s, choice(ActionKind::RetireAndRally, 1)) == ActionError::None);
    CHECK(unitState(s, r, "gov-1").blocks == 3);
    const auto paths = legalActions(r, s);
    REQUIRE_FALSE(paths.empty());
    for (const auto& a : paths) CHECK(a.kind == ActionKind::RetireTo);
    force(s, "F");  // rally: 3 blocks + 2 = 5 dice
    force(s, "IIII");
    REQUIRE(apply(r, s, paths.front()) == ActionError::None);
    CHECK(distance(unitState(s, r, "gov-1").hex, toAxial({6, 4})) == 2);
    CHECK(unitState(s, r, "gov-1").alive());
    // Ground was vacated: jac-1 may advance, but gets no bonus melee after a retire.
    REQUIRE(apply(r, s, choice(ActionKind::TakeGround, 1)) == ActionError::None);
    CHECK(s.tasks.empty());
    CHECK(unitState(s, r, "jac-1").hex == toAxial({6, 4}));
}

TEST_CASE("a unit with a Chief marker may lose it to a saber after hits and must then rally", "[combat][000 · CLAN CHIEF & CHIEF OFFICER MARKERS]") {
    Battle b;
    b.unit("gov-1", "government", "regular", 6, 3).unit("jac-1", "jacobite", "highland", 6, 5, 4, true);
    auto s = b.combat(kGovernment, {"gov-1"});
    const auto& r = b.rules();
    force(s, "ICC");  // one hit, no flag
    force(s, "S");    // the marker falls
    force(s, "I");    // rally: 3 blocks = 3 dice, no flag …
    force(s, "II");   // … routs
    REQUIRE(apply(r, s, battle(r, "gov-1", 6, 5)) == ActionError::None);
    CHECK_FALSE(unitState(s, r, "jac-1").alive());
    CHECK(s.bannersOf(kGovernment) == 1);  // the unit, never the marker
}

TEST_CASE("ignoring flags is the defender's choice, up to what it may ignore", "[combat][000 · Bolster Morale]") {
    Battle b;
    b.unit("gov-1", "government", "regular", 6, 3).unit("jac-1", "jacobite", "regular", 6, 5).leader("cannon", "jacobite", 6, 5);
    auto s = b.combat(kGovernment, {"gov-1"});
    const auto& r = b.rules();
    force(s, "FFC");
    REQUIRE(apply(r, s, battle(r, "gov-1", 6, 5)) == ActionError::None);
    // The attached leader lets it ignore one of the two flags.
    REQUIRE(hasAction(r, s, choice(ActionKind::IgnoreFlags, 1)));
    REQUIRE(hasAction(r, s, choice(ActionKind::IgnoreFlags, 0)));
    CHECK_FALSE(hasAction(r, s, choice(ActionKind::IgnoreFlags, 2)));
    force(s, "F");
    force(s, "IIII");  // rally after a 1-hex retreat: 4 + 1 + 1 = 6 dice
    REQUIRE(apply(r, s, choice(ActionKind::IgnoreFlags, 1)) == ActionError::None);
    REQUIRE(apply(r, s, toHex(ActionKind::RetreatTo, 6, 6)) == ActionError::None);
    CHECK(unitState(s, r, "jac-1").hex == toAxial({6, 6}));
    CHECK(s.leaders[0].hex == toAxial({6, 6}));  // the attached leader goes with it
}
