// The schema layer of validation: JSON Schema (draft-07, valijson) over the schemas in
// schema/, embedded in the binary at build time.
#pragma once

#include <string_view>

#include <nlohmann/json.hpp>

#include "tricorne/core/diagnostic.h"

namespace tricorne {

enum class SchemaKind { Scenario, System, Log, OobDictionary };

/// Checks `doc` against the embedded schema. Each violation becomes an error with code
/// "schema" and the pointer of the offending value; several violations of one value are
/// merged. Safe on any document readJson() returned (strings are capped there). Thread-safe.
Diagnostics checkSchema(const nlohmann::json& doc, SchemaKind kind);

/// The embedded schema text, for tools that want to show or export it.
std::string_view schemaText(SchemaKind kind);

/// `schema` (a draft-07 JSON Schema) without its annotations: every string-valued
/// "description", "title" and "$comment" where a schema keyword stands, in every subschema.
/// Everything that decides validation stays as it is, values included ("const", "enum",
/// "default" and "required" are kept whole, and a property *named* "description" is a
/// property). checkSchema compiles this form, made at build time (tools/compact_schemas.cpp):
/// the annotations are a third of the scenario schema's text and no check reads them.
nlohmann::json withoutAnnotations(const nlohmann::json& schema);

}  // namespace tricorne
