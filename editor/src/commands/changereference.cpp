#include "commands/changereference.h"

ChangeReference::ChangeReference(ScenarioDocument* document, const QString& text,
                                 std::optional<tricorne::ReferencePicture> after, int gesture)
    : DocumentCommand(document, text), m_before(scenario().referencePicture), m_after(std::move(after)), m_gesture(gesture) {}

void ChangeReference::redo() {
    scenario().referencePicture = m_after;
    ScenarioChange change;
    change.parts = ScenarioChange::Reference;  // on no hex: the battle's drawing does not change
    changed(change);
}

void ChangeReference::undo() {
    scenario().referencePicture = m_before;
    ScenarioChange change;
    change.parts = ScenarioChange::Reference;
    changed(change);
}

bool ChangeReference::mergeWith(const QUndoCommand* other) {
    const auto* next = static_cast<const ChangeReference*>(other);
    if (m_gesture == 0 || next->m_gesture != m_gesture) return false;
    m_after = next->m_after;
    setObsolete(m_before == m_after);
    return true;
}
