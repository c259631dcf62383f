import QtQuick
import QtQuick.Layouts
import Tricorne.Studio

// One finding in the problems list: severity, code, hex, message and JSON pointer.
// Clicking a finding that names a hex points that hex out on the board.
Rectangle {
    id: row

    required property int index
    required property string severity
    required property string code
    required property string pointer
    required property bool hasHex
    required property int col
    required property int row
    required property string message

    /// Every finding with a place is a field (the system editor's findings), not only the
    /// scenario's objectives and special rules.
    property bool choosesAnyField: false
    signal hexChosen(int col, int row)
    /// A finding about a field of an objective or special rule: its JSON pointer, for the rules
    /// panel to show that field.
    signal fieldChosen(string pointer)

    readonly property color tone: severity === "error" ? Theme.error : Theme.warning

    implicitHeight: content.implicitHeight + 12
    color: hover.hovered ? Qt.rgba(0, 0, 0, 0.04) : "transparent"
    radius: 4

    Rectangle {
        width: 3
        height: parent.height - 6
        y: 3
        radius: 1.5
        color: row.tone
    }

    ColumnLayout {
        id: content
        x: 10
        y: 6
        width: row.width - 14
        spacing: 2

        RowLayout {
            spacing: 6
            PlainText {
                text: row.severity.toUpperCase()
                color: row.tone
                font.pixelSize: 10
                font.bold: true
            }
            PlainText {
                text: row.code
                color: Theme.textMuted
                font.pixelSize: 11
                font.family: "monospace"
            }
            Item { Layout.fillWidth: true }
            PlainText {
                visible: row.hasHex
                text: qsTr("hex %1,%2").arg(row.col).arg(row.row)
                color: Theme.textMuted
                font.pixelSize: 11
            }
        }
        PlainText {
            Layout.fillWidth: true
            text: row.message
            wrapMode: Text.Wrap
            color: Theme.text
            font.pixelSize: 12
        }
        PlainText {
            Layout.fillWidth: true
            visible: row.pointer !== ""
            text: row.pointer
            elide: Text.ElideMiddle
            color: Theme.textMuted
            font.pixelSize: 10
            font.family: "monospace"
        }
    }

    HoverHandler { id: hover }
    TapHandler {
        onTapped: {
            if (row.hasHex) row.hexChosen(row.col, row.row)
            if (/^\/(objectives|specialRules)\/\d+/.test(row.pointer) || (row.choosesAnyField && row.pointer !== "")) row.fieldChosen(row.pointer)
        }
    }
}
