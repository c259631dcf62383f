// Edits of the battle notes: metadata, each side's setup, who moves first, victory banners.
// Consecutive edits of the same field (typing a title) merge into one undo step.
#pragma once

#include "commands/documentcommand.h"

/// The part of a scenario that is not on the board.
struct ScenarioSetup {
    tricorne::Metadata metadata;
    tricorne::SideSetup top, bottom;
    tricorne::Position firstPlayer = tricorne::Position::Bottom;
    int victoryBanners = 6;

    static ScenarioSetup of(const tricorne::Scenario& scenario);
    void applyTo(tricorne::Scenario& scenario) const;
    bool operator==(const ScenarioSetup&) const = default;
};

class ChangeSetup : public DocumentCommand {
public:
    /// `field` names what changed ("title", "top.commander"); an empty field never merges.
    ChangeSetup(ScenarioDocument* document, const QString& text, ScenarioSetup after, QString field);

    int id() const override { return static_cast<int>(CommandId::ChangeSetup); }
    bool mergeWith(const QUndoCommand* other) override;
    void redo() override;
    void undo() override;
    bool isNoOp() const { return m_before == m_after; }

private:
    ScenarioSetup m_before;
    ScenarioSetup m_after;
    QString m_field;
};
