#include "commands/fillterrain.h"

#include <array>
#include <deque>

#include <QCoreApplication>

#include "commands/paintterrain.h"
#include "tricorne/core/board.h"

using namespace tricorne;

namespace {

/// The type of the first tile on each hex ("" for open ground), by board index.
std::array<std::string, board::kHexCount> typesByHex(const std::vector<TerrainTile>& terrain) {
    std::array<std::string, board::kHexCount> types;
    std::array<bool, board::kHexCount> seen{};
    for (const TerrainTile& t : terrain) {
        if (!board::contains(t.hex)) continue;
        const auto i = static_cast<std::size_t>(board::indexOf(t.hex));
        if (seen[i]) continue;
        seen[i] = true;
        types[i] = t.type;
    }
    return types;
}

std::vector<TerrainTile> filled(std::vector<TerrainTile> terrain, const TerrainTile& tile, const BoardShape& shape) {
    for (Hex hex : FillTerrain::region(terrain, tile.hex, shape)) terrain = PaintTerrain::painted(std::move(terrain), hex, tile);
    return terrain;
}

}  // namespace

FillTerrain::FillTerrain(ScenarioDocument* document, const TerrainTile& tile)
    : ListChange(document, QCoreApplication::translate("Commands", "Fill terrain"), &Scenario::terrain,
                 filled(current(document).terrain, tile, document->boardShape())) {}

std::vector<Hex> FillTerrain::region(const std::vector<TerrainTile>& terrain, Hex start, const BoardShape& shape) {
    // The system's board inside the engine's frame, whose slots the tables below are.
    const auto onBoard = [&shape](Hex h) { return board::contains(h) && shape.contains(h); };
    if (!onBoard(start)) return {};
    const auto types = typesByHex(terrain);
    const std::string& wanted = types[static_cast<std::size_t>(board::indexOf(start))];
    std::array<bool, board::kHexCount> visited{};
    std::vector<Hex> out;
    std::deque<Hex> queue{start};
    visited[static_cast<std::size_t>(board::indexOf(start))] = true;
    while (!queue.empty()) {
        const Hex hex = queue.front();
        queue.pop_front();
        out.push_back(hex);
        for (Side side : kAllSides) {
            const Hex next = neighbour(hex, side);
            if (!onBoard(next)) continue;
            const auto i = static_cast<std::size_t>(board::indexOf(next));
            if (visited[i] || types[i] != wanted) continue;
            visited[i] = true;
            queue.push_back(next);
        }
    }
    return out;
}
