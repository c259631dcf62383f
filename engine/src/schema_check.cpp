#include "tricorne/schema_check.h"

#include <map>
#include <memory>
#include <mutex>

#define VALIJSON_USE_EXCEPTIONS 1
#include <valijson/adapters/nlohmann_json_adapter.hpp>
#include <valijson/schema.hpp>
#include <valijson/schema_parser.hpp>
#include <valijson/validation_results.hpp>
#include <valijson/validator.hpp>

#include "tricorne/embedded.h"

namespace tricorne {

namespace {

constexpr std::size_t kMaxSchemaDiagnostics = 50;

const valijson::Schema& compiled(SchemaKind kind) {
    static const auto schemas = [] {
        std::map<SchemaKind, std::unique_ptr<valijson::Schema>> out;
        for (SchemaKind k : {SchemaKind::Scenario, SchemaKind::System}) {
            // The embedded schemas are ours and tested; a parse failure here is a build defect.
            const auto doc = nlohmann::json::parse(schemaText(k));
            auto schema = std::make_unique<valijson::Schema>();
            valijson::SchemaParser parser(valijson::SchemaParser::kDraft7);
            valijson::adapters::NlohmannJsonAdapter adapter(doc);
            parser.populateSchema(adapter, *schema);
            out.emplace(k, std::move(schema));
        }
        return out;
    }();
    return *schemas.at(kind);
}

// valijson's context is {"<root>", "[units]", "[3]", "[hex]"}; RFC 6901 wants /units/3/hex.
std::string toPointer(const std::vector<std::string>& context) {
    std::string pointer;
    for (std::size_t i = 1; i < context.size(); ++i) {
        std::string token = context[i];
        if (token.size() >= 2 && token.front() == '[' && token.back() == ']') token = token.substr(1, token.size() - 2);
        pointer += "/" + escapePointerToken(token);
    }
    return pointer;
}

// valijson reports the failing subschema and then each enclosing one ("Failed to validate
// item #3 in array.", "Failed to validate against schema associated with property name …").
// Those wrappers repeat the innermost message; keep the innermost per pointer.
bool isWrapper(const std::string& description) {
    return description.rfind("Failed to validate item", 0) == 0 ||
           description.rfind("Failed to validate against schema associated with property", 0) == 0 ||
           description.rfind("Failed to validate against child schema", 0) == 0;
}

}  // namespace

std::string_view schemaText(SchemaKind kind) {
    return embedded::file(kind == SchemaKind::Scenario ? "scenario.schema.json" : "system.schema.json");
}

Diagnostics checkSchema(const nlohmann::json& doc, SchemaKind kind) {
    const valijson::Schema& schema = compiled(kind);
    // The validator caches compiled std::regex objects; one per thread keeps that cache warm
    // across calls without sharing it between threads.
    thread_local valijson::Validator validator;
    valijson::ValidationResults results;
    valijson::adapters::NlohmannJsonAdapter target(doc);
    Diagnostics out;
    try {
        if (validator.validate(schema, target, &results)) return out;
    } catch (const std::exception& e) {
        out.push_back({Severity::Error, "schema", "", std::nullopt, std::string("the schema check failed: ") + e.what()});
        return out;
    }
    std::map<std::string, std::string> innermost;  // pointer → message
    std::vector<std::string> order;
    valijson::ValidationResults::Error error;
    while (results.popError(error)) {
        const std::string pointer = toPointer(error.context);
        const auto it = innermost.find(pointer);
        if (it == innermost.end()) {
            order.push_back(pointer);
            innermost.emplace(pointer, error.description);
        } else if (isWrapper(it->second) && !isWrapper(error.description)) {
            it->second = error.description;
        }
    }
    // A wrapper whose pointer has a more specific child diagnostic adds nothing.
    for (const auto& pointer : order) {
        const std::string& message = innermost[pointer];
        if (isWrapper(message)) {
            bool hasChild = false;
            for (const auto& other : order)
                if (other.size() > pointer.size() && other.compare(0, pointer.size() + 1, pointer + "/") == 0) hasChild = true;
            if (hasChild) continue;
        }
        if (out.size() == kMaxSchemaDiagnostics) {
            out.push_back({Severity::Error, "schema", "", std::nullopt, "further schema errors not shown"});
            break;
        }
        out.push_back({Severity::Error, "schema", pointer, std::nullopt, message});
    }
    return out;
}

}  // namespace tricorne
