#include "models/comparisonmodel.h"

#include <QFileInfo>
#include <QPoint>

#include "common/enginetext.h"
#include "common/fromengine.h"
#include "document/scenariodocument.h"
#include "tricorne/text/scenario_diff.h"
#include "tricorne/validate/validate.h"

using namespace tricorne;

namespace {

QString lookOf(DifferenceKind kind) {
    switch (kind) {
        case DifferenceKind::UnitAdded:
        case DifferenceKind::LeaderAdded:
        case DifferenceKind::ObjectiveAdded:
        case DifferenceKind::SpecialRuleAdded: return QStringLiteral("added");
        case DifferenceKind::UnitRemoved:
        case DifferenceKind::LeaderRemoved:
        case DifferenceKind::ObjectiveRemoved:
        case DifferenceKind::SpecialRuleRemoved: return QStringLiteral("removed");
        case DifferenceKind::UnitMoved:
        case DifferenceKind::LeaderMoved: return QStringLiteral("moved");
        default: return QStringLiteral("changed");
    }
}

QPoint point(Hex h) {
    const Offset o = toOffset(h);
    return {o.col, o.row};
}

}  // namespace

ComparisonModel::ComparisonModel(QObject* parent) : QAbstractListModel(parent) {}

void ComparisonModel::setDocument(ScenarioDocument* document) {
    if (document == m_document) return;
    disconnect(m_connection);
    m_document = document;
    // The comparison follows the designer's edits: each change of the document diffs again.
    if (document)
        m_connection = connect(document, &ScenarioDocument::scenarioChanged, this, [this] {
            if (rebuild()) emit comparisonChanged();
        });
    close();
}

bool ComparisonModel::compareWithFile(const QString& path) { return compare(path, QFileInfo(path).fileName()); }

bool ComparisonModel::compareWithSaved() {
    if (!m_document || m_document->filePath().isEmpty()) {
        emit failed(tr("This scenario has not been saved yet: there is no saved version to compare with."));
        return false;
    }
    return compare(m_document->filePath(), tr("the last saved version (%1)").arg(m_document->fileName()));
}

bool ComparisonModel::compareWithAutosave(const QString& path) {
    if (path.isEmpty() || !QFileInfo::exists(path)) {
        emit failed(tr("There is no autosave yet: it is written a moment after an unsaved edit."));
        return false;
    }
    return compare(path, tr("the autosave"));
}

bool ComparisonModel::compare(const QString& path, const QString& title) {
    if (!m_document || !m_document->scenario()) return false;
    const ScenarioLoad load = loadScenarioFile(path.toStdString());
    if (!load.scenario) {
        QString why;
        for (const auto& d : load.diagnostics)
            if (d.severity == Severity::Error) {
                why = diagnosticText(d);
                break;
            }
        emit failed(tr("Cannot compare with %1: %2").arg(QFileInfo(path).fileName(), why));
        return false;
    }
    m_other = *load.scenario;
    m_title = title;
    rebuild();
    emit comparisonChanged();
    return true;
}

void ComparisonModel::close() {
    const bool was = active();
    m_other.reset();
    m_title.clear();
    rebuild();
    if (was) emit comparisonChanged();
}

bool ComparisonModel::rebuild() {
    QVector<Row> rows;
    if (m_other && m_document && m_document->scenario()) {
        // The engine's words with the armies' names, as every other panel names the sides.
        const SideWords sides = factionWords(*m_document->scenario(), m_document->system());
        for (const ScenarioDifference& c : diffScenarios(*m_other, *m_document->scenario(), sides)) {
            Row row;
            row.kind = qs(differenceKindName(c.kind));
            row.look = lookOf(c.kind);
            row.text = qs(c.text);
            if (c.hex) {
                row.col = point(*c.hex).x();
                row.row = point(*c.hex).y();
            }
            if (c.from) {
                row.fromCol = point(*c.from).x();
                row.fromRow = point(*c.from).y();
            }
            for (Hex h : c.hexes) row.hexes << point(h);
            rows.append(std::move(row));
        }
    }
    if (rows == m_rows) return false;
    beginResetModel();
    m_rows = std::move(rows);
    endResetModel();
    return true;
}

int ComparisonModel::rowCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : static_cast<int>(m_rows.size()); }

QVariant ComparisonModel::data(const QModelIndex& index, int role) const {
    if (!index.isValid() || index.row() >= m_rows.size()) return {};
    const Row& r = m_rows[index.row()];
    switch (role) {
        case KindRole: return r.kind;
        case LookRole: return r.look;
        case Qt::DisplayRole:
        case TextRole: return r.text;
        case ColRole: return r.col;
        case RowRole: return r.row;
        case FromColRole: return r.fromCol;
        case FromRowRole: return r.fromRow;
        case HexesRole: return r.hexes;
        default: return {};
    }
}

QHash<int, QByteArray> ComparisonModel::roleNames() const {
    return {{KindRole, "kind"}, {LookRole, "look"}, {TextRole, "text"}, {ColRole, "col"}, {RowRole, "row"},
            {FromColRole, "fromCol"}, {FromRowRole, "fromRow"}, {HexesRole, "hexes"}};
}
