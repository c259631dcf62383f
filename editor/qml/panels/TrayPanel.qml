pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Tricorne.Studio

// The Unplaced tray beside the board: the pieces an order-of-battle import brought,
// grouped by side and brigade. Click a piece to choose it (Ctrl+click: more), click a group's
// title to choose its whole brigade; drag the choice onto a hex: the units go in a line from
// there (TrayEditor::place, one undo step). The engine's box warnings are shown as it words them.
Rectangle {
    id: tray

    required property TrayEditor editor
    required property Board board
    /// The ids of the chosen pieces.
    property var chosen: []
    /// Where a drag is (this item's coordinates) while one is under way; null otherwise.
    property var dragAt: null
    /// The groups the list shows: the editor's, except that the list stands still while a
    /// piece is dragged (an edit that lands meanwhile shows once the piece is let go), so that
    /// nothing moves under the pointer between choosing a piece and dropping it.
    property var shownGroups: []
    Binding on shownGroups {
        when: tray.dragAt === null
        value: tray.editor.groups
        restoreMode: Binding.RestoreNone
    }

    color: Theme.panel

    function isChosen(id: string): bool { return tray.chosen.indexOf(id) >= 0 }
    /// A click on a piece: it alone, or (with Ctrl) added to or taken from the choice.
    function choose(id: string, modifiers: int) {
        if (modifiers & Qt.ControlModifier)
            tray.chosen = tray.isChosen(id) ? tray.chosen.filter(x => x !== id) : tray.chosen.concat([id])
        else if (!tray.isChosen(id))
            tray.chosen = [id]
    }
    /// The ids of a group's pieces: its units in order, then its leaders.
    function groupIds(group: var): var {
        return group.units.map(u => u.id).concat(group.leaders.map(l => l.id))
    }
    /// Ends a drag at (x, y) of `item`: over a hex, the choice is placed from there.
    function drop(item: Item, x: real, y: real) {
        // The drag ends last: the list, still while it lasts, is rebuilt then, and `item` with it.
        const hex = tray.board.hexUnder(item, x, y)
        if (hex.x >= 0 && tray.chosen.length > 0) {
            tray.editor.place(tray.chosen, hex.x, hex.y)
            tray.chosen = []
        }
        tray.dragAt = null
    }

    Rectangle { width: 1; height: parent.height; color: Theme.panelBorder }

    ColumnLayout {
        anchors.fill: parent
        anchors.margins: 10
        spacing: 6

        PlainLabel {
            objectName: "trayTitle"
            text: qsTr("Unplaced (%1)").arg(tray.editor.count)
            font.bold: true
            font.pixelSize: 14
            color: Theme.text
        }
        PlainText {
            Layout.fillWidth: true
            wrapMode: Text.Wrap
            color: Theme.textMuted
            font.pixelSize: 11
            text: qsTr("Drag pieces onto the board. Ctrl+click chooses more; a group's title chooses its brigade, placed in a line eastward.")
        }
        Button {
            objectName: "trayRemove"
            text: qsTr("Remove the chosen pieces")
            enabled: tray.chosen.length > 0
            onClicked: {
                tray.editor.remove(tray.chosen)
                tray.chosen = []
            }
        }
        ScrollView {
            Layout.fillWidth: true
            Layout.fillHeight: true
            contentWidth: availableWidth
            clip: true

            ColumnLayout {
                width: parent.width
                spacing: 2
                Repeater {
                    model: tray.shownGroups
                    delegate: ColumnLayout {
                        id: group
                        required property var modelData
                        required property int index
                        Layout.fillWidth: true
                        spacing: 1

                        TrayPiece {
                            id: groupTitle
                            objectName: "trayGroup-" + group.index
                            Layout.fillWidth: true
                            title: true
                            text: group.modelData.brigade !== "" ? qsTr("%1 · %2").arg(group.modelData.sideName).arg(group.modelData.brigade)
                                                                   : group.modelData.sideName
                            chosen: tray.groupIds(group.modelData).every(id => tray.isChosen(id))
                            onPicked: modifiers => {
                                const ids = tray.groupIds(group.modelData)
                                tray.chosen = (modifiers & Qt.ControlModifier) ? tray.chosen.concat(ids.filter(id => !tray.isChosen(id))) : ids
                            }
                            onDragged: (x, y) => tray.dragAt = groupTitle.mapToItem(tray, x, y)
                            onDropped: (x, y) => tray.drop(groupTitle, x, y)
                        }
                        Repeater {
                            model: group.modelData.units
                            delegate: TrayPiece {
                                id: unit
                                required property var modelData
                                objectName: "trayPiece-" + unit.modelData.id
                                Layout.fillWidth: true
                                colour: unit.modelData.colour
                                // The blocks first: a long name is cut at its end, the count stays.
                                text: qsTr("%1 blocks · %2").arg(unit.modelData.blocks)
                                                             .arg(unit.modelData.name !== "" ? qsTr("%1 (%2)").arg(unit.modelData.name).arg(unit.modelData.typeName)
                                                                                             : unit.modelData.typeName)
                                chosen: tray.isChosen(unit.modelData.id)
                                onPicked: modifiers => tray.choose(unit.modelData.id, modifiers)
                                onDragged: (x, y) => tray.dragAt = unit.mapToItem(tray, x, y)
                                onDropped: (x, y) => tray.drop(unit, x, y)
                            }
                        }
                        Repeater {
                            model: group.modelData.leaders
                            delegate: TrayPiece {
                                id: leaderPiece
                                required property var modelData
                                objectName: "trayPiece-" + leaderPiece.modelData.id
                                Layout.fillWidth: true
                                colour: leaderPiece.modelData.colour
                                leader: true
                                text: qsTr("Leader: %1").arg(leaderPiece.modelData.name)
                                chosen: tray.isChosen(leaderPiece.modelData.id)
                                onPicked: modifiers => tray.choose(leaderPiece.modelData.id, modifiers)
                                onDragged: (x, y) => tray.dragAt = leaderPiece.mapToItem(tray, x, y)
                                onDropped: (x, y) => tray.drop(leaderPiece, x, y)
                            }
                        }
                    }
                }
            }
        }
        // The engine's box-exceeded warnings, under the list: one that appears when a piece is
        // placed shortens the list from below and never pushes the pieces down.
        Repeater {
            model: tray.editor.boxWarnings
            delegate: PlainText {
                id: warning
                required property string modelData
                objectName: "trayWarning"
                Layout.fillWidth: true
                wrapMode: Text.Wrap
                color: Theme.warning
                font.pixelSize: 11
                text: warning.modelData
            }
        }
    }

    Rectangle {   // what is dragged, under the pointer
        objectName: "trayDragGhost"
        visible: tray.dragAt !== null
        x: (tray.dragAt?.x ?? 0) + 8
        y: (tray.dragAt?.y ?? 0) + 8
        z: 10
        width: ghostText.implicitWidth + 12
        height: ghostText.implicitHeight + 8
        radius: 3
        color: Theme.panel
        border.color: Theme.cursor
        PlainText {
            id: ghostText
            anchors.centerIn: parent
            text: qsTr("%n piece(s)", "", tray.chosen.length)
            color: Theme.text
            font.pixelSize: 11
        }
    }
}
