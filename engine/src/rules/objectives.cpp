// Victory banners (000 · VICTORY BANNERS, OBJECTIVE VICTORY BANNERS): what each objective
// pays, and the one place a side gains banners and the game ends (detail::gainBanners), which a
// victory asks of the objectives (bannersPendingLoss) and the turn (play/) calls.
#include "tricorne/rules/objectives.h"

#include <algorithm>
#include <bit>

#include "rules/victory_internal.h"

namespace tricorne {

namespace {


bool isFor(const Objective& o, Position p) {
    return o.beneficiary == Beneficiary::Both || (o.beneficiary == Beneficiary::Top) == (p == Position::Top);
}

/// Sets what side p holds of objective i to `banners`, moving the difference in or out of its
/// banner count (a gain may end the game; a loss never does).
void setHeld(const Rules& rules, GameState& s, std::size_t i, Position p, int banners) {
    auto& held = s.objectives[i].held[p];
    const int delta = banners - held;
    held = static_cast<std::int8_t>(banners);
    if (delta > 0) detail::gainBanners(rules, s, p, delta);
    else if (delta < 0) s.banners[p] += delta;
}

/// Dotted-line hexes count as centre when clearing a section.
bool inClearingSection(const Rules& rules, Hex h, BoardSection section, Position viewer) {
    const bool inCentre = rules.inSection(h, BoardSection::Centre, viewer);
    if (section == BoardSection::Centre) return inCentre;
    return rules.inSection(h, section, viewer) && !inCentre;
}

/// Whether hex h meets the objective's occupancy for side p.
bool hexMeets(const Rules& rules, const GameState& s, const Objective& o, Position p, Hex h) {
    const int u = s.unitAt(h);
    if (o.occupancy == ObjectiveOccupancy::NoEnemy) return u < 0 || rules.unitSide(u) == p;
    return u >= 0 && rules.unitSide(u) == p;
}

/// Bit i set when hex i of the group meets the occupancy (the first 64 hexes; validation
/// keeps "each" groups within that).
std::uint64_t meetMask(const Rules& rules, const GameState& s, const Objective& o, Position p) {
    std::uint64_t mask = 0;
    for (std::size_t i = 0; i < o.hexes.size() && i < 64; ++i)
        if (hexMeets(rules, s, o, p, o.hexes[i])) mask |= std::uint64_t{1} << i;
    return mask;
}

/// The objective's condition as a set of paying parts: one bit per hex for count "each", else
/// bit 0 for the whole group. "None of the group occupied by the enemy" (occupancy no-enemy with
/// count any) needs every hex free, as "all" does.
std::uint64_t paying(const Rules& rules, const GameState& s, const Objective& o, Position p) {
    if (o.kind == ObjectiveKind::SectionEmpty) {
        const Position enemy = other(p);
        for (BoardSection section : {BoardSection::Left, BoardSection::Centre, BoardSection::Right})
            if ((!o.section || *o.section == section) && sectionClearOf(rules, s, section, p, enemy)) return 1;
        return 0;
    }
    const std::uint64_t mask = meetMask(rules, s, o, p);
    if (o.count == ObjectiveCount::Each) return mask;
    const std::uint64_t all = o.hexes.size() >= 64 ? ~std::uint64_t{0} : (std::uint64_t{1} << o.hexes.size()) - 1;
    const bool whole = o.count == ObjectiveCount::All || o.occupancy == ObjectiveOccupancy::NoEnemy;
    return (whole ? mask == all && !o.hexes.empty() : mask != 0) ? 1 : 0;
}

int parts(std::uint64_t mask) { return std::popcount(mask); }

}  // namespace

bool objectiveIsFor(const Objective& o, Position side) { return isFor(o, side); }

int partsMet(const Rules& rules, const GameState& s, const Objective& o, Position side) { return parts(paying(rules, s, o, side)); }

int unitsOn(const Rules& rules, const GameState& s, const Objective& o, Position side) {
    int n = 0;
    for (Hex h : o.hexes)
        if (const int u = s.unitAt(h); u >= 0 && rules.unitSide(u) == side) ++n;
    return n;
}

bool sectionClearOf(const Rules& rules, const GameState& s, BoardSection section, Position viewer, Position side) {
    for (int u = 0; u < rules.unitCount(); ++u) {
        const UnitState& unit = s.unit(u);
        if (unit.alive() && rules.unitSide(u) == side && inClearingSection(rules, unit.hex, section, viewer)) return false;
    }
    return true;
}

bool exitQualifies(const Rules& rules, const Objective& o, Position side, Hex from, bool loneLeader) {
    if (!isFor(o, side) || (loneLeader && !o.loneLeaders)) return false;
    const Position edge = o.kind == ObjectiveKind::Breakthrough ? other(side) : side;
    if (o.kind != ObjectiveKind::Breakthrough && o.kind != ObjectiveKind::Withdraw) return false;
    if (from.r != rules.baselineRow(edge)) return false;
    return o.hexes.empty() || std::find(o.hexes.begin(), o.hexes.end(), from) != o.hexes.end();
}

int exitBanners(const Rules& rules, const GameState& s, const Objective& o, Position side, Hex from, bool loneLeader) {
    if (!exitQualifies(rules, o, side, from, loneLeader)) return 0;
    if (o.afterTotalBanners) {
        // 000 · Inverurie: "When a total of 4 banners have been gained between both players".
        const Scenario& sc = rules.scenario();
        const int gained = s.banners[Position::Bottom] + s.banners[Position::Top] - sc.bottom.startingBanners - sc.top.startingBanners;
        if (gained < *o.afterTotalBanners) return 0;
    }
    return o.bannersFor(side);
}

int bannersPendingLoss(const Rules& rules, const GameState& s, Position side) {
    if (s.phase != Phase::Move) return 0;  // losses are deferred only while units move
    const auto& objectives = rules.scenario().objectives;
    int pending = 0;
    for (std::size_t i = 0; i < objectives.size(); ++i) {
        const Objective& o = objectives[i];
        const int held = s.objectives[i].held[side];
        if (held == 0 || !isFor(o, side)) continue;
        switch (o.kind) {
            case ObjectiveKind::Temporary:
            case ObjectiveKind::StartTurnTemporary:
            case ObjectiveKind::SectionEmpty:
                pending += std::max(0, held - o.bannersFor(side) * parts(paying(rules, s, o, side)));
                break;
            case ObjectiveKind::TurnStartMajority:
                if (unitsOn(rules, s, o, side) <= unitsOn(rules, s, o, other(side))) pending += held;
                break;
            default: break;  // permanent kinds are never lost; last-to-occupy is not deferred
        }
    }
    return pending;
}

int objectiveBanners(const GameState& s, Position side) {
    int n = 0;
    for (const auto& o : s.objectives) n += o.held[side];
    return n;
}

void updateObjectives(const Rules& rules, GameState& s, ObjectiveMoment moment) {
    const auto& objectives = rules.scenario().objectives;
    if (objectives.empty()) return;  // asked after every action: a battle without objectives pays nothing
    // 000 Note: a temporary hex left by one ordered unit and re-entered by another in the same
    // movement phase still counts, so losses wait for the end of the movement phase.
    const bool deferLoss = moment == ObjectiveMoment::Anytime && s.phase == Phase::Move;
    for (std::size_t i = 0; i < objectives.size() && !s.winner; ++i) {
        const Objective& o = objectives[i];
        if (o.kind == ObjectiveKind::LastToOccupy) {
            // 001 · OBJECTIVE BANNERS: once occupied it counts until an opposing unit occupies it.
            auto& last = s.objectives[i].lastOccupier;
            for (Position p : {Position::Bottom, Position::Top})
                if (unitsOn(rules, s, o, p) > 0 && unitsOn(rules, s, o, other(p)) == 0) last = static_cast<std::int8_t>(p);
        }
        for (Position p : {Position::Bottom, Position::Top}) {
            if (!isFor(o, p) || s.winner) continue;
            const Position enemy = other(p);
            const int value = o.bannersFor(p);
            const int mine = unitsOn(rules, s, o, p);
            const int held = s.objectives[i].held[p];
            const bool turnStart = moment == ObjectiveMoment::TurnStart && s.active == p;
            const auto pay = [&] { return value * parts(paying(rules, s, o, p)); };
            /// Permanent kinds: each paying part is taken once (a camp hex is then spent).
            const auto capture = [&] {
                auto& captured = s.objectives[i].captured[p];
                const std::uint64_t fresh = paying(rules, s, o, p) & ~captured;
                captured |= fresh;
                if (fresh) setHeld(rules, s, i, p, held + value * parts(fresh));
            };
            switch (o.kind) {
                case ObjectiveKind::Temporary: {
                    // Held while units of the side occupy the group (per hex with count "each").
                    const int now = pay();
                    if (now > held || !deferLoss) setHeld(rules, s, i, p, now);
                    break;
                }
                case ObjectiveKind::StartTurnTemporary:
                case ObjectiveKind::SectionEmpty: {
                    // Taken at the start of the side's turn, lost the moment the condition fails.
                    const int now = pay();
                    if (turnStart) setHeld(rules, s, i, p, now);
                    else if (now < held && !deferLoss) setHeld(rules, s, i, p, now);
                    break;
                }
                case ObjectiveKind::TurnStartMajority: {
                    const bool majority = mine > unitsOn(rules, s, o, enemy);
                    if (turnStart && majority) setHeld(rules, s, i, p, value);
                    else if (held > 0 && !majority && !deferLoss) setHeld(rules, s, i, p, 0);
                    break;
                }
                case ObjectiveKind::Permanent:
                    capture();
                    break;
                case ObjectiveKind::TurnStartPermanent:
                    if (turnStart) capture();
                    break;
                case ObjectiveKind::ImmediateVictory:
                    // 000 · Clifton: "an immediate victory when a Government unit occupies a
                    // building hex at the start of his turn".
                    if (turnStart && paying(rules, s, o, p) != 0) detail::endGame(s, p, EndReason::ImmediateVictory);
                    break;
                case ObjectiveKind::TurnStartRepeating:
                    // 000 · Culloden (Flanking Move): banners again each turn, at most maxPerTurn.
                    if (turnStart && pay() > 0) setHeld(rules, s, i, p, held + std::min(pay(), o.maxPerTurn.value_or(pay())));
                    break;
                case ObjectiveKind::LastToOccupy:
                    setHeld(rules, s, i, p, s.objectives[i].lastOccupier == static_cast<std::int8_t>(p) ? value : 0);
                    break;
                case ObjectiveKind::ClearingASection:
                    // A permanent banner the first turn the section is clear, and one more each turn it stays so.
                    if (turnStart && o.section && sectionClearOf(rules, s, *o.section, p, enemy))
                        setHeld(rules, s, i, p, held + value);
                    break;
                case ObjectiveKind::Breakthrough:
                case ObjectiveKind::Withdraw:
                    break;  // paid when a unit exits the board (the turn logic calls exitBoard)
                case ObjectiveKind::Invalid:
                    break;  // never in a scenario that passed the schema
            }
        }
    }
    // A hex re-occupied in the same movement phase ends a pending loss without a gain: the
    // banners it kept may now win (000 · OBJECTIVE VICTORY BANNERS, Note).
    if (deferLoss)
        for (Position p : {Position::Bottom, Position::Top}) detail::checkVictory(rules, s, p);
}

}  // namespace tricorne

// Banners and the end of the game (rules/victory_internal.h).
namespace tricorne::detail {

void gainBanners(const Rules& rules, GameState& s, Position side, int banners) {
    if (s.winner) return;
    s.banners[side] += banners;
    checkVictory(rules, s, side);
}

void checkVictory(const Rules& rules, GameState& s, Position side) {
    if (s.winner || s.bannersOf(side) < rules.scenario().victoryBanners) return;
    // 000 · Temporary Victory Banner Objective: a banner whose hex was vacated "is immediately
    // lost"; its loss waits for the end of movement only so a re-occupied hex stays held.
    if (s.bannersOf(side) - bannersPendingLoss(rules, s, side) >= rules.scenario().victoryBanners) endGame(s, side, EndReason::Banners);
}

void endGame(GameState& s, Position winner, EndReason reason) {
    s.winner = winner;
    s.endReason = reason;
    s.phase = Phase::GameOver;
    s.tasks.clear();
    s.moving.reset();
}

}  // namespace tricorne::detail
