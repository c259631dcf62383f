pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Shapes
import Tricorne.Studio

// What the playtest draws over the board (a one-line hook in Board.qml), in board units:
// hexes out of sight of the line-of-sight tool dimmed, the units a hovered card could order,
// and one mark per choice that names a hex — pieces to order or move in gold, steps in green
// (a bar when the step must stop), targets in red with their dice, retreat paths and a picked
// leader's new hexes in blue.
Item {
    id: overlay

    required property PlaytestSession session
    /// Hexes to ring, points x = col, y = row (the units of the card under the pointer).
    property var previewUnits: []

    anchors.fill: parent
    visible: overlay.session !== null && overlay.session.active

    function colourOf(group: string): color {
        switch (group) {
        case "target": return Theme.error
        case "step": return Theme.ok
        case "path":
        case "reposition": return Theme.chosen
        default: return Theme.gold
        }
    }

    Repeater {   // line of sight: out of sight dimmed, the origin ringed
        model: overlay.session ? overlay.session.lineOfSight : []
        delegate: Shape {
            id: sight
            required property var modelData
            visible: !sight.modelData.clear
            x: BoardGeometry.centreOf(sight.modelData.col, sight.modelData.row).x
            y: BoardGeometry.centreOf(sight.modelData.col, sight.modelData.row).y
            ShapePath {
                strokeColor: "transparent"
                fillColor: Theme.shade
                PathPolyline { path: BoardGeometry.hexOutline(1.0) }
            }
        }
    }
    HexOutline {
        col: overlay.session ? overlay.session.losCol : -1
        row: overlay.session ? overlay.session.losRow : -1
        colour: Theme.chosen
        lineWidth: 5
    }

    Repeater {   // the units a card would let its player order
        model: overlay.previewUnits
        delegate: HexOutline {
            required property point modelData
            col: modelData.x
            row: modelData.y
            colour: Theme.gold
            lineWidth: 6
        }
    }

    Repeater {   // the choices that name a hex
        model: overlay.session ? overlay.session.choices : null
        delegate: Item {
            id: mark
            // The choice model's roles (PlaytestChoiceModel).
            required property string group
            required property int dice
            required property int col
            required property int row
            required property bool mustStop
            readonly property bool onBoard: mark.col >= 0
            readonly property color colour: overlay.colourOf(mark.group)
            readonly property bool filled: mark.group === "step" || mark.group === "path" || mark.group === "reposition"
            visible: mark.onBoard
            x: mark.onBoard ? BoardGeometry.centreOf(mark.col, mark.row).x : 0
            y: mark.onBoard ? BoardGeometry.centreOf(mark.col, mark.row).y : 0

            Shape {
                antialiasing: true
                ShapePath {
                    strokeColor: mark.colour
                    strokeWidth: mark.filled ? 2.5 : 5
                    fillColor: mark.filled ? Qt.rgba(mark.colour.r, mark.colour.g, mark.colour.b, 0.28) : "transparent"
                    joinStyle: ShapePath.RoundJoin
                    PathPolyline { path: BoardGeometry.hexOutline(mark.filled ? 0.8 : 0.9) }
                }
            }
            Rectangle {   // a step that ends the move (the engine says so: StepExplanation)
                visible: mark.mustStop
                width: BoardGeometry.hexSize * 0.7
                height: BoardGeometry.hexSize * 0.12
                x: -width / 2
                y: BoardGeometry.hexSize * 0.5
                radius: height / 2
                color: Theme.error
            }
            Rectangle {   // a target's dice
                visible: mark.group === "target"
                width: BoardGeometry.hexSize * 0.46
                height: width
                radius: width / 2
                x: BoardGeometry.hexSize * 0.38
                y: -BoardGeometry.hexSize * 0.78
                color: Theme.error
                border.color: "white"
                border.width: 2
                PlainText {
                    anchors.centerIn: parent
                    text: mark.dice
                    color: "white"
                    font.bold: true
                    font.pixelSize: parent.width * 0.62
                }
            }
        }
    }
}
