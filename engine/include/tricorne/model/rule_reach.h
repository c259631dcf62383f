// What a special rule touches on the board, read from the rule and the scenario alone: the
// hexes and hex sides it changes or names, and the directions it forces retreats along. The
// studio highlights it while the designer points at the rule; the board-changing rules
// (special_rules_board.cpp) apply to the same tiles (ruleCoversTile).
#pragma once

#include <vector>

#include "tricorne/model/scenario.h"
#include "tricorne/model/system.h"

namespace tricorne {

/// A hex and one of its sides.
struct HexSide {
    Hex hex;
    Side side = Side::NE;
    bool operator==(const HexSide&) const = default;
};

/// What one special rule touches. Empty for the rules that name no place (rally checks,
/// cards, first player, free text).
struct RuleReach {
    std::vector<Hex> hexes;       ///< the hexes it changes or names (creek, ship targets, fords, waterways, units)
    std::vector<HexSide> edges;   ///< hexside-as: the hex sides whose feature plays as another
    std::vector<HexSide> arrows;  ///< forced-retreat: from each piece's hex, each direction allowed
};

/// What `rule` touches in `scenario` of `system`, in the scenario's order (tiles, features,
/// pieces).
RuleReach ruleReach(const SpecialRule& rule, const Scenario& scenario, const GameSystem& system);

/// Whether a waterway or shallow-fords rule covers `tile`: the tile is of one of the rule's
/// terrain types (default: the system's waterways, rivers and fordable streams, for a
/// waterway rule; its fords for a shallow-fords rule; TerrainType::waterway) and, when the
/// rule names hexes, on one of them. False for the other kinds.
bool ruleCoversTile(const SpecialRule& rule, const TerrainTile& tile, const GameSystem& system);

}  // namespace tricorne
