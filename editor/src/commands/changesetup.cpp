#include "commands/changesetup.h"

ScenarioSetup ScenarioSetup::of(const tricorne::Scenario& s) {
    return {s.metadata, s.top, s.bottom, s.firstPlayer, s.victoryBanners};
}

void ScenarioSetup::applyTo(tricorne::Scenario& s) const {
    s.metadata = metadata;
    s.top = top;
    s.bottom = bottom;
    s.firstPlayer = firstPlayer;
    s.victoryBanners = victoryBanners;
}

namespace {

/// The battle notes change, and nothing on the board.
ScenarioChange notes() {
    ScenarioChange change;
    change.parts = ScenarioChange::Notes;
    return change;
}

}  // namespace

ChangeSetup::ChangeSetup(ScenarioDocument* document, const QString& text, ScenarioSetup after, QString field)
    : DocumentCommand(document, text), m_before(ScenarioSetup::of(scenario())), m_after(std::move(after)),
      m_field(std::move(field)) {}

bool ChangeSetup::mergeWith(const QUndoCommand* other) {
    const auto* next = static_cast<const ChangeSetup*>(other);
    if (m_field.isEmpty() || next->m_field != m_field) return false;
    m_after = next->m_after;
    setObsolete(isNoOp());  // typed back to the old value: drop the step
    return true;
}

void ChangeSetup::redo() {
    m_after.applyTo(scenario());
    changed(notes());
}

void ChangeSetup::undo() {
    m_before.applyTo(scenario());
    changed(notes());
}
