import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Qt.labs.settings
import Tricorne.Studio

// The studio's main window: tool bar, tool panel and inspector, the board, the scenario panel
// and a status line. Edits go through `editor` (C++), which pushes undo commands. In playtest
// mode (PlaytestSession) the same board shows the game and the two panels become the playtest's.
ApplicationWindow {
    id: window

    required property ScenarioDocument document
    /// Recent files, recovery, the watch on the file, templates (the app's, beside the document).
    required property StudioServices services

    width: BoardGeometry.defaultWindowWidth
    height: BoardGeometry.defaultWindowHeight
    // A laptop's half screen or a projector's 640×480: the panels narrow and the tool bar's
    // buttons give way to its overflow menu, so everything stays reachable.
    minimumWidth: 640
    minimumHeight: 480
    visible: true
    color: Theme.window
    title: (document.loaded ? document.title + (document.modified ? "*" : "") + " — " : "") + "Tricorne Studio"

    property bool closeConfirmed: false
    /// Remember the window's geometry, panel sizes and the last tool between runs (the app
    /// sets it; tests and --screenshot runs leave the user's settings alone).
    property bool persistSettings: false
    /// The widths of the panels left and right of the board (dragged with PanelHandle).
    property real toolPanelWidth: BoardGeometry.toolPanelWidth
    property real sidePanelWidth: BoardGeometry.sidePanelWidth
    /// View ▸ Tool panel and View ▸ Scenario panel: hidden, a panel gives its room to the board.
    property bool toolPanelShown: true
    property bool sidePanelShown: true
    /// The narrowest a panel is dragged or squeezed to: the tool panel's options still whole;
    /// the scenario panel's tabs still read "Problems", "Balance" and "History" whole.
    readonly property real toolPanelMinimumWidth: 200
    readonly property real sidePanelMinimumWidth: 250
    /// The board keeps at least this much of a small window's width.
    readonly property real boardMinimumWidth: 200
    // The widths the panels get: the ones chosen, unless the window is too narrow for them and
    // the board; then both give way in proportion, down to their minimum widths.
    readonly property real panelRoom: Math.max(0, window.width - window.boardMinimumWidth)
    readonly property real chosenPanels: (window.toolPanelShown ? window.toolPanelWidth : 0) + (window.sidePanelShown ? window.sidePanelWidth : 0)
    readonly property real panelSqueeze: window.chosenPanels > window.panelRoom ? window.panelRoom / window.chosenPanels : 1
    readonly property real toolPanelShownWidth: Math.max(window.toolPanelMinimumWidth, Math.round(window.toolPanelWidth * window.panelSqueeze))
    readonly property real sidePanelShownWidth: Math.max(window.sidePanelMinimumWidth, Math.round(window.sidePanelWidth * window.panelSqueeze))
    function toggleToolPanel() { window.toolPanelShown = !window.toolPanelShown }
    function toggleSidePanel() { window.sidePanelShown = !window.sidePanelShown }

    // Read at start and written on close (a component loaded only when persistSettings, so
    // it refers to the window by its properties, not by aliases).
    Loader {
        id: settings
        active: window.persistSettings
        sourceComponent: Settings {
            category: "MainWindow"
        }
        onLoaded: {
            const s = settings.item
            const number = (key, fallback) => { const v = Number(s.value(key, fallback)); return isNaN(v) ? fallback : v }
            window.width = number("width", window.width)
            window.height = number("height", window.height)
            if (s.value("x") !== undefined) { window.x = number("x", window.x); window.y = number("y", window.y) }
            // The first run's size, or one remembered from a larger screen, fits this screen and
            // the desktop's free area (a 1280×800 laptop), never less than the minimum size.
            window.width = Math.max(window.minimumWidth, Math.min(window.width, Screen.width, Screen.desktopAvailableWidth))
            window.height = Math.max(window.minimumHeight, Math.min(window.height, Screen.height, Screen.desktopAvailableHeight))
            if (s.value("x") !== undefined) {
                window.x = Math.max(0, Math.min(window.x, Screen.desktopAvailableWidth - window.width))
                window.y = Math.max(0, Math.min(window.y, Screen.desktopAvailableHeight - window.height))
            }
            window.toolPanelWidth = number("toolPanelWidth", window.toolPanelWidth)
            window.sidePanelWidth = number("sidePanelWidth", window.sidePanelWidth)
            // An INI file gives back "true" or "false" as text.
            window.toolPanelShown = String(s.value("toolPanelShown", true)) !== "false"
            window.sidePanelShown = String(s.value("sidePanelShown", true)) !== "false"
            toolState.tool = s.value("tool", toolState.tool)
        }
    }
    function saveSettings() {
        const s = settings.item
        if (!s) return
        for (const key of ["x", "y", "width", "height", "toolPanelWidth", "sidePanelWidth", "toolPanelShown", "sidePanelShown"]) s.setValue(key, window[key])
        s.setValue("tool", toolState.tool)
    }

    function hasId(list: var, id: string): bool {
        for (const x of list) if (x.id === id) return true
        return false
    }

    ScenarioEditor {
        id: editor
        document: window.document
        // A new game system: choose the first entry of each palette.
        onSystemChanged: {
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
    LabelEditor {
        id: labelEditor
        document: window.document
    }
    TrayEditor {
        id: trayEditor
        document: window.document
    }
    /// The reference picture traced from, and the board's clicks while it is aligned or traced.
    ReferenceEditor {
        id: referenceEditor
        objectName: "referenceEditor"
        document: window.document
    }
    ReferenceTools {
        id: referenceTools
        objectName: "referenceTools"
        editor: referenceEditor
        boardModel: window.document.board
    }
    /// The hex the inspector shows (a click, a placement, a problem chosen). C++ keeps it true to
    /// the document and forgets it when another scenario comes.
    WatchedHex {
        id: selection
        document: window.document
        forgetsOnNewScenario: true
    }
    /// The hex under the pointer, for the status line: re-read when an edit changes it.
    WatchedHex {
        id: hovered
        document: window.document
        col: board.hoveredCol
        row: board.hoveredRow
    }
    PlaytestSession { id: playtest }
    /// File ▸ Compare with…: the document against another version, on the board and beside it.
    readonly property ComparisonModel comparisonModel: window.services.comparison
    Binding { target: window.services; property: "holdsShown"; value: sidePanel.holdsShown && sidePanel.visible }
    Connections {
        target: window.services
        function onComparisonFailed(message: string) { dialogs.tell(message) }
    }
    /// The playtest, for `tricorne-studio --playtest` and the tests.
    property alias playtestSession: playtest
    /// The side panel's tab called `name` (tricorne-studio --panel NAME); false if there is none.
    function showPanel(name: string): bool { return sidePanel.showTab(name) }
    /// What the command line asked the window to show (StartupRequest; null when run otherwise).
    property StartupRequest startup: null
    Component.onCompleted: if (window.startup) window.followStartup(window.startup)
    function followStartup(request: StartupRequest) {
        if (request.panel !== "" && !window.showPanel(request.panel)) request.refusePanel(request.panel)
        if (request.orderOfBattleTable !== "") {   // File ▸ Import order of battle… with the table read, before Import
            oobImportDialog.open()
            const importDialog = oobImportDialog.item as OobImportDialog
            importDialog.readTable(request.orderOfBattleTable)
        }
        if (request.keys) helpDialog.open()   // the help page (F1), where every key is listed
    }

    /// Playtest mode: editing is locked and the board shows the game (F5 in, Esc out).
    function togglePlaytest() {
        if (playtest.active) playtest.stop()
        else playtest.start(window.document)
    }
    BoardTools {
        id: boardTools
        state: toolState
        editor: editor
        board: board
        labels: labelEditor
        onSelected: (col, row) => selection.select(col, row)
        onLabelRequested: (col, row) => labelPrompt.ask(col, row)
    }
    BoardPicture {
        id: picture
        board: board
        onFinished: (ok, message) => { if (!ok) dialogs.tell(message) }
    }
    SheetExport {
        id: sheet
        document: window.document
        onFinished: (ok, message) => { if (!ok) dialogs.tell(message) }
    }
    DocumentDialogs {
        id: dialogs
        document: window.document
        services: window.services
        onImageChosen: path => picture.exportImage(path)
        onSheetChosen: path => sheet.exportSheet(path)
        onCompareChosen: path => window.comparisonModel.compareWithFile(path)
        onReferenceChosen: path => {
            referenceEditor.choose(path)
            if (referenceTools.mode === "") referenceTools.mode = "picture"
        }
        onCloseApproved: { window.closeConfirmed = true; window.close() }
        onSystemFileChosen: path => systemWindow.openPath(path)
    }
    Shortcuts {
        id: shortcuts
        locked: playtest.active
        onHelpRequested: helpDialog.open()
        onGuideRequested: guideDialog.open()
        onAboutRequested: aboutDialog.open()
        onQuitRequested: window.close()
        onImportRequested: oobImportDialog.open()
        onPlaytestToggled: window.togglePlaytest()
        onEditingRequested: playtest.stop()
        onToolPanelToggled: window.toggleToolPanel()
        onSidePanelToggled: window.toggleSidePanel()
        onNewSystemRequested: systemWindow.proceed(() => forkDialog.open())
        onSystemFileRequested: path => systemWindow.openPath(path)
        document: window.document
        services: window.services
        editor: editor
        tools: toolState
        boardTools: boardTools
        board: board
        dialogs: dialogs
        sheet: sheet
        reference: referenceEditor
        referenceTools: referenceTools
    }

    onClosing: close => {
        if (window.document.modified && !window.closeConfirmed) {
            close.accepted = false
            dialogs.askToClose()
        } else {
            window.services.autosave.removeOwnFile()
            window.saveSettings()
        }
    }

    /// The system editor (File ▸ New system from…, or a game system's file opened): a window of
    /// its own, shown while a game system is open.
    SystemWindow {
        id: systemWindow
        document: window.services.systemDocument
        battle: window.document
        services: window.services
        onTryRequested: window.showPanel("balance")
        onOpenBattleRequested: path => shortcuts.openPath(path)
    }
    /// The balance panel compares the battle with the system open in the system editor.
    Binding { target: BalanceRunner; property: "systemDocument"; value: window.services.systemDocument }
    ForkSystemDialog {
        id: forkDialog
        document: window.services.systemDocument
    }
    /// A game system's unsaved changes left by a studio that died: offered like the scenario's.
    Dialog {
        id: systemRecoveryDialog
        objectName: "systemRecoveryDialog"
        anchors.centerIn: Overlay.overlay
        modal: true
        title: qsTr("Restore unsaved changes to a game system?")
        PlainLabel {
            text: qsTr("Tricorne Studio closed without saving changes to the game system %1.\nRestore them?")
                      .arg(window.services.systemAutosave.recoveredName)
        }
        standardButtons: Dialog.Yes | Dialog.No
        onAccepted: window.services.systemAutosave.restore()
        onRejected: window.services.systemAutosave.discard()
        function offer() { if (window.services.systemAutosave.hasRecovery) systemRecoveryDialog.open() }
        Component.onCompleted: offer()
        Connections {
            target: window.services.systemAutosave
            function onRecoveryChanged() { systemRecoveryDialog.offer() }
        }
    }
    /// Why a game system did not open, while the system editor is not shown.
    Connections {
        target: window.services.systemDocument
        function onErrorStringChanged() {
            const system = window.services.systemDocument
            if (!systemWindow.visible && system.errorString !== "") {
                dialogs.tell(system.errorString)
                system.clearError()
            }
        }
    }

    LazyDialog { id: aboutDialog; dialog: AboutDialog {} }
    LazyDialog { id: guideDialog; dialog: GuideDialog {} }
    // qmllint disable unqualified
    LazyDialog { id: helpDialog; dialog: HelpDialog { onGuideRequested: guideDialog.open() } }
    LazyDialog { id: oobImportDialog; dialog: OobImportDialog { document: window.document } }
    // qmllint enable unqualified

    menuBar: StudioMenuBar {
        implicitHeight: BoardGeometry.menuBarHeight
        document: window.document
        services: window.services
        actions: shortcuts
        locked: playtest.active
        toolPanelShown: window.toolPanelShown
        sidePanelShown: window.sidePanelShown
    }

    header: ToolButtonBar {
        implicitHeight: BoardGeometry.toolBarHeight
        tools: toolState
        document: window.document
        editor: editor
        playtest: playtest
        onFitRequested: board.fit()
        onPlaytestToggled: window.togglePlaytest()
    }

    ColumnLayout {
        anchors.fill: parent
        spacing: 0
        // Escape in a field of a panel (which does not use the key itself) leaves the field:
        // the keyboard goes back to the board.
        Keys.onEscapePressed: board.forceActiveFocus()

        RowLayout {
            Layout.fillWidth: true
            Layout.fillHeight: true
            spacing: 0

            // The playtest's panels are made the first time a playtest starts. Main.qml is not
            // `ComponentBehavior: Bound` (Qt 6.4's Loader refuses bound components), so their
            // components read the window's ids, which qmllint calls unqualified access.
            LazyPanel {
                id: playtestSidebar
                shown: playtest.active
                visible: playtest.active && window.toolPanelShown
                Layout.preferredWidth: window.toolPanelShownWidth
                Layout.fillHeight: true
                // qmllint disable unqualified
                sourceComponent: PlaytestSidebar {
                    session: playtest
                    onBackToEditing: playtest.stop()
                }
                // qmllint enable unqualified
            }
            // The reference picture's panel takes the tool panel's place while it is open (shown
            // even with the tool panel hidden: it says what the board's clicks do now).
            ReferencePanel {
                objectName: "referencePanel"
                visible: referenceTools.mode !== "" && !playtest.active
                Layout.preferredWidth: Math.max(window.toolPanelShownWidth, BoardGeometry.toolPanelWidth)
                Layout.fillHeight: true
                editor: referenceEditor
                tools: referenceTools
                onChooseRequested: dialogs.chooseReference()
            }
            ToolPanel {
                objectName: "toolPanel"
                visible: !playtest.active && window.toolPanelShown && referenceTools.mode === ""
                Layout.preferredWidth: window.toolPanelShownWidth
                Layout.fillHeight: true
                tools: toolState
                editor: editor
                document: window.document
                labels: labelEditor
                selectedCol: board.markedCol
                selectedRow: board.markedRow
                hoveredCol: board.hoveredCol
                hoveredRow: board.hoveredRow
                reference: referenceEditor
            }
            Board {
                id: board
                objectName: "board"
                focus: true   // the arrow keys move the hex cursor from the start
                Layout.fillWidth: true
                Layout.fillHeight: true
                markedCol: selection.col
                markedRow: selection.row
                highlight: editor.highlight
                objectives: playtest.active ? [] : editor.objectives
                model: playtest.active ? playtest.board : window.document.board
                playtest: playtest
                comparison: window.comparisonModel
                comparisonChosen: comparePanel.item ? (comparePanel.item as ComparePanel).chosen : -1
                playtestPreview: playtestPanel.item ? (playtestPanel.item as PlaytestPanel).previewUnits : []
                reference: referenceEditor
                referenceTools: referenceTools
                onPressedAt: (x, y, modifiers) => {
                    // The board takes the keyboard from any field first (a number typed there
                    // is committed to the hex it was typed for): tool keys and undo act on the
                    // document next, not on the field's text.
                    board.forceActiveFocus()
                    if (!playtest.active && referenceTools.active) return referenceTools.press(x, y, modifiers)
                    if (!playtest.active) return boardTools.press(x, y, modifiers)
                    const hex = board.model.hexAt(x, y)
                    if ((playtestSidebar.item && (playtestSidebar.item as PlaytestSidebar).lineOfSightMode) || (modifiers & Qt.ShiftModifier)) playtest.showLineOfSight(hex.x, hex.y)
                    else playtest.clickHex(hex.x, hex.y)
                }
                onMovedTo: (x, y) => {
                    if (playtest.active) return
                    if (referenceTools.active) referenceTools.move(x, y)
                    else boardTools.move(x, y)
                }
                onReleasedAt: (x, y) => {
                    if (playtest.active) return
                    if (referenceTools.active) referenceTools.release(x, y)
                    else boardTools.release(x, y)
                }

                LabelPrompt {
                    id: labelPrompt
                    x: (board.width - width) / 2
                    y: 24
                    onAccepted: (col, row, text) => { toolState.label = labelEditor.addLabel(col, row, text) }
                }
            }
            TrayPanel {   // the pieces an order-of-battle import brought, while any is left to place
                objectName: "trayPanel"
                visible: !playtest.active && trayEditor.count > 0
                Layout.preferredWidth: 230
                Layout.fillHeight: true
                editor: trayEditor
                board: board
            }
            LazyPanel {
                id: playtestPanel
                shown: playtest.active
                visible: playtest.active && window.sidePanelShown
                Layout.preferredWidth: window.sidePanelShownWidth
                Layout.fillHeight: true
                // qmllint disable unqualified
                sourceComponent: PlaytestPanel {
                    session: playtest
                    title: window.document.title
                }
                // qmllint enable unqualified
            }
            LazyPanel {
                id: comparePanel
                shown: window.comparisonModel.active && !playtest.active
                visible: comparePanel.shown && window.sidePanelShown
                Layout.preferredWidth: window.sidePanelShownWidth
                Layout.fillHeight: true
                // qmllint disable unqualified
                sourceComponent: ComparePanel {
                    comparison: window.comparisonModel
                    onEntryChosen: (index, col, row) => {
                        if (col < 0) return
                        selection.select(col, row)
                        board.centreOn(col, row)
                    }
                }
                // qmllint enable unqualified
            }
            SidePanel {
                id: sidePanel
                objectName: "sidePanel"
                visible: !playtest.active && !window.comparisonModel.active && window.sidePanelShown
                Layout.preferredWidth: window.sidePanelShownWidth
                Layout.fillHeight: true
                document: window.document
                editor: editor
                holds: window.services.holds
                revealSweep: window.startup?.sweep ?? false
                selectedCol: board.markedCol
                selectedRow: board.markedRow
                onHexChosen: (col, row) => {
                    selection.select(col, row)
                    board.centreOn(col, row)
                }
                onHexesChosen: hexes => {
                    board.shownHexes = hexes
                    if (hexes.length > 0) board.centreOn(hexes[0].x, hexes[0].y)
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
            PlainText {
                objectName: "statusLine"
                anchors.fill: parent
                anchors.leftMargin: 12
                anchors.rightMargin: 12
                verticalAlignment: Text.AlignVCenter
                elide: Text.ElideRight
                color: Theme.text
                font.pixelSize: 12
                text: {
                    if (board.hoveredCol >= 0 && playtest.active)
                        return playtest.revision >= 0 ? playtest.describeHex(board.hoveredCol, board.hoveredRow) : ""
                    if (hovered.valid)
                        return hovered.description
                    if (playtest.error !== "")
                        return playtest.error
                    if (window.document.loaded)
                        return window.document.filePath !== "" ? window.document.filePath : qsTr("Untitled — not saved yet")
                    return qsTr("No scenario open")
                }
            }
        }
    }

    // A squeezed panel is dragged from the width it shows; the width dragged to is the one
    // remembered.
    PanelHandle {
        objectName: "toolPanelHandle"
        visible: window.toolPanelShown
        x: window.toolPanelShownWidth - width / 2
        height: parent.height - BoardGeometry.statusBarHeight
        size: window.toolPanelShownWidth
        minimum: window.toolPanelMinimumWidth
        onResized: size => window.toolPanelWidth = size
    }
    PanelHandle {
        objectName: "sidePanelHandle"
        visible: window.sidePanelShown
        x: parent.width - window.sidePanelShownWidth - width / 2
        height: parent.height - BoardGeometry.statusBarHeight
        size: window.sidePanelShownWidth
        minimum: window.sidePanelMinimumWidth
        panelOnRight: true
        onResized: size => window.sidePanelWidth = size
    }

    DropArea {
        anchors.fill: parent
        onDropped: drop => {
            if (!drop.hasUrls) return
            if (window.services.isSystemUrl(drop.urls[0])) systemWindow.proceed(() => window.services.systemDocument.open(drop.urls[0]))
            else dialogs.proceed(() => dialogs.openUrl(drop.urls[0]))
        }
    }
}
