import QtQuick
import QtQuick.Shapes
import Tricorne.Studio

// The ground of one hex: its terrain's fill, the grid line and a faint coordinate label.
// Placed at the hex centre (the model's x, y roles); draws around its own origin.
Item {
    id: tile

    // The x and y roles are read through `model`: Qt 6.4 drops a `required x` whenever another
    // object in the same file binds its own x, and the delegate then sits at 0,0.
    required property var model
    required property int col
    required property int row
    required property string terrain
    required property bool isBaseline

    readonly property real s: BoardGeometry.hexSize

    x: tile.model.x
    y: tile.model.y

    Shape {
        antialiasing: true
        ShapePath {
            fillColor: Theme.groundColour(tile.terrain, tile.isBaseline)
            strokeColor: Theme.gridLine
            strokeWidth: 1.2
            joinStyle: ShapePath.RoundJoin
            PathPolyline { path: BoardGeometry.hexOutline(1.0) }
        }
    }

    Text {
        x: -width / 2
        y: -tile.s * 0.93
        text: tile.col + "," + tile.row
        color: Theme.coordinate
        opacity: 0.8
        font.pixelSize: tile.s * 0.19
    }
}
