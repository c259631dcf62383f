// Special rules of the battle notes as typed kinds (engine/BATTLES.md maps every battle). The
// board-changing kinds (waterway, shallow-fords, creek-as-marsh, hexside-as, morale-as) are
// applied once when Rules is built; the others are asked by the turn and combat logic at the
// moments the battle notes name, through the functions below.
#pragma once

#include <span>
#include <string_view>
#include <vector>

#include "tricorne/model/action.h"
#include "tricorne/model/rules.h"
#include "tricorne/model/state.h"
#include "tricorne/rules/attack.h"

namespace tricorne {

/// The scenario's first special rule of `kind`, or nullptr.
const SpecialRule* findSpecialRule(const Scenario& scenario, SpecialRuleKind kind);

/// Opening cannonade: the side that fires first (`firstSide`, else the side that moves first).
Position cannonadeFirstSide(const Rules& rules, const GameState& state);
/// Whether a unit fires in the opening cannonade: artillery, or a `joiners` type (001 · Cowpens).
bool firesInCannonade(const Rules& rules, int unit);
/// Sets the cannonade's context for a unit: a joiner may fire, with its `dice` when given.
void cannonadeContext(const Rules& rules, int unit, AttackContext& context);

/// first-player-dice (000 · Culloden (Flanking Move)): each side rolls `dice` dice, most sabers
/// moves first, the rule's `side` on a tie. Uses the state's dice (forcedDice first).
Position rollForFirstPlayer(const SpecialRule& rule, GameState& state);

/// rally-after-combat (000 · Prestonpans): the unit owes a rally check after its own combat.
bool rallyAfterCombat(const Rules& rules, int unit);
/// rally-when-hit (000 · Prestonpans): the unit owes a rally check when hit without retreating.
bool rallyWhenHit(const Rules& rules, int unit);
/// rally-when-moving-back (000 · Falkirk (Stage 2)): an ordered unit that moved from `start` to
/// `end`, ending nearer its own baseline, owes a rally check.
bool rallyWhenMovingBack(const Rules& rules, int unit, Hex start, Hex end);
/// Called when an ordered unit's move from `start` is over: queues the rally check it owes.
void afterOrderedMove(const Rules& rules, GameState& state, int unit, Hex start);

/// block-return (001 · Monmouth, Molly Pitcher): called when a unit is ordered; the first
/// qualifying order of the battle gives the unit one block back.
void onUnitOrdered(const Rules& rules, GameState& state, int unit);

/// The directions a piece may retreat or retire: its forced-retreat directions (001 · Long
/// Island (British Flank March)), else toward its own baseline.
/// The view stays valid as long as `rules`.
std::span<const Side> retreatSidesFor(const Rules& rules, PieceRef piece, Position side);

/// no-fire-bonus (000 · Falkirk, rain: "No volley fire bonus"): whether the ranged-combat dice
/// that `card` adds are cancelled.
bool fireBonusCancelled(const Rules& rules, const CardText& card);

/// ship-fire (001 · Bunker Hill, the ship *Lively*): appends a ShipFire action for each shot the
/// deciding side's ships may take now: in the opening cannonade (the side to fire), or in the
/// active side's combat phase when its Command card is one of the rule's `cards`; once each,
/// at an enemy unit on one of the rule's hexes, in board order.
void shipFireActions(const Rules& rules, const GameState& state, std::vector<Action>& out);
/// Whether `side` has a ship that has not fired yet (the opening cannonade goes on while it has).
bool shipLeftToFire(const Rules& rules, const GameState& state, Position side);
/// Marks every ship of `side` as fired (it declined the rest of the cannonade).
void shipsDone(const Rules& rules, GameState& state, Position side);

/// creek-as-marsh (001 · Long Island (Grant's Attack)): after an ordered unit entered `to`
/// (`lostBlock`: its marsh roll cost a block), owes a rally check when it lost a block there
/// and is removed without a banner when its side is the one the rule removes. Returns true when
/// the unit left play.
bool onCreekEntered(const Rules& rules, GameState& state, int unit, Hex to, bool lostBlock);

}  // namespace tricorne
