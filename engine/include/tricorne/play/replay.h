// Playing a game into its log and replaying a log (docs/design/engine.md). The log, its hashes and its
// file form are io/game_log.h; this is the part that calls apply().
#pragma once

#include <string>

#include "tricorne/io/game_log.h"
#include "tricorne/play/game.h"

namespace tricorne {

/// Plays one action and records it; returns the error without recording when illegal.
ActionError applyAndLog(const Rules& rules, GameState& state, GameLog& log, const Action& action);

struct ReplayResult {
    bool ok = false;
    int failedStep = -1;  ///< 0-based entry index, -1 for the start
    std::string message;
    GameState final;
};

/// Re-runs a log from the start and compares every hash; stops at the first difference.
ReplayResult replayLog(const Rules& rules, const GameLog& log);

}  // namespace tricorne
