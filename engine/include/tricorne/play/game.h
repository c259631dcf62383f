// The one door to play (docs/design/engine.md): every decision is an Action taken from
// legalActions(rules, state) and applied with apply(); chance happens inside apply() with the
// state's own generator. The studio's playtest, the bots, the CLI and the tests all come
// through here.
#pragma once

#include <cstdint>
#include <vector>

#include "tricorne/model/action.h"
#include "tricorne/model/rules.h"
#include "tricorne/model/state.h"

namespace tricorne {

/// The side that must decide now (the active player, or the defender for his own choices).
Position decidingSide(const Rules& rules, const GameState& state);

/// Every decision the deciding side may take now, in a fixed order (bots index into it).
/// Empty only when the game is over.
std::vector<Action> legalActions(const Rules& rules, const GameState& state);
/// The same list in `out` (cleared first), so a caller deciding often reuses one buffer.
void legalActions(const Rules& rules, const GameState& state, std::vector<Action>& out);

/// Checks `action` against legalActions and applies it, rolling dice as the rules need and
/// running every automatic consequence until the next decision. Illegal actions change
/// nothing and return an error value; apply never throws for a player's mistake.
ActionError apply(const Rules& rules, GameState& state, const Action& action);

/// The state before the first decision: pieces placed, cards dealt, and the opening
/// cannonade (when the scenario has it) or the first player's turn begun. The setup's own dice
/// (the first-player roll of 000 · Culloden (Flanking Move)) come from `setupDice` before the
/// seed's: the setup's chance step, driven the way GameState::forcedDice drives the rolls of
/// apply. Dice the setup does not use are dropped.
GameState startGame(const Rules& rules, std::uint64_t seed, const std::vector<Face>& setupDice = {});

}  // namespace tricorne
