pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Layouts
import Tricorne.Studio

// What the scenario takes out of the box: units per type, leaders, terrain tiles, hex-side
// features and Chief markers, each against what the boxed game holds (RosterModel, from the
// engine); a row the box cannot supply is shown in the warning colour.
ColumnLayout {
    id: roster

    required property ScenarioDocument document

    spacing: 6

    readonly property RosterModel rosterModel: roster.document.roster

    PlainText {
        Layout.fillWidth: true
        text: roster.rosterModel.overCount === 0 ? qsTr("Everything fits in the box.")
                                          : qsTr("%1 lines need more than the box holds.").arg(roster.rosterModel.overCount)
        wrapMode: Text.Wrap
        color: roster.rosterModel.overCount === 0 ? Theme.ok : Theme.warning
        font.pixelSize: 12
    }
    ListView {
        Accessible.name: qsTr("Roster")
        objectName: "rosterList"
        Layout.fillWidth: true
        Layout.fillHeight: true
        clip: true
        model: roster.rosterModel
        delegate: ColumnLayout {
            id: line
            required property string section
            required property bool firstInSection
            required property string name
            required property int used
            required property int available
            required property bool over
            required property string colour
            required property string note
            width: ListView.view.width
            spacing: 0
            PlainText {
                visible: line.firstInSection
                topPadding: 8
                bottomPadding: 2
                text: line.section
                color: Theme.text
                font.pixelSize: 13
                font.bold: true
            }
            RowLayout {
                Layout.fillWidth: true
                Layout.preferredHeight: Math.max(22, rowName.implicitHeight)
                spacing: 6
                Rectangle {
                    implicitWidth: 10
                    implicitHeight: 10
                    radius: 2
                    color: line.colour !== "" ? line.colour : Theme.forestGround
                    border.color: Theme.panelBorder
                }
                PlainText {   // wraps in a narrow panel: every name is read whole
                    id: rowName
                    Layout.fillWidth: true
                    text: line.name
                    wrapMode: Text.Wrap
                    color: line.over ? Theme.warning : Theme.text
                    font.pixelSize: 12
                    font.bold: line.over
                }
                PlainText {
                    visible: line.note !== ""
                    text: line.note
                    color: Theme.textMuted
                    font.pixelSize: 11
                }
                PlainText {
                    text: line.available < 0 ? line.used : line.used + " / " + line.available
                    color: line.over ? Theme.warning : Theme.textMuted
                    font.pixelSize: 12
                    font.bold: line.over
                }
            }
        }
    }
}
