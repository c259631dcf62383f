#include "tricorne/validate/export.h"

#include <system_error>
#include <variant>

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

namespace {

/// The sidecar name of the system file `origin` for a scenario written to `output`: relative to
/// its folder. An error diagnostic instead when the system cannot be kept so.
std::variant<std::string, Diagnostic> sidecarName(const GameSystem& system, const std::string& origin, const std::filesystem::path& output) {
    const auto refused = [](std::string_view text, std::vector<DiagnosticArg> args) {
        return makeDiagnostic(Severity::Error, "system-sidecar", "/system", std::nullopt, text, std::move(args));
    };
    if (system.hash.empty())
        return refused(TRICORNE_TEXT("game system `{1}` is built in: a scenario names it by its id and keeps no copy; leave out --sidecar"), {system.id});
    if (origin.empty() || origin == "standard input")
        return refused(TRICORNE_TEXT("game system `{1}` was not given as a file, so there is no file to keep as a sidecar; give it with --system FILE"),
                       {system.id});
    if (!origin.ends_with(kSystemFileSuffix))
        return refused(TRICORNE_TEXT("a sidecar must be named *.tricorne-system.json, and {1} is not; rename the file (and give it so with --system)"),
                       {origin});
    std::error_code ec;
    const auto folder = std::filesystem::absolute(output == kStandardStream ? std::filesystem::path(".") / "out" : output, ec).parent_path();
    const auto relative = std::filesystem::absolute(origin, ec).lexically_normal().lexically_relative(folder.lexically_normal());
    if (ec || relative.empty())
        return refused(TRICORNE_TEXT("{1} cannot be named relative to the output's folder; write the output beside it"), {origin});
    return relative.generic_string();
}

}  // namespace

ExportResult exportFile(const std::filesystem::path& input, const std::filesystem::path& output, const SystemCatalog& catalog,
                        bool systemAsSidecar) {
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
        // The system travels with the battle: embedded, however the scenario kept it, unless the
        // designer keeps the system's file beside it.
        if (systemAsSidecar) {
            auto name = sidecarName(*load.system, catalog.origin(load.system->id), output);
            if (auto* refusal = std::get_if<Diagnostic>(&name)) {
                result.diagnostics.push_back(std::move(*refusal));
                return result;
            }
            bindSystem(*load.scenario, *load.system, load.systemDocument, std::get<std::string>(name));
        } else if (load.system) {
            bindSystem(*load.scenario, *load.system, load.systemDocument);
        }
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
