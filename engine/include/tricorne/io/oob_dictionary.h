// The dictionary of historians' words an order-of-battle import reads (templates/oob/<system>.json,
// schema/oob-dictionary.schema.json): which army a table's side means ("American" →
// continental) and which unit type its arm means ("Foot" → regular, "Hessian grenadiers" →
// grenadier for the German army). Unit type and army ids and names need no entry.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

#include "tricorne/core/diagnostic.h"

namespace tricorne {

struct OobArmyWord {
    std::string word, army;
    bool operator==(const OobArmyWord&) const = default;
};

struct OobTypeWord {
    std::string word, type;
    std::vector<std::string> armies;  ///< only rows of these armies; empty: every army
    bool operator==(const OobTypeWord&) const = default;
};

struct OobDictionary {
    std::string system;
    std::vector<OobArmyWord> armies;
    std::vector<OobTypeWord> types;
    bool operator==(const OobDictionary&) const = default;
};

/// The key two words are compared by: lower case, punctuation as spaces, spaces collapsed and a
/// plural s dropped from each word ("3-pdr Guns" and "3 pdr gun" are one word).
std::string oobWordKey(std::string_view word);

/// The army id `word` means in `dictionary`, or nullopt.
std::optional<std::string> dictionaryArmy(const OobDictionary& dictionary, std::string_view word);
/// The unit type id `word` means for a row of `army`: the first entry with that word whose
/// armies include `army` (or that lists none), or nullopt.
std::optional<std::string> dictionaryType(const OobDictionary& dictionary, std::string_view word, const std::string& army);

/// Adds `word` → `type` for rows of `army` in front of the entries (an answer beats a shipped
/// word), replacing an earlier answer for the same word and army.
void addAnswer(OobDictionary& dictionary, const std::string& word, const std::string& type, const std::string& army);

/// `user`'s entries, then `base`'s: a designer's own words win.
OobDictionary mergedDictionary(const OobDictionary& user, const OobDictionary& base);

/// Reads a dictionary document: the schema check, then the model. nullopt with errors
/// (pointers into the document) when it does not pass.
std::optional<OobDictionary> oobDictionaryFromJson(const nlohmann::json& doc, Diagnostics& diagnostics);

/// The canonical document (format, version, system, armies, types in their order).
nlohmann::ordered_json oobDictionaryToJson(const OobDictionary& dictionary);

/// The dictionary shipped for a game system (templates/oob/<system>.json, embedded), or an
/// empty one for a system that ships none.
OobDictionary builtinOobDictionary(const std::string& system);

}  // namespace tricorne
