// Games that never ended: on Clifton Ford two greedy bots
// faced each other for ever across an enclosure wall, each unit two hexes from an enemy it could
// not see, both content. The rules let them leave that position (nothing forces a battle, nothing
// forbids one), so the fault was the bot's: it counted hexes, not what it could battle.
#include <set>

#include <catch2/catch.hpp>

#include "fixtures.h"
#include "play/game_fixtures.h"
#include "tricorne/sim/bots.h"
#include "tricorne/sim/simulate.h"

using namespace tricorne;

namespace {

struct Battle {
    tricorne::ScenarioLoad load;
    Rules rules;
    explicit Battle(const std::filesystem::path& file) : load(fixtures::load(file)), rules(*load.scenario, *load.system) {}
};

const Battle& cliftonFord() {
    static const Battle battle(fixtures::sourceDir() / "tests/data/sim/clifton-ford.tricorne.json");
    return battle;
}

/// The opening state of `r` in the bottom side's movement, its first unit ordered and moving.
GameState firstUnitMoving(const Rules& r) {
    auto s = GameState::initial(r, 1);
    s.phase = Phase::Move;
    s.units[0].ordered = true;
    Action start;
    start.kind = ActionKind::StartMove;
    start.piece = PieceRef::unit(0);
    REQUIRE(apply(r, s, start) == ActionError::None);
    return s;
}

/// The best greedy score among `legal`, and whether an action of `kind` reaches it.
bool bestIs(const Rules& r, const GameState& s, ActionKind kind) {
    const auto legal = legalActions(r, s);
    double best = -1e300;
    for (const Action& a : legal) best = std::max(best, greedyScore(r, s, a));
    for (const Action& a : legal)
        if (a.kind == kind && greedyScore(r, s, a) > best - 1e-9) return true;
    return false;
}

}  // namespace

TEST_CASE("sim: a greedy unit does not stand where an enclosure wall hides its target (000 · ENCLOSURE WALL, Line of Sight)",
          "[sim][bots][000 · ENCLOSURE WALL]") {
    // Clifton Ford's stand-off: highlanders at 5,5, two hexes from grenadiers at 5,3; the line
    // between them runs along the W side of 6,4, where an enclosure wall stands, so neither may
    // fire ("An enclosure wall will block line of sight, unless a unit is directly adjacent").
    fixtures::Battle b;
    b.hexside("enclosure-wall", 6, 4, Side::W)
        .unit("jac-1", "jacobite", "highland", 5, 5)
        .unit("gov-1", "government", "grenadier", 5, 3);
    const Rules& r = b.rules();
    const GameState s = firstUnitMoving(r);
    // Where it stands it cannot battle, so holding is not its best move; a step towards the enemy is.
    CHECK_FALSE(bestIs(r, s, ActionKind::EndMove));
    CHECK(bestIs(r, s, ActionKind::Step));

    SECTION("without the wall the same unit holds: it may fire from there") {
        b.scenario().hexsides.clear();
        const Rules& open = b.rules();
        CHECK(bestIs(open, firstUnitMoving(open), ActionKind::EndMove));
    }
}

TEST_CASE("sim: from turn 1000 the greedy bot sometimes plays a random action, never before", "[sim][bots]") {
    const Rules& r = cliftonFord().rules;
    GameState s = startGame(r, 5);
    Pcg32 rng(5, 1);
    // A decision whose choices are not all worth the same.
    const auto distinctScores = [&] {
        std::set<double> scores;
        for (const Action& a : legalActions(r, s)) scores.insert(greedyScore(r, s, a));
        return scores.size();
    };
    for (int i = 0; i < 1000 && distinctScores() < 3; ++i) REQUIRE(apply(r, s, greedyAction(r, s, rng)) == ActionError::None);
    REQUIRE(distinctScores() >= 3);
    const auto chosenScores = [&](int turn) {
        GameState at = s;
        at.turn = turn;
        std::set<double> scores;
        for (std::uint64_t seed = 0; seed < 100; ++seed) {
            Pcg32 botRng(seed, 3);
            scores.insert(greedyScore(r, at, greedyAction(r, at, botRng)));
        }
        return scores;
    };
    CHECK(chosenScores(kRestlessTurn - 1).size() == 1);  // always a best-scored action
    CHECK(chosenScores(kRestlessTurn).size() > 1);       // sometimes not
}

TEST_CASE("sim: the Clifton Ford reproducer finishes every game, greedy and random", "[sim][bots][simulate]") {
    const Rules& r = cliftonFord().rules;
    SimulationOptions o;
    o.seed = 1;
    o.jobs = 2;
    SECTION("the greedy game that went round for ever before") {
        // Game 862 of seed 1: unfinished after 100,000 decisions (turn 11,608, banners 4 to 3)
        // before the greedy bot looked at its line of sight.
        o.games = 2000;
        o.bots = {BotKind::Greedy, BotKind::Greedy};
        const GameRecord game = playGame(r, 862, o);
        CHECK(game.finished);
        CHECK(game.turns < kRestlessTurn);  // ended by the line-of-sight fix, not by chance
    }
    // Longer runs (5,000 games of each pair) finish too; measured by hand with `tricorne simulate`.
    for (const auto& bots : {BySide<BotKind>{BotKind::Greedy, BotKind::Greedy}, BySide<BotKind>{BotKind::Random, BotKind::Random},
                             BySide<BotKind>{BotKind::Greedy, BotKind::Random}}) {
        o.games = 300;
        o.bots = bots;
        const SimulationResult result = simulate(r, o);
        INFO(botName(bots[Position::Bottom]) << "," << botName(bots[Position::Top]));
        CHECK(result.unfinished == 0);
    }
}
