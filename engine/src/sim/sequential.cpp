// The beta-mixture confidence sequence and the stopping rule. See
// include/tricorne/sim/sequential.h for the method and its sources.
#include "tricorne/sim/sequential.h"

#include <array>
#include <cmath>

namespace tricorne {

namespace {

constexpr std::array<const char*, 4> kVerdictNames{"undecided", "over", "under", "within"};

/// Bisection for the p in [inside, outside] where log M_n(p) crosses `level`: log M_n is
/// convex in p with its least value at wins / n, so on either side of that point it is
/// monotone and the crossing is unique. `inside` is below the level, `outside` at or above.
double crossing(std::int64_t wins, std::int64_t n, double level, double inside, double outside) {
    // 60 halvings of a width of at most 1 leave less than 1e-18: far below what a report shows.
    for (int i = 0; i < 60; ++i) {
        const double mid = 0.5 * (inside + outside);
        if (betaMixtureLogRatio(wins, n, mid) < level) inside = mid;
        else outside = mid;
    }
    // The outer end of the bracket: the interval returned never claims more than it holds.
    return outside;
}

}  // namespace

double betaMixtureLogRatio(std::int64_t wins, std::int64_t n, double p) {
    if (n <= 0) return 0.0;
    const auto s = static_cast<double>(wins), f = static_cast<double>(n - wins);
    // log B(S+1, n-S+1) = lgamma(S+1) + lgamma(n-S+1) - lgamma(n+2); the uniform prior's own
    // B(1, 1) is 1. The terms with S = 0 or n - S = 0 vanish (0 · log 0 = 0, not NaN).
    const double logMixture = std::lgamma(s + 1.0) + std::lgamma(f + 1.0) - std::lgamma(s + f + 2.0);
    const double logNull = (wins > 0 ? s * std::log(p) : 0.0) + (n - wins > 0 ? f * std::log1p(-p) : 0.0);
    return logMixture - logNull;
}

Interval betaMixtureInterval(std::int64_t wins, std::int64_t n, double alpha) {
    if (n <= 0) return {0.0, 1.0};
    const double level = std::log(1.0 / alpha);
    const double centre = static_cast<double>(wins) / static_cast<double>(n);
    // The centre is always inside: there M_n = 1 / ((n+1) · P(Binomial(n, wins/n) = wins)), and
    // wins is that binomial's most likely value, so its probability is at least 1/(n+1) and
    // M_n <= 1 < 1/alpha. Each end is then a crossing between the centre and 0 or 1.
    Interval out;
    out.low = wins == 0 ? 0.0 : crossing(wins, n, level, centre, 0.0);
    out.high = wins == n ? 1.0 : crossing(wins, n, level, centre, 1.0);
    return out;
}

const char* verdictName(Verdict verdict) { return kVerdictNames[static_cast<std::size_t>(verdict)]; }

std::optional<Verdict> verdictFromName(std::string_view name) {
    for (std::size_t i = 0; i < kVerdictNames.size(); ++i)
        if (name == kVerdictNames[i]) return static_cast<Verdict>(i);
    return std::nullopt;
}

Verdict judge(const StopRule& rule, const Interval& interval) {
    if (interval.low > rule.rate + rule.margin) return Verdict::Over;
    if (interval.high < rule.rate - rule.margin) return Verdict::Under;
    if (rule.margin > 0.0 && interval.low >= rule.rate - rule.margin && interval.high <= rule.rate + rule.margin) return Verdict::Within;
    return Verdict::Undecided;
}

}  // namespace tricorne
