#include "tricorne/play/holds.h"

#include <algorithm>

#include "tricorne/play/game.h"
#include "tricorne/rules/objectives.h"

namespace tricorne {

namespace {

/// Whether kinds of this objective pay for units standing on its hexes (rather than for a
/// section cleared or a unit leaving the board).
bool paysForOccupying(const Objective& o) {
    switch (o.kind) {
        case ObjectiveKind::ClearingASection:
        case ObjectiveKind::SectionEmpty:
        case ObjectiveKind::Breakthrough:
        case ObjectiveKind::Withdraw:
        case ObjectiveKind::Invalid:
            return false;
        default:
            // "No enemy" occupancy is met by empty hexes: standing on them is not needed.
            return o.occupancy == ObjectiveOccupancy::Friendly;
    }
}

/// Whether no unit of `side` may ever stand on h (000 · Impassable terrain: "may not move onto
/// or through"; validation keeps units off it at the start).
bool barredToSide(const Rules& rules, Hex h, Position side) {
    const TerrainType* t = rules.terrain(h);
    if (!t) return false;
    const auto& units = rules.unitsOf(side);
    return std::all_of(units.begin(), units.end(), [&](int u) { return t->impassable.forKind(rules.unitType(u).kind); });
}

}  // namespace

NeverScored neverScored(const Rules& rules, const Objective& o, Position side) {
    if (!objectiveIsFor(o, side)) return NeverScored::NotFor;
    const bool exits = o.kind == ObjectiveKind::Breakthrough || o.kind == ObjectiveKind::Withdraw;
    // Units are never added during a game, so a side without units never occupies or exits
    // (a lone leader may exit where the objective names him).
    if ((paysForOccupying(o) || (exits && !o.loneLeaders)) && rules.unitsOf(side).empty()) return NeverScored::NoUnits;
    if (exits && !o.hexes.empty()) {
        const Position edge = o.kind == ObjectiveKind::Breakthrough ? other(side) : side;
        const bool any = std::any_of(o.hexes.begin(), o.hexes.end(), [&](Hex h) { return h.r == rules.baselineRow(edge); });
        if (!any) return NeverScored::OffBaseline;
    }
    if (paysForOccupying(o) && !o.hexes.empty()) {
        const auto barred = [&](Hex h) { return barredToSide(rules, h, side); };
        const bool never = o.count == ObjectiveCount::All ? std::any_of(o.hexes.begin(), o.hexes.end(), barred)
                                                          : std::all_of(o.hexes.begin(), o.hexes.end(), barred);
        if (never) return NeverScored::Impassable;
    }
    return NeverScored::No;
}

StartingHolds startingHolds(const Rules& rules, std::uint64_t seed) {
    const GameState s = startGame(rules, seed);
    const Scenario& sc = rules.scenario();
    StartingHolds out;
    out.firstPlayer = s.active;
    out.turnBegun = s.turn > 0;
    for (Position p : kPositions) {
        out.startingBanners[p] = sc.side(p).startingBanners;
        out.banners[p] = s.bannersOf(p);
    }
    for (std::size_t i = 0; i < sc.objectives.size(); ++i) {
        const Objective& o = sc.objectives[i];
        const ObjectiveState& state = s.objectives[i];
        ObjectiveStart start;
        start.startingHolder = o.holder.has_value();
        if (state.lastOccupier >= 0) start.lastOccupier = static_cast<Position>(state.lastOccupier);
        for (Position p : kPositions) {
            start.banners[p] = state.held[p];
            start.units[p] = unitsOn(rules, s, o, p);
            const bool exits = o.kind == ObjectiveKind::Breakthrough || o.kind == ObjectiveKind::Withdraw;
            start.partsMet[p] = exits ? 0 : partsMet(rules, s, o, p);
            start.never[p] = neverScored(rules, o, p);
        }
        out.objectives.push_back(start);
    }
    return out;
}

}  // namespace tricorne
