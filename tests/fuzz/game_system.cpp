// Fuzz target: game-system files. Any bytes go through the reader and the system checks;
// properties: well-formed diagnostics, and a file that validates without errors builds a
// GameSystem (its model) without throwing, its armies and terrain all there.
#include "fuzz_check.h"
#include "tricorne/io/system_json.h"
#include "tricorne/model/system.h"
#include "tricorne/validate/validate.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    auto read = fuzz::parse(data, size);
    if (!read.document) return 0;
    const auto diagnostics = tricorne::validateSystemDocument(*read.document);
    fuzz::checkDiagnostics(diagnostics);
    if (tricorne::hasErrors(diagnostics)) return 0;
    try {
        const auto system = tricorne::gameSystemFromJson(*read.document);
        FUZZ_CHECK(system.armies.size() == read.document->at("armies").size(), "an army lost on the way into the model");
    } catch (const std::exception& e) {
        FUZZ_CHECK(false, std::string("a system that validates clean does not load: ") + e.what());
    }
    return 0;
}
