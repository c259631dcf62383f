#include "diff.h"

#include <optional>

#include <nlohmann/json.hpp>

#include "probe.h"
#include "report.h"
#include "tricorne/io/json_io.h"
#include "tricorne/text/scenario_diff.h"
#include "tricorne/text/system_diff.h"
#include "tricorne/validate/validate.h"

namespace tricorne::cli {

namespace {

/// Prints the errors among `diagnostics` of `file` and why nothing is compared.
void refuse(const std::string& file, Diagnostics diagnostics, const char* what, std::ostream& err) {
    Diagnostics errors;
    for (auto& d : diagnostics)
        if (d.severity == Severity::Error) errors.push_back(std::move(d));
    printText(err, {{file, errors}});
    err << escapeControls(file) << ": not " << what << " this build can read; nothing compared\n";
}

/// The scenario in `document` (read from `file`) with its game system, or nullopt after printing
/// why it cannot be compared.
std::optional<ScenarioLoad> readScenario(const std::string& file, nlohmann::json document, const SystemCatalog& catalog, std::ostream& err) {
    auto load = loadScenario(std::move(document), catalog, file == "-" ? std::string() : file);
    if (load.scenario) return load;
    refuse(file, std::move(load.diagnostics), "a scenario", err);
    return std::nullopt;
}

/// True when the document says it is a game system ("format": "tricorne-system").
bool isSystem(const nlohmann::json& document) {
    const auto format = document.is_object() ? document.find("format") : document.end();
    return format != document.end() && format->is_string() && *format == "tricorne-system";
}

nlohmann::ordered_json hexJson(Hex h) {
    const Offset o = toOffset(h);
    return {o.col, o.row};
}

/// The document schema/diff.schema.json describes, its changes still to add.
nlohmann::ordered_json diffDocument(const std::string& fileA, const std::string& fileB) {
    nlohmann::ordered_json doc;
    doc["format"] = "tricorne-diff";
    doc["version"] = 1;
    doc["a"] = fileA;
    doc["b"] = fileB;
    doc["changes"] = nlohmann::ordered_json::array();
    return doc;
}

nlohmann::ordered_json diffJson(const std::string& fileA, const std::string& fileB, const std::vector<ScenarioDifference>& changes) {
    nlohmann::ordered_json doc = diffDocument(fileA, fileB);
    for (const auto& c : changes) {
        nlohmann::ordered_json j;
        j["kind"] = differenceKindName(c.kind);
        j["pointer"] = c.pointer;
        if (c.hex) j["hex"] = hexJson(*c.hex);
        if (c.from) j["from"] = hexJson(*c.from);
        if (!c.hexes.empty()) {
            j["hexes"] = nlohmann::ordered_json::array();
            for (Hex h : c.hexes) j["hexes"].push_back(hexJson(h));
        }
        if (!c.id.empty()) j["id"] = c.id;
        j["text"] = c.text;
        doc["changes"].push_back(std::move(j));
    }
    return doc;
}

/// The game-system half of diff(): both documents validated, then text/system_diff.h.
int diffSystemFiles(const std::string& fileA, const nlohmann::json& a, const std::string& fileB, const nlohmann::json& b, bool asJson,
                    std::ostream& out, std::ostream& err) {
    bool readable = true;
    for (const auto& [file, doc] : {std::pair{&fileA, &a}, std::pair{&fileB, &b}}) {
        Diagnostics diagnostics = validateSystemDocument(*doc);
        if (hasErrors(diagnostics)) {
            refuse(*file, std::move(diagnostics), "a game system", err);
            readable = false;
        }
    }
    if (!readable) return kExitUsage;
    const auto changes = diffSystems(a, b);
    if (asJson) {
        nlohmann::ordered_json doc = diffDocument(fileA, fileB);
        for (const auto& c : changes) doc["changes"].push_back({{"kind", systemChangeKindName(c.kind)}, {"pointer", c.pointer}, {"text", c.text}});
        out << doc.dump(2, ' ', false, nlohmann::ordered_json::error_handler_t::replace) << '\n';
    } else {
        for (const auto& c : changes) out << escapeControls(c.text) << '\n';
    }
    return changes.empty() ? kExitOk : kExitFileError;
}

}  // namespace

int diff(const std::string& fileA, const std::string& fileB, bool asJson, const SystemCatalog& catalog, std::ostream& out, std::ostream& err) {
    if (const auto twice = standardInputTwice({fileA, fileB}); !twice.empty()) {
        err << "tricorne diff: " << twice << '\n';
        return kExitUsage;
    }
    auto readA = readJsonFile(fileA), readB = readJsonFile(fileB);
    if (!readA.document || !readB.document) {
        if (!readA.document) refuse(fileA, std::move(readA.diagnostics), "a scenario or game system", err);
        if (!readB.document) refuse(fileB, std::move(readB.diagnostics), "a scenario or game system", err);
        return kExitUsage;
    }
    const bool systemA = isSystem(*readA.document), systemB = isSystem(*readB.document);
    if (systemA != systemB) {
        err << "tricorne diff: " << escapeControls(systemA ? fileA : fileB) << " is a game system and " << escapeControls(systemA ? fileB : fileA)
            << " is not; compare two scenarios or two game systems\n";
        return kExitUsage;
    }
    if (systemA) return diffSystemFiles(fileA, *readA.document, fileB, *readB.document, asJson, out, err);
    const auto a = readScenario(fileA, std::move(*readA.document), catalog, err);
    const auto b = readScenario(fileB, std::move(*readB.document), catalog, err);
    if (!a || !b) return kExitUsage;
    // The armies by B's names, as the studio names them; the JSON keeps the file's ids and pointers.
    const auto changes = diffScenarios(*a->scenario, *b->scenario, factionWords(*b->scenario, b->system));
    if (asJson) out << diffJson(fileA, fileB, changes).dump(2, ' ', false, nlohmann::ordered_json::error_handler_t::replace) << '\n';
    else
        for (const auto& c : changes) out << escapeControls(c.text) << '\n';
    return changes.empty() ? kExitOk : kExitFileError;
}

}  // namespace tricorne::cli
