pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Tricorne.Studio

// A small bar chart of game counts: one bar per value, its height the share of the games;
// the value under every bar (thinned out when the bars are narrow) and the count on hover.
ColumnLayout {
    id: chart

    /// [{label, value}], in the order drawn.
    property var bars: []
    property color colour: Theme.text
    property string title: ""
    property real chartHeight: 48

    readonly property real maxValue: {
        let m = 0
        for (const b of chart.bars) m = Math.max(m, b.value)
        return m
    }
    readonly property int labelEvery: Math.max(1, Math.ceil(chart.bars.length * 18 / Math.max(1, chart.width)))

    spacing: 2

    PlainText {
        visible: chart.title !== ""
        text: chart.title
        color: Theme.textMuted
        font.pixelSize: 11
    }
    Item {
        Layout.fillWidth: true
        Layout.preferredHeight: chart.chartHeight + 14

        Rectangle {   // base line
            y: chart.chartHeight
            width: parent.width
            height: 1
            color: Theme.panelBorder
        }
        Row {
            anchors.fill: parent
            spacing: 2
            Repeater {
                model: chart.bars
                delegate: Item {
                    id: slot
                    required property var modelData
                    required property int index
                    width: Math.max(2, (chart.width - 2 * (chart.bars.length - 1)) / Math.max(1, chart.bars.length))
                    height: chart.chartHeight + 14
                    Rectangle {
                        width: parent.width
                        height: chart.maxValue > 0 ? Math.max(1, chart.chartHeight * slot.modelData.value / chart.maxValue) : 0
                        y: chart.chartHeight - height
                        radius: Math.min(2, width / 3)
                        color: hover.hovered ? Qt.darker(chart.colour, 1.25) : chart.colour
                        opacity: slot.modelData.value > 0 ? 1 : 0
                    }
                    PlainText {
                        visible: slot.index % chart.labelEvery === 0
                        anchors.horizontalCenter: parent.horizontalCenter
                        y: chart.chartHeight + 1
                        text: slot.modelData.label
                        color: Theme.textMuted
                        font.pixelSize: 9
                    }
                    HoverHandler { id: hover }
                    ToolTip.visible: hover.hovered
                    ToolTip.delay: 300
                    ToolTip.text: slot.modelData.label + ": " + slot.modelData.value + " " + qsTr("games")
                }
            }
        }
    }
}
