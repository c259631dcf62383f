import QtQuick
import QtQuick.Shapes
import Tricorne.Studio

// Ravine: a dark jagged cleft across the hex, its rim picked out in a lighter earth tone.
Shape {
    id: ravine

    readonly property real s: BoardGeometry.hexSize
    // The cleft's outline in hex sizes: along the top edge west to east, back along the bottom.
    readonly property var outline: [[-0.84, -0.02], [-0.6, -0.12], [-0.38, -0.02], [-0.14, -0.16], [0.1, -0.04],
                                    [0.34, -0.15], [0.58, -0.05], [0.84, -0.1], [0.84, 0.04], [0.6, 0.1],
                                    [0.36, 0.02], [0.12, 0.14], [-0.12, 0.04], [-0.36, 0.16], [-0.6, 0.06],
                                    [-0.84, 0.1], [-0.84, -0.02]]

    antialiasing: true

    ShapePath {
        strokeColor: Theme.ravineRim
        strokeWidth: 2
        fillColor: Theme.ravine
        joinStyle: ShapePath.RoundJoin
        PathPolyline { path: ravine.outline.map(p => Qt.point(p[0] * ravine.s, p[1] * ravine.s)) }
    }
}
