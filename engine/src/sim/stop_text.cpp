// The sentences a run under a stopping rule says of itself (tricorne/sim/simulate.h,
// standingSentence and stopSentence): the command line prints them and the studio shows them.
// Apart from simulate.cpp, which is built at -O3 for the games' sake: there GCC 12 warns
// falsely (-Wrestrict) inside std::string's concatenation.
#include <algorithm>
#include <cmath>

#include "tricorne/sim/simulate.h"

namespace tricorne {

namespace {

/// 0.71 → "71": a rate in whole percent, rounded down (direction < 0), up (> 0) or to the nearest (0).
std::string wholePercent(double rate, int direction) {
    const double x = 100.0 * rate;
    // The 1e-9 keeps 0.29 (28.999999…%) from rounding down to 28 or up to 30.
    const double whole = direction < 0 ? std::floor(x + 1e-9) : direction > 0 ? std::ceil(x - 1e-9) : std::round(x);
    return std::to_string(static_cast<int>(whole));
}

/// A target or margin in percent without a needless ".0": 0.55 → "55", 0.025 → "2.5".
std::string pointsText(double rate) {
    const double tenths = std::round(rate * 1000.0);
    const auto whole = static_cast<long long>(tenths / 10.0);
    const auto rest = static_cast<long long>(tenths) % 10;
    return std::to_string(whole) + (rest == 0 ? "" : "." + std::to_string(rest < 0 ? -rest : rest));
}

std::string sideName(const SimulationResult& r, Position p) { return r.factionNames[p].empty() ? positionName(p) : r.factionNames[p]; }

std::string gamesText(std::int64_t n) { return std::to_string(n) + (n == 1 ? " game" : " games"); }

}  // namespace

std::string standingSentence(const SimulationResult& result, const StopRule& rule) {
    const Interval ci = betaMixtureInterval(result.wins[rule.side], result.played, 1.0 - rule.confidence);
    return sideName(result, rule.side) + " " + wholePercent(result.winRate(rule.side), 0) + "% [" + wholePercent(ci.low, -1) + ", " +
           wholePercent(ci.high, +1) + "] after " + gamesText(result.played) + " (always-valid " + pointsText(rule.confidence) + "%)";
}

std::string stopSentence(const SimulationResult& result) {
    if (!result.stop) return {};
    const StopReport& stop = *result.stop;
    const StopRule& rule = stop.rule;
    const std::string side = sideName(result, rule.side);
    const std::string rates = wholePercent(result.winRate(rule.side), 0) + "% [" + wholePercent(stop.interval.low, -1) + ", " +
                              wholePercent(stop.interval.high, +1) + "]";
    const std::string valid = "always-valid " + pointsText(rule.confidence) + "%";
    const std::string figures = rates + ", " + valid;
    const std::string over = pointsText(std::min(1.0, rule.rate + rule.margin)), under = pointsText(std::max(0.0, rule.rate - rule.margin));
    const std::string within = "within ±" + pointsText(rule.margin) + " of " + pointsText(rule.rate) + "%";
    switch (stop.verdict) {
    case Verdict::Over: return "stopped after " + gamesText(result.played) + ": " + side + " clearly over " + over + "% (" + figures + ")";
    case Verdict::Under: return "stopped after " + gamesText(result.played) + ": " + side + " clearly under " + under + "% (" + figures + ")";
    case Verdict::Within: return "stopped after " + gamesText(result.played) + ": " + side + " " + within + " (" + figures + ")";
    case Verdict::Undecided: break;
    }
    return std::string(result.cancelled ? "cancelled after " + gamesText(result.played) + ", not decided: "
                                        : "not decided after " + gamesText(result.played) + ": ") +
           side + " " + rates + " (" + valid + "), neither clearly over " + over +
           "% nor under " + under + "% nor " + within;
}

}  // namespace tricorne
