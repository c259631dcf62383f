// Helpers of the card tests: hands set by card id, a turn started with a chosen card.
#pragma once

#include <string>
#include <vector>

#include "play/game_fixtures.h"
#include "tricorne/rules/attack.h"
#include "tricorne/play/cards.h"

namespace card_fixtures {

using namespace tricorne;
using namespace fixtures;

inline constexpr Position kTop = Position::Top;
inline constexpr Position kBottom = Position::Bottom;

inline std::uint8_t commandId(const Rules& r, const std::string& id) {
    const auto& cards = r.system().commandCards;
    for (std::size_t i = 0; i < cards.size(); ++i)
        if (cards[i].id == id) return static_cast<std::uint8_t>(i);
    FAIL("no Command card " << id);
    return 0;
}

inline std::uint8_t combatId(const Rules& r, const std::string& deck, const std::string& id) {
    const auto& cards = r.system().combatCards;
    for (std::size_t i = 0; i < cards.size(); ++i)
        if (cards[i].id == id && cards[i].deck == deck) return static_cast<std::uint8_t>(i);
    FAIL("no Combat card " << id << " in the " << deck << " deck");
    return 0;
}

inline std::vector<std::uint8_t> commandIds(const Rules& r, const std::vector<std::string>& ids) {
    std::vector<std::uint8_t> out;
    for (const auto& id : ids) out.push_back(commandId(r, id));
    return out;
}

/// A state at the start of `side`'s turn 1 holding exactly these cards; the Command deck holds
/// `deck` (drawn from the back), the Combat hands `combat` (ids of the side's own deck).
inline GameState turnWith(const Rules& r, Position side, const std::vector<std::string>& hand,
                          const std::vector<std::string>& combat = {}, const std::vector<std::string>& deck = {}) {
    GameState s = GameState::initial(r, 1);
    s.active = side;
    s.turn = 1;
    s.phase = Phase::PlayCard;
    s.cards.hands[side] = commandIds(r, hand);
    s.cards.deck = commandIds(r, deck);
    for (const auto& id : combat)
        s.cards.combatHands[side].push_back(combatId(r, cards::combatDeckOf(r, side), id));
    return s;
}

inline Action playSlot(int slot) { return choice(ActionKind::PlayCard, slot); }

inline Action order(const Rules& r, const std::string& unit) {
    Action a;
    a.kind = ActionKind::Order;
    a.piece = PieceRef::unit(unitIndex(r, unit));
    return a;
}

inline Action orderLeader(const Rules& r, const std::string& leader) {
    Action a;
    a.kind = ActionKind::Order;
    a.piece = PieceRef::leader(leaderIndex(r, leader));
    return a;
}

inline Action onPiece(ActionKind kind, PieceRef piece, int index) {
    Action a;
    a.kind = kind;
    a.piece = piece;
    a.index = static_cast<std::int8_t>(index);
    return a;
}

inline int countKind(const Rules& r, const GameState& s, ActionKind kind) {
    const auto legal = legalActions(r, s);
    return static_cast<int>(std::count_if(legal.begin(), legal.end(), [&](const Action& a) { return a.kind == kind; }));
}

inline void applyOk(const Rules& r, GameState& s, const Action& a) {
    INFO(describe(r, a));
    REQUIRE(apply(r, s, a) == ActionError::None);
}

inline int dice(const Rules& r, const GameState& s, const std::string& unit, int col, int row) {
    const auto a = assessAttack(r, s, unitIndex(r, unit), toAxial({col, row}));
    INFO(a.whyNot);
    REQUIRE(a.allowed);
    return a.dice;
}

}  // namespace card_fixtures
