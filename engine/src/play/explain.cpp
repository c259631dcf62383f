// The engine's explanations (play/explain.h). Every number here comes from the function the
// turn logic itself calls at that point: the Attack task combat would run (detail::attackTask,
// detail::attackToRoll), the step nextStepTo offers, the flags the IgnoreFlags task carries
// and ignorableFlags; the most flags a unit may ignore is read off the list of options.
#include "tricorne/play/explain.h"

#include <algorithm>

#include "play/game_internal.h"
#include "tricorne/rules/movement.h"

namespace tricorne {

namespace {

using K = TaskKind;

/// The attack combat would roll for `task` (an Attack task), explained; nullopt when it would
/// roll nothing (the attacker gone, a melee no longer adjacent, the attack not allowed).
std::optional<AttackExplanation> explainAttackTask(const Rules& rules, const GameState& s, const task::Attack& task) {
    std::optional<AttackAssessment> a = detail::attackToRoll(rules, s, task, true);
    if (!a) return std::nullopt;
    AttackExplanation e;
    e.attacker = task.unit;
    e.from = s.unit(task.unit).hex;
    e.target = task.target;
    e.melee = a->melee;
    e.range = a->range;
    e.baseDice = a->baseDice;
    e.baseBlocks = a->baseBlocks;
    e.modifiers = std::move(a->modifiers);
    e.dice = a->dice;
    return e;
}

std::optional<AttackExplanation> explainAttack(const Rules& rules, const GameState& s, int attacker, Hex target, detail::AttackMode mode) {
    if (attacker < 0) return std::nullopt;
    return explainAttackTask(rules, s, detail::attackTask(rules, s, attacker, target, mode));
}

/// A ship's fire (001 · Bunker Hill): its dice, no modifier (combat rolls the task's dice as they are).
AttackExplanation explainShipFire(const Rules& rules, int rule, Hex target) {
    const task::ShipFire task = detail::shipFireTask(rules, rule, target);
    AttackExplanation e;
    e.shipRule = rule;
    e.from = kOffBoardFire;
    e.target = target;
    e.baseDice = e.dice = task.dice;
    return e;
}

std::optional<StepExplanation> explainStep(const Rules& rules, const GameState& s, Hex to) {
    if (!s.moving) return std::nullopt;
    const std::optional<MoveStep> step = nextStepTo(rules, s, *s.moving, to);
    if (!step) return std::nullopt;
    StepExplanation e;
    e.piece = s.moving->piece;
    e.from = e.piece.isUnit() ? s.unit(e.piece.index).hex : s.leader(e.piece.index).hex;
    e.to = to;
    e.stops = step->stops;
    e.roadStep = step->roadStep;
    const auto name = [](const auto* type) { return type ? type->name : std::string(); };
    if (step->stops & StopReason::EntersTerrain) e.entered = name(rules.terrain(to));
    if (step->stops & StopReason::LeavesTerrain) e.left = name(rules.terrain(e.from));
    if (step->stops & StopReason::CrossesSide)
        if (const auto side = sideTowards(e.from, to)) e.crossed = name(rules.edge(e.from, *side).type);
    if (step->enterRoll) e.rollOn = name(rules.terrain(to));
    return e;
}

/// The IgnoreFlags decision on top: the flags, the most the options let it ignore, and why.
FlagsExplanation explainFlags(const Rules& rules, const GameState& s) {
    const auto& t = s.tasks.back().as<task::IgnoreFlagsChoice>();
    FlagsExplanation e;
    e.unit = t.unit;
    e.flags = t.flags;
    for (const Action& a : legalActions(rules, s))
        if (a.kind == ActionKind::IgnoreFlags) e.mayIgnore = std::max<int>(e.mayIgnore, a.index);
    e.reasons = ignorableFlags(rules, s, t.unit, detail::incomingAttack(t)).reasons;
    return e;
}

/// The attack waiting under the decision on top (the melee a defender may retire from or
/// answer with a card), explained.
std::optional<AttackExplanation> pendingAttack(const Rules& rules, const GameState& s) {
    for (auto it = s.tasks.rbegin(); it != s.tasks.rend(); ++it)
        if (const auto* attack = it->find<task::Attack>()) return explainAttackTask(rules, s, *attack);
    return std::nullopt;
}

bool topIs(const GameState& s, K kind) { return !s.tasks.empty() && s.tasks.back().kind() == kind; }

}  // namespace

ActionExplanation explainAction(const Rules& rules, const GameState& s, const Action& a) {
    ActionExplanation e;
    switch (a.kind) {
        case ActionKind::Battle: e.attack = explainAttack(rules, s, a.piece.index, a.hex, detail::AttackMode::Battle); break;
        case ActionKind::CannonadeFire: e.attack = explainAttack(rules, s, a.piece.index, a.hex, detail::AttackMode::Cannonade); break;
        case ActionKind::BonusMelee:
            if (topIs(s, K::BonusMeleeChoice))
                e.attack = explainAttack(rules, s, s.tasks.back().unit(), a.hex, detail::AttackMode::Bonus);
            break;
        case ActionKind::BattleBack:
            if (a.index == 1 && topIs(s, K::BattleBackChoice)) {
                const auto& back = s.tasks.back().as<task::BattleBackChoice>();
                e.attack = explainAttack(rules, s, back.unit, back.attackerHex, detail::AttackMode::BattleBack);
            }
            break;
        case ActionKind::ShipFire: e.attack = explainShipFire(rules, a.index, a.hex); break;
        case ActionKind::Step: e.step = explainStep(rules, s, a.hex); break;
        case ActionKind::IgnoreFlags:
            if (topIs(s, K::IgnoreFlagsChoice)) e.flags = explainFlags(rules, s);
            break;
        default: break;
    }
    return e;
}

DecisionExplanation explainDecision(const Rules& rules, const GameState& s) {
    DecisionExplanation e;
    e.side = decidingSide(rules, s);
    if (s.winner || s.tasks.empty() || !detail::isDecision(s.tasks.back().kind())) return e;
    const Task& t = s.tasks.back();
    e.question = t.kind();
    const auto* retreat = t.find<task::LeaderRetreatChoice>();
    e.piece = retreat ? PieceRef::leader(retreat->leader) : PieceRef::unit(t.unit());
    switch (t.kind()) {
        case K::RetireChoice:
        case K::CardReaction:
            e.attack = pendingAttack(rules, s);
            if (e.attack) e.opponent = e.attack->attacker;
            break;
        case K::BattleBackChoice: {
            const auto& back = t.as<task::BattleBackChoice>();
            e.attack = explainAttack(rules, s, back.unit, back.attackerHex, detail::AttackMode::BattleBack);
            e.opponent = s.unitAt(back.attackerHex);
            break;
        }
        case K::IgnoreFlagsChoice: e.flags = explainFlags(rules, s); break;
        case K::RetreatChoice: e.hexes = t.as<task::RetreatChoice>().hexesLeft; break;
        case K::TakeGroundChoice: e.hex = t.as<task::TakeGroundChoice>().vacated; break;
        case K::BreakthroughChoice: e.hexes = t.as<task::BreakthroughChoice>().hexesLeft; break;
        default: break;
    }
    return e;
}

}  // namespace tricorne
