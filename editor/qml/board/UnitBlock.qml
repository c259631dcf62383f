import QtQuick
import QtQuick.Shapes
import Tricorne.Studio

// A unit: a block in its army's colour with its type's symbol (UnitSymbol, from the game
// system through the model: the NATO frame with the kind's lines and the type's mark), its block
// count, the booklets' colour band with the type's word, and the Chief marker as a gold star
// badge. Centred on the item's origin.
Item {
    id: unit

    property color colour: "gray"
    /// {strokes, fills, dashedFrame, band, word, wordInk} (BoardModel's unitSymbol role).
    property var symbol: ({})
    property int blocks: 0
    property bool chief: false

    readonly property real s: BoardGeometry.hexSize
    readonly property real side: s * 0.76
    readonly property color ink: Theme.blockInk
    // The symbol's box is 100 × 60 (UnitSymbol::kFrameWidth, kFrameHeight), drawn scaled.
    readonly property real boxScale: s * 0.52 / 100

    Rectangle {   // shadow
        x: -unit.side / 2 + 1.6; y: -unit.side / 2 + 2
        width: unit.side; height: unit.side; radius: 4
        color: Theme.blockShadow
    }
    Rectangle {
        id: block
        x: -unit.side / 2; y: -unit.side / 2
        width: unit.side; height: unit.side; radius: 4
        color: unit.colour
        border.color: Qt.darker(unit.colour, 1.6)
        border.width: 1.4

        Shape {   // the NATO frame and its marks, in the symbol's 100 × 60 box
            id: frame
            objectName: "unitSymbol"
            antialiasing: true
            x: (block.width - 100 * unit.boxScale) / 2
            y: unit.s * 0.06
            width: 100; height: 60
            scale: unit.boxScale
            transformOrigin: Item.TopLeft
            ShapePath {
                strokeColor: unit.ink
                strokeWidth: 1.6 / unit.boxScale
                strokeStyle: unit.symbol?.dashedFrame ? ShapePath.DashLine : ShapePath.SolidLine
                dashPattern: [2.2, 1.6]
                fillColor: "transparent"
                joinStyle: ShapePath.MiterJoin
                PathPolyline { path: [Qt.point(0, 0), Qt.point(100, 0), Qt.point(100, 60), Qt.point(0, 60), Qt.point(0, 0)] }
            }
            ShapePath {
                strokeColor: unit.ink
                strokeWidth: 2 / unit.boxScale
                fillColor: "transparent"
                capStyle: ShapePath.FlatCap
                PathSvg { path: unit.symbol?.strokes ?? "" }
            }
            ShapePath {
                strokeColor: "transparent"
                fillColor: unit.ink
                PathSvg { path: unit.symbol?.fills ?? "" }
            }
        }
        PlainText {
            anchors.horizontalCenter: parent.horizontalCenter
            y: unit.s * 0.36
            text: unit.blocks
            color: unit.ink
            font.pixelSize: unit.s * 0.2
            font.bold: true
        }
        Rectangle {   // the booklets' band: its colour and the type's word
            objectName: "unitBand"
            x: unit.s * 0.05
            y: unit.s * 0.585
            width: block.width - 2 * x
            height: unit.s * 0.14
            radius: 2
            color: unit.symbol?.band ?? "gray"
            border.color: Theme.bandEdge
            border.width: 0.8
            PlainText {
                anchors.fill: parent
                anchors.leftMargin: 1
                anchors.rightMargin: 1
                horizontalAlignment: Text.AlignHCenter
                verticalAlignment: Text.AlignVCenter
                text: unit.symbol?.word ?? ""
                color: unit.symbol?.wordInk ?? "white"
                font.pixelSize: unit.s * 0.115
                font.bold: true
                fontSizeMode: Text.HorizontalFit
                minimumPixelSize: 4
            }
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
            fill: Theme.chiefStar
            stroke: Theme.goldDark
        }
    }
}
