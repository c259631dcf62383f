import QtQuick
import QtQuick.Shapes
import Tricorne.Studio

// An objective hex's marker: a victory-banner pennant with the banners it is worth
// ("1", or "2/1" when it differs per side: top/bottom), edged dark so that it reads over a unit
// block of any colour, with its kind in a word below ("Majority"), in the holder's colour
// when a side holds it at the start. The pole foot is on the item's origin.
Item {
    id: marker

    property string banners: ""
    /// The kind in a word; "" shows none.
    property string kind: ""
    /// The army colour of the side holding it at the start; "" when nobody does.
    property string holderColor: ""

    readonly property real s: BoardGeometry.hexSize
    readonly property real pole: s * 0.52
    readonly property real flagWidth: s * 0.46
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
    Text {
        objectName: "objectiveBanners"
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
    Text {
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
