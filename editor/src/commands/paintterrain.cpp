#include "commands/paintterrain.h"

#include <algorithm>

#include <QCoreApplication>

using tricorne::Hex;
using tricorne::TerrainTile;

PaintTerrain::PaintTerrain(ScenarioDocument* document, Hex hex, std::optional<TerrainTile> tile, int stroke)
    : ListChange(document,
                 tile ? QCoreApplication::translate("Commands", "Paint terrain")
                      : QCoreApplication::translate("Commands", "Erase terrain"),
                 &tricorne::Scenario::terrain, painted(current(document).terrain, hex, tile)),
      m_stroke(stroke),
      m_erase(!tile) {}

PaintTerrain::PaintTerrain(ScenarioDocument* document, std::vector<TerrainTile> after, int stroke)
    : ListChange(document, QCoreApplication::translate("Commands", "Draw road or river"), &tricorne::Scenario::terrain,
                 std::move(after)),
      m_stroke(stroke),
      m_erase(false) {}

std::vector<TerrainTile> PaintTerrain::painted(std::vector<TerrainTile> terrain, Hex hex,
                                               const std::optional<TerrainTile>& tile) {
    const auto at = [hex](const TerrainTile& t) { return t.hex == hex; };
    if (!tile) {
        std::erase_if(terrain, at);
        return terrain;
    }
    // Replace the first tile in place (keeps the file's order); drop any stacked extras.
    std::vector<TerrainTile> out;
    out.reserve(terrain.size() + 1);
    bool placed = false;
    for (TerrainTile& t : terrain) {
        if (!at(t)) {
            out.push_back(std::move(t));
        } else if (!placed) {
            out.push_back(*tile);
            out.back().hex = hex;
            placed = true;
        }
    }
    if (!placed) {
        out.push_back(*tile);
        out.back().hex = hex;
    }
    return out;
}

bool PaintTerrain::mergeWith(const QUndoCommand* other) {
    const auto* next = static_cast<const PaintTerrain*>(other);  // same id(): same class
    if (m_stroke == 0 || next->m_stroke != m_stroke || next->m_erase != m_erase) return false;
    m_after = next->m_after;
    return true;
}
