#include "tricorne/io/rule_kinds_schema.h"

#include <algorithm>
#include <vector>

#include <nlohmann/json.hpp>

#include "tricorne/model/rule_kinds.h"

namespace tricorne {

namespace {

using ojson = nlohmann::ordered_json;

ojson names(std::span<const std::string_view> values) {
    ojson out = ojson::array();
    for (std::string_view v : values) out.push_back(v);
    return out;
}

ojson ref(const char* definition) { return ojson{{"$ref", std::string("#/definitions/") + definition}}; }

ojson list(const RuleField& f, ojson items) {
    ojson out{{"type", "array"}};
    if (f.min > 0) out["minItems"] = f.min;
    out["maxItems"] = f.max;
    out["uniqueItems"] = true;
    out["items"] = std::move(items);
    return out;
}

ojson integer(int min, int max) { return ojson{{"type", "integer"}, {"minimum", min}, {"maximum", max}}; }

/// The schema of one field's value.
ojson fieldSchema(const RuleField& f) {
    ojson out;
    if (!f.summary.empty()) out["description"] = f.summary;
    ojson shape;
    switch (f.type) {
        case FieldType::Text:
            shape = ojson{{"type", "string"}};
            if (f.min > 0) shape["minLength"] = f.min;
            shape["maxLength"] = f.max;
            break;
        case FieldType::Id: shape = ref("id"); break;
        case FieldType::Boolean: shape = ojson{{"type", "boolean"}}; break;
        case FieldType::Integer: shape = integer(f.min, f.max); break;
        case FieldType::Position: shape = ref("position"); break;
        case FieldType::Beneficiary: shape = ref("beneficiary"); break;
        case FieldType::Hexes: shape = ref("hexList"); break;
        case FieldType::Choice: shape = ojson{{"enum", names(f.choices)}}; break;
        case FieldType::IdList: shape = list(f, ref("id")); break;
        case FieldType::PositionList: shape = list(f, ref("position")); break;
        case FieldType::ChoiceList: shape = list(f, ojson{{"enum", names(f.choices)}}); break;
        case FieldType::Joiners: {
            const ojson joiner{{"type", "object"},
                               {"additionalProperties", false},
                               {"required", {"type"}},
                               {"properties", {{"type", ref("id")}, {"dice", integer(1, 6)}}}};
            shape = ojson{{"type", "array"}, {"minItems", f.min}, {"maxItems", f.max}, {"items", joiner}};
            break;
        }
        case FieldType::BannersBySide:
            shape = ojson{{"type", "object"},
                          {"additionalProperties", false},
                          {"minProperties", 1},
                          {"properties", {{"top", integer(f.min, f.max)}, {"bottom", integer(f.min, f.max)}}}};
            break;
    }
    for (auto& [key, value] : shape.items()) out[key] = value;
    return out;
}

/// {"if": kind is one of `kinds`, "then": then}.
ojson whenKind(const std::vector<std::string_view>& kinds, ojson then) {
    ojson kind = kinds.size() == 1 ? ojson{{"const", kinds.front()}} : ojson{{"enum", kinds}};
    return ojson{{"if", {{"properties", {{"kind", kind}}}}}, {"then", std::move(then)}};
}

ojson required(std::string_view field) { return ojson{{"required", {field}}}; }

/// One object with every field any kind takes, and for each field the kinds that must or
/// must not have it: the shape designers' tools and the error messages know for objectives.
ojson objectiveSchema() {
    ojson properties;
    std::vector<std::string_view> kinds, fields;
    for (const RuleKindInfo& k : objectiveKinds()) kinds.push_back(k.name);
    const auto common = objectiveCommonFields();
    properties[std::string(common[0].name)] = fieldSchema(common[0]);
    properties["kind"] = ojson{{"enum", kinds}};
    for (const RuleField& f : common.subspan(1)) properties[std::string(f.name)] = fieldSchema(f);
    for (const RuleKindInfo& k : objectiveKinds())
        for (const RuleField& f : k.fields)
            if (std::find(fields.begin(), fields.end(), f.name) == fields.end()) {
                fields.push_back(f.name);
                properties[std::string(f.name)] = fieldSchema(f);
            }

    ojson rules = ojson::array();
    std::vector<std::string_view> alternativeKinds;
    for (const RuleKindInfo& k : objectiveKinds())
        if (std::any_of(k.fields.begin(), k.fields.end(), [](const RuleField& f) { return f.presence == Presence::Alternative; }))
            alternativeKinds.push_back(k.name);
    if (!alternativeKinds.empty()) {
        ojson oneOf = ojson::array();
        for (const RuleField& f : kindInfo(objectiveKindFromName(alternativeKinds.front())).fields)
            if (f.presence == Presence::Alternative) oneOf.push_back(required(f.name));
        rules.push_back(whenKind(alternativeKinds, ojson{{"oneOf", oneOf}}));
    }
    for (std::string_view field : fields) {
        std::vector<std::string_view> without, requiring;
        for (const RuleKindInfo& k : objectiveKinds()) {
            const RuleField* f = findField(k, field);
            if (!f) without.push_back(k.name);
            else if (f->presence == Presence::Required) requiring.push_back(k.name);
        }
        if (!requiring.empty()) rules.push_back(whenKind(requiring, required(field)));
        if (!without.empty()) rules.push_back(whenKind(without, ojson{{"not", required(field)}}));
    }

    ojson req = ojson::array();
    for (const RuleField& f : common)
        if (f.presence == Presence::Required) req.push_back(f.name);
    req.insert(req.begin() + 1, "kind");
    return ojson{{"type", "object"}, {"required", req}, {"properties", properties}, {"additionalProperties", false}, {"allOf", rules}};
}

/// One branch per kind, each closed to the fields its kind takes.
ojson specialRuleSchema() {
    ojson branches = ojson::array();
    for (const RuleKindInfo& k : specialRuleKinds()) {
        ojson req = ojson::array({"kind"});
        ojson properties{{"kind", {{"const", k.name}}}};
        for (const RuleField& f : k.fields) {
            properties[std::string(f.name)] = fieldSchema(f);
            if (f.presence == Presence::Required) req.push_back(f.name);
        }
        for (const RuleField& f : specialRuleCommonFields())
            if (!findField(k, f.name)) properties[std::string(f.name)] = fieldSchema(f);
        ojson branch;
        branch["description"] = std::string(k.summary) + (k.source.empty() ? "" : " (" + std::string(k.source) + ")");
        branch["additionalProperties"] = false;
        branch["required"] = req;
        branch["properties"] = properties;
        branches.push_back(branch);
    }
    return ojson{{"type", "object"}, {"required", {"kind"}}, {"oneOf", branches}};
}

// --- printing: the committed file's layout ------------------------------------------------------

constexpr std::size_t kLineWidth = 120;

std::string scalar(const ojson& v) { return v.dump(-1, ' ', false, ojson::error_handler_t::strict); }

/// The value on one line, with a space after each ':' and ','.
std::string oneLine(const ojson& v) {
    if (!v.is_structured() || v.empty()) return v.is_object() ? "{}" : v.is_array() ? "[]" : scalar(v);
    std::string out(1, v.is_object() ? '{' : '[');
    bool first = true;
    for (auto it = v.begin(); it != v.end(); ++it) {
        out += first ? "" : ", ";
        first = false;
        if (v.is_object()) out += scalar(ojson(it.key())) + ": ";
        out += oneLine(*it);
    }
    return out + (v.is_object() ? '}' : ']');
}

/// Appends `v`, which starts at `column`: on one line when it fits, else one member a line.
void print(const ojson& v, std::size_t indent, std::size_t column, std::string& out) {
    const std::string line = oneLine(v);
    if (!v.is_structured() || v.empty() || column + line.size() <= kLineWidth) {
        out += line;
        return;
    }
    const std::string pad(indent + 2, ' ');
    out += v.is_object() ? "{\n" : "[\n";
    bool first = true;
    for (auto it = v.begin(); it != v.end(); ++it) {
        out += first ? "" : ",\n";
        first = false;
        out += pad;
        std::size_t at = pad.size();
        if (v.is_object()) {
            const std::string key = scalar(ojson(it.key())) + ": ";
            out += key;
            at += key.size();
        }
        print(*it, indent + 2, at, out);
    }
    out += "\n" + std::string(indent, ' ') + (v.is_object() ? '}' : ']');
}

}  // namespace

std::string scenarioSchemaFromTable(std::string_view base) {
    ojson schema = ojson::parse(base);
    schema["definitions"]["objective"] = objectiveSchema();
    schema["definitions"]["specialRule"] = specialRuleSchema();
    std::string out;
    print(schema, 0, 0, out);
    return out + "\n";
}

}  // namespace tricorne
