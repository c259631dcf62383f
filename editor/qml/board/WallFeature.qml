import QtQuick
import QtQuick.Shapes
import Tricorne.Studio

// Enclosure wall: a grey stone line with dark edges and mortar joints.
SideFeature {
    id: wall

    ShapePath {
        strokeColor: Theme.wallStoneDark
        strokeWidth: wall.s * 0.15
        fillColor: "transparent"
        capStyle: ShapePath.SquareCap
        PathSvg { path: wall.centreLine }
    }
    ShapePath {
        strokeColor: Theme.wallStone
        strokeWidth: wall.s * 0.09
        fillColor: "transparent"
        capStyle: ShapePath.SquareCap
        PathSvg { path: wall.centreLine }
    }
    ShapePath {   // joints between the stones
        strokeColor: Theme.wallStoneDark
        strokeWidth: wall.s * 0.09
        fillColor: "transparent"
        strokeStyle: ShapePath.DashLine
        dashPattern: [0.12, 1.3]
        capStyle: ShapePath.FlatCap
        PathSvg { path: wall.centreLine }
    }
}
