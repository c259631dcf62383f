// The battlefield as a flat list for QML: one row per board hex (138), in board reading order
// (tricorne::board::indexOf). Every role is something the board view needs to draw; the
// model computes it from the engine's scenario and game system, QML only draws it. An edit
// recomputes only the hexes it names and signals only the rows (and roles) that differ, so the
// board's delegates of every other hex are left alone.
#pragma once

#include <bitset>
#include <vector>

#include <QAbstractListModel>
#include <QPointF>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>

#include "tricorne/core/board.h"
#include "tricorne/core/diagnostic.h"
#include "tricorne/model/scenario.h"
#include "tricorne/model/system.h"

class HexSubset;

class BoardModel : public QAbstractListModel {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("BoardModel belongs to a ScenarioDocument")
    Q_MOC_INCLUDE("hexsubset.h")
    /// The hexes that hold a unit, a leader or an objective (the board's pieces layer).
    Q_PROPERTY(HexSubset* pieces READ pieces CONSTANT)
    /// The hexes a diagnostic names (the board's problem outlines).
    Q_PROPERTY(HexSubset* issues READ issues CONSTANT)

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
        HasLeaderRole,               ///< bool
        LeaderNameRole,              ///< string
        LeaderColorRole,             ///< string "#rrggbb"
        SectionsRole,                ///< list<string> of "left" "centre" "right", as seen from the board
        IsBaselineRole,              ///< bool, row 0 or row 10
        HasObjectiveRole,            ///< bool
        ObjectiveBannersRole,        ///< string, banners the objective is worth: "1", or "2/1" (top/bottom)
        ObjectiveNameRole,           ///< string
        IssueRole,                   ///< string, "error" / "warning" / "" from diagnostics naming this hex
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
    /// recomputed, the others kept; every hex's issue is taken from `diagnostics` (a change
    /// anywhere may raise or settle a problem anywhere). Signals as setScenario does.
    void update(const tricorne::Scenario* scenario, const tricorne::GameSystem* system,
                const tricorne::Diagnostics& diagnostics, const Hexes& hexes);

    /// One line describing hex [col,row] for the status line; "" off the board.
    Q_INVOKABLE QString describeHex(int col, int row) const;

    int rowCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QHash<int, QByteArray> roleNames() const override;

private:
    struct Cell {
        tricorne::Offset offset;
        QPointF centre;
        QString terrain, terrainName;
        QVariantList exits, hexsides;
        bool hasUnit = false;
        QString unitColor, unitArmy, unitArmyName, unitType, unitTypeName, unitKind, unitName;
        int unitBlocks = 0;
        bool unitChief = false;
        bool hasLeader = false;
        QString leaderName, leaderColor;
        QStringList sections;
        bool isBaseline = false;
        bool hasObjective = false;
        QString objectiveBanners, objectiveName;
        QString issue;
    };

    static Cell emptyCell(int index);
    /// The roles whose values differ between two states of one hex.
    static QList<int> changedRoles(const Cell& was, const Cell& is);

    std::vector<Cell> m_cells;
    HexSubset* m_pieces;   // children of this model
    HexSubset* m_issues;
};
