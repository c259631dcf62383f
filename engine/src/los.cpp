// Line of sight (000 · Ranged Combat (Fire) Procedure step 3; 000 · HILL, FOREST, BUILDINGS /
// CHURCH, RAVINE, ENCLOSURE WALL; 001 likewise). See include/tricorne/los.h.
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
#include "tricorne/los.h"

#include <array>
#include <cstdlib>
#include <mutex>

#include <algorithm>
#include <cctype>
#include <cmath>
#include <cstdint>
#include <cstdlib>

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

/// The line from one centre to another, as the board sees it.
struct Trace {
    /// Open stretches in order: one hex (inside it) or two (along their shared edge). The
    /// first is the starting hex, the last the end hex.
    std::vector<std::vector<Hex>> stretches;
    /// joints[i]: the hexes at the point between stretches[i] and stretches[i + 1] (two when
    /// the line crosses a side, three when it passes a corner).
    std::vector<std::vector<Hex>> joints;
};

Trace traceLine(Hex from, Hex to) {
    const Cube a = cube(from);
    const Cube d{cube(to).q - a.q, cube(to).r - a.r, cube(to).s - a.s};
    std::vector<Time> times{{0, 1}, {1, 1}};
    for (const std::int64_t m : {d.q - d.r, d.r - d.s, d.s - d.q}) {
        const std::int64_t n = std::llabs(m);
        for (std::int64_t j = 1; j < n; ++j) times.push_back({j, n});
    }
    std::sort(times.begin(), times.end(), earlier);
    times.erase(std::unique(times.begin(), times.end(), sameTime), times.end());

    const auto cellsAtTime = [&](Time t) {
        return cellsAt({t.den * a.q + t.num * d.q, t.den * a.r + t.num * d.r, t.den * a.s + t.num * d.s}, t.den);
    };
    Trace trace;
    for (std::size_t i = 0; i + 1 < times.size(); ++i) {
        const Time t0 = times[i], t1 = times[i + 1];
        auto stretch = cellsAtTime({t0.num * t1.den + t1.num * t0.den, 2 * t0.den * t1.den});
        if (!trace.stretches.empty() && trace.stretches.back() == stretch) {
            trace.joints.pop_back();  // a time where nothing changed
        } else {
            trace.stretches.push_back(std::move(stretch));
        }
        if (i + 2 < times.size()) trace.joints.push_back(cellsAtTime(t1));
    }
    return trace;
}

// --- what obstructs -------------------------------------------------------------------------

std::string at(Hex h) { return formatOffset(toOffset(h)); }

std::string lowerCase(std::string text) {
    for (char& c : text) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return text;
}

/// Judges the hexes between one firer and one target.
class Sight {
public:
    /// With `explain` false the same hexes obstruct, but no sentence is written.
    Sight(const Rules& rules, const GameState& state, Hex from, Hex to, bool explain)
        : m_rules(rules), m_state(state), m_from(from), m_to(to),
          m_fromHill(rules.hillGroup(from)), m_toHill(rules.hillGroup(to)), m_explain(explain) {
        const int unit = state.unitAt(from);
        m_artilleryOnHill = m_fromHill >= 0 && unit >= 0 && rules.unitType(unit).kind == UnitKind::Artillery;
        if (unit >= 0) m_firerSide = rules.unitSide(unit);
    }

    /// Why `h`, a hex strictly between the two ends, obstructs the line, as a sentence;
    /// nullopt when it does not. An off-board hex obstructs ("the side edge of the
    /// battlefield").
    std::optional<std::string> obstruction(Hex h) const {
        if (h == m_from || h == m_to) return std::nullopt;  // the two ends never block
        if (!board::contains(h)) return say([] { return "the edge of the battlefield blocks the line"; });
        const TerrainType* terrain = m_rules.terrain(h);
        if (firesOver(h, terrain)) return std::nullopt;
        if (const int unit = m_state.unitAt(h); unit >= 0)
            return say([&] { return "unit `" + m_rules.scenario().units[static_cast<std::size_t>(unit)].id + "` at " + at(h) + " blocks the line"; });
        if (const int leader = m_state.leaderAt(h); leader >= 0)
            return say([&] { return "leader `" + m_rules.scenario().leaders[static_cast<std::size_t>(leader)].id + "` at " + at(h) + " blocks the line"; });
        if (!terrain) return std::nullopt;
        switch (terrain->lineOfSight) {
        case LineOfSight::Blocks:
            return say([&] { return lowerCase(terrain->name) + " at " + at(h) + " blocks the line"; });
        case LineOfSight::Hill:
            return hillObstruction(h);
        case LineOfSight::BlocksWhenOccupied:  // 000 · RAVINE: only a piece in it blocks, and
                                               // a piece blocks anyway (checked above)
        case LineOfSight::BlocksUnlessAdjacent:  // a hex-side type; never on a tile
        case LineOfSight::Clear:
            return std::nullopt;
        }
        return std::nullopt;
    }

    /// The enclosure wall (or any side that blocks unless adjacent) on the edge between two
    /// hexes the line passes between or along, unless it is a side of the firer's or the
    /// target's own hex (000 · ENCLOSURE WALL: "unless a unit is directly adjacent to the hex
    /// side with enclosure wall and looking over the enclosure wall").
    std::optional<LineOfSightResult> wallBetween(Hex x, Hex y) const {
        if (x == m_from || x == m_to || y == m_from || y == m_to) return std::nullopt;
        const auto side = sideTowards(x, y);
        if (!side) return std::nullopt;
        const EdgeFeature feature = m_rules.edge(x, *side);
        if (!feature.type || feature.type->lineOfSight != LineOfSight::BlocksUnlessAdjacent) return std::nullopt;
        const Side ownerSide = feature.owner == x ? *side : opposite(*side);
        return LineOfSightResult{false, say([&] {
                                     return "the " + lowerCase(feature.type->name) + " on the " + std::string(sideName(ownerSide)) +
                                            " side of " + at(feature.owner) + " blocks the line";
                                 }),
                                 feature.owner};
    }

    /// The sentence `write` makes, when explaining; "" (no allocation) when not.
    template <typename Write>
    std::string say(Write&& write) const {
        return m_explain ? std::string(write()) : std::string();
    }

private:
    /// 000 · HILL: "A hill hex blocks line of sight to units behind a Hill hex"; a piece below
    /// sees onto the first hill hex but not through one hill hex onto another, and vice
    /// versa; pieces on the same hill see across it (a plateau).
    std::optional<std::string> hillObstruction(Hex h) const {
        const int group = m_rules.hillGroup(h);
        if (m_fromHill >= 0 && m_fromHill == m_toHill && group == m_fromHill) return std::nullopt;
        if (m_fromHill < 0) return say([&] { return "the hill at " + at(h) + " hides " + at(m_to) + " from the low ground"; });
        return say([&] { return "the hill at " + at(h) + " hides " + at(m_to) + " from " + at(m_from); });
    }

    /// 000 · HILL: "An artillery unit on a hill hex may fire over a friendly unit or leader
    /// that is on an adjacent lower hex as long as that hex has no other terrain feature that
    /// would block". An occupied ravine blocks, so it does not qualify.
    bool firesOver(Hex h, const TerrainType* terrain) const {
        if (!m_artilleryOnHill || distance(h, m_from) != 1) return false;
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
    bool m_explain;
    bool m_artilleryOnHill = false;
    Position m_firerSide = Position::Bottom;
};

LineOfSightResult blocked(std::string reason, Hex h) { return {false, std::move(reason), h}; }

/// The trace from (0,0) to `delta`. A line's hexes depend only on the difference between its
/// ends (cube coordinates are linear), so each difference two board hexes can have is traced
/// once per process, on first use, and shared between threads (std::call_once per entry).
const Trace& relativeTrace(Hex delta) {
    constexpr int kReach = 24;  // board differences stay within ±17 columns and ±10 rows
    constexpr std::size_t kSide = 2 * kReach + 1;
    static std::array<Trace, kSide * kSide> table;
    static std::array<std::once_flag, kSide * kSide> done;
    if (std::abs(delta.q) <= kReach && std::abs(delta.r) <= kReach) {
        const auto i = static_cast<std::size_t>(delta.q + kReach) * kSide + static_cast<std::size_t>(delta.r + kReach);
        std::call_once(done[i], [&] { table[i] = traceLine(Hex{0, 0}, delta); });
        return table[i];
    }
    thread_local Trace far;  // only hexes far off the board get here
    far = traceLine(Hex{0, 0}, delta);
    return far;
}

/// lineOfSight, its reasons written or not.
LineOfSightResult judgeLine(const Rules& rules, const GameState& state, Hex from, Hex to, bool explain) {
    if (distance(from, to) <= 1) return {true, {}, std::nullopt};
    const Sight sight(rules, state, from, to, explain);
    const auto& stretches = relativeTrace(to - from).stretches;  // relative to `from`
    for (std::size_t i = 0; i < stretches.size(); ++i) {
        const auto& relative = stretches[i];
        const std::array<Hex, 2> here{relative[0] + from, relative.size() > 1 ? relative[1] + from : Hex{}};
        if (relative.size() == 1) {
            if (auto why = sight.obstruction(here[0])) return blocked(std::move(*why), here[0]);
        } else {
            // Along the edge between two hexes (000 · Ranged Combat (Fire) Procedure step 3):
            // blocked only when both sides are obstructed. The line also runs along any wall
            // there, which counts as crossing it (as 001 · FENCES treats a line along a side).
            const Hex x = here[0], y = here[1];
            const auto whyX = sight.obstruction(x), whyY = sight.obstruction(y);
            if (whyX && whyY) {
                const bool xOn = board::contains(x), yOn = board::contains(y);
                if (xOn && yOn)
                    return blocked(sight.say([&] { return "both " + at(x) + " and " + at(y) + " along the line are obstructed"; }), x);
                const Hex onBoard = xOn ? x : y;
                return blocked(sight.say([&] { return at(onBoard) + " is obstructed and the line runs along the edge of the battlefield"; }),
                               onBoard);
            }
            if (auto wall = sight.wallBetween(x, y)) return *wall;
        }
        // Passing from one hex into the next crosses the side between them (at a corner: the
        // side between the two hexes the line is inside, not the sides of the third).
        if (i + 1 < stretches.size() && relative.size() == 1 && stretches[i + 1].size() == 1)
            if (auto wall = sight.wallBetween(here[0], stretches[i + 1][0] + from)) return *wall;
    }
    return {true, {}, std::nullopt};
}

}  // namespace

LineOfSightResult lineOfSight(const Rules& rules, const GameState& state, Hex from, Hex to) {
    return judgeLine(rules, state, from, to, true);
}

bool lineIsClear(const Rules& rules, const GameState& state, Hex from, Hex to) {
    return judgeLine(rules, state, from, to, false).clear;
}

std::vector<Side> entrySides(Hex from, Hex target) {
    if (from == target) return {};
    if (distance(from, target) == 1) return {*sideTowards(target, from)};
    const Trace& trace = relativeTrace(target - from);
    std::vector<Side> sides;
    for (Hex relative : trace.joints.back()) {
        const Hex h = relative + from;
        if (h != target)
            if (const auto side = sideTowards(target, h)) sides.push_back(*side);
    }
    std::sort(sides.begin(), sides.end());
    return sides;
}

}  // namespace tricorne
