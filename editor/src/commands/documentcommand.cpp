#include "commands/documentcommand.h"

#include "document/scenariodocument.h"

DocumentCommand::DocumentCommand(ScenarioDocument* document, const QString& text)
    : QUndoCommand(text), m_document(document) {}

tricorne::Scenario& DocumentCommand::scenario() { return m_document->editableScenario(); }

const tricorne::Scenario& DocumentCommand::scenario() const { return *m_document->scenario(); }

void DocumentCommand::changed(const ScenarioChange& change) { m_document->scenarioEdited(change); }

const tricorne::Scenario& DocumentCommand::current(const ScenarioDocument* document) { return *document->scenario(); }

bool pushUnlessNoOp(ScenarioDocument* document, QUndoCommand* command, bool noOp) {
    if (noOp) {
        delete command;
        return false;
    }
    document->undoStack()->push(command);
    return true;
}
