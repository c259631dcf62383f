// `tricorne probe` and `tricorne replay` (docs/design/cli.md): the engine's own answers about a
// scenario as placed, through the same functions the studio and the bots call.
#pragma once

#include <ostream>
#include <string>

#include "tricorne/model/system.h"

namespace tricorne::cli {

/// Exit codes shared by the subcommands.
inline constexpr int kExitOk = 0;
inline constexpr int kExitFileError = 1;
inline constexpr int kExitUsage = 2;

// Each reads the scenario with `catalog`: the built-in systems and the command's --system files.
int probeLineOfSight(const std::string& file, const SystemCatalog& catalog, const std::string& from, const std::string& to, std::ostream& out,
                     std::ostream& err);
int probeDice(const std::string& file, const SystemCatalog& catalog, const std::string& unit, const std::string& target, bool moved,
              std::ostream& out, std::ostream& err);
int probeMoves(const std::string& file, const SystemCatalog& catalog, const std::string& piece, std::ostream& out, std::ostream& err);
/// Who holds each objective when the first decision is due, why, and who can never score it;
/// then the banners each side starts with (play/holds.h).
int probeHolds(const std::string& file, const SystemCatalog& catalog, std::ostream& out, std::ostream& err);
/// Re-runs the log on the scenario; refuses a log recorded under another game system, naming it.
int replay(const std::string& file, const SystemCatalog& catalog, const std::string& logFile, std::ostream& out, std::ostream& err);

}  // namespace tricorne::cli
