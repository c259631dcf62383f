// One hex of the open scenario as the panels show it — its pieces, its terrain's effects and
// the status line's description — kept true to the document. It follows the document's
// fine-grained change signal (ScenarioDocument::scenarioChanged): it re-reads only when an
// edit, undo or redo changed its own hex (or a neighbour's terrain or hex sides: a feature on
// the edge between them is part of both hexes' ground), or when another scenario was opened, and then says
// so only if what it shows changed. A view that binds to it can never show a piece or a
// terrain that is no longer there (Tiled's property browser follows its object the same way).
//
// The inspector's selected hex is one (`forgetsOnNewScenario`: opening or starting another
// battle clears it, since it named a hex of the old one); the hex under the pointer is another.
#pragma once

#include <QObject>
#include <QPointer>
#include <QString>
#include <QStringList>
#include <QVariantMap>
#include <QtQml/qqmlregistration.h>

#include "document/scenariochange.h"
#include "document/scenariodocument.h"

class WatchedHex : public QObject {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(ScenarioDocument* document READ document WRITE setDocument NOTIFY documentChanged)
    /// The hex (offset col, row); -1, -1 for none. A hex off the board shows nothing.
    Q_PROPERTY(int col READ col WRITE setCol NOTIFY hexChanged)
    Q_PROPERTY(int row READ row WRITE setRow NOTIFY hexChanged)
    /// True while the hex is on the board of an open scenario.
    Q_PROPERTY(bool valid READ isValid NOTIFY contentsChanged)
    /// Another scenario (New, Open, Close, a reload) sets the hex to -1, -1.
    Q_PROPERTY(bool forgetsOnNewScenario MEMBER m_forgetsOnNewScenario NOTIFY forgetsOnNewScenarioChanged)
    /// The pieces on the hex: {hasUnit, army, armyName, type, typeName, blocks, fullBlocks, name, chief,
    /// chiefName, hasLeader, leaderName, leaderArmy}; hasUnit and hasLeader are always there.
    Q_PROPERTY(QVariantMap pieces READ pieces NOTIFY contentsChanged)
    /// What its ground means in play, in the engine's words (terrain, then the hex-side
    /// features on its edges), one line each.
    Q_PROPERTY(QStringList terrainEffects READ terrainEffects NOTIFY contentsChanged)
    /// One line for the status line (BoardModel::describeHex); "" for no hex.
    Q_PROPERTY(QString description READ description NOTIFY contentsChanged)

public:
    explicit WatchedHex(QObject* parent = nullptr);

    ScenarioDocument* document() const { return m_document; }
    void setDocument(ScenarioDocument* document);
    int col() const { return m_col; }
    int row() const { return m_row; }
    void setCol(int col) { select(col, m_row); }
    void setRow(int row) { select(m_col, row); }
    /// Watches hex (col, row) instead; (-1, -1) watches none.
    Q_INVOKABLE void select(int col, int row);

    bool isValid() const { return m_valid; }
    QVariantMap pieces() const { return m_pieces; }
    QStringList terrainEffects() const { return m_terrainEffects; }
    QString description() const { return m_description; }

signals:
    void documentChanged();
    void hexChanged();
    void forgetsOnNewScenarioChanged();
    /// What the hex shows changed (pieces, terrain effects, description, validity).
    void contentsChanged();

private:
    void scenarioChanged(const ScenarioChange& change);
    /// Reads the hex from the document; emits contentsChanged when anything differs.
    void reread();

    QPointer<ScenarioDocument> m_document;
    QMetaObject::Connection m_connection;
    int m_col = -1;
    int m_row = -1;
    bool m_forgetsOnNewScenario = false;
    bool m_valid = false;
    QVariantMap m_pieces;
    QStringList m_terrainEffects;
    QString m_description;
};
