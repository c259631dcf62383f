// The engine's explanations in English (play/explain.h): an attack's dice, why a step ends
// the move, why a unit may ignore flags. The studio's choices and log and the CLI show these
// sentences as they are.
#pragma once

#include <string>

#include "tricorne/play/explain.h"

namespace tricorne {

/// "3 dice: 2 melee, +1 full strength, -1 moved this turn"; a ship's fire "2 dice: 2 from
/// off the board".
std::string describeAttackDice(const AttackExplanation& attack);

/// What the step means for the move, parts joined by "; ": "must stop: entering Forest,
/// crossing the Enclosure wall", "a die is rolled on entering Boggy ground", "leaves the
/// battlefield", "along the road"; "" when none applies.
std::string describeStep(const StepExplanation& step);

/// Why the unit may ignore flags, each reason with its count: "+1 attached leader, +1 two
/// supporting units" ("" when it may ignore none).
std::string describeFlagReasons(const FlagsExplanation& flags);

}  // namespace tricorne
