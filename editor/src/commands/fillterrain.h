// Flood fill: every hex connected to the start hex through hexes of the same terrain type
// (open ground counts as a type) takes the new tile. One undo step.
#pragma once

#include "commands/documentcommand.h"

class FillTerrain : public ListChange<tricorne::TerrainTile> {
public:
    /// `tile.hex` is the start hex; the other fields are what every filled hex receives.
    FillTerrain(ScenarioDocument* document, const tricorne::TerrainTile& tile);

    /// The hexes a fill from `start` reaches: `start` and every board hex connected to it
    /// through neighbours whose first tile has the same type ("" = open ground), in
    /// breadth-first order. Empty when `start` is off the board.
    static std::vector<tricorne::Hex> region(const std::vector<tricorne::TerrainTile>& terrain, tricorne::Hex start);
};
