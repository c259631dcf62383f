// The forms of objectives and special rules, generated from the engine's table of kinds
// (tricorne/model/rule_kinds.h): each field of an entry as QML shows it, and an edit of one
// field as the engine reads it back. The entry goes through its JSON form (the engine's
// objectiveToJson / specialRuleToJson), the field is set there, the scenario schema judges the
// result and the engine reads the entry back: the studio decodes no field of its own and holds
// no list of kinds or fields.
#pragma once

#include <optional>

#include <QString>
#include <QVariant>

#include "tricorne/model/rule_kinds.h"
#include "tricorne/model/scenario.h"
#include "tricorne/model/system.h"

class DiagnosticsModel;

namespace ruleforms {

/// The name QML switches on to pick a control for a field's type ("hexes", "integer", …).
QString typeName(tricorne::FieldType type);
/// The name of what a field's ids name ("unit", "terrainType", …; "" for none).
QString refName(tricorne::FieldRef ref);

/// The form of objective / special rule `index` of `scenario`: one map per field, common fields
/// first, then the kind's own, in the table's order: {name, type, refersTo, required,
/// alternative, min, max, choices, choiceNames, caption, summary, present, value, pointer,
/// problems, options, unsetValue}. `choices` are the values in the files, `choiceNames` and
/// `caption` what the user reads (the engine's words, translated). `value` is the field's JSON value (hexes as points {x: col, y: row}); `problems`
/// the messages of the diagnostics that point into the field; `options` the ids the field may
/// name ({id, label}) for fields that refer to the system or the scenario; `unsetValue`, for an
/// unset field of the banners pair, what it stands at now in its own form (banners by side while
/// one number is set: {top: n, bottom: n}), else null.
QVariantList objectiveForm(const tricorne::Scenario& scenario, const tricorne::GameSystem* system,
                           const DiagnosticsModel& diagnostics, int index);
QVariantList specialRuleForm(const tricorne::Scenario& scenario, const tricorne::GameSystem* system,
                             const DiagnosticsModel& diagnostics, int index);

/// Objective `index` with field `field` set to `value` (an invalid or null QVariant, or an
/// empty list: the field removed; setting one of the kind's Alternative fields removes the
/// others, and removing the one set hands its value to the other — one number of banners
/// becomes that number for each side, banners by side the number of the side the objective is
/// for, else the larger), or nullopt when the scenario schema refuses the result (`why` says why) or the
/// kind takes no such field. "kind" changes the kind (fitObjectiveToKind).
std::optional<tricorne::Objective> objectiveWithField(const tricorne::Scenario& scenario, int index, const QString& field,
                                                      const QVariant& value, QString* why);
/// The same for special rule `index`. "kind" changes the kind, keeping the fields the new kind
/// takes with the same type and filling its required ones (see newSpecialRule).
std::optional<tricorne::SpecialRule> specialRuleWithField(const tricorne::Scenario& scenario, const tricorne::GameSystem* system,
                                                          int index, const QString& field, const QVariant& value, QString* why);

/// A new special rule of `kind` whose required fields hold a first value by their type: the
/// first side, `hexes` for hex lists, the first option of the system or the scenario for
/// ids, the low end of a range, the kind's title for text. nullopt when the schema refuses it
/// (no hexes given for a kind that needs some, no unit to name) and `why` says why.
std::optional<tricorne::SpecialRule> newSpecialRule(const tricorne::Scenario& scenario, const tricorne::GameSystem* system,
                                                    tricorne::SpecialRuleKind kind, const QVariantList& hexes, QString* why);

/// The ids a field referring to `ref` may name, [{id, label}].
QVariantList options(const tricorne::Scenario& scenario, const tricorne::GameSystem* system, tricorne::FieldRef ref);

}  // namespace ruleforms
