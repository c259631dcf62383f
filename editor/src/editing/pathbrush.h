// Drawing linear terrain (roads, rivers, streams, their fords and bridges) as a path, the way
// Tiled's terrain brush and Wesnoth's editor lay their tiles: the designer drags through hexes
// and each hex gets the variant and rotation whose exits meet the sides the path enters and
// leaves by. Only tiles the game system defines are laid (TerrainType::variants, exits at
// rotation 0): when no variant fits exactly, the closest one does. A drawing concern of the
// studio; the engine reads the tiles' exits when it asks about roads.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "tricorne/core/hex.h"
#include "tricorne/model/scenario.h"
#include "tricorne/model/system.h"

namespace pathbrush {

/// A set of hex sides: bit i is tricorne::Side i (NE = bit 0 … NW = bit 5).
using Sides = std::uint8_t;

constexpr Sides bit(tricorne::Side side) { return static_cast<Sides>(1u << static_cast<unsigned>(side)); }

/// The sides a linear tile leaves by, turned by its rotation; 0 when `type` has no such variant.
Sides exitsOf(const tricorne::TerrainType& type, const tricorne::TerrainTile& tile);

/// True for a linear type with a single variant (a ford, a bridge): it lies across another
/// line and takes that line's direction instead of bending to a path.
bool isCrossing(const tricorne::TerrainType& type);

/// The tile of linear `type` on `hex` whose exits match best: as many of `required` as
/// possible, then as many of `optional`, then as few other sides; ties go to the variant first
/// in name order and the lowest rotation. Nullopt when `type` has no variants.
std::optional<tricorne::TerrainTile> bestTile(const tricorne::TerrainType& type, tricorne::Hex hex, Sides required,
                                              Sides optional = 0);

/// The tile of crossing `type` (isCrossing) laid on `hex` along the other linear tile there in
/// `terrain`: a ford or a bridge takes its river's direction. Nullopt when `type` is not a
/// crossing or `hex` holds no other linear tile.
std::optional<tricorne::TerrainTile> alongLine(const std::vector<tricorne::TerrainTile>& terrain,
                                               const tricorne::GameSystem& system, const tricorne::TerrainType& type,
                                               tricorne::Hex hex);

/// The hexes from `from` (excluded) to `to` (included), each adjacent to the one before: what a
/// fast drag skipped over. Empty when the two are the same hex.
std::vector<tricorne::Hex> stepsBetween(tricorne::Hex from, tricorne::Hex to);

/// The terrain list after drawing linear `type` along `path` (consecutive hexes adjacent) over
/// `base`, the terrain before the stroke:
/// - each path hex gets the tile whose exits point at the hexes before and after it (the first
///   and last at their one neighbour in the path), and also at every neighbour off the path
///   whose tile of the same line has an exit pointing back (the path joins that line);
/// - an end of the path that touches the dead end of a line of the same type, and joins
///   nothing else there, extends that line: its end tile becomes the variant that also points
///   at the path, when the system has one;
/// - a crossing type (isCrossing) on a hex that holds another linear tile takes that tile's
///   direction;
/// - a path of one hex lays `chosen` (the designer's own variant and rotation) unless it is a
///   crossing on a line.
/// Tiles of other hexes stay as they are, in their order. `type` must be a linear type of `system`.
std::vector<tricorne::TerrainTile> drawPath(const std::vector<tricorne::TerrainTile>& base,
                                            const tricorne::GameSystem& system, const tricorne::TerrainType& type,
                                            const std::vector<tricorne::Hex>& path, const tricorne::TerrainTile& chosen);

}  // namespace pathbrush
