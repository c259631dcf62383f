#include "tricorne/text/hex_text.h"

#include <algorithm>
#include <array>

#include "tricorne/core/board.h"

namespace tricorne {

namespace {

std::string joined(const std::vector<std::string>& parts, const char* sep) {
    std::string out;
    for (const auto& p : parts) out += (out.empty() ? "" : sep) + p;
    return out;
}

/// "infantry +1, cavalry -1, artillery 0"; "no battle" for a kind that may not battle (NB).
std::string modifiers(const KindModifiers& m) {
    const auto one = [](const char* kind, const DiceModifier& d) {
        return std::string(kind) + " " + (!d ? "no battle" : *d > 0 ? "+" + std::to_string(*d) : std::to_string(*d));
    };
    return one("infantry", m.infantry) + ", " + one("cavalry", m.cavalry) + ", " + one("artillery", m.artillery);
}

std::string sight(LineOfSight los) {
    switch (los) {
        case LineOfSight::Clear: return "clear";
        case LineOfSight::Blocks: return "blocked";
        case LineOfSight::Hill: return "hill rules";
        case LineOfSight::BlocksWhenOccupied: return "blocked when occupied";
        case LineOfSight::BlocksUnlessAdjacent: return "blocked unless adjacent";
    }
    return "clear";
}

std::string kinds(const std::vector<UnitKind>& list) {
    std::vector<std::string> names;
    for (UnitKind k : list) names.emplace_back(unitKindName(k));
    return joined(names, ", ");
}

/// "Protection: ignores 1 symbol hit from ranged fire (infantry, artillery; not against artillery fire)".
std::string protection(const Protection& p) {
    std::string what = p.effect == Protection::Effect::IgnoreSymbolHit ? "ignores 1 symbol hit"
                       : p.effect == Protection::Effect::IgnoreFlag    ? "may ignore 1 flag"
                                                                       : "counts as support";
    if (p.effect != Protection::Effect::Support) {
        if (p.ranged && p.melee) what += " from ranged fire and in melee";
        else if (p.ranged) what += " from ranged fire";
        else if (p.melee) what += " in melee";
    }
    std::vector<std::string> limits;
    if (!p.unitKinds.empty()) limits.push_back(kinds(p.unitKinds));
    for (const std::string& c : p.unitClasses) limits.push_back(c);
    if (p.except == Protection::Except::Artillery) limits.emplace_back("not against artillery");
    if (p.except == Protection::Except::ArtilleryRanged) limits.emplace_back("not against artillery fire");
    if (!p.condition.empty()) {
        std::string words = p.condition;
        std::replace(words.begin(), words.end(), '-', ' ');
        limits.push_back("when " + words);
    }
    return "Protection: " + what + (limits.empty() ? "" : " (" + joined(limits, "; ") + ")");
}

void terrainLines(const TerrainType& type, std::vector<std::string>& lines) {
    lines.push_back(type.name + " (" + type.source + ")");
    std::vector<std::string> move;
    if (type.stopOnEnter) move.emplace_back("stop on entering");
    if (type.stopOnLeave) move.emplace_back("stop on leaving");
    std::vector<std::string> never;
    if (type.impassable.infantry) never.emplace_back("infantry");
    if (type.impassable.cavalry) never.emplace_back("cavalry");
    if (type.impassable.artillery) never.emplace_back("artillery");
    if (type.impassable.leader) never.emplace_back("leaders");
    if (!never.empty()) move.push_back("impassable to " + joined(never, ", "));
    if (!type.enterRoll.empty()) move.push_back("roll to enter (" + type.enterRoll + ")");
    lines.push_back("Movement: " + (move.empty() ? std::string("no restriction") : joined(move, "; ")));
    lines.push_back("Battle after moving in: " + modifiers(type.movedOnto));
    lines.push_back("Battle into it: " + modifiers(type.targeting));
    lines.push_back("Battle out of it: " + modifiers(type.battlingFrom));
    for (const Protection& p : type.protection) lines.push_back(protection(p));
    lines.push_back("Line of sight: " + sight(type.lineOfSight));
}

void hexsideLines(const HexsideType& type, Side side, std::vector<std::string>& lines) {
    lines.push_back(type.name + " on the " + std::string(sideName(side)) + " side (" + type.source + ")");
    std::vector<std::string> crossing;
    if (type.crossRestricted) {
        // Who may not cross: a list of who may (every kind, in the files) says nothing.
        std::vector<std::string> barred;
        for (UnitKind k : {UnitKind::Infantry, UnitKind::Cavalry, UnitKind::Artillery})
            if (std::find(type.crossableBy.begin(), type.crossableBy.end(), k) == type.crossableBy.end()) barred.emplace_back(unitKindName(k));
        if (!type.leaderMayCross) barred.emplace_back("leaders");
        if (!barred.empty()) crossing.push_back("not by " + joined(barred, ", "));
    }
    if (type.mustStartAdjacent) crossing.emplace_back("only from a move that starts beside it");
    if (type.stopAfterCrossing) crossing.emplace_back("stop after crossing");
    if (type.noBattleAfterCrossing) crossing.emplace_back("no battle after crossing");
    lines.push_back("Crossing: " + (crossing.empty() ? std::string("no restriction") : joined(crossing, "; ")));
    lines.push_back(std::string(type.protectsBothHexes ? "Battle across it into either hex: " : "Battle across it into the hex it protects: ") +
                    modifiers(type.targeting));
    lines.push_back("Battle out across it: " + modifiers(type.battlingFrom));
    for (const Protection& p : type.protection) lines.push_back(protection(p));
    lines.push_back("Line of sight across it: " + sight(type.lineOfSight));
}

}  // namespace

std::vector<std::string> describeHexGround(const Scenario& scenario, const GameSystem& system, Hex hex) {
    std::vector<std::string> lines;
    if (!board::contains(hex)) return lines;
    const auto tile = std::find_if(scenario.terrain.begin(), scenario.terrain.end(), [&](const TerrainTile& t) { return t.hex == hex; });
    if (tile == scenario.terrain.end()) lines.emplace_back("Open ground: no terrain effects.");
    else if (const TerrainType* type = system.terrainType(tile->type)) terrainLines(*type, lines);
    else lines.push_back("Unknown terrain \u201c" + tile->type + "\u201d.");

    // A feature sits on one hex's side and touches the neighbour across it as well.
    for (int s = 0; s < 6; ++s) {
        const Side side = static_cast<Side>(s);
        const Hex other = neighbour(hex, side);
        for (const HexsideFeature& f : scenario.hexsides) {
            const bool here = f.hex == hex && f.side == side;
            const bool across = f.hex == other && f.side == opposite(side);
            if (!here && !across) continue;
            if (const HexsideType* type = system.hexsideType(f.type)) hexsideLines(*type, side, lines);
            else lines.push_back("Unknown hex-side feature \u201c" + f.type + "\u201d on the " + std::string(sideName(side)) + " side.");
        }
    }
    return lines;
}

}  // namespace tricorne
