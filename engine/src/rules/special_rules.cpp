// The special rules asked during play (include/tricorne/rules/special_rules.h). Each function cites
// the battle notes it enforces; engine/RULINGS.md records where the notes left a choice.
#include "tricorne/rules/special_rules.h"

#include <algorithm>
#include <array>
#include <cstdlib>

namespace tricorne {

namespace {

/// Whether a rule listing `unitKinds` (empty: every kind) covers the unit's kind.
bool kindListed(const SpecialRule& r, UnitKind kind) {
    if (r.unitKinds.empty()) return true;
    return std::find(r.unitKinds.begin(), r.unitKinds.end(), unitKindName(kind)) != r.unitKinds.end();
}

/// Whether some rule of `kind` concerns the unit's side (and its kind, when the rule lists kinds).
bool sideRule(const Rules& rules, SpecialRuleKind kind, int unit) {
    for (const auto& r : rules.scenario().specialRules)
        if (r.kind == kind && r.side == rules.unitSide(unit) && kindListed(r, rules.unitType(unit).kind)) return true;
    return false;
}

const CannonadeJoiner* joinerOf(const Rules& rules, int unit) {
    const SpecialRule* r = findSpecialRule(rules.scenario(), SpecialRuleKind::OpeningCannonade);
    if (!r) return nullptr;
    const std::string& type = rules.scenario().unit(unit).type;
    for (const auto& j : r->joiners)
        if (j.type == type) return &j;
    return nullptr;
}

bool listed(const std::vector<std::string>& ids, const std::string& id) { return std::find(ids.begin(), ids.end(), id) != ids.end(); }

void pushRallyCheck(GameState& s, int unit) {
    s.tasks.push_back(task::RallyCheck{.unit = unit, .combat = {}});
}

}  // namespace

const SpecialRule* findSpecialRule(const Scenario& scenario, SpecialRuleKind kind) {
    for (const auto& r : scenario.specialRules)
        if (r.kind == kind) return &r;
    return nullptr;
}

bool fireBonusCancelled(const Rules& rules, const CardText& card) {
    for (const auto& r : rules.scenario().specialRules)
        if (r.kind == SpecialRuleKind::NoFireBonus && std::find(r.cards.begin(), r.cards.end(), card.id) != r.cards.end()) return true;
    return false;
}

namespace {

/// Whether ship-fire rule r's ship may still fire now (see shipFireActions).
bool shipMayFire(const Rules& rules, const GameState& s, const SpecialRule& r, std::size_t index) {
    const bool cannonade = s.phase == Phase::Cannonade;
    if (r.kind != SpecialRuleKind::ShipFire || r.side != (cannonade ? s.cannonadeSide : s.active) || ((s.shipsFired >> index) & 1U)) return false;
    if (cannonade) return true;
    // "when playing a Bombard Command card": the Command card of the turn, not one in lieu.
    if (s.phase != Phase::Combat || s.cards.inLieu >= 0 || s.playedCard < 0) return false;
    const std::string& card = rules.system().commandCards[static_cast<std::size_t>(s.playedCard)].id;
    return std::find(r.cards.begin(), r.cards.end(), card) != r.cards.end();
}

}  // namespace

void shipFireActions(const Rules& rules, const GameState& s, std::vector<Action>& out) {
    const auto& list = rules.scenario().specialRules;
    for (std::size_t i = 0; i < list.size() && i < 64; ++i) {
        const SpecialRule& r = list[i];
        if (!shipMayFire(rules, s, r, i)) continue;
        std::vector<Hex> targets;
        for (Hex h : r.hexes)
            if (const int u = s.unitAt(h); u >= 0 && rules.unitSide(u) != *r.side) targets.push_back(h);
        std::sort(targets.begin(), targets.end(), [](Hex a, Hex b) { return board::indexOf(a) < board::indexOf(b); });
        for (Hex h : targets) {
            Action a;
            a.kind = ActionKind::ShipFire;
            a.hex = h;
            a.index = static_cast<std::int8_t>(i);
            out.push_back(a);
        }
    }
}

bool shipLeftToFire(const Rules& rules, const GameState& s, Position side) {
    const auto& list = rules.scenario().specialRules;
    for (std::size_t i = 0; i < list.size() && i < 64; ++i)
        if (list[i].kind == SpecialRuleKind::ShipFire && list[i].side == side && !((s.shipsFired >> i) & 1U)) return true;
    return false;
}

void shipsDone(const Rules& rules, GameState& s, Position side) {
    const auto& list = rules.scenario().specialRules;
    for (std::size_t i = 0; i < list.size() && i < 64; ++i)
        if (list[i].kind == SpecialRuleKind::ShipFire && list[i].side == side) s.shipsFired |= std::uint64_t{1} << i;
}

Position cannonadeFirstSide(const Rules& rules, const GameState& s) {
    // 000 · Culloden: "Opening Cannonade rules are in effect, but the Jacobite player fires his
    // artillery unit first."
    const SpecialRule* r = findSpecialRule(rules.scenario(), SpecialRuleKind::OpeningCannonade);
    return r && r->firstSide ? *r->firstSide : s.active;
}

bool firesInCannonade(const Rules& rules, int unit) {
    return rules.unitType(unit).kind == UnitKind::Artillery || joinerOf(rules, unit) != nullptr;
}

void cannonadeContext(const Rules& rules, int unit, AttackContext& context) {
    context.cannonade = true;
    // 001 · Cowpens: rifles "participate in the Opening Cannonade"; 001 · Guilford Courthouse:
    // militia "may fire with 1 die".
    if (const CannonadeJoiner* j = joinerOf(rules, unit)) {
        context.cannonadeJoiner = true;
        context.diceCap = j->dice.value_or(0);
    }
}

Position rollForFirstPlayer(const SpecialRule& rule, GameState& s) {
    // 000 · Culloden (Flanking Move): "each side rolls 5 dice. Most sabers rolled moves first.
    // Tied, Government moves first." The bottom side rolls first.
    int sabers[2] = {0, 0};
    for (Position p : {Position::Bottom, Position::Top})
        for (int i = 0; i < rule.dice; ++i)
            if (s.roll() == Face::Saber) ++sabers[static_cast<int>(p)];
    const int bottom = sabers[static_cast<int>(Position::Bottom)], top = sabers[static_cast<int>(Position::Top)];
    if (bottom == top) return rule.side.value_or(Position::Bottom);
    return bottom > top ? Position::Bottom : Position::Top;
}

bool rallyAfterCombat(const Rules& rules, int unit) { return sideRule(rules, SpecialRuleKind::RallyAfterCombat, unit); }

bool rallyWhenHit(const Rules& rules, int unit) { return sideRule(rules, SpecialRuleKind::RallyWhenHit, unit); }

bool rallyWhenMovingBack(const Rules& rules, int unit, Hex start, Hex end) {
    if (!sideRule(rules, SpecialRuleKind::RallyWhenMovingBack, unit)) return false;
    // 000 · Falkirk (Stage 2): "ordered and moves back toward its baseline": it ends nearer
    // its own baseline row than it started.
    const int baseline = rules.baselineRow(rules.unitSide(unit));
    return std::abs(toOffset(end).row - baseline) < std::abs(toOffset(start).row - baseline);
}

void afterOrderedMove(const Rules& rules, GameState& s, int unit, Hex start) {
    if (rallyWhenMovingBack(rules, unit, start, s.unit(unit).hex)) pushRallyCheck(s, unit);
}

void onUnitOrdered(const Rules& rules, GameState& s, int unit) {
    const auto& list = rules.scenario().specialRules;
    for (std::size_t i = 0; i < list.size() && i < 32; ++i) {
        const SpecialRule& r = list[i];
        if (r.kind != SpecialRuleKind::BlockReturn || (s.specialRulesUsed >> i) & 1U) continue;
        UnitState& u = s.unit(unit);
        const int full = rules.unitType(unit).blocks;  // the type's full strength, not the starting count
        // 001 · Monmouth: "One time during the battle, when a Continental artillery unit on
        // Perrine Farm Ridge with one or more lost blocks is ordered, add one block".
        if (r.side != rules.unitSide(unit) || !kindListed(r, rules.unitType(unit).kind) || u.blocks >= full) continue;
        if (std::find(r.hexes.begin(), r.hexes.end(), u.hex) == r.hexes.end()) continue;
        ++u.blocks;
        s.specialRulesUsed |= 1U << i;
    }
}

std::span<const Side> retreatSidesFor(const Rules& rules, PieceRef piece, Position side) {
    // Asked on every retreat step: no allocation, and the common case (no such rule) is one scan.
    static const std::array<Side, 2> kBottomSides = Rules::retreatSides(Position::Bottom);
    static const std::array<Side, 2> kTopSides = Rules::retreatSides(Position::Top);
    const Scenario& sc = rules.scenario();
    for (const auto& r : sc.specialRules) {
        if (r.kind != SpecialRuleKind::ForcedRetreat) continue;
        const bool named = piece.isUnit() ? listed(r.units, sc.unit(piece.index).id)
                                          : listed(r.leaders, sc.leader(piece.index).id);
        if (named) return r.toward;
    }
    return side == Position::Bottom ? std::span<const Side>(kBottomSides) : std::span<const Side>(kTopSides);
}

bool onCreekEntered(const Rules& rules, GameState& s, int unit, Hex to, bool lostBlock) {
    for (const auto& r : rules.scenario().specialRules) {
        if (r.kind != SpecialRuleKind::CreekAsMarsh || std::find(r.hexes.begin(), r.hexes.end(), to) == r.hexes.end()) continue;
        // 001 · Long Island (Grant's Attack): "Continental units that cross the creek are
        // removed from the battlefield and do not count as a Victory Banner for the British."
        if (r.side == rules.unitSide(unit)) {
            const int leader = s.attachedLeader(unit);
            s.removeUnit(unit);
            s.unit(unit).exited = true;
            if (leader >= 0) s.removeLeader(leader, true);
            return true;
        }
        // "When unit is ordered to cross and a block loss is taken, the unit must also make a
        // rally check."
        if (lostBlock) pushRallyCheck(s, unit);
        return false;
    }
    return false;
}

}  // namespace tricorne
