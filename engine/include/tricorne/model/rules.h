// The immutable side of a game (docs/design/engine.md, State and actions): the scenario as placed, its game system,
// and what follows from them alone (terrain per hex, hex-side features per edge, hill groups,
// unit types). Built once per game; every GameState of that game refers to it.
#pragma once

#include <array>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "tricorne/core/board.h"
#include "tricorne/core/by_side.h"
#include "tricorne/model/scenario.h"
#include "tricorne/model/system.h"

namespace tricorne {

/// A hex-side feature on one edge of the board, with the hex it belongs to.
struct EdgeFeature {
    const HexsideType* type = nullptr;  ///< nullptr: a plain edge
    Hex owner;                          ///< the hex whose side carries it (the one it protects)
};

class Rules {
public:
    /// Precondition: validateSemantics(scenario, system) reported no errors.
    Rules(Scenario scenario, const GameSystem& system);

    const Scenario& scenario() const { return m_scenario; }
    const GameSystem& system() const { return *m_system; }
    /// The battlefield of the game system: sections, baselines (GameSystem::board).
    const BoardShape& board() const { return m_system->board; }
    /// Whether h is a hex of the system's board. The engine's frame (board::contains, its
    /// per-hex tables) may hold more hexes than a system's board: movement, retreat, line of
    /// sight and the bots ask this where the edge decides (docs/design/board.md).
    bool onBoard(Hex h) const {
        const int slot = board::detail::slotOf(h);
        return slot >= 0 && m_onBoard[static_cast<std::size_t>(slot)];
    }
    /// onBoard(board::hexAt(index)). Precondition: 0 <= index < board::kHexCount.
    bool onBoardAt(int index) const { return m_onBoard[static_cast<std::size_t>(index)]; }

    // --- the board ------------------------------------------------------------------------
    /// The terrain tile on a hex; nullptr for clear terrain or a hex off the board.
    /// (This and the hex-side look-ups are defined inline: movement asks them for every side
    /// of every step.)
    const TerrainType* terrain(Hex h) const {
        return board::contains(h) ? m_terrain[board::slot(h)] : nullptr;
    }
    /// terrain(board::hexAt(index)). Precondition: 0 <= index < board::kHexCount.
    const TerrainType* terrainAt(int index) const { return m_terrain[static_cast<std::size_t>(index)]; }
    /// What each hex's terrain means to a lone leader on the move, by dense index: the searches
    /// that ask it of every hex read it as one table. A frame hex off the system's board is
    /// barred.
    enum LeaderTerrain : std::uint8_t { LeaderBarred = 1, LeaderStops = 2 };
    const std::array<std::uint8_t, board::kHexCount>& leaderTerrain() const { return m_leaderTerrain; }
    /// The tile itself (variant, rotation), when there is one.
    const TerrainTile* tile(Hex h) const;
    /// The feature on the edge between h and its neighbour across `side`, whichever of the
    /// two hexes owns it. When both own one (field works on both banks), h's own wins.
    EdgeFeature edge(Hex h, Side side) const {
        if (const HexsideType* own = ownSide(h, side)) return {own, h};
        const Hex other = neighbour(h, side);
        if (const HexsideType* theirs = ownSide(other, opposite(side))) return {theirs, other};
        return {};
    }
    /// The feature h itself carries on `side` (nullptr when none).
    const HexsideType* ownSide(Hex h, Side side) const {
        return board::contains(h) ? m_ownSides[board::slot(h)][static_cast<std::size_t>(side)] : nullptr;
    }
    /// Whether any edge of h carries a feature, its own or its neighbour's (most hexes: none).
    bool anyEdgeFeature(Hex h) const { return board::contains(h) && anyEdgeFeatureAt(board::indexOf(h)); }
    /// anyEdgeFeature(board::hexAt(index)). Precondition: 0 <= index < board::kHexCount.
    bool anyEdgeFeatureAt(int index) const { return m_anyEdge[static_cast<std::size_t>(index)]; }
    /// Connected hill hexes share a group number (the "plateau" of 000 · HILL); -1 when h
    /// is not a hill.
    int hillGroup(Hex h) const;

    // --- pieces -------------------------------------------------------------------------------
    int unitCount() const { return static_cast<int>(m_scenario.units.size()); }
    int leaderCount() const { return static_cast<int>(m_scenario.leaders.size()); }
    const UnitType& unitType(int unit) const { return *m_unitTypes[static_cast<std::size_t>(unit)]; }
    Position unitSide(int unit) const { return m_unitSides[static_cast<std::size_t>(unit)]; }
    Position leaderSide(int leader) const { return m_leaderSides[static_cast<std::size_t>(leader)]; }
    /// The indices of `side`'s units / leaders, ascending (the turn logic walks one side's pieces).
    const std::vector<int>& unitsOf(Position side) const { return m_unitsOf[side]; }
    const std::vector<int>& leadersOf(Position side) const { return m_leadersOf[side]; }
    /// The index of the unit with that id in the scenario, or nullopt.
    std::optional<int> unitIndex(const std::string& id) const;
    std::optional<int> leaderIndex(const std::string& id) const;

    // --- cards ----------------------------------------------------------------------------------
    /// For the Section card system().commandCards[card], by dense hex index: bit g set when the
    /// card's order group g may order a piece on that hex, as `side` sees the board (a hex on a
    /// dotted line lies in two sections). All zero for a Tactic card. The Order phase reads it
    /// for every piece at every decision, so it is worked out once.
    const std::array<std::uint8_t, board::kHexCount>& sectionGroups(int card, Position side) const {
        return m_sectionGroups[static_cast<std::size_t>(card)][side];
    }

    // --- orientation ----------------------------------------------------------------------------
    /// The two sides a piece of `side` retreats through: toward its own baseline
    /// (bottom: SW, SE; top: NW, NE; docs/design/board.md).
    static std::array<Side, 2> retreatSides(Position side);
    /// True when `h` lies in `section` of the system's board as seen from `side`'s own seat
    /// (the top player's left flank is the board's right; docs/design/board.md).
    bool inSection(Hex h, BoardSection section, Position side) const;
    /// `side`'s baseline row on the system's board.
    int baselineRow(Position side) const { return board().baselineRow(side); }

    // --- the die --------------------------------------------------------------------------------
    /// The chance that a roll of the system's die (the one GameState::roll draws from) shows
    /// `face`: GameSystem::die's Die::chance, worked out once, since the bots' estimates ask it
    /// for every battle they weigh.
    double faceChance(Face face) const { return m_faceChance[static_cast<std::size_t>(face)]; }

private:
    /// The board-changing special rules (waterway, shallow-fords, creek-as-marsh, hexside-as,
    /// morale-as): swaps in adjusted copies of the system's types (special_rules_board.cpp).
    void applySpecialRules();

    Scenario m_scenario;
    const GameSystem* m_system;
    std::array<bool, board::kHexCount> m_onBoard{};  ///< by dense index (onBoard)
    std::array<const TerrainType*, board::kHexCount> m_terrain{};
    std::array<int, board::kHexCount> m_tileIndex{};
    std::array<std::array<const HexsideType*, 6>, board::kHexCount> m_ownSides{};
    std::array<bool, board::kHexCount> m_anyEdge{};
    std::array<std::uint8_t, board::kHexCount> m_leaderTerrain{};
    std::vector<BySide<std::array<std::uint8_t, board::kHexCount>>> m_sectionGroups;  ///< by command card
    std::array<int, board::kHexCount> m_hillGroup{};
    std::array<double, kFaceCount> m_faceChance{};  ///< by Face (faceChance)
    std::vector<const UnitType*> m_unitTypes;
    std::vector<Position> m_unitSides;
    std::vector<Position> m_leaderSides;
    BySide<std::vector<int>> m_unitsOf, m_leadersOf;
    std::vector<std::shared_ptr<const void>> m_ruleTypes;  ///< the adjusted copies, shared by copies of Rules
};

}  // namespace tricorne
