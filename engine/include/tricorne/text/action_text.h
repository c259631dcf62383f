// A game's actions and events in the words players use: cards by their deck names, units and leaders by their names
// (or, without one, the booklets' way: army, type and hex), never by a scenario id or a hand
// slot. What the studio's playtest lists and logs, and what a CLI's readable log can print.
// The machine forms stay elsewhere and unchanged: model/action.h's describe() names ids and
// is what replay logs (io/game_log.h) carry beside each action. The pieces, the actions, the
// changes, the passed phases, the checks, the unbattled units, the sides, the decision asked and
// the phases come as a Text too (core/translatable.h), whose English is the same sentence and
// which the studio says in its language; a designer's name, a card's name, a hex and a number
// are plain values in it.
#pragma once

#include <string>
#include <vector>

#include "tricorne/core/translatable.h"
#include "tricorne/play/explain.h"
#include "tricorne/play/game.h"

namespace tricorne {

/// A piece as players name it: a unit by its name ("Lochiel's Regiment"), else its army and
/// type with its hex in `state` ("Government Regular Infantry at 5,7"); a leader by his name,
/// else "Jacobite leader at 6,8". "?" for no piece.
std::string describePiece(const Rules& rules, const GameState& state, PieceRef piece);

/// describePiece() as a translatable text.
Text pieceText(const Rules& rules, const GameState& state, PieceRef piece);

/// What stands on `hex` in `state`, named as describePiece (the unit, else the lone leader),
/// else the hex itself ("5,7").
std::string describeHexContents(const Rules& rules, const GameState& state, Hex hex);

/// describeHexContents() as a translatable text.
Text hexContentsText(const Rules& rules, const GameState& state, Hex hex);

/// `action` (one of legalActions(rules, state)) in a player's words, a sentence begun with a
/// capital: "Play Bayonet Charge on Lochiel's Regiment", "Discard Bayonet Charge: Dundee
/// repositions to 6,10", "Leven's Foot retreats to 2,4".
std::string describeAction(const Rules& rules, const GameState& state, const Action& action);

/// describeAction() as a translatable text.
Text actionText(const Rules& rules, const GameState& state, const Action& action);

/// What changed for the pieces and the banners from `before` to `after` when `action` was
/// applied: "Leven's Foot loses 2 blocks", "Dundee is killed", "Government banners: 1 → 2",
/// "Jacobite wins the battle". Ordered moves are the action's own words and are not repeated;
/// any other change of hex (a retreat, a retire, ground taken) is named.
std::vector<std::string> describeChanges(const Rules& rules, const GameState& before, const Action& action,
                                         const GameState& after);

/// describeChanges() as translatable texts, line for line.
std::vector<Text> changesText(const Rules& rules, const GameState& before, const Action& action, const GameState& after);

/// The phases of play that began and ended by themselves between `before` and `after` because
/// the side had nothing to do in them (the engine passes a phase whose only option is its way
/// out): "Order: the card orders no unit — the phase passes". Empty when none passed.
std::vector<std::string> describePassedPhases(const Rules& rules, const GameState& before, const GameState& after);

/// describePassedPhases() as translatable texts, line for line.
std::vector<Text> passedPhasesText(const Rules& rules, const GameState& before, const GameState& after);

/// A check announced while an action resolved (ObserveChecks), named as such with its dice,
/// their reasons, the faces rolled and what they did: "Rally check for Leven's Foot: 3 dice
/// (2 blocks, +1 attached leader): flag, infantry, saber — rallies". A unit without a name is
/// placed by the check's own hex. `faces` empty: the check before its roll (no outcome).
std::string describeCheck(const Rules& rules, const CheckExplanation& check, const std::vector<Face>& faces = {});

/// describeCheck() as a translatable text: the dice's reasons as the rules give them
/// (MoraleReason::reason), the faces and the outcome marked phrases.
Text checkText(const Rules& rules, const CheckExplanation& check, const std::vector<Face>& faces = {});

/// An ordered unit the Combat phase ended without (ObserveUnbattled), named as describeCheck
/// names a unit, with why no battle was offered: "Combat: Leven's Foot has no enemy within
/// range — it does not battle"; "… may not battle after its move …"; "… has no enemy in range
/// it may battle (sight, terrain or its orders forbid each) …".
std::string describeUnbattled(const Rules& rules, const UnbattledUnit& idle);

/// describeUnbattled() as a translatable text.
Text unbattledText(const Rules& rules, const UnbattledUnit& idle);

/// A side by its faction's name ("Government"), else the scenario's faction id, else "Top" /
/// "Bottom".
std::string describeSide(const Rules& rules, Position side);

/// describeSide() as a translatable text (the faction's name a table name).
Text sideText(const Rules& rules, Position side);

/// What the deciding side is asked now, in a sentence with the engine's explanation of the
/// decision (explainDecision: the attack it faces with its dice, the flags it may ignore and
/// why): "Leven's Foot is attacked by Lochiel's Regiment (3 dice: 2 melee, +1 full strength):
/// retire and rally, or stand?"; "Jacobite won." once the game is over.
std::string describeDecision(const Rules& rules, const GameState& state);

/// describeDecision() as a translatable text, the attack's dice and the flags' reasons as
/// attackDiceText and flagReasonsText (text/explain_text.h) give them.
Text decisionText(const Rules& rules, const GameState& state);

/// "Play a card", "Order", "Move", "Combat", "Opening cannonade", "Game over", "End of turn",
/// "Reveal a card".
std::string phaseName(Phase phase);

/// phaseName() as a translatable text.
Text phaseText(Phase phase);

/// What an attack's dice showed of flags, for the log: "1 flag rolled", "3 flags rolled".
Text flagsRolledText(int flags);

/// The reasons a unit may ignore flags (flagReasonsText), introduced for the log:
/// "may ignore: +1 attached leader".
Text mayIgnoreText(Text reasons);

}  // namespace tricorne
