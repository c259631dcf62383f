// Validation: one function per layer, used by the CLI, the studio's live panel and export.
//
//   file bytes ─ readJson ─► document ─ migrate ─► current version ─ checkSchema ─► shape ok
//            ─ scenarioFromJson ─► Scenario ─ validateSemantics ─► meaning ok
#pragma once

#include <filesystem>
#include <memory>
#include <optional>
#include <string>

#include <nlohmann/json.hpp>

#include "tricorne/core/diagnostic.h"
#include "tricorne/model/scenario.h"
#include "tricorne/model/system.h"

namespace tricorne {

/// Brings a scenario document of an older version up to kScenarioVersion in place. Refuses a version this build
/// cannot read (one error, code "version-newer" or "version-unknown") and an older version holding a field a later
/// version added (code "version-field", one error per field, at the field); the document is then unchanged.
Diagnostics migrateScenario(nlohmann::json& doc);

/// The semantic layer: what the schema cannot say (stacking, terrain, rosters, sides,
/// reachability). Runs on the in-memory model in microseconds, so the studio calls it after
/// every edit. Diagnostics come in document order.
Diagnostics validateSemantics(const Scenario& scenario, const GameSystem& system);

/// What a scenario takes out of the box besides unit and leader blocks. Hex-side features are
/// printed on terrain tiles (000 · Hints when setting up Scenario Terrain: "Enclosure wall
/// terrain is on one side and forest are on the other side of a terrain tile"), so a hex with
/// features and no terrain tile of its own takes one more tile. validateSemantics warns
/// ("box-exceeded") when tiles() or chiefMarkers exceed the system's BoxContents.
struct BoxUse {
    int terrainTiles = 0;     ///< tiles of a terrain type
    int hexsideTiles = 0;     ///< hexes with hex-side features and no terrain tile
    int hexsideFeatures = 0;  ///< hex sides with a feature
    int chiefMarkers = 0;     ///< units with their Chief marker
    int tiles() const { return terrainTiles + hexsideTiles; }
};
BoxUse boxUse(const Scenario& scenario);

/// The pieces still in the unplaced tray (units and leaders). A scenario with any is a draft:
/// validation warns once per piece ("unplaced-piece"); playtest, simulate and export refuse it.
int unplacedPieceCount(const Scenario& scenario);

/// Why a draft cannot be played or exported yet: "place 3 pieces first: ..."; "" when the tray
/// is empty. What `tricorne export` and `tricorne simulate` say.
std::string placePiecesFirst(const Scenario& scenario);

/// The diagnostics among `diagnostics` that say why games of a scenario may never end (no
/// side can reach its victory banners, ...), in their order: what `tricorne simulate` and the
/// studio's balance panel show beside unfinished games. Empty when validation knows no reason.
Diagnostics whyGamesMayNotEnd(const Diagnostics& diagnostics);

/// The game systems shipped in templates/systems/, compiled into the binary as values at build
/// time (no JSON is read or schema-checked at run time: the engine tests check that the files
/// pass the schema and that these values equal what gameSystemFromJson reads from them).
const SystemCatalog& builtinSystems();

/// Everything known after loading a scenario document.
struct ScenarioLoad {
    /// Present when the document has the right shape (semantic errors may remain: a designer
    /// must be able to open a file in order to fix it).
    std::optional<Scenario> scenario;
    /// The scenario's game system, when it could be resolved (system_files.h,
    /// resolveScenarioSystem): the catalog's, or the one the scenario keeps, which
    /// `systemOwner` keeps alive as long as any copy of this load.
    const GameSystem* system = nullptr;
    std::shared_ptr<const GameSystem> systemOwner;
    /// The canonical text of a system that is not built in: what export embeds. "" otherwise.
    std::string systemDocument;
    Diagnostics diagnostics;
};

/// The full pipeline on a parsed document: format, version, schema, model, system, semantics.
/// `file` is where the document was read from: a sidecar system resolves against its folder
/// (the current directory when empty, as for standard input).
ScenarioLoad loadScenario(nlohmann::json doc, const SystemCatalog& catalog = builtinSystems(), const std::filesystem::path& file = {});

/// readJsonFile + loadScenario.
ScenarioLoad loadScenarioFile(const std::filesystem::path& path, const SystemCatalog& catalog = builtinSystems());

/// Validates a game-system document: format, version, schema, the cross-references the schema
/// cannot check (factions of armies, unique ids, linear terrain variants), and when there is no
/// error, the playability warnings (validate/playability.h).
Diagnostics validateSystemDocument(const nlohmann::json& doc);

/// Validates any Tricorne file by its "format" (scenario or system). What `tricorne validate` runs.
Diagnostics validateFile(const std::filesystem::path& path, const SystemCatalog& catalog = builtinSystems());

}  // namespace tricorne
