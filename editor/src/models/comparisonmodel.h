// File ▸ Compare with…: the open document against another version of it (a file,
// the last saved version, the autosave): the engine's list of changes (tricorne::diffScenarios,
// the one `tricorne diff` prints), the other version taken as A and the document as B, kept
// up to date while the designer goes on editing. The app's services own one (StudioServices::comparison). The board draws a marker per change and the
// panel beside it lists them; the studio decides nothing about what changed.
#pragma once

#include <optional>

#include <QAbstractListModel>
#include <QPointer>
#include <QVariantList>
#include <QVector>
#include <QtQml/qqmlregistration.h>

#include "tricorne/model/scenario.h"

class ScenarioDocument;

class ComparisonModel : public QAbstractListModel {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("ComparisonModel belongs to the studio's services")
    /// A comparison is shown.
    Q_PROPERTY(bool active READ active NOTIFY comparisonChanged)
    /// What the document is compared with, e.g. "the last saved version (killiecrankie.tricorne.json)".
    Q_PROPERTY(QString title READ title NOTIFY comparisonChanged)
    Q_PROPERTY(int count READ count NOTIFY comparisonChanged)

public:
    /// LookRole: how the board marks it, "added", "removed", "moved" or "changed" (settings:
    /// "changed", without a hex). ColRole/RowRole: the hex (-1 when none); FromColRole/
    /// FromRowRole: a moved piece's old hex (-1 otherwise); HexesRole: an objective's or a
    /// rule's hexes as points.
    enum Role { KindRole = Qt::UserRole + 1, LookRole, TextRole, ColRole, RowRole, FromColRole, FromRowRole, HexesRole };
    Q_ENUM(Role)

    struct Row {
        QString kind, look, text;
        int col = -1, row = -1, fromCol = -1, fromRow = -1;
        QVariantList hexes;
        bool operator==(const Row&) const = default;
    };

    explicit ComparisonModel(QObject* parent = nullptr);

    ScenarioDocument* document() const { return m_document; }
    void setDocument(ScenarioDocument* document);
    bool active() const { return m_other.has_value(); }
    QString title() const { return m_title; }
    int count() const { return static_cast<int>(m_rows.size()); }

    /// Compares the document with the scenario in `path` (any file the engine reads as a
    /// scenario, semantic errors allowed). False, after failed(), when it cannot be read.
    Q_INVOKABLE bool compareWithFile(const QString& path);
    /// The document's own file as last saved. False when the document has no file yet.
    Q_INVOKABLE bool compareWithSaved();
    /// The autosave (recovery) file at `path`, as the studio's Autosave names it; "" or a
    /// missing file: false (nothing unsaved has been written yet).
    Q_INVOKABLE bool compareWithAutosave(const QString& path);
    /// Ends the comparison; the board and the panel go back to editing.
    Q_INVOKABLE void close();

    int rowCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QHash<int, QByteArray> roleNames() const override;

signals:
    void comparisonChanged();
    /// A compare… could not start; `message` says why, naming the file. The comparison shown
    /// before, if any, stays.
    void failed(const QString& message);

private:
    bool compare(const QString& path, const QString& title);
    /// Diffs again; true when the rows changed (the model was reset).
    bool rebuild();

    QPointer<ScenarioDocument> m_document;
    QMetaObject::Connection m_connection;
    std::optional<tricorne::Scenario> m_other;
    QString m_title;
    QVector<Row> m_rows;
};
