import QtQuick
import QtQuick.Shapes
import Tricorne.Studio

// A unit: a block in its army's colour with a NATO-style symbol for its kind (infantry: crossed
// lines, cavalry: one diagonal, artillery: a dot), its block count, and the Chief marker as a
// gold star badge. Centred on the item's origin.
Item {
    id: unit

    property color colour: "gray"
    property string kind: ""      // "infantry" / "cavalry" / "artillery"
    property int blocks: 0
    property bool chief: false

    readonly property real s: BoardGeometry.hexSize
    readonly property real side: s * 0.76
    readonly property color ink: "#ffffff"

    Rectangle {   // shadow
        x: -unit.side / 2 + 1.6; y: -unit.side / 2 + 2
        width: unit.side; height: unit.side; radius: 4
        color: "#40000000"
    }
    Rectangle {
        id: block
        x: -unit.side / 2; y: -unit.side / 2
        width: unit.side; height: unit.side; radius: 4
        color: unit.colour
        border.color: Qt.darker(unit.colour, 1.6)
        border.width: 1.4

        Rectangle {   // NATO frame
            id: frame
            x: (parent.width - width) / 2
            y: unit.s * 0.08
            width: unit.s * 0.5; height: unit.s * 0.32
            color: "transparent"
            border.color: unit.ink
            border.width: 1.6
        }
        Shape {
            antialiasing: true
            x: frame.x; y: frame.y
            ShapePath {
                strokeColor: unit.kind === "artillery" ? "transparent" : unit.ink
                strokeWidth: 1.6
                fillColor: "transparent"
                capStyle: ShapePath.FlatCap
                PathSvg {
                    path: {
                        const w = frame.width, h = frame.height
                        if (unit.kind === "infantry")
                            return "M 0 0 L " + w + " " + h + " M 0 " + h + " L " + w + " 0"
                        if (unit.kind === "cavalry")
                            return "M 0 " + h + " L " + w + " 0"
                        return ""
                    }
                }
            }
        }
        Rectangle {   // artillery
            visible: unit.kind === "artillery"
            width: frame.height * 0.45; height: width; radius: width / 2
            x: frame.x + (frame.width - width) / 2
            y: frame.y + (frame.height - height) / 2
            color: unit.ink
        }
        Text {
            anchors.horizontalCenter: parent.horizontalCenter
            y: frame.y + frame.height + unit.s * 0.005
            text: unit.blocks
            color: unit.ink
            font.pixelSize: unit.s * 0.26
            font.bold: true
        }
    }

    Item {   // Chief marker
        visible: unit.chief
        x: -unit.side / 2
        y: -unit.side / 2
        Rectangle {
            x: -width / 2 + 1; y: -height / 2 + 1
            width: unit.s * 0.3; height: width; radius: width / 2
            color: Theme.gold
            border.color: Theme.goldDark
            border.width: 1.2
        }
        Star {
            x: 1; y: 1
            radius: unit.s * 0.12
            fill: "#fff6d5"
            stroke: Theme.goldDark
        }
    }
}
