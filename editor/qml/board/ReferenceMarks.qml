pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Shapes
import Tricorne.Studio

// What aligning and tracing draw on the board, in board units (a child of the board's surface,
// over the pieces): while aligning, each control point — a ring where its point of the picture
// lies now, a line to the hex centre or corner it belongs to, its number and residual — and the
// point waiting for its hex; while tracing, the samples outlined and the suggested terrain as
// ghost tiles, faint where the designer rejected it, with a "?" on a close call.
Item {
    id: marks

    property ReferenceEditor editor: null
    property ReferenceTools tools: null
    readonly property real s: BoardGeometry.hexSize

    Repeater {   // the suggestions, as the tiles they would lay
        model: marks.tools?.mode === "trace" ? marks.editor.suggestions : []
        delegate: Item {
            id: ghost
            required property var modelData
            objectName: "suggestionGhost"
            x: BoardGeometry.centreOf(ghost.modelData.col, ghost.modelData.row).x
            y: BoardGeometry.centreOf(ghost.modelData.col, ghost.modelData.row).y
            TileSwatch {
                width: 2.1 * marks.s
                height: width
                x: -width / 2
                y: -height / 2
                opacity: ghost.modelData.accepted ? 0.8 : 0.25
                terrain: ghost.modelData.terrain
                exits: []
                edge: Theme.cursor
                edgeWidth: ghost.modelData.accepted ? 3 : 1
                detail: 1
            }
            PlainText {
                anchors.centerIn: parent
                anchors.verticalCenterOffset: marks.s * 0.55
                text: ghost.modelData.accepted ? (ghost.modelData.closeCall ? "?" : "") : "×"
                font.pixelSize: marks.s * 0.5
                font.bold: true
                color: Theme.cursor
                style: Text.Outline
                styleColor: "white"
            }
        }
    }
    Repeater {   // the samples the designer took
        model: marks.tools?.mode === "trace" ? marks.editor.samples : []
        delegate: HexOutline {
            required property var modelData
            objectName: "sampleOutline"
            col: modelData.col
            row: modelData.row
            colour: Theme.ok
            lineWidth: 4
        }
    }

    Repeater {   // the control points
        model: marks.tools?.mode === "align" ? marks.editor.points : []
        delegate: Item {
            id: point
            required property var modelData
            objectName: "controlPoint"
            readonly property bool dragged: marks.tools.dragging !== null && marks.tools.dragging.index === point.modelData.index
                                            && marks.tools.nudge !== null
            readonly property real px: point.dragged ? marks.tools.nudge.x : point.modelData.pictureX
            readonly property real py: point.dragged ? marks.tools.nudge.y : point.modelData.pictureY
            Shape {
                antialiasing: true
                ShapePath {
                    strokeColor: Theme.ruleHighlight
                    strokeWidth: 2
                    fillColor: "transparent"
                    startX: point.px
                    startY: point.py
                    PathLine { x: point.modelData.boardX; y: point.modelData.boardY }
                }
            }
            Rectangle {   // where the point of the picture lies now: drag it to nudge
                x: point.px - width / 2
                y: point.py - height / 2
                width: marks.s / 3
                height: width
                radius: width / 2
                color: "transparent"
                border.color: Theme.ruleHighlight
                border.width: 3
            }
            Rectangle {   // where it belongs
                x: point.modelData.boardX - width / 2
                y: point.modelData.boardY - height / 2
                width: marks.s / 6
                height: width
                color: Theme.ruleHighlight
            }
            PlainText {
                x: point.px + marks.s / 5
                y: point.py - marks.s / 2
                text: qsTr("%1 · %2 hex").arg(point.modelData.index + 1).arg(point.modelData.residual.toFixed(2))
                font.pixelSize: marks.s / 3
                font.bold: true
                color: Theme.ruleHighlight
                style: Text.Outline
                styleColor: "white"
            }
        }
    }
    Rectangle {   // the point of the picture clicked, waiting for the hex it belongs to
        objectName: "pendingPoint"
        visible: marks.tools?.mode === "align" && (marks.tools?.pending ?? null) !== null
        x: (marks.tools?.pending?.x ?? 0) - width / 2
        y: (marks.tools?.pending?.y ?? 0) - height / 2
        width: marks.s / 3
        height: width
        radius: width / 2
        color: "transparent"
        border.color: Theme.cursor
        border.width: 3
    }
}
