import QtQuick
import QtQuick.Shapes
import Tricorne.Studio

// An objective hex's marker: a victory-banner pennant with the banners it is worth, edged
// dark so that it reads over a unit block of any colour: "1", or, when the worth differs by
// side, each side's number on a chip of its army's colour, top side first as the tooltip
// names them (BoardPainter::paintObjective draws the same for export). Its kind is written in a
// word below ("Majority"), and the pennant takes the holder's colour when a side holds it at the
// start. The pole foot is on the item's origin.
Item {
    id: marker

    property string banners: ""
    /// [{name, colour, banners}], top side first (BoardModel's objectiveSides); [] when the
    /// objective is worth the same to both.
    property var sides: []
    /// The kind in a word; "" shows none.
    property string kind: ""
    /// The army colour of the side holding it at the start; "" when nobody does.
    property string holderColor: ""

    readonly property real s: BoardGeometry.hexSize
    readonly property real pole: s * 0.52
    readonly property real flagWidth: marker.s * (marker.sides.length > 0 ? 0.6 : 0.46)   // room for two chips
    readonly property real flagHeight: s * 0.3

    Shape {
        antialiasing: true
        ShapePath {   // pole
            strokeColor: Theme.outline
            strokeWidth: 1.8
            fillColor: "transparent"
            PathSvg { path: "M 0 0 L 0 " + (-marker.pole) }
        }
        ShapePath {   // swallow-tailed banner
            strokeColor: Theme.outline
            strokeWidth: 1.2
            fillColor: marker.holderColor !== "" ? marker.holderColor : Theme.banner
            joinStyle: ShapePath.RoundJoin
            PathPolyline {
                path: {
                    const top = -marker.pole, bottom = -marker.pole + marker.flagHeight, w = marker.flagWidth
                    return [Qt.point(0, top), Qt.point(w, top), Qt.point(w * 0.78, (top + bottom) / 2),
                            Qt.point(w, bottom), Qt.point(0, bottom), Qt.point(0, top)]
                }
            }
        }
    }
    PlainText {
        objectName: "objectiveBanners"
        visible: marker.sides.length === 0
        x: 1
        y: -marker.pole
        width: marker.flagWidth * 0.78
        height: marker.flagHeight
        horizontalAlignment: Text.AlignHCenter
        verticalAlignment: Text.AlignVCenter
        text: marker.banners
        color: marker.holderColor !== "" ? "white" : Theme.text
        font.pixelSize: marker.s * 0.21
        font.bold: true
    }
    // A side's chip: its army's colour with the banners it is worth to that side.
    component SideChip: Rectangle {
        id: chip
        property var side: ({})
        property real pixels: 10
        objectName: "objectiveSide"
        radius: 1.5
        color: chip.side.colour ?? "transparent"
        PlainText {
            anchors.centerIn: parent
            text: chip.side.banners ?? ""
            color: "white"
            font.pixelSize: chip.pixels
            font.bold: true
        }
    }
    Row {   // worth by side: a chip per side in its army's colour, top side first
        id: chips
        readonly property real chipWidth: (marker.flagWidth * 0.78 - 2.5) / 2
        readonly property real chipHeight: marker.flagHeight * 0.76
        x: 1.5
        y: -marker.pole + marker.flagHeight * 0.12
        spacing: 1
        visible: marker.sides.length === 2
        SideChip { side: marker.sides[0] ?? ({}); width: chips.chipWidth; height: chips.chipHeight; pixels: marker.s * 0.2 }
        SideChip { side: marker.sides[1] ?? ({}); width: chips.chipWidth; height: chips.chipHeight; pixels: marker.s * 0.2 }
    }
    PlainText {
        objectName: "objectiveKind"
        visible: marker.kind !== ""
        x: -marker.s * 0.02
        y: -marker.pole + marker.flagHeight + 1
        text: marker.kind
        color: Theme.text
        style: Text.Outline
        styleColor: "white"
        font.pixelSize: marker.s * 0.13
        font.bold: true
    }
}
