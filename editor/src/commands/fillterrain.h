// Flood fill: every hex connected to the start hex through hexes of the same terrain type
// (open ground counts as a type) takes the new tile. One undo step.
#pragma once

#include "commands/documentcommand.h"
#include "tricorne/core/board.h"

class FillTerrain : public ListChange<tricorne::TerrainTile> {
public:
    /// `tile.hex` is the start hex; the other fields are what every filled hex receives.
    FillTerrain(ScenarioDocument* document, const tricorne::TerrainTile& tile);

    /// The hexes a fill from `start` reaches: `start` and every hex of the board `shape` (the
    /// battle's system's) connected to it through neighbours whose first tile has the same
    /// type ("" = open ground), in breadth-first order. Empty when `start` is off that board;
    /// a frame hex off it is never reached.
    static std::vector<tricorne::Hex> region(const std::vector<tricorne::TerrainTile>& terrain, tricorne::Hex start,
                                             const tricorne::BoardShape& shape = {});
};
