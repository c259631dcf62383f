// A Match is legalActions/apply with each decision's list built once (match.h): over seeded
// random and greedy games on every battle and starter, its list must be legalActions(state)
// and playing a choice must leave the state apply() leaves, action for action. The same games
// check that judging one step (nextStepTo) agrees with listing them all (nextSteps).
#include "play/game_fixtures.h"
#include "tricorne/sim/bots.h"
#include "tricorne/play/match.h"
#include "tricorne/rules/movement.h"

using namespace tricorne;

namespace {

constexpr int kGamesPerFile = 25;

/// Every hex a step of the move in progress could go to: the neighbours, on or off the board.
void checkStepsOneByOne(const Rules& rules, const GameState& s) {
    const auto steps = nextSteps(rules, s, *s.moving);
    const PieceRef p = s.moving->piece;
    const Hex at = p.isUnit() ? s.units[static_cast<std::size_t>(p.index)].hex : s.leaders[static_cast<std::size_t>(p.index)].hex;
    for (Side side : kAllSides) {
        const Hex to = neighbour(at, side);
        const auto listed = std::find_if(steps.begin(), steps.end(), [&](const MoveStep& step) { return step.to == to; });
        const auto judged = nextStepTo(rules, s, *s.moving, to);
        REQUIRE(judged.has_value() == (listed != steps.end()));
        if (judged) REQUIRE(*judged == *listed);
    }
    REQUIRE_FALSE(nextStepTo(rules, s, *s.moving, at).has_value());  // standing still is no step
}

void playAlongside(const std::filesystem::path& path, BotKind bot) {
    const auto load = fixtures::load(path);
    const Rules rules(*load.scenario, *load.system);
    for (int game = 0; game < kGamesPerFile; ++game) {
        const auto seed = static_cast<std::uint64_t>(game);
        Match match(rules, seed);
        GameState s = startGame(rules, seed);
        Pcg32 botRng(seed, 7);
        for (int actions = 0; !s.winner; ++actions) {
            INFO(path.filename().string() << " seed " << seed << " action " << actions);
            REQUIRE(match.legal() == legalActions(rules, s));
            if (s.moving && s.tasks.empty()) checkStepsOneByOne(rules, s);
            const std::size_t choice = chooseIndex(bot, rules, s, match.legal(), botRng);
            REQUIRE(apply(rules, s, match.legal()[choice]) == ActionError::None);
            REQUIRE(match.play(choice) == ActionError::None);
            REQUIRE(match.state() == s);
            REQUIRE(actions < 20000);
        }
        REQUIRE(match.legal().empty());
    }
}

std::vector<std::filesystem::path> playedFiles() {
    auto files = fixtures::filesUnder("scenarios", ".tricorne.json");
    for (const auto& path : fixtures::filesUnder("templates/scenarios", ".tricorne.json"))
        if (path.filename().string().rfind("starter-", 0) == 0) files.push_back(path);
    return files;
}

}  // namespace

TEST_CASE("a Match offers legalActions and plays as apply does, random bots", "[match][conformance][games]") {
    for (const auto& path : playedFiles()) playAlongside(path, BotKind::Random);
}

TEST_CASE("a Match offers legalActions and plays as apply does, greedy bots", "[match][conformance][games]") {
    for (const auto& path : playedFiles()) playAlongside(path, BotKind::Greedy);
}

TEST_CASE("chooseIndex picks what chooseAction picks", "[match][bots]") {
    const auto load = fixtures::load(fixtures::sourceDir() / "scenarios/bemis-heights.tricorne.json");
    const Rules rules(*load.scenario, *load.system);
    for (BotKind bot : {BotKind::Random, BotKind::Greedy}) {
        Match match(rules, 3);
        Pcg32 byIndex(3, 1), byAction(3, 1);
        for (int actions = 0; actions < 500 && !match.legal().empty(); ++actions) {
            const Action chosen = chooseAction(bot, rules, match.state(), byAction);
            const std::size_t choice = chooseIndex(bot, rules, match.state(), match.legal(), byIndex);
            REQUIRE(match.legal()[choice] == chosen);
            REQUIRE(match.play(choice) == ActionError::None);
        }
    }
}

TEST_CASE("a Match refuses what is not on its list and changes nothing", "[match]") {
    const auto load = fixtures::load(fixtures::sourceDir() / "scenarios/killiecrankie.tricorne.json");
    const Rules rules(*load.scenario, *load.system);
    Match match(rules, 5);
    const GameState before = match.state();
    const auto listed = match.legal();
    REQUIRE_FALSE(listed.empty());

    CHECK(match.play(listed.size()) == ActionError::NotLegal);
    Action battle;
    battle.kind = ActionKind::Battle;  // no battle before a card is even played
    battle.piece = PieceRef::unit(0);
    CHECK(match.apply(battle) == ActionError::NotLegal);
    CHECK(match.state() == before);
    CHECK(match.legal() == listed);

    CHECK(match.apply(listed.front()) == ActionError::None);
    GameState expected = before;
    REQUIRE(apply(rules, expected, listed.front()) == ActionError::None);
    CHECK(match.state() == expected);
    CHECK(match.legal() == legalActions(rules, expected));
}

TEST_CASE("a Match reset to a state lists and plays as a new Match from that state", "[match]") {
    // The search bot restarts one Match from each playout's deal (Match::reset).
    const auto load = fixtures::load(fixtures::sourceDir() / "scenarios/killiecrankie.tricorne.json");
    const Rules rules(*load.scenario, *load.system);
    GameState early = startGame(rules, 4);
    Pcg32 bot(4, 1);
    for (int i = 0; i < 30; ++i) REQUIRE(apply(rules, early, randomAction(rules, early, bot)) == ActionError::None);
    Match reused(rules, 9);
    while (!reused.legal().empty() && reused.state().turn < 6)
        REQUIRE(reused.play(chooseIndex(BotKind::Greedy, rules, reused.state(), reused.legal(), bot)) == ActionError::None);
    REQUIRE(reused.state().turn >= 6);  // far from `early`: different lists, units, cards

    GameState given = early;
    reused.reset(std::move(given));
    Match fresh(rules, early);
    CHECK(reused.state() == early);
    CHECK(reused.legal() == legalActions(rules, early));
    Pcg32 a(8, 2), b(8, 2);
    for (int i = 0; i < 300 && !fresh.legal().empty(); ++i) {
        REQUIRE(reused.legal() == fresh.legal());
        REQUIRE(reused.play(chooseIndex(BotKind::Greedy, rules, reused.state(), reused.legal(), a)) == ActionError::None);
        REQUIRE(fresh.play(chooseIndex(BotKind::Greedy, rules, fresh.state(), fresh.legal(), b)) == ActionError::None);
        REQUIRE(reused.state() == fresh.state());
    }
}

TEST_CASE("a Match goes on from any state and stops at the end", "[match]") {
    const auto load = fixtures::load(fixtures::sourceDir() / "scenarios/killiecrankie.tricorne.json");
    const Rules rules(*load.scenario, *load.system);
    GameState s = startGame(rules, 11);
    Pcg32 bot(11, 1);
    for (int i = 0; i < 40; ++i) REQUIRE(apply(rules, s, randomAction(rules, s, bot)) == ActionError::None);
    Match match(rules, s);
    CHECK(match.legal() == legalActions(rules, s));
    while (!match.legal().empty()) REQUIRE(match.play(chooseIndex(BotKind::Random, rules, match.state(), match.legal(), bot)) == ActionError::None);
    REQUIRE(match.state().winner.has_value());
    CHECK(match.play(0) == ActionError::GameOver);
    CHECK(match.apply(Action{}) == ActionError::GameOver);
}
