pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Shapes
import Tricorne.Studio

// Where units were eliminated in the last balance run, on the board (in board units): a
// translucent layer under the pieces, each hex shaded red by its share of the most-hit hex
// (the Balance panel shows the scale). Shown while the Balance tab is open.
Item {
    id: heat
    objectName: "balanceHeatMap"

    readonly property var result: BalanceRunner.result   // {} before the first run
    readonly property var cells: heat.result.heat ?? []
    readonly property real maxCount: heat.result.heatMax ?? 0

    visible: BalanceRunner.shown && heat.maxCount > 0

    Repeater {
        model: heat.cells
        delegate: Shape {
            id: cell
            required property var modelData   // {col, row, count}
            readonly property real share: cell.modelData.count / heat.maxCount
            x: BoardGeometry.centreOf(cell.modelData.col, cell.modelData.row).x
            y: BoardGeometry.centreOf(cell.modelData.col, cell.modelData.row).y
            antialiasing: true
            ShapePath {
                // From 0.12 (one elimination) to 0.6 (the most-hit hex): the panel's scale.
                strokeColor: "transparent"
                fillColor: Qt.rgba(0.86, 0.12, 0.06, 0.12 + 0.48 * cell.share)
                PathPolyline { path: BoardGeometry.hexOutline(0.96) }
            }
        }
    }
}
