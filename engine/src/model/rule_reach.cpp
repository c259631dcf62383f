#include "tricorne/model/rule_reach.h"

#include <algorithm>

namespace tricorne {

namespace {

template <typename List, typename T>
bool contains(const List& list, const T& item) {
    return std::find(list.begin(), list.end(), item) != list.end();
}

/// Whether a rule naming no terrain covers tiles of this type (000 · Dunkeld, Cromdale;
/// engine/BATTLES.md): a waterway rule, the rivers and fordable streams; a shallow-fords
/// rule, the fords.
bool coveredByDefault(SpecialRuleKind kind, const TerrainType* type) {
    if (!type) return false;
    if (kind == SpecialRuleKind::Waterway) return type->waterway == Waterway::River || type->waterway == Waterway::FordableStream;
    return type->waterway == Waterway::Ford;
}

}  // namespace

bool ruleCoversTile(const SpecialRule& r, const TerrainTile& tile, const GameSystem& system) {
    if (r.kind != SpecialRuleKind::Waterway && r.kind != SpecialRuleKind::ShallowFords) return false;
    const bool typed = r.terrain.empty() ? coveredByDefault(r.kind, system.terrainType(tile.type)) : contains(r.terrain, tile.type);
    return typed && (r.hexes.empty() || contains(r.hexes, tile.hex));
}

RuleReach ruleReach(const SpecialRule& r, const Scenario& s, const GameSystem& system) {
    RuleReach out;
    switch (r.kind) {
        case SpecialRuleKind::Waterway:
        case SpecialRuleKind::ShallowFords:
            for (const TerrainTile& tile : s.terrain)
                if (ruleCoversTile(r, tile, system)) out.hexes.push_back(tile.hex);
            break;
        case SpecialRuleKind::CreekAsMarsh:
        case SpecialRuleKind::ShipFire:
        case SpecialRuleKind::BlockReturn: out.hexes = r.hexes; break;
        case SpecialRuleKind::HexsideAs:
            for (const HexsideFeature& f : s.hexsides)
                if (f.type == r.from) out.edges.push_back({f.hex, f.side});
            break;
        case SpecialRuleKind::MoraleAs:
        case SpecialRuleKind::ForcedRetreat:
            for (const Unit& u : s.units)
                if (contains(r.units, u.id)) out.hexes.push_back(u.hex);
            for (const Leader& l : s.leaders)
                if (contains(r.leaders, l.id) && !contains(out.hexes, l.hex)) out.hexes.push_back(l.hex);
            for (Hex h : out.hexes)
                for (Side side : r.toward) out.arrows.push_back({h, side});
            break;
        default: break;
    }
    return out;
}

}  // namespace tricorne
