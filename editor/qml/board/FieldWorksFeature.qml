import QtQuick
import QtQuick.Shapes
import Tricorne.Studio

// Field works: an earth bank with a zigzag crest.
SideFeature {
    id: works

    ShapePath {   // the bank
        strokeColor: Theme.earthDark
        strokeWidth: 1
        fillColor: Theme.earthBank
        joinStyle: ShapePath.RoundJoin
        PathSvg {
            path: {
                const h = works.half, y = works.lineY, t = works.s * 0.07
                return "M " + (-h) + " " + (y + t) + " L " + (-h + t) + " " + (y - t) + " L " + (h - t) + " " + (y - t)
                        + " L " + h + " " + (y + t) + " Z"
            }
        }
    }
    ShapePath {   // zigzag crest
        strokeColor: Theme.earthDark
        strokeWidth: 1.8
        fillColor: "transparent"
        joinStyle: ShapePath.MiterJoin
        PathSvg {
            path: {
                const n = 8, h = works.half * 0.9, y = works.lineY, a = works.s * 0.045
                let d = "M " + (-h) + " " + (y + a)
                for (let i = 1; i <= n; ++i)
                    d += " L " + (-h + 2 * h * i / n) + " " + (y + (i % 2 ? -a : a))
                return d
            }
        }
    }
}
