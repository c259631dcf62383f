import QtQuick
import QtQuick.Shapes

// A five-pointed star centred on the item's origin.
Shape {
    id: star
    antialiasing: true

    property real radius: 6
    property color fill: "gold"
    property color stroke: "transparent"

    ShapePath {
        fillColor: star.fill
        strokeColor: star.stroke
        strokeWidth: 0.8
        joinStyle: ShapePath.MiterJoin
        PathPolyline {
            path: {
                const points = []
                for (let i = 0; i <= 10; ++i) {
                    const r = i % 2 ? star.radius * 0.42 : star.radius
                    const a = (-90 + 36 * i) * Math.PI / 180
                    points.push(Qt.point(r * Math.cos(a), r * Math.sin(a)))
                }
                return points
            }
        }
    }
}
