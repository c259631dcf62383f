// What a hex's ground means in play, in English, from the game system's data: its terrain and
// the hex-side features on its edges, as the terrain summary card states them (000 · TERRAIN,
// the system's terrain and hex-side entries). The studio's inspector shows these lines, in its
// language; it never reads the terrain data itself.
#pragma once

#include <string>
#include <vector>

#include "tricorne/core/translatable.h"
#include "tricorne/core/hex.h"
#include "tricorne/model/scenario.h"
#include "tricorne/model/system.h"

namespace tricorne {

/// The ground of `hex` in `scenario`, one line each:
/// - its terrain: "Forest (000 · FOREST)", then "Movement: …", "Battle after moving in: …",
///   "Battle into it: …", "Battle out of it: …", a line per protection it gives, "Line of
///   sight: …"; a hex without terrain: "Open ground: no terrain effects." — and "Unknown
///   terrain “x”." for a type the system lacks;
/// - then each hex-side feature on one of its edges, whether the hex or its neighbour carries
///   it, in the order of the sides (NE first): "Wood Fence on the W side (001 · FENCES …)",
///   then "Crossing: …" (who may not cross, whether the move stops, whether it may battle),
///   "Battle across it into the hex it protects: …" (or "into either hex" for a feature that
///   protects both), "Battle out across it: …", a line per protection, and "Line of sight
///   across it: …".
/// Works on any scenario, a draft with errors included (the tiles as placed; board-changing
/// special rules are not applied). Empty for a hex off the board.
std::vector<std::string> describeHexGround(const Scenario& scenario, const GameSystem& system, Hex hex);

/// describeHexGround()'s lines as translatable texts, line for line the same English; the
/// terrain, hex-side, side and unit-kind names in them are table names, the booklet
/// references and data ids plain values.
std::vector<Text> hexGroundText(const Scenario& scenario, const GameSystem& system, Hex hex);

}  // namespace tricorne
