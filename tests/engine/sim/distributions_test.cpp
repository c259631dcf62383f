// What simulate() adds for interactive callers such as the studio's balance panel: the
// distributions of banners and game length, where units were eliminated, progress reports
// and cancellation. All of it is integer counts, so it merges across shards like the totals.
#include <catch2/catch.hpp>

#include <atomic>
#include <numeric>

#include "fixtures.h"
#include "tricorne/play/game.h"
#include "tricorne/sim/simulate.h"

using namespace tricorne;

namespace {

const Rules& killiecrankie() {
    static const auto load = fixtures::load(fixtures::sourceDir() / "scenarios/killiecrankie.tricorne.json");
    static const Rules rules(*load.scenario, *load.system);
    return rules;
}

SimulationOptions options(int games, std::uint64_t seed, int jobs) {
    SimulationOptions o;
    o.games = games;
    o.seed = seed;
    o.jobs = jobs;
    o.bots = {BotKind::Greedy, BotKind::Random};
    return o;
}

std::int64_t sum(const std::vector<std::int64_t>& v) { return std::accumulate(v.begin(), v.end(), std::int64_t{0}); }

std::string dump(const SimulationResult& r) { return simulationToJson(r).dump(2); }

}  // namespace

TEST_CASE("sim: banner and length distributions and eliminations come from the games played", "[sim][distributions]") {
    const Rules& rules = killiecrankie();
    const auto o = options(16, 21, 2);
    const SimulationResult result = simulate(rules, o);
    BySide<std::vector<std::int64_t>> banners;
    std::vector<std::int64_t> turns;
    std::map<Offset, std::int64_t> eliminations;
    std::int64_t eliminated = 0;
    for (int g = 0; g < o.games; ++g) {
        const GameRecord record = playGame(rules, g, o);
        for (Position p : kPositions) {
            const auto held = static_cast<std::size_t>(record.banners[p]);
            if (banners[p].size() <= held) banners[p].resize(held + 1);
            ++banners[p][held];
        }
        if (turns.size() <= static_cast<std::size_t>(record.turns)) turns.resize(static_cast<std::size_t>(record.turns) + 1);
        ++turns[static_cast<std::size_t>(record.turns)];
        for (const Offset& hex : record.eliminated) ++eliminations[hex];
        eliminated += static_cast<std::int64_t>(record.eliminated.size());
    }
    CHECK(result.bannerHistogram == banners);
    CHECK(result.turnHistogram == turns);
    CHECK(result.eliminations == eliminations);
    for (Position p : kPositions) {
        CHECK(sum(result.bannerHistogram[p]) == result.played);
        CHECK(result.bannerHistogram[p].back() > 0);  // no trailing zeros
    }
    CHECK(sum(result.turnHistogram) == result.played - result.unfinished);
    // 000 · VICTORY BANNERS: banners are captured by eliminating enemy units.
    CHECK(eliminated > 0);
    for (const auto& [hex, n] : result.eliminations) CHECK(board::contains(hex));
    CHECK_FALSE(result.cancelled);
}

TEST_CASE("sim: an eliminated unit is counted on its last hex, a unit that exited for an objective is not", "[sim][distributions]") {
    const Rules& rules = killiecrankie();
    GameState state = startGame(rules, 1);
    CHECK(eliminatedHexes(state).empty());
    REQUIRE(state.units.size() >= 3);
    state.units[0].blocks = 0;  // eliminated where it stood
    state.units[2].blocks = 0;  // gone off the board by a baseline: not an elimination
    state.units[2].exited = true;
    const std::vector<Offset> hexes = eliminatedHexes(state);
    REQUIRE(hexes.size() == 1);
    CHECK(hexes[0] == toOffset(state.units[0].hex));
}

TEST_CASE("sim: progress is reported once per game, in order, whatever the number of jobs", "[sim][distributions]") {
    for (int jobs : {1, 3}) {
        auto o = options(9, 4, jobs);
        std::vector<std::int64_t> done;
        o.progress = [&](std::int64_t d, std::int64_t total) {
            CHECK(total == 9);
            done.push_back(d);
        };
        const SimulationResult result = simulate(killiecrankie(), o);
        CHECK(done == std::vector<std::int64_t>{1, 2, 3, 4, 5, 6, 7, 8, 9});
        CHECK(dump(result) == dump(simulate(killiecrankie(), options(9, 4, 1))));  // progress changes nothing
    }
}

TEST_CASE("sim: a cancelled run keeps exactly the games that finished and says so", "[sim][distributions]") {
    const Rules& rules = killiecrankie();
    std::atomic<bool> cancel{false};
    auto o = options(40, 8, 1);
    o.cancel = &cancel;
    o.progress = [&](std::int64_t done, std::int64_t) {
        if (done == 5) cancel = true;
    };
    const SimulationResult result = simulate(rules, o);
    CHECK(result.cancelled);
    CHECK(result.games == 40);
    REQUIRE(result.played == 5);  // one job: games 0..4, then it stops
    SimulationResult byHand = simulate(rules, options(5, 8, 1));
    CHECK(result.wins == byHand.wins);
    CHECK(result.turnHistogram == byHand.turnHistogram);
    CHECK(result.bannerHistogram == byHand.bannerHistogram);
    CHECK(result.eliminations == byHand.eliminations);
    CHECK(result.wins[Position::Bottom] + result.wins[Position::Top] + result.unfinished == result.played);

    SECTION("several jobs stop too, each after its current game") {
        std::atomic<bool> stop{false};
        auto many = options(40, 8, 4);
        many.cancel = &stop;
        many.progress = [&](std::int64_t done, std::int64_t) {
            if (done == 2) stop = true;
        };
        const SimulationResult partial = simulate(rules, many);
        CHECK(partial.cancelled);
        CHECK(partial.played >= 2);
        CHECK(partial.played <= 5);  // the two, plus at most one more game per other worker
        CHECK(sum(partial.turnHistogram) == partial.played);
    }
    SECTION("cancelled before it starts, it plays nothing") {
        std::atomic<bool> stop{true};
        auto none = options(40, 8, 2);
        none.cancel = &stop;
        const SimulationResult empty = simulate(rules, none);
        CHECK(empty.cancelled);
        CHECK(empty.played == 0);
        CHECK(empty.turnHistogram.empty());
    }
    SECTION("it reads back from JSON, and does not merge") {
        Diagnostics diagnostics;
        const auto back = simulationFromJson(nlohmann::json::parse(dump(result)), diagnostics);
        REQUIRE(back);
        CHECK(back->cancelled);
        CHECK(dump(*back) == dump(result));
        int culprit = -1;
        std::string message;
        CHECK_FALSE(mergeSimulations({result}, culprit, message));
        CHECK(culprit == 0);
        CHECK(message.find("cancelled") != std::string::npos);
    }
}

TEST_CASE("sim: distributions and eliminations survive shards and merge", "[sim][distributions]") {
    const Rules& rules = killiecrankie();
    const SimulationResult whole = simulate(rules, options(15, 13, 1));
    std::vector<SimulationResult> shards;
    for (int i = 0; i < 2; ++i) {
        auto o = options(15, 13, 1);
        o.shardIndex = i;
        o.shardCount = 2;
        shards.push_back(simulate(rules, o));
    }
    int culprit = -1;
    std::string message;
    const auto merged = mergeSimulations(shards, culprit, message);
    REQUIRE(merged);
    CHECK(merged->turnHistogram == whole.turnHistogram);
    CHECK(merged->bannerHistogram == whole.bannerHistogram);
    CHECK(merged->eliminations == whole.eliminations);
    CHECK(dump(*merged) == dump(whole));
}

TEST_CASE("sim: distributions in JSON are checked when read back", "[sim][distributions]") {
    const SimulationResult result = simulate(killiecrankie(), options(6, 3, 1));
    const auto doc = nlohmann::json::parse(dump(result));
    REQUIRE_FALSE(doc["eliminations"].empty());
    CHECK(doc["eliminations"][0]["hex"].size() == 2);
    Diagnostics diagnostics;
    SECTION("a length distribution that does not add up") {
        auto bad = doc;
        bad["turnHistogram"].push_back(1);
        CHECK_FALSE(simulationFromJson(bad, diagnostics));
        CHECK(diagnostics.back().pointer == "/turnHistogram");
    }
    SECTION("a banner distribution that does not add up") {
        auto bad = doc;
        bad["sides"][1]["bannerHistogram"] = nlohmann::json::array({1});
        CHECK_FALSE(simulationFromJson(bad, diagnostics));
        CHECK(diagnostics.back().pointer == "/sides/1/bannerHistogram");
    }
    SECTION("a hex listed twice, or not a hex") {
        auto twice = doc;
        twice["eliminations"].push_back(doc["eliminations"][0]);
        CHECK_FALSE(simulationFromJson(twice, diagnostics));
        CHECK(diagnostics.back().pointer == "/eliminations/" + std::to_string(doc["eliminations"].size()) + "/hex");
        auto notHex = doc;
        notHex["eliminations"][0]["hex"] = "6,3";
        CHECK_FALSE(simulationFromJson(notHex, diagnostics));
        CHECK(diagnostics.back().pointer == "/eliminations/0/hex");
    }
    SECTION("a version 1 file (without distributions) is refused with what to do") {
        auto old = doc;
        old["version"] = 1;
        CHECK_FALSE(simulationFromJson(old, diagnostics));
        CHECK(diagnostics.back().pointer == "/version");
        CHECK(diagnostics.back().message.find("run this shard again") != std::string::npos);
    }
}
