// Export: canonical, schema-checked scenario JSON (what `tricorne export` and the studio's
// Export both call).
#pragma once

#include <filesystem>
#include <string>

#include "tricorne/core/diagnostic.h"
#include "tricorne/model/scenario.h"
#include "tricorne/model/system.h"
#include "tricorne/validate/validate.h"

namespace tricorne {

struct ExportResult {
    bool written = false;
    Diagnostics diagnostics;  ///< why nothing was written, or the warnings that remain
};

/// Canonical text of a scenario, re-checked against the schema. Fails (empty text, error
/// diagnostics) if the canonical form does not pass the schema, which would be a defect.
/// An export is what a battle is shared as, so it leaves out the designer's reference picture
/// (a path on the designer's machine, usually to somebody else's art) unless
/// `keepReferencePicture`; saving (canonicalScenarioText) keeps it.
struct CanonicalText {
    std::string text;
    Diagnostics diagnostics;
};
CanonicalText canonicalExportText(const Scenario& scenario, bool keepReferencePicture = false);

/// Loads `input` (with `catalog`: the built-in systems and any given with --system), refuses
/// when it has errors (nothing is written), else writes its canonical form (without the
/// reference picture, as above) to `output` atomically. A scenario of a system that is not
/// built in is written with the system embedded (bindSystem, system_files.h), whether it kept it
/// embedded or as a sidecar, so the battle travels as one file and opens where only the built-in
/// systems are. Exporting an exported file gives the same bytes.
/// Scenarios go through the model (fixed key order, current version); game-system files,
/// which the engine reads but never edits, are written with sorted keys and 2-space indent.
///
/// With `systemAsSidecar`, a scenario of a system given in `catalog` from a file (`--system`)
/// keeps that file as its sidecar instead, named relative to `output`'s folder (the designer's
/// choice: the battle then follows the system file as it is edited, and is refused if it changes
/// without being bound again). Refused ("system-sidecar") for a built-in system, a system not
/// given as a file, or a file not named *.tricorne-system.json.
ExportResult exportFile(const std::filesystem::path& input, const std::filesystem::path& output, const SystemCatalog& catalog = builtinSystems(),
                        bool systemAsSidecar = false);

}  // namespace tricorne
