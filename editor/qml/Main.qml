import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Tricorne.Studio

// The studio's main window: tool bar, tool panel and inspector, the board, the scenario panel
// and a status line. Edits go through `editor` (C++), which pushes undo commands.
ApplicationWindow {
    id: window

    required property ScenarioDocument document

    width: BoardGeometry.defaultWindowWidth
    height: BoardGeometry.defaultWindowHeight
    minimumWidth: 1000
    minimumHeight: 600
    visible: true
    color: Theme.window
    title: (document.loaded ? document.title + (document.modified ? "*" : "") + " — " : "") + "Tricorne Studio"

    property bool closeConfirmed: false

    function hasId(list: var, id: string): bool {
        for (const x of list) if (x.id === id) return true
        return false
    }

    ScenarioEditor {
        id: editor
        document: window.document
        // A new game system: choose the first entry of each palette.
        onContentsChanged: {
            if (!window.hasId(editor.terrainTypes, toolState.terrainType) && editor.terrainTypes.length > 0)
                toolState.terrainType = editor.terrainTypes[0].id
            if (!window.hasId(editor.hexsideTypes, toolState.hexsideType) && editor.hexsideTypes.length > 0)
                toolState.hexsideType = editor.hexsideTypes[0].id
            if (!window.hasId(editor.armies, toolState.army) && editor.armies.length > 0) {
                toolState.army = editor.armies[0].id
                toolState.unitType = editor.armies[0].unitTypes[0].id
            }
        }
    }
    ToolState { id: toolState }
    BoardTools {
        id: boardTools
        state: toolState
        editor: editor
        board: board
        onSelected: (col, row) => { board.markedCol = col; board.markedRow = row }
    }
    DocumentDialogs {
        id: dialogs
        document: window.document
        onCloseApproved: { window.closeConfirmed = true; window.close() }
    }
    Shortcuts {
        document: window.document
        editor: editor
        tools: toolState
        boardTools: boardTools
        board: board
        dialogs: dialogs
    }

    onClosing: close => {
        if (window.document.modified && !window.closeConfirmed) {
            close.accepted = false
            dialogs.askToClose()
        } else {
            window.document.autosave.discard()
        }
    }

    header: ToolButtonBar {
        implicitHeight: BoardGeometry.toolBarHeight
        tools: toolState
        document: window.document
        editor: editor
        dialogs: dialogs
        onFitRequested: board.fit()
    }

    ColumnLayout {
        anchors.fill: parent
        spacing: 0

        RowLayout {
            Layout.fillWidth: true
            Layout.fillHeight: true
            spacing: 0

            ToolPanel {
                Layout.preferredWidth: BoardGeometry.toolPanelWidth
                Layout.fillHeight: true
                tools: toolState
                editor: editor
                document: window.document
                selectedCol: board.markedCol
                selectedRow: board.markedRow
                hoveredCol: board.hoveredCol
                hoveredRow: board.hoveredRow
            }
            Board {
                id: board
                Layout.fillWidth: true
                Layout.fillHeight: true
                model: window.document.board
                onPressedAt: (x, y, modifiers) => boardTools.press(x, y, modifiers)
                onMovedTo: (x, y) => boardTools.move(x, y)
                onReleasedAt: (x, y) => boardTools.release(x, y)
            }
            SidePanel {
                Layout.preferredWidth: BoardGeometry.sidePanelWidth
                Layout.fillHeight: true
                document: window.document
                editor: editor
                selectedCol: board.markedCol
                selectedRow: board.markedRow
                onHexChosen: (col, row) => {
                    board.markedCol = col
                    board.markedRow = row
                    board.centreOn(col, row)
                }
            }
        }

        Rectangle {   // status line
            Layout.fillWidth: true
            Layout.preferredHeight: BoardGeometry.statusBarHeight
            color: Theme.panel

            Rectangle {
                width: parent.width
                height: 1
                color: Theme.panelBorder
            }
            Text {
                objectName: "statusLine"
                anchors.fill: parent
                anchors.leftMargin: 12
                anchors.rightMargin: 12
                verticalAlignment: Text.AlignVCenter
                elide: Text.ElideRight
                color: Theme.text
                font.pixelSize: 12
                text: {
                    if (board.hoveredCol >= 0)
                        return window.document.board.describeHex(board.hoveredCol, board.hoveredRow)
                    if (window.document.loaded)
                        return window.document.filePath !== "" ? window.document.filePath : qsTr("Untitled — not saved yet")
                    return qsTr("No scenario open")
                }
            }
        }
    }

    DropArea {
        anchors.fill: parent
        onDropped: drop => {
            if (drop.hasUrls)
                dialogs.openUrl(drop.urls[0])
        }
    }
}
