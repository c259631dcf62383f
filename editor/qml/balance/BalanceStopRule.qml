pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Tricorne.Studio

// The stopping rule of the balance panel (BalanceRunner::stopWhenClear, tricorne's --until clear):
// the run plays in batches and stops once the aim side's always-valid interval lies clearly over
// or under the aim by more than the margin, or within it. While it runs, the interval narrows
// batch by batch on a bar with the aim's band; afterwards the engine's sentence says why it
// stopped. The aim is the sweep's (BalanceRunner::targetSide, targetPercent).
ColumnLayout {
    id: rule
    objectName: "balanceStopRule"

    required property ScenarioDocument document
    readonly property BalanceRunner runner: BalanceRunner
    readonly property var standing: rule.runner.standing
    readonly property var result: rule.runner.result
    /// Why the last run stopped ("" without the rule).
    readonly property string reason: rule.runner.hasResult ? (rule.result.stopReason ?? "") : ""

    spacing: 4

    function sideName(position: string): string {
        const name = position === "top" ? rule.document.board.topName : rule.document.board.bottomName
        return name !== "" ? name : (position === "top" ? qsTr("Top side") : qsTr("Bottom side"))
    }

    CheckBox {
        objectName: "balanceStopWhenClear"
        text: qsTr("Stop when the answer is clear")
        checked: rule.runner.stopWhenClear
        enabled: !rule.runner.running
        onToggled: rule.runner.stopWhenClear = checked
        font.pixelSize: 12
    }
    RowLayout {
        Layout.fillWidth: true
        visible: rule.runner.stopWhenClear
        spacing: 6
        PlainText {
            text: qsTr("%1 winning %2% ±").arg(rule.sideName(rule.runner.targetSide)).arg(rule.runner.targetPercent)
            color: Theme.text
            font.pixelSize: 12
        }
        NumberField {
            objectName: "balanceStopMargin"
            Accessible.name: qsTr("Margin around the aim, in percentage points")
            Layout.preferredWidth: 70
            from: 0
            to: 50
            value: rule.runner.stopMargin
            enabled: !rule.runner.running
            onValueModified: rule.runner.stopMargin = value
            font.pixelSize: 12
        }
        PlainText {
            Layout.fillWidth: true
            text: qsTr("points (the aim of Find a fairer setup)")
            elide: Text.ElideRight
            color: Theme.textMuted
            font.pixelSize: 11
        }
    }

    Item {   // the always-valid interval, narrowing as batches finish, over the aim's band
        id: track
        objectName: "balanceStanding"
        Layout.fillWidth: true
        Layout.preferredHeight: 16
        visible: rule.standing.text !== undefined
        Rectangle {
            anchors.fill: parent
            radius: 3
            color: Qt.darker(Theme.panel, 1.06)
            border.color: Theme.panelBorder
        }
        Rectangle {   // target ± margin
            x: track.width * (rule.standing.aimLow ?? 0)
            width: Math.max(1, track.width * ((rule.standing.aimHigh ?? 0) - (rule.standing.aimLow ?? 0)))
            height: parent.height
            color: Theme.selectionFill
            border.color: Theme.textMuted
        }
        Rectangle {   // the interval
            x: track.width * (rule.standing.low ?? 0)
            y: parent.height / 2 - 2
            width: Math.max(2, track.width * ((rule.standing.high ?? 0) - (rule.standing.low ?? 0)))
            height: 4
            radius: 2
            color: Theme.text
        }
        Rectangle {   // the rate so far
            x: track.width * (rule.standing.rate ?? 0) - 1
            y: 2
            width: 3
            height: parent.height - 4
            color: Theme.error
        }
    }
    PlainText {
        objectName: "balanceStandingText"
        Layout.fillWidth: true
        visible: rule.runner.running && rule.standing.text !== undefined
        text: rule.standing.text ?? ""
        wrapMode: Text.Wrap
        color: Theme.textMuted
        font.pixelSize: 11
    }
    PlainText {
        objectName: "balanceStopReason"
        Layout.fillWidth: true
        visible: !rule.runner.running && rule.reason !== ""
        text: rule.reason
        wrapMode: Text.Wrap
        color: Theme.text
        font.pixelSize: 12
        font.bold: true
    }
}
