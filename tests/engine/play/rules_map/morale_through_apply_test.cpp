// Bolster morale and terrain protection through apply (000 · Bolster Morale, HILL, FIELD
// WORKS, FOREST, BUILDINGS / CHURCH; 001 · FENCES - WOOD, STONE & HEDGE): the defender's
// IgnoreFlags choice and the blocks it loses after a real attack with forced dice — the same
// situations tests/engine/rules/morale_test.cpp judges with ignorableFlags and
// ignoredSymbolHits, now on the door.
#include "play/rules_map/map_fixtures.h"

using namespace tricorne;
using namespace fixtures;
using namespace map_fixtures;

namespace {
/// The most flags the defender is offered to ignore now (−1: no choice offered at all).
int mostIgnorable(const Rules& r, const GameState& s) {
    int most = -1;
    for (const Action& a : legalActions(r, s))
        if (a.kind == ActionKind::IgnoreFlags) most = std::max<int>(most, a.index);
    return most;
}
}  // namespace

TEST_CASE("through apply: two supporting units let a unit ignore one flag, four do not make two", "[rules-map][000 · Bolster Morale][001 · RETREAT AND RALLY CHECKS]") {
    for (const int supports : {1, 2, 4}) {
        Battle b;
        b.unit("jac-1", "jacobite", "regular", 6, 6).unit("gov-1", "government", "regular", 6, 4);
        const int cols[] = {5, 7}, rows7[] = {5, 6};
        if (supports >= 1) b.unit("s1", "jacobite", "regular", cols[0], 6);
        if (supports >= 2) b.unit("s2", "jacobite", "regular", cols[1], 6);
        if (supports >= 4) b.unit("s3", "jacobite", "regular", rows7[0], 7).unit("s4", "jacobite", "regular", rows7[1], 7);
        auto s = b.combat(kGovernment, {"gov-1"});
        const auto& r = b.rules();
        force(s, "FFC");  // two flags
        REQUIRE(apply(r, s, battle(r, "gov-1", 6, 6)) == ActionError::None);
        INFO(supports << " supporting units");
        CHECK(mostIgnorable(r, s) == (supports >= 2 ? 1 : -1));
    }
}

TEST_CASE("through apply: never more than two flags ignored in one roll", "[rules-map][000 · Bolster Morale][001 · British Guard]") {
    Battle b("american-revolution");
    // A Guard (2) with its leader (1) and two supports (1): four, capped at two.
    b.unit("bri-1", "british", "guard", 6, 4).leader("howe", "british", 6, 4).unit("bri-2", "british", "regular", 5, 4)
        .unit("bri-3", "british", "regular", 7, 4).unit("con-1", "continental", "regular", 6, 6);
    auto s = b.combat(kJacobite, {"con-1"});  // the Continentals sit at the bottom
    const auto& r = b.rules();
    force(s, "FFF");
    REQUIRE(apply(r, s, battle(r, "con-1", 6, 4)) == ActionError::None);
    CHECK(mostIgnorable(r, s) == 2);
}

TEST_CASE("through apply: a hill helps against fire from below, not against artillery", "[rules-map][000 · HILL][001 · HILL]") {
    for (const char* attacker : {"regular", "light-artillery"}) {
        Battle b;
        b.terrain("hill", 6, 4).unit("gov-1", "government", "regular", 6, 4).unit("jac-1", "jacobite", attacker, 6, 6);
        auto s = b.combat(kJacobite, {"jac-1"});
        const auto& r = b.rules();
        force(s, "FCC");
        REQUIRE(apply(r, s, battle(r, "jac-1", 6, 4)) == ActionError::None);
        INFO(attacker);
        CHECK(mostIgnorable(r, s) == (std::string(attacker) == "regular" ? 1 : -1));
    }
}

TEST_CASE("through apply: field works protect through their side only", "[rules-map][000 · FIELD WORKS][001 · FIELD WORKS]") {
    // Works on the SE side of 6,4: fire from 6,6 comes through them, fire from 4,4 does not.
    for (const bool throughWorks : {true, false}) {
        Battle b;
        b.hexside("field-works", 6, 4, Side::SE).unit("gov-1", "government", "regular", 6, 4);
        b.unit("jac-1", "jacobite", "regular", throughWorks ? 6 : 4, throughWorks ? 6 : 4);
        auto s = b.combat(kJacobite, {"jac-1"});
        const auto& r = b.rules();
        force(s, "IIF");
        REQUIRE(apply(r, s, battle(r, "jac-1", 6, 4)) == ActionError::None);
        INFO(throughWorks);
        CHECK(unitState(s, r, "gov-1").blocks == (throughWorks ? 3 : 2));
        CHECK(mostIgnorable(r, s) == (throughWorks ? 1 : -1));
    }
}

TEST_CASE("through apply: a forest absorbs a symbol hit from fire but not in melee", "[rules-map][000 · FOREST][001 · FOREST]") {
    for (const int range : {2, 1}) {
        Battle b;
        b.terrain("forest", 6, 4).unit("gov-1", "government", "regular", 6, 4).unit("jac-1", "jacobite", "regular", 6, 4 + range);
        auto s = b.combat(kJacobite, {"jac-1"});
        const auto& r = b.rules();
        force(s, "IIC");
        force(s, "CCC");  // a battle back, if it comes to one
        REQUIRE(apply(r, s, battle(r, "jac-1", 6, 4)) == ActionError::None);
        INFO(range);
        CHECK(unitState(s, r, "gov-1").blocks == (range == 2 ? 3 : 2));
    }
}

TEST_CASE("through apply: 001 a fence is one support against fire, not against artillery", "[rules-map][001 · FENCES - WOOD, STONE & HEDGE]") {
    for (const char* attacker : {"regular", "light-artillery"}) {
        Battle b("american-revolution");
        b.hexside("wood-fence", 6, 4, Side::SE).unit("bri-1", "british", "regular", 6, 4).unit("bri-2", "british", "regular", 5, 4)
            .unit("con-1", "continental", attacker, 6, 6);
        auto s = b.combat(kJacobite, {"con-1"});
        const auto& r = b.rules();
        force(s, "FCC");
        REQUIRE(apply(r, s, battle(r, "con-1", 6, 4)) == ActionError::None);
        INFO(attacker);
        CHECK(mostIgnorable(r, s) == (std::string(attacker) == "regular" ? 1 : -1));  // one unit + the fence
    }
}
