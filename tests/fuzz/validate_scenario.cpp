// Fuzz target: scenario validation. Any bytes go through the reader and the validation
// pipeline (format, version, schema, model, semantics). Properties: no crash or undefined
// behaviour, well-formed diagnostics with no raw control characters, and a scenario that
// loads without errors exports to canonical text that the schema accepts.
#include "fuzz_check.h"
#include "tricorne/validate/export.h"
#include "tricorne/validate/validate.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    auto read = fuzz::parse(data, size);
    if (!read.document) return 0;
    const auto load = tricorne::loadScenario(std::move(*read.document));
    fuzz::checkDiagnostics(load.diagnostics);
    FUZZ_CHECK(load.scenario || tricorne::hasErrors(load.diagnostics), "no scenario and no error saying why");
    if (!load.scenario || !load.system || tricorne::hasErrors(load.diagnostics)) return 0;
    const auto canonical = tricorne::canonicalExportText(*load.scenario);
    FUZZ_CHECK(!tricorne::hasErrors(canonical.diagnostics), "a valid scenario does not export");
    return 0;
}
