#include "commands/suggestedterrain.h"

#include <QCoreApplication>

#include "commands/paintterrain.h"

using tricorne::Hex;
using tricorne::TerrainTile;

SuggestedTerrain::SuggestedTerrain(ScenarioDocument* document, const std::vector<std::pair<Hex, std::string>>& accepted)
    : ListChange(document, QCoreApplication::translate("Commands", "Terrain from the picture"), &tricorne::Scenario::terrain,
                 laid(current(document).terrain, accepted)) {}

std::vector<TerrainTile> SuggestedTerrain::laid(std::vector<TerrainTile> terrain,
                                                const std::vector<std::pair<Hex, std::string>>& accepted) {
    for (const auto& [hex, type] : accepted) {
        std::optional<TerrainTile> tile;
        if (!type.empty()) tile = TerrainTile{hex, type, "", 0};
        terrain = PaintTerrain::painted(std::move(terrain), hex, tile);
    }
    return terrain;
}
