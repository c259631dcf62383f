// The turn's machinery inside play/, not part of the public API. The door (game.cpp) lists and
// applies through one switch on the phase, each phase one pair in its own file:
//
//   phase      file            lists              applies
//   Cannonade  combat.cpp      cannonadeActions   applyCannonade
//   PlayCard   cards.cpp       playCardActions    applyPlayCard
//   Order      orders.cpp      orderActions       applyOrder
//   Move       moves.cpp       moveActions        applyMove
//   Combat     combat.cpp      combatActions      applyCombat
//   EndTurn    end_of_turn.cpp endTurnActions     applyEndTurn
//   Reveal     cards_turn.cpp  revealActions      applyReveal
//
// A list ends with the phase's way out where it has one (EndOrders, EndMovement, EndCombat,
// CannonadeDone); settle takes it when nothing else of the phase's is left. A decision on the task
// stack comes before any phase: decisionActions / applyDecision (combat_tasks.cpp), and the
// consequences run by runTask.
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

// --- the turn's frame (game.cpp, end_of_turn.cpp) -------------------------------------------

/// A turn begins for the active side: what "this turn" holds is cleared, the turn counted, and
/// the objectives that pay at the start of a turn looked at; the phase is PlayCard.
void beginTurn(const Rules& rules, GameState& state);

/// Phase 5 (end_of_turn.cpp): runs the end-of-turn steps (CardState::endStep: the Combat card
/// default action, discards and draws, time pressure, the Scout's keep, Combat card draws,
/// reshuffles, sudden death) as far as they go, then the other side's turn begins (beginTurn).
/// Stops at a step that waits for the active player (phase EndTurn), or when the game ends.
void endTurn(const Rules& rules, GameState& state);

/// True when the battle opens with a cannonade (a special rule), before the first turn.
bool hasCannonadeRule(const Rules& rules);

/// True when the scenario decides the first player by a simultaneous card reveal (001
/// Freeman's Farm): the game opens in phase Reveal.
bool revealsFirstPlayer(const Rules& rules);

/// The side choosing in phase Reveal: the bottom side first, then the top.
Position revealSide(const GameState& state);

// --- the phases: one list/apply pair each -----------------------------------------------------
// Each xxxActions appends the phase's options to `out` in a fixed order (bots index into it);
// each applyXxx takes one of them (the caller has checked it is listed) and carries it out,
// leaving the consequences on the task stack for settle.

/// The opening cannonade (000 · Opening Cannonade; combat.cpp): the shots of the side to fire,
/// guns in order and each gun's targets in board order, then its ships, CannonadeDone last.
void cannonadeActions(const Rules& rules, const GameState& state, std::vector<Action>& out);

/// A gun or a ship fires, or the side's remaining guns are done; the sides alternate until
/// every gun has fired, and then the first turn begins.
void applyCannonade(const Rules& rules, GameState& state, const Action& action);

/// Phase 1 (cards.cpp): each Command card in hand (only the revealed one on a first turn decided
/// by a card reveal) and each Combat card that may be played in lieu of it; DeclineCard alone
/// when there is none (RULINGS.md, Cards).
void playCardActions(const Rules& rules, const GameState& state, std::vector<Action>& out);

/// The card is played (the Order phase begins with what it sets up: cards.h, onCardPlayed), or,
/// with no card to play, the turn goes straight to its end.
void applyPlayCard(const Rules& rules, GameState& state, const Action& action);

/// Phase 2 (orders.cpp): the orders the played card lets the active side give now, units then
/// leaders, EndOrders last.
void orderActions(const Rules& rules, const GameState& state, std::vector<Action>& out);

/// A piece takes its order (a leader's may detach him), or the Move phase begins.
void applyOrder(const Rules& rules, GameState& state, const Action& action);

/// Phase 3 (moves.cpp): with a move in progress, its steps and EndMove when it may stop there;
/// otherwise each piece of the active side that may start its ordered move (units, then
/// leaders) and EndMovement last.
void moveActions(const Rules& rules, const GameState& state, std::vector<Action>& out);

/// Starts a move, takes a step, ends the move, or ends the phase (the Combat phase begins).
/// Returns true when a move goes on and `next` holds its options (moveActions), so they are not
/// listed twice; otherwise `next` is left as it was or cleared.
bool applyMove(const Rules& rules, GameState& state, const Action& action, std::vector<Action>& next);

/// Phase 4 (combat.cpp): each battle of an ordered unit of the active side that has not battled
/// (units in order, each one's targets in board order), a ship's fire, the Combat cards that may
/// be played now, and EndCombat last.
void combatActions(const Rules& rules, const GameState& state, std::vector<Action>& out);

/// A battle or a ship's shot begins (its tasks pushed), a Combat card is played, or the phase
/// ends and with it the turn (endTurn).
void applyCombat(const Rules& rules, GameState& state, const Action& action);

/// Phase 5 (end_of_turn.cpp), at the step that waits: the default action's repositions and
/// DeclineCard last; time pressure's banner (index 1) or the Scout's draws (0); one KeepCard per
/// card the Scout drew.
void endTurnActions(const Rules& rules, const GameState& state, std::vector<Action>& out);

/// Answers the step that waits, then goes on with the end of the turn (endTurn) from there.
void applyEndTurn(const Rules& rules, GameState& state, const Action& action);

/// The first-player reveal (001 Freeman's Farm; cards_turn.cpp): one RevealCard per card in the
/// hand of the side still to choose (revealSide).
void revealActions(const Rules& rules, const GameState& state, std::vector<Action>& out);

/// Records the choice; once both sides chose, the side whose Section card orders fewest plays
/// it as its first turn's card (the other plays his on the next turn), and that turn begins.
void applyReveal(const Rules& rules, GameState& state, const Action& action);

// --- the task stack (combat_tasks.cpp) --------------------------------------------------------

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

/// The attack the flags came from, as the morale rules weigh it (ignorableFlags).
IncomingAttack incomingAttack(const task::Flags& flags);

/// The notes of an Attack or AfterMelee task, which a defender's answer marks; nullptr for
/// any other kind.
CombatNotes* meleeNotes(Task& task);

/// The defender retires and rallies: marks the attacker's pending Attack and AfterMelee (the
/// attacker's tasks on top of the stack) so the roll counts symbols only and no ground is taken.
void markRetiring(GameState& state, int attacker);

/// Moves a unit and the leader attached to it.
void moveUnitWithLeader(GameState& state, int unit, Hex to);

/// 000 · ENCLOSURE WALL: a unit stepping from `from` to `to` across a hex side that forbids
/// battle once crossed may not battle this turn (an ordered move, taking ground, a breakthrough).
void noBattleIfCrossed(const Rules& rules, GameState& state, int unit, Hex from, Hex to);

// --- attacks (combat.cpp) -----------------------------------------------------------------------

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

}  // namespace tricorne::detail
