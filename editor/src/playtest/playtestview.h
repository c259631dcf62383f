// What the playtest shows, derived from the engine and nothing else: the board as it stands,
// the hand, the choices the deciding side has (one per legal action, with the hex it concerns,
// the dice of a target and why, why a step must stop), the prompt, the objectives. Pure
// functions of (Rules, GameState): the session calls them after every action, the tests read
// them directly. No rule is decided here; every answer comes from legalActions and the
// engine's explaining functions (assessAttack, nextSteps, ignorableFlags, objectiveBanners).
#pragma once

#include <QString>
#include <QVariantList>
#include <QVariantMap>

#include "tricorne/play/game.h"
#include "tricorne/model/scenario.h"

namespace playtest {

/// The scenario with its pieces where `state` has them: eliminated units, leaders gone and
/// units that left the board removed, blocks and Chief markers as they are now. What the
/// studio's BoardModel draws during a playtest (it never touches the document's scenario).
tricorne::Scenario boardSnapshot(const tricorne::Rules& rules, const tricorne::GameState& state);

/// A piece as a player names it: the unit's name, else its type, with its hex ("Highland
/// Infantry at 5,3"); a leader by name.
QString pieceName(const tricorne::Rules& rules, const tricorne::GameState& state, tricorne::PieceRef piece);

/// A stable name for an action kind ("battle", "retreat-to"); kinds this build does not know
/// (added later) are "action-N".
QString kindName(tricorne::ActionKind kind);

/// One choice per legal action, in legalActions order: {index, kind, group, label, detail,
/// col, row, dice}. group is "card", "order", "move", "step", "target", "path", "end" or
/// "decision"; col/row is the hex to click for it (-1 when it has none). Unknown kinds are
/// "decision" choices labelled with describe().
QVariantList choices(const tricorne::Rules& rules, const tricorne::GameState& state,
                     const std::vector<tricorne::Action>& legal);

/// The deciding side's hand, Command cards then Combat cards: {handIndex, combat, cardIndex,
/// name, text, notes, playable, actionIndex, units: [{col,row}]}. text is describeCard (what the
/// engine enforces), notes the deck's own words; units are the pieces the card would let him
/// order (found by playing it on a copy of the state); actionIndex is the PlayCard choice, or
/// for a Combat card its play in lieu of the Command card (-1 when not now).
QVariantList hand(const tricorne::Rules& rules, const tricorne::GameState& state,
                  const std::vector<tricorne::Action>& legal, tricorne::Position side);

/// What the deciding side is asked now, in a sentence.
QString prompt(const tricorne::Rules& rules, const tricorne::GameState& state);

/// Why the unit deciding how many flags to ignore may ignore them (tricorne::ignorableFlags
/// reasons: "+1 attached leader, +1 two supporting units"); "" when no such choice is open.
QString flagReasons(const tricorne::Rules& rules, const tricorne::GameState& state);

/// "Play a card", "Order", "Move", "Combat", "Opening cannonade", "Game over".
QString phaseName(tricorne::Phase phase);

/// Each objective: {name, kind, hexes: [{col,row}], top, bottom (banners held now), holder}.
QVariantList objectives(const tricorne::Rules& rules, const tricorne::GameState& state);

/// The side's name from the scenario ("Government"), else "Top" / "Bottom".
QString sideName(const tricorne::Rules& rules, tricorne::Position side);

}  // namespace playtest
