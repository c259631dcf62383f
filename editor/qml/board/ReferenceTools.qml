import QtQuick
import Tricorne.Studio

// The board's pointer while the reference picture is being aligned or traced from (the
// reference panel is open on "align" or "trace"); Main.qml routes the board's events here
// instead of to the tool. Only gestures are translated: ReferenceEditor decides and pushes.
//
// Align, as a georeferencer: a click on the picture marks a point of it, the next click the hex
// centre or corner it belongs to (the nearest one to the click); the picture is fitted again.
// A drag of a point already placed nudges it. Trace: a click takes the hex as a sample of the
// terrain chosen in the panel; Shift+click accepts or rejects the suggestion on a hex.
QtObject {
    id: tools

    required property ReferenceEditor editor
    /// The open battle's board: the hex under a click is one of its hexes.
    property BoardModel boardModel: null
    /// "" (the tools have the board), "picture" (the panel's settings only), "align", "trace".
    property string mode: ""
    /// Align: the point of the picture clicked first, in board units, waiting for its hex; or null.
    property var pending: null
    /// Align: the control point being dragged: {index} or null; where it is now (board units) or null.
    property var dragging: null
    property var nudge: null
    /// Trace: the terrain the next click samples ("" open ground).
    property string sampleTerrain: ""

    /// True while the board's clicks are the reference's.
    readonly property bool active: tools.mode === "align" || tools.mode === "trace"
    onModeChanged: { tools.pending = null; tools.dragging = null; tools.nudge = null }

    function press(x: real, y: real, modifiers: int) {
        if (tools.mode === "align") {
            if (tools.pending === null) {
                const near = tools.editor.pointNear(x, y, BoardGeometry.hexSize / 4)
                if (near >= 0) { tools.dragging = {index: near}; return }
                tools.pending = Qt.point(x, y)
            } else {
                const target = tools.editor.targetNear(x, y)
                if (target.col !== undefined)
                    tools.editor.addPoint(tools.pending.x, tools.pending.y, target.col, target.row, target.corner)
                tools.pending = null
            }
        } else if (tools.mode === "trace") {
            const hex = tools.boardModel ? tools.boardModel.hexAt(x, y) : Qt.point(-1, -1)
            if (hex.x < 0) return
            if (modifiers & Qt.ShiftModifier) tools.editor.toggleSuggestion(hex.x, hex.y)
            else tools.editor.addSample(hex.x, hex.y, tools.sampleTerrain)
        }
    }
    function move(x: real, y: real) {
        if (tools.dragging !== null) tools.nudge = Qt.point(x, y)
    }
    function release(x: real, y: real) {
        if (tools.dragging === null) return
        const index = tools.dragging.index
        tools.dragging = null
        tools.nudge = null
        tools.editor.movePoint(index, x, y)
    }
    /// Esc: drops the point waiting for its hex, else leaves aligning or tracing.
    function cancel() {
        if (tools.pending !== null) tools.pending = null
        else tools.mode = ""
    }
}
