#include "playtest/playtestview.h"

#include <algorithm>
#include <optional>

#include "tricorne/model/rules.h"
#include "tricorne/play/explain.h"
#include "tricorne/rules/objectives.h"
#include "tricorne/io/game_log.h"
#include "tricorne/text/card_text.h"
#include "tricorne/text/explain_text.h"
#include "fromengine.h"

using namespace tricorne;

namespace playtest {

namespace {

QPoint point(Hex h) {
    const Offset o = toOffset(h);
    return {o.col, o.row};
}

Hex pieceHex(const GameState& state, PieceRef piece) {
    return piece.isUnit() ? state.units[at(piece.index)].hex : state.leaders[at(piece.index)].hex;
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

std::vector<Choice> choices(const Rules& rules, const GameState& state, const std::vector<Action>& legal) {
    std::vector<Choice> list;
    list.reserve(legal.size());
    for (std::size_t i = 0; i < legal.size(); ++i) {
        const Action& a = legal[i];
        Choice c;
        c.index = static_cast<int>(i);
        c.kind = kindName(a.kind);
        c.group = QStringLiteral("decision");
        c.label = describeQ(rules, a);
        std::optional<Hex> hex;
        const ActionExplanation why = explainAction(rules, state, a);
        if (why.attack) {
            c.dice = why.attack->dice;
            c.detail = qs(describeAttackDice(*why.attack));
        }
        switch (a.kind) {
            case ActionKind::PlayCard: {
                c.group = QStringLiteral("card");
                const auto& handCards = state.cards.hands[decidingSide(rules, state)];
                if (a.index >= 0 && at(a.index) < handCards.size())
                    c.label = QStringLiteral("Play %1").arg(qs(rules.system().commandCards[handCards[at(a.index)]].name));
                break;
            }
            case ActionKind::Order:
            case ActionKind::Detach:
                c.group = QStringLiteral("order");
                hex = pieceHex(state, a.piece);
                c.label = (a.kind == ActionKind::Order ? QStringLiteral("Order %1") : QStringLiteral("Detach %1"))
                              .arg(pieceName(rules, state, a.piece));
                break;
            case ActionKind::StartMove:
                c.group = QStringLiteral("move");
                hex = pieceHex(state, a.piece);
                c.label = QStringLiteral("Move %1").arg(pieceName(rules, state, a.piece));
                break;
            case ActionKind::Step:
                c.group = QStringLiteral("step");
                hex = a.hex;
                c.label = QStringLiteral("Step to %1").arg(hexText(a.hex));
                if (why.step) {
                    c.detail = qs(describeStep(*why.step));
                    c.mustStop = why.step->mustStop();
                }
                break;
            case ActionKind::Battle:
            case ActionKind::BonusMelee:
            case ActionKind::CannonadeFire: {
                c.group = QStringLiteral("target");
                hex = a.hex;
                const int target = state.unitAt(a.hex);
                const QString targetName = target >= 0 ? pieceName(rules, state, PieceRef::unit(target))
                                                       : pieceName(rules, state, PieceRef::leader(state.leaderAt(a.hex)));
                c.label = a.kind == ActionKind::BonusMelee ? QStringLiteral("Bonus melee on %1").arg(targetName)
                          : a.kind == ActionKind::CannonadeFire
                              ? QStringLiteral("%1 fires on %2").arg(pieceName(rules, state, a.piece), targetName)
                              : QStringLiteral("%1 battles %2").arg(pieceName(rules, state, a.piece), targetName);
                break;
            }
            case ActionKind::ShipFire:
                c.group = QStringLiteral("target");
                hex = a.hex;
                c.label = QStringLiteral("%1 fires on %2")
                              .arg(qs(rules.scenario().specialRules[at(a.index)].name), pieceName(rules, state, PieceRef::unit(state.unitAt(a.hex))));
                break;
            case ActionKind::RetreatTo:
            case ActionKind::LeaderRetreatTo:
                c.group = QStringLiteral("path");
                hex = a.hex;
                break;
            case ActionKind::RetireTo:
                c.group = QStringLiteral("path");
                hex = a.hex2;
                c.label = QStringLiteral("Retire to %1 by %2").arg(hexText(a.hex2), hexText(a.hex));
                break;
            case ActionKind::CannonadeRetire:
                if (a.index) {
                    c.group = QStringLiteral("path");
                    hex = a.hex2;
                }
                break;
            case ActionKind::EndOrders:
            case ActionKind::EndMove:
            case ActionKind::EndMovement:
            case ActionKind::EndCombat:
            case ActionKind::CannonadeDone:
                c.group = QStringLiteral("end");
                break;
            case ActionKind::IgnoreFlags:
                if (why.flags) c.detail = qs(describeFlagReasons(*why.flags));
                break;
            default:  // other decisions, and kinds added after this studio: a plain button with the engine's words
                break;
        }
        if (!c.label.isEmpty()) c.label[0] = c.label[0].toUpper();
        if (hex) {
            c.col = toOffset(*hex).col;
            c.row = toOffset(*hex).row;
        }
        list.push_back(std::move(c));
    }
    return list;
}

std::vector<HandCard> hand(const Rules& rules, const GameState& state, const std::vector<Action>& legal, Position side) {
    // The pieces a card would let him order: play it on a copy and read the Order choices.
    const auto orderable = [&](int actionIndex) {
        QList<QPoint> units;
        if (actionIndex < 0) return units;
        GameState preview = state;
        if (apply(rules, preview, legal[static_cast<std::size_t>(actionIndex)]) != ActionError::None) return units;
        for (const Action& next : legalActions(rules, preview))
            if (next.kind == ActionKind::Order) units << point(pieceHex(preview, next.piece));
        return units;
    };
    const auto card = [&](std::size_t slot, bool combat, std::uint8_t index, const auto& data, int actionIndex) {
        HandCard c;
        c.handIndex = static_cast<int>(slot);
        c.combat = combat;
        c.cardIndex = index;
        c.name = qs(data.name) + (combat ? QStringLiteral(" (Combat)") : QString());
        c.text = qs(describeCard(data));
        c.notes = qs(data.notes);
        c.playable = actionIndex >= 0;
        c.actionIndex = actionIndex;
        c.units = orderable(actionIndex);
        return c;
    };
    const auto choiceFor = [&](auto matches) {
        for (std::size_t i = 0; i < legal.size(); ++i)
            if (matches(legal[i])) return static_cast<int>(i);
        return -1;
    };
    std::vector<HandCard> list;
    const auto& cards = state.cards.hands[side];
    for (std::size_t h = 0; h < cards.size(); ++h) {
        const int actionIndex = choiceFor([&](const Action& a) { return a.kind == ActionKind::PlayCard && at(a.index) == h; });
        list.push_back(card(h, false, cards[h], rules.system().commandCards[cards[h]], actionIndex));
    }
    // The Combat cards (000 · COMBAT CARDS): the one played in lieu of the Command card is
    // played from here; those played on a unit, in reaction or as the default action are
    // offered among the choices, where the unit or leader is named.
    const auto& combat = state.cards.combatHands[side];
    for (std::size_t h = 0; h < combat.size(); ++h) {
        const int actionIndex = choiceFor([&](const Action& a) {
            return a.kind == ActionKind::PlayCombatCard && a.piece.index < 0 && at(a.index) == h;
        });
        list.push_back(card(h, true, combat[h], rules.system().combatCards[combat[h]], actionIndex));
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
    const DecisionExplanation d = explainDecision(rules, state);
    const auto unit = [&](int u) { return u >= 0 ? pieceName(rules, state, PieceRef::unit(u)) : QStringLiteral("?"); };
    const QString piece = d.piece.index >= 0 ? pieceName(rules, state, d.piece) : QStringLiteral("?");
    const QString dice = d.attack ? QStringLiteral(" (%1)").arg(qs(describeAttackDice(*d.attack))) : QString();
    if (d.question) {
        using K = Task::Kind;
        switch (*d.question) {
            case K::RetireChoice: return QStringLiteral("%1 is attacked by %2%3: retire and rally, or stand?").arg(piece, unit(d.opponent), dice);
            case K::IgnoreFlagsChoice: {
                if (!d.flags) break;
                QString text = QStringLiteral("%1 received %2 flag(s) and may ignore up to %3.").arg(piece).arg(d.flags->flags).arg(d.flags->mayIgnore);
                if (const std::string why = describeFlagReasons(*d.flags); !why.empty()) text += QStringLiteral(" Why: ") + qs(why) + QLatin1Char('.');
                return text;
            }
            case K::RetreatChoice: return QStringLiteral("%1 must retreat %2 more hex(es): choose where.").arg(piece).arg(d.hexes);
            case K::RetirePathChoice: return QStringLiteral("%1 retires 2 hexes: choose the path.").arg(piece);
            case K::LeaderRetreatChoice: return QStringLiteral("%1 must retreat: choose his path.").arg(piece);
            case K::TakeGroundChoice: return QStringLiteral("%1 may take ground at %2.").arg(piece, hexText(d.hex));
            case K::BonusMeleeChoice: return QStringLiteral("%1 may make a bonus melee.").arg(piece);
            case K::BattleBackChoice: return QStringLiteral("%1 may battle back against %2%3.").arg(piece, unit(d.opponent), dice);
            case K::CannonadeRetireChoice: return QStringLiteral("%1 may retire 2 hexes after firing.").arg(piece);
            case K::CardReaction: return QStringLiteral("%1 is attacked by %2%3: play a card in reaction, or not?").arg(piece, unit(d.opponent), dice);
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

std::vector<ObjectiveRow> objectives(const Rules& rules, const GameState& state) {
    std::vector<ObjectiveRow> list;
    const auto& objs = rules.scenario().objectives;
    for (std::size_t i = 0; i < objs.size() && i < state.objectives.size(); ++i) {
        const ObjectiveState& o = state.objectives[i];
        ObjectiveRow row;
        row.name = qs(objs[i].name.empty() ? objs[i].id : objs[i].name);
        row.kind = QLatin1String(objectiveKindName(objs[i].kind));
        for (Hex h : objs[i].hexes) row.hexes << point(h);
        row.top = o.held[Position::Top];
        row.bottom = o.held[Position::Bottom];
        row.holder = QStringLiteral("nobody");
        if (row.top > 0 && row.bottom > 0) row.holder = QStringLiteral("both");
        else if (row.top > 0) row.holder = sideName(rules, Position::Top);
        else if (row.bottom > 0) row.holder = sideName(rules, Position::Bottom);
        list.push_back(std::move(row));
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
