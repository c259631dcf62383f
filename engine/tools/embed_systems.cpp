// Build-time generator: reads the shipped game systems (templates/systems/*.json) with the
// engine's own reader, gameSystemFromJson, and writes a C++ source that builds the same
// GameSystem values directly, so the programs start without parsing and schema-checking
// 100 KB of JSON (about four fifths of a one-file `tricorne validate`). The JSON files stay
// the one source of truth: CMake reruns this whenever one of them changes, and the engine
// tests check that the built-in systems equal the files read at run time and that the files
// pass the system schema.
//
//   tricorne-embed-systems OUT.cpp SYSTEM.json...
//
// The output defines tricorne::builtinSystemModels() (model/builtin_systems_internal.h).
#include <cstdio>
#include <fstream>
#include <iostream>
#include <map>
#include <optional>
#include <sstream>
#include <string>
#include <type_traits>
#include <vector>

#include <nlohmann/json.hpp>

#include "tricorne/io/system_json.h"

namespace {

using namespace tricorne;

/// A C++ string literal holding exactly `text` (bytes past ASCII and control characters as
/// three-digit octal escapes, which cannot run into the next character as hex escapes can).
std::string quoted(const std::string& text) {
    std::string out = "\"";
    for (const char c : text) {
        const auto byte = static_cast<unsigned char>(c);
        if (c == '"' || c == '\\') {
            out += '\\';
            out += c;
        } else if (byte < 0x20 || byte >= 0x7f) {
            char escape[5];
            std::snprintf(escape, sizeof escape, "\\%03o", byte);
            out += escape;
        } else {
            out += c;
        }
    }
    return out + "\"";
}

/// The C++ expression for a value, `type` naming its type in the generated code (used for
/// enumerations, written as `Type{n}`, and for the elements of lists).
std::string expr(const std::string& v, const std::string&) { return quoted(v); }
std::string expr(bool v, const std::string&) { return v ? "true" : "false"; }
std::string expr(int v, const std::string&) { return std::to_string(v); }

template <class E>
    requires std::is_enum_v<E>
std::string expr(E v, const std::string& type) {
    return type + "{" + std::to_string(static_cast<int>(v)) + "}";
}

template <class T>
std::string expr(const std::vector<T>& items, const std::string& type) {
    std::string out = "{";
    for (const auto& item : items) out += (out.size() > 1 ? ", " : "") + expr(item, type + "::value_type");
    return out + "}";
}

template <class T>
std::string expr(const std::optional<T>& v, const std::string& type) {
    return v ? expr(*v, type + "::value_type") : "std::nullopt";
}

/// Writes the statements that fill one value; nested blocks name their element x1, x2, …
class Writer {
public:
    /// Statements go out indented by `indent` levels of four spaces.
    Writer(std::ostream& out, int indent) : m_out(out), m_indent(indent) {}

    /// `lhs = <value>;`
    template <class T>
    void set(const std::string& lhs, const T& value) {
        line(lhs + " = " + expr(value, "std::remove_cvref_t<decltype(" + lhs + ")>") + ";");
    }

    /// One block per element: `{ auto& xN = lhs.emplace_back(); <fields of xN> }`.
    template <class T>
    void each(const std::string& lhs, const std::vector<T>& items) {
        const std::string name = "x" + std::to_string(++m_depth);
        for (const auto& item : items) {
            line("{");
            ++m_indent;
            line("auto& " + name + " = " + lhs + ".emplace_back();");
            fields(name, item);
            --m_indent;
            line("}");
        }
        --m_depth;
    }

    void fields(const std::string& at, const GameSystem& s) {
        set(at + ".id", s.id);
        set(at + ".name", s.name);
        set(at + ".shortName", s.shortName);
        set(at + ".source", s.source);
        each(at + ".factions", s.factions);
        each(at + ".armies", s.armies);
        each(at + ".terrain", s.terrain);
        each(at + ".hexsides", s.hexsides);
        each(at + ".commandCards", s.commandCards);
        each(at + ".combatCards", s.combatCards);
        set(at + ".rules.dice.model", s.rules.dice.model);
        set(at + ".rules.dice.fullStrengthBonus", s.rules.dice.fullStrengthBonus);
        set(at + ".rules.dice.movedInfantry", s.rules.dice.movedInfantry);
        set(at + ".rules.dice.artilleryOneBlockFewer", s.rules.dice.artilleryOneBlockFewer);
        set(at + ".rules.rallyChecks", s.rules.rallyChecks);
        set(at + ".rules.leaders.loneLeaderFire", s.rules.leaders.loneLeaderFire);
        set(at + ".rules.leaders.loneLeaderSupport", s.rules.leaders.loneLeaderSupport);
        set(at + ".rules.leaders.escape", s.rules.leaders.escape);
        set(at + ".rules.leaders.checkOnRetreatLosses", s.rules.leaders.checkOnRetreatLosses);
        set(at + ".rules.leaders.attachedLeaderDice", s.rules.leaders.attachedLeaderDice);
        set(at + ".rules.bonusMelee", s.rules.bonusMelee);
        set(at + ".rules.breakthroughHexes", s.rules.breakthroughHexes);
        set(at + ".rules.leadersStopRetreats", s.rules.leadersStopRetreats);
        set(at + ".board.rows", s.board.rows);
        set(at + ".board.columns", s.board.columns);
        set(at + ".board.dottedLines[0]", s.board.dottedLines[0]);
        set(at + ".board.dottedLines[1]", s.board.dottedLines[1]);
        set(at + ".die.sides", s.die.sides);
        set(at + ".box.terrainTiles", s.box.terrainTiles);
        set(at + ".box.victoryBanners", s.box.victoryBanners);
        set(at + ".box.chiefMarkers", s.box.chiefMarkers);
    }

private:
    void line(const std::string& text) { m_out << std::string(4 * static_cast<std::size_t>(m_indent), ' ') << text << '\n'; }

    void fields(const std::string& at, const Faction& f) {
        set(at + ".id", f.id);
        set(at + ".name", f.name);
        set(at + ".chiefMarker", f.chiefMarker);
    }

    void fields(const std::string& at, const Army& a) {
        set(at + ".id", a.id);
        set(at + ".name", a.name);
        set(at + ".faction", a.faction);
        set(at + ".color", a.color);
        set(at + ".leadersInBox", a.leadersInBox);
        set(at + ".movedFireRoundsUp", a.movedFireRoundsUp);
        each(at + ".unitTypes", a.unitTypes);
    }

    void fields(const std::string& at, const UnitType& t) {
        set(at + ".id", t.id);
        set(at + ".name", t.name);
        set(at + ".kind", t.kind);
        set(at + ".unitClass", t.unitClass);
        set(at + ".box", t.box);
        set(at + ".blocks", t.blocks);
        each(at + ".movement", t.movement);
        set(at + ".dice", t.dice);
        set(at + ".saberHits", t.saberHits);
        set(at + ".retreatPerFlag", t.retreatPerFlag);
        set(at + ".flagsIgnored", t.flagsIgnored);
        set(at + ".rallyModifier", t.rallyModifier);
        set(at + ".abilities", t.abilities);
        set(at + ".source", t.source);
    }

    void fields(const std::string& at, const MoveAllowance& m) {
        set(at + ".hexes", m.hexes);
        set(at + ".battle", m.battle);
    }

    void fields(const std::string& at, const KindModifiers& m) {
        set(at + ".infantry", m.infantry);
        set(at + ".cavalry", m.cavalry);
        set(at + ".artillery", m.artillery);
    }

    void fields(const std::string& at, const Protection& p) {
        set(at + ".effect", p.effect);
        set(at + ".ranged", p.ranged);
        set(at + ".melee", p.melee);
        set(at + ".unitKinds", p.unitKinds);
        set(at + ".unitClasses", p.unitClasses);
        set(at + ".except", p.except);
        set(at + ".condition", p.condition);
    }

    void fields(const std::string& at, const TerrainType& t) {
        set(at + ".id", t.id);
        set(at + ".name", t.name);
        set(at + ".source", t.source);
        set(at + ".linear", t.linear);
        for (const auto& [variant, exits] : t.variants) set(at + ".variants[" + quoted(variant) + "]", exits);
        set(at + ".stopOnEnter", t.stopOnEnter);
        set(at + ".stopOnLeave", t.stopOnLeave);
        set(at + ".impassable.infantry", t.impassable.infantry);
        set(at + ".impassable.cavalry", t.impassable.cavalry);
        set(at + ".impassable.artillery", t.impassable.artillery);
        set(at + ".impassable.leader", t.impassable.leader);
        set(at + ".enterRoll.unit.effect", t.enterRoll.unit.effect);
        set(at + ".enterRoll.unit.face", t.enterRoll.unit.face);
        set(at + ".enterRoll.leader.effect", t.enterRoll.leader.effect);
        set(at + ".enterRoll.leader.face", t.enterRoll.leader.face);
        set(at + ".enterRoll.retreats", t.enterRoll.retreats);
        set(at + ".roadBonus", t.roadBonus);
        set(at + ".waterway", t.waterway);
        fields(at + ".movedOnto", t.movedOnto);
        fields(at + ".targeting", t.targeting);
        fields(at + ".battlingFrom", t.battlingFrom);
        each(at + ".protection", t.protection);
        set(at + ".lineOfSight", t.lineOfSight);
    }

    void fields(const std::string& at, const HexsideType& h) {
        set(at + ".id", h.id);
        set(at + ".name", h.name);
        set(at + ".source", h.source);
        set(at + ".protectsBothHexes", h.protectsBothHexes);
        set(at + ".crossableBy", h.crossableBy);
        set(at + ".leaderMayCross", h.leaderMayCross);
        set(at + ".crossRestricted", h.crossRestricted);
        set(at + ".mustStartAdjacent", h.mustStartAdjacent);
        set(at + ".stopAfterCrossing", h.stopAfterCrossing);
        set(at + ".noBattleAfterCrossing", h.noBattleAfterCrossing);
        fields(at + ".targeting", h.targeting);
        fields(at + ".battlingFrom", h.battlingFrom);
        each(at + ".protection", h.protection);
        set(at + ".lineOfSight", h.lineOfSight);
    }

    void fields(const std::string& at, const SectionOrder& o) {
        set(at + ".sections", o.sections);
        set(at + ".count", o.count);
    }

    void fields(const std::string& at, const CardEffect& e) {
        set(at + ".kind", e.kind);
        set(at + ".when", e.when);
        set(at + ".unitKinds", e.unitKinds);
        set(at + ".armies", e.armies);
        set(at + ".ability", e.ability);
        set(at + ".value", e.value);
        set(at + ".keep", e.keep);
    }

    void fields(const std::string& at, const CardText& c) {
        set(at + ".id", c.id);
        set(at + ".name", c.name);
        set(at + ".count", c.count);
        set(at + ".orderRule", c.orderRule);
        each(at + ".order", c.order);
        set(at + ".orderCount", c.orderCount);
        set(at + ".orderKinds", c.orderKinds);
        set(at + ".orderSections", c.orderSections);
        each(at + ".effects", c.effects);
        set(at + ".provenance", c.provenance);
        set(at + ".source", c.source);
        set(at + ".notes", c.notes);
    }

    void fields(const std::string& at, const CommandCard& c) {
        fields(at, static_cast<const CardText&>(c));
        set(at + ".tactic", c.tactic);
    }

    void fields(const std::string& at, const CombatCard& c) {
        fields(at, static_cast<const CardText&>(c));
        set(at + ".deck", c.deck);
        set(at + ".moment", c.moment);
    }

    std::ostream& m_out;
    int m_indent;
    int m_depth = 0;  // x<depth> names the element being filled
};

}  // namespace

int main(int argc, char** argv) {
    if (argc < 3) {
        std::cerr << "usage: tricorne-embed-systems OUT.cpp SYSTEM.json...\n";
        return 2;
    }
    std::ostringstream code;
    code << "// Generated by engine/tools/embed_systems.cpp from templates/systems/*.json. Do not edit.\n"
            "#include \"model/builtin_systems_internal.h\"\n\n"
            "#include <optional>\n#include <type_traits>\n\n"
            "namespace tricorne {\n\n"
            "std::vector<GameSystem> builtinSystemModels() {\n"
            "    std::vector<GameSystem> systems;\n";
    for (int i = 2; i < argc; ++i) {
        std::ifstream in(argv[i], std::ios::binary);
        // The files are checked against the schema by the engine tests; here only a file that
        // cannot be read or parsed at all stops the build.
        const auto doc = nlohmann::json::parse(in, nullptr, false);
        if (doc.is_discarded()) {
            std::cerr << argv[i] << ": not readable JSON\n";
            return 1;
        }
        code << "    {\n        auto& x0 = systems.emplace_back();\n";
        Writer(code, 2).fields("x0", gameSystemFromJson(doc));
        code << "    }\n";
    }
    code << "    return systems;\n}\n\n}  // namespace tricorne\n";
    // Only touch the output when it changes, so unrelated builds stay incremental.
    {
        std::ifstream old(argv[1], std::ios::binary);
        std::ostringstream previous;
        previous << old.rdbuf();
        if (old && previous.str() == code.str()) return 0;
    }
    std::ofstream out(argv[1], std::ios::binary | std::ios::trunc);
    out << code.str();
    return out.flush() ? 0 : 1;
}
