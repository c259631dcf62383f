#include "editing/ruleforms.h"

#include <algorithm>
#include <array>

#include <QPoint>
#include <QVariantMap>

#include <nlohmann/json.hpp>

#include "common/enginetext.h"
#include "common/fromengine.h"
#include "common/jsonvariant.h"
#include "document/diagnosticsmodel.h"
#include "tricorne/io/scenario_json.h"
#include "tricorne/io/schema_check.h"

using namespace tricorne;
using json = nlohmann::json;

namespace ruleforms {

namespace {

QString qsv(std::string_view s) { return QString::fromUtf8(s.data(), static_cast<qsizetype>(s.size())); }

// A JSON value for QML; a hex list's [col, row] pairs become points.
QVariant fromJson(const json& j, FieldType type) {
    if (type != FieldType::Hexes || !j.is_array()) return variantFromJson(j);
    QVariantList out;
    for (const json& item : j) out << QVariant(QPoint(item.at(0).get<int>(), item.at(1).get<int>()));
    return out;
}

json toJson(const QVariant& v) { return jsonFromVariant(v); }

bool isEmptyValue(const json& j) { return j.is_null() || ((j.is_array() || j.is_object()) && j.empty()); }

/// The sides a banners-by-side field offers a number for: the one the entry is for ("for":
/// "top" or "bottom"), else both, bottom first. A number for the other side would mean nothing.
std::vector<std::string> bannerSides(const json& entry) {
    const std::string side = entry.value("for", std::string());
    if (side == "top" || side == "bottom") return {side};
    return {"bottom", "top"};
}

/// What `value`, an entry's field of one banners form, is in the other form of type `to`: one
/// number for both sides becomes that number for each side the entry is for; numbers by side
/// become the number of the side the entry is for ("for"), else the larger. Null when the two
/// are not the banners forms.
json otherBannersForm(const json& value, FieldType to, const json& entry) {
    if (to == FieldType::BannersBySide && value.is_number_integer()) {
        json bySide = json::object();
        for (const std::string& side : bannerSides(entry)) bySide[side] = value;
        return bySide;
    }
    if (to == FieldType::Integer && value.is_object() && !value.empty()) {
        const std::string side = entry.value("for", std::string());
        if (value.contains(side)) return value.at(side);
        int most = 0;
        for (const json& n : value)
            if (n.is_number_integer()) most = std::max(most, n.get<int>());
        return most;
    }
    return json();
}

/// What an unset field of an alternative pair stands at: the other field's value in its form
/// (banners by side while one number is set: that number for each side); null otherwise.
QVariant unsetValue(const RuleField& f, const json& entry) {
    if (f.presence != Presence::Alternative || entry.contains(std::string(f.name))) return {};
    for (const char* other : {"banners", "bannersBySide"})
        if (other != f.name && entry.contains(other))
            if (const json v = otherBannersForm(entry.at(other), f.type, entry); !v.is_null()) return fromJson(v, f.type);
    return {};
}

QStringList sideNames(const std::vector<std::string>& sides) {
    QStringList out;
    for (const std::string& side : sides) out << qs(side);
    return out;
}

QVariantMap fieldMap(const RuleField& f, const json& entry, const std::string& entryPointer, const Scenario& scenario,
                     const GameSystem* system, const DiagnosticsModel& diagnostics) {
    QStringList choices, choiceNames;  // the values in the files, and what the user reads for each
    for (std::string_view c : f.choices) {
        choices << qsv(c);
        choiceNames << engineText(c);
    }
    const std::string name(f.name);
    const auto it = entry.find(name);
    const std::string pointer = entryPointer + "/" + name;
    return {{QStringLiteral("name"), qsv(f.name)},
            {QStringLiteral("type"), typeName(f.type)},
            {QStringLiteral("refersTo"), refName(f.refersTo)},
            {QStringLiteral("required"), f.presence == Presence::Required},
            {QStringLiteral("alternative"), f.presence == Presence::Alternative},
            {QStringLiteral("min"), f.min},
            {QStringLiteral("max"), f.max},
            {QStringLiteral("choices"), choices},
            {QStringLiteral("choiceNames"), choiceNames},
            {QStringLiteral("caption"), engineText(fieldCaption(f))},
            {QStringLiteral("summary"), engineText(f.summary)},
            {QStringLiteral("present"), it != entry.end()},
            {QStringLiteral("value"), it != entry.end() ? fromJson(*it, f.type) : QVariant()},
            {QStringLiteral("pointer"), qs(pointer)},
            {QStringLiteral("problems"), diagnostics.messagesUnder(pointer)},
            {QStringLiteral("options"), f.refersTo == FieldRef::None ? QVariantList() : options(scenario, system, f.refersTo)},
            {QStringLiteral("unsetValue"), unsetValue(f, entry)},
            {QStringLiteral("sides"), f.type == FieldType::BannersBySide ? sideNames(bannerSides(entry)) : QStringList()}};
}

/// The scenario's document with entry `index` of `list` replaced by `entry`, if the schema
/// accepts it; else nullopt and `why`.
std::optional<json> checked(const Scenario& scenario, const char* list, int index, const json& entry, QString* why) {
    json doc = json::parse(scenarioToJson(scenario).dump());
    doc.at(list).at(static_cast<std::size_t>(index)) = entry;
    const Diagnostics problems = checkSchema(doc, SchemaKind::Scenario);
    if (!problems.empty()) {
        if (why) *why = diagnosticText(problems.front());
        return std::nullopt;
    }
    return doc.at(list).at(static_cast<std::size_t>(index));
}

/// Sets (or removes) `field` in `entry`, where `kind` is the entry's kind: false when the kind
/// takes no such field.
bool setField(json& entry, const RuleKindInfo& kind, std::span<const RuleField> common, const QString& field, const QVariant& value) {
    const std::string name = field.toStdString();
    const RuleField* f = findField(kind, name);
    if (!f)
        for (const RuleField& c : common)
            if (c.name == name) f = &c;
    if (!f) return false;
    const json v = toJson(value);
    if (isEmptyValue(v)) {
        // One of a pair of alternatives (banners, bannersBySide) must stay: clearing the one set
        // hands its value to the other in that form, so Clear switches between one number for
        // both sides and a number for each, never to an entry the schema refuses.
        if (const auto current = entry.find(name); f->presence == Presence::Alternative && current != entry.end())
            for (const RuleField& other : kind.fields)
                if (other.presence == Presence::Alternative && other.name != f->name && !entry.contains(std::string(other.name)))
                    if (json given = otherBannersForm(*current, other.type, entry); !given.is_null()) entry[std::string(other.name)] = given;
        entry.erase(name);
        return true;
    }
    entry[name] = v;
    if (f->presence == Presence::Alternative)  // banners or bannersBySide: one of them
        for (const RuleField& other : kind.fields)
            if (other.presence == Presence::Alternative && other.name != f->name) entry.erase(std::string(other.name));
    return true;
}

/// A first value for a required field, by its type; null when there is none to give.
json firstValue(const RuleField& f, const RuleKindInfo& kind, const Scenario& scenario, const GameSystem* system, const QVariantList& hexes) {
    const QVariantList offered = f.refersTo == FieldRef::None ? QVariantList() : options(scenario, system, f.refersTo);
    const json firstId = offered.isEmpty() ? json() : json(offered.front().toMap().value(QStringLiteral("id")).toString().toStdString());
    switch (f.type) {
        case FieldType::Text: return std::string(kind.title);
        case FieldType::Id: return firstId;
        case FieldType::Boolean: return false;
        case FieldType::Integer: return f.min;
        case FieldType::Position: return "bottom";
        case FieldType::Beneficiary: return "both";
        case FieldType::Hexes: return hexes.isEmpty() ? json() : toJson(hexes);
        case FieldType::Choice: return std::string(f.choices.front());
        case FieldType::IdList: return firstId.is_null() ? json() : json::array({firstId});
        case FieldType::PositionList: return json::array({"bottom"});
        case FieldType::ChoiceList: return json::array({std::string(f.choices.front())});
        case FieldType::Joiners: return json();
        case FieldType::BannersBySide: return json{{"top", 1}, {"bottom", 1}};
    }
    return json();
}

/// Fills the required fields `entry` lacks with first values.
void fillRequired(json& entry, const RuleKindInfo& kind, const Scenario& scenario, const GameSystem* system, const QVariantList& hexes) {
    for (const RuleField& f : kind.fields)
        if (f.presence == Presence::Required && !entry.contains(std::string(f.name)))
            if (json v = firstValue(f, kind, scenario, system, hexes); !v.is_null()) entry[std::string(f.name)] = v;
}

bool inRange(int index, std::size_t size) { return index >= 0 && static_cast<std::size_t>(index) < size; }

}  // namespace

QString typeName(FieldType type) {
    static constexpr std::array<const char*, 13> kNames{"text",     "id",          "boolean",      "integer",    "position",
                                                        "beneficiary", "hexes",    "choice",       "idList",     "positionList",
                                                        "choiceList", "joiners",   "bannersBySide"};
    static_assert(kNames.size() == static_cast<std::size_t>(FieldType::BannersBySide) + 1, "one name per FieldType");
    return QString::fromLatin1(kNames[static_cast<std::size_t>(type)]);
}

QString refName(FieldRef ref) {
    static constexpr std::array<const char*, 7> kNames{"", "terrainType", "hexsideType", "unitType", "unit", "leader", "card"};
    static_assert(kNames.size() == static_cast<std::size_t>(FieldRef::Card) + 1, "one name per FieldRef");
    return QString::fromLatin1(kNames[static_cast<std::size_t>(ref)]);
}

QVariantList objectiveForm(const Scenario& scenario, const GameSystem* system, const DiagnosticsModel& diagnostics, int index) {
    QVariantList out;
    if (!inRange(index, scenario.objectives.size())) return out;
    const Objective& o = scenario.objectives[static_cast<std::size_t>(index)];
    if (o.kind == ObjectiveKind::Invalid) return out;
    const json entry = json::parse(objectiveToJson(o).dump());
    const std::string pointer = "/objectives/" + std::to_string(index);
    for (const RuleField& f : objectiveCommonFields()) out << fieldMap(f, entry, pointer, scenario, system, diagnostics);
    for (const RuleField& f : kindInfo(o.kind).fields) out << fieldMap(f, entry, pointer, scenario, system, diagnostics);
    return out;
}

QVariantList specialRuleForm(const Scenario& scenario, const GameSystem* system, const DiagnosticsModel& diagnostics, int index) {
    QVariantList out;
    if (!inRange(index, scenario.specialRules.size())) return out;
    const SpecialRule& r = scenario.specialRules[static_cast<std::size_t>(index)];
    if (r.kind == SpecialRuleKind::Invalid) return out;
    const json entry = json::parse(specialRuleToJson(r).dump());
    const std::string pointer = "/specialRules/" + std::to_string(index);
    const RuleKindInfo& kind = kindInfo(r.kind);
    for (const RuleField& f : kind.fields) out << fieldMap(f, entry, pointer, scenario, system, diagnostics);
    for (const RuleField& f : specialRuleCommonFields())
        if (!findField(kind, f.name)) out << fieldMap(f, entry, pointer, scenario, system, diagnostics);
    return out;
}

std::optional<Objective> objectiveWithField(const Scenario& scenario, int index, const QString& field, const QVariant& value, QString* why) {
    if (!inRange(index, scenario.objectives.size())) return std::nullopt;
    Objective o = scenario.objectives[static_cast<std::size_t>(index)];
    if (field == QLatin1String("kind")) {
        o.kind = objectiveKindFromName(value.toString().toStdString());
        if (o.kind == ObjectiveKind::Invalid) return std::nullopt;
        fitObjectiveToKind(o);
        return o;
    }
    json entry = json::parse(objectiveToJson(o).dump());
    if (!setField(entry, kindInfo(o.kind), objectiveCommonFields(), field, value)) return std::nullopt;
    const auto accepted = checked(scenario, "objectives", index, entry, why);
    if (!accepted) return std::nullopt;
    return objectiveFromJson(*accepted);
}

std::optional<SpecialRule> specialRuleWithField(const Scenario& scenario, const GameSystem* system, int index, const QString& field,
                                                const QVariant& value, QString* why) {
    if (!inRange(index, scenario.specialRules.size())) return std::nullopt;
    const SpecialRule& rule = scenario.specialRules[static_cast<std::size_t>(index)];
    const json before = json::parse(specialRuleToJson(rule).dump());
    json entry;
    if (field == QLatin1String("kind")) {
        const SpecialRuleKind kind = specialRuleKindFromName(value.toString().toStdString());
        if (kind == SpecialRuleKind::Invalid) return std::nullopt;
        // Keep what the new kind takes in the same shape: a creek's hexes become a ship's targets.
        const RuleKindInfo& from = kindInfo(rule.kind);
        const RuleKindInfo& to = kindInfo(kind);
        entry = json{{"kind", std::string(to.name)}};
        for (auto it = before.begin(); it != before.end(); ++it) {
            const RuleField* old = findField(from, it.key());
            const RuleField* now = findField(to, it.key());
            const bool common = !now && it.key() == "text";
            if (common || (old && now && old->type == now->type)) entry[it.key()] = it.value();
        }
        QVariantList hexes;
        for (Hex h : rule.hexes) hexes << QPoint(toOffset(h).col, toOffset(h).row);
        fillRequired(entry, to, scenario, system, hexes);
    } else {
        entry = before;
        if (!setField(entry, kindInfo(rule.kind), specialRuleCommonFields(), field, value)) return std::nullopt;
    }
    const auto accepted = checked(scenario, "specialRules", index, entry, why);
    if (!accepted) return std::nullopt;
    return specialRuleFromJson(*accepted);
}

std::optional<SpecialRule> newSpecialRule(const Scenario& scenario, const GameSystem* system, SpecialRuleKind kind, const QVariantList& hexes,
                                          QString* why) {
    if (kind == SpecialRuleKind::Invalid) return std::nullopt;
    json entry{{"kind", std::string(kindInfo(kind).name)}};
    fillRequired(entry, kindInfo(kind), scenario, system, hexes);
    Scenario with = scenario;
    SpecialRule slot;  // a place for the new rule that the schema accepts, replaced below
    slot.kind = SpecialRuleKind::Text;
    slot.text = "-";
    with.specialRules.push_back(slot);
    const auto accepted = checked(with, "specialRules", static_cast<int>(scenario.specialRules.size()), entry, why);
    if (!accepted) return std::nullopt;
    return specialRuleFromJson(*accepted);
}

QVariantList options(const Scenario& scenario, const GameSystem* system, FieldRef ref) {
    QVariantList out;
    const auto add = [&out](const std::string& id, const QString& label) {
        for (const QVariant& o : out)
            if (o.toMap().value(QStringLiteral("id")).toString() == qs(id)) return;
        out << QVariantMap{{QStringLiteral("id"), qs(id)}, {QStringLiteral("label"), label}};
    };
    const auto at = [](Hex h) { return QStringLiteral(" (%1,%2)").arg(toOffset(h).col).arg(toOffset(h).row); };
    switch (ref) {
        case FieldRef::None: break;
        case FieldRef::TerrainType:
            if (system)
                for (const TerrainType& t : system->terrain) add(t.id, engineText(t.name));
            break;
        case FieldRef::HexsideType:
            if (system)
                for (const HexsideType& t : system->hexsides) add(t.id, engineText(t.name));
            break;
        case FieldRef::UnitType:
            if (system)
                for (Position p : {Position::Bottom, Position::Top})
                    for (const std::string& armyId : scenario.side(p).armies)
                        if (const Army* army = system->army(armyId))
                            for (const UnitType& t : army->unitTypes) add(t.id, engineText(t.name));
            break;
        case FieldRef::Unit:
            for (const Unit& u : scenario.units) {
                const Army* army = system ? system->army(u.army) : nullptr;
                const UnitType* type = army ? army->unitType(u.type) : nullptr;
                add(u.id, (u.name.empty() ? (type ? engineText(type->name) : qs(u.type)) : qs(u.name)) + at(u.hex));
            }
            break;
        case FieldRef::Leader:
            for (const Leader& l : scenario.leaders) add(l.id, (l.name.empty() ? qs(l.id) : qs(l.name)) + at(l.hex));
            break;
        case FieldRef::Card:
            if (system) {
                for (const CommandCard& c : system->commandCards) add(c.id, qs(c.name));
                for (const CombatCard& c : system->combatCards) add(c.id, qs(c.name));
            }
            break;
    }
    return out;
}

}  // namespace ruleforms
