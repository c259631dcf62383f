// Pure functions on the engine's Scenario that the studio's edits need: board-wide transforms
// (mirror, turn round), copy and paste of hexes, fresh ids. Geometry and bookkeeping only —
// no game rule lives here; what the result means is judged by tricorne::validateSemantics.
#pragma once

#include <set>
#include <string>
#include <vector>

#include "tricorne/model/scenario.h"
#include "tricorne/model/system.h"

namespace transforms {

/// `prefix` + "-" + the smallest n >= 1 such that the id is not in `taken` ("jacobite-3").
/// The prefix is cut so the id stays within the file format's 48 characters.
std::string uniqueId(const std::string& prefix, const std::set<std::string>& taken);

/// Every unit, leader and objective id of the scenario, the unplaced tray's included.
std::set<std::string> allIds(const tricorne::Scenario& scenario);

/// The hex mirrored left–right on the system's board `shape`: [col,row] → [rowLength-1-col, row]
/// (on Tricorne's 13 × 11, [0,1] → [11,1]).
tricorne::Hex mirrorHex(tricorne::Hex hex, const tricorne::BoardShape& shape);
/// The hex turned half round the centre of the board `shape`: [col,row] →
/// [rowLength(row)-1-col, rows-1-row] (on Tricorne's, [0,0] → [12,10]).
tricorne::Hex turnHex(tricorne::Hex hex, const tricorne::BoardShape& shape);

/// The board mirrored left–right: terrain (linear tiles re-oriented through the system's
/// variants), hex-side features, pieces and objective hexes move; clearing-a-section
/// objectives swap left and right. Sides keep their seats.
tricorne::Scenario mirrored(tricorne::Scenario scenario, const tricorne::GameSystem& system);

/// The two sides change seats: the board turns half round (so each army keeps its ground and
/// its own left and right), the battle notes of top and bottom swap, and everything naming a
/// side (who moves first, objectives' "for", banners by side, holders, opening-cannonade
/// retirements) names the other one.
tricorne::Scenario sidesSwapped(tricorne::Scenario scenario, const tricorne::GameSystem& system);

/// A copied set of hexes: their contents, positions relative to `anchor`.
struct HexClip {
    tricorne::Hex anchor;
    std::vector<tricorne::Hex> hexes;
    std::vector<tricorne::TerrainTile> terrain;
    std::vector<tricorne::HexsideFeature> hexsides;
    std::vector<tricorne::Unit> units;
    std::vector<tricorne::Leader> leaders;
    bool empty() const { return hexes.empty(); }
};

/// Copies the terrain, owned hex-side features, units and leaders of `hexes` (the first
/// one is the anchor).
HexClip copyHexes(const tricorne::Scenario& scenario, const std::vector<tricorne::Hex>& hexes);

/// `clip` pasted with its anchor on `target`: each destination hex on the system's board
/// `shape` is cleared and receives the copied contents; hexes that would fall off that board
/// (a frame hex off a smaller board included) are skipped. Pasted units and leaders get fresh
/// ids.
tricorne::Scenario pasted(tricorne::Scenario scenario, const HexClip& clip, tricorne::Hex target, const tricorne::BoardShape& shape);

}  // namespace transforms
