// simulate(): results aggregated in game order, so they do not depend on the number of
// threads; shards that merge into exactly the whole run; the JSON form reads back the same.
#include <catch2/catch.hpp>

#include "../fixtures.h"
#include "tricorne/game.h"
#include "tricorne/simulate.h"

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

std::string dump(const SimulationResult& r) { return simulationToJson(r).dump(2); }

}  // namespace

TEST_CASE("sim: simulation results are the same whatever the number of jobs", "[sim][simulate]") {
    const Rules& rules = killiecrankie();
    const std::string one = dump(simulate(rules, options(24, 5, 1)));
    CHECK(dump(simulate(rules, options(24, 5, 2))) == one);
    CHECK(dump(simulate(rules, options(24, 5, 5))) == one);
    CHECK(dump(simulate(rules, options(24, 5, 64))) == one);  // more jobs than games
    CHECK(dump(simulate(rules, options(24, 6, 1))) != one);
}

TEST_CASE("sim: a simulation adds up its games in game order", "[sim][simulate]") {
    const Rules& rules = killiecrankie();
    const auto o = options(12, 9, 3);
    const SimulationResult result = simulate(rules, o);
    SimulationResult byHand = result;
    byHand.played = byHand.unfinished = byHand.turnTotal = byHand.actionTotal = 0;
    byHand.wins = byHand.bannerTotals = {0, 0};
    byHand.endReasons.clear();
    byHand.bannerHistogram = {};
    byHand.turnHistogram.clear();
    byHand.eliminations.clear();
    for (int g = 0; g < o.games; ++g) {
        const GameRecord record = playGame(rules, g, o);
        CHECK(record.index == g);
        CHECK(record.seed == gameSeed(9, g));
        CHECK(record.finished);
        CHECK(record.endReason == "banners");
        CHECK(record.banners[static_cast<std::size_t>(*record.winner)] >= rules.scenario().victoryBanners);
        addRecord(byHand, record);
    }
    CHECK(dump(byHand) == dump(result));
    CHECK(result.played == 12);
    CHECK(result.wins[0] + result.wins[1] == 12);
    CHECK(result.endReasons.at("banners") == 12);
}

TEST_CASE("sim: a game past the action cap counts as unfinished", "[sim][simulate]") {
    auto o = options(3, 1, 1);
    o.maxActions = 10;
    const SimulationResult result = simulate(killiecrankie(), o);
    CHECK(result.played == 3);
    CHECK(result.unfinished == 3);
    CHECK(result.wins == std::array<std::int64_t, 2>{0, 0});
    CHECK(result.endReasons.empty());
    CHECK(result.actionTotal == 30);
}

TEST_CASE("sim: shards of a run merge into exactly the whole run", "[sim][simulate]") {
    const Rules& rules = killiecrankie();
    const SimulationResult whole = simulate(rules, options(20, 3, 2));
    std::vector<SimulationResult> shards;
    for (int i : {2, 0, 1}) {  // any order
        auto o = options(20, 3, 1);
        o.shardIndex = i;
        o.shardCount = 3;
        shards.push_back(simulate(rules, o));
        CHECK(shards.back().played == static_cast<std::int64_t>(shardGames(20, i, 3).size()));
    }
    int culprit = 0;
    std::string message;
    const auto merged = mergeSimulations(shards, culprit, message);
    INFO(message);
    REQUIRE(merged);
    CHECK(dump(*merged) == dump(whole));

    SECTION("a missing shard is named") {
        shards.pop_back();
        CHECK_FALSE(mergeSimulations(shards, culprit, message));
        CHECK(culprit == -1);
        CHECK(message.find("shard 1/3 is missing") != std::string::npos);
    }
    SECTION("a repeated shard is named") {
        shards.push_back(shards.front());
        CHECK_FALSE(mergeSimulations(shards, culprit, message));
        CHECK(culprit == 3);
    }
    SECTION("a shard of another run is named") {
        auto o = options(20, 4, 1);
        o.shardIndex = 1;
        o.shardCount = 3;
        shards.back() = simulate(rules, o);
        CHECK_FALSE(mergeSimulations(shards, culprit, message));
        CHECK(culprit == 2);
    }
}

TEST_CASE("sim: a simulation result reads back from its JSON unchanged", "[sim][simulate]") {
    auto o = options(10, 2, 1);
    o.shardIndex = 1;
    o.shardCount = 4;
    const SimulationResult shard = simulate(killiecrankie(), o);
    const auto doc = nlohmann::json::parse(dump(shard));
    Diagnostics diagnostics;
    const auto back = simulationFromJson(doc, diagnostics);
    REQUIRE(back);
    CHECK(diagnostics.empty());
    CHECK(dump(*back) == dump(shard));

    SECTION("totals that do not add up are refused with a pointer") {
        auto bad = doc;
        bad["played"] = 5;
        CHECK_FALSE(simulationFromJson(bad, diagnostics));
        REQUIRE_FALSE(diagnostics.empty());
        CHECK(diagnostics.back().pointer == "/played");
    }
    SECTION("wrong types and unknown bots are refused with a pointer") {
        auto bad = doc;
        bad["sides"][1]["bot"] = "clever";
        bad["turnTotal"] = "many";
        CHECK_FALSE(simulationFromJson(bad, diagnostics));
        REQUIRE(diagnostics.size() == 2);
        CHECK(diagnostics[0].pointer == "/turnTotal");
        CHECK(diagnostics[1].pointer == "/sides/1/bot");
    }
    SECTION("a newer version is refused") {
        auto bad = doc;
        bad["version"] = kSimulationVersion + 1;
        CHECK_FALSE(simulationFromJson(bad, diagnostics));
        CHECK(diagnostics.back().pointer == "/version");
    }
}
