// Validation of a game system from shape to playability (issue #36): what a system that passed
// the schema may still get wrong for play. Mostly warnings (a designer may mean it, but should
// know); a system no game can be played with at all is an error.
#pragma once

#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "tricorne/core/diagnostic.h"
#include "tricorne/model/system.h"

namespace tricorne {

/// A unit behaviour the test suite plays: a unit kind with exactly these abilities.
struct CoveredBehaviour {
    UnitKind kind;
    std::vector<Ability> abilities;  ///< sorted by enum value
    const char* coveredBy;           ///< where the suite plays it (a shipped system's unit type)
};

/// The one table of unit behaviours (kind and ability set) the test suite covers: every one is
/// a unit type of a shipped system, so every shipped battle's seeded conformance games and the
/// rules tests play it (tests/engine/validate/playability_test.cpp checks both ways).
/// systemPlayability warns about a unit type outside it.
const std::vector<CoveredBehaviour>& coveredBehaviours();

/// The playability findings of a system, each with its JSON pointer into the system's document
/// and what to do, in document order:
/// - "no-command-deck" (an error): no Command deck, so no turn can begin;
/// - "no-section-card": the Command deck has no Section card, so no card orders by section as
///   the booklets' turn does (000 · Phase 1. Play a Command Card);
/// - "no-dice": a unit type whose dice are all 0 never battles;
/// - "behaviour-untested": a unit type whose kind and abilities no test plays (coveredBehaviours).
/// Built-in systems have none (a test checks). A scenario's own playability (a side dealt Combat
/// cards from an empty deck: "empty-combat-deck") is validateSemantics'.
Diagnostics systemPlayability(const GameSystem& system);

/// What validateSystemDocument appends to its other checks, on a document that passed them: the
/// ids no entry defines (errors "unknown-faction" for a Combat deck's faction, "unknown-army" for
/// a card effect's army), then, when there is none, systemPlayability. Nothing more when the
/// reader cannot build the model.
Diagnostics systemDocumentPlayability(const nlohmann::json& doc);

}  // namespace tricorne
