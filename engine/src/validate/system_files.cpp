// Game systems read at run time: system files, the catalog a command plays with, and the copy a
// scenario keeps of its system (validate/system_files.h).
#include "tricorne/validate/system_files.h"

#include "tricorne/io/json_io.h"
#include "tricorne/io/system_json.h"
#include "tricorne/validate/validate.h"

namespace tricorne {

namespace {

using json = nlohmann::json;

Diagnostic finding(Severity severity, std::string code, std::string pointer, std::string_view text, std::vector<DiagnosticArg> args = {}) {
    return makeDiagnostic(severity, std::move(code), std::move(pointer), std::nullopt, text, std::move(args));
}

/// How a message names a file: as it was given, "standard input" for none.
std::string fileName(const std::filesystem::path& path) {
    return path.empty() || path == kStandardStream ? std::string("standard input") : path.string();
}

/// The kept system's own findings, placed in the scenario: an embedded system's under
/// /systemBinding/embedded; a sidecar's at /systemBinding/sidecar, naming the file and the place.
Diagnostics placedInScenario(const Diagnostics& found, const std::string& sidecar) {
    Diagnostics out;
    for (const Diagnostic& d : found) {
        if (sidecar.empty()) {
            Diagnostic moved = d;
            moved.pointer = "/systemBinding/embedded" + d.pointer;
            out.push_back(std::move(moved));
        } else {
            out.push_back(finding(d.severity, d.code, "/systemBinding/sidecar", TRICORNE_TEXT("in the sidecar {1} at {2}: {3}"),
                                  {quoteText(sidecar), d.pointer.empty() ? std::string("the top") : d.pointer, d.message}));
        }
    }
    return out;
}

}  // namespace

SystemLoad loadSystem(const json& doc) {
    SystemLoad load;
    load.diagnostics = validateSystemDocument(doc);
    if (hasErrors(load.diagnostics)) return load;
    try {
        auto system = std::make_shared<GameSystem>(gameSystemFromJson(doc));
        system->hash = systemHash(doc);
        load.document = canonicalSystemText(doc);
        load.system = std::move(system);
    } catch (const std::exception& e) {  // the schema should rule this out; say so rather than crash
        load.diagnostics.push_back(finding(Severity::Error, "system-model", "", TRICORNE_TEXT("the game system cannot be read: {1}"), {e.what()}));
    }
    return load;
}

SystemLoad loadSystemFile(const std::filesystem::path& path) {
    auto read = readJsonFile(path);
    if (!read.document) {
        SystemLoad load;
        load.diagnostics = std::move(read.diagnostics);
        return load;
    }
    return loadSystem(*read.document);
}

bool SystemCatalogLoad::ok() const {
    for (const auto& [file, diagnostics] : files)
        if (hasErrors(diagnostics)) return false;
    return true;
}

SystemCatalogLoad systemCatalogWith(const std::vector<std::filesystem::path>& files) {
    SystemCatalogLoad out;
    out.catalog = builtinSystems();
    for (const auto& path : files) {
        SystemLoad load = loadSystemFile(path);
        Diagnostics diagnostics = std::move(load.diagnostics);
        if (load.system) {
            const std::string& id = load.system->id;
            if (const GameSystem* taken = out.catalog.find(id)) {
                if (taken->hash.empty())
                    diagnostics.push_back(finding(Severity::Error, "system-id-taken", "/id",
                                                  TRICORNE_TEXT("the id `{1}` is a built-in game system's; a system of your own needs an id of its "
                                                                "own: change \"id\" (a fork of {2} could be `{1}-house`), and the \"system\" of "
                                                                "the scenarios that use it"),
                                                  {id, taken->name}));
                else
                    diagnostics.push_back(finding(Severity::Error, "system-id-taken", "/id",
                                                  TRICORNE_TEXT("the id `{1}` is also the id of {2}, given before; give one of the two "
                                                                "systems another id, or give only one of the files"),
                                                  {id, out.catalog.origin(id)}));
            } else {
                out.catalog.add(load.system, std::move(load.document), fileName(path));
            }
        }
        out.files.emplace_back(fileName(path), std::move(diagnostics));
    }
    return out;
}

void bindSystem(Scenario& scenario, const GameSystem& system, const std::string& document, const std::string& sidecar) {
    scenario.system = system.id;
    if (system.hash.empty()) {
        scenario.systemBinding.reset();
        return;
    }
    SystemBinding binding;
    binding.hash = system.hash;
    if (sidecar.empty()) binding.embedded = document;
    else binding.sidecar = sidecar;
    scenario.systemBinding = std::move(binding);
}

SystemResolution resolveScenarioSystem(const Scenario& scenario, const SystemCatalog& catalog, const std::filesystem::path& scenarioFile) {
    SystemResolution out;
    const std::shared_ptr<const GameSystem> given = catalog.share(scenario.system);
    if (!scenario.systemBinding) {
        if (!given) {
            std::string known;
            for (const auto& id : catalog.ids()) known += (known.empty() ? "" : ", ") + ("`" + id + "`");
            out.diagnostics.push_back(finding(Severity::Error, "unknown-system", "/system",
                                              TRICORNE_TEXT("game system `{1}` is unknown; use one of {2}, or give its file with --system FILE"),
                                              {scenario.system, known}));
            return out;
        }
        out.system = given;
        if (const std::string* document = catalog.document(scenario.system)) {
            out.document = *document;
            out.diagnostics.push_back(finding(Severity::Warning, "system-unbound", "/system",
                                              TRICORNE_TEXT("game system `{1}` comes from {2} but the scenario does not keep it, so it will not "
                                                            "open where that file is missing; export the scenario with --system (which embeds "
                                                            "the system), or with --system and --sidecar to keep the file beside it"),
                                              {scenario.system, catalog.origin(scenario.system)}));
        }
        return out;
    }

    const SystemBinding& binding = *scenario.systemBinding;
    if (given && given->hash.empty()) {
        out.diagnostics.push_back(finding(Severity::Error, "system-id-taken", "/system",
                                          TRICORNE_TEXT("the scenario keeps a game system of its own under the id `{1}`, which is a built-in "
                                                        "system's; give that system an id of its own (its \"id\" and the scenario's "
                                                        "\"system\"), or delete \"systemBinding\" to play the built-in {2}"),
                                          {scenario.system, given->name}));
        return out;
    }
    if (given) {
        // The command was given the system's file: the designer means that one.
        out.system = given;
        out.document = *catalog.document(scenario.system);
        if (given->hash != binding.hash)
            out.diagnostics.push_back(finding(Severity::Warning, "system-rebound", "/systemBinding/hash",
                                              TRICORNE_TEXT("played under {1} (hash {2}), not the game system the scenario was saved with (hash "
                                                            "{3}); export the scenario with this --system (and --sidecar to keep the file "
                                                            "beside it) to bind it to the file given"),
                                              {catalog.origin(scenario.system), given->hash, binding.hash}));
        return out;
    }

    SystemLoad kept;
    std::filesystem::path sidecarPath;
    if (binding.sidecar.empty()) {
        auto parsed = parseJson(binding.embedded);
        if (!parsed.document) {
            out.diagnostics = placedInScenario(parsed.diagnostics, {});
            return out;
        }
        kept = loadSystem(*parsed.document);
    } else {
        sidecarPath = (scenarioFile.empty() || scenarioFile == kStandardStream ? std::filesystem::path() : scenarioFile.parent_path()) /
                      binding.sidecar;
        kept = loadSystemFile(sidecarPath);
    }
    out.diagnostics = placedInScenario(kept.diagnostics, binding.sidecar.empty() ? std::string() : sidecarPath.string());
    if (!kept.system) {
        out.diagnostics.push_back(finding(Severity::Error, "system-binding", binding.sidecar.empty() ? "/systemBinding/embedded" : "/systemBinding/sidecar",
                                          TRICORNE_TEXT("the game system the scenario keeps cannot be read (above); fix it, or give a good copy "
                                                        "with --system FILE and export the scenario again")));
        return out;
    }
    if (kept.system->id != scenario.system) {
        out.diagnostics.push_back(finding(Severity::Error, "system-binding-id", "/system",
                                          TRICORNE_TEXT("the scenario names game system `{1}`, but the system it keeps is `{2}`; make the two ids "
                                                        "the same"),
                                          {scenario.system, kept.system->id}));
        return out;
    }
    if (kept.system->hash != binding.hash) {
        if (binding.sidecar.empty())
            out.diagnostics.push_back(finding(Severity::Error, "system-hash", "/systemBinding/hash",
                                              TRICORNE_TEXT("the embedded game system was changed after the scenario was saved with it (hash "
                                                            "{1} recorded, {2} now); give the system's file with --system and export the "
                                                            "scenario again, or restore the embedded copy"),
                                              {binding.hash, kept.system->hash}));
        else
            out.diagnostics.push_back(finding(Severity::Error, "system-hash", "/systemBinding/hash",
                                              TRICORNE_TEXT("{1} has changed since {2} was saved with it (hash {3} recorded, {4} now), so the "
                                                            "battle would not play as it did; see what changed with tricorne diff, then bind the "
                                                            "scenario to the file as it is now: tricorne export {2} --system {1} --sidecar "
                                                            "(or without --sidecar, which embeds the system)"),
                                              {sidecarPath.string(), fileName(scenarioFile), binding.hash, kept.system->hash}));
    }
    out.system = std::move(kept.system);
    out.document = std::move(kept.document);
    return out;
}

}  // namespace tricorne
