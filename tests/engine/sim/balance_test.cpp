// balanceVariants / balanceSweep (the balance sweep): which variants a sweep offers
// and in what words, that a change validation refuses is never offered, that each variant is
// its own scenario differing in the one field, and that the sweep's JSON reads back the same.
#include <algorithm>

#include <catch2/catch.hpp>

#include "fixtures.h"
#include "tricorne/sim/balance.h"
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
