// The turn (000 · GAME TURN: play a card, order, move, combat, end of turn) through the one door.
#include "play/game_fixtures.h"
#include "tricorne/rules/movement.h"

using namespace tricorne;
using namespace fixtures;

TEST_CASE("the game deals each side its Command cards and the first player begins", "[turn][000 · SETTING UP THE GAME]") {
    Battle b;
    b.unit("jac-1", "jacobite", "regular", 2, 8).unit("gov-1", "government", "regular", 2, 2);
    b.scenario().bottom.commandCards = 5;
    b.scenario().top.commandCards = 4;
    const auto& r = b.rules();
    const auto s = startGame(r, 11);
    CHECK(s.cards.hands[Position::Bottom].size() == 5);
    CHECK(s.cards.hands[Position::Top].size() == 4);
    CHECK(s.active == Position::Bottom);
    CHECK(s.phase == Phase::PlayCard);
    CHECK(s.turn == 1);
    int deck = 0;
    for (const auto& c : r.system().commandCards) deck += c.count;
    CHECK(s.cards.deck.size() + 9 == static_cast<std::size_t>(deck));
}

TEST_CASE("a Section card orders units only in its section, seen from the player's seat", "[turn][000 · Phase 2. Order Units]") {
    Battle b;
    // Board-left for the bottom player is his left; for the top player it is his right.
    b.unit("jac-left", "jacobite", "regular", 1, 8).unit("jac-right", "jacobite", "regular", 11, 8)
        .unit("jac-line", "jacobite", "regular", 4, 8)  // on the dotted line: left and centre
        .unit("gov-1", "government", "regular", 1, 2);
    auto s = withCard(b, "probe-left");
    const auto& r = b.rules();
    REQUIRE(apply(r, s, [] { Action a; a.kind = ActionKind::PlayCard; return a; }()) == ActionError::None);
    CHECK(s.phase == Phase::Order);
    CHECK(hasAction(r, s, piece(ActionKind::Order, PieceRef::unit(unitIndex(r, "jac-left")))));
    CHECK(hasAction(r, s, piece(ActionKind::Order, PieceRef::unit(unitIndex(r, "jac-line")))));
    CHECK_FALSE(hasAction(r, s, piece(ActionKind::Order, PieceRef::unit(unitIndex(r, "jac-right")))));
    CHECK(r.inSection(toAxial({11, 2}), BoardSection::Left, Position::Top));  // the top player's left
}

TEST_CASE("orders beyond the pieces in the section are lost, and the phase moves on by itself", "[turn][000 · Phase 2. Order Units]") {
    Battle b;
    b.unit("jac-1", "jacobite", "regular", 1, 8).unit("gov-1", "government", "regular", 10, 2);
    auto s = withCard(b, "attack-left");  // three orders, one unit there
    const auto& r = b.rules();
    REQUIRE(apply(r, s, [] { Action a; a.kind = ActionKind::PlayCard; return a; }()) == ActionError::None);
    REQUIRE(apply(r, s, piece(ActionKind::Order, PieceRef::unit(0))) == ActionError::None);
    CHECK(s.phase == Phase::Move);  // nothing else to order: no decision left to take
}

TEST_CASE("a shared hex takes whichever section's order still fits", "[turn][000 · Phase 2. Order Units]") {
    Battle b;
    b.unit("jac-line", "jacobite", "regular", 4, 8).unit("jac-left", "jacobite", "regular", 1, 8)
        .unit("jac-centre", "jacobite", "regular", 6, 8).unit("gov-1", "government", "regular", 1, 2);
    auto s = withCard(b, "coordinated-advance");  // one order in each section
    const auto& r = b.rules();
    REQUIRE(apply(r, s, [] { Action a; a.kind = ActionKind::PlayCard; return a; }()) == ActionError::None);
    REQUIRE(apply(r, s, piece(ActionKind::Order, PieceRef::unit(unitIndex(r, "jac-line")))) == ActionError::None);
    // jac-line can take the centre's order, so the left flank's is still free, and the other way round.
    CHECK(hasAction(r, s, piece(ActionKind::Order, PieceRef::unit(unitIndex(r, "jac-left")))));
    CHECK(hasAction(r, s, piece(ActionKind::Order, PieceRef::unit(unitIndex(r, "jac-centre")))));
    REQUIRE(apply(r, s, piece(ActionKind::Order, PieceRef::unit(unitIndex(r, "jac-left")))) == ActionError::None);
    // Now left and centre are spent (jac-line must take the centre): jac-centre has no order left.
    CHECK_FALSE(hasAction(r, s, piece(ActionKind::Order, PieceRef::unit(unitIndex(r, "jac-centre")))));
}

TEST_CASE("an attached leader ordered to detach costs an order of his own", "[turn][000 · Phase 2. Order Units]") {
    Battle b;
    b.unit("jac-1", "jacobite", "regular", 1, 8).leader("dundee", "jacobite", 1, 8).unit("gov-1", "government", "regular", 10, 2);
    auto s = withCard(b, "probe-left");
    const auto& r = b.rules();
    REQUIRE(apply(r, s, [] { Action a; a.kind = ActionKind::PlayCard; return a; }()) == ActionError::None);
    REQUIRE(hasAction(r, s, piece(ActionKind::Detach, PieceRef::leader(0))));
    REQUIRE(apply(r, s, piece(ActionKind::Detach, PieceRef::leader(0))) == ActionError::None);
    CHECK(s.leaders[0].ordered);
    CHECK_FALSE(s.units[0].ordered);  // the unit he leaves is not ordered by it
    REQUIRE(apply(r, s, piece(ActionKind::Order, PieceRef::unit(0))) == ActionError::None);  // the second order
    CHECK(s.phase == Phase::Move);
}

TEST_CASE("illegal actions are refused and change nothing", "[turn]") {
    Battle b;
    b.unit("jac-1", "jacobite", "regular", 1, 8).unit("gov-1", "government", "regular", 10, 2);
    auto s = withCard(b, "probe-left");
    const auto& r = b.rules();
    const auto before = s;
    CHECK(apply(r, s, piece(ActionKind::Order, PieceRef::unit(0))) == ActionError::NotLegal);  // no card played yet
    Action bad;
    bad.kind = ActionKind::PlayCard;
    bad.index = 3;
    CHECK(apply(r, s, bad) == ActionError::NotLegal);
    CHECK(s == before);
}

TEST_CASE("a moved unit ends its move where it must, and the turn passes with a new card", "[turn][000 · Phase 3. Movement][000 · Phase 5. End of Turn]") {
    Battle b;
    b.unit("jac-1", "jacobite", "regular", 1, 8).unit("gov-1", "government", "regular", 10, 2).terrain("forest", 1, 7);
    auto s = withCard(b, "probe-left");
    const auto& r = b.rules();
    const auto deckBefore = s.cards.deck.size();
    REQUIRE(apply(r, s, [] { Action a; a.kind = ActionKind::PlayCard; return a; }()) == ActionError::None);
    REQUIRE(apply(r, s, piece(ActionKind::Order, PieceRef::unit(0))) == ActionError::None);
    REQUIRE(apply(r, s, piece(ActionKind::StartMove, PieceRef::unit(0))) == ActionError::None);
    REQUIRE(apply(r, s, toHex(ActionKind::Step, 1, 7)) == ActionError::None);  // into the forest: stops
    CHECK_FALSE(s.moving.has_value());
    CHECK(s.units[0].hex == toAxial({1, 7}));
    // Nothing in range: combat has no choice, the turn ends, a card is drawn, the opponent plays.
    CHECK(s.active == Position::Top);
    CHECK(s.turn == 2);
    CHECK(s.cards.hands[Position::Bottom].size() == 1);
    CHECK(s.cards.deck.size() + 1 == deckBefore);
    CHECK(s.cards.discard.size() == 1);
}
