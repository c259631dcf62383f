// The base of edits to the pieces on the board: keeps the units and leaders lists before and
// after, since moving a unit carries its attached leader along.
#pragma once

#include "commands/documentcommand.h"

class PiecesChange : public DocumentCommand {
public:
    void redo() override;
    void undo() override;
    bool isNoOp() const { return m_unitsBefore == m_units && m_leadersBefore == m_leaders; }

protected:
    PiecesChange(ScenarioDocument* document, const QString& text);

    /// Subclasses edit these (they start as copies of the current lists).
    std::vector<tricorne::Unit> m_units;
    std::vector<tricorne::Leader> m_leaders;

private:
    ScenarioChange change() const;

    std::vector<tricorne::Unit> m_unitsBefore;
    std::vector<tricorne::Leader> m_leadersBefore;
};
