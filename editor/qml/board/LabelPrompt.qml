import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Tricorne.Studio

// The Labels tool's question when a hex without a label is clicked: the place name to put
// there. Enter adds it (one undo step, through LabelEditor), Escape or Cancel adds nothing.
Popup {
    id: prompt
    objectName: "labelPrompt"

    /// The hex the label will be anchored at.
    property int col: -1
    property int row: -1
    signal accepted(int col, int row, string text)

    /// Asks for the name of a place at hex (col,row).
    function ask(col: int, row: int) {
        prompt.col = col
        prompt.row = row
        field.text = ""
        prompt.open()
        field.forceActiveFocus()
    }
    function accept() {
        if (field.text.trim() === "") return
        prompt.accepted(prompt.col, prompt.row, field.text)
        prompt.close()
    }

    modal: true
    focus: true
    padding: 12
    background: Rectangle { color: Theme.panel; border.color: Theme.panelBorder; radius: 4 }

    ColumnLayout {
        spacing: 8
        PlainLabel {
            text: qsTr("Name of the place at hex %1,%2:").arg(prompt.col).arg(prompt.row)
            color: Theme.text
        }
        TextField {
            id: field
            objectName: "labelPromptText"
            Layout.preferredWidth: 260
            maximumLength: 80   // the file format's bound (LabelEditor::kMaxTextLength)
            placeholderText: qsTr("e.g. Breed's Hill")
            onAccepted: prompt.accept()
        }
        RowLayout {
            Layout.alignment: Qt.AlignRight
            Button { text: qsTr("Cancel"); onClicked: prompt.close() }
            Button {
                objectName: "labelPromptAdd"
                text: qsTr("Add label")
                enabled: field.text.trim() !== ""
                highlighted: true
                onClicked: prompt.accept()
            }
        }
    }
}
