// The playtest's readable log: one line per action with the dice it rolled (seen through the
// engine's roll observer) and what changed on the board, read off the states before and after
// (blocks lost, units and leaders gone, retreats, banners, the winner). The engine's own
// replay log (game_log.h) is kept beside it and is what gets saved.
#pragma once

#include <vector>

#include <QString>
#include <QStringList>
#include <QVariantMap>

#include "tricorne/play/game.h"

namespace playtest {

struct LogLine {
    int step = 0;  ///< 1-based action number
    int turn = 0;  ///< GameState::turn before the action
    tricorne::Position side = tricorne::Position::Bottom;  ///< who decided
    QString text;  ///< the action, in a player's words
    std::vector<tricorne::Face> dice;  ///< every die the action rolled, in order
    int attackDice = 0;  ///< the first attackDice of `dice` are the attack's (targets only)
    QStringList notes;   ///< the dice breakdown of an attack, then what changed
};

/// Describes one applied action: `before` is the state it was chosen in, `after` the state it
/// led to, `dice` what the observer saw.
LogLine describeStep(const tricorne::Rules& rules, const tricorne::GameState& before, const tricorne::Action& action,
                     const std::vector<tricorne::Face>& dice, const tricorne::GameState& after, int step);

/// {step, turn, side, sideName, text, dice: [face names], attackDice, notes: [..]} for QML.
QVariantMap toVariant(const tricorne::Rules& rules, const LogLine& line);

/// Face names for QML ("infantry", "flag", …).
QStringList faceNames(const std::vector<tricorne::Face>& dice);

}  // namespace playtest
