// Stopping a run of bot games when its answer is known (docs/reference/cli.md, simulate,
// "Stopping when clear"): an always-valid confidence sequence for a side's win rate, and the rule that reads
// it at batch boundaries.
//
// A fixed-sample interval (Wilson) recomputed after every batch and acted on as soon as it looks
// decisive overstates its confidence: over many looks, one of them strays by chance. A
// confidence sequence covers the true rate at every number of games at once, so stopping on
// whatever it shows keeps the stated confidence. The one here is Robbins' beta mixture with a
// uniform prior (Robbins 1970, "Statistical methods related to the law of the iterated
// logarithm", Ann. Math. Statist. 41; Howard, Ramdas, McAuliffe, Sekhon 2021, "Time-uniform,
// nonparametric, nonasymptotic confidence sequences", Ann. Statist. 49, §3 and Prop. 4):
//
//   M_n(p) = ∫ q^S (1-q)^(n-S) dq / (p^S (1-p)^(n-S)) = B(S+1, n-S+1) / (p^S (1-p)^(n-S))
//
// after S wins in n games is, for the true p, a nonnegative martingale with M_0 = 1, so by
// Ville's inequality P(M_n(p) >= 1/alpha for some n) <= alpha. The set {p : M_n(p) < 1/alpha}
// is therefore an interval that holds the true rate at every n simultaneously with probability
// at least 1 - alpha.
#pragma once

#include <cstdint>
#include <optional>
#include <string_view>

#include "tricorne/core/by_side.h"

namespace tricorne {

/// A confidence interval for a proportion (Wilson's, or a confidence sequence's at one n).
struct Interval {
    double low = 0.0;
    double high = 1.0;
    friend bool operator==(const Interval&, const Interval&) = default;
};

/// log M_n(p) above, for `wins` of `n` games (0 <= wins <= n) and 0 < p < 1: how strongly the
/// games so far speak against a true rate p. 0 when n is 0; otherwise smallest at p = wins / n,
/// where it is at least -log(n + 1), and growing towards 0 (unless wins is 0) and 1 (unless wins is n).
double betaMixtureLogRatio(std::int64_t wins, std::int64_t n, double p);

/// The always-valid interval {p : M_n(p) < 1/alpha} for `wins` of `n` games, to within 1e-12:
/// [0, 1] when n is 0; its low is 0 when wins is 0 and its high 1 when wins is n; it always
/// holds wins / n. Precondition: 0 < alpha < 1, 0 <= wins <= n.
Interval betaMixtureInterval(std::int64_t wins, std::int64_t n, double alpha);

/// Games between two looks of a stopping rule: a run under a rule is decided only after games
/// 0..19, 0..39, … have all been played, whatever the number of worker threads, so the games it
/// plays are always the first ones of the fixed run.
inline constexpr int kStopBatch = 20;

/// What a stopping rule asks of a run: does `side` win more than rate + margin of the games,
/// less than rate - margin, or between the two, at `confidence`?
struct StopRule {
    Position side = Position::Bottom;
    double rate = 0.5;        ///< the designer's target, 0 to 1
    double margin = 0.05;     ///< 0 to 0.5
    double confidence = 0.95; ///< 0.5 to 0.999
    friend bool operator==(const StopRule&, const StopRule&) = default;
};

/// The answer to a StopRule's question. Undecided is first: a run that never answered it.
enum class Verdict { Undecided, Over, Under, Within };

/// "undecided", "over", "under", "within": the names the JSON reports use.
const char* verdictName(Verdict verdict);
std::optional<Verdict> verdictFromName(std::string_view name);

/// The answer that `interval` (an always-valid interval of the side's win rate) gives to
/// `rule`: Over when it lies wholly above rate + margin, Under when wholly below rate - margin,
/// Within when it lies inside [rate - margin, rate + margin], else Undecided. With a margin of
/// 0, Within needs a zero-width interval, which no finite run has.
Verdict judge(const StopRule& rule, const Interval& interval);

}  // namespace tricorne
