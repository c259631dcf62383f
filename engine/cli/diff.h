// `tricorne diff A B [--json]`: what changed between two versions of a scenario, one change
// per line in words (text/scenario_diff.h), for reviews and for CI on a scenario library.
#pragma once

#include <ostream>
#include <string>

namespace tricorne::cli {

/// Exit 0 when the two scenarios are equal, 1 when they differ, 2 when either cannot be read
/// as a scenario (its diagnostics printed to `err` as FILE:POINTER: SEVERITY: CODE: message).
/// Semantic errors do not stop a diff: a scenario being fixed is still compared.
int diff(const std::string& fileA, const std::string& fileB, bool asJson, std::ostream& out, std::ostream& err);

}  // namespace tricorne::cli
