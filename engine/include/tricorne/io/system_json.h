// A game system's JSON form (schema/system.schema.json): the model read from a document that
// passed the schema. Checking the document is validate/validate.h (validateSystemDocument).
#pragma once

#include <nlohmann/json.hpp>

#include "tricorne/model/system.h"

namespace tricorne {

/// Builds the model from a document that passed the system schema. Throws
/// std::invalid_argument only for what the schema cannot express (kept for safety).
GameSystem gameSystemFromJson(const nlohmann::json& doc);

}  // namespace tricorne
