// The Combat phase (000 · Phase 4. Combat; 001 · PHASE 4. COMBAT) and the opening cannonade
// before the first turn (000 · Opening Cannonade; 001 likewise): which battles and shots the
// side may make now, and how an attack begins. What an attack then sets off — the roll, hits,
// flags, retreats, checks and the defender's answers — runs as tasks (combat_tasks.cpp). See
// game_internal.h.
#include <algorithm>
#include <optional>
#include <vector>

#include "play/game_internal.h"
#include "tricorne/play/cards.h"
#include "tricorne/play/explain.h"
#include "tricorne/rules/attack.h"
#include "tricorne/rules/movement.h"
#include "tricorne/rules/special_rules.h"

namespace tricorne::detail {

namespace {

// --- targets ----------------------------------------------------------------------------------

/// The hexes `unit` could possibly attack: enemy units and lone enemy leaders within its
/// longest range (assessAttack decides the rest).
template <typename Visit>
void forEachTarget(const Rules& rules, const GameState& s, int unit, Visit&& visit) {
    const Position enemySide = other(rules.unitSide(unit));
    const Hex from = s.unit(unit).hex;
    const int reach = static_cast<int>(rules.unitType(unit).dice.size());
    for (int e : rules.unitsOf(enemySide)) {
        const UnitState& enemy = s.unit(e);
        if (enemy.alive() && distance(from, enemy.hex) <= reach)
            if (!visit(enemy.hex)) return;
    }
    for (int l : rules.leadersOf(enemySide)) {
        const LeaderState& leader = s.leader(l);
        if (leader.onBoard() && distance(from, leader.hex) <= reach && s.isLoneLeader(l))
            if (!visit(leader.hex)) return;
    }
}

/// Puts the actions from `first` on in board order of their hex (one unit's targets).
void sortByTargetHex(std::vector<Action>& out, std::ptrdiff_t first) {
    std::sort(out.begin() + first, out.end(), [](const Action& a, const Action& b) { return board::indexOf(a.hex) < board::indexOf(b.hex); });
}

bool mayBattleNow(const Rules& rules, const GameState& s, int u) {
    const UnitState& unit = s.unit(u);
    return unit.alive() && unit.ordered && !unit.battled && !unit.noBattle && rules.unitSide(u) == s.active;
}

/// The Combat phase ends: tells an ObserveUnbattled, if one listens, of each ordered unit of the
/// active side that has not battled and has no battle open (000 · Phase 4. Combat: an ordered
/// unit battles an enemy within range and sight, or adjacent; it need not). Changes nothing.
void announceUnbattledUnits(const Rules& rules, const GameState& s) {
    if (!unbattledObserved()) return;
    for (int u : rules.unitsOf(s.active)) {
        const UnitState& unit = s.unit(u);
        if (!unit.alive() || !unit.ordered || unit.battled) continue;
        UnbattledUnit idle{.unit = u, .hex = unit.hex, .why = UnbattledUnit::Why::MayNotBattle};
        if (!unit.noBattle) {
            bool inRange = false, allowed = false;
            forEachTarget(rules, s, u, [&](Hex h) {
                inRange = true;
                allowed = attackAllowed(rules, s, u, h);
                return !allowed;
            });
            if (allowed) continue;  // it had a battle and the side declined it
            idle.why = inRange ? UnbattledUnit::Why::NoTargetAllowed : UnbattledUnit::Why::NoEnemyInRange;
        }
        announceUnbattled(idle);
    }
}

// --- opening cannonade ------------------------------------------------------------------------

/// Whether gun `u` of the side to fire, not yet done, may fire the opening cannonade at h:
/// an enemy unit or lone enemy leader there, and the attack allowed (000 · Opening Cannonade).
bool mayFire(const Rules& rules, const GameState& s, int u, Hex h) {
    const int enemy = s.unitAt(h);
    const int leader = s.leaderAt(h);
    const bool target = (enemy >= 0 && rules.unitSide(enemy) != s.cannonadeSide) ||
                        (enemy < 0 && leader >= 0 && rules.leaderSide(leader) != s.cannonadeSide);
    if (!target) return false;
    AttackContext cannonade;
    cannonadeContext(rules, u, cannonade);
    return attackAllowed(rules, s, u, h, cannonade);
}

bool gunMayFire(const Rules& rules, const GameState& s, int u) {
    return rules.unitSide(u) == s.cannonadeSide && !s.cannonadeDone[static_cast<std::size_t>(u)];
}

bool mustRetire(const Rules& rules, Position side) {
    for (const auto& r : rules.scenario().specialRules)
        if (r.kind == SpecialRuleKind::OpeningCannonade && std::count(r.mustRetire.begin(), r.mustRetire.end(), side)) return true;
    return false;
}

}  // namespace

// --- starting an attack -----------------------------------------------------------------------

task::Attack attackTask(const Rules& rules, const GameState& s, int attacker, Hex target, AttackMode mode) {
    const bool melee = distance(s.unit(attacker).hex, target) == 1;
    const UnitKind kind = rules.unitType(attacker).kind;
    CombatNotes c;
    c.battleBack = mode == AttackMode::BattleBack;
    c.bonus = mode == AttackMode::Bonus;
    c.cannonade = mode == AttackMode::Cannonade;
    c.melee = melee;
    c.ranged = !melee;
    c.fromArtillery = kind == UnitKind::Artillery;
    // 000 · Rally Check: −1 when a cavalry melee forces the retreat, not on a battle back.
    c.cavalryMelee = melee && kind == UnitKind::Cavalry && !c.battleBack;
    return task::Attack{.unit = attacker, .target = target, .combat = c};
}

std::optional<AttackAssessment> attackToRoll(const Rules& rules, const GameState& s, const task::Attack& t, bool explain) {
    const int attacker = t.unit;
    if (!s.unit(attacker).alive()) return std::nullopt;
    AttackContext context;
    context.battleBack = t.combat.battleBack;
    context.bonusMelee = t.combat.bonus;
    if (t.combat.cannonade) cannonadeContext(rules, attacker, context);
    // A melee stays a melee: an attacker pushed back by a First Strike does not fire instead.
    if (t.combat.melee && distance(s.unit(attacker).hex, t.target) != 1) return std::nullopt;
    AttackAssessment a = explain ? assessAttack(rules, s, attacker, t.target, context) : attackVerdict(rules, s, attacker, t.target, context);
    if (!a.allowed) return std::nullopt;
    return a;
}

void startAttack(const Rules& rules, GameState& s, int attacker, Hex target, AttackMode mode) {
    const task::Attack attack = attackTask(rules, s, attacker, target, mode);
    const CombatNotes c = attack.combat;
    const bool melee = c.melee;
    const int defender = s.unitAt(target);
    if (rallyAfterCombat(rules, attacker)) s.tasks.push_back(task::RallyCheck{.unit = attacker, .combat = {}});  // after all the rest
    if (melee && !c.battleBack && !c.cannonade)
        s.tasks.push_back(task::AfterMelee{.unit = attacker, .defender = defender, .target = target, .combat = c});
    s.tasks.push_back(attack);
    // 000 · Melee step 2: the defender announces retire and rally before the roll.
    if (melee && defender >= 0 && !c.battleBack && rules.unitType(defender).has(Ability::RetireAndRally) &&
        !retirePaths(rules, s, defender, false).empty())
        s.tasks.push_back(task::RetireChoice{.unit = defender, .attacker = attacker, .target = target, .combat = c});
    // 000 · COMBAT CARDS: the defender may answer a melee with a card (First Strike, Ambush …).
    if (melee && defender >= 0 && !c.battleBack && !c.cannonade) cards::openMeleeReaction(rules, s, attacker, defender, target);
}

task::ShipFire shipFireTask(const Rules& rules, int rule, Hex target) {
    const int dice = rules.scenario().specialRules[static_cast<std::size_t>(rule)].dice;
    return task::ShipFire{.rule = rule, .dice = static_cast<std::int8_t>(dice), .target = target};
}

void startShipFire(const Rules& rules, GameState& s, int rule, Hex target) {
    s.shipsFired |= std::uint64_t{1} << rule;
    s.tasks.push_back(shipFireTask(rules, rule, target));
}

// --- the Combat phase -------------------------------------------------------------------------

void combatActions(const Rules& rules, const GameState& s, std::vector<Action>& out) {
    for (int u : rules.unitsOf(s.active)) {
        if (!mayBattleNow(rules, s, u)) continue;
        // The unit's battles go straight into the list, then into board order among themselves.
        const auto first = static_cast<std::ptrdiff_t>(out.size());
        forEachTarget(rules, s, u, [&](Hex h) {
            if (attackAllowed(rules, s, u, h)) out.push_back(make(ActionKind::Battle, PieceRef::unit(u), h));
            return true;
        });
        sortByTargetHex(out, first);
    }
    shipFireActions(rules, s, out);  // 001 · Bunker Hill: the ship fires in a Bombard turn
    cards::combatPhaseActions(rules, s, out);
    out.push_back(make(ActionKind::EndCombat));  // the way out stays last
}

void applyCombat(const Rules& rules, GameState& s, const Action& a) {
    switch (a.kind) {
        case ActionKind::Battle:
            s.unit(a.piece.index).battled = true;
            startAttack(rules, s, a.piece.index, a.hex, AttackMode::Battle);
            break;
        case ActionKind::ShipFire: startShipFire(rules, s, a.index, a.hex); break;
        case ActionKind::PlayCombatCard: cards::applyCombatCard(rules, s, a); break;
        case ActionKind::EndCombat:
            announceUnbattledUnits(rules, s);
            endTurn(rules, s);
            break;
        default: break;  // not a Combat-phase action
    }
}

// --- the opening cannonade --------------------------------------------------------------------

bool hasCannonadeRule(const Rules& rules) {
    const auto& rulesList = rules.scenario().specialRules;
    return std::any_of(rulesList.begin(), rulesList.end(), [](const SpecialRule& r) { return r.kind == SpecialRuleKind::OpeningCannonade; });
}

void cannonadeActions(const Rules& rules, const GameState& s, std::vector<Action>& out) {
    // Guns in order, each gun's targets in board order: the enemy pieces within its longest
    // range (not every hex of the board), sorted as combatActions sorts a unit's battles.
    for (int u : rules.unitsOf(s.cannonadeSide)) {
        if (!gunMayFire(rules, s, u)) continue;
        const auto first = static_cast<std::ptrdiff_t>(out.size());
        forEachTarget(rules, s, u, [&](Hex h) {
            if (mayFire(rules, s, u, h)) out.push_back(make(ActionKind::CannonadeFire, PieceRef::unit(u), h));
            return true;
        });
        sortByTargetHex(out, first);
    }
    shipFireActions(rules, s, out);  // 001 · Bunker Hill: a ship off the board fires with the guns
    out.push_back(make(ActionKind::CannonadeDone));
}

void applyCannonade(const Rules& rules, GameState& s, const Action& a) {
    if (a.kind == ActionKind::CannonadeFire) {
        s.cannonadeDone[static_cast<std::size_t>(a.piece.index)] = true;
        s.tasks.push_back(task::CannonadeRetireChoice{.unit = a.piece.index, .mustRetire = mustRetire(rules, s.cannonadeSide)});
        startAttack(rules, s, a.piece.index, a.hex, AttackMode::Cannonade);
    } else if (a.kind == ActionKind::ShipFire) {
        startShipFire(rules, s, a.index, a.hex);
    } else {
        // The side declines (or has no target left): its remaining guns and ships are done.
        for (int u = 0; u < rules.unitCount(); ++u)
            if (rules.unitSide(u) == s.cannonadeSide) s.cannonadeDone[static_cast<std::size_t>(u)] = true;
        shipsDone(rules, s, s.cannonadeSide);
    }
    // 000 · Opening Cannonade: the sides alternate until every gun (and ship) has fired.
    const Position next = other(s.cannonadeSide);
    bool nextHasGuns = shipLeftToFire(rules, s, next), thisHasGuns = shipLeftToFire(rules, s, s.cannonadeSide);
    for (int u = 0; u < rules.unitCount(); ++u) {
        if (s.cannonadeDone[static_cast<std::size_t>(u)] || !s.unit(u).alive()) continue;
        (rules.unitSide(u) == next ? nextHasGuns : thisHasGuns) = true;
    }
    if (nextHasGuns) s.cannonadeSide = next;
    else if (!thisHasGuns) beginTurn(rules, s);
}

}  // namespace tricorne::detail
