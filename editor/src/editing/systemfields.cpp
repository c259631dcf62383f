#include "editing/systemfields.h"

#include <algorithm>

#include <QCoreApplication>
#include <QStringList>
#include <QVariantMap>

#include "common/fromengine.h"
#include "common/jsonvariant.h"
#include "document/diagnosticsmodel.h"
#include "tricorne/io/schema_check.h"

using json = nlohmann::json;

namespace systemfields {

namespace {

// One row per field. A field the format gains (the family's `rules` object on System, a typed
// terrain property on Terrain) is a row here: its range and choices come from the schema.
const Field kFields[] = {
    {Table::System, "/id", FieldType::Text, QT_TRANSLATE_NOOP("SystemFields", "Id"),
     QT_TRANSLATE_NOOP("SystemFields", "Scenarios name the game system by its id; a fork's must differ from every built-in system's")},
    {Table::System, "/name", FieldType::Text, QT_TRANSLATE_NOOP("SystemFields", "Name"), ""},
    {Table::System, "/shortName", FieldType::Text, QT_TRANSLATE_NOOP("SystemFields", "Short title"), QT_TRANSLATE_NOOP("SystemFields", "Where space is short: the blank board's title")},
    {Table::System, "/source", FieldType::Text, QT_TRANSLATE_NOOP("SystemFields", "Source"), QT_TRANSLATE_NOOP("SystemFields", "Where the system comes from: a booklet, a designer")},
    {Table::System, "/box/terrainTiles", FieldType::Integer, QT_TRANSLATE_NOOP("SystemFields", "Terrain tiles in the box"), ""},
    {Table::System, "/box/victoryBanners", FieldType::Integer, QT_TRANSLATE_NOOP("SystemFields", "Victory Banners in the box"), ""},
    {Table::System, "/box/chiefMarkers", FieldType::Integer, QT_TRANSLATE_NOOP("SystemFields", "Chief markers in the box"), "", false, "0"},
    {Table::System, "/notes", FieldType::LongText, QT_TRANSLATE_NOOP("SystemFields", "Notes"), ""},

    {Table::Armies, "/name", FieldType::Text, QT_TRANSLATE_NOOP("SystemFields", "Name"), ""},
    {Table::Armies, "/faction", FieldType::FactionRef, QT_TRANSLATE_NOOP("SystemFields", "Faction"), QT_TRANSLATE_NOOP("SystemFields", "The side its units fight for")},
    {Table::Armies, "/color", FieldType::Colour, QT_TRANSLATE_NOOP("SystemFields", "Colour"), QT_TRANSLATE_NOOP("SystemFields", "Its blocks' colour on the board, #rrggbb")},
    {Table::Armies, "/leaders/box", FieldType::Integer, QT_TRANSLATE_NOOP("SystemFields", "Leaders in the box"), ""},
    {Table::Armies, "/notes", FieldType::LongText, QT_TRANSLATE_NOOP("SystemFields", "Notes"), ""},

    {Table::UnitTypes, "/name", FieldType::Text, QT_TRANSLATE_NOOP("SystemFields", "Name"), ""},
    {Table::UnitTypes, "/kind", FieldType::Choice, QT_TRANSLATE_NOOP("SystemFields", "Kind"), ""},
    {Table::UnitTypes, "/class", FieldType::Text, QT_TRANSLATE_NOOP("SystemFields", "Class"), QT_TRANSLATE_NOOP("SystemFields", "As the roster names it (elite, regular, light …); terrain protection may name it")},
    {Table::UnitTypes, "/box", FieldType::Integer, QT_TRANSLATE_NOOP("SystemFields", "Units in the box"), ""},
    {Table::UnitTypes, "/blocks", FieldType::Integer, QT_TRANSLATE_NOOP("SystemFields", "Blocks at full strength"), "", false, "4"},
    {Table::UnitTypes, "/movement", FieldType::Allowances, QT_TRANSLATE_NOOP("SystemFields", "Movement"),
     QT_TRANSLATE_NOOP("SystemFields", "Each allowance: up to so many hexes, and what battle may follow such a move")},
    {Table::UnitTypes, "/dice", FieldType::IntegerList, QT_TRANSLATE_NOOP("SystemFields", "Battle dice"), QT_TRANSLATE_NOOP("SystemFields", "Melee first, then ranged combat at 2 hexes, 3 hexes …")},
    {Table::UnitTypes, "/saberHits", FieldType::Boolean, QT_TRANSLATE_NOOP("SystemFields", "Sabers score hits in melee"), ""},
    {Table::UnitTypes, "/retreatPerFlag", FieldType::Integer, QT_TRANSLATE_NOOP("SystemFields", "Retreat per flag"), QT_TRANSLATE_NOOP("SystemFields", "Hexes the unit retreats for each flag")},
    {Table::UnitTypes, "/flagsIgnored", FieldType::Integer, QT_TRANSLATE_NOOP("SystemFields", "Flags ignored"), QT_TRANSLATE_NOOP("SystemFields", "Flags the unit always ignores")},
    {Table::UnitTypes, "/rallyModifier", FieldType::Integer, QT_TRANSLATE_NOOP("SystemFields", "Rally dice"), QT_TRANSLATE_NOOP("SystemFields", "Dice added to (or taken from) its rally checks")},
    {Table::UnitTypes, "/abilities", FieldType::ChoiceList, QT_TRANSLATE_NOOP("SystemFields", "Abilities"),
     QT_TRANSLATE_NOOP("SystemFields", "Behaviour the engine implements by name: a new ability needs code, not a file")},
    {Table::UnitTypes, "/notes", FieldType::LongText, QT_TRANSLATE_NOOP("SystemFields", "Notes"), ""},

    {Table::Terrain, "/name", FieldType::Text, QT_TRANSLATE_NOOP("SystemFields", "Name"), ""},
    {Table::Terrain, "/movement/stopOnEnter", FieldType::Boolean, QT_TRANSLATE_NOOP("SystemFields", "A unit entering stops"), ""},
    {Table::Terrain, "/movement/stopOnLeave", FieldType::Boolean, QT_TRANSLATE_NOOP("SystemFields", "A unit leaving stops"), ""},
    {Table::Terrain, "/movement/impassable", FieldType::ChoiceList, QT_TRANSLATE_NOOP("SystemFields", "Never entered by"), ""},
    {Table::Terrain, "/movement/enterRoll", FieldType::Choice, QT_TRANSLATE_NOOP("SystemFields", "Roll on entering"), ""},
    // Hex sides' own fields before the battle modifiers they share with terrain: each form
    // keeps the table's order, the other table's rows left out.
    {Table::Hexsides, "/name", FieldType::Text, QT_TRANSLATE_NOOP("SystemFields", "Name"), ""},
    {Table::Hexsides, "/protects", FieldType::Choice, QT_TRANSLATE_NOOP("SystemFields", "Protects"), QT_TRANSLATE_NOOP("SystemFields", "Only the hex that carries the side, or either hex")},
    {Table::Hexsides, "/movement/crossableBy", FieldType::ChoiceList, QT_TRANSLATE_NOOP("SystemFields", "May be ordered across by"), ""},
    {Table::Hexsides, "/movement/mustStartAdjacent", FieldType::Boolean, QT_TRANSLATE_NOOP("SystemFields", "Must start the turn beside it"), ""},
    {Table::Hexsides, "/movement/stopAfterCrossing", FieldType::Boolean, QT_TRANSLATE_NOOP("SystemFields", "Stops after crossing"), ""},
    {Table::Hexsides, "/movement/noBattleAfterCrossing", FieldType::Boolean, QT_TRANSLATE_NOOP("SystemFields", "No battle after crossing"), ""},
    // The battle modifiers, by the kind of the unit battling (schema "battle": movedOnto,
    // targeting, battlingFrom; 000 · TERRAIN summary card), alike on terrain and hex sides.
    {Table::Terrain, "/battle/movedOnto/infantry", FieldType::Modifier, QT_TRANSLATE_NOOP("SystemFields", "Moved onto: infantry"),
     QT_TRANSLATE_NOOP("SystemFields", "Battle dice the turn a unit of this kind moves onto it; NB: it may not battle"), false, nullptr, Table::Hexsides},
    {Table::Terrain, "/battle/movedOnto/cavalry", FieldType::Modifier, QT_TRANSLATE_NOOP("SystemFields", "Moved onto: cavalry"), "", false, nullptr, Table::Hexsides},
    {Table::Terrain, "/battle/movedOnto/artillery", FieldType::Modifier, QT_TRANSLATE_NOOP("SystemFields", "Moved onto: artillery"), "", false, nullptr, Table::Hexsides},
    {Table::Terrain, "/battle/targeting/infantry", FieldType::Modifier, QT_TRANSLATE_NOOP("SystemFields", "Targeting it: infantry"),
     QT_TRANSLATE_NOOP("SystemFields", "Battle dice of an attacker of this kind battling a unit on it (a hex side: across it)"), false, nullptr, Table::Hexsides},
    {Table::Terrain, "/battle/targeting/cavalry", FieldType::Modifier, QT_TRANSLATE_NOOP("SystemFields", "Targeting it: cavalry"), "", false, nullptr, Table::Hexsides},
    {Table::Terrain, "/battle/targeting/artillery", FieldType::Modifier, QT_TRANSLATE_NOOP("SystemFields", "Targeting it: artillery"), "", false, nullptr, Table::Hexsides},
    {Table::Terrain, "/battle/battlingFrom/infantry", FieldType::Modifier, QT_TRANSLATE_NOOP("SystemFields", "Battling out: infantry"),
     QT_TRANSLATE_NOOP("SystemFields", "Battle dice of a unit of this kind on it battling out (a hex side: across it)"), false, nullptr, Table::Hexsides},
    {Table::Terrain, "/battle/battlingFrom/cavalry", FieldType::Modifier, QT_TRANSLATE_NOOP("SystemFields", "Battling out: cavalry"), "", false, nullptr, Table::Hexsides},
    {Table::Terrain, "/battle/battlingFrom/artillery", FieldType::Modifier, QT_TRANSLATE_NOOP("SystemFields", "Battling out: artillery"), "", false, nullptr, Table::Hexsides},
    {Table::Terrain, "/lineOfSight", FieldType::Choice, QT_TRANSLATE_NOOP("SystemFields", "Line of sight"), ""},
    {Table::Terrain, "/notes", FieldType::LongText, QT_TRANSLATE_NOOP("SystemFields", "Notes"), ""},

    {Table::Hexsides, "/lineOfSight", FieldType::Choice, QT_TRANSLATE_NOOP("SystemFields", "Line of sight"), ""},
    {Table::Hexsides, "/notes", FieldType::LongText, QT_TRANSLATE_NOOP("SystemFields", "Notes"), ""},

    {Table::CommandCards, "/name", FieldType::Text, QT_TRANSLATE_NOOP("SystemFields", "Name"), ""},
    {Table::CommandCards, "/count", FieldType::Integer, QT_TRANSLATE_NOOP("SystemFields", "Copies in the deck"), ""},
    {Table::CommandCards, "/order/*/count", FieldType::Integer, QT_TRANSLATE_NOOP("SystemFields", "Pieces ordered"), QT_TRANSLATE_NOOP("SystemFields", "Up to this many units or leaders in the section"), true},
    {Table::CommandCards, "/orders/count", FieldType::Integer, QT_TRANSLATE_NOOP("SystemFields", "Pieces ordered"), "", true},
    {Table::CommandCards, "/effects/*/value", FieldType::Integer, QT_TRANSLATE_NOOP("SystemFields", "Value"), QT_TRANSLATE_NOOP("SystemFields", "Dice, hexes or cards, as the effect says"), true},
    {Table::CommandCards, "/effects/*/keep", FieldType::Integer, QT_TRANSLATE_NOOP("SystemFields", "Cards kept"), "", true},
    {Table::CommandCards, "/notes", FieldType::LongText, QT_TRANSLATE_NOOP("SystemFields", "Notes"), ""},

    {Table::CombatCards, "/name", FieldType::Text, QT_TRANSLATE_NOOP("SystemFields", "Name"), ""},
    {Table::CombatCards, "/count", FieldType::Integer, QT_TRANSLATE_NOOP("SystemFields", "Copies in the deck"), ""},
    {Table::CombatCards, "/moment", FieldType::Choice, QT_TRANSLATE_NOOP("SystemFields", "Played"), ""},
    {Table::CombatCards, "/orders/count", FieldType::Integer, QT_TRANSLATE_NOOP("SystemFields", "Pieces ordered"), "", true},
    {Table::CombatCards, "/effects/*/value", FieldType::Integer, QT_TRANSLATE_NOOP("SystemFields", "Value"), QT_TRANSLATE_NOOP("SystemFields", "Dice, hexes or cards, as the effect says"), true},
    {Table::CombatCards, "/effects/*/keep", FieldType::Integer, QT_TRANSLATE_NOOP("SystemFields", "Cards kept"), "", true},
    {Table::CombatCards, "/notes", FieldType::LongText, QT_TRANSLATE_NOOP("SystemFields", "Notes"), ""},
};

// What the user reads for each value the schema offers these fields (a test checks that none
// is missing), and for the effects and sections that label a card's rows.
const std::pair<const char*, const char*> kChoiceNames[] = {
    {"infantry", QT_TRANSLATE_NOOP("SystemFields", "Infantry")},
    {"cavalry", QT_TRANSLATE_NOOP("SystemFields", "Cavalry")},
    {"artillery", QT_TRANSLATE_NOOP("SystemFields", "Artillery")},
    {"leader", QT_TRANSLATE_NOOP("SystemFields", "Leaders")},
    {"any", QT_TRANSLATE_NOOP("SystemFields", "Any battle")},
    {"melee-only", QT_TRANSLATE_NOOP("SystemFields", "Melee only")},
    {"none", QT_TRANSLATE_NOOP("SystemFields", "No battle")},
    {"highland-battle-bonus", QT_TRANSLATE_NOOP("SystemFields", "Highland battle bonus")},
    {"highland-charge", QT_TRANSLATE_NOOP("SystemFields", "Highland charge")},
    {"highland-morale", QT_TRANSLATE_NOOP("SystemFields", "Highland morale")},
    {"take-ground-bonus-melee", QT_TRANSLATE_NOOP("SystemFields", "Take ground and bonus melee")},
    {"retire-and-rally", QT_TRANSLATE_NOOP("SystemFields", "Retire and rally")},
    {"no-ranged-penalty-for-moving", QT_TRANSLATE_NOOP("SystemFields", "No ranged penalty for moving")},
    {"hessian-quick-step", QT_TRANSLATE_NOOP("SystemFields", "Hessian quick step")},
    {"hessian-bayonet-attack", QT_TRANSLATE_NOOP("SystemFields", "Hessian bayonet attack")},
    {"clear", QT_TRANSLATE_NOOP("SystemFields", "Clear")},
    {"blocks", QT_TRANSLATE_NOOP("SystemFields", "Blocks")},
    {"hill", QT_TRANSLATE_NOOP("SystemFields", "Hill (blocks unless both on hills)")},
    {"blocks-when-occupied", QT_TRANSLATE_NOOP("SystemFields", "Blocks when occupied")},
    {"blocks-unless-adjacent", QT_TRANSLATE_NOOP("SystemFields", "Blocks unless adjacent")},
    {"owner", QT_TRANSLATE_NOOP("SystemFields", "The hex that carries it")},
    {"both", QT_TRANSLATE_NOOP("SystemFields", "Both hexes")},
    {"", QT_TRANSLATE_NOOP("SystemFields", "None")},
    {"boggy", QT_TRANSLATE_NOOP("SystemFields", "Boggy ground")},
    {"wetland", QT_TRANSLATE_NOOP("SystemFields", "Wetland")},
    {"in-lieu", QT_TRANSLATE_NOOP("SystemFields", "Instead of the Command card")},
    {"ordered-unit", QT_TRANSLATE_NOOP("SystemFields", "On an ordered unit")},
    {"defend-melee", QT_TRANSLATE_NOOP("SystemFields", "When attacked in melee")},
    {"NB", QT_TRANSLATE_NOOP("SystemFields", "No battle (NB)")},
    {"dice", QT_TRANSLATE_NOOP("SystemFields", "Battle dice")},
    {"move", QT_TRANSLATE_NOOP("SystemFields", "Move")},
    {"no-moving-penalty", QT_TRANSLATE_NOOP("SystemFields", "No penalty for moving")},
    {"no-melee", QT_TRANSLATE_NOOP("SystemFields", "No melee")},
    {"first-strike", QT_TRANSLATE_NOOP("SystemFields", "First strike")},
    {"retire", QT_TRANSLATE_NOOP("SystemFields", "Retire")},
    {"draw-command", QT_TRANSLATE_NOOP("SystemFields", "Draw Command cards")},
    {"draw-combat", QT_TRANSLATE_NOOP("SystemFields", "Draw Combat cards")},
    {"reshuffle", QT_TRANSLATE_NOOP("SystemFields", "Reshuffle")},
    {"rally", QT_TRANSLATE_NOOP("SystemFields", "Rally")},
    {"left", QT_TRANSLATE_NOOP("SystemFields", "Left")},
    {"centre", QT_TRANSLATE_NOOP("SystemFields", "Centre")},
    {"right", QT_TRANSLATE_NOOP("SystemFields", "Right")},
};

// The field table's captions and choice names, marked with QT_TRANSLATE_NOOP above, looked up at run time.
QString translated(const char* text) { return QCoreApplication::translate("SystemFields", text); }

std::vector<std::string> tokens(const std::string& pointer) {
    std::vector<std::string> out;
    std::size_t at = 0;
    while (at < pointer.size() && pointer[at] == '/') {
        const std::size_t next = pointer.find('/', at + 1);
        out.push_back(pointer.substr(at + 1, next == std::string::npos ? std::string::npos : next - at - 1));
        if (next == std::string::npos) break;
        at = next;
    }
    return out;
}

bool isIndex(const std::string& token) {
    return !token.empty() && token.size() < 6 && std::all_of(token.begin(), token.end(), [](char c) { return c >= '0' && c <= '9'; });
}

/// The value at `pointer`, or nullptr when the document does not have it in that shape.
const json* at(const json& doc, const std::string& pointer) {
    const json* node = &doc;
    for (const std::string& t : tokens(pointer)) {
        if (node->is_object()) {
            const auto it = node->find(t);
            if (it == node->end()) return nullptr;
            node = &*it;
        } else if (node->is_array() && isIndex(t) && std::stoul(t) < node->size()) {
            node = &(*node)[std::stoul(t)];
        } else {
            return nullptr;
        }
    }
    return node;
}

std::string text(const json& doc, const char* key) {
    if (!doc.is_object()) return {};
    const auto it = doc.find(key);
    return it != doc.end() && it->is_string() ? it->get<std::string>() : std::string();
}

const json& schema() {
    static const json parsed = json::parse(tricorne::schemaText(tricorne::SchemaKind::System));
    return parsed;
}

const json* resolve(const json* node) {
    for (int hops = 0; node && node->is_object() && node->contains("$ref") && hops < 8; ++hops) {
        const std::string ref = node->at("$ref").get<std::string>();  // "#/definitions/x"
        node = at(schema(), ref.substr(1));
    }
    return node;
}

/// The schema of the value at `pointer`, or nullptr where the schema does not say.
const json* schemaAt(const std::string& pointer) {
    const json* node = resolve(&schema());
    for (const std::string& t : tokens(pointer)) {
        if (!node) return nullptr;
        if (const auto props = node->find("properties"); props != node->end() && props->contains(t)) {
            node = resolve(&props->at(t));
        } else if (const auto items = node->find("items"); items != node->end() && isIndex(t)) {
            node = resolve(&*items);
        } else if (const auto pattern = node->find("patternProperties"); pattern != node->end() && !pattern->empty()) {
            node = resolve(&pattern->begin().value());
        } else {
            return nullptr;
        }
    }
    return node;
}

void addFacts(const json& node, SchemaFacts& facts) {
    if (const auto min = node.find("minimum"); min != node.end() && min->is_number_integer()) facts.min = min->get<int>();
    if (const auto max = node.find("maximum"); max != node.end() && max->is_number_integer()) facts.max = max->get<int>();
    if (const auto en = node.find("enum"); en != node.end())
        for (const json& v : *en) facts.choices.push_back(v.is_string() ? v.get<std::string>() : std::string());
    if (const auto c = node.find("const"); c != node.end() && c->is_string()) facts.choices.push_back(c->get<std::string>());
    if (const auto n = node.find("minItems"); n != node.end()) facts.minItems = n->get<int>();
    if (const auto n = node.find("maxItems"); n != node.end()) facts.maxItems = n->get<int>();
    if (const auto one = node.find("oneOf"); one != node.end())
        for (const json& branch : *one)
            if (const json* b = resolve(&branch)) addFacts(*b, facts);
}

/// The rows of `table` at `entryPointer`, a "*" row once per member of its list (only the
/// members that have the key, for onlyWhenPresent rows): {field, pointer, member index}.
struct Row {
    const Field* field;
    std::string pointer;
    int member = -1;
};

std::vector<Row> rowsOf(const json& doc, Table table, const std::string& entryPointer) {
    std::vector<Row> out;
    for (const Field& f : fields()) {
        if (!inTable(f, table)) continue;
        const std::string key(f.key);
        const std::size_t star = key.find("/*/");
        if (star == std::string::npos) {
            const std::string pointer = entryPointer + key;
            if (f.onlyWhenPresent && !at(doc, pointer)) continue;
            out.push_back({&f, pointer});
            continue;
        }
        const json* list = at(doc, entryPointer + key.substr(0, star));
        if (!list || !list->is_array()) continue;
        for (std::size_t i = 0; i < list->size(); ++i) {
            const std::string pointer = entryPointer + key.substr(0, star) + "/" + std::to_string(i) + key.substr(star + 2);
            if (f.onlyWhenPresent && !at(doc, pointer)) continue;
            out.push_back({&f, pointer, static_cast<int>(i)});
        }
    }
    return out;
}

/// What a "*" row is about, for its caption: the effect's kind, the order group's sections.
QString memberLabel(const json& doc, const Row& row) {
    if (row.member < 0) return {};
    const std::string member = row.pointer.substr(0, row.pointer.rfind('/'));
    const json* m = at(doc, member);
    if (!m || !m->is_object()) return {};
    if (const std::string effect = text(*m, "effect"); !effect.empty()) return choiceName(effect);
    QStringList sections;
    if (const auto s = m->find("sections"); s != m->end() && s->is_array())
        for (const json& section : *s)
            if (section.is_string()) sections << choiceName(section.get<std::string>());
    return sections.join(QStringLiteral(", "));
}

json unsetValue(const Field& f) { return f.unset ? json::parse(f.unset) : json(); }

struct SourceOf {
    QString text;
    QString kind;  // "booklet", "family", "designer"
};

bool within(const std::string& pointer, const std::string& outer) { return pointer == outer || pointer.starts_with(outer + "/"); }

/// True when the engine's diff reports the entry at `entryPointer` (or what holds it: a whole
/// army) as added in the fork.
bool addedInFork(const Comparison& comparison, const std::string& entryPointer) {
    if (!comparison.original || entryPointer.empty()) return false;
    return std::any_of(comparison.changes.begin(), comparison.changes.end(), [&](const tricorne::SystemDifference& d) {
        return d.kind == tricorne::SystemChangeKind::Added && within(entryPointer, d.pointer);
    });
}

/// Where the entry at `entryPointer` comes from: an entry the fork added is the designer's; a
/// card the booklets do not name is a family default; else the entry's booklet section (a
/// leader's for the leaders' count, the system's own for its top fields).
SourceOf entrySource(const json& doc, const Comparison& comparison, const std::string& entryPointer) {
    if (addedInFork(comparison, entryPointer)) return {QCoreApplication::translate("SystemFields", "designer"), QStringLiteral("designer")};
    const json* entry = at(doc, entryPointer);
    if (!entry) return {};
    if (text(*entry, "provenance") == "family-default") {
        const QString section = qs(text(*entry, "source"));
        return {section.isEmpty() ? QCoreApplication::translate("SystemFields", "family default") : QCoreApplication::translate("SystemFields", "family default (%1)").arg(section), QStringLiteral("family")};
    }
    std::string source = text(*entry, "source");
    if (source.empty())
        if (const json* leaders = at(*entry, "/leaders")) source = text(*leaders, "source");
    if (source.empty()) source = text(doc, "source");
    return {qs(source), QStringLiteral("booklet")};
}

}  // namespace

std::span<const Field> fields() { return kFields; }

const char* tableName(Table table) {
    switch (table) {
        case Table::System: return "system";
        case Table::Armies: return "armies";
        case Table::UnitTypes: return "unitTypes";
        case Table::Terrain: return "terrain";
        case Table::Hexsides: return "hexsides";
        case Table::CommandCards: return "commandCards";
        case Table::CombatCards: return "combatCards";
    }
    return "";
}

std::optional<Table> tableFromName(std::string_view name) {
    for (Table t : kTables)
        if (name == tableName(t)) return t;
    return std::nullopt;
}

QString tableTitle(Table table) {
    switch (table) {
        case Table::System: return QCoreApplication::translate("SystemFields", "System");
        case Table::Armies: return QCoreApplication::translate("SystemFields", "Armies");
        case Table::UnitTypes: return QCoreApplication::translate("SystemFields", "Unit types");
        case Table::Terrain: return QCoreApplication::translate("SystemFields", "Terrain");
        case Table::Hexsides: return QCoreApplication::translate("SystemFields", "Hex sides");
        case Table::CommandCards: return QCoreApplication::translate("SystemFields", "Command cards");
        case Table::CombatCards: return QCoreApplication::translate("SystemFields", "Combat cards");
    }
    return {};
}

QString typeName(FieldType type) {
    switch (type) {
        case FieldType::Text: return QStringLiteral("text");
        case FieldType::LongText: return QStringLiteral("longText");
        case FieldType::Integer: return QStringLiteral("integer");
        case FieldType::Boolean: return QStringLiteral("boolean");
        case FieldType::Choice: return QStringLiteral("choice");
        case FieldType::ChoiceList: return QStringLiteral("choiceList");
        case FieldType::IntegerList: return QStringLiteral("integerList");
        case FieldType::Modifier: return QStringLiteral("modifier");
        case FieldType::Colour: return QStringLiteral("colour");
        case FieldType::Allowances: return QStringLiteral("allowances");
        case FieldType::FactionRef: return QStringLiteral("faction");
    }
    return {};
}

bool hasChoiceName(const std::string& value) {
    return std::any_of(std::begin(kChoiceNames), std::end(kChoiceNames), [&](const auto& p) { return value == p.first; });
}

QString choiceName(const std::string& value) {
    for (const auto& [file, name] : kChoiceNames)
        if (value == file) return translated(name);
    return qs(value);
}

std::vector<std::string> entryPointers(const json& doc, Table table) {
    std::vector<std::string> out;
    const auto each = [&out](const json* list, const std::string& pointer) {
        if (!list || !list->is_array()) return;
        for (std::size_t i = 0; i < list->size(); ++i) out.push_back(pointer + "/" + std::to_string(i));
    };
    switch (table) {
        case Table::System: out.push_back(""); break;
        case Table::Armies: each(at(doc, "/armies"), "/armies"); break;
        case Table::UnitTypes:
            for (const std::string& army : entryPointers(doc, Table::Armies)) each(at(doc, army + "/unitTypes"), army + "/unitTypes");
            break;
        case Table::Terrain: each(at(doc, "/terrain"), "/terrain"); break;
        case Table::Hexsides: each(at(doc, "/hexsides"), "/hexsides"); break;
        case Table::CommandCards: each(at(doc, "/decks/command/cards"), "/decks/command/cards"); break;
        case Table::CombatCards: {
            std::vector<std::string> decks;
            each(at(doc, "/decks/combat"), "/decks/combat");
            decks.swap(out);
            for (const std::string& deck : decks) each(at(doc, deck + "/cards"), deck + "/cards");
            break;
        }
    }
    return out;
}

std::optional<std::pair<Table, std::string>> entryOf(const json& doc, const std::string& pointer) {
    std::optional<std::pair<Table, std::string>> best;
    for (Table table : kTables)
        for (const std::string& entry : entryPointers(doc, table))
            if ((pointer == entry || pointer.starts_with(entry + "/") || entry.empty()) && (!best || entry.size() > best->second.size()))
                best = std::make_pair(table, entry);
    return best;
}

SchemaFacts schemaFactsAt(const std::string& pointer) {
    SchemaFacts facts;
    if (const json* node = schemaAt(pointer)) addFacts(*node, facts);
    return facts;
}

Comparison compare(const json& doc, const json* original, const QString& originalName) {
    Comparison out{original, originalName, {}};
    if (original) out.changes = tricorne::diffSystems(*original, doc);
    return out;
}

const json* counterpart(const json& doc, const json* original, const std::string& pointer) {
    if (!original) return nullptr;
    const json* mine = &doc;
    const json* theirs = original;
    for (const std::string& t : tokens(pointer)) {
        if (mine->is_object() && theirs->is_object()) {
            const auto m = mine->find(t);
            const auto o = theirs->find(t);
            if (m == mine->end() || o == theirs->end()) return nullptr;
            mine = &*m;
            theirs = &*o;
        } else if (mine->is_array() && theirs->is_array() && isIndex(t) && std::stoul(t) < mine->size()) {
            mine = &(*mine)[std::stoul(t)];
            // Entries are matched by what names them, so a reordered or added entry is not
            // compared with its neighbour.
            const char* key = mine->is_object() && mine->contains("id") ? "id" : mine->is_object() && mine->contains("faction") ? "faction" : nullptr;
            const json* found = nullptr;
            if (key) {
                for (const json& o : *theirs)
                    if (o.is_object() && o.contains(key) && o.at(key) == mine->at(key)) found = &o;
            } else if (std::stoul(t) < theirs->size()) {
                found = &(*theirs)[std::stoul(t)];
            }
            if (!found) return nullptr;
            theirs = found;
        } else {
            return nullptr;
        }
    }
    return theirs;
}

QString valueText(FieldType type, const json& value) {
    if (value.is_null() && type != FieldType::Choice) return QStringLiteral("—");
    switch (type) {
        case FieldType::Boolean: return value.is_boolean() && value.get<bool>() ? QCoreApplication::translate("SystemFields", "yes") : QCoreApplication::translate("SystemFields", "no");
        case FieldType::Choice:
        case FieldType::Modifier:
            if (value.is_string() || value.is_null()) return choiceName(value.is_string() ? value.get<std::string>() : std::string());
            break;
        case FieldType::ChoiceList: {
            QStringList names;
            if (value.is_array())
                for (const json& v : value) names << (v.is_string() ? choiceName(v.get<std::string>()) : qs(v.dump()));
            return names.isEmpty() ? QCoreApplication::translate("SystemFields", "none") : names.join(QStringLiteral(", "));
        }
        case FieldType::IntegerList: {
            QStringList numbers;
            if (value.is_array())
                for (const json& v : value) numbers << qs(v.dump());
            return numbers.join(QStringLiteral(", "));
        }
        case FieldType::Allowances: {
            QStringList parts;
            if (value.is_array())
                for (const json& a : value)
                    if (a.is_object())
                        parts << QCoreApplication::translate("SystemFields", "%1 (%2)").arg(qs(a.value("hexes", json()).dump()), choiceName(text(a, "battle")));
            return parts.join(QStringLiteral(", "));
        }
        default: break;
    }
    return value.is_string() ? qs(value.get<std::string>()) : qs(value.dump());
}

const Field* fieldAt(const json& doc, const std::string& pointer) {
    const auto entry = entryOf(doc, pointer);
    if (!entry) return nullptr;
    for (const Row& row : rowsOf(doc, entry->first, entry->second))
        if (row.pointer == pointer) return row.field;
    // A row onlyWhenPresent whose key is not set yet is still a field of the table.
    const std::vector<std::string> key = tokens(pointer.substr(entry->second.size()));
    for (const Field& f : fields()) {
        if (!inTable(f, entry->first)) continue;
        const std::vector<std::string> pattern = tokens(std::string(f.key));
        if (pattern.size() != key.size()) continue;
        bool same = true;
        for (std::size_t i = 0; i < key.size() && same; ++i) same = pattern[i] == key[i] || (pattern[i] == "*" && isIndex(key[i]));
        if (same) return &f;
    }
    return nullptr;
}

QVariantList entries(const json& doc, const Comparison& comparison, const DiagnosticsModel& diagnostics, Table table) {
    QVariantList out;
    for (const std::string& pointer : entryPointers(doc, table)) {
        const json* entry = at(doc, pointer);
        const SourceOf source = entrySource(doc, comparison, pointer);
        QString group;
        if (table == Table::UnitTypes)
            if (const json* army = at(doc, pointer.substr(0, pointer.find("/unitTypes")))) group = qs(text(*army, "name"));
        if (table == Table::CombatCards)
            if (const json* deck = at(doc, pointer.substr(0, pointer.rfind("/cards")))) {
                const std::string faction = text(*deck, "faction");
                group = qs(faction);
                if (const json* factions = at(doc, "/factions"); factions && factions->is_array())
                    for (const json& f : *factions)
                        if (text(f, "id") == faction) group = qs(text(f, "name"));
            }
        int changed = 0;
        if (comparison.original)
            for (const QVariant& row : form(doc, comparison, diagnostics, table, pointer))
                if (row.toMap().value(QStringLiteral("changed")).toBool()) ++changed;
        QString name = entry ? qs(text(*entry, "name")) : QString();
        if (name.isEmpty()) name = qs(entry ? text(*entry, "id") : std::string());
        out << QVariantMap{{QStringLiteral("pointer"), qs(pointer)},
                           {QStringLiteral("name"), name},
                           {QStringLiteral("group"), group},
                           {QStringLiteral("source"), source.text},
                           {QStringLiteral("sourceKind"), source.kind},
                           {QStringLiteral("changed"), changed},
                           {QStringLiteral("added"), source.kind == QLatin1String("designer")},
                           {QStringLiteral("problems"), diagnostics.messagesUnder(pointer).size()}};
    }
    return out;
}

QVariantList form(const json& doc, const Comparison& comparison, const DiagnosticsModel& diagnostics, Table table,
                  const std::string& entryPointer) {
    QVariantList out;
    const SourceOf source = entrySource(doc, comparison, entryPointer);
    const bool entryInOriginal = comparison.original && !addedInFork(comparison, entryPointer);
    for (const Row& row : rowsOf(doc, table, entryPointer)) {
        const Field& f = *row.field;
        const json* value = at(doc, row.pointer);
        const json shown = value ? *value : unsetValue(f);
        const SchemaFacts facts = schemaFactsAt(row.pointer);
        QVariantMap map{{QStringLiteral("key"), qs(std::string(f.key))},
                        {QStringLiteral("pointer"), qs(row.pointer)},
                        {QStringLiteral("type"), typeName(f.type)},
                        {QStringLiteral("caption"), translated(f.caption)},
                        {QStringLiteral("summary"), *f.summary ? translated(f.summary) : QString()},
                        {QStringLiteral("label"), memberLabel(doc, row)},
                        {QStringLiteral("present"), value != nullptr},
                        {QStringLiteral("value"), variantFromJson(shown)},
                        {QStringLiteral("problems"), diagnostics.messagesUnder(row.pointer)}};
        if (facts.min) map.insert(QStringLiteral("min"), *facts.min);
        if (facts.max) map.insert(QStringLiteral("max"), *facts.max);
        if (facts.minItems) map.insert(QStringLiteral("minItems"), *facts.minItems);
        if (facts.maxItems) map.insert(QStringLiteral("maxItems"), *facts.maxItems);
        QStringList choices, names;
        for (const std::string& c : facts.choices) {
            choices << qs(c);
            names << choiceName(c);
        }
        if (f.type == FieldType::FactionRef)
            if (const json* factions = at(doc, "/factions"); factions && factions->is_array())
                for (const json& faction : *factions) {
                    choices << qs(text(faction, "id"));
                    names << qs(text(faction, "name"));
                }
        // A list's members: what each may be (abilities, kinds), or each number's range.
        const SchemaFacts item = schemaFactsAt(row.pointer + "/0");
        QStringList itemChoices, itemNames;
        for (const std::string& c : item.choices) {
            itemChoices << qs(c);
            itemNames << choiceName(c);
        }
        if (f.type == FieldType::Allowances) {
            const SchemaFacts battle = schemaFactsAt(row.pointer + "/0/battle");
            for (const std::string& c : battle.choices) {
                itemChoices << qs(c);
                itemNames << choiceName(c);
            }
            if (const auto hexes = schemaFactsAt(row.pointer + "/0/hexes").max) map.insert(QStringLiteral("itemMax"), *hexes);
        } else if (item.max) {
            map.insert(QStringLiteral("itemMin"), item.min.value_or(0));
            map.insert(QStringLiteral("itemMax"), *item.max);
        }
        map.insert(QStringLiteral("choices"), choices);
        map.insert(QStringLiteral("choiceNames"), names);
        map.insert(QStringLiteral("itemChoices"), itemChoices);
        map.insert(QStringLiteral("itemChoiceNames"), itemNames);

        // Changed from the original: where the engine's diff says so. A list the diff compares
        // whole (a card's effects) is one change; each of its fields is changed when its own
        // value differs. An optional field written out at the value its absence stands for,
        // or left out where the original wrote that value, reads the same to the engine.
        bool changed = false;
        QString was;
        if (entryInOriginal) {
            const json* theirs = counterpart(doc, comparison.original, row.pointer);
            if (!theirs && !value) theirs = at(*comparison.original, row.pointer);  // a key the fork removed
            const json before = theirs ? *theirs : unsetValue(f);
            for (const tricorne::SystemDifference& d : comparison.changes) {
                const bool atOrInside = within(d.pointer, row.pointer);
                if (!atOrInside && !within(row.pointer, d.pointer)) continue;
                if (atOrInside && d.kind == tricorne::SystemChangeKind::Changed) changed = true;
                else changed = before != shown;  // an optional key added or removed, or a list compared whole
                if (changed) break;
            }
            was = valueText(f.type, before);
        }
        map.insert(QStringLiteral("changed"), changed);
        map.insert(QStringLiteral("original"), changed ? QCoreApplication::translate("SystemFields", "In %1: %2").arg(comparison.originalName, was) : QString());
        map.insert(QStringLiteral("source"), changed ? QCoreApplication::translate("SystemFields", "designer") : source.text);
        map.insert(QStringLiteral("sourceKind"), changed ? QStringLiteral("designer") : source.kind);
        out << map;
    }
    return out;
}

}  // namespace systemfields
