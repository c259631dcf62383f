import QtQuick
import QtQuick.Shapes
import Tricorne.Studio

// The hex-side tool's preview: the side about to be toggled, drawn thick, and the hex it will
// belong to (the one it protects) shaded, so a wall never lands on the wrong hex.
Item {
    id: root

    /// {col, row, side} or null.
    property var preview: null

    readonly property bool active: root.preview !== null && root.preview.side >= 0
    readonly property point centre: root.active ? BoardGeometry.centreOf(root.preview.col, root.preview.row) : Qt.point(0, 0)
    readonly property var corners: BoardGeometry.hexOutline(1.0)

    visible: root.active
    x: root.centre.x
    y: root.centre.y

    Shape {
        antialiasing: true
        ShapePath {   // the protected hex
            fillColor: Theme.sideShade
            strokeColor: "transparent"
            PathPolyline { path: BoardGeometry.hexOutline(1.0) }
        }
        ShapePath {   // the side: corners side+1 and side+2 of the outline (it starts at the top)
            strokeColor: Theme.hover
            strokeWidth: 7
            capStyle: ShapePath.RoundCap
            fillColor: "transparent"
            PathPolyline {
                path: root.active ? [root.corners[root.preview.side], root.corners[root.preview.side + 1]] : []
            }
        }
        ShapePath {
            strokeColor: Theme.sideMark
            strokeWidth: 3.5
            capStyle: ShapePath.RoundCap
            fillColor: "transparent"
            PathPolyline {
                path: root.active ? [root.corners[root.preview.side], root.corners[root.preview.side + 1]] : []
            }
        }
    }
}
