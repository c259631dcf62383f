// Plain-English one-liners for objectives and special rules: what the engine will enforce,
// for the studio's cards and the CLI's reports.
#pragma once

#include <string>

#include "tricorne/model/scenario.h"

namespace tricorne {

/// E.g. "1 banner per hex occupied at the start of the side's turn; lost when left".
std::string describeObjective(const Objective& objective);

/// E.g. "Opening cannonade: bottom fires first; militia join with 1 die". For "text": the text.
std::string describeSpecialRule(const SpecialRule& rule);

}  // namespace tricorne
