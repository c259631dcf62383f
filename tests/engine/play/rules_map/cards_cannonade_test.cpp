// The rule map's gaps in the Combat cards' general rules (000 · COMBAT CARDS, Additional
// Combat Card Notes; 001 · COMBAT CARDS), through legalActions/apply.
#include "play/card_fixtures.h"
#include "play/rules_map/map_fixtures.h"

using namespace card_fixtures;
using map_fixtures::countOf;

TEST_CASE("cards: Combat cards may not be played during the opening cannonade", "[rules-map][000 · Additional Combat Card Notes][000 · Opening Cannonade]") {
    Battle b;
    b.unit("jac-gun", "jacobite", "light-artillery", 6, 8).unit("gov-gun", "government", "light-artillery", 6, 4)
        .unit("jac-1", "jacobite", "regular", 2, 9).unit("gov-1", "government", "regular", 2, 1);
    SpecialRule cannonade;
    cannonade.kind = SpecialRuleKind::OpeningCannonade;
    b.scenario().specialRules = {cannonade};
    const auto& r = b.rules();
    auto s = startGame(r, 3);
    REQUIRE(s.phase == Phase::Cannonade);
    // Both sides hold every card of their Combat deck, the "steady fire" die included.
    for (const Position side : {kBottom, kTop}) {
        auto& hand = s.cards.combatHands[side];
        hand.clear();
        for (const char* id : {"ambush", "steady-fire", "cold-steel", "forced-march"})
            hand.push_back(combatId(r, cards::combatDeckOf(r, side), id));
    }
    const auto noCardPlay = [&] {
        CHECK(countOf(r, s, ActionKind::PlayCombatCard) == 0);
        CHECK(countOf(r, s, ActionKind::RepositionLeader) == 0);
        CHECK(countOf(r, s, ActionKind::FirstStrike) == 0);
    };
    REQUIRE(decidingSide(r, s) == kBottom);
    noCardPlay();
    force(s, "CC");  // range 4: 1 + full strength
    Action fire = battle(r, "jac-gun", 6, 4);
    fire.kind = ActionKind::CannonadeFire;
    REQUIRE(apply(r, s, fire) == ActionError::None);
    if (s.phase == Phase::Cannonade && decidingSide(r, s) == kBottom) noCardPlay();  // the retire choice
    CHECK(s.cards.combatHands[Position::Bottom].size() == 4);
    CHECK(s.cards.combatHands[Position::Top].size() == 4);
}
