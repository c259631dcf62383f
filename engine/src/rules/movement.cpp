// Where pieces may go: ordered moves (000 · Phase 3. Movement and its Infantry/Cavalry/
// Artillery/Leader Movement subsections; 001 · PHASE 3. MOVEMENT), the terrain that stops or
// bars them (000/001 · TERRAIN), retreats (000 · RETREAT AND RALLY CHECKS, Lone Leader's
// Retreat, Lone Leader Escape), retire and rally (000 · MELEE COMBAT step 2) and the
// opening-cannonade retire (000 · Opening Cannonade).
//
// Every question "may this piece be on / pass through this hex" goes through entry(); every
// question "may it cross this hex side" through crossing(). The rest is search.
#include "tricorne/rules/card_effects.h"
#include "tricorne/rules/movement.h"

#include "tricorne/rules/attack.h"
#include "tricorne/rules/objectives.h"
#include "tricorne/rules/special_rules.h"

#include <algorithm>
#include <array>
#include <cstddef>
#include <optional>

namespace tricorne {

namespace {

/// 000 · Leader Movement: "may move up to 3 hexes" (001 the same).
constexpr int kLeaderAllowance = 3;

constexpr bool readingOrder(Hex a, Hex b) { return a.r != b.r ? a.r < b.r : a.q < b.q; }

void sortReading(std::vector<Hex>& hexes) { std::sort(hexes.begin(), hexes.end(), readingOrder); }

/// The pieces that move as one: a unit with the leader it carries, or a lone leader.
struct Mover {
    PieceRef piece;
    Position side = Position::Bottom;
    int carried = -1;  ///< a unit's attached leader (he moves with it), else -1

    bool isUnit() const { return piece.isUnit(); }
    bool isMe(int leader) const { return leader == carried || (!isUnit() && leader == piece.index); }
};

/// An on-board leader on h other than the mover's own, or -1. The occupancy table answers for
/// every leader but one on an ordered move: he travels off it (passing through a friendly
/// leader's hex must not hide that leader from us), so he is looked at by himself. The
/// conformance run checks the table against the pieces after every action.
/// `slot`: board::indexOf(h), h on the board.
int otherLeaderOn(const GameState& state, const Mover& mover, Hex h, int slot) {
    if (const int listed = state.leaderOnHex[static_cast<std::size_t>(slot)]; listed >= 0 && !mover.isMe(listed)) return listed;
    if (state.moving && !state.moving->piece.isUnit()) {
        const int moving = state.moving->piece.index;
        const LeaderState& l = state.leader(moving);
        if (!mover.isMe(moving) && l.onBoard() && l.hex == h) return moving;
    }
    return -1;
}

Hex hexOf(const GameState& state, PieceRef piece) {
    return piece.isUnit() ? state.unit(piece.index).hex
                          : state.leader(piece.index).hex;
}

bool onBoard(const GameState& state, PieceRef piece) {
    return piece.isUnit() ? state.unit(piece.index).alive()
                          : state.leader(piece.index).onBoard();
}

/// The mover as `state` has it now: a unit carries the leader on its hex.
Mover moverOf(const Rules& rules, const GameState& state, PieceRef piece) {
    Mover m{piece, piece.isUnit() ? rules.unitSide(piece.index) : rules.leaderSide(piece.index), -1};
    if (piece.isUnit()) {
        const Hex at = hexOf(state, piece);
        m.carried = otherLeaderOn(state, m, at, board::indexOf(at));
    }
    return m;
}

/// What a hex means to a mover.
enum class Entry : std::uint8_t {
    Free,     ///< may pass and may end here
    Join,     ///< a unit onto a lone friendly leader: may end here and must stop
    Pass,     ///< may pass through, may not end here
    Enemy,    ///< an enemy unit or leader: barred (a retreating leader may try to escape)
    Blocked,  ///< off the board, impassable terrain, or a friendly unit in a unit's way
};

/// Whether a unit may move through friendly pieces (only the opening-cannonade retire:
/// "it may move through friendly units, leaders", 000 · Opening Cannonade).
enum class Friends : std::uint8_t { Block, PassThrough };

/// The one judgement of "may this piece be on / pass this hex" (000 · Phase 3. Movement,
/// Leader Movement, RETREAT AND RALLY CHECKS, Lone Leader's Retreat). `slot` is
/// board::detail::slotOf(h), -1 off the engine's frame (the search has it already).
Entry entryAt(const Rules& rules, const GameState& state, const Mover& mover, Hex h, int slot, Friends friends) {
    if (slot < 0 || !rules.onBoardAt(slot)) return Entry::Blocked;  // off the system's board
    // "A unit and lone leader may not move onto or through a hex with impassable terrain."
    if (const TerrainType* t = rules.terrainAt(slot)) {
        const bool impassable = mover.isUnit() ? t->impassable.forKind(rules.unitType(mover.piece.index).kind)
                                               : t->impassable.leader;
        if (impassable) return Entry::Blocked;
    }
    int unit = state.unitOnHex[static_cast<std::size_t>(slot)];
    if (mover.isUnit() && unit == mover.piece.index) unit = -1;
    const int leader = otherLeaderOn(state, mover, h, slot);
    if ((unit >= 0 && rules.unitSide(unit) != mover.side) || (leader >= 0 && rules.leaderSide(leader) != mover.side))
        return Entry::Enemy;
    // 000 · CLAN CHIEF & CHIEF OFFICER MARKERS: "A leader may not attach to a unit that has a
    // Chief marker."
    if (!mover.isUnit()) {
        // A lone leader goes through friends; he may stop on a friendly unit only when it has
        // no leader (000 · Leader Movement) and no Chief marker, never on another leader's hex.
        return leader >= 0 || (unit >= 0 && state.unit(unit).chief) ? Entry::Pass : Entry::Free;
    }
    if (unit >= 0 || leader >= 0) {
        if (friends == Friends::PassThrough) return Entry::Pass;
        if (unit >= 0) return Entry::Blocked;  // "Two units may never occupy the same hex."
        // A unit joins a lone friendly leader and stops there; one carrying a leader may not,
        // or two leaders would share a hex (retreat: "A unit, without an attached leader"), nor
        // one with a Chief marker, which no leader may join (RULINGS.md).
        const bool chief = state.unit(mover.piece.index).chief;
        return mover.carried >= 0 || chief ? Entry::Blocked : Entry::Join;
    }
    return Entry::Free;
}

/// entryAt for a hex whose slot is not known yet.
Entry entry(const Rules& rules, const GameState& state, const Mover& mover, Hex h, Friends friends) {
    return entryAt(rules, state, mover, h, board::detail::slotOf(h), friends);
}

/// Crossing one hex side in an ordered move (000 · ENCLOSURE WALL, FIELD WORKS; 001 · FENCES:
/// no movement effect). Retreats and retires ignore hex-side features: a wall only limits
/// which units "may be ordered to move across", and terrain that is not impassable has no
/// effect on retreat. `kind` is the unit's, nullptr for a lone leader.
SideCrossing crossingFor(const Rules& rules, const UnitKind* kind, Hex from, Side side, bool firstStepFromStart) {
    const HexsideType* type = rules.edge(from, side).type;
    if (!type) return {};
    if (type->crossRestricted) {
        // Who may cross is data ("crossableBy", "leader" included). The booklets name only unit
        // types for walls, and the data lets a lone leader cross where cavalry may (RULINGS.md).
        if (!kind) {
            if (!type->leaderMayCross) return {false, false};
        } else if (std::find(type->crossableBy.begin(), type->crossableBy.end(), *kind) == type->crossableBy.end()) {
            return {false, false};
        }
    }
    // "The infantry unit must start its turn adjacent to a hex side with the enclosure wall":
    // the crossing is the first step of the move.
    if (type->mustStartAdjacent && !firstStepFromStart) return {false, false};
    return {true, type->stopAfterCrossing};
}

SideCrossing crossing(const Rules& rules, const Mover& mover, Hex from, Side side, bool firstStepFromStart) {
    const UnitKind* kind = mover.isUnit() ? &rules.unitType(mover.piece.index).kind : nullptr;
    return crossingFor(rules, kind, from, side, firstStepFromStart);
}

/// Road hexes are the tiles of a terrain with a road bonus (a bridge or ford carries no road
/// in the data).
bool isRoad(const Rules& rules, Hex h) { return roadBonus(rules, h) > 0; }

/// True when `h` carries a road tile with an exit on `side`.
bool roadExit(const Rules& rules, Hex h, Side side) {
    if (!isRoad(rules, h)) return false;
    const TerrainType* road = rules.terrain(h);
    const TerrainTile* tile = rules.tile(h);
    const auto variant = road->variants.find(tile->variant);
    if (variant == road->variants.end()) return false;
    // Exits are given at rotation 0; rotation r turns the tile 60°·r clockwise.
    return std::any_of(variant->second.begin(), variant->second.end(),
                       [&](Side exit) { return rotated(exit, tile->rotation) == side; });
}

/// 000 · ROAD "moves along on road hexes": both tiles' roads meet at the shared side.
bool roadConnects(const Rules& rules, Hex from, Side side) {
    return roadExit(rules, from, side) && roadExit(rules, neighbour(from, side), opposite(side));
}

int baseAllowance(const Rules& rules, PieceRef piece) {
    if (!piece.isUnit()) return kLeaderAllowance;
    int most = 0;
    for (const MoveAllowance& a : rules.unitType(piece.index).movement) most = std::max(most, a.hexes);
    return most;
}

/// How far an ordered piece may go this turn: `normal` hexes, and up to `intoMelee` hexes when
/// the move ends where it can melee (000 · Infantry Movement: highland "may move 1 hex and
/// battle or 2 hexes when into melee and can battle"; the unit type's melee-only allowance).
/// The road bonus extends `normal` only: a road move may not battle (000 · ROAD).
struct Allowance {
    int normal = 0;
    int intoMelee = 0;
};

Allowance allowanceOf(const Rules& rules, const GameState& state, PieceRef piece) {
    int normal = kLeaderAllowance;
    const int most = baseAllowance(rules, piece);
    if (piece.isUnit()) {
        normal = 0;
        for (const MoveAllowance& a : rules.unitType(piece.index).movement)
            if (a.battle != BattleAfterMove::MeleeOnly) normal = std::max(normal, a.hexes);
    }
    // A card that sets the movement sets both (000 · At the Quick Step: "All infantry unit's
    // normal movement is considered 1 hex, even for Highland infantry").
    return {cards::moveAllowance(rules, state, piece, normal), cards::moveAllowance(rules, state, piece, most)};
}

/// `progress` after a step, as the turn logic keeps it (movement.h, nextSteps).
MoveProgress advanced(MoveProgress progress, const MoveStep& step) {
    ++progress.steps;
    progress.onRoadOnly = progress.onRoadOnly && step.roadStep;
    progress.mustStop = progress.mustStop || step.mustStop();
    return progress;
}

/// A legal next step and whether the piece may end its move there.
struct Candidate {
    MoveStep step;
    bool mayEnd = true;
};

/// The candidates from one hex, at most one per hex side, so kept in place (this is the
/// innermost loop of every move, and the bots ask it thousands of times a game).
class Candidates {
public:
    const Candidate* begin() const { return m_items.data(); }
    const Candidate* end() const { return m_items.data() + m_size; }
    bool empty() const { return m_size == 0; }
    void push_back(const Candidate& c) { m_items[m_size++] = c; }

private:
    std::array<Candidate, 6> m_items{};
    std::size_t m_size = 0;
};

/// The sides of a hex in the reading order of the neighbours across them (the row above from
/// the left, then the same row, then the row below): a search that takes the sides in this
/// order finds the steps already sorted.
constexpr std::array<Side, 6> kSidesInReadingOrder{Side::NW, Side::NE, Side::W, Side::E, Side::SW, Side::SE};
static_assert([] {
    for (std::size_t i = 1; i < kSidesInReadingOrder.size(); ++i)
        if (!readingOrder(neighbour(Hex{}, kSidesInReadingOrder[i - 1]), neighbour(Hex{}, kSidesInReadingOrder[i]))) return false;
    return true;
}());

bool anyCandidate(const Rules& rules, const GameState& state, const Mover& mover, Hex at, const MoveProgress& progress);

/// What every step from the hex the search stands on shares: how far the move of `progress`
/// may still go (its normal movement, cards included, and the road bonus while it keeps to
/// the road) and the hex it leaves. Worked out once per hex, not once per side.
struct Origin {
    bool open = false;        ///< any step left at all
    bool beyondBase = false;  ///< only road movement takes the next step
    bool intoMelee = false;   ///< off the road, the next step must end where the unit can melee
    const TerrainType* here = nullptr;
    bool anyEdge = false;     ///< most hexes: no side to ask about
};

Origin origin(const Rules& rules, const GameState& state, const Mover& mover, Hex at, const MoveProgress& progress) {
    if (progress.mustStop) return {};
    const Allowance allowance = allowanceOf(rules, state, mover.piece);
    const int road = allowance.normal + (progress.onRoadOnly ? roadBonus(rules, progress.start) : 0);
    if (progress.steps >= std::max(allowance.intoMelee, road)) return {};
    return {true, progress.steps >= allowance.intoMelee, progress.steps >= allowance.normal, rules.terrain(at), rules.anyEdgeFeature(at)};
}

/// Why a step entering `there` (Entry `e`), across a side that stops it or not, from `here`
/// ends a move there (StopReason bits). 000 · RAVINE: "A unit on a ravine hex and moving out
/// must stop"; the data applies it to lone leaders too.
std::uint8_t stepStops(Entry e, bool crossStops, const TerrainType* there, const TerrainType* here) {
    return static_cast<std::uint8_t>((e == Entry::Join ? StopReason::JoinsLeader : 0) | (crossStops ? StopReason::CrossesSide : 0) |
                                     (there && there->stopOnEnter ? StopReason::EntersTerrain : 0) |
                                     (here && here->stopOnLeave ? StopReason::LeavesTerrain : 0));
}

/// The step from `at` across `side`, when it is a legal next step (the body of the search:
/// forEachCandidate asks it for each side, nextStepTo for the one side it needs).
std::optional<Candidate> candidateAcross(const Rules& rules, const GameState& state, const Mover& mover, Hex at,
                                         const MoveProgress& progress, const Origin& from, Side side) {
    const Hex to = neighbour(at, side);
    const int slot = board::detail::slotOf(to);
    // Off the board: never here; exitStep offers it where a breakthrough/withdraw objective allows.
    const Entry e = entryAt(rules, state, mover, to, slot, Friends::Block);
    if (e == Entry::Enemy || e == Entry::Blocked) return std::nullopt;
    // A step keeps the move "along on road hexes" only when the roads meet at the side.
    const bool alongRoad = progress.onRoadOnly && roadConnects(rules, at, side);
    if (from.beyondBase && !alongRoad) return std::nullopt;
    const SideCrossing cross = from.anyEdge ? crossing(rules, mover, at, side, progress.steps == 0 && at == progress.start) : SideCrossing{};
    if (!cross.allowed) return std::nullopt;

    Candidate c;
    c.step.to = to;
    c.step.roadStep = alongRoad;
    const TerrainType* there = rules.terrainAt(slot);
    c.step.stops = stepStops(e, cross.stop, there, from.here);
    c.step.enterRoll = there && there->enterRoll.rollsFor(mover.isUnit());
    c.mayEnd = e != Entry::Pass;
    // Beyond its normal movement and off the road, a unit may end only "into melee".
    if (from.intoMelee && !alongRoad && c.mayEnd && mover.isUnit()) c.mayEnd = readyToMelee(rules, state, mover.piece.index, to);
    // A hex he may only pass through is a step only if he can go on to somewhere he may end,
    // and never one whose entry roll may stop him there (boggy ground, wetland): two leaders
    // may not share a hex (000 · Leader Movement).
    if (!c.mayEnd && (c.step.enterRoll || !anyCandidate(rules, state, mover, to, advanced(progress, c.step)))) return std::nullopt;
    return c;
}

/// Calls visit(candidate) for each legal next step from `at`, in reading order, until it
/// returns false.
template <typename Visit>
void forEachCandidate(const Rules& rules, const GameState& state, const Mover& mover, Hex at, const MoveProgress& progress, Visit&& visit) {
    const Origin from = origin(rules, state, mover, at, progress);
    if (!from.open) return;
    for (Side side : kSidesInReadingOrder)
        if (const auto c = candidateAcross(rules, state, mover, at, progress, from, side))
            if (!visit(*c)) return;
}

/// Whether there is any next step from `at` (stops at the first: most hexes have one).
bool anyCandidate(const Rules& rules, const GameState& state, const Mover& mover, Hex at, const MoveProgress& progress) {
    bool any = false;
    forEachCandidate(rules, state, mover, at, progress, [&](const Candidate&) { return !(any = true); });
    return any;
}

/// The next steps from `at`, in reading order.
Candidates candidates(const Rules& rules, const GameState& state, const Mover& mover, Hex at, const MoveProgress& progress) {
    Candidates out;
    forEachCandidate(rules, state, mover, at, progress, [&](const Candidate& c) {
        out.push_back(c);
        return true;
    });
    return out;
}

/// Depth-first over the move's states (hex, steps, road-only), each visited once.
class Reach {
public:
    Reach(const Rules& rules, const GameState& state, const Mover& mover)
        : m_rules(rules), m_state(state), m_mover(mover),
          m_maxSteps(static_cast<std::size_t>(baseAllowance(rules, mover.piece) + rules.system().maxRoadBonus() + 1)),
          m_seen(board::kHexCount * m_maxSteps * 2, false) {}

    void explore(Hex at, const MoveProgress& progress) {
        for (const Candidate& c : candidates(m_rules, m_state, m_mover, at, progress)) {
            if (c.mayEnd) m_ends[board::slot(c.step.to)] = true;
            const MoveProgress next = advanced(progress, c.step);
            if (next.mustStop) continue;
            const std::size_t key = (board::slot(c.step.to) * m_maxSteps + static_cast<std::size_t>(next.steps)) * 2 + (next.onRoadOnly ? 1 : 0);
            if (m_seen[key]) continue;
            m_seen[key] = true;
            explore(c.step.to, next);
        }
    }

    std::vector<Hex> ends(Hex start) const {
        std::vector<Hex> out;
        for (Hex h : board::allHexes())  // already in reading order
            if (h != start && m_ends[board::slot(h)]) out.push_back(h);
        return out;
    }

private:

    const Rules& m_rules;
    const GameState& m_state;
    Mover m_mover;
    std::size_t m_maxSteps;  ///< steps run 0..allowance + the system's largest road bonus
    std::vector<bool> m_seen;
    std::array<bool, board::kHexCount> m_ends{};
};

}  // namespace

std::vector<MoveStep> nextSteps(const Rules& rules, const GameState& state, const MoveProgress& progress) {
    std::vector<MoveStep> out;
    nextSteps(rules, state, progress, out);
    return out;
}

namespace {

/// 000 · OBJECTIVE VICTORY BANNERS, Breakthrough / Withdraw: a unit on a baseline hex at the
/// start of its turn may be ordered off the board there; leaving counts as its one hex. A lone
/// leader may only where the objective names him (000 · Phase 3: not "unless explicitly
/// allowed by the scenario's battle notes"; 000 · Alness).
std::optional<MoveStep> exitStep(const Rules& rules, const Mover& mover, Hex at, const MoveProgress& progress) {
    if (progress.steps != 0 || at != progress.start) return std::nullopt;
    for (const Objective& o : rules.scenario().objectives) {
        if (!exitQualifies(rules, o, mover.side, at, !mover.isUnit())) continue;
        const bool topEdge = at.r == 0;
        for (Side side : topEdge ? std::array<Side, 2>{Side::NE, Side::NW} : std::array<Side, 2>{Side::SE, Side::SW}) {
            const Hex off = neighbour(at, side);
            if (rules.onBoard(off)) continue;
            MoveStep exit;
            exit.to = off;
            exit.exitsBoard = true;
            exit.stops = StopReason::LeavesBoard;
            return exit;
        }
        return std::nullopt;
    }
    return std::nullopt;
}

}  // namespace

void nextSteps(const Rules& rules, const GameState& state, const MoveProgress& progress, std::vector<MoveStep>& out) {
    out.clear();
    if (!onBoard(state, progress.piece)) return;
    const Mover mover = moverOf(rules, state, progress.piece);
    const Hex at = hexOf(state, progress.piece);
    for (const Candidate& c : candidates(rules, state, mover, at, progress)) out.push_back(c.step);
    if (const auto exit = exitStep(rules, mover, at, progress)) out.push_back(*exit);
}

std::optional<MoveStep> nextStepTo(const Rules& rules, const GameState& state, const MoveProgress& progress, Hex to) {
    if (!onBoard(state, progress.piece)) return std::nullopt;
    const Mover mover = moverOf(rules, state, progress.piece);
    const Hex at = hexOf(state, progress.piece);
    if (const auto side = sideTowards(at, to)) {
        const Origin from = origin(rules, state, mover, at, progress);
        if (from.open)
            if (const auto c = candidateAcross(rules, state, mover, at, progress, from, *side)) return c->step;
    }
    if (const auto exit = exitStep(rules, mover, at, progress); exit && exit->to == to) return exit;
    return std::nullopt;
}

bool readyToMelee(const Rules& rules, const GameState& state, int unit, Hex end) {
    const Position side = rules.unitSide(unit);
    const auto enemyOn = [&](Hex h) {
        if (const int u = state.unitAt(h); u >= 0) return rules.unitSide(u) != side;
        const int l = state.leaderAt(h);
        return l >= 0 && rules.leaderSide(l) != side;
    };
    const auto& sides = kAllSides;
    if (std::none_of(sides.begin(), sides.end(), [&](Side d) { return enemyOn(neighbour(end, d)); })) return false;  // most hexes
    // The melee as it would be made: the unit on `end` (with its leader, unless he was ordered
    // on his own and has not moved yet, as the turn logic moves them), having moved.
    GameState after = state;
    const int leader = after.attachedLeader(unit);
    after.moveUnit(unit, end);
    if (leader >= 0) {
        const LeaderState& l = after.leader(leader);
        if (!(l.ordered && !l.moveDone)) after.moveLeader(leader, end);
    }
    UnitState& u = after.unit(unit);
    u.moved = true;
    u.meleeOnly = true;
    return std::any_of(sides.begin(), sides.end(), [&](Side d) {
        const Hex n = neighbour(end, d);
        return enemyOn(n) && attackAllowed(rules, after, unit, n);
    });
}

int roadBonus(const Rules& rules, Hex h) {
    const TerrainType* t = rules.terrain(h);
    return t ? t->roadBonus : 0;
}

std::vector<Hex> reachableHexes(const Rules& rules, const GameState& state, PieceRef piece) {
    if (!onBoard(state, piece)) return {};
    const Hex start = hexOf(state, piece);
    MoveProgress fresh;
    fresh.piece = piece;
    fresh.start = start;
    fresh.onRoadOnly = isRoad(rules, start);
    // Boggy ground / wetland: candidates never stop on an enter roll, so the search assumes
    // the roll lets the piece go on (the header's promise).
    Reach reach(rules, state, moverOf(rules, state, piece));
    reach.explore(start, fresh);
    return reach.ends(start);
}

std::vector<Hex> retreatSteps(const Rules& rules, const GameState& state, int unit) {
    std::vector<Hex> out;
    const PieceRef piece = PieceRef::unit(unit);
    if (!onBoard(state, piece)) return out;
    const Mover mover = moverOf(rules, state, piece);
    const Hex at = hexOf(state, piece);
    // Only toward its own baseline, never sideways; off the board is no option (a block is
    // lost instead, which the caller does). Terrain other than impassable is ignored.
    for (Side side : retreatSidesFor(rules, mover.piece, mover.side)) {
        const Hex to = neighbour(at, side);
        const Entry e = entry(rules, state, mover, to, Friends::Block);
        if (e == Entry::Free || e == Entry::Join) out.push_back(to);
    }
    sortReading(out);
    return out;
}

std::vector<MoveStep> breakthroughSteps(const Rules& rules, const GameState& state, int unit) {
    std::vector<MoveStep> out;
    const PieceRef piece = PieceRef::unit(unit);
    if (!onBoard(state, piece)) return out;
    const Mover mover = moverOf(rules, state, piece);
    const Hex at = hexOf(state, piece);
    const TerrainType* here = rules.terrain(at);
    const bool anyEdge = rules.anyEdgeFeature(at);
    for (Side side : kSidesInReadingOrder) {
        const Hex to = neighbour(at, side);
        const Entry e = entry(rules, state, mover, to, Friends::Block);
        if (e != Entry::Free && e != Entry::Join) continue;
        // Never the move's first step: it took the vacated hex first (a wall's "must start
        // adjacent" keeps it out).
        const SideCrossing cross = anyEdge ? crossing(rules, mover, at, side, false) : SideCrossing{};
        if (!cross.allowed) continue;
        const TerrainType* there = rules.terrain(to);
        MoveStep step;
        step.to = to;
        step.stops = stepStops(e, cross.stop, there, here);
        step.enterRoll = there && there->enterRoll.rollsFor(true);
        out.push_back(step);
    }
    return out;
}

LeaderRetreatOptions leaderRetreatSteps(const Rules& rules, const GameState& state, int leader) {
    return leaderRetreatSteps(rules, state, leader, hexOf(state, PieceRef::leader(leader)));
}

LeaderRetreatOptions leaderRetreatSteps(const Rules& rules, const GameState& state, int leader, Hex at) {
    LeaderRetreatOptions out;
    const PieceRef piece = PieceRef::leader(leader);
    if (!onBoard(state, piece)) return out;
    const Mover mover = moverOf(rules, state, piece);
    // 000 · Lone Leader's Retreat: "A player may choose to retreat a leader off his baseline".
    out.offBoard = at.r == rules.baselineRow(mover.side);
    for (Side side : retreatSidesFor(rules, mover.piece, mover.side)) {
        const Hex to = neighbour(at, side);
        switch (entry(rules, state, mover, to, Friends::Block)) {
            case Entry::Free:
            case Entry::Pass: out.steps.push_back(to); break;
            case Entry::Enemy: out.escapes.push_back(to); break;
            case Entry::Join:
            case Entry::Blocked: break;
        }
    }
    sortReading(out.steps);
    sortReading(out.escapes);
    return out;
}

std::vector<std::vector<Hex>> retirePaths(const Rules& rules, const GameState& state, int unit, bool cannonade) {
    std::vector<std::vector<Hex>> out;
    const PieceRef piece = PieceRef::unit(unit);
    if (!onBoard(state, piece)) return out;
    const Mover mover = moverOf(rules, state, piece);
    const Friends friends = cannonade ? Friends::PassThrough : Friends::Block;
    const auto sides = retreatSidesFor(rules, mover.piece, mover.side);
    for (Side first : sides) {
        const Hex h1 = neighbour(hexOf(state, piece), first);
        const Entry e1 = entry(rules, state, mover, h1, friends);
        // Retire and rally onto a lone friendly leader stops there: "a one hex retire and rally
        // is possible". The cannonade retire passes him instead ("the leader will not allow the
        // artillery unit to stop"): entry() answers Pass for him then.
        if (e1 == Entry::Join) {
            out.push_back({h1});
            continue;
        }
        if (e1 != Entry::Free && e1 != Entry::Pass) continue;
        for (Side second : sides) {
            const Hex h2 = neighbour(h1, second);
            const Entry e2 = entry(rules, state, mover, h2, friends);
            if (e2 == Entry::Free || e2 == Entry::Join) out.push_back({h1, h2});
        }
    }
    std::sort(out.begin(), out.end(), [](const std::vector<Hex>& a, const std::vector<Hex>& b) {
        return std::lexicographical_compare(a.begin(), a.end(), b.begin(), b.end(), readingOrder);
    });
    return out;
}

SideCrossing leaderCrossing(const Rules& rules, Hex from, Side side, bool firstStep) {
    return crossingFor(rules, nullptr, from, side, firstStep);
}

SideCrossing unitCrossing(const Rules& rules, int unit, Hex from, Side side, bool firstStep) {
    return crossingFor(rules, &rules.unitType(unit).kind, from, side, firstStep);
}

bool leaderMayEndOn(const Rules& rules, const GameState& state, int leader, Hex h) {
    if (!rules.onBoard(h) || state.leaderAt(h) >= 0) return false;
    const int u = state.unitAt(h);
    return u < 0 || (rules.unitSide(u) == rules.leaderSide(leader) && !state.unit(u).chief);
}

}  // namespace tricorne
