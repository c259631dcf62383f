// Attack assessment: who may battle whom, and with how many dice, one test per rule (000 ·
// Phase 4. Combat, RANGE COMBAT, Ranged Combat (Fire) Procedure, MELEE COMBAT, Combat Against
// a Lone Leader, Leaders Abilities Summary, CLAN CHIEF & CHIEF OFFICER MARKERS, ADDITIONAL
// COMBAT ACTIONS, TERRAIN; 001 where it differs). Battlefields are built in code on an emptied
// semantic base scenario; hexes are written [col, row].
//
// The attacker `a` stands at 2,4; targets stand at 3,4 (adjacent: melee), 4,4 (range 2),
// 5,4 (range 3) or 6,4 (range 4), along row 4.
#include <memory>

#include "fixtures.h"
#include "rules/table.h"
#include "tricorne/rules/attack.h"

using namespace tricorne;

namespace {

Hex at(int col, int row) { return toAxial({col, row}); }

const Hex kAttacker = at(2, 4);
const Hex kAdjacent = at(3, 4);
const Hex kRange2 = at(4, 4);
const Hex kRange3 = at(5, 4);

using rules_fixtures::Table;

/// 000: a Jacobite attacker `a` at 2,4 and a Government target `t` (omit with an empty type).
Table jacobite(const std::string& type, int blocks = 4, const std::string& targetType = "regular",
               Hex target = kRange2) {
    Table t("base-jacobite.tricorne.json");
    t.unit("a", "jacobite", type, kAttacker, blocks);
    if (!targetType.empty()) t.unit("t", "government", targetType, target);
    return t;
}

/// 000: full-strength Jacobite battle cavalry `a` at 2,4 next to a Government unit `t` at 3,4.
Table charge() { return jacobite("battle-cavalry", 4, "regular", kAdjacent); }

/// 001: attacker `a` of `army` at 2,4 and a target `t` of the other side.
Table american(const std::string& army, const std::string& type, Hex target = kRange2) {
    Table t("base-american.tricorne.json");
    t.unit("a", army, type, kAttacker);
    t.unit("t", army == "continental" ? "british" : "continental", "regular", target);
    return t;
}

struct Game : rules_fixtures::TableGame {
    using TableGame::TableGame;
    int index(const std::string& id) const { return *rules->unitIndex(id); }
    UnitState& unit(const std::string& id) { return state.units[static_cast<std::size_t>(index(id))]; }
    AttackAssessment attack(Hex target, const AttackContext& context = {}) const {
        return assessAttack(*rules, state, index("a"), target, context);
    }
};

/// A context with one flag set: with(&AttackContext::battleBack).
AttackContext with(bool AttackContext::*flag) {
    AttackContext c;
    c.*flag = true;
    return c;
}
AttackContext moved() { return with(&AttackContext::assumeMoved); }
AttackContext cards(int dice, AttackContext c = {}) {
    c.cardDice = dice;
    return c;
}

/// The breakdown as the studio prints it: "+1 full strength".
std::vector<std::string> lines(const AttackAssessment& a) {
    std::vector<std::string> out;
    for (const auto& m : a.modifiers)
        out.push_back((m.delta > 0 ? "+" : "") + std::to_string(m.delta) + " " + m.reason.text);
    return out;
}

void expectDice(const AttackAssessment& a, int base, const std::vector<std::string>& modifiers, int dice) {
    INFO("whyNot: " << a.whyNot);
    CHECK(a.allowed);
    CHECK(a.whyNot.empty());
    CHECK(a.baseDice == base);
    CHECK(lines(a) == modifiers);
    CHECK(a.dice == dice);
}

void expectRefused(const AttackAssessment& a, const std::string& why) {
    CHECK_FALSE(a.allowed);
    CHECK(a.whyNot == why);
}

}  // namespace

// --- base dice --------------------------------------------------------------------------------------

TEST_CASE("a unit's base dice come from its reference chart by range", "[dice][000 · Phase 4. Combat]") {
    // Trained artillery (2), 2, 2, 1, 1, 1 at ranges 1 … 6 along row 4.
    Table line("base-jacobite.tricorne.json");
    line.unit("a", "government", "trained-artillery", kAttacker, 3);
    const std::vector<int> expected{2, 2, 2, 1, 1, 1};
    for (int range = 1; range <= 6; ++range) {
        Table one = line;
        one.unit("t", "jacobite", "regular", at(2 + range, 4));
        const Game g(one);
        const auto a = g.attack(at(2 + range, 4));
        INFO("range " << range);
        CHECK(a.range == range);
        CHECK(a.melee == (range == 1));
        expectDice(a, expected[static_cast<std::size_t>(range - 1)], {}, expected[static_cast<std::size_t>(range - 1)]);
    }
}

TEST_CASE("a full-strength unit rolls one die more",
          "[dice][000 · Ranged Combat (Fire) Procedure][000 · MELEE COMBAT]") {
    expectDice(Game(jacobite("regular")).attack(kRange2), 2, {"+1 full strength"}, 3);
    expectDice(Game(jacobite("regular", 4, "regular", kAdjacent)).attack(kAdjacent), 2, {"+1 full strength"}, 3);
}

TEST_CASE("block losses do not reduce a unit's dice", "[dice][000 · Phase 4. Combat]") {
    expectDice(Game(jacobite("regular", 1)).attack(kRange2), 2, {}, 2);
}

TEST_CASE("a grenadier melees with three dice", "[dice][000 · Infantry Combat]") {
    Table t("base-jacobite.tricorne.json");
    t.unit("a", "government", "grenadier", kAttacker).unit("t", "jacobite", "regular", kAdjacent);
    expectDice(Game(t).attack(kAdjacent), 3, {"+1 full strength"}, 4);
}

TEST_CASE("beyond the last range of its chart a unit may not fire", "[dice][000 · RANGE COMBAT]") {
    expectRefused(Game(jacobite("regular", 4, "regular", at(6, 4))).attack(at(6, 4)),
                  "6,4 is 4 hexes away, beyond the range of `a`");
}

TEST_CASE("Highland infantry fires (2), 1, 0 in 000 and (2), 2, 1 in 001",
          "[dice][000 · Infantry Combat][001 · INFANTRY COMBAT]") {
    expectDice(Game(jacobite("highland")).attack(kRange2), 1, {"+1 full strength"}, 2);
    expectRefused(Game(jacobite("highland", 4, "regular", kRange3)).attack(kRange3), "`a` rolls no dice at 3 hexes");
    expectDice(Game(american("british", "highland", kRange2)).attack(kRange2), 2, {"+1 full strength"}, 3);
    expectDice(Game(american("british", "highland", kRange3)).attack(kRange3), 1, {"+1 full strength"}, 2);
}

TEST_CASE("a unit's own dice are one query: its chart by range, full strength, leader and Chief marker",
          "[dice][000 · Ranged Combat (Fire) Procedure][000 · Leaders Abilities Summary][000 · CLAN CHIEF & CHIEF OFFICER MARKERS]") {
    // Trained artillery at full strength with an attached leader.
    Table t("base-jacobite.tricorne.json");
    t.unit("a", "government", "trained-artillery", kAttacker).leader("cope", "government", kAttacker);
    t.unit("t", "jacobite", "regular", kAdjacent);
    const Game g(t);
    const UnitDice melee = unitDice(*g.rules, g.state, g.index("a"), 1);
    CHECK(melee.base == 2);
    CHECK(melee.fullStrength == 1);
    CHECK(melee.leader == 1);
    CHECK(melee.chief == 0);
    CHECK(melee.strength() == 3);
    CHECK(melee.total() == 4);
    // The attack's count starts from the same query and lists the same lines.
    expectDice(g.attack(kAdjacent), 2, {"+1 full strength", "+1 attached leader"}, 4);
    // At range the leader adds nothing to artillery (000 · Leaders Abilities Summary).
    const UnitDice ranged = unitDice(*g.rules, g.state, g.index("a"), 4);
    CHECK(ranged.base == 1);
    CHECK(ranged.leader == 0);
    CHECK(ranged.total() == 2);
    // Beyond the chart: no base dice.
    CHECK(unitDice(*g.rules, g.state, g.index("a"), 7).base == 0);
    // A Chief marker (never with a leader): one more, named by its faction.
    Table clan("base-jacobite.tricorne.json");
    clan.unit("a", "jacobite", "regular", kAttacker, 3, true).unit("t", "government", "regular", kRange2);
    const Game c(clan);
    const UnitDice chief = unitDice(*c.rules, c.state, c.index("a"), 2);
    CHECK(chief.fullStrength == 0);
    CHECK(chief.chief == 1);
    CHECK(chief.total() == 3);
}

// --- additions ------------------------------------------------------------------------------------

TEST_CASE("an attached leader adds a die to infantry in ranged and melee combat",
          "[dice][000 · Leaders Abilities Summary][001 · LEADER ABILITIES SUMMARY]") {
    expectDice(Game(jacobite("regular", 3).leader("dundee", "jacobite", kAttacker)).attack(kRange2), 2,
               {"+1 attached leader"}, 3);
    expectDice(
        Game(jacobite("regular", 3, "regular", kAdjacent).leader("dundee", "jacobite", kAttacker)).attack(kAdjacent), 2,
        {"+1 attached leader"}, 3);
    Table t = american("continental", "regular");
    t.scenario.units[0].blocks = 3;
    expectDice(Game(t.leader("gates", "continental", kAttacker)).attack(kRange2), 2, {"+1 attached leader"}, 3);
}

TEST_CASE("an attached leader adds a die to artillery in melee only", "[dice][000 · Leaders Abilities Summary]") {
    expectDice(Game(jacobite("light-artillery", 3).leader("dundee", "jacobite", kAttacker)).attack(kRange2), 2, {}, 2);
    expectDice(Game(jacobite("light-artillery", 3, "regular", kAdjacent).leader("dundee", "jacobite", kAttacker))
                   .attack(kAdjacent),
               2, {"+1 attached leader"}, 3);
}

TEST_CASE("an attached leader adds a die to cavalry in melee", "[dice][000 · Leaders Abilities Summary]") {
    expectDice(Game(jacobite("battle-cavalry", 3, "regular", kAdjacent).leader("dundee", "jacobite", kAttacker))
                   .attack(kAdjacent),
               2, {"+1 attached leader"}, 3);
}

TEST_CASE("a unit with a Chief marker rolls one die more", "[dice][000 · CLAN CHIEF & CHIEF OFFICER MARKERS]") {
    Table clan("base-jacobite.tricorne.json");
    clan.unit("a", "jacobite", "regular", kAttacker, 3, true).unit("t", "government", "regular", kRange2);
    expectDice(Game(clan).attack(kRange2), 2, {"+1 Clan Chief marker"}, 3);
    Table officer("base-jacobite.tricorne.json");
    officer.unit("a", "government", "regular", kAttacker, 3, true).unit("t", "jacobite", "regular", kAdjacent);
    expectDice(Game(officer).attack(kAdjacent), 2, {"+1 Chief Officer marker"}, 3);
}

TEST_CASE("Highland infantry gets its battle bonus in melee, a bonus melee included", "[dice][000 · Infantry Combat]") {
    const Game g(jacobite("highland", 4, "regular", kAdjacent));
    expectDice(g.attack(kAdjacent), 2, {"+1 full strength", "+1 Highland battle bonus"}, 4);
    // Taking ground counts as movement (000 · Bonus Melee).
    expectDice(g.attack(kAdjacent, with(&AttackContext::bonusMelee)), 2,
               {"+1 full strength", "+1 Highland battle bonus", "-1 moved this turn"}, 3);
}

TEST_CASE("Highland infantry gets no battle bonus when battling back or firing", "[dice][000 · Infantry Combat]") {
    expectDice(Game(jacobite("highland", 4, "regular", kAdjacent)).attack(kAdjacent, with(&AttackContext::battleBack)),
               2, {"+1 full strength"}, 3);
    expectDice(Game(jacobite("highland")).attack(kRange2), 1, {"+1 full strength"}, 2);
}

TEST_CASE("the Highland charge adds a die in melee when ordered, not on a bonus melee or battle back",
          "[dice][001 · British Highland Infantry]") {
    const Game g(american("british", "highland", kAdjacent));
    expectDice(g.attack(kAdjacent), 2, {"+1 full strength", "+1 Highland charge"}, 4);
    expectDice(g.attack(kAdjacent, with(&AttackContext::bonusMelee)), 2, {"+1 full strength", "-1 moved this turn"}, 2);
    expectDice(g.attack(kAdjacent, with(&AttackContext::battleBack)), 2, {"+1 full strength"}, 3);
}

TEST_CASE("cards add or take away dice", "[dice][000 · Ranged Combat (Fire) Procedure]") {
    const Game g(jacobite("regular"));
    expectDice(g.attack(kRange2, cards(2)), 2, {"+1 full strength", "+2 cards"}, 5);
    expectDice(g.attack(kRange2, cards(-1)), 2, {"+1 full strength", "-1 cards"}, 2);
}

TEST_CASE("additions are listed before reductions", "[dice][000 · Ranged Combat (Fire) Procedure]") {
    const Game g(jacobite("regular", 4, "regular", kAdjacent).leader("dundee", "jacobite", kAttacker));
    expectDice(g.attack(kAdjacent, cards(1, moved())), 2,
               {"+1 full strength", "+1 attached leader", "+1 cards", "-1 moved this turn"}, 4);
}

// --- movement ---------------------------------------------------------------------------------------

TEST_CASE("infantry that moved rolls one die fewer in ranged and melee combat",
          "[dice][000 · Ranged Combat (Fire) Procedure][000 · MELEE COMBAT]") {
    Game g(jacobite("regular"));
    expectDice(g.attack(kRange2, moved()), 2, {"+1 full strength", "-1 moved this turn"}, 2);
    g.unit("a").moved = true;
    expectDice(g.attack(kRange2), 2, {"+1 full strength", "-1 moved this turn"}, 2);
    expectDice(Game(jacobite("regular", 4, "regular", kAdjacent)).attack(kAdjacent, moved()), 2,
               {"+1 full strength", "-1 moved this turn"}, 2);
}

TEST_CASE("light infantry fire is not reduced for moving, its melee is",
          "[dice][001 · Ranged Combat (Fire) Procedure][001 · MELEE COMBAT]") {
    expectDice(Game(american("continental", "light", kRange2)).attack(kRange2, moved()), 2, {"+1 full strength"}, 3);
    expectDice(Game(american("british", "light", kRange2)).attack(kRange2, moved()), 2, {"+1 full strength"}, 3);
    expectDice(Game(american("continental", "rifle", kRange3)).attack(kRange3, moved()), 1, {"+1 full strength"}, 2);
    expectDice(Game(american("continental", "light", kAdjacent)).attack(kAdjacent, moved()), 2,
               {"+1 full strength", "-1 moved this turn"}, 2);
}

TEST_CASE("cavalry dice are never reduced for moving", "[dice][000 · MELEE COMBAT]") {
    expectDice(Game(charge()).attack(kAdjacent, moved()), 2, {"+1 full strength"}, 3);
}

TEST_CASE("artillery may not battle after moving", "[attack][000 · Artillery Movement]") {
    expectRefused(Game(jacobite("light-artillery")).attack(kRange2, moved()), "`a` may not battle after moving");
}

// --- terrain ----------------------------------------------------------------------------------------

TEST_CASE("infantry that moved onto a forest or buildings hex rolls one die fewer, as well as for moving (ruling)",
          "[dice][000 · FOREST][000 · BUILDINGS / CHURCH]") {
    expectDice(Game(jacobite("regular").terrain(kAttacker, "forest")).attack(kRange2, moved()), 2,
               {"+1 full strength", "-1 moved this turn", "-1 moved onto forest"}, 1);
    expectDice(
        Game(jacobite("regular", 4, "regular", kAdjacent).terrain(kAttacker, "buildings")).attack(kAdjacent, moved()),
        2, {"+1 full strength", "-1 moved this turn", "-1 moved onto buildings"}, 1);
    // Not moved: the forest itself costs infantry nothing.
    expectDice(Game(jacobite("regular").terrain(kAttacker, "forest")).attack(kRange2), 2, {"+1 full strength"}, 3);
}

TEST_CASE("cavalry that moved onto a forest hex may not battle", "[attack][000 · FOREST]") {
    expectRefused(Game(charge().terrain(kAttacker, "forest")).attack(kAdjacent, moved()),
                  "`a` may not battle the turn it moves onto forest");
}

TEST_CASE("cavalry melee into forest rolls two dice fewer", "[dice][000 · FOREST][001 · FOREST]") {
    expectDice(Game(charge().terrain(kAdjacent, "forest")).attack(kAdjacent), 2,
               {"+1 full strength", "-2 cavalry into forest"}, 1);
    Table t = american("continental", "light-cavalry", kAdjacent);
    expectDice(Game(t.terrain(kAdjacent, "forest")).attack(kAdjacent), 2,
               {"+1 full strength", "-2 cavalry into forest"}, 1);
}

TEST_CASE("infantry and artillery battling into forest roll no fewer dice", "[dice][000 · FOREST]") {
    expectDice(Game(jacobite("regular", 4, "regular", kAdjacent).terrain(kAdjacent, "forest")).attack(kAdjacent), 2,
               {"+1 full strength"}, 3);
    expectDice(Game(jacobite("light-artillery").terrain(kRange2, "forest")).attack(kRange2), 2, {"+1 full strength"},
               3);
}

TEST_CASE("cavalry melee out of a forest rolls two dice fewer", "[dice][000 · FOREST]") {
    expectDice(Game(charge().terrain(kAttacker, "forest")).attack(kAdjacent), 2,
               {"+1 full strength", "-2 cavalry battling from forest"}, 1);
}

TEST_CASE("cavalry melee from forest into forest applies only the battling-out reduction",
          "[dice][000 · FOREST][000 · BUILDINGS / CHURCH]") {
    expectDice(Game(charge().terrain(kAttacker, "forest").terrain(kAdjacent, "forest")).attack(kAdjacent), 2,
               {"+1 full strength", "-2 cavalry battling from forest"}, 1);
    // Buildings and a church are one booklet section: the same rule holds between them.
    expectDice(Game(charge().terrain(kAttacker, "buildings").terrain(kAdjacent, "church")).attack(kAdjacent), 2,
               {"+1 full strength", "-2 cavalry battling from buildings"}, 1);
}

TEST_CASE("cavalry melee from buildings into forest applies both reductions, and no dice means no battle (ruling)",
          "[attack][000 · FOREST][000 · BUILDINGS / CHURCH]") {
    const auto a = Game(charge().terrain(kAttacker, "buildings").terrain(kAdjacent, "forest")).attack(kAdjacent);
    expectRefused(a, "after every modifier `a` rolls no dice");
    CHECK(a.baseDice == 2);
    CHECK(lines(a) ==
          std::vector<std::string>{"+1 full strength", "-2 cavalry into forest", "-2 cavalry battling from buildings"});
    CHECK(a.dice == 0);
}

TEST_CASE("artillery battling from forest, a stream, a ford or a bridge rolls one die fewer",
          "[dice][000 · FOREST][000 · RIVER FORDS & FORDABLE STREAM][000 · BRIDGE]") {
    for (const auto& [terrain, name] : std::vector<std::pair<std::string, std::string>>{
             {"forest", "forest"}, {"stream", "fordable stream"}, {"ford", "river ford"}, {"bridge", "bridge"}}) {
        INFO(terrain);
        expectDice(Game(jacobite("light-artillery").terrain(kAttacker, terrain)).attack(kRange2), 2,
                   {"+1 full strength", "-1 artillery battling from " + name}, 2);
    }
}

TEST_CASE("a unit in a ravine battles with one die fewer", "[dice][000 · RAVINE]") {
    expectDice(Game(jacobite("regular").terrain(kAttacker, "ravine")).attack(kRange2), 2,
               {"+1 full strength", "-1 infantry battling from ravine"}, 2);
    expectDice(Game(charge().terrain(kAttacker, "ravine")).attack(kAdjacent), 2,
               {"+1 full strength", "-1 cavalry battling from ravine"}, 2);
}

TEST_CASE("artillery may not target a unit on boggy ground or wetland",
          "[attack][000 · BOGGY GROUND][001 · WETLAND - MARSH & SWAMP]") {
    expectRefused(Game(jacobite("light-artillery").terrain(kRange2, "boggy-ground")).attack(kRange2),
                  "artillery may not target a piece on boggy ground");
    expectDice(Game(jacobite("regular").terrain(kRange2, "boggy-ground")).attack(kRange2), 2, {"+1 full strength"}, 3);
    expectRefused(Game(american("continental", "light-artillery").terrain(kRange2, "wetland")).attack(kRange2),
                  "artillery may not target a piece on wetland (marsh & swamp)");
}

// --- hex sides --------------------------------------------------------------------------------------

TEST_CASE("cavalry melee across an enclosure wall rolls two dice fewer, either way", "[dice][000 · ENCLOSURE WALL]") {
    // Into the walled hex: the wall is on the target's W side.
    expectDice(Game(charge().side(kAdjacent, Side::W, "enclosure-wall")).attack(kAdjacent), 2,
               {"+1 full strength", "-2 cavalry attacking across the enclosure wall"}, 1);
    // Out of the walled hex: the wall is on the attacker's own E side.
    expectDice(Game(charge().side(kAttacker, Side::E, "enclosure-wall")).attack(kAdjacent), 2,
               {"+1 full strength", "-2 cavalry battling out across the enclosure wall"}, 1);
    // A wall on another side of the target's hex is not crossed.
    expectDice(Game(charge().side(kAdjacent, Side::E, "enclosure-wall")).attack(kAdjacent), 2, {"+1 full strength"}, 3);
}

TEST_CASE("infantry battling across an enclosure wall rolls no fewer dice", "[dice][000 · ENCLOSURE WALL]") {
    expectDice(
        Game(jacobite("regular", 4, "regular", kAdjacent).side(kAdjacent, Side::W, "enclosure-wall")).attack(kAdjacent),
        2, {"+1 full strength"}, 3);
    expectDice(Game(jacobite("regular").side(kRange2, Side::W, "enclosure-wall")).attack(kRange2), 2,
               {"+1 full strength"}, 3);
}

TEST_CASE("cavalry melee across field works rolls two dice fewer", "[dice][000 · FIELD WORKS][001 · FIELD WORKS]") {
    expectDice(Game(charge().side(kAdjacent, Side::W, "field-works")).attack(kAdjacent), 2,
               {"+1 full strength", "-2 cavalry attacking across the field works"}, 1);
    Table t = american("british", "light-cavalry", kAdjacent);
    expectDice(Game(t.side(kAdjacent, Side::W, "field-works")).attack(kAdjacent), 2,
               {"+1 full strength", "-2 cavalry attacking across the field works"}, 1);
}

TEST_CASE("field works on both banks of one side reduce the dice once (ruling)", "[dice][000 · FIELD WORKS]") {
    expectDice(Game(charge().side(kAdjacent, Side::W, "field-works").side(kAttacker, Side::E, "field-works"))
                   .attack(kAdjacent),
               2, {"+1 full strength", "-2 cavalry attacking across the field works"}, 1);
}

// --- who may be attacked ---------------------------------------------------------------------------

TEST_CASE("an eliminated unit may not battle", "[attack][000 · Phase 4. Combat]") {
    Game g(jacobite("regular"));
    g.state.removeUnit(g.index("a"));
    expectRefused(g.attack(kRange2), "`a` has been eliminated");
}

TEST_CASE("only an enemy unit or a lone enemy leader may be attacked", "[attack][000 · Phase 4. Combat]") {
    const Game g(
        jacobite("regular", 4, "").unit("b", "jacobite", "regular", kRange3).leader("dundee", "jacobite", at(2, 6)));
    expectRefused(g.attack(kRange2), "no enemy unit or lone enemy leader at 4,4");
    expectRefused(g.attack(kRange3), "5,4 holds a friendly unit");
    expectRefused(g.attack(at(2, 6)), "2,6 holds a friendly leader");
    expectRefused(g.attack(kAttacker), "2,4 holds a friendly unit");
}

TEST_CASE("an enemy leader attached to a unit is part of its unit's target",
          "[attack][000 · Combat Against a Lone Leader]") {
    // One die at range is enough against a unit, even with a leader attached.
    expectDice(Game(jacobite("highland", 3).leader("mackay", "government", kRange2)).attack(kRange2), 1, {}, 1);
}

TEST_CASE("a lone enemy leader may be attacked in melee and at range", "[attack][000 · Combat Against a Lone Leader]") {
    expectDice(Game(jacobite("regular", 4, "").leader("mackay", "government", kAdjacent)).attack(kAdjacent), 2,
               {"+1 full strength"}, 3);
    expectDice(Game(jacobite("regular", 4, "").leader("mackay", "government", kRange2)).attack(kRange2), 2,
               {"+1 full strength"}, 3);
}

TEST_CASE("a lone leader may not be fired at with fewer than two dice",
          "[attack][000 · Combat Against a Lone Leader]") {
    const auto a = Game(jacobite("highland", 3, "").leader("mackay", "government", kRange2)).attack(kRange2);
    expectRefused(a, "a lone leader may only be fired at with 2 dice or more; `a` rolls 1");
    CHECK(a.dice == 1);
    expectDice(Game(jacobite("highland", 3, "").leader("mackay", "government", kAdjacent)).attack(kAdjacent), 2,
               {"+1 Highland battle bonus"}, 3);
}

TEST_CASE("cavalry may not fire", "[attack][000 · RANGE COMBAT]") {
    expectRefused(Game(jacobite("battle-cavalry")).attack(kRange2), "`a` is cavalry and may not fire");
}

TEST_CASE("a unit adjacent to an enemy unit may not fire at another", "[attack][000 · RANGE COMBAT]") {
    const Game g(jacobite("regular").unit("t2", "government", "militia", at(2, 3)));
    expectRefused(g.attack(kRange2), "`a` is adjacent to the enemy unit `t2` at 2,3 and may not fire");
    expectDice(g.attack(at(2, 3)), 2, {"+1 full strength"}, 3);
}

TEST_CASE("a lone enemy leader adjacent does not stop a unit firing (ruling)", "[attack][000 · RANGE COMBAT]") {
    expectDice(Game(jacobite("regular").leader("mackay", "government", at(2, 3))).attack(kRange2), 2,
               {"+1 full strength"}, 3);
}

TEST_CASE("a unit may not fire without a line of sight", "[attack][000 · Ranged Combat (Fire) Procedure]") {
    expectRefused(Game(jacobite("regular").terrain(kAdjacent, "forest")).attack(kRange2),
                  "no line of sight: forest at 3,4 blocks the line");
}

TEST_CASE("a unit that may not battle this turn may not attack", "[attack][000 · ROAD]") {
    Game g(jacobite("regular", 4, "regular", kAdjacent));
    g.unit("a").noBattle = true;
    expectRefused(g.attack(kAdjacent), "`a` may not battle this turn");
}

TEST_CASE("a unit that may only melee this turn may not fire", "[attack][000 · Infantry Movement]") {
    Game g(jacobite("highland", 4, "regular", kAdjacent));
    g.unit("a").meleeOnly = true;
    g.unit("a").moved = true;
    expectDice(g.attack(kAdjacent), 2, {"+1 full strength", "+1 Highland battle bonus", "-1 moved this turn"}, 3);
    Game far(jacobite("highland"));
    far.unit("a").meleeOnly = true;
    expectRefused(far.attack(kRange2), "`a` may only melee this turn");
}

TEST_CASE("a battle back and a bonus melee are melee only", "[attack][000 · ADDITIONAL COMBAT ACTIONS]") {
    const Game g(jacobite("regular"));
    expectRefused(g.attack(kRange2, with(&AttackContext::battleBack)),
                  "a battle back is a melee, and 4,4 is not adjacent");
    expectRefused(g.attack(kRange2, with(&AttackContext::bonusMelee)),
                  "a bonus melee is a melee, and 4,4 is not adjacent");
}

TEST_CASE("only artillery fires in the opening cannonade, and only at range", "[attack][000 · Opening Cannonade]") {
    expectDice(Game(jacobite("light-artillery")).attack(kRange2, with(&AttackContext::cannonade)), 2,
               {"+1 full strength"}, 3);
    expectRefused(Game(jacobite("regular")).attack(kRange2, with(&AttackContext::cannonade)),
                  "only artillery fires in the opening cannonade");
    expectRefused(
        Game(jacobite("light-artillery", 4, "regular", kAdjacent)).attack(kAdjacent, with(&AttackContext::cannonade)),
        "the opening cannonade is ranged fire, and 3,4 is adjacent");
}

TEST_CASE("a unit with no dice left after every modifier may not battle (ruling)", "[attack][000 · FOREST]") {
    const auto a =
        Game(jacobite("battle-cavalry", 3, "regular", kAdjacent).terrain(kAdjacent, "forest")).attack(kAdjacent);
    expectRefused(a, "after every modifier `a` rolls no dice");
    CHECK(lines(a) == std::vector<std::string>{"-2 cavalry into forest"});
    CHECK(a.dice == 0);
}
