// A board-wide edit (mirror, swap sides, paste): keeps the whole scenario before and after.
// A scenario is a few kilobytes, and these edits touch nearly every list anyway.
#pragma once

#include "commands/documentcommand.h"

class ReplaceScenario : public DocumentCommand {
public:
    ReplaceScenario(ScenarioDocument* document, const QString& text, tricorne::Scenario after);

    void redo() override;
    void undo() override;
    bool isNoOp() const { return m_before == m_after; }

private:
    tricorne::Scenario m_before;
    tricorne::Scenario m_after;
};
