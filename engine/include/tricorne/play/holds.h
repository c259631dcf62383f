// Who holds what at the start of a game: for the
// units as placed, each objective's holder and the facts behind it, the banners each side
// starts with, and which side can never score an objective where the engine can tell. The
// banners are read from the state startGame builds (updateObjectives, the code the playtest
// runs); the facts come from the same objective functions (unitsOn, partsMet). The English is
// text/holds_text.h's.
#pragma once

#include <cstdint>
#include <optional>
#include <vector>

#include "tricorne/core/by_side.h"
#include "tricorne/model/rules.h"
#include "tricorne/model/state.h"

namespace tricorne {

/// Why a side can never score an objective, as far as the engine can tell soundly.
enum class NeverScored : std::uint8_t {
    No,           ///< it may (or the engine cannot tell that it never will)
    NotFor,       ///< the objective is for the other side only
    NoUnits,      ///< the side has no unit to occupy or exit with
    Impassable,   ///< its hexes are impassable to every unit of the side (every hex for "any"/"each", one for "all")
    OffBaseline,  ///< breakthrough/withdraw: none of its hexes is on the row the side must exit from
};

/// One objective at the start.
struct ObjectiveStart {
    BySide<int> banners{0, 0};   ///< what each side holds of it when the first decision is due
    BySide<int> units{0, 0};     ///< units of each side on its hexes as placed
    BySide<int> partsMet{0, 0};  ///< partsMet() as placed: hexes (count "each") or 1 for the whole condition
    bool startingHolder = false;           ///< the scenario places its banners with `holder`
    std::optional<Position> lastOccupier;  ///< last-to-occupy: the side that counts as its last occupant
    BySide<NeverScored> never{NeverScored::No, NeverScored::No};
};

/// The objectives and banners when the first decision of a game is due.
struct StartingHolds {
    std::vector<ObjectiveStart> objectives;  ///< in the scenario's order
    BySide<int> startingBanners{0, 0};       ///< the sides' startingBanners
    BySide<int> banners{0, 0};               ///< startingBanners plus what the objectives pay at once
    Position firstPlayer = Position::Bottom; ///< the side whose turn comes first
    /// False when the opening cannonade or a card reveal comes first: the objectives taken "at
    /// the start of the turn" are then not yet paid (they are at the first turn's start).
    bool turnBegun = false;
};

/// The state startGame(rules, seed) builds, read objective by objective. `seed` matters only
/// where chance decides who moves first (first-player-dice). Precondition as for Rules.
StartingHolds startingHolds(const Rules& rules, std::uint64_t seed = 0);

/// Whether `side` can never score `objective` (the first reason that applies), from the
/// scenario as placed and the board's terrain after the special rules.
NeverScored neverScored(const Rules& rules, const Objective& objective, Position side);

}  // namespace tricorne
