// The edits that rewrite the whole battle at once: a balance suggestion applied, an order of
// battle imported, the tray's pieces placed, a recovery restored over its saved file. Every such
// edit is one ReplaceScenario step on the document's stack; the floors above editing/ (balance,
// app) make it through this function rather than building the command themselves.
#pragma once

#include <QString>

#include "tricorne/model/scenario.h"

class ScenarioDocument;

/// Pushes one undo step named `text` that replaces `document`'s scenario by `after`; undo brings
/// back the scenario as it was. Precondition: the document holds a scenario.
void replaceWholeScenario(ScenarioDocument& document, const QString& text, tricorne::Scenario after);
