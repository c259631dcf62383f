// withoutAnnotations (tricorne/io/schema_check.h): the schema as checkSchema compiles it. Also
// built into tools/compact_schemas.cpp, which writes the compact schemas at build time.
#include <algorithm>
#include <array>
#include <string_view>

#include "tricorne/io/schema_check.h"

namespace tricorne {

namespace {

using json = nlohmann::json;

bool isAnnotation(std::string_view key, const json& value) {
    return value.is_string() && (key == "description" || key == "title" || key == "$comment");
}

/// Keywords whose value maps names to subschemas (the names are data, never annotations).
bool holdsNamedSchemas(std::string_view key) {
    static constexpr std::array<std::string_view, 5> kKeys{"properties", "patternProperties", "definitions", "$defs", "dependencies"};
    return std::find(kKeys.begin(), kKeys.end(), key) != kKeys.end();
}

/// Keywords whose value is a subschema or a list of subschemas.
bool holdsSchemas(std::string_view key) {
    static constexpr std::array<std::string_view, 12> kKeys{"items", "additionalItems", "additionalProperties", "contains", "propertyNames", "if",
                                                            "then", "else", "not", "allOf", "anyOf", "oneOf"};
    return std::find(kKeys.begin(), kKeys.end(), key) != kKeys.end();
}

json subschemas(const json& value) {
    if (!value.is_array()) return withoutAnnotations(value);
    json out = json::array();
    for (const json& item : value) out.push_back(withoutAnnotations(item));
    return out;
}

}  // namespace

json withoutAnnotations(const json& schema) {
    if (!schema.is_object()) return schema;  // true, false, or a dependency's list of names
    json out = json::object();
    for (const auto& [key, value] : schema.items()) {
        if (isAnnotation(key, value)) continue;
        if (holdsNamedSchemas(key) && value.is_object()) {
            json named = json::object();
            for (const auto& [name, sub] : value.items()) named[name] = withoutAnnotations(sub);
            out[key] = std::move(named);
        } else if (holdsSchemas(key)) {
            out[key] = subschemas(value);
        } else {
            out[key] = value;  // a value: kept whole
        }
    }
    return out;
}

}  // namespace tricorne
