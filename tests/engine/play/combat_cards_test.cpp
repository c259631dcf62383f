// Combat cards and the cards played out of turn (000 · COMBAT CARDS, Additional Combat Card
// Notes, Additional Combat Actions, Phase 5. End of Turn; 001 likewise).
#include <catch2/catch.hpp>

#include <algorithm>

#include "play/card_fixtures.h"

using namespace card_fixtures;

namespace {

/// j1 (Jacobite regular, ordered) next to g1 (Government regular) in the Jacobite combat phase.
struct Melee {
    Battle b;
    Melee() { b.unit("j1", "jacobite", "regular", 4, 8).unit("g1", "government", "regular", 4, 7).unit("g2", "government", "regular", 9, 2); }
};

int battleBackDice(const Rules& r, const GameState& s, const std::string& unit, int col, int row) {
    AttackContext back;
    back.battleBack = true;
    return assessAttack(r, s, unitIndex(r, unit), toAxial({col, row}), back).dice;
}

}  // namespace

TEST_CASE("cards: First Strike: the defender battles first and may not battle back, he draws its replacement first",
          "[cards][000 · Additional Combat Actions][000 · Phase 5. End of Turn]") {
    Melee m;
    const auto& r = m.b.rules();
    auto s = m.b.combat(kBottom, {"j1"});
    s.cards.hands[kTop] = commandIds(r, {"first-strike"});
    s.cards.deck = commandIds(r, {"attack-left", "probe-left"});
    s.playedCard = commandId(r, "attack-centre");
    const int defenderDice = battleBackDice(r, s, "g1", 4, 8);
    const int attackerDice = dice(r, s, "j1", 4, 7);
    applyOk(r, s, battle(r, "j1", 4, 7));
    REQUIRE(decidingSide(r, s) == kTop);
    REQUIRE(hasAction(r, s, onPiece(ActionKind::FirstStrike, PieceRef::unit(unitIndex(r, "g1")), 0)));
    // g1 strikes first: one hit on j1, the rest misses; j1, no longer at full strength, rolls one
    // die fewer, all misses. No battle back is offered afterwards.
    force(s, "I" + std::string(static_cast<std::size_t>(defenderDice - 1), 'A') + std::string(static_cast<std::size_t>(attackerDice - 1), 'A'));
    applyOk(r, s, onPiece(ActionKind::FirstStrike, PieceRef::unit(unitIndex(r, "g1")), 0));
    CHECK(s.forcedDice.empty());
    CHECK(unitState(s, r, "j1").blocks == 3);
    CHECK(unitState(s, r, "g1").blocks == 4);
    // No battle back was offered: with nothing left to battle the turn ended, and the defender
    // drew the replacement (the deck's top) before the active player drew.
    CHECK(s.active == kTop);
    CHECK(s.cards.replacements[kTop] == 0);
    CHECK(s.cards.hands[kTop] == commandIds(r, {"probe-left"}));
    CHECK(s.cards.hands[kBottom] == commandIds(r, {"attack-left"}));
}

TEST_CASE("cards: Ambush is a Combat card played when attacked in melee: it strikes first, one card per unit a turn",
          "[cards][000 · Additional Combat Card Notes]") {
    Melee m;
    const auto& r = m.b.rules();
    auto s = m.b.combat(kBottom, {"j1"});
    s.cards.combatHands[kTop] = {combatId(r, "government", "ambush"), combatId(r, "government", "ambush")};
    const int defenderDice = battleBackDice(r, s, "g1", 4, 8);
    const int attackerDice = dice(r, s, "j1", 4, 7);
    applyOk(r, s, battle(r, "j1", 4, 7));
    // Two copies in hand are one choice, plus declining.
    CHECK(countKind(r, s, ActionKind::PlayCombatCard) == 1);
    force(s, std::string(static_cast<std::size_t>(defenderDice + attackerDice), 'A'));
    applyOk(r, s, onPiece(ActionKind::PlayCombatCard, PieceRef::unit(unitIndex(r, "g1")), 0));
    CHECK(s.forcedDice.empty());
    CHECK(s.active == kTop);  // no battle back after striking first: the turn is over
    CHECK(s.cards.combatHands[kTop].size() == 1);
    CHECK(s.cards.combatDiscard[kTop].size() == 1);
}

TEST_CASE("cards: only one Combat card on a unit a turn: no reaction for a unit that already has one", "[cards][000 · COMBAT CARDS]") {
    Melee m;
    const auto& r = m.b.rules();
    auto s = m.b.combat(kBottom, {"j1"});
    s.cards.combatHands[kTop] = {combatId(r, "government", "ambush")};
    s.units[static_cast<std::size_t>(unitIndex(r, "g1"))].combatCard = combatId(r, "government", "steady-fire");
    applyOk(r, s, battle(r, "j1", 4, 7));
    CHECK(countKind(r, s, ActionKind::PlayCombatCard) == 0);
    CHECK(std::none_of(s.tasks.begin(), s.tasks.end(), [](const Task& t) { return t.kind() == Task::Kind::CardReaction; }));
}

TEST_CASE("cards: Infantry Retire and Reform: announced before the roll, the unit takes symbol hits only and retires 2 hexes",
          "[cards][000 · Additional Combat Card Notes]") {
    Melee m;
    const auto& r = m.b.rules();
    auto s = m.b.combat(kBottom, {"j1"});
    s.cards.combatHands[kTop] = {combatId(r, "government", "infantry-retire-and-reform")};
    const int attackerDice = dice(r, s, "j1", 4, 7);
    applyOk(r, s, battle(r, "j1", 4, 7));
    force(s, "I" + std::string(static_cast<std::size_t>(attackerDice - 1), 'F'));
    applyOk(r, s, onPiece(ActionKind::PlayCombatCard, PieceRef::unit(unitIndex(r, "g1")), 0));
    // The flags are ignored; the hit counts; then the 2-hex retire is his to choose.
    CHECK(unitState(s, r, "g1").blocks == 3);
    const auto legal = legalActions(r, s);
    REQUIRE_FALSE(legal.empty());
    REQUIRE(legal.front().kind == ActionKind::RetireTo);
    force(s, "FFFFF");  // the rally check holds
    applyOk(r, s, legal.front());
    CHECK(distance(unitState(s, r, "g1").hex, toAxial({4, 7})) == 2);
    CHECK(unitState(s, r, "g1").alive());
}

TEST_CASE("cards: a Combat card on an ordered unit adds its die, a later Combat card trumps the Command card's dice",
          "[cards][000 · COMBAT CARDS]") {
    Battle b;
    b.unit("j1", "jacobite", "regular", 4, 8).unit("j2", "jacobite", "regular", 5, 8).unit("g1", "government", "regular", 5, 6);
    const auto& r = b.rules();
    auto s = turnWith(r, kBottom, {"line-volley", "probe-left"}, {"steady-fire", "cold-steel"});
    auto plain = s;
    plain.units[static_cast<std::size_t>(unitIndex(r, "j2"))].ordered = true;
    const int base = dice(r, plain, "j2", 5, 6);
    applyOk(r, s, playSlot(0));
    applyOk(r, s, order(r, "j2"));
    applyOk(r, s, choice(ActionKind::EndOrders));
    applyOk(r, s, choice(ActionKind::EndMovement));
    REQUIRE(s.phase == Phase::Combat);
    CHECK(dice(r, s, "j2", 5, 6) == base + 1);  // Line Volley's +1
    // Cold Steel (melee) cannot help a unit that may only fire this turn… it may: the card
    // offers where an effect matches the unit; Steady Fire adds at range.
    const Action steady = onPiece(ActionKind::PlayCombatCard, PieceRef::unit(unitIndex(r, "j2")), 0);
    REQUIRE(hasAction(r, s, steady));
    applyOk(r, s, steady);
    CHECK(dice(r, s, "j2", 5, 6) == base + 1);  // the Combat card's +1 replaces the Command card's
    CHECK(countKind(r, s, ActionKind::PlayCombatCard) == 0);  // one card per unit a turn
}

TEST_CASE("cards: a Combat card played in lieu of the Command card orders, cannot be countered, and brings no Command draw",
          "[cards][000 · Combat Card States - Play in lieu of a Command card]") {
    Melee m;
    const auto& r = m.b.rules();
    auto s = turnWith(r, kBottom, {"probe-left", "probe-right"}, {"forced-march"}, {"attack-left"});
    s.cards.hands[kTop] = commandIds(r, {"first-strike"});
    const Action inLieu = onPiece(ActionKind::PlayCombatCard, PieceRef{}, 0);
    REQUIRE(hasAction(r, s, inLieu));
    applyOk(r, s, inLieu);
    CHECK(s.playedCard == -1);
    CHECK(s.cards.orderLimit == 3);
    applyOk(r, s, order(r, "j1"));  // the only piece: movement follows at once
    applyOk(r, s, choice(ActionKind::EndMovement));
    force(s, "AAAAAAAAAAAA");
    applyOk(r, s, battle(r, "j1", 4, 7));
    CHECK(countKind(r, s, ActionKind::FirstStrike) == 0);  // no reaction to an in-lieu card
    while (!s.tasks.empty()) applyOk(r, s, legalActions(r, s).back());
    if (s.active == kBottom && s.phase == Phase::Combat) applyOk(r, s, choice(ActionKind::EndCombat));
    CHECK(s.cards.hands[kBottom].size() == 2);  // no Command card drawn
    CHECK(s.cards.combatDiscard[kBottom].size() == 1);
    CHECK(s.active == kTop);
}

TEST_CASE("cards: a Jacobite Rising played in lieu of the Command card forms a new Combat deck for its player, itself included, and the Command piles stay",
          "[cards][000 · Phase 5. End of Turn]") {
    // 000 · Phase 5: "New draw decks are also formed after the play of ... a 'Jacobite Rising'
    // Combat card": engine/RULINGS.md, Cards, reads it as the deck the card came from.
    Melee m;
    const auto& r = m.b.rules();
    auto s = turnWith(r, kBottom, {"probe-left", "probe-right"}, {"jacobite-rising"}, {"attack-left"});
    s.cards.discard = commandIds(r, {"scout-left", "probe-centre"});
    s.cards.combatDeck[kBottom] = {combatId(r, "jacobite", "cold-steel")};
    s.cards.combatDiscard[kBottom] = {combatId(r, "jacobite", "steady-fire"), combatId(r, "jacobite", "ambush")};
    const Action inLieu = onPiece(ActionKind::PlayCombatCard, PieceRef{}, 0);
    REQUIRE(hasAction(r, s, inLieu));
    applyOk(r, s, inLieu);
    applyOk(r, s, choice(ActionKind::EndOrders));
    while (s.active == kBottom) applyOk(r, s, legalActions(r, s).back());
    auto deck = s.cards.combatDeck[kBottom];
    std::sort(deck.begin(), deck.end());
    std::vector<std::uint8_t> expected{combatId(r, "jacobite", "cold-steel"), combatId(r, "jacobite", "steady-fire"),
                                       combatId(r, "jacobite", "ambush"), combatId(r, "jacobite", "jacobite-rising")};
    std::sort(expected.begin(), expected.end());
    CHECK(deck == expected);
    CHECK(s.cards.combatDiscard[kBottom].empty());
    CHECK(s.cards.discard == commandIds(r, {"scout-left", "probe-centre"}));
    CHECK(s.cards.deck == commandIds(r, {"attack-left"}));  // no Command draw after a card in lieu
}

TEST_CASE("cards: First Strike leaves the hand when played: in the discard at once, not offered again that turn, replaced at its end",
          "[cards][000 · COMBAT CARDS][000 · Phase 5. End of Turn]") {
    // The defender holds one First Strike: j1's melee meets it, j2's melee on the same unit
    // later that turn cannot (one card, played once).
    Battle b;
    b.unit("j1", "jacobite", "regular", 4, 8).unit("j2", "jacobite", "regular", 5, 8).unit("g1", "government", "regular", 4, 7)
        .unit("g2", "government", "regular", 9, 2);
    const auto& r = b.rules();
    auto s = b.combat(kBottom, {"j1", "j2"});
    s.cards.hands[kTop] = commandIds(r, {"first-strike", "probe-left"});
    s.cards.deck = commandIds(r, {"attack-left", "probe-right"});
    s.playedCard = commandId(r, "attack-centre");
    const Action strike = onPiece(ActionKind::FirstStrike, PieceRef::unit(unitIndex(r, "g1")), 0);
    applyOk(r, s, battle(r, "j1", 4, 7));
    REQUIRE(hasAction(r, s, strike));
    force(s, std::string(16, 'A'));  // every die misses
    applyOk(r, s, strike);
    s.forcedDice.clear();
    REQUIRE(s.active == kBottom);  // j2 has yet to battle: the turn goes on
    CHECK(s.cards.hands[kTop] == commandIds(r, {"probe-left"}));
    CHECK(s.cards.discard == commandIds(r, {"first-strike"}));
    REQUIRE(hasAction(r, s, battle(r, "j2", 4, 7)));
    force(s, std::string(16, 'A'));
    applyOk(r, s, battle(r, "j2", 4, 7));
    CHECK(countKind(r, s, ActionKind::FirstStrike) == 0);
    while (s.active == kBottom) applyOk(r, s, legalActions(r, s).back());
    CHECK(s.cards.hands[kTop] == commandIds(r, {"probe-left", "probe-right"}));  // its replacement, drawn first
    CHECK(s.cards.hands[kBottom] == commandIds(r, {"attack-left"}));
}

TEST_CASE("cards: the Combat card default action: discard one to reposition a leader up to 3 hexes, once a turn",
          "[cards][000 · Combat card Default Action]") {
    Battle b;
    b.unit("j1", "jacobite", "regular", 2, 8).unit("g1", "government", "regular", 9, 2).leader("dundee", "jacobite", 6, 8);
    const auto& r = b.rules();
    auto s = turnWith(r, kBottom, {"probe-left", "probe-right"}, {"steady-fire", "cold-steel"}, {"attack-left", "attack-right"});
    applyOk(r, s, playSlot(0));
    applyOk(r, s, choice(ActionKind::EndOrders));
    // Nothing ordered moves or battles: the end of turn offers the default action.
    REQUIRE(s.phase == Phase::EndTurn);
    const Action move = [&] {
        Action a = onPiece(ActionKind::RepositionLeader, PieceRef::leader(leaderIndex(r, "dundee")), 0);
        a.hex = toAxial({6, 5});
        return a;
    }();
    CHECK(hasAction(r, s, move));
    Action far = move;
    far.hex = toAxial({6, 4});  // 4 hexes
    CHECK_FALSE(hasAction(r, s, far));
    applyOk(r, s, move);
    CHECK(s.leaders[0].hex == toAxial({6, 5}));
    CHECK(s.cards.combatHands[kBottom].size() == 1);
    // Only one reposition for him: the turn is over (the other side plays).
    CHECK(s.active == kTop);
}

TEST_CASE("cards: a reposition keeps to the hex-side rules: no leader over a wall, a stop after field works",
          "[cards][000 · Combat card Default Action][000 · ENCLOSURE WALL][000 · FIELD WORKS]") {
    for (const char* side : {"enclosure-wall", "field-works"}) {
        INFO(side);
        Battle b;
        // Both northern sides of Dundee's hex carry the feature: every shortest way north crosses it.
        b.unit("j1", "jacobite", "regular", 2, 8).unit("g1", "government", "regular", 9, 2).leader("dundee", "jacobite", 6, 8);
        b.hexside(side, 6, 8, Side::NW).hexside(side, 6, 8, Side::NE);
        const auto& r = b.rules();
        auto s = turnWith(r, kBottom, {"probe-left", "probe-right"}, {"steady-fire", "cold-steel"}, {"attack-left", "attack-right"});
        applyOk(r, s, playSlot(0));
        applyOk(r, s, choice(ActionKind::EndOrders));
        REQUIRE(s.phase == Phase::EndTurn);
        const auto to = [&](Hex h) {
            Action a = onPiece(ActionKind::RepositionLeader, PieceRef::leader(leaderIndex(r, "dundee")), 0);
            a.hex = h;
            return a;
        };
        const Hex start = toAxial({6, 8});
        const Hex across = neighbour(start, Side::NE);
        // Three hexes straight north: only over the wall or works, and neither lets him go on.
        CHECK_FALSE(hasAction(r, s, to(toAxial({6, 5}))));
        // The hex just across: over field works he may stop there; a wall turns him round by the side (2 hexes).
        CHECK(hasAction(r, s, to(across)));
        // Sideways is open either way.
        CHECK(hasAction(r, s, to(neighbour(start, Side::E))));
    }
}

TEST_CASE("cards: Whites of Their Eyes: the attacked Continental unit strikes first with 1 more die", "[cards][001 · Additional Combat Actions]") {
    Battle b("american-revolution");
    b.unit("b1", "british", "regular", 4, 6).unit("c1", "continental", "regular", 4, 7).unit("c2", "continental", "regular", 10, 9);
    const auto& r = b.rules();
    auto s = b.combat(kTop, {"b1"});
    s.cards.combatHands[kBottom] = {combatId(r, "continental", "whites-of-their-eyes")};
    const int strike = battleBackDice(r, s, "c1", 4, 6) + 1;
    const int attack = dice(r, s, "b1", 4, 7);
    applyOk(r, s, battle(r, "b1", 4, 7));
    REQUIRE(decidingSide(r, s) == kBottom);
    force(s, std::string(static_cast<std::size_t>(strike + attack), 'A'));  // all misses: the count is the test
    applyOk(r, s, onPiece(ActionKind::PlayCombatCard, PieceRef::unit(unitIndex(r, "c1")), 0));
    CHECK(s.forcedDice.empty());
    CHECK(s.active == kBottom);  // no battle back: the British turn ended
}

TEST_CASE("cards: no First Strike for a unit that could not battle back", "[cards][000 · Additional Combat Actions]") {
    Battle b;
    // Artillery moved this turn may not battle: it cannot strike first either.
    b.unit("j1", "jacobite", "regular", 4, 8).unit("gun", "government", "light-artillery", 4, 7).unit("g2", "government", "regular", 9, 2);
    const auto& r = b.rules();
    auto s = b.combat(kBottom, {"j1"});
    s.units[static_cast<std::size_t>(unitIndex(r, "gun"))].noBattle = true;
    s.cards.hands[kTop] = commandIds(r, {"first-strike"});
    applyOk(r, s, battle(r, "j1", 4, 7));
    CHECK(countKind(r, s, ActionKind::FirstStrike) == 0);
    CHECK(std::none_of(s.tasks.begin(), s.tasks.end(), [](const Task& t) { return t.kind() == Task::Kind::CardReaction; }));
}
