// Shared between game.cpp (turn, cards, movement), orders.cpp (the Order phase) and
// combat.cpp (combat and its consequences as tasks). Not part of the public API.
#pragma once

#include <cstdint>
#include <optional>
#include <vector>

#include "rules/victory_internal.h"
#include "tricorne/play/game.h"
#include "tricorne/rules/attack.h"
#include "tricorne/rules/morale.h"

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

/// Carries out `action`, which must be a member of legalActions(rules, state) (apply checks
/// it first; Match takes it from that list), with every automatic consequence; `next` then
/// holds legalActions(rules, state).
void perform(const Rules& rules, GameState& state, const Action& action, std::vector<Action>& next);

/// startGame, with `next` holding the first decision's legalActions.
GameState startGame(const Rules& rules, std::uint64_t seed, std::vector<Action>& next, const std::vector<Face>& setupDice = {});

/// True for tasks that wait for a player's decision.
bool isDecision(Task::Kind kind);

/// The side that decides a decision task.
Position taskOwner(const Rules& rules, const GameState& state, const Task& task);

/// The options of the decision task on top of the stack, appended to `out`.
void decisionActions(const Rules& rules, const GameState& state, std::vector<Action>& out);

/// Applies a (legal) answer to the decision task on top of the stack.
void applyDecision(const Rules& rules, GameState& state, const Action& action);

/// The decision on top has no option at all: a retreat that cannot go on costs a block per
/// hex (000 · Unit must Retreat, but Cannot); a leader who cannot retreat at least one hex is
/// lost, and one who cannot go on stops where he stands (000 · Lone Leader's Retreat).
void resolveStuckDecision(const Rules& rules, GameState& state);

/// Pops and carries out the automatic task on top of the stack.
void runTask(const Rules& rules, GameState& state);

/// How an attack comes about: an ordered unit's battle, or one of the attacks the rules add.
enum class AttackMode : std::uint8_t {
    Battle,      ///< an ordered unit in the Combat phase
    BattleBack,  ///< the defender of a melee answers (or strikes first with a card)
    Bonus,       ///< a bonus melee after taking ground
    Cannonade,   ///< a gun of the opening cannonade
};

/// Begins `attacker`'s combat against `target`: pushes its Attack and what follows it (its
/// AfterMelee and the rally check some units owe after combat), and on top the defender's
/// choices before the roll (RetireChoice, CardReaction).
void startAttack(const Rules& rules, GameState& state, int attacker, Hex target, AttackMode mode);

/// The attack the flags came from, as the morale rules weigh it (ignorableFlags).
IncomingAttack incomingAttack(const task::Flags& flags);

/// The notes of an Attack or AfterMelee task, which a defender's answer marks; nullptr for
/// any other kind.
CombatNotes* meleeNotes(Task& task);

/// The defender retires and rallies: marks the attacker's pending Attack and AfterMelee (the
/// attacker's tasks on top of the stack) so the roll counts symbols only and no ground is taken.
void markRetiring(GameState& state, int attacker);

/// The Attack task startAttack queues for `attacker` against `target` made as `mode` (its notes
/// completed: melee or ranged, from artillery, cavalry melee).
task::Attack attackTask(const Rules& rules, const GameState& state, int attacker, Hex target, AttackMode mode);

/// What the Attack task `attack` rolls when it runs now, assessed with the context its notes
/// give (cannonade, bonus melee, battle back); with the reasons when `explain`. nullopt when
/// it rolls nothing: the attacker is gone, a melee's attacker is no longer adjacent, or the
/// attack is no longer allowed.
std::optional<AttackAssessment> attackToRoll(const Rules& rules, const GameState& state, const task::Attack& attack, bool explain);

/// The ShipFire task startShipFire queues for special rule `rule` firing at `target`.
task::ShipFire shipFireTask(const Rules& rules, int rule, Hex target);

/// Special rule `rule` (ship-fire) fires its ship at the enemy unit on `target` (001 · Bunker
/// Hill): marks it fired (the cannonade, or this turn) and queues the shot.
void startShipFire(const Rules& rules, GameState& state, int rule, Hex target);

/// Moves a unit and the leader attached to it.
void moveUnitWithLeader(GameState& state, int unit, Hex to);

/// The Order phase (orders.cpp): the orders the active side may give now, appended to `out`
/// with EndOrders last.
void orderActions(const Rules& rules, const GameState& state, std::vector<Action>& out);

/// The Move phase (moves.cpp): with a move in progress, its steps and EndMove when it may stop
/// there; otherwise each piece of the active side that may start its ordered move (units, then
/// leaders) and EndMovement last. Appended to `out`.
void moveActions(const Rules& rules, const GameState& state, std::vector<Action>& out);

/// Applies a (legal) Move-phase action: starts a move, takes a step, ends the move, or ends the
/// phase (the Combat phase begins). Returns true when a move goes on and `next` holds its
/// options (moveActions), so they are not listed twice; otherwise `next` is left as it was or
/// cleared.
bool applyMove(const Rules& rules, GameState& state, const Action& action, std::vector<Action>& next);

/// The Combat phase (combat.cpp): each battle of an ordered unit of the active side that has
/// not battled (units in order, each one's targets in board order), a ship's fire, the Combat
/// cards that may be played now, and EndCombat last. Appended to `out`.
void combatActions(const Rules& rules, const GameState& state, std::vector<Action>& out);

/// Applies a (legal) Combat-phase action: a battle or a ship's shot begins (its tasks pushed), a
/// Combat card is played, or the phase ends and with it the turn (endTurn).
void applyCombat(const Rules& rules, GameState& state, const Action& action);

/// True when the battle opens with a cannonade (a special rule), before the first turn.
bool hasCannonadeRule(const Rules& rules);

/// The opening cannonade (combat.cpp): the shots of the side to fire, guns in order and each
/// gun's targets in board order, then its ships, CannonadeDone last. Appended to `out`.
void cannonadeActions(const Rules& rules, const GameState& state, std::vector<Action>& out);

/// Applies a (legal) cannonade action: a gun or a ship fires, or the side's remaining guns are
/// done; then the sides alternate until every gun has fired, and the first turn begins.
void applyCannonade(const Rules& rules, GameState& state, const Action& action);

/// A turn begins for the active side: what "this turn" holds is cleared, the turn counted, and
/// the objectives that pay at the start of a turn looked at; the phase is PlayCard.
void beginTurn(const Rules& rules, GameState& state);

/// Phase 5 (end_of_turn.cpp): runs the end-of-turn steps (CardState::endStep: the Combat card
/// default action, discards and draws, time pressure, the Scout's keep, Combat card draws,
/// reshuffles, sudden death) as far as they go, then the other side's turn begins (beginTurn).
/// Stops at a step that waits for the active player (phase EndTurn), or when the game ends.
void endTurn(const Rules& rules, GameState& state);

/// The options at the end-of-turn step that waits (phase EndTurn), appended to `out`: the
/// default action's repositions and DeclineCard last; time pressure's banner (index 1) or the
/// Scout's draws (0); one KeepCard per card the Scout drew.
void endTurnActions(const Rules& rules, const GameState& state, std::vector<Action>& out);

/// Applies a (legal) EndTurn-phase action to its step, then goes on with the end of the turn
/// (endTurn) from where the answer leaves it.
void applyEndTurn(const Rules& rules, GameState& state, const Action& action);

}  // namespace tricorne::detail
