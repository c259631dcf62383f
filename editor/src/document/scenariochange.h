// What one edit changed, after Tiled's fine-grained document signals (MapDocument's
// regionChanged, mapObjectsChanged …): the parts of the scenario that differ and the board
// hexes whose drawing may differ. Commands work it out from their before and after; the
// document turns it into signals, so the board redraws those hexes only and each panel
// re-reads only its part.
#pragma once

#include <algorithm>
#include <array>
#include <bitset>
#include <vector>

#include <QFlags>

#include "tricorne/core/board.h"
#include "tricorne/model/scenario.h"

/// A set of board hexes by dense index (tricorne::board::indexOf).
using HexSet = std::bitset<tricorne::board::kHexCount>;

struct ScenarioChange {
    enum Part : unsigned {
        Terrain = 1u << 0,       ///< terrain tiles and hex-side features
        Pieces = 1u << 1,        ///< units and leaders
        Objectives = 1u << 2,
        SpecialRules = 1u << 3,
        Notes = 1u << 4,         ///< the battle notes: metadata, the sides, first player, victory banners
        System = 1u << 5,        ///< the game system (another scenario: everything else changed too)
        Labels = 1u << 6,        ///< the map's place names
        Unplaced = 1u << 7,      ///< the tray of pieces still to place
        Reference = 1u << 8,     ///< the reference picture traced from (not part of the battle)
        Everything = (1u << 9) - 1,
    };
    Q_DECLARE_FLAGS(Parts, Part)

    Parts parts;
    /// The board hexes whose drawing may differ. A hex's drawing depends only on the entries
    /// standing on it (ScenarioChange::between says exactly which).
    HexSet hexes;

    /// Everything changed: another scenario (or none) was opened.
    static ScenarioChange everything();
    /// What turning `before` into `after` changes: the parts that differ, and each hex whose
    /// entries (of any list) differ, order included — of entries stacked on one hex the first
    /// in document order is drawn.
    static ScenarioChange between(const tricorne::Scenario& before, const tricorne::Scenario& after);

    /// Adds what replacing one list of the scenario (terrain, units, …) by another changes.
    template <typename T>
    void addList(const std::vector<T>& before, const std::vector<T>& after);

    bool isEmpty() const { return !parts && hexes.none(); }
};

Q_DECLARE_OPERATORS_FOR_FLAGS(ScenarioChange::Parts)

namespace scenario_change_detail {

/// The part of the scenario each list belongs to.
constexpr ScenarioChange::Part partOf(const tricorne::TerrainTile*) { return ScenarioChange::Terrain; }
constexpr ScenarioChange::Part partOf(const tricorne::HexsideFeature*) { return ScenarioChange::Terrain; }
constexpr ScenarioChange::Part partOf(const tricorne::Unit*) { return ScenarioChange::Pieces; }
constexpr ScenarioChange::Part partOf(const tricorne::Leader*) { return ScenarioChange::Pieces; }
constexpr ScenarioChange::Part partOf(const tricorne::Objective*) { return ScenarioChange::Objectives; }
constexpr ScenarioChange::Part partOf(const tricorne::SpecialRule*) { return ScenarioChange::SpecialRules; }
constexpr ScenarioChange::Part partOf(const tricorne::MapLabel*) { return ScenarioChange::Labels; }

template <typename F>
void forEachHex(const tricorne::SpecialRule&, F&&) {}  // a special rule stands on no hex
template <typename F>
void forEachHex(const tricorne::Objective& objective, F&& f) {
    for (tricorne::Hex hex : objective.hexes) f(hex);
}
template <typename T, typename F>
void forEachHex(const T& entry, F&& f) {  // tiles, hex-side features, units, leaders: one hex each
    f(entry.hex);
}

}  // namespace scenario_change_detail

template <typename T>
void ScenarioChange::addList(const std::vector<T>& before, const std::vector<T>& after) {
    if (before == after) return;
    parts |= scenario_change_detail::partOf(static_cast<const T*>(nullptr));
    // The entries of the list on each hex, in document order; entries off the board are not
    // drawn, so they change no hex.
    using PerHex = std::array<std::vector<const T*>, tricorne::board::kHexCount>;
    auto perHex = [](const std::vector<T>& list) {
        PerHex at;
        for (const T& entry : list)
            scenario_change_detail::forEachHex(entry, [&](tricorne::Hex hex) {
                if (tricorne::board::contains(hex)) at[static_cast<std::size_t>(tricorne::board::indexOf(hex))].push_back(&entry);
            });
        return at;
    };
    const PerHex was = perHex(before);
    const PerHex is = perHex(after);
    const auto same = [](const T* a, const T* b) { return *a == *b; };
    for (std::size_t i = 0; i < was.size(); ++i)
        if (!std::equal(was[i].begin(), was[i].end(), is[i].begin(), is[i].end(), same)) hexes.set(i);
}
