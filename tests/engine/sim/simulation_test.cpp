// simulate(): results aggregated in game order, so they do not depend on the number of
// threads; shards that merge into exactly the whole run; the JSON form reads back the same;
// how the games of a run are seeded and what the
// report records of it: the scheme, and the unfinished games with their seeds.
#include <atomic>
#include <set>

#include <catch2/catch.hpp>

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
        CHECK(record.banners[*record.winner] >= rules.scenario().victoryBanners);
        addRecord(byHand, record);
    }
    CHECK(dump(byHand) == dump(result));
    CHECK(result.played == 12);
    CHECK(result.wins[Position::Bottom] + result.wins[Position::Top] == 12);
    CHECK(result.endReasons.at("banners") == 12);
}

TEST_CASE("sim: a game past the action cap counts as unfinished", "[sim][simulate]") {
    auto o = options(3, 1, 1);
    o.maxActions = 10;
    const SimulationResult result = simulate(killiecrankie(), o);
    CHECK(result.played == 3);
    CHECK(result.unfinished == 3);
    CHECK(result.wins == BySide<std::int64_t>{0, 0});
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
        CHECK(shards.back().played == shardGameCount(20, i, 3));
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
    SECTION("a total its histogram contradicts is refused at the total") {
        // What a merge adds up must be what the histograms count.
        auto bad = doc;
        bad["sides"][1]["bannerTotal"] = bad["sides"][1]["bannerTotal"].get<std::int64_t>() + 1;
        CHECK_FALSE(simulationFromJson(bad, diagnostics));
        REQUIRE_FALSE(diagnostics.empty());
        CHECK(diagnostics.back().pointer == "/sides/1/bannerTotal");
        diagnostics.clear();
        bad = doc;
        bad["turnTotal"] = bad["turnTotal"].get<std::int64_t>() + 1;
        CHECK_FALSE(simulationFromJson(bad, diagnostics));
        REQUIRE_FALSE(diagnostics.empty());
        CHECK(diagnostics.back().pointer == "/turnTotal");
    }
    SECTION("an elimination count of 0 is refused (a non-negative literal is still checked against the minimum)") {
        auto bad = doc;
        REQUIRE_FALSE(bad["eliminations"].empty());
        bad["eliminations"][0]["count"] = 0;
        CHECK_FALSE(simulationFromJson(bad, diagnostics));
        REQUIRE_FALSE(diagnostics.empty());
        CHECK(diagnostics.back().pointer == "/eliminations/0/count");
    }
    SECTION("a derived figure that the totals do not give is refused at the figure") {
        auto bad = doc;
        bad["sides"][0]["meanBanners"] = bad["sides"][0]["meanBanners"].get<double>() + 0.5;
        CHECK_FALSE(simulationFromJson(bad, diagnostics));
        REQUIRE_FALSE(diagnostics.empty());
        CHECK(diagnostics.back().pointer == "/sides/0/meanBanners");
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

TEST_CASE("sim: game g of a run seeded S is seeded splitmix64(splitmix64(S) + g)", "[sim][seeds]") {
    // Worked out apart from the engine (Python, arithmetic modulo 2^64).
    CHECK(gameSeed(1, 0) == 6791897765849424158ULL);
    CHECK(gameSeed(1, 1) == 9716232063330790915ULL);
    CHECK(gameSeed(2, 0) == 7235116703822611636ULL);
    CHECK(gameSeed(0, 0) == 12035550249420947055ULL);
    CHECK(gameSeed(18446744073709551615ULL, 999) == 8959869837511639432ULL);
    CHECK(std::string(kSeedScheme) == "splitmix64(splitmix64(S) + g)");
    CHECK(playGame(killiecrankie(), 7, options(10, 3, 1)).seed == gameSeed(3, 7));
}

TEST_CASE("sim: runs with seeds 1 and 2 share no game's seed", "[sim][seeds]") {
    // Under the old scheme (game g seeded from S + g) run 2 replayed 4,999 of run 1's 5,000 games.
    std::set<std::uint64_t> one;
    for (int g = 0; g < 5000; ++g) one.insert(gameSeed(1, g));
    CHECK(one.size() == 5000);
    int shared = 0;
    for (int g = 0; g < 5000; ++g) shared += static_cast<int>(one.count(gameSeed(2, g)));
    CHECK(shared == 0);

    // Nor do any two of the seeds 1 to 20 over 5,000 games each.
    std::set<std::uint64_t> all;
    for (std::uint64_t s = 1; s <= 20; ++s)
        for (int g = 0; g < 5000; ++g) all.insert(gameSeed(s, g));
    CHECK(all.size() == 20u * 5000u);
}

TEST_CASE("sim: the report records the seed scheme and refuses another", "[sim][seeds][simulate]") {
    const auto doc = nlohmann::json::parse(dump(simulate(killiecrankie(), options(4, 1, 1))));
    CHECK(doc["version"] == kSimulationVersion);
    CHECK(doc["seedScheme"] == kSeedScheme);
    Diagnostics diagnostics;
    REQUIRE(simulationFromJson(doc, diagnostics));

    SECTION("a version 2 report is refused, saying why it cannot be merged") {
        auto old = doc;
        old["version"] = 2;
        CHECK_FALSE(simulationFromJson(old, diagnostics));
        REQUIRE(diagnostics.size() == 1);
        CHECK(diagnostics[0].pointer == "/version");
        CHECK(diagnostics[0].message.find("seeded splitmix64(S + g)") != std::string::npos);
        CHECK(diagnostics[0].message.find("run this shard again") != std::string::npos);
    }
    SECTION("another scheme is refused at /seedScheme") {
        auto other = doc;
        other["seedScheme"] = "S + g";
        CHECK_FALSE(simulationFromJson(other, diagnostics));
        REQUIRE_FALSE(diagnostics.empty());
        CHECK(diagnostics.back().pointer == "/seedScheme");
    }
}

TEST_CASE("sim: unfinished games are listed with their seeds and left out of the game lengths", "[sim][seeds][simulate]") {
    auto o = options(25, 4, 1);
    o.maxActions = 10;  // no game ends in 10 decisions
    const SimulationResult r = simulate(killiecrankie(), o);
    CHECK(r.unfinished == 25);
    REQUIRE(r.unfinishedGames.size() == kListedUnfinished);  // the first 20 only
    for (std::size_t i = 0; i < r.unfinishedGames.size(); ++i) {
        CHECK(r.unfinishedGames[i].index == static_cast<int>(i));
        CHECK(r.unfinishedGames[i].seed == gameSeed(4, static_cast<int>(i)));
        CHECK(r.unfinishedGames[i].turns >= 1);
    }
    // A game cut off says nothing of how long the battle lasts.
    CHECK(r.turnHistogram.empty());
    CHECK(r.turnTotal == 0);
    CHECK(r.meanTurns() == 0.0);
    CHECK(r.actionTotal == 250);

    SECTION("the list reads back, and a list that is not this run's is refused") {
        const auto doc = nlohmann::json::parse(dump(r));
        Diagnostics diagnostics;
        const auto back = simulationFromJson(doc, diagnostics);
        REQUIRE(back);
        CHECK(back->unfinishedGames == r.unfinishedGames);
        auto wrongSeed = doc;
        wrongSeed["unfinishedGames"][3]["seed"] = 12345;
        CHECK_FALSE(simulationFromJson(wrongSeed, diagnostics));
        CHECK(diagnostics.back().pointer == "/unfinishedGames/3");
        auto short_ = doc;
        short_["unfinishedGames"].erase(short_["unfinishedGames"].size() - 1);
        CHECK_FALSE(simulationFromJson(short_, diagnostics));
        CHECK(diagnostics.back().pointer == "/unfinishedGames");
    }
    SECTION("shards merged list the same games as the whole run") {
        std::vector<SimulationResult> shards;
        for (int i = 0; i < 3; ++i) {
            auto shard = o;
            shard.shardIndex = i;
            shard.shardCount = 3;
            shards.push_back(simulate(killiecrankie(), shard));
        }
        int culprit = 0;
        std::string message;
        const auto merged = mergeSimulations(shards, culprit, message);
        REQUIRE(merged);
        CHECK(dump(*merged) == dump(r));
    }
}

TEST_CASE("sim: a run of 10^8 games keeps no record per game", "[sim][simulate]") {
    // Cancelled after a few games: before, simulate() allocated a record for each of the
    // 10^8 games up front (about 10 GB) and ended in std::bad_alloc.
    auto o = options(100000000, 1, 2);
    std::atomic<bool> cancel{false};
    o.cancel = &cancel;
    o.progress = [&cancel](std::int64_t done, std::int64_t total) {
        CHECK(total == 100000000);
        if (done >= 4) cancel = true;
    };
    SimulationResult result;
    REQUIRE_NOTHROW(result = simulate(killiecrankie(), o));
    CHECK(result.cancelled);
    CHECK(result.played >= 4);
    CHECK(result.played < 100);
}
