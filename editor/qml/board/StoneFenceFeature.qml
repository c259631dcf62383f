import QtQuick
import QtQuick.Shapes
import Tricorne.Studio

// Stone fence: a dotted line of grey stones.
SideFeature {
    id: fence

    ShapePath {
        strokeColor: Theme.fenceStone
        strokeWidth: fence.s * 0.09
        fillColor: "transparent"
        strokeStyle: ShapePath.DashLine
        dashPattern: [0.01, 1.7]
        capStyle: ShapePath.RoundCap
        PathSvg { path: fence.centreLine }
    }
}
