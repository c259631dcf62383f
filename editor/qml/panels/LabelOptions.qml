pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Tricorne.Studio

// The Labels tool's options in the tool panel: how to use it, then the chosen label's text
// and turn and a button to delete it, then every label of the map to choose from. Each change
// is one undo step (LabelEditor).
ColumnLayout {
    id: options

    required property ToolState tools
    required property LabelEditor labels

    readonly property var chosen: options.tools.label >= 0 && options.tools.label < options.labels.labels.length
                                  ? options.labels.labels[options.tools.label] : null
    spacing: 6

    PlainText {
        Layout.fillWidth: true
        wrapMode: Text.Wrap
        color: Theme.textMuted
        font.pixelSize: 11
        text: qsTr("Click a hex to add a place name there; click a label to choose it, drag it to move it.")
    }
    PlainLabel {
        visible: options.chosen !== null
        text: qsTr("Label at hex %1,%2").arg(options.chosen?.col ?? 0).arg(options.chosen?.row ?? 0)
        font.bold: true
        color: Theme.text
    }
    TextField {
        objectName: "labelText"
        Accessible.name: qsTr("Label text")
        visible: options.chosen !== null
        Layout.fillWidth: true
        maximumLength: 80
        text: options.chosen?.text ?? ""
        // Committed when the field is left or Enter pressed: one undo step per edit.
        onEditingFinished: if (options.chosen !== null) options.labels.setLabelText(options.tools.label, text)
    }
    RowLayout {
        visible: options.chosen !== null
        PlainLabel { text: qsTr("Turn (degrees)"); color: Theme.text }
        SpinBox {
            objectName: "labelRotation"
            Accessible.name: qsTr("Label rotation, in degrees")
            from: -180
            to: 180
            stepSize: 15
            editable: true
            value: options.chosen?.rotation ?? 0
            onValueModified: options.labels.setLabelRotation(options.tools.label, value)
        }
    }
    Button {
        objectName: "labelDelete"
        visible: options.chosen !== null
        text: qsTr("Delete label")
        onClicked: {
            options.labels.removeLabel(options.tools.label)
            options.tools.label = -1
        }
    }
    PlainLabel {
        visible: options.labels.labels.length > 0
        text: qsTr("Labels on the map")
        font.bold: true
        color: Theme.text
    }
    Repeater {
        model: options.labels.labels
        delegate: ItemDelegate {
            id: entry
            required property var modelData
            Layout.fillWidth: true
            highlighted: entry.modelData.index === options.tools.label
            text: qsTr("%1 (%2,%3)").arg(entry.modelData.text).arg(entry.modelData.col).arg(entry.modelData.row)
            onClicked: options.tools.label = entry.modelData.index
        }
    }
}
