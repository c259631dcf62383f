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

// --- combat phase ----------------------------------------------------------------------------

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

// --- turn -------------------------------------------------------------------------------------

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

/// Phase 5 (cards.h: draws, default actions, time pressure …), then the other side's turn.
void endTurn(const Rules& rules, GameState& s) {
    if (!cards::endOfTurn(rules, s)) return;  // a card decision is due, or the game ended
    s.active = other(s.active);
    beginTurn(rules, s);
}

bool hasCannonadeRule(const Rules& rules) {
    const auto& rulesList = rules.scenario().specialRules;
    return std::any_of(rulesList.begin(), rulesList.end(), [](const SpecialRule& r) { return r.kind == SpecialRuleKind::OpeningCannonade; });
}

bool mustRetire(const Rules& rules, Position side) {
    for (const auto& r : rules.scenario().specialRules)
        if (r.kind == SpecialRuleKind::OpeningCannonade && std::count(r.mustRetire.begin(), r.mustRetire.end(), side)) return true;
    return false;
}

/// The phase's own options when no task is pending, appended to `out`.
void phaseActions(const Rules& rules, const GameState& s, std::vector<Action>& out) {
    switch (s.phase) {
        case Phase::Cannonade: return detail::cannonadeActions(rules, s, out);
        case Phase::PlayCard: return cards::playCardActions(rules, s, out);
        case Phase::Order: return orderActions(rules, s, out);
        case Phase::Move: return detail::moveActions(rules, s, out);
        case Phase::Combat: {
            combatActions(rules, s, out);
            cards::combatPhaseActions(rules, s, out);
            out.push_back(make(ActionKind::EndCombat));  // the way out stays last
            return;
        }
        case Phase::GameOver: return;
        case Phase::EndTurn: return cards::endTurnActions(rules, s, out);
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
            case Phase::Combat:
                combatActions(rules, s, next);
                if (!next.empty()) {  // a battle is left: the cards and the way out join it
                    cards::combatPhaseActions(rules, s, next);
                    next.push_back(make(ActionKind::EndCombat));
                    return;
                }
                announceUnbattledUnits(rules, s);
                endTurn(rules, s);
                continue;
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
                s.unit(action.piece.index).battled = true;
                detail::startAttack(rules, s, action.piece.index, action.hex, detail::AttackMode::Battle);
                break;
            case ActionKind::EndCombat:
                announceUnbattledUnits(rules, s);
                endTurn(rules, s);
                break;
            case ActionKind::CannonadeFire:
            case ActionKind::CannonadeDone: detail::applyCannonade(rules, s, action); break;
            case ActionKind::ShipFire:
                if (s.phase == Phase::Cannonade) detail::applyCannonade(rules, s, action);
                else detail::startShipFire(rules, s, action.index, action.hex);
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
                cards::applyEndTurn(rules, s, action);
                if (cards::endOfTurn(rules, s)) {
                    s.active = other(s.active);
                    beginTurn(rules, s);
                }
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
    if (hasCannonadeRule(rules)) {
        for (int u = 0; u < rules.unitCount(); ++u) s.cannonadeDone[static_cast<std::size_t>(u)] = !firesInCannonade(rules, u);
        s.phase = Phase::Cannonade;
        s.cannonadeSide = cannonadeFirstSide(rules, s);  // the side that moves first, unless the notes say
    } else if (cards::revealsFirstPlayer(rules)) {
        s.phase = Phase::Reveal;  // 001 Freeman's Farm: a card reveal decides who moves first
    } else {
        beginTurn(rules, s);
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
