// The semantic checks of the typed special rules (validate_special_rules.cpp) and of the
// card-linked ones (cards_validate.cpp), called by the scenario's semantic check, and of what
// a game system asks of the engine (system_rules_validate.cpp), called by the system's. Not
// part of the public API.
#pragma once

#include "tricorne/core/diagnostic.h"
#include "tricorne/model/scenario.h"
#include "tricorne/model/system.h"

namespace tricorne::detail {

/// Appends an error for every special rule that names something the scenario or the system
/// lacks (a terrain or hex-side type, a unit, a leader, a unit type, a hex off the board), with
/// the JSON pointer of the field.
void checkSpecialRuleReferences(const Scenario& scenario, const GameSystem& system, Diagnostics& out);

/// Appends an error ("not-implemented", with the JSON pointer of the value) for every value of
/// the game system's rules and terrain that this engine does not play yet
/// (system_rules_validate.cpp).
void checkSystemRules(const GameSystem& system, Diagnostics& out);

/// Semantic checks of the card-linked special rules and the Combat decks the sides draw from
/// (a rule without its sides or counts, a Scout rule without Scout cards, an empty deck).
Diagnostics checkCardRules(const Scenario& scenario, const GameSystem& system);

}  // namespace tricorne::detail
