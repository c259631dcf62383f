import QtQuick
import QtQuick.Shapes
import Tricorne.Studio

// Wood fence: two brown rails on a row of posts.
SideFeature {
    id: fence

    ShapePath {   // rails
        strokeColor: Theme.fenceWood
        strokeWidth: 1.5
        fillColor: "transparent"
        PathSvg {
            path: {
                const h = fence.half, y = fence.lineY, g = fence.s * 0.03
                return "M " + (-h) + " " + (y - g) + " L " + h + " " + (y - g) + " M " + (-h) + " " + (y + g) + " L " + h
                        + " " + (y + g)
            }
        }
    }
    ShapePath {   // posts
        strokeColor: Theme.fenceWood
        strokeWidth: fence.s * 0.055
        fillColor: "transparent"
        capStyle: ShapePath.FlatCap
        PathSvg {
            path: {
                const n = 6, h = fence.half, y = fence.lineY, t = fence.s * 0.07
                let d = ""
                for (let i = 0; i <= n; ++i) {
                    const x = -h + 2 * h * i / n
                    d += "M " + x + " " + (y - t) + " L " + x + " " + (y + t) + " "
                }
                return d
            }
        }
    }
}
