#include "tricorne/validate/export.h"

#include "tricorne/io/json_io.h"
#include "tricorne/io/scenario_json.h"
#include "tricorne/io/schema_check.h"
#include "tricorne/validate/system_files.h"
#include "tricorne/validate/validate.h"

namespace tricorne {

CanonicalText canonicalExportText(const Scenario& scenario, bool keepReferencePicture) {
    CanonicalText out;
    Scenario shared = scenario;
    if (!keepReferencePicture) shared.referencePicture.reset();
    // Check the bytes we are about to write, through the same reader a user's file takes.
    std::string text = canonicalScenarioText(shared);
    auto reread = parseJson(text);
    if (!reread.document) {
        out.diagnostics = std::move(reread.diagnostics);
        return out;
    }
    out.diagnostics = checkSchema(*reread.document, SchemaKind::Scenario);
    if (!hasErrors(out.diagnostics)) out.text = std::move(text);
    return out;
}

ExportResult exportFile(const std::filesystem::path& input, const std::filesystem::path& output, const SystemCatalog& catalog) {
    ExportResult result;
    auto read = readJsonFile(input);
    if (!read.document) {
        result.diagnostics = std::move(read.diagnostics);
        return result;
    }
    std::string text;
    const auto format = read.document->is_object() ? read.document->value("format", nlohmann::json()) : nlohmann::json();
    if (format == "tricorne-system") {
        result.diagnostics = validateSystemDocument(*read.document);
        if (hasErrors(result.diagnostics)) return result;
        text = read.document->dump(2) + "\n";  // nlohmann's object keeps keys sorted: a stable order
    } else {
        ScenarioLoad load = loadScenario(std::move(*read.document), catalog, input == kStandardStream ? std::filesystem::path() : input);
        result.diagnostics = std::move(load.diagnostics);
        if (!load.scenario || hasErrors(result.diagnostics)) return result;
        if (const auto why = placePiecesFirst(*load.scenario); !why.empty()) {
            result.diagnostics.push_back({Severity::Error, "unplaced-pieces", "/unplaced", std::nullopt, why});
            return result;
        }
        // The system travels with the battle: embedded, however the scenario kept it.
        if (load.system) bindSystem(*load.scenario, *load.system, load.systemDocument);
        CanonicalText canonical = canonicalExportText(*load.scenario);
        if (hasErrors(canonical.diagnostics)) {
            result.diagnostics.insert(result.diagnostics.end(), canonical.diagnostics.begin(), canonical.diagnostics.end());
            return result;
        }
        text = std::move(canonical.text);
    }
    if (auto failure = writeFileAtomically(output, text)) {
        result.diagnostics.push_back({Severity::Error, "io-write", "", std::nullopt,
                                      *failure + "; choose a writable place for the output"});
        return result;
    }
    result.written = true;
    return result;
}

}  // namespace tricorne
