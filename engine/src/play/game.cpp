// The one door to play (game.h): legalActions and apply, the turn's frame (startGame,
// beginTurn) and settle, which runs what nobody decides (000 · GAME TURN, Player's Turn
// Sequence; 001 · GAME TURN). Each phase lists and applies its own actions in its own file, one
// pair per phase (game_internal.h); the two switches below only choose the pair.
#include "tricorne/play/game.h"

#include <algorithm>

#include "play/game_internal.h"
#include "tricorne/play/cards.h"
#include "tricorne/rules/objectives.h"
#include "tricorne/rules/special_rules.h"

namespace tricorne {

namespace {

using detail::isDecision;

/// The phase's own options when no task is pending, appended to `out`: the list half of the
/// phase's pair.
void phaseActions(const Rules& rules, const GameState& s, std::vector<Action>& out) {
    switch (s.phase) {
        case Phase::Cannonade: return detail::cannonadeActions(rules, s, out);
        case Phase::PlayCard: return detail::playCardActions(rules, s, out);
        case Phase::Order: return detail::orderActions(rules, s, out);
        case Phase::Move: return detail::moveActions(rules, s, out);
        case Phase::Combat: return detail::combatActions(rules, s, out);
        case Phase::EndTurn: return detail::endTurnActions(rules, s, out);
        case Phase::Reveal: return detail::revealActions(rules, s, out);
        case Phase::GameOver: return;
    }
}

/// Carries out `action`, one of phaseActions, with the apply half of the same phase's pair.
/// Returns true when `next` already holds the next decision's options (a move goes on:
/// applyMove), so settle does not list them again.
bool applyPhaseAction(const Rules& rules, GameState& s, const Action& action, std::vector<Action>& next) {
    switch (s.phase) {
        case Phase::Cannonade: detail::applyCannonade(rules, s, action); return false;
        case Phase::PlayCard: detail::applyPlayCard(rules, s, action); return false;
        case Phase::Order: detail::applyOrder(rules, s, action); return false;
        case Phase::Move: return detail::applyMove(rules, s, action, next);
        case Phase::Combat: detail::applyCombat(rules, s, action); return false;
        case Phase::EndTurn: detail::applyEndTurn(rules, s, action); return false;
        case Phase::Reveal: detail::applyReveal(rules, s, action); return false;
        case Phase::GameOver: return false;
    }
    return false;
}

/// Whether the phase whose options are `options` (phaseActions) ends by itself: its list
/// offers none of the phase's own work, only its way out, which every list puts last (000 ·
/// Phase 1: a card that orders nothing goes straight to the end of turn; Phase 2: orders
/// beyond the pieces are lost). The Combat phase ends when no battle is left (battles and a ship's fire
/// come first), whatever Combat cards remain: a card is played on a unit about to battle. The
/// other phases wait for a player: a single card in hand is still his to play, and the end of
/// turn's and the reveal's choices are the players'.
bool endsByItself(Phase phase, const std::vector<Action>& options) {
    switch (phase) {
        case Phase::Cannonade: return options.front().kind == ActionKind::CannonadeDone;
        case Phase::Order: return options.front().kind == ActionKind::EndOrders;
        // A move in progress always has a step left (starting a move and each step end it at
        // once when none is), so the list starts with EndMovement only when no piece may move.
        case Phase::Move: return options.front().kind == ActionKind::EndMovement;
        case Phase::Combat: return options.front().kind == ActionKind::PlayCombatCard || options.front().kind == ActionKind::EndCombat;
        case Phase::PlayCard:
        case Phase::EndTurn:
        case Phase::Reveal:
        case Phase::GameOver: return false;
    }
    return false;
}

/// Runs automatic work until a real choice is due: tasks that need no decision, decisions
/// with a single option, and phase ends with nothing left to do. On return `next` holds
/// legalActions(rules, s): the lists that decide whether a phase is over are the ones the
/// next decision chooses from, so they are built once. `moveListed`: the move in progress
/// goes on and `next` holds its options already (applyMove).
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
        // No task pending: objectives see the board as the action left it, then the phase
        // ends by itself, through its own way out, when nothing else is left to choose.
        updateObjectives(rules, s, ObjectiveMoment::Anytime);
        if (s.winner) break;
        if (!keepMoveList) phaseActions(rules, s, next);
        if (!endsByItself(s.phase, next)) return;
        const Action wayOut = next.back();
        applyPhaseAction(rules, s, wayOut, next);
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
    if (state.phase == Phase::Reveal) return detail::revealSide(state);
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
    // The decision on top of the task stack comes first: while one waits, legalActions offers
    // its answers only (the phase goes on once the stack is empty).
    bool moveListed = false;  // the move in progress goes on and `next` holds its options
    if (!s.tasks.empty()) detail::applyDecision(rules, s, action);
    else moveListed = applyPhaseAction(rules, s, action, next);
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
    } else if (detail::revealsFirstPlayer(rules)) {
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
