pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Shapes
import Tricorne.Studio

// Where units were eliminated in the last balance run, over the board (in board units): each
// hex shaded red by its share of the most-hit hex, the busier ones with their count in a badge.
// Shown while the Balance tab is open.
Item {
    id: heat
    objectName: "balanceHeatMap"

    readonly property var result: BalanceRunner.result   // {} before the first run
    readonly property var cells: heat.result.heat ?? []
    readonly property real maxCount: heat.result.heatMax ?? 0

    visible: BalanceRunner.shown && heat.maxCount > 0

    Repeater {
        model: heat.cells
        delegate: Item {
            id: cell
            required property var modelData   // {col, row, count}
            readonly property real share: cell.modelData.count / heat.maxCount
            x: BoardGeometry.centreOf(cell.modelData.col, cell.modelData.row).x
            y: BoardGeometry.centreOf(cell.modelData.col, cell.modelData.row).y

            Shape {
                antialiasing: true
                ShapePath {
                    strokeColor: Qt.rgba(0.62, 0.07, 0.04, 0.1 + 0.7 * cell.share)
                    strokeWidth: 2
                    fillColor: Qt.rgba(0.86, 0.12, 0.06, 0.04 + 0.58 * cell.share)
                    joinStyle: ShapePath.RoundJoin
                    PathPolyline { path: BoardGeometry.hexOutline(0.9) }
                }
            }
            Rectangle {   // the count of the busier hexes, at the top, clear of the unit block
                visible: cell.share >= 0.3
                x: -width / 2
                y: -BoardGeometry.hexSize * 0.84
                width: Math.max(18, count.implicitWidth + 8)
                height: 15
                radius: 7.5
                color: Qt.rgba(0.55, 0.06, 0.03, 0.55 + 0.4 * cell.share)
                border.color: "#ffffff"
                border.width: 1
                Text {
                    id: count
                    anchors.centerIn: parent
                    text: cell.modelData.count
                    color: "#ffffff"
                    font.pixelSize: 10
                    font.bold: true
                }
            }
        }
    }
}
