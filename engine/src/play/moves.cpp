// The Move phase (000 · Phase 3. Movement; 001 · PHASE 3. MOVEMENT): one ordered piece at a
// time starts its move, takes the steps nextSteps offers (rules/movement.h) and ends it; terrain
// entered may call for a roll (000 · BOGGY GROUND; 001 · WETLAND), a baseline may take it off
// the board (000 · OBJECTIVE VICTORY BANNERS, Breakthrough / Withdraw). See game_internal.h.
#include <algorithm>
#include <optional>
#include <vector>

#include "play/game_internal.h"
#include "tricorne/rules/movement.h"
#include "tricorne/rules/objectives.h"
#include "tricorne/rules/special_rules.h"

namespace tricorne::detail {

namespace {

bool mayStartMove(const Rules& rules, const GameState& s, PieceRef p) {
    if (p.isUnit()) {
        const UnitState& u = s.unit(p.index);
        return u.alive() && u.ordered && !u.moveDone;
    }
    const LeaderState& l = s.leader(p.index);
    (void)rules;
    return l.onBoard() && l.ordered && !l.moveDone;
}

Hex pieceHex(const GameState& s, PieceRef p) {
    return p.isUnit() ? s.unit(p.index).hex : s.leader(p.index).hex;
}

/// Whether a moving piece may end its move on h (a leader: leaderMayEndOn).
bool mayEndMove(const Rules& rules, const GameState& s, PieceRef p, Hex h) {
    if (p.isUnit()) return true;  // nextSteps never offers a unit a hex it may not stop on
    return leaderMayEndOn(rules, s, p.index, h);
}

/// nextSteps for the move in progress, in a buffer this thread reuses: valid until the next
/// call, so a caller that goes on to change the state copies what it keeps.
const std::vector<MoveStep>& stepsNow(const Rules& rules, const GameState& s) {
    thread_local std::vector<MoveStep> steps;
    nextSteps(rules, s, *s.moving, steps);
    return steps;
}

/// The step of the move in progress onto `to`, when it is one of nextSteps.
std::optional<MoveStep> stepTo(const Rules& rules, const GameState& s, Hex to) { return nextStepTo(rules, s, *s.moving, to); }

// The steps of a move are nextSteps as they stand: it keeps a step only where the piece may
// end or can go on to such a hex (a leader passing friends), and never offers a unit that
// carries a leader a lone leader's hex, so no look-ahead on a copy of the state is needed.
/// Whether the piece moving now may stop where it stands (it may always decline to move).
bool mayStopHere(const Rules& rules, const GameState& s) {
    return s.moving->steps == 0 || mayEndMove(rules, s, s.moving->piece, pieceHex(s, s.moving->piece));
}

/// Ends the move in progress and records what the distance moved allows this turn
/// (the unit type's allowances; road movement beyond them forbids battle, 000 · ROAD).
void finishMove(const Rules& rules, GameState& s) {
    const MoveProgress m = *s.moving;
    s.moving.reset();
    if (!m.piece.isUnit()) {
        LeaderState& l = s.leader(m.piece.index);
        l.moveDone = true;
        l.moved = m.steps > 0;
        s.moveLeader(m.piece.index, l.hex);  // back on the tables where he stops
        return;
    }
    UnitState& u = s.unit(m.piece.index);
    u.moveDone = true;
    if (m.steps == 0) return;
    afterOrderedMove(rules, s, m.piece.index, m.start);
    u.moved = true;
    u.hexesMoved = m.steps;
    const auto& allowances = rules.unitType(m.piece.index).movement;
    const auto fit = std::find_if(allowances.begin(), allowances.end(), [&](const MoveAllowance& a) { return a.hexes >= m.steps; });
    if (fit == allowances.end()) {
        u.noBattle = true;  // only the road bonus carries a unit this far
    } else if (fit->battle == BattleAfterMove::None) {
        u.noBattle = true;
    } else if (fit->battle == BattleAfterMove::MeleeOnly) {
        // 000 · Infantry Movement: highland's 2 hexes are a move "into melee"; a unit the road
        // carried this far without ending next to an enemy it can melee used the road (no battle).
        if (readyToMelee(rules, s, m.piece.index, u.hex)) u.meleeOnly = true;
        else u.noBattle = true;
    }
}

/// 000 · OBJECTIVE VICTORY BANNERS, Breakthrough / Withdraw: an ordered piece that moves off the
/// board from a baseline hex leaves play and earns each exit objective's banners (no banner to
/// the enemy). A unit's attached leader leaves with it.
void exitBoard(const Rules& rules, GameState& s, PieceRef piece) {
    const Hex from = pieceHex(s, piece);
    const Position side = piece.isUnit() ? rules.unitSide(piece.index) : rules.leaderSide(piece.index);
    s.moving.reset();
    if (piece.isUnit()) {
        const int leader = s.attachedLeader(piece.index);
        s.removeUnit(piece.index);
        s.unit(piece.index).exited = true;
        if (leader >= 0) s.removeLeader(leader, true);
    } else {
        if (s.leaderAt(from) == piece.index) s.leaderOnHex[board::slot(from)] = -1;
        s.removeLeader(piece.index, true);
    }
    for (const Objective& o : rules.scenario().objectives) {
        if (o.kind != ObjectiveKind::Breakthrough && o.kind != ObjectiveKind::Withdraw) continue;
        if (const int banners = exitBanners(rules, s, o, side, from, !piece.isUnit()); banners > 0) gainBanners(rules, s, side, banners);
    }
}

/// After a move starts or takes a step: when it may go on, lists its options into `next` (as
/// moveActions does) and returns true; otherwise ends it. The list is the one the player
/// chooses from next (settle keeps it), so "is the move over?" costs no second search.
bool goOnOrFinish(const Rules& rules, GameState& s, std::vector<Action>& next) {
    next.clear();
    if (!s.moving->mustStop) moveActions(rules, s, next);
    if (!next.empty() && next.front().kind == ActionKind::Step) return true;
    next.clear();
    finishMove(rules, s);
    return false;
}

/// Takes `step`, one of nextSteps for the move in progress; returns true when the move goes
/// on with its options listed in `next` (goOnOrFinish).
bool applyStep(const Rules& rules, GameState& s, const MoveStep step, std::vector<Action>& next) {
    MoveProgress& m = *s.moving;
    const Hex to = step.to;
    const Hex from = pieceHex(s, m.piece);
    if (step.exitsBoard) {
        exitBoard(rules, s, m.piece);
        return false;
    }
    if (m.piece.isUnit()) {
        const int u = m.piece.index;
        // A leader ordered on his own stays behind when his unit moves first.
        const int leader = s.attachedLeader(u);
        if (leader >= 0 && s.leader(leader).ordered && !s.leader(leader).moveDone) s.moveUnit(u, to);
        else moveUnitWithLeader(s, u, to);
        noBattleIfCrossed(rules, s, u, from, to);
    } else {
        // A moving leader travels off the occupancy tables (he may pass through friends);
        // finishMove puts him back where he stops.
        LeaderState& l = s.leader(m.piece.index);
        if (m.steps == 0) s.leaderOnHex[board::slot(l.hex)] = -1;
        l.hex = to;
    }
    ++m.steps;
    m.onRoadOnly = m.onRoadOnly && step.roadStep;
    m.mustStop = m.mustStop || step.mustStop();
    const int blocksBefore = m.piece.isUnit() ? s.unit(m.piece.index).blocks : 0;
    if (step.enterRoll) {
        // The terrain's enter roll (TerrainType::enterRoll): step.enterRoll says there is one
        // for this piece.
        const EnterRoll& roll = rules.terrain(to)->enterRoll;
        if (m.piece.isUnit()) {
            const bool shows = rollShows(roll.unit.face, s.roll(), rules.unitType(m.piece.index).kind);
            if (roll.unit.effect == EnterRoll::Effect::LoseBlockAndStop) {
                // 001 · WETLAND: the unit's symbol costs a block and stops it (no leader check).
                if (shows) {
                    m.mustStop = true;
                    UnitState& u = s.unit(m.piece.index);
                    if (--u.blocks == 0) {
                        const int leader = s.attachedLeader(m.piece.index);
                        s.removeUnit(m.piece.index);
                        gainBanners(rules, s, other(rules.unitSide(m.piece.index)), 1);
                        if (leader >= 0 && !s.winner) s.leader(leader).moveDone = true;
                    }
                }
            } else if (roll.unit.effect == EnterRoll::Effect::StopUnlessFace && !shows) {
                m.mustStop = true;  // 000 · BOGGY GROUND: only the unit's icon lets it go on
            }
        } else {
            const bool shows = rollShows(roll.leader.face, s.roll(), UnitKind::Infantry);
            if (roll.leader.effect == EnterRoll::Effect::LeaderLost) {
                if (shows) {  // 001 · WETLAND: a lone leader is lost on a saber
                    const int l = m.piece.index;
                    s.moving.reset();
                    s.removeLeader(l, false);
                    gainBanners(rules, s, other(rules.leaderSide(l)), 1);
                    return false;
                }
            } else if (roll.leader.effect == EnterRoll::Effect::StopUnlessFace && !shows) {
                m.mustStop = true;  // 000 · BOGGY GROUND: a lone leader needs a flag
            }
        }
    }
    if (s.winner) return false;
    if (m.piece.isUnit() && s.unit(m.piece.index).alive() &&
        onCreekEntered(rules, s, m.piece.index, to, s.unit(m.piece.index).blocks < blocksBefore)) {
        s.moving.reset();
        return false;
    }
    if (m.piece.isUnit() && !s.unit(m.piece.index).alive()) {
        s.moving.reset();
        return false;
    }
    return goOnOrFinish(rules, s, next);
}

}  // namespace

void moveActions(const Rules& rules, const GameState& s, std::vector<Action>& out) {
    if (s.moving) {
        for (const MoveStep& step : stepsNow(rules, s)) out.push_back(make(ActionKind::Step, {}, step.to));
        if (mayStopHere(rules, s)) out.push_back(make(ActionKind::EndMove));
        return;
    }
    // Each piece of the active side that may start its ordered move, units then leaders.
    for (int u : rules.unitsOf(s.active))
        if (mayStartMove(rules, s, PieceRef::unit(u))) out.push_back(make(ActionKind::StartMove, PieceRef::unit(u)));
    for (int l : rules.leadersOf(s.active))
        if (mayStartMove(rules, s, PieceRef::leader(l))) out.push_back(make(ActionKind::StartMove, PieceRef::leader(l)));
    out.push_back(make(ActionKind::EndMovement));
}

bool applyMove(const Rules& rules, GameState& s, const Action& a, std::vector<Action>& next) {
    switch (a.kind) {
        case ActionKind::StartMove: {
            const Hex start = pieceHex(s, a.piece);
            s.moving = MoveProgress{a.piece, start, 0, roadBonus(rules, start) > 0, false};
            return goOnOrFinish(rules, s, next);
        }
        case ActionKind::Step: return applyStep(rules, s, *stepTo(rules, s, a.hex), next);
        case ActionKind::EndMove: finishMove(rules, s); return false;
        case ActionKind::EndMovement:
            // Movement is over: the temporary objectives' deferred losses fall now.
            s.phase = Phase::Combat;
            updateObjectives(rules, s, ObjectiveMoment::MovementEnd);
            return false;
        default: return false;  // not a Move-phase action
    }
}

}  // namespace tricorne::detail
