import QtQuick
import QtQuick.Shapes
import Tricorne.Studio

// A band from the hex centre to each exit side: rivers, streams, roads, fords, bridges.
// Each arm meets its side at the side's midpoint, square to it, so bands of neighbouring hexes
// join. Two exits make one smooth curve through the centre; one or three exits meet in a dot.
Item {
    id: band

    property var exits: []   // side indices 0 NE … 5 NW, after rotation
    property real outerWidth: 10
    property real innerWidth: 6
    property color outerColour: "black"
    property color innerColour: "white"

    readonly property real apothem: BoardGeometry.hexWidth / 2
    readonly property bool needsJunction: band.exits.length !== 2

    function sidePoint(side: int, distance: real): point {
        const a = BoardGeometry.sideAngle(side) * Math.PI / 180
        return Qt.point(distance * Math.cos(a), distance * Math.sin(a))
    }

    // The inner (water, surface) stroke runs a little past the side so that it covers the
    // neighbour's bank stroke where the bands meet: no seam across the hex edge.
    function pathFor(distance: real): string {
        const e = band.exits
        if (e.length === 2) {
            const a = sidePoint(e[0], distance)
            const b = sidePoint(e[1], distance)
            return "M " + a.x + " " + a.y + " Q 0 0 " + b.x + " " + b.y
        }
        let d = ""
        for (let i = 0; i < e.length; ++i) {
            const p = sidePoint(e[i], distance)
            d += "M " + p.x + " " + p.y + " L 0 0 "
        }
        return d
    }

    Shape {
        antialiasing: true
        ShapePath {
            strokeColor: band.outerColour
            strokeWidth: band.outerWidth
            fillColor: "transparent"
            capStyle: ShapePath.FlatCap
            PathSvg { path: band.pathFor(band.apothem) }
        }
        ShapePath {
            strokeColor: "transparent"
            fillColor: band.needsJunction ? band.outerColour : "transparent"
            PathAngleArc { radiusX: band.outerWidth / 2; radiusY: band.outerWidth / 2; sweepAngle: 360 }
        }
        ShapePath {
            strokeColor: band.innerColour
            strokeWidth: band.innerWidth
            fillColor: "transparent"
            capStyle: ShapePath.FlatCap
            PathSvg { path: band.pathFor(band.apothem + 1.0) }
        }
        ShapePath {
            strokeColor: "transparent"
            fillColor: band.needsJunction ? band.innerColour : "transparent"
            PathAngleArc { radiusX: band.innerWidth / 2; radiusY: band.innerWidth / 2; sweepAngle: 360 }
        }
    }
}
