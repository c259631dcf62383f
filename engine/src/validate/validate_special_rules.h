// The semantic checks of the typed special rules (validate_special_rules.cpp), called by the
// scenario's semantic check. Not part of the public API.
#pragma once

#include "tricorne/core/diagnostic.h"
#include "tricorne/model/scenario.h"
#include "tricorne/model/system.h"

namespace tricorne::detail {

/// Appends an error for every special rule that names something the scenario or the system
/// lacks (a terrain or hex-side type, a unit, a leader, a unit type, a hex off the board), with
/// the JSON pointer of the field.
void checkSpecialRuleReferences(const Scenario& scenario, const GameSystem& system, Diagnostics& out);

}  // namespace tricorne::detail
