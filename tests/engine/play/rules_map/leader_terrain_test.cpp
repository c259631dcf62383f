// The rule map's gaps for lone leaders on difficult ground and in retreat (000 · BOGGY
// GROUND, 001 · WETLAND - MARSH & SWAMP, 000 · Lone Leader's Retreat, Lone Leader Escape),
// through legalActions/apply with forced dice.
#include "play/game_fixtures.h"

using namespace tricorne;
using namespace fixtures;

namespace {
/// The bottom side's movement phase with leader 0 ordered and his move started.
GameState leaderMoving(const Rules& r) {
    auto s = GameState::initial(r, 1);
    s.phase = Phase::Move;
    s.leaders[0].ordered = true;
    Action start;
    start.kind = ActionKind::StartMove;
    start.piece = PieceRef::leader(0);
    REQUIRE(apply(r, s, start) == ActionError::None);
    return s;
}
}  // namespace

TEST_CASE("a lone leader entering boggy ground goes on only when he rolls a flag", "[rules-map][000 · BOGGY GROUND]") {
    Battle b;
    b.terrain("boggy-ground", 6, 7).leader("dundee", "jacobite", 6, 8).unit("gov-1", "government", "regular", 1, 1);
    const auto& r = b.rules();
    for (const auto& [face, goesOn] : {std::pair{std::string("F"), true}, std::pair{std::string("C"), false}}) {
        auto s = leaderMoving(r);
        force(s, face);
        REQUIRE(apply(r, s, toHex(ActionKind::Step, 6, 7)) == ActionError::None);
        INFO(face);
        CHECK(s.forcedDice.empty());
        CHECK(s.moving.has_value() == goesOn);
        CHECK(s.leaders[0].hex == toAxial({6, 7}));
    }
}

TEST_CASE("001: a lone leader entering wetland is lost on a saber (a banner), otherwise he goes on", "[rules-map][001 · WETLAND - MARSH & SWAMP]") {
    Battle b("american-revolution");
    b.terrain("wetland", 6, 7).leader("greene", "continental", 6, 8).unit("bri-1", "british", "regular", 1, 1);
    const auto& r = b.rules();
    for (const auto& [face, lost] : {std::pair{std::string("S"), true}, std::pair{std::string("I"), false}}) {
        auto s = leaderMoving(r);
        force(s, face);
        REQUIRE(apply(r, s, toHex(ActionKind::Step, 6, 7)) == ActionError::None);
        INFO(face);
        CHECK(s.leaders[0].alive == !lost);
        CHECK(s.bannersOf(Position::Top) == (lost ? 1 : 0));
        if (!lost) CHECK(s.moving.has_value());
    }
}

TEST_CASE("a lone leader unable to retreat a hex for impassable terrain is eliminated, a banner", "[rules-map][000 · Lone Leader's Retreat][001 · Leader's Retreat]") {
    Battle b;
    for (int col = 0; col <= 11; ++col) b.terrain("river", col, 7, "straight");  // behind him, both retreat hexes
    b.leader("dundee", "jacobite", 6, 6).unit("gov-1", "government", "regular", 6, 4);
    auto s = b.combat(Position::Top, {"gov-1"});
    const auto& r = b.rules();
    force(s, "III");  // range 2: no saber, he must retreat — and cannot
    REQUIRE(apply(r, s, battle(r, "gov-1", 6, 6)) == ActionError::None);
    CHECK_FALSE(s.leaders[0].alive);
    CHECK(s.bannersOf(Position::Top) == 1);
}

TEST_CASE("a retreating lone leader passes a lone enemy leader without a roll", "[rules-map][000 · Lone Leader Escape]") {
    Battle b;
    // Dundee at 6,6 retreats SW 5,7 or SE 6,7: a lone Government leader and a Government unit.
    b.leader("dundee", "jacobite", 6, 6).leader("mackay", "government", 5, 7).unit("gov-1", "government", "regular", 6, 7)
        .unit("gov-3", "government", "regular", 6, 4);
    auto s = b.combat(Position::Top, {"gov-3"});
    const auto& r = b.rules();
    force(s, "III");
    REQUIRE(apply(r, s, battle(r, "gov-3", 6, 6)) == ActionError::None);
    force(s, "SSS");  // a unit's escape roll would kill him on any saber: never rolled here
    REQUIRE(apply(r, s, toHex(ActionKind::LeaderRetreatTo, 5, 7)) == ActionError::None);
    CHECK(s.leaders[static_cast<std::size_t>(leaderIndex(r, "dundee"))].alive);
    CHECK(s.forcedDice.size() == 3);
    REQUIRE(apply(r, s, toHex(ActionKind::LeaderRetreatTo, 5, 8)) == ActionError::None);
    REQUIRE(apply(r, s, choice(ActionKind::LeaderStop)) == ActionError::None);
    CHECK(s.leaders[static_cast<std::size_t>(leaderIndex(r, "dundee"))].hex == toAxial({5, 8}));
    CHECK(s.leaders[static_cast<std::size_t>(leaderIndex(r, "mackay"))].hex == toAxial({5, 7}));
}
