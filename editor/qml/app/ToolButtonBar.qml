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

    /// Where a narrow window's bar ends: the buttons whole to the left of it show, the rest wait
    /// in the overflow menu (»), the last ones first; the Playtest button always shows.
    readonly property real stripWidth: strip.width

    RowLayout {
        anchors.fill: parent
        spacing: 2
        Item {
            id: strip
            Layout.fillWidth: true
            Layout.fillHeight: true
            implicitHeight: buttons.implicitHeight
            clip: true
            Row {
                id: buttons
                height: parent.height
                spacing: 2
                Repeater {
                    id: toolButtons
                    model: bar.toolList
                    delegate: ToolButton {
                        id: toolButton
                        required property var modelData
                        readonly property bool fits: toolButton.x + toolButton.width <= bar.stripWidth
                        objectName: "tool-" + toolButton.modelData.id
                        text: toolButton.modelData.label
                        checkable: true
                        checked: bar.tools.tool === toolButton.modelData.id
                        opacity: toolButton.fits ? 1 : 0
                        enabled: toolButton.fits && bar.document.editable && !bar.locked
                        onClicked: bar.tools.tool = toolButton.modelData.id
                        ToolTip.visible: hovered
                        ToolTip.delay: 600
                        ToolTip.text: qsTr("%1 (%2)").arg(toolButton.modelData.tip).arg(toolButton.modelData.key)
                    }
                }
                ToolSeparator { opacity: x + width <= bar.stripWidth ? 1 : 0 }
                ToolButton {
                    id: undoButton
                    readonly property bool fits: x + width <= bar.stripWidth
                    objectName: "undoButton"
                    text: qsTr("Undo")
                    opacity: undoButton.fits ? 1 : 0
                    enabled: undoButton.fits && bar.document.history.canUndo && !bar.locked
                    onClicked: bar.document.history.undo()
                    ToolTip.visible: hovered
                    ToolTip.text: qsTr("Undo %1").arg(bar.document.history.undoText)
                }
                ToolButton {
                    id: redoButton
                    readonly property bool fits: x + width <= bar.stripWidth
                    objectName: "redoButton"
                    text: qsTr("Redo")
                    opacity: redoButton.fits ? 1 : 0
                    enabled: redoButton.fits && bar.document.history.canRedo && !bar.locked
                    onClicked: bar.document.history.redo()
                    ToolTip.visible: hovered
                    ToolTip.text: qsTr("Redo %1").arg(bar.document.history.redoText)
                }
                ToolSeparator { opacity: x + width <= bar.stripWidth ? 1 : 0 }
                ToolButton {
                    id: mirrorButton
                    readonly property bool fits: x + width <= bar.stripWidth
                    objectName: "mirrorButton"
                    text: qsTr("Mirror")
                    opacity: mirrorButton.fits ? 1 : 0
                    enabled: mirrorButton.fits && bar.document.editable && !bar.locked
                    onClicked: bar.editor.mirrorBoard()
                    ToolTip.visible: hovered; ToolTip.text: qsTr("Mirror the board left–right")
                }
                ToolButton {
                    id: swapButton
                    readonly property bool fits: x + width <= bar.stripWidth
                    objectName: "swapButton"
                    text: qsTr("Swap sides")
                    opacity: swapButton.fits ? 1 : 0
                    enabled: swapButton.fits && bar.document.editable && !bar.locked
                    onClicked: bar.editor.swapSides()
                    ToolTip.visible: hovered; ToolTip.text: qsTr("The two sides change seats; the board turns round")
                }
                ToolButton {
                    id: fitButton
                    readonly property bool fits: x + width <= bar.stripWidth
                    objectName: "fitButton"
                    text: qsTr("Fit")
                    opacity: fitButton.fits ? 1 : 0
                    enabled: fitButton.fits
                    onClicked: bar.fitRequested()
                    ToolTip.visible: hovered; ToolTip.text: qsTr("Fit the board to the window (0)")
                }
            }
        }
        ToolButton {
            id: moreButton
            objectName: "moreButton"
            // Shown while the last button does not fit: the rest of the bar, as a menu.
            visible: !fitButton.fits
            text: "»"
            font.bold: true
            onClicked: moreMenu.open()
            ToolTip.visible: hovered
            ToolTip.delay: 600
            ToolTip.text: qsTr("The tool bar's buttons the window is too narrow for")
            Accessible.name: moreButton.ToolTip.text
            Menu {
                id: moreMenu
                objectName: "moreMenu"
                y: moreButton.height
                // A menu lays out hidden items too: an item for a button on the bar takes no room.
                Repeater {
                    model: bar.toolList
                    delegate: MenuItem {
                        id: toolItem
                        required property var modelData
                        required property int index
                        readonly property var button: toolButtons.itemAt(toolItem.index)
                        readonly property bool shown: toolItem.button ? !toolItem.button.fits : false
                        visible: toolItem.shown
                        height: toolItem.shown ? implicitHeight : 0
                        text: toolItem.modelData.label
                        checkable: true
                        checked: bar.tools.tool === toolItem.modelData.id
                        enabled: bar.document.editable && !bar.locked
                        onTriggered: bar.tools.tool = toolItem.modelData.id
                    }
                }
                MenuItem {
                    visible: !undoButton.fits; height: visible ? implicitHeight : 0
                    text: qsTr("Undo")
                    enabled: bar.document.history.canUndo && !bar.locked
                    onTriggered: bar.document.history.undo()
                }
                MenuItem {
                    visible: !redoButton.fits; height: visible ? implicitHeight : 0
                    text: qsTr("Redo")
                    enabled: bar.document.history.canRedo && !bar.locked
                    onTriggered: bar.document.history.redo()
                }
                MenuItem {
                    visible: !mirrorButton.fits; height: visible ? implicitHeight : 0
                    text: qsTr("Mirror")
                    enabled: bar.document.editable && !bar.locked
                    onTriggered: bar.editor.mirrorBoard()
                }
                MenuItem {
                    visible: !swapButton.fits; height: visible ? implicitHeight : 0
                    text: qsTr("Swap sides")
                    enabled: bar.document.editable && !bar.locked
                    onTriggered: bar.editor.swapSides()
                }
                MenuItem {
                    visible: !fitButton.fits; height: visible ? implicitHeight : 0
                    text: qsTr("Fit")
                    onTriggered: bar.fitRequested()
                }
            }
        }
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
