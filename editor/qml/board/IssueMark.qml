import QtQuick
import QtQuick.Shapes
import Tricorne.Studio

// A hex a diagnostic names, outlined in the severity's colour. Board.qml makes one only for
// the hexes that have a problem (HexSubset over the issue role).
Shape {
    id: mark

    // The x and y roles are read through `model`: Qt 6.4 drops a `required x` whenever another
    // object in the same file binds its own x, and the delegate then sits at 0,0.
    required property var model
    required property string issue
    /// False while the board is drawn for export or print.
    property bool shown: true

    x: mark.model.x
    y: mark.model.y
    visible: mark.shown
    antialiasing: true
    ShapePath {
        strokeColor: mark.issue === "error" ? Theme.error : Theme.warning
        strokeWidth: 3
        strokeStyle: ShapePath.DashLine
        dashPattern: [2, 1.5]
        fillColor: "transparent"
        PathPolyline { path: BoardGeometry.hexOutline(0.9) }
    }
}
