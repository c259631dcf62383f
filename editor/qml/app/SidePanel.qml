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
    /// The Balance tab brings the sweep's results into view when a run finishes (--balance sweep).
    property bool revealSweep: false

    /// The Holds tab is open: who holds what follows the edits (StudioServices.holdsShown).
    readonly property bool holdsShown: panel.document.loaded && sideTabs.currentName === "holds"

    signal hexChosen(int col, int row)
    signal hexesChosen(var hexes)

    /// Shows the tab called `name` (a SidePage's name in SideTabs.qml, as `tricorne-studio --panel`
    /// takes it); false for a name it does not have.
    function showTab(name: string): bool {
        const index = sideTabs.indexOf(name)
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
            // A button for each page of SideTabs, in its order. Not checkable: a click shows its
            // page (currentIndex), and the page's tab is checked.
            Repeater {
                model: sideTabs.tabs
                TabButton {
                    required property int index
                    required property SidePage modelData
                    objectName: "tab-" + modelData.name
                    text: modelData.title
                    Layout.fillWidth: true; Layout.preferredWidth: 1; Layout.minimumWidth: 0
                    checkable: false; checked: tabs.currentIndex === index; onClicked: tabs.currentIndex = index
                    font.pixelSize: 12; leftPadding: 6; rightPadding: 6
                    // The page's own tip, else the label when the button cuts it short.
                    ToolTip.visible: hovered && (modelData.tip !== "" || implicitWidth > width)
                    ToolTip.text: modelData.tip !== "" ? modelData.tip : text
                }
            }
        }

        Item {   // with no scenario, the lines above stay at the top
            visible: !panel.document.loaded
            Layout.fillHeight: true
        }
        SideTabs {
            id: sideTabs
            objectName: "sidePages"
            Layout.fillWidth: true
            Layout.fillHeight: true
            visible: panel.document.loaded
            currentIndex: tabs.currentIndex
            document: panel.document
            editor: panel.editor
            holds: panel.holds
            revealSweep: panel.revealSweep
            selectedCol: panel.selectedCol
            selectedRow: panel.selectedRow
            onHexChosen: (col, row) => panel.hexChosen(col, row)
            onHexesChosen: hexes => panel.hexesChosen(hexes)
            // The rules tab, showing the field the finding is about.
            onFieldChosen: pointer => {
                panel.editor.focusedField = ""
                panel.showTab("rules")
                panel.editor.focusedField = pointer
            }
        }
        // The board shows the balance heat map while this tab is open.
        Binding { target: BalanceRunner; property: "shown"; value: panel.document.loaded && sideTabs.currentName === "balance" }

    }
}
