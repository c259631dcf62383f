// Game logs (docs/design/engine.md): the scenario's hash, the seed, every action and the state hash
// after it. A log replays exactly (play/replay.h); it is what a bug report attaches and what
// the studio saves.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "tricorne/core/diagnostic.h"
#include "tricorne/model/action.h"
#include "tricorne/model/rules.h"
#include "tricorne/model/state.h"

namespace tricorne {

/// 64-bit FNV-1a over every field of the state that can change a future decision, in a fixed
/// order: equal states, equal hashes. Left out: the occupancy tables (derived from the pieces)
/// and forcedDice (dice staged from outside the game, which no log records). Fields added after
/// logs were first written are hashed only when they differ from their initial value, so the
/// logs written before them keep their hashes.
std::uint64_t hashState(const GameState& state);

/// FNV-1a over the scenario's canonical text as version 1 wrote it, without what versions 2 to 4
/// added (labels, the unplaced tray, the reconstruction note, the reference picture, the kept game
/// system: they change no game, or the log pins them itself), as 16 hex digits.
std::string scenarioHash(const Scenario& scenario);

/// A state hash as a log writes it: 16 lowercase hex digits.
std::string formatHash(std::uint64_t hash);

/// The kind's name in game logs ("play-card", "ship-fire", …; schema/log.schema.json).
const char* actionKindName(ActionKind kind);

struct GameLog {
    std::string scenarioHash;
    /// The game system the game was played under, when it was read from a file: its id and
    /// content hash (GameSystem::hash), which pin it. Both "" under a built-in system (which the
    /// build pins, as before logs named systems), so a log without them was played under one.
    std::string system, systemHash;
    std::uint64_t seed = 0;
    std::uint64_t startHash = 0;  ///< the state startGame returned
    struct Entry {
        Action action;
        std::uint64_t stateHash = 0;  ///< after the action and its consequences
        /// The action in players' words (text/action_text.h's describeAction), written by a
        /// recorder that has the state it was taken in, as the studio's playtest does; a log
        /// file keeps it as its "text". Empty: the file gets describe()'s ids instead.
        std::string text;
    };
    std::vector<Entry> entries;
};

/// A new log for a game started with startGame(rules, seed).
GameLog beginLog(const Rules& rules, const GameState& start, std::uint64_t seed);

/// The log as a file ("format": "tricorne-log"; schema/log.schema.json). Pieces are named by
/// their scenario ids and hexes as [col, row], so a log reads without the engine; each action's
/// "text" is the entry's own words, else describe()'s.
nlohmann::ordered_json logToJson(const Rules& rules, const GameLog& log);

/// Reads a log document for this scenario; diagnostics (with pointers) when it does not fit.
std::optional<GameLog> logFromJson(const Rules& rules, const nlohmann::json& doc, Diagnostics& diagnostics);

}  // namespace tricorne
