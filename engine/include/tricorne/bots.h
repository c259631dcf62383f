// Bots play only through legalActions/apply (DESIGN.md §4). The random bot picks uniformly;
// its own generator is separate from the game's dice, so a bot never changes the dice.
#pragma once

#include "tricorne/game.h"

namespace tricorne {

/// A uniformly random legal action. Precondition: the game is not over.
Action randomAction(const Rules& rules, const GameState& state, Pcg32& botRng);

}  // namespace tricorne
