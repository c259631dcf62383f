// Shared between cards.cpp, cards_turn.cpp and end_of_turn.cpp. Not part of the public API.
#pragma once

#include <algorithm>
#include <cstddef>
#include <vector>

#include "tricorne/model/action.h"
#include "tricorne/model/rules.h"
#include "tricorne/model/state.h"

namespace tricorne::detail {

/// Rally (000 · ADDITIONAL COMMAND CARD NOTES; 001 Continental Rally): rolls `dice`; each unit
/// symbol returns one block to a unit of `side` of that kind below its starting strength, the
/// weakest first (then the first in the scenario), so several units may gain (RULINGS.md, Cards).
void rallyBlocks(const Rules& rules, GameState& state, Position side, int dice);

/// Whether the slot is the first of its card in the hand: the same card in two slots is one
/// choice, not two.
template <typename Hand>
bool firstOfItsKind(const Hand& hand, std::size_t slot) {
    return std::find(hand.begin(), hand.end(), hand[slot]) == hand.begin() + static_cast<std::ptrdiff_t>(slot);
}

}  // namespace tricorne::detail

namespace tricorne::cards {

/// 000 · Combat card Default Action: whether the active side may use it now, a Combat card in
/// hand and a leader with a place to go (asked every end of turn, so it stops at the first).
bool anyDefaultAction(const Rules& rules, const GameState& state);

/// The default-action choices, appended to `out`: for each leader of the active side who may
/// still reposition this turn, each distinct Combat card in hand and each hex he may reach (up
/// to 3 hexes, terrain and hex sides applying, nearer hexes first).
void defaultActions(const Rules& rules, const GameState& state, std::vector<Action>& out);

/// Carries out a (legal) RepositionLeader: the Combat card goes to its discards and the leader
/// to his hex; he may not reposition again this turn.
void repositionLeader(GameState& state, const Action& action);

}  // namespace tricorne::cards
