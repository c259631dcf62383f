// A game system's JSON form (schema/system.schema.json): the model read from a document that
// passed the schema. Checking the document is validate/validate.h (validateSystemDocument).
#pragma once

#include <string>

#include <nlohmann/json.hpp>

#include "tricorne/model/system.h"

namespace tricorne {

/// Builds the model from a document that passed the system schema. Throws
/// std::invalid_argument only for what the schema cannot express (kept for safety).
GameSystem gameSystemFromJson(const nlohmann::json& doc);

/// A system document's canonical text: compact JSON, keys sorted, strings as UTF-8, and a whole
/// number written as an integer however the file wrote it (2.0 is 2). Two files that differ only
/// in layout, key order, escapes or number spelling have the same canonical text. What a scenario
/// embeds. Precondition: `doc` came from the reader (json_io.h), so its strings are valid UTF-8.
std::string canonicalSystemText(const nlohmann::json& doc);

/// The system's content hash: 64-bit FNV-1a over canonicalSystemText, as 16 lowercase hex digits
/// (the form of a log's scenarioHash). The same system gives the same hash however its file is
/// formatted; any change of a value, a key or an entry's place in a list changes it. What a
/// scenario bound to the system and a game log played under it record.
std::string systemHash(const nlohmann::json& doc);

}  // namespace tricorne
