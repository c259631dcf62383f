pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Shapes
import Tricorne.Studio

// What the objective or special rule the designer points at touches (ScenarioEditor.highlight,
// from the engine's tricorne::ruleReach): its hexes shaded and outlined, the hex sides it
// changes drawn thick, and the directions it forces retreats along as arrows from each piece.
Item {
    id: root

    /// {hexes: [points], edges: [{col, row, side}], arrows: [{col, row, side}]} or an empty map.
    property var highlight: ({})
    readonly property var corners: BoardGeometry.hexOutline(1.0)
    readonly property color tone: Theme.ruleHighlight

    /// The middle of side `side` of a hex centred at the origin.
    function sideMiddle(side: int): point {
        const a = root.corners[side], b = root.corners[side + 1]
        return Qt.point((a.x + b.x) / 2, (a.y + b.y) / 2)
    }

    Repeater {
        model: root.highlight.hexes ?? []
        delegate: Shape {
            required property point modelData
            objectName: "ruleHighlightHex"
            antialiasing: true
            x: BoardGeometry.centreOf(modelData.x, modelData.y).x
            y: BoardGeometry.centreOf(modelData.x, modelData.y).y
            ShapePath {
                fillColor: Theme.ruleHighlightFill
                strokeColor: root.tone
                strokeWidth: 3
                PathPolyline { path: BoardGeometry.hexOutline(0.92) }
            }
        }
    }
    Repeater {
        model: root.highlight.edges ?? []
        delegate: Shape {
            id: edge
            required property var modelData
            objectName: "ruleHighlightEdge"
            antialiasing: true
            x: BoardGeometry.centreOf(modelData.col, modelData.row).x
            y: BoardGeometry.centreOf(modelData.col, modelData.row).y
            ShapePath {
                strokeColor: root.tone
                strokeWidth: 8
                capStyle: ShapePath.RoundCap
                fillColor: "transparent"
                PathPolyline { path: [root.corners[edge.modelData.side], root.corners[edge.modelData.side + 1]] }
            }
        }
    }
    Repeater {
        model: root.highlight.arrows ?? []
        delegate: Shape {
            id: arrow
            required property var modelData
            readonly property point tip: root.sideMiddle(modelData.side)
            objectName: "ruleHighlightArrow"
            antialiasing: true
            x: BoardGeometry.centreOf(modelData.col, modelData.row).x
            y: BoardGeometry.centreOf(modelData.col, modelData.row).y
            ShapePath {   // from the centre to the side, with a head made of two short strokes
                strokeColor: root.tone
                strokeWidth: 5
                capStyle: ShapePath.RoundCap
                joinStyle: ShapePath.RoundJoin
                fillColor: "transparent"
                PathPolyline {
                    path: {
                        const t = Qt.point(arrow.tip.x * 1.25, arrow.tip.y * 1.25)
                        const len = Math.hypot(t.x, t.y)
                        const ux = t.x / len, uy = t.y / len, h = len * 0.3
                        return [Qt.point(t.x * 0.2, t.y * 0.2), t,
                                Qt.point(t.x - h * (ux - uy * 0.6), t.y - h * (uy + ux * 0.6)), t,
                                Qt.point(t.x - h * (ux + uy * 0.6), t.y - h * (uy - ux * 0.6))]
                    }
                }
            }
        }
    }
}
