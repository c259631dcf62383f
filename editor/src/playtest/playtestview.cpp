#include "playtest/playtestview.h"

#include <QCoreApplication>

#include <algorithm>
#include <optional>

#include "common/enginetext.h"
#include "common/fromengine.h"
#include "tricorne/io/game_log.h"
#include "tricorne/model/rules.h"
#include "tricorne/play/explain.h"
#include "tricorne/rules/objectives.h"
#include "tricorne/text/action_text.h"
#include "tricorne/text/card_text.h"
#include "tricorne/text/explain_text.h"

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

QString pieceName(const Rules& rules, const GameState& state, PieceRef piece) { return engineSentence(pieceText(rules, state, piece)); }

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
        c.label = engineSentence(actionText(rules, state, a));  // the engine's words (tricorne/text/action_text.h)
        std::optional<Hex> hex;
        const ActionExplanation why = explainAction(rules, state, a);
        if (why.attack) {
            c.dice = why.attack->dice;
            c.detail = engineSentence(attackDiceText(*why.attack));
        }
        switch (a.kind) {
            case ActionKind::PlayCard: c.group = QStringLiteral("card"); break;
            case ActionKind::Order:
            case ActionKind::Detach:
                c.group = QStringLiteral("order");
                hex = pieceHex(state, a.piece);
                break;
            case ActionKind::StartMove:
                c.group = QStringLiteral("move");
                hex = pieceHex(state, a.piece);
                break;
            case ActionKind::Step:
                c.group = QStringLiteral("step");
                hex = a.hex;
                if (why.step) {
                    c.detail = engineSentence(stepText(*why.step));
                    c.mustStop = why.step->mustStop();
                }
                break;
            case ActionKind::Battle:
            case ActionKind::BonusMelee:
            case ActionKind::CannonadeFire:
            case ActionKind::ShipFire:
                c.group = QStringLiteral("target");
                hex = a.hex;
                break;
            case ActionKind::RetreatTo:
            case ActionKind::LeaderRetreatTo:
                c.group = QStringLiteral("path");
                hex = a.hex;
                break;
            case ActionKind::RetireTo:
                c.group = QStringLiteral("path");
                hex = a.hex2;
                break;
            case ActionKind::Breakthrough:
                if (a.index) {  // a hex to move on to; stopping stays a button
                    c.group = QStringLiteral("path");
                    hex = a.hex;
                }
                break;
            case ActionKind::CannonadeRetire:
                if (a.index) {
                    c.group = QStringLiteral("path");
                    hex = a.hex2;
                }
                break;
            case ActionKind::RepositionLeader:
                // Made on the board (stageRepositions): the card, then the leader, then the hex.
                c.group = QStringLiteral("reposition");
                hex = a.hex;
                c.cardSlot = a.index;
                c.leader = a.piece.index;
                break;
            case ActionKind::EndOrders:
            case ActionKind::EndMove:
            case ActionKind::EndMovement:
            case ActionKind::EndCombat:
            case ActionKind::CannonadeDone:
                c.group = QStringLiteral("end");
                break;
            case ActionKind::IgnoreFlags:
                if (why.flags) c.detail = engineSentence(flagReasonsText(*why.flags));
                break;
            default:  // other decisions, and kinds added after this studio: a plain button with the engine's words
                break;
        }
        if (hex) {
            c.col = toOffset(*hex).col;
            c.row = toOffset(*hex).row;
        }
        list.push_back(std::move(c));
    }
    return list;
}

std::vector<Choice> stageRepositions(const Rules& rules, const GameState& state, std::vector<Choice> all, RepositionPick pick) {
    std::vector<Choice> shown;
    std::vector<int> leadersOffered;  // one row per leader the picked card can reposition
    for (Choice& c : all) {
        if (c.group != QLatin1String("reposition")) {
            shown.push_back(std::move(c));
            continue;
        }
        if (c.cardSlot != pick.cardSlot) continue;
        if (pick.leader >= 0) {
            if (c.leader == pick.leader) shown.push_back(std::move(c));
            continue;
        }
        if (std::find(leadersOffered.begin(), leadersOffered.end(), c.leader) != leadersOffered.end()) continue;
        leadersOffered.push_back(c.leader);
        Choice leader;
        leader.kind = c.kind;
        leader.group = QStringLiteral("pick");
        leader.label = pieceName(rules, state, PieceRef::leader(c.leader));
        leader.leader = c.leader;
        leader.cardSlot = c.cardSlot;
        const QPoint at = point(state.leaders[static_cast<std::size_t>(c.leader)].hex);
        leader.col = at.x();
        leader.row = at.y();
        shown.push_back(std::move(leader));
    }
    return shown;
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
        // A card keeps the name printed on it in the box; what it does is the engine's sentence.
        c.name = combat ? QCoreApplication::translate("PlaytestView", "%1 (Combat)").arg(qs(data.name)) : qs(data.name);
        c.text = engineSentence(cardText(data));
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
        HandCard c = card(h, true, combat[h], rules.system().combatCards[combat[h]], actionIndex);
        c.repositions = choiceFor([&](const Action& a) { return a.kind == ActionKind::RepositionLeader && at(a.index) == h; }) >= 0;
        c.playable = c.playable || c.repositions;
        list.push_back(std::move(c));
    }
    return list;
}

QString phaseName(Phase phase) { return engineSentence(phaseText(phase)); }

QString prompt(const Rules& rules, const GameState& state) { return engineSentence(decisionText(rules, state)); }

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

QString sideName(const Rules& rules, Position side) { return engineSentence(sideText(rules, side)); }

}  // namespace playtest
