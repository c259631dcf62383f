// Rules that play out over several decisions, with forced dice: the opening cannonade, bonus
// melee, battle back, lone leaders in melee and retreat, escape, boggy ground and wetland, and
// the places where 000 and 001 differ.
#include "play/game_fixtures.h"
#include "tricorne/rules/attack.h"

using namespace tricorne;
using namespace fixtures;

namespace {
constexpr Position kBottom = Position::Bottom;
constexpr Position kTop = Position::Top;

Action fireAt(const Rules& r, const std::string& unit, int col, int row) {
    Action a = battle(r, unit, col, row);
    a.kind = ActionKind::CannonadeFire;
    return a;
}
}  // namespace

TEST_CASE("the opening cannonade: the first player fires first, sides alternate, then the first turn", "[flow][000 · Opening Cannonade]") {
    Battle b;
    b.unit("jac-gun", "jacobite", "light-artillery", 6, 8).unit("gov-gun", "government", "light-artillery", 6, 4)
        .unit("jac-1", "jacobite", "regular", 2, 9).unit("gov-1", "government", "regular", 2, 1);
    SpecialRule cannonade;
    cannonade.kind = SpecialRuleKind::OpeningCannonade;
    cannonade.mustRetire = {kTop};
    b.scenario().specialRules = {cannonade};
    const auto& r = b.rules();
    auto s = startGame(r, 3);
    REQUIRE(s.phase == Phase::Cannonade);
    CHECK(decidingSide(r, s) == kBottom);  // the Jacobites move first in this battle
    CHECK(hasAction(r, s, fireAt(r, "jac-gun", 6, 4)));
    CHECK_FALSE(hasAction(r, s, fireAt(r, "gov-gun", 6, 8)));
    force(s, "CCCC");  // range 4: 1 + 1 full strength = 2 dice, no effect
    REQUIRE(apply(r, s, fireAt(r, "jac-gun", 6, 4)) == ActionError::None);
    // It may retire 2 hexes toward its baseline or hold: the Jacobite guns are not obliged.
    REQUIRE(hasAction(r, s, choice(ActionKind::CannonadeRetire, 0)));
    REQUIRE(apply(r, s, choice(ActionKind::CannonadeRetire, 0)) == ActionError::None);
    CHECK(decidingSide(r, s) == kTop);
    force(s, "CC");
    REQUIRE(apply(r, s, fireAt(r, "gov-gun", 6, 8)) == ActionError::None);
    // Killiecrankie's rotten cartridges: a `mustRetire` side has no "hold".
    const auto retire = legalActions(r, s);
    REQUIRE_FALSE(retire.empty());
    for (const auto& a : retire) CHECK((a.kind == ActionKind::CannonadeRetire && a.index == 1));
    REQUIRE(apply(r, s, retire.front()) == ActionError::None);
    CHECK(unitState(s, r, "gov-gun").hex.r == 2);
    CHECK(s.phase == Phase::PlayCard);  // every gun has fired: the first turn begins
    CHECK(s.active == kBottom);
}

TEST_CASE("cavalry that takes ground makes one bonus melee, and the defender may battle back", "[flow][000 · Bonus Melee][000 · Defending Unit Battle Back]") {
    Battle b;
    b.unit("jac-horse", "jacobite", "battle-cavalry", 6, 6).unit("gov-1", "government", "regular", 6, 5, 1)
        .unit("gov-2", "government", "regular", 7, 4);
    auto s = b.combat(kBottom, {"jac-horse"});
    const auto& r = b.rules();
    force(s, "ICC");  // 2 + 1: the infantry symbol destroys the 1-block unit
    REQUIRE(apply(r, s, battle(r, "jac-horse", 6, 5)) == ActionError::None);
    CHECK(s.bannersOf(kBottom) == 1);
    REQUIRE(apply(r, s, choice(ActionKind::TakeGround, 1)) == ActionError::None);
    REQUIRE(hasAction(r, s, toHex(ActionKind::BonusMelee, 7, 4)));
    force(s, "CCC");  // the bonus melee: no effect
    force(s, "AAA");  // gov-2 battles back: no effect
    REQUIRE(apply(r, s, toHex(ActionKind::BonusMelee, 7, 4)) == ActionError::None);
    REQUIRE(hasAction(r, s, choice(ActionKind::BattleBack, 1)));
    REQUIRE(apply(r, s, choice(ActionKind::BattleBack, 1)) == ActionError::None);
    CHECK(s.forcedDice.empty());
    // No second bonus melee, no battle back against the battle back: the turn is over.
    CHECK(s.tasks.empty());
    CHECK(s.active == kTop);
}

TEST_CASE("a defender that retreats out of its hex does not battle back", "[flow][000 · Defending Unit Battle Back]") {
    Battle b;
    b.unit("jac-1", "jacobite", "regular", 6, 6).unit("gov-1", "government", "regular", 6, 5);
    auto s = b.combat(kBottom, {"jac-1"});
    const auto& r = b.rules();
    force(s, "FCC");
    force(s, "F");    // its rally check
    force(s, "IIII");
    REQUIRE(apply(r, s, battle(r, "jac-1", 6, 5)) == ActionError::None);
    REQUIRE(apply(r, s, toHex(ActionKind::RetreatTo, 6, 4)) == ActionError::None);
    CHECK_FALSE(hasAction(r, s, choice(ActionKind::BattleBack, 1)));
    CHECK(hasAction(r, s, choice(ActionKind::TakeGround, 1)));
}

TEST_CASE("artillery never takes ground after a melee", "[flow][000 · Taking Ground]") {
    Battle b;
    b.unit("jac-gun", "jacobite", "light-artillery", 6, 6).unit("gov-1", "government", "regular", 6, 5, 1);
    auto s = b.combat(kBottom, {"jac-gun"});
    const auto& r = b.rules();
    force(s, "ICC");
    REQUIRE(apply(r, s, battle(r, "jac-gun", 6, 5)) == ActionError::None);
    CHECK_FALSE(unitState(s, r, "gov-1").alive());
    CHECK(unitState(s, r, "jac-gun").hex == toAxial({6, 6}));
    CHECK(s.tasks.empty());
}

TEST_CASE("a lone leader in melee falls to one saber, even from light cavalry", "[flow][000 · Combat Against a Lone Leader]") {
    Battle b;
    b.unit("gov-horse", "government", "light-cavalry", 6, 5).leader("dundee", "jacobite", 6, 6);
    auto s = b.combat(kTop, {"gov-horse"});
    const auto& r = b.rules();
    force(s, "SCC");
    REQUIRE(apply(r, s, battle(r, "gov-horse", 6, 6)) == ActionError::None);
    CHECK_FALSE(s.leaders[0].alive);
    CHECK(s.bannersOf(kTop) == 1);
    // The hex is vacated: the cavalry may take ground and make its bonus melee.
    CHECK(hasAction(r, s, choice(ActionKind::TakeGround, 1)));
}

TEST_CASE("a lone leader on his own baseline who must retreat leaves the battlefield, no banner", "[flow][000 · Leader Casualty Check]") {
    Battle b;
    b.unit("gov-1", "government", "regular", 6, 8).leader("dundee", "jacobite", 6, 10);
    auto s = b.combat(kTop, {"gov-1"});
    const auto& r = b.rules();
    force(s, "SII");  // one saber at range: he survives and must retreat: off the board
    REQUIRE(apply(r, s, battle(r, "gov-1", 6, 10)) == ActionError::None);
    CHECK_FALSE(s.leaders[0].alive);
    CHECK(s.leaders[0].offBoard);
    CHECK(s.bannersOf(kTop) == 0);
}

TEST_CASE("a lone leader hemmed in by enemies escapes through them unless a saber is rolled", "[flow][000 · Lone Leader Escape]") {
    Battle b;
    // Dundee at 6,6 (bottom side retreats SW 5,7 / SE 6,7): both held by Government units.
    b.leader("dundee", "jacobite", 6, 6).unit("gov-1", "government", "regular", 5, 7).unit("gov-2", "government", "regular", 6, 7)
        .unit("gov-3", "government", "regular", 6, 4);
    auto s = b.combat(kTop, {"gov-3"});
    const auto& r = b.rules();
    force(s, "III");  // no saber: he must retreat
    REQUIRE(apply(r, s, battle(r, "gov-3", 6, 6)) == ActionError::None);
    REQUIRE(hasAction(r, s, toHex(ActionKind::LeaderRetreatTo, 6, 7)));
    force(s, "IIF");  // gov-2's melee dice (2 + 1): no saber, he gets through
    REQUIRE(apply(r, s, toHex(ActionKind::LeaderRetreatTo, 6, 7)) == ActionError::None);
    CHECK(s.leaders[0].alive);
    REQUIRE(apply(r, s, toHex(ActionKind::LeaderRetreatTo, 6, 8)) == ActionError::None);
    REQUIRE(apply(r, s, choice(ActionKind::LeaderStop)) == ActionError::None);
    CHECK(s.leaderAt(toAxial({6, 8})) == 0);

    auto caught = b.combat(kTop, {"gov-3"});
    force(caught, "III");
    REQUIRE(apply(r, caught, battle(r, "gov-3", 6, 6)) == ActionError::None);
    force(caught, "SII");
    REQUIRE(apply(r, caught, toHex(ActionKind::LeaderRetreatTo, 5, 7)) == ActionError::None);
    CHECK_FALSE(caught.leaders[0].alive);
    CHECK(caught.bannersOf(kTop) == 1);
}

TEST_CASE("a leader escaping through a unit faces all its melee dice, its Chief marker included", "[flow][000 · Lone Leader Escape]") {
    Battle b;
    // gov-2 at 6,7 has a Chief marker: 2 + 1 full strength + 1 = 4 dice.
    b.leader("dundee", "jacobite", 6, 6).unit("gov-1", "government", "regular", 5, 7).unit("gov-2", "government", "regular", 6, 7, 4, true)
        .unit("gov-3", "government", "regular", 6, 4);
    auto s = b.combat(kTop, {"gov-3"});
    const auto& r = b.rules();
    force(s, "III");  // no saber: he must retreat
    REQUIRE(apply(r, s, battle(r, "gov-3", 6, 6)) == ActionError::None);
    force(s, "IIIS");  // the fourth die is a saber: he falls
    REQUIRE(apply(r, s, toHex(ActionKind::LeaderRetreatTo, 6, 7)) == ActionError::None);
    CHECK_FALSE(s.leaders[0].alive);
    CHECK(s.forcedDice.empty());
}

TEST_CASE("boggy ground stops a unit unless it rolls its own icon", "[flow][000 · BOGGY GROUND]") {
    Battle b;
    b.terrain("boggy-ground", 6, 7).unit("jac-horse", "jacobite", "battle-cavalry", 6, 8).unit("gov-1", "government", "regular", 1, 1);
    const auto& r = b.rules();
    for (const auto& [face, goesOn] : {std::pair{std::string("C"), true}, std::pair{std::string("I"), false}}) {
        auto s = GameState::initial(r, 1);
        s.phase = Phase::Move;
        s.units[0].ordered = true;
        Action start;
        start.kind = ActionKind::StartMove;
        start.piece = PieceRef::unit(0);
        REQUIRE(apply(r, s, start) == ActionError::None);
        force(s, face);
        REQUIRE(apply(r, s, toHex(ActionKind::Step, 6, 7)) == ActionError::None);
        CHECK(s.moving.has_value() == goesOn);
    }
}

TEST_CASE("wetland costs a block on the unit's symbol, moving or retreating", "[flow][001 · WETLAND - MARSH & SWAMP]") {
    Battle b("american-revolution");
    b.terrain("wetland", 6, 7).unit("con-1", "continental", "regular", 6, 8).unit("bri-1", "british", "regular", 1, 1);
    {
        const auto& r = b.rules();
        auto s = GameState::initial(r, 1);
        s.phase = Phase::Move;
        s.units[0].ordered = true;
        Action start;
        start.kind = ActionKind::StartMove;
        start.piece = PieceRef::unit(0);
        REQUIRE(apply(r, s, start) == ActionError::None);
        force(s, "I");
        REQUIRE(apply(r, s, toHex(ActionKind::Step, 6, 7)) == ActionError::None);
        CHECK(s.units[0].blocks == 3);
        CHECK_FALSE(s.moving.has_value());
    }
    Battle retreat("american-revolution");
    retreat.terrain("wetland", 6, 7).unit("bri-1", "british", "regular", 6, 4).unit("con-1", "continental", "militia", 6, 6);
    auto s = retreat.combat(kTop, {"bri-1"});
    const auto& r = retreat.rules();
    force(s, "FCC");  // one flag: militia (001) retreats 3 hexes
    REQUIRE(apply(r, s, battle(r, "bri-1", 6, 6)) == ActionError::None);
    force(s, "I");    // into the wetland: its symbol, a block lost, the retreat ends
    force(s, "FII");  // rally: 3 blocks − 1 militia = 2 dice
    REQUIRE(apply(r, s, toHex(ActionKind::RetreatTo, 6, 7)) == ActionError::None);
    CHECK(unitState(s, r, "con-1").blocks == 3);
    CHECK(unitState(s, r, "con-1").hex == toAxial({6, 7}));
}

namespace {
/// Fires one flag at the militia and counts the retreat steps it then takes.
int militiaRetreat(Battle& b, Position firer, const std::string& target, int col, int row) {
    auto s = b.combat(firer, {"foe"});
    const auto& r = b.rules();
    force(s, "FCC");  // range 2: 2 + 1 dice, one flag
    REQUIRE(apply(r, s, battle(r, "foe", col, row)) == ActionError::None);
    force(s, "FIIII");  // its rally check passes
    int steps = 0;
    while (!s.tasks.empty() && s.tasks.back().kind() == Task::Kind::RetreatChoice) {
        const auto options = legalActions(r, s);
        REQUIRE_FALSE(options.empty());
        REQUIRE(apply(r, s, options.front()) == ActionError::None);
        ++steps;
    }
    CHECK(unitState(s, r, target).alive());
    return steps;
}
}  // namespace

TEST_CASE("militia retreats 3 hexes per flag in 001 and 2 in 000", "[flow][001 · CONTINENTAL FORCES][000 · Government Militia Infantry]") {
    Battle ar("american-revolution");
    ar.unit("mil", "continental", "militia", 6, 6).unit("foe", "british", "regular", 6, 4);
    CHECK(militiaRetreat(ar, kTop, "mil", 6, 6) == 3);
    Battle jr;
    jr.unit("mil", "government", "militia", 6, 4).unit("foe", "jacobite", "regular", 6, 6);
    CHECK(militiaRetreat(jr, kBottom, "mil", 6, 4) == 2);
}

TEST_CASE("light infantry may retire and rally in 001, in 000 only cavalry may", "[flow][001 · CONTINENTAL FORCES]") {
    Battle b("american-revolution");
    b.unit("bri-1", "british", "regular", 6, 4).unit("con-light", "continental", "light", 6, 6);
    auto s = b.combat(kTop, {"bri-1"});
    s.moveUnit(0, toAxial({6, 5}));  // adjacent for a melee
    const auto& r = b.rules();
    REQUIRE(apply(r, s, battle(r, "bri-1", 6, 6)) == ActionError::None);
    CHECK(hasAction(r, s, choice(ActionKind::RetireAndRally, 1)));

    Battle j;
    j.unit("gov-1", "government", "regular", 6, 5).unit("jac-1", "jacobite", "lowland", 6, 6);
    auto t = j.combat(kTop, {"gov-1"});
    const auto& rj = j.rules();
    force(t, "CCC");
    REQUIRE(apply(rj, t, battle(rj, "gov-1", 6, 6)) == ActionError::None);
    CHECK_FALSE(hasAction(rj, t, choice(ActionKind::RetireAndRally, 1)));
}

TEST_CASE("when the Command deck runs out, the discards are shuffled into a new deck", "[flow][000 · Phase 5. End of Turn]") {
    Battle b;
    b.unit("jac-1", "jacobite", "regular", 1, 8).unit("gov-1", "government", "regular", 10, 2);
    const auto& r = b.rules();
    auto s = startGame(r, 2);
    const auto inHands = s.cards.hands[Position::Bottom].size() + s.cards.hands[Position::Top].size();
    const auto total = s.cards.deck.size() + inHands;
    // Everything not in a hand goes to the discards: the end-of-turn draw must reshuffle them.
    s.cards.discard = s.cards.deck;
    s.cards.deck.clear();
    // Play the turn out: the first card, then end each phase.
    REQUIRE(apply(r, s, legalActions(r, s).front()) == ActionError::None);
    for (ActionKind end : {ActionKind::EndOrders, ActionKind::EndMovement, ActionKind::EndCombat})
        if (hasAction(r, s, choice(end))) REQUIRE(apply(r, s, choice(end)) == ActionError::None);
    REQUIRE(s.turn == 2);
    // The played card joined the discards, which became the new deck; one card was drawn from it.
    CHECK(s.cards.discard.empty());
    CHECK(s.cards.deck.size() == total - inHands);
    CHECK(s.cards.hands[Position::Bottom].size() + s.cards.hands[Position::Top].size() == inHands);
}

TEST_CASE("a retreat forced by a cavalry melee rolls one rally die fewer, not after a battle back", "[flow][000 · RETREAT AND RALLY CHECKS]") {
    Battle b;
    b.unit("jac-horse", "jacobite", "battle-cavalry", 6, 6).unit("gov-1", "government", "regular", 6, 5);
    auto s = b.combat(Position::Bottom, {"jac-horse"});
    const auto& r = b.rules();
    force(s, "FAA");  // one flag: gov-1 (4 blocks) retreats 1 hex
    REQUIRE(apply(r, s, battle(r, "jac-horse", 6, 5)) == ActionError::None);
    force(s, "IIIIF");  // rally: 4 + 1 full − 1 cavalry melee = 4 dice; the fifth face is never rolled
    REQUIRE(apply(r, s, toHex(ActionKind::RetreatTo, 6, 4)) == ActionError::None);
    CHECK_FALSE(unitState(s, r, "gov-1").alive());  // four blanks: routed
    CHECK(s.forcedDice.size() == 1);
}

TEST_CASE("a unit with a Chief marker may ignore a flag", "[flow][000 · CLAN CHIEF & CHIEF OFFICER MARKERS]") {
    Battle b;
    b.unit("gov-1", "government", "regular", 6, 3).unit("jac-1", "jacobite", "lowland", 6, 5, 4, true);
    auto s = b.combat(Position::Top, {"gov-1"});
    const auto& r = b.rules();
    force(s, "FCC");
    REQUIRE(apply(r, s, battle(r, "gov-1", 6, 5)) == ActionError::None);
    CHECK(hasAction(r, s, choice(ActionKind::IgnoreFlags, 1)));
}
