// See include/tricorne/play/match.h.
#include "tricorne/play/match.h"

#include <algorithm>
#include <utility>

#include "play/game_internal.h"

namespace tricorne {

Match::Match(const Rules& rules, std::uint64_t seed) : m_rules(&rules), m_state(detail::startGame(rules, seed, m_legal)) {}

Match::Match(const Rules& rules, GameState state) : m_rules(&rules), m_state(std::move(state)) {
    legalActions(rules, m_state, m_legal);
}

void Match::reset(GameState&& state) {
    std::swap(m_state, state);  // no copy, and neither side's vectors give up their room
    legalActions(*m_rules, m_state, m_legal);
}

ActionError Match::play(std::size_t choice) {
    if (m_legal.empty()) return ActionError::GameOver;
    if (choice >= m_legal.size()) return ActionError::NotLegal;
    const Action action = m_legal[choice];  // perform() refills the list
    detail::perform(*m_rules, m_state, action, m_legal);
    return ActionError::None;
}

ActionError Match::apply(const Action& action) {
    if (m_legal.empty()) return ActionError::GameOver;
    const auto listed = std::find(m_legal.begin(), m_legal.end(), action);
    if (listed == m_legal.end()) return ActionError::NotLegal;
    return play(static_cast<std::size_t>(listed - m_legal.begin()));
}

}  // namespace tricorne
