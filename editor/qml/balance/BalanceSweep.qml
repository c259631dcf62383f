pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Tricorne.Studio

// "Find a fairer setup": the balance sweep (BalanceRunner::runSweep, the engine's balanceSweep
// that `tricorne balance` runs). The battle as it is and each small change of its notes — a
// victory banner, a Command or Combat card, who moves first — play the same games with the
// panel's bots and seed; each row shows the aim side's win rate with its 95% interval, the
// change closest to the aim is marked, and Apply makes any change one undo step.
ColumnLayout {
    id: sweep
    objectName: "balanceSweep"

    required property ScenarioDocument document
    readonly property BalanceRunner runner: BalanceRunner
    readonly property var result: sweep.runner.sweep
    /// The document is still the scenario the sweep varied: its changes can be applied.
    readonly property bool current: sweep.runner.hasSweep && sweep.document.revision === sweep.result.revision
    /// What a sweep may change, in the panel's words (BalanceRunner::sweepDimensions ids).
    readonly property var dimensions: [
        {id: "victoryBanners", words: qsTr("Victory banners")},
        {id: "commandCards", words: qsTr("Command cards")},
        {id: "combatCards", words: qsTr("Combat cards")},
        {id: "firstPlayer", words: qsTr("Who moves first")}
    ]

    spacing: 6

    function pct(x: real): string { return Math.round(100 * x) + "%" }
    /// The engine's words for a change start a sentence here: "The Government side moving first …".
    /// (Untyped: Qt 6.4's qmllint crashes now and then on string methods of a typed parameter.)
    function capitalised(words) { return words.substring(0, 1).toUpperCase() + words.substring(1) }
    function sideName(position: string): string {
        const name = position === "top" ? sweep.document.board.topName : sweep.document.board.bottomName
        return name !== "" ? name : (position === "top" ? qsTr("Top side") : qsTr("Bottom side"))
    }
    /// Ticks or unticks dimension `id`, keeping the panel's order.
    function toggle(id: string, on: bool) {
        const chosen = []
        for (const d of sweep.dimensions)
            if (d.id === id ? on : sweep.runner.sweepDimensions.includes(d.id)) chosen.push(d.id)
        sweep.runner.sweepDimensions = chosen
    }

    Rectangle { Layout.fillWidth: true; height: 1; color: Theme.panelBorder }
    PlainText { text: qsTr("Find a fairer setup"); color: Theme.text; font.pixelSize: 13; font.bold: true }
    PlainText {
        Layout.fillWidth: true
        text: qsTr("Plays the battle as it is and each small change of its notes on the same games, with the bots and seed above, and marks the change closest to the aim.")
        wrapMode: Text.Wrap
        color: Theme.textMuted
        font.pixelSize: 12
    }
    Flow {
        Layout.fillWidth: true
        spacing: 4
        Repeater {
            model: sweep.dimensions
            delegate: CheckBox {
                required property var modelData
                objectName: "sweep-" + modelData.id
                text: modelData.words
                checked: sweep.runner.sweepDimensions.includes(modelData.id)
                enabled: !sweep.runner.running
                onToggled: sweep.toggle(modelData.id, checked)
                font.pixelSize: 12
            }
        }
    }
    RowLayout {
        Layout.fillWidth: true
        spacing: 6
        PlainText { text: qsTr("Aim"); color: Theme.text; font.pixelSize: 12 }
        ComboBox {
            objectName: "sweepTargetSide"
            Accessible.name: qsTr("Side the aim is for")
            Layout.fillWidth: true
            model: [sweep.sideName("bottom"), sweep.sideName("top")]
            currentIndex: sweep.runner.targetSide === "top" ? 1 : 0
            enabled: !sweep.runner.running
            onActivated: index => sweep.runner.targetSide = index === 1 ? "top" : "bottom"
            font.pixelSize: 12
        }
        PlainText { text: qsTr("wins"); color: Theme.text; font.pixelSize: 12 }
        NumberField {   // (a textFromValue adding "%" crashes Qt 6.4's qmllint now and then)
            objectName: "sweepTargetPercent"
            Accessible.name: qsTr("Aimed win rate, in percent")
            Layout.preferredWidth: 80
            from: 0
            to: 100
            value: sweep.runner.targetPercent
            enabled: !sweep.runner.running
            onValueModified: sweep.runner.targetPercent = value
            font.pixelSize: 12
        }
        PlainText { text: "%"; color: Theme.text; font.pixelSize: 12 }
    }
    Button {
        objectName: "balanceSweepRun"
        text: qsTr("Sweep")
        enabled: sweep.document.loaded && !sweep.runner.running && sweep.runner.sweepDimensions.length > 0
        font.pixelSize: 12
        onClicked: sweep.runner.runSweep()
    }

    PlainText {
        Layout.fillWidth: true
        visible: sweep.runner.hasSweep
        text: sweep.runner.hasSweep
              ? qsTr("%1 winning, %2 games a change (aim: %3)").arg(sweep.result.sideName).arg(sweep.result.games).arg(sweep.result.targetPercent + "%")
              : ""
        wrapMode: Text.Wrap
        color: Theme.textMuted
        font.pixelSize: 11
    }
    Repeater {
        model: sweep.runner.hasSweep ? sweep.result.rows : []
        delegate: ColumnLayout {
            id: row
            required property var modelData
            objectName: "sweepRow-" + row.modelData.id
            Layout.fillWidth: true
            spacing: 0
            RowLayout {
                Layout.fillWidth: true
                spacing: 6
                PlainText {
                    Layout.fillWidth: true
                    text: (row.modelData.change === "" ? qsTr("As it is") : sweep.capitalised(row.modelData.change))
                          + (row.modelData.closest ? "  ◀ " + qsTr("closest") : "")
                    wrapMode: Text.Wrap
                    color: Theme.text
                    font.pixelSize: 12
                    font.bold: row.modelData.closest
                }
                PlainText {
                    text: sweep.pct(row.modelData.rate) + " [" + sweep.pct(row.modelData.low) + "–" + sweep.pct(row.modelData.high) + "]"
                    color: Theme.text
                    font.pixelSize: 12
                    font.bold: row.modelData.closest
                }
                Button {
                    objectName: "sweepApply-" + row.modelData.id
                    text: qsTr("Apply")
                    visible: row.modelData.change !== ""
                    enabled: sweep.current && !sweep.runner.running
                    ToolTip.visible: hovered
                    ToolTip.text: qsTr("Make this change to the battle notes (one undo step)")
                    font.pixelSize: 11
                    onClicked: sweep.runner.applySweepChange(row.modelData.id)
                }
            }
            // Under the stopping rule each change's run stops on its own: why this one did
            // ("stopped after 40 games: … clearly under 50% …", or not decided at the games asked).
            PlainText {
                objectName: "sweepStop-" + row.modelData.id
                Layout.fillWidth: true
                visible: row.modelData.stopReason !== ""
                text: row.modelData.stopReason
                wrapMode: Text.Wrap
                color: Theme.textMuted
                font.pixelSize: 11
            }
        }
    }
    PlainText {
        Layout.fillWidth: true
        visible: sweep.runner.hasSweep && sweep.result.cancelled === true
        text: qsTr("Cancelled: not every change played its games, so none is named closest.")
        wrapMode: Text.Wrap
        color: Theme.warning
        font.pixelSize: 12
    }
    PlainText {
        objectName: "sweepIndistinct"
        Layout.fillWidth: true
        visible: sweep.runner.hasSweep && sweep.result.cancelled !== true && (sweep.result.closestBlurred === true || sweep.result.anyApart === false)
        text: sweep.result.anyApart === true
              ? qsTr("The change nearest the aim is not distinguishable from the battle as it is at %1 games a change: their intervals overlap, so none is named closest. More games tell them apart.").arg(sweep.result.games)
              : qsTr("No change is distinguishable from the battle as it is at %1 games a change: every interval overlaps the base's. More games tell them apart.").arg(sweep.result.games)
        wrapMode: Text.Wrap
        color: Theme.warning
        font.pixelSize: 12
    }
    PlainText {
        Layout.fillWidth: true
        visible: sweep.runner.hasSweep && !sweep.current
        text: qsTr("The scenario changed since this sweep: sweep again to apply a change.")
        wrapMode: Text.Wrap
        color: Theme.textMuted
        font.pixelSize: 12
    }
}
