pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Shapes
import Tricorne.Studio

// What File ▸ Compare with… found, drawn on the board (ComparisonModel, the engine's diff):
// a marker per changed hex in the look of its change (added, removed, moved, changed), an
// arrow from a moved piece's old hex to its new one, and the chosen entry's hexes outlined.
Item {
    id: overlay

    property ComparisonModel comparison: null
    /// The entry the panel chose: its hex and its hexes are drawn thicker.
    property int chosen: -1

    visible: overlay.comparison !== null && overlay.comparison.active

    function lookColour(look: string): color {
        return look === "added" ? Theme.ok : look === "removed" ? Theme.error : look === "moved" ? Theme.cursor : Theme.warning
    }

    Repeater {
        model: overlay.visible ? overlay.comparison : null
        delegate: Item {
            id: change
            required property int index
            required property string look
            required property int col
            required property int row
            required property int fromCol
            required property int fromRow
            required property var hexes
            readonly property bool isChosen: change.index === overlay.chosen
            readonly property color colour: overlay.lookColour(change.look)

            // An objective's or a rule's hexes: outlined thin, thick when chosen.
            Repeater {
                model: change.hexes
                delegate: HexOutline {
                    required property point modelData
                    col: modelData.x
                    row: modelData.y
                    colour: change.colour
                    lineWidth: change.isChosen ? 5 : 2
                    opacity: 0.8
                }
            }
            HexOutline {
                objectName: "compareMarker"
                col: change.col
                row: change.row
                colour: change.colour
                lineWidth: change.isChosen ? 6 : 3.5
            }
            // A removed piece: a cross where it stood.
            Shape {
                visible: change.look === "removed" && change.col >= 0
                x: BoardGeometry.centreOf(change.col, change.row).x
                y: BoardGeometry.centreOf(change.col, change.row).y
                antialiasing: true
                ShapePath {
                    strokeColor: change.colour
                    strokeWidth: 4
                    capStyle: ShapePath.RoundCap
                    fillColor: "transparent"
                    PathMove { x: -12; y: -12 }
                    PathLine { x: 12; y: 12 }
                    PathMove { x: 12; y: -12 }
                    PathLine { x: -12; y: 12 }
                }
            }
            // A moved piece: its old hex dashed, an arrow from there to the new one.
            HexOutline {
                col: change.fromCol
                row: change.fromRow
                colour: change.colour
                lineWidth: 2
                opacity: 0.6
            }
            Shape {
                id: arrow
                objectName: "compareArrow"
                visible: change.fromCol >= 0 && change.col >= 0
                readonly property point from: change.fromCol >= 0 ? BoardGeometry.centreOf(change.fromCol, change.fromRow) : Qt.point(0, 0)
                readonly property point to: change.col >= 0 ? BoardGeometry.centreOf(change.col, change.row) : Qt.point(0, 0)
                readonly property real angle: Math.atan2(arrow.to.y - arrow.from.y, arrow.to.x - arrow.from.x)
                // The head stops short of the new hex's centre so the piece stays readable.
                readonly property point tip: Qt.point(arrow.to.x - 18 * Math.cos(arrow.angle), arrow.to.y - 18 * Math.sin(arrow.angle))
                antialiasing: true
                ShapePath {
                    strokeColor: change.colour
                    strokeWidth: change.isChosen ? 5 : 3.5
                    capStyle: ShapePath.RoundCap
                    joinStyle: ShapePath.RoundJoin
                    fillColor: "transparent"
                    startX: arrow.from.x
                    startY: arrow.from.y
                    PathLine { x: arrow.tip.x; y: arrow.tip.y }
                    PathLine { x: arrow.tip.x - 14 * Math.cos(arrow.angle - 0.5); y: arrow.tip.y - 14 * Math.sin(arrow.angle - 0.5) }
                    PathMove { x: arrow.tip.x; y: arrow.tip.y }
                    PathLine { x: arrow.tip.x - 14 * Math.cos(arrow.angle + 0.5); y: arrow.tip.y - 14 * Math.sin(arrow.angle + 0.5) }
                }
            }
        }
    }
}
