// Command tactic cards, Combat cards and the card-linked battle rules (000 · COMMAND CARDS,
// COMBAT CARDS, Phase 1. Play a Command Card, Phase 5. End of Turn, Time Pressure Objective;
// 001 likewise). Cards are data (model/system.h: CardText, the effect vocabulary); what they
// change in the rule queries (dice, moves, melee) is rules/card_effects.h; this is where cards
// are played, drawn and answered. The phases of the turn (engine/src/play/game_internal.h)
// call in here through small hooks.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "tricorne/play/game.h"
#include "tricorne/rules/card_effects.h"

namespace tricorne::cards {

/// Fisher-Yates with the game's generator, not the standard library's (its output differs
/// between implementations; docs/design/engine.md, Chance).
void shufflePile(GameState& state, std::vector<std::uint8_t>& pile);

/// Draws one Command card into `side`'s hand; reshuffles the discards when the deck runs out
/// (000 · Phase 5. End of Turn). Nothing when both are empty.
void drawCommand(GameState& state, Position side);

/// Draws one Combat card the same way from `side`'s own Combat deck.
void drawCombat(GameState& state, Position side);

/// The Combat deck a side draws from: the scenario's `combatDeck`, else its faction's deck.
std::string combatDeckOf(const Rules& rules, Position side);

/// Shuffles each side's Combat deck and deals the scenario's `combatCards` (000 · Game Set-up 6).
void dealCombatCards(const Rules& rules, GameState& state);

/// Carries out what playing the turn's card sets up: the order limit of a Tactic card, Rally,
/// the card-play count (sudden death), Scout banners (001 Cowpens). Call after playedCard or
/// cards.inLieu is set.
void onCardPlayed(const Rules& rules, GameState& state);

// --- orders -------------------------------------------------------------------------------------

/// Appends the orders `card`, the Tactic (or in-lieu) card of the turn, lets the active side
/// give now, its units then its leaders (000 · Phase 2. Order Units; ADDITIONAL COMMAND CARD
/// NOTES: equal to command, line, inspired leader). Attached leaders are never detached by a
/// Tactic card.
void tacticOrders(const Rules& rules, const GameState& state, const CardText& card, std::vector<Action>& out);

/// Records what an order means for the card (the Inspired Leader's leader).
void noteOrder(const Rules& rules, GameState& state, PieceRef p);

// --- reactions and Combat cards in play -------------------------------------------------------

/// A melee on `defender` is about to be rolled: when its owner holds a card he may play now
/// (First Strike, Ambush, Whites of Their Eyes, Infantry Retire and Reform), pushes the
/// CardReaction decision. Not against battle backs or in-lieu turns (000 · COMBAT CARDS).
void openMeleeReaction(const Rules& rules, GameState& state, int attacker, int defender, Hex target);

/// The options of a CardReaction task (the defender decides): play a card, or decline.
std::vector<Action> reactionActions(const Rules& rules, const GameState& state, const task::CardReaction& task);

/// Applies the defender's answer (the task is already popped).
void applyReaction(const Rules& rules, GameState& state, const task::CardReaction& task, const Action& action);

/// Appends the Combat cards the active side may play in its combat phase on an ordered unit
/// that has not battled (one card per unit a turn).
void combatPhaseActions(const Rules& rules, const GameState& state, std::vector<Action>& out);

/// Plays a Combat card on a unit in the combat phase, or in lieu of the Command card.
void applyCombatCard(const Rules& rules, GameState& state, const Action& action);

// --- rules of the scenario -------------------------------------------------------------------------

/// The special rule of that kind that names `side`, or nullptr.
const SpecialRule* ruleFor(const Rules& rules, SpecialRuleKind kind, Position side);

}  // namespace tricorne::cards
