import QtQuick
import QtQuick.Shapes
import Tricorne.Studio

// Boggy ground and wetland: tufts of reeds over short lines of standing water, around the rim.
Shape {
    id: marsh

    readonly property real s: BoardGeometry.hexSize

    function tufts(): string {
        let d = ""
        const spots = Theme.rimSpots
        const h = marsh.s * 0.16, w = marsh.s * 0.08
        for (let i = 0; i < spots.length; ++i) {
            const x = spots[i].x * marsh.s, y = spots[i].y * marsh.s + marsh.s * 0.06
            d += "M " + x + " " + y + " L " + (x - w) + " " + (y - h * 0.8) + " "
            d += "M " + x + " " + y + " L " + x + " " + (y - h) + " "
            d += "M " + x + " " + y + " L " + (x + w) + " " + (y - h * 0.8) + " "
        }
        return d
    }

    function puddles(): string {
        let d = ""
        const spots = Theme.rimSpots
        for (let i = 0; i < spots.length; ++i) {
            const x = spots[i].x * marsh.s, y = spots[i].y * marsh.s + marsh.s * 0.1
            d += "M " + (x - marsh.s * 0.12) + " " + y + " L " + (x + marsh.s * 0.12) + " " + y + " "
        }
        return d
    }

    antialiasing: true

    ShapePath {
        strokeColor: Theme.marshWater
        strokeWidth: 1.6
        fillColor: "transparent"
        capStyle: ShapePath.RoundCap
        PathSvg { path: marsh.puddles() }
    }
    ShapePath {
        strokeColor: Theme.marshTuft
        strokeWidth: 1.6
        fillColor: "transparent"
        capStyle: ShapePath.RoundCap
        PathSvg { path: marsh.tufts() }
    }
}
