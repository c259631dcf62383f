// How fast the rules engine plays whole random-bot games, reported per game and per turn
// (the aim: at least 1,000 random games a second per core).
// Two doors: a Match, as the bots and `tricorne simulate` play (each decision's list built once),
// and legalActions + apply, as the studio's playtest and the tests call them.
#include <map>
#include <memory>

#include <benchmark/benchmark.h>

#include "tricorne/sim/bots.h"
#include "tricorne/play/game.h"
#include "tricorne/play/match.h"
#include "tricorne/validate/validate.h"

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

/// Games/s, turns/s, actions/s and turns a game from totals over the run.
void report(benchmark::State& state, std::int64_t turns, std::int64_t actions) {
    state.counters["games/s"] = benchmark::Counter(static_cast<double>(state.iterations()), benchmark::Counter::kIsRate);
    state.counters["turns/s"] = benchmark::Counter(static_cast<double>(turns), benchmark::Counter::kIsRate);
    state.counters["actions/s"] = benchmark::Counter(static_cast<double>(actions), benchmark::Counter::kIsRate);
    state.counters["turns/game"] = static_cast<double>(turns) / static_cast<double>(state.iterations());
}

/// One complete random-bot game per iteration through a Match (game g seeded g).
void BM_RandomGame(benchmark::State& state, const std::string& file) {
    const auto& rules = rulesFor(file);
    std::uint64_t seed = 0;
    std::int64_t turns = 0, actions = 0;
    for (auto _ : state) {
        tricorne::Match match(rules, seed);
        tricorne::Pcg32 bot(seed, 1);
        while (!match.legal().empty()) {
            match.play(tricorne::chooseIndex(tricorne::BotKind::Random, rules, match.state(), match.legal(), bot));
            ++actions;
        }
        turns += match.state().turn;
        ++seed;
    }
    report(state, turns, actions);
}
BENCHMARK_CAPTURE(BM_RandomGame, killiecrankie, std::string("killiecrankie.tricorne.json"))->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_RandomGame, bemis_heights, std::string("bemis-heights.tricorne.json"))->Unit(benchmark::kMillisecond);

/// The same games through legalActions + apply: each decision listed by the bot, checked by
/// apply and the next one's list worked out as the action settles.
void BM_RandomGameThroughApply(benchmark::State& state, const std::string& file) {
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
    report(state, turns, actions);
}
BENCHMARK_CAPTURE(BM_RandomGameThroughApply, bemis_heights, std::string("bemis-heights.tricorne.json"))->Unit(benchmark::kMillisecond);

}  // namespace
