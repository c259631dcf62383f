#include "editing/wholescenario.h"

#include "commands/replacescenario.h"
#include "document/scenariodocument.h"

void replaceWholeScenario(ScenarioDocument& document, const QString& text, tricorne::Scenario after) {
    document.undoStack()->push(new ReplaceScenario(&document, text, std::move(after)));
}
