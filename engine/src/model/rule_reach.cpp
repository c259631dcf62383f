#include "tricorne/model/rule_reach.h"

#include <algorithm>
#include <array>
#include <string_view>

namespace tricorne {

namespace {

template <typename List, typename T>
bool contains(const List& list, const T& item) {
    return std::find(list.begin(), list.end(), item) != list.end();
}

// The terrain types a rule naming none means (000 · Dunkeld, Cromdale; engine/BATTLES.md).
constexpr std::array<std::string_view, 2> kWaterways{"river", "stream"};
constexpr std::array<std::string_view, 1> kFords{"ford"};

}  // namespace

bool ruleCoversTile(const SpecialRule& r, const TerrainTile& tile) {
    if (r.kind != SpecialRuleKind::Waterway && r.kind != SpecialRuleKind::ShallowFords) return false;
    const bool typed = r.terrain.empty() ? (r.kind == SpecialRuleKind::Waterway ? contains(kWaterways, std::string_view(tile.type))
                                                                                : contains(kFords, std::string_view(tile.type)))
                                         : contains(r.terrain, tile.type);
    return typed && (r.hexes.empty() || contains(r.hexes, tile.hex));
}

RuleReach ruleReach(const SpecialRule& r, const Scenario& s) {
    RuleReach out;
    switch (r.kind) {
        case SpecialRuleKind::Waterway:
        case SpecialRuleKind::ShallowFords:
            for (const TerrainTile& tile : s.terrain)
                if (ruleCoversTile(r, tile)) out.hexes.push_back(tile.hex);
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
