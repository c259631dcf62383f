// Line of sight (000 · Ranged Combat (Fire) Procedure step 3, 000 · HILL, 000 · RAVINE,
// 000 · ENCLOSURE WALL, 000 · FOREST/BUILDINGS; the same in 001). The one function the
// studio's line-of-sight tool, `tricorne probe los`, the bots and combat all call.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "tricorne/core/translatable.h"
#include "tricorne/model/rules.h"
#include "tricorne/model/state.h"

namespace tricorne {

struct LineOfSightResult {
    bool clear = false;
    /// Why not, in a designer's words ("forest at 5,4 blocks the line"), naming the hex
    /// (or hex side) that blocks; its English is `reason.text`. Empty when clear.
    Text reason;
    std::optional<Hex> blockingHex;
};

/// Whether a piece at `from` can see `to` on the board as it stands in `state`: a line from
/// centre to centre; units, leaders and blocking terrain between the two obstruct; the
/// target hex never blocks; a line along a hex edge is blocked only when both sides are
/// obstructed; hills, plateaus, artillery firing over an adjacent lower friendly piece,
/// occupied ravines and enclosure walls as the booklets say. `from` == `to` or adjacent
/// hexes are always clear. Symmetric except where the rules say otherwise (artillery on a
/// hill firing over a lower adjacent friendly piece: the firer's own side).
LineOfSightResult lineOfSight(const Rules& rules, const GameState& state, Hex from, Hex to);

/// lineOfSight(…).clear, the same verdict, without writing why (the rules' question while
/// they list battles).
bool lineIsClear(const Rules& rules, const GameState& state, Hex from, Hex to);

/// The sides of `target` through which a line of fire from `from` enters it: one side, or
/// two when the line runs exactly through a corner. For adjacent hexes, the shared side.
/// Protection "through a field works / enclosure wall / fence side" is judged with this.
/// In ascending order (NE first); empty when from == target.
SideList entrySides(Hex from, Hex target);

}  // namespace tricorne
