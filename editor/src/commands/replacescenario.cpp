#include "replacescenario.h"

ReplaceScenario::ReplaceScenario(ScenarioDocument* document, const QString& text, tricorne::Scenario after)
    : DocumentCommand(document, text), m_before(scenario()), m_after(std::move(after)) {}

void ReplaceScenario::redo() {
    scenario() = m_after;
    changed();
}

void ReplaceScenario::undo() {
    scenario() = m_before;
    changed();
}
