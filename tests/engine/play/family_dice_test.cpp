// The dice model of seed 002 (FamilyRules::Dice: DiceModel::Blocks, MovedInfantryDice::HalfBlocks,
// Army::movedFireRoundsUp; rules/family.h, ownDice and movedInfantryDice): a unit rolls its
// blocks, its type's chart giving its extra dice; moved infantry fires with half its blocks,
// rounded by its army, and melees with all of them. Played on the Jacobite Rising's board under
// a test system of those values, through legalActions/apply with forced dice, with 002's
// worked examples' numbers.
#include <string>
#include <vector>

#include "play/game_fixtures.h"
#include "tricorne/play/explain.h"
#include "tricorne/rules/attack.h"
#include "tricorne/text/action_text.h"
#include "tricorne/text/explain_text.h"

using namespace tricorne;
using namespace fixtures;

namespace {
constexpr Position kFrench = Position::Bottom;  // the jacobite army: rounds up, as the French
constexpr Position kTop = Position::Top;        // the government army: rounds down, as the Portuguese

UnitType& typeOf(Army& army, const std::string& id) {
    for (UnitType& type : army.unitTypes)
        if (type.id == id) return type;
    FAIL("no unit type " << id);
    return army.unitTypes.front();
}

/// The Jacobite Rising's pieces under 002's dice (002 · Phase 4. COMBAT, RANGED COMBAT 4,
/// MELEE COMBAT 4): every chart read as a type's extra dice, its length the range. The jacobite
/// army rounds a moved unit's half blocks up (the French), the government army down (the
/// Portuguese). Line infantry: range 2, no extra die; light infantry: +1 at range; grenadiers
/// +1 at range and in melee; battle cavalry as heavy cavalry, +1 in melee; the trained
/// artillery as foot artillery (4 in melee, a chart to 5 hexes), the light as horse artillery
/// (3 in melee, to 4 hexes).
void napoleonicDice(GameSystem& system) {
    system.rules.dice.model = DiceModel::Blocks;
    system.rules.dice.fullStrengthBonus = 0;
    system.rules.dice.movedInfantry = MovedInfantryDice::HalfBlocks;
    system.rules.dice.artilleryOneBlockFewer = 1;
    system.rules.leaders.attachedLeaderDice = 0;
    for (Army& army : system.armies) {
        army.movedFireRoundsUp = army.id == "jacobite";
        for (UnitType& type : army.unitTypes) {
            if (type.kind == UnitKind::Infantry) type.dice = {0, 0};
            if (type.kind == UnitKind::Cavalry) type.dice = {0};
        }
        if (army.id == "government") typeOf(army, "grenadier").dice = {1, 1};
        UnitType& heavy = typeOf(army, "battle-cavalry");
        heavy.name = "Heavy Cavalry";
        heavy.dice = {1};
        typeOf(army, "light-artillery").dice = {3, 3, 2, 2};
        if (army.id == "government") typeOf(army, "trained-artillery").dice = {4, 4, 3, 2, 2};
        UnitType light = typeOf(army, "regular");
        light.id = "light";
        light.name = "Light Infantry";
        light.dice = {0, 1};
        army.unitTypes.push_back(light);
    }
}

/// The dice apply rolls for `a`: faces that score nothing against an infantry target are
/// forced (cavalry symbols), and the faces taken are counted.
int diceRolled(const Rules& r, GameState s, const Action& a) {
    force(s, std::string(12, 'C'));
    REQUIRE(apply(r, s, a) == ActionError::None);
    return 12 - static_cast<int>(s.forcedDice.size());
}

/// A Combat phase whose ordered `unit` has first moved one hex to `col`,`row`.
GameState movedTo(Battle& b, Position side, const std::string& unit, int col, int row) {
    const auto& r = b.rules();
    auto s = b.combat(side, {unit});
    s.phase = Phase::Move;
    REQUIRE(apply(r, s, piece(ActionKind::StartMove, PieceRef::unit(unitIndex(r, unit)))) == ActionError::None);
    REQUIRE(apply(r, s, toHex(ActionKind::Step, col, row)) == ActionError::None);
    // A 1-hex move ends by itself, and with it the phase of its one ordered unit.
    if (s.phase == Phase::Move) REQUIRE(apply(r, s, choice(ActionKind::EndMovement)) == ActionError::None);
    REQUIRE(s.phase == Phase::Combat);
    REQUIRE(unitState(s, r, unit).moved);
    return s;
}

/// The attack's explanation in players' words ("5 dice: 4 blocks at range 2, +1 light infantry").
std::string explained(const Rules& r, const GameState& s, const Action& a) {
    const auto e = explainAction(r, s, a).attack;
    REQUIRE(e);
    return describeAttackDice(*e);
}
}  // namespace

TEST_CASE("a light infantry unit that does not move fires with one die for each of its 4 blocks plus one for being light: 5",
          "[family][002 · RANGED COMBAT][002 · Phase 4. COMBAT]") {
    Battle b;
    b.withSystem(napoleonicDice).unit("fr-light", "jacobite", "light", 6, 8).unit("br-line", "government", "regular", 6, 6);
    const auto& r = b.rules();
    const auto s = b.combat(kFrench, {"fr-light"});
    const Action fire = battle(r, "fr-light", 6, 6);
    REQUIRE(hasAction(r, s, fire));
    CHECK(diceRolled(r, s, fire) == 5);
    CHECK(explained(r, s, fire) == "5 dice: 4 blocks at range 2, +1 light infantry");
    // The full-strength die of Tricorne is none here (rules.dice.fullStrengthBonus 0).
    const UnitDice own = unitDice(r, s, unitIndex(r, "fr-light"), 2);
    CHECK(own.base == 4);
    CHECK(own.blocks);
    CHECK(own.typeExtra == 1);
    CHECK(own.fullStrength == 0);
    CHECK(own.total() == 5);
}

TEST_CASE("an attached leader adds no die where the system counts only blocks and the type's dice",
          "[family][002 · Phase 4. COMBAT][002 · Bolster Morale][000 · Leaders Abilities Summary]") {
    for (const int leaderDice : {0, 1}) {
        INFO("attachedLeaderDice " << leaderDice);
        Battle b;
        b.withSystem([&](GameSystem& system) {
             napoleonicDice(system);
             system.rules.leaders.attachedLeaderDice = leaderDice;
         })
            .unit("fr-line", "jacobite", "regular", 6, 8)
            .leader("ney", "jacobite", 6, 8)
            .unit("br-line", "government", "regular", 6, 6);
        const auto& r = b.rules();
        const auto s = b.combat(kFrench, {"fr-line"});
        const Action fire = battle(r, "fr-line", 6, 6);
        REQUIRE(hasAction(r, s, fire));
        CHECK(diceRolled(r, s, fire) == 4 + leaderDice);
        CHECK(explained(r, s, fire) == (leaderDice ? "5 dice: 4 blocks at range 2, +1 attached leader" : "4 dice: 4 blocks at range 2"));
    }
}

TEST_CASE("a light infantry unit of 3 blocks that moves one hex fires with half its blocks rounded up for the French, plus one: 3",
          "[family][002 · RANGED COMBAT]") {
    Battle b;
    b.withSystem(napoleonicDice).unit("fr-light", "jacobite", "light", 6, 8, 3).unit("br-line", "government", "regular", 6, 5);
    const auto& r = b.rules();
    const auto s = movedTo(b, kFrench, "fr-light", 6, 7);
    const Action fire = battle(r, "fr-light", 6, 5);
    REQUIRE(hasAction(r, s, fire));
    CHECK(diceRolled(r, s, fire) == 3);
    CHECK(explained(r, s, fire) == "3 dice: 3 blocks at range 2, +1 light infantry, -1 moved, half of 3 blocks rounded up: 2");
}

TEST_CASE("the same moved light infantry of an army that rounds down, as the Portuguese, fires with 2",
          "[family][002 · RANGED COMBAT]") {
    Battle b;
    b.withSystem(napoleonicDice).unit("pt-light", "government", "light", 6, 3, 3).unit("fr-line", "jacobite", "regular", 6, 6);
    const auto& r = b.rules();
    const auto s = movedTo(b, kTop, "pt-light", 6, 4);
    const Action fire = battle(r, "pt-light", 6, 6);
    REQUIRE(hasAction(r, s, fire));
    CHECK(diceRolled(r, s, fire) == 2);
    CHECK(explained(r, s, fire) == "2 dice: 3 blocks at range 2, +1 light infantry, -2 moved, half of 3 blocks rounded down: 1");
    // An even number of blocks needs no rounding: 4 moved blocks fire with 2.
    b.scenario().units[0].blocks = 4;
    const auto& four = b.rules();
    const auto t = movedTo(b, kTop, "pt-light", 6, 4);
    CHECK(diceRolled(four, t, battle(four, "pt-light", 6, 6)) == 3);
    CHECK(explained(four, t, battle(four, "pt-light", 6, 6)) == "3 dice: 4 blocks at range 2, +1 light infantry, -2 moved, half of 4 blocks: 2");
}

TEST_CASE("a line infantry unit of 4 blocks that moves one hex and melees rolls its 4 blocks",
          "[family][002 · MELEE COMBAT]") {
    Battle b;
    b.withSystem(napoleonicDice).unit("br-line", "government", "regular", 6, 4).unit("fr-line", "jacobite", "regular", 6, 6);
    const auto& r = b.rules();
    const auto s = movedTo(b, kTop, "br-line", 6, 5);
    const Action melee = battle(r, "br-line", 6, 6);
    REQUIRE(hasAction(r, s, melee));
    CHECK(diceRolled(r, s, melee) == 4);
    CHECK(explained(r, s, melee) == "4 dice: 4 blocks in melee");
    // Grenadiers add their die in melee and at range (002 · MELEE COMBAT 4, RANGED COMBAT 4).
    b.scenario().units[0].type = "grenadier";
    const auto& g = b.rules();
    const auto t = movedTo(b, kTop, "br-line", 6, 5);
    CHECK(diceRolled(g, t, battle(g, "br-line", 6, 6)) == 5);
    CHECK(explained(g, t, battle(g, "br-line", 6, 6)) == "5 dice: 4 blocks in melee, +1 grenadier infantry");
}

TEST_CASE("a unit's dice fall with its losses: the unit hit battles back with the blocks it has left",
          "[family][002 · Phase 4. COMBAT][002 · MELEE COMBAT]") {
    Battle b;
    b.withSystem(napoleonicDice).unit("br-line", "government", "regular", 6, 5).unit("fr-line", "jacobite", "regular", 6, 6);
    const auto& r = b.rules();
    auto s = b.combat(kTop, {"br-line"});
    CHECK(unitDice(r, s, unitIndex(r, "fr-line"), 1).total() == 4);
    force(s, "IICC");  // 4 dice, two infantry hits: fr-line keeps 2 blocks and its hex
    REQUIRE(apply(r, s, battle(r, "br-line", 6, 6)) == ActionError::None);
    CHECK(s.forcedDice.empty());
    REQUIRE(unitState(s, r, "fr-line").blocks == 2);
    CHECK(unitDice(r, s, unitIndex(r, "fr-line"), 1).total() == 2);
    force(s, "CCS");  // the battle back: 2 dice, the saber is never rolled
    REQUIRE(apply(r, s, choice(ActionKind::BattleBack, 1)) == ActionError::None);
    CHECK(s.forcedDice.size() == 1);
}

TEST_CASE("cavalry rolls its blocks in melee and heavy cavalry one die more, and a chart's length is still the range",
          "[family][002 · MELEE COMBAT][002 · RANGED COMBAT]") {
    Battle b;
    b.withSystem(napoleonicDice)
        .unit("fr-heavy", "jacobite", "battle-cavalry", 6, 7, 3)
        .unit("fr-line", "jacobite", "regular", 2, 8)
        .unit("br-line", "government", "regular", 6, 6)
        .unit("br-far", "government", "regular", 2, 5);
    const auto& r = b.rules();
    const auto s = b.combat(kFrench, {"fr-heavy", "fr-line"});
    const Action charge = battle(r, "fr-heavy", 6, 6);
    REQUIRE(hasAction(r, s, charge));
    CHECK(diceRolled(r, s, charge) == 4);
    CHECK(explained(r, s, charge) == "4 dice: 3 blocks in melee, +1 heavy cavalry");
    // The bots' battle-back estimate reads the unit's strength: its blocks and its extra die.
    CHECK(unitDice(r, s, unitIndex(r, "fr-heavy"), 1).strength() == 4);
    // Line infantry's chart [0, 0]: no extra die at range 2, and nothing at range 3.
    CHECK_FALSE(attackAllowed(r, s, unitIndex(r, "fr-line"), toAxial({2, 5})));
    CHECK(assessAttack(r, s, unitIndex(r, "fr-line"), toAxial({2, 5})).whyNot.find("beyond the range") != std::string::npos);
    CHECK(unitDice(r, s, unitIndex(r, "fr-line"), 3).total() == 0);
}

TEST_CASE("artillery keeps its chart by range and rolls one die fewer with one block left",
          "[family][002 · MELEE COMBAT][002 · RANGED COMBAT]") {
    Battle b;
    b.withSystem(napoleonicDice)
        .unit("br-foot", "government", "trained-artillery", 6, 5)
        .unit("br-horse", "government", "light-artillery", 2, 5)
        .unit("fr-line", "jacobite", "regular", 6, 6)
        .unit("fr-far", "jacobite", "regular", 2, 8);
    const auto& r = b.rules();
    auto s = b.combat(kTop, {"br-foot", "br-horse"});
    const Action melee = battle(r, "br-foot", 6, 6);
    const Action fire = battle(r, "br-horse", 2, 8);
    REQUIRE(hasAction(r, s, melee));
    REQUIRE(hasAction(r, s, fire));
    CHECK(diceRolled(r, s, melee) == 4);  // 002 · MELEE COMBAT 4: a foot artillery unit rolls 4 dice
    CHECK(explained(r, s, melee) == "4 dice: 4 melee");
    CHECK(diceRolled(r, s, fire) == 2);   // its chart at 3 hexes
    for (auto& u : b.scenario().units)
        if (u.id != "fr-line" && u.id != "fr-far") u.blocks = 1;
    const auto& one = b.rules();
    s = b.combat(kTop, {"br-foot", "br-horse"});
    CHECK(diceRolled(one, s, battle(one, "br-foot", 6, 6)) == 3);  // "only has one block remaining will roll 3 dice"
    CHECK(explained(one, s, battle(one, "br-foot", 6, 6)) == "3 dice: 4 melee, -1 one block left");
    CHECK(diceRolled(one, s, battle(one, "br-horse", 2, 8)) == 1);  // the same at range (designer default, RULINGS.md)
    CHECK(unitDice(one, s, unitIndex(one, "br-horse"), 1).total() == 2);  // horse artillery: 3 in melee, 2 with one block
}

TEST_CASE("a leader escaping through an enemy unit faces its blocks-model melee dice: 2 line blocks roll 2, 3 heavy cavalry blocks 4",
          "[family][002 · Leader Escape][002 · Phase 4. COMBAT]") {
    // 002 · Leader Escape, examples 1 and 2. Dundee at 6,6 retreats south; both his retreat
    // hexes hold enemies (Tricorne's escape rule, which the system keeps): line infantry of 2
    // blocks at 5,7, heavy cavalry of 3 blocks at 6,7.
    for (const bool throughCavalry : {false, true}) {
        INFO((throughCavalry ? "heavy cavalry" : "line infantry"));
        Battle b;
        b.withSystem(napoleonicDice)
            .leader("dundee", "jacobite", 6, 6)
            .unit("br-line", "government", "regular", 5, 7, 2)
            .unit("br-heavy", "government", "battle-cavalry", 6, 7, 3)
            .unit("br-fire", "government", "regular", 6, 4);
        auto s = b.combat(kTop, {"br-fire"});
        const auto& r = b.rules();
        force(s, "IIII");  // 4 blocks at range 2, no saber: he must retreat
        REQUIRE(apply(r, s, battle(r, "br-fire", 6, 6)) == ActionError::None);
        REQUIRE(s.forcedDice.empty());
        std::vector<CheckExplanation> checks;
        ObserveChecks observe([](void* c, const CheckExplanation& check) { static_cast<std::vector<CheckExplanation>*>(c)->push_back(check); },
                              &checks);
        const int dice = throughCavalry ? 4 : 2;
        force(s, std::string(static_cast<std::size_t>(dice), 'F') + "S");  // the saber is one die too many
        REQUIRE(apply(r, s, toHex(ActionKind::LeaderRetreatTo, throughCavalry ? 6 : 5, 7)) == ActionError::None);
        CHECK(s.leaders[0].alive);
        CHECK(s.forcedDice.size() == 1);
        REQUIRE(checks.size() == 1);
        CHECK(checks[0].kind == CheckExplanation::Kind::LeaderEscape);
        CHECK(checks[0].dice.value == dice);
        const std::string why = describeCheck(r, checks[0]);
        CHECK(why.find(throughCavalry ? "4 dice (3 blocks, +1 heavy cavalry)" : "2 dice (2 blocks)") != std::string::npos);
    }
}
