#include "tricorne/io/schema_check.h"

#include <algorithm>
#include <array>
#include <cstring>
#include <cstdlib>
#include <optional>
#include <set>

#define VALIJSON_USE_EXCEPTIONS 1
#include <valijson/adapters/nlohmann_json_adapter.hpp>
#include <valijson/schema.hpp>
#include <valijson/schema_parser.hpp>
#include <valijson/validation_results.hpp>
#include <valijson/validator.hpp>

#include "tricorne/core/control_chars.h"
#include "tricorne/core/embedded.h"

namespace tricorne {

namespace {

constexpr std::size_t kMaxSchemaDiagnostics = 50;

std::string_view fileName(SchemaKind kind) {
    switch (kind) {
        case SchemaKind::Scenario: return "scenario.schema.json";
        case SchemaKind::System: return "system.schema.json";
        case SchemaKind::Log: return "log.schema.json";
        case SchemaKind::OobDictionary: return "oob-dictionary.schema.json";
    }
    return {};
}

/// One schema, parsed and compiled the first time a document of its kind is checked: a
/// one-file `tricorne validate` reads only the scenario schema. Its compact form, made at build
/// time (withoutAnnotations): the descriptions were a third of the scenario schema's text, and
/// parsing it is most of a one-file run after valijson's compiling. Never destroyed (process
/// lifetime; tearing the trees down at exit cost a one-file run more than checking its file).
struct LoadedSchema {
    nlohmann::json document;
    valijson::Schema compiled;

    explicit LoadedSchema(SchemaKind kind)
        : document(nlohmann::json::parse(embedded::file("compact/" + std::string(fileName(kind))))) {
        // The embedded schemas are ours and tested; a parse failure here is a build defect.
        valijson::SchemaParser parser(valijson::SchemaParser::kDraft7);
        valijson::adapters::NlohmannJsonAdapter adapter(document);
        parser.populateSchema(adapter, compiled);
    }
};

template <SchemaKind Kind>
const LoadedSchema& loadedSchema() {
    static const auto* schema = new LoadedSchema(Kind);  // thread-safe first use
    return *schema;
}

const LoadedSchema& schemaOf(SchemaKind kind) {
    switch (kind) {
        case SchemaKind::Scenario: return loadedSchema<SchemaKind::Scenario>();
        case SchemaKind::System: return loadedSchema<SchemaKind::System>();
        case SchemaKind::OobDictionary: return loadedSchema<SchemaKind::OobDictionary>();
        case SchemaKind::Log: break;
    }
    return loadedSchema<SchemaKind::Log>();
}

const nlohmann::json& schemaDocument(SchemaKind kind) { return schemaOf(kind).document; }

const valijson::Schema& compiled(SchemaKind kind) { return schemaOf(kind).compiled; }

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
// Those wrappers only repeat what is inside them.
bool isWrapper(const std::string& description) {
    return description.rfind("Failed to validate item", 0) == 0 ||
           description.rfind("Failed to validate against schema associated with property", 0) == 0 ||
           description.rfind("Failed to validate against child schema", 0) == 0 ||
           description.rfind("Failed to validate against a conditional schema", 0) == 0 ||
           description.rfind("Failed to validate against all child schemas", 0) == 0;
}

bool isOneOfFailure(const std::string& description) {
    return description.rfind("Failed to validate against exactly one child schema", 0) == 0 ||
           description.rfind("Failed to validate against any child schemas allowed by oneOf", 0) == 0 ||
           description.rfind("Failed to validate against any schemas allowed by anyOf", 0) == 0;
}

bool under(const std::string& pointer, const std::string& prefix) {
    return pointer == prefix || (pointer.size() > prefix.size() && pointer.compare(0, prefix.size() + 1, prefix + "/") == 0);
}

/// A sentence for a diagnostic: a marked template and its arguments (makeDiagnostic), so the
/// studio can say it in its own language while the CLI prints the English.
struct Said {
    std::string_view text;
    std::vector<DiagnosticArg> args;
};

constexpr std::string_view kTooLarge = "the number is too large for this place";

/// "is missing "x"; has unknown key "y"": up to seven problems, each its own translatable
/// phrase, in one of these templates after the place ({1}) and the kind ({2}).
constexpr std::array<std::string_view, 7> kBranchProblems{
    TRICORNE_TEXT("{1} (kind \"{2}\") {3}"),
    TRICORNE_TEXT("{1} (kind \"{2}\") {3}; {4}"),
    TRICORNE_TEXT("{1} (kind \"{2}\") {3}; {4}; {5}"),
    TRICORNE_TEXT("{1} (kind \"{2}\") {3}; {4}; {5}; {6}"),
    TRICORNE_TEXT("{1} (kind \"{2}\") {3}; {4}; {5}; {6}; {7}"),
    TRICORNE_TEXT("{1} (kind \"{2}\") {3}; {4}; {5}; {6}; {7}; {8}"),
    TRICORNE_TEXT("{1} (kind \"{2}\") {3}; {4}; {5}; {6}; {7}; {8}; {9}"),
};

/// "a, b, c" of JSON values or keys: data, never translated.
std::string listed(const std::vector<std::string>& items) {
    std::string out;
    for (const auto& item : items) out += (out.empty() ? "" : ", ") + item;
    return out;
}

/// Turns valijson's wording into a designer's: says what the value is and what is expected,
/// reading the expectation from the schema itself.
class Explainer {
public:
    Explainer(const nlohmann::json& schema, const nlohmann::json& doc) : m_schema(schema), m_doc(doc) {}

    Said explain(const std::string& pointer, const std::string& description) const {
        const nlohmann::json* node = schemaAt(pointer);
        const DiagnosticArg what = describeWhere(pointer);
        const std::optional<DiagnosticArg> expected = node ? expectation(*node) : std::nullopt;
        if (description.rfind("Missing required property '", 0) == 0) {
            return {TRICORNE_TEXT("missing {1}"), {"\"" + lastQuoted(description) + "\""}};
        }
        if (description.rfind("Object contains a property that could not be validated", 0) == 0) {
            const auto name = quoteText(lastQuoted(description));
            std::vector<std::string> allowed;
            if (node && node->contains("properties"))
                for (const auto& [key, value] : node->at("properties").items()) allowed.push_back(key);
            if (allowed.empty()) return {TRICORNE_TEXT("unknown key {1} (a typo?)"), {name}};
            return {TRICORNE_TEXT("unknown key {1} (a typo?); allowed here: {2}"), {name, listed(allowed)}};
        }
        if (description.find("violate uniqueness constraint") != std::string::npos) {
            // valijson: "Elements at indexes #0 and #6 violate uniqueness constraint."
            std::vector<std::string> items;
            for (std::size_t at = description.find('#'); at != std::string::npos; at = description.find('#', at + 1))
                items.push_back(std::to_string(std::stoul(description.substr(at + 1)) + 1));
            if (items.size() == 2)
                return {TRICORNE_TEXT("items {1} and {2} of {3} are the same; delete one, or change it"), {items[0], items[1], what}};
        }
        if (auto count = countLimit(pointer, description)) return std::move(*count);
        if (auto length = lengthLimit(pointer, description)) return std::move(*length);
        if (isOneOfFailure(description) && node && node->contains("oneOf")) {
            std::vector<std::string> kinds;
            for (const auto& branch : node->at("oneOf")) {
                const auto kind = branch.find("properties");
                if (kind != branch.end() && kind->contains("kind") && kind->at("kind").contains("const"))
                    kinds.push_back(kind->at("kind").at("const").get<std::string>());
            }
            if (auto branch = branchForKind(*node, pointer)) return std::move(*branch);
            if (const auto kind = unknownKind(pointer, description))
                return {TRICORNE_TEXT("{1} has kind {2}, which is no known \"kind\"; use one of {3}"), {what, quoteText(*kind), listed(kinds)}};
            if (!kinds.empty()) return {TRICORNE_TEXT("{1} has no known \"kind\"; use one of {2}"), {what, listed(kinds)}};
            // Branches that only require one key each (a scenario's systemBinding: "embedded" or
            // "sidecar"): exactly one of those keys.
            std::vector<std::string> keys;
            for (const auto& branch : node->at("oneOf"))
                if (branch.size() == 1 && branch.contains("required") && branch.at("required").size() == 1)
                    keys.push_back(quoteText(branch.at("required").at(0).get<std::string>()));
            if (!keys.empty() && keys.size() == node->at("oneOf").size())
                return {TRICORNE_TEXT("{1} takes exactly one of {2}"), {what, listed(keys)}};
        }
        if (expected) return {TRICORNE_TEXT("{1} must be {2}, not {3}"), {what, *expected, describeValue(pointer)}};
        // valijson's own words, except for the one description this file makes up.
        const DiagnosticArg said = description == kTooLarge ? phraseArg(TRICORNE_TEXT("the number is too large for this place"))
                                                            : DiagnosticArg(description);
        return {TRICORNE_TEXT("{1}: {2}"), {what, said}};
    }

    /// For a failed oneOf over typed objects (the special rules): the value's "kind" when it is
    /// a string no branch has, the one problem worth naming (its other fields depend on it).
    std::optional<std::string> unknownKind(const std::string& pointer, const std::string& description) const {
        const nlohmann::json* node = schemaAt(pointer);
        if (!isOneOfFailure(description) || !node || !node->contains("oneOf") || branchForKind(*node, pointer)) return std::nullopt;
        const auto p = nlohmann::json::json_pointer(pointer);
        if (!m_doc.contains(p) || !m_doc.at(p).is_object()) return std::nullopt;
        const auto kind = m_doc.at(p).find("kind");
        if (kind == m_doc.at(p).end() || !kind->is_string()) return std::nullopt;
        return kind->get<std::string>();
    }

    const nlohmann::json* resolve(const nlohmann::json* node) const {
        while (node && node->contains("$ref")) {
            const auto ref = node->at("$ref").get<std::string>();  // "#/definitions/x": our schemas only
            const auto target = nlohmann::json::json_pointer(ref.substr(1));
            node = m_schema.contains(target) ? &m_schema.at(target) : nullptr;
        }
        return node;
    }

    /// The schema node that governs the value at `pointer`, following properties, items and $ref.
    const nlohmann::json* schemaAt(const std::string& pointer) const {
        const nlohmann::json* node = resolve(&m_schema);
        std::size_t pos = 0;
        while (node && pos < pointer.size()) {
            const auto next = pointer.find('/', pos + 1);
            const std::string token = pointer.substr(pos + 1, next == std::string::npos ? std::string::npos : next - pos - 1);
            pos = next == std::string::npos ? pointer.size() : next;
            if (node->contains("properties") && node->at("properties").contains(token)) {
                node = resolve(&node->at("properties").at(token));
            } else if (node->contains("items")) {
                const auto& items = node->at("items");
                const bool tuple = items.is_array();
                const auto index = static_cast<std::size_t>(std::strtoul(token.c_str(), nullptr, 10));
                node = resolve(tuple ? (index < items.size() ? &items[index] : nullptr) : &items);
            } else {
                return nullptr;
            }
        }
        return node;
    }

private:
    static std::optional<DiagnosticArg> expectation(const nlohmann::json& node) {
        if (node.contains("const")) return DiagnosticArg(node.at("const").dump());
        if (node.contains("enum")) {
            std::vector<std::string> values;
            for (const auto& value : node.at("enum")) values.push_back(value.dump());
            return phraseArg(TRICORNE_TEXT("one of {1}"), {listed(values)});
        }
        const std::string type = node.value("type", std::string());
        if (type == "integer") {
            if (node.contains("minimum") && node.contains("maximum"))
                return phraseArg(TRICORNE_TEXT("a whole number from {1} to {2}"), {node.at("minimum").dump(), node.at("maximum").dump()});
            if (node.contains("minimum")) return phraseArg(TRICORNE_TEXT("a whole number of at least {1}"), {node.at("minimum").dump()});
            return phraseArg(TRICORNE_TEXT("a whole number"));
        }
        if (type == "string") {
            if (node.contains("pattern") && node.at("pattern") == "^[0-9a-f]{16}$") return phraseArg(TRICORNE_TEXT("16 lower-case hex digits"));
            if (node.contains("pattern") && node.at("pattern").get<std::string>().ends_with("\\.tricorne-system\\.json$"))
                return phraseArg(TRICORNE_TEXT("a path relative to the scenario's folder, ending in .tricorne-system.json"));
            if (node.contains("pattern")) return phraseArg(TRICORNE_TEXT("a lower-case id (letters, digits, '-', at most 48 characters)"));
            if (node.contains("maxLength")) return phraseArg(TRICORNE_TEXT("text of at most {1} characters"), {node.at("maxLength").dump()});
            return phraseArg(TRICORNE_TEXT("text"));
        }
        if (type == "boolean") return phraseArg(TRICORNE_TEXT("true or false"));
        if (type == "object") return phraseArg(TRICORNE_TEXT("an object"));
        if (type == "array") {
            if (node.contains("items") && node.at("items").is_array()) return DiagnosticArg("[col, row]");
            return phraseArg(TRICORNE_TEXT("a list"));
        }
        return std::nullopt;
    }

    /// For a list with too many or too few items (or an object with too many keys): how many it
    /// has and the limit. The type is right there, so "must be a list" would say nothing.
    std::optional<Said> countLimit(const std::string& pointer, const std::string& description) const {
        static const std::array<std::pair<const char*, std::string_view>, 4> kLimits{{
            {"Array should contain no more than ", TRICORNE_TEXT("at most {1} items")},
            {"Array should contain no fewer than ", TRICORNE_TEXT("at least {1} items")},
            {"Object should have no more than ", TRICORNE_TEXT("at most {1} keys")},
            {"Object should have no fewer than ", TRICORNE_TEXT("at least {1} keys")},
        }};
        for (const auto& [prefix, bound] : kLimits) {
            if (description.rfind(prefix, 0) != 0) continue;
            const auto limit = std::strtoull(description.c_str() + std::strlen(prefix), nullptr, 10);
            const auto p = nlohmann::json::json_pointer(pointer);
            const DiagnosticArg count = phraseArg(bound, {std::to_string(limit)});
            if (!m_doc.contains(p)) return Said{TRICORNE_TEXT("{1} must have {2}"), {describeWhere(pointer), count}};
            return Said{TRICORNE_TEXT("{1} must have {2}, not {3}"), {describeWhere(pointer), count, std::to_string(m_doc.at(p).size())}};
        }
        return std::nullopt;
    }

    /// For a text too short or too long, its length in characters. valijson counts characters
    /// up to the first NUL, so a text holding one can fail a length it does not break ("\0abc"
    /// is too short for it): then the NUL is the problem to name. Other control characters are
    /// the semantic check's (a line break is text in a multi-line field). An empty text breaks
    /// minLength 1, which says it must not be empty, not what its maximum is.
    std::optional<Said> lengthLimit(const std::string& pointer, const std::string& description) const {
        const bool tooShort = description.rfind("String should be no fewer than ", 0) == 0;
        const bool tooLong = description.rfind("String should be no more than ", 0) == 0;
        if (!tooShort && !tooLong) return std::nullopt;
        const auto p = nlohmann::json::json_pointer(pointer);
        if (!m_doc.contains(p) || !m_doc.at(p).is_string()) return std::nullopt;
        const auto& text = m_doc.at(p).get_ref<const std::string&>();
        const DiagnosticArg where = describeWhere(pointer);
        const auto bound = std::strtoull(description.c_str() + description.find("than ") + 5, nullptr, 10);
        const std::string limit = std::to_string(bound);
        const std::size_t characters = characterCount(text);
        if (const auto nul = text.find('\0'); nul != std::string::npos && (tooShort ? characters >= bound : characters <= bound))
            return Said{TRICORNE_TEXT("{1} holds {2} at character {3}; that is a terminal code or an invisible character, not text: delete it"),
                        {where, controlCharacterName(text, nul), std::to_string(characterCount(std::string_view(text).substr(0, nul)) + 1)}};
        if (tooShort && text.empty()) {
            if (bound > 1) return Said{TRICORNE_TEXT("{1} must not be empty; give it at least {2} characters"), {where, limit}};
            return Said{TRICORNE_TEXT("{1} must not be empty"), {where}};
        }
        if (tooShort) return Said{TRICORNE_TEXT("{1} must be text of at least {2} characters, not {3}"), {where, limit, describeValue(pointer)}};
        return Said{TRICORNE_TEXT("{1} must be text of at most {2} characters, not {3}"), {where, limit, describeValue(pointer)}};
    }

    DiagnosticArg describeValue(const std::string& pointer) const {
        const auto p = nlohmann::json::json_pointer(pointer);
        if (!m_doc.contains(p)) return phraseArg(TRICORNE_TEXT("missing"));
        const auto& v = m_doc.at(p);
        if (v.is_string()) {
            const auto text = v.get<std::string>();
            // dump() escapes C0 controls but not DEL or the C1 controls: escapeControls does.
            // Characters, as maxLength counts them: 81 × "é" is 81 characters (162 bytes).
            const std::size_t characters = characterCount(text);
            if (characters > 40) return phraseArg(TRICORNE_TEXT("a text of {1} characters"), {std::to_string(characters)});
            return DiagnosticArg(escapeControls(v.dump()));
        }
        if (v.is_number() || v.is_boolean() || v.is_null()) return DiagnosticArg(v.dump());
        return v.is_array() ? phraseArg(TRICORNE_TEXT("a list")) : phraseArg(TRICORNE_TEXT("an object"));
    }

    /// For a failed oneOf over typed objects: when the value's "kind" names a branch, what that
    /// branch lacks or has too much, and the kind.
    std::optional<Said> branchForKind(const nlohmann::json& node, const std::string& pointer) const {
        const auto p = nlohmann::json::json_pointer(pointer);
        if (!m_doc.contains(p) || !m_doc.at(p).is_object() || !m_doc.at(p).contains("kind")) return std::nullopt;
        const auto& value = m_doc.at(p);
        for (const auto& branch : node.at("oneOf")) {
            const auto props = branch.find("properties");
            if (props == branch.end() || !props->contains("kind") || props->at("kind").value("const", nlohmann::json()) != value.at("kind"))
                continue;
            std::vector<DiagnosticArg> problems;
            for (const auto& required : branch.value("required", nlohmann::json::array()))
                if (!value.contains(required.get<std::string>())) problems.push_back(phraseArg(TRICORNE_TEXT("is missing {1}"), {required.dump()}));
            for (const auto& [key, v] : value.items())
                if (!props->contains(key)) problems.push_back(phraseArg(TRICORNE_TEXT("has unknown key {1}"), {quoteText(key)}));
            if (problems.empty()) problems.push_back(phraseArg(TRICORNE_TEXT("has a field of the wrong shape")));
            // Past the templates' seven slots, the last holds the rest as one English list.
            if (problems.size() > kBranchProblems.size()) {
                std::vector<std::string> rest;
                for (std::size_t i = kBranchProblems.size() - 1; i < problems.size(); ++i) rest.push_back(problems[i].text);
                problems.resize(kBranchProblems.size() - 1);
                std::string joined;
                for (const auto& r : rest) joined += (joined.empty() ? "" : "; ") + r;
                problems.emplace_back(joined);
            }
            Said said{kBranchProblems[problems.size() - 1],
                      {describeWhere(pointer),
                       value.at("kind").is_string() ? escapeControls(value.at("kind").get<std::string>()) : value.at("kind").dump()}};
            said.args.insert(said.args.end(), problems.begin(), problems.end());
            return said;
        }
        return std::nullopt;
    }

    /// "\"blocks\"" for a named value, "item 3 of \"units\"" for a list element.
    static DiagnosticArg describeWhere(const std::string& pointer) {
        if (pointer.empty()) return phraseArg(TRICORNE_TEXT("the file"));
        const std::string last = lastToken(pointer);
        if (!last.empty() && last.size() <= 9 && std::all_of(last.begin(), last.end(), [](char c) { return c >= '0' && c <= '9'; })) {
            const std::string parent = pointer.substr(0, pointer.rfind('/'));
            return phraseArg(TRICORNE_TEXT("item {1} of {2}"), {std::to_string(std::stoul(last) + 1), quoteText(lastToken(parent))});
        }
        return DiagnosticArg(quoteText(last));
    }

    static std::string lastToken(const std::string& pointer) {
        std::string token = pointer.substr(pointer.rfind('/') + 1);
        // Unescape ~1 and ~0 for display.
        for (std::size_t i; (i = token.find("~1")) != std::string::npos;) token.replace(i, 2, "/");
        for (std::size_t i; (i = token.find("~0")) != std::string::npos;) token.replace(i, 2, "~");
        return token;
    }

    /// The last '…'-quoted part of a valijson message (the property name).
    static std::string lastQuoted(const std::string& text) {
        const auto b = text.rfind('\'');
        const auto a = b == std::string::npos || b == 0 ? std::string::npos : text.rfind('\'', b - 1);
        return a == std::string::npos ? text : text.substr(a + 1, b - a - 1);
    }

    const nlohmann::json& m_schema;
    const nlohmann::json& m_doc;
};

Diagnostic schemaDiagnostic(std::string code, std::string pointer, Said said) {
    return makeDiagnostic(Severity::Error, std::move(code), std::move(pointer), std::nullopt, said.text, std::move(said.args));
}

bool isHugeInteger(const nlohmann::json& value) {
    return value.is_number_unsigned() && value.get<std::uint64_t>() > static_cast<std::uint64_t>(INT64_MAX);
}

/// True when an integer past int64 stands anywhere in `value`: one cheap walk, so that the
/// search below (a schema look-up and a pointer per value) runs only for such documents —
/// on every document it cost more than the schema check itself (the built-in systems at start-up).
bool holdsHugeInteger(const nlohmann::json& value) {
    if (isHugeInteger(value)) return true;
    if (value.is_structured())
        for (const auto& item : value) if (holdsHugeInteger(item)) return true;
    return false;
}

/// valijson reads every integer as int64, so 18446744073709551615 passes "maximum": 13 as -1.
/// Finds the integers past int64 and refuses each one whose schema sets a maximum below it
/// (or that has no schema at all); the seeds of logs and simulations may use the whole range.
void findHugeIntegers(const nlohmann::json& value, const std::string& pointer, const Explainer& explainer,
                      const nlohmann::json* node, Diagnostics& out) {
    if (out.size() >= kMaxSchemaDiagnostics) return;
    if (isHugeInteger(value)) {
        const bool capped = !node || (node->contains("maximum") && node->at("maximum").is_number() &&
                                      node->at("maximum").get<double>() < value.get<double>());
        if (capped) out.push_back(schemaDiagnostic("schema", pointer, explainer.explain(pointer, std::string(kTooLarge))));
        return;
    }
    if (value.is_array())
        for (std::size_t i = 0; i < value.size(); ++i) {
            const std::string p = pointer + "/" + std::to_string(i);
            findHugeIntegers(value[i], p, explainer, explainer.schemaAt(p), out);
        }
    if (value.is_object())
        for (const auto& [key, item] : value.items()) {
            const std::string p = pointer + "/" + escapePointerToken(key);
            findHugeIntegers(item, p, explainer, explainer.schemaAt(p), out);
        }
}

}  // namespace

std::string_view schemaText(SchemaKind kind) { return embedded::file(fileName(kind)); }

Diagnostics checkSchema(const nlohmann::json& doc, SchemaKind kind) {
    const valijson::Schema& schema = compiled(kind);
    // The validator caches compiled std::regex objects; one per thread keeps that cache warm
    // across calls without sharing it between threads.
    thread_local valijson::Validator validator;
    valijson::ValidationResults results;
    valijson::adapters::NlohmannJsonAdapter target(doc);
    Diagnostics out;
    const Explainer explainer(schemaDocument(kind), doc);
    if (holdsHugeInteger(doc)) findHugeIntegers(doc, "", explainer, &schemaDocument(kind), out);
    if (!out.empty()) return out;
    try {
        if (validator.validate(schema, target, &results)) return out;
    } catch (const std::exception& e) {
        out.push_back(schemaDiagnostic("schema", "", {TRICORNE_TEXT("the schema check failed: {1}"), {std::string(e.what())}}));
        return out;
    }
    std::vector<std::pair<std::string, std::string>> errors;  // (pointer, description), deduplicated, in order
    // A set, not a search of the list: a hostile table of 1,000 equal entries breaks uniqueItems
    // once per pair (half a million errors), which a linear search made hang.
    std::set<std::pair<std::string, std::string>> seen;
    valijson::ValidationResults::Error error;
    while (results.popError(error)) {
        std::pair<std::string, std::string> e{toPointer(error.context), error.description};
        if (seen.insert(e).second) errors.push_back(std::move(e));
    }
    // A failed oneOf speaks for everything its branches said below it.
    std::vector<std::string> oneOfs;
    for (const auto& [pointer, description] : errors)
        if (isOneOfFailure(description)) oneOfs.push_back(pointer);
    for (const auto& [pointer, description] : errors) {
        if (isWrapper(description)) continue;
        const bool insideOneOf = std::any_of(oneOfs.begin(), oneOfs.end(), [&p = pointer, &d = description](const std::string& o) {
            return under(p, o) && !isOneOfFailure(d);
        });
        if (insideOneOf) continue;
        if (out.size() == kMaxSchemaDiagnostics) {
            out.push_back(schemaDiagnostic("schema", "", {TRICORNE_TEXT("further schema errors not shown"), {}}));
            break;
        }
        // Two raw violations of one value (pattern and maxLength, type and maximum) can explain
        // to the same sentence; say it once.
        // An unknown special-rule kind has its own code, at the kind itself: the designer's
        // fix is to pick a kind, not to reshape the rule.
        const bool unknownKind = explainer.unknownKind(pointer, description).has_value();
        Diagnostic d = schemaDiagnostic(unknownKind ? "unknown-rule-kind" : "schema", unknownKind ? pointer + "/kind" : pointer,
                                        explainer.explain(pointer, description));
        const bool said = std::any_of(out.begin(), out.end(), [&d](const Diagnostic& o) {
            return o.code == d.code && o.pointer == d.pointer && o.message == d.message;
        });
        if (!said) out.push_back(std::move(d));
    }
    return out;
}

}  // namespace tricorne
