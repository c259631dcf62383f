// Who may battle whom, and with how many dice (000 · Phase 4. Combat, RANGE COMBAT, Ranged
// Combat (Fire) Procedure step 4, MELEE COMBAT step 3, Combat Against a Lone Leader, CLAN
// CHIEF & CHIEF OFFICER MARKERS, TERRAIN; 001 likewise). See include/tricorne/rules/attack.h.
//
// Refusals are checked in a fixed order (the attacker, the target, range and sight, what this
// turn's movement forbids, "NB" terrain, then the dice themselves), so the same situation
// always gives the same reason. Modifiers are listed additions first, then reductions (000 ·
// Ranged Combat (Fire) Procedure step 4: "a good habit is to first add … and then determine
// any reductions").
#include "tricorne/rules/attack.h"

#include <algorithm>

#include <cctype>
#include <optional>

#include "tricorne/rules/card_effects.h"
#include "tricorne/rules/family.h"
#include "tricorne/rules/los.h"

namespace tricorne {

namespace {


std::string lowerCase(std::string text) {
    for (char& c : text) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return text;
}

/// A reduction a terrain or hex-side effect may impose: nullopt = "NB" (no battle). What it
/// says is written only when the breakdown is explained (reasonOf): the turn and the bots
/// assess attacks thousands of times a game and read only the dice.
struct Effect {
    DiceModifier delta;
    const char* phrase = nullptr;        ///< the reason's template: {1} the unit kind (withKind), then the name
    const std::string* name = nullptr;   ///< the terrain's or hex side's table name
    bool withKind = true;
};

/// An effect's reason for an attacker of `kind` ("cavalry into forest").
Text reasonOf(const Effect& effect, UnitKind kind) {
    if (!effect.withKind) return phraseText(effect.phrase, {lowerNameText(*effect.name)});
    return phraseText(effect.phrase, {nameText(unitKindName(kind)), lowerNameText(*effect.name)});
}

/// Cavalry melee "from a forest hex to adjacent forest hex, only apply the battling out dice
/// reduction" (000 · FOREST; the same for buildings, 000 · BUILDINGS / CHURCH). Terrain from
/// one booklet section (buildings and church share theirs) counts as the same.
bool sameCloseTerrain(const TerrainType* a, const TerrainType* b) {
    return a && b && (a == b || a->source == b->source);
}

/// The hex-side effect of the sides the attack crosses: the target's sides the line enters
/// by ("targeting across", owned by the target) and the attacker's sides it leaves by
/// ("battling across", owned by the attacker); fences (protecting both hexes) count from
/// either. One crossing reduces once: the worst effect applies (000 · ENCLOSURE WALL, FIELD
/// WORKS).
std::optional<Effect> sideEffect(const Rules& rules, Hex from, Hex target, UnitKind kind) {
    std::optional<Effect> worst;
    // Most hexes have no hex-side feature at all: skip tracing the line for them.
    if (!rules.anyEdgeFeature(from) && !rules.anyEdgeFeature(target)) return worst;
    const auto consider = [&](const EdgeFeature& edge, Hex own, bool targeting) {
        if (!edge.type || !(edge.owner == own || edge.type->protectsBothHexes)) return;
        const DiceModifier delta = (targeting ? edge.type->targeting : edge.type->battlingFrom).of(kind);
        const bool worse = !worst || (worst->delta && (!delta || *delta < *worst->delta));
        if (!worse) return;
        worst = Effect{delta, targeting ? TRICORNE_TEXT("{1} attacking across the {2}") : TRICORNE_TEXT("{1} battling out across the {2}"),
                       &edge.type->name};
    };
    for (Side s : entrySides(from, target)) consider(rules.edge(target, s), target, true);
    for (Side s : entrySides(target, from)) consider(rules.edge(from, s), from, false);
    return worst;
}

/// The unit's Chief marker by its faction's name for it ("Clan Chief marker"), else
/// "Chief marker".
Text chiefMarker(const Rules& rules, int unit) {
    const Faction* faction = rules.system().faction(rules.scenario().side(rules.unitSide(unit)).faction);
    if (faction && faction->chiefMarker) return phraseText(TRICORNE_TEXT("{1} marker"), {nameText(*faction->chiefMarker)});
    return phraseText(TRICORNE_TEXT("Chief marker"));
}

/// The terms family::ownDice gives a unit under a dice model other than the chart.
[[gnu::noinline]] void ownDiceByBlocks(const GameSystem& system, const UnitType& type, int blocks, int chart, UnitDice& dice) {
    const family::OwnDice own = family::ownDice(system, type, blocks, chart);
    dice.base = own.base;
    dice.typeExtra = own.typeExtra;
    dice.oneBlockLeft = own.oneBlockLeft;
    dice.blocks = own.blocks;
}

/// unitDice of a unit whose type, state and side the caller holds, `chart` its chart's dice at
/// `range` (the attack's count has them at hand, its range known to be on the chart; inlined
/// there, it costs no more than the terms it sums: Tricorne's chart model is one branch).
inline UnitDice diceOf(const Rules& rules, const GameState& state, const UnitType& type, const UnitState& u, Position side, int range, int chart) {
    UnitDice dice;
    // family::ownDice's chart branch inline (the search's path); the blocks model out of line.
    if (rules.system().rules.dice.model == DiceModel::Chart) [[likely]]
        dice.base = chart;
    else
        ownDiceByBlocks(rules.system(), type, u.blocks, chart, dice);
    dice.fullStrength = family::fullStrengthDice(rules.system(), u.blocks, type.blocks);
    // 000 · Leaders Abilities Summary: +1 in ranged and melee, artillery in melee only (002: none).
    if (const int leader = state.leaderAt(u.hex); leader >= 0 && rules.leaderSide(leader) == side && !(range > 1 && type.kind == UnitKind::Artillery))
        dice.leader = family::attachedLeaderDice(rules.system());
    dice.chief = u.chief ? 1 : 0;  // 000 · CLAN CHIEF & CHIEF OFFICER MARKERS
    return dice;
}

/// The reason of a moved infantry unit's fire with `half` of its `blocks` blocks, fewer than
/// them (002 · RANGED COMBAT 4): "moved, half of 3 blocks rounded up: 2".
Text movedHalfBlocks(int blocks, int half) {
    const std::string of = std::to_string(blocks), is = std::to_string(half);
    if (blocks == 1) return phraseText(TRICORNE_TEXT("moved, half of 1 block rounded down: {1}"), {is});
    if (blocks % 2 == 0) return phraseText(TRICORNE_TEXT("moved, half of {1} blocks: {2}"), {of, is});
    return phraseText(2 * half > blocks ? TRICORNE_TEXT("moved, half of {1} blocks rounded up: {2}") : TRICORNE_TEXT("moved, half of {1} blocks rounded down: {2}"),
                      {of, is});
}

class Assessor {
public:
    /// With `explain` false the verdict and the dice are the same, but no sentence is written:
    /// the turn logic asks only "allowed?" thousands of times a game.
    Assessor(const Rules& rules, const GameState& state, int attacker, Hex target, const AttackContext& context, bool explain)
        : m_rules(rules), m_state(state), m_index(attacker), m_unit(state.units.at(static_cast<std::size_t>(attacker))),
          m_type(rules.unitType(attacker)), m_side(rules.unitSide(attacker)), m_target(target), m_context(context),
          m_explain(explain), m_moved(m_unit.moved || context.assumeMoved || context.bonusMelee) {
        m_out.range = distance(m_unit.hex, target);
        m_out.melee = m_out.range == 1;
    }

    AttackAssessment run() {
        if (auto why = refusal()) return refuse(std::move(*why));
        countDice();
        if (m_out.dice <= 0) return refuse(say([&] { return "after every modifier " + name() + " rolls no dice"; }));
        // 000 · Combat Against a Lone Leader: "A lone leader may not be targeted in ranged
        // combat when rolling less than two dice."
        // 002 · RANGED COMBAT 8: never (the system's rules decide, rules/family.h).
        if (m_loneLeader && !m_out.melee && !family::loneLeaderMayBeFiredOn(m_rules.system(), m_out.dice))
            return refuse(say([&] {
                if (m_rules.system().rules.leaders.loneLeaderFire == LoneLeaderFire::Never) return std::string("a lone leader may not be fired at");
                return "a lone leader may only be fired at with 2 dice or more; " + name() + " rolls " + std::to_string(m_out.dice);
            }));
        m_out.allowed = true;
        return std::move(m_out);
    }

    /// countDice() alone, for an attack known to be allowed: the terrain effects it reads are
    /// worked out as terrainRefusal() does, and nothing else is checked again.
    int diceOfAllowed() {
        terrainRefusal();
        countDice();
        return m_out.dice;
    }

private:
    /// The sentence `write` makes, when explaining; "" (no allocation) when not.
    template <typename Write>
    std::string say(Write&& write) const {
        return m_explain ? std::string(write()) : std::string();
    }

    /// The reason `write` makes for a line of the breakdown, when explaining; empty when not.
    template <typename Write>
    Text reason(Write&& write) const {
        return m_explain ? Text(write()) : Text();
    }

    std::string name() const { return "`" + m_rules.scenario().unit(m_index).id + "`"; }

    AttackAssessment refuse(std::string why) {
        m_out.allowed = false;
        m_out.whyNot = std::move(why);
        return std::move(m_out);
    }

    /// The first reason the attack may not be made at all, in a fixed order.
    std::optional<std::string> refusal() {
        if (!m_unit.alive()) return say([&] { return name() + " has been eliminated"; });
        if (m_context.cannonade && m_type.kind != UnitKind::Artillery && !m_context.cannonadeJoiner)
            return say([] { return "only artillery fires in the opening cannonade"; });
        if (m_unit.noBattle) return say([&] { return name() + " may not battle this turn"; });
        if (auto why = targetRefusal()) return why;
        if (auto why = m_out.melee ? meleeRefusal() : rangedRefusal()) return why;
        if (auto why = movedRefusal()) return why;
        return terrainRefusal();
    }

    /// 000 · Phase 4. Combat: the target is an enemy unit, or an enemy leader alone in his
    /// hex; a leader attached to a unit is part of that unit's target, not one of his own.
    std::optional<std::string> targetRefusal() {
        if (const int unit = m_state.unitAt(m_target); unit >= 0) {
            if (m_rules.unitSide(unit) == m_side) return say([&] { return formatHex(m_target) + " holds a friendly unit"; });
            return std::nullopt;
        }
        if (const int leader = m_state.leaderAt(m_target); leader >= 0) {
            if (m_rules.leaderSide(leader) == m_side) return say([&] { return formatHex(m_target) + " holds a friendly leader"; });
            m_loneLeader = true;
            return std::nullopt;
        }
        return say([&] { return "no enemy unit or lone enemy leader at " + formatHex(m_target); });
    }

    std::optional<std::string> meleeRefusal() const {
        if (m_context.cannonade) return say([&] { return "the opening cannonade is ranged fire, and " + formatHex(m_target) + " is adjacent"; });
        // 000 · Line Volley: "A unit ordered by the Line Volley card may not melee."
        if (!m_context.battleBack && cards::meleeForbidden(m_rules, m_state, m_index))
            return say([&] { return name() + " was ordered by a card that forbids melee"; });
        return std::nullopt;
    }

    /// 000 · RANGE COMBAT and Ranged Combat (Fire) Procedure steps 2-3.
    std::optional<std::string> rangedRefusal() {
        if (m_context.battleBack || m_context.bonusMelee)
            return say([&] { return std::string(m_context.battleBack ? "a battle back" : "a bonus melee") + " is a melee, and " + formatHex(m_target) + " is not adjacent"; });
        if (m_unit.meleeOnly) return say([&] { return name() + " may only melee this turn"; });
        if (m_type.kind == UnitKind::Cavalry) return say([&] { return name() + " is cavalry and may not fire"; });
        // "A unit adjacent to an enemy unit may not fire on another more distant enemy unit."
        // An enemy leader alone next to it is not a unit and does not prevent fire.
        for (Side s : kAllSides) {
            const Hex n = neighbour(m_unit.hex, s);
            if (const int unit = m_state.unitAt(n); unit >= 0 && m_rules.unitSide(unit) != m_side)
                return say([&] {
                    return name() + " is adjacent to the enemy unit `" + m_rules.scenario().unit(unit).id + "` at " +
                           formatHex(n) + " and may not fire";
                });
        }
        const auto index = static_cast<std::size_t>(m_out.range - 1);
        if (index >= m_type.dice.size())
            return say([&] { return formatHex(m_target) + " is " + std::to_string(m_out.range) + " hexes away, beyond the range of " + name(); });
        if (!family::chartAllowsFire(m_rules.system(), m_type, m_type.dice[index]))
            return say([&] { return name() + " rolls no dice at " + std::to_string(m_out.range) + " hexes"; });
        if (!m_explain) return lineIsClear(m_rules, m_state, m_unit.hex, m_target) ? std::nullopt : std::optional(std::string());
        const LineOfSightResult sight = lineOfSight(m_rules, m_state, m_unit.hex, m_target);
        if (!sight.clear) return "no line of sight: " + sight.reason.text;
        return std::nullopt;
    }

    /// What the unit type's movement allowance lets it do after moving one hex (artillery:
    /// "may move 1 hex and not battle", 000 · Artillery Movement). The movement rules set
    /// noBattle/meleeOnly when a unit moves; this covers a unit only assumed to have moved.
    std::optional<std::string> movedRefusal() const {
        if (!m_moved) return std::nullopt;
        for (const MoveAllowance& allowance : m_type.movement) {
            if (allowance.hexes < 1) continue;
            if (allowance.battle == BattleAfterMove::None) return say([&] { return name() + " may not battle after moving"; });
            if (allowance.battle == BattleAfterMove::MeleeOnly && !m_out.melee)
                return say([&] { return name() + " may only melee after moving"; });
            break;
        }
        return std::nullopt;
    }

    /// "NB" on the terrain summary card (000 · TERRAIN): moved onto, battling from, targeting
    /// into, and across hex sides. Numeric effects are kept for countDice().
    std::optional<std::string> terrainRefusal() {
        const UnitKind kind = m_type.kind;
        const auto kindName = [kind] { return std::string(unitKindName(kind)); };
        const TerrainType* here = m_rules.terrain(m_unit.hex);
        const TerrainType* there = m_rules.terrain(m_target);
        if (here && m_moved) {
            m_movedOnto = Effect{here->movedOnto.of(kind), TRICORNE_TEXT("moved onto {1}"), &here->name, false};
            if (!m_movedOnto->delta) return say([&] { return name() + " may not battle the turn it moves onto " + lowerCase(here->name); });
        }
        if (here) {
            m_battlingFrom = Effect{here->battlingFrom.of(kind), TRICORNE_TEXT("{1} battling from {2}"), &here->name};
            if (!m_battlingFrom->delta) return say([&] { return name() + " may not battle from " + lowerCase(here->name); });
        }
        if (there && !(m_out.melee && sameCloseTerrain(here, there))) {
            m_targeting = Effect{there->targeting.of(kind), TRICORNE_TEXT("{1} into {2}"), &there->name};
            if (!m_targeting->delta) return say([&] { return kindName() + " may not target a piece on " + lowerCase(there->name); });
        }
        m_across = sideEffect(m_rules, m_unit.hex, m_target, kind);
        if (m_across && !m_across->delta) return say([&] { return name() + " may not battle across it: " + reasonOf(*m_across, kind).text; });
        return std::nullopt;
    }

    /// A line of the breakdown: written when explaining; the total counts it either way.
    void add(int delta, const Text& reason) {
        if (delta == 0) return;
        m_total += delta;
        if (m_explain) m_out.modifiers.push_back({delta, reason});
    }

    /// add() for a reason that is a marked phrase of no values, made only when explaining.
    void add(int delta, const char* phrase) {
        if (delta == 0) return;
        if (m_explain) add(delta, phraseText(phrase));
        else m_total += delta;
    }

    /// Terrain and hex-side effects on the summary card are reductions ("NB" was refused).
    void addEffect(const std::optional<Effect>& effect) {
        if (!effect || !effect->delta || *effect->delta >= 0) return;
        if (m_explain) add(*effect->delta, reasonOf(*effect, m_type.kind));
        else m_total += *effect->delta;
    }

    void countDice() {
        const bool ranged = !m_out.melee;
        const UnitKind kind = m_type.kind;

        // Additions: first what the unit itself rolls (the system's dice model), then the rest.
        // The range is on the chart: a range beyond it was refused (rangedRefusal).
        const UnitDice own = diceOf(m_rules, m_state, m_type, m_unit, m_side, m_out.range, m_type.dice[static_cast<std::size_t>(m_out.range - 1)]);
        m_out.baseDice = own.base;
        m_out.baseBlocks = own.blocks;
        if (m_explain) {
            // Its additions here; its one reduction (artillery's last block) with the reductions.
            for (DiceLine& line : unitDiceLines(m_rules, m_index, own))
                if (line.delta > 0) add(line.delta, line.reason);
        } else {
            m_total += own.total() - own.base;
        }
        // 000 · Infantry Combat: the Highland Battle Bonus, in melee when ordered and in a bonus
        // melee; 001 · Highland Elite Infantry: the Highland Charge, not on a bonus melee.
        // Neither when battling back.
        if (m_out.melee && !m_context.battleBack) {
            if (m_type.has(Ability::HighlandBattleBonus)) add(1, TRICORNE_TEXT("Highland battle bonus"));
            else if (m_type.has(Ability::HighlandCharge) && !m_context.bonusMelee) add(1, TRICORNE_TEXT("Highland charge"));
        }
        if (m_context.cardDice > 0) add(m_context.cardDice, TRICORNE_TEXT("cards"));
        // Command and Combat cards (card_effects.h): additions here, reductions below; only
        // their sum when nothing is explained (the order of the lines is the breakdown's).
        std::vector<DiceLine> cardLines;
        if (m_explain) cardLines = cards::diceLines(m_rules, m_state, m_index, m_out.melee, m_context.battleBack);
        else m_total += cards::diceDelta(m_rules, m_state, m_index, m_out.melee, m_context.battleBack);
        for (const DiceLine& line : cardLines)
            if (line.delta > 0) add(line.delta, line.reason);

        // Reductions.
        if (m_explain && own.oneBlockLeft) add(own.oneBlockLeft, TRICORNE_TEXT("one block left"));  // 002 · MELEE COMBAT 4
        if (m_context.cardDice < 0) add(m_context.cardDice, TRICORNE_TEXT("cards"));
        for (const DiceLine& line : cardLines)
            if (line.delta < 0) add(line.delta, line.reason);
        // 000 · MELEE COMBAT step 3 / Ranged Combat (Fire) Procedure step 4: an ordered infantry
        // unit that moves rolls 1 die fewer; cavalry never; 001: light infantry not in ranged
        // combat. Taking ground counts as movement (000 · Bonus Melee).
        // 001 · Hessian infantry: no die lost for moving under At the Quick Step (a card effect).
        // 002 · RANGED COMBAT 4: half its blocks at range, rounded by its army; all of them in
        // melee (MELEE COMBAT 4).
        if (m_moved && kind == UnitKind::Infantry && !(ranged && m_type.has(Ability::NoRangedPenaltyForMoving)) &&
            !cards::noMovingPenalty(m_rules, m_state, m_index)) {
            const int delta = family::movedInfantryDice(m_rules, m_index, m_unit.blocks, ranged);
            if (m_rules.system().rules.dice.movedInfantry == MovedInfantryDice::OneFewer) add(delta, TRICORNE_TEXT("moved this turn"));
            else if (delta != 0) add(delta, reason([&] { return movedHalfBlocks(m_unit.blocks, m_unit.blocks + delta); }));
        }
        addEffect(m_movedOnto);
        addEffect(m_targeting);
        addEffect(m_battlingFrom);
        addEffect(m_across);

        int dice = m_out.baseDice + m_total;
        if (m_context.diceCap > 0 && dice > m_context.diceCap) {  // 001 · Guilford: "fire with 1 die"
            add(m_context.diceCap - dice, reason([&] { return phraseText(TRICORNE_TEXT("battle notes: fires with {1}"), {std::to_string(m_context.diceCap)}); }));
            dice = m_context.diceCap;
        }
        m_out.dice = dice < 0 ? 0 : dice;
    }

    const Rules& m_rules;
    const GameState& m_state;
    int m_index;
    const UnitState& m_unit;
    const UnitType& m_type;
    Position m_side;
    Hex m_target;
    const AttackContext& m_context;
    bool m_explain;
    bool m_moved;
    bool m_loneLeader = false;
    int m_total = 0;  ///< the modifiers added so far
    std::optional<Effect> m_movedOnto, m_battlingFrom, m_targeting, m_across;
    AttackAssessment m_out;
};

}  // namespace

UnitDice unitDice(const Rules& rules, const GameState& state, int unit, int range) {
    const UnitType& type = rules.unitType(unit);
    const auto index = static_cast<std::size_t>(range - 1);
    if (index >= type.dice.size()) {
        // Beyond the chart the type does not reach: no dice of its own, whatever the model.
        UnitDice none = diceOf(rules, state, type, state.unit(unit), rules.unitSide(unit), range, 0);
        none.base = none.typeExtra = none.oneBlockLeft = 0;
        return none;
    }
    return diceOf(rules, state, type, state.unit(unit), rules.unitSide(unit), range, type.dice[index]);
}

std::vector<DiceLine> unitDiceLines(const Rules& rules, int unit, const UnitDice& dice) {
    std::vector<DiceLine> lines;
    // 002 · RANGED COMBAT 4: "plus one for being a light unit", by the type's name.
    if (dice.typeExtra) lines.push_back({dice.typeExtra, lowerNameText(rules.unitType(unit).name)});
    if (dice.fullStrength) lines.push_back({dice.fullStrength, phraseText(TRICORNE_TEXT("full strength"))});
    if (dice.leader) lines.push_back({dice.leader, phraseText(TRICORNE_TEXT("attached leader"))});
    if (dice.chief) lines.push_back({dice.chief, chiefMarker(rules, unit)});
    // 002 · MELEE COMBAT 4: "A foot artillery unit that only has one block remaining will roll 3 dice".
    if (dice.oneBlockLeft) lines.push_back({dice.oneBlockLeft, phraseText(TRICORNE_TEXT("one block left"))});
    return lines;
}

AttackAssessment assessAttack(const Rules& rules, const GameState& state, int attacker, Hex target,
                              const AttackContext& context) {
    return Assessor(rules, state, attacker, target, context, true).run();
}

AttackAssessment attackVerdict(const Rules& rules, const GameState& state, int attacker, Hex target, const AttackContext& context) {
    return Assessor(rules, state, attacker, target, context, false).run();
}

bool attackAllowed(const Rules& rules, const GameState& state, int attacker, Hex target, const AttackContext& context) {
    return attackVerdict(rules, state, attacker, target, context).allowed;
}

int allowedAttackDice(const Rules& rules, const GameState& state, int attacker, Hex target, const AttackContext& context) {
    return Assessor(rules, state, attacker, target, context, false).diceOfAllowed();
}

}  // namespace tricorne
