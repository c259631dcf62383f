// A game in progress with its choices (docs/design/engine.md): the state and legalActions(state) kept
// in step, for callers that take decision after decision (the bots, `tricorne simulate`, the
// benchmarks). Working out whether a phase is over already lists its options, so each
// decision's list is built once, while the previous action settles, and a choice taken from it
// needs no second check. The results are those of legalActions/apply, action for action.
#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

#include "tricorne/play/game.h"

namespace tricorne {

class Match {
public:
    /// startGame(rules, seed), ready for its first decision. `rules` must outlive the match.
    Match(const Rules& rules, std::uint64_t seed);
    /// Goes on from any state of a game of `rules` (a replayed log, a staged position).
    Match(const Rules& rules, GameState state);

    /// Goes on from `state` instead, as Match(rules(), state) would, keeping this match's
    /// storage: a search starts a playout from its root thousands of times a decision, and a
    /// new match allocated its state's lists and its legal list anew each time. The two states
    /// are swapped: `state` is left holding this match's former one, whose lists a caller that
    /// fills it again (a search's next deal) reuses too.
    void reset(GameState&& state);

    const Rules& rules() const { return *m_rules; }
    const GameState& state() const { return m_state; }
    /// legalActions(rules(), state()), in the same order; empty once the game is over.
    const std::vector<Action>& legal() const { return m_legal; }

    /// Takes legal()[choice]: the same as apply(rules(), state, legal()[choice]), without
    /// checking again what the list already is. GameOver when the game is over, NotLegal
    /// when `choice` is not an index of legal(); nothing changes then.
    ActionError play(std::size_t choice);
    /// Checks `action` and applies it, as apply() does.
    ActionError apply(const Action& action);

private:
    const Rules* m_rules;
    std::vector<Action> m_legal;  // before m_state: the first constructor fills it while building the state
    GameState m_state;
};

}  // namespace tricorne
