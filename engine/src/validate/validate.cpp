// The validation pipeline: format and version, migration, schema, model, semantics.
#include "tricorne/validate/validate.h"

#include <cstdint>
#include <memory>
#include <set>

#include "tricorne/io/json_io.h"
#include "tricorne/io/scenario_json.h"
#include "tricorne/io/schema_check.h"
#include "tricorne/validate/playability.h"
#include "tricorne/validate/system_files.h"
#include "tricorne/io/system_json.h"

#include "model/builtin_systems_internal.h"
#include "validate/validate_special_rules.h"

namespace tricorne {

namespace {

using json = nlohmann::json;

/// `text` is a TRICORNE_TEXT template, filled with `args` (core/diagnostic.h).
Diagnostic error(std::string code, std::string pointer, std::string_view text, std::vector<DiagnosticArg> args = {}) {
    return makeDiagnostic(Severity::Error, std::move(code), std::move(pointer), std::nullopt, text, std::move(args));
}

/// Checks "format" and that "version" is an integer; the shared first step for every file.
std::optional<Diagnostic> checkHeader(const json& doc, const char* expectedFormat) {
    if (!doc.is_object()) return error("schema", "", TRICORNE_TEXT("the file must hold a JSON object, not {1}"), {std::string(doc.type_name())});
    const auto format = doc.find("format");
    if (format == doc.end() || !format->is_string())
        return error("format", "/format", TRICORNE_TEXT("missing \"format\"; this file should say \"{1}\""), {expectedFormat});
    if (*format != expectedFormat)
        return error("format", "/format", TRICORNE_TEXT("\"format\" is {1}, expected \"{2}\""),
                     {quoteText(format->get<std::string>()), expectedFormat});
    const auto version = doc.find("version");
    if (version == doc.end() || !version->is_number_integer())
        return error("version-unknown", "/version", TRICORNE_TEXT("missing or non-integer \"version\"; this build writes version 1"));
    return std::nullopt;
}

/// The integer "version" (checked by checkHeader), saturated so that values beyond int64
/// (stored unsigned) still compare as newer.
std::int64_t versionOf(const json& doc) {
    const auto& v = doc.at("version");
    if (v.is_number_unsigned() && v.get<std::uint64_t>() > static_cast<std::uint64_t>(INT64_MAX)) return INT64_MAX;
    return v.get<std::int64_t>();
}

/// One migration step per version: steps[v] turns version v into v + 1. A format change that
/// renames or reshapes fields adds its step here and bumps kScenarioVersion. Versions 2 to 4 only
/// added optional fields (2: labels, unplaced, metadata.reconstructed/reconstruction; 3:
/// referencePicture; 4: systemBinding), so an older document is a valid newer one and needs no step: migration
/// just sets the version.
using MigrationStep = void (*)(json&);
const std::vector<std::pair<int, MigrationStep>>& migrationSteps() {
    static const std::vector<std::pair<int, MigrationStep>> steps{};
    return steps;
}

/// The fields each version added, by pointer: a file that says it is an older version and holds
/// one of them was not written by any tricorne of that version (whose schema refused unknown
/// keys), so reading it as either version would be a guess. Refused naming the field, and
/// what to do.
struct AddedField {
    int since;
    const char* parent;  ///< "" or "/metadata"
    const char* key;
};
constexpr AddedField kAddedFields[] = {
    {2, "/metadata", "reconstructed"},
    {2, "/metadata", "reconstruction"},
    {2, "", "labels"},
    {2, "", "unplaced"},
    {3, "", "referencePicture"},
    {4, "", "systemBinding"},
};

Diagnostics fieldsNewerThan(const json& doc, std::int64_t version) {
    Diagnostics out;
    for (const AddedField& f : kAddedFields) {
        if (version >= f.since) continue;
        const json* parent = &doc;
        if (*f.parent) {
            const auto it = doc.find(f.parent + 1);
            if (it == doc.end() || !it->is_object()) continue;
            parent = &*it;
        }
        if (!parent->contains(f.key)) continue;
        out.push_back(error("version-field", std::string(f.parent) + "/" + f.key,
                            TRICORNE_TEXT("\"{1}\" came with version {2}, but the file says it is version {3}; set \"version\" to {2} if "
                                          "the field is meant, or delete the field"),
                            {f.key, std::to_string(f.since), std::to_string(version)}));
    }
    return out;
}

}  // namespace

Diagnostics migrateScenario(json& doc) {
    const auto version = versionOf(doc);
    if (version > kScenarioVersion)
        return {error("version-newer", "/version",
                      TRICORNE_TEXT("the file is version {1}, newer than this build reads ({2}); open it with a newer Tricorne Studio"),
                      {doc.at("version").dump(), std::to_string(kScenarioVersion)})};
    if (version < 1)
        return {error("version-unknown", "/version", TRICORNE_TEXT("version {1} never existed; the first is 1"), {std::to_string(version)})};
    if (auto newer = fieldsNewerThan(doc, version); !newer.empty()) return newer;
    for (int from = static_cast<int>(version); from < kScenarioVersion; ++from)
        for (const auto& [stepFrom, step] : migrationSteps())
            if (stepFrom == from) step(doc);
    doc["version"] = kScenarioVersion;
    return {};
}

const SystemCatalog& builtinSystems() {
    static const SystemCatalog catalog = [] {
        SystemCatalog c;
        for (auto& system : builtinSystemModels()) c.add(std::make_shared<const GameSystem>(std::move(system)));
        return c;
    }();
    return catalog;
}

ScenarioLoad loadScenario(json doc, const SystemCatalog& catalog, const std::filesystem::path& file) {
    ScenarioLoad load;
    if (auto header = checkHeader(doc, "tricorne-scenario")) {
        load.diagnostics.push_back(std::move(*header));
        return load;
    }
    load.diagnostics = migrateScenario(doc);
    if (hasErrors(load.diagnostics)) return load;
    load.diagnostics = checkSchema(doc, SchemaKind::Scenario);
    if (hasErrors(load.diagnostics)) return load;

    load.scenario = scenarioFromJson(doc);
    // A built-in system by its id; a designer's system from the command's files or the copy the
    // scenario keeps (system_files.h).
    SystemResolution resolved = resolveScenarioSystem(*load.scenario, catalog, file);
    load.diagnostics = std::move(resolved.diagnostics);
    if (!resolved.system) return load;
    load.systemOwner = std::move(resolved.system);
    load.system = load.systemOwner.get();
    load.systemDocument = std::move(resolved.document);
    auto semantics = validateSemantics(*load.scenario, *load.system);
    load.diagnostics.insert(load.diagnostics.end(), semantics.begin(), semantics.end());
    return load;
}

ScenarioLoad loadScenarioFile(const std::filesystem::path& path, const SystemCatalog& catalog) {
    auto read = readJsonFile(path);
    if (!read.document) {
        ScenarioLoad load;
        load.diagnostics = std::move(read.diagnostics);
        return load;
    }
    return loadScenario(std::move(*read.document), catalog, path == kStandardStream ? std::filesystem::path() : path);
}

Diagnostics validateSystemDocument(const json& doc) {
    if (auto header = checkHeader(doc, "tricorne-system")) return {std::move(*header)};
    if (const auto version = versionOf(doc); version != 1)
        return {error(version > 1 ? "version-newer" : "version-unknown", "/version",
                      TRICORNE_TEXT("this build reads game-system version 1; the file is version {1}"), {doc.at("version").dump()})};
    Diagnostics out = checkSchema(doc, SchemaKind::System);
    if (hasErrors(out)) return out;

    // Cross-references the schema cannot express.
    std::set<std::string> factions;
    for (const auto& f : doc.at("factions")) factions.insert(f.at("id").get<std::string>());
    std::set<std::string> armies;
    const auto& armyList = doc.at("armies");
    for (std::size_t i = 0; i < armyList.size(); ++i) {
        const auto& army = armyList[i];
        const std::string pointer = "/armies/" + std::to_string(i);
        if (!armies.insert(army.at("id").get<std::string>()).second)
            out.push_back(error("duplicate-id", pointer + "/id", TRICORNE_TEXT("army id `{1}` is used twice"), {army.at("id").get<std::string>()}));
        if (!factions.count(army.at("faction").get<std::string>()))
            out.push_back(error("unknown-faction", pointer + "/faction",
                                TRICORNE_TEXT("army `{1}` joins faction `{2}`, which the file does not define"),
                                {army.at("id").get<std::string>(), army.at("faction").get<std::string>()}));
        std::set<std::string> types;
        const auto& unitTypes = army.at("unitTypes");
        for (std::size_t t = 0; t < unitTypes.size(); ++t)
            if (!types.insert(unitTypes[t].at("id").get<std::string>()).second)
                out.push_back(error("duplicate-id", pointer + "/unitTypes/" + std::to_string(t) + "/id",
                                    TRICORNE_TEXT("unit type id `{1}` is used twice in this army"), {unitTypes[t].at("id").get<std::string>()}));
    }
    for (const char* list : {"terrain", "hexsides"}) {
        std::set<std::string> ids;
        const auto& items = doc.at(list);
        for (std::size_t i = 0; i < items.size(); ++i) {
            const std::string pointer = std::string("/") + list + "/" + std::to_string(i);
            if (!ids.insert(items[i].at("id").get<std::string>()).second)
                out.push_back(error("duplicate-id", pointer + "/id", TRICORNE_TEXT("id `{1}` is used twice"), {items[i].at("id").get<std::string>()}));
            const bool linear = items[i].value("linear", false);
            const bool hasVariants = items[i].contains("variants") && !items[i].at("variants").empty();
            if (linear != hasVariants)
                out.push_back(error("terrain-variant", pointer,
                                    linear ? TRICORNE_TEXT("linear terrain needs variants (exit sides at rotation 0)")
                                           : TRICORNE_TEXT("only linear terrain (rivers, roads, …) has variants")));
        }
    }
    if (const auto rules = doc.find("rules"); rules != doc.end())
        if (const auto chiefs = rules->find("chiefMarkers"); chiefs != rules->end())
            for (const auto& [factionId, marker] : chiefs->items())
                if (!factions.count(factionId))
                    out.push_back(error("unknown-faction", "/rules/chiefMarkers/" + escapePointerToken(factionId),
                                        TRICORNE_TEXT("Chief markers for faction `{1}`, which the file does not define"), {factionId}));
    // What the data asks of the engine beyond its shape: values it does not play yet.
    if (!hasErrors(out)) detail::checkSystemRules(gameSystemFromJson(doc), out);
    // From shape to play: what a well-formed system still lacks to be played (warnings).
    if (!hasErrors(out)) for (Diagnostic& d : systemDocumentPlayability(doc)) out.push_back(std::move(d));
    return out;
}

Diagnostics validateFile(const std::filesystem::path& path, const SystemCatalog& catalog) {
    auto read = readJsonFile(path);
    if (!read.document) return std::move(read.diagnostics);
    const json& doc = *read.document;
    if (doc.is_object()) {
        const auto format = doc.find("format");
        if (format != doc.end() && *format == "tricorne-system") return validateSystemDocument(doc);
    }
    return loadScenario(std::move(*read.document), catalog, path == kStandardStream ? std::filesystem::path() : path).diagnostics;
}

}  // namespace tricorne
