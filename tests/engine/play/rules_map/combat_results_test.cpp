// The rule map's gaps in scoring hits and in what follows them (000 · Ranged Combat Roll,
// Melee Combat Roll, Leader Casualty Check, RETREAT AND RALLY CHECKS and their 001 twins),
// played through legalActions/apply with forced dice.
#include "play/rules_map/map_fixtures.h"

using namespace tricorne;
using namespace fixtures;
using namespace map_fixtures;

TEST_CASE("hits beyond a unit's blocks have no effect, and its last block gives one banner", "[rules-map][000 · Ranged Combat Roll][001 · RANGED COMBAT]") {
    Battle b;
    b.unit("gov-1", "government", "regular", 6, 3).unit("jac-1", "jacobite", "regular", 6, 5, 1);
    auto s = b.combat(kGovernment, {"gov-1"});
    const auto& r = b.rules();
    force(s, "III");  // three hits on a one-block unit
    REQUIRE(apply(r, s, battle(r, "gov-1", 6, 5)) == ActionError::None);
    CHECK_FALSE(unitState(s, r, "jac-1").alive());
    CHECK(s.bannersOf(kGovernment) == 1);
    // Ranged combat never gives ground (000 · Taking Ground): the turn simply passes.
    CHECK(unitState(s, r, "gov-1").hex == toAxial({6, 3}));
    CHECK(s.active == kJacobite);
}

TEST_CASE("militia and light cavalry score no hit with a saber in melee, other units do", "[rules-map][000 · Melee Combat Roll][000 · Government Militia Infantry][000 · Jacobite Light Cavalry]") {
    for (const char* type : {"militia", "light-cavalry", "regular"}) {
        Battle b;
        b.unit("gov-1", "government", type, 6, 4).unit("jac-1", "jacobite", "regular", 6, 5);
        auto s = b.combat(kGovernment, {"gov-1"});
        const auto& r = b.rules();
        force(s, "SSA");  // 2 + 1 full strength = 3 dice: two sabers, no symbol
        force(s, "CCC");  // jac-1 battles back (or not), no effect either way
        REQUIRE(apply(r, s, battle(r, "gov-1", 6, 5)) == ActionError::None);
        INFO(type);
        CHECK(unitState(s, r, "jac-1").blocks == (std::string(type) == "regular" ? 2 : 4));
    }
}

TEST_CASE("001: Continental light infantry's sabers do not hit in melee, British light infantry's do", "[rules-map][001 · Melee Combat Roll][001 · British Light Infantry][001 · Continental Light Infantry]") {
    for (const char* army : {"continental", "british"}) {
        const bool british = std::string(army) == "british";
        Battle b("american-revolution");
        b.unit("att", army, "light", 6, 5).unit("def", british ? "continental" : "british", "regular", 6, 4);
        auto s = b.combat(british ? Position::Bottom : Position::Top, {"att"});
        const auto& r = b.rules();
        // The base file puts the Continentals at the bottom: pick the attacker's side by army.
        s.active = r.unitSide(unitIndex(r, "att"));
        force(s, "SSA");
        force(s, "CCC");
        REQUIRE(apply(r, s, battle(r, "att", 6, 4)) == ActionError::None);
        INFO(army);
        CHECK(unitState(s, r, "def").blocks == (british ? 2 : 4));
    }
}

TEST_CASE("a leader whose unit is destroyed survives unless one die shows a saber, then retreats 1 to 3 hexes", "[rules-map][000 · Leader Casualty Check][001 · LEADER CASUALTY CHECK]") {
    Battle b;
    b.unit("gov-1", "government", "regular", 6, 3).unit("jac-1", "jacobite", "regular", 6, 5, 1).leader("dundee", "jacobite", 6, 5);
    auto s = b.combat(kGovernment, {"gov-1"});
    const auto& r = b.rules();
    SECTION("a saber on the one die: eliminated, a second banner") {
        force(s, "ICC");
        force(s, "S");  // the casualty check: one die
        REQUIRE(apply(r, s, battle(r, "gov-1", 6, 5)) == ActionError::None);
        CHECK_FALSE(s.leaders[0].alive);
        CHECK(s.bannersOf(kGovernment) == 2);
        CHECK(s.forcedDice.empty());
    }
    SECTION("no saber: the unit's flags do not touch him, he retreats 1, 2 or 3 hexes") {
        force(s, "IFF");
        force(s, "F");  // the casualty check: no saber
        REQUIRE(apply(r, s, battle(r, "gov-1", 6, 5)) == ActionError::None);
        CHECK(s.leaders[0].alive);
        CHECK(s.bannersOf(kGovernment) == 1);
        REQUIRE(decidingSide(r, s) == kJacobite);
        REQUIRE(hasAction(r, s, toHex(ActionKind::LeaderRetreatTo, 6, 6)));
        CHECK_FALSE(anyOfKind(r, s, ActionKind::LeaderStop));  // at least one hex
        REQUIRE(apply(r, s, toHex(ActionKind::LeaderRetreatTo, 6, 6)) == ActionError::None);
        REQUIRE(hasAction(r, s, choice(ActionKind::LeaderStop)));  // one hex is enough
        REQUIRE(apply(r, s, choice(ActionKind::LeaderStop)) == ActionError::None);
        CHECK(s.leaders[0].hex == toAxial({6, 6}));
        CHECK(s.forcedDice.empty());  // no rally check for him
    }
}

TEST_CASE("when a leader's unit is destroyed in melee and he retreats, the attacker may take ground", "[rules-map][000 · Leader Casualty Check][000 · Taking Ground]") {
    Battle b;
    b.unit("gov-1", "government", "regular", 6, 4).unit("jac-1", "jacobite", "regular", 6, 5, 1).leader("dundee", "jacobite", 6, 5);
    auto s = b.combat(kGovernment, {"gov-1"});
    const auto& r = b.rules();
    force(s, "ICC");
    force(s, "C");  // he survives his check
    REQUIRE(apply(r, s, battle(r, "gov-1", 6, 5)) == ActionError::None);
    REQUIRE(apply(r, s, toHex(ActionKind::LeaderRetreatTo, 6, 6)) == ActionError::None);
    REQUIRE(apply(r, s, choice(ActionKind::LeaderStop)) == ActionError::None);
    REQUIRE(hasAction(r, s, choice(ActionKind::TakeGround, 1)));
    REQUIRE(apply(r, s, choice(ActionKind::TakeGround, 1)) == ActionError::None);
    CHECK(unitState(s, r, "gov-1").hex == toAxial({6, 5}));
}

TEST_CASE("a leader killed with a unit that must retreat: the unit rallies first, its flag is not ignored, and no second check follows", "[rules-map][000 · Leader Casualty Check][000 · Bolster Morale][001 · LEADER CASUALTY CHECK]") {
    Battle b;
    b.unit("gov-1", "government", "regular", 6, 3).unit("jac-1", "jacobite", "regular", 6, 5).leader("dundee", "jacobite", 6, 5);
    auto s = b.combat(kGovernment, {"gov-1"});
    const auto& r = b.rules();
    force(s, "IFC");  // one hit, one flag
    force(s, "SS");   // the attached leader's check: two sabers kill him
    force(s, "FCC");  // jac-1's rally check for its lost leader (3 blocks): rallied
    force(s, "SS");   // never rolled: no second check after the retreat
    REQUIRE(apply(r, s, battle(r, "gov-1", 6, 5)) == ActionError::None);
    CHECK_FALSE(s.leaders[0].alive);
    CHECK(s.bannersOf(kGovernment) == 1);
    // His flag died with him: no choice to ignore it, only where to retreat.
    CHECK_FALSE(anyOfKind(r, s, ActionKind::IgnoreFlags));
    REQUIRE(hasAction(r, s, toHex(ActionKind::RetreatTo, 6, 6)));
    REQUIRE(apply(r, s, toHex(ActionKind::RetreatTo, 6, 6)) == ActionError::None);
    CHECK(unitState(s, r, "jac-1").hex == toAxial({6, 6}));
    CHECK(unitState(s, r, "jac-1").alive());
    CHECK(s.forcedDice.size() == 2);
}

TEST_CASE("a leader with a unit that fails its rally check stays on a flag in two dice, else is swept away", "[rules-map][000 · RETREAT AND RALLY CHECKS][001 · RETREAT AND RALLY CHECKS]") {
    Battle b;
    b.unit("gov-1", "government", "regular", 6, 3).unit("jac-1", "jacobite", "regular", 6, 5, 1).leader("dundee", "jacobite", 6, 5)
        .unit("jac-2", "jacobite", "regular", 5, 7);
    auto s = b.combat(kGovernment, {"gov-1"});
    const auto& r = b.rules();
    force(s, "FCC");  // one flag: the leader would let it be ignored; the player takes it
    force(s, "CC");   // rally: 1 block + leader = 2 dice, no flag: the unit routs
    SECTION("a flag: he remains and retreats 1 to 3 hexes from where the unit failed") {
        force(s, "CF");
        REQUIRE(apply(r, s, battle(r, "gov-1", 6, 5)) == ActionError::None);
        REQUIRE(apply(r, s, choice(ActionKind::IgnoreFlags, 0)) == ActionError::None);
        REQUIRE(apply(r, s, toHex(ActionKind::RetreatTo, 6, 6)) == ActionError::None);
        CHECK_FALSE(unitState(s, r, "jac-1").alive());
        CHECK(s.leaders[0].alive);
        CHECK(s.bannersOf(kGovernment) == 1);
        REQUIRE(decidingSide(r, s) == kJacobite);
        CHECK(hasAction(r, s, toHex(ActionKind::LeaderRetreatTo, 6, 7)));
        CHECK(s.forcedDice.empty());
    }
    SECTION("no flag: he panics too, a banner, and the friendly units next to him rally") {
        force(s, "CC");
        force(s, "CCCCC");  // jac-2, adjacent to (6,6): 4 blocks + full strength = 5 dice, no flag
        REQUIRE(apply(r, s, battle(r, "gov-1", 6, 5)) == ActionError::None);
        REQUIRE(apply(r, s, choice(ActionKind::IgnoreFlags, 0)) == ActionError::None);
        REQUIRE(apply(r, s, toHex(ActionKind::RetreatTo, 6, 6)) == ActionError::None);
        CHECK_FALSE(unitState(s, r, "jac-1").alive());
        CHECK_FALSE(s.leaders[0].alive);
        CHECK_FALSE(unitState(s, r, "jac-2").alive());
        CHECK(s.bannersOf(kGovernment) == 3);
        CHECK(s.forcedDice.empty());
    }
}

TEST_CASE("a unit lost to a retreat it cannot complete: no leader casualty check, the leader retreats", "[rules-map][000 · Leader Casualty Check][001 · Leader's Retreat]") {
    Battle b;
    b.unit("gov-1", "government", "regular", 6, 6).unit("jac-1", "jacobite", "regular", 6, 8, 1).leader("dundee", "jacobite", 6, 8)
        .unit("jac-2", "jacobite", "regular", 5, 9).unit("jac-3", "jacobite", "regular", 6, 9);
    auto s = b.combat(kGovernment, {"gov-1"});
    const auto& r = b.rules();
    force(s, "FCC");  // one flag, no hit
    force(s, "SS");   // never rolled: a check would kill him on one saber
    REQUIRE(apply(r, s, battle(r, "gov-1", 6, 8)) == ActionError::None);
    REQUIRE(apply(r, s, choice(ActionKind::IgnoreFlags, 0)) == ActionError::None);
    // Both retreat hexes hold friends: the hex it cannot retreat costs its last block.
    CHECK_FALSE(unitState(s, r, "jac-1").alive());
    CHECK(s.bannersOf(kGovernment) == 1);
    CHECK(s.leaders[0].alive);
    CHECK(s.forcedDice.size() == 2);
    REQUIRE(decidingSide(r, s) == kJacobite);
    CHECK(hasAction(r, s, toHex(ActionKind::LeaderRetreatTo, 5, 9)));
}

TEST_CASE("a rally check always rolls at least one die", "[rules-map][000 · RETREAT AND RALLY CHECKS][001 · RETREAT AND RALLY CHECKS]") {
    Battle b;
    b.unit("gov-1", "government", "regular", 6, 3).unit("jac-1", "jacobite", "lowland", 6, 5, 1);
    auto s = b.combat(kGovernment, {"gov-1"});
    const auto& r = b.rules();
    force(s, "FCC");
    force(s, "F");  // 1 block − 1 Lowland = 0, raised to 1 die: a flag rallies
    REQUIRE(apply(r, s, battle(r, "gov-1", 6, 5)) == ActionError::None);
    REQUIRE(apply(r, s, toHex(ActionKind::RetreatTo, 6, 6)) == ActionError::None);
    REQUIRE(apply(r, s, toHex(ActionKind::RetreatTo, 6, 7)) == ActionError::None);
    CHECK(unitState(s, r, "jac-1").alive());
    CHECK(unitState(s, r, "jac-1").hex == toAxial({6, 7}));
    CHECK(s.forcedDice.empty());
}
