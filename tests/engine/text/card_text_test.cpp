// Card texts written from the card data (what the playtest's hand shows): each order rule and
// each effect of the vocabulary reads as the engine enforces it (000 · Phase 1. Play a
// Command Card, ADDITIONAL COMMAND CARD NOTES, COMBAT CARDS; 001 likewise).
#include <catch2/catch.hpp>

#include "translatable.h"

#include "tricorne/model/system.h"
#include "tricorne/text/card_text.h"
#include "tricorne/validate/validate.h"

using namespace tricorne;

namespace {

const GameSystem& systemOf(const std::string& id) {
    const GameSystem* s = builtinSystems().find(id);
    REQUIRE(s != nullptr);
    return *s;
}

template <typename Card>
const Card& cardOf(const std::vector<Card>& cards, const std::string& id, const std::string& deck = {}) {
    for (const Card& c : cards) {
        if constexpr (std::is_same_v<Card, CombatCard>) {
            if (!deck.empty() && c.deck != deck) continue;
        }
        if (c.id == id) return c;
    }
    FAIL("no card " << id);
    return cards.front();
}

}  // namespace

TEST_CASE("card text: every shipped card says what it orders or does", "[cards][000 · COMBAT CARDS][001 · COMBAT CARDS]") {
    for (const char* id : {"jacobite-rising", "american-revolution"}) {
        const GameSystem& sys = systemOf(id);
        for (const CommandCard& c : sys.commandCards) {
            INFO(id << " " << c.id);
            CHECK_FALSE(describeCard(c).empty());
        }
        for (const CombatCard& c : sys.combatCards) {
            INFO(id << " " << c.id);
            CHECK(describeCard(c).find("Play ") == 0);
            CHECK(describeCard(c).size() > describeCard(static_cast<const CardText&>(c)).size());
        }
    }
}

TEST_CASE("card text: every shipped card's text can be said in the studio's language", "[cards][text]") {
    // The playtest's hand shows cardText through the studio's translation: each sentence a
    // marked template whose English is describeCard's, its first letter upper case in any
    // language (Text::sentence).
    for (const char* id : {"jacobite-rising", "american-revolution"}) {
        const GameSystem& sys = systemOf(id);
        const auto check = [&](const auto& card) {
            INFO(id << " " << card.id);
            const Text t = cardText(card);
            CHECK(t.text == describeCard(card));
            CHECK_FALSE(t.key.empty());
            fixtures::checkTranslatable(t);
            // Its first sentence: the text itself or the first part of the sentences joined.
            const Text* first = &t;
            while (!first->sentence && !first->fill.empty()) first = &first->fill.front();
            CHECK((first->sentence || first->key.rfind("Play ", 0) == 0));
        };
        for (const CommandCard& c : sys.commandCards) check(c);
        for (const CombatCard& c : sys.combatCards) check(c);
    }
}

TEST_CASE("card text: section, count, equal-to-command, line and inspired-leader orders", "[cards][000 · Phase 1. Play a Command Card]") {
    const GameSystem& ar = systemOf("american-revolution");
    const GameSystem& jr = systemOf("jacobite-rising");
    CHECK(describeCard(cardOf(jr.commandCards, "probe-left")) == "Order 2 units or leaders in the left section.");
    CHECK(describeCard(cardOf(jr.commandCards, "coordinated-advance")) ==
          "Order 1 unit or leader in the left section; order 1 unit or leader in the centre section; "
          "order 1 unit or leader in the right section.");
    CHECK(describeCard(cardOf(jr.commandCards, "cavalry-charge")) ==
          "Order 4 cavalry units anywhere. Cavalry units roll 1 more die in melee.");
    CHECK(describeCard(cardOf(ar.commandCards, "at-the-quick-step")) ==
          "Order as many infantry units as you hold Command cards, this one included. Infantry units move at most 1 hex. "
          "Hessian units lose no die for moving.");
    CHECK(describeCard(cardOf(ar.commandCards, "line-volley")) ==
          "Order a line of contiguous units and lone leaders. Ordered units may not melee. Units roll 1 more die in ranged combat.");
    CHECK(describeCard(cardOf(jr.commandCards, "inspired-leader-left")) ==
          "Order a leader in the left section, his unit and up to 4 more in a contiguous string; "
          "units adjacent to him without a leader roll 1 more die.");
    CHECK(describeCard(cardOf(ar.commandCards, "rally")) ==
          "Roll a die for each Command card in hand: each unit symbol returns a block.");
}

TEST_CASE("card text: Combat cards lead with the moment they are played", "[cards][000 · COMBAT CARDS]") {
    const GameSystem& jr = systemOf("jacobite-rising");
    const CombatCard& steady = cardOf(jr.combatCards, "steady-fire");
    CHECK(describeCard(steady) == "Play on an ordered unit before it battles. Units roll 1 more die in ranged combat.");
    CHECK(describeCard(cardOf(jr.combatCards, "ambush")) ==
          "Play out of turn when a unit of yours is attacked in melee. The attacked unit battles first and may not battle back.");
    CHECK(describeCard(cardOf(jr.combatCards, "forced-march")) ==
          "Play in lieu of your Command card (no Command draw; it cannot be countered). Order 3 units or leaders anywhere.");
}
