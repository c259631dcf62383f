// Shared between game.cpp (turn, cards, movement), orders.cpp (the Order phase) and
// combat.cpp (combat and its consequences as tasks). Not part of the public API.
#pragma once

#include <optional>
#include <vector>

#include "tricorne/game.h"

namespace tricorne::detail {

/// An action of `kind` with its fields (the rest default), as the lists build them.
inline Action make(ActionKind kind, PieceRef piece = {}, Hex hex = {}, int index = 0) {
    Action a;
    a.kind = kind;
    a.piece = piece;
    a.hex = hex;
    a.index = static_cast<std::int8_t>(index);
    return a;
}

/// True for tasks that wait for a player's decision.
bool isDecision(Task::Kind kind);

/// The side that decides a decision task.
Position taskOwner(const Rules& rules, const GameState& state, const Task& task);

/// The options of the decision task on top of the stack.
std::vector<Action> decisionActions(const Rules& rules, const GameState& state);

/// Applies a (legal) answer to the decision task on top of the stack.
void applyDecision(const Rules& rules, GameState& state, const Action& action);

/// The decision on top has no option at all: a retreat that cannot go on costs a block per
/// hex (000 · Unit must Retreat, but Cannot); a leader who cannot retreat at least one hex is
/// lost, and one who cannot go on stops where he stands (000 · Lone Leader's Retreat).
void resolveStuckDecision(const Rules& rules, GameState& state);

/// Pops and carries out the automatic task on top of the stack.
void runTask(const Rules& rules, GameState& state);

/// Begins `attacker`'s combat against `target` (bits: TaskBit::Bonus, BattleBack, Cannonade).
void startAttack(const Rules& rules, GameState& state, int attacker, Hex target, std::uint16_t bits);

/// Adds banners to a side and ends the game the instant it reaches victory
/// (000 · VICTORY BANNERS: "the moment a player reaches the required number").
void gainBanners(const Rules& rules, GameState& state, Position side, int banners);

/// Ends the game at once with `winner` for `reason`.
void endGame(GameState& state, Position winner, EndReason reason);

/// Moves a unit and the leader attached to it.
void moveUnitWithLeader(GameState& state, int unit, Hex to);

/// The Order phase (orders.cpp): the orders the active side may give now, appended to `out`
/// with EndOrders last; whether any is left; the order for one piece, if it may take one.
void orderActions(const Rules& rules, const GameState& state, std::vector<Action>& out);
bool anyOrderLeft(const Rules& rules, const GameState& state);
std::optional<Action> orderFor(const Rules& rules, const GameState& state, PieceRef piece);

/// The opening cannonade's options for the side to fire, and what happens after each shot.
std::vector<Action> cannonadeActions(const Rules& rules, const GameState& state);
void applyCannonade(const Rules& rules, GameState& state, const Action& action);

}  // namespace tricorne::detail
