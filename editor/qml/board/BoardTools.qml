import QtQuick
import Tricorne.Studio

// Routes the board's pointer events to the active tool. It only translates gestures into
// ScenarioEditor calls: what an edit means and whether it is valid is decided in C++.
QtObject {
    id: tools

    required property ToolState state
    required property ScenarioEditor editor
    required property Board board
    /// The Labels tool's edits (the map's place names).
    property LabelEditor labels: null

    property int stroke: 0
    /// A piece being dragged with the Select tool: {col, row, leader} or null.
    property var dragging: null
    /// A label being dragged with the Labels tool: {index, col, row} or null.
    property var draggingLabel: null
    property int lastCol: -1
    property int lastRow: -1
    /// Hexes chosen with the Select tool (list of points); the first is the paste anchor.
    /// The board outlines them.
    property var selection: []
    onSelectionChanged: {
        tools.board.selection = tools.selection
        tools.editor.selectedHexes = tools.selection   // what the rule forms take "from the board"
    }
    /// Where a box selection started (board units; Select tool, press on a hex without a
    /// piece), or null; whether Shift was held (the box adds to the selection).
    property var boxStart: null
    property bool boxAdds: false
    /// The tile the Terrain or Fill tool would lay, for the board's ghost preview.
    readonly property var ghost: (tools.state.tool === "terrain" || tools.state.tool === "fill") && tools.state.terrainType !== ""
                                 ? {terrain: tools.state.terrainType,
                                    exits: tools.editor.paintedExits(tools.board.hoveredCol, tools.board.hoveredRow, tools.state.terrainType,
                                                                     tools.state.variant, tools.state.rotation)}
                                 : null
    onGhostChanged: tools.board.ghost = tools.ghost
    Component.onCompleted: tools.board.ghost = tools.ghost
    /// The objective the Objective tool made last: Shift+click adds hexes to it (a group).
    property int groupObjective: -1

    signal selected(int col, int row)
    /// The Labels tool was clicked on a hex without a label: the designer types its text.
    signal labelRequested(int col, int row)

    function press(x: real, y: real, modifiers: int) {
        const hex = tools.board.model.hexAt(x, y)
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
        } else if (t === "label") {
            // On a label: choose it (its text and turn are in the tool panel), drag to move it.
            // On a hex without one: a new label there, its text typed first.
            const index = tools.labels ? tools.labels.labelAt(hex.x, hex.y) : -1
            tools.state.label = index
            if (index >= 0) tools.draggingLabel = {index: index, col: hex.x, row: hex.y}
            else tools.labelRequested(hex.x, hex.y)
        } else {   // select
            const p = tools.editor.piecesAt(hex.x, hex.y)
            const adds = (modifiers & Qt.ShiftModifier) !== 0
            if (!adds && (p.hasUnit || p.hasLeader)) {
                tools.selection = [Qt.point(hex.x, hex.y)]
                tools.dragging = {col: hex.x, row: hex.y, leader: !p.hasUnit}
            } else {   // a click chooses the hex; a drag from here draws a box (see release)
                tools.selection = adds ? tools.withAdded([Qt.point(hex.x, hex.y)]) : [Qt.point(hex.x, hex.y)]
                tools.boxStart = Qt.point(x, y)
                tools.boxAdds = adds
            }
            tools.selected(hex.x, hex.y)
        }
    }

    /// The box from the press to (x, y), in board units.
    function boxTo(x: real, y: real): rect {
        const a = tools.boxStart
        return Qt.rect(Math.min(a.x, x), Math.min(a.y, y), Math.abs(x - a.x), Math.abs(y - a.y))
    }
    /// The board's hexes whose centre lies in `box`.
    function hexesIn(box: rect): var {
        return Array.from(tools.editor.boardHexes()).filter(h => {
            const c = BoardGeometry.centreOf(h.x, h.y)
            return c.x >= box.x && c.x <= box.x + box.width && c.y >= box.y && c.y <= box.y + box.height
        })
    }
    /// The selection with `hexes` added, each hex once.
    function withAdded(hexes: var): var {
        return tools.selection.concat(hexes.filter(h => !tools.selection.some(s => s.x === h.x && s.y === h.y)))
    }
    /// Select all (Ctrl+A): every hex of the board.
    function selectAll() { tools.selection = tools.editor.boardHexes() }
    /// Cut (Ctrl+X): copies the selected hexes and takes their pieces off, one undo step.
    function cut() { tools.editor.cutHexes(tools.selection) }

    function move(x: real, y: real) {
        const t = tools.state.tool
        tools.board.sidePreview = t === "hexside" ? tools.editor.sideAt(x, y) : null
        if (tools.boxStart !== null) tools.board.selectionBox = tools.boxTo(x, y)
        const hex = tools.board.model.hexAt(x, y)
        if (hex.x < 0 || (hex.x === tools.lastCol && hex.y === tools.lastRow)) return
        tools.lastCol = hex.x
        tools.lastRow = hex.y
        if (tools.stroke > 0) tools.paint(hex.x, hex.y)
    }

    function release(x: real, y: real) {
        tools.stroke = 0
        if (tools.boxStart !== null) {
            const box = tools.boxTo(x, y)
            tools.boxStart = null
            tools.board.selectionBox = null
            // A box smaller than a tenth of a hex was a click: the hex is already chosen.
            if (Math.max(box.width, box.height) > BoardGeometry.hexSize / 10) {
                const inside = tools.hexesIn(box)
                tools.selection = tools.boxAdds ? tools.withAdded(inside) : inside
            }
        }
        if (tools.draggingLabel !== null) {
            const hex = tools.board.model.hexAt(x, y)
            const d = tools.draggingLabel
            tools.draggingLabel = null
            if (hex.x >= 0 && (hex.x !== d.col || hex.y !== d.row)) tools.labels.moveLabel(d.index, hex.x, hex.y)
        }
        if (tools.dragging !== null) {
            const hex = tools.board.model.hexAt(x, y)
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
