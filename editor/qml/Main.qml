import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Tricorne.Studio

// The studio's main window: the board, the scenario panel and a status line.
ApplicationWindow {
    id: window

    required property ScenarioDocument document

    width: BoardGeometry.defaultWindowWidth
    height: BoardGeometry.defaultWindowHeight
    minimumWidth: 800
    minimumHeight: 560
    visible: true
    color: Theme.window
    title: (document.loaded ? document.title + (document.modified ? " •" : "") + " — " : "") + "Tricorne Studio"

    ColumnLayout {
        anchors.fill: parent
        spacing: 0

        RowLayout {
            Layout.fillWidth: true
            Layout.fillHeight: true
            spacing: 0

            Board {
                id: board
                Layout.fillWidth: true
                Layout.fillHeight: true
                model: window.document.board
            }
            SidePanel {
                Layout.preferredWidth: BoardGeometry.sidePanelWidth
                Layout.fillHeight: true
                document: window.document
                onHexChosen: (col, row) => {
                    board.markedCol = col
                    board.markedRow = row
                }
            }
        }

        Rectangle {   // status line
            Layout.fillWidth: true
            Layout.preferredHeight: BoardGeometry.statusBarHeight
            color: Theme.panel

            Rectangle {
                width: parent.width
                height: 1
                color: Theme.panelBorder
            }
            Text {
                objectName: "statusLine"
                anchors.fill: parent
                anchors.leftMargin: 12
                anchors.rightMargin: 12
                verticalAlignment: Text.AlignVCenter
                elide: Text.ElideRight
                color: Theme.text
                font.pixelSize: 12
                text: {
                    if (board.hoveredCol >= 0)
                        return window.document.board.describeHex(board.hoveredCol, board.hoveredRow)
                    if (window.document.loaded)
                        return window.document.filePath
                    return qsTr("No scenario open")
                }
            }
        }
    }

    DropArea {
        anchors.fill: parent
        onDropped: drop => {
            if (drop.hasUrls)
                window.document.open(drop.urls[0])
        }
    }
}
