pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Shapes
import Tricorne.Studio

// The battlefield, scaled to fit this item. Drawn in board units (BoardGeometry; the drawing
// area and the hex under the pointer are the open battle's board's, from the model) in layers:
// the ground (terrain, section lines, hex-side features: painted tiles), the reference picture
// with the hex grid over it (never exported or printed), the balance heat map,
// the ghost of the tile to lay, the pieces, problem and hover outlines; over it the pieces'
// tooltip, the unit key and the scroll bars. Each QML layer is a Repeater over the board model
// (or the part of it that holds something), so that a layer lies over every hex of the layer
// below. The editing overlays (selection, ghost tile, outlines) are single items or lists of
// the chosen hexes only, never one more item per hex.
//
// Navigation as in Tiled: the wheel (with or without Ctrl) zooms toward the pointer, keeping the
// point under it in place; the middle or right button, Space+drag, and the scroll bars pan.
Item {
    id: root

    required property BoardModel model
    /// The hex under the mouse; -1, -1 when none.
    readonly property int hoveredCol: pointer.containsMouse ? root.model.hexAt(pointer.mouseX, pointer.mouseY).x : -1
    readonly property int hoveredRow: pointer.containsMouse ? root.model.hexAt(pointer.mouseX, pointer.mouseY).y : -1
    /// The keyboard's hex cursor: the arrow keys move it, Enter or Space acts on it with the
    /// current tool as a click would (drawn while the board has the keyboard focus).
    property int cursorCol: 6
    property int cursorRow: 4
    /// A hex to point out (e.g. the one a diagnostic names); -1, -1 when none.
    property int markedCol: -1
    property int markedRow: -1
    /// Set while File ▸ Export image or Print draws the board (BoardPicture): the editing
    /// overlays (hover, cursor, marks, previews) are hidden, only the battlefield is drawn.
    property bool exporting: false
    /// Pixels per board unit of that picture (BoardPicture sets it with `exporting`): the
    /// painted ground is drawn that fine for it.
    property real exportDetail: 1

    /// The hex-side tool's preview: {col, row, side} or null. The side is drawn, and the hex
    /// it protects (the one it will belong to) is shaded.
    property var sidePreview: null
    /// The playtest being shown (its overlay is drawn over the pieces), and a card's units to ring.
    property PlaytestSession playtest: null
    property var playtestPreview: []
    /// Zoom on top of fit-to-window (1 = fit) and the pan offset in pixels.
    property real zoom: 1.0
    property real panX: 0
    property real panY: 0
    /// The Select tool's hexes (list of points), outlined; and the rubber band being dragged
    /// (a rect in board units) or null.
    property var selection: []
    /// Hexes a panel asked to show (an objective's, from Who holds what): outlined until another list replaces them.
    property var shownHexes: []
    /// File ▸ Compare with…: the changes to mark (null or inactive: none), and the one chosen in the list.
    property ComparisonModel comparison: null
    property int comparisonChosen: -1
    property var selectionBox: null
    /// What the objective or special rule pointed at in the rules panel touches (RuleHighlight).
    property var highlight: ({})
    /// The objectives ({hexes} each, ScenarioEditor.objectives): a group of hexes is outlined.
    property var objectives: []
    /// The tile the Terrain or Fill tool would lay, drawn faintly on the hovered hex:
    /// {terrain, exits} (exits after the tool's variant and rotation) or null.
    property var ghost: null
    /// The reference picture (View ▸ Reference picture…) and, while it is aligned or traced
    /// from, what that draws (ReferenceMarks).
    property ReferenceEditor reference: null
    property ReferenceTools referenceTools: null
    /// Space is held: a left-button drag pans instead of using the tool (as in Tiled).
    property bool spaceHeld: false
    // Whether the board was panned while Space was held (then releasing Space does not act).
    property bool pannedWithSpace: false

    /// Pointer events in board units, for the active tool (Main.qml routes them).
    signal pressedAt(real x, real y, int modifiers)
    signal movedTo(real x, real y)
    signal releasedAt(real x, real y)

    function zoomBy(factor: real) { root.zoomAt(factor, root.width / 2, root.height / 2) }
    /// Zooms by `factor` keeping the board point under (px, py) (this item's pixels) in place.
    function zoomAt(factor: real, px: real, py: real) {
        const before = root.fitted.width / root.model.boardWidth * root.zoom
        const bx = (px - root.fitted.x - root.panX) / before
        const by = (py - root.fitted.y - root.panY) / before
        root.zoom = Math.max(0.5, Math.min(4, root.zoom * factor))
        const after = root.fitted.width / root.model.boardWidth * root.zoom
        root.panX = px - root.fitted.x - bx * after
        root.panY = py - root.fitted.y - by * after
    }
    function fit() { root.zoom = 1; root.panX = 0; root.panY = 0 }
    /// The hex under point (x, y) of `item` (e.g. a piece dragged from the tray) as
    /// QPoint(col,row); (-1,-1) when the point is not over the shown board.
    function hexUnder(item: Item, x: real, y: real): point {
        const inView = item.mapToItem(root, x, y)
        if (!root.contains(inView)) return Qt.point(-1, -1)
        const p = item.mapToItem(surface, x, y)
        const hex = root.model.hexAt(p.x, p.y)
        return Qt.point(hex.x, hex.y)
    }
    /// Pans so that hex (col,row) is in the middle of the view.
    function centreOn(col: int, row: int) {
        const c = BoardGeometry.centreOf(col, row)
        const sc = root.fitted.width / root.model.boardWidth * root.zoom
        root.panX = root.width / 2 - root.fitted.x - c.x * sc
        root.panY = root.height / 2 - root.fitted.y - c.y * sc
    }

    // Where the board sits in this item (QRectF): scaled uniformly to fit, centred.
    readonly property var fitted: root.model.fittedBoard(width, height)
    readonly property real s: BoardGeometry.hexSize
    readonly property int groundColumns: 4
    readonly property int groundRows: 3

    clip: true
    activeFocusOnTab: true
    Accessible.role: Accessible.Canvas
    Accessible.name: qsTr("Battlefield")
    Accessible.description: qsTr("Hex cursor at column %1, row %2").arg(root.cursorCol).arg(root.cursorRow)

    /// Moves the hex cursor by (dc, dr) when that hex is on the system's board: it stops at
    /// the board's edge (model.hexAt never names a frame hex off the board).
    function moveCursor(dc: int, dr: int) {
        const c = BoardGeometry.centreOf(root.cursorCol + dc, root.cursorRow + dr)
        const hex = root.model.hexAt(c.x, c.y)
        if (hex.x < 0) return
        root.cursorCol = hex.x
        root.cursorRow = hex.y
    }
    /// Acts on the hex under the keyboard's cursor as a click would.
    function actAtCursor(modifiers: int) {
        const c = BoardGeometry.centreOf(root.cursorCol, root.cursorRow)
        root.pressedAt(c.x, c.y, modifiers)
        root.releasedAt(c.x, c.y)
    }
    // Another board (another battle, or its system's board edited): a cursor left on a hex off
    // it goes back to the top left hex, which every board has.
    readonly property size boardSize: Qt.size(root.model.boardWidth, root.model.boardHeight)
    onBoardSizeChanged: if (!root.model.onBoard(root.cursorCol, root.cursorRow)) { root.cursorCol = 0; root.cursorRow = 0 }
    Keys.onPressed: event => {
        if (event.key === Qt.Key_Left) root.moveCursor(-1, 0)
        else if (event.key === Qt.Key_Right) root.moveCursor(1, 0)
        else if (event.key === Qt.Key_Up) root.moveCursor(0, -1)
        else if (event.key === Qt.Key_Down) root.moveCursor(0, 1)
        else if (event.key === Qt.Key_Return || event.key === Qt.Key_Enter) root.actAtCursor(event.modifiers)
        else if (event.key === Qt.Key_Space) {
            // Held: drags pan. Let go without a drag: acts on the cursor's hex, as Enter does.
            // A press while held, or right after a release, is the key repeating: X11 sends
            // repeats as release+press pairs that Qt does not always mark as repeats.
            if (spaceLetGo.running) spaceLetGo.stop()
            else if (!root.spaceHeld) { root.spaceHeld = true; root.pannedWithSpace = false }
        } else return
        event.accepted = true
    }
    Keys.onReleased: event => {
        if (event.key !== Qt.Key_Space || event.isAutoRepeat) return
        event.accepted = true
        if (root.spaceHeld) { spaceLetGo.modifiers = event.modifiers; spaceLetGo.restart() }
    }
    Timer {   // Space let go for good: no press followed at once
        id: spaceLetGo
        property int modifiers: 0
        interval: 50
        onTriggered: {
            root.spaceHeld = false
            if (!root.pannedWithSpace) root.actAtCursor(spaceLetGo.modifiers)
        }
    }
    onActiveFocusChanged: if (!activeFocus) { spaceLetGo.stop(); root.spaceHeld = false }

    WheelHandler {
        id: wheel
        // Any modifiers: plain and Ctrl+wheel (what Tiled uses) both zoom. The board takes the
        // keyboard too, as a click does: the keys typed next (0 to fit, a tool key) are meant
        // for the board being looked at, not for a text field left open in a panel.
        onWheel: event => {
            root.forceActiveFocus(Qt.MouseFocusReason)
            root.zoomAt(event.angleDelta.y > 0 ? 1.15 : 1 / 1.15, wheel.point.position.x, wheel.point.position.y)
        }
    }
    PinchHandler {
        target: null
        property real startZoom: 1
        onActiveChanged: if (active) startZoom = root.zoom
        onActiveScaleChanged: root.zoom = Math.max(0.5, Math.min(4, startZoom * activeScale))
    }
    DragHandler {   // pan with the middle or right button, or the left one while Space is held
        objectName: "panHandler"
        acceptedButtons: root.spaceHeld ? (Qt.LeftButton | Qt.MiddleButton | Qt.RightButton) : (Qt.MiddleButton | Qt.RightButton)
        target: null
        property real startX: 0
        property real startY: 0
        onActiveChanged: if (active) { root.forceActiveFocus(Qt.MouseFocusReason); startX = root.panX; startY = root.panY }
        onTranslationChanged: {
            root.panX = startX + translation.x
            root.panY = startY + translation.y
            if (root.spaceHeld) root.pannedWithSpace = true
        }
    }

    Item {
        id: surface
        objectName: "boardSurface"
        x: root.fitted.x + root.panX
        y: root.fitted.y + root.panY
        width: root.model.boardWidth
        height: root.model.boardHeight
        transformOrigin: Item.TopLeft
        scale: root.fitted.width / root.model.boardWidth * root.zoom

        // The ground: terrain, section lines and hex-side features, painted in C++ from the
        // same model, in tiles (an edit redraws the tile it touches). The tiles overlap a
        // little so that no seam shows between them.
        Repeater {
            model: root.groundColumns * root.groundRows
            delegate: BoardGround {
                required property int index
                readonly property real tileWidth: root.model.boardWidth / root.groundColumns
                readonly property real tileHeight: root.model.boardHeight / root.groundRows
                x: (index % root.groundColumns) * tileWidth - 2
                y: Math.floor(index / root.groundColumns) * tileHeight - 2
                width: tileWidth + 4
                height: tileHeight + 4
                model: root.model
                detail: root.exporting ? root.exportDetail : surface.scale * Screen.devicePixelRatio
            }
        }

        ReferenceLayer {   // the picture traced from, under the labels and pieces; hidden in exports and playtests
            objectName: "referenceLayer"
            width: root.model.boardWidth
            height: root.model.boardHeight
            visible: !root.exporting && root.reference !== null && root.reference.shown && !(root.playtest?.active ?? false)
            editor: root.reference
            detail: surface.scale * Screen.devicePixelRatio
        }

        // Where units fell in the last balance run, while its tab is open: under the pieces.
        BalanceHeatMap { opacity: root.exporting ? 0 : 1 }

        TileSwatch {   // the tile the Terrain or Fill tool would lay here, with its variant and rotation (under the pieces)
            objectName: "ghostTile"
            visible: !root.exporting && root.ghost !== null && root.hoveredCol >= 0
            opacity: 0.6
            width: 2.1 * root.s
            height: width
            x: BoardGeometry.centreOf(root.hoveredCol, root.hoveredRow).x - width / 2
            y: BoardGeometry.centreOf(root.hoveredCol, root.hoveredRow).y - height / 2
            terrain: root.ghost?.terrain ?? ""
            exits: root.ghost?.exits ?? []
            edge: Theme.cursor
            edgeWidth: 2
            detail: surface.scale * Screen.devicePixelRatio   // as sharp as the ground at any zoom
        }
        // The map's place names, printed on the map under the pieces as on the board game's,
        // low in their hexes (BoardPainter draws them, as in the SVG export and the sheet).
        BoardLabels {
            objectName: "boardLabels"
            width: root.model.boardWidth
            height: root.model.boardHeight
            model: root.model
            detail: root.exporting ? root.exportDetail : surface.scale * Screen.devicePixelRatio
        }

        Repeater {   // a delegate per hex that holds a unit, a leader or an objective
            model: root.model.pieces
            delegate: HexPieces {}
        }

        // Hexes a diagnostic names: outlined in the severity's colour.
        Repeater {
            model: root.model.issues   // only the hexes a problem names
            delegate: IssueMark { shown: !root.exporting }
        }

        SidePreview {
            opacity: root.exporting ? 0 : 1
            preview: root.sidePreview
        }
        CompareOverlay {
            opacity: root.exporting ? 0 : 1
            comparison: root.comparison
            chosen: root.comparisonChosen
        }
        ObjectiveGroups { objectives: root.objectives; model: root.model }
        RuleHighlight { visible: !root.exporting; highlight: root.highlight }
        Repeater {   // the Select tool's hexes
            model: root.exporting ? [] : root.selection
            delegate: HexOutline {
                required property point modelData
                col: modelData.x
                row: modelData.y
                colour: Theme.cursor
                lineWidth: 2.5
                opacity: 0.8
            }
        }
        Repeater {   // the hexes a panel shows
            model: root.exporting ? [] : root.shownHexes
            delegate: HexOutline {
                required property point modelData
                objectName: "shownHex"
                col: modelData.x
                row: modelData.y
                colour: Theme.ok
                lineWidth: 4
                opacity: 0.9
            }
        }
        Rectangle {   // the rubber band of a box selection
            objectName: "selectionBox"
            visible: root.selectionBox !== null && !root.exporting
            x: root.selectionBox?.x ?? 0
            y: root.selectionBox?.y ?? 0
            width: root.selectionBox?.width ?? 0
            height: root.selectionBox?.height ?? 0
            color: Qt.rgba(0.12, 0.44, 0.85, 0.12)
            border.color: Theme.cursor
            border.width: 2
        }
        PlaytestOverlay { session: root.playtest; previewUnits: root.playtestPreview }
        ReferenceMarks {   // aligning or tracing: control points, samples, the suggestions as ghost tiles
            visible: !root.exporting && root.referenceTools !== null && root.referenceTools.active
            editor: root.reference
            tools: root.referenceTools
        }
        HexOutline {
            visible: !root.exporting && col >= 0
            col: root.markedCol
            row: root.markedRow
            colour: Theme.error
            lineWidth: 4
        }
        HexOutline {
            objectName: "hexCursor"
            visible: root.activeFocus && !root.exporting
            col: root.cursorCol
            row: root.cursorRow
            colour: Theme.cursor
            lineWidth: 4
        }
        HexOutline {
            visible: !root.exporting && col >= 0
            col: root.hoveredCol
            row: root.hoveredRow
            colour: Theme.hover
            lineWidth: 3.5
        }

        MouseArea {
            id: pointer
            objectName: "boardPointer"
            anchors.fill: parent
            hoverEnabled: true
            // While Space is held the left button pans (panHandler), the tool does not act.
            acceptedButtons: root.spaceHeld ? Qt.NoButton : Qt.LeftButton
            cursorShape: root.spaceHeld ? Qt.OpenHandCursor : Qt.ArrowCursor
            onPressed: mouse => root.pressedAt(mouse.x, mouse.y, mouse.modifiers)
            onPositionChanged: mouse => root.movedTo(mouse.x, mouse.y)
            onReleased: mouse => root.releasedAt(mouse.x, mouse.y)
        }
    }

    PieceToolTip {
        anchors.fill: parent
        model: root.model
        surface: surface
        col: root.exporting ? -1 : root.hoveredCol
        row: root.hoveredRow
    }
    UnitKey {
        id: unitKey
        objectName: "unitKey"
        x: 8
        y: root.height - height - 8 - (horizontalBar.visible ? horizontalBar.height : 0)
        visible: !root.exporting && root.model.unitKey.length > 0
        model: root.model
    }

    // The scroll bars: shown when the zoomed board is larger than the view; dragging one pans.
    ScrollBar {
        id: horizontalBar
        objectName: "horizontalScrollBar"
        readonly property real extent: root.fitted.width * root.zoom
        orientation: Qt.Horizontal
        anchors { left: parent.left; right: parent.right; bottom: parent.bottom; rightMargin: verticalBar.visible ? verticalBar.width : 0 }
        policy: root.exporting || size >= 1 ? ScrollBar.AlwaysOff : ScrollBar.AlwaysOn
        size: root.width / extent
        Binding on position {   // follows the pan, except while the bar is dragged
            restoreMode: Binding.RestoreNone
            when: !horizontalBar.pressed
            value: -(root.fitted.x + root.panX) / horizontalBar.extent
        }
        onPositionChanged: if (pressed) root.panX = -position * extent - root.fitted.x
    }
    ScrollBar {
        id: verticalBar
        objectName: "verticalScrollBar"
        readonly property real extent: root.fitted.height * root.zoom
        orientation: Qt.Vertical
        anchors { top: parent.top; bottom: parent.bottom; right: parent.right }
        policy: root.exporting || size >= 1 ? ScrollBar.AlwaysOff : ScrollBar.AlwaysOn
        size: root.height / extent
        Binding on position {   // follows the pan, except while the bar is dragged
            restoreMode: Binding.RestoreNone
            when: !verticalBar.pressed
            value: -(root.fitted.y + root.panY) / verticalBar.extent
        }
        onPositionChanged: if (pressed) root.panY = -position * extent - root.fitted.y
    }

    Rectangle {   // a reference picture that cannot be shown: a quiet note, the scenario is fine
        objectName: "referenceNote"
        visible: !root.exporting && root.reference !== null && root.reference.problem !== ""
        anchors { top: parent.top; left: parent.left; margins: 6 }
        width: Math.min(root.width - 12, noteText.implicitWidth + 16)
        height: noteText.implicitHeight + 8
        radius: 3
        color: Theme.warningFill
        PlainText {
            id: noteText
            anchors.centerIn: parent
            width: Math.min(implicitWidth, root.width - 28)
            elide: Text.ElideRight
            text: qsTr("Reference picture not shown: %1").arg(root.reference?.problem ?? "")
            color: Theme.text
            font.pixelSize: 11
        }
    }

    PlainText {   // says how to move about the board (the gestures above are not discoverable)
        objectName: "navigationHint"
        // On a board squeezed narrow (a small window) it would wrap into a column over the map;
        // the keys and gestures are in Help too.
        visible: !root.exporting && width >= 220
        anchors { left: unitKey.visible ? unitKey.right : parent.left; right: parent.right; bottom: parent.bottom; margins: 6
                  bottomMargin: horizontalBar.visible ? horizontalBar.height + 4 : 6; rightMargin: verticalBar.visible ? verticalBar.width + 6 : 6 }
        // Beside an open unit key of three armies it needs two lines: it wraps upward, never cut.
        wrapMode: Text.WordWrap
        text: qsTr("Wheel: zoom at the pointer · Middle-drag, right-drag or Space+drag: pan · 0: fit")
        color: Theme.textMuted
        font.pixelSize: 11
        style: Text.Outline
        styleColor: Theme.panel
    }
}
