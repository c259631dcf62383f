import QtQuick
import QtQuick.Shapes
import Tricorne.Studio

// A tent glyph for camps: an A-frame with its door flap.
Shape {
    id: tent
    antialiasing: true

    // Where the glyph stands, in hex sizes from the hex centre.
    property real cx: 0
    property real cy: 0

    readonly property real s: BoardGeometry.hexSize

    x: cx * s
    y: cy * s

    ShapePath {
        fillColor: Theme.tent
        strokeColor: Theme.outline
        strokeWidth: 1.2
        joinStyle: ShapePath.RoundJoin
        PathPolyline {
            path: [Qt.point(-tent.s * 0.17, tent.s * 0.11), Qt.point(0, -tent.s * 0.15),
                   Qt.point(tent.s * 0.17, tent.s * 0.11), Qt.point(-tent.s * 0.17, tent.s * 0.11)]
        }
    }
    ShapePath {
        fillColor: Theme.outline
        strokeColor: "transparent"
        PathPolyline {
            path: [Qt.point(-tent.s * 0.045, tent.s * 0.11), Qt.point(0, -tent.s * 0.02),
                   Qt.point(tent.s * 0.045, tent.s * 0.11), Qt.point(-tent.s * 0.045, tent.s * 0.11)]
        }
    }
}
