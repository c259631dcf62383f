// The edits a designer makes, as QML calls them: each one builds an undo command
// (commands/) and pushes it on the document's stack — or pushes nothing when it would change
// nothing. QML passes hexes as (col, row) and ids as strings; this class converts to the
// engine's types. It decides nothing about legality: after every push the document
// revalidates through the engine, and the problems panel shows what the engine says.
#pragma once

#include <QObject>
#include <QPoint>
#include <QPointer>
#include <QVariantList>
#include <QVariantMap>
#include <QtQml/qqmlregistration.h>

#include "scenariodocument.h"
#include "scenariotransforms.h"

class QUndoCommand;

class ScenarioEditor : public QObject {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(ScenarioDocument* document READ document WRITE setDocument NOTIFY documentChanged)
    Q_PROPERTY(bool canPaste READ canPaste NOTIFY clipboardChanged)
    Q_PROPERTY(QVariantList objectives READ objectives NOTIFY objectivesChanged)
    Q_PROPERTY(QVariantList specialRules READ specialRules NOTIFY specialRulesChanged)
    Q_PROPERTY(QVariantMap setup READ setup NOTIFY notesChanged)
    Q_PROPERTY(QVariantList terrainTypes READ terrainTypes NOTIFY systemChanged)
    Q_PROPERTY(QVariantList hexsideTypes READ hexsideTypes NOTIFY systemChanged)
    Q_PROPERTY(QVariantList armies READ armies NOTIFY systemChanged)

public:
    explicit ScenarioEditor(QObject* parent = nullptr);

    ScenarioDocument* document() const { return m_document; }
    void setDocument(ScenarioDocument* document);

    // --- terrain ------------------------------------------------------------------------------
    /// A new stroke id: paint/erase calls with the same id merge into one undo step.
    Q_INVOKABLE int beginStroke() { return ++m_stroke; }
    Q_INVOKABLE bool paintTerrain(int col, int row, const QString& type, const QString& variant, int rotation, int stroke);
    Q_INVOKABLE bool eraseTerrain(int col, int row, int stroke);
    Q_INVOKABLE bool fillTerrain(int col, int row, const QString& type, const QString& variant, int rotation);
    /// side: 0 NE … 5 NW.
    Q_INVOKABLE bool toggleHexside(int col, int row, int side, const QString& type);

    // --- pieces -------------------------------------------------------------------------------
    /// Places a unit (replacing the unit on that hex); returns its new id, "" when refused.
    Q_INVOKABLE QString placeUnit(int col, int row, const QString& army, const QString& type, int blocks,
                                  const QString& name);
    Q_INVOKABLE bool placeLeader(int col, int row, const QString& army, const QString& name);
    /// Drags the unit (with its attached leader) or, with `leader`, the leader alone.
    Q_INVOKABLE bool movePiece(int fromCol, int fromRow, int toCol, int toRow, bool leader);
    /// Deletes the unit and the leader on a hex (what: "unit", "leader" or "both").
    Q_INVOKABLE bool deletePieces(int col, int row, const QString& what = QStringLiteral("both"));
    /// Changes one property of the unit on a hex: "blocks" (int), "name", "chief" (bool),
    /// "type", "army". Typing in a name merges into one undo step.
    Q_INVOKABLE bool setUnitProperty(int col, int row, const QString& property, const QVariant& value);
    Q_INVOKABLE bool setLeaderName(int col, int row, const QString& name);

    // --- objectives and special rules ---------------------------------------------------------
    /// A temporary objective worth one banner to both sides on a hex; returns its index.
    Q_INVOKABLE int addObjective(int col, int row);
    /// Changes one property of objective `index`: "name", "kind", "for" ("top" "bottom"
    /// "both"), "banners" (int), "hexes" (list of QPoint).
    Q_INVOKABLE bool setObjectiveProperty(int index, const QString& property, const QVariant& value);
    /// Adds or removes hex (col,row) in objective `index`'s hexes.
    Q_INVOKABLE bool toggleObjectiveHex(int index, int col, int row);
    Q_INVOKABLE bool removeObjective(int index);
    /// kind: "text" or "opening-cannonade".
    Q_INVOKABLE int addSpecialRule(const QString& kind);
    Q_INVOKABLE bool setSpecialRuleText(int index, const QString& text);
    /// opening-cannonade: whether the top / bottom side's guns retire after firing.
    Q_INVOKABLE bool setSpecialRuleRetire(int index, bool top, bool bottom);
    Q_INVOKABLE bool removeSpecialRule(int index);

    // --- battle notes -------------------------------------------------------------------------
    /// field: "title" "date" "author" "source" "background" "notes" (metadata), "firstPlayer"
    /// ("top"/"bottom"), "victoryBanners" (int).
    Q_INVOKABLE bool setScenarioField(const QString& field, const QVariant& value);
    /// position: "top"/"bottom"; field: "commander" "commandCards" "combatCards" "combatDeck"
    /// "startingBanners".
    Q_INVOKABLE bool setSideField(const QString& position, const QString& field, const QVariant& value);

    // --- whole board --------------------------------------------------------------------------
    Q_INVOKABLE bool mirrorBoard();
    Q_INVOKABLE bool swapSides();
    /// Copies the contents of `hexes` (QPoint col,row; the first is the paste anchor).
    Q_INVOKABLE bool copyHexes(const QVariantList& hexes);
    Q_INVOKABLE bool paste(int col, int row);
    bool canPaste() const { return !m_clip.empty(); }

    QVariantList objectives() const;
    QVariantList specialRules() const;
    QVariantMap setup() const;
    /// The game system's palettes: [{id, name, linear, variants: [names]}], [{id, name}],
    /// [{id, name, color, unitTypes: [{id, name, kind}]}] (armies of both sides).
    QVariantList terrainTypes() const;
    QVariantList hexsideTypes() const;
    QVariantList armies() const;
    /// The side a point (board units) is nearest to, for the hex-side tool: {col, row, side}
    /// of the hex containing it; side -1 when the point is near the centre or off the board.
    Q_INVOKABLE QVariantMap sideAt(qreal x, qreal y) const;
    /// For the inspector: the pieces on a hex, {hasUnit, army, armyName, type, typeName,
    /// blocks, name, chief, chiefName, hasLeader, leaderName, leaderArmy}.
    Q_INVOKABLE QVariantMap piecesAt(int col, int row) const;
    /// For the inspector: the effects of the terrain on a hex, as the summary card states
    /// them (from the game system's data), one line each.
    Q_INVOKABLE QStringList terrainEffects(int col, int row) const;
    /// piecesAt and terrainEffects for any document (nullptr: none); what WatchedHex shows.
    static QVariantMap piecesOf(const ScenarioDocument* document, int col, int row);
    static QStringList terrainEffectsOf(const ScenarioDocument* document, int col, int row);

signals:
    void documentChanged();
    void clipboardChanged();
    /// Each follows the document's signal of that part, so that a panel re-reads its own
    /// part only (an objective's edit does not rebuild the palettes).
    void objectivesChanged();
    void specialRulesChanged();
    void notesChanged();
    /// Another game system (another document): the palettes changed.
    void systemChanged();

private:
    bool editable() const { return m_document && m_document->isEditable(); }
    /// Pushes `command` unless it changes nothing (then deletes it); true when pushed.
    template <typename Command>
    bool push(Command* command);
    const tricorne::Unit* unitAt(tricorne::Hex hex, std::size_t* index) const;

    QPointer<ScenarioDocument> m_document;
    QList<QMetaObject::Connection> m_documentConnections;
    transforms::HexClip m_clip;
    int m_stroke = 0;
};
