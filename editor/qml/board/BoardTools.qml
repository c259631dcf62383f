import QtQuick
import Tricorne.Studio

// Routes the board's pointer events to the active tool. It only translates gestures into
// ScenarioEditor calls: what an edit means and whether it is valid is decided in C++.
QtObject {
    id: tools

    required property ToolState state
    required property ScenarioEditor editor
    required property Board board

    property int stroke: 0
    /// A piece being dragged with the Select tool: {col, row, leader} or null.
    property var dragging: null
    property int lastCol: -1
    property int lastRow: -1
    /// Hexes chosen with the Select tool (list of points); the first is the paste anchor.
    property var selection: []
    /// The objective the Objective tool made last: Shift+click adds hexes to it (a group).
    property int groupObjective: -1

    signal selected(int col, int row)

    function press(x: real, y: real, modifiers: int) {
        const hex = BoardGeometry.hexAt(x, y)
        const t = tools.state.tool
        tools.lastCol = hex.x
        tools.lastRow = hex.y
        if (hex.x < 0) return
        if (t === "terrain" || t === "erase") {
            tools.stroke = tools.editor.beginStroke()
            tools.paint(hex.x, hex.y)
        } else if (t === "fill") {
            tools.editor.fillTerrain(hex.x, hex.y, tools.state.terrainType, tools.state.variant, tools.state.rotation)
        } else if (t === "hexside") {
            const s = tools.editor.sideAt(x, y)
            if (s.side >= 0) tools.editor.toggleHexside(s.col, s.row, s.side, tools.state.hexsideType)
        } else if (t === "unit") {
            tools.editor.placeUnit(hex.x, hex.y, tools.state.army, tools.state.unitType, tools.state.blocks, "")
            tools.selected(hex.x, hex.y)
        } else if (t === "leader") {
            tools.editor.placeLeader(hex.x, hex.y, tools.state.army, tools.state.leaderName)
            tools.selected(hex.x, hex.y)
        } else if (t === "objective") {
            // Click: a new objective on the hex. Shift+click: add the hex to (or take it out of)
            // the objective just made, for objectives over a group of hexes.
            if ((modifiers & Qt.ShiftModifier) && tools.groupObjective >= 0
                    && tools.editor.toggleObjectiveHex(tools.groupObjective, hex.x, hex.y))
                return
            tools.groupObjective = tools.editor.addObjective(hex.x, hex.y)
        } else {   // select
            if (modifiers & Qt.ShiftModifier) {
                tools.selection = tools.selection.concat([Qt.point(hex.x, hex.y)])
            } else {
                tools.selection = [Qt.point(hex.x, hex.y)]
                const p = tools.editor.piecesAt(hex.x, hex.y)
                if (p.hasUnit || p.hasLeader) tools.dragging = {col: hex.x, row: hex.y, leader: !p.hasUnit}
            }
            tools.selected(hex.x, hex.y)
        }
    }

    function move(x: real, y: real) {
        const t = tools.state.tool
        tools.board.sidePreview = t === "hexside" ? tools.editor.sideAt(x, y) : null
        const hex = BoardGeometry.hexAt(x, y)
        if (hex.x < 0 || (hex.x === tools.lastCol && hex.y === tools.lastRow)) return
        tools.lastCol = hex.x
        tools.lastRow = hex.y
        if (tools.stroke > 0) tools.paint(hex.x, hex.y)
    }

    function release(x: real, y: real) {
        tools.stroke = 0
        if (tools.dragging !== null) {
            const hex = BoardGeometry.hexAt(x, y)
            const d = tools.dragging
            tools.dragging = null
            if (hex.x >= 0 && (hex.x !== d.col || hex.y !== d.row)
                    && tools.editor.movePiece(d.col, d.row, hex.x, hex.y, d.leader)) {
                tools.selection = [Qt.point(hex.x, hex.y)]
                tools.selected(hex.x, hex.y)
            }
        }
    }

    function paint(col: int, row: int) {
        if (tools.state.tool === "erase")
            tools.editor.eraseTerrain(col, row, tools.stroke)
        else
            tools.editor.paintTerrain(col, row, tools.state.terrainType, tools.state.variant, tools.state.rotation, tools.stroke)
    }
}
