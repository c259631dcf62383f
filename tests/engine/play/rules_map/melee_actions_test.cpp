// The rule map's gaps in the additional combat actions (000 · ADDITIONAL COMBAT ACTIONS:
// Taking Ground, Bonus Melee, Defending Unit Battle Back; MELEE COMBAT step 2, retire and
// rally) and their 001 twins, through legalActions/apply with forced dice.
#include "play/rules_map/map_fixtures.h"

using namespace tricorne;
using namespace fixtures;
using namespace map_fixtures;

TEST_CASE("a unit that does not take ground forfeits its bonus melee", "[rules-map][000 · Bonus Melee][001 · BONUS MELEE]") {
    Battle b;
    b.unit("jac-horse", "jacobite", "battle-cavalry", 6, 6).unit("gov-1", "government", "regular", 6, 5, 1)
        .unit("gov-2", "government", "regular", 5, 6);  // adjacent to the horse already
    auto s = b.combat(kJacobite, {"jac-horse"});
    const auto& r = b.rules();
    force(s, "ICC");
    REQUIRE(apply(r, s, battle(r, "jac-horse", 6, 5)) == ActionError::None);
    REQUIRE(hasAction(r, s, choice(ActionKind::TakeGround, 0)));
    REQUIRE(apply(r, s, choice(ActionKind::TakeGround, 0)) == ActionError::None);
    CHECK_FALSE(anyOfKind(r, s, ActionKind::BonusMelee));
    CHECK(s.active == kGovernment);
    CHECK(unitState(s, r, "gov-2").blocks == 4);
}

TEST_CASE("a bonus melee that succeeds may take ground again, but a unit makes one bonus melee a turn", "[rules-map][000 · Bonus Melee][001 · BONUS MELEE]") {
    Battle b;
    b.unit("jac-horse", "jacobite", "battle-cavalry", 6, 6).unit("gov-1", "government", "regular", 6, 5, 1)
        .unit("gov-2", "government", "regular", 7, 4, 1).unit("gov-3", "government", "regular", 7, 3);
    auto s = b.combat(kJacobite, {"jac-horse"});
    const auto& r = b.rules();
    force(s, "ICC");
    REQUIRE(apply(r, s, battle(r, "jac-horse", 6, 5)) == ActionError::None);
    REQUIRE(apply(r, s, choice(ActionKind::TakeGround, 1)) == ActionError::None);
    force(s, "ICC");  // the bonus melee (2 + full strength; cavalry loses no die for moving)
    REQUIRE(apply(r, s, toHex(ActionKind::BonusMelee, 7, 4)) == ActionError::None);
    CHECK_FALSE(unitState(s, r, "gov-2").alive());
    REQUIRE(hasAction(r, s, choice(ActionKind::TakeGround, 1)));
    REQUIRE(apply(r, s, choice(ActionKind::TakeGround, 1)) == ActionError::None);
    CHECK(unitState(s, r, "jac-horse").hex == toAxial({7, 4}));
    // gov-3 stands next to it now, but there is no second bonus melee.
    CHECK_FALSE(anyOfKind(r, s, ActionKind::BonusMelee));
    CHECK(s.active == kGovernment);
    CHECK(s.bannersOf(kJacobite) == 2);
}

TEST_CASE("infantry makes a bonus melee only with an attached leader", "[rules-map][000 · Bonus Melee][000 · Leaders Abilities Summary][001 · LEADER ABILITIES SUMMARY]") {
    for (const bool withLeader : {true, false}) {
        Battle b;
        b.unit("jac-1", "jacobite", "regular", 6, 6).unit("gov-1", "government", "regular", 6, 5, 1).unit("gov-2", "government", "regular", 7, 4);
        if (withLeader) b.leader("dundee", "jacobite", 6, 6);
        auto s = b.combat(kJacobite, {"jac-1"});
        const auto& r = b.rules();
        force(s, "ICCC");  // 2 + full strength (+ leader) dice
        REQUIRE(apply(r, s, battle(r, "jac-1", 6, 5)) == ActionError::None);
        REQUIRE(apply(r, s, choice(ActionKind::TakeGround, 1)) == ActionError::None);
        INFO(withLeader);
        CHECK(unitState(s, r, "jac-1").hex == toAxial({6, 5}));
        CHECK(hasAction(r, s, toHex(ActionKind::BonusMelee, 7, 4)) == withLeader);
    }
}

TEST_CASE("a defender that could not retreat and passed its rally check may battle back", "[rules-map][000 · Defending Unit Battle Back][000 · RETREAT AND RALLY CHECKS]") {
    Battle b;
    b.unit("jac-1", "jacobite", "regular", 6, 1).unit("gov-1", "government", "regular", 6, 0);  // on its own baseline
    auto s = b.combat(kJacobite, {"jac-1"});
    const auto& r = b.rules();
    force(s, "FCC");  // a flag it cannot retreat: one block lost instead
    force(s, "F");    // rally: 3 blocks = 3 dice, a flag
    force(s, "CC");
    REQUIRE(apply(r, s, battle(r, "jac-1", 6, 0)) == ActionError::None);
    CHECK(unitState(s, r, "gov-1").blocks == 3);
    CHECK(unitState(s, r, "gov-1").hex == toAxial({6, 0}));
    REQUIRE(decidingSide(r, s) == kGovernment);
    CHECK(hasAction(r, s, choice(ActionKind::BattleBack, 1)));
}

TEST_CASE("a unit battling back may not take ground, even when it destroys the attacker", "[rules-map][000 · Defending Unit Battle Back][000 · Taking Ground][001 · TAKING GROUND]") {
    Battle b;
    b.unit("jac-1", "jacobite", "regular", 6, 5, 1).unit("gov-1", "government", "regular", 6, 4);
    auto s = b.combat(kJacobite, {"jac-1"});
    const auto& r = b.rules();
    force(s, "CC");   // 2 dice (not full strength), no effect
    force(s, "ICC");  // gov-1 battles back: 3 dice, destroys jac-1
    REQUIRE(apply(r, s, battle(r, "jac-1", 6, 4)) == ActionError::None);
    REQUIRE(apply(r, s, choice(ActionKind::BattleBack, 1)) == ActionError::None);
    CHECK_FALSE(unitState(s, r, "jac-1").alive());
    CHECK(s.bannersOf(kGovernment) == 1);
    CHECK_FALSE(anyOfKind(r, s, ActionKind::TakeGround));
    CHECK(unitState(s, r, "gov-1").hex == toAxial({6, 4}));
    CHECK(s.active == kGovernment);  // the Jacobite turn is over
}

TEST_CASE("a unit that attacks a lone leader may take ground after he retreats", "[rules-map][000 · Taking Ground][000 · Combat Against a Lone Leader]") {
    Battle b;
    b.unit("gov-1", "government", "regular", 6, 4).leader("dundee", "jacobite", 6, 5);
    auto s = b.combat(kGovernment, {"gov-1"});
    const auto& r = b.rules();
    force(s, "FFC");  // no saber: his flags have no effect, he must retreat
    REQUIRE(apply(r, s, battle(r, "gov-1", 6, 5)) == ActionError::None);
    CHECK(s.leaders[0].alive);
    REQUIRE(apply(r, s, toHex(ActionKind::LeaderRetreatTo, 6, 6)) == ActionError::None);
    REQUIRE(apply(r, s, choice(ActionKind::LeaderStop)) == ActionError::None);
    REQUIRE(hasAction(r, s, choice(ActionKind::TakeGround, 1)));
    REQUIRE(apply(r, s, choice(ActionKind::TakeGround, 1)) == ActionError::None);
    CHECK(unitState(s, r, "gov-1").hex == toAxial({6, 5}));
    CHECK(s.active == kJacobite);  // infantry without a leader: no bonus melee
}

TEST_CASE("cavalry may not retire and rally from a battle back, nor without two hexes behind it", "[rules-map][000 · MELEE COMBAT][000 · Defending Unit Retire and Rally from Melee]") {
    SECTION("against a battle back") {
        Battle b;
        b.unit("jac-horse", "jacobite", "light-cavalry", 6, 5).unit("gov-1", "government", "regular", 6, 4);
        auto s = b.combat(kJacobite, {"jac-horse"});
        const auto& r = b.rules();
        force(s, "CCC");
        REQUIRE(apply(r, s, battle(r, "jac-horse", 6, 4)) == ActionError::None);
        force(s, "AAA");  // the battle back rolls at once: no retire choice for the horse
        REQUIRE(apply(r, s, choice(ActionKind::BattleBack, 1)) == ActionError::None);
        CHECK(s.forcedDice.empty());
        CHECK_FALSE(anyOfKind(r, s, ActionKind::RetireAndRally));
    }
    SECTION("with no room behind it") {
        Battle b;
        b.unit("jac-1", "jacobite", "regular", 6, 1).unit("gov-horse", "government", "light-cavalry", 6, 0);
        auto s = b.combat(kJacobite, {"jac-1"});
        const auto& r = b.rules();
        force(s, "AAA");  // the melee is rolled at once: no retire choice on the baseline
        force(s, "II");   // the horse battles back
        REQUIRE(apply(r, s, battle(r, "jac-1", 6, 0)) == ActionError::None);
        CHECK(s.forcedDice.size() == 2);
        CHECK_FALSE(anyOfKind(r, s, ActionKind::RetireAndRally));
        CHECK(hasAction(r, s, choice(ActionKind::BattleBack, 1)));
    }
}
