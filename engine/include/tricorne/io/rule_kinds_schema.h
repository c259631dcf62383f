// The kind-dependent part of the scenario schema, generated from the table of rule kinds
// (model/rule_kinds.h): "definitions/objective" and "definitions/specialRule". The committed
// schema/scenario.schema.json holds the generated text, so that readers outside the engine see
// the whole schema; a test checks it is what the table gives, and
//     tricorne schema > schema/scenario.schema.json
// (run from a build of the engine) writes it again after the table changes.
#pragma once

#include <string>
#include <string_view>

namespace tricorne {

/// `base` (a scenario schema: the committed file) with its definitions "objective" and
/// "specialRule" replaced by the ones the table of rule kinds gives, printed the way the
/// committed file is (2-space indent; a value that fits in a line stays on one line).
/// Precondition: `base` is valid JSON (the embedded schema is).
std::string scenarioSchemaFromTable(std::string_view base);

}  // namespace tricorne
