// Tactic Command cards, one test per effect of the vocabulary (000 · Phase 1. Play a Command
// Card, Phase 2. Order Units, ADDITIONAL COMMAND CARD NOTES; 001 likewise).
#include <catch2/catch.hpp>

#include "play/card_fixtures.h"

using namespace card_fixtures;

TEST_CASE("cards: equal to command orders one piece per Command card in hand, this one included, Combat cards never count",
          "[cards][000 · Phase 1. Play a Command Card]") {
    Battle b;
    b.unit("j1", "jacobite", "regular", 1, 8).unit("j2", "jacobite", "regular", 3, 8).unit("j3", "jacobite", "regular", 6, 8)
        .unit("j4", "jacobite", "regular", 9, 8).unit("g1", "government", "regular", 6, 2).leader("dundee", "jacobite", 1, 8);
    const auto& r = b.rules();
    // For King or Country with two more Command cards: 3 orders; the 2 Combat cards add none.
    auto s = turnWith(r, kBottom, {"for-king-or-country", "probe-left", "probe-right"}, {"steady-fire", "cold-steel"});
    applyOk(r, s, playSlot(0));
    REQUIRE(s.phase == Phase::Order);
    CHECK(s.cards.orderLimit == 3);
    // 000 · Phase 2: "An attached leader may not be ordered to detach ... when a Tactic Command card is played".
    CHECK(countKind(r, s, ActionKind::Detach) == 0);
    applyOk(r, s, order(r, "j1"));
    applyOk(r, s, order(r, "j3"));
    applyOk(r, s, order(r, "j4"));
    CHECK(countKind(r, s, ActionKind::Order) == 0);
    CHECK_FALSE(hasAction(r, s, order(r, "j2")));
}

TEST_CASE("cards: Line Command orders a line of contiguous units, and a lone leader links the line",
          "[cards][000 · ADDITIONAL COMMAND CARD NOTES]") {
    Battle b;
    b.unit("j1", "jacobite", "regular", 2, 8).unit("j2", "jacobite", "regular", 3, 8).unit("j3", "jacobite", "regular", 5, 8)
        .unit("g1", "government", "regular", 6, 2).leader("dundee", "jacobite", 4, 8);
    const auto& r = b.rules();
    auto s = turnWith(r, kBottom, {"line-command", "probe-left"});
    applyOk(r, s, playSlot(0));
    applyOk(r, s, order(r, "j1"));
    CHECK(hasAction(r, s, order(r, "j2")));
    CHECK_FALSE(hasAction(r, s, order(r, "j3")));  // two hexes from the line
    applyOk(r, s, order(r, "j2"));
    CHECK_FALSE(hasAction(r, s, order(r, "j3")));
    // "A lone leader in a hex is considered to fulfill the adjacent contiguous hex requirement".
    applyOk(r, s, orderLeader(r, "dundee"));
    CHECK(hasAction(r, s, order(r, "j3")));
}

TEST_CASE("cards: Inspired Leader orders the leader in its section, his unit and a string of 4, adjacent units without a leader +1 die",
          "[cards][000 · ADDITIONAL COMMAND CARD NOTES]") {
    Battle b;
    b.unit("j1", "jacobite", "regular", 2, 8).unit("j2", "jacobite", "regular", 3, 8).unit("g1", "government", "regular", 3, 6)
        .leader("dundee", "jacobite", 2, 8);
    const auto& r = b.rules();
    SECTION("the card of another section cannot order him") {
        auto s = turnWith(r, kBottom, {"inspired-leader-right", "probe-left"});
        applyOk(r, s, playSlot(0));
        CHECK(countKind(r, s, ActionKind::Order) == 0);
    }
    SECTION("the leader first, then the string; +1 die next to him") {
        auto s = turnWith(r, kBottom, {"inspired-leader-left", "probe-left"});
        applyOk(r, s, playSlot(0));
        CHECK_FALSE(hasAction(r, s, order(r, "j2")));  // the leader comes first
        applyOk(r, s, order(r, "j1"));
        CHECK(s.cards.inspiredLeader == leaderIndex(r, "dundee"));
        applyOk(r, s, order(r, "j2"));
        GameState without = s;
        without.cards.inspiredLeader = -1;
        CHECK(dice(r, s, "j2", 3, 6) == dice(r, without, "j2", 3, 6) + 1);
    }
}

TEST_CASE("cards: At the Quick Step: infantry's normal move is 1 hex, even Highland, Hessians lose no die for moving",
          "[cards][000 · ADDITIONAL COMMAND CARD NOTES][001 · Hessian infantry]") {
    Battle b("american-revolution");
    b.unit("h1", "german", "regular", 4, 8).unit("b1", "british", "regular", 6, 8).unit("bh", "british", "highland", 8, 8)
        .unit("c1", "continental", "regular", 4, 5).unit("c2", "continental", "regular", 6, 5);
    const auto& r = b.rules();
    auto s = turnWith(r, kTop, {"at-the-quick-step", "probe-left", "probe-right"});
    applyOk(r, s, playSlot(0));
    for (const char* id : {"h1", "b1", "bh"}) applyOk(r, s, order(r, id));
    CHECK(cards::moveAllowance(r, s, PieceRef::unit(unitIndex(r, "bh")), 2) == 1);
    // Moved one hex and firing at 2 hexes: the Hessians keep every die, the British lose one.
    auto moved = s;
    moved.phase = Phase::Combat;
    for (const char* id : {"h1", "b1"}) moved.units[static_cast<std::size_t>(unitIndex(r, id))].moved = true;
    auto still = moved;
    for (const char* id : {"h1", "b1"}) still.units[static_cast<std::size_t>(unitIndex(r, id))].moved = false;
    CHECK(dice(r, moved, "h1", 4, 5) == dice(r, still, "h1", 4, 5));
    CHECK(dice(r, moved, "b1", 6, 5) == dice(r, still, "b1", 6, 5) - 1);
}

TEST_CASE("cards: Bayonet Attack: Hessian units +1 die in melee, other infantry none", "[cards][001 · Hessian infantry]") {
    Battle b("american-revolution");
    b.unit("h1", "german", "regular", 4, 6).unit("b1", "british", "regular", 7, 6)
        .unit("c1", "continental", "regular", 4, 7).unit("c2", "continental", "regular", 7, 7);
    const auto& r = b.rules();
    auto s = turnWith(r, kTop, {"bayonet-attack", "probe-left"});
    const auto plain = s;
    applyOk(r, s, playSlot(0));
    applyOk(r, s, order(r, "h1"));
    applyOk(r, s, order(r, "b1"));
    auto ordered = plain;
    for (const char* id : {"h1", "b1"}) ordered.units[static_cast<std::size_t>(unitIndex(r, id))].ordered = true;
    CHECK(dice(r, s, "h1", 4, 7) == dice(r, ordered, "h1", 4, 7) + 1);
    CHECK(dice(r, s, "b1", 7, 7) == dice(r, ordered, "b1", 7, 7));
}

TEST_CASE("cards: Line Volley: ordered units may not melee and fire with +1 die", "[cards][000 · ADDITIONAL COMMAND CARD NOTES]") {
    Battle b;
    b.unit("j1", "jacobite", "regular", 4, 8).unit("j2", "jacobite", "regular", 5, 8)
        .unit("g1", "government", "regular", 3, 7).unit("g2", "government", "regular", 6, 6);
    const auto& r = b.rules();
    auto s = turnWith(r, kBottom, {"line-volley", "probe-left"});
    const auto plain = s;
    applyOk(r, s, playSlot(0));
    applyOk(r, s, order(r, "j1"));
    applyOk(r, s, order(r, "j2"));
    const auto melee = assessAttack(r, s, unitIndex(r, "j1"), toAxial({3, 7}));
    CHECK_FALSE(melee.allowed);
    CHECK_THAT(melee.whyNot, Catch::Contains("forbids melee"));
    auto ordered = plain;
    ordered.units[static_cast<std::size_t>(unitIndex(r, "j2"))].ordered = true;
    CHECK(dice(r, s, "j2", 6, 6) == dice(r, ordered, "j2", 6, 6) + 1);
}

TEST_CASE("cards: Bombard orders artillery only, +1 die at range", "[cards][001 · Bunker Hill]") {
    Battle b;
    b.unit("gun", "jacobite", "light-artillery", 4, 8).unit("j1", "jacobite", "regular", 6, 8).unit("g1", "government", "regular", 4, 5);
    const auto& r = b.rules();
    auto s = turnWith(r, kBottom, {"bombard", "probe-left"});
    const auto plain = s;
    applyOk(r, s, playSlot(0));
    CHECK_FALSE(hasAction(r, s, order(r, "j1")));
    applyOk(r, s, order(r, "gun"));
    auto ordered = plain;
    ordered.units[static_cast<std::size_t>(unitIndex(r, "gun"))].ordered = true;
    CHECK(dice(r, s, "gun", 4, 5) == dice(r, ordered, "gun", 4, 5) + 1);
}

TEST_CASE("cards: Rally returns blocks up to the unit type's full strength, not the count it was set up with",
          "[cards][000 · ADDITIONAL COMMAND CARD NOTES][000 · UNITS & LEADERS]") {
    // "Each Jacobite Rising unit is composed of four blocks": a regular set up with 2 has lost 2.
    Battle b;
    b.unit("j1", "jacobite", "regular", 2, 8, 2).unit("j2", "jacobite", "regular", 4, 8).unit("g1", "government", "regular", 4, 2);
    const auto& r = b.rules();
    auto s = turnWith(r, kBottom, {"rally", "probe-left", "probe-right"}, {}, {"attack-left", "attack-right"});
    force(s, "III");
    applyOk(r, s, playSlot(0));
    CHECK(s.forcedDice.empty());
    CHECK(unitState(s, r, "j1").blocks == 4);  // two symbols returned, the third finds no one short
    CHECK(unitState(s, r, "j2").blocks == 4);
}

TEST_CASE("cards: Rally rolls dice equal to command, each unit symbol returns a block, to several units",
          "[cards][000 · ADDITIONAL COMMAND CARD NOTES]") {
    Battle b;
    b.unit("j1", "jacobite", "regular", 2, 8).unit("j2", "jacobite", "regular", 4, 8).unit("c1", "jacobite", "battle-cavalry", 6, 8)
        .unit("g1", "government", "regular", 4, 2);
    const auto& r = b.rules();
    // Hand of 3 including Rally: 3 dice.
    auto s = turnWith(r, kBottom, {"rally", "probe-left", "probe-right"}, {}, {"attack-left", "attack-right"});
    s.units[static_cast<std::size_t>(unitIndex(r, "j1"))].blocks = 2;
    s.units[static_cast<std::size_t>(unitIndex(r, "j2"))].blocks = 3;
    s.units[static_cast<std::size_t>(unitIndex(r, "c1"))].blocks = 3;
    // Infantry: the weakest (j1); cavalry: c1; infantry: j1 and j2 tie, the first listed.
    force(s, "ICI");
    applyOk(r, s, playSlot(0));
    CHECK(unitState(s, r, "j1").blocks == 4);
    CHECK(unitState(s, r, "j2").blocks == 3);
    CHECK(unitState(s, r, "c1").blocks == 4);
    CHECK(s.forcedDice.empty());
    // Rally orders nothing: the turn went straight to its end, and the other side plays.
    CHECK(s.active == kTop);
}
