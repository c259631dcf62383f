// The base of every edit (docs/design/studio.md; Tiled's document and undo design): a QUndoCommand that
// changes the ScenarioDocument's model and then tells the document what it changed
// (ScenarioChange); the document revalidates through the engine and refreshes only that.
//
// Most commands keep the before and after of the one list of the scenario they change
// (ListChange below): undo then restores the list exactly, order included — the canonical
// file and Scenario::operator== both depend on order — and a list is at most a few hundred
// small entries, so the copy costs microseconds.
#pragma once

#include <vector>

#include <QUndoCommand>

#include "document/scenariochange.h"
#include "tricorne/model/scenario.h"

class ScenarioDocument;

/// Command ids for QUndoCommand::mergeWith (one per mergeable command class).
enum class CommandId : int {
    PaintTerrain = 1,
    ChangeItem,
    ChangeSetup,
    ChangeReference,
    ChangeSystemValue,
};

class DocumentCommand : public QUndoCommand {
public:
    /// Precondition: `document` has a scenario (ScenarioDocument::isEditable()).
    DocumentCommand(ScenarioDocument* document, const QString& text);

    /// The scenario of `document`, for subclasses computing their change before the base
    /// class exists (in constructor arguments).
    static const tricorne::Scenario& current(const ScenarioDocument* document);

protected:
    tricorne::Scenario& scenario();
    const tricorne::Scenario& scenario() const;
    /// Called by every redo() and undo() after the model changed, with what changed.
    void changed(const ScenarioChange& change);

    ScenarioDocument* m_document;
};

/// A command that replaces one list of the scenario (terrain, units, …) by a new value and
/// back. Subclasses compute the new list in their constructor from the current scenario.
template <typename T>
class ListChange : public DocumentCommand {
public:
    using List = std::vector<T> tricorne::Scenario::*;

    ListChange(ScenarioDocument* document, const QString& text, List list, std::vector<T> after)
        : DocumentCommand(document, text), m_list(list), m_before(scenario().*list), m_after(std::move(after)) {}

    void redo() override {
        scenario().*m_list = m_after;
        changed(change());
    }
    void undo() override {
        scenario().*m_list = m_before;
        changed(change());
    }
    /// True when the command would change nothing (callers then do not push it).
    bool isNoOp() const { return m_before == m_after; }

protected:
    /// The same either way: the entries that differ between before and after, and their hexes.
    ScenarioChange change() const {
        ScenarioChange change;
        change.addList(m_before, m_after);
        return change;
    }

    List m_list;
    std::vector<T> m_before;
    std::vector<T> m_after;
};

/// Pushes `command` on `document`'s undo stack unless it would change nothing (then deletes
/// it): an edit that changes nothing leaves no step to undo. True when pushed.
bool pushUnlessNoOp(ScenarioDocument* document, QUndoCommand* command, bool noOp);
template <typename Command>
bool pushUnlessNoOp(ScenarioDocument* document, Command* command) {
    return pushUnlessNoOp(document, command, command->isNoOp());
}

