// How long a run of seeded games will take on this machine, forecast from a short trial before
// it starts: a run with the search bot costs a thousand times one with greedy, and a designer
// deciding whether to start one needs to know it is minutes, not seconds.
#pragma once

#include "tricorne/core/by_side.h"
#include "tricorne/sim/simulate.h"

namespace tricorne {

/// A forecast of simulate(rules, options)'s wall time on this machine.
struct RunForecast {
    double secondsPerGame = 0.0;     ///< one game on one thread
    double seconds = 0.0;            ///< the run: its games × secondsPerGame over min(jobs, games) threads
    BySide<double> decisionsPerGame{0.0, 0.0};  ///< each side's decisions a game, in the trial
};

/// Plays a short trial and scales it. A few games of the run's scenario are played with the
/// run's bots, the greedy bot standing in for a search side: they give each side's decisions a
/// game and the cost of every decision but the searches. For a side the search bot plays, a
/// search at the run's budget is timed at up to `searchSamples` of that side's positions, spread
/// over the first trial game; their mean cost stands for each of that side's decisions.
/// The trial's games are seeded apart from the run's and take a few milliseconds with greedy or
/// random, plus `searchSamples` searches a search side (a fraction of a second at 1,000
/// playouts). A rough figure, meant for "about 25 min": search games run longer or shorter than
/// greedy ones, and the machine may be busy. options.games 0 forecasts 0 s.
RunForecast forecastRun(const Rules& rules, const SimulationOptions& options, int searchSamples = 4);

}  // namespace tricorne
