// balanceVariants / balanceSweep (the balance sweep): which variants a sweep offers
// and in what words, that a change validation refuses is never offered, that each variant is
// its own scenario differing in the one field, and that the sweep's JSON reads back the same;
// systemComparison / systemSweep: the sweep under two game systems on the same games.
#include <algorithm>

#include <catch2/catch.hpp>

#include "fixtures.h"
#include "tricorne/sim/balance.h"
#include "tricorne/model/rules.h"
#include "tricorne/validate/system_files.h"
#include "tricorne/validate/validate.h"

using namespace tricorne;

namespace {

struct Loaded {
    Scenario scenario;
    const GameSystem* system;
};

Loaded killiecrankie() {
    auto load = fixtures::load(fixtures::sourceDir() / "scenarios/killiecrankie.tricorne.json");
    return {*load.scenario, load.system};
}

std::vector<std::string> ids(const std::vector<BalanceVariant>& variants) {
    std::vector<std::string> out;
    for (const auto& v : variants) out.push_back(v.id);
    return out;
}

}  // namespace

TEST_CASE("sim: a balance sweep offers the base, then each dimension's steps in order", "[sim][balance]") {
    const auto k = killiecrankie();
    const auto variants = balanceVariants(k.scenario, *k.system, allBalanceDimensions());
    CHECK(ids(variants) == std::vector<std::string>{"base", "victory-banners-1", "victory-banners+1", "command-cards-bottom+1",
                                                    "command-cards-bottom-1", "command-cards-top+1", "command-cards-top-1",
                                                    "combat-cards-bottom+1", "combat-cards-bottom-1", "combat-cards-top+1",
                                                    "combat-cards-top-1", "first-player"});
    CHECK(variants[0].scenario == k.scenario);
    CHECK(variants[0].change.empty());
    // Each variant differs from the battle in its one field.
    Scenario expected = k.scenario;
    expected.bottom.commandCards = 6;
    CHECK(variants[3].scenario == expected);
    CHECK(variants[3].change == "giving the Jacobite side a sixth Command card");
    CHECK(variants[10].change == "taking a Combat card from the Government side (2 left)");
    CHECK(variants[11].scenario.firstPlayer == Position::Top);
    CHECK(variants[11].change == "the Government side moving first instead of the Jacobite side");
}

TEST_CASE("sim: a balance sweep never offers a change validation refuses", "[sim][balance]") {
    auto k = killiecrankie();
    k.scenario.top.commandCards = 1;  // 0 Command cards is an error (no-command-cards)
    k.scenario.victoryBanners = 1;    // the schema's least
    k.scenario.bottom.combatCards = 0;
    const auto variants = balanceVariants(k.scenario, *k.system, allBalanceDimensions());
    const auto offered = ids(variants);
    CHECK(std::find(offered.begin(), offered.end(), "command-cards-top-1") == offered.end());
    CHECK(std::find(offered.begin(), offered.end(), "victory-banners-1") == offered.end());
    CHECK(std::find(offered.begin(), offered.end(), "combat-cards-bottom-1") == offered.end());
    for (const auto& v : variants) CHECK_FALSE(hasErrors(validateSemantics(v.scenario, *k.system)));
}

TEST_CASE("sim: a balance sweep's JSON reads back to the same report, and the closest row is the nearest", "[sim][balance]") {
    const auto k = killiecrankie();
    SimulationOptions options;
    options.games = 12;
    options.seed = 9;
    const auto variants = balanceVariants(k.scenario, *k.system, {BalanceDimension::FirstPlayer, BalanceDimension::VictoryBanners});
    const BalanceTarget target{Position::Top, 0.6};
    const auto report = balanceSweep(variants, *k.system, options, target);
    REQUIRE(report.rows.size() == 4);
    for (const auto& row : report.rows) CHECK(row.result.played == 12);
    for (const auto& row : report.rows) CHECK(report.rows[report.closest()].distance(target) <= row.distance(target));
    Diagnostics diagnostics;
    const auto again = balanceFromJson(nlohmann::json::parse(balanceToJson(report).dump()), diagnostics);
    REQUIRE(again.has_value());
    CHECK(diagnostics.empty());
    CHECK(balanceToJson(*again) == balanceToJson(report));
}

TEST_CASE("sim: a balance sweep file with a broken variant result names the place inside it", "[sim][balance]") {
    auto doc = nlohmann::json::parse(R"({"format": "tricorne-balance", "version": 1, "target": {"side": "bottom", "rate": 0.5},
                                         "closest": "base", "variants": [{"id": "base", "change": "", "result": {"format": "tricorne-simulation", "version": 3}}]})");
    Diagnostics diagnostics;
    CHECK_FALSE(balanceFromJson(doc, diagnostics).has_value());
    REQUIRE_FALSE(diagnostics.empty());
    CHECK(diagnostics[0].pointer.rfind("/variants/0/result", 0) == 0);
}

TEST_CASE("sim: a sweep row is apart from the base only when their intervals do not overlap", "[sim][balance]") {
    auto row = [](const char* id, std::int64_t topWins, std::int64_t played) {
        BalanceRow r;
        r.id = id;
        r.result.played = r.result.games = played;
        r.result.wins = {played - topWins, topWins};
        return r;
    };
    BalanceReport report;
    report.target = {Position::Top, 0.5};
    // 20 games: 30% against 45% overlap; 30% against 85% do not.
    report.rows = {row("base", 6, 20), row("near", 9, 20), row("far", 17, 20)};
    CHECK_FALSE(report.apartFromBase(0));
    CHECK_FALSE(report.apartFromBase(1));
    CHECK(report.apartFromBase(2));
    CHECK_FALSE(report.apartFromBase(3));   // no such row
    // The same rates at 2,000 games are told apart.
    report.rows = {row("base", 600, 2000), row("near", 900, 2000)};
    CHECK(report.apartFromBase(1));
}

namespace {

/// The Highland fork of the Jacobite Rising the CLI tests bind Killiecrankie to.
SystemLoad highlandFork() { return loadSystemFile(fixtures::sourceDir() / "tests/data/systems/highland-fork.tricorne-system.json"); }

std::string jsonOf(const SimulationResult& r) { return simulationToJson(r).dump(); }

}  // namespace

TEST_CASE("sim: a comparison of two game systems plays each change of the sweep under both, on the same games", "[sim][balance][systems]") {
    const auto k = killiecrankie();
    const SystemLoad fork = highlandFork();
    REQUIRE(fork.system);
    const SystemComparison comparison =
        systemComparison(k.scenario, *k.system, *fork.system, fork.document, {BalanceDimension::FirstPlayer, BalanceDimension::VictoryBanners});
    REQUIRE(comparison.misfit.empty());
    CHECK(ids(comparison.variants) == std::vector<std::string>{"base", "first-player", "victory-banners-1", "victory-banners+1"});
    CHECK(ids(comparison.bound) == ids(comparison.variants));
    for (std::size_t i = 0; i < comparison.variants.size(); ++i) {
        // The same change, the scenario bound to the fork.
        CHECK(comparison.bound[i].change == comparison.variants[i].change);
        CHECK(comparison.variants[i].system == k.system);
        CHECK(comparison.bound[i].system == fork.system.get());
        CHECK(comparison.bound[i].scenario.system == fork.system->id);
        CHECK(comparison.bound[i].scenario.victoryBanners == comparison.variants[i].scenario.victoryBanners);
        CHECK(comparison.bound[i].scenario.firstPlayer == comparison.variants[i].scenario.firstPlayer);
    }
    // Without dimensions: the battle as it is only.
    CHECK(ids(systemComparison(k.scenario, *k.system, *fork.system, fork.document).variants) == std::vector<std::string>{"base"});

    SimulationOptions options;
    options.games = 10;
    options.seed = 4;
    const BalanceTarget target{Position::Bottom, 0.5};
    std::vector<std::pair<std::int64_t, std::int64_t>> progress;
    options.progress = [&](std::int64_t done, std::int64_t total) { progress.emplace_back(done, total); };
    const BalanceReport report = systemSweep(comparison, options, target);
    REQUIRE(report.rows.size() == 4);
    CHECK(report.systems == comparison.systems);
    options.progress = nullptr;
    for (std::size_t i = 0; i < report.rows.size(); ++i) {
        REQUIRE(report.rows[i].versus);
        CHECK(report.rows[i].id == comparison.variants[i].id);
        // Each half is the simulation of its variant under its system, with the sweep's games.
        CHECK(jsonOf(report.rows[i].result) == jsonOf(simulate(Rules(comparison.variants[i].scenario, *k.system), options)));
        CHECK(jsonOf(*report.rows[i].versus) == jsonOf(simulate(Rules(comparison.bound[i].scenario, *fork.system), options)));
    }
    // One count over both systems' games.
    REQUIRE_FALSE(progress.empty());
    CHECK(progress.back().first == 4 * 2 * 10);
    CHECK(progress.back().second == 4 * 2 * 10);
    // The closest row under each system is the nearest under it.
    for (UnderSystem system : {UnderSystem::Own, UnderSystem::Versus})
        for (const auto& row : report.rows)
            CHECK(report.rows[report.closest(system)].distance(target, system) <= row.distance(target, system));
}

TEST_CASE("sim: a comparison of game systems is written as version 3, reads back the same, and a version 2 file still reads",
          "[sim][balance][systems]") {
    const auto k = killiecrankie();
    const SystemLoad fork = highlandFork();
    REQUIRE(fork.system);
    SimulationOptions options;
    options.games = 6;
    options.seed = 2;
    const BalanceReport report =
        systemSweep(systemComparison(k.scenario, *k.system, *fork.system, fork.document, {BalanceDimension::FirstPlayer}), options, {Position::Top, 0.4});
    const nlohmann::json doc = nlohmann::json::parse(balanceToJson(report).dump());
    CHECK(doc["version"] == 3);
    CHECK(doc["closestVersus"] == report.rows[report.closest(UnderSystem::Versus)].id);
    REQUIRE(doc["variants"].size() == 2);
    const RateDifference d = winRateDifference(report.rows[1].result, *report.rows[1].versus, Position::Top);
    CHECK(doc["variants"][1]["difference"]["top"]["difference"] == d.difference);
    CHECK(doc["variants"][1]["versus"] == nlohmann::json::parse(jsonOf(*report.rows[1].versus)));
    Diagnostics diagnostics;
    const auto again = balanceFromJson(doc, diagnostics);
    REQUIRE(again.has_value());
    CHECK(diagnostics.empty());
    CHECK(balanceToJson(*again) == balanceToJson(report));

    // Version 2 wrote the base under each system as two variants and one top-level difference.
    nlohmann::json v2 = doc;
    v2["version"] = 2;
    v2.erase("closestVersus");
    v2["difference"] = doc["variants"][0]["difference"];
    v2["variants"] = nlohmann::json::array({{{"id", "base"}, {"change", ""}, {"result", doc["variants"][0]["result"]}},
                                            {{"id", "versus-system"}, {"change", "under The Jacobite Rising"}, {"result", doc["variants"][0]["versus"]}}});
    const auto old = balanceFromJson(v2, diagnostics);
    REQUIRE(old.has_value());
    REQUIRE(old->rows.size() == 1);
    REQUIRE(old->rows[0].versus);
    CHECK(jsonOf(*old->rows[0].versus) == jsonOf(*report.rows[0].versus));
    CHECK(jsonOf(old->rows[0].result) == jsonOf(report.rows[0].result));

    // A version 3 variant without its other half, or a versus half outside a comparison, names the place.
    nlohmann::json half = doc;
    half["variants"][1].erase("versus");
    diagnostics.clear();
    CHECK_FALSE(balanceFromJson(half, diagnostics).has_value());
    REQUIRE_FALSE(diagnostics.empty());
    CHECK(diagnostics[0].pointer == "/variants/1/versus");
    nlohmann::json stray = doc;
    stray.erase("systems");
    diagnostics.clear();
    CHECK_FALSE(balanceFromJson(stray, diagnostics).has_value());
    REQUIRE_FALSE(diagnostics.empty());
    CHECK(diagnostics[0].pointer == "/variants/0/versus");
}

TEST_CASE("sim: shards of a sweep under two game systems merge into the whole run", "[sim][balance][systems]") {
    const auto k = killiecrankie();
    const SystemLoad fork = highlandFork();
    REQUIRE(fork.system);
    const SystemComparison comparison = systemComparison(k.scenario, *k.system, *fork.system, fork.document, {BalanceDimension::FirstPlayer});
    SimulationOptions options;
    options.games = 8;
    options.seed = 6;
    const BalanceTarget target{Position::Bottom, 0.5};
    const BalanceReport whole = systemSweep(comparison, options, target);
    std::vector<BalanceReport> shards;
    for (int i = 0; i < 2; ++i) {
        SimulationOptions shard = options;
        shard.shardIndex = i;
        shard.shardCount = 2;
        shards.push_back(systemSweep(comparison, shard, target));
    }
    int culprit = 0;
    std::string message;
    const auto merged = mergeBalanceReports(shards, culprit, message);
    INFO(message);
    REQUIRE(merged.has_value());
    CHECK(balanceToJson(*merged) == balanceToJson(whole));
    // A shard of the sweep under one system is not a shard of this one.
    SimulationOptions second = options;
    second.shardIndex = 1;
    second.shardCount = 2;
    shards[1] = balanceSweep(comparison.variants, *k.system, second, target);
    shards[1].systems = whole.systems;
    CHECK_FALSE(mergeBalanceReports(shards, culprit, message).has_value());
    CHECK(culprit == 1);
}
