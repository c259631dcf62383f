// How long validation takes: the studio revalidates on every edit, so the whole check of a
// full scenario must stay well under a millisecond.
#include <fstream>
#include <sstream>

#include <benchmark/benchmark.h>

#include "tricorne/io/json_io.h"
#include "tricorne/validate/validate.h"

namespace {

std::string readText(const char* relative) {
    std::ifstream in(std::string(TRICORNE_SOURCE_DIR) + "/" + relative, std::ios::binary);
    std::stringstream ss;
    ss << in.rdbuf();
    return ss.str();
}

// The largest shipped battle by units, terrain and hex sides.
const char* kLargest = "scenarios/bemis-heights.tricorne.json";

/// Schema + model + semantic checks on a parsed document: what `validate` does after reading.
void BM_ValidateScenario_SchemaAndSemantic(benchmark::State& state) {
    const auto doc = *tricorne::parseJson(readText(kLargest)).document;
    tricorne::builtinSystems();  // load the catalog outside the timing
    for (auto _ : state) {
        auto load = tricorne::loadScenario(doc);
        benchmark::DoNotOptimize(load);
    }
}
BENCHMARK(BM_ValidateScenario_SchemaAndSemantic)->Unit(benchmark::kMicrosecond);

/// Everything from bytes: guarded parse, schema, model, semantics.
void BM_ValidateScenario_FromText(benchmark::State& state) {
    const auto text = readText(kLargest);
    tricorne::builtinSystems();
    for (auto _ : state) {
        auto read = tricorne::parseJson(text);
        auto load = tricorne::loadScenario(std::move(*read.document));
        benchmark::DoNotOptimize(load);
    }
}
BENCHMARK(BM_ValidateScenario_FromText)->Unit(benchmark::kMicrosecond);

/// The semantic layer alone, on the in-memory model: what the studio runs after each edit.
void BM_ValidateScenario_SemanticOnly(benchmark::State& state) {
    const auto load = tricorne::loadScenario(*tricorne::parseJson(readText(kLargest)).document);
    for (auto _ : state) {
        auto diagnostics = tricorne::validateSemantics(*load.scenario, *load.system);
        benchmark::DoNotOptimize(diagnostics);
    }
}
BENCHMARK(BM_ValidateScenario_SemanticOnly)->Unit(benchmark::kMicrosecond);

}  // namespace
