// What cards change in the rule queries (000 · COMMAND CARDS, ADDITIONAL COMMAND CARD NOTES,
// COMBAT CARDS; 001 likewise): attack.cpp and movement.cpp ask here for the dice, moves and
// melee the card of the turn and the Combat cards played give. Cards are data
// (model/system.h); playing them is play/cards.h.
#pragma once

#include <vector>

#include "tricorne/model/rules.h"
#include "tricorne/model/state.h"
#include "tricorne/rules/attack.h"

namespace tricorne::cards {

/// The card that orders this turn: the Command card played, or the Combat card played in lieu
/// of it; nullptr before a card is played.
const CardText* turnCard(const Rules& rules, const GameState& state);

/// Whether an effect's filters (unit kinds, armies, ability) take in `unit`; filters left empty
/// take in every unit.
bool effectApplies(const Rules& rules, const CardEffect& effect, int unit);

/// The most hexes of normal movement a piece has this turn, given its type's `base`
/// (At the Quick Step: infantry 1).
int moveAllowance(const Rules& rules, const GameState& state, PieceRef piece, int base);

/// True when a card spares `unit` the die lost for moving (At the Quick Step: Hessians).
bool noMovingPenalty(const Rules& rules, const GameState& state, int unit);

/// True when the card of the turn forbids `unit` to melee (Line Volley).
bool meleeForbidden(const Rules& rules, const GameState& state, int unit);

/// The dice cards add to (or take from) `unit`'s roll: the turn card's effects for the active
/// side's ordered units, the Inspired Leader's +1, the Combat card played on the unit. When a
/// Command card and a Combat card both change the same roll, the Combat card, played later,
/// wins (000 · COMBAT CARDS: "the second card trumps").
std::vector<DiceLine> diceLines(const Rules& rules, const GameState& state, int unit, bool melee, bool battleBack);

/// The sum of diceLines(…)'s deltas, without writing the lines (the rules' quick verdicts).
int diceDelta(const Rules& rules, const GameState& state, int unit, bool melee, bool battleBack);

}  // namespace tricorne::cards
