// What the scenario takes out of the box, against what the box holds (the game system's
// UnitType::box, Army::leadersInBox, BoxContents): one row per unit type used by each army of
// the scenario, one row per army for its leaders, the terrain tiles (hex-side features take
// tiles too: tricorne::boxUse), the hex-side features, and the Chief markers when the game has
// them. A row is "over" when the scenario uses more than the box has; the engine warns about
// the same thing (validateSemantics, from the same counts), this is the designer's running
// tally. Rebuilt on every document change.
#pragma once

#include <QAbstractListModel>
#include <QPointer>
#include <QVector>
#include <QtQml/qqmlregistration.h>

#include "tricorne/model/scenario.h"
#include "tricorne/model/system.h"

class ScenarioDocument;

class RosterModel : public QAbstractListModel {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("RosterModel belongs to a ScenarioDocument")
    Q_PROPERTY(int overCount READ overCount NOTIFY rosterChanged)

public:
    /// FirstInSectionRole: the row opens its section (views draw the section's heading above it).
    /// AvailableRole: -1 for a row the box has no count of its own for (hex-side features:
    /// their tiles are in the terrain tiles' row). NoteRole: what the count includes, or "".
    enum Role { SectionRole = Qt::UserRole + 1, NameRole, UsedRole, AvailableRole, OverRole, ColourRole, FirstInSectionRole, NoteRole };
    Q_ENUM(Role)

    /// One line of the tally. `section` groups rows (the army's name, or "Terrain").
    struct Row {
        QString section;
        QString name;
        int used = 0;
        int available = 0;
        QString colour;  ///< the army's colour, "" for terrain
        QString note;
        bool operator==(const Row&) const = default;
    };

    explicit RosterModel(QObject* parent = nullptr);

    ScenarioDocument* document() const { return m_document; }
    /// Follows `document` (nullptr: none), rebuilding on each of its changes.
    void setDocument(ScenarioDocument* document);
    /// Rows whose count exceeds the box.
    int overCount() const;

    /// The tally of `scenario` against `system`, in the model's row order: for each army of
    /// the bottom side then the top side, its unit types in the system's order (only those
    /// used), then its leaders (always); then the terrain tiles and the hex-side features; last
    /// the Chief markers, when the game has them. Empty without a system.
    static QVector<Row> tally(const tricorne::Scenario& scenario, const tricorne::GameSystem& system);

    int rowCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QHash<int, QByteArray> roleNames() const override;

signals:
    void rosterChanged();

private:
    void rebuild();

    QPointer<ScenarioDocument> m_document;
    QMetaObject::Connection m_connection;
    QVector<Row> m_rows;
};
