#include "tricorne/objectives.h"

#include <algorithm>

#include "game_internal.h"

namespace tricorne {

namespace {

std::size_t at(Position p) { return static_cast<std::size_t>(p); }

bool isFor(const Objective& o, Position p) {
    return o.beneficiary == Beneficiary::Both || (o.beneficiary == Beneficiary::Top) == (p == Position::Top);
}

/// Sets what side p holds of objective i to `banners`, moving the difference in or out of its
/// banner count (a gain may end the game; a loss never does).
void setHeld(const Rules& rules, GameState& s, std::size_t i, Position p, int banners) {
    auto& held = s.objectives[i].held[at(p)];
    const int delta = banners - held;
    held = static_cast<std::int8_t>(banners);
    if (delta > 0) detail::gainBanners(rules, s, p, delta);
    else if (delta < 0) s.banners[at(p)] += delta;
}

/// Dotted-line hexes count as centre when clearing a section.
bool inClearingSection(Hex h, BoardSection section, Position viewer) {
    const bool inCentre = Rules::inSection(h, BoardSection::Centre, viewer);
    if (section == BoardSection::Centre) return inCentre;
    return Rules::inSection(h, section, viewer) && !inCentre;
}

}  // namespace

int unitsOn(const Rules& rules, const GameState& s, const Objective& o, Position side) {
    int n = 0;
    for (Hex h : o.hexes)
        if (const int u = s.unitAt(h); u >= 0 && rules.unitSide(u) == side) ++n;
    return n;
}

bool sectionClearOf(const Rules& rules, const GameState& s, BoardSection section, Position viewer, Position side) {
    for (int u = 0; u < rules.unitCount(); ++u) {
        const UnitState& unit = s.units[static_cast<std::size_t>(u)];
        if (unit.alive() && rules.unitSide(u) == side && inClearingSection(unit.hex, section, viewer)) return false;
    }
    return true;
}

bool exitQualifies(const Objective& o, Position side, Hex from) {
    if (!isFor(o, side)) return false;
    const Position edge = o.kind == ObjectiveKind::Breakthrough ? other(side) : side;
    if (o.kind != ObjectiveKind::Breakthrough && o.kind != ObjectiveKind::Withdraw) return false;
    if (from.r != board::baselineRow(edge)) return false;
    return o.hexes.empty() || std::find(o.hexes.begin(), o.hexes.end(), from) != o.hexes.end();
}

int objectiveBanners(const GameState& s, Position side) {
    int n = 0;
    for (const auto& o : s.objectives) n += o.held[at(side)];
    return n;
}

void updateObjectives(const Rules& rules, GameState& s, ObjectiveMoment moment) {
    const auto& objectives = rules.scenario().objectives;
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
            const int held = s.objectives[i].held[at(p)];
            const bool turnStart = moment == ObjectiveMoment::TurnStart && s.active == p;
            switch (o.kind) {
                case ObjectiveKind::Temporary:
                    // Held while a unit of the side occupies any hex of the group.
                    if (mine > 0) setHeld(rules, s, i, p, value);
                    else if (!deferLoss) setHeld(rules, s, i, p, 0);
                    break;
                case ObjectiveKind::StartTurnTemporary:
                    if (turnStart && mine > 0) setHeld(rules, s, i, p, value);
                    else if (held > 0 && mine == 0 && !deferLoss) setHeld(rules, s, i, p, 0);
                    break;
                case ObjectiveKind::TurnStartMajority: {
                    const bool majority = mine > unitsOn(rules, s, o, enemy);
                    if (turnStart && majority) setHeld(rules, s, i, p, value);
                    else if (held > 0 && !majority && !deferLoss) setHeld(rules, s, i, p, 0);
                    break;
                }
                case ObjectiveKind::Permanent:
                    if (mine > 0 && held == 0) setHeld(rules, s, i, p, value);
                    break;
                case ObjectiveKind::TurnStartPermanent:
                    if (turnStart && mine > 0 && held == 0) setHeld(rules, s, i, p, value);
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
            }
        }
    }
}

}  // namespace tricorne
