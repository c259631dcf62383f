#include "commands/replacescenario.h"

ReplaceScenario::ReplaceScenario(ScenarioDocument* document, const QString& text, tricorne::Scenario after)
    : DocumentCommand(document, text), m_before(scenario()), m_after(std::move(after)) {}

void ReplaceScenario::redo() {
    scenario() = m_after;
    changed(ScenarioChange::between(m_before, m_after));
}

void ReplaceScenario::undo() {
    scenario() = m_before;
    changed(ScenarioChange::between(m_after, m_before));
}
