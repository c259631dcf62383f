// ScenarioEditor's objective and special-rule forms: each field edit goes through the engine's
// JSON form and schema (ruleforms.h) and becomes one ChangeItem on the undo stack.
#include <algorithm>

#include "commands/changeitem.h"
#include "common/fromengine.h"
#include "editing/ruleforms.h"
#include "editing/scenarioeditor.h"
#include "tricorne/core/board.h"
#include "tricorne/model/rule_reach.h"

using namespace tricorne;

namespace {

QVariantMap hexSide(const HexSide& e) {
    const Offset o = toOffset(e.hex);
    return {{QStringLiteral("col"), o.col}, {QStringLiteral("row"), o.row}, {QStringLiteral("side"), static_cast<int>(e.side)}};
}

/// Typing in a text or id field merges into one undo step; any other field is one step per edit.
QString mergeKey(const char* part, std::span<const RuleField> fields, const QString& property) {
    for (const RuleField& f : fields)
        if (qs(std::string(f.name)) == property && (f.type == FieldType::Text || f.type == FieldType::Id))
            return QString::fromLatin1(part) + property;
    return {};
}

}  // namespace

void ScenarioEditor::setLastRefusal(const QString& why) {
    if (why == m_lastRefusal) return;
    m_lastRefusal = why;
    emit lastRefusalChanged();
}

bool ScenarioEditor::setObjectiveProperty(int index, const QString& property, const QVariant& value) {
    if (!editable()) return false;
    const Scenario& s = *m_document->scenario();
    QString why;
    const auto changed = ruleforms::objectiveWithField(s, index, property, value, &why);
    setLastRefusal(why);
    if (!changed) return false;
    const auto i = static_cast<std::size_t>(index);
    QString key = mergeKey("objective.", objectiveCommonFields(), property);
    if (key.isEmpty()) key = mergeKey("objective.", kindInfo(s.objectives[i].kind).fields, property);
    return push(new ChangeItem<Objective>(m_document, tr("Edit objective"), &Scenario::objectives, i, *changed, key));
}

int ScenarioEditor::addSpecialRule(const QString& kind) {
    if (!editable()) return -1;
    QString why;
    auto rule = ruleforms::newSpecialRule(*m_document->scenario(), m_document->system(), specialRuleKindFromName(kind.toStdString()),
                                          m_selectedHexes, &why);
    setLastRefusal(why);
    if (!rule) return -1;
    if (rule->kind == SpecialRuleKind::Text) rule->text = tr("Describe the rule here.").toStdString();
    std::vector<SpecialRule> after = m_document->scenario()->specialRules;
    after.push_back(*rule);
    push(new ListChange<SpecialRule>(m_document, tr("Add special rule"), &Scenario::specialRules, std::move(after)));
    return static_cast<int>(m_document->scenario()->specialRules.size()) - 1;
}

bool ScenarioEditor::setSpecialRuleProperty(int index, const QString& property, const QVariant& value) {
    if (!editable()) return false;
    const Scenario& s = *m_document->scenario();
    QString why;
    const auto changed = ruleforms::specialRuleWithField(s, m_document->system(), index, property, value, &why);
    setLastRefusal(why);
    if (!changed) return false;
    const auto i = static_cast<std::size_t>(index);
    QString key = mergeKey("rule.", specialRuleCommonFields(), property);
    if (key.isEmpty()) key = mergeKey("rule.", kindInfo(s.specialRules[i].kind).fields, property);
    return push(new ChangeItem<SpecialRule>(m_document, tr("Edit special rule"), &Scenario::specialRules, i, *changed, key));
}

QVariantList ScenarioEditor::objectiveForm(int index) const {
    if (!m_document || !m_document->scenario()) return {};
    return ruleforms::objectiveForm(*m_document->scenario(), m_document->system(), *m_document->diagnostics(), index);
}

QVariantList ScenarioEditor::specialRuleForm(int index) const {
    if (!m_document || !m_document->scenario()) return {};
    return ruleforms::specialRuleForm(*m_document->scenario(), m_document->system(), *m_document->diagnostics(), index);
}

QVariantMap ScenarioEditor::specialRuleReach(int index) const {
    if (!m_document || !m_document->scenario() || index < 0 || index >= static_cast<int>(m_document->scenario()->specialRules.size()))
        return {};
    if (!m_document->system()) return {};
    const RuleReach reach = ruleReach(m_document->scenario()->specialRules[static_cast<std::size_t>(index)], *m_document->scenario(), *m_document->system());
    QVariantList hexes, edges, arrows;
    for (Hex h : reach.hexes) hexes << QPoint(toOffset(h).col, toOffset(h).row);
    for (const HexSide& e : reach.edges) edges << hexSide(e);
    for (const HexSide& a : reach.arrows) arrows << hexSide(a);
    return {{QStringLiteral("hexes"), hexes}, {QStringLiteral("edges"), edges}, {QStringLiteral("arrows"), arrows}};
}

QVariantList ScenarioEditor::terrainGroup(int col, int row) const {
    QVariantList out;
    if (!m_document || !m_document->scenario() || !m_document->onBoard(Offset{col, row})) return out;
    const auto& tiles = m_document->scenario()->terrain;
    const auto typeAt = [&tiles](Hex h) -> const std::string* {
        const auto t = std::find_if(tiles.begin(), tiles.end(), [h](const TerrainTile& x) { return x.hex == h; });
        return t == tiles.end() ? nullptr : &t->type;
    };
    const Hex start = toAxial(Offset{col, row});
    const std::string* type = typeAt(start);
    if (!type) return out;
    std::vector<Hex> group{start};
    for (std::size_t i = 0; i < group.size(); ++i)  // breadth first over same-type neighbours
        for (Side side : kAllSides) {
            const Hex n = neighbour(group[i], side);
            const std::string* t = m_document->onBoard(n) ? typeAt(n) : nullptr;
            if (t && *t == *type && std::find(group.begin(), group.end(), n) == group.end()) group.push_back(n);
        }
    // In board order (row by row), as a box selection lists hexes: the same group whatever hex it
    // was picked from.
    std::sort(group.begin(), group.end(), [](Hex a, Hex b) {
        const Offset x = toOffset(a), y = toOffset(b);
        return x.row != y.row ? x.row < y.row : x.col < y.col;
    });
    for (Hex h : group) out << QPoint(toOffset(h).col, toOffset(h).row);
    return out;
}

QStringList ScenarioEditor::piecesOn(const QVariantList& hexes, bool leaders) const {
    QStringList out;
    if (!m_document || !m_document->scenario()) return out;
    std::vector<Hex> where;
    for (const QVariant& v : hexes) {
        const QPoint p = v.toPoint();
        if (m_document->onBoard(Offset{p.x(), p.y()})) where.push_back(toAxial(Offset{p.x(), p.y()}));
    }
    const auto on = [&where](Hex h) { return std::find(where.begin(), where.end(), h) != where.end(); };
    const Scenario& s = *m_document->scenario();
    if (leaders) {
        for (const Leader& l : s.leaders)
            if (on(l.hex)) out << qs(l.id);
    } else {
        for (const Unit& u : s.units)
            if (on(u.hex)) out << qs(u.id);
    }
    return out;
}

void ScenarioEditor::setSelectedHexes(const QVariantList& hexes) {
    if (hexes == m_selectedHexes) return;
    m_selectedHexes = hexes;
    emit selectedHexesChanged();
}

void ScenarioEditor::setHighlight(const QVariantMap& highlight) {
    if (highlight == m_highlight) return;
    m_highlight = highlight;
    emit highlightChanged();
}

void ScenarioEditor::setFocusedField(const QString& pointer) {
    if (pointer == m_focusedField) return;
    m_focusedField = pointer;
    emit focusedFieldChanged();
}
