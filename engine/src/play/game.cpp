// The turn (000 · GAME TURN and its five phases; 001 · GAME TURN), the opening cannonade,
// and the one door: legalActions/apply. Combat's consequences live in combat.cpp.
#include "tricorne/play/game.h"

#include <algorithm>
#include <optional>

#include "play/game_internal.h"
#include "tricorne/rules/attack.h"
#include "tricorne/play/cards.h"
#include "tricorne/play/explain.h"
#include "tricorne/rules/movement.h"
#include "tricorne/rules/objectives.h"
#include "tricorne/rules/special_rules.h"

namespace tricorne {

namespace {

using detail::isDecision;
using detail::orderActions;

using detail::make;

/// The phase's own options when no task is pending, appended to `out`.
void phaseActions(const Rules& rules, const GameState& s, std::vector<Action>& out) {
    switch (s.phase) {
        case Phase::Cannonade: return detail::cannonadeActions(rules, s, out);
        case Phase::PlayCard: return cards::playCardActions(rules, s, out);
        case Phase::Order: return orderActions(rules, s, out);
        case Phase::Move: return detail::moveActions(rules, s, out);
        case Phase::Combat: return detail::combatActions(rules, s, out);
        case Phase::GameOver: return;
        case Phase::EndTurn: return detail::endTurnActions(rules, s, out);
        case Phase::Reveal: {
            const auto reveal = cards::revealActions(rules, s);
            out.insert(out.end(), reveal.begin(), reveal.end());
            return;
        }
    }
}

/// Runs automatic work until a real choice is due: tasks that need no decision, decisions
/// with a single option, and phase ends with nothing left to do. On return `next` holds
/// legalActions(rules, s): the lists that decide whether a phase is over are the ones the
/// next decision chooses from, so they are built once. `moveListed`: the move in progress
/// goes on and `next` holds its options already (goOnOrFinish).
void settle(const Rules& rules, GameState& s, std::vector<Action>& next, bool moveListed = false) {
    for (int guard = 0; guard < 100000 && !s.winner; ++guard) {
        // Objectives never move a piece, so a move's listed options stand until it is decided.
        const bool keepMoveList = moveListed && guard == 0 && s.tasks.empty() && s.phase == Phase::Move && s.moving;
        if (!keepMoveList) next.clear();
        if (!s.tasks.empty()) {
            if (!isDecision(s.tasks.back().kind())) {
                detail::runTask(rules, s);
                continue;
            }
            detail::decisionActions(rules, s, next);
            if (next.empty()) {  // nowhere to go: the retreat's losses or the leader's end
                detail::resolveStuckDecision(rules, s);
                continue;
            }
            if (next.size() == 1) {
                detail::applyDecision(rules, s, next.front());
                continue;
            }
            return;
        }
        // No task pending: objectives see the board as the action left it, then phase
        // transitions nobody needs to decide.
        updateObjectives(rules, s, ObjectiveMoment::Anytime);
        if (s.winner) break;
        // Each phase's list ends with its way out (end orders, end movement, end combat); the
        // phase ends by itself when that is the only option.
        switch (s.phase) {
            case Phase::Order:
                orderActions(rules, s, next);
                if (next.size() > 1) return;
                s.phase = Phase::Move;
                continue;
            case Phase::Move:
                // A move in progress has a step left: starting a move and each step end the
                // move at once when none is left. The player decides the next step or stops.
                if (!keepMoveList) detail::moveActions(rules, s, next);
                if (s.moving || next.size() > 1) return;
                detail::applyMove(rules, s, make(ActionKind::EndMovement), next);
                continue;
            case Phase::Combat: {
                // Battles (and a ship's fire) come first in the list: with none left the phase
                // ends, whatever Combat cards remain (a card is played on a unit about to battle).
                detail::combatActions(rules, s, next);
                const ActionKind first = next.front().kind;
                if (first == ActionKind::Battle || first == ActionKind::ShipFire) return;
                detail::applyCombat(rules, s, make(ActionKind::EndCombat));
                continue;
            }
            case Phase::Cannonade:
                detail::cannonadeActions(rules, s, next);
                if (next.size() > 1) return;
                detail::applyCannonade(rules, s, make(ActionKind::CannonadeDone));
                continue;
            case Phase::PlayCard:  // a single card in hand is still the player's to play
            case Phase::GameOver:
            case Phase::EndTurn:  // the cards' end-of-turn and reveal choices are the players'
            case Phase::Reveal: phaseActions(rules, s, next); return;
        }
        return;
    }
    legalActions(rules, s, next);  // the game is over (an empty list), or the guard ran out
}

}  // namespace

namespace detail {

void beginTurn(const Rules& rules, GameState& s) {
    for (auto& u : s.units) u.startTurn();
    s.shipsFired = 0;
    for (auto& l : s.leaders) l.ordered = l.moved = l.moveDone = l.combatCard = false;
    s.phase = Phase::PlayCard;
    s.playedCard = -1;
    s.moving.reset();
    ++s.turn;
    updateObjectives(rules, s, ObjectiveMoment::Anytime);
    updateObjectives(rules, s, ObjectiveMoment::TurnStart);
}

}  // namespace detail

Position decidingSide(const Rules& rules, const GameState& state) {
    if (!state.tasks.empty() && isDecision(state.tasks.back().kind())) return detail::taskOwner(rules, state, state.tasks.back());
    if (state.phase == Phase::Reveal) return cards::revealSide(state);
    return state.phase == Phase::Cannonade ? state.cannonadeSide : state.active;
}

std::vector<Action> legalActions(const Rules& rules, const GameState& state) {
    std::vector<Action> out;
    legalActions(rules, state, out);
    return out;
}

void legalActions(const Rules& rules, const GameState& state, std::vector<Action>& out) {
    out.clear();
    if (state.winner || state.phase == Phase::GameOver) return;
    if (!state.tasks.empty()) return detail::decisionActions(rules, state, out);
    phaseActions(rules, state, out);
}

namespace detail {

void perform(const Rules& rules, GameState& s, const Action& action, std::vector<Action>& next) {
    bool moveListed = false;  // the move in progress goes on and `next` holds its options
    if (!s.tasks.empty()) {
        detail::applyDecision(rules, s, action);
    } else {
        switch (action.kind) {
            case ActionKind::PlayCard: {
                auto& hand = s.cards.hands[s.active];
                s.playedCard = hand[static_cast<std::size_t>(action.index)];
                hand.erase(hand.begin() + action.index);
                s.phase = Phase::Order;
                cards::onCardPlayed(rules, s);
                break;
            }
            case ActionKind::Order:
            case ActionKind::Detach:
                if (action.piece.isUnit()) {
                    s.unit(action.piece.index).ordered = true;
                    onUnitOrdered(rules, s, action.piece.index);
                } else s.leader(action.piece.index).ordered = true;
                cards::noteOrder(rules, s, action.piece);
                break;
            case ActionKind::EndOrders: s.phase = Phase::Move; break;
            case ActionKind::StartMove:
            case ActionKind::Step:
            case ActionKind::EndMove:
            case ActionKind::EndMovement: moveListed = detail::applyMove(rules, s, action, next); break;
            case ActionKind::Battle:
            case ActionKind::EndCombat: detail::applyCombat(rules, s, action); break;
            case ActionKind::CannonadeFire:
            case ActionKind::CannonadeDone: detail::applyCannonade(rules, s, action); break;
            case ActionKind::ShipFire:
                if (s.phase == Phase::Cannonade) detail::applyCannonade(rules, s, action);
                else detail::applyCombat(rules, s, action);
                break;
            case ActionKind::PlayCombatCard: cards::applyCombatCard(rules, s, action); break;
            case ActionKind::DeclineCard:
                if (s.phase == Phase::PlayCard) {
                    endTurn(rules, s);  // no card to play: straight to the end of the turn
                    break;
                }
                [[fallthrough]];
            case ActionKind::KeepCard:
            case ActionKind::TimePressure:
            case ActionKind::RepositionLeader:
                detail::applyEndTurn(rules, s, action);
                break;
            case ActionKind::RevealCard:
                if (cards::applyReveal(rules, s, action)) beginTurn(rules, s);
                break;
            default: break;  // the remaining kinds answer decision tasks
        }
    }
    settle(rules, s, next, moveListed);
}

GameState startGame(const Rules& rules, std::uint64_t seed, std::vector<Action>& next, const std::vector<Face>& setupDice) {
    GameState s = GameState::initial(rules, seed);
    s.forcedDice = setupDice;  // shuffles draw from the seed, never from these
    const auto& commandCards = rules.system().commandCards;
    for (std::size_t i = 0; i < commandCards.size(); ++i)
        for (int c = 0; c < commandCards[i].count; ++c) s.cards.deck.push_back(static_cast<std::uint8_t>(i));
    cards::shufflePile(s, s.cards.deck);
    for (Position p : {Position::Bottom, Position::Top})
        for (int i = 0; i < rules.scenario().side(p).commandCards; ++i) cards::drawCommand(s, p);
    cards::dealCombatCards(rules, s);
    if (const SpecialRule* dice = findSpecialRule(rules.scenario(), SpecialRuleKind::FirstPlayerDice)) s.active = rollForFirstPlayer(*dice, s);
    s.cannonadeDone.assign(static_cast<std::size_t>(rules.unitCount()), true);
    if (detail::hasCannonadeRule(rules)) {
        for (int u = 0; u < rules.unitCount(); ++u) s.cannonadeDone[static_cast<std::size_t>(u)] = !firesInCannonade(rules, u);
        s.phase = Phase::Cannonade;
        s.cannonadeSide = cannonadeFirstSide(rules, s);  // the side that moves first, unless the notes say
    } else if (cards::revealsFirstPlayer(rules)) {
        s.phase = Phase::Reveal;  // 001 Freeman's Farm: a card reveal decides who moves first
    } else {
        detail::beginTurn(rules, s);
    }
    settle(rules, s, next);
    s.forcedDice.clear();
    return s;
}

}  // namespace detail

ActionError apply(const Rules& rules, GameState& s, const Action& action) {
    if (s.winner || s.phase == Phase::GameOver) return ActionError::GameOver;
    // One definition of legality: an action is legal exactly when legalActions offers it.
    thread_local std::vector<Action> legal;  // reused: deciding is frequent, its lists short
    legalActions(rules, s, legal);
    if (std::find(legal.begin(), legal.end(), action) == legal.end()) return ActionError::NotLegal;
    detail::perform(rules, s, action, legal);  // leaves the next decision's list, which this caller does not keep
    return ActionError::None;
}

GameState startGame(const Rules& rules, std::uint64_t seed, const std::vector<Face>& setupDice) {
    thread_local std::vector<Action> next;
    return detail::startGame(rules, seed, next, setupDice);
}

}  // namespace tricorne
