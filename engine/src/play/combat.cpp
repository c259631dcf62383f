// Combat and everything it sets off, as tasks on the state's stack (000 · RANGE COMBAT,
// MELEE COMBAT, RETREAT AND RALLY CHECKS, Leader Casualty Check, Lone Leader's Retreat,
// CLAN CHIEF & CHIEF OFFICER MARKERS, ADDITIONAL COMBAT ACTIONS; 001 likewise).
//
// A task is either a decision (a player answers it through legalActions/apply) or a
// consequence the engine carries out at once. Tasks run top first, so a task pushes its
// follow-ups in reverse order of execution.
#include <algorithm>

#include "play/game_internal.h"
#include "tricorne/rules/attack.h"
#include "tricorne/play/cards.h"
#include "tricorne/rules/morale.h"
#include "tricorne/rules/movement.h"
#include "tricorne/rules/special_rules.h"

namespace tricorne::detail {

namespace {

using K = Task::Kind;

Task task(K kind, int unit = -1, Hex hex = {}, std::uint16_t bits = 0) {
    Task t;
    t.kind = kind;
    t.unit = static_cast<std::int16_t>(unit);
    t.hex = hex;
    t.bits = bits;
    return t;
}

Task leaderTask(K kind, int leader, Hex hex, int n = 0, int extra = 0, std::uint16_t bits = 0) {
    Task t = task(kind, -1, hex, bits);
    t.leader = static_cast<std::int16_t>(leader);
    t.n = static_cast<std::int8_t>(n);
    t.extra = static_cast<std::int8_t>(extra);
    return t;
}

UnitState& unitOf(GameState& s, int u) { return s.units[static_cast<std::size_t>(u)]; }
const UnitState& unitOf(const GameState& s, int u) { return s.units[static_cast<std::size_t>(u)]; }

Face faceFor(UnitKind kind) {
    switch (kind) {
        case UnitKind::Infantry: return Face::Infantry;
        case UnitKind::Cavalry: return Face::Cavalry;
        case UnitKind::Artillery: return Face::Artillery;
    }
    return Face::Infantry;
}

/// Rolls n dice and counts one face.
int rollCount(GameState& s, int n, Face face) {
    int count = 0;
    for (int i = 0; i < n; ++i)
        if (s.roll() == face) ++count;
    return count;
}

/// The task of `kind` for `unit` nearest the top of the stack, or nullptr.
Task* findTask(GameState& s, K kind, int unit) {
    for (auto it = s.tasks.rbegin(); it != s.tasks.rend(); ++it)
        if (it->kind == kind && it->unit == unit) return &*it;
    return nullptr;
}

/// Places a retreating leader where he stops (he travels off the occupancy tables).
void placeLeader(GameState& s, int leader, Hex h) {
    s.leaders[static_cast<std::size_t>(leader)].hex = h;
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
    if (!s.winner) s.tasks.push_back(leaderTask(K::LeaderLossRally, leader, hex));
}

/// Bonus melee after taking ground (000 · Bonus Melee): cavalry, Highland (by ability), or
/// infantry with an attached leader; once a turn; never after the defender retired.
bool bonusEligible(const Rules& rules, const GameState& s, int unit, std::uint16_t bits) {
    if (bits & (TaskBit::Bonus | TaskBit::Retiring | TaskBit::BattleBack | TaskBit::Cannonade)) return false;
    const UnitType& t = rules.unitType(unit);
    if (unitOf(s, unit).bonusMeleeUsed) return false;
    return t.kind == UnitKind::Cavalry || t.has(Ability::TakeGroundBonusMelee) ||
           (t.kind == UnitKind::Infantry && s.attachedLeader(unit) >= 0);
}

/// After hits: the flags a surviving unit received (pushes the retreat and its rally check).
void resolveFlags(GameState& s, int unit, int flags, int ignored, std::uint16_t bits, const Rules& rules) {
    // Highland morale: this combat's hit counts for the next combat only, once its own flags
    // are decided (000 · Bolster Morale: "When at full strength and during a combat the unit
    // receives a hit and 1 flag, the highland unit may ignore the one flag").
    if (rules.unitType(unit).has(Ability::HighlandMorale)) unitOf(s, unit).highlandHit = (bits & TaskBit::Hit) != 0;
    const int hexes = (flags - ignored) * rules.unitType(unit).retreatPerFlag;
    if (hexes <= 0) {
        // 000 · Prestonpans: a unit of the rule's side hit but not retreating still rallies.
        const bool hitRally = (bits & TaskBit::Hit) && rallyWhenHit(rules, unit);
        if (((bits & TaskBit::ChiefLost) || hitRally) && !(bits & TaskBit::RallyDone))
            s.tasks.push_back(task(K::RallyCheck, unit, {}, bits));
        return;
    }
    if (!(bits & TaskBit::RallyDone)) s.tasks.push_back(task(K::RallyCheck, unit, {}, bits & TaskBit::CavalryMelee));
    Task retreat = task(K::RetreatChoice, unit);
    retreat.n = static_cast<std::int8_t>(std::min(hexes, 12));
    s.tasks.push_back(retreat);
}

/// Removes blocks; on elimination gives the banner and sends the attached leader to his
/// check or his retreat. Returns true when the unit is gone.
bool loseBlocks(const Rules& rules, GameState& s, int unit, int lost, bool leaderChecks) {
    UnitState& u = unitOf(s, unit);
    const int leader = s.attachedLeader(unit);
    const Hex hex = u.hex;
    u.blocks = static_cast<std::int8_t>(std::max(0, u.blocks - lost));
    if (u.blocks > 0) return false;
    s.removeUnit(unit);
    gainBanners(rules, s, other(rules.unitSide(unit)), 1);
    if (leader >= 0 && !s.winner) {
        // 000 · Leader Casualty Check: one die, one saber, when his unit is destroyed in combat;
        // none when it is lost to a retreat it could not complete (Special Situation).
        if (leaderChecks) s.tasks.push_back(leaderTask(K::LeaderCasualty, leader, hex, 1, 1, TaskBit::UnitEliminated));
        else s.tasks.push_back(leaderTask(K::LeaderRetreatChoice, leader, hex));
    }
    return true;
}

// --- consequences ---------------------------------------------------------------------------

/// The dice of an attack from `from` land on unit `defender`: its symbol hits (less what its
/// position ignores), sabers too when `sabersHit` (a melee by a type that scores them), then
/// the leader casualty check, the Chief marker check and the flags, or the retire move
/// (000 · Melee Combat Roll, RETREAT AND RALLY CHECKS; a unit that retires and rallies takes
/// only unit-symbol hits and no flags).
void hitUnit(const Rules& rules, GameState& s, int defender, const std::vector<Face>& dice, Hex from, std::uint16_t bits, bool sabersHit) {
    const auto count = [&](Face f) { return static_cast<int>(std::count(dice.begin(), dice.end(), f)); };
    const UnitType& defenderType = rules.unitType(defender);
    const bool retiring = (bits & TaskBit::Retiring) != 0;
    Task flagsTask = task(K::Flags, defender, from, bits & (TaskBit::CavalryMelee | TaskBit::FromArtillery | TaskBit::Ranged));
    flagsTask.extra = unitOf(s, defender).blocks == 4 && !unitOf(s, defender).highlandHit;  // Highland morale holds
    int symbols = count(faceFor(defenderType.kind));
    symbols -= std::min(symbols, ignoredSymbolHits(rules, s, defender, flagsIncoming(flagsTask)).value);
    const int sabers = sabersHit && !retiring ? count(Face::Saber) : 0;
    const int flags = retiring ? 0 : count(Face::Flag);
    const int hits = symbols + sabers;

    const int leader = s.attachedLeader(defender);
    const bool hadChief = unitOf(s, defender).chief;
    const int lost = std::min<int>(hits, unitOf(s, defender).blocks);
    if (loseBlocks(rules, s, defender, lost, true)) return;

    // Survivors: leader casualty first (his flag only counts if he lives), then the Chief
    // marker, then the flags (or the retire move).
    flagsTask.n = static_cast<std::int8_t>(flags);
    if (lost > 0) flagsTask.bits |= TaskBit::Hit;
    if (retiring) {
        // No flags to decide: Highland morale (resolveFlags) takes the hit at once.
        if (defenderType.has(Ability::HighlandMorale)) unitOf(s, defender).highlandHit = lost > 0;
        s.tasks.push_back(task(K::RetirePathChoice, defender));
    } else {
        s.tasks.push_back(flagsTask);
    }
    if (lost > 0 && hadChief) s.tasks.push_back(task(K::ChiefCheck, defender));
    if (lost > 0 && leader >= 0) {
        Task casualty = leaderTask(K::LeaderCasualty, leader, unitOf(s, defender).hex, 2, 2);
        casualty.unit = static_cast<std::int16_t>(defender);
        s.tasks.push_back(casualty);
    }
}

void runAttack(const Rules& rules, GameState& s, const Task& t) {
    const int attacker = t.unit;
    const std::optional<AttackAssessment> a = attackToRoll(rules, s, t, false);
    if (!a) return;
    std::vector<Face> dice;
    for (int i = 0; i < a->dice; ++i) dice.push_back(s.roll());

    const int defender = s.unitAt(t.hex);
    if (defender < 0) {
        // 000 · Combat Against a Lone Leader: sabers hit him (two at range, one in melee).
        const int leader = s.leaderAt(t.hex);
        if (leader < 0) return;
        if (std::count(dice.begin(), dice.end(), Face::Saber) >= (a->melee ? 1 : 2)) leaderHit(rules, s, leader, t.hex);
        else s.tasks.push_back(leaderTask(K::LeaderRetreatChoice, leader, t.hex));
        return;
    }
    hitUnit(rules, s, defender, dice, unitOf(s, attacker).hex, t.bits, a->melee && rules.unitType(attacker).saberHits);
}

/// 001 · Bunker Hill: the ship fires its dice at the enemy unit on t.hex from off the board:
/// ranged artillery fire that crosses no hex side (RULINGS.md, Objectives and special rules).
void runShipFire(const Rules& rules, GameState& s, const Task& t) {
    const int defender = s.unitAt(t.hex);
    if (defender < 0) return;
    std::vector<Face> dice;
    for (int i = 0; i < t.n; ++i) dice.push_back(s.roll());
    hitUnit(rules, s, defender, dice, kOffBoardFire, TaskBit::Ranged | TaskBit::FromArtillery, false);
}

void runFlags(const Rules& rules, GameState& s, const Task& t) {
    if (!unitOf(s, t.unit).alive()) return;
    const int allowed = t.n > 0 ? ignorableFlags(rules, s, t.unit, flagsIncoming(t)).value : 0;
    if (allowed > 0) {
        Task choice = t;
        choice.kind = K::IgnoreFlagsChoice;
        choice.fullStrengthBefore = t.extra != 0;
        choice.extra = static_cast<std::int8_t>(std::min<int>(allowed, t.n));
        s.tasks.push_back(choice);
        return;
    }
    resolveFlags(s, t.unit, t.n, 0, t.bits, rules);
}

void runRallyCheck(const Rules& rules, GameState& s, const Task& t) {
    if (!unitOf(s, t.unit).alive()) return;
    const int dice = rallyDice(rules, s, t.unit, t.bits & TaskBit::CavalryMelee, t.bits & TaskBit::Retiring).value;
    if (rollCount(s, dice, Face::Flag) > 0) return;  // rallied
    // Routs (000 · Rally Check). His leader is swept away unless 2 dice show a flag.
    const int leader = s.attachedLeader(t.unit);
    const Hex hex = unitOf(s, t.unit).hex;
    s.removeUnit(t.unit);
    gainBanners(rules, s, other(rules.unitSide(t.unit)), 1);
    if (leader < 0 || s.winner) return;
    if (rollCount(s, 2, Face::Flag) > 0) s.tasks.push_back(leaderTask(K::LeaderRetreatChoice, leader, hex));
    else leaderHit(rules, s, leader, hex);
}

void runLeaderCasualty(const Rules& rules, GameState& s, const Task& t) {
    // 000 · Leader Casualty Check: the opponent rolls; enough sabers kill him.
    if (rollCount(s, t.n, Face::Saber) >= t.extra) {
        // Special situation: his unit rallies first, and makes no second check after retreating.
        if (t.unit >= 0)
            if (Task* flags = findTask(s, K::Flags, t.unit)) flags->bits |= TaskBit::RallyDone;
        leaderHit(rules, s, t.leader, t.hex);
    } else if (t.bits & TaskBit::UnitEliminated) {
        s.tasks.push_back(leaderTask(K::LeaderRetreatChoice, t.leader, t.hex));
    }
}

void runLeaderLossRally(const Rules& rules, GameState& s, const Task& t) {
    // 000 · Leader Eliminated: the unit in his hex and every friendly unit adjacent rally.
    // The owner chooses the order; the checks are independent, so a fixed order (his hex, then
    // NE clockwise) changes nothing but which die falls to whom (RULINGS.md).
    const Position side = rules.leaderSide(t.leader);
    std::vector<int> units;
    if (const int u = s.unitAt(t.hex); u >= 0 && rules.unitSide(u) == side) units.push_back(u);
    for (Side d : kAllSides)
        if (const int u = s.unitAt(neighbour(t.hex, d)); u >= 0 && rules.unitSide(u) == side) units.push_back(u);
    for (auto it = units.rbegin(); it != units.rend(); ++it) s.tasks.push_back(task(K::RallyCheck, *it));
}

void runChiefCheck(const Rules& rules, GameState& s, const Task& t) {
    (void)rules;
    // 000 · CLAN CHIEF & CHIEF OFFICER MARKERS: one die, a saber removes the marker, and the
    // unit then rallies even if it does not retreat (a retreat's own check covers it).
    if (!unitOf(s, t.unit).alive() || s.roll() != Face::Saber) return;
    unitOf(s, t.unit).chief = false;
    if (Task* flags = findTask(s, K::Flags, t.unit)) flags->bits |= TaskBit::ChiefLost;
}

/// Whether `unit` may cross the hex side between it and `to` to take ground there: as on an
/// ordered move (000 · ENCLOSURE WALL: only infantry, which "must start its turn adjacent" —
/// so only a unit that has not moved this turn).
SideCrossing takeGroundCrossing(const Rules& rules, const GameState& s, int unit, Hex to) {
    const Hex from = unitOf(s, unit).hex;
    const auto side = sideTowards(from, to);
    if (!side || !rules.anyEdgeFeature(from)) return {};
    return unitCrossing(rules, unit, from, *side, !unitOf(s, unit).moved);
}

void runAfterMelee(const Rules& rules, GameState& s, const Task& t) {
    const int attacker = t.unit;
    if (!unitOf(s, attacker).alive()) return;
    const bool vacated = s.unitAt(t.hex) < 0 && s.leaderAt(t.hex) < 0;
    if (vacated) {
        // 000 · Taking Ground: infantry and cavalry, never artillery, never after fire.
        if (rules.unitType(attacker).kind == UnitKind::Artillery) return;
        if (rules.terrain(t.hex) && rules.terrain(t.hex)->impassable.forKind(rules.unitType(attacker).kind)) return;
        // "Taking Ground is subject to normal terrain movement restrictions": hex sides as on an
        // ordered move, the step counted as its first when the unit has not moved (RULINGS.md).
        if (!takeGroundCrossing(rules, s, attacker, t.hex).allowed) return;
        Task choice = task(K::TakeGroundChoice, attacker, t.hex, t.bits);
        if (bonusEligible(rules, s, attacker, t.bits)) choice.bits |= TaskBit::BonusAllowed;
        s.tasks.push_back(choice);
        return;
    }
    // 000 · Defending Unit Battle Back: blocks left and still in its hex; not after striking
    // first with a card (000 · Additional Combat Actions).
    const int defender = t.other;
    if (defender < 0 || (t.bits & (TaskBit::Retiring | TaskBit::FirstStruck))) return;
    const UnitState& d = unitOf(s, defender);
    if (!d.alive() || d.hex != t.hex) return;
    AttackContext back;
    back.battleBack = true;
    if (!attackAllowed(rules, s, defender, unitOf(s, attacker).hex, back)) return;
    Task choice = task(K::BattleBackChoice, defender, unitOf(s, attacker).hex);
    choice.other = static_cast<std::int16_t>(attacker);
    s.tasks.push_back(choice);
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

std::vector<Action> leaderRetreatActions(const Rules& rules, const GameState& s, const Task& t) {
    std::vector<Action> out;
    const int leader = t.leader;
    const bool canStopHere = t.n >= 1 && leaderMayEndOn(rules, s, leader, t.hex);
    const LeaderRetreatOptions options = leaderRetreatSteps(rules, s, leader, t.hex);  // from where he stands now
    const bool onBaseline = t.hex.r == board::baselineRow(rules.leaderSide(leader));
    // 000 · Leader Casualty Check: "on a friendly baseline hex and must retreat, the leader
    // must retreat off the battlefield".
    if (t.n == 0 && onBaseline) return {yesNo(ActionKind::LeaderOffBoard, 0)};
    if (t.n < 3) {
        for (Hex h : options.steps)
            if (t.n + 1 < 3 || leaderMayEndOn(rules, s, leader, h)) out.push_back(at(ActionKind::LeaderRetreatTo, h));
        if (options.steps.empty())  // 000 · Lone Leader Escape: only when his path is blocked
            for (Hex h : options.escapes) out.push_back(at(ActionKind::LeaderRetreatTo, h));
        if (options.offBoard) out.push_back(yesNo(ActionKind::LeaderOffBoard, 0));
    }
    if (canStopHere) out.push_back(yesNo(ActionKind::LeaderStop, 0));
    return out;
}

}  // namespace

bool isDecision(Task::Kind kind) { return kind <= K::CannonadeRetireChoice || kind == K::CardReaction; }

Position taskOwner(const Rules& rules, const GameState& state, const Task& t) {
    (void)state;
    return t.kind == K::LeaderRetreatChoice ? rules.leaderSide(t.leader) : rules.unitSide(t.unit);
}

IncomingAttack flagsIncoming(const Task& t) {
    IncomingAttack a;
    a.from = t.hex;
    a.attackerKind = (t.bits & TaskBit::FromArtillery) ? UnitKind::Artillery
                     : (t.bits & TaskBit::CavalryMelee) ? UnitKind::Cavalry
                                                         : UnitKind::Infantry;
    a.ranged = (t.bits & TaskBit::Ranged) != 0;
    a.fullStrengthBefore = t.kind == K::IgnoreFlagsChoice ? t.fullStrengthBefore : t.extra != 0;
    return a;
}

Task attackTask(const Rules& rules, const GameState& s, int attacker, Hex target, std::uint16_t bits) {
    const bool melee = distance(unitOf(s, attacker).hex, target) == 1;
    const UnitKind kind = rules.unitType(attacker).kind;
    bits |= melee ? TaskBit::Melee : TaskBit::Ranged;
    if (kind == UnitKind::Artillery) bits |= TaskBit::FromArtillery;
    // 000 · Rally Check: −1 when a cavalry melee forces the retreat, not on a battle back.
    if (melee && kind == UnitKind::Cavalry && !(bits & TaskBit::BattleBack)) bits |= TaskBit::CavalryMelee;
    return task(K::Attack, attacker, target, bits);
}

std::optional<AttackAssessment> attackToRoll(const Rules& rules, const GameState& s, const Task& t, bool explain) {
    const int attacker = t.unit;
    if (!unitOf(s, attacker).alive()) return std::nullopt;
    AttackContext context;
    context.battleBack = (t.bits & TaskBit::BattleBack) != 0;
    context.bonusMelee = (t.bits & TaskBit::Bonus) != 0;
    if (t.bits & TaskBit::Cannonade) cannonadeContext(rules, attacker, context);
    // A melee stays a melee: an attacker pushed back by a First Strike does not fire instead.
    if ((t.bits & TaskBit::Melee) && distance(unitOf(s, attacker).hex, t.hex) != 1) return std::nullopt;
    AttackAssessment a = explain ? assessAttack(rules, s, attacker, t.hex, context) : attackVerdict(rules, s, attacker, t.hex, context);
    if (!a.allowed) return std::nullopt;
    return a;
}

void startAttack(const Rules& rules, GameState& s, int attacker, Hex target, std::uint16_t bits) {
    const Task attack = attackTask(rules, s, attacker, target, bits);
    bits = attack.bits;
    const bool melee = (bits & TaskBit::Melee) != 0;
    const int defender = s.unitAt(target);
    if (rallyAfterCombat(rules, attacker)) s.tasks.push_back(task(K::RallyCheck, attacker));  // after all the rest
    if (melee && !(bits & (TaskBit::BattleBack | TaskBit::Cannonade))) {
        Task after = task(K::AfterMelee, attacker, target, bits);
        after.other = static_cast<std::int16_t>(defender);
        s.tasks.push_back(after);
    }
    s.tasks.push_back(attack);
    // 000 · Melee step 2: the defender announces retire and rally before the roll.
    if (melee && defender >= 0 && !(bits & TaskBit::BattleBack) && rules.unitType(defender).has(Ability::RetireAndRally) &&
        !retirePaths(rules, s, defender, false).empty()) {
        Task choice = task(K::RetireChoice, defender, target, bits);
        choice.other = static_cast<std::int16_t>(attacker);
        s.tasks.push_back(choice);
    }
    // 000 · COMBAT CARDS: the defender may answer a melee with a card (First Strike, Ambush …).
    if (melee && defender >= 0 && !(bits & (TaskBit::BattleBack | TaskBit::Cannonade)))
        cards::openMeleeReaction(rules, s, attacker, defender, target);
}

Task shipFireTask(const Rules& rules, int rule, Hex target) {
    Task fire = task(K::ShipFire, -1, target);
    fire.other = static_cast<std::int16_t>(rule);
    fire.n = static_cast<std::int8_t>(rules.scenario().specialRules[static_cast<std::size_t>(rule)].dice);
    return fire;
}

void startShipFire(const Rules& rules, GameState& s, int rule, Hex target) {
    s.shipsFired |= std::uint64_t{1} << rule;
    s.tasks.push_back(shipFireTask(rules, rule, target));
}

void resolveStuckDecision(const Rules& rules, GameState& s) {
    const Task t = s.tasks.back();
    s.tasks.pop_back();
    if (t.kind == K::RetreatChoice) {
        loseBlocks(rules, s, t.unit, t.n, false);
    } else if (t.kind == K::LeaderRetreatChoice) {
        if (t.n == 0) eliminateLeader(rules, s, t.leader);
        else placeLeader(s, t.leader, t.hex);
    }
}

void runTask(const Rules& rules, GameState& s) {
    const Task t = s.tasks.back();
    s.tasks.pop_back();
    switch (t.kind) {
        case K::Attack: runAttack(rules, s, t); break;
        case K::AfterMelee: runAfterMelee(rules, s, t); break;
        case K::Flags: runFlags(rules, s, t); break;
        case K::RallyCheck: runRallyCheck(rules, s, t); break;
        case K::LeaderCasualty: runLeaderCasualty(rules, s, t); break;
        case K::ChiefCheck: runChiefCheck(rules, s, t); break;
        case K::LeaderLossRally: runLeaderLossRally(rules, s, t); break;
        case K::ShipFire: runShipFire(rules, s, t); break;
        default: break;  // decisions never reach here
    }
}

void decisionActions(const Rules& rules, const GameState& s, std::vector<Action>& out) {
    const Task& t = s.tasks.back();
    switch (t.kind) {
        case K::RetireChoice:
        case K::TakeGroundChoice:
        case K::BattleBackChoice: {
            const ActionKind kind = t.kind == K::RetireChoice ? ActionKind::RetireAndRally
                                    : t.kind == K::TakeGroundChoice ? ActionKind::TakeGround
                                                                    : ActionKind::BattleBack;
            out.push_back(yesNo(kind, 1));
            out.push_back(yesNo(kind, 0));
            break;
        }
        case K::IgnoreFlagsChoice:
            for (int n = t.extra; n >= 0; --n) out.push_back(yesNo(ActionKind::IgnoreFlags, n));
            break;
        case K::RetreatChoice: {
            const bool hasLeader = s.attachedLeader(t.unit) >= 0;
            for (Hex h : retreatSteps(rules, s, t.unit))
                if (!hasLeader || s.leaderAt(h) < 0) out.push_back(at(ActionKind::RetreatTo, h));
            break;
        }
        case K::RetirePathChoice:
        case K::CannonadeRetireChoice: {
            const bool cannonade = t.kind == K::CannonadeRetireChoice;
            const std::size_t first = out.size();
            for (const auto& path : retirePaths(rules, s, t.unit, cannonade)) {
                Action a = at(cannonade ? ActionKind::CannonadeRetire : ActionKind::RetireTo, path.front());
                a.hex2 = path.back();
                a.index = 1;
                out.push_back(a);
            }
            if (cannonade && (out.size() == first || !(t.bits & TaskBit::MustRetire))) out.push_back(yesNo(ActionKind::CannonadeRetire, 0));
            break;
        }
        case K::LeaderRetreatChoice: {
            const auto options = leaderRetreatActions(rules, s, t);
            out.insert(out.end(), options.begin(), options.end());
            break;
        }
        case K::CardReaction: {
            const auto options = cards::reactionActions(rules, s, t);
            out.insert(out.end(), options.begin(), options.end());
            break;
        }
        case K::BonusMeleeChoice: {
            const UnitState& u = unitOf(s, t.unit);
            AttackContext bonus;
            bonus.bonusMelee = true;
            for (Side d : kAllSides) {
                const Hex h = neighbour(u.hex, d);
                if (attackAllowed(rules, s, t.unit, h, bonus)) out.push_back(at(ActionKind::BonusMelee, h));
            }
            out.push_back(yesNo(ActionKind::SkipBonusMelee, 0));
            break;
        }
        default: break;
    }
}

void applyDecision(const Rules& rules, GameState& s, const Action& a) {
    Task t = s.tasks.back();
    s.tasks.pop_back();
    switch (a.kind) {
        case ActionKind::RetireAndRally:
            if (a.index == 1) {
                // Mark the pending attack and its aftermath: symbols only, no bonus melee.
                for (auto it = s.tasks.rbegin(); it != s.tasks.rend() && it->unit == t.other; ++it)
                    if (it->kind == K::Attack || it->kind == K::AfterMelee) it->bits |= TaskBit::Retiring;
            }
            break;
        case ActionKind::IgnoreFlags: resolveFlags(s, t.unit, t.n, a.index, t.bits, rules); break;
        case ActionKind::RetreatTo: {
            // 000 · Retreat: onto a lone friendly leader, he attaches and the retreat stops.
            const bool joinsLeader = s.leaderAt(a.hex) >= 0;
            moveUnitWithLeader(s, t.unit, a.hex);
            // 001 · WETLAND: the roll applies to a retreat move too; the unit's symbol costs a
            // block (no leader check) and ends the retreat there.
            const TerrainType* terrain = rules.terrain(a.hex);
            if (terrain && terrain->enterRoll == "wetland" && s.roll() == faceFor(rules.unitType(t.unit).kind)) {
                loseBlocks(rules, s, t.unit, 1, false);
                break;
            }
            if (--t.n > 0 && !joinsLeader) s.tasks.push_back(t);
            break;
        }
        case ActionKind::RetireTo:
            moveUnitWithLeader(s, t.unit, a.hex2);
            s.tasks.push_back(task(K::RallyCheck, t.unit, {}, TaskBit::Retiring));
            break;
        case ActionKind::CannonadeRetire:
            if (a.index == 1) moveUnitWithLeader(s, t.unit, a.hex2);  // no rally check (000 · Opening Cannonade)
            break;
        case ActionKind::LeaderRetreatTo: {
            const int enemy = s.unitAt(a.hex);
            if (enemy >= 0 && rules.unitSide(enemy) != rules.leaderSide(t.leader)) {
                // 000 · Lone Leader Escape: the unit there battles him with its normal melee
                // dice, no terrain for him; any saber kills him.
                const UnitType& type = rules.unitType(enemy);
                const UnitState& e = unitOf(s, enemy);
                const int dice = type.dice.front() + (e.blocks == 4) + (s.attachedLeader(enemy) >= 0) + (e.chief ? 1 : 0);
                if (rollCount(s, dice, Face::Saber) > 0) {
                    leaderHit(rules, s, t.leader, a.hex);  // "the leader is hit and eliminated"
                    break;
                }
            }
            if (t.n == 0) s.leaderOnHex[static_cast<std::size_t>(board::indexOf(t.hex))] = -1;  // he leaves his hex
            s.leaders[static_cast<std::size_t>(t.leader)].hex = a.hex;
            // 001 · WETLAND: "Roll one die when unit or lone leader enters (ordered move and
            // retreat move) onto a wetland hex … Lone leader is lost when a saber is rolled"
            // (RULINGS.md: the terrain's own rule over Leader's Retreat's general one).
            if (const TerrainType* terrain = rules.terrain(a.hex); terrain && terrain->enterRoll == "wetland" && s.roll() == Face::Saber) {
                eliminateLeader(rules, s, t.leader);
                break;
            }
            t.hex = a.hex;
            ++t.n;
            if (t.n >= 3 || leaderRetreatActions(rules, s, t).empty()) {
                if (leaderMayEndOn(rules, s, t.leader, t.hex)) placeLeader(s, t.leader, t.hex);
                else eliminateLeader(rules, s, t.leader);  // RULINGS.md: a retreat that cannot end
            } else {
                s.tasks.push_back(t);
            }
            break;
        }
        case ActionKind::LeaderOffBoard:
            if (t.n == 0) s.leaderOnHex[static_cast<std::size_t>(board::indexOf(t.hex))] = -1;
            s.leaders[static_cast<std::size_t>(t.leader)].hex = t.hex;
            s.removeLeader(t.leader, true);  // off his own baseline: no banner
            break;
        case ActionKind::LeaderStop: placeLeader(s, t.leader, t.hex); break;
        case ActionKind::TakeGround:
            if (a.index == 1) {
                // 000 · ENCLOSURE WALL: "The infantry unit may not battle on this turn" once across.
                if (const auto side = sideTowards(unitOf(s, t.unit).hex, t.hex))
                    if (const EdgeFeature e = rules.edge(unitOf(s, t.unit).hex, *side); e.type && e.type->noBattleAfterCrossing)
                        unitOf(s, t.unit).noBattle = true;
                moveUnitWithLeader(s, t.unit, t.hex);
                unitOf(s, t.unit).moved = true;  // 000 · Bonus Melee note: taking ground is movement
                if ((t.bits & TaskBit::BonusAllowed) && bonusEligible(rules, s, t.unit, t.bits))
                    s.tasks.push_back(task(K::BonusMeleeChoice, t.unit));
            }
            break;
        case ActionKind::BonusMelee:
            unitOf(s, t.unit).bonusMeleeUsed = true;
            startAttack(rules, s, t.unit, a.hex, TaskBit::Bonus);
            break;
        case ActionKind::SkipBonusMelee: break;
        case ActionKind::FirstStrike:
        case ActionKind::PlayCombatCard:
        case ActionKind::DeclineCard: cards::applyReaction(rules, s, t, a); break;
        case ActionKind::BattleBack:
            if (a.index == 1) startAttack(rules, s, t.unit, t.hex, TaskBit::BattleBack);
            break;
        default: break;
    }
}

void moveUnitWithLeader(GameState& s, int unit, Hex to) {
    const int leader = s.attachedLeader(unit);
    s.moveUnit(unit, to);
    if (leader >= 0) s.moveLeader(leader, to);
}

}  // namespace tricorne::detail
