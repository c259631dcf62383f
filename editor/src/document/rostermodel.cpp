#include "document/rostermodel.h"

#include <algorithm>

#include "common/enginetext.h"
#include "common/fromengine.h"
#include "document/scenariodocument.h"
#include "tricorne/validate/validate.h"

using namespace tricorne;

namespace {

bool over(const RosterModel::Row& row) { return row.available >= 0 && row.used > row.available; }

}  // namespace

RosterModel::RosterModel(QObject* parent) : QAbstractListModel(parent) {}

void RosterModel::setDocument(ScenarioDocument* document) {
    if (document == m_document) return;
    disconnect(m_connection);
    m_document = document;
    // Any change may move a count (terrain tiles, units, leaders, the sides' armies); a
    // rebuild signals only when a row differs.
    if (document) m_connection = connect(document, &ScenarioDocument::scenarioChanged, this, &RosterModel::rebuild);
    rebuild();
}

int RosterModel::overCount() const {
    return static_cast<int>(std::count_if(m_rows.begin(), m_rows.end(), [](const Row& r) { return over(r); }));
}

QVector<RosterModel::Row> RosterModel::tally(const Scenario& scenario, const GameSystem& system) {
    QVector<Row> rows;
    for (Position position : {Position::Bottom, Position::Top}) {
        for (const std::string& armyId : scenario.side(position).armies) {
            const Army* army = system.army(armyId);
            if (!army) continue;
            for (const UnitType& type : army->unitTypes) {
                const auto used = std::count_if(scenario.units.begin(), scenario.units.end(),
                                                 [&](const Unit& u) { return u.army == army->id && u.type == type.id; });
                if (used > 0) rows.append({engineText(army->name), engineText(type.name), static_cast<int>(used), type.box, qs(army->color), QString()});
            }
            const auto leaders = std::count_if(scenario.leaders.begin(), scenario.leaders.end(),
                                               [&](const Leader& l) { return l.army == army->id; });
            rows.append({engineText(army->name), QObject::tr("Leaders"), static_cast<int>(leaders), army->leadersInBox, qs(army->color), QString()});
        }
    }
    const BoxUse use = boxUse(scenario);
    const QString terrain = QObject::tr("Terrain");
    rows.append({terrain, QObject::tr("Terrain tiles"), use.tiles(), system.box.terrainTiles, QString(),
                 use.hexsideTiles > 0 ? QObject::tr("%1 for hex-side features").arg(use.hexsideTiles) : QString()});
    rows.append({terrain, QObject::tr("Hex-side features"), use.hexsideFeatures, -1, QString(),
                 QObject::tr("sides, on the tiles above")});
    QStringList markers;  // "Clan Chief / Chief Officer": the names of the factions' markers
    for (const Faction& f : system.factions)
        if (f.chiefMarker && !markers.contains(qs(*f.chiefMarker))) markers << qs(*f.chiefMarker);
    if (!markers.isEmpty())
        rows.append({QObject::tr("Markers"), QObject::tr("%1 markers").arg(markers.join(QStringLiteral(" / "))), use.chiefMarkers,
                     system.box.chiefMarkers, QString(), QString()});
    return rows;
}

void RosterModel::rebuild() {
    QVector<Row> rows;
    if (m_document && m_document->scenario() && m_document->system())
        rows = tally(*m_document->scenario(), *m_document->system());
    if (rows == m_rows) return;
    if (rows.size() == m_rows.size()) {  // same shape (the usual edit): update in place, views keep their state
        m_rows = std::move(rows);
        if (!m_rows.isEmpty()) emit dataChanged(index(0), index(static_cast<int>(m_rows.size()) - 1));
    } else {
        beginResetModel();
        m_rows = std::move(rows);
        endResetModel();
    }
    emit rosterChanged();
}

int RosterModel::rowCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : static_cast<int>(m_rows.size()); }

QVariant RosterModel::data(const QModelIndex& index, int role) const {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid)) return {};
    const Row& row = m_rows[index.row()];
    switch (role) {
    case Qt::DisplayRole:
        return row.available < 0 ? QStringLiteral("%1 %2").arg(row.name).arg(row.used)
                                 : QStringLiteral("%1 %2/%3").arg(row.name).arg(row.used).arg(row.available);
    case SectionRole: return row.section;
    case NameRole: return row.name;
    case UsedRole: return row.used;
    case AvailableRole: return row.available;
    case OverRole: return over(row);
    case ColourRole: return row.colour;
    case FirstInSectionRole: return index.row() == 0 || m_rows[index.row() - 1].section != row.section;
    case NoteRole: return row.note;
    default: return {};
    }
}

QHash<int, QByteArray> RosterModel::roleNames() const {
    return {{SectionRole, "section"}, {NameRole, "name"},  {UsedRole, "used"},
            {AvailableRole, "available"}, {OverRole, "over"}, {ColourRole, "colour"}, {FirstInSectionRole, "firstInSection"},
            {NoteRole, "note"}};
}
