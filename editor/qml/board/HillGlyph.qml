import QtQuick
import QtQuick.Shapes
import Tricorne.Studio

// Hill: two contour lines, rounded hexes through the side midpoints, the crest a shade darker.
Shape {
    id: hill

    /// A closed rounded hex at `factor` of the hex size, as SVG path data: quadratic curves
    /// from side midpoint to side midpoint with the corners as control points.
    function contour(factor: real): string {
        const corners = BoardGeometry.hexOutline(factor)
        let d = ""
        for (let i = 0; i < 6; ++i) {
            const a = corners[i], b = corners[i + 1], c = corners[(i + 1) % 6 + 1]
            if (i === 0)
                d += "M " + (a.x + b.x) / 2 + " " + (a.y + b.y) / 2 + " "
            d += "Q " + b.x + " " + b.y + " " + (b.x + c.x) / 2 + " " + (b.y + c.y) / 2 + " "
        }
        return d + "Z"
    }

    antialiasing: true

    ShapePath {
        strokeColor: Theme.hillContour
        strokeWidth: 2.2
        fillColor: "transparent"
        PathSvg { path: hill.contour(0.8) }
    }
    ShapePath {
        strokeColor: Theme.hillContour
        strokeWidth: 1.6
        fillColor: Qt.darker(Theme.hillGround, 1.06)
        PathSvg { path: hill.contour(0.5) }
    }
}
