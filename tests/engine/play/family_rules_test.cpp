// The rules the Commands & Colors family varies, played under each value this engine
// implements (FamilyRules, rules/family.h; schema/README.md, "Rules of the family"): Tricorne's
// defaults against the other game's, on the same board, through the rule queries and
// legalActions/apply with forced dice.
#include "play/game_fixtures.h"
#include "tricorne/rules/attack.h"
#include "tricorne/rules/morale.h"

using namespace tricorne;
using namespace fixtures;

namespace {
constexpr Position kBottom = Position::Bottom;

FamilyRules withFullStrengthDice(int dice) {
    FamilyRules r;
    r.dice.fullStrengthBonus = dice;
    return r;
}

IncomingAttack fireFrom(int col, int row) {
    IncomingAttack a;
    a.from = toAxial({col, row});
    a.attackerKind = UnitKind::Infantry;
    a.ranged = true;
    return a;
}
}  // namespace

TEST_CASE("a unit at full strength adds the system's full-strength dice: Tricorne's one, none in 002",
          "[family][000 · Ranged Combat (Fire) Procedure][002 · Phase 4. COMBAT]") {
    Battle b;
    b.unit("jac-1", "jacobite", "regular", 6, 6).unit("gov-1", "government", "regular", 6, 4);
    {
        const auto& r = b.rules();
        const auto s = GameState::initial(r, 1);
        CHECK(assessAttack(r, s, 0, toAxial({6, 4})).dice == 3);  // 2 + 1 full strength
    }
    b.familyRules(withFullStrengthDice(0));
    const auto& r = b.rules();
    const auto s = GameState::initial(r, 1);
    const AttackAssessment a = assessAttack(r, s, 0, toAxial({6, 4}));
    CHECK(a.dice == 2);
    CHECK(a.modifiers.empty());
    CHECK(unitDice(r, s, 0, 2).fullStrength == 0);
}

TEST_CASE("a lone leader may never be fired on where the system says so, and may still be meleed",
          "[family][000 · Combat Against a Lone Leader][002 · RANGED COMBAT]") {
    Battle b;
    b.unit("gov-1", "government", "regular", 6, 4).unit("gov-2", "government", "regular", 5, 6).leader("dundee", "jacobite", 6, 6)
        .unit("jac-1", "jacobite", "regular", 1, 9);
    {
        const auto& r = b.rules();
        const auto s = GameState::initial(r, 1);
        CHECK(assessAttack(r, s, 0, toAxial({6, 6})).allowed);  // 3 dice at range 2 (000)
    }
    FamilyRules never;
    never.leaders.loneLeaderFire = LoneLeaderFire::Never;
    b.familyRules(never);
    const auto& r = b.rules();
    const auto s = GameState::initial(r, 1);
    const AttackAssessment fire = assessAttack(r, s, 0, toAxial({6, 6}));
    CHECK_FALSE(fire.allowed);
    CHECK(fire.whyNot == "a lone leader may not be fired at");
    CHECK(assessAttack(r, s, 1, toAxial({6, 6})).allowed);  // gov-2 is adjacent: melee
}

TEST_CASE("a lone leader is one supporting unit where the system says so, not a bolster of his own",
          "[family][000 · Bolster Morale][002 · Bolster Morale]") {
    Battle b;
    // jac-1 at 6,6 with one friendly unit (5,6) and a lone leader (7,6) beside it.
    b.unit("jac-1", "jacobite", "regular", 6, 6).unit("jac-2", "jacobite", "regular", 5, 6).leader("dundee", "jacobite", 7, 6)
        .unit("gov-1", "government", "regular", 6, 3);
    {
        const auto& r = b.rules();
        const auto s = GameState::initial(r, 1);
        const MoraleCount m = ignorableFlags(r, s, 0, fireFrom(6, 3));
        CHECK(m.value == 1);
        REQUIRE(m.reasons.size() == 1);
        CHECK(m.reasons[0].reason.text == "a lone friendly leader adjacent");  // 000: one support is not two
    }
    FamilyRules support;
    support.leaders.loneLeaderSupport = LoneLeaderSupport::CountsAsSupport;
    b.familyRules(support);
    {
        const auto& r = b.rules();
        const auto s = GameState::initial(r, 1);
        const MoraleCount m = ignorableFlags(r, s, 0, fireFrom(6, 3));
        CHECK(m.value == 1);
        REQUIRE(m.reasons.size() == 1);
        CHECK(m.reasons[0].reason.text == "two supporting units");  // the unit and the leader
    }
    // The leader alone is one support, not two: nothing to ignore (002).
    b.scenario().units.erase(b.scenario().units.begin() + 1);
    const auto& r = b.rules();
    const auto s = GameState::initial(r, 1);
    CHECK(ignorableFlags(r, s, 0, fireFrom(6, 3)).value == 0);
}

TEST_CASE("bonus melee after taking ground: infantry with a leader in Tricorne, cavalry only in 002",
          "[family][000 · Bonus Melee][002 · Cavalry Bonus Attack]") {
    for (const bool cavalryOnly : {false, true}) {
        INFO((cavalryOnly ? "cavalry only" : "Tricorne"));
        Battle b;
        b.unit("jac-1", "jacobite", "regular", 6, 6).leader("dundee", "jacobite", 6, 6).unit("gov-1", "government", "regular", 6, 5, 1)
            .unit("gov-2", "government", "regular", 7, 4);
        if (cavalryOnly) {
            FamilyRules r;
            r.bonusMelee = BonusMeleeUnits::CavalryOnly;
            b.familyRules(r);
        }
        auto s = b.combat(kBottom, {"jac-1"});
        const auto& r = b.rules();
        force(s, "ICCC");  // 2 + full strength + leader: the infantry symbol destroys the 1-block unit
        REQUIRE(apply(r, s, battle(r, "jac-1", 6, 5)) == ActionError::None);
        REQUIRE(apply(r, s, choice(ActionKind::TakeGround, 1)) == ActionError::None);
        CHECK(hasAction(r, s, toHex(ActionKind::BonusMelee, 7, 4)) == !cavalryOnly);
    }
    // Cavalry keeps its bonus melee under either rule.
    Battle b;
    FamilyRules cavalry;
    cavalry.bonusMelee = BonusMeleeUnits::CavalryOnly;
    b.familyRules(cavalry).unit("jac-horse", "jacobite", "battle-cavalry", 6, 6).unit("gov-1", "government", "regular", 6, 5, 1)
        .unit("gov-2", "government", "regular", 7, 4);
    auto s = b.combat(kBottom, {"jac-horse"});
    const auto& r = b.rules();
    force(s, "ICC");
    REQUIRE(apply(r, s, battle(r, "jac-horse", 6, 5)) == ActionError::None);
    REQUIRE(apply(r, s, choice(ActionKind::TakeGround, 1)) == ActionError::None);
    CHECK(hasAction(r, s, toHex(ActionKind::BonusMelee, 7, 4)));
}
