// What one decision of the search bot costs (docs/reference/bots.md, Cost of a decision):
// positions taken from greedy games of the two shipped battles, every one with a real choice to
// make, searched at the strength table's budget on one thread, the choices of a Command card
// (which get kCardBudgetFactor times the playouts) apart from the other decisions. ms/decision is the time
// per searched decision; playouts/s the search's rate.
#include <memory>

#include <benchmark/benchmark.h>

#include "tricorne/play/match.h"
#include "tricorne/sim/bots.h"
#include "tricorne/sim/search.h"
#include "tricorne/validate/validate.h"

namespace {

struct Decision {
    const tricorne::Rules* rules;
    tricorne::GameState state;
    std::vector<tricorne::Action> legal;
};

/// Every 5th decision with more than one choice of one greedy game per battle, and every
/// choice of a Command card.
const std::vector<Decision>& positions() {
    static const auto all = [] {
        static std::vector<std::unique_ptr<tricorne::Rules>> rules;
        std::vector<Decision> out;
        for (const char* file : {"/scenarios/killiecrankie.tricorne.json", "/scenarios/bemis-heights.tricorne.json"}) {
            auto load = tricorne::loadScenarioFile(std::string(TRICORNE_SOURCE_DIR) + file);
            rules.push_back(std::make_unique<tricorne::Rules>(*load.scenario, *load.system));
            tricorne::Match match(*rules.back(), 1);
            tricorne::Pcg32 rng(1, 1);
            for (int n = 0; !match.state().winner; ++n) {
                const bool card = match.legal().front().kind == tricorne::ActionKind::PlayCard;
                if (match.legal().size() > 1 && (card || n % 5 == 0)) out.push_back({rules.back().get(), match.state(), match.legal()});
                match.play(tricorne::chooseIndex(tricorne::BotKind::Greedy, *rules.back(), match.state(), match.legal(), rng));
            }
        }
        return out;
    }();
    return all;
}

/// The positions of positions() whose decision is (or, for `cards` false, is not) the choice
/// of a Command card.
std::vector<const Decision*> positionsOf(bool cards) {
    std::vector<const Decision*> out;
    for (const Decision& p : positions())
        if ((p.legal.front().kind == tricorne::ActionKind::PlayCard) == cards) out.push_back(&p);
    return out;
}

/// range(0): playouts; range(1): 1 for the choices of a Command card, 0 for the others.
void BM_SearchDecision(benchmark::State& state) {
    const auto all = positionsOf(state.range(1) == 1);
    const int playouts = static_cast<int>(state.range(0));
    tricorne::Pcg32 rng(7, 7);
    std::size_t next = 0;
    std::int64_t decisions = 0, played = 0;
    for (auto _ : state) {
        const Decision& p = *all[next++ % all.size()];
        const auto choice = tricorne::searchChoice(*p.rules, p.state, p.legal, rng, {.playouts = playouts});
        benchmark::DoNotOptimize(choice.index);
        ++decisions;
        played += choice.playouts;
    }
    state.counters["playouts/s"] = benchmark::Counter(static_cast<double>(played), benchmark::Counter::kIsRate);
    state.counters["ms/decision"] = benchmark::Counter(static_cast<double>(decisions) / 1000.0,
                                                       benchmark::Counter::kIsRate | benchmark::Counter::kInvert);
}

}  // namespace

BENCHMARK(BM_SearchDecision)
    ->ArgNames({"playouts", "card"})
    ->Args({tricorne::kSearchPlayouts, 0})
    ->Args({tricorne::kSearchPlayouts, 1})
    ->Unit(benchmark::kMillisecond);
