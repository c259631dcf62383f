// The stopping rule (tricorne/sim/sequential.h): Robbins' beta-mixture confidence sequence
// against figures worked out by hand and by an independent computation, the verdicts it gives,
// and a run under the rule: the first games of the fixed run, whatever the jobs, looked at only
// every kStopBatch games, its report that of the fixed run of the games it played.
#include <cmath>

#include <catch2/catch.hpp>

#include "fixtures.h"
#include "tricorne/sim/sequential.h"
#include "tricorne/sim/simulate.h"

using namespace tricorne;

namespace {

const Rules& killiecrankie() {
    static const auto load = fixtures::load(fixtures::sourceDir() / "scenarios/killiecrankie.tricorne.json");
    static const Rules rules(*load.scenario, *load.system);
    return rules;
}

SimulationOptions options(int games, BySide<BotKind> bots, std::optional<StopRule> until, int jobs = 1) {
    SimulationOptions o;
    o.games = games;
    o.seed = 3;
    o.jobs = jobs;
    o.bots = bots;
    o.until = until;
    return o;
}

/// The report without its "stop": what the fixed run of the same games writes.
nlohmann::ordered_json withoutStop(const SimulationResult& r) {
    auto doc = simulationToJson(r);
    doc.erase("stop");
    return doc;
}

}  // namespace

TEST_CASE("sim: the beta-mixture log ratio is log B(S+1, n-S+1) - log(p^S (1-p)^(n-S))", "[sim][sequential]") {
    // No games: nothing speaks against any rate.
    CHECK(betaMixtureLogRatio(0, 0, 0.3) == 0.0);
    // 1 of 1: B(2, 1) = 1/2, so M(p) = 1 / (2p).
    CHECK(betaMixtureLogRatio(1, 1, 0.25) == Approx(std::log(2.0)));
    // 5 of 10 at p = 1/2: B(6, 6) = 5! 5! / 11! = 1/2772 and p^10 = 1/1024, so M = 1024/2772.
    CHECK(betaMixtureLogRatio(5, 10, 0.5) == Approx(std::log(1024.0 / 2772.0)));
    // 0 of 20: B(1, 21) = 1/21, so M(p) = 1 / (21 (1-p)^20); the 0 · log p term is not NaN.
    CHECK(betaMixtureLogRatio(0, 20, 0.1) == Approx(-std::log(21.0) - 20.0 * std::log(0.9)));
}

TEST_CASE("sim: the always-valid interval matches hand and independent figures", "[sim][sequential]") {
    // 1 of 1 at alpha 0.05: M(p) = 1/(2p) < 20 exactly when p > 1/40.
    const Interval one = betaMixtureInterval(1, 1, 0.05);
    CHECK(one.low == Approx(0.025).margin(1e-12));
    CHECK(one.high == 1.0);
    // 0 of 20: 1/(21 (1-p)^20) < 20 when p < 1 - 420^(-1/20).
    const Interval none = betaMixtureInterval(0, 20, 0.05);
    CHECK(none.low == 0.0);
    CHECK(none.high == Approx(1.0 - std::pow(420.0, -1.0 / 20.0)).margin(1e-12));
    CHECK(betaMixtureInterval(20, 20, 0.05).low == Approx(std::pow(420.0, -1.0 / 20.0)).margin(1e-12));
    // Against an independent computation (python3: B by exact rationals from factorials, the
    // ends by a 100-step bisection of its own), to 6 decimals.
    struct Case {
        int wins, n;
        double alpha, low, high;
    };
    for (const Case& c : {Case{5, 10, 0.05, 0.129219, 0.870781}, Case{50, 100, 0.05, 0.344590, 0.655410},
                          Case{100, 200, 0.05, 0.385126, 0.614874}, Case{43, 60, 0.05, 0.517889, 0.870302},
                          Case{120, 200, 0.10, 0.491339, 0.702417}, Case{71, 100, 0.01, 0.529601, 0.853957}}) {
        const Interval i = betaMixtureInterval(c.wins, c.n, c.alpha);
        CHECK(i.low == Approx(c.low).margin(1e-6));
        CHECK(i.high == Approx(c.high).margin(1e-6));
    }
    // Wider than Wilson's fixed-sample interval at the same n: the price of looking often.
    const Interval wilson = wilsonInterval(50, 100);
    const Interval always = betaMixtureInterval(50, 100, 0.05);
    CHECK(always.low < wilson.low);
    CHECK(always.high > wilson.high);
    CHECK(betaMixtureInterval(0, 0, 0.05) == Interval{0.0, 1.0});
}

TEST_CASE("sim: a stopping rule's verdict is over, under or within the margin, or none yet", "[sim][sequential]") {
    const StopRule rule{Position::Top, 0.6, 0.05, 0.95};
    CHECK(judge(rule, {0.66, 0.80}) == Verdict::Over);
    CHECK(judge(rule, {0.65, 0.80}) == Verdict::Undecided);  // touches 60 + 5: not clearly over
    CHECK(judge(rule, {0.30, 0.54}) == Verdict::Under);
    CHECK(judge(rule, {0.56, 0.64}) == Verdict::Within);
    CHECK(judge(rule, {0.54, 0.64}) == Verdict::Undecided);
    CHECK(judge({Position::Top, 0.5, 0.0, 0.95}, {0.5, 0.5}) == Verdict::Undecided);  // no margin: never within
    for (Verdict v : {Verdict::Undecided, Verdict::Over, Verdict::Under, Verdict::Within}) CHECK(verdictFromName(verdictName(v)) == v);
    CHECK_FALSE(verdictFromName("clear"));
}

TEST_CASE("sim: a run under a rule stops at a batch boundary and is the fixed run of its games", "[sim][sequential][simulate]") {
    // Greedy against random at Killiecrankie: the greedy side wins nearly every game, so the
    // first look answers "over 55%" already.
    const StopRule rule{Position::Bottom, 0.5, 0.05, 0.95};
    const SimulationResult stopped = simulate(killiecrankie(), options(200, {BotKind::Greedy, BotKind::Random}, rule));
    REQUIRE(stopped.stop);
    CHECK(stopped.stop->verdict == Verdict::Over);
    CHECK(stopped.stop->maxGames == 200);
    CHECK(stopped.played < 200);
    CHECK(stopped.played % kStopBatch == 0);
    CHECK(stopped.games == stopped.played);
    CHECK_FALSE(stopped.cancelled);
    CHECK(stopped.stop->interval == betaMixtureInterval(stopped.wins[Position::Bottom], stopped.played, 0.05));
    // One batch fewer would not have answered: the rule stopped at its first answer.
    if (stopped.played > kStopBatch) {
        const auto before = simulate(killiecrankie(), options(static_cast<int>(stopped.played) - kStopBatch, {BotKind::Greedy, BotKind::Random}, std::nullopt));
        CHECK(judge(rule, betaMixtureInterval(before.wins[Position::Bottom], before.played, 0.05)) == Verdict::Undecided);
    }

    const SimulationResult fixed = simulate(killiecrankie(), options(static_cast<int>(stopped.played), {BotKind::Greedy, BotKind::Random}, std::nullopt));
    CHECK(withoutStop(stopped) == simulationToJson(fixed));
    // Whatever the jobs, the same games and the same stop.
    CHECK(simulationToJson(simulate(killiecrankie(), options(200, {BotKind::Greedy, BotKind::Random}, rule, 3))) == simulationToJson(stopped));
    CHECK(stopSentence(stopped).rfind("stopped after " + std::to_string(stopped.played) + " games: ", 0) == 0);
    CHECK(stopSentence(stopped).find("clearly over 55% (") != std::string::npos);
    CHECK(stopSentence(fixed).empty());
}

TEST_CASE("sim: a run the rule cannot decide plays every game and says so", "[sim][sequential][simulate]") {
    // 99% for a side is out of reach of 30 games either way: never clearly over 100%, never
    // clearly under 94% while it keeps winning, never narrow enough to be within ±5.
    const StopRule rule{Position::Bottom, 0.99, 0.05, 0.95};
    const SimulationResult r = simulate(killiecrankie(), options(30, {BotKind::Greedy, BotKind::Random}, rule, 2));
    REQUIRE(r.stop);
    CHECK(r.played == 30);  // the last batch is the 10 games left
    CHECK(r.games == 30);
    if (r.stop->verdict == Verdict::Undecided) {
        CHECK(stopSentence(r).rfind("not decided after 30 games: ", 0) == 0);
        CHECK(stopSentence(r).find("neither clearly over 100% nor under 94% nor within ±5 of 99%") != std::string::npos);
    }
    Diagnostics diagnostics;
    const auto back = simulationFromJson(simulationToJson(r), diagnostics);
    REQUIRE(back);
    CHECK(back->stop == r.stop);
}

TEST_CASE("sim: a stopped run's report reads back, and an edited verdict is refused", "[sim][sequential][simulate]") {
    const SimulationResult r = simulate(killiecrankie(), options(100, {BotKind::Greedy, BotKind::Random}, StopRule{}));
    const auto doc = nlohmann::json::parse(simulationToJson(r).dump());
    CHECK(doc["version"] == kSimulationVersion);
    CHECK(doc["stop"]["reason"] == stopSentence(r));
    Diagnostics diagnostics;
    const auto back = simulationFromJson(doc, diagnostics);
    REQUIRE(back);
    CHECK(back->stop == r.stop);
    CHECK(simulationToJson(*back) == simulationToJson(r));

    auto edited = doc;
    edited["stop"]["verdict"] = "under";
    CHECK_FALSE(simulationFromJson(edited, diagnostics));
    REQUIRE_FALSE(diagnostics.empty());
    CHECK(diagnostics.back().pointer == "/stop/verdict");

    auto batch = doc;
    batch["stop"]["batch"] = 10;  // looks this tricorne does not take: another rule
    CHECK_FALSE(simulationFromJson(batch, diagnostics));
    CHECK(diagnostics.back().pointer == "/stop/batch");

    auto early = doc;
    early["stop"]["verdict"] = "undecided";  // undecided, yet stopped before its games ran out
    CHECK_FALSE(simulationFromJson(early, diagnostics));
    CHECK(diagnostics.back().pointer == "/stop/maxGames");

    auto older = doc;  // a version 3 report has no stop and reads as a run without a rule
    older["version"] = 3;
    older.erase("stop");
    const auto three = simulationFromJson(older, diagnostics);
    REQUIRE(three);
    CHECK_FALSE(three->stop);
}
