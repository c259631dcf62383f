pragma ComponentBehavior: Bound
import QtQuick
import Tricorne.Studio

// The battlefield, scaled to fit this item. Drawn in board units (BoardGeometry) in layers:
// the ground (terrain, section lines, hex-side features: painted tiles), the balance heat map,
// the pieces, problem and hover outlines; over it the pieces' tooltip and the unit key. Each
// QML layer is a Repeater over the board model (or the part of it that holds something), so
// that a layer lies over every hex of the layer below.
Item {
    id: root

    required property BoardModel model
    /// The hex under the mouse; -1, -1 when none.
    readonly property int hoveredCol: pointer.containsMouse ? BoardGeometry.hexAt(pointer.mouseX, pointer.mouseY).x : -1
    readonly property int hoveredRow: pointer.containsMouse ? BoardGeometry.hexAt(pointer.mouseX, pointer.mouseY).y : -1
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

    /// Pointer events in board units, for the active tool (Main.qml routes them).
    signal pressedAt(real x, real y, int modifiers)
    signal movedTo(real x, real y)
    signal releasedAt(real x, real y)

    function zoomBy(factor: real) { root.zoom = Math.max(0.5, Math.min(4, root.zoom * factor)) }
    function fit() { root.zoom = 1; root.panX = 0; root.panY = 0 }
    /// Pans so that hex (col,row) is in the middle of the view.
    function centreOn(col: int, row: int) {
        const c = BoardGeometry.centreOf(col, row)
        const sc = root.fitted.width / BoardGeometry.boardWidth * root.zoom
        root.panX = root.width / 2 - root.fitted.x - c.x * sc
        root.panY = root.height / 2 - root.fitted.y - c.y * sc
    }

    // Where the board sits in this item (QRectF): scaled uniformly to fit, centred.
    readonly property var fitted: BoardGeometry.fittedBoard(width, height)
    readonly property real s: BoardGeometry.hexSize
    readonly property int groundColumns: 4
    readonly property int groundRows: 3

    clip: true
    activeFocusOnTab: true
    Accessible.role: Accessible.Canvas
    Accessible.name: qsTr("Battlefield")
    Accessible.description: qsTr("Hex cursor at column %1, row %2").arg(root.cursorCol).arg(root.cursorRow)

    /// Moves the hex cursor by (dc, dr) when that hex is on the board.
    function moveCursor(dc: int, dr: int) {
        const c = BoardGeometry.centreOf(root.cursorCol + dc, root.cursorRow + dr)
        const hex = BoardGeometry.hexAt(c.x, c.y)
        if (hex.x < 0) return
        root.cursorCol = hex.x
        root.cursorRow = hex.y
    }
    Keys.onPressed: event => {
        if (event.key === Qt.Key_Left) root.moveCursor(-1, 0)
        else if (event.key === Qt.Key_Right) root.moveCursor(1, 0)
        else if (event.key === Qt.Key_Up) root.moveCursor(0, -1)
        else if (event.key === Qt.Key_Down) root.moveCursor(0, 1)
        else if (event.key === Qt.Key_Return || event.key === Qt.Key_Enter || event.key === Qt.Key_Space) {
            const c = BoardGeometry.centreOf(root.cursorCol, root.cursorRow)
            root.pressedAt(c.x, c.y, event.modifiers)
            root.releasedAt(c.x, c.y)
        } else return
        event.accepted = true
    }

    WheelHandler {
        onWheel: event => root.zoomBy(event.angleDelta.y > 0 ? 1.15 : 1 / 1.15)
    }
    PinchHandler {
        target: null
        property real startZoom: 1
        onActiveChanged: if (active) startZoom = root.zoom
        onActiveScaleChanged: root.zoom = Math.max(0.5, Math.min(4, startZoom * activeScale))
    }
    DragHandler {   // pan with the right mouse button
        acceptedButtons: Qt.RightButton
        target: null
        property real startX: 0
        property real startY: 0
        onActiveChanged: if (active) { startX = root.panX; startY = root.panY }
        onTranslationChanged: { root.panX = startX + translation.x; root.panY = startY + translation.y }
    }

    Item {
        id: surface
        objectName: "boardSurface"
        x: root.fitted.x + root.panX
        y: root.fitted.y + root.panY
        width: BoardGeometry.boardWidth
        height: BoardGeometry.boardHeight
        transformOrigin: Item.TopLeft
        scale: root.fitted.width / BoardGeometry.boardWidth * root.zoom

        // The ground: terrain, section lines and hex-side features, painted in C++ from the
        // same model, in tiles (an edit redraws the tile it touches). The tiles overlap a
        // little so that no seam shows between them.
        Repeater {
            model: root.groundColumns * root.groundRows
            delegate: BoardGround {
                required property int index
                readonly property real tileWidth: BoardGeometry.boardWidth / root.groundColumns
                readonly property real tileHeight: BoardGeometry.boardHeight / root.groundRows
                x: (index % root.groundColumns) * tileWidth - 2
                y: Math.floor(index / root.groundColumns) * tileHeight - 2
                width: tileWidth + 4
                height: tileHeight + 4
                model: root.model
                theme: Theme
                detail: root.exporting ? root.exportDetail : surface.scale * Screen.devicePixelRatio
            }
        }

        // Where units fell in the last balance run, while its tab is open: under the pieces.
        BalanceHeatMap { opacity: root.exporting ? 0 : 1 }

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
        PlaytestOverlay { session: root.playtest; previewUnits: root.playtestPreview }
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
        objectName: "unitKey"
        x: 8
        y: root.height - height - 8
        visible: !root.exporting && root.model.unitKey.length > 0
        model: root.model
    }
}
