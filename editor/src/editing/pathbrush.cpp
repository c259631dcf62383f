#include "editing/pathbrush.h"

#include <bit>
#include <cmath>
#include <map>
#include <set>
#include <tuple>

#include "commands/paintterrain.h"

using tricorne::GameSystem;
using tricorne::Hex;
using tricorne::kAllSides;
using tricorne::Side;
using tricorne::TerrainTile;
using tricorne::TerrainType;

namespace pathbrush {

namespace {

int count(Sides sides) { return std::popcount(static_cast<unsigned>(sides)); }

const TerrainTile* tileAt(const std::vector<TerrainTile>& terrain, Hex hex) {
    for (const TerrainTile& t : terrain)
        if (t.hex == hex) return &t;
    return nullptr;
}

/// Whether a tile of `other` belongs to the same line as one of `type`: the same type, or a
/// crossing, which carries the line it lies on (a river runs on through its ford).
bool sameLine(const TerrainType& type, const TerrainType& other) {
    return type.id == other.id || isCrossing(type) || isCrossing(other);
}

/// Axial rounding of a fractional cube point (Red Blob Games, "Rounding").
Hex roundHex(double q, double r) {
    const double s = -q - r;
    double rq = std::round(q), rr = std::round(r);
    const double rs = std::round(s);
    const double dq = std::abs(rq - q), dr = std::abs(rr - r), ds = std::abs(rs - s);
    if (dq > dr && dq > ds) rq = -rr - rs;
    else if (dr > ds) rr = -rq - rs;
    return {static_cast<int>(rq), static_cast<int>(rr)};
}

}  // namespace

Sides exitsOf(const TerrainType& type, const TerrainTile& tile) {
    const auto variant = type.variants.find(tile.variant);
    if (variant == type.variants.end()) return 0;
    Sides out = 0;
    for (Side side : variant->second) out |= bit(tricorne::rotated(side, tile.rotation));
    return out;
}

bool isCrossing(const TerrainType& type) { return type.linear && type.variants.size() == 1; }

std::optional<TerrainTile> bestTile(const TerrainType& type, Hex hex, Sides required, Sides optional) {
    std::optional<TerrainTile> best;
    std::tuple<int, int, int> bestScore{-1, -1, -1};
    for (const auto& [variant, sides] : type.variants) {
        for (int rotation = 0; rotation < 6; ++rotation) {
            const TerrainTile tile{hex, type.id, variant, rotation};
            const Sides exits = exitsOf(type, tile);
            const std::tuple score{count(exits & required), count(exits & optional),
                                   -count(exits & static_cast<Sides>(~(required | optional)))};
            if (score > bestScore) {
                bestScore = score;
                best = tile;
            }
        }
    }
    return best;
}

std::optional<TerrainTile> alongLine(const std::vector<TerrainTile>& terrain, const GameSystem& system,
                                     const TerrainType& type, Hex hex) {
    const TerrainTile* under = tileAt(terrain, hex);
    const TerrainType* underType = under ? system.terrainType(under->type) : nullptr;
    if (!isCrossing(type) || !underType || !underType->linear || underType->id == type.id) return std::nullopt;
    return bestTile(type, hex, exitsOf(*underType, *under));
}

std::vector<Hex> stepsBetween(Hex from, Hex to) {
    const int n = tricorne::distance(from, to);
    std::vector<Hex> out;
    // Nudged off the exact middle so that a line along two hexes' shared side picks the same
    // one every time.
    const double q0 = from.q + 1e-6, r0 = from.r + 1e-6;
    for (int i = 1; i <= n; ++i) {
        const double t = static_cast<double>(i) / n;
        out.push_back(i == n ? to : roundHex(q0 + (to.q - q0) * t, r0 + (to.r - r0) * t));
    }
    return out;
}

std::vector<TerrainTile> drawPath(const std::vector<TerrainTile>& base, const GameSystem& system,
                                  const TerrainType& type, const std::vector<Hex>& path, const TerrainTile& chosen) {
    const auto typeOf = [&](const TerrainTile* t) { return t ? system.terrainType(t->type) : nullptr; };
    const auto across = [&](Hex hex) { return alongLine(base, system, type, hex); };

    std::vector<TerrainTile> out = base;
    if (path.empty()) return out;
    if (path.size() == 1) {
        TerrainTile tile = across(path[0]).value_or(chosen);
        tile.hex = path[0];
        return PaintTerrain::painted(std::move(out), path[0], tile);
    }

    // The sides each path hex must leave by: towards its neighbours along the path.
    std::map<Hex, Sides> required, optional;
    for (std::size_t i = 0; i < path.size(); ++i) {
        Sides& sides = required[path[i]];
        if (i > 0)
            if (auto s = tricorne::sideTowards(path[i], path[i - 1])) sides |= bit(*s);
        if (i + 1 < path.size())
            if (auto s = tricorne::sideTowards(path[i], path[i + 1])) sides |= bit(*s);
    }
    // Lines it meets: a neighbour off the path whose tile points at the path hex.
    for (const auto& [hex, sides] : required) {
        for (Side side : kAllSides) {
            const Hex n = tricorne::neighbour(hex, side);
            const TerrainTile* t = tileAt(base, n);
            const TerrainType* nType = typeOf(t);
            if (required.contains(n) || !nType || !nType->linear || !sameLine(type, *nType)) continue;
            if (exitsOf(*nType, *t) & bit(tricorne::opposite(side))) optional[hex] |= bit(side);
        }
    }
    // An end of the path beside a dead end of the same line that points elsewhere: the line
    // is extended to the path when a variant covers both its old exit and the new one.
    std::map<Hex, TerrainTile> extended;
    for (Hex end : {path.front(), path.back()}) {
        if (isCrossing(type)) break;  // a crossing has no bends to meet a line's end with
        for (Side side : kAllSides) {
            if (count(required[end] | optional[end]) >= 2) break;
            const Hex n = tricorne::neighbour(end, side);
            const TerrainTile* t = tileAt(base, n);
            if (required.contains(n) || extended.contains(n) || !t || t->type != type.id) continue;
            const Sides was = exitsOf(type, *t);
            const Sides wanted = was | bit(tricorne::opposite(side));
            if (count(was) != 1 || was == wanted) continue;
            const auto joined = bestTile(type, n, wanted);
            if (!joined || exitsOf(type, *joined) != wanted) continue;
            extended[n] = *joined;
            optional[end] |= bit(side);
        }
    }

    for (const auto& [hex, tile] : extended) out = PaintTerrain::painted(std::move(out), hex, tile);
    // In path order, so that new tiles are appended to the file in the order they were drawn.
    std::set<Hex> laid;
    for (Hex hex : path) {
        if (!laid.insert(hex).second) continue;
        auto tile = across(hex);
        if (!tile) tile = bestTile(type, hex, required[hex], optional[hex]);
        if (tile) out = PaintTerrain::painted(std::move(out), hex, *tile);
    }
    return out;
}

}  // namespace pathbrush
