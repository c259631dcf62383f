// Shared between cards.cpp and cards_turn.cpp. Not part of the public API.
#pragma once

#include <algorithm>
#include <cstddef>

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
