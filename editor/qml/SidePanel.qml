pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Layouts
import Tricorne.Studio

// The panel beside the board: what the scenario is, and what the engine found wrong with it.
Rectangle {
    id: panel

    required property ScenarioDocument document
    required property ScenarioEditor editor

    signal hexChosen(int col, int row)

    readonly property int shownReasons: 4

    color: Theme.panel

    Rectangle {
        width: 1
        height: parent.height
        color: Theme.panelBorder
    }

    ColumnLayout {
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
            text: qsTr("Open a scenario from the command line, or drop a *.tricorne.json file here.")
            wrapMode: Text.Wrap
            color: Theme.textMuted
            font.pixelSize: 12
        }

        GridLayout {
            Layout.fillWidth: true
            visible: panel.document.loaded
            columns: 2
            columnSpacing: 10
            rowSpacing: 4

            Text { text: qsTr("Top"); color: Theme.textMuted; font.pixelSize: 12 }
            Text { Layout.fillWidth: true; text: panel.document.topSide; elide: Text.ElideRight; color: Theme.text; font.pixelSize: 12 }
            Text { text: qsTr("Bottom"); color: Theme.textMuted; font.pixelSize: 12 }
            Text { Layout.fillWidth: true; text: panel.document.bottomSide; elide: Text.ElideRight; color: Theme.text; font.pixelSize: 12 }
            Text { text: qsTr("First"); color: Theme.textMuted; font.pixelSize: 12 }
            Text {
                Layout.fillWidth: true
                text: panel.document.firstPlayer === "top" ? qsTr("top side moves first") : qsTr("bottom side moves first")
                color: Theme.text
                font.pixelSize: 12
            }
            Text { text: qsTr("Victory"); color: Theme.textMuted; font.pixelSize: 12 }
            Text { Layout.fillWidth: true; text: panel.document.victoryBanners === 1 ? qsTr("1 banner") : qsTr("%1 banners").arg(panel.document.victoryBanners); color: Theme.text; font.pixelSize: 12 }
            Text { text: qsTr("Pieces"); color: Theme.textMuted; font.pixelSize: 12 }
            Text {
                Layout.fillWidth: true
                text: qsTr("%1 units, %2 leaders").arg(panel.document.unitCount).arg(panel.document.leaderCount)
                color: Theme.text
                font.pixelSize: 12
            }
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

        Rectangle {
            Layout.fillWidth: true
            implicitHeight: 1
            color: Theme.panelBorder
        }

        RowLayout {
            Layout.fillWidth: true
            spacing: 8
            Text {
                text: qsTr("Problems")
                color: Theme.text
                font.pixelSize: 15
                font.bold: true
            }
            Item { Layout.fillWidth: true }
            Text {
                text: qsTr("%1 errors · %2 warnings").arg(panel.document.diagnostics.errorCount)
                                                    .arg(panel.document.diagnostics.warningCount)
                color: panel.document.diagnostics.errorCount > 0 ? Theme.error : Theme.textMuted
                font.pixelSize: 12
            }
        }

        Text {
            Layout.fillWidth: true
            visible: panel.document.loaded && panel.document.diagnostics.count === 0
            text: "✓ " + qsTr("No problems found: the engine accepts this scenario.")
            wrapMode: Text.Wrap
            color: Theme.ok
            font.pixelSize: 12
        }

        ListView {
            Layout.fillWidth: true
            Layout.fillHeight: true
            clip: true
            spacing: 2
            model: panel.document.diagnostics
            delegate: DiagnosticRow {
                width: ListView.view.width
                onHexChosen: (col, row) => panel.hexChosen(col, row)
            }
        }
    }
}
