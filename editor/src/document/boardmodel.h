// The battlefield as a flat list for QML: one row per hex of the engine's frame (138), in board
// reading order (tricorne::board::indexOf); which of them are the board, its sections and its
// baselines are the game system's (tricorne::BoardShape, OnBoardRole). Every role is something the board view needs to draw; the
// model computes it from the engine's scenario and game system, QML only draws it. An edit
// recomputes only the hexes it names and signals only the rows (and roles) that differ, so the
// board's delegates of every other hex are left alone.
#pragma once

#include <bitset>
#include <vector>

#include <QAbstractListModel>
#include <QPoint>
#include <QPointF>
#include <QRectF>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>

#include "common/unitsymbol.h"
#include "tricorne/core/board.h"
#include "tricorne/core/diagnostic.h"
#include "tricorne/model/scenario.h"
#include "tricorne/model/system.h"

class HexSubset;

class BoardModel : public QAbstractListModel {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("BoardModel belongs to a ScenarioDocument")
    Q_MOC_INCLUDE("document/hexsubset.h")
    /// The hexes that hold a unit, a leader or an objective (the board's pieces layer).
    Q_PROPERTY(HexSubset* pieces READ pieces CONSTANT)
    /// The hexes a diagnostic names (the board's problem outlines).
    Q_PROPERTY(HexSubset* issues READ issues CONSTANT)
    /// The unit key of the game system, army by army in the system's order:
    /// [{army, name, colour, types: [{type, name, kind, symbol}]}] (symbol: UnitSymbol::toMap).
    /// Empty without a known system.
    Q_PROPERTY(QVariantList unitKey READ unitKey NOTIFY unitKeyChanged)
    /// Each side by its army's (faction's) name, "Jacobite", as players name it; "" without a
    /// scenario, the faction id when the system does not know it.
    Q_PROPERTY(QString topName READ topName NOTIFY sideNamesChanged)
    Q_PROPERTY(QString bottomName READ bottomName NOTIFY sideNamesChanged)
    /// Counts the updates (every edit): bindings to pieceTip() read it to follow them.
    Q_PROPERTY(int revision READ revision NOTIFY revisionChanged)
    /// The map's place names on the board, in document order: [{text, col, row, centre
    /// (QPointF, board units), rotation (degrees clockwise)}]. BoardPainter draws them.
    Q_PROPERTY(QVariantList labels READ labels NOTIFY labelsChanged)
    /// The size of the drawing area of the system's board, margins included, in board units
    /// (BoardGeometry::boardSize): a nine-row board is a shorter picture than Tricorne's.
    Q_PROPERTY(qreal boardWidth READ boardWidth NOTIFY shapeChanged)
    Q_PROPERTY(qreal boardHeight READ boardHeight NOTIFY shapeChanged)

public:
    enum Role {
        ColRole = Qt::UserRole + 1,  ///< int, offset column
        RowRole,                     ///< int, offset row
        XRole,                       ///< real, hex centre in board units (BoardGeometry)
        YRole,                       ///< real
        TerrainRole,                 ///< string, terrain type id; "" for open ground
        TerrainNameRole,             ///< string, e.g. "Fordable Stream"; "" for open ground
        ExitsRole,                   ///< list<int>, exit side indices (0 NE … 5 NW) after rotation
        HexsidesRole,                ///< list of {side: int, type: string, name: string} owned by this hex
        HasUnitRole,                 ///< bool
        UnitColorRole,               ///< string "#rrggbb", the army's colour
        UnitArmyRole,                ///< string, army id
        UnitTypeRole,                ///< string, unit type id
        UnitTypeNameRole,            ///< string, e.g. "Highland Infantry"
        UnitKindRole,                ///< string, "infantry" / "cavalry" / "artillery"
        UnitBlocksRole,              ///< int
        UnitNameRole,                ///< string, may be ""
        UnitChiefRole,               ///< bool, carries a Chief marker
        UnitSymbolRole,              ///< map, the type's symbol (UnitSymbol::toMap); undefined where no unit stands
        HasLeaderRole,               ///< bool
        LeaderNameRole,              ///< string
        LeaderColorRole,             ///< string "#rrggbb"
        SectionsRole,                ///< list<string> of "left" "centre" "right", as seen from the board
        IsBaselineRole,              ///< bool, the system board's first or last row (0 or 10 on Tricorne's)
        HasObjectiveRole,            ///< bool
        ObjectiveBannersRole,        ///< string, banners the objective is worth to either side: "1"; "" when it differs by side
        ObjectiveSidesRole,          ///< list of {name, colour, banners}, top side first, when the worth differs by side; else []
        ObjectiveNameRole,           ///< string
        ObjectiveKindRole,           ///< string, the kind in a word (the first of the engine's title: "Majority")
        ObjectiveHolderColorRole,    ///< string "#rrggbb", the army colour of the side holding it at the start; "" for none
        IssueRole,                   ///< string, "error" / "warning" / "" from diagnostics naming this hex
        OnBoardRole,                 ///< bool, the hex is on the system's board (every hex of the frame on Tricorne's)
    };
    Q_ENUM(Role)

    /// A set of hexes by dense index (tricorne::board::indexOf), i.e. by row.
    using Hexes = std::bitset<tricorne::board::kHexCount>;

    explicit BoardModel(QObject* parent = nullptr);

    HexSubset* pieces() const { return m_pieces; }
    HexSubset* issues() const { return m_issues; }

    /// Recomputes every hex from `scenario` (nullptr: an empty board). `system` may be null
    /// (an unknown game system): terrain and units are then shown by id, in neutral colours.
    /// The row count never changes: dataChanged is emitted for the rows that differ, each
    /// with the roles that differ, and not at all when the board looks the same.
    void setScenario(const tricorne::Scenario* scenario, const tricorne::GameSystem* system,
                     const tricorne::Diagnostics& diagnostics);
    /// setScenario for an edit that changed only what stands on `hexes`: those hexes are
    /// recomputed (every hex when the system's board is another), the others kept; every
    /// hex's issue is taken from `diagnostics` (a change anywhere may raise or settle a
    /// problem anywhere). Signals as setScenario does.
    void update(const tricorne::Scenario* scenario, const tricorne::GameSystem* system,
                const tricorne::Diagnostics& diagnostics, const Hexes& hexes);

    /// The open battle's board (its system's; Tricorne's without a system): which hexes are
    /// on it, the columns of its dotted lines. BoardPainter draws the lines from it.
    const tricorne::BoardShape& shape() const { return m_shape; }
    /// Whether `hex` is on the open battle's board (and in the engine's frame): what every
    /// editing tool asks before it puts anything on a hex.
    bool onBoard(tricorne::Hex hex) const;
    /// QML: onBoard for hex [col,row].
    Q_INVOKABLE bool onBoard(int col, int row) const;
    qreal boardWidth() const;
    qreal boardHeight() const;
    /// QML: the hex of the system's board at a point in board units as QPoint(col,row);
    /// (-1,-1) outside it (a hex of the frame off the system's board included).
    Q_INVOKABLE QPoint hexAt(qreal x, qreal y) const;
    /// QML: the system's board's rectangle (in the area's pixels) inside an area of
    /// width × height, uniformly scaled to fit and centred.
    Q_INVOKABLE QRectF fittedBoard(qreal width, qreal height) const;

    /// One line describing hex [col,row] for the status line; "" off the board.
    Q_INVOKABLE QString describeHex(int col, int row) const;
    /// The tooltip of what stands on hex [col,row], a line per fact: the unit's type, army,
    /// name, blocks, Chief marker and attached leader; a lone leader; the objective and its
    /// banners. "" when nothing stands there or off the board.
    Q_INVOKABLE QString pieceTip(int col, int row) const;

    QVariantList unitKey() const { return m_unitKey; }
    QString topName() const { return m_topName; }
    QString bottomName() const { return m_bottomName; }
    int revision() const { return m_revision; }
    QVariantList labels() const { return m_labels; }
    /// The symbol of the unit on row `row` (BoardPainter draws it as UnitBlock.qml does);
    /// an empty one where no unit stands.
    UnitSymbol unitSymbolAt(int row) const { return m_cells.at(static_cast<std::size_t>(row)).unitSymbol; }

    int rowCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QHash<int, QByteArray> roleNames() const override;

signals:
    void unitKeyChanged();
    void sideNamesChanged();
    void revisionChanged();
    void labelsChanged();
    /// The system's board is another (another battle, or its system's board was edited):
    /// boardWidth, boardHeight, hexAt and fittedBoard follow.
    void shapeChanged();

private:
    struct Cell {
        tricorne::Offset offset;
        QPointF centre;
        bool onBoard = true;  ///< on the system's board (OnBoardRole)
        QString terrain, terrainName;
        QVariantList exits, hexsides;
        bool hasUnit = false;
        QString unitColor, unitArmy, unitArmyName, unitType, unitTypeName, unitKind, unitName;
        int unitBlocks = 0;
        bool unitChief = false;
        QString unitChiefMarker;  ///< the marker's name in this army ("Clan Chief"), "" for none
        UnitSymbol unitSymbol;
        bool hasLeader = false;
        QString leaderName, leaderColor, leaderArmyName;
        QStringList sections;
        bool isBaseline = false;
        bool hasObjective = false;
        QString objectiveBanners, objectiveName, objectiveKind, objectiveHolderColor;
        QVariantList objectiveSides;  ///< banners by side, as ObjectiveSidesRole
        QStringList objectiveWorth;  ///< per objective on the hex, its name and banners by side (pieceTip)
        QString issue;
    };

    /// A hex with nothing on it, its sections, its baseline and whether it is on the board
    /// those of `shape`.
    static Cell emptyCell(int index, const tricorne::BoardShape& shape);
    /// The roles whose values differ between two states of one hex.
    static QList<int> changedRoles(const Cell& was, const Cell& is);

    /// Follows the system and the sides' factions (setScenario, update).
    void updateKeyAndSides(const tricorne::Scenario* scenario, const tricorne::GameSystem* system);
    /// Follows the scenario's labels (setScenario, update): every edit, since they are few.
    void updateLabels(const tricorne::Scenario* scenario);

    std::vector<Cell> m_cells;
    HexSubset* m_pieces;   // children of this model
    HexSubset* m_issues;
    const tricorne::GameSystem* m_system = nullptr;
    tricorne::BoardShape m_shape;  ///< the system's board (shape())
    QVariantList m_unitKey;
    QString m_topName, m_bottomName;
    int m_revision = 0;
    QVariantList m_labels;
};
