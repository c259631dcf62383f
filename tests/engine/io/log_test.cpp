// Game logs (docs/design/engine.md): same scenario, seed and actions give the same game; a log
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

TEST_CASE("an action's text is the recorder's words, else the ids of describe(), and reads back", "[log]") {
    const Rules rules = killiecrankie();
    auto played = play(rules, 9, 3);
    REQUIRE(played.log.entries.size() == 3);
    played.log.entries[1].text = "Play Scout on the left flank";
    const auto out = logToJson(rules, played.log);
    CHECK(out["actions"][0]["text"] == describe(rules, played.log.entries[0].action));
    CHECK(out["actions"][1]["text"] == "Play Scout on the left flank");
    auto read = parseJson(out.dump());
    REQUIRE(read.document.has_value());
    Diagnostics diagnostics;
    const auto log = logFromJson(rules, *read.document, diagnostics);
    REQUIRE(log.has_value());
    CHECK(log->entries[1].text == "Play Scout on the left flank");
    CHECK(log->entries[0].text == describe(rules, played.log.entries[0].action));
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

TEST_CASE("each kind of task hashes as it did before tasks had named fields, so older logs still replay", "[log]") {
    // The hashes were computed by the engine before the change (one Task layout with unit,
    // other, leader, n, extra, bits and hex) for a state holding one task with these values.
    const auto notes = [](auto set) {
        CombatNotes c;
        set(c);
        return c;
    };
    const std::pair<Task, std::uint64_t> pinned[] = {
        {task::RetireChoice{.unit = 3, .attacker = 7, .target = {2, 5}, .combat = notes([](CombatNotes& c) { c.melee = c.cavalryMelee = true; })},
         0x4462be8994c247adULL},
        {task::IgnoreFlagsChoice{{.unit = 4,
                                  .from = {3, 3},
                                  .flags = 2,
                                  .fullStrengthBefore = true,
                                  .combat = notes([](CombatNotes& c) { c.ranged = c.fromArtillery = c.hit = true; })},
                                 1},
         0x95eec1ca833d2c43ULL},
        {task::RetreatChoice{.unit = 5, .hexesLeft = 3}, 0x6a670929525ac243ULL},
        {task::RetirePathChoice{.unit = 6}, 0x2f9e0fe0675aeaceULL},
        {task::LeaderRetreatChoice{.leader = 2, .hex = {4, 6}, .hexesTaken = 1}, 0x8e05395e68fa2f4eULL},
        {task::TakeGroundChoice{.unit = 8, .vacated = {5, 5}, .combat = notes([](CombatNotes& c) { c.melee = c.bonus = true; }), .bonusAllowed = true},
         0x9a879ecd5e12515fULL},
        {task::BonusMeleeChoice{.unit = 9}, 0x18465accbe05922cULL},
        {task::BattleBackChoice{.unit = 1, .attacker = 2, .attackerHex = {6, 4}}, 0xe16960e6916f37b1ULL},
        {task::CannonadeRetireChoice{.unit = 0, .mustRetire = true}, 0x1d963ea2905c65b7ULL},
        {task::Attack{.unit = 3, .target = {7, 7}, .combat = notes([](CombatNotes& c) { c.melee = c.battleBack = c.retiring = c.firstStruck = true; })},
         0x958ed8d3b88e61d2ULL},
        {task::AfterMelee{.unit = 3, .defender = 10, .target = {7, 7}, .combat = notes([](CombatNotes& c) { c.melee = c.cannonade = true; })},
         0xe2b76261235877f5ULL},
        {task::Flags{.unit = 11,
                     .from = {1, 2},
                     .flags = 3,
                     .fullStrengthBefore = true,
                     .combat = notes([](CombatNotes& c) { c.cavalryMelee = c.hit = c.rallyDone = c.chiefLost = true; })},
         0xfff2417b175922eaULL},
        {task::RallyCheck{.unit = 12, .combat = notes([](CombatNotes& c) { c.cavalryMelee = c.retiring = true; })}, 0xbf0df6cc1c971dcfULL},
        {task::LeaderCasualty{.leader = 1, .unit = 4, .hex = {3, 4}, .dice = 2, .sabersToKill = 2, .unitEliminated = true}, 0x68186a5c60a57d3bULL},
        {task::ChiefCheck{.unit = 13}, 0xb4337c8c4d35f210ULL},
        {task::LeaderLossRally{.leader = 0, .hex = {2, 2}}, 0x647e1c9cfa5ee54cULL},
        {task::CardReaction{.unit = 2, .attacker = 9, .target = {5, 6}}, 0xd268d5f185f83aafULL},
        {task::ShipFire{.rule = 1, .dice = 3, .target = {8, 3}}, 0xc612285e409e3247ULL},
    };
    for (const auto& [task, hash] : pinned) {
        INFO("task kind " << static_cast<int>(task.kind()));
        GameState s;
        s.tasks = {task};
        CHECK(hashState(s) == hash);
    }
}
