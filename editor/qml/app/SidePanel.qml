pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Tricorne.Studio

// The panel beside the board: what the scenario is, then tabs: what the engine found wrong
// with it, the battle notes, objectives and special rules, the roster against the box, and
// the undo history, who holds what at the start.
Rectangle {
    id: panel

    required property ScenarioDocument document
    required property ScenarioEditor editor
    required property HoldsModel holds

    property int selectedCol: -1
    property int selectedRow: -1

    /// The Holds tab is open: who holds what follows the edits (StudioServices.holdsShown).
    readonly property bool holdsShown: panel.document.loaded && tabs.currentIndex === 6

    signal hexChosen(int col, int row)
    signal hexesChosen(var hexes)

    /// The tabs by the names `tricorne-studio --panel` takes, in their order.
    readonly property var tabNames: ["problems", "notes", "rules", "roster", "history", "balance", "holds"]
    /// Shows the tab called `name` (one of tabNames); false for a name it does not have.
    function showTab(name: string): bool {
        const index = panel.tabNames.indexOf(name)
        if (index < 0) return false
        tabs.currentIndex = index
        return true
    }

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

        // The title, then the date and the game system: one line each, the type made smaller
        // to fit, so that the panel below does not move while the designer types them in Notes.
        PlainText {
            Layout.fillWidth: true
            text: panel.document.loaded ? panel.document.title : qsTr("No scenario open")
            fontSizeMode: Text.HorizontalFit
            minimumPixelSize: 13
            elide: Text.ElideRight
            // Cut short in a narrow panel: whole in a tooltip.
            HoverHandler { id: titleHover }
            ToolTip.visible: titleHover.hovered && truncated
            ToolTip.text: text
            color: Theme.text
            font.pixelSize: 22
            font.bold: true
        }
        PlainText {
            Layout.fillWidth: true
            visible: panel.document.loaded
            text: panel.document.date !== "" ? qsTr("%1 · %2").arg(panel.document.date).arg(panel.document.systemName)
                                             : panel.document.systemName
            fontSizeMode: Text.HorizontalFit
            minimumPixelSize: 9
            elide: Text.ElideRight
            HoverHandler { id: dateHover }
            ToolTip.visible: dateHover.hovered && truncated
            ToolTip.text: text
            color: Theme.textMuted
            font.pixelSize: 12
        }
        PlainText {
            Layout.fillWidth: true
            visible: !panel.document.loaded
            text: qsTr("Start a battle with File ▸ New or File ▸ New from template, open one with File ▸ Open, or drop a *.tricorne.json file here.")
            wrapMode: Text.Wrap
            color: Theme.textMuted
            font.pixelSize: 12
        }

        // The tabs in three equal columns (three rows) at every width: a panel dragged a little
        // narrower, a count in "Problems (3)" or a longer translation never moves a tab to another
        // row. Three fit "Problems (12)" whole at the panel's default width; in a narrower panel
        // a label too long for its tab is elided and shown whole in the tab's tooltip.
        GridLayout {
            id: tabs
            objectName: "sideTabs"
            Layout.fillWidth: true
            visible: panel.document.loaded
            columnSpacing: 0
            rowSpacing: 0
            columns: 3
            property int currentIndex: 0
            // Not checkable: a click shows its page (currentIndex), and the page's tab is checked.
            TabButton {
                id: problemsTab
                objectName: "tab-problems"
                text: panel.document.diagnostics.count > 0 ? qsTr("Problems (%1)").arg(panel.document.diagnostics.count) : qsTr("Problems")
                Layout.fillWidth: true; Layout.preferredWidth: 1; Layout.minimumWidth: 0
                checkable: false; checked: tabs.currentIndex === 0; onClicked: tabs.currentIndex = 0
                font.pixelSize: 12; leftPadding: 6; rightPadding: 6
                ToolTip.visible: hovered && implicitWidth > width; ToolTip.text: text
            }
            TabButton {
                id: notesTab; objectName: "tab-notes"; text: qsTr("Notes")
                Layout.fillWidth: true; Layout.preferredWidth: 1; Layout.minimumWidth: 0
                checkable: false; checked: tabs.currentIndex === 1; onClicked: tabs.currentIndex = 1
                font.pixelSize: 12; leftPadding: 6; rightPadding: 6
                ToolTip.visible: hovered && implicitWidth > width; ToolTip.text: text
            }
            TabButton {
                id: rulesTab; objectName: "tab-rules"; text: qsTr("Rules")
                Layout.fillWidth: true; Layout.preferredWidth: 1; Layout.minimumWidth: 0
                checkable: false; checked: tabs.currentIndex === 2; onClicked: tabs.currentIndex = 2
                font.pixelSize: 12; leftPadding: 6; rightPadding: 6
                ToolTip.visible: hovered && implicitWidth > width; ToolTip.text: text
            }
            TabButton {
                id: rosterTab; objectName: "tab-roster"; text: qsTr("Roster")
                Layout.fillWidth: true; Layout.preferredWidth: 1; Layout.minimumWidth: 0
                checkable: false; checked: tabs.currentIndex === 3; onClicked: tabs.currentIndex = 3
                font.pixelSize: 12; leftPadding: 6; rightPadding: 6
                ToolTip.visible: hovered && implicitWidth > width; ToolTip.text: text
            }
            TabButton {
                id: historyTab; objectName: "tab-history"; text: qsTr("History")
                Layout.fillWidth: true; Layout.preferredWidth: 1; Layout.minimumWidth: 0
                checkable: false; checked: tabs.currentIndex === 4; onClicked: tabs.currentIndex = 4
                font.pixelSize: 12; leftPadding: 6; rightPadding: 6
                ToolTip.visible: hovered && implicitWidth > width; ToolTip.text: text
            }
            TabButton {
                id: balanceTab; objectName: "tab-balance"; text: qsTr("Balance")
                Layout.fillWidth: true; Layout.preferredWidth: 1; Layout.minimumWidth: 0
                checkable: false; checked: tabs.currentIndex === 5; onClicked: tabs.currentIndex = 5
                font.pixelSize: 12; leftPadding: 6; rightPadding: 6
                ToolTip.visible: hovered && implicitWidth > width; ToolTip.text: text
            }
            TabButton {
                id: holdsTab; objectName: "tab-holds"; text: qsTr("Holds")
                ToolTip.visible: hovered; ToolTip.text: qsTr("Who holds what at the start")
                Layout.fillWidth: true; Layout.preferredWidth: 1; Layout.minimumWidth: 0
                checkable: false; checked: tabs.currentIndex === 6; onClicked: tabs.currentIndex = 6
                font.pixelSize: 12; leftPadding: 6; rightPadding: 6
            }
        }

        Item {   // with no scenario, the lines above stay at the top
            visible: !panel.document.loaded
            Layout.fillHeight: true
        }
        SideTabs {
            Layout.fillWidth: true
            Layout.fillHeight: true
            visible: panel.document.loaded
            currentIndex: tabs.currentIndex
            document: panel.document
            editor: panel.editor
            holds: panel.holds
            selectedCol: panel.selectedCol
            selectedRow: panel.selectedRow
            onHexChosen: (col, row) => panel.hexChosen(col, row)
            onHexesChosen: hexes => panel.hexesChosen(hexes)
            // The rules tab, showing the field the finding is about.
            onFieldChosen: pointer => {
                panel.editor.focusedField = ""
                tabs.currentIndex = 2
                panel.editor.focusedField = pointer
            }
        }
        // The board shows the balance heat map while this tab is open.
        Binding { target: BalanceRunner; property: "shown"; value: panel.document.loaded && tabs.currentIndex === 5 }

    }
}
