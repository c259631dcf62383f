#include "editing/trayeditor.h"

#include <algorithm>
#include <map>
#include <set>

#include "common/enginetext.h"
#include "common/fromengine.h"
#include "editing/wholescenario.h"
#include "tricorne/core/board.h"
#include "tricorne/validate/validate.h"

using namespace tricorne;

namespace {

/// The side an army fights on: the side that lists it, else the one of its faction.
Position sideOf(const Scenario& scenario, const GameSystem* system, const std::string& army) {
    for (const Position p : {Position::Top, Position::Bottom}) {
        const auto& armies = scenario.side(p).armies;
        if (std::find(armies.begin(), armies.end(), army) != armies.end()) return p;
    }
    const Army* a = system ? system->army(army) : nullptr;
    return a && a->faction == scenario.bottom.faction ? Position::Bottom : Position::Top;
}

QVariantMap armyFields(const GameSystem* system, const std::string& armyId) {
    const Army* army = system ? system->army(armyId) : nullptr;
    return {{QStringLiteral("army"), qs(armyId)},
            {QStringLiteral("armyName"), army ? engineText(army->name) : qs(armyId)},
            {QStringLiteral("colour"), army ? qs(army->color) : QStringLiteral("#888888")}};
}

}  // namespace

TrayEditor::TrayEditor(QObject* parent) : QObject(parent) {}

void TrayEditor::setDocument(ScenarioDocument* document) {
    if (document == m_document) return;
    for (const auto& c : m_connections) disconnect(c);
    m_connections.clear();
    m_document = document;
    auto follow = [this] {
        const QStringList warnings = boxWarnings();
        if (warnings != m_boxWarnings) {
            m_boxWarnings = warnings;
            emit boxWarningsChanged();
        }
    };
    // Another battle (New, Open, a reload) starts the groups' order afresh.
    auto another = [this] {
        m_groupOrder.clear();
        readTray();
    };
    if (document) {
        m_connections = {connect(document, &ScenarioDocument::unplacedChanged, this, &TrayEditor::readTray),
                         connect(document, &ScenarioDocument::documentChanged, this, another),
                         connect(document, &ScenarioDocument::revisionChanged, this, follow)};
    }
    follow();
    emit documentChanged();
    another();
}

void TrayEditor::readTray() {
    m_groups = readGroups();
    emit trayChanged();
}

int TrayEditor::count() const {
    return m_document && m_document->scenario() ? unplacedPieceCount(*m_document->scenario()) : 0;
}

QStringList TrayEditor::boxWarnings() const {
    QStringList out;
    if (!m_document) return out;
    for (const Diagnostic& d : m_document->diagnostics()->diagnostics())
        if (d.code == "box-exceeded") out << diagnosticText(d);
    return out;
}

QVariantList TrayEditor::readGroups() {
    if (!m_document || !m_document->scenario()) return {};
    const Scenario& s = *m_document->scenario();
    const GameSystem* system = m_document->system();
    // Groups keyed by (side, brigade).
    std::map<std::pair<int, std::string>, int> order;
    std::vector<QVariantMap> groups;
    auto groupOf = [&](const std::string& army, const std::string& brigade) -> QVariantMap& {
        const Position side = sideOf(s, system, army);
        const auto key = std::make_pair(side == Position::Top ? 0 : 1, brigade);
        auto [it, added] = order.emplace(key, static_cast<int>(groups.size()));
        if (added) {
            const Faction* faction = system ? system->faction(s.side(side).faction) : nullptr;
            groups.push_back({{QStringLiteral("side"), side == Position::Top ? QStringLiteral("top") : QStringLiteral("bottom")},
                              {QStringLiteral("sideName"), faction ? engineText(faction->name) : qs(s.side(side).faction)},
                              {QStringLiteral("brigade"), qs(brigade)},
                              {QStringLiteral("units"), QVariantList()},
                              {QStringLiteral("leaders"), QVariantList()}});
        }
        return groups[static_cast<std::size_t>(it->second)];
    };
    for (const UnplacedUnit& u : s.unplaced.units) {
        QVariantMap unit = armyFields(system, u.army);
        const Army* army = system ? system->army(u.army) : nullptr;
        const UnitType* type = army ? army->unitType(u.type) : nullptr;
        unit.insert({{QStringLiteral("id"), qs(u.id)},
                     {QStringLiteral("type"), qs(u.type)},
                     {QStringLiteral("typeName"), type ? engineText(type->name) : qs(u.type)},
                     {QStringLiteral("blocks"), u.blocks},
                     {QStringLiteral("name"), qs(u.name)},
                     {QStringLiteral("chief"), u.chief}});
        QVariantMap& group = groupOf(u.army, u.brigade);
        group[QStringLiteral("units")] = group.value(QStringLiteral("units")).toList() << unit;
    }
    for (const UnplacedLeader& l : s.unplaced.leaders) {
        QVariantMap leader = armyFields(system, l.army);
        leader.insert({{QStringLiteral("id"), qs(l.id)}, {QStringLiteral("name"), qs(l.name)}});
        QVariantMap& group = groupOf(l.army, l.brigade);
        group[QStringLiteral("leaders")] = group.value(QStringLiteral("leaders")).toList() << leader;
    }
    // Top side first; within a side, the order in which each group first appeared in this
    // battle's tray, not the order of the pieces left (placing a brigade's first unit would
    // otherwise move the brigade after one that came later in the import).
    std::vector<std::pair<std::pair<int, std::string>, int>> byPiece(order.begin(), order.end());  // in the pieces' order
    std::sort(byPiece.begin(), byPiece.end(), [](const auto& a, const auto& b) { return a.second < b.second; });
    std::vector<std::pair<std::size_t, int>> rank;  // (first appearance, index in groups)
    for (const auto& [key, index] : byPiece) {
        auto seen = std::find(m_groupOrder.begin(), m_groupOrder.end(), key);
        if (seen == m_groupOrder.end()) seen = m_groupOrder.insert(m_groupOrder.end(), key);
        rank.emplace_back(static_cast<std::size_t>(seen - m_groupOrder.begin()), index);
    }
    std::sort(rank.begin(), rank.end(), [&](const auto& a, const auto& b) {
        const int sideA = m_groupOrder[a.first].first, sideB = m_groupOrder[b.first].first;
        return sideA != sideB ? sideA < sideB : a.first < b.first;
    });
    QVariantList out;
    for (const auto& r : rank) out << groups[static_cast<std::size_t>(r.second)];
    return out;
}

int TrayEditor::place(const QStringList& ids, int col, int row) {
    if (!m_document || !m_document->isEditable() || !m_document->onBoard(Offset{col, row})) return 0;
    Scenario after = *m_document->scenario();
    auto& tray = after.unplaced;
    std::set<Hex> withUnit, withLeader;
    for (const Unit& u : after.units) withUnit.insert(u.hex);
    for (const Leader& l : after.leaders) withLeader.insert(l.hex);

    std::map<std::pair<std::string, std::string>, Hex> brigadeHex;  // (army, brigade) → its first unit's hex
    int placed = 0;
    int nextCol = col;
    auto nextFreeHex = [&]() -> std::optional<Hex> {
        for (; m_document->onBoard(Offset{nextCol, row}); ++nextCol)
            if (!withUnit.count(toAxial(Offset{nextCol, row}))) return toAxial(Offset{nextCol++, row});
        return std::nullopt;
    };
    for (const QString& id : ids) {
        const auto it = std::find_if(tray.units.begin(), tray.units.end(), [&](const UnplacedUnit& u) { return qs(u.id) == id; });
        if (it == tray.units.end()) continue;
        const auto hex = nextFreeHex();
        if (!hex) break;
        withUnit.insert(*hex);
        brigadeHex.emplace(std::make_pair(it->army, it->brigade), *hex);
        after.units.push_back(Unit{it->id, it->army, it->type, *hex, it->blocks, it->name, it->chief});
        tray.units.erase(it);
        ++placed;
    }
    for (const QString& id : ids) {
        const auto it = std::find_if(tray.leaders.begin(), tray.leaders.end(), [&](const UnplacedLeader& l) { return qs(l.id) == id; });
        if (it == tray.leaders.end()) continue;
        const auto brigade = brigadeHex.find({it->army, it->brigade});
        const Hex hex = brigade != brigadeHex.end() ? brigade->second : toAxial(Offset{col, row});
        if (withLeader.count(hex)) continue;
        withLeader.insert(hex);
        after.leaders.push_back(Leader{it->id, it->army, it->name, hex});
        tray.leaders.erase(it);
        ++placed;
    }
    if (placed == 0) return 0;
    replaceWholeScenario(*m_document, tr("Place %n piece(s) from the tray", nullptr, placed), std::move(after));
    return placed;
}

int TrayEditor::remove(const QStringList& ids) {
    if (!m_document || !m_document->isEditable()) return 0;
    Scenario after = *m_document->scenario();
    const auto listed = [&](const std::string& id) { return ids.contains(qs(id)); };
    const auto removed = std::erase_if(after.unplaced.units, [&](const UnplacedUnit& u) { return listed(u.id); }) +
                         std::erase_if(after.unplaced.leaders, [&](const UnplacedLeader& l) { return listed(l.id); });
    if (removed == 0) return 0;
    const int count = static_cast<int>(removed);
    replaceWholeScenario(*m_document, tr("Remove %n piece(s) from the tray", nullptr, count), std::move(after));
    return count;
}
