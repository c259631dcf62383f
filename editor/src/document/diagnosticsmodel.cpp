#include "document/diagnosticsmodel.h"

#include <algorithm>

#include "common/enginetext.h"

DiagnosticsModel::DiagnosticsModel(QObject* parent) : QAbstractListModel(parent) {}

void DiagnosticsModel::setDiagnostics(tricorne::Diagnostics diagnostics) {
    beginResetModel();
    m_diagnostics = std::move(diagnostics);
    endResetModel();
    emit countsChanged();
}

int DiagnosticsModel::errorCount() const {
    return static_cast<int>(std::count_if(m_diagnostics.begin(), m_diagnostics.end(),
                                          [](const auto& d) { return d.severity == tricorne::Severity::Error; }));
}

QVariantList DiagnosticsModel::messagesUnder(const std::string& pointer) const {
    QVariantList out;
    for (const tricorne::Diagnostic& d : m_diagnostics)
        if (d.pointer == pointer || d.pointer.starts_with(pointer + "/")) out << diagnosticText(d);
    return out;
}

int DiagnosticsModel::warningCount() const { return rowCount() - errorCount(); }

int DiagnosticsModel::rowCount(const QModelIndex& parent) const {
    // A flat list: only the invisible root has children.
    return parent.isValid() ? 0 : static_cast<int>(m_diagnostics.size());
}

QVariant DiagnosticsModel::data(const QModelIndex& index, int role) const {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid)) return {};
    const tricorne::Diagnostic& d = m_diagnostics[static_cast<std::size_t>(index.row())];
    switch (role) {
        case Qt::DisplayRole:
        case MessageRole: return diagnosticText(d);
        case SeverityRole: return QString::fromLatin1(tricorne::severityName(d.severity));
        case CodeRole: return QString::fromStdString(d.code);
        case PointerRole: return QString::fromStdString(d.pointer);
        case HasHexRole: return d.hex.has_value();
        case ColRole: return d.hex ? d.hex->col : -1;
        case RowRole: return d.hex ? d.hex->row : -1;
        default: return {};
    }
}

QHash<int, QByteArray> DiagnosticsModel::roleNames() const {
    return {
        {SeverityRole, "severity"}, {CodeRole, "code"}, {PointerRole, "pointer"}, {HasHexRole, "hasHex"},
        {ColRole, "col"},           {RowRole, "row"},   {MessageRole, "message"},
    };
}
