// forecastRun: a short trial, timed and scaled. See include/tricorne/sim/forecast.h.
#include "tricorne/sim/forecast.h"

#include <algorithm>
#include <chrono>
#include <vector>

#include "tricorne/play/match.h"
#include "tricorne/sim/bots.h"
#include "tricorne/sim/search.h"

namespace tricorne {

namespace {

using Clock = std::chrono::steady_clock;

double secondsSince(Clock::time_point start) { return std::chrono::duration<double>(Clock::now() - start).count(); }

/// Trial games: enough to even out one short or long game, few enough to stay in milliseconds.
constexpr int kTrialGames = 3;
/// The trial's games are seeded apart from the run's first games (a different seed, the same
/// battle), so a forecast never depends on or hints at the run's own dice.
constexpr std::uint64_t kTrialSeedSalt = 0x666f7265636173ULL;

}  // namespace

RunForecast forecastRun(const Rules& rules, const SimulationOptions& options, int searchSamples) {
    RunForecast out;
    if (options.games <= 0) return out;
    BySide<BotKind> stand = options.bots;   // the search bot's sides played by greedy in the trial games
    for (const Position p : {Position::Bottom, Position::Top})
        if (stand[p] == BotKind::Search) stand[p] = BotKind::Greedy;

    BySide<std::int64_t> decisions{0, 0};
    std::vector<GameState> positions;   // the first game's positions where a search side decides
    BySide<std::vector<std::size_t>> searchAt;   // indices into positions, by side
    const Clock::time_point start = Clock::now();
    for (int g = 0; g < kTrialGames; ++g) {
        const std::uint64_t seed = gameSeed(options.seed ^ kTrialSeedSalt, g);
        Match match(rules, seed);
        Pcg32 botRng(seed, 3);
        for (int actions = 0; !match.state().winner && actions < options.maxActions; ++actions) {
            const Position side = decidingSide(rules, match.state());
            ++decisions[side];
            if (g == 0 && options.bots[side] == BotKind::Search && match.legal().size() > 1) {
                searchAt[side].push_back(positions.size());
                positions.push_back(match.state());
            }
            if (match.play(chooseIndex(stand[side], rules, match.state(), match.legal(), botRng)) != ActionError::None) break;
        }
    }
    // Copying the positions for the searches is part of the trial, not of a run's games: a
    // run's cost is the trial games' less it, which the copies make no more than a little.
    out.secondsPerGame = secondsSince(start) / kTrialGames;

    for (const Position p : {Position::Bottom, Position::Top}) {
        out.decisionsPerGame[p] = static_cast<double>(decisions[p]) / kTrialGames;
        const std::vector<std::size_t>& at = searchAt[p];
        if (options.bots[p] != BotKind::Search || at.empty() || searchSamples <= 0) continue;
        const int samples = std::min<int>(searchSamples, static_cast<int>(at.size()));
        Pcg32 botRng(options.seed ^ kTrialSeedSalt, 4);
        const Clock::time_point searching = Clock::now();
        for (int i = 0; i < samples; ++i) {
            // Spread over the game: the first decision, then evenly to the last.
            const GameState& state = positions[at[(at.size() - 1) * static_cast<std::size_t>(i) / static_cast<std::size_t>(std::max(1, samples - 1))]];
            const std::vector<Action> legal = legalActions(rules, state);
            searchChoice(rules, state, legal, botRng, {.playouts = options.playouts[p]});
        }
        out.secondsPerGame += secondsSince(searching) / samples * out.decisionsPerGame[p];
    }
    const int threads = std::max(1, std::min(options.jobs, options.games));
    out.seconds = out.secondsPerGame * options.games / threads;
    return out;
}

}  // namespace tricorne
