pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Tricorne.Studio

// The list beside the board while a comparison is shown (File ▸ Compare with…): what changed
// from the other version to the document, in the engine's words; a click shows the entry on
// the board; Close comparison (or Escape) goes back to editing.
Rectangle {
    id: panel

    required property ComparisonModel comparison
    /// The entry chosen (its index), -1 for none.
    property int chosen: -1
    signal entryChosen(int index, int col, int row)

    color: Theme.panel

    Rectangle {
        width: 1
        height: parent.height
        color: Theme.panelBorder
    }

    ColumnLayout {
        anchors.fill: parent
        anchors.margins: 16
        anchors.leftMargin: 17
        spacing: 8

        PlainText {
            Layout.fillWidth: true
            text: qsTr("Compared with %1").arg(panel.comparison.title)
            wrapMode: Text.Wrap
            color: Theme.text
            font.pixelSize: 16
            font.bold: true
        }
        PlainText {
            objectName: "compareSummary"
            Layout.fillWidth: true
            text: panel.comparison.count === 0 ? qsTr("No differences: the two versions are the same.")
                                               : qsTr("%n change(s) from that version to this one.", "", panel.comparison.count)
            wrapMode: Text.Wrap
            color: Theme.textMuted
            font.pixelSize: 12
        }
        Flow {   // the key to the board's marks
            Layout.fillWidth: true
            spacing: 10
            Repeater {
                model: [{look: "added", name: qsTr("added")}, {look: "removed", name: qsTr("removed")},
                        {look: "moved", name: qsTr("moved")}, {look: "changed", name: qsTr("changed")}]
                delegate: Row {
                    id: key
                    required property var modelData
                    spacing: 4
                    Rectangle {
                        width: 10; height: 10; radius: 2
                        anchors.verticalCenter: parent.verticalCenter
                        color: key.modelData.look === "added" ? Theme.ok : key.modelData.look === "removed" ? Theme.error
                             : key.modelData.look === "moved" ? Theme.cursor : Theme.warning
                    }
                    PlainText { text: key.modelData.name; color: Theme.textMuted; font.pixelSize: 11 }
                }
            }
        }
        ListView {
            objectName: "compareList"
            Accessible.name: qsTr("Changes")
            Layout.fillWidth: true
            Layout.fillHeight: true
            clip: true
            spacing: 2
            model: panel.comparison
            delegate: Rectangle {
                id: entry
                required property int index
                required property string look
                required property string text
                required property int col
                required property int row
                width: ListView.view.width
                implicitHeight: words.implicitHeight + 8
                radius: 3
                color: entry.index === panel.chosen ? Theme.selectionFill : entryMouse.containsMouse ? Qt.lighter(Theme.selectionFill, 1.05) : "transparent"
                Rectangle {
                    x: 4
                    y: 8
                    width: 8; height: 8; radius: 2
                    color: entry.look === "added" ? Theme.ok : entry.look === "removed" ? Theme.error
                         : entry.look === "moved" ? Theme.cursor : Theme.warning
                }
                PlainText {
                    id: words
                    objectName: "compareEntry"
                    x: 18
                    y: 4
                    width: entry.width - 22
                    text: entry.text
                    wrapMode: Text.Wrap
                    color: Theme.text
                    font.pixelSize: 12
                }
                MouseArea {
                    id: entryMouse
                    anchors.fill: parent
                    hoverEnabled: true
                    cursorShape: Qt.PointingHandCursor
                    onClicked: {
                        panel.chosen = entry.index
                        panel.entryChosen(entry.index, entry.col, entry.row)
                    }
                }
            }
        }
        Button {
            objectName: "closeComparison"
            Layout.fillWidth: true
            text: qsTr("Close comparison")
            onClicked: panel.comparison.close()
        }
    }
}
