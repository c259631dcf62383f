// How fast the rules engine plays: legalActions + apply over whole random games, reported per
// game and per turn (issue "Rules engine", Done when; the balance report builds on this).
#include <map>
#include <memory>

#include <benchmark/benchmark.h>

#include "tricorne/bots.h"
#include "tricorne/game.h"
#include "tricorne/validate.h"

namespace {

const tricorne::Rules& rulesFor(const std::string& file) {
    static std::map<std::string, std::unique_ptr<tricorne::Rules>> cache;
    auto& slot = cache[file];
    if (!slot) {
        auto load = tricorne::loadScenarioFile(std::string(TRICORNE_SOURCE_DIR) + "/scenarios/" + file);
        slot = std::make_unique<tricorne::Rules>(*load.scenario, *load.system);
    }
    return *slot;
}

/// One complete random-bot game per iteration; counters give games/s and the time per turn.
void BM_RandomGame(benchmark::State& state, const std::string& file) {
    const auto& rules = rulesFor(file);
    std::uint64_t seed = 0;
    std::int64_t turns = 0, actions = 0;
    for (auto _ : state) {
        auto s = tricorne::startGame(rules, seed);
        tricorne::Pcg32 bot(seed, 1);
        while (!s.winner) {
            tricorne::apply(rules, s, tricorne::randomAction(rules, s, bot));
            ++actions;
        }
        turns += s.turn;
        ++seed;
    }
    state.counters["games/s"] = benchmark::Counter(static_cast<double>(state.iterations()), benchmark::Counter::kIsRate);
    state.counters["turns/s"] = benchmark::Counter(static_cast<double>(turns), benchmark::Counter::kIsRate);
    state.counters["actions/s"] = benchmark::Counter(static_cast<double>(actions), benchmark::Counter::kIsRate);
    state.counters["turns/game"] = static_cast<double>(turns) / static_cast<double>(state.iterations());
}
BENCHMARK_CAPTURE(BM_RandomGame, killiecrankie, std::string("killiecrankie.tricorne.json"))->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_RandomGame, bemis_heights, std::string("bemis-heights.tricorne.json"))->Unit(benchmark::kMillisecond);

}  // namespace
