pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Shapes
import Tricorne.Studio

// The outline of each objective that spans a group of hexes (a hill, a town): the sides of its
// hexes that no other hex of the group shares, drawn in the banner colour, so the group reads
// as one place. A single-hex objective has its marker only.
Item {
    id: root

    /// ScenarioEditor.objectives: [{hexes: [points], …}].
    property var objectives: []
    /// The board shown (Board.model): the hex across a side is one of its hexes or none.
    required property BoardModel model
    readonly property var corners: BoardGeometry.hexOutline(1.0)

    /// The outer sides of `hexes`: [{x, y, side}] for each side whose neighbour is not in it.
    function rim(hexes: var): var {
        const out = []
        const inGroup = (c, r) => hexes.some(h => h.x === c && h.y === r)
        for (const h of hexes) {
            const centre = BoardGeometry.centreOf(h.x, h.y)
            for (let side = 0; side < 6; ++side) {
                const a = root.corners[side], b = root.corners[side + 1]
                // The neighbour across a side has its centre twice the side's middle away.
                const across = root.model.hexAt(centre.x + a.x + b.x, centre.y + a.y + b.y)
                if (!inGroup(across.x, across.y)) out.push({x: centre.x, y: centre.y, side: side})
            }
        }
        return out
    }

    Repeater {
        model: root.objectives.filter(o => (o.hexes ?? []).length > 1)
        delegate: Item {
            id: group
            required property var modelData
            readonly property var sides: root.rim(group.modelData.hexes)
            Shape {
                objectName: "objectiveGroup"
                antialiasing: true
                ShapePath {
                    strokeColor: Theme.banner
                    strokeWidth: 3
                    strokeStyle: ShapePath.DashLine
                    dashPattern: [3, 2]
                    fillColor: "transparent"
                    capStyle: ShapePath.RoundCap
                    PathMultiline {
                        paths: group.sides.map(s => [Qt.point(s.x + root.corners[s.side].x, s.y + root.corners[s.side].y),
                                                     Qt.point(s.x + root.corners[s.side + 1].x, s.y + root.corners[s.side + 1].y)])
                    }
                }
            }
        }
    }
}
