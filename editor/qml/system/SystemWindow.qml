pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Tricorne.Studio

// The system editor: a game system of the designer's own (a fork of a built-in one) in a window
// of its own, with its own title, menus, undo stack and file. One tab per table (the system,
// armies, unit types, terrain, hex sides, Command and Combat cards); the entries of the table
// on the left, the chosen entry's form on the right (SystemEditor.form, from the field table),
// and below them the engine's findings and what changed from the built-in system.
ApplicationWindow {
    id: systemWindow

    required property SystemDocument document
    /// The battle open in the main window: "Try with the open battle" and "Bind a copy" act on it.
    required property ScenarioDocument battle
    required property StudioServices services

    /// The Balance tab is wanted (a comparison of systems started from here).
    signal tryRequested()
    /// The main window opens `path` (a bound copy just written), asking about its unsaved changes.
    signal openBattleRequested(path: string)

    /// Plays the battle under this system and under its own, side by side in the Balance tab.
    function tryWithBattle() {
        systemWindow.tryRequested()
        if (BalanceRunner.runVersusSystem("open")) return
        messageText.text = BalanceRunner.error   // why not, here where it was asked
        messageDialog.open()
    }

    /// The tab shown ("unitTypes") and the entry chosen in it (its pointer).
    property string table: "unitTypes"
    property string entry: ""

    objectName: "systemWindow"
    width: 1100
    height: 760
    minimumWidth: 640
    minimumHeight: 480
    // Shown while a system is open (onDocumentChanged below): a closed window and an open
    // document never part.
    visible: false
    color: Theme.window
    title: systemWindow.document.title + (systemWindow.document.modified ? "*" : "") + " — " + qsTr("Game system") + " — Tricorne Studio"

    property bool closeConfirmed: false
    // A system opened with the studio (its file on the command line): shown once the main
    // window, its transient parent, is up; a show() before that is dropped.
    Component.onCompleted: if (systemWindow.document.loaded) showOnceUp.start()
    Timer { id: showOnceUp; interval: 0; onTriggered: systemWindow.show() }

    SystemEditor {
        id: editor
        objectName: "systemEditor"
        document: systemWindow.document
    }
    FileDialogs {
        id: files
        systemDocument: systemWindow.document
        document: systemWindow.battle
        onSaveAsFinished: saved => {
            if (saved) systemWindow.runPending()
            else systemWindow.pending = null
        }
        onBoundCopyChosen: path => systemWindow.document.bindCopy(systemWindow.battle, path, bindDialog.sidecar)
    }

    /// Everything the window shows is re-read on each change of the document, and once the
    /// editor has it (a system opened with the studio is loaded before this window is made).
    readonly property int revision: editor.document ? systemWindow.document.revision : -1
    readonly property var tables: systemWindow.revision >= 0 ? editor.tables() : []
    readonly property var entries: systemWindow.revision >= 0 ? editor.entries(systemWindow.table) : []
    /// The entry shown: the one chosen, else the table's first.
    readonly property string shownEntry: {
        for (const e of systemWindow.entries) if (e.pointer === systemWindow.entry) return e.pointer
        return systemWindow.entries.length > 0 ? systemWindow.entries[0].pointer : ""
    }
    readonly property var form: systemWindow.revision >= 0 && systemWindow.entries.length > 0 ? editor.form(systemWindow.table, systemWindow.shownEntry) : []
    readonly property var changes: systemWindow.revision >= 0 ? editor.changes() : []

    /// The tab bar follows the table shown (a finding chosen may change it).
    function syncTab() {
        const index = systemWindow.tables.findIndex(t => t.name === systemWindow.table)
        if (index >= 0 && tabs.currentIndex !== index) tabs.setCurrentIndex(index)
    }
    onTableChanged: systemWindow.syncTab()
    onTablesChanged: systemWindow.syncTab()

    /// Shows the field at `pointer` (a finding's place, a change): its table, entry and field.
    function reveal(pointer: string) { systemWindow.showPlace(editor.locate(pointer), pointer) }
    /// `place` is SystemEditor.locate's {table, entry} of `pointer`: no table, nothing to show.
    function showPlace(place: var, pointer: string) {
        if (!place.table) return
        systemWindow.table = place.table
        systemWindow.entry = place.entry
        editor.focusedField = pointer
    }

    // --- unsaved changes ---------------------------------------------------------------------
    property var pending: null
    function runPending() {
        const action = systemWindow.pending
        systemWindow.pending = null
        if (action) action()
    }
    /// Runs `action` (which replaces or closes the system) at once when nothing is unsaved; else
    /// asks first: Save, Discard or Cancel.
    function proceed(action: var) {
        if (!systemWindow.document.modified) return action()
        systemWindow.pending = action
        unsavedDialog.open()
    }
    function save() {
        if (systemWindow.document.filePath === "") files.saveSystemAs()
        else systemWindow.document.save()
    }
    function saveAs() { files.saveSystemAs() }
    function openFile() { systemWindow.proceed(() => files.openSystem()) }
    function openPath(path: string) { systemWindow.proceed(() => systemWindow.document.openFile(path)) }
    function closeSystem() { systemWindow.proceed(() => systemWindow.document.closeDocument()) }

    onClosing: close => {
        if (systemWindow.document.modified && !systemWindow.closeConfirmed) {
            close.accepted = false
            systemWindow.proceed(() => systemWindow.document.closeDocument())
        } else {
            systemWindow.services.systemAutosave.removeOwnFile()
            systemWindow.document.closeDocument()
        }
    }
    Connections {
        target: systemWindow.document
        function onDocumentChanged() {
            systemWindow.closeConfirmed = false
            systemWindow.entry = ""
            editor.focusedField = ""
            if (!systemWindow.document.loaded) {
                systemWindow.hide()
            } else if (!systemWindow.visible) {
                systemWindow.show()
                systemWindow.raise()
                systemWindow.requestActivate()
            }
        }
        // The main window tells why a system did not open while this one is hidden.
        function onErrorStringChanged() {
            if (systemWindow.visible && systemWindow.document.errorString !== "") messageDialog.open()
        }
    }

    Shortcut { sequences: StandardKeys.save; onActivated: systemWindow.save() }
    Shortcut { sequences: StandardKeys.saveAs; onActivated: systemWindow.saveAs() }
    Shortcut { sequences: StandardKeys.close; onActivated: systemWindow.close() }
    Shortcut { sequences: StandardKeys.undo; enabled: systemWindow.document.history.canUndo; onActivated: systemWindow.document.history.undo() }
    Shortcut { sequences: StandardKeys.redo; enabled: systemWindow.document.history.canRedo; onActivated: systemWindow.document.history.redo() }

    menuBar: MenuBar {
        StudioMenu {
            title: qsTr("&File")
            MenuItem { objectName: "forkSystemItem"; text: qsTr("New system from…"); onTriggered: systemWindow.proceed(() => forkHere.open()) }
            MenuItem { objectName: "openSystemItem"; text: qsTr("Open game system…"); onTriggered: systemWindow.openFile() }
            MenuSeparator {}
            KeyedMenuItem { objectName: "saveSystemItem"; text: qsTr("Save"); keys: StandardKeys.save; onTriggered: systemWindow.save() }
            KeyedMenuItem { text: qsTr("Save as…"); keys: StandardKeys.saveAs; onTriggered: systemWindow.saveAs() }
            MenuSeparator {}
            KeyedMenuItem { text: qsTr("Close"); keys: StandardKeys.close; onTriggered: systemWindow.close() }
        }
        StudioMenu {
            title: qsTr("&Edit")
            KeyedMenuItem {
                text: systemWindow.document.history.canUndo ? qsTr("Undo %1").arg(systemWindow.document.history.undoText) : qsTr("Undo")
                keys: StandardKeys.undo
                enabled: systemWindow.document.history.canUndo
                onTriggered: systemWindow.document.history.undo()
            }
            KeyedMenuItem {
                text: systemWindow.document.history.canRedo ? qsTr("Redo %1").arg(systemWindow.document.history.redoText) : qsTr("Redo")
                keys: StandardKeys.redo
                enabled: systemWindow.document.history.canRedo
                onTriggered: systemWindow.document.history.redo()
            }
        }
        StudioMenu {
            title: qsTr("&Battle")
            MenuItem {
                objectName: "tryWithBattleItem"
                text: qsTr("Try with the open battle")
                enabled: systemWindow.battle.loaded && systemWindow.document.diagnostics.errorCount === 0 && !BalanceRunner.running
                onTriggered: systemWindow.tryWithBattle()
            }
            MenuItem {
                objectName: "bindCopyItem"
                text: qsTr("Bind a copy of the battle…")
                enabled: systemWindow.battle.loaded && systemWindow.document.diagnostics.errorCount === 0
                onTriggered: bindDialog.open()
            }
        }
    }

    header: ToolBar {
        RowLayout {
            anchors.fill: parent
            anchors.leftMargin: 12
            anchors.rightMargin: 12
            spacing: 12
            PlainText {
                objectName: "systemHeadline"
                Layout.fillWidth: true
                elide: Text.ElideRight
                color: Theme.text
                font.pixelSize: 13
                text: systemWindow.document.basedOn !== ""
                      ? qsTr("%1 · id %2 · forked from %3 · %n change(s)", "", systemWindow.changes.length)
                            .arg(systemWindow.document.title).arg(systemWindow.document.systemId).arg(systemWindow.document.basedOnName)
                      : qsTr("%1 · id %2").arg(systemWindow.document.title).arg(systemWindow.document.systemId)
            }
            Button {
                objectName: "tryWithBattle"
                text: qsTr("Try with %1").arg(systemWindow.battle.title)
                visible: systemWindow.battle.loaded
                enabled: systemWindow.document.diagnostics.errorCount === 0 && !BalanceRunner.running
                ToolTip.visible: hovered
                ToolTip.text: qsTr("Play the battle under this system and under its own on the same games (the Balance tab)")
                font.pixelSize: 12
                onClicked: systemWindow.tryWithBattle()
            }
            PlainText {
                text: systemWindow.document.diagnostics.errorCount > 0
                      ? qsTr("%n error(s)", "", systemWindow.document.diagnostics.errorCount)
                      : "✓ " + qsTr("The engine accepts this system")
                color: systemWindow.document.diagnostics.errorCount > 0 ? Theme.error : Theme.ok
                font.pixelSize: 12
            }
        }
    }

    ColumnLayout {
        anchors.fill: parent
        spacing: 0

        TabBar {
            id: tabs
            objectName: "systemTables"
            Layout.fillWidth: true
            // The tabs are made after the table is set: follow it once they are there.
            onCountChanged: systemWindow.syncTab()
            Repeater {
                model: systemWindow.tables
                delegate: TabButton {
                    id: tab
                    required property var modelData
                    objectName: "table-" + tab.modelData.name
                    text: tab.modelData.name === "system" ? tab.modelData.title : qsTr("%1 (%2)").arg(tab.modelData.title).arg(tab.modelData.count)
                    onClicked: { systemWindow.table = tab.modelData.name; systemWindow.entry = "" }
                }
            }
        }

        RowLayout {
            Layout.fillWidth: true
            Layout.fillHeight: true
            spacing: 0

            ListView {   // the table's entries: name, what holds it, changes and problems
                id: entryList
                objectName: "systemEntries"
                Accessible.name: qsTr("Entries")
                Layout.preferredWidth: 280
                Layout.fillHeight: true
                clip: true
                model: systemWindow.entries
                delegate: Rectangle {
                    id: entryRow
                    required property var modelData
                    readonly property bool chosen: entryRow.modelData.pointer === systemWindow.shownEntry
                    objectName: "entry-" + entryRow.modelData.name
                    width: ListView.view.width
                    implicitHeight: entryColumn.implicitHeight + 10
                    color: entryRow.chosen ? Theme.selectionFill : entryHover.hovered ? Qt.rgba(0, 0, 0, 0.04) : "transparent"
                    ColumnLayout {
                        id: entryColumn
                        x: 10
                        y: 5
                        width: entryRow.width - 20
                        spacing: 1
                        RowLayout {
                            Layout.fillWidth: true
                            PlainText {
                                Layout.fillWidth: true
                                text: entryRow.modelData.name
                                elide: Text.ElideRight
                                color: Theme.text
                                font.pixelSize: 13
                                font.bold: entryRow.chosen
                            }
                            PlainText {
                                objectName: "entryChanges"
                                visible: entryRow.modelData.changed > 0 || entryRow.modelData.added
                                text: entryRow.modelData.added ? qsTr("new") : qsTr("%n changed", "", entryRow.modelData.changed)
                                color: Theme.warning
                                font.pixelSize: 11
                                font.bold: true
                            }
                            PlainText {
                                visible: entryRow.modelData.problems > 0
                                text: "⚠ " + entryRow.modelData.problems
                                color: Theme.error
                                font.pixelSize: 11
                            }
                        }
                        PlainText {
                            Layout.fillWidth: true
                            visible: text !== ""
                            text: entryRow.modelData.group !== "" ? entryRow.modelData.group + " · " + entryRow.modelData.source : entryRow.modelData.source
                            elide: Text.ElideRight
                            color: Theme.textMuted
                            font.pixelSize: 10
                            font.italic: entryRow.modelData.sourceKind !== "booklet"
                        }
                    }
                    HoverHandler { id: entryHover }
                    TapHandler { onTapped: { systemWindow.entry = entryRow.modelData.pointer; editor.focusedField = "" } }
                }
            }
            Rectangle { Layout.preferredWidth: 1; Layout.fillHeight: true; color: Theme.panelBorder }

            ScrollView {   // the chosen entry's form, from the field table
                id: formView
                objectName: "systemForm"
                Layout.fillWidth: true
                Layout.fillHeight: true
                contentWidth: availableWidth
                clip: true
                ColumnLayout {
                    width: formView.availableWidth - 24
                    x: 12
                    spacing: 8
                    Item { Layout.preferredHeight: 4 }
                    Repeater {   // by count: an edit keeps the fields, so typing keeps its focus
                        model: systemWindow.form.length
                        delegate: SystemField {
                            id: fieldItem
                            required property int index
                            spec: systemWindow.form[fieldItem.index] ?? ({})
                            focusedField: editor.focusedField
                            onChanged: (pointer, value) => editor.setValue(pointer, value)
                            onRevealRequested: item => {
                                const y = item.mapToItem(formView.contentItem, 0, 0).y
                                formView.ScrollBar.vertical.position = Math.max(0, Math.min(1 - formView.ScrollBar.vertical.size,
                                                                                               (y - 20) / Math.max(1, formView.contentHeight)))
                            }
                        }
                    }
                    Item { Layout.preferredHeight: 8 }
                }
            }
        }

        Rectangle { Layout.fillWidth: true; Layout.preferredHeight: 1; color: Theme.panelBorder }
        TabBar {
            id: lowerTabs
            Layout.fillWidth: true
            TabButton { objectName: "problemsTab"; text: qsTr("Problems (%1)").arg(systemWindow.document.diagnostics.count) }
            TabButton {
                objectName: "changesTab"
                text: qsTr("Changes from %1 (%2)").arg(systemWindow.document.basedOnName || qsTr("the original")).arg(systemWindow.changes.length)
            }
        }
        StackLayout {
            Layout.fillWidth: true
            Layout.preferredHeight: 170
            currentIndex: lowerTabs.currentIndex
            ColumnLayout {
                PlainText {
                    Layout.fillWidth: true
                    Layout.margins: 8
                    visible: systemWindow.document.diagnostics.count === 0
                    text: "✓ " + qsTr("No problems found: the engine accepts this game system.")
                    color: Theme.ok
                    font.pixelSize: 12
                }
                ListView {   // the engine's findings; a click shows the field
                    objectName: "systemProblems"
                    Accessible.name: qsTr("Problems")
                    Layout.fillWidth: true
                    Layout.fillHeight: true
                    clip: true
                    spacing: 2
                    model: systemWindow.document.diagnostics
                    delegate: DiagnosticRow {
                        width: ListView.view.width
                        choosesAnyField: true
                        onFieldChosen: pointer => systemWindow.reveal(pointer)
                    }
                }
            }
            ListView {   // the engine's words for each change from the built-in system
                objectName: "systemChanges"
                Accessible.name: qsTr("Changes")
                clip: true
                model: systemWindow.changes
                delegate: ItemDelegate {
                    id: changeRow
                    required property var modelData
                    width: ListView.view.width
                    contentItem: PlainText {
                        text: changeRow.modelData.text
                        elide: Text.ElideRight
                        color: Theme.text
                        font.pixelSize: 12
                    }
                    onClicked: systemWindow.reveal(changeRow.modelData.pointer)
                }
            }
        }
    }

    /// File ▸ New system from… in this window: the question over it, not over the battle's.
    ForkSystemDialog {
        id: forkHere
        document: systemWindow.document
    }
    Dialog {
        id: unsavedDialog
        objectName: "systemUnsavedDialog"
        anchors.centerIn: Overlay.overlay
        modal: true
        title: qsTr("Save changes to “%1”?").arg(systemWindow.document.title)
        PlainLabel { text: qsTr("Your changes will be lost if you don’t save them.") }
        standardButtons: Dialog.Save | Dialog.Discard | Dialog.Cancel
        onAccepted: {
            if (systemWindow.document.filePath === "") files.saveSystemAs()   // then the action, once saved
            else if (systemWindow.document.save()) systemWindow.runPending()
            else systemWindow.pending = null
        }
        onDiscarded: {
            unsavedDialog.close()
            systemWindow.services.systemAutosave.removeOwnFile()
            systemWindow.runPending()
        }
        onRejected: systemWindow.pending = null
    }
    Dialog {
        id: messageDialog
        objectName: "systemMessageDialog"
        anchors.centerIn: Overlay.overlay
        modal: true
        title: qsTr("Tricorne Studio")
        PlainLabel { id: messageText; text: systemWindow.document.errorString }
        standardButtons: Dialog.Ok
        onClosed: {
            systemWindow.document.clearError()
            messageText.text = Qt.binding(() => systemWindow.document.errorString)
        }
    }
    /// Battle ▸ Bind a copy of the battle…: where the copy keeps the system, then its file.
    Dialog {
        id: bindDialog
        objectName: "bindCopyDialog"
        anchors.centerIn: Overlay.overlay
        modal: true
        title: qsTr("Bind a copy of the battle")
        /// The copy names the system's file instead of keeping it inside.
        readonly property bool sidecar: besideButton.checked
        readonly property bool canName: systemWindow.document.filePath !== "" && !systemWindow.document.modified
        ColumnLayout {
            spacing: 6
            PlainLabel {
                Layout.maximumWidth: 460
                text: qsTr("Saves a copy of “%1”, unsaved edits included, that plays under “%2”. The battle you are editing stays as it is.")
                          .arg(systemWindow.battle.title).arg(systemWindow.document.title)
                wrapMode: Text.Wrap
            }
            RadioButton {
                id: insideButton
                objectName: "bindEmbedded"
                checked: true
                text: qsTr("Keep the system inside the battle's file (one file to share)")
            }
            RadioButton {
                id: besideButton
                objectName: "bindSidecar"
                enabled: bindDialog.canName
                text: bindDialog.canName ? qsTr("Name this system's file, %1, beside it").arg(systemWindow.document.fileName)
                                         : qsTr("Name this system's file beside it (save the system first)")
            }
        }
        standardButtons: Dialog.Save | Dialog.Cancel
        onAboutToShow: if (!bindDialog.canName) insideButton.checked = true
        onAccepted: files.saveBoundCopy()
    }
    /// A bound copy was written: open it?
    Dialog {
        id: boundDialog
        objectName: "boundCopyDialog"
        anchors.centerIn: Overlay.overlay
        modal: true
        property string path: ""
        title: qsTr("Copy saved")
        PlainLabel {
            text: qsTr("“%1” plays under “%2”. Open it in the main window?").arg(boundDialog.path.split("/").pop()).arg(systemWindow.document.title)
        }
        standardButtons: Dialog.Open | Dialog.Close
        onAccepted: systemWindow.openBattleRequested(boundDialog.path)
    }
    Connections {
        target: systemWindow.document
        function onBoundCopyWritten(path: string) {
            boundDialog.path = path
            boundDialog.open()
        }
    }
}
