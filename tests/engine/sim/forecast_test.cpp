// forecastRun: the trial behind "about 25 min" before a run starts. What it measures is time,
// which no test may assert; what it counts and how it scales are exact.
#include <catch2/catch.hpp>

#include "fixtures.h"
#include "tricorne/model/rules.h"
#include "tricorne/sim/forecast.h"

using namespace tricorne;

TEST_CASE("sim: a forecast counts each side's decisions and scales one game to the run's threads", "[sim][forecast]") {
    const auto load = fixtures::load(fixtures::sourceDir() / "scenarios/killiecrankie.tricorne.json");
    const Rules rules(*load.scenario, *load.system);
    SimulationOptions options;
    options.games = 200;
    options.seed = 1;
    options.bots = {BotKind::Greedy, BotKind::Greedy};
    options.jobs = 2;
    const RunForecast greedy = forecastRun(rules, options);
    CHECK(greedy.decisionsPerGame[Position::Bottom] > 10);
    CHECK(greedy.decisionsPerGame[Position::Top] > 10);
    CHECK(greedy.secondsPerGame > 0.0);
    CHECK(greedy.seconds == Approx(greedy.secondsPerGame * 200 / 2));

    // The trial's games do not depend on the bots' budget: a search side is played by greedy
    // in them, so it decides as often as greedy did.
    options.bots = {BotKind::Search, BotKind::Greedy};
    options.playouts = {20, 20};
    const RunForecast search = forecastRun(rules, options, 2);
    CHECK(search.decisionsPerGame[Position::Bottom] == greedy.decisionsPerGame[Position::Bottom]);
    CHECK(search.decisionsPerGame[Position::Top] == greedy.decisionsPerGame[Position::Top]);
    CHECK(search.seconds == Approx(search.secondsPerGame * 200 / 2));

    // One game runs on one thread, however many jobs; no game, no time.
    options.games = 1;
    options.jobs = 8;
    const RunForecast one = forecastRun(rules, options, 1);
    CHECK(one.seconds == Approx(one.secondsPerGame));
    options.games = 0;
    CHECK(forecastRun(rules, options).seconds == 0.0);
}
