// What the playtest shows, derived from the engine and nothing else: the board as it stands,
// the hand, the choices the deciding side has (one per legal action, with the hex it concerns,
// the dice of a target and why, why a step must stop), the prompt, the objectives. Pure
// functions of (Rules, GameState): the session calls them after every action, the tests read
// them directly. No rule is decided or decoded here: every answer comes from legalActions and
// the engine's explanations (tricorne/play/explain.h, worded by tricorne/text/explain_text.h).
#pragma once

#include <vector>

#include <QList>
#include <QPoint>
#include <QString>

#include "tricorne/model/scenario.h"
#include "tricorne/play/game.h"

namespace playtest {

/// The scenario with its pieces where `state` has them: eliminated units, leaders gone and
/// units that left the board removed, blocks and Chief markers as they are now. What the
/// studio's BoardModel draws during a playtest (it never touches the document's scenario).
tricorne::Scenario boardSnapshot(const tricorne::Rules& rules, const tricorne::GameState& state);

/// A piece as a player names it (tricorne::describePiece): the unit's name, else its army and
/// type with its hex ("Jacobite Highland Infantry at 5,3"); a leader by name.
QString pieceName(const tricorne::Rules& rules, const tricorne::GameState& state, tricorne::PieceRef piece);

/// A stable name for an action kind ("battle", "retreat-to"); kinds this build does not know
/// (added later) are "action-N".
QString kindName(tricorne::ActionKind kind);

/// One choice: a legal action as the player sees it.
struct Choice {
    int index = -1;  ///< its place in legalActions (what PlaytestSession::choose takes)
    QString kind;    ///< kindName of the action
    /// "card", "order", "move", "step", "target", "path", "reposition", "pick" (a leader to
    /// reposition, stageRepositions), "end" or "decision"
    QString group;
    QString label;
    QString detail;  ///< the engine's explanation in the user's language: an attack's dice and why, what a step means
    int dice = -1;   ///< the dice an attack rolls; -1 when it is not an attack
    int col = -1, row = -1;  ///< the hex to click for it; -1 when it has none
    bool mustStop = false;   ///< a step that ends the move (tricorne::StepExplanation)
    int cardSlot = -1;  ///< reposition, pick: the Combat-hand slot of the card discarded
    int leader = -1;    ///< reposition, pick: the leader repositioned
    bool operator==(const Choice&) const = default;
};

/// How far a Combat card's default action (000 · COMBAT CARDS: discard one to reposition a
/// leader) has been made on the board: the card picked from the hand, then the leader clicked.
struct RepositionPick {
    int cardSlot = -1;
    int leader = -1;
};

/// One card of the deciding side's hand.
struct HandCard {
    int handIndex = -1;   ///< its slot in the Command or the Combat hand
    bool combat = false;  ///< a Combat card
    int cardIndex = -1;   ///< into the system's commandCards or combatCards
    QString name;
    QString text;   ///< describeCard: what the engine enforces
    QString notes;  ///< the deck's own words
    bool playable = false;
    int actionIndex = -1;  ///< the choice that plays it now (a Combat card: in lieu of the Command card), or -1
    QList<QPoint> units;   ///< (col,row) of the pieces it would let him order
    /// A Combat card that may be discarded now to reposition a leader (its default action):
    /// clicking it picks it, then the board takes the leader and the hex (stageRepositions).
    bool repositions = false;
    bool picked = false;  ///< the card picked for a reposition now (the session sets it)
    bool operator==(const HandCard&) const = default;
};

/// One objective and who holds it.
struct ObjectiveRow {
    QString name;
    QString kind;  ///< the engine's objectiveKindName
    QList<QPoint> hexes;  ///< (col,row)
    int top = 0, bottom = 0;  ///< banners each side holds from it now
    QString holder;  ///< a side's name, "both" or "nobody"
    bool operator==(const ObjectiveRow&) const = default;
};

/// One choice per legal action, in legalActions order. Unknown kinds are "decision" choices
/// labelled with describe().
std::vector<Choice> choices(const tricorne::Rules& rules, const tricorne::GameState& state,
                            const std::vector<tricorne::Action>& legal);

/// The choices as the board offers them: the repositions (one per card × leader × hex, a
/// hundred at a time) stay out of the list until a card is picked; then one "pick" row per
/// leader it can reposition (index -1, the leader's hex to click); once a leader is picked too,
/// that leader's repositions with that card, each on its hex. Other choices pass unchanged.
std::vector<Choice> stageRepositions(const tricorne::Rules& rules, const tricorne::GameState& state, std::vector<Choice> all,
                                     RepositionPick pick);

/// The deciding side's hand, Command cards then Combat cards. A card's units are found by
/// playing it on a copy of the state and reading the Order choices.
std::vector<HandCard> hand(const tricorne::Rules& rules, const tricorne::GameState& state,
                           const std::vector<tricorne::Action>& legal, tricorne::Position side);

/// What the deciding side is asked now (tricorne::decisionText), in the user's language: a sentence with the engine's
/// explanation of the decision (tricorne::explainDecision: the attack it faces, the flags it may ignore and why).
QString prompt(const tricorne::Rules& rules, const tricorne::GameState& state);

/// "Play a card", "Order", "Move", "Combat", "Opening cannonade", "Game over".
QString phaseName(tricorne::Phase phase);

/// Each objective of the scenario, with the banners held from it now.
std::vector<ObjectiveRow> objectives(const tricorne::Rules& rules, const tricorne::GameState& state);

/// The side's name from the scenario ("Government"), else "Top" / "Bottom".
QString sideName(const tricorne::Rules& rules, tricorne::Position side);

}  // namespace playtest
