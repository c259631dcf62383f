import QtQuick
import QtQuick.Controls
import QtQuick.Dialogs
import Tricorne.Studio

// The file dialogs and the questions the studio asks about the document: unsaved changes on
// close, a recovery file from a crash, the file changed on disk by another program.
Item {
    id: dialogs

    required property ScenarioDocument document
    signal closeApproved()

    property bool closingAfterSave: false

    function openUrl(url: url) { dialogs.document.open(url) }
    function open() { openDialog.open() }
    function saveAs() { saveDialog.open() }
    function save() {
        if (dialogs.document.filePath === "") saveDialog.open()
        else dialogs.document.save()
    }
    function exportFile() { exportDialog.open() }
    function askToClose() { closeDialog.open() }

    readonly property var nameFilters: [qsTr("Tricorne scenarios (*.tricorne.json)"), qsTr("All files (*)")]

    FileDialog {
        id: openDialog
        title: qsTr("Open scenario")
        nameFilters: dialogs.nameFilters
        onAccepted: dialogs.document.open(selectedFile)
    }
    FileDialog {
        id: saveDialog
        title: qsTr("Save scenario as")
        fileMode: FileDialog.SaveFile
        defaultSuffix: "tricorne.json"
        nameFilters: dialogs.nameFilters
        onAccepted: {
            if (dialogs.document.saveAsUrl(selectedFile) && dialogs.closingAfterSave) dialogs.closeApproved()
            dialogs.closingAfterSave = false
        }
        onRejected: dialogs.closingAfterSave = false
    }
    FileDialog {
        id: exportDialog
        title: qsTr("Export scenario")
        fileMode: FileDialog.SaveFile
        defaultSuffix: "tricorne.json"
        nameFilters: dialogs.nameFilters
        onAccepted: dialogs.document.exportToUrl(selectedFile)
    }

    Dialog {
        id: closeDialog
        anchors.centerIn: Overlay.overlay
        modal: true
        title: qsTr("Save changes to “%1”?").arg(dialogs.document.title)
        Label { text: qsTr("Your changes will be lost if you don’t save them.") }
        standardButtons: Dialog.Save | Dialog.Discard | Dialog.Cancel
        onAccepted: {
            if (dialogs.document.filePath === "") {
                dialogs.closingAfterSave = true
                saveDialog.open()
            } else if (dialogs.document.save()) {
                dialogs.closeApproved()
            }
        }
        onDiscarded: {
            closeDialog.close()
            dialogs.closeApproved()
        }
    }

    Dialog {
        id: recoveryDialog
        anchors.centerIn: Overlay.overlay
        modal: true
        visible: dialogs.document.autosave.hasRecovery
        title: qsTr("Restore unsaved changes?")
        Label {
            text: qsTr("Tricorne Studio closed without saving changes to %1.\nRestore them?").arg(dialogs.document.autosave.recoveredName)
        }
        standardButtons: Dialog.Yes | Dialog.No
        onAccepted: dialogs.document.autosave.restore()
        onRejected: dialogs.document.autosave.discard()
    }

    Dialog {
        id: changedDialog
        anchors.centerIn: Overlay.overlay
        modal: true
        visible: dialogs.document.changedOnDisk
        title: qsTr("“%1” changed on disk").arg(dialogs.document.fileName)
        Label { text: qsTr("Another program changed the file. Reload it? Your edits would be lost.\nChoose No to keep your version.") }
        standardButtons: Dialog.Yes | Dialog.No
        onAccepted: dialogs.document.reloadFromDisk()
        onRejected: dialogs.document.keepLocalVersion()
    }
}
