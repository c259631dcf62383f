// Fuzz target: game-log replay, on Killiecrankie. Any bytes go through the reader and
// logFromJson; a log that reads is replayed. Properties: no exception or undefined behaviour,
// well-formed diagnostics, a failed replay names a step of the log, a replay that succeeds
// ends on the state hash the log recorded last, and a log read back from logToJson is the
// same log.
#include "fuzz_check.h"
#include "fuzz_scenarios.h"
#include "tricorne/io/game_log.h"
#include "tricorne/play/replay.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const tricorne::Rules& rules = fuzz::shippedRules("scenarios/killiecrankie.tricorne.json");
    auto read = fuzz::parse(data, size);
    if (!read.document) return 0;
    tricorne::Diagnostics diagnostics;
    const auto log = tricorne::logFromJson(rules, *read.document, diagnostics);
    fuzz::checkDiagnostics(diagnostics);
    FUZZ_CHECK(log.has_value() != tricorne::hasErrors(diagnostics), "a log and errors, or neither");
    if (!log) return 0;

    const auto result = tricorne::replayLog(rules, *log);
    FUZZ_CHECK(result.failedStep >= -1 && result.failedStep < static_cast<int>(log->entries.size()), "a failed step outside the log");
    FUZZ_CHECK(result.ok == result.message.empty(), "a replay result and its message disagree");
    if (result.ok)
        FUZZ_CHECK(tricorne::hashState(result.final) == (log->entries.empty() ? log->startHash : log->entries.back().stateHash),
                   "a replay that succeeds ends elsewhere than the log");

    // Only actions the engine can name survive the trip (a piece index and hexes as written).
    const auto text = tricorne::logToJson(rules, *log).dump();
    auto again = tricorne::parseJson(text);
    FUZZ_CHECK(again.document.has_value(), "logToJson wrote what the reader refuses");
    tricorne::Diagnostics secondDiagnostics;
    const auto second = tricorne::logFromJson(rules, *again.document, secondDiagnostics);
    FUZZ_CHECK(second.has_value(), "logToJson wrote a log logFromJson refuses: " +
                                       (secondDiagnostics.empty() ? std::string() : secondDiagnostics.front().pointer + " " +
                                                                                        secondDiagnostics.front().message));
    FUZZ_CHECK(second->seed == log->seed && second->startHash == log->startHash && second->scenarioHash == log->scenarioHash,
               "the log's header changed on the way through logToJson");
    FUZZ_CHECK(second->entries.size() == log->entries.size(), "actions lost on the way through logToJson");
    for (std::size_t i = 0; i < log->entries.size(); ++i) {
        FUZZ_CHECK(second->entries[i].action == log->entries[i].action, "action " + std::to_string(i) + " changed through logToJson");
        FUZZ_CHECK(second->entries[i].stateHash == log->entries[i].stateHash, "hash " + std::to_string(i) + " changed");
    }
    return 0;
}
