import QtQuick
import QtQuick.Shapes
import Tricorne.Studio

// A highlight around one hex (hover, a hex a diagnostic names). Hidden for col, row -1.
Shape {
    id: outline
    antialiasing: true

    property int col: -1
    property int row: -1
    property color colour: "white"
    property real lineWidth: 3

    visible: col >= 0 && row >= 0
    x: BoardGeometry.centreOf(col, row).x
    y: BoardGeometry.centreOf(col, row).y

    ShapePath {
        strokeColor: outline.colour
        strokeWidth: outline.lineWidth
        fillColor: "transparent"
        joinStyle: ShapePath.RoundJoin
        PathPolyline { path: BoardGeometry.hexOutline(0.96) }
    }
}
