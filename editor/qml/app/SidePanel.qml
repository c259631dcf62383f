pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Tricorne.Studio

// The panel beside the board: what the scenario is, then tabs: what the engine found wrong
// with it, the battle notes, objectives and special rules, the roster against the box, and
// the undo history.
Rectangle {
    id: panel

    required property ScenarioDocument document
    required property ScenarioEditor editor

    property int selectedCol: -1
    property int selectedRow: -1

    signal hexChosen(int col, int row)

    readonly property int shownReasons: 4

    color: Theme.panel

    Rectangle {
        width: 1
        height: parent.height
        color: Theme.panelBorder
    }

    ColumnLayout {
        id: column
        anchors.fill: parent
        anchors.margins: 16
        anchors.leftMargin: 17
        spacing: 10

        Text {
            Layout.fillWidth: true
            text: panel.document.loaded ? panel.document.title : qsTr("No scenario open")
            wrapMode: Text.Wrap
            color: Theme.text
            font.pixelSize: 22
            font.bold: true
        }
        Text {
            Layout.fillWidth: true
            visible: panel.document.loaded
            text: panel.document.date + (panel.document.date !== "" ? "\n" : "") + panel.document.systemName
            wrapMode: Text.Wrap
            color: Theme.textMuted
            font.pixelSize: 12
        }
        Text {
            Layout.fillWidth: true
            visible: !panel.document.loaded
            text: qsTr("Open a scenario with File ▸ Open or from the command line, or drop a *.tricorne.json file here.")
            wrapMode: Text.Wrap
            color: Theme.textMuted
            font.pixelSize: 12
        }

        Rectangle {   // the last open failed: say so, and why
            Layout.fillWidth: true
            visible: panel.document.errorString !== ""
            implicitHeight: failure.implicitHeight + 16
            radius: 4
            color: "#fbe9e7"
            border.color: Theme.error

            ColumnLayout {
                id: failure
                x: 8
                y: 8
                width: parent.width - 16
                spacing: 4
                RowLayout {
                    Layout.fillWidth: true
                    Text {
                        Layout.fillWidth: true
                        text: panel.document.errorString
                        wrapMode: Text.Wrap
                        color: Theme.error
                        font.pixelSize: 12
                        font.bold: true
                    }
                    Text {   // dismiss
                        Layout.fillHeight: true
                        verticalAlignment: Text.AlignTop
                        text: "✕"
                        color: Theme.textMuted
                        font.pixelSize: 13
                        TapHandler { onTapped: panel.document.clearError() }
                    }
                }
                Repeater {   // the first few reasons; the engine lists every one
                    model: panel.document.openErrors
                    delegate: Text {
                        id: reason
                        required property int index
                        required property string pointer
                        required property string message
                        Layout.fillWidth: true
                        visible: reason.index < panel.shownReasons
                        text: (reason.pointer !== "" ? reason.pointer + ": " : "") + reason.message
                        wrapMode: Text.Wrap
                        color: Theme.text
                        font.pixelSize: 11
                    }
                }
                Text {
                    visible: panel.document.openErrors.count > panel.shownReasons
                    text: qsTr("… and %1 more").arg(panel.document.openErrors.count - panel.shownReasons)
                    color: Theme.textMuted
                    font.pixelSize: 11
                }
            }
        }

        TabBar {
            id: tabs
            objectName: "sideTabs"
            Layout.fillWidth: true
            visible: panel.document.loaded
            // Each tab as wide as its label needs; the spare width shared out evenly. (From the
            // column's width, which the anchors fix: the bar's own width follows its tabs.)
            readonly property real spare: (column.width - problemsTab.implicitWidth - notesTab.implicitWidth - rulesTab.implicitWidth
                                           - rosterTab.implicitWidth - historyTab.implicitWidth - balanceTab.implicitWidth) / 6
            TabButton {
                id: problemsTab
                objectName: "tab-problems"
                text: panel.document.diagnostics.count > 0 ? qsTr("Problems (%1)").arg(panel.document.diagnostics.count) : qsTr("Problems")
                font.pixelSize: 12
                leftPadding: 6; rightPadding: 6
                width: implicitWidth + Math.max(0, tabs.spare)
            }
            TabButton { id: notesTab; objectName: "tab-notes"; text: qsTr("Notes"); font.pixelSize: 12; leftPadding: 6; rightPadding: 6; width: implicitWidth + Math.max(0, tabs.spare) }
            TabButton { id: rulesTab; objectName: "tab-rules"; text: qsTr("Rules"); font.pixelSize: 12; leftPadding: 6; rightPadding: 6; width: implicitWidth + Math.max(0, tabs.spare) }
            TabButton { id: rosterTab; objectName: "tab-roster"; text: qsTr("Roster"); font.pixelSize: 12; leftPadding: 6; rightPadding: 6; width: implicitWidth + Math.max(0, tabs.spare) }
            TabButton { id: historyTab; objectName: "tab-history"; text: qsTr("History"); font.pixelSize: 12; leftPadding: 6; rightPadding: 6; width: implicitWidth + Math.max(0, tabs.spare) }
            TabButton { id: balanceTab; objectName: "tab-balance"; text: qsTr("Balance"); font.pixelSize: 12; leftPadding: 6; rightPadding: 6; width: implicitWidth + Math.max(0, tabs.spare) }
        }

        SideTabs {
            Layout.fillWidth: true
            Layout.fillHeight: true
            visible: panel.document.loaded
            currentIndex: tabs.currentIndex
            document: panel.document
            editor: panel.editor
            selectedCol: panel.selectedCol
            selectedRow: panel.selectedRow
            onHexChosen: (col, row) => panel.hexChosen(col, row)
        }
        // The board shows the balance heat map while this tab is open.
        Binding { target: BalanceRunner; property: "shown"; value: panel.document.loaded && tabs.currentItem === balanceTab }
    }
}
