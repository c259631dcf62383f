pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Tricorne.Studio

// File ▸ New system from…: which built-in game system to start from, and the new system's name
// and id. The built-in is never edited: the system editor gets a copy (SystemDocument.fork).
// The id follows the name until the designer types one; an id a built-in system already has is
// the engine's to refuse, in the system's problems.
Dialog {
    id: dialog

    required property SystemDocument document
    /// The fork was made: the system editor shows it.
    signal forked()

    readonly property var builtins: dialog.document.builtins()
    property bool idTyped: false

    objectName: "forkSystemDialog"
    title: qsTr("New game system from a built-in one")
    modal: true
    anchors.centerIn: Overlay.overlay
    standardButtons: Dialog.Ok | Dialog.Cancel
    onOpened: {
        dialog.idTyped = false
        nameField.text = qsTr("%1 (house rules)").arg(dialog.builtins[baseBox.currentIndex]?.name ?? "")
        nameField.forceActiveFocus()
        nameField.selectAll()
    }
    onAccepted: {
        if (dialog.document.fork(dialog.builtins[baseBox.currentIndex].id, nameField.text, idField.text)) dialog.forked()
    }

    ColumnLayout {
        spacing: 6
        FieldLabel { text: qsTr("Start from") }
        ComboBox {
            id: baseBox
            objectName: "forkBase"
            Accessible.name: qsTr("Start from")
            Layout.preferredWidth: 360
            model: dialog.builtins.map(b => b.name)
            onActivated: if (!dialog.idTyped) nameField.text = qsTr("%1 (house rules)").arg(dialog.builtins[baseBox.currentIndex].name)
        }
        FieldLabel { text: qsTr("Name") }
        TextField {
            id: nameField
            objectName: "forkName"
            Accessible.name: qsTr("Name")
            Layout.fillWidth: true
            onTextChanged: if (!dialog.idTyped) idField.text = dialog.document.idFor(nameField.text)
        }
        FieldLabel { text: qsTr("Id (scenarios name the system by it)") }
        TextField {
            id: idField
            objectName: "forkId"
            Accessible.name: qsTr("Id")
            Layout.fillWidth: true
            validator: RegularExpressionValidator { regularExpression: /[a-z0-9][a-z0-9-]{0,47}/ }
            onTextEdited: dialog.idTyped = true
        }
        PlainText {
            Layout.preferredWidth: 360
            text: qsTr("The built-in system stays as it is: you edit a copy, saved as a file of its own.")
            wrapMode: Text.Wrap
            color: Theme.textMuted
            font.pixelSize: 11
        }
    }
}
