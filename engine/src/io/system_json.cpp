// A game system's JSON form (schema/system.schema.json): the model read from a document that
// passed the schema. The card decks are read in system_cards_json.cpp.
#include "tricorne/io/system_json.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdio>

#include "io/fnv.h"
#include "io/system_cards_json.h"
#include "tricorne/core/board.h"
#include "tricorne/core/random.h"

namespace tricorne {

UnitKind detail::unitKindFrom(const std::string& s) {
    if (s == "cavalry") return UnitKind::Cavalry;
    if (s == "artillery") return UnitKind::Artillery;
    return UnitKind::Infantry;
}

namespace {

using json = nlohmann::json;

DiceModifier modifierFrom(const json& j) {
    if (j.is_string()) return std::nullopt;  // "NB"
    return j.get<int>();
}

KindModifiers modifiersFrom(const json& parent, const char* key) {
    KindModifiers m;
    const auto it = parent.find(key);
    if (it == parent.end()) return m;
    if (it->contains("infantry")) m.infantry = modifierFrom(it->at("infantry"));
    if (it->contains("cavalry")) m.cavalry = modifierFrom(it->at("cavalry"));
    if (it->contains("artillery")) m.artillery = modifierFrom(it->at("artillery"));
    return m;
}

LineOfSight losFrom(const std::string& s) {
    if (s == "blocks") return LineOfSight::Blocks;
    if (s == "hill") return LineOfSight::Hill;
    if (s == "blocks-when-occupied") return LineOfSight::BlocksWhenOccupied;
    if (s == "blocks-unless-adjacent") return LineOfSight::BlocksUnlessAdjacent;
    return LineOfSight::Clear;
}

std::vector<Protection> protectionFrom(const json& parent) {
    std::vector<Protection> out;
    const auto it = parent.find("protection");
    if (it == parent.end()) return out;
    for (const auto& p : *it) {
        Protection pr;
        const auto effect = p.at("effect").get<std::string>();
        pr.effect = effect == "ignore-flag" ? Protection::Effect::IgnoreFlag
                    : effect == "support"   ? Protection::Effect::Support
                                            : Protection::Effect::IgnoreSymbolHit;
        if (const auto c = p.find("combat"); c != p.end()) {
            const auto combat = c->get<std::vector<std::string>>();
            pr.ranged = std::count(combat.begin(), combat.end(), "ranged") > 0;
            pr.melee = std::count(combat.begin(), combat.end(), "melee") > 0;
        } else {
            pr.ranged = pr.melee = true;
        }
        if (const auto k = p.find("unitKinds"); k != p.end())
            for (const auto& kind : *k) pr.unitKinds.push_back(detail::unitKindFrom(kind.get<std::string>()));
        if (const auto c = p.find("unitClasses"); c != p.end()) pr.unitClasses = c->get<std::vector<std::string>>();
        const auto except = p.value("except", std::string());
        pr.except = except == "artillery"          ? Protection::Except::Artillery
                    : except == "artillery-ranged" ? Protection::Except::ArtilleryRanged
                                                   : Protection::Except::None;
        pr.condition = p.value("condition", std::string());
        out.push_back(std::move(pr));
    }
    return out;
}

std::vector<Side> sidesFrom(const json& j) {
    std::vector<Side> out;
    for (const auto& s : j) out.push_back(parseSide(s.get<std::string>()).value_or(Side::NE));
    return out;
}

RollFace rollFaceFrom(const std::string& s) {
    if (s == "infantry") return RollFace::Infantry;
    if (s == "cavalry") return RollFace::Cavalry;
    if (s == "artillery") return RollFace::Artillery;
    if (s == "flag") return RollFace::Flag;
    if (s == "saber") return RollFace::Saber;
    return RollFace::OwnSymbol;
}

EnterRoll::Outcome rollOutcomeFrom(const json& parent, const char* key) {
    EnterRoll::Outcome out;
    const auto it = parent.find(key);
    if (it == parent.end()) return out;
    const auto effect = it->at("effect").get<std::string>();
    out.effect = effect == "stop-unless-face"      ? EnterRoll::Effect::StopUnlessFace
                 : effect == "lose-block-and-stop" ? EnterRoll::Effect::LoseBlockAndStop
                 : effect == "lost"                ? EnterRoll::Effect::LeaderLost
                                                   : EnterRoll::Effect::None;
    out.face = rollFaceFrom(it->at("face").get<std::string>());
    return out;
}

EnterRoll enterRollFrom(const json& j) {
    EnterRoll roll;
    roll.unit = rollOutcomeFrom(j, "unit");
    roll.leader = rollOutcomeFrom(j, "leader");
    roll.retreats = j.value("retreats", false);
    return roll;
}

Waterway waterwayFrom(const std::string& s) {
    if (s == "river") return Waterway::River;
    if (s == "fordable-stream") return Waterway::FordableStream;
    if (s == "ford") return Waterway::Ford;
    return Waterway::None;
}

UnitType unitTypeFrom(const json& j) {
    UnitType t;
    t.id = j.at("id").get<std::string>();
    t.name = j.at("name").get<std::string>();
    t.kind = detail::unitKindFrom(j.at("kind").get<std::string>());
    t.unitClass = j.value("class", std::string());
    t.box = j.value("box", 0);
    t.blocks = j.value("blocks", 4);
    for (const auto& m : j.at("movement")) {
        const auto battle = m.at("battle").get<std::string>();
        t.movement.push_back({m.at("hexes").get<int>(), battle == "none"         ? BattleAfterMove::None
                                                        : battle == "melee-only" ? BattleAfterMove::MeleeOnly
                                                                                 : BattleAfterMove::Any});
    }
    t.dice = j.at("dice").get<std::vector<int>>();
    t.saberHits = j.value("saberHits", true);
    t.retreatPerFlag = j.value("retreatPerFlag", 1);
    t.flagsIgnored = j.value("flagsIgnored", 0);
    t.rallyModifier = j.value("rallyModifier", 0);
    if (const auto a = j.find("abilities"); a != j.end())
        for (const auto& ability : *a) t.abilities.push_back(abilityFromName(ability.get<std::string>()));
    t.source = j.value("source", std::string());
    return t;
}

TerrainType terrainFrom(const json& j) {
    TerrainType t;
    t.id = j.at("id").get<std::string>();
    t.name = j.at("name").get<std::string>();
    t.source = j.value("source", std::string());
    t.linear = j.value("linear", false);
    if (const auto v = j.find("variants"); v != j.end())
        for (const auto& [name, exits] : v->items()) t.variants[name] = sidesFrom(exits);
    if (const auto m = j.find("movement"); m != j.end()) {
        t.stopOnEnter = m->value("stopOnEnter", false);
        t.stopOnLeave = m->value("stopOnLeave", false);
        if (const auto imp = m->find("impassable"); imp != m->end())
            for (const auto& k : *imp) {
                const auto kind = k.get<std::string>();
                if (kind == "infantry") t.impassable.infantry = true;
                if (kind == "cavalry") t.impassable.cavalry = true;
                if (kind == "artillery") t.impassable.artillery = true;
                if (kind == "leader") t.impassable.leader = true;
            }
        if (const auto roll = m->find("enterRoll"); roll != m->end() && roll->is_object()) t.enterRoll = enterRollFrom(*roll);
        t.roadBonus = m->value("roadBonus", 0);
    }
    t.waterway = waterwayFrom(j.value("waterway", std::string()));
    if (const auto b = j.find("battle"); b != j.end()) {
        t.movedOnto = modifiersFrom(*b, "movedOnto");
        t.targeting = modifiersFrom(*b, "targeting");
        t.battlingFrom = modifiersFrom(*b, "battlingFrom");
    }
    t.protection = protectionFrom(j);
    t.lineOfSight = losFrom(j.value("lineOfSight", std::string("clear")));
    return t;
}

HexsideType hexsideFrom(const json& j) {
    HexsideType t;
    t.id = j.at("id").get<std::string>();
    t.name = j.at("name").get<std::string>();
    t.source = j.value("source", std::string());
    t.protectsBothHexes = j.value("protects", std::string("owner")) == "both";
    if (const auto m = j.find("movement"); m != j.end()) {
        if (const auto c = m->find("crossableBy"); c != m->end()) {
            t.crossRestricted = true;
            t.leaderMayCross = false;
            for (const auto& k : *c) {
                const auto kind = k.get<std::string>();
                if (kind == "leader") t.leaderMayCross = true;
                else t.crossableBy.push_back(detail::unitKindFrom(kind));
            }
        }
        t.mustStartAdjacent = m->value("mustStartAdjacent", false);
        t.stopAfterCrossing = m->value("stopAfterCrossing", false);
        t.noBattleAfterCrossing = m->value("noBattleAfterCrossing", false);
    }
    if (const auto b = j.find("battle"); b != j.end()) {
        t.targeting = modifiersFrom(*b, "targeting");
        t.battlingFrom = modifiersFrom(*b, "battlingFrom");
    }
    t.protection = protectionFrom(j);
    t.lineOfSight = losFrom(j.value("lineOfSight", std::string("clear")));
    return t;
}

Face faceFrom(const std::string& s) {
    for (Face face : {Face::Infantry, Face::Cavalry, Face::Artillery, Face::Flag, Face::Saber, Face::Blank})
        if (s == faceName(face)) return face;
    return Face::Blank;  // unreachable: the schema allows no other name
}

/// The battlefield (schema/README.md, "Board"): Tricorne's where a field is left out.
BoardShape boardFrom(const json& j) {
    BoardShape b;
    b.rows = j.value("rows", b.rows);
    b.columns = j.value("columns", b.columns);
    if (const auto lines = j.find("dottedLines"); lines != j.end() && lines->size() == 2)
        b.dottedLines = {lines->at(0).get<int>(), lines->at(1).get<int>()};
    return b;
}

/// The die (schema/README.md, "Die"): each face as many times as its count, in the file's order.
Die dieFrom(const json& j) {
    Die d;
    d.sides.clear();
    for (const auto& f : j.at("faces"))
        for (int i = 0; i < f.at("count").get<int>(); ++i) d.sides.push_back(faceFrom(f.at("face").get<std::string>()));
    return d;
}

/// The family's rules (schema/README.md, "Rules of the family"): every field optional, each
/// default Tricorne's.
FamilyRules familyRulesFrom(const json& j) {
    FamilyRules r;
    if (const auto d = j.find("dice"); d != j.end()) {
        r.dice.model = d->value("model", std::string("chart")) == "blocks" ? DiceModel::Blocks : DiceModel::Chart;
        r.dice.fullStrengthBonus = d->value("fullStrengthBonus", 1);
        r.dice.movedInfantry = d->value("movedInfantry", std::string()) == "half-blocks" ? MovedInfantryDice::HalfBlocks : MovedInfantryDice::OneFewer;
        r.dice.artilleryOneBlockFewer = d->value("artilleryOneBlockFewer", 0);
    }
    r.rallyChecks = j.value("rallyChecks", true);
    if (const auto l = j.find("leaders"); l != j.end()) {
        r.leaders.loneLeaderFire = l->value("loneLeaderFire", std::string()) == "never" ? LoneLeaderFire::Never : LoneLeaderFire::TwoDiceOrMore;
        r.leaders.loneLeaderSupport =
            l->value("loneLeaderSupport", std::string()) == "counts-as-support" ? LoneLeaderSupport::CountsAsSupport : LoneLeaderSupport::BolstersAdjacent;
        r.leaders.escape = l->value("escape", std::string()) == "any-enemy-on-path" ? LeaderEscape::AnyEnemyOnPath : LeaderEscape::WhenBothPathsHeld;
        r.leaders.checkOnRetreatLosses = l->value("checkOnRetreatLosses", false);
        r.leaders.attachedLeaderDice = l->value("attachedLeaderDice", 1);
    }
    r.bonusMelee = j.value("bonusMelee", std::string()) == "cavalry-only" ? BonusMeleeUnits::CavalryOnly : BonusMeleeUnits::TakeGround;
    r.breakthroughHexes = j.value("breakthroughHexes", 0);
    r.leadersStopRetreats = j.value("leadersStopRetreats", true);
    return r;
}

}  // namespace

GameSystem gameSystemFromJson(const json& doc) {
    GameSystem s;
    s.id = doc.at("id").get<std::string>();
    s.name = doc.at("name").get<std::string>();
    s.shortName = doc.value("shortName", s.name);
    s.source = doc.value("source", std::string());
    const json rules = doc.value("rules", json::object());
    s.rules = familyRulesFrom(rules);
    if (const auto board = doc.find("board"); board != doc.end()) s.board = boardFrom(*board);
    if (const auto die = doc.find("die"); die != doc.end()) s.die = dieFrom(*die);
    const json chiefs = rules.value("chiefMarkers", json::object());
    for (const auto& f : doc.at("factions")) {
        Faction faction{f.at("id").get<std::string>(), f.at("name").get<std::string>(), std::nullopt};
        if (chiefs.contains(faction.id)) faction.chiefMarker = chiefs.at(faction.id).get<std::string>();
        s.factions.push_back(std::move(faction));
    }
    for (const auto& a : doc.at("armies")) {
        Army army;
        army.id = a.at("id").get<std::string>();
        army.name = a.at("name").get<std::string>();
        army.faction = a.at("faction").get<std::string>();
        army.color = a.value("color", std::string("#808080"));
        army.leadersInBox = a.at("leaders").value("box", 0);
        if (const auto rounding = a.find("movedFireRounding"); rounding != a.end()) army.movedFireRoundsUp = rounding->get<std::string>() == "up";
        for (const auto& t : a.at("unitTypes")) army.unitTypes.push_back(unitTypeFrom(t));
        s.armies.push_back(std::move(army));
    }
    for (const auto& t : doc.at("terrain")) s.terrain.push_back(terrainFrom(t));
    for (const auto& h : doc.at("hexsides")) s.hexsides.push_back(hexsideFrom(h));
    if (const auto decks = doc.find("decks"); decks != doc.end()) detail::readCardDecks(*decks, s);
    if (const auto box = doc.find("box"); box != doc.end()) {
        s.box.terrainTiles = box->value("terrainTiles", 0);
        s.box.victoryBanners = box->value("victoryBanners", 0);
        s.box.chiefMarkers = box->value("chiefMarkers", 0);
    }
    return s;
}

namespace {

/// `j` with every whole floating-point number made an integer, recursively.
json wholeNumbersAsIntegers(const json& j) {
    if (j.is_number_float()) {
        const double d = j.get<double>();
        // Only values an int64 holds exactly: beyond 2^53 a double is whole but not exact.
        if (d == std::floor(d) && std::fabs(d) <= 9007199254740992.0) return static_cast<std::int64_t>(d);
        return j;
    }
    if (j.is_object()) {
        json out = json::object();
        for (const auto& [key, value] : j.items()) out[key] = wholeNumbersAsIntegers(value);
        return out;
    }
    if (j.is_array()) {
        json out = json::array();
        for (const auto& value : j) out.push_back(wholeNumbersAsIntegers(value));
        return out;
    }
    return j;
}

}  // namespace

std::string canonicalSystemText(const json& doc) {
    // -0.0 is whole and becomes 0; nlohmann dumps integers one way only, and its object keeps keys sorted.
    return wholeNumbersAsIntegers(doc).dump(-1, ' ', false, json::error_handler_t::replace);
}

std::string systemHash(const json& doc) {
    const std::string text = canonicalSystemText(doc);
    detail::Fnv f;
    f.bytes(text.data(), text.size());
    char buffer[17];
    std::snprintf(buffer, sizeof buffer, "%016llx", static_cast<unsigned long long>(f.result()));
    return buffer;
}

}  // namespace tricorne
