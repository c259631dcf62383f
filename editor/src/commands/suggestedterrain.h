// Lay the terrain suggestions from the reference picture the designer accepted (Edit ▸ Suggest
// terrain from picture): every accepted hex takes its suggested terrain, open ground erases the
// hex's tile, all in one undo step.
#pragma once

#include <string>
#include <utility>
#include <vector>

#include "commands/documentcommand.h"

class SuggestedTerrain : public ListChange<tricorne::TerrainTile> {
public:
    /// `accepted`: each hex with the terrain type to lay there ("" open ground). Tiles on other
    /// hexes keep their place in the list.
    SuggestedTerrain(ScenarioDocument* document, const std::vector<std::pair<tricorne::Hex, std::string>>& accepted);

    static std::vector<tricorne::TerrainTile> laid(std::vector<tricorne::TerrainTile> terrain,
                                                   const std::vector<std::pair<tricorne::Hex, std::string>>& accepted);
};
