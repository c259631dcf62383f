// The system editor's one field table: every field of a game system the studio edits, by the
// table it belongs to (armies, unit types, terrain, …), its place in the entry (a JSON pointer),
// the control it needs and its caption. Ranges and choices are not repeated here: they are
// read from the engine's system schema at the field's place, so a field the schema bounds
// 1–6 is offered 1–6. A field the format gains is one row (the engine's `rules` object,
// typed terrain properties: see the table in systemfields.cpp).
//
// The forms, the entries' lists and the change marks all come from here; QML only lays them
// out and hands each change back (SystemEditor).
#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include <QString>
#include <QVariantList>

#include <nlohmann/json.hpp>

#include "tricorne/text/system_diff.h"

class DiagnosticsModel;

namespace systemfields {

/// The tables of a game system, each a list of entries with one form each (System: one entry,
/// the document itself).
enum class Table : std::uint8_t { System, Armies, UnitTypes, Terrain, Hexsides, CommandCards, CombatCards };
inline constexpr Table kTables[] = {Table::System,  Table::Armies,   Table::UnitTypes,   Table::Terrain,
                                    Table::Hexsides, Table::CommandCards, Table::CombatCards};

/// The control a field needs (QML switches on typeName()).
enum class FieldType : std::uint8_t {
    Text,         ///< a name, a source: one line
    LongText,     ///< notes
    Integer,      ///< a whole number in the schema's range
    Boolean,
    Choice,       ///< one of the schema's values (null among them: "none")
    ChoiceList,   ///< some of the schema's values (abilities, unit kinds)
    IntegerList,  ///< a number per place (dice by range), as many places as the schema allows
    Modifier,     ///< battle dice added or removed, or "NB" (no battle)
    Colour,       ///< "#rrggbb"
    Allowances,   ///< movement: [{hexes, battle}]
    FactionRef,   ///< the id of one of the document's factions
};

/// One row of the table.
struct Field {
    Table table;
    std::string_view key;  ///< JSON pointer below the entry; "*" stands for each member of a list
    FieldType type;
    const char* caption;   ///< English, translated in the context "SystemFields"
    const char* summary;   ///< one line for the tooltip (English, "SystemFields"); "" for none
    bool onlyWhenPresent = false;  ///< shown only on entries that have it (an effect's "keep")
    const char* unset = nullptr;   ///< the value an absent optional field stands for, as JSON ("4")
    /// A second table with the same field (the battle modifiers: terrain and hex sides alike).
    std::optional<Table> alsoIn = std::nullopt;
};

/// True when `field` is a field of `table`.
inline bool inTable(const Field& field, Table table) { return field.table == table || field.alsoIn == table; }

/// The table, in the order the forms show the fields.
std::span<const Field> fields();

/// "system", "armies", "unitTypes", "terrain", "hexsides", "commandCards", "combatCards".
const char* tableName(Table table);
std::optional<Table> tableFromName(std::string_view name);
/// The table's title for the user ("Unit types").
QString tableTitle(Table table);
/// The name QML switches on for a type ("integer", "choiceList", …).
QString typeName(FieldType type);
/// What the user reads for a value of the files ("melee-only" → "Melee only",
/// "highland-charge" → "Highland charge"); the value itself when the table has no name for it.
QString choiceName(const std::string& value);
/// True when choiceName has a name of its own for `value` (a test checks every schema value a
/// field offers has one).
bool hasChoiceName(const std::string& value);

/// The pointers of the entries of `table` in `doc`, in document order ("/armies/0/unitTypes/2").
/// Empty for a table the document lacks or holds in the wrong shape.
std::vector<std::string> entryPointers(const nlohmann::json& doc, Table table);
/// The table and entry a pointer into the document falls in (a diagnostic's place), or nullopt.
std::optional<std::pair<Table, std::string>> entryOf(const nlohmann::json& doc, const std::string& pointer);

/// What the schema says of the value at `pointer` (a document pointer, list indices as numbers).
struct SchemaFacts {
    std::optional<int> min, max;       ///< an integer's bounds (a modifier's integer branch)
    std::vector<std::string> choices;  ///< an enum's values (null as ""), or a list's members'
    std::optional<int> minItems, maxItems;  ///< a list's bounds
};
SchemaFacts schemaFactsAt(const std::string& pointer);

/// What the document is compared with: the built-in system it was forked from, and the
/// engine's account of what differs (tricorne::diffSystems(original, doc)): the marks of changed
/// values are read from that list, never from a comparison of the studio's own.
struct Comparison {
    const nlohmann::json* original = nullptr;  ///< nullptr: nothing is marked
    QString originalName;                      ///< "The Jacobite Rising", for "In …: 2, 1, 0"
    std::vector<tricorne::SystemDifference> changes;
};
/// The comparison of `doc` with `original` (nullptr: none).
Comparison compare(const nlohmann::json& doc, const nlohmann::json* original, const QString& originalName);

/// The value at `pointer` in `original` that the value at `pointer` in `doc` stands for, lists
/// of entries matched by "id" (Combat decks by "faction"), other lists by place; nullptr when
/// the original has none (an entry the designer added, or no original). Only read to show what
/// a changed value was; whether it changed is the engine's diff (Comparison).
const nlohmann::json* counterpart(const nlohmann::json& doc, const nlohmann::json* original, const std::string& pointer);

/// The value as a short text for a tooltip ("2, 1, 0"; "Melee only"; "yes"); "—" for none.
QString valueText(FieldType type, const nlohmann::json& value);

/// The list of entries of `table`: [{pointer, name, group, source, sourceKind, changed, added,
/// problems}]. `group` names what holds the entry (the army of a unit type, the faction of a
/// Combat card); `sourceKind` is "booklet", "family" (a family default) or "designer" (added
/// in the fork); `changed` counts the entry's fields that differ from the original.
QVariantList entries(const nlohmann::json& doc, const Comparison& comparison, const DiagnosticsModel& diagnostics, Table table);

/// The form of the entry at `entryPointer` of `table`: one map per field of the table (a "*"
/// row once per member present): {key, pointer, type, caption, summary, label, present, value,
/// min, max, choices, choiceNames, minItems, maxItems, itemChoices, itemChoiceNames, itemMax,
/// source, sourceKind, changed, original, problems}. `source` is where the value comes from:
/// the entry's booklet section, "family default", or "designer" for a value changed from the
/// original (`original` then says what it was there). A field is changed where the engine's
/// diff reports a change at it or inside it; inside a value the diff compares whole (a card's
/// effects), the field's own value decides; an optional field written out at the value its
/// absence stands for is not a change.
QVariantList form(const nlohmann::json& doc, const Comparison& comparison, const DiagnosticsModel& diagnostics, Table table,
                  const std::string& entryPointer);

/// The field of the table at `pointer` (an entry's pointer followed by a row's key), or nullptr
/// when the table has no such field: only those may be edited.
const Field* fieldAt(const nlohmann::json& doc, const std::string& pointer);

}  // namespace systemfields
