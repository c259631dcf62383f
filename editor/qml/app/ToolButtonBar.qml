pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Tricorne.Studio

// The tool bar: the tools, then undo/redo and the board-wide edits (the menus: StudioMenuBar).
ToolBar {
    id: bar

    required property ToolState tools
    required property ScenarioDocument document
    required property ScenarioEditor editor
    required property PlaytestSession playtest
    signal fitRequested()
    signal playtestToggled()
    /// Editing is locked while a playtest runs.
    readonly property bool locked: bar.playtest.active

    readonly property var toolList: [
        {id: "select", label: qsTr("Select"), key: "S", tip: qsTr("Select a hex; drag a piece to move it")},
        {id: "terrain", label: qsTr("Terrain"), key: "T", tip: qsTr("Paint terrain; drag to paint a stroke")},
        {id: "erase", label: qsTr("Erase"), key: "E", tip: qsTr("Erase terrain back to open ground")},
        {id: "fill", label: qsTr("Fill"), key: "F", tip: qsTr("Fill connected hexes of the same terrain")},
        {id: "hexside", label: qsTr("Hex side"), key: "H", tip: qsTr("Click near a hex side to toggle a wall, works or fence")},
        {id: "unit", label: qsTr("Unit"), key: "U", tip: qsTr("Place a unit")},
        {id: "leader", label: qsTr("Leader"), key: "L", tip: qsTr("Place a leader")},
        {id: "objective", label: qsTr("Objective"), key: "O", tip: qsTr("Add an objective hex")},
        {id: "label", label: qsTr("Labels"), key: "N", tip: qsTr("Name a place on the map: click a hex to add a label, drag a label to move it")}
    ]

    background: Rectangle { color: Theme.panel; Rectangle { anchors.bottom: parent.bottom; width: parent.width; height: 1; color: Theme.panelBorder } }

    RowLayout {
        anchors.fill: parent
        spacing: 2
        Repeater {
            model: bar.toolList
            delegate: ToolButton {
                id: toolButton
                required property var modelData
                objectName: "tool-" + toolButton.modelData.id
                text: toolButton.modelData.label
                checkable: true
                checked: bar.tools.tool === toolButton.modelData.id
                enabled: bar.document.editable && !bar.locked
                onClicked: bar.tools.tool = toolButton.modelData.id
                ToolTip.visible: hovered
                ToolTip.delay: 600
                ToolTip.text: qsTr("%1 (%2)").arg(toolButton.modelData.tip).arg(toolButton.modelData.key)
            }
        }
        ToolSeparator {}
        ToolButton {
            text: qsTr("Undo")
            enabled: bar.document.history.canUndo && !bar.locked
            onClicked: bar.document.history.undo()
            ToolTip.visible: hovered
            ToolTip.text: qsTr("Undo %1").arg(bar.document.history.undoText)
        }
        ToolButton {
            text: qsTr("Redo")
            enabled: bar.document.history.canRedo && !bar.locked
            onClicked: bar.document.history.redo()
            ToolTip.visible: hovered
            ToolTip.text: qsTr("Redo %1").arg(bar.document.history.redoText)
        }
        ToolSeparator {}
        ToolButton { text: qsTr("Mirror"); enabled: bar.document.editable && !bar.locked; onClicked: bar.editor.mirrorBoard()
                     ToolTip.visible: hovered; ToolTip.text: qsTr("Mirror the board left–right") }
        ToolButton { text: qsTr("Swap sides"); enabled: bar.document.editable && !bar.locked; onClicked: bar.editor.swapSides()
                     ToolTip.visible: hovered; ToolTip.text: qsTr("The two sides change seats; the board turns round") }
        ToolButton { text: qsTr("Fit"); onClicked: bar.fitRequested()
                     ToolTip.visible: hovered; ToolTip.text: qsTr("Fit the board to the window (0)") }
        Item { Layout.fillWidth: true }
        ToolButton {
            objectName: "playtestButton"
            text: bar.locked ? qsTr("■  Back to editing") : qsTr("▶  Playtest")
            // Not checkable: a refused start (errors in the scenario) must not leave it pressed.
            highlighted: bar.locked
            enabled: bar.document.editable
            font.bold: true
            onClicked: bar.playtestToggled()
            ToolTip.visible: hovered
            ToolTip.delay: 600
            ToolTip.text: bar.locked ? qsTr("Stop playing; the scenario is as it was (Esc)")
                                     : qsTr("Play this scenario as it stands, saved or not (F5)")
        }
    }
}
