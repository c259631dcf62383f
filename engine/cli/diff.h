// `tricorne diff A B [--json]`: what changed between two versions of a scenario, or of a game
// system, one change per line in words (text/scenario_diff.h, text/system_diff.h), for reviews
// and for CI on a scenario library or a designer's house rules.
#pragma once

#include <ostream>
#include <string>

#include "tricorne/model/system.h"

namespace tricorne::cli {

/// Exit 0 when the two scenarios (or the two game systems, by their "format") are equal, 1 when
/// they differ, 2 when either cannot be read as one, or one is a system and the other not (the
/// diagnostics printed to `err` as FILE:POINTER: SEVERITY: CODE: message). Semantic errors of
/// a scenario do not stop a diff: a scenario being fixed is still compared; a game system must
/// pass validation. A scenario's system comes from `catalog` (the built-in ones and --system).
int diff(const std::string& fileA, const std::string& fileB, bool asJson, const SystemCatalog& catalog, std::ostream& out, std::ostream& err);

}  // namespace tricorne::cli
