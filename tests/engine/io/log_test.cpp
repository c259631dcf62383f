// Game logs (DESIGN.md §4): same scenario, seed and actions give the same game; a log
// written to JSON reads back and replays; any tampering is caught at the first bad hash.
#include "play/game_fixtures.h"
#include "tricorne/play/replay.h"
#include "tricorne/sim/bots.h"
#include "tricorne/io/game_log.h"
#include "tricorne/io/json_io.h"

using namespace tricorne;

namespace {
struct Played {
    GameLog log;
    GameState final;
};

Played play(const Rules& rules, std::uint64_t seed, int actions) {
    GameState s = startGame(rules, seed);
    GameLog log = beginLog(rules, s, seed);
    Pcg32 bot(seed, 7);
    for (int i = 0; i < actions && !s.winner; ++i) REQUIRE(applyAndLog(rules, s, log, randomAction(rules, s, bot)) == ActionError::None);
    return {log, s};
}

Rules killiecrankie() {
    auto load = loadScenarioFile(fixtures::sourceDir() / "scenarios/killiecrankie.tricorne.json");
    REQUIRE(load.scenario.has_value());
    return Rules(*load.scenario, *load.system);
}
}  // namespace

TEST_CASE("the same scenario, seed and actions give the same game, bit for bit", "[log]") {
    const Rules rules = killiecrankie();
    const auto a = play(rules, 42, 300);
    const auto b = play(rules, 42, 300);
    CHECK(a.final == b.final);
    CHECK(hashState(a.final) == hashState(b.final));
    const auto c = play(rules, 43, 300);
    CHECK(hashState(a.final) != hashState(c.final));
}

TEST_CASE("a log survives JSON and replays with identical hashes", "[log]") {
    const Rules rules = killiecrankie();
    const auto played = play(rules, 9, 400);
    const std::string text = logToJson(rules, played.log).dump(2);
    auto read = parseJson(text);
    REQUIRE(read.document.has_value());
    Diagnostics diagnostics;
    const auto log = logFromJson(rules, *read.document, diagnostics);
    REQUIRE(log.has_value());
    CHECK(diagnostics.empty());
    const auto replay = replayLog(rules, *log);
    INFO(replay.message);
    CHECK(replay.ok);
    CHECK(replay.final == played.final);
}

TEST_CASE("replay stops at the first action whose hash differs", "[log]") {
    const Rules rules = killiecrankie();
    auto played = play(rules, 3, 200);
    REQUIRE(played.log.entries.size() > 50);
    played.log.entries[50].stateHash ^= 1;
    const auto replay = replayLog(rules, played.log);
    CHECK_FALSE(replay.ok);
    CHECK(replay.failedStep == 50);
    CHECK(replay.message.find("action 51") != std::string::npos);
}

TEST_CASE("a log of another scenario is refused before replaying", "[log]") {
    const Rules rules = killiecrankie();
    auto played = play(rules, 3, 10);
    played.log.scenarioHash = "0000000000000000";
    const auto replay = replayLog(rules, played.log);
    CHECK_FALSE(replay.ok);
    CHECK(replay.message.find("another version of this scenario") != std::string::npos);
}

TEST_CASE("a broken log document is refused with a pointer", "[log]") {
    const Rules rules = killiecrankie();
    const auto played = play(rules, 3, 10);
    auto doc = nlohmann::json::parse(logToJson(rules, played.log).dump());
    doc["actions"][2]["kind"] = "teleport";
    Diagnostics diagnostics;
    CHECK_FALSE(logFromJson(rules, doc, diagnostics).has_value());
    REQUIRE(diagnostics.size() == 1);
    CHECK(diagnostics[0].pointer == "/actions/2/kind");
}
