// Fuzz target: balance shard merge (`tricorne balance --merge`). Its reader is not simulate
// --merge's: a balance sweep file (balance.schema.json) wraps one simulation result per
// variant, and the shards must list the same variants. The input is a JSON array of sweep
// files. Properties: no crash or undefined behaviour, well-formed diagnostics; a merge that
// succeeds covers each variant's games of every shard (under both systems of a comparison),
// gives the same result in any order of the shards, and its JSON reads back to the same JSON.
#include "fuzz_check.h"
#include "tricorne/sim/balance.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    auto read = fuzz::parse(data, size);
    if (!read.document || !read.document->is_array()) return 0;
    std::vector<tricorne::BalanceReport> shards;
    for (const auto& item : *read.document) {
        tricorne::Diagnostics diagnostics;
        auto shard = tricorne::balanceFromJson(item, diagnostics);
        fuzz::checkDiagnostics(diagnostics);
        FUZZ_CHECK(shard.has_value() != tricorne::hasErrors(diagnostics), "a sweep and errors, or neither");
        if (shard) {
            FUZZ_CHECK(!shard->rows.empty(), "a sweep without its base");
            shards.push_back(std::move(*shard));
        }
    }
    if (shards.empty()) return 0;
    int culprit = -1;
    std::string message;
    const auto merged = tricorne::mergeBalanceReports(shards, culprit, message);
    FUZZ_CHECK(culprit >= -1 && culprit < static_cast<int>(shards.size()), "the culprit is no shard");
    if (!merged) {
        FUZZ_CHECK(!message.empty(), "a refused merge without a reason");
        FUZZ_CHECK(fuzz::terminalSafe(message), "a merge message carries a raw control character");
        return 0;
    }
    FUZZ_CHECK(merged->rows.size() == shards.front().rows.size(), "the merge lost or added variants");
    for (std::size_t r = 0; r < merged->rows.size(); ++r) {
        std::int64_t played = 0;
        for (const auto& s : shards) played += s.rows[r].result.played;
        FUZZ_CHECK(merged->rows[r].result.played == played, "the merge does not cover the shards' games of variant " + merged->rows[r].id);
        if (!merged->rows[r].versus) continue;
        std::int64_t underVersus = 0;  // a comparison of game systems: the other system's games too
        for (const auto& s : shards) underVersus += s.rows[r].versus ? s.rows[r].versus->played : 0;
        FUZZ_CHECK(merged->rows[r].versus->played == underVersus,
                   "the merge does not cover the shards' games under the other system of variant " + merged->rows[r].id);
    }

    std::vector<tricorne::BalanceReport> reversed(shards.rbegin(), shards.rend());
    int culprit2 = -1;
    std::string message2;
    const auto mergedReversed = tricorne::mergeBalanceReports(reversed, culprit2, message2);
    FUZZ_CHECK(mergedReversed.has_value(), "the shards merge in one order and not in the other: " + message2);
    const auto json = tricorne::balanceToJson(*merged).dump();
    FUZZ_CHECK(tricorne::balanceToJson(*mergedReversed).dump() == json, "the merge depends on the order of the shards");

    auto again = tricorne::parseJson(json);
    FUZZ_CHECK(again.document.has_value(), "balanceToJson wrote what the reader refuses");
    tricorne::Diagnostics diagnostics;
    const auto back = tricorne::balanceFromJson(*again.document, diagnostics);
    FUZZ_CHECK(back.has_value(), "balanceToJson wrote a sweep balanceFromJson refuses: " +
                                     (diagnostics.empty() ? std::string() : diagnostics.front().pointer + " " + diagnostics.front().message));
    FUZZ_CHECK(tricorne::balanceToJson(*back).dump() == json, "a merged sweep does not read back the same");
    return 0;
}
