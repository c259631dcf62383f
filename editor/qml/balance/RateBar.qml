pragma ComponentBehavior: Bound
import QtQuick
import Tricorne.Studio

// A win rate as a bar: the rate filled in the side's colour on a 0–100% track, a tick at 50%
// (a fair battle), and its interval as a whisker from `low` to `high`.
Item {
    id: bar

    property real rate: 0
    property real low: 0
    property real high: 0
    property color colour: "grey"
    /// The filled part's objectName, for tests that measure it.
    property string fillName: ""

    implicitHeight: 18

    Rectangle {
        anchors.fill: parent
        radius: 3
        color: Qt.darker(Theme.panel, 1.06)
        border.color: Theme.panelBorder
    }
    Rectangle {
        objectName: bar.fillName
        width: bar.width * bar.rate
        height: parent.height
        radius: 3
        color: bar.colour
    }
    Rectangle {   // 50%: a fair battle
        x: bar.width / 2
        width: 1
        height: parent.height
        color: Theme.textMuted
        opacity: 0.6
    }
    Rectangle {   // whisker
        x: bar.width * bar.low
        y: parent.height / 2 - 1
        width: Math.max(1, bar.width * (bar.high - bar.low))
        height: 2
        color: Theme.text
    }
    Repeater {
        model: [bar.low, bar.high]
        delegate: Rectangle {
            id: tick
            required property real modelData
            x: tick.modelData * bar.width - 1
            y: 4
            width: 2
            height: bar.height - 8
            color: Theme.text
        }
    }
}
