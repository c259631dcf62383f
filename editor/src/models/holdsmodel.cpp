#include "models/holdsmodel.h"

#include <QPoint>

#include "common/enginetext.h"
#include "common/fromengine.h"
#include "document/scenariodocument.h"
#include "tricorne/play/holds.h"
#include "tricorne/text/holds_text.h"

using namespace tricorne;

HoldsModel::HoldsModel(QObject* parent) : QAbstractListModel(parent) {}

void HoldsModel::setDocument(ScenarioDocument* document) {
    if (document == m_document) return;
    disconnect(m_connection);
    m_document = document;
    // Any edit may change a holding: a unit moved onto a hex, an objective's field, the
    // sides' armies, a special rule that makes a hex impassable.
    if (document)
        m_connection = connect(document, &ScenarioDocument::scenarioChanged, this, [this] {
            if (m_shown) rebuild();
        });
    rebuild();
}

void HoldsModel::setShown(bool shown) {
    if (shown == m_shown) return;
    m_shown = shown;
    if (shown) rebuild();  // edits made while hidden
    emit holdsChanged();
}

void HoldsModel::rebuild() {
    QVector<Row> rows;
    bool available = false;
    QString status, banners, start;
    const Scenario* scenario = m_document ? m_document->scenario() : nullptr;
    const GameSystem* system = m_document ? m_document->system() : nullptr;
    if (!scenario) {
        status = tr("Open a scenario to see who holds what.");
    } else if (!system) {
        status = tr("This build does not know the game system “%1”.").arg(m_document->systemId());
    } else if (const int errors = m_document->diagnostics()->errorCount(); errors > 0) {
        // The engine starts games only on scenarios without errors (Rules' precondition).
        status = tr("Fix the %n error(s) in Problems to see who holds what.", nullptr, errors);
    } else {
        available = true;
        const Rules rules(*scenario, *system);
        const StartingHolds holds = startingHolds(rules);
        for (std::size_t i = 0; i < scenario->objectives.size(); ++i) {
            const Objective& o = scenario->objectives[i];
            const ObjectiveStart& s = holds.objectives[i];
            QStringList never;
            for (Position p : kPositions)
                if (s.never[p] != NeverScored::No) never << engineSentence(neverScoredText(rules, p, s.never[p]));
            QVariantList hexes;
            for (Hex h : o.hexes) {
                const Offset c = toOffset(h);
                hexes << QPoint(c.col, c.row);
            }
            rows.append({qs(o.id), o.name.empty() ? qs(o.id) : qs(o.name), engineSentence(holderText(rules, o, s)),
                         engineSentence(holdReasonText(rules, o, s, holds.turnBegun)), never.join(QLatin1Char('\n')),
                         s.banners[Position::Bottom], s.banners[Position::Top], hexes});
        }
        banners = tr("%1 %2 · %3 %4")
                      .arg(engineSentence(sideArmiesText(rules, Position::Bottom)))
                      .arg(holds.banners[Position::Bottom])
                      .arg(engineSentence(sideArmiesText(rules, Position::Top)))
                      .arg(holds.banners[Position::Top]);
        const QString first = engineSentence(sideArmiesText(rules, holds.firstPlayer));
        start = holds.turnBegun ? tr("%1 moves first; its turn-start objectives are counted.").arg(first)
                                : tr("%1 moves first after the opening; turn-start objectives are counted when the first turn begins.").arg(first);
    }
    const bool rowsChanged = rows != m_rows;
    const bool sameShape = rows.size() == m_rows.size();
    if (rowsChanged) {
        if (sameShape) {  // the usual edit: rows update in place, the list keeps its scroll position
            m_rows = std::move(rows);
            emit dataChanged(index(0), index(static_cast<int>(m_rows.size()) - 1));
        } else {
            beginResetModel();
            m_rows = std::move(rows);
            endResetModel();
        }
    }
    if (!rowsChanged && available == m_available && status == m_status && banners == m_banners && start == m_start) return;
    m_available = available;
    m_status = status;
    m_banners = banners;
    m_start = start;
    emit holdsChanged();
}

int HoldsModel::rowCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : static_cast<int>(m_rows.size()); }

QVariant HoldsModel::data(const QModelIndex& index, int role) const {
    if (!index.isValid() || index.row() >= m_rows.size()) return {};
    const Row& r = m_rows[index.row()];
    switch (role) {
        case IdRole: return r.id;
        case Qt::DisplayRole:
        case NameRole: return r.name;
        case HolderRole: return r.holder;
        case ReasonRole: return r.reason;
        case NeverRole: return r.never;
        case BottomBannersRole: return r.bottomBanners;
        case TopBannersRole: return r.topBanners;
        case HexesRole: return r.hexes;
        default: return {};
    }
}

QHash<int, QByteArray> HoldsModel::roleNames() const {
    return {{IdRole, "objectiveId"}, {NameRole, "name"},           {HolderRole, "holder"},       {ReasonRole, "reason"},
            {NeverRole, "never"},    {BottomBannersRole, "bottomBanners"}, {TopBannersRole, "topBanners"}, {HexesRole, "hexes"}};
}
