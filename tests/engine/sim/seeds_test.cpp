// How the games of a run are seeded (issue #12, "Seeds overlap between runs") and what the
// simulation report (version 3) records of it: the scheme itself, and the unfinished games
// with the seeds that replay them.
#include <set>

#include <catch2/catch.hpp>

#include "../fixtures.h"
#include "tricorne/simulate.h"

using namespace tricorne;

namespace {

const Rules& killiecrankie() {
    static const auto load = fixtures::load(fixtures::sourceDir() / "scenarios/killiecrankie.tricorne.json");
    static const Rules rules(*load.scenario, *load.system);
    return rules;
}

SimulationOptions options(int games, std::uint64_t seed) {
    SimulationOptions o;
    o.games = games;
    o.seed = seed;
    o.bots = {BotKind::Greedy, BotKind::Random};
    return o;
}

std::string dump(const SimulationResult& r) { return simulationToJson(r).dump(2); }

}  // namespace

TEST_CASE("sim: game g of a run seeded S is seeded splitmix64(splitmix64(S) + g)", "[sim][seeds]") {
    // Worked out apart from the engine (Python, arithmetic modulo 2^64).
    CHECK(gameSeed(1, 0) == 6791897765849424158ULL);
    CHECK(gameSeed(1, 1) == 9716232063330790915ULL);
    CHECK(gameSeed(2, 0) == 7235116703822611636ULL);
    CHECK(gameSeed(0, 0) == 12035550249420947055ULL);
    CHECK(gameSeed(18446744073709551615ULL, 999) == 8959869837511639432ULL);
    CHECK(std::string(kSeedScheme) == "splitmix64(splitmix64(S) + g)");
    CHECK(playGame(killiecrankie(), 7, options(10, 3)).seed == gameSeed(3, 7));
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
    const auto doc = nlohmann::json::parse(dump(simulate(killiecrankie(), options(4, 1))));
    CHECK(doc["version"] == 3);
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
    auto o = options(25, 4);
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
