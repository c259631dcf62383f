// What changed between two versions of a scenario: a typed list
// of changes, each with the place it concerns (a JSON pointer, a hex) and one line in words.
// `tricorne diff` prints it; the studio's Compare view marks it on the board. Field values are
// compared in their canonical JSON form (io/scenario_json.h), so every field the file format
// holds is covered, today's and tomorrow's, but the reference picture (a tracing aid, not the
// battle).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "tricorne/model/scenario.h"
#include "tricorne/text/rule_text.h"

namespace tricorne {

enum class DifferenceKind : std::uint8_t {
    Invalid,
    Setting,  ///< a field outside the board: metadata, sides, system, first player, victory banners
    Terrain,  ///< a hex's tile added, removed or changed
    Hexside,  ///< a hex side's feature added, removed or changed
    UnitAdded,
    UnitRemoved,
    UnitMoved,
    UnitChanged,  ///< a unit's fields other than its hex
    LeaderAdded,
    LeaderRemoved,
    LeaderMoved,
    LeaderChanged,
    ObjectiveAdded,
    ObjectiveRemoved,
    ObjectiveChanged,
    SpecialRuleAdded,
    SpecialRuleRemoved,
    SpecialRuleChanged,
};

/// One change from A to B.
struct ScenarioDifference {
    DifferenceKind kind = DifferenceKind::Invalid;
    std::string pointer;      ///< RFC 6901 pointer into B's canonical document (into A's for a removal)
    std::optional<Hex> hex;   ///< the board hex it concerns: B's, or A's for a removal
    std::optional<Hex> from;  ///< UnitMoved, LeaderMoved: the hex in A
    std::vector<Hex> hexes;   ///< objectives and special rules: the hexes they name (B's; A's for a removal)
    std::string id;           ///< the unit's, leader's or objective's id
    std::string text;         ///< one line in words, e.g. "unit Leven's Foot moved 3,4 -> 4,4"

    bool operator==(const ScenarioDifference&) const = default;
};

/// Every change from `a` to `b`, in the file's order: settings, terrain, hex sides, units,
/// leaders, objectives, special rules; within each, by B's order, removals after. Empty
/// exactly when the two canonical documents are equal. Units, leaders and objectives are
/// matched by id; special rules by kind, the n-th of a kind in A with the n-th in B.
/// The text names each side by `sides` (factionWords of B for a reader who knows the armies:
/// "Government side, commandCards: 5 -> 6", "for Jacobite -> Government"), and each unit and
/// leader by its name ("unit Leven's Foot moved …"; with its hex when two share the name), by
/// its id only when it has none. Pointers and `id` stay the file's.
std::vector<ScenarioDifference> diffScenarios(const Scenario& a, const Scenario& b, const SideWords& sides = positionWords());

/// The kind as a word for files and the CLI's JSON, e.g. "unit-moved".
const char* differenceKindName(DifferenceKind kind);

}  // namespace tricorne
