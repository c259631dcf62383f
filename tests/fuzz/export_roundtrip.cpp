// Fuzz target: the export round trip. A scenario that loads without errors is exported;
// the export must load again without errors and export to the very same bytes.
#include "fuzz_check.h"
#include "tricorne/validate/export.h"
#include "tricorne/validate/validate.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    auto read = fuzz::parse(data, size);
    if (!read.document) return 0;
    const auto load = tricorne::loadScenario(std::move(*read.document));
    if (!load.scenario || !load.system || tricorne::hasErrors(load.diagnostics)) return 0;
    const auto first = tricorne::canonicalExportText(*load.scenario);
    FUZZ_CHECK(!tricorne::hasErrors(first.diagnostics), "a valid scenario does not export");

    auto reread = tricorne::parseJson(first.text);
    FUZZ_CHECK(reread.document.has_value(), "the export is not JSON the reader takes");
    const auto reload = tricorne::loadScenario(std::move(*reread.document));
    fuzz::checkDiagnostics(reload.diagnostics);
    FUZZ_CHECK(reload.scenario && !tricorne::hasErrors(reload.diagnostics), "the export does not load without errors");
    FUZZ_CHECK(reload.diagnostics == load.diagnostics, "the export loads with other warnings than its source");
    const auto second = tricorne::canonicalExportText(*reload.scenario);
    FUZZ_CHECK(second.text == first.text, "export -> reload -> export is not byte-identical");
    return 0;
}
