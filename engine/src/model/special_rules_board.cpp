// The board-changing special rules, applied once when Rules is built: each swaps the system's
// terrain, hex-side or unit type on the hexes or units it names for an adjusted copy, so the
// movement, combat and retreat code needs no special case (engine/BATTLES.md).
#include <algorithm>
#include <memory>

#include "tricorne/model/rule_reach.h"
#include "tricorne/model/rules.h"

namespace tricorne {

namespace {

bool contains(const std::vector<std::string>& list, const std::string& s) { return std::find(list.begin(), list.end(), s) != list.end(); }

}  // namespace

void Rules::applySpecialRules() {
    const auto own = [this](auto copy) {
        auto shared = std::make_shared<const decltype(copy)>(std::move(copy));
        m_ruleTypes.push_back(shared);
        return shared.get();
    };
    for (const SpecialRule& r : m_scenario.specialRules) {
        if (r.kind == SpecialRuleKind::Waterway || r.kind == SpecialRuleKind::ShallowFords) {
            for (std::size_t i = 0; i < m_scenario.terrain.size(); ++i) {
                const TerrainTile& tile = m_scenario.terrain[i];
                if (!board::contains(tile.hex)) continue;
                const auto index = board::slot(tile.hex);
                if (!m_terrain[index]) continue;
                TerrainType t = *m_terrain[index];
                if (r.kind == SpecialRuleKind::ShallowFords) {
                    // 000 · Cromdale, Glen Shiel: "no movement restrictions at the two shallow fords".
                    if (!ruleCoversTile(r, tile, *m_system)) continue;
                    t.stopOnEnter = t.stopOnLeave = false;
                } else if (!ruleCoversTile(r, tile, *m_system)) {
                    continue;
                } else if (r.fordable) {
                    // 000 · Cromdale "The entire Spey River is fordable": it plays as a fordable
                    // stream (000 · RIVER FORDS & FORDABLE STREAM), keeping its own name.
                    if (const TerrainType* stream = m_system->waterwayTerrain(Waterway::FordableStream)) {
                        t = *stream;
                        t.id = m_terrain[index]->id;
                        t.name = m_terrain[index]->name;
                    } else {
                        t.impassable = Impassable{};
                        t.stopOnEnter = true;
                    }
                } else {
                    // 000 · Alness "The stream is impassable"; 001 · Hobkirk's Hill "not fordable".
                    t.impassable = Impassable{true, true, true, true};
                }
                m_terrain[index] = own(std::move(t));
            }
        } else if (r.kind == SpecialRuleKind::CreekAsMarsh) {
            // 001 · Long Island (Grant's Attack): "when attempting to cross treat as a marsh".
            const TerrainType* marsh = m_system->marshTerrain();
            if (!marsh) continue;  // validation reports it
            const TerrainType* shared = own(*marsh);
            for (Hex h : r.hexes)
                if (board::contains(h)) m_terrain[board::slot(h)] = shared;
        } else if (r.kind == SpecialRuleKind::HexsideAs) {
            // 001 · Monmouth: "The hedge terrain hexes are treated as wood fence hexes."
            const HexsideType* as = m_system->hexsideType(r.as);
            if (!as) continue;
            for (auto& sides : m_ownSides)
                for (auto& side : sides)
                    if (side && side->id == r.from) side = as;
        } else if (r.kind == SpecialRuleKind::MoraleAs) {
            // 001 · Camden: light infantry "have militia morale (retreat 3 hexes and are -1 die
            // on rally checks)": retreat per flag and rally modifier of the `as` type.
            for (std::size_t u = 0; u < m_scenario.units.size(); ++u) {
                if (!contains(r.units, m_scenario.units[u].id)) continue;
                const Army* army = m_system->army(m_scenario.units[u].army);
                const UnitType* as = army ? army->unitType(r.as) : nullptr;
                if (!as) continue;
                UnitType t = *m_unitTypes[u];
                t.retreatPerFlag = as->retreatPerFlag;
                t.rallyModifier = as->rallyModifier;
                m_unitTypes[u] = own(std::move(t));
            }
        }
    }
}

}  // namespace tricorne
