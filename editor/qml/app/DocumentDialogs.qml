pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Tricorne.Studio

// The file dialogs (FileDialogs: QFileDialog, native where the platform has one) and the
// questions the studio asks about the document: unsaved changes on close, recovery files from
// a crash, the file changed on disk by another program.
Item {
    id: dialogs

    required property ScenarioDocument document
    required property StudioServices services
    signal closeApproved()
    /// File ▸ Export image: the designer chose where the picture goes.
    signal imageChosen(string path)
    /// File ▸ Export sheet: the designer chose where the scenario sheet goes.
    signal sheetChosen(string path)
    signal compareChosen(string path)
    /// View ▸ Reference picture…: the picture file chosen.
    signal referenceChosen(string path)
    /// File ▸ Open chose a game system: the system editor opens it (after its own question).
    signal systemFileChosen(string path)

    /// What to do once the unsaved changes are saved or discarded (proceed()); null when none.
    property var pending: null

    function openUrl(url: url) { dialogs.document.open(url) }
    function open() { files.open() }
    function saveAs() { files.saveAs() }
    function save() {
        if (dialogs.document.filePath === "") files.saveAs()
        else dialogs.document.save()
    }
    function exportFile() { files.exportFile() }
    function exportImage() { files.exportImage() }
    function exportSheet() { files.exportSheet() }
    function compareWith() { files.compareWith() }
    function chooseReference() { files.chooseReference() }
    /// Shows `message` (e.g. why an export or a print failed) until the designer closes it.
    function tell(message: string) {
        messageDialog.text = message
        messageDialog.open()
    }
    function askToClose() { dialogs.proceed(() => dialogs.closeApproved()) }
    /// Runs `action` (which replaces or closes the document) at once when nothing is unsaved;
    /// else asks first: Save (then the action, once saved), Discard (the action) or Cancel.
    function proceed(action: var) {
        if (!dialogs.document.modified) return action()
        dialogs.pending = action
        closeDialog.open()
    }
    function runPending() {
        const action = dialogs.pending
        dialogs.pending = null
        if (action) action()
    }

    FileDialogs {
        id: files
        objectName: "fileDialogs"
        document: dialogs.document
        onImageChosen: path => dialogs.imageChosen(path)
        onSheetChosen: path => dialogs.sheetChosen(path)
        onCompareChosen: path => dialogs.compareChosen(path)
        onReferenceChosen: path => dialogs.referenceChosen(path)
        onSystemFileChosen: path => dialogs.systemFileChosen(path)
        onSaveAsFinished: saved => {
            if (saved) dialogs.runPending()
            else dialogs.pending = null
        }
    }

    Dialog {
        id: messageDialog
        objectName: "messageDialog"
        property string text: ""
        anchors.centerIn: Overlay.overlay
        modal: true
        title: qsTr("Tricorne Studio")
        PlainLabel { text: messageDialog.text }
        standardButtons: Dialog.Ok
    }

    Dialog {
        id: closeDialog
        objectName: "unsavedDialog"
        anchors.centerIn: Overlay.overlay
        modal: true
        title: qsTr("Save changes to “%1”?").arg(dialogs.document.title)
        PlainLabel { text: qsTr("Your changes will be lost if you don’t save them.") }
        standardButtons: Dialog.Save | Dialog.Discard | Dialog.Cancel
        onAccepted: {
            if (dialogs.document.filePath === "") files.saveAs()   // then the action, once saved
            else if (dialogs.document.save()) dialogs.runPending()
            else dialogs.pending = null
        }
        onDiscarded: {
            closeDialog.close()
            dialogs.services.autosave.removeOwnFile()   // the designer threw these changes away
            dialogs.runPending()
        }
        onRejected: dialogs.pending = null
    }

    // One recovery file at a time, newest first; it asks again for the next one (discarded
    // or not). Enter restores.
    Dialog {
        id: recoveryDialog
        objectName: "recoveryDialog"
        anchors.centerIn: Overlay.overlay
        modal: true
        focus: true
        title: qsTr("Restore unsaved changes?")
        PlainLabel {
            focus: true
            text: (dialogs.services.autosave.recoveryCount > 1
                   ? qsTr("Tricorne Studio closed without saving changes to %1 (and %n more, offered next).\nRestore them?", "",
                          dialogs.services.autosave.recoveryCount - 1).arg(dialogs.services.autosave.recoveredName)
                   : qsTr("Tricorne Studio closed without saving changes to %1.\nRestore them?")
                         .arg(dialogs.services.autosave.recoveredName))
            Keys.onReturnPressed: recoveryDialog.accept()
            Keys.onEnterPressed: recoveryDialog.accept()
        }
        standardButtons: Dialog.Yes | Dialog.No
        onAccepted: dialogs.services.autosave.restore()
        onRejected: dialogs.services.autosave.discard()
        function offer() { if (dialogs.services.autosave.hasRecovery) recoveryDialog.open() }
        Component.onCompleted: offer()
        Connections {
            target: dialogs.services.autosave
            function onRecoveryChanged() { recoveryDialog.offer() }
        }
    }

    // Why the last open (or save) failed: the file named once, then every problem the engine
    // found with its place (a JSON pointer; a syntax error also gives its line and column),
    // scrolling when there are many. Centred like the studio's other questions; Return or
    // Enter closes it. Closing it forgets the error.
    Dialog {
        id: errorDialog
        objectName: "openErrorDialog"
        anchors.centerIn: Overlay.overlay
        width: Math.min(640, Overlay.overlay ? Overlay.overlay.width - 80 : 640)
        modal: true
        focus: true
        title: qsTr("Tricorne Studio")
        standardButtons: Dialog.Ok
        onClosed: dialogs.document.clearError()
        onOpened: reasons.forceActiveFocus()
        function offer() { if (dialogs.document.errorString !== "") errorDialog.open() }
        Component.onCompleted: offer()
        Connections {
            target: dialogs.document
            function onErrorStringChanged() { errorDialog.offer() }
        }

        ColumnLayout {
            width: parent.width
            spacing: 6
            PlainLabel {
                objectName: "openErrorHeadline"
                Layout.fillWidth: true
                text: dialogs.document.errorString
                wrapMode: Text.Wrap
                color: Theme.error
                font.bold: true
            }
            ListView {   // every reason the engine gives, each once
                id: reasons
                objectName: "openErrorReasons"
                Layout.fillWidth: true
                Layout.preferredHeight: Math.min(contentHeight, Overlay.overlay ? Overlay.overlay.height * 0.5 : 300)
                clip: true
                spacing: 4
                focus: true
                boundsBehavior: Flickable.StopAtBounds
                ScrollBar.vertical: ScrollBar { policy: reasons.contentHeight > reasons.height ? ScrollBar.AlwaysOn : ScrollBar.AsNeeded }
                Keys.onReturnPressed: errorDialog.accept()
                Keys.onEnterPressed: errorDialog.accept()
                model: dialogs.document.openErrors
                delegate: PlainLabel {
                    id: reason
                    objectName: "openErrorReason"
                    required property string pointer
                    required property string message
                    width: ListView.view.width - 12
                    // The place first: the JSON pointer, or the whole file when the engine names none.
                    text: (reason.pointer !== "" ? reason.pointer : qsTr("the whole file")) + ": " + reason.message
                    wrapMode: Text.Wrap
                }
            }
        }
    }

    Dialog {
        id: changedDialog
        anchors.centerIn: Overlay.overlay
        modal: true
        visible: dialogs.services.watcher.changedOnDisk
        title: qsTr("“%1” changed on disk").arg(dialogs.document.fileName)
        PlainLabel { text: qsTr("Another program changed the file. Reload it? Your edits would be lost.\nChoose No to keep your version.") }
        standardButtons: Dialog.Yes | Dialog.No
        onAccepted: dialogs.services.watcher.reloadFromDisk()
        onRejected: dialogs.services.watcher.keepLocalVersion()
    }
}
