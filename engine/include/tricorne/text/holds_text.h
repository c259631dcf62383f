// The words for who holds what at the start (play/holds.h): what the studio's "Who holds what"
// panel and the CLI show. Sides are named by their armies, as the designer chose them.
#pragma once

#include <string>

#include "tricorne/core/translatable.h"
#include "tricorne/play/holds.h"

namespace tricorne {

/// The side's armies by name, e.g. "British and German"; the position when it has none.
Text sideArmiesText(const Rules& rules, Position side);
std::string sideArmiesName(const Rules& rules, Position side);

/// Who holds the objective when the first decision is due, e.g. "Continental holds 1 banner:
/// the starting holder" or "nobody: 2 British units against 2 Continental, no majority".
Text holderText(const Rules& rules, const Objective& objective, const ObjectiveStart& start);

/// Why the facts as placed give that answer: units of each side on the hexes, hexes met, the
/// last occupant, and what the turn start will pay when it has not come yet.
Text holdReasonText(const Rules& rules, const Objective& objective, const ObjectiveStart& start, bool turnBegun);

/// "can never be scored by British: its hexes are impassable to every British unit"; "" when
/// the side may score it.
Text neverScoredText(const Rules& rules, Position side, NeverScored why);

/// The English of holderText, holdReasonText and neverScoredText: what `tricorne probe holds` prints.
std::string describeHolder(const Rules& rules, const Objective& objective, const ObjectiveStart& start);
std::string describeHoldReason(const Rules& rules, const Objective& objective, const ObjectiveStart& start, bool turnBegun);
std::string describeNeverScored(const Rules& rules, Position side, NeverScored why);

}  // namespace tricorne
