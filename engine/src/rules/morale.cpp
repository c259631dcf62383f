#include "tricorne/rules/morale.h"

#include <algorithm>

#include "tricorne/rules/family.h"
#include "tricorne/rules/los.h"

namespace tricorne {

namespace {


bool contains(const std::vector<UnitKind>& v, UnitKind k) { return std::find(v.begin(), v.end(), k) != v.end(); }

/// Whether one protection entry of the summary card covers this defender against this attack.
bool applies(const Rules& rules, const Protection& p, const UnitType& defender, Hex defenderHex, const IncomingAttack& attack) {
    if (attack.ranged ? !p.ranged : !p.melee) return false;
    if (!p.unitKinds.empty() && !contains(p.unitKinds, defender.kind)) return false;
    if (!p.unitClasses.empty() && std::find(p.unitClasses.begin(), p.unitClasses.end(), defender.unitClass) == p.unitClasses.end())
        return false;
    const bool artillery = attack.attackerKind == UnitKind::Artillery;
    if (p.except == Protection::Except::Artillery && artillery) return false;
    if (p.except == Protection::Except::ArtilleryRanged && artillery && attack.ranged) return false;
    if (p.condition == "attacked-from-lower-or-other-hill") {
        // 000 · HILL: from a lower level, or from a hill hex of another group.
        const int mine = rules.hillGroup(defenderHex);
        const int theirs = rules.hillGroup(attack.from);
        if (mine < 0 || (theirs >= 0 && theirs == mine)) return false;
    }
    return true;
}

/// The sides of the defender's hex the attack comes through (000 · ENCLOSURE WALL, FIELD
/// WORKS: "the attack goes through a … side of the hex").
SideList sidesHit(Hex defenderHex, const IncomingAttack& attack) {
    if (!board::contains(attack.from)) return {};  // fire from off the board crosses no side
    if (!attack.ranged) {
        if (auto s = sideTowards(defenderHex, attack.from)) return {*s};
        return {};
    }
    return entrySides(attack.from, defenderHex);
}

/// The hex-side features on the sides the attack comes through that protect this hex:
/// its own sides, and fences (which protect both hexes) on the shared edges.
std::vector<const HexsideType*> protectingSides(const Rules& rules, Hex defenderHex, const IncomingAttack& attack) {
    std::vector<const HexsideType*> out;
    for (Side s : sidesHit(defenderHex, attack)) {
        const EdgeFeature e = rules.edge(defenderHex, s);
        if (!e.type) continue;
        if (e.owner == defenderHex || e.type->protectsBothHexes) out.push_back(e.type);
    }
    return out;
}

/// A terrain's or hex side's name (a table name) with the hex it protects: "Forest at 3,4".
Text atHex(const std::string& name, Hex hex) { return phraseText(TRICORNE_TEXT("{1} at {2}"), {nameText(name), formatHex(hex)}); }

bool friendlyUnit(const Rules& rules, const GameState& state, Hex h, Position side) {
    const int u = state.unitAt(h);
    return u >= 0 && rules.unitSide(u) == side;
}

}  // namespace

MoraleCount ignorableFlags(const Rules& rules, const GameState& state, int unit, const IncomingAttack& attack, Reasons reasons) {
    MoraleCount out;
    const UnitState& u = state.unit(unit);
    const UnitType& type = rules.unitType(unit);
    const Position side = rules.unitSide(unit);
    // The reason's words are made only when they are asked for (the turn and the bots count).
    auto add = [&](auto&& reason) {
        ++out.value;
        if (reasons == Reasons::Written) out.reasons.push_back({1, reason()});
    };

    const bool hasLeader = state.attachedLeader(unit) >= 0;
    if (hasLeader) add([] { return phraseText(TRICORNE_TEXT("attached leader")); });  // he survived his casualty check, or he would be gone

    int supports = 0;
    bool adjacentLoneLeader = false;
    int loneLeaders = 0;
    for (Side s : kAllSides) {
        const Hex n = neighbour(u.hex, s);
        if (friendlyUnit(rules, state, n, side)) ++supports;
        const int l = state.leaderAt(n);
        if (l >= 0 && rules.leaderSide(l) == side && state.isLoneLeader(l)) {
            adjacentLoneLeader = true;
            ++loneLeaders;
        }
    }
    // 002 · Bolster Morale: "A leader when alone in a hex may act as one adjacent support";
    // 000's lone leader is no support but bolsters the units around him (below).
    const bool leaderSupports = family::loneLeaderIsSupport(rules.system());
    if (leaderSupports) supports += loneLeaders;
    // 001 · FENCES: against fire (not artillery) through a fence or hedge, it acts as one support.
    bool fenceSupport = false;
    for (const HexsideType* h : protectingSides(rules, u.hex, attack))
        for (const Protection& p : h->protection)
            if (p.effect == Protection::Effect::Support && applies(rules, p, type, u.hex, attack)) fenceSupport = true;
    if (supports + (fenceSupport ? 1 : 0) >= 2)
        add([&] { return phraseText(fenceSupport && supports < 2 ? TRICORNE_TEXT("a supporting unit and the fence") : TRICORNE_TEXT("two supporting units")); });
    if (adjacentLoneLeader && !hasLeader && !leaderSupports) add([] { return phraseText(TRICORNE_TEXT("a lone friendly leader adjacent")); });

    for (int i = 0; i < type.flagsIgnored; ++i) add([&] { return nameText(type.name); });
    if (type.has(Ability::HighlandMorale) && attack.fullStrengthBefore && !u.highlandHit)
        add([] { return phraseText(TRICORNE_TEXT("Highland at full strength")); });

    // Terrain: the hex's own protection or its sides'; at most one flag from terrain
    // ("field works on a hill will still only allow … to ignore 1 flag", 000 · FIELD WORKS).
    const std::string* terrainReason = nullptr;
    if (const TerrainType* t = rules.terrain(u.hex))
        for (const Protection& p : t->protection)
            if (p.effect == Protection::Effect::IgnoreFlag && applies(rules, p, type, u.hex, attack)) terrainReason = &t->name;
    if (!terrainReason)
        for (const HexsideType* h : protectingSides(rules, u.hex, attack))
            for (const Protection& p : h->protection)
                if (p.effect == Protection::Effect::IgnoreFlag && applies(rules, p, type, u.hex, attack)) terrainReason = &h->name;
    if (terrainReason) add([&] { return atHex(*terrainReason, u.hex); });

    if (u.chief) add([] { return phraseText(TRICORNE_TEXT("Chief marker")); });
    if (out.value > 2) {  // 000 · Key Rule - A unit may only ignore a maximum of 2 flags
        if (reasons == Reasons::Written) out.reasons.push_back({2 - out.value, phraseText(TRICORNE_TEXT("never more than 2 flags"))});
        out.value = 2;
    }
    return out;
}

MoraleCount ignoredSymbolHits(const Rules& rules, const GameState& state, int unit, const IncomingAttack& attack, Reasons reasons) {
    MoraleCount out;
    const UnitState& u = state.unit(unit);
    const UnitType& type = rules.unitType(unit);
    if (const TerrainType* t = rules.terrain(u.hex))
        for (const Protection& p : t->protection)
            if (p.effect == Protection::Effect::IgnoreSymbolHit && applies(rules, p, type, u.hex, attack)) {
                ++out.value;
                if (reasons == Reasons::Written) out.reasons.push_back({1, atHex(t->name, u.hex)});
            }
    // One line of fire goes through the hex's sides once, even through the corner between two
    // protecting sides: they ignore 1 symbol hit together ("ignores 1 unit symbol hit … when …
    // the line of fire goes through a field works side of the hex", 000 · FIELD WORKS;
    // RULINGS.md). A melee comes through one side only.
    for (const HexsideType* h : protectingSides(rules, u.hex, attack))
        for (const Protection& p : h->protection)
            if (p.effect == Protection::Effect::IgnoreSymbolHit && applies(rules, p, type, u.hex, attack)) {
                ++out.value;
                if (reasons == Reasons::Written) out.reasons.push_back({1, nameText(h->name)});
                return out;
            }
    return out;
}

MoraleCount rallyDice(const Rules& rules, const GameState& state, int unit, bool afterCavalryMelee, bool retired) {
    MoraleCount out;
    const UnitState& u = state.unit(unit);
    const UnitType& type = rules.unitType(unit);
    auto add = [&](int delta, Text reason) {
        out.value += delta;
        out.reasons.push_back({delta, std::move(reason)});
    };
    // The first term is the base the text layer counts ("2 blocks"), the others modifiers.
    add(u.blocks, phraseText(TRICORNE_TEXT("blocks")));
    if (u.blocks >= type.blocks) add(1, phraseText(TRICORNE_TEXT("full strength")));
    if (state.attachedLeader(unit) >= 0) add(1, phraseText(TRICORNE_TEXT("attached leader")));
    if (type.rallyModifier != 0) add(type.rallyModifier, nameText(type.name));
    if (u.chief) add(1, phraseText(TRICORNE_TEXT("Chief marker")));
    if (afterCavalryMelee && type.kind != UnitKind::Cavalry) add(-1, phraseText(TRICORNE_TEXT("retreat forced by a cavalry melee")));
    if (retired) add(2, phraseText(TRICORNE_TEXT("retire and rally")));
    if (out.value < 1) add(1 - out.value, phraseText(TRICORNE_TEXT("at least one die")));  // 000 · Key Rule
    return out;
}

}  // namespace tricorne
