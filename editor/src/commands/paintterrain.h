// Paint or erase the terrain tile of one hex. A drag stroke sends one command per hex it
// crosses; commands of the same stroke merge into one undo step.
#pragma once

#include <optional>

#include "commands/documentcommand.h"

class PaintTerrain : public ListChange<tricorne::TerrainTile> {
public:
    /// Puts `tile` on its hex (replacing the tile there, in place) or, with `erase`, removes
    /// every tile at `hex`. `stroke` groups the commands of one drag; 0 never merges.
    PaintTerrain(ScenarioDocument* document, tricorne::Hex hex, std::optional<tricorne::TerrainTile> tile, int stroke);
    /// Replaces the whole terrain list with `after`: a path stroke, redrawn from the terrain
    /// before it at each step (ScenarioEditor::paintTerrain); merges like painting.
    PaintTerrain(ScenarioDocument* document, std::vector<tricorne::TerrainTile> after, int stroke);

    int id() const override { return static_cast<int>(CommandId::PaintTerrain); }
    /// Merges a later command of the same stroke and the same kind (paint or erase).
    bool mergeWith(const QUndoCommand* other) override;

    /// The list after putting `tile` at its hex, or erasing `hex` when `tile` is empty.
    static std::vector<tricorne::TerrainTile> painted(std::vector<tricorne::TerrainTile> terrain, tricorne::Hex hex,
                                                      const std::optional<tricorne::TerrainTile>& tile);

private:
    int m_stroke;
    bool m_erase;
};
