// Fuzz target: game-system files, and the paths that read one at run time (issue #36). Any bytes
// go through the reader and the system checks; properties:
// - well-formed diagnostics; a file that validates without errors builds a GameSystem (its
//   model) without throwing, its armies all there, and loadSystem gives it its hash;
// - the canonical text is a fixed point: read back, it has the same text and the same hash;
// - the document embedded in a scenario (Killiecrankie's copy, bound with the document's hash)
//   and the same bytes as the scenario's sidecar file load without a crash or an exception,
//   refused exactly when the system is refused, and a system that loads is played as the
//   scenario's with no hash error;
// - a binding whose hash is not the system's is always refused.
#include <filesystem>
#include <fstream>

#include <unistd.h>

#include "fuzz_check.h"
#include "tricorne/io/system_json.h"
#include "tricorne/model/system.h"
#include "tricorne/validate/system_files.h"
#include "tricorne/validate/validate.h"

namespace {

using nlohmann::json;

/// Killiecrankie as a version-4 scenario, its system still to bind.
const json& scenarioBase() {
    static const json base = [] {
        auto read = tricorne::readJsonFile(std::filesystem::path(TRICORNE_SOURCE_DIR) / "scenarios/killiecrankie.tricorne.json");
        FUZZ_CHECK(read.document.has_value(), "the base scenario reads");
        json doc = *read.document;
        doc["version"] = tricorne::kScenarioVersion;
        return doc;
    }();
    return base;
}

/// A folder of this process's own for the sidecar (fuzzers run several processes at once),
/// removed when the process exits (libFuzzer ends a run with exit(), which destroys statics; a
/// crash leaves it, beside the finding).
const std::filesystem::path& sidecarFolder() {
    struct Folder {
        std::filesystem::path path = std::filesystem::temp_directory_path() / ("tricorne-fuzz-game-system-" + std::to_string(::getpid()));
        Folder() { std::filesystem::create_directories(path); }
        ~Folder() {
            std::error_code ignored;
            std::filesystem::remove_all(path, ignored);
        }
    };
    static const Folder folder;
    return folder.path;
}

void checkBoundLoad(const tricorne::ScenarioLoad& load, bool systemLoads, const std::string& how) {
    tricorne::Diagnostics systemErrors;
    for (const auto& d : load.diagnostics)
        if (d.severity == tricorne::Severity::Error && d.pointer.rfind("/system", 0) == 0) systemErrors.push_back(d);
    fuzz::checkDiagnostics(load.diagnostics);
    FUZZ_CHECK(systemLoads == systemErrors.empty(), how + ": the kept system is refused exactly when the system file is");
    if (systemLoads) FUZZ_CHECK(load.system && !load.system->hash.empty(), how + ": a system that loads is the scenario's");
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    auto read = fuzz::parse(data, size);
    if (!read.document) return 0;
    const auto diagnostics = tricorne::validateSystemDocument(*read.document);
    fuzz::checkDiagnostics(diagnostics);
    const tricorne::SystemLoad load = tricorne::loadSystem(*read.document);
    fuzz::checkDiagnostics(load.diagnostics);
    if (tricorne::hasErrors(diagnostics)) {
        FUZZ_CHECK(!load.system, "a system with errors does not load");
    } else {
        try {
            const auto system = tricorne::gameSystemFromJson(*read.document);
            FUZZ_CHECK(system.armies.size() == read.document->at("armies").size(), "an army lost on the way into the model");
        } catch (const std::exception& e) {
            FUZZ_CHECK(false, std::string("a system that validates clean does not load: ") + e.what());
        }
        FUZZ_CHECK(load.system != nullptr, "a system without errors loads");
        FUZZ_CHECK(load.system->hash == tricorne::systemHash(*read.document), "the loaded system carries its document's hash");
        auto again = tricorne::parseJson(load.document);
        FUZZ_CHECK(again.document.has_value(), "the canonical text reads back");
        FUZZ_CHECK(tricorne::canonicalSystemText(*again.document) == load.document, "the canonical text is a fixed point");
        FUZZ_CHECK(tricorne::systemHash(*again.document) == load.system->hash, "the canonical text has the same hash");
    }
    // Only documents that say they are systems reach a scenario's binding (the scenario names the
    // system by the document's id, as a binding does).
    if (!read.document->is_object() || read.document->value("format", json()) != "tricorne-system") return 0;
    // The scenario names the document's id when the scenario schema allows it (a system with
    // another id is then refused at the binding), else an id of its own.
    const auto id = read.document->find("id");
    const bool idFits = id != read.document->end() && id->is_string() && !id->get_ref<const std::string&>().empty() &&
                        id->get_ref<const std::string&>().size() <= 48 &&
                        id->get_ref<const std::string&>().find_first_not_of("abcdefghijklmnopqrstuvwxyz0123456789-") == std::string::npos &&
                        id->get_ref<const std::string&>().front() != '-';
    json scenario = scenarioBase();
    scenario["system"] = idFits ? id->get<std::string>() : std::string("fuzz-system");
    const std::string hash = tricorne::systemHash(*read.document);
    const bool systemLoads = load.system && load.system->id == scenario["system"] && !tricorne::builtinSystems().find(load.system->id);

    json embedded = scenario;
    embedded["systemBinding"] = {{"hash", hash}, {"embedded", *read.document}};
    tricorne::ScenarioLoad bound;
    try {
        bound = tricorne::loadScenario(embedded);
    } catch (const std::exception& e) {
        FUZZ_CHECK(false, std::string("an embedded system throws: ") + e.what());
    }
    // A document the scenario's own limits refuse (depth, size) never gets as far as the system.
    if (bound.scenario) checkBoundLoad(bound, systemLoads, "embedded");

    const auto folder = sidecarFolder();
    {
        std::ofstream out(folder / "fuzz.tricorne-system.json", std::ios::binary | std::ios::trunc);
        out.write(reinterpret_cast<const char*>(data), static_cast<std::streamsize>(size));
    }
    json side = scenario;
    side["systemBinding"] = {{"hash", hash}, {"sidecar", "fuzz.tricorne-system.json"}};
    try {
        const auto viaSidecar = tricorne::loadScenario(side, tricorne::builtinSystems(), folder / "battle.tricorne.json");
        FUZZ_CHECK(viaSidecar.scenario.has_value(), "a scenario naming a sidecar has its shape");
        checkBoundLoad(viaSidecar, systemLoads, "sidecar");
        side["systemBinding"]["hash"] = hash == "0000000000000000" ? "0000000000000001" : "0000000000000000";
        const auto wrongHash = tricorne::loadScenario(side, tricorne::builtinSystems(), folder / "battle.tricorne.json");
        FUZZ_CHECK(tricorne::hasErrors(wrongHash.diagnostics), "a binding whose hash is not the system's is refused");
    } catch (const std::exception& e) {
        FUZZ_CHECK(false, std::string("a sidecar system throws: ") + e.what());
    }
    return 0;
}
