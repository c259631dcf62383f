#include "tricorne/text/hex_text.h"

#include <algorithm>
#include <array>
#include <utility>

#include "tricorne/core/board.h"

namespace tricorne {

namespace {

/// A unit kind by its table name ("infantry"), translated in the studio.
Text kindName(UnitKind kind) { return nameText(unitKindName(kind)); }

/// "infantry +1, cavalry -1, artillery 0"; "no battle" for a kind that may not battle (NB).
Text modifiers(const KindModifiers& m) {
    const auto one = [](UnitKind kind, const DiceModifier& d) {
        return phraseText(TRICORNE_TEXT("{1} {2}"), {kindName(kind), !d ? phraseText(TRICORNE_TEXT("no battle")) : Text(*d > 0 ? "+" + std::to_string(*d) : std::to_string(*d))});
    };
    return joinTexts({one(UnitKind::Infantry, m.infantry), one(UnitKind::Cavalry, m.cavalry), one(UnitKind::Artillery, m.artillery)}, TRICORNE_TEXT("{1}, {2}"));
}

Text sight(LineOfSight los) {
    switch (los) {
        case LineOfSight::Clear: return phraseText(TRICORNE_TEXT("clear"));
        case LineOfSight::Blocks: return phraseText(TRICORNE_TEXT("blocked"));
        case LineOfSight::Hill: return phraseText(TRICORNE_TEXT("hill rules"));
        case LineOfSight::BlocksWhenOccupied: return phraseText(TRICORNE_TEXT("blocked when occupied"));
        case LineOfSight::BlocksUnlessAdjacent: return phraseText(TRICORNE_TEXT("blocked unless adjacent"));
    }
    return phraseText(TRICORNE_TEXT("clear"));
}

Text kinds(const std::vector<UnitKind>& list) {
    std::vector<Text> names;
    for (UnitKind k : list) names.push_back(kindName(k));
    return joinTexts(names, TRICORNE_TEXT("{1}, {2}"));
}

/// "Protection: ignores 1 symbol hit from ranged fire (infantry, artillery; not against artillery fire)".
Text protection(const Protection& p) {
    Text what = p.effect == Protection::Effect::IgnoreSymbolHit ? phraseText(TRICORNE_TEXT("ignores 1 symbol hit"))
                : p.effect == Protection::Effect::IgnoreFlag    ? phraseText(TRICORNE_TEXT("may ignore 1 flag"))
                                                                : phraseText(TRICORNE_TEXT("counts as support"));
    if (p.effect != Protection::Effect::Support) {
        if (p.ranged && p.melee) what = phraseText(TRICORNE_TEXT("{1} from ranged fire and in melee"), {std::move(what)});
        else if (p.ranged) what = phraseText(TRICORNE_TEXT("{1} from ranged fire"), {std::move(what)});
        else if (p.melee) what = phraseText(TRICORNE_TEXT("{1} in melee"), {std::move(what)});
    }
    std::vector<Text> limits;
    if (!p.unitKinds.empty()) limits.push_back(kinds(p.unitKinds));
    for (const std::string& c : p.unitClasses) limits.emplace_back(c);
    if (p.except == Protection::Except::Artillery) limits.push_back(phraseText(TRICORNE_TEXT("not against artillery")));
    if (p.except == Protection::Except::ArtilleryRanged) limits.push_back(phraseText(TRICORNE_TEXT("not against artillery fire")));
    if (!p.condition.empty()) {
        // The condition is a data id ("attacked-from-lower-or-other-hill"), read as words.
        std::string words = p.condition;
        std::replace(words.begin(), words.end(), '-', ' ');
        limits.push_back(phraseText(TRICORNE_TEXT("when {1}"), {words}));
    }
    if (limits.empty()) return phraseText(TRICORNE_TEXT("Protection: {1}"), {std::move(what)});
    return phraseText(TRICORNE_TEXT("Protection: {1} ({2})"), {std::move(what), joinTexts(limits, TRICORNE_TEXT("{1}; {2}"))});
}

/// The face a terrain's roll looks for: "flag", "its own symbol" …
Text rollFaceText(RollFace face) {
    switch (face) {
        case RollFace::OwnSymbol: return phraseText(TRICORNE_TEXT("its own symbol"));
        case RollFace::Infantry: return phraseText(TRICORNE_TEXT("infantry"));
        case RollFace::Cavalry: return phraseText(TRICORNE_TEXT("cavalry"));
        case RollFace::Artillery: return phraseText(TRICORNE_TEXT("artillery"));
        case RollFace::Flag: return phraseText(TRICORNE_TEXT("flag"));
        case RollFace::Saber: return phraseText(TRICORNE_TEXT("saber"));
    }
    return phraseText(TRICORNE_TEXT("its own symbol"));
}

/// What an enter roll does, for a unit and a lone leader (000 · BOGGY GROUND, 001 · WETLAND).
Text enterRollText(const EnterRoll& roll) {
    std::vector<Text> parts;
    const Text unitFace = rollFaceText(roll.unit.face), leaderFace = rollFaceText(roll.leader.face);
    if (roll.unit.effect == EnterRoll::Effect::StopUnlessFace) parts.push_back(phraseText(TRICORNE_TEXT("a unit goes on only on {1}"), {unitFace}));
    if (roll.unit.effect == EnterRoll::Effect::LoseBlockAndStop)
        parts.push_back(phraseText(TRICORNE_TEXT("a unit loses a block and stops on {1}"), {unitFace}));
    if (roll.leader.effect == EnterRoll::Effect::StopUnlessFace)
        parts.push_back(phraseText(TRICORNE_TEXT("a lone leader goes on only on {1}"), {leaderFace}));
    if (roll.leader.effect == EnterRoll::Effect::LeaderLost) parts.push_back(phraseText(TRICORNE_TEXT("a lone leader is lost on {1}"), {leaderFace}));
    if (roll.retreats) parts.push_back(phraseText(TRICORNE_TEXT("on retreats too")));
    return joinTexts(parts, TRICORNE_TEXT("{1}, {2}"));
}

void terrainLines(const TerrainType& type, std::vector<Text>& lines) {
    lines.push_back(phraseText(TRICORNE_TEXT("{1} ({2})"), {nameText(type.name), type.source}));
    std::vector<Text> move;
    if (type.stopOnEnter) move.push_back(phraseText(TRICORNE_TEXT("stop on entering")));
    if (type.stopOnLeave) move.push_back(phraseText(TRICORNE_TEXT("stop on leaving")));
    std::vector<Text> never;
    if (type.impassable.infantry) never.push_back(kindName(UnitKind::Infantry));
    if (type.impassable.cavalry) never.push_back(kindName(UnitKind::Cavalry));
    if (type.impassable.artillery) never.push_back(kindName(UnitKind::Artillery));
    if (type.impassable.leader) never.push_back(phraseText(TRICORNE_TEXT("leaders")));
    if (!never.empty()) move.push_back(phraseText(TRICORNE_TEXT("impassable to {1}"), {joinTexts(never, TRICORNE_TEXT("{1}, {2}"))}));
    if (type.enterRoll.any()) move.push_back(phraseText(TRICORNE_TEXT("roll to enter ({1})"), {enterRollText(type.enterRoll)}));
    lines.push_back(phraseText(TRICORNE_TEXT("Movement: {1}"), {move.empty() ? phraseText(TRICORNE_TEXT("no restriction")) : joinTexts(move, TRICORNE_TEXT("{1}; {2}"))}));
    lines.push_back(phraseText(TRICORNE_TEXT("Battle after moving in: {1}"), {modifiers(type.movedOnto)}));
    lines.push_back(phraseText(TRICORNE_TEXT("Battle into it: {1}"), {modifiers(type.targeting)}));
    lines.push_back(phraseText(TRICORNE_TEXT("Battle out of it: {1}"), {modifiers(type.battlingFrom)}));
    for (const Protection& p : type.protection) lines.push_back(protection(p));
    lines.push_back(phraseText(TRICORNE_TEXT("Line of sight: {1}"), {sight(type.lineOfSight)}));
}

void hexsideLines(const HexsideType& type, Side side, std::vector<Text>& lines) {
    lines.push_back(phraseText(TRICORNE_TEXT("{1} on the {2} side ({3})"), {nameText(type.name), nameText(std::string(sideName(side))), type.source}));
    std::vector<Text> crossing;
    if (type.crossRestricted) {
        // Who may not cross: a list of who may (every kind, in the files) says nothing.
        std::vector<Text> barred;
        for (UnitKind k : {UnitKind::Infantry, UnitKind::Cavalry, UnitKind::Artillery})
            if (std::find(type.crossableBy.begin(), type.crossableBy.end(), k) == type.crossableBy.end()) barred.push_back(kindName(k));
        if (!type.leaderMayCross) barred.push_back(phraseText(TRICORNE_TEXT("leaders")));
        if (!barred.empty()) crossing.push_back(phraseText(TRICORNE_TEXT("not by {1}"), {joinTexts(barred, TRICORNE_TEXT("{1}, {2}"))}));
    }
    if (type.mustStartAdjacent) crossing.push_back(phraseText(TRICORNE_TEXT("only from a move that starts beside it")));
    if (type.stopAfterCrossing) crossing.push_back(phraseText(TRICORNE_TEXT("stop after crossing")));
    if (type.noBattleAfterCrossing) crossing.push_back(phraseText(TRICORNE_TEXT("no battle after crossing")));
    lines.push_back(phraseText(TRICORNE_TEXT("Crossing: {1}"), {crossing.empty() ? phraseText(TRICORNE_TEXT("no restriction")) : joinTexts(crossing, TRICORNE_TEXT("{1}; {2}"))}));
    lines.push_back(phraseText(type.protectsBothHexes ? TRICORNE_TEXT("Battle across it into either hex: {1}") : TRICORNE_TEXT("Battle across it into the hex it protects: {1}"),
                        {modifiers(type.targeting)}));
    lines.push_back(phraseText(TRICORNE_TEXT("Battle out across it: {1}"), {modifiers(type.battlingFrom)}));
    for (const Protection& p : type.protection) lines.push_back(protection(p));
    lines.push_back(phraseText(TRICORNE_TEXT("Line of sight across it: {1}"), {sight(type.lineOfSight)}));
}

}  // namespace

std::vector<Text> hexGroundText(const Scenario& scenario, const GameSystem& system, Hex hex) {
    std::vector<Text> lines;
    if (!board::contains(hex)) return lines;
    const auto tile = std::find_if(scenario.terrain.begin(), scenario.terrain.end(), [&](const TerrainTile& t) { return t.hex == hex; });
    if (tile == scenario.terrain.end()) lines.push_back(phraseText(TRICORNE_TEXT("Open ground: no terrain effects.")));
    else if (const TerrainType* type = system.terrainType(tile->type)) terrainLines(*type, lines);
    else lines.push_back(phraseText(TRICORNE_TEXT("Unknown terrain “{1}”."), {tile->type}));

    // A feature sits on one hex's side and touches the neighbour across it as well.
    for (int s = 0; s < 6; ++s) {
        const Side side = static_cast<Side>(s);
        const Hex other = neighbour(hex, side);
        for (const HexsideFeature& f : scenario.hexsides) {
            const bool here = f.hex == hex && f.side == side;
            const bool across = f.hex == other && f.side == opposite(side);
            if (!here && !across) continue;
            if (const HexsideType* type = system.hexsideType(f.type)) hexsideLines(*type, side, lines);
            else
                lines.push_back(phraseText(TRICORNE_TEXT("Unknown hex-side feature “{1}” on the {2} side."), {f.type, nameText(std::string(sideName(side)))}));
        }
    }
    return lines;
}

std::vector<std::string> describeHexGround(const Scenario& scenario, const GameSystem& system, Hex hex) {
    std::vector<std::string> lines;
    for (Text& line : hexGroundText(scenario, system, hex)) lines.push_back(std::move(line.text));
    return lines;
}

}  // namespace tricorne
