// The search bot: legal in every decision, deterministic for a seed and a budget,
// blind to what its side cannot see, and able to say why it chose.
#include <algorithm>
#include <set>

#include <catch2/catch.hpp>

#include "fixtures.h"
#include "tricorne/play/game.h"
#include "tricorne/play/match.h"
#include "tricorne/sim/bots.h"
#include "tricorne/sim/search.h"
#include "tricorne/sim/simulate.h"

using namespace tricorne;

namespace {

struct Battle {
    tricorne::ScenarioLoad load;
    Rules rules;
    explicit Battle(const std::string& file)
        : load(fixtures::load(fixtures::sourceDir() / "scenarios" / file)), rules(*load.scenario, *load.system) {}
};

const char* const kBattles[] = {"killiecrankie.tricorne.json", "bemis-heights.tricorne.json"};

/// `s` with what `me` cannot see dealt otherwise: the opponent's first hidden hand card swapped
/// with the top of the deck, his Combat hand and deck exchanged round, every deck reversed,
/// other dice to come.
GameState hiddenOtherwise(const GameState& s, Position me) {
    GameState hidden = s;
    CardState& c = hidden.cards;
    const Position them = other(me);
    const std::size_t slot = c.revealed[them] == 0 ? 1 : 0;
    if (slot < c.hands[them].size() && !c.deck.empty()) std::swap(c.hands[them][slot], c.deck.back());
    std::reverse(c.deck.begin(), c.deck.end());
    if (!c.combatHands[them].empty() && !c.combatDeck[them].empty()) std::swap(c.combatHands[them].front(), c.combatDeck[them].front());
    std::reverse(c.combatDeck[me].begin(), c.combatDeck[me].end());
    hidden.rng = Pcg32(4242, 7);
    hidden.forcedDice = {Face::Saber};
    return hidden;
}

/// A whole game, search (at `playouts`) for the bottom side and greedy for the top, as the
/// list of actions taken.
std::vector<Action> searchGame(const Rules& rules, std::uint64_t seed, int playouts) {
    Match match(rules, seed);
    Pcg32 searchRng(seed, 11), greedyRng(seed, 12);
    std::vector<Action> log;
    while (!match.state().winner && log.size() < static_cast<std::size_t>(kMaxActionsPerGame)) {
        const bool search = decidingSide(rules, match.state()) == Position::Bottom;
        const std::size_t i = search ? searchChoice(rules, match.state(), match.legal(), searchRng, {.playouts = playouts}).index
                                     : chooseIndex(BotKind::Greedy, rules, match.state(), match.legal(), greedyRng);
        log.push_back(match.legal().at(i));
        REQUIRE(match.play(i) == ActionError::None);
    }
    return log;
}

}  // namespace

TEST_CASE("sim: the search bot is in the bots' registry as search", "[sim][search]") {
    CHECK(botFromName("search") == BotKind::Search);
    CHECK(std::string(botName(BotKind::Search)) == "search");
    CHECK(botNames(", ") == "random, greedy, search");
}

TEST_CASE("sim: the search bot chooses a legal action in every decision of whole games, combat included", "[sim][search]") {
    for (const char* file : kBattles) {
        const Battle battle(file);
        std::set<ActionKind> kinds;
        for (std::uint64_t seed = 1; seed <= 6; ++seed) {
            GameState s = startGame(battle.rules, seed);
            Pcg32 rng(seed, 3);
            for (int actions = 0; !s.winner; ++actions) {
                INFO(file << " seed " << seed << " action " << actions);
                REQUIRE(actions < kMaxActionsPerGame);
                // Through legalActions/apply, not Match: the choice must be one apply accepts.
                const auto legal = legalActions(battle.rules, s);
                const SearchChoice choice = searchChoice(battle.rules, s, legal, rng, {.playouts = 3});
                REQUIRE(choice.index < legal.size());
                CHECK(choice.playouts == searchBudget(legal, {.playouts = 3}));
                kinds.insert(legal[choice.index].kind);
                REQUIRE(apply(battle.rules, s, legal[choice.index]) == ActionError::None);
            }
        }
        INFO(file << ": " << kinds.size() << " kinds of decision taken by the search bot");
        CHECK(kinds.count(ActionKind::PlayCard));
        CHECK(kinds.count(ActionKind::Battle));
        CHECK(kinds.count(ActionKind::RetreatTo));
        CHECK(kinds.size() >= 10);
    }
}

TEST_CASE("sim: the same seed and budget give the search bot the same game", "[sim][search]") {
    const Battle battle(kBattles[0]);
    const auto first = searchGame(battle.rules, 5, 6);
    CHECK(first == searchGame(battle.rules, 5, 6));
    // And simulate plays it the same way whatever the number of jobs.
    SimulationOptions options;
    options.games = 2;
    options.seed = 9;
    options.bots = {BotKind::Search, BotKind::Greedy};
    options.playouts = {4, 4};
    const SimulationResult one = simulate(battle.rules, options);
    options.jobs = 2;
    const SimulationResult two = simulate(battle.rules, options);
    CHECK(simulationToJson(one) == simulationToJson(two));
    CHECK(simulationToJson(one)["sides"][0]["playouts"] == 4);
    CHECK(one.botsDiffer());
    CHECK(one.botLabel(Position::Bottom) == "search 4");
}

TEST_CASE("sim: the search bot never reads the opponent's hand, the decks' order or the game's dice", "[sim][search]") {
    for (const char* file : kBattles) {
        const Battle battle(file);
        int compared = 0;
        GameState s = startGame(battle.rules, 17);
        Pcg32 greedyRng(17, 1);
        for (int actions = 0; !s.winner && compared < 12; ++actions) {
            const auto legal = legalActions(battle.rules, s);
            const Position me = decidingSide(battle.rules, s);
            const Position them = other(me);
            if (legal.size() > 1 && !s.cards.hands[them].empty() && !s.cards.deck.empty() && actions % 7 == 0) {
                // The same public history, other hidden cards and other dice to come.
                const GameState hidden = hiddenOtherwise(s, me);
                REQUIRE_FALSE(hidden == s);
                Pcg32 a(actions, 8), b(actions, 8);
                const SearchChoice seen = searchChoice(battle.rules, s, legal, a, {.playouts = 24});
                const SearchChoice blind = searchChoice(battle.rules, hidden, legal, b, {.playouts = 24});
                INFO(file << " action " << actions);
                CHECK(seen.index == blind.index);
                CHECK(seen.value == blind.value);
                CHECK(seen.runnerUp == blind.runnerUp);
                ++compared;
            }
            REQUIRE(apply(battle.rules, s, greedyAction(battle.rules, s, greedyRng)) == ActionError::None);
        }
        CHECK(compared == 12);
    }
}

TEST_CASE("sim: the search bot spends kCardBudgetFactor times its budget on the choice of a Command card", "[sim][search]") {
    const Battle battle(kBattles[0]);
    GameState s = startGame(battle.rules, 2);
    Pcg32 greedyRng(2, 1);
    int cards = 0, others = 0;
    for (int actions = 0; !s.winner && (cards < 2 || others < 2); ++actions) {
        REQUIRE(actions < kMaxActionsPerGame);
        const auto legal = legalActions(battle.rules, s);
        if (legal.size() > 1) {
            const bool card = legal.front().kind == ActionKind::PlayCard;
            INFO("action " << actions);
            CHECK(searchBudget(legal, {.playouts = 7}) == (card ? 7 * kCardBudgetFactor : 7));
            if (card ? cards < 2 : others < 2) {
                Pcg32 rng(actions, 5);
                CHECK(searchChoice(battle.rules, s, legal, rng, {.playouts = 7}).playouts == (card ? 7 * kCardBudgetFactor : 7));
                ++(card ? cards : others);
            }
        } else {
            CHECK(searchBudget(legal, {.playouts = 7}) == 0);
        }
        REQUIRE(apply(battle.rules, s, greedyAction(battle.rules, s, greedyRng)) == ActionError::None);
    }
    CHECK(cards == 2);
    CHECK(others == 2);
}

TEST_CASE("sim: the search bot leaves the opponent's decisions to the greedy playouts unless asked to search them", "[sim][search]") {
    for (const char* file : kBattles) {
        const Battle battle(file);
        // Positions of a greedy game where every legal action hands the decision to the other
        // side within the same turn: a walk that goes on past the root meets an opponent's
        // decision at once, before the search's horizon.
        GameState s = startGame(battle.rules, 6);
        Pcg32 greedyRng(6, 1);
        int compared = 0;
        for (int actions = 0; !s.winner && compared < 3; ++actions) {
            REQUIRE(actions < kMaxActionsPerGame);
            const auto legal = legalActions(battle.rules, s);
            const Position me = decidingSide(battle.rules, s);
            const bool handsOver = legal.size() > 1 && std::all_of(legal.begin(), legal.end(), [&](const Action& a) {
                GameState next = s;
                return apply(battle.rules, next, a) == ActionError::None && !next.winner && next.turn == s.turn &&
                       decidingSide(battle.rules, next) != me;
            });
            if (handsOver) {
                INFO(file << " action " << actions << ": " << legal.size() << " legal actions, the first " << describe(battle.rules, legal.front()) << "; turn " << s.turn << ", active " << (s.active == me ? "me" : "them"));
                Pcg32 a(actions, 2), b(actions, 2);
                const int playouts = 12 * static_cast<int>(legal.size());
                const SearchChoice greedyAnswers = searchChoice(battle.rules, s, legal, a, {.playouts = playouts});
                const SearchChoice searched = searchChoice(battle.rules, s, legal, b, {.playouts = playouts, .opponent = Opponent::Searched});
                CHECK(greedyAnswers.treeNodes[me] >= 1);
                CHECK(greedyAnswers.treeNodes[other(me)] == 0);
                CHECK(searched.treeNodes[other(me)] > 0);
                CHECK(greedyAnswers.index < legal.size());
                CHECK(searched.index < legal.size());
                ++compared;
            }
            REQUIRE(apply(battle.rules, s, greedyAction(battle.rules, s, greedyRng)) == ActionError::None);
        }
        CHECK(compared == 3);
    }
}

TEST_CASE("sim: the search bot explains its choice in words", "[sim][search]") {
    const Battle battle(kBattles[1]);
    const GameState s = startGame(battle.rules, 3);
    const auto legal = legalActions(battle.rules, s);
    REQUIRE(legal.size() > 1);
    Pcg32 rng(3, 4);
    const SearchChoice choice = searchChoice(battle.rules, s, legal, rng, {.playouts = 40});
    const std::string text = explainChoice(battle.rules, s, legal, choice);
    INFO(text);
    CHECK(text.rfind("chose ", 0) == 0);
    CHECK(text.find("% after 40 playouts; next best ") != std::string::npos);
    CHECK(choice.value >= 0.0);
    CHECK(choice.value <= 1.0);
    const SearchChoice forced{};
    CHECK(explainChoice(battle.rules, s, legal, forced).find(": the only legal action") != std::string::npos);
}

TEST_CASE("sim: a time budget stops the search early but plays at least one playout", "[sim][search]") {
    const Battle battle(kBattles[0]);
    const GameState s = startGame(battle.rules, 4);
    const auto legal = legalActions(battle.rules, s);
    REQUIRE(legal.size() > 1);
    Pcg32 rng(4, 4);
    const SearchChoice choice = searchChoice(battle.rules, s, legal, rng, {.playouts = 1000000, .seconds = 1e-9});
    CHECK(choice.playouts >= 1);
    CHECK(choice.playouts < 1000000);
    CHECK(choice.index < legal.size());
}

TEST_CASE("sim: with its memory the search bot goes on through its turn from the tree of its last decision", "[sim][search]") {
    for (const char* file : kBattles) {
        const Battle battle(file);
        Match match(battle.rules, 21);
        Pcg32 rng(21, 3), greedyRng(21, 4);
        SearchMemory memory;
        const Position me = Position::Bottom;
        bool straight = false;  // the game's previous decision was the search bot's own
        bool rolled = false;    // and the game's dice or decks moved in it
        const auto deckCards = [](const GameState& g) {
            return g.cards.deck.size() + g.cards.combatDeck[Position::Bottom].size() + g.cards.combatDeck[Position::Top].size();
        };
        int keptAfterOrder = 0, freshAfterDice = 0, freshAfterThem = 0;
        for (int actions = 0; !match.state().winner && actions < 400; ++actions) {
            const GameState& s = match.state();
            const bool mine = decidingSide(battle.rules, s) == me;
            if (!mine) {
                match.play(chooseIndex(BotKind::Greedy, battle.rules, s, match.legal(), greedyRng));
                straight = false;
                continue;
            }
            const std::vector<Action> legal = match.legal();
            const SearchChoice choice = searchChoice(battle.rules, s, legal, rng, {.playouts = 30}, &memory);
            INFO(file << " action " << actions << ": " << describe(battle.rules, legal[choice.index]));
            if (legal.size() > 1) {
                if (!straight) {
                    // The opponent decided in between: the position is not the one the tree left.
                    CHECK(choice.kept == 0);
                    ++freshAfterThem;
                } else if (rolled) {
                    CHECK(choice.kept == 0);
                    ++freshAfterDice;
                } else {
                    // Straight on from its own choice, no die rolled, no card drawn.
                    CHECK(choice.kept > 0);
                    ++keptAfterOrder;
                }
                CHECK(choice.playouts == searchBudget(legal, {.playouts = 30}));
            }
            const Pcg32 before = s.rng;
            const std::size_t decks = deckCards(s);
            REQUIRE(match.play(choice.index) == ActionError::None);
            rolled = !(match.state().rng == before) || deckCards(match.state()) != decks;
            straight = true;
        }
        INFO(file << ": " << keptAfterOrder << " decisions went straight on from the last one, " << freshAfterDice << " began afresh after dice, "
                  << freshAfterThem << " after the opponent");
        CHECK(keptAfterOrder >= 20);
        CHECK(freshAfterDice >= 3);
        CHECK(freshAfterThem >= 3);
    }
}

TEST_CASE("sim: the search bot's memory starts afresh at a position its last choice did not lead to", "[sim][search]") {
    const Battle battle(kBattles[0]);
    // The first choice of a Command card in a greedy game: the orders that follow are the same
    // side's.
    GameState start = startGame(battle.rules, 8);
    Pcg32 greedyRng(8, 2);
    for (int actions = 0; legalActions(battle.rules, start).front().kind != ActionKind::PlayCard || legalActions(battle.rules, start).size() < 2; ++actions) {
        REQUIRE(actions < 200);
        REQUIRE(apply(battle.rules, start, greedyAction(battle.rules, start, greedyRng)) == ActionError::None);
    }
    const auto legal = legalActions(battle.rules, start);
    const auto after = [&](std::size_t i) {
        GameState next = start;
        REQUIRE(apply(battle.rules, next, legal[i]) == ActionError::None);
        REQUIRE(decidingSide(battle.rules, next) == decidingSide(battle.rules, start));
        return next;
    };
    SearchMemory memory;
    Pcg32 rng(8, 1);
    const auto decide = [&](const GameState& s) { return searchChoice(battle.rules, s, legalActions(battle.rules, s), rng, {.playouts = 40}, &memory); };

    const SearchChoice first = decide(start);
    CHECK(first.kept == 0);
    // The position the choice led to: the search goes on with what it played there, and says so.
    const GameState led = after(first.index);
    const SearchChoice goesOn = decide(led);
    CHECK(goesOn.kept > 0);
    CHECK(goesOn.playouts == 40);
    const std::string text = explainChoice(battle.rules, led, legalActions(battle.rules, led), goesOn);
    INFO(text);
    CHECK(text.find("% after 40 playouts and " + std::to_string(goesOn.kept) + " kept from the last decision") != std::string::npos);
    // The same position again (as after an undo in the playtest): not where the choice led.
    CHECK(decide(start).kept == 0);
    // Another action than the one chosen: not where the choice led either.
    const SearchChoice third = decide(start);
    CHECK(decide(after(third.index == 0 ? 1 : 0)).kept == 0);
    // Where the choice led, but the memory cleared in between.
    const SearchChoice fourth = decide(start);
    memory.clear();
    CHECK(decide(after(fourth.index)).kept == 0);
}

TEST_CASE("sim: the search bot's memory keeps it blind to the opponent's hand, the decks' order and the game's dice", "[sim][search]") {
    for (const char* file : kBattles) {
        const Battle battle(file);
        Match match(battle.rules, 23);
        Pcg32 greedyRng(23, 4), a(23, 5), b(23, 5);
        SearchMemory seen, blind;
        int compared = 0, kept = 0;
        for (int actions = 0; !match.state().winner && actions < 300; ++actions) {
            const GameState& s = match.state();
            const Position me = decidingSide(battle.rules, s);
            if (me != Position::Top) {
                match.play(chooseIndex(BotKind::Greedy, battle.rules, s, match.legal(), greedyRng));
                continue;
            }
            const std::vector<Action> legal = match.legal();
            const GameState hidden = hiddenOtherwise(s, me);
            const SearchChoice x = searchChoice(battle.rules, s, legal, a, {.playouts = 16}, &seen);
            const SearchChoice y = searchChoice(battle.rules, hidden, legal, b, {.playouts = 16}, &blind);
            INFO(file << " action " << actions);
            CHECK(x.index == y.index);
            CHECK(x.value == y.value);
            CHECK(x.kept == y.kept);
            ++compared;
            kept += x.kept > 0;
            REQUIRE(match.play(x.index) == ActionError::None);
        }
        CHECK(compared >= 40);
        CHECK(kept >= 10);
    }
}
