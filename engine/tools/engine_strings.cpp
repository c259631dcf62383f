// Lists the names the engine's tables give people, for the studio's translation: the built-in
// game systems' names, factions, armies, unit types, terrain and hex sides, the board's
// sections, positions, unit kinds and directions, and the kinds table's titles and summaries
// with their fields' captions, summaries and choices. One line each, "group<TAB>string", in
// table order (repeats left in); tests/tools/engine_strings.py adds the diagnostics' templates
// and writes editor/i18n/engine_strings.cpp from them.
//
//   tricorne-engine-strings
#include <iostream>
#include <string_view>

#include "tricorne/core/board.h"
#include "tricorne/core/hex.h"
#include "tricorne/model/rule_kinds.h"
#include "tricorne/model/scenario.h"
#include "tricorne/model/system.h"
#include "tricorne/validate/validate.h"

namespace {

using namespace tricorne;

void print(std::string_view group, std::string_view text) {
    if (!text.empty()) std::cout << group << '\t' << text << '\n';
}

void printFields(std::span<const RuleField> fields) {
    for (const RuleField& f : fields) {
        print("field captions", fieldCaption(f));
        print("field summaries", f.summary);
        for (std::string_view choice : f.choices) print("field choices", choice);
    }
}

}  // namespace

int main() {
    for (const std::string& id : builtinSystems().ids()) {
        const GameSystem& sys = *builtinSystems().find(id);
        print("game systems", sys.name);
        print("game systems", sys.shortName);
        for (const Faction& f : sys.factions) {
            print("factions", f.name);
            if (f.chiefMarker) print("chief markers", *f.chiefMarker);
        }
        for (const Army& a : sys.armies) {
            print("armies", a.name);
            for (const UnitType& t : a.unitTypes) print("unit types", t.name);
        }
        for (const TerrainType& t : sys.terrain) {
            print("terrain", t.name);
            for (const auto& [variant, sides] : t.variants) print("terrain variants", variant);
        }
        for (const HexsideType& t : sys.hexsides) print("hex sides", t.name);
    }
    for (BoardSection s : {BoardSection::Left, BoardSection::Centre, BoardSection::Right}) print("board sections", board::sectionName(s));
    for (Position p : {Position::Top, Position::Bottom}) print("positions", positionName(p));
    for (UnitKind k : {UnitKind::Infantry, UnitKind::Cavalry, UnitKind::Artillery}) print("unit kinds", unitKindName(k));
    for (Side s : kAllSides) print("directions", sideName(s));
    printFields(objectiveCommonFields());
    for (const RuleKindInfo& k : objectiveKinds()) {
        print("objective kinds", k.title);
        print("objective kinds", k.summary);
        printFields(k.fields);
    }
    printFields(specialRuleCommonFields());
    for (const RuleKindInfo& k : specialRuleKinds()) {
        print("special-rule kinds", k.title);
        print("special-rule kinds", k.summary);
        printFields(k.fields);
    }
    return 0;
}
