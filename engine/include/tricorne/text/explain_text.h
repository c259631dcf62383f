// The engine's explanations in English (play/explain.h): an attack's dice, why a step ends
// the move, why a unit may ignore flags. The CLI shows these sentences as they are; each comes
// as a Text too (core/translatable.h), whose English is the same sentence and which the
// studio's choices and log say in its language.
#pragma once

#include <string>

#include "tricorne/core/translatable.h"
#include "tricorne/play/explain.h"

namespace tricorne {

/// "3 dice: 2 melee, +1 full strength, -1 moved this turn"; a ship's fire "2 dice: 2 from
/// off the board".
std::string describeAttackDice(const AttackExplanation& attack);

/// describeAttackDice() as a translatable text: each modifier's reason as the rules give it
/// (DiceLine::reason), the numbers plain.
Text attackDiceText(const AttackExplanation& attack);

/// What the step means for the move, parts joined by "; ": "must stop: entering Forest,
/// crossing the Enclosure wall", "a die is rolled on entering Boggy ground", "leaves the
/// battlefield", "along the road"; "" when none applies.
std::string describeStep(const StepExplanation& step);

/// describeStep() as a translatable text, the terrain and hex-side names table names; the
/// empty plain text when none applies.
Text stepText(const StepExplanation& step);

/// Why the unit may ignore flags, each reason with its count: "+1 attached leader, +1 two
/// supporting units" ("" when it may ignore none).
std::string describeFlagReasons(const FlagsExplanation& flags);

/// describeFlagReasons() as a translatable text (each reason the rules' MoraleReason::reason);
/// the empty plain text when it may ignore none.
Text flagReasonsText(const FlagsExplanation& flags);

}  // namespace tricorne
