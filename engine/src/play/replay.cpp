// Playing a game into its log and replaying a log (io/game_log.h holds the log itself): the
// two places a log meets apply().
#include "tricorne/play/replay.h"

namespace tricorne {

ActionError applyAndLog(const Rules& rules, GameState& state, GameLog& log, const Action& action) {
    const ActionError e = apply(rules, state, action);
    if (e == ActionError::None) log.entries.push_back({action, hashState(state)});
    return e;
}

ReplayResult replayLog(const Rules& rules, const GameLog& log) {
    ReplayResult r;
    // The system first: a scenario played under another system would fail on its hash too, but
    // this says which system the log needs.
    if (const GameSystem& system = rules.system(); log.systemHash != system.hash) {
        const std::string played = system.hash.empty() ? "the built-in game system `" + system.id + "`"
                                                       : "game system `" + system.id + "` (hash " + system.hash + ")";
        const std::string recorded = log.systemHash.empty() ? "a built-in game system" : "game system `" + log.system + "` (hash " + log.systemHash + ")";
        r.message = "the log was recorded under " + recorded + ", but this scenario plays under " + played + "; replay it on the scenario " +
                    (log.systemHash.empty() ? std::string("as it was, bound to its built-in system")
                                            : "bound to `" + log.system + "` (its scenario file, or this one with --system giving that system's file)");
        return r;
    }
    if (log.scenarioHash != scenarioHash(rules.scenario())) {
        r.message = "the log was recorded on another version of this scenario (hash " + log.scenarioHash + ", this file " +
                    scenarioHash(rules.scenario()) + ")";
        return r;
    }
    r.final = startGame(rules, log.seed);
    if (hashState(r.final) != log.startHash) {
        r.message = "the starting state differs from the log's (another engine version?)";
        return r;
    }
    for (std::size_t i = 0; i < log.entries.size(); ++i) {
        const auto& e = log.entries[i];
        if (apply(rules, r.final, e.action) != ActionError::None) {
            r.failedStep = static_cast<int>(i);
            r.message = "action " + std::to_string(i + 1) + " (" + describe(rules, e.action) + ") is not legal here";
            return r;
        }
        if (hashState(r.final) != e.stateHash) {
            r.failedStep = static_cast<int>(i);
            r.message = "after action " + std::to_string(i + 1) + " (" + describe(rules, e.action) + ") the state hash is " +
                        formatHash(hashState(r.final)) + ", the log says " + formatHash(e.stateHash);
            return r;
        }
    }
    r.ok = true;
    return r;
}

}  // namespace tricorne
