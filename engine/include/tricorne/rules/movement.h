// Where pieces may go (000 · Phase 3. Movement, RETREAT AND RALLY CHECKS, Lone Leader's
// Retreat, TERRAIN; 001 likewise): ordered movement one step at a time, retreats,
// retire-and-rally, leader retreats and escape, the opening-cannonade retire.
#pragma once

#include <cstdint>
#include <optional>
#include <vector>

#include "tricorne/model/rules.h"
#include "tricorne/model/state.h"

namespace tricorne {

/// Why a step ends the ordered move where it goes (MoveStep::stops), one bit per reason.
namespace StopReason {
inline constexpr std::uint8_t JoinsLeader = 1 << 0;    ///< a unit onto a lone friendly leader, who attaches (000 · Phase 3)
inline constexpr std::uint8_t CrossesSide = 1 << 1;    ///< a hex side that stops a piece once across (wall, field works)
inline constexpr std::uint8_t EntersTerrain = 1 << 2;  ///< terrain that stops a piece entering it (forest, stream …)
inline constexpr std::uint8_t LeavesTerrain = 1 << 3;  ///< terrain that stops a piece leaving it (000 · RAVINE)
inline constexpr std::uint8_t LeavesBoard = 1 << 4;    ///< off a baseline: the piece leaves the battlefield (exitsBoard)
}  // namespace StopReason

/// One legal next step of an ordered move.
struct MoveStep {
    Hex to;
    bool exitsBoard = false;  ///< off a baseline hex, as a breakthrough/withdraw objective allows
    std::uint8_t stops = 0;   ///< StopReason bits: why the move ends there; 0 when it may go on
    bool roadStep = false;    ///< along connected road exits, the move kept to the road so far (000 · ROAD);
                              ///< a move that ends beyond the unit's allowance used the road: no battle
    bool enterRoll = false;   ///< boggy ground / wetland: a die is rolled on entering
    /// The move ends there (terrain, joining a lone leader, crossing a wall, leaving the board).
    bool mustStop() const { return stops != 0; }
    bool operator==(const MoveStep&) const = default;
};

/// How many hexes farther a move that starts on `h` may go along connected roads: the road
/// terrain's bonus (TerrainType::roadBonus; 000 · ROAD), 0 when `h` is no road. A move that
/// starts on a road begins with MoveProgress::onRoadOnly set.
int roadBonus(const Rules& rules, Hex h);

/// The next steps the piece of `progress` may take in its ordered move, given the steps it
/// has taken (state.moving). Empty when it must stop. Allowances come from the unit type's
/// data (and 3 hexes for leaders), road bonus included; a step beyond the normal allowance
/// into a melee-only one (highland's second hex) is offered only where readyToMelee, or where
/// the road carries the unit on. The piece stands where `state` has
/// it: the turn logic moves it (and a unit's attached leader with it) after each step and
/// updates `progress`: steps + 1, onRoadOnly &&= roadStep, mustStop ||= mustStop() (or a
/// boggy/wetland roll that stops it). A lone leader is offered a step through a friendly unit
/// that has a leader, or through a friendly lone leader, only when he can go on from there to
/// a hex where he may end; he may end only on an empty hex or on a friendly unit without a
/// leader. exitsBoard marks the step off a baseline a breakthrough/withdraw objective allows.
std::vector<MoveStep> nextSteps(const Rules& rules, const GameState& state, const MoveProgress& progress);
/// The same steps in `out` (cleared first), for callers that ask at every step and keep a buffer.
void nextSteps(const Rules& rules, const GameState& state, const MoveProgress& progress, std::vector<MoveStep>& out);
/// The member of nextSteps(…) that goes to `to`, if there is one (judged without listing the
/// others: checking a chosen step).
std::optional<MoveStep> nextStepTo(const Rules& rules, const GameState& state, const MoveProgress& progress, Hex to);

/// 000 · Infantry Movement / 001 · INFANTRY MOVEMENT: whether `unit`, having ended an ordered
/// move on `end`, could then melee an adjacent enemy unit or lone enemy leader (assessAttack's
/// judgement with the unit moved there, its leader with it, counted as moved and allowed only
/// to melee). A highland unit's 2-hex move must end so ("2 hexes when into melee and can
/// battle"); false when no enemy is adjacent to `end`.
bool readyToMelee(const Rules& rules, const GameState& state, int unit, Hex end);

/// Every hex the piece may end an ordered move on this turn, not its own, sorted in reading
/// order (what `tricorne probe moves` prints). Explores nextSteps from a fresh MoveProgress;
/// boggy/wetland rolls are assumed to let the piece continue (they may stop it in play).
std::vector<Hex> reachableHexes(const Rules& rules, const GameState& state, PieceRef piece);

/// The hexes a retreating unit may step to next: toward its own baseline (two sides), not
/// onto or through units or enemy leaders, not onto impassable terrain; other terrain is
/// ignored. A hex with a lone friendly leader is allowed (the retreat stops there). Empty:
/// the step cannot be completed (a block is lost for it).
std::vector<Hex> retreatSteps(const Rules& rules, const GameState& state, int unit);

/// The next hexes of `unit`'s cavalry breakthrough (002 · Cavalry Breakthrough: "subject to
/// normal terrain movement restrictions"), in reading order: any direction, back to where it
/// attacked from included; not onto or through units or enemy leaders, not onto impassable
/// terrain, across a hex side only as an ordered move's later step may cross it. `stops` says
/// why the breakthrough ends there (terrain entered or left, a side crossed, a lone friendly
/// leader joined). Whether it may still move at all (hexes left, the last step's stop) is the
/// caller's.
std::vector<MoveStep> breakthroughSteps(const Rules& rules, const GameState& state, int unit);

/// The hexes a lone leader may retreat to next (1-3 hexes, toward his baseline, through
/// friendly pieces; stopping only where no other friendly leader stands and no enemy is;
/// through enemy pieces only by escape, which the caller resolves). `offBoard` is true when
/// he stands on his own baseline and may leave the board there.
/// `steps` includes hexes he may only pass through (a friendly unit with a leader, a friendly
/// lone leader): the caller lets him END only on an empty hex or a friendly unit without a
/// leader. `escapes` lists every enemy-occupied retreat hex; the caller offers them as the system
/// says (family::leaderMayEscape: 000 · Lone Leader Escape, only when `steps` is empty; 002 ·
/// Leader Escape, beside them, but never as his third hex). Escaping through a lone
/// enemy leader needs no roll; through an enemy unit, that unit battles him (melee dice, any
/// saber eliminates him).
struct LeaderRetreatOptions {
    std::vector<Hex> steps;       ///< free hexes (empty or friendly)
    std::vector<Hex> escapes;     ///< enemy-occupied hexes he may try to escape through
    bool offBoard = false;
};
LeaderRetreatOptions leaderRetreatSteps(const Rules& rules, const GameState& state, int leader);
/// The same from `at`, where a retreating leader has got to (he travels off the tables).
LeaderRetreatOptions leaderRetreatSteps(const Rules& rules, const GameState& state, int leader, Hex at);

/// Whether a piece may cross a hex side on a move of its own, and must stop once across.
struct SideCrossing {
    bool allowed = true;
    bool stop = false;
};
/// A lone leader crossing `side` of `from` (000 · ENCLOSURE WALL, FIELD WORKS: who may cross
/// is the hex-side type's data; `firstStep`: the crossing is his move's first step). The
/// ordered move and the Combat card's reposition both ask it.
SideCrossing leaderCrossing(const Rules& rules, Hex from, Side side, bool firstStep);
/// The same for `unit` crossing `side` of `from` on a move of its own (an ordered step, or
/// taking ground: "subject to normal terrain movement restrictions", 000 · Taking Ground).
SideCrossing unitCrossing(const Rules& rules, int unit, Hex from, Side side, bool firstStep);

/// Whether a leader may end a move or a retreat on `h` (000 · Leader Movement, Lone Leader's
/// Retreat): on the board, no other leader there, no enemy unit, and no friendly unit with a
/// Chief marker ("A leader may not attach to a unit that has a Chief marker", 000 · CLAN
/// CHIEF & CHIEF OFFICER MARKERS). `h` may hold the leader himself only while he travels off
/// the occupancy tables (a move or retreat in progress).
bool leaderMayEndOn(const Rules& rules, const GameState& state, int leader, Hex h);

/// The hexes two steps back a unit may retire to (retire and rally; opening-cannonade
/// artillery retire): through non-impassable terrain, not through units or enemy leaders;
/// one step onto a lone friendly leader ends it there (retire-and-rally only, not the
/// cannonade retire). Empty when it cannot retire the full distance.
std::vector<std::vector<Hex>> retirePaths(const Rules& rules, const GameState& state, int unit, bool cannonade);

}  // namespace tricorne
