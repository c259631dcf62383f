// Reading the card decks of a game-system file (decks.command, decks.combat). Not public API.
#pragma once

#include <nlohmann/json.hpp>

#include "tricorne/model/system.h"

namespace tricorne::detail {

/// Fills system.commandCards and system.combatCards from a `decks` object that passed the
/// system schema.
void readCardDecks(const nlohmann::json& decks, GameSystem& system);

}  // namespace tricorne::detail
