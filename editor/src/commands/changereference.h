// Set, change or remove the scenario's reference picture (the picture traced from): choosing a
// file, a page, opacity, shown or not, and the alignment's control points. Each is one undo
// step; moving the opacity slider is one step however far it goes.
#pragma once

#include <optional>

#include "commands/documentcommand.h"

class ChangeReference : public DocumentCommand {
public:
    /// Replaces the reference picture by `after` (nullopt removes it), named `text` in the
    /// history. Commands with the same non-zero `gesture` merge (one slider drag).
    ChangeReference(ScenarioDocument* document, const QString& text, std::optional<tricorne::ReferencePicture> after,
                    int gesture = 0);

    void redo() override;
    void undo() override;
    int id() const override { return static_cast<int>(CommandId::ChangeReference); }
    bool mergeWith(const QUndoCommand* other) override;
    bool isNoOp() const { return m_before == m_after; }

private:
    std::optional<tricorne::ReferencePicture> m_before, m_after;
    int m_gesture;
};
