// The playtest's readable log: one line per action with the dice it rolled (seen through the
// engine's roll observer), the checks those dice were for (a rally check with its dice and
// their reasons, announced by the engine), the phases that passed with nothing to do, the
// ordered units combat ended without (and why) and what changed on the board, all in the engine's words (tricorne/text/action_text.h): no id, no hand
// slot. The engine's own replay log (game_log.h), ids and all, is kept beside it and is what
// gets saved.
#pragma once

#include <vector>

#include <QString>
#include <QStringList>
#include <QVariantMap>

#include "tricorne/play/explain.h"
#include "tricorne/play/game.h"

namespace playtest {

/// While alive, records what the actions applied on this thread roll: every die, and each
/// check the engine announces with the place of its first die among them; and the ordered
/// units a Combat phase ends without battling.
class StepObserver {
public:
    struct Check {
        tricorne::CheckExplanation check;
        std::size_t firstDie = 0;
    };
    StepObserver();
    StepObserver(const StepObserver&) = delete;
    StepObserver& operator=(const StepObserver&) = delete;
    const std::vector<tricorne::Face>& dice() const { return m_dice; }
    const std::vector<Check>& checks() const { return m_checks; }
    /// The ordered units a Combat phase ended without, with why (announced by the engine).
    const std::vector<tricorne::UnbattledUnit>& unbattled() const { return m_unbattled; }

private:
    std::vector<tricorne::Face> m_dice;
    std::vector<Check> m_checks;
    std::vector<tricorne::UnbattledUnit> m_unbattled;
    tricorne::ObserveRolls m_rollObserver;
    tricorne::ObserveChecks m_checkObserver;
    tricorne::ObserveUnbattled m_unbattledObserver;
};

struct LogLine {
    int step = 0;  ///< 1-based action number
    int turn = 0;  ///< GameState::turn before the action
    tricorne::Position side = tricorne::Position::Bottom;  ///< who decided
    QString text;  ///< the action, in a player's words
    std::vector<tricorne::Face> dice;  ///< every die the action rolled, in order
    int attackDice = 0;  ///< the first attackDice of `dice` are the attack's (targets only)
    /// The dice breakdown of an attack, each check rolled (a rally check labelled as one, with
    /// its dice and their reasons), the phases passed with nothing to do, each ordered unit
    /// the Combat phase ended without and why, then what changed.
    QStringList notes;
};

/// Describes one applied action: `before` is the state it was chosen in, `after` the state it
/// led to, `seen` what was observed while it was applied.
LogLine describeStep(const tricorne::Rules& rules, const tricorne::GameState& before, const tricorne::Action& action,
                     const StepObserver& seen, const tricorne::GameState& after, int step);

/// {step, turn, side, sideName, text, dice: [face names], diceWords, attackDice, notes: [..]} for QML.
QVariantMap toVariant(const tricorne::Rules& rules, const LogLine& line);

/// Face names for QML ("infantry", "flag", …).
QStringList faceNames(const std::vector<tricorne::Face>& dice);
/// The same faces in words, in the user's language ("Flagge Säbel"), for the log.
QString faceWords(const std::vector<tricorne::Face>& dice);

}  // namespace playtest
