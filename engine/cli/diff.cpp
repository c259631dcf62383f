#include "diff.h"

#include <optional>

#include <nlohmann/json.hpp>

#include "probe.h"
#include "report.h"
#include "tricorne/text/scenario_diff.h"
#include "tricorne/validate/validate.h"

namespace tricorne::cli {

namespace {

/// The scenario in `file` with its game system, or nullopt after printing why it cannot be compared.
std::optional<ScenarioLoad> readScenario(const std::string& file, std::ostream& err) {
    auto load = loadScenarioFile(file);
    if (load.scenario) return load;
    Diagnostics errors;
    for (auto& d : load.diagnostics)
        if (d.severity == Severity::Error) errors.push_back(std::move(d));
    printText(err, {{file, errors}});
    err << escapeControls(file) << ": not a scenario this build can read; nothing compared\n";
    return std::nullopt;
}

nlohmann::ordered_json hexJson(Hex h) {
    const Offset o = toOffset(h);
    return {o.col, o.row};
}

/// The document schema/diff.schema.json describes.
nlohmann::ordered_json diffJson(const std::string& fileA, const std::string& fileB, const std::vector<ScenarioDifference>& changes) {
    nlohmann::ordered_json doc;
    doc["format"] = "tricorne-diff";
    doc["version"] = 1;
    doc["a"] = fileA;
    doc["b"] = fileB;
    doc["changes"] = nlohmann::ordered_json::array();
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

}  // namespace

int diff(const std::string& fileA, const std::string& fileB, bool asJson, std::ostream& out, std::ostream& err) {
    if (const auto twice = standardInputTwice({fileA, fileB}); !twice.empty()) {
        err << "tricorne diff: " << twice << '\n';
        return kExitUsage;
    }
    const auto a = readScenario(fileA, err);
    const auto b = readScenario(fileB, err);
    if (!a || !b) return kExitUsage;
    // The armies by B's names, as the studio names them; the JSON keeps the file's ids and pointers.
    const auto changes = diffScenarios(*a->scenario, *b->scenario, factionWords(*b->scenario, b->system));
    if (asJson) out << diffJson(fileA, fileB, changes).dump(2, ' ', false, nlohmann::ordered_json::error_handler_t::replace) << '\n';
    else
        for (const auto& c : changes) out << escapeControls(c.text) << '\n';
    return changes.empty() ? kExitOk : kExitFileError;
}

}  // namespace tricorne::cli
