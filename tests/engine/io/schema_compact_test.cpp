// The schemas checkSchema compiles are the published ones without their annotations
// (withoutAnnotations, io/schema_check.h; written at build time by tools/compact_schemas.cpp).
#include <catch2/catch.hpp>

#include "tricorne/core/embedded.h"
#include "tricorne/io/schema_check.h"

using namespace tricorne;
using nlohmann::json;

namespace {

/// Counts the string-valued annotation keywords left anywhere in `value`.
int annotations(const json& value) {
    int count = 0;
    if (value.is_object())
        for (const auto& [key, item] : value.items()) {
            if (item.is_string() && (key == "description" || key == "title" || key == "$comment")) ++count;
            count += annotations(item);
        }
    if (value.is_array())
        for (const auto& item : value) count += annotations(item);
    return count;
}

}  // namespace

TEST_CASE("Compact schemas: the embedded compact form is the published schema without annotations", "[schema]") {
    for (const char* name : {"scenario.schema.json", "system.schema.json", "log.schema.json", "oob-dictionary.schema.json"}) {
        INFO(name);
        const json published = json::parse(embedded::file(name));
        const std::string compact(embedded::file(std::string("compact/") + name));
        REQUIRE(!compact.empty());
        CHECK(json::parse(compact) == withoutAnnotations(published));
        CHECK(compact.size() < embedded::file(name).size());
        CHECK(annotations(published) > 0);
    }
}

TEST_CASE("Compact schemas: annotations go, everything that decides validation stays", "[schema]") {
    const json schema = json::parse(R"({
        "title": "t", "description": "d", "$comment": "c", "type": "object",
        "required": ["description", "title"],
        "properties": {
            "description": {"description": "a property named description", "type": "string", "maxLength": 4},
            "title": {"type": "string"},
            "kind": {"const": {"description": "a value, not an annotation"}},
            "size": {"enum": [{"title": "kept"}], "default": {"description": "kept"}},
            "list": {"type": "array", "items": [{"description": "x", "type": "integer"}, {"title": "y"}]},
            "any": {"oneOf": [{"description": "x", "minimum": 1}], "not": {"$comment": "z", "maximum": 0}}
        },
        "patternProperties": {"^x-": {"description": "an extension", "type": "number"}},
        "additionalProperties": {"title": "t", "type": "boolean"},
        "definitions": {"id": {"description": "an id", "pattern": "^[a-z]+$"}},
        "if": {"description": "d", "required": ["kind"]}, "then": {"title": "t"}, "else": {"$comment": "c"}
    })");
    const json expected = json::parse(R"({
        "type": "object",
        "required": ["description", "title"],
        "properties": {
            "description": {"type": "string", "maxLength": 4},
            "title": {"type": "string"},
            "kind": {"const": {"description": "a value, not an annotation"}},
            "size": {"enum": [{"title": "kept"}], "default": {"description": "kept"}},
            "list": {"type": "array", "items": [{"type": "integer"}, {}]},
            "any": {"oneOf": [{"minimum": 1}], "not": {"maximum": 0}}
        },
        "patternProperties": {"^x-": {"type": "number"}},
        "additionalProperties": {"type": "boolean"},
        "definitions": {"id": {"pattern": "^[a-z]+$"}},
        "if": {"required": ["kind"]}, "then": {}, "else": {}
    })");
    CHECK(withoutAnnotations(schema) == expected);
    CHECK(withoutAnnotations(json(true)) == json(true));  // a boolean schema is left alone
}
