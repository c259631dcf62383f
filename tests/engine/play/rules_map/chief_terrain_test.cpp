// The rule map's gaps in the Chief markers (000 · CLAN CHIEF & CHIEF OFFICER MARKERS) and in
// terrain protection (000 · TERRAIN, 001 · TERRAIN): what each piece of ground or marker
// does to a real attack, played through legalActions/apply with forced dice.
#include "play/rules_map/map_fixtures.h"
#include "tricorne/rules/attack.h"

using namespace tricorne;
using namespace fixtures;
using namespace map_fixtures;

namespace {
constexpr Position kBottom = Position::Bottom;  // Jacobite, Continental
constexpr Position kTop = Position::Top;        // Government, British

bool mayIgnoreFlag(const Rules& r, const GameState& s) { return hasAction(r, s, choice(ActionKind::IgnoreFlags, 1)); }
}  // namespace

TEST_CASE("a lost Chief marker is no banner, takes its die away and makes only its own unit rally", "[rules-map][000 · CLAN CHIEF & CHIEF OFFICER MARKERS]") {
    Battle b;
    b.unit("gov-1", "government", "regular", 6, 3).unit("jac-1", "jacobite", "highland", 6, 5, 4, true)
        .unit("jac-2", "jacobite", "regular", 7, 5);
    auto s = b.combat(kTop, {"gov-1"});
    const auto& r = b.rules();
    // Before: Highland fire at 2 hexes, 1 + full strength + Chief = 3 dice.
    CHECK(assessAttack(r, s, unitIndex(r, "jac-1"), toAxial({6, 3})).dice == 3);
    force(s, "ICC");  // one hit, no flag
    force(s, "S");    // the marker falls
    force(s, "FCC");  // jac-1's rally check: 3 blocks = 3 dice
    force(s, "SS");   // never rolled: jac-2, adjacent, makes no check
    REQUIRE(apply(r, s, battle(r, "gov-1", 6, 5)) == ActionError::None);
    CHECK_FALSE(unitState(s, r, "jac-1").chief);
    CHECK(unitState(s, r, "jac-1").alive());
    CHECK(s.bannersOf(kTop) == 0);
    CHECK(s.forcedDice.size() == 2);
    // After: no more benefit, 1 die (3 blocks, no marker).
    CHECK(assessAttack(r, s, unitIndex(r, "jac-1"), toAxial({6, 3})).dice == 1);
}

TEST_CASE("a unit with a Chief marker rallies with one die more and keeps its marker as it retreats", "[rules-map][000 · CLAN CHIEF & CHIEF OFFICER MARKERS]") {
    Battle b;
    b.unit("gov-1", "government", "regular", 6, 3).unit("jac-1", "jacobite", "regular", 6, 5, 1, true);
    auto s = b.combat(kTop, {"gov-1"});
    const auto& r = b.rules();
    force(s, "FCC");
    force(s, "CF");  // rally: 1 block + Chief = 2 dice; the second is the flag
    REQUIRE(apply(r, s, battle(r, "gov-1", 6, 5)) == ActionError::None);
    REQUIRE(apply(r, s, choice(ActionKind::IgnoreFlags, 0)) == ActionError::None);
    REQUIRE(apply(r, s, toHex(ActionKind::RetreatTo, 6, 6)) == ActionError::None);
    CHECK(unitState(s, r, "jac-1").alive());
    CHECK(unitState(s, r, "jac-1").chief);
    CHECK(unitState(s, r, "jac-1").hex == toAxial({6, 6}));
    CHECK(s.forcedDice.empty());
}

TEST_CASE("a church ignores a symbol hit and a flag, but not a flag from artillery", "[rules-map][000 · BUILDINGS / CHURCH]") {
    SECTION("melee by infantry") {
        Battle b;
        b.terrain("church", 6, 5).unit("gov-1", "government", "regular", 6, 4).unit("jac-1", "jacobite", "regular", 6, 5);
        auto s = b.combat(kTop, {"gov-1"});
        const auto& r = b.rules();
        force(s, "IIF");  // two symbols, one ignored; the flag may be ignored
        REQUIRE(apply(r, s, battle(r, "gov-1", 6, 5)) == ActionError::None);
        CHECK(unitState(s, r, "jac-1").blocks == 3);
        CHECK(mayIgnoreFlag(r, s));
    }
    SECTION("fire by artillery") {
        Battle b;
        b.terrain("church", 6, 5).unit("gov-gun", "government", "light-artillery", 6, 3).unit("jac-1", "jacobite", "regular", 6, 5);
        auto s = b.combat(kTop, {"gov-gun"});
        const auto& r = b.rules();
        force(s, "FCC");  // range 2: 2 + full strength
        REQUIRE(apply(r, s, battle(r, "gov-gun", 6, 5)) == ActionError::None);
        CHECK_FALSE(mayIgnoreFlag(r, s));
        CHECK(hasAction(r, s, toHex(ActionKind::RetreatTo, 6, 6)));
    }
}

TEST_CASE("infantry on a bridge may ignore a flag, cavalry there may not", "[rules-map][000 · BRIDGE][001 · BRIDGE]") {
    for (const char* type : {"regular", "battle-cavalry"}) {
        Battle b;
        for (int col = 0; col <= 11; ++col) b.terrain(col == 6 ? "bridge" : "river", col, 5, "straight");
        b.unit("gov-1", "government", "regular", 6, 3).unit("jac-1", "jacobite", type, 6, 5);
        auto s = b.combat(kTop, {"gov-1"});
        const auto& r = b.rules();
        force(s, "FAA");
        REQUIRE(apply(r, s, battle(r, "gov-1", 6, 5)) == ActionError::None);
        INFO(type);
        CHECK(mayIgnoreFlag(r, s) == (std::string(type) == "regular"));
    }
}

TEST_CASE("a unit in a ravine ignores a symbol hit from fire and a flag", "[rules-map][000 · RAVINE]") {
    Battle b;
    b.terrain("ravine", 6, 5).unit("gov-1", "government", "regular", 6, 3).unit("jac-1", "jacobite", "regular", 6, 5);
    auto s = b.combat(kTop, {"gov-1"});
    const auto& r = b.rules();
    force(s, "IIF");
    REQUIRE(apply(r, s, battle(r, "gov-1", 6, 5)) == ActionError::None);
    CHECK(unitState(s, r, "jac-1").blocks == 3);
    CHECK(mayIgnoreFlag(r, s));
}

TEST_CASE("an enclosure wall protects against attacks through its side only: a symbol hit and a flag", "[rules-map][000 · ENCLOSURE WALL]") {
    // (6,5) is walled on its NW side, toward (6,4); (7,4) attacks through its open NE side.
    for (const bool throughWall : {true, false}) {
        Battle b;
        b.hexside("enclosure-wall", 6, 5, Side::NW).unit("jac-1", "jacobite", "regular", 6, 5);
        b.unit("gov-1", "government", "regular", throughWall ? 6 : 7, 4);
        auto s = b.combat(kTop, {"gov-1"});
        const auto& r = b.rules();
        force(s, "IIF");
        REQUIRE(apply(r, s, battle(r, "gov-1", 6, 5)) == ActionError::None);
        INFO(throughWall);
        CHECK(unitState(s, r, "jac-1").blocks == (throughWall ? 3 : 2));
        CHECK(mayIgnoreFlag(r, s) == throughWall);
    }
}

TEST_CASE("infantry that crossed an enclosure wall may not battle that turn", "[rules-map][000 · ENCLOSURE WALL]") {
    Battle b;
    b.hexside("enclosure-wall", 6, 5, Side::SW).unit("jac-1", "jacobite", "regular", 6, 6).unit("gov-1", "government", "regular", 6, 4);
    const auto& r = b.rules();
    auto s = afterPlaying(b, "probe-centre");
    REQUIRE(apply(r, s, pieceAction(ActionKind::Order, PieceRef::unit(0))) == ActionError::None);
    REQUIRE(apply(r, s, pieceAction(ActionKind::StartMove, PieceRef::unit(0))) == ActionError::None);
    REQUIRE(apply(r, s, toHex(ActionKind::Step, 6, 5)) == ActionError::None);  // across the wall: stops
    CHECK(unitState(s, r, "jac-1").hex == toAxial({6, 5}));
    // Adjacent to gov-1, yet no battle was offered: the combat phase had nothing to decide and
    // the turn passed (an allowed battle would have stopped it at the choice).
    CHECK(s.active == kTop);
    CHECK(unitState(s, r, "gov-1").blocks == 4);
}

TEST_CASE("001: a stone fence ignores a symbol hit from fire through it, not from artillery", "[rules-map][001 · FENCES - WOOD, STONE & HEDGE]") {
    for (const char* attacker : {"regular", "light-artillery"}) {
        Battle b("american-revolution");
        b.hexside("stone-fence", 6, 4, Side::SE).unit("bri-1", "british", "regular", 6, 4).unit("con-1", "continental", attacker, 6, 6);
        auto s = b.combat(kBottom, {"con-1"});
        const auto& r = b.rules();
        force(s, "IIA");  // range 2: 2 + full strength
        REQUIRE(apply(r, s, battle(r, "con-1", 6, 4)) == ActionError::None);
        INFO(attacker);
        CHECK(unitState(s, r, "bri-1").blocks == (std::string(attacker) == "regular" ? 3 : 2));
    }
}

TEST_CASE("001: light infantry on a forest may ignore a flag, other infantry there may not", "[rules-map][001 · FOREST][001 · RETREAT AND RALLY CHECKS]") {
    for (const char* type : {"light", "regular"}) {
        Battle b("american-revolution");
        b.terrain("forest", 6, 4).unit("bri-1", "british", type, 6, 4).unit("con-1", "continental", "regular", 6, 6);
        auto s = b.combat(kBottom, {"con-1"});
        const auto& r = b.rules();
        force(s, "FAA");
        REQUIRE(apply(r, s, battle(r, "con-1", 6, 4)) == ActionError::None);
        INFO(type);
        CHECK(mayIgnoreFlag(r, s) == (std::string(type) == "light"));
    }
}
