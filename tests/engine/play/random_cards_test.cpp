// The card decisions in play: seeded random games on the shipped battles, with the full
// Command decks (Section and Tactic cards) and both Combat decks, reach every kind of card
// decision the battles allow, and their logs replay (000 · COMMAND CARDS, COMBAT CARDS).
#include <catch2/catch.hpp>

#include <map>

#include "fixtures.h"
#include "tricorne/play/replay.h"
#include "tricorne/sim/bots.h"
#include "tricorne/io/game_log.h"

using namespace tricorne;

TEST_CASE("cards: random games on the shipped battles play tactic cards, Combat cards, reactions and default actions, and replay",
          "[cards][conformance]") {
    for (const char* name : {"killiecrankie.tricorne.json", "bemis-heights.tricorne.json"}) {
        auto load = loadScenarioFile(std::filesystem::path(TRICORNE_SOURCE_DIR) / "scenarios" / name);
        REQUIRE(load.scenario.has_value());
        const Rules rules(*load.scenario, *load.system);
        std::map<ActionKind, int> seen;
        int tactic = 0;
        for (std::uint64_t seed = 0; seed < 40; ++seed) {
            GameState s = startGame(rules, seed);
            GameLog log = beginLog(rules, s, seed);
            Pcg32 bot(seed, 7);
            for (int i = 0; i < 20000 && !s.winner; ++i) {
                const Action a = randomAction(rules, s, bot);
                if (a.kind == ActionKind::PlayCard &&
                    rules.system().commandCards[s.cards.hands[s.active][static_cast<std::size_t>(a.index)]].tactic)
                    ++tactic;
                ++seen[a.kind];
                REQUIRE(applyAndLog(rules, s, log, a) == ActionError::None);
            }
            REQUIRE(s.winner);
            const auto replay = replayLog(rules, log);
            INFO(name << " seed " << seed << ": " << replay.message);
            REQUIRE(replay.ok);
        }
        INFO(name);
        CHECK(tactic > 0);
        for (ActionKind k : {ActionKind::PlayCombatCard, ActionKind::DeclineCard, ActionKind::RepositionLeader, ActionKind::KeepCard,
                             ActionKind::FirstStrike})
            CHECK(seen[k] > 0);
    }
}
