// Everything an attack sets off, as tasks on the state's stack (000 · RANGE COMBAT,
// MELEE COMBAT, RETREAT AND RALLY CHECKS, Leader Casualty Check, Lone Leader's Retreat,
// CLAN CHIEF & CHIEF OFFICER MARKERS, ADDITIONAL COMBAT ACTIONS; 001 likewise). The Combat
// phase, the opening cannonade and how an attack begins (startAttack) are combat.cpp.
//
// A task is either a decision (a player answers it through legalActions/apply) or a
// consequence the engine carries out at once. Tasks run top first, so a task pushes its
// follow-ups in reverse order of execution.
#include <algorithm>
#include <optional>
#include <utility>
#include <vector>

#include "play/game_internal.h"
#include "tricorne/rules/attack.h"
#include "tricorne/rules/family.h"
#include "tricorne/play/cards.h"
#include "tricorne/play/explain.h"
#include "tricorne/rules/morale.h"
#include "tricorne/rules/movement.h"
#include "tricorne/rules/special_rules.h"

namespace tricorne::detail {

namespace {

using K = Task::Kind;

/// Rolls n dice and counts one face.
int rollCount(GameState& s, int n, Face face) {
    int count = 0;
    for (int i = 0; i < n; ++i)
        if (s.roll() == face) ++count;
    return count;
}

/// Tells an observer (only when one listens) that the next `dice` dice are a check's, not an
/// attack's: `kind` with its one reason, a marked phrase.
void announce(CheckExplanation::Kind kind, int unit, int leader, Hex hex, int dice, const char* reason) {
    if (checksObserved()) announceCheck({.kind = kind, .unit = unit, .leader = leader, .hex = hex, .dice = {dice, {{dice, phraseText(reason)}}}});
}

/// The Flags task of `unit` nearest the top of the stack, or nullptr.
task::Flags* pendingFlags(GameState& s, int unit) {
    for (auto it = s.tasks.rbegin(); it != s.tasks.rend(); ++it)
        if (auto* flags = it->find<task::Flags>(); flags && flags->unit == unit) return flags;
    return nullptr;
}

/// The enter roll a piece retreating onto `hex` makes (001 · WETLAND: "ordered move and retreat
/// move"), or nullptr: a unit's (`unit` true) costs it a block and ends the retreat on its
/// face, a lone leader's removes him (validation refuses other effects on a retreat).
const EnterRoll::Outcome* retreatRoll(const Rules& rules, Hex hex, bool unit) {
    const TerrainType* terrain = rules.terrain(hex);
    if (!terrain || !terrain->enterRoll.retreats) return nullptr;
    const EnterRoll::Outcome& outcome = unit ? terrain->enterRoll.unit : terrain->enterRoll.leader;
    const EnterRoll::Effect wanted = unit ? EnterRoll::Effect::LoseBlockAndStop : EnterRoll::Effect::LeaderLost;
    return outcome.effect == wanted ? &outcome : nullptr;
}

/// A leader's retreat from where he stands (000 · Lone Leader's Retreat).
task::LeaderRetreatChoice leaderRetreat(int leader, Hex hex) { return {.leader = leader, .hex = hex, .hexesTaken = 0}; }

/// Places a retreating leader where he stops (he travels off the occupancy tables).
void placeLeader(GameState& s, int leader, Hex h) {
    s.leader(leader).hex = h;
    s.moveLeader(leader, h);
}

void eliminateLeader(const Rules& rules, GameState& s, int leader) {
    s.removeLeader(leader, false);
    gainBanners(rules, s, other(rules.leaderSide(leader)), 1);
}

/// 000/001 · Leader Eliminated: "When a leader is hit and eliminated … before the leader block
/// is removed, a unit in the same hex as the leader and all friendly units on adjacent hexes to
/// the eliminated leader must make a rally check" — whether he fell with his unit, on his
/// casualty check, or alone to fire, melee or an escape. `hex`: where he was hit.
void leaderHit(const Rules& rules, GameState& s, int leader, Hex hex) {
    eliminateLeader(rules, s, leader);
    // 002 · RETREATS: no rally checks, so none for the units about him either.
    if (!s.winner && family::rallyChecks(rules.system())) s.tasks.push_back(task::LeaderLossRally{.leader = leader, .hex = hex});
}

/// Bonus melee after taking ground (000 · Bonus Melee): the units the system's rules name
/// (family::mayBonusMelee); once a turn; never after the defender retired.
bool bonusEligible(const Rules& rules, const GameState& s, int unit, CombatNotes combat) {
    if (combat.bonus || combat.retiring || combat.battleBack || combat.cannonade) return false;
    if (s.unit(unit).bonusMeleeUsed) return false;
    return family::mayBonusMelee(rules.system(), rules.unitType(unit), s.attachedLeader(unit) >= 0);
}

/// The unit's bonus melee choice, when it has one (bonusEligible).
void offerBonusMelee(const Rules& rules, GameState& s, int unit, bool bonusAllowed, CombatNotes combat) {
    if (bonusAllowed && bonusEligible(rules, s, unit, combat)) s.tasks.push_back(task::BonusMeleeChoice{.unit = unit});
}

/// The breakthrough's next hexes: breakthroughSteps, less those onto a lone friendly leader
/// for a unit that carries one (two leaders never share a hex).
std::vector<MoveStep> breakthroughOptions(const Rules& rules, const GameState& s, int unit) {
    std::vector<MoveStep> steps = breakthroughSteps(rules, s, unit);
    if (s.attachedLeader(unit) >= 0)
        std::erase_if(steps, [&](const MoveStep& step) { return s.leaderAt(step.to) >= 0; });
    return steps;
}

/// The unit that just took ground, `stopped` there (terrain that stops a move, a side it had to
/// stop after), goes on to its breakthrough when the system gives one (002 · Cavalry
/// Breakthrough: an ordered cavalry unit, after a melee of its own, not a bonus melee's
/// ground), then to its bonus melee. A breakthrough with nowhere to go is not asked.
void afterTakingGround(const Rules& rules, GameState& s, int unit, bool stopped, bool bonusAllowed, CombatNotes combat) {
    const int hexes = family::breakthroughHexes(rules.system());
    if (hexes > 0 && !stopped && rules.unitType(unit).kind == UnitKind::Cavalry && !combat.bonus && !combat.battleBack && !combat.cannonade &&
        !breakthroughOptions(rules, s, unit).empty()) {
        s.tasks.push_back(task::BreakthroughChoice{.unit = unit, .hexesLeft = static_cast<std::int8_t>(hexes), .bonusAllowed = bonusAllowed});
        return;
    }
    offerBonusMelee(rules, s, unit, bonusAllowed, combat);
}

/// After hits: the flags a surviving unit received (pushes the retreat and its rally check).
void resolveFlags(GameState& s, int unit, int flags, int ignored, CombatNotes combat, const Rules& rules) {
    // Highland morale: this combat's hit counts for the next combat only, once its own flags
    // are decided (000 · Bolster Morale: "When at full strength and during a combat the unit
    // receives a hit and 1 flag, the highland unit may ignore the one flag").
    if (rules.unitType(unit).has(Ability::HighlandMorale)) s.unit(unit).highlandHit = combat.hit;
    const int hexes = (flags - ignored) * rules.unitType(unit).retreatPerFlag;
    if (hexes <= 0) {
        // 000 · Prestonpans: a unit of the rule's side hit but not retreating still rallies.
        const bool hitRally = combat.hit && rallyWhenHit(rules, unit);
        if ((combat.chiefLost || hitRally) && !combat.rallyDone && family::rallyChecks(rules.system()))
            s.tasks.push_back(task::RallyCheck{.unit = unit, .combat = combat});
        return;
    }
    // 002 · RETREATS: "For each retreat flag rolled against a unit, the unit must move one hex
    // back" and no more: under a system without rally checks the retreat is all.
    if (!combat.rallyDone && family::rallyChecks(rules.system())) {
        CombatNotes retreating;  // of the combat, only what changes the check's dice
        retreating.cavalryMelee = combat.cavalryMelee;
        s.tasks.push_back(task::RallyCheck{.unit = unit, .combat = retreating});
    }
    // 002 · LEADER CASUALTY CHECK: "Only one leader casualty check is required from a single
    // combat dice roll": a leader who checked for this roll's hits checks not again for its
    // retreat losses (he is attached now only if he was then: a unit that picks up a leader on
    // its retreat stops there).
    const bool leaderChecked = family::leaderChecksOnRetreatLosses(rules.system()) && combat.hit && s.attachedLeader(unit) >= 0;
    s.tasks.push_back(task::RetreatChoice{.unit = unit, .hexesLeft = static_cast<std::int8_t>(std::min(hexes, 12)), .leaderChecked = leaderChecked});
}

/// Removes blocks; on elimination gives the banner and sends the attached leader to his
/// check or his retreat. Returns true when the unit is gone.
bool loseBlocks(const Rules& rules, GameState& s, int unit, int lost, bool leaderChecks) {
    UnitState& u = s.unit(unit);
    const int leader = s.attachedLeader(unit);
    const Hex hex = u.hex;
    u.blocks = static_cast<std::int8_t>(std::max(0, u.blocks - lost));
    if (u.blocks > 0) return false;
    s.removeUnit(unit);
    gainBanners(rules, s, other(rules.unitSide(unit)), 1);
    if (leader >= 0 && !s.winner) {
        // 000 · Leader Casualty Check: one die, one saber, when his unit is destroyed in combat;
        // none when it is lost to a retreat it could not complete (Special Situation). 002 ·
        // LEADER CASUALTY CHECK: one then too, unless this roll's hits made one already
        // (`leaderChecks`, resolveStuckDecision). Either way he then retreats from its hex.
        if (leaderChecks)
            s.tasks.push_back(task::LeaderCasualty{.leader = leader, .unit = -1, .hex = hex, .dice = 1, .sabersToKill = 1, .unitEliminated = true});
        else s.tasks.push_back(leaderRetreat(leader, hex));
    }
    return true;
}

// --- consequences ---------------------------------------------------------------------------

/// The dice of an attack from `from` land on unit `defender`: its symbol hits (less what its
/// position ignores), sabers too when `sabersHit` (a melee by a type that scores them), then
/// the leader casualty check, the Chief marker check and the flags, or the retire move
/// (000 · Melee Combat Roll, RETREAT AND RALLY CHECKS; a unit that retires and rallies takes
/// only unit-symbol hits and no flags).
void hitUnit(const Rules& rules, GameState& s, int defender, const std::vector<Face>& dice, Hex from, CombatNotes attack, bool sabersHit) {
    const auto count = [&](Face f) { return static_cast<int>(std::count(dice.begin(), dice.end(), f)); };
    const UnitType& defenderType = rules.unitType(defender);
    const bool retiring = attack.retiring;
    CombatNotes received;  // of the attack, what the defender's morale looks at
    received.cavalryMelee = attack.cavalryMelee;
    received.fromArtillery = attack.fromArtillery;
    received.ranged = attack.ranged;
    task::Flags flagsTask{.unit = defender,
                          .from = from,
                          .flags = 0,
                          .fullStrengthBefore = s.unit(defender).blocks >= rules.unitType(defender).blocks && !s.unit(defender).highlandHit,  // Highland morale holds
                          .combat = received};
    int symbols = count(symbolFace(defenderType.kind));
    symbols -= std::min(symbols, ignoredSymbolHits(rules, s, defender, incomingAttack(flagsTask), Reasons::Counted).value);
    const int sabers = sabersHit && !retiring ? count(Face::Saber) : 0;
    const int flags = retiring ? 0 : count(Face::Flag);
    const int hits = symbols + sabers;

    const int leader = s.attachedLeader(defender);
    const bool hadChief = s.unit(defender).chief;
    const int lost = std::min<int>(hits, s.unit(defender).blocks);
    if (loseBlocks(rules, s, defender, lost, true)) return;

    // Survivors: leader casualty first (his flag only counts if he lives), then the Chief
    // marker, then the flags (or the retire move).
    flagsTask.flags = static_cast<std::int8_t>(flags);
    flagsTask.combat.hit = lost > 0;
    if (retiring) {
        // No flags to decide: Highland morale (resolveFlags) takes the hit at once.
        if (defenderType.has(Ability::HighlandMorale)) s.unit(defender).highlandHit = lost > 0;
        s.tasks.push_back(task::RetirePathChoice{.unit = defender});
    } else {
        s.tasks.push_back(flagsTask);
    }
    if (lost > 0 && hadChief) s.tasks.push_back(task::ChiefCheck{.unit = defender});
    if (lost > 0 && leader >= 0)
        s.tasks.push_back(task::LeaderCasualty{
            .leader = leader, .unit = defender, .hex = s.unit(defender).hex, .dice = 2, .sabersToKill = 2, .unitEliminated = false});
}

void runAttack(const Rules& rules, GameState& s, const task::Attack& t) {
    const int attacker = t.unit;
    const std::optional<AttackAssessment> a = attackToRoll(rules, s, t, false);
    if (!a) return;
    std::vector<Face> dice;
    for (int i = 0; i < a->dice; ++i) dice.push_back(s.roll());

    const int defender = s.unitAt(t.target);
    if (defender < 0) {
        // 000 · Combat Against a Lone Leader: sabers hit him (two at range, one in melee).
        const int leader = s.leaderAt(t.target);
        if (leader < 0) return;
        if (std::count(dice.begin(), dice.end(), Face::Saber) >= (a->melee ? 1 : 2)) leaderHit(rules, s, leader, t.target);
        else s.tasks.push_back(leaderRetreat(leader, t.target));
        return;
    }
    hitUnit(rules, s, defender, dice, s.unit(attacker).hex, t.combat, a->melee && rules.unitType(attacker).saberHits);
}

/// 001 · Bunker Hill: the ship fires its dice at the enemy unit on the target from off the
/// board: ranged artillery fire that crosses no hex side (RULINGS.md, Objectives and special rules).
void runShipFire(const Rules& rules, GameState& s, const task::ShipFire& t) {
    const int defender = s.unitAt(t.target);
    if (defender < 0) return;
    std::vector<Face> dice;
    for (int i = 0; i < t.dice; ++i) dice.push_back(s.roll());
    CombatNotes shot;
    shot.ranged = shot.fromArtillery = true;
    hitUnit(rules, s, defender, dice, kOffBoardFire, shot, false);
}

void runFlags(const Rules& rules, GameState& s, const task::Flags& t) {
    if (!s.unit(t.unit).alive()) return;
    const int allowed = t.flags > 0 ? ignorableFlags(rules, s, t.unit, incomingAttack(t), Reasons::Counted).value : 0;
    if (allowed > 0) {
        s.tasks.push_back(task::IgnoreFlagsChoice{t, static_cast<std::int8_t>(std::min<int>(allowed, t.flags))});
        return;
    }
    resolveFlags(s, t.unit, t.flags, 0, t.combat, rules);
}

void runRallyCheck(const Rules& rules, GameState& s, const task::RallyCheck& t) {
    // Without rally checks (002) no path pushes one where it is owed (resolveFlags, leaderHit);
    // the others (retire, special rules) meet this test: nothing is rolled, nobody routs.
    if (!s.unit(t.unit).alive() || !family::rallyChecks(rules.system())) return;
    const MoraleCount dice = rallyDice(rules, s, t.unit, t.combat.cavalryMelee, t.combat.retiring);
    // Announced (only when someone listens: the studio's log labels the check's dice).
    if (checksObserved()) announceCheck({.kind = CheckExplanation::Kind::Rally, .unit = t.unit, .hex = s.unit(t.unit).hex, .dice = dice});
    if (rollCount(s, dice.value, Face::Flag) > 0) return;  // rallied
    // Routs (000 · Rally Check). His leader is swept away unless 2 dice show a flag.
    const int leader = s.attachedLeader(t.unit);
    const Hex hex = s.unit(t.unit).hex;
    s.removeUnit(t.unit);
    gainBanners(rules, s, other(rules.unitSide(t.unit)), 1);
    if (leader < 0 || s.winner) return;
    announce(CheckExplanation::Kind::LeaderSwept, t.unit, leader, hex, 2, TRICORNE_TEXT("leader of a routed unit"));
    if (rollCount(s, 2, Face::Flag) > 0) s.tasks.push_back(leaderRetreat(leader, hex));
    else leaderHit(rules, s, leader, hex);
}

void runLeaderCasualty(const Rules& rules, GameState& s, const task::LeaderCasualty& t) {
    // 000 · Leader Casualty Check: the opponent rolls; enough sabers kill him.
    announce(CheckExplanation::Kind::LeaderCasualty, t.unit, t.leader, t.hex, t.dice, TRICORNE_TEXT("leader casualty dice"));
    if (rollCount(s, t.dice, Face::Saber) >= t.sabersToKill) {
        // Special situation: his unit rallies first, and makes no second check after retreating.
        if (t.unit >= 0)
            if (task::Flags* flags = pendingFlags(s, t.unit)) flags->combat.rallyDone = true;
        leaderHit(rules, s, t.leader, t.hex);
    } else if (t.unitEliminated) {
        s.tasks.push_back(leaderRetreat(t.leader, t.hex));
    }
}

void runLeaderLossRally(const Rules& rules, GameState& s, const task::LeaderLossRally& t) {
    // 000 · Leader Eliminated: the unit in his hex and every friendly unit adjacent rally.
    // The owner chooses the order; the checks are independent, so a fixed order (his hex, then
    // NE clockwise) changes nothing but which die falls to whom (RULINGS.md).
    const Position side = rules.leaderSide(t.leader);
    std::vector<int> units;
    if (const int u = s.unitAt(t.hex); u >= 0 && rules.unitSide(u) == side) units.push_back(u);
    for (Side d : kAllSides)
        if (const int u = s.unitAt(neighbour(t.hex, d)); u >= 0 && rules.unitSide(u) == side) units.push_back(u);
    for (auto it = units.rbegin(); it != units.rend(); ++it) s.tasks.push_back(task::RallyCheck{.unit = *it, .combat = {}});
}

void runChiefCheck(const Rules& rules, GameState& s, const task::ChiefCheck& t) {
    (void)rules;
    // 000 · CLAN CHIEF & CHIEF OFFICER MARKERS: one die, a saber removes the marker, and the
    // unit then rallies even if it does not retreat (a retreat's own check covers it).
    if (!s.unit(t.unit).alive()) return;
    announce(CheckExplanation::Kind::Chief, t.unit, -1, s.unit(t.unit).hex, 1, TRICORNE_TEXT("Chief marker"));
    if (s.roll() != Face::Saber) return;
    s.unit(t.unit).chief = false;
    if (task::Flags* flags = pendingFlags(s, t.unit)) flags->combat.chiefLost = true;
}

/// Whether `unit` may cross the hex side between it and `to` to take ground there: as on an
/// ordered move (000 · ENCLOSURE WALL: only infantry, which "must start its turn adjacent" —
/// so only a unit that has not moved this turn).
SideCrossing takeGroundCrossing(const Rules& rules, const GameState& s, int unit, Hex to) {
    const Hex from = s.unit(unit).hex;
    const auto side = sideTowards(from, to);
    if (!side || !rules.anyEdgeFeature(from)) return {};
    return unitCrossing(rules, unit, from, *side, !s.unit(unit).moved);
}

/// Whether `unit` taking ground on `vacated` must stop there, where an ordered move would: terrain
/// that stops a unit entering it (or rolls on entering) or leaving its hex, a side it must stop
/// after. A breakthrough goes on only from ground taken without such a stop.
bool takingGroundStops(const Rules& rules, const GameState& s, int unit, Hex vacated) {
    const TerrainType* there = rules.terrain(vacated);
    const TerrainType* left = rules.terrain(s.unit(unit).hex);
    return (there && (there->stopOnEnter || there->enterRoll.rollsFor(true))) || (left && left->stopOnLeave) ||
           takeGroundCrossing(rules, s, unit, vacated).stop;
}

void runAfterMelee(const Rules& rules, GameState& s, const task::AfterMelee& t) {
    const int attacker = t.unit;
    if (!s.unit(attacker).alive()) return;
    const bool vacated = s.unitAt(t.target) < 0 && s.leaderAt(t.target) < 0;
    if (vacated) {
        // 000 · Taking Ground: infantry and cavalry, never artillery, never after fire.
        if (rules.unitType(attacker).kind == UnitKind::Artillery) return;
        if (rules.terrain(t.target) && rules.terrain(t.target)->impassable.forKind(rules.unitType(attacker).kind)) return;
        // "Taking Ground is subject to normal terrain movement restrictions": hex sides as on an
        // ordered move, the step counted as its first when the unit has not moved (RULINGS.md).
        if (!takeGroundCrossing(rules, s, attacker, t.target).allowed) return;
        s.tasks.push_back(task::TakeGroundChoice{
            .unit = attacker, .vacated = t.target, .combat = t.combat, .bonusAllowed = bonusEligible(rules, s, attacker, t.combat)});
        return;
    }
    // 000 · Defending Unit Battle Back: blocks left and still in its hex; not after striking
    // first with a card (000 · Additional Combat Actions).
    const int defender = t.defender;
    if (defender < 0 || t.combat.retiring || t.combat.firstStruck) return;
    const UnitState& d = s.unit(defender);
    if (!d.alive() || d.hex != t.target) return;
    AttackContext back;
    back.battleBack = true;
    if (!attackAllowed(rules, s, defender, s.unit(attacker).hex, back)) return;
    s.tasks.push_back(task::BattleBackChoice{.unit = defender, .attacker = attacker, .attackerHex = s.unit(attacker).hex});
}

// --- decisions --------------------------------------------------------------------------------

Action yesNo(ActionKind kind, int yes) {
    Action a;
    a.kind = kind;
    a.index = static_cast<std::int8_t>(yes);
    return a;
}

Action at(ActionKind kind, Hex h) {
    Action a;
    a.kind = kind;
    a.hex = h;
    return a;
}

std::vector<Action> leaderRetreatActions(const Rules& rules, const GameState& s, const task::LeaderRetreatChoice& t) {
    std::vector<Action> out;
    const int leader = t.leader;
    const bool canStopHere = t.hexesTaken >= 1 && leaderMayEndOn(rules, s, leader, t.hex);
    const LeaderRetreatOptions options = leaderRetreatSteps(rules, s, leader, t.hex);  // from where he stands now
    const bool onBaseline = t.hex.r == rules.baselineRow(rules.leaderSide(leader));
    // 000 · Leader Casualty Check: "on a friendly baseline hex and must retreat, the leader
    // must retreat off the battlefield".
    if (t.hexesTaken == 0 && onBaseline) return {yesNo(ActionKind::LeaderOffBoard, 0)};
    if (t.hexesTaken < 3) {
        for (Hex h : options.steps)
            if (t.hexesTaken + 1 < 3 || leaderMayEndOn(rules, s, leader, h)) out.push_back(at(ActionKind::LeaderRetreatTo, h));
        // 000 · Lone Leader Escape: only when his path is blocked; 002 · Leader Escape: beside the
        // free hexes, but never into a third hex.
        if (family::leaderMayEscape(rules.system(), !options.steps.empty(), t.hexesTaken))
            for (Hex h : options.escapes) out.push_back(at(ActionKind::LeaderRetreatTo, h));
        if (options.offBoard) out.push_back(yesNo(ActionKind::LeaderOffBoard, 0));
    }
    if (canStopHere) out.push_back(yesNo(ActionKind::LeaderStop, 0));
    return out;
}

}  // namespace

bool isDecision(Task::Kind kind) { return kind <= K::CannonadeRetireChoice || kind == K::CardReaction || kind == K::BreakthroughChoice; }

Position taskOwner(const Rules& rules, const GameState& state, const Task& t) {
    (void)state;
    if (const auto* retreat = t.find<task::LeaderRetreatChoice>()) return rules.leaderSide(retreat->leader);
    return rules.unitSide(t.unit());
}

IncomingAttack incomingAttack(const task::Flags& flags) {
    IncomingAttack a;
    a.from = flags.from;
    a.attackerKind = flags.combat.fromArtillery  ? UnitKind::Artillery
                     : flags.combat.cavalryMelee ? UnitKind::Cavalry
                                                 : UnitKind::Infantry;
    a.ranged = flags.combat.ranged;
    a.fullStrengthBefore = flags.fullStrengthBefore;
    return a;
}

CombatNotes* meleeNotes(Task& t) {
    if (auto* attack = t.find<task::Attack>()) return &attack->combat;
    if (auto* after = t.find<task::AfterMelee>()) return &after->combat;
    return nullptr;
}

void markRetiring(GameState& s, int attacker) {
    // startAttack pushed them together: they are the tasks on top that are the attacker's.
    for (auto it = s.tasks.rbegin(); it != s.tasks.rend() && it->unit() == attacker; ++it)
        if (CombatNotes* notes = meleeNotes(*it)) notes->retiring = true;
}

void resolveStuckDecision(const Rules& rules, GameState& s) {
    const Task t = s.tasks.back();
    s.tasks.pop_back();
    if (const auto* retreat = t.find<task::RetreatChoice>()) {
        // 000 · Leader Casualty Check Special Situation: no check for these losses. 002 · LEADER
        // CASUALTY CHECK: "A leader casualty check must be made when a unit loses a block from …
        // Failure to complete a retreat move", 2 dice if the unit survives, 1 if it is
        // eliminated (loseBlocks), unless this roll's hits made one already.
        const bool check = family::leaderChecksOnRetreatLosses(rules.system()) && !retreat->leaderChecked;
        const int leader = s.attachedLeader(retreat->unit);
        if (!loseBlocks(rules, s, retreat->unit, retreat->hexesLeft, check) && check && leader >= 0)
            s.tasks.push_back(task::LeaderCasualty{
                .leader = leader, .unit = retreat->unit, .hex = s.unit(retreat->unit).hex, .dice = 2, .sabersToKill = 2, .unitEliminated = false});
    } else if (const auto* leaderRetreat = t.find<task::LeaderRetreatChoice>()) {
        if (leaderRetreat->hexesTaken == 0) eliminateLeader(rules, s, leaderRetreat->leader);
        else placeLeader(s, leaderRetreat->leader, leaderRetreat->hex);
    }
}

void runTask(const Rules& rules, GameState& s) {
    const Task t = s.tasks.back();
    s.tasks.pop_back();
    switch (t.kind()) {
        case K::Attack: runAttack(rules, s, t.as<task::Attack>()); break;
        case K::AfterMelee: runAfterMelee(rules, s, t.as<task::AfterMelee>()); break;
        case K::Flags: runFlags(rules, s, t.as<task::Flags>()); break;
        case K::RallyCheck: runRallyCheck(rules, s, t.as<task::RallyCheck>()); break;
        case K::LeaderCasualty: runLeaderCasualty(rules, s, t.as<task::LeaderCasualty>()); break;
        case K::ChiefCheck: runChiefCheck(rules, s, t.as<task::ChiefCheck>()); break;
        case K::LeaderLossRally: runLeaderLossRally(rules, s, t.as<task::LeaderLossRally>()); break;
        case K::ShipFire: runShipFire(rules, s, t.as<task::ShipFire>()); break;
        default: break;  // decisions never reach here
    }
}

void decisionActions(const Rules& rules, const GameState& s, std::vector<Action>& out) {
    const Task& t = s.tasks.back();
    switch (t.kind()) {
        case K::RetireChoice:
        case K::TakeGroundChoice:
        case K::BattleBackChoice: {
            const ActionKind kind = t.kind() == K::RetireChoice       ? ActionKind::RetireAndRally
                                    : t.kind() == K::TakeGroundChoice ? ActionKind::TakeGround
                                                                      : ActionKind::BattleBack;
            out.push_back(yesNo(kind, 1));
            out.push_back(yesNo(kind, 0));
            break;
        }
        case K::IgnoreFlagsChoice:
            for (int n = t.as<task::IgnoreFlagsChoice>().mayIgnore; n >= 0; --n) out.push_back(yesNo(ActionKind::IgnoreFlags, n));
            break;
        case K::RetreatChoice: {
            const int unit = t.as<task::RetreatChoice>().unit;
            const bool hasLeader = s.attachedLeader(unit) >= 0;
            for (Hex h : retreatSteps(rules, s, unit))
                if (!hasLeader || s.leaderAt(h) < 0) out.push_back(at(ActionKind::RetreatTo, h));
            break;
        }
        case K::RetirePathChoice:
        case K::CannonadeRetireChoice: {
            const auto* guns = t.find<task::CannonadeRetireChoice>();
            const bool cannonade = guns != nullptr;
            const std::size_t first = out.size();
            for (const auto& path : retirePaths(rules, s, t.unit(), cannonade)) {
                Action a = at(cannonade ? ActionKind::CannonadeRetire : ActionKind::RetireTo, path.front());
                a.hex2 = path.back();
                a.index = 1;
                out.push_back(a);
            }
            if (cannonade && (out.size() == first || !guns->mustRetire)) out.push_back(yesNo(ActionKind::CannonadeRetire, 0));
            break;
        }
        case K::LeaderRetreatChoice: {
            const auto options = leaderRetreatActions(rules, s, t.as<task::LeaderRetreatChoice>());
            out.insert(out.end(), options.begin(), options.end());
            break;
        }
        case K::CardReaction: {
            const auto options = cards::reactionActions(rules, s, t.as<task::CardReaction>());
            out.insert(out.end(), options.begin(), options.end());
            break;
        }
        case K::BonusMeleeChoice: {
            const int unit = t.as<task::BonusMeleeChoice>().unit;
            AttackContext bonus;
            bonus.bonusMelee = true;
            for (Side d : kAllSides) {
                const Hex h = neighbour(s.unit(unit).hex, d);
                if (attackAllowed(rules, s, unit, h, bonus)) out.push_back(at(ActionKind::BonusMelee, h));
            }
            out.push_back(yesNo(ActionKind::SkipBonusMelee, 0));
            break;
        }
        case K::BreakthroughChoice: {
            // 002 · Cavalry Breakthrough: the next hex is "never mandatory"; stopping last.
            for (const MoveStep& step : breakthroughOptions(rules, s, t.unit())) {
                Action a = at(ActionKind::Breakthrough, step.to);
                a.index = 1;
                out.push_back(a);
            }
            out.push_back(yesNo(ActionKind::Breakthrough, 0));
            break;
        }
        default: break;
    }
}

void applyDecision(const Rules& rules, GameState& s, const Action& a) {
    const Task t = s.tasks.back();
    s.tasks.pop_back();
    switch (a.kind) {
        case ActionKind::RetireAndRally:
            // The pending attack and its aftermath: symbols only, no bonus melee.
            if (a.index == 1) markRetiring(s, t.as<task::RetireChoice>().attacker);
            break;
        case ActionKind::IgnoreFlags: {
            const auto& flags = t.as<task::IgnoreFlagsChoice>();
            resolveFlags(s, flags.unit, flags.flags, a.index, flags.combat, rules);
            break;
        }
        case ActionKind::RetreatTo: {
            task::RetreatChoice retreat = t.as<task::RetreatChoice>();
            // 000 · Retreat: onto a lone friendly leader, he attaches and the retreat stops.
            const bool joinsLeader = s.leaderAt(a.hex) >= 0 && family::leadersStopRetreats(rules.system());
            moveUnitWithLeader(s, retreat.unit, a.hex);
            // 001 · WETLAND: the roll applies to a retreat move too; the unit's symbol costs a
            // block (no leader check) and ends the retreat there.
            const EnterRoll::Outcome* roll = retreatRoll(rules, a.hex, true);
            if (roll) announce(CheckExplanation::Kind::Wetland, retreat.unit, -1, a.hex, 1, TRICORNE_TEXT("wetland"));
            if (roll && rollShows(roll->face, s.roll(), rules.unitType(retreat.unit).kind)) {
                loseBlocks(rules, s, retreat.unit, 1, false);
                break;
            }
            if (--retreat.hexesLeft > 0 && !joinsLeader) s.tasks.push_back(retreat);
            break;
        }
        case ActionKind::RetireTo: {
            const int unit = t.as<task::RetirePathChoice>().unit;
            moveUnitWithLeader(s, unit, a.hex2);
            CombatNotes retired;
            retired.retiring = true;
            s.tasks.push_back(task::RallyCheck{.unit = unit, .combat = retired});
            break;
        }
        case ActionKind::CannonadeRetire:
            // No rally check (000 · Opening Cannonade).
            if (a.index == 1) moveUnitWithLeader(s, t.as<task::CannonadeRetireChoice>().unit, a.hex2);
            break;
        case ActionKind::LeaderRetreatTo: {
            task::LeaderRetreatChoice retreat = t.as<task::LeaderRetreatChoice>();
            const int leader = retreat.leader;
            const int enemy = s.unitAt(a.hex);
            if (enemy >= 0 && rules.unitSide(enemy) != rules.leaderSide(leader)) {
                // 000 · Lone Leader Escape, 002 · Leader Escape: the unit there battles him with
                // its normal melee dice (the system's count), no terrain for him; any saber kills
                // him, even from a unit whose sabers do not hit units.
                const UnitDice own = unitDice(rules, s, enemy, 1);
                const int dice = own.total();
                if (checksObserved()) {
                    // The same terms as `dice`, each with its reason; the base is the unit's
                    // blocks under the blocks model (002 · Leader Escape: "its normal number of
                    // melee combat dice", 002 · Phase 4. COMBAT).
                    MoraleCount count{dice, {{own.base, phraseText(own.blocks ? TRICORNE_TEXT("blocks") : TRICORNE_TEXT("melee dice"))}}};
                    for (DiceLine& line : unitDiceLines(rules, enemy, own)) count.reasons.push_back({line.delta, std::move(line.reason)});
                    announceCheck({.kind = CheckExplanation::Kind::LeaderEscape, .unit = enemy, .leader = leader, .hex = a.hex, .dice = std::move(count)});
                }
                if (rollCount(s, dice, Face::Saber) > 0) {
                    leaderHit(rules, s, leader, a.hex);  // "the leader is hit and eliminated"
                    break;
                }
            }
            if (retreat.hexesTaken == 0) s.leaderOnHex[board::slot(retreat.hex)] = -1;  // he leaves his hex
            s.leader(leader).hex = a.hex;
            // 001 · WETLAND: "Roll one die when unit or lone leader enters (ordered move and
            // retreat move) onto a wetland hex … Lone leader is lost when a saber is rolled"
            // (RULINGS.md: the terrain's own rule over Leader's Retreat's general one).
            const EnterRoll::Outcome* roll = retreatRoll(rules, a.hex, false);
            if (roll) announce(CheckExplanation::Kind::Wetland, -1, leader, a.hex, 1, TRICORNE_TEXT("wetland"));
            if (roll && rollShows(roll->face, s.roll(), UnitKind::Infantry)) {
                eliminateLeader(rules, s, leader);
                break;
            }
            retreat.hex = a.hex;
            ++retreat.hexesTaken;
            if (retreat.hexesTaken >= 3 || leaderRetreatActions(rules, s, retreat).empty()) {
                if (leaderMayEndOn(rules, s, leader, retreat.hex)) placeLeader(s, leader, retreat.hex);
                // RULINGS.md: a retreat that cannot end; 002 · Leader Escape: "Should the third
                // hex also be occupied by an enemy unit, the leader is eliminated".
                else eliminateLeader(rules, s, leader);
            } else {
                s.tasks.push_back(retreat);
            }
            break;
        }
        case ActionKind::LeaderOffBoard: {
            const auto& retreat = t.as<task::LeaderRetreatChoice>();
            if (retreat.hexesTaken == 0) s.leaderOnHex[board::slot(retreat.hex)] = -1;
            s.leader(retreat.leader).hex = retreat.hex;
            s.removeLeader(retreat.leader, true);  // off his own baseline: no banner
            break;
        }
        case ActionKind::LeaderStop: {
            const auto& retreat = t.as<task::LeaderRetreatChoice>();
            placeLeader(s, retreat.leader, retreat.hex);
            break;
        }
        case ActionKind::TakeGround:
            if (a.index == 1) {
                const auto& ground = t.as<task::TakeGroundChoice>();
                const int unit = ground.unit;
                // 000 · ENCLOSURE WALL: "The infantry unit may not battle on this turn" once across.
                noBattleIfCrossed(rules, s, unit, s.unit(unit).hex, ground.vacated);
                // Asked only where the system has a breakthrough (Tricorne's take ground looks no further).
                const bool stopped = family::breakthroughHexes(rules.system()) > 0 && takingGroundStops(rules, s, unit, ground.vacated);
                moveUnitWithLeader(s, unit, ground.vacated);
                s.unit(unit).moved = true;  // 000 · Bonus Melee note: taking ground is movement
                afterTakingGround(rules, s, unit, stopped, ground.bonusAllowed, ground.combat);
            }
            break;
        case ActionKind::Breakthrough: {
            task::BreakthroughChoice breakthrough = t.as<task::BreakthroughChoice>();
            const int unit = breakthrough.unit;
            if (a.index == 1) {
                // The step as listed: its stop reasons end the breakthrough there. A hex with an
                // entry roll ends it too, unrolled, as taking ground rolls none (RULINGS.md).
                std::optional<MoveStep> step;
                for (const MoveStep& option : breakthroughOptions(rules, s, unit))
                    if (option.to == a.hex) step = option;
                if (!step) break;  // never: apply took the action from the list
                noBattleIfCrossed(rules, s, unit, s.unit(unit).hex, a.hex);
                moveUnitWithLeader(s, unit, a.hex);
                if (--breakthrough.hexesLeft > 0 && !step->mustStop() && !step->enterRoll && !breakthroughOptions(rules, s, unit).empty()) {
                    s.tasks.push_back(breakthrough);
                    break;
                }
            }
            // The melee's notes were weighed when the breakthrough was offered (bonusAllowed): an
            // ordered unit's own melee, not a bonus, a battle back or a cannonade.
            offerBonusMelee(rules, s, unit, breakthrough.bonusAllowed, CombatNotes{});
            break;
        }
        case ActionKind::BonusMelee: {
            const int unit = t.as<task::BonusMeleeChoice>().unit;
            s.unit(unit).bonusMeleeUsed = true;
            startAttack(rules, s, unit, a.hex, AttackMode::Bonus);
            break;
        }
        case ActionKind::SkipBonusMelee: break;
        case ActionKind::FirstStrike:
        case ActionKind::PlayCombatCard:
        case ActionKind::DeclineCard: cards::applyReaction(rules, s, t.as<task::CardReaction>(), a); break;
        case ActionKind::BattleBack:
            if (a.index == 1) {
                const auto& back = t.as<task::BattleBackChoice>();
                startAttack(rules, s, back.unit, back.attackerHex, AttackMode::BattleBack);
            }
            break;
        default: break;
    }
}

void moveUnitWithLeader(GameState& s, int unit, Hex to) {
    const int leader = s.attachedLeader(unit);
    s.moveUnit(unit, to);
    if (leader >= 0) s.moveLeader(leader, to);
}

void noBattleIfCrossed(const Rules& rules, GameState& s, int unit, Hex from, Hex to) {
    if (const auto side = sideTowards(from, to))
        if (const EdgeFeature e = rules.edge(from, *side); e.type && e.type->noBattleAfterCrossing) s.unit(unit).noBattle = true;
}

}  // namespace tricorne::detail
