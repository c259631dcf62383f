// The edits a designer makes, as QML calls them: each one builds an undo command
// (commands/) and pushes it on the document's stack — or pushes nothing when it would change
// nothing. QML passes hexes as (col, row) and ids as strings; this class converts to the
// engine's types. It decides nothing about legality: after every push the document
// revalidates through the engine, and the problems panel shows what the engine says.
#pragma once

#include <functional>

#include <QObject>
#include <QPoint>
#include <QPointer>
#include <QVariantList>
#include <QVariantMap>
#include <QtQml/qqmlregistration.h>

#include "commands/documentcommand.h"
#include "document/scenariodocument.h"
#include "document/scenariotransforms.h"

class QUndoCommand;
struct ScenarioSetup;

class ScenarioEditor : public QObject {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(ScenarioDocument* document READ document WRITE setDocument NOTIFY documentChanged)
    Q_PROPERTY(bool canPaste READ canPaste NOTIFY clipboardChanged)
    Q_PROPERTY(QVariantList objectives READ objectives NOTIFY objectivesChanged)
    Q_PROPERTY(QVariantList specialRules READ specialRules NOTIFY specialRulesChanged)
    /// Counts the edits an objective's or special rule's form can show (objectiveForm,
    /// specialRuleForm): of the objectives, the special rules, the pieces and sides its fields
    /// offer, the system, and the findings marked on its fields. Painting terrain, naming places
    /// or filling the tray leave it, so the forms bound to it are not rebuilt by those.
    Q_PROPERTY(int formsRevision READ formsRevision NOTIFY formsChanged)
    Q_PROPERTY(QVariantMap setup READ setup NOTIFY notesChanged)
    /// The Combat decks a side may draw, {id, name}: each faction in play has its own, named as
    /// its faction is (a deck of another faction already chosen stays in the list).
    Q_PROPERTY(QVariantList combatDecks READ combatDecks NOTIFY notesChanged)
    Q_PROPERTY(QVariantList terrainTypes READ terrainTypes NOTIFY systemChanged)
    Q_PROPERTY(QVariantList hexsideTypes READ hexsideTypes NOTIFY systemChanged)
    Q_PROPERTY(QVariantList armies READ armies NOTIFY systemChanged)
    Q_PROPERTY(QVariantList selectedHexes READ selectedHexes WRITE setSelectedHexes NOTIFY selectedHexesChanged)
    Q_PROPERTY(QVariantMap highlight READ highlight WRITE setHighlight NOTIFY highlightChanged)
    Q_PROPERTY(QString focusedField READ focusedField WRITE setFocusedField NOTIFY focusedFieldChanged)
    Q_PROPERTY(QString lastRefusal READ lastRefusal NOTIFY lastRefusalChanged)

public:
    explicit ScenarioEditor(QObject* parent = nullptr);

    ScenarioDocument* document() const { return m_document; }
    void setDocument(ScenarioDocument* document);

    // --- terrain ------------------------------------------------------------------------------
    /// A new stroke id: paint/erase calls with the same id merge into one undo step.
    Q_INVOKABLE int beginStroke() { return ++m_stroke; }
    /// Paints `type` on hex (col,row). A linear type (road, river, …) painted with a stroke is
    /// drawn as a path through the stroke's hexes (pathbrush::drawPath): each hex gets the
    /// variant and rotation that continue the line and join the lines it meets, and hexes a fast
    /// drag skipped are filled in; `variant` and `rotation` are what a stroke of one hex lays.
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
    // One property of the unit on a hex, each one undo step: false when no unit stands there
    // or nothing would change. Typing in a name merges into one step.
    Q_INVOKABLE bool setUnitBlocks(int col, int row, int blocks);
    Q_INVOKABLE bool setUnitName(int col, int row, const QString& name);
    Q_INVOKABLE bool setUnitChief(int col, int row, bool chief);
    /// A new type keeps the unit's name and blocks, the blocks cut to the type's full strength
    /// if they exceed it.
    Q_INVOKABLE bool setUnitType(int col, int row, const QString& type);
    Q_INVOKABLE bool setUnitArmy(int col, int row, const QString& army);
    Q_INVOKABLE bool setLeaderName(int col, int row, const QString& name);

    // --- objectives and special rules ---------------------------------------------------------
    /// A temporary objective worth one banner to both sides on a hex; returns its index.
    Q_INVOKABLE int addObjective(int col, int row);
    /// Sets field `property` of objective `index` ("kind", "for", "banners", "hexes" as a list of
    /// points, any field its kind takes: ruleforms.h) to `value`; null, undefined or an empty list
    /// removes it. One undo step (typing in a text field merges into one); false when the schema
    /// refuses the value (lastRefusal says why) or nothing changes.
    Q_INVOKABLE bool setObjectiveProperty(int index, const QString& property, const QVariant& value);
    /// Adds or removes hex (col,row) in objective `index`'s hexes.
    Q_INVOKABLE bool toggleObjectiveHex(int index, int col, int row);
    Q_INVOKABLE bool removeObjective(int index);
    /// A special rule of any kind of the engine's table, its required fields filled with first
    /// values (ruleforms::newSpecialRule; hex lists: the board's selectedHexes); its index, or -1
    /// when refused (lastRefusal says why).
    Q_INVOKABLE int addSpecialRule(const QString& kind);
    /// setObjectiveProperty for special rule `index` ("kind" keeps what the new kind takes).
    Q_INVOKABLE bool setSpecialRuleProperty(int index, const QString& property, const QVariant& value);
    /// The forms of objective / special rule `index`, one map per field (ruleforms.h).
    Q_INVOKABLE QVariantList objectiveForm(int index) const;
    Q_INVOKABLE QVariantList specialRuleForm(int index) const;
    /// What special rule `index` touches on the board (tricorne::ruleReach): {hexes: [points],
    /// edges: [{col, row, side}], arrows: [{col, row, side}]}.
    Q_INVOKABLE QVariantMap specialRuleReach(int index) const;
    /// The hexes joined to (col,row) through neighbours with the same terrain type as it, in board
    /// order (row by row): "all hill hexes of this group". Empty for open ground or off the board.
    Q_INVOKABLE QVariantList terrainGroup(int col, int row) const;
    /// The ids of the units (or, with `leaders`, the leaders) standing on `hexes` (points).
    Q_INVOKABLE QStringList piecesOn(const QVariantList& hexes, bool leaders) const;
    /// The board's Select-tool selection (points), which the forms' "from the board" buttons take.
    QVariantList selectedHexes() const { return m_selectedHexes; }
    void setSelectedHexes(const QVariantList& hexes);
    /// What the board highlights for the rule or objective pointed at ({hexes, edges, arrows}
    /// as specialRuleReach gives, and the `owner` card that set it), or an empty map.
    QVariantMap highlight() const { return m_highlight; }
    void setHighlight(const QVariantMap& highlight);
    /// The JSON pointer of the form field a finding was chosen for ("/objectives/2/hexes"):
    /// the rules panel shows that field. "" when none.
    QString focusedField() const { return m_focusedField; }
    void setFocusedField(const QString& pointer);
    /// Why the last edit of a form was refused (the schema's message); "" after one that passed.
    QString lastRefusal() const { return m_lastRefusal; }
    Q_INVOKABLE bool removeSpecialRule(int index);

    // --- battle notes -------------------------------------------------------------------------
    // One setter a field, each one undo step; typing into one field merges into one step. False
    // when nothing changes.
    Q_INVOKABLE bool setTitle(const QString& title);
    Q_INVOKABLE bool setDate(const QString& date);
    Q_INVOKABLE bool setAuthor(const QString& author);
    Q_INVOKABLE bool setBackground(const QString& background);
    /// Where the battle comes from ("001 · Bemis Heights", a map or history it follows): one line.
    Q_INVOKABLE bool setSource(const QString& source);
    /// The designer's own notes on the battle (free text, several paragraphs).
    Q_INVOKABLE bool setDesignerNotes(const QString& notes);
    Q_INVOKABLE bool setReconstructed(bool reconstructed);
    /// What the reconstruction of the map and deployment rests on.
    Q_INVOKABLE bool setReconstruction(const QString& note);
    /// position: "top" or "bottom".
    Q_INVOKABLE bool setFirstPlayer(const QString& position);
    Q_INVOKABLE bool setVictoryBanners(int banners);
    /// A side's fields; position: "top" or "bottom" (anything else is refused).
    Q_INVOKABLE bool setCommander(const QString& position, const QString& commander);
    Q_INVOKABLE bool setCommandCards(const QString& position, int cards);
    Q_INVOKABLE bool setCombatCards(const QString& position, int cards);
    /// deck: a combat deck id of the system.
    Q_INVOKABLE bool setCombatDeck(const QString& position, const QString& deck);
    Q_INVOKABLE bool setStartingBanners(const QString& position, int banners);

    // --- whole board --------------------------------------------------------------------------
    Q_INVOKABLE bool mirrorBoard();
    Q_INVOKABLE bool swapSides();
    /// Copies the contents of `hexes` (QPoint col,row; the first is the paste anchor).
    Q_INVOKABLE bool copyHexes(const QVariantList& hexes);
    Q_INVOKABLE bool paste(int col, int row);
    /// Copies `hexes` as copyHexes does, then removes their units and leaders in one undo
    /// step (terrain stays, as with Delete); false when nothing was copied.
    Q_INVOKABLE bool cutHexes(const QVariantList& hexes);
    /// Every hex of the system's board (QPoint col,row), top-left first: what Select all chooses.
    Q_INVOKABLE QVariantList boardHexes() const;
    bool canPaste() const { return !m_clip.empty(); }

    QVariantList objectives() const;
    QVariantList specialRules() const;
    int formsRevision() const { return m_formsRevision; }
    QVariantMap setup() const;
    QVariantList combatDecks() const;
    /// The game system's palettes: [{id, name, linear, variants: [names]}], [{id, name}],
    /// [{id, name, color, unitTypes: [{id, name, kind, blocks}]}] (armies of both sides;
    /// `blocks`: the type's full strength).
    QVariantList terrainTypes() const;
    QVariantList hexsideTypes() const;
    QVariantList armies() const;
    /// The exit sides (0 NE … 5 NW) of a linear tile of `type` in `variant` turned `rotation`
    /// sixths clockwise, as the board draws it; empty for area terrain or an unknown type.
    Q_INVOKABLE QVariantList tileExits(const QString& type, const QString& variant, int rotation) const;
    /// The exit sides of the tile a click of the Terrain tool lays on (col,row): tileExits of
    /// the chosen variant and rotation, or, for a ford or bridge on another line, that line's
    /// direction (pathbrush::alongLine). What the ghost tile shows.
    Q_INVOKABLE QVariantList paintedExits(int col, int row, const QString& type, const QString& variant, int rotation) const;
    /// The side a point (board units) is nearest to, for the hex-side tool: {col, row, side}
    /// of the hex containing it; side -1 when the point is near the centre or off the board.
    Q_INVOKABLE QVariantMap sideAt(qreal x, qreal y) const;
    /// For the inspector: the pieces on a hex, {hasUnit, army, armyName, type, typeName,
    /// blocks, fullBlocks (the type's full strength), name, chief, chiefName, hasLeader,
    /// leaderName, leaderArmy}.
    Q_INVOKABLE QVariantMap piecesAt(int col, int row) const;
    /// For the inspector: what the ground of a hex means in play, in the engine's words
    /// (describeHexGround): its terrain, then each hex-side feature on its edges, one line each.
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
    void formsChanged();
    void notesChanged();
    /// Another game system (another document): the palettes changed.
    void systemChanged();
    void selectedHexesChanged();
    void highlightChanged();
    void focusedFieldChanged();
    void lastRefusalChanged();

private:
    bool editable() const { return m_document && m_document->isEditable(); }
    /// Pushes `command` unless it changes nothing (then deletes it); true when pushed.
    template <typename Command>
    bool push(Command* command);
    bool drawPath(const tricorne::TerrainType& type, const tricorne::TerrainTile& chosen, int stroke);
    const tricorne::Unit* unitAt(tricorne::Hex hex, std::size_t* index) const;
    /// Pushes `change` applied to the unit on (col,row) as a step named `text`; `mergeKey` as
    /// ChangeItem's. False when no unit stands there or the change changes nothing.
    bool changeUnit(int col, int row, const QString& text, const std::function<void(tricorne::Unit&)>& change,
                    const QString& mergeKey = {});
    /// Pushes the battle notes changed by `change` as one step; `field` names the field for
    /// merging (ChangeSetup).
    bool changeSetup(const QString& field, const std::function<void(ScenarioSetup&)>& change);
    /// changeSetup on side `position`'s setup ("top" or "bottom"; false for anything else).
    bool changeSide(const QString& position, const QString& field, const std::function<void(tricorne::SideSetup&)>& change);
    /// The hexes of the open battle's board among `hexes` (QPoint col,row), in their order.
    std::vector<tricorne::Hex> boardHexesOf(const QVariantList& hexes) const;

    QPointer<ScenarioDocument> m_document;
    QList<QMetaObject::Connection> m_documentConnections;
    transforms::HexClip m_clip;
    int m_stroke = 0;
    /// The linear stroke being drawn: its id, terrain type, the terrain before it, its hexes.
    struct PathStroke {
        int stroke = 0;
        std::string type;
        std::vector<tricorne::TerrainTile> base;
        std::vector<tricorne::Hex> hexes;
    } m_path;
    QVariantList m_selectedHexes;
    QVariantMap m_highlight;
    QString m_focusedField;
    QString m_lastRefusal;
    int m_formsRevision = 0;
    bool m_findingsChanged = false;   // since the last formsChanged
    void setLastRefusal(const QString& why);
    void bumpForms();
};

template <typename Command>
inline bool ScenarioEditor::push(Command* command) {
    return pushUnlessNoOp(m_document.data(), command);
}
