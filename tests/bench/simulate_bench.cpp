// How fast the balance report runs (docs/design/cli.md): whole bot-against-bot
// games on the largest battle, Bemis Heights, through simulate() itself. games/s with one job
// is the figure per core; decisions/s compares the bots' cost per decision, since a greedy
// game is far shorter than a random one.
#include <memory>

#include <benchmark/benchmark.h>

#include "tricorne/sim/simulate.h"
#include "tricorne/validate/validate.h"

namespace {

const tricorne::Rules& bemisHeights() {
    static const auto rules = [] {
        auto load = tricorne::loadScenarioFile(std::string(TRICORNE_SOURCE_DIR) + "/scenarios/bemis-heights.tricorne.json");
        return std::make_unique<tricorne::Rules>(*load.scenario, *load.system);
    }();
    return *rules;
}

/// Each iteration simulates 8 games (a new seed each time) with the given bots and jobs.
void BM_Simulate(benchmark::State& state, tricorne::BotKind bottom, tricorne::BotKind top, int jobs) {
    const auto& rules = bemisHeights();
    tricorne::SimulationOptions options;
    options.games = 8;
    options.bots = {bottom, top};
    options.jobs = jobs;
    std::int64_t games = 0, decisions = 0, turns = 0;
    for (auto _ : state) {
        const auto result = tricorne::simulate(rules, options);
        benchmark::DoNotOptimize(result.wins);
        games += result.played;
        decisions += result.actionTotal;
        turns += result.turnTotal;
        ++options.seed;
    }
    state.counters["games/s"] = benchmark::Counter(static_cast<double>(games), benchmark::Counter::kIsRate);
    state.counters["decisions/s"] = benchmark::Counter(static_cast<double>(decisions), benchmark::Counter::kIsRate);
    state.counters["turns/game"] = static_cast<double>(turns) / static_cast<double>(std::max<std::int64_t>(1, games));
    state.counters["decisions/game"] = static_cast<double>(decisions) / static_cast<double>(std::max<std::int64_t>(1, games));
}

using tricorne::BotKind;
BENCHMARK_CAPTURE(BM_Simulate, bemis_random_random_1job, BotKind::Random, BotKind::Random, 1)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_Simulate, bemis_greedy_random_1job, BotKind::Greedy, BotKind::Random, 1)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_Simulate, bemis_greedy_greedy_1job, BotKind::Greedy, BotKind::Greedy, 1)->Unit(benchmark::kMillisecond);
// Two workers: wall-clock rate, to show how the threads scale on this 2-core machine.
BENCHMARK_CAPTURE(BM_Simulate, bemis_random_random_2jobs, BotKind::Random, BotKind::Random, 2)->Unit(benchmark::kMillisecond)->UseRealTime();
BENCHMARK_CAPTURE(BM_Simulate, bemis_greedy_greedy_2jobs, BotKind::Greedy, BotKind::Greedy, 2)->Unit(benchmark::kMillisecond)->UseRealTime();

}  // namespace
