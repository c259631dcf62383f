pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Layouts
import Tricorne.Studio

// Who holds what at the start, for the units as placed: each objective's holder and why, who
// can never score it, and the banners each side starts with: the engine's own answer
// (HoldsModel), refreshed on every edit. Clicking an objective shows its hexes on the board.
ColumnLayout {
    id: holdsPanel

    /// The app's model of it (StudioServices.holds); the side panel shows it while its tab is current.
    required property HoldsModel holds
    /// An objective's hexes, a list of points (x col, y row), to show on the board.
    signal hexesChosen(var hexes)

    spacing: 8

    PlainText {
        objectName: "holdsStatus"
        Layout.fillWidth: true
        visible: !holdsPanel.holds.available
        text: holdsPanel.holds.status
        wrapMode: Text.Wrap
        color: Theme.warning
        font.pixelSize: 12
    }
    PlainText {
        objectName: "holdsBanners"
        Layout.fillWidth: true
        visible: holdsPanel.holds.available
        text: qsTr("Banners at the start: %1").arg(holdsPanel.holds.banners)
        wrapMode: Text.Wrap
        color: Theme.text
        font.pixelSize: 13
        font.bold: true
    }
    PlainText {
        Layout.fillWidth: true
        visible: holdsPanel.holds.available
        text: holdsPanel.holds.start
        wrapMode: Text.Wrap
        color: Theme.textMuted
        font.pixelSize: 12
    }
    PlainText {
        Layout.fillWidth: true
        visible: holdsPanel.holds.available && holdsPanel.holds.count === 0
        text: qsTr("This scenario has no objectives.")
        color: Theme.textMuted
        font.pixelSize: 12
    }
    ListView {
        objectName: "holdsList"
        Accessible.name: qsTr("Who holds what")
        Layout.fillWidth: true
        Layout.fillHeight: true
        clip: true
        spacing: 4
        model: holdsPanel.holds
        delegate: Rectangle {
            id: row
            required property string objectiveId
            required property string name
            required property string holder
            required property string reason
            required property string never
            required property var hexes
            width: ListView.view.width
            implicitHeight: lines.implicitHeight + 10
            color: rowMouse.containsMouse ? Theme.selectionFill : "transparent"
            radius: 3
            ColumnLayout {
                id: lines
                x: 5
                y: 5
                width: row.width - 10
                spacing: 1
                PlainText {
                    Layout.fillWidth: true
                    text: row.name
                    elide: Text.ElideRight
                    color: Theme.text
                    font.pixelSize: 13
                    font.bold: true
                }
                PlainText {
                    objectName: "holder-" + row.objectiveId
                    Layout.fillWidth: true
                    text: row.holder
                    wrapMode: Text.Wrap
                    color: Theme.text
                    font.pixelSize: 12
                }
                PlainText {
                    Layout.fillWidth: true
                    text: row.reason
                    wrapMode: Text.Wrap
                    color: Theme.textMuted
                    font.pixelSize: 11
                }
                PlainText {
                    Layout.fillWidth: true
                    visible: row.never !== ""
                    text: row.never
                    wrapMode: Text.Wrap
                    color: Theme.warning
                    font.pixelSize: 11
                }
            }
            MouseArea {
                id: rowMouse
                anchors.fill: parent
                hoverEnabled: true
                cursorShape: Qt.PointingHandCursor
                onClicked: holdsPanel.hexesChosen(row.hexes)
            }
        }
    }
}
