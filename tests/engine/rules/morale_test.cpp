// Bolster morale, protection and rally dice (000 · RETREAT AND RALLY CHECKS, 000 · TERRAIN,
// 001 · FENCES - WOOD, STONE & HEDGE, 000 · CLAN CHIEF & CHIEF OFFICER MARKERS).
#include "play/game_fixtures.h"
#include "tricorne/rules/morale.h"

using namespace tricorne;
using namespace fixtures;

namespace {
IncomingAttack from(int col, int row, UnitKind kind, bool ranged, bool fullStrength = true) {
    IncomingAttack a;
    a.from = toAxial({col, row});
    a.attackerKind = kind;
    a.ranged = ranged;
    a.fullStrengthBefore = fullStrength;
    return a;
}
}  // namespace

TEST_CASE("two supporting units let a unit ignore one flag, four do not make two", "[morale][000 · Bolster Morale]") {
    Battle b;
    b.unit("jac-1", "jacobite", "regular", 6, 6).unit("jac-2", "jacobite", "regular", 5, 6).unit("gov-1", "government", "regular", 6, 3);
    {
        const auto& r = b.rules();
        const auto s = GameState::initial(r, 1);
        CHECK(ignorableFlags(r, s, 0, from(6, 3, UnitKind::Infantry, true)).value == 0);
    }
    b.unit("jac-3", "jacobite", "regular", 7, 6).unit("jac-4", "jacobite", "regular", 6, 7).unit("jac-5", "jacobite", "regular", 5, 7);
    const auto& r = b.rules();
    const auto s = GameState::initial(r, 1);
    CHECK(ignorableFlags(r, s, 0, from(6, 3, UnitKind::Infantry, true)).value == 1);
}

TEST_CASE("a lone leader lets adjacent units without a leader ignore one flag", "[morale][000 · Bolster Morale]") {
    Battle b;
    b.unit("jac-1", "jacobite", "regular", 6, 6).leader("dundee", "jacobite", 7, 6).unit("gov-1", "government", "regular", 6, 3);
    const auto& r = b.rules();
    const auto s = GameState::initial(r, 1);
    const auto m = ignorableFlags(r, s, 0, from(6, 3, UnitKind::Infantry, true));
    CHECK(m.value == 1);
    REQUIRE(m.reasons.size() == 1);
    CHECK(m.reasons[0].reason.text == "a lone friendly leader adjacent");
}

TEST_CASE("a Guard ignores two flags and never more than two in all", "[morale][001 · BRITISH FORCES][000 · Bolster Morale]") {
    Battle b("american-revolution");
    b.unit("bri-1", "british", "guard", 6, 4).leader("howe", "british", 6, 4).unit("con-1", "continental", "regular", 6, 7);
    const auto& r = b.rules();
    const auto s = GameState::initial(r, 1);
    const auto m = ignorableFlags(r, s, 0, from(6, 7, UnitKind::Infantry, true));
    CHECK(m.value == 2);  // leader 1 + Guard 2, capped
    CHECK(m.reasons.back().delta == -1);
}

TEST_CASE("a hill helps against attacks from below but not from artillery or the same hill", "[morale][000 · HILL]") {
    Battle b;
    b.terrain("hill", 6, 4).terrain("hill", 6, 5).unit("gov-1", "government", "regular", 6, 4)
        .unit("jac-1", "jacobite", "regular", 6, 6).unit("jac-2", "jacobite", "light-artillery", 5, 6);
    const auto& r = b.rules();
    const auto s = GameState::initial(r, 1);
    CHECK(ignorableFlags(r, s, 0, from(6, 6, UnitKind::Infantry, true)).value == 1);
    CHECK(ignorableFlags(r, s, 0, from(5, 6, UnitKind::Artillery, true)).value == 0);
    CHECK(ignorableFlags(r, s, 0, from(6, 5, UnitKind::Infantry, false)).value == 0);  // same hill group
}

TEST_CASE("field works protect through their side only, and a hill adds no second terrain flag", "[morale][000 · FIELD WORKS]") {
    Battle b;
    b.terrain("hill", 6, 4).hexside("field-works", 6, 4, Side::SE).unit("gov-1", "government", "regular", 6, 4)
        .unit("jac-1", "jacobite", "regular", 6, 5).unit("jac-2", "jacobite", "regular", 5, 4);
    const auto& r = b.rules();
    const auto s = GameState::initial(r, 1);
    // Melee through the SE side (from 6,5): field works and hill, but terrain gives one flag.
    CHECK(ignorableFlags(r, s, 0, from(6, 5, UnitKind::Infantry, false)).value == 1);
    // Symbol hits: field works protect only against ranged fire through their side.
    CHECK(ignoredSymbolHits(r, s, 0, from(6, 5, UnitKind::Infantry, false)).value == 0);
    CHECK(ignoredSymbolHits(r, s, 0, from(6, 6, UnitKind::Infantry, true)).value == 1);
    CHECK(ignoredSymbolHits(r, s, 0, from(4, 4, UnitKind::Infantry, true)).value == 0);  // from the W: not through the works
}

TEST_CASE("a forest absorbs a symbol hit from fire, a building from fire and melee", "[morale][000 · FOREST][000 · BUILDINGS / CHURCH]") {
    Battle b;
    b.terrain("forest", 3, 4).terrain("buildings", 8, 4).unit("gov-1", "government", "regular", 3, 4)
        .unit("gov-2", "government", "regular", 8, 4).unit("jac-1", "jacobite", "regular", 3, 6);
    const auto& r = b.rules();
    const auto s = GameState::initial(r, 1);
    CHECK(ignoredSymbolHits(r, s, 0, from(3, 6, UnitKind::Infantry, true)).value == 1);
    CHECK(ignoredSymbolHits(r, s, 0, from(3, 5, UnitKind::Infantry, false)).value == 0);
    CHECK(ignoredSymbolHits(r, s, 1, from(8, 5, UnitKind::Infantry, false)).value == 1);
}

TEST_CASE("a fence acts as one support against fire, not against artillery", "[morale][001 · FENCES - WOOD, STONE & HEDGE]") {
    Battle b("american-revolution");
    b.hexside("wood-fence", 6, 4, Side::SE).unit("bri-1", "british", "regular", 6, 4).unit("bri-2", "british", "regular", 5, 4)
        .unit("con-1", "continental", "regular", 6, 6).unit("con-2", "continental", "light-artillery", 7, 6);
    const auto& r = b.rules();
    const auto s = GameState::initial(r, 1);
    CHECK(ignorableFlags(r, s, 0, from(6, 6, UnitKind::Infantry, true)).value == 1);  // one unit + the fence
    CHECK(ignorableFlags(r, s, 0, from(7, 6, UnitKind::Artillery, true)).value == 0);
}

TEST_CASE("Highland morale holds only at full strength and not in the combat after a hit", "[morale][000 · Jacobite Highland Infantry]") {
    Battle b;
    b.unit("jac-1", "jacobite", "highland", 6, 6).unit("gov-1", "government", "regular", 6, 3);
    const auto& r = b.rules();
    auto s = GameState::initial(r, 1);
    CHECK(ignorableFlags(r, s, 0, from(6, 3, UnitKind::Infantry, true, true)).value == 1);
    CHECK(ignorableFlags(r, s, 0, from(6, 3, UnitKind::Infantry, true, false)).value == 0);
    s.units[0].highlandHit = true;
    CHECK(ignorableFlags(r, s, 0, from(6, 3, UnitKind::Infantry, true, true)).value == 0);
}

TEST_CASE("rally dice: blocks, full strength, leader, type, Chief, cavalry melee, retire and rally, at least one", "[morale][000 · RETREAT AND RALLY CHECKS]") {
    Battle b;
    b.unit("gov-1", "government", "grenadier", 2, 2).leader("mackay", "government", 2, 2)
        .unit("gov-2", "government", "militia", 4, 2, 1).unit("jac-1", "jacobite", "highland", 6, 8, 3, true);
    const auto& r = b.rules();
    const auto s = GameState::initial(r, 1);
    CHECK(rallyDice(r, s, 0, false, false).value == 4 + 1 + 1 + 1);  // blocks, full, leader, Grenadier
    CHECK(rallyDice(r, s, 0, true, true).value == 7 - 1 + 2);
    CHECK(rallyDice(r, s, 1, true, false).value == 1);  // 1 block, militia −1, cavalry −1: at least one
    CHECK(rallyDice(r, s, 2, false, false).value == 3 + 1);  // Chief marker
}
