// The Unplaced tray beside the board: the pieces an order-of-battle import put in
// the scenario's `unplaced` list, grouped by side and brigade for the tray panel, and their
// placement on the board — one piece, or a whole brigade dropped in a line — as one undo
// command each. Whether the placed pieces fit the box is the engine's validation
// (box-exceeded), shown here as it says it.
#pragma once

#include <QObject>
#include <QPointer>
#include <QStringList>
#include <QVariantList>
#include <string>
#include <utility>
#include <vector>
#include <QtQml/qqmlregistration.h>

#include "document/scenariodocument.h"

class TrayEditor : public QObject {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(ScenarioDocument* document READ document WRITE setDocument NOTIFY documentChanged)
    /// The tray by side (top first) and brigade, in the order the tray lists them:
    /// [{side ("top"/"bottom"), sideName, brigade, units: [{id, army, armyName, colour, type,
    /// typeName, blocks, name, chief}], leaders: [{id, army, armyName, colour, name}]}].
    /// A side's groups keep the order in which they first appeared while the same battle is
    /// open: placing or removing pieces (and undoing that) never moves a group past another,
    /// so the piece the designer aims at next is where it was.
    Q_PROPERTY(QVariantList groups READ groups NOTIFY trayChanged)
    /// The pieces in the tray (units and leaders), as the engine counts them.
    Q_PROPERTY(int count READ count NOTIFY trayChanged)
    /// The engine's box-exceeded warnings for the scenario as it stands.
    Q_PROPERTY(QStringList boxWarnings READ boxWarnings NOTIFY boxWarningsChanged)

public:
    explicit TrayEditor(QObject* parent = nullptr);

    ScenarioDocument* document() const { return m_document; }
    void setDocument(ScenarioDocument* document);
    QVariantList groups() const { return m_groups; }
    int count() const;
    QStringList boxWarnings() const;

    /// Places the tray's pieces `ids` in one undo step. The units go in a line from hex
    /// (col,row) eastward along its row, in the order given, skipping hexes that hold a unit,
    /// until the board's edge (the rest stay in the tray). Each leader goes to the hex of the
    /// first unit placed of its brigade and army, else to (col,row), where no leader stands
    /// yet (else it stays). Returns the number of pieces placed.
    Q_INVOKABLE int place(const QStringList& ids, int col, int row);
    /// Takes the tray's pieces `ids` out of the scenario (a piece the battle does not need),
    /// one undo step. Returns the number removed.
    Q_INVOKABLE int remove(const QStringList& ids);

signals:
    void documentChanged();
    void trayChanged();
    void boxWarningsChanged();

private:
    /// Re-reads the tray from the document into m_groups and says so.
    void readTray();
    /// The tray's groups as `groups` lists them; learns the order of groups it has not seen.
    QVariantList readGroups();

    QPointer<ScenarioDocument> m_document;
    /// The (side, brigade) groups in the order they first appeared in this battle's tray.
    std::vector<std::pair<int, std::string>> m_groupOrder;
    QVariantList m_groups;
    QList<QMetaObject::Connection> m_connections;
    QStringList m_boxWarnings;
};
