pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Tricorne.Studio

// Objectives and special rules, each editable and removable. New objectives go on the
// selected hex (or with the Objective tool on the board).
ScrollView {
    id: rules

    required property ScenarioEditor editor
    property int selectedCol: -1
    property int selectedRow: -1
    signal hexChosen(int col, int row)

    contentWidth: availableWidth
    clip: true

    ColumnLayout {
        width: rules.availableWidth
        spacing: 6

        RowLayout {
            Layout.fillWidth: true
            Text { Layout.fillWidth: true; text: qsTr("Objectives"); color: Theme.text; font.pixelSize: 14; font.bold: true }
            Button {
                objectName: "addObjective"
                text: qsTr("Add on %1").arg(rules.selectedCol >= 0 ? rules.selectedCol + "," + rules.selectedRow : qsTr("a hex"))
                enabled: rules.selectedCol >= 0
                onClicked: rules.editor.addObjective(rules.selectedCol, rules.selectedRow)
            }
        }
        Text {
            Layout.fillWidth: true
            visible: rules.editor.objectives.length === 0
            text: qsTr("None. Select a hex and add one, or use the Objective tool.")
            wrapMode: Text.Wrap
            color: Theme.textMuted
            font.pixelSize: 11
        }
        Repeater {   // by count: an edit keeps the cards, so typing keeps its field and focus
            model: rules.editor.objectives.length
            delegate: ObjectiveCard {
                Layout.fillWidth: true
                editor: rules.editor
                onHexChosen: (col, row) => rules.hexChosen(col, row)
            }
        }

        Rectangle { Layout.fillWidth: true; Layout.topMargin: 6; implicitHeight: 1; color: Theme.panelBorder }
        Text { text: qsTr("Special rules"); color: Theme.text; font.pixelSize: 14; font.bold: true }
        RowLayout {
            Layout.fillWidth: true
            Button { objectName: "addTextRule"; text: qsTr("Add text rule"); onClicked: rules.editor.addSpecialRule("text") }
            Button { text: qsTr("Add opening cannonade"); onClicked: rules.editor.addSpecialRule("opening-cannonade") }
        }
        Repeater {
            model: rules.editor.specialRules.length
            delegate: RuleCard {
                Layout.fillWidth: true
                editor: rules.editor
            }
        }
    }
}
