// What changed between two versions of a game system (templates/systems/*.json, a designer's
// house rules): one change per differing value, each with its JSON pointer and one line in
// words. `tricorne diff` prints it for two system files as it prints a scenario diff. The
// documents are compared as the files hold them, after validation, so every field the format
// has, today's and tomorrow's, is covered without a list of fields here.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

namespace tricorne {

enum class SystemChangeKind : std::uint8_t { Invalid, Added, Removed, Changed };

/// One change from system A to system B.
struct SystemDifference {
    SystemChangeKind kind = SystemChangeKind::Invalid;
    std::string pointer;  ///< RFC 6901 pointer into B's document (into A's for a removal)
    /// One line in words: the place by the names the file gives its entries, then the values,
    /// e.g. "armies / Jacobite / unitTypes / Highland Infantry / dice: [2,1,0] -> [3,1,0]".
    std::string text;

    bool operator==(const SystemDifference&) const = default;
};

/// Every change from `a` to `b`, two game-system documents that passed validateSystemDocument
/// (validate/validate.h). Objects are walked key by key (B's keys in the order the document
/// keeps them, by name, then the keys only A has);
/// a list whose entries all have an "id" (armies, unit types, terrain, hex sides, factions,
/// cards), or else all a "faction" (the Combat decks), is matched by it, entries named by their
/// "name" (else that key), added ones where B has them and removed ones after; any other list,
/// and any other value, is compared whole. Empty exactly when the two documents are equal up to
/// the order of matched entries.
std::vector<SystemDifference> diffSystems(const nlohmann::json& a, const nlohmann::json& b);

/// The kind as a word for the CLI's JSON: "system-added", "system-removed", "system-changed".
const char* systemChangeKindName(SystemChangeKind kind);

}  // namespace tricorne
