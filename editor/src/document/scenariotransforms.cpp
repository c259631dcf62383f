#include "document/scenariotransforms.h"

#include <algorithm>

#include "tricorne/core/board.h"

namespace transforms {

using namespace tricorne;

namespace {

/// NE↔NW, E↔W, SE↔SW.
Side mirrorSide(Side side) { return static_cast<Side>(5 - static_cast<int>(side)); }

/// Re-orients a linear tile whose exits went through `mapSide`: the same variant when one
/// of its rotations gives the new exits (always, for the shipped variants), else any variant
/// that does; unchanged when none does (the validator then reports what is wrong).
template <typename MapSide>
void reorient(TerrainTile& tile, const GameSystem& system, MapSide mapSide) {
    const TerrainType* type = system.terrainType(tile.type);
    if (!type || !type->linear) return;
    const auto variant = type->variants.find(tile.variant);
    if (variant == type->variants.end()) return;
    std::vector<Side> wanted;
    for (Side s : variant->second) wanted.push_back(mapSide(rotated(s, tile.rotation)));
    std::sort(wanted.begin(), wanted.end());

    auto tryVariant = [&](const std::string& name, const std::vector<Side>& sides) {
        for (int r = 0; r < 6; ++r) {
            std::vector<Side> exits;
            for (Side s : sides) exits.push_back(rotated(s, r));
            std::sort(exits.begin(), exits.end());
            if (exits == wanted) {
                tile.variant = name;
                tile.rotation = r;
                return true;
            }
        }
        return false;
    };
    if (tryVariant(variant->first, variant->second)) return;
    for (const auto& [name, sides] : type->variants)
        if (tryVariant(name, sides)) return;
}

/// Moves everything on the system's board through mapHex(hex, board); entries off it stay
/// where they are for the validator to report.
template <typename MapHex, typename MapSide>
void moveBoard(Scenario& s, const GameSystem& system, MapHex mapHex, MapSide mapSide) {
    const BoardShape& shape = system.board;
    const auto move = [&](Hex& h) {
        if (!shape.contains(h)) return false;
        h = mapHex(h, shape);
        return true;
    };
    for (TerrainTile& t : s.terrain)
        if (move(t.hex)) reorient(t, system, mapSide);
    for (HexsideFeature& f : s.hexsides)
        if (move(f.hex)) f.side = mapSide(f.side);
    for (Unit& u : s.units) move(u.hex);
    for (Leader& l : s.leaders) move(l.hex);
    for (Objective& o : s.objectives)
        for (Hex& h : o.hexes) move(h);
}

Beneficiary otherBeneficiary(Beneficiary b) {
    return b == Beneficiary::Top ? Beneficiary::Bottom : b == Beneficiary::Bottom ? Beneficiary::Top : b;
}

}  // namespace

std::string uniqueId(const std::string& prefix, const std::set<std::string>& taken) {
    const std::string base = prefix.substr(0, 40);
    for (int n = 1;; ++n) {
        std::string id = base + "-" + std::to_string(n);
        if (!taken.contains(id)) return id;
    }
}

std::set<std::string> allIds(const Scenario& s) {
    std::set<std::string> ids;
    for (const Unit& u : s.units) ids.insert(u.id);
    for (const Leader& l : s.leaders) ids.insert(l.id);
    for (const Objective& o : s.objectives) ids.insert(o.id);
    for (const auto& u : s.unplaced.units) ids.insert(u.id);  // the tray's pieces keep their ids when placed
    for (const auto& l : s.unplaced.leaders) ids.insert(l.id);
    return ids;
}

Hex mirrorHex(Hex hex, const BoardShape& shape) {
    const Offset o = toOffset(hex);
    return toAxial({shape.rowLength(o.row) - 1 - o.col, o.row});
}

Hex turnHex(Hex hex, const BoardShape& shape) {
    const Offset o = toOffset(hex);
    // A half turn of a board of an odd number of rows (Tricorne's 11) keeps each row's parity:
    // long rows land on long rows. One of an even number has no half turn (its rows would be
    // offset the other way); the validator then names the hexes that land off the board.
    return toAxial({shape.rowLength(o.row) - 1 - o.col, shape.rows - 1 - o.row});
}

Scenario mirrored(Scenario s, const GameSystem& system) {
    moveBoard(s, system, mirrorHex, mirrorSide);
    for (Objective& o : s.objectives)
        if (o.section && *o.section != BoardSection::Centre)
            o.section = *o.section == BoardSection::Left ? BoardSection::Right : BoardSection::Left;
    return s;
}

Scenario sidesSwapped(Scenario s, const GameSystem& system) {
    moveBoard(s, system, turnHex, [](Side side) { return opposite(side); });
    std::swap(s.top, s.bottom);
    s.firstPlayer = other(s.firstPlayer);
    for (Objective& o : s.objectives) {
        o.beneficiary = otherBeneficiary(o.beneficiary);
        std::swap(o.bannersTop, o.bannersBottom);
        if (o.holder) o.holder = other(*o.holder);
        // A section is named from the beneficiary's seat; the board turned with it, so the
        // same hexes are still that side's same flank.
    }
    for (SpecialRule& r : s.specialRules)
        for (Position& p : r.mustRetire) p = other(p);
    return s;
}

HexClip copyHexes(const Scenario& s, const std::vector<Hex>& hexes) {
    HexClip clip;
    if (hexes.empty()) return clip;
    clip.anchor = hexes.front();
    clip.hexes = hexes;
    const auto chosen = [&](Hex h) { return std::find(hexes.begin(), hexes.end(), h) != hexes.end(); };
    for (const TerrainTile& t : s.terrain)
        if (chosen(t.hex)) clip.terrain.push_back(t);
    for (const HexsideFeature& f : s.hexsides)
        if (chosen(f.hex)) clip.hexsides.push_back(f);
    for (const Unit& u : s.units)
        if (chosen(u.hex)) clip.units.push_back(u);
    for (const Leader& l : s.leaders)
        if (chosen(l.hex)) clip.leaders.push_back(l);
    return clip;
}

Scenario pasted(Scenario s, const HexClip& clip, Hex target, const BoardShape& shape) {
    // On the system's board, inside the engine's frame (a board larger than it is refused).
    const auto onBoard = [&shape](Hex h) { return board::contains(h) && shape.contains(h); };
    const Hex shift = target - clip.anchor;
    std::vector<Hex> destinations;
    for (Hex h : clip.hexes)
        if (onBoard(h + shift)) destinations.push_back(h + shift);
    const auto cleared = [&](Hex h) { return std::find(destinations.begin(), destinations.end(), h) != destinations.end(); };
    std::erase_if(s.terrain, [&](const TerrainTile& t) { return cleared(t.hex); });
    std::erase_if(s.hexsides, [&](const HexsideFeature& f) { return cleared(f.hex); });
    std::erase_if(s.units, [&](const Unit& u) { return cleared(u.hex); });
    std::erase_if(s.leaders, [&](const Leader& l) { return cleared(l.hex); });

    std::set<std::string> taken = allIds(s);
    for (TerrainTile t : clip.terrain)
        if (onBoard(t.hex + shift)) {
            t.hex = t.hex + shift;
            s.terrain.push_back(t);
        }
    for (HexsideFeature f : clip.hexsides)
        if (onBoard(f.hex + shift)) {
            f.hex = f.hex + shift;
            s.hexsides.push_back(f);
        }
    for (Unit u : clip.units)
        if (onBoard(u.hex + shift)) {
            u.hex = u.hex + shift;
            u.id = uniqueId(u.army, taken);
            taken.insert(u.id);
            s.units.push_back(u);
        }
    for (Leader l : clip.leaders)
        if (onBoard(l.hex + shift)) {
            l.hex = l.hex + shift;
            l.id = uniqueId(l.army + "-leader", taken);
            taken.insert(l.id);
            s.leaders.push_back(l);
        }
    return s;
}

}  // namespace transforms
