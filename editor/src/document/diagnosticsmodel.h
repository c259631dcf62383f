// The diagnostics of a scenario as a list for the studio's problems panel. The engine produces
// them (tricorne::loadScenarioFile, tricorne::validateSemantics); this model only presents them.
#pragma once

#include <string>

#include <QAbstractListModel>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>

#include "tricorne/core/diagnostic.h"

class DiagnosticsModel : public QAbstractListModel {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("DiagnosticsModel belongs to a ScenarioDocument")
    Q_PROPERTY(int count READ rowCount NOTIFY countsChanged)
    Q_PROPERTY(int errorCount READ errorCount NOTIFY countsChanged)
    Q_PROPERTY(int warningCount READ warningCount NOTIFY countsChanged)

public:
    enum Role {
        SeverityRole = Qt::UserRole + 1,  ///< "error" / "warning"
        CodeRole,                         ///< stable machine-readable code, e.g. "unit-stacked"
        PointerRole,                      ///< RFC 6901 JSON pointer into the file
        HasHexRole,                       ///< whether the finding names a hex
        ColRole,                          ///< the hex's column, -1 without a hex
        RowRole,                          ///< the hex's row, -1 without a hex
        MessageRole,                      ///< what is wrong and what to do, for the designer
    };
    Q_ENUM(Role)

    explicit DiagnosticsModel(QObject* parent = nullptr);

    /// Replaces the whole list (a model reset).
    void setDiagnostics(tricorne::Diagnostics diagnostics);
    const tricorne::Diagnostics& diagnostics() const { return m_diagnostics; }

    int errorCount() const;
    /// The messages (translated) of the findings at `pointer` or inside it ("/dice" holds
    /// "/dice/0"), in order: what a form shows under the field.
    QVariantList messagesUnder(const std::string& pointer) const;
    int warningCount() const;

    int rowCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QHash<int, QByteArray> roleNames() const override;

signals:
    void countsChanged();

private:
    tricorne::Diagnostics m_diagnostics;
};
