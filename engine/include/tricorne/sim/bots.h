// Bots play only through legalActions/apply (docs/design/engine.md), every decision inside combat
// included. Each bot has its own generator, separate from the game's dice, so a bot never
// changes the dice: the same seed and the same actions give the same game whoever chose them.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "tricorne/play/game.h"

namespace tricorne {

/// The bots the CLI and the simulation know, by their command-line names.
enum class BotKind : std::uint8_t { Random, Greedy, Search };

/// One bot: its command-line name and what it does.
struct BotInfo {
    BotKind kind;
    const char* name;     ///< "random", "greedy", "search"
    const char* summary;  ///< one line
};

/// Every bot, in BotKind order: the one list the CLI, the simulation and the studio read.
std::span<const BotInfo> bots();

/// "random" / "greedy" / "search".
const char* botName(BotKind bot);

/// The bot with that command-line name, or nullopt.
std::optional<BotKind> botFromName(std::string_view name);

/// The bots' names joined by `separator` ("random, greedy"), for help and error texts.
std::string botNames(std::string_view separator);

/// A uniformly random legal action. Precondition: the game is not over.
Action randomAction(const Rules& rules, const GameState& state, Pcg32& botRng);

/// The turn from which the greedy bot takes a random legal action in a quarter of its
/// decisions (drawn from `botRng`), so that it cannot go round a cycle of positions for ever.
/// Far beyond the length of a game that is going anywhere: greedy games of the shipped battles
/// last tens of turns.
inline constexpr int kRestlessTurn = 1000;

/// The greedy bot: one ply. Scores every legal action from the state as it stands, without
/// applying it and without rolling (expected hits from the dice assessAttack gives, the chance
/// of taking a banner, and a position's safety: adjacent enemies, supports, protective
/// terrain, objective hexes), and returns a best one. Ties are broken by `botRng`, never by
/// the game's generator. Actions it has no opinion on (kinds added later) score 0. From turn
/// kRestlessTurn it plays some random actions (see there).
/// Precondition: the game is not over. Always returns a member of legalActions(rules, state).
Action greedyAction(const Rules& rules, const GameState& state, Pcg32& botRng);

/// The action `bot` chooses (the search bot at SearchOptions' default budget, sim/search.h).
/// Precondition: the game is not over.
Action chooseAction(BotKind bot, const Rules& rules, const GameState& state, Pcg32& botRng);

/// The index in `legal` of the action `bot` chooses: what chooseAction returns, for a caller
/// that holds legalActions(rules, state) already (a Match). Precondition: `legal` is that
/// list, not empty.
std::size_t chooseIndex(BotKind bot, const Rules& rules, const GameState& state, const std::vector<Action>& legal, Pcg32& botRng);

/// The greedy bot's score of one legal action (higher is better); exposed for tests and for
/// explaining a bot's choice.
double greedyScore(const Rules& rules, const GameState& state, const Action& action);

/// greedyScore of every action of `legal` into `scores` (resized), sharing the work one
/// decision's scores have in common.
void greedyScores(const Rules& rules, const GameState& state, const std::vector<Action>& legal, std::vector<double>& scores);

}  // namespace tricorne
