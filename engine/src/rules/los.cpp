// Line of sight (000 · Ranged Combat (Fire) Procedure step 3; 000 · HILL, FOREST, BUILDINGS /
// CHURCH, RAVINE, ENCLOSURE WALL; 001 likewise). See include/tricorne/rules/los.h.
//
// The centre-to-centre line is traced exactly, in integers: no epsilon, no nudging. In cube
// coordinates (q, r, s) the cell of a hex H is the set of points P with
// |(Pq - Pr) - (Hq - Hr)| <= 1, |(Pr - Ps) - (Hr - Hs)| <= 1 and |(Ps - Pq) - (Hs - Hq)| <= 1
// (the Voronoi cell of H in the hex lattice). On the line P(t) = A + t·D those three
// differences are linear in t and cells can only begin or end where one of them is an
// integer, i.e. at t = j/|m| for the three differences m of D. Between two such times the
// set of cells holding the line is constant: one hex (the line crosses its inside) or two
// (the line runs along the edge between them). Evaluating at every such time and at the
// midpoints between them, with rational t, gives the exact sequence.
#include "tricorne/rules/los.h"

#include <algorithm>
#include <array>
#include <atomic>
#include <cctype>
#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <mutex>

namespace tricorne {

namespace {

// --- exact tracing --------------------------------------------------------------------------

/// A time on the line, num/den with den > 0.
struct Time {
    std::int64_t num = 0;
    std::int64_t den = 1;
};

bool earlier(Time a, Time b) { return a.num * b.den < b.num * a.den; }
bool sameTime(Time a, Time b) { return a.num * b.den == b.num * a.den; }

/// Hexes in reading order (row, then column), so that messages list them predictably.
bool readingOrder(Hex a, Hex b) { return a.r != b.r ? a.r < b.r : a.q < b.q; }

struct Cube {
    std::int64_t q = 0, r = 0, s = 0;
};

Cube cube(Hex h) { return {h.q, h.r, -h.q - h.r}; }

/// The hexes whose closed cells hold the point `den`·P = `scaled` (one, two on an edge,
/// three on a corner).
std::vector<Hex> cellsAt(const Cube& scaled, std::int64_t den) {
    // A guess by rounding (Red Blob Games' cube_round); every cell holding the point lies
    // within two steps of it, and membership itself is decided exactly.
    const double fq = static_cast<double>(scaled.q) / static_cast<double>(den);
    const double fr = static_cast<double>(scaled.r) / static_cast<double>(den);
    const double fs = static_cast<double>(scaled.s) / static_cast<double>(den);
    double rq = std::round(fq), rr = std::round(fr);
    const double rs = std::round(fs);
    const double dq = std::abs(rq - fq), dr = std::abs(rr - fr), ds = std::abs(rs - fs);
    if (dq > dr && dq > ds) rq = -rr - rs;
    else if (dr > ds) rr = -rq - rs;
    const Hex guess{static_cast<int>(rq), static_cast<int>(rr)};

    const auto holds = [&](Hex h) {
        const Cube c = cube(h);
        const auto within = [&](std::int64_t p, std::int64_t hex) { return std::llabs(p - den * hex) <= den; };
        return within(scaled.q - scaled.r, c.q - c.r) && within(scaled.r - scaled.s, c.r - c.s) &&
               within(scaled.s - scaled.q, c.s - c.q);
    };
    std::vector<Hex> cells;
    for (int dqi = -2; dqi <= 2; ++dqi)
        for (int dri = -2; dri <= 2; ++dri) {
            const Hex h{guess.q + dqi, guess.r + dri};
            if (distance(h, guess) <= 2 && holds(h)) cells.push_back(h);
        }
    std::sort(cells.begin(), cells.end(), readingOrder);
    return cells;
}

/// The line from the centre of (0,0) to the centre of `delta`, as the judge walks it; any
/// line is this one moved by its start (cube coordinates are linear).
struct Trace {
    /// One open stretch of the line, in order from the start hex to the end hex: inside one
    /// hex, or along the edge between two; with the hex sides the judge asks about, worked out
    /// once per trace, not once per look.
    struct Segment {
        Hex a;             ///< the hex the line is inside, or the first of the edge's two
        Hex b;             ///< along an edge: the other hex
        bool edge = false;
        std::optional<Side> along;   ///< along an edge: the side of a facing b
        std::optional<Side> across;  ///< inside a, the line then crosses into `next` (a single hex) by this side of a
        Hex next;
    };
    std::vector<Segment> segments;
    /// The sides of the end hex the line enters it by, ascending (entrySides).
    SideList entry;
};

Trace traceLine(Hex delta) {
    const Cube d = cube(delta);
    std::vector<Time> times{{0, 1}, {1, 1}};
    for (const std::int64_t m : {d.q - d.r, d.r - d.s, d.s - d.q}) {
        const std::int64_t n = std::llabs(m);
        for (std::int64_t j = 1; j < n; ++j) times.push_back({j, n});
    }
    std::sort(times.begin(), times.end(), earlier);
    times.erase(std::unique(times.begin(), times.end(), sameTime), times.end());

    const auto cellsAtTime = [&](Time t) { return cellsAt({t.num * d.q, t.num * d.r, t.num * d.s}, t.den); };
    // Open stretches in order: one hex (inside it) or two (along their shared edge), the first
    // the start hex, the last the end hex; joints[i]: the hexes at the point between stretches
    // i and i + 1 (two when the line crosses a side, three when it passes a corner).
    std::vector<std::vector<Hex>> stretches, joints;
    for (std::size_t i = 0; i + 1 < times.size(); ++i) {
        const Time t0 = times[i], t1 = times[i + 1];
        auto stretch = cellsAtTime({t0.num * t1.den + t1.num * t0.den, 2 * t0.den * t1.den});
        if (!stretches.empty() && stretches.back() == stretch) {
            joints.pop_back();  // a time where nothing changed
        } else {
            stretches.push_back(std::move(stretch));
        }
        if (i + 2 < times.size()) joints.push_back(cellsAtTime(t1));
    }
    Trace trace;
    for (std::size_t i = 0; i < stretches.size(); ++i) {
        const auto& stretch = stretches[i];
        Trace::Segment segment;
        segment.a = stretch[0];
        if (stretch.size() > 1) {
            segment.edge = true;
            segment.b = stretch[1];
            segment.along = sideTowards(segment.a, segment.b);
        } else if (i + 1 < stretches.size() && stretches[i + 1].size() == 1) {
            // Passing from one hex into the next crosses the side between them (at a corner:
            // the side between the two hexes the line is inside, not the sides of the third).
            segment.next = stretches[i + 1][0];
            segment.across = sideTowards(segment.a, segment.next);
        }
        trace.segments.push_back(segment);
    }
    if (!joints.empty()) {
        std::vector<Side> sides;
        for (Hex h : joints.back())
            if (h != delta)
                if (const auto side = sideTowards(delta, h)) sides.push_back(*side);
        std::sort(sides.begin(), sides.end());
        for (Side side : sides) trace.entry.push_back(side);
    }
    return trace;
}

// --- what obstructs -------------------------------------------------------------------------

/// What stops the line on one hex strictly between the two ends.
enum class Obstacle : std::uint8_t { None, BoardEdge, Unit, Leader, Terrain, Hill };

/// Judges the hexes between one firer and one target. The verdict is made of codes; the
/// sentences are written from them only when lineOfSight is asked why.
class Sight {
public:
    Sight(const Rules& rules, const GameState& state, Hex from, Hex to)
        : m_rules(rules), m_state(state), m_from(from), m_to(to), m_fromHill(rules.hillGroup(from)), m_toHill(rules.hillGroup(to)) {
        const int unit = state.unitAt(from);
        m_artilleryOnHill = m_fromHill >= 0 && unit >= 0 && rules.unitType(unit).kind == UnitKind::Artillery;
        if (unit >= 0) m_firerSide = rules.unitSide(unit);
    }

    /// What obstructs the line at `h`; the two ends never do. A hex off the system's board
    /// obstructs ("the side edge of the battlefield").
    Obstacle obstacle(Hex h) const {
        if (h == m_from || h == m_to) return Obstacle::None;
        const int slot = board::detail::slotOf(h);
        if (slot < 0 || !m_rules.onBoardAt(slot)) return Obstacle::BoardEdge;
        const TerrainType* terrain = m_rules.terrainAt(slot);
        if (m_artilleryOnHill && firesOver(h, terrain)) return Obstacle::None;
        if (m_state.unitOnHex[static_cast<std::size_t>(slot)] >= 0) return Obstacle::Unit;
        if (m_state.leaderOnHex[static_cast<std::size_t>(slot)] >= 0) return Obstacle::Leader;
        if (!terrain) return Obstacle::None;
        switch (terrain->lineOfSight) {
            case LineOfSight::Blocks: return Obstacle::Terrain;
            // 000 · HILL: "A hill hex blocks line of sight to units behind a Hill hex"; a piece
            // below sees onto the first hill hex but not through one hill hex onto another, and
            // vice versa; pieces on the same hill see across it (a plateau).
            case LineOfSight::Hill:
                return m_fromHill >= 0 && m_fromHill == m_toHill && m_rules.hillGroup(h) == m_fromHill ? Obstacle::None : Obstacle::Hill;
            case LineOfSight::BlocksWhenOccupied:  // 000 · RAVINE: only a piece in it blocks, and
                                                   // a piece blocks anyway (checked above)
            case LineOfSight::BlocksUnlessAdjacent:  // a hex-side type; never on a tile
            case LineOfSight::Clear: return Obstacle::None;
        }
        return Obstacle::None;
    }

    /// The enclosure wall (or any side that blocks unless adjacent) on `side` of x, between x
    /// and y, two hexes the line passes between or along, unless it is a side of the firer's or
    /// the target's own hex (000 · ENCLOSURE WALL: "unless a unit is directly adjacent to the
    /// hex side with enclosure wall and looking over the enclosure wall").
    std::optional<EdgeFeature> wallBetween(Hex x, std::optional<Side> side, Hex y) const {
        if (!side || !m_rules.anyEdgeFeature(x)) return std::nullopt;  // most hexes: no side to ask about
        if (x == m_from || x == m_to || y == m_from || y == m_to) return std::nullopt;
        const EdgeFeature feature = m_rules.edge(x, *side);
        if (!feature.type || feature.type->lineOfSight != LineOfSight::BlocksUnlessAdjacent) return std::nullopt;
        return feature;
    }

    /// The sentence for an obstacle at h.
    Text describe(Obstacle obstacle, Hex h) const {
        switch (obstacle) {
            case Obstacle::None: return {};
            case Obstacle::BoardEdge: return phraseText(TRICORNE_TEXT("the edge of the battlefield blocks the line"));
            case Obstacle::Unit:
                return phraseText(TRICORNE_TEXT("unit {1} at {2} blocks the line"), {"`" + m_rules.scenario().unit(m_state.unitAt(h)).id + "`", formatHex(h)});
            case Obstacle::Leader:
                return phraseText(TRICORNE_TEXT("leader {1} at {2} blocks the line"),
                                  {"`" + m_rules.scenario().leader(m_state.leaderAt(h)).id + "`", formatHex(h)});
            case Obstacle::Terrain: return phraseText(TRICORNE_TEXT("{1} at {2} blocks the line"), {lowerNameText(m_rules.terrain(h)->name), formatHex(h)});
            case Obstacle::Hill:
                if (m_fromHill < 0) return phraseText(TRICORNE_TEXT("the hill at {1} hides {2} from the low ground"), {formatHex(h), formatHex(m_to)});
                return phraseText(TRICORNE_TEXT("the hill at {1} hides {2} from {3}"), {formatHex(h), formatHex(m_to), formatHex(m_from)});
        }
        return {};
    }

private:
    /// 000 · HILL: "An artillery unit on a hill hex may fire over a friendly unit or leader
    /// that is on an adjacent lower hex as long as that hex has no other terrain feature that
    /// would block". An occupied ravine blocks, so it does not qualify.
    bool firesOver(Hex h, const TerrainType* terrain) const {
        if (distance(h, m_from) != 1) return false;
        if (terrain && terrain->lineOfSight != LineOfSight::Clear) return false;  // hill, forest, ravine …
        const int unit = m_state.unitAt(h);
        const int leader = m_state.leaderAt(h);
        if (unit < 0 && leader < 0) return false;
        if (unit >= 0 && m_rules.unitSide(unit) != m_firerSide) return false;
        if (leader >= 0 && m_rules.leaderSide(leader) != m_firerSide) return false;
        return true;
    }

    const Rules& m_rules;
    const GameState& m_state;
    Hex m_from, m_to;
    int m_fromHill, m_toHill;
    bool m_artilleryOnHill = false;
    Position m_firerSide = Position::Bottom;
};

/// The trace from (0,0) to `delta`. A line's hexes depend only on the difference between its
/// ends (cube coordinates are linear), so each difference two board hexes can have is traced
/// once per process, on first use, and shared between threads: a ready flag read with acquire
/// order is the whole cost of a look once traced (the rules ask thousands of times a game),
/// and a mutex serialises the tracing.
const Trace& relativeTrace(Hex delta) {
    constexpr int kReach = 24;  // board differences stay within ±17 columns and ±10 rows
    constexpr std::size_t kSide = 2 * kReach + 1;
    static std::array<Trace, kSide * kSide> table;
    static std::array<std::atomic<bool>, kSide * kSide> ready{};
    static std::mutex tracing;
    if (std::abs(delta.q) <= kReach && std::abs(delta.r) <= kReach) {
        const auto i = static_cast<std::size_t>(delta.q + kReach) * kSide + static_cast<std::size_t>(delta.r + kReach);
        if (!ready[i].load(std::memory_order_acquire)) {
            const std::lock_guard<std::mutex> lock(tracing);
            if (!ready[i].load(std::memory_order_relaxed)) {
                table[i] = traceLine(delta);
                ready[i].store(true, std::memory_order_release);
            }
        }
        return table[i];
    }
    thread_local Trace far;  // only hexes far off the board get here
    far = traceLine(delta);
    return far;
}

/// Where and why a line is blocked, as codes.
struct Verdict {
    enum class Kind : std::uint8_t { Clear, Hex, Edge, Wall } kind = Kind::Clear;
    Obstacle obstacle = Obstacle::None;  ///< Hex: what stands there
    Hex x, y;                            ///< Hex: x; Edge: the two hexes along the line
    EdgeFeature wall;                    ///< Wall: the feature (its owner is the blocking hex)
    Side wallSide{};                     ///< Wall: the side of its owner it stands on
};

/// The verdict of a wall found on `side` of x.
Verdict wallVerdict(const EdgeFeature& wall, Hex x, Side side) {
    Verdict v;
    v.kind = Verdict::Kind::Wall;
    v.wall = wall;
    v.wallSide = wall.owner == x ? side : opposite(side);
    return v;
}

/// The line from `from` to `to` judged (000 · Ranged Combat (Fire) Procedure step 3).
Verdict judgeLine(const Rules& rules, const GameState& state, Hex from, Hex to) {
    if (distance(from, to) <= 1) return {};
    const Sight sight(rules, state, from, to);
    for (const Trace::Segment& segment : relativeTrace(to - from).segments) {  // relative to `from`
        const Hex x = segment.a + from;
        if (!segment.edge) {
            if (const Obstacle o = sight.obstacle(x); o != Obstacle::None) return {Verdict::Kind::Hex, o, x, {}, {}, {}};
            if (const auto wall = sight.wallBetween(x, segment.across, segment.next + from)) return wallVerdict(*wall, x, *segment.across);
            continue;
        }
        // Along the edge between two hexes (000 · Ranged Combat (Fire) Procedure step 3):
        // blocked only when both sides are obstructed. The line also runs along any wall there,
        // which counts as crossing it (as 001 · FENCES treats a line along a side).
        const Hex y = segment.b + from;
        if (sight.obstacle(x) != Obstacle::None && sight.obstacle(y) != Obstacle::None) return {Verdict::Kind::Edge, {}, x, y, {}, {}};
        if (const auto wall = sight.wallBetween(x, segment.along, y)) return wallVerdict(*wall, x, *segment.along);
    }
    return {};
}

}  // namespace

LineOfSightResult lineOfSight(const Rules& rules, const GameState& state, Hex from, Hex to) {
    const Verdict v = judgeLine(rules, state, from, to);
    switch (v.kind) {
        case Verdict::Kind::Clear: return {true, {}, std::nullopt};
        case Verdict::Kind::Hex: return {false, Sight(rules, state, from, to).describe(v.obstacle, v.x), v.x};
        case Verdict::Kind::Edge: {
            const bool xOn = rules.onBoard(v.x), yOn = rules.onBoard(v.y);
            if (xOn && yOn)
                return {false, phraseText(TRICORNE_TEXT("both {1} and {2} along the line are obstructed"), {formatHex(v.x), formatHex(v.y)}), v.x};
            const Hex onBoard = xOn ? v.x : v.y;
            return {false, phraseText(TRICORNE_TEXT("{1} is obstructed and the line runs along the edge of the battlefield"), {formatHex(onBoard)}), onBoard};
        }
        case Verdict::Kind::Wall: {
            const Hex owner = v.wall.owner;
            return {false,
                    phraseText(TRICORNE_TEXT("the {1} on the {2} side of {3} blocks the line"),
                               {lowerNameText(v.wall.type->name), nameText(std::string(sideName(v.wallSide))), formatHex(owner)}),
                    owner};
        }
    }
    return {true, {}, std::nullopt};
}

bool lineIsClear(const Rules& rules, const GameState& state, Hex from, Hex to) {
    return judgeLine(rules, state, from, to).kind == Verdict::Kind::Clear;
}

SideList entrySides(Hex from, Hex target) {
    if (from == target) return {};
    if (distance(from, target) == 1) return {*sideTowards(target, from)};
    return relativeTrace(target - from).entry;
}

}  // namespace tricorne
