// Shared between system_json.cpp and system_cards_json.cpp, which reads the card decks of a
// game-system file (decks.command, decks.combat). Not public API.
#pragma once

#include <string>

#include <nlohmann/json.hpp>

#include "tricorne/model/system.h"

namespace tricorne::detail {

/// The unit kind a file names ("infantry", "cavalry", "artillery"); the schema allows no
/// other name, and anything else reads as infantry.
UnitKind unitKindFrom(const std::string& name);

/// Fills system.commandCards and system.combatCards from a `decks` object that passed the
/// system schema.
void readCardDecks(const nlohmann::json& decks, GameSystem& system);

}  // namespace tricorne::detail
