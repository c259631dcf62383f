#include "playtest/playtestview.h"

#include <algorithm>

#include "tricorne/rules/attack.h"
#include "tricorne/rules/morale.h"
#include "tricorne/rules/movement.h"
#include "tricorne/rules/objectives.h"
#include "tricorne/model/rules.h"
#include "fromengine.h"

using namespace tricorne;

namespace playtest {

namespace {

QVariantMap hexMap(Hex h) {
    const Offset o = toOffset(h);
    return {{QStringLiteral("col"), o.col}, {QStringLiteral("row"), o.row}};
}

Hex pieceHex(const GameState& state, PieceRef piece) {
    return piece.isUnit() ? state.units[at(piece.index)].hex : state.leaders[at(piece.index)].hex;
}

/// The attack a target choice would make, with the context its kind implies.
AttackAssessment assessChoice(const Rules& rules, const GameState& state, const Action& a) {
    AttackContext context;
    int attacker = a.piece.index;
    if (a.kind == ActionKind::BonusMelee) {
        context.bonusMelee = true;
        attacker = state.tasks.empty() ? -1 : state.tasks.back().unit;
    }
    if (a.kind == ActionKind::CannonadeFire) context.cannonade = true;
    if (attacker < 0) return {};
    return assessAttack(rules, state, attacker, a.hex, context);
}

/// "3 dice: 2 melee, +1 full strength, -1 forest" from the engine's breakdown.
QString diceDetail(const AttackAssessment& a) {
    QString text = QStringLiteral("%1 %2: %3 %4").arg(a.dice).arg(a.dice == 1 ? QStringLiteral("die") : QStringLiteral("dice"))
                       .arg(a.baseDice).arg(a.melee ? QStringLiteral("melee") : QStringLiteral("at range %1").arg(a.range));
    for (const DiceLine& line : a.modifiers)
        text += QStringLiteral(", %1%2 %3").arg(line.delta > 0 ? QStringLiteral("+") : QString()).arg(line.delta).arg(qs(line.reason));
    return text;
}

/// Why a step ends the move or rolls a die, from the engine's MoveStep and the terrain data.
QString stepDetail(const Rules& rules, const GameState& state, Hex to) {
    if (!state.moving) return {};
    for (const MoveStep& step : nextSteps(rules, state, *state.moving)) {
        if (step.to != to) continue;
        QStringList notes;
        const TerrainType* here = rules.terrain(to);
        const TerrainType* from = rules.terrain(pieceHex(state, state.moving->piece));
        if (step.mustStop) {
            if (here && here->stopOnEnter) notes << QStringLiteral("must stop: entering %1").arg(qs(here->name));
            else if (from && from->stopOnLeave) notes << QStringLiteral("must stop: leaving %1").arg(qs(from->name));
            else notes << QStringLiteral("must stop here");
        }
        if (step.enterRoll && here) notes << QStringLiteral("a die is rolled on entering %1").arg(qs(here->name));
        if (step.roadStep) notes << QStringLiteral("along the road");
        return notes.join(QStringLiteral("; "));
    }
    return {};
}

QString describeQ(const Rules& rules, const Action& a) { return qs(describe(rules, a)); }

}  // namespace

Scenario boardSnapshot(const Rules& rules, const GameState& state) {
    Scenario s = rules.scenario();
    s.units.clear();
    s.leaders.clear();
    for (int i = 0; i < rules.unitCount(); ++i) {
        const UnitState& u = state.units[at(i)];
        if (!u.alive() || u.exited) continue;
        Unit unit = rules.scenario().units[at(i)];
        unit.hex = u.hex;
        unit.blocks = u.blocks;
        unit.chief = u.chief;
        s.units.push_back(std::move(unit));
    }
    for (int i = 0; i < rules.leaderCount(); ++i) {
        if (!state.leaders[at(i)].onBoard()) continue;
        Leader leader = rules.scenario().leaders[at(i)];
        leader.hex = state.leaders[at(i)].hex;
        s.leaders.push_back(std::move(leader));
    }
    return s;
}

QString pieceName(const Rules& rules, const GameState& state, PieceRef piece) {
    if (piece.index < 0) return QStringLiteral("?");
    if (!piece.isUnit()) return qs(rules.scenario().leaders[at(piece.index)].name);
    const Unit& unit = rules.scenario().units[at(piece.index)];
    const QString name = unit.name.empty() ? qs(rules.unitType(piece.index).name) : qs(unit.name);
    return QStringLiteral("%1 at %2").arg(name, hexText(state.units[at(piece.index)].hex));
}

QString kindName(ActionKind kind) { return QLatin1String(actionKindName(kind)); }

QVariantList choices(const Rules& rules, const GameState& state, const std::vector<Action>& legal) {
    QVariantList list;
    for (std::size_t i = 0; i < legal.size(); ++i) {
        const Action& a = legal[i];
        QString group = QStringLiteral("decision");
        QString label = describeQ(rules, a);
        QString detail;
        std::optional<Hex> hex;
        int dice = -1;
        switch (a.kind) {
            case ActionKind::PlayCard: {
                group = QStringLiteral("card");
                const auto& handCards = state.cards.hands[decidingSide(rules, state)];
                if (a.index >= 0 && at(a.index) < handCards.size())
                    label = QStringLiteral("Play %1").arg(qs(rules.system().commandCards[handCards[at(a.index)]].name));
                break;
            }
            case ActionKind::Order:
            case ActionKind::Detach:
                group = QStringLiteral("order");
                hex = pieceHex(state, a.piece);
                label = (a.kind == ActionKind::Order ? QStringLiteral("Order %1") : QStringLiteral("Detach %1"))
                            .arg(pieceName(rules, state, a.piece));
                break;
            case ActionKind::StartMove:
                group = QStringLiteral("move");
                hex = pieceHex(state, a.piece);
                label = QStringLiteral("Move %1").arg(pieceName(rules, state, a.piece));
                break;
            case ActionKind::Step:
                group = QStringLiteral("step");
                hex = a.hex;
                label = QStringLiteral("Step to %1").arg(hexText(a.hex));
                detail = stepDetail(rules, state, a.hex);
                break;
            case ActionKind::Battle:
            case ActionKind::BonusMelee:
            case ActionKind::CannonadeFire: {
                group = QStringLiteral("target");
                hex = a.hex;
                const AttackAssessment assessment = assessChoice(rules, state, a);
                dice = assessment.dice;
                detail = diceDetail(assessment);
                const int target = state.unitAt(a.hex);
                const QString targetName = target >= 0 ? pieceName(rules, state, PieceRef::unit(target))
                                                       : pieceName(rules, state, PieceRef::leader(state.leaderAt(a.hex)));
                label = a.kind == ActionKind::BonusMelee ? QStringLiteral("Bonus melee on %1").arg(targetName)
                        : a.kind == ActionKind::CannonadeFire
                            ? QStringLiteral("%1 fires on %2").arg(pieceName(rules, state, a.piece), targetName)
                            : QStringLiteral("%1 battles %2").arg(pieceName(rules, state, a.piece), targetName);
                break;
            }
            case ActionKind::ShipFire: {
                group = QStringLiteral("target");
                hex = a.hex;
                const SpecialRule& ship = rules.scenario().specialRules[at(a.index)];
                dice = ship.dice;
                label = QStringLiteral("%1 fires on %2").arg(qs(ship.name), pieceName(rules, state, PieceRef::unit(state.unitAt(a.hex))));
                break;
            }
            case ActionKind::RetreatTo:
            case ActionKind::LeaderRetreatTo:
                group = QStringLiteral("path");
                hex = a.hex;
                break;
            case ActionKind::RetireTo:
                group = QStringLiteral("path");
                hex = a.hex2;
                label = QStringLiteral("Retire to %1 by %2").arg(hexText(a.hex2), hexText(a.hex));
                break;
            case ActionKind::CannonadeRetire:
                if (a.index) {
                    group = QStringLiteral("path");
                    hex = a.hex2;
                }
                break;
            case ActionKind::EndOrders:
            case ActionKind::EndMove:
            case ActionKind::EndMovement:
            case ActionKind::EndCombat:
            case ActionKind::CannonadeDone:
                group = QStringLiteral("end");
                break;
            case ActionKind::IgnoreFlags:
            case ActionKind::RetireAndRally:
            case ActionKind::LeaderOffBoard:
            case ActionKind::LeaderStop:
            case ActionKind::TakeGround:
            case ActionKind::SkipBonusMelee:
            case ActionKind::BattleBack:
                break;
            default:  // a kind added after this studio: a plain button with the engine's words
                break;
        }
        if (!label.isEmpty()) label[0] = label[0].toUpper();
        QVariantMap choice{{QStringLiteral("index"), static_cast<int>(i)},
                           {QStringLiteral("kind"), kindName(a.kind)},
                           {QStringLiteral("group"), group},
                           {QStringLiteral("label"), label},
                           {QStringLiteral("detail"), detail},
                           {QStringLiteral("dice"), dice},
                           {QStringLiteral("col"), hex ? toOffset(*hex).col : -1},
                           {QStringLiteral("row"), hex ? toOffset(*hex).row : -1}};
        list << choice;
    }
    return list;
}

QVariantList hand(const Rules& rules, const GameState& state, const std::vector<Action>& legal, Position side) {
    // The pieces a card would let him order: play it on a copy and read the Order choices.
    const auto orderable = [&](int actionIndex) {
        QVariantList units;
        if (actionIndex < 0) return units;
        GameState preview = state;
        if (apply(rules, preview, legal[static_cast<std::size_t>(actionIndex)]) != ActionError::None) return units;
        for (const Action& next : legalActions(rules, preview))
            if (next.kind == ActionKind::Order) units << hexMap(pieceHex(preview, next.piece));
        return units;
    };
    QVariantList list;
    const auto& cards = state.cards.hands[side];
    for (std::size_t h = 0; h < cards.size(); ++h) {
        const CommandCard& card = rules.system().commandCards[cards[h]];
        int actionIndex = -1;
        for (std::size_t i = 0; i < legal.size() && actionIndex < 0; ++i)
            if (legal[i].kind == ActionKind::PlayCard && at(legal[i].index) == h) actionIndex = static_cast<int>(i);
        const QVariantList units = orderable(actionIndex);
        list << QVariantMap{{QStringLiteral("handIndex"), static_cast<int>(h)},
                            {QStringLiteral("combat"), false},
                            {QStringLiteral("cardIndex"), static_cast<int>(cards[h])},
                            {QStringLiteral("name"), qs(card.name)},
                            {QStringLiteral("text"), qs(describeCard(card))},
                            {QStringLiteral("notes"), qs(card.notes)},
                            {QStringLiteral("playable"), actionIndex >= 0},
                            {QStringLiteral("actionIndex"), actionIndex},
                            {QStringLiteral("units"), units}};
    }
    // The Combat cards (000 · COMBAT CARDS): the one played in lieu of the Command card is
    // played from here; those played on a unit, in reaction or as the default action are
    // offered among the choices, where the unit or leader is named.
    const auto& combat = state.cards.combatHands[side];
    for (std::size_t h = 0; h < combat.size(); ++h) {
        const CombatCard& card = rules.system().combatCards[combat[h]];
        int actionIndex = -1;
        for (std::size_t i = 0; i < legal.size() && actionIndex < 0; ++i)
            if (legal[i].kind == ActionKind::PlayCombatCard && legal[i].piece.index < 0 && at(legal[i].index) == h)
                actionIndex = static_cast<int>(i);
        list << QVariantMap{{QStringLiteral("handIndex"), static_cast<int>(h)},
                            {QStringLiteral("combat"), true},
                            {QStringLiteral("cardIndex"), static_cast<int>(combat[h])},
                            {QStringLiteral("name"), qs(card.name) + QStringLiteral(" (Combat)")},
                            {QStringLiteral("text"), qs(describeCard(card))},
                            {QStringLiteral("notes"), qs(card.notes)},
                            {QStringLiteral("playable"), actionIndex >= 0},
                            {QStringLiteral("actionIndex"), actionIndex},
                            {QStringLiteral("units"), orderable(actionIndex)}};
    }
    return list;
}

QString phaseName(Phase phase) {
    switch (phase) {
        case Phase::Cannonade: return QStringLiteral("Opening cannonade");
        case Phase::PlayCard: return QStringLiteral("Play a card");
        case Phase::Order: return QStringLiteral("Order");
        case Phase::Move: return QStringLiteral("Move");
        case Phase::Combat: return QStringLiteral("Combat");
        case Phase::GameOver: return QStringLiteral("Game over");
        case Phase::EndTurn: return QStringLiteral("End of turn");
        case Phase::Reveal: return QStringLiteral("Reveal a card");
    }
    return {};
}

QString prompt(const Rules& rules, const GameState& state) {
    if (state.winner) return QStringLiteral("%1 won.").arg(sideName(rules, *state.winner));
    const auto unit = [&](int u) { return u >= 0 ? pieceName(rules, state, PieceRef::unit(u)) : QStringLiteral("?"); };
    if (!state.tasks.empty()) {
        const Task& t = state.tasks.back();
        using K = Task::Kind;
        switch (t.kind) {
            case K::RetireChoice: return QStringLiteral("%1 is attacked by %2: retire and rally, or stand?").arg(unit(t.unit), unit(t.other));
            case K::IgnoreFlagsChoice: {
                QString text = QStringLiteral("%1 received %2 flag(s) and may ignore up to %3.").arg(unit(t.unit)).arg(t.n).arg(t.extra);
                if (const QString why = flagReasons(rules, state); !why.isEmpty()) text += QStringLiteral(" Why: ") + why + QLatin1Char('.');
                return text;
            }
            case K::RetreatChoice: return QStringLiteral("%1 must retreat %2 more hex(es): choose where.").arg(unit(t.unit)).arg(t.n);
            case K::RetirePathChoice: return QStringLiteral("%1 retires 2 hexes: choose the path.").arg(unit(t.unit));
            case K::LeaderRetreatChoice:
                return QStringLiteral("%1 must retreat: choose his path.").arg(pieceName(rules, state, PieceRef::leader(t.leader)));
            case K::TakeGroundChoice: return QStringLiteral("%1 may take ground at %2.").arg(unit(t.unit), hexText(t.hex));
            case K::BonusMeleeChoice: return QStringLiteral("%1 may make a bonus melee.").arg(unit(t.unit));
            case K::BattleBackChoice: return QStringLiteral("%1 may battle back against %2.").arg(unit(t.unit), unit(t.other));
            case K::CannonadeRetireChoice: return QStringLiteral("%1 may retire 2 hexes after firing.").arg(unit(t.unit));
            case K::CardReaction: return QStringLiteral("%1 is attacked by %2: play a card in reaction, or not?").arg(unit(t.unit), unit(t.other));
            default: break;
        }
    }
    switch (state.phase) {
        case Phase::Cannonade: return QStringLiteral("Opening cannonade: fire a gun, or fire no more.");
        case Phase::PlayCard: return QStringLiteral("Play a Command card.");
        case Phase::Order: return QStringLiteral("Order units and leaders the card allows, then end orders.");
        case Phase::Move:
            return state.moving ? QStringLiteral("Move %1: choose the next hex, or stop.").arg(pieceName(rules, state, state.moving->piece))
                                : QStringLiteral("Choose an ordered piece to move, or end movement.");
        case Phase::Combat: return QStringLiteral("Choose a target for an ordered unit, or end combat.");
        case Phase::GameOver: return QStringLiteral("The game is over.");
        case Phase::EndTurn: return QStringLiteral("End of turn: keep a drawn card, take a banner, or reposition a leader with a Combat card.");
        case Phase::Reveal: return QStringLiteral("Choose a Command card to reveal: the higher card moves first.");
    }
    return {};
}

QString flagReasons(const Rules& rules, const GameState& state) {
    if (state.tasks.empty() || state.tasks.back().kind != Task::Kind::IgnoreFlagsChoice) return {};
    const Task& t = state.tasks.back();
    // The attack as the Flags task carried it. The choice task reuses `extra` for the number
    // offered, so "full strength before the roll" is read from the unit now: this only words
    // the reasons (Highland morale may be listed differently); the number is the engine's.
    IncomingAttack incoming;
    incoming.from = t.hex;
    incoming.attackerKind = (t.bits & TaskBit::FromArtillery) ? UnitKind::Artillery
                            : (t.bits & TaskBit::CavalryMelee) ? UnitKind::Cavalry
                                                                : UnitKind::Infantry;
    incoming.ranged = (t.bits & TaskBit::Ranged) != 0;
    incoming.fullStrengthBefore = state.units[at(t.unit)].blocks == 4;
    QStringList reasons;
    for (const MoraleReason& r : ignorableFlags(rules, state, t.unit, incoming).reasons)
        reasons << QStringLiteral("%1%2 %3").arg(r.delta > 0 ? QStringLiteral("+") : QString()).arg(r.delta).arg(qs(r.reason));
    return reasons.join(QStringLiteral(", "));
}

QVariantList objectives(const Rules& rules, const GameState& state) {
    QVariantList list;
    const auto& objs = rules.scenario().objectives;
    for (std::size_t i = 0; i < objs.size() && i < state.objectives.size(); ++i) {
        const ObjectiveState& o = state.objectives[i];
        QVariantList hexes;
        for (Hex h : objs[i].hexes) hexes << hexMap(h);
        const int top = o.held[Position::Top];
        const int bottom = o.held[Position::Bottom];
        QString holder = QStringLiteral("nobody");
        if (top > 0 && bottom > 0) holder = QStringLiteral("both");
        else if (top > 0) holder = sideName(rules, Position::Top);
        else if (bottom > 0) holder = sideName(rules, Position::Bottom);
        list << QVariantMap{{QStringLiteral("name"), qs(objs[i].name.empty() ? objs[i].id : objs[i].name)},
                            {QStringLiteral("kind"), QLatin1String(objectiveKindName(objs[i].kind))},
                            {QStringLiteral("hexes"), hexes},
                            {QStringLiteral("top"), top},
                            {QStringLiteral("bottom"), bottom},
                            {QStringLiteral("holder"), holder}};
    }
    return list;
}

QString sideName(const Rules& rules, Position side) {
    const SideSetup& setup = rules.scenario().side(side);
    if (const Faction* f = rules.system().faction(setup.faction)) return qs(f->name);
    if (!setup.faction.empty()) return qs(setup.faction);
    return side == Position::Top ? QStringLiteral("Top") : QStringLiteral("Bottom");
}

}  // namespace playtest
