import QtQuick
import QtQuick.Shapes
import Tricorne.Studio

// Hedge: a bumpy green line of round bushes.
SideFeature {
    id: hedge

    ShapePath {
        strokeColor: Theme.hedgeDark
        strokeWidth: 1
        fillColor: Theme.hedge
        PathSvg {
            path: {
                // Seven overlapping round bushes along the line, alternately a touch in and out.
                const n = 7, r = hedge.s * 0.075
                let d = ""
                for (let i = 0; i < n; ++i) {
                    const x = -hedge.half + r + i * (2 * hedge.half - 2 * r) / (n - 1)
                    const y = hedge.lineY + (i % 2 ? -1 : 1) * hedge.s * 0.02
                    d += "M " + (x + r) + " " + y + " A " + r + " " + r + " 0 1 0 " + (x - r) + " " + y
                            + " A " + r + " " + r + " 0 1 0 " + (x + r) + " " + y + " "
                }
                return d
            }
        }
    }
}
