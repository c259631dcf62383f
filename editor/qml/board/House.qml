import QtQuick
import QtQuick.Shapes
import Tricorne.Studio

// A house glyph (walls, pitched roof, door); with `cross` a church with a cross on its gable.
Item {
    id: house

    // Where the glyph stands, in hex sizes from the hex centre.
    property real cx: 0
    property real cy: 0
    property bool cross: false

    readonly property real s: BoardGeometry.hexSize
    readonly property real w: s * (cross ? 0.26 : 0.3)
    readonly property real h: s * (cross ? 0.22 : 0.17)

    x: cx * s
    y: cy * s

    Rectangle {   // walls
        x: -house.w / 2; y: -house.h * 0.2
        width: house.w; height: house.h
        color: Theme.wall
        border.color: Theme.outline
        border.width: 1.2
    }
    Rectangle {   // door
        x: -width / 2; y: house.h * 0.8 - height
        width: house.w * 0.22; height: house.h * 0.5
        color: Theme.outline
    }
    Shape {   // roof, and the church's cross
        antialiasing: true
        ShapePath {
            fillColor: Theme.roof
            strokeColor: Theme.outline
            strokeWidth: 1.2
            joinStyle: ShapePath.RoundJoin
            PathPolyline {
                path: [Qt.point(-house.w * 0.62, -house.h * 0.2), Qt.point(0, -house.h * 0.2 - house.s * 0.17),
                       Qt.point(house.w * 0.62, -house.h * 0.2), Qt.point(-house.w * 0.62, -house.h * 0.2)]
            }
        }
        ShapePath {
            strokeColor: house.cross ? Theme.outline : "transparent"
            strokeWidth: 2
            fillColor: "transparent"
            capStyle: ShapePath.FlatCap
            PathSvg {
                path: {
                    const top = -house.h * 0.2 - house.s * 0.17
                    const s = house.s
                    return "M 0 " + top + " L 0 " + (top - s * 0.2) + " M " + (-s * 0.06) + " " + (top - s * 0.13)
                            + " L " + (s * 0.06) + " " + (top - s * 0.13)
                }
            }
        }
    }
}
