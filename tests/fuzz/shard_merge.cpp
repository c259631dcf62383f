// Fuzz target: shard merge (`tricorne simulate --merge`). The input is a JSON array of shard
// results (simulation.schema.json). Properties: no crash or undefined behaviour (counts that
// add past int64 included), well-formed diagnostics; a merge that succeeds covers the sum of
// the shards' games, gives the same result in any order of the shards, and its JSON reads
// back to the same JSON.
#include <algorithm>

#include "fuzz_check.h"
#include "tricorne/sim/simulate.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    auto read = fuzz::parse(data, size);
    if (!read.document || !read.document->is_array()) return 0;
    std::vector<tricorne::SimulationResult> shards;
    for (const auto& item : *read.document) {
        tricorne::Diagnostics diagnostics;
        auto shard = tricorne::simulationFromJson(item, diagnostics);
        fuzz::checkDiagnostics(diagnostics);
        FUZZ_CHECK(shard.has_value() != tricorne::hasErrors(diagnostics), "a shard and errors, or neither");
        if (shard) shards.push_back(std::move(*shard));
    }
    if (shards.empty()) return 0;
    int culprit = -1;
    std::string message;
    const auto merged = tricorne::mergeSimulations(shards, culprit, message);
    FUZZ_CHECK(culprit >= -1 && culprit < static_cast<int>(shards.size()), "the culprit is no shard");
    if (!merged) {
        FUZZ_CHECK(!message.empty(), "a refused merge without a reason");
        FUZZ_CHECK(fuzz::terminalSafe(message), "a merge message carries a raw control character");
        return 0;
    }
    std::int64_t played = 0;
    for (const auto& s : shards) played += s.played;
    FUZZ_CHECK(merged->played == played, "the merge does not cover the shards' games");

    std::vector<tricorne::SimulationResult> reversed(shards.rbegin(), shards.rend());
    int culprit2 = -1;
    std::string message2;
    const auto mergedReversed = tricorne::mergeSimulations(reversed, culprit2, message2);
    FUZZ_CHECK(mergedReversed.has_value(), "the shards merge in one order and not in the other: " + message2);
    const auto json = tricorne::simulationToJson(*merged).dump();
    FUZZ_CHECK(tricorne::simulationToJson(*mergedReversed).dump() == json, "the merge depends on the order of the shards");

    auto again = tricorne::parseJson(json);
    FUZZ_CHECK(again.document.has_value(), "simulationToJson wrote what the reader refuses");
    tricorne::Diagnostics diagnostics;
    const auto back = tricorne::simulationFromJson(*again.document, diagnostics);
    FUZZ_CHECK(back.has_value(), "simulationToJson wrote a result simulationFromJson refuses: " +
                                     (diagnostics.empty() ? std::string() : diagnostics.front().pointer + " " + diagnostics.front().message));
    FUZZ_CHECK(tricorne::simulationToJson(*back).dump() == json, "a merged result does not read back the same");
    return 0;
}
