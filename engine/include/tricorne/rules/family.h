// The decisions the games of the Commands & Colors family make differently, one function
// each, read from the game system's rules (GameSystem::rules, FamilyRules; schema/README.md,
// "Rules of the family"). The turn and the rule queries ask here at the one place each
// decision is made. A value this engine does not play yet is refused when the system is
// validated (validate/system_rules_validate.cpp), so these functions meet only values they
// implement. To implement one: its branch here, its tests, and lift its refusal there.
#pragma once

#include "tricorne/model/rules.h"
#include "tricorne/model/system.h"

namespace tricorne::family {

/// The dice a unit adds at its type's full strength (000 · Ranged Combat (Fire) Procedure
/// step 4: 1). Asked by every count of a unit's dice (rules/attack.h, unitDice).
inline int fullStrengthDice(const GameSystem& system, int blocks, int fullStrength) {
    return blocks >= fullStrength ? system.rules.dice.fullStrengthBonus : 0;
}

/// What a unit rolls of itself by the system's dice model, before full strength, leaders and
/// markers: `base` its blocks or its chart's dice, `typeExtra` its type's extra dice,
/// `oneBlockLeft` what artillery's last block costs (a reduction, <= 0).
struct OwnDice {
    int base = 0;
    int typeExtra = 0;
    int oneBlockLeft = 0;
    bool blocks = false;  ///< `base` counts the unit's blocks
};

/// OwnDice of a unit of `type` with `blocks` blocks at a range whose chart entry (UnitType::dice)
/// is `chart`. DiceModel::Chart: the chart's dice (000 · RANGE COMBAT, MELEE COMBAT; 001
/// likewise). DiceModel::Blocks: infantry and cavalry roll their blocks, the chart read as the
/// type's extra dice at that range (002 · Phase 4. COMBAT; RANGED COMBAT 4: "+1 for being a
/// light unit"; MELEE COMBAT 4: grenadiers, heavy cavalry); artillery keeps its chart, with
/// `artilleryOneBlockFewer` fewer when one block remains (002 · MELEE COMBAT 4: 4 dice, 3 with
/// one block left; at range a designer default, RULINGS.md). Asked by unitDice.
inline OwnDice ownDice(const GameSystem& system, const UnitType& type, int blocks, int chart) {
    if (system.rules.dice.model == DiceModel::Chart) return {chart};
    if (type.kind == UnitKind::Artillery) return {chart, 0, blocks == 1 ? -system.rules.dice.artilleryOneBlockFewer : 0};
    return {blocks, chart, 0, true};
}

/// Whether a type whose chart gives `chart` (> 0 or not) dice at a range within its chart may
/// fire that far: under DiceModel::Chart only with dice there (000 · RANGE COMBAT: a 0 on the
/// chart); under DiceModel::Blocks a blocks-counting type's chart is extra dice, 0 included.
inline bool chartAllowsFire(const GameSystem& system, const UnitType& type, int chart) {
    return chart > 0 || (system.rules.dice.model == DiceModel::Blocks && type.kind != UnitKind::Artillery);
}

/// Whether a moved infantry unit of army `army` rounds its half blocks up when it fires (002 ·
/// RANGED COMBAT 4: the French and British up, the Portuguese down); an army naming no
/// rounding rounds up (RULINGS.md).
inline bool movedFireRoundsUp(const Rules& rules, int unit) {
    const Army* army = rules.system().army(rules.scenario().unit(unit).army);
    return !army || army->movedFireRoundsUp.value_or(true);
}

/// What moving costs the dice of ordered infantry unit `unit`, of `blocks` blocks, firing
/// (`ranged`) or in melee: one die fewer either way (000 · MELEE COMBAT step 3, Ranged Combat
/// (Fire) Procedure step 4); with half-blocks, at range half its blocks rounded by its army
/// instead of all of them, in melee nothing (002 · RANGED COMBAT 4, MELEE COMBAT 4: "even if the
/// infantry unit has moved"). Half-blocks is played with DiceModel::Blocks only (validation),
/// where the base is the blocks. Asked by the attack's count.
inline int movedInfantryDice(const Rules& rules, int unit, int blocks, bool ranged) {
    const GameSystem& system = rules.system();
    if (system.rules.dice.movedInfantry == MovedInfantryDice::OneFewer) return -1;
    if (!ranged) return 0;
    return (movedFireRoundsUp(rules, unit) ? (blocks + 1) / 2 : blocks / 2) - blocks;
}

/// Whether a lone leader may be fired on by an attack of `dice` dice (000 · Combat Against a
/// Lone Leader: two dice or more; 002 · RANGED COMBAT 8: never). Asked by the attack's verdict.
inline bool loneLeaderMayBeFiredOn(const GameSystem& system, int dice) {
    return system.rules.leaders.loneLeaderFire == LoneLeaderFire::TwoDiceOrMore && dice >= 2;
}

/// Whether a lone friendly leader next to a unit counts as one of its supporting units (002 ·
/// Bolster Morale) rather than letting it ignore a flag of his own (000 · Bolster Morale).
/// Asked by the flags a unit may ignore (rules/morale.h).
inline bool loneLeaderIsSupport(const GameSystem& system) {
    return system.rules.leaders.loneLeaderSupport == LoneLeaderSupport::CountsAsSupport;
}

/// Whether a retreating leader, `hexesTaken` hexes into his retreat, may try to escape through
/// an enemy-held hex as his next one, `openSteps` being the free hexes from where he stands.
/// 000 · Lone Leader Escape: only when both are held. 002 · Leader Escape: through any enemy on
/// the path he chooses, beside the free hexes, escape after escape; "Should the third hex also
/// be occupied by an enemy unit, the leader is eliminated": a third hex he may not end on is no
/// way out, so it is not offered: on an enemy-held second hex with every hex beyond it held,
/// he is eliminated there without a third roll. Asked when his retreat's options are listed.
inline bool leaderMayEscape(const GameSystem& system, bool openSteps, int hexesTaken) {
    if (system.rules.leaders.escape == LeaderEscape::AnyEnemyOnPath) return hexesTaken < 2;
    return !openSteps;
}

/// Whether an attached leader makes a casualty check when his unit loses blocks for a retreat
/// it cannot complete (000 · Leader Casualty Check Special Situation: no; 002 · LEADER
/// CASUALTY CHECK: yes, 2 dice if his unit survives, 1 if it is eliminated, but only one check
/// per combat roll). Asked where those blocks are lost and when the retreat is set off.
inline bool leaderChecksOnRetreatLosses(const GameSystem& system) { return system.rules.leaders.checkOnRetreatLosses; }

/// The dice an attached leader adds to his unit's combat (000 · Leaders Abilities Summary: 1;
/// 002 · Phase 4. COMBAT: none). Asked by every count of a unit's dice (rules/attack.h).
inline int attachedLeaderDice(const GameSystem& system) { return system.rules.leaders.attachedLeaderDice; }

/// Whether a unit of `type`, with a leader attached or not, may make a bonus melee after
/// taking ground (000 · Bonus Melee: cavalry, a type with the take-ground-bonus-melee ability,
/// infantry with an attached leader; 002 · Cavalry Bonus Attack: cavalry only). The rest of
/// the eligibility (once a turn, never after a retire) is the turn's.
inline bool mayBonusMelee(const GameSystem& system, const UnitType& type, bool leaderAttached) {
    if (system.rules.bonusMelee == BonusMeleeUnits::CavalryOnly) return type.kind == UnitKind::Cavalry;
    return type.kind == UnitKind::Cavalry || type.has(Ability::TakeGroundBonusMelee) || (type.kind == UnitKind::Infantry && leaderAttached);
}

/// How many hexes cavalry may move on after taking ground, its breakthrough (002 · Cavalry
/// Breakthrough: 1; 000 has none, 0). Asked when a unit takes ground; the rest of the
/// eligibility (cavalry, an ordered melee, not a bonus attack's) is the turn's.
inline int breakthroughHexes(const GameSystem& system) { return system.rules.breakthroughHexes; }

/// Whether a unit retreating onto a lone friendly leader stops there, the leader attached (000
/// · Retreat; 002 · RETREATS, Leaders Stop Retreats). Asked on each retreat step.
inline bool leadersStopRetreats(const GameSystem& system) {
    // false (the unit would go on, its new leader with it) is refused by validation until
    // implemented.
    return system.rules.leadersStopRetreats;
}

/// Whether a unit that retreated (or is otherwise called to) rolls its rally check (000 ·
/// Rally Check); 002 has none (002 · RETREATS: a retreat is its hexes per flag, nothing
/// more). Asked where a check would be owed (a retreat, a fallen leader's units) and when one
/// comes to be rolled (retire, Chief markers, special rules): without checks none is rolled and
/// no unit routs; what only adds rally dice has nothing to act on.
inline bool rallyChecks(const GameSystem& system) { return system.rules.rallyChecks; }

}  // namespace tricorne::family
