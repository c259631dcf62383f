// Game systems read at run time (issue #36): a designer's *.tricorne-system.json files given to a
// command (`--system FILE`) or opened in the studio, and the copy a scenario keeps of the system
// it is bound to (embedded, or a sidecar file beside it; model/scenario.h's SystemBinding).
//
// The contract, for the CLI and the studio alike:
// - A built-in system is named by its id alone and pinned by the build. A system from a file is
//   pinned by its id and its content hash (io/system_json.h's systemHash: the same system gives
//   the same hash however the file is formatted).
// - A file's id may not be a built-in system's, nor another given file's (systemCatalogWith).
// - A scenario of a system that is not built in records the id and the hash and keeps the
//   system, embedded or as a sidecar (bindSystem); loadScenario (validate.h) reads it back,
//   checks the hash and refuses a system that changed since the scenario was bound.
#pragma once

#include <filesystem>
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include <nlohmann/json.hpp>

#include "tricorne/core/diagnostic.h"
#include "tricorne/model/scenario.h"
#include "tricorne/model/system.h"

namespace tricorne {

/// The suffix of a game-system file ("highland.tricorne-system.json"), its own MIME type
/// (application/x-tricorne-system+json). A sidecar must be named so.
inline constexpr const char* kSystemFileSuffix = ".tricorne-system.json";

/// A game-system document read and checked.
struct SystemLoad {
    /// The model, its `hash` set; null when the document has errors.
    std::shared_ptr<const GameSystem> system;
    /// canonicalSystemText of the document (what a scenario embeds); "" when `system` is null.
    std::string document;
    /// validateSystemDocument's findings (errors, and playability warnings).
    Diagnostics diagnostics;
};

/// Checks a parsed system document (validateSystemDocument) and, when it has no errors, builds
/// its model with its hash. Never throws.
SystemLoad loadSystem(const nlohmann::json& doc);

/// readJsonFile + loadSystem. Never throws.
SystemLoad loadSystemFile(const std::filesystem::path& path);

/// What systemCatalogWith found: the catalog, and each file's findings in the order given.
struct SystemCatalogLoad {
    SystemCatalog catalog;  ///< the built-in systems, then every file without errors
    std::vector<std::pair<std::string, Diagnostics>> files;
    bool ok() const;  ///< no file has an error
};

/// The built-in systems and the systems of `files` (a command's `--system FILE`s, in order). A
/// file is refused (an error, and left out of the catalog) when it has errors of its own, or
/// when its id is a built-in system's or an earlier file's ("system-id-taken": the message
/// names the other file and says to give the fork an id of its own).
SystemCatalogLoad systemCatalogWith(const std::vector<std::filesystem::path>& files);

/// Binds `scenario` to `system`: its id, and for a system that is not built in (a non-empty
/// hash) the hash and either `document` embedded (sidecar "") or `sidecar`, a path to the system
/// file relative to the scenario file's folder, ending in kSystemFileSuffix. A built-in system
/// clears the binding. `document` is the system's canonical text (SystemLoad::document).
void bindSystem(Scenario& scenario, const GameSystem& system, const std::string& document, const std::string& sidecar = {});

/// The system a scenario plays under, as loadScenario resolves it.
struct SystemResolution {
    std::shared_ptr<const GameSystem> system;  ///< null when it cannot be resolved
    std::string document;  ///< canonical text of a system that is not built in (what export embeds)
    Diagnostics diagnostics;
};

/// Resolves the system `scenario` names, in this order:
/// - a scenario without a binding: the catalog's system of that id (error "unknown-system"
///   otherwise); a system from a file that the scenario does not keep gets a warning
///   ("system-unbound": export it to embed the system);
/// - a binding that names a built-in id is refused ("system-id-taken");
/// - a system of that id given to the command (`--system`) is played as the scenario's; when
///   its hash is not the recorded one, a warning says so ("system-rebound");
/// - else the embedded document, or the sidecar read from `scenarioFile`'s folder (from the
///   current directory when `scenarioFile` is empty, as for standard input): its errors come
///   back at /systemBinding; its id must be the scenario's ("system-binding-id"), and its hash
///   the recorded one ("system-hash": the message names the scenario and the sidecar and says
///   how to bind the system again).
SystemResolution resolveScenarioSystem(const Scenario& scenario, const SystemCatalog& catalog, const std::filesystem::path& scenarioFile);

}  // namespace tricorne
