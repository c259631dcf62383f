#include "tricorne/bots.h"

namespace tricorne {

Action randomAction(const Rules& rules, const GameState& state, Pcg32& botRng) {
    const auto actions = legalActions(rules, state);
    return actions[botRng.below(static_cast<std::uint32_t>(actions.size()))];
}

}  // namespace tricorne
