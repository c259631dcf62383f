pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Tricorne.Studio

// "Try another game system": the battle under its own system and under another — a built-in one
// or the designer's system open in the system editor — on the same seeded games with the bots
// and seed above (BalanceRunner::runVersusSystem, the engine's systemComparison that `tricorne
// balance --versus-system` runs). Each side's win rate under each system with its 95% interval,
// and the difference with its own interval: what the house rule does to the battle. With the
// sweep, each change the sweep above may make is played under both systems too.
ColumnLayout {
    id: systems
    objectName: "balanceSystems"

    required property ScenarioDocument document
    readonly property BalanceRunner runner: BalanceRunner
    readonly property var result: systems.runner.versus
    /// Asked again whenever the battle or the open system changes (revision reads tie them).
    readonly property var choices: {
        const battle = systems.document.revision
        const system = systems.runner.systemDocument ? systems.runner.systemDocument.revision + (systems.runner.systemDocument.loaded ? 1 : 0) : 0
        return battle + system >= 0 ? systems.runner.versusChoices() : []
    }
    /// The figures are of the battle as it is now.
    readonly property bool current: systems.runner.hasVersus && systems.document.revision === systems.result.revision
    /// The key of the system chosen; the open system while there is one.
    property string chosen: ""
    readonly property string shownKey: {
        for (const c of systems.choices) if (c.key === systems.chosen) return c.key
        return systems.choices.length > 0 ? systems.choices[0].key : ""
    }

    spacing: 6

    /// The sweep's changes under both systems; [] without the sweep.
    readonly property var changes: systems.runner.hasVersus ? (systems.result.changes ?? []) : []

    function pct(x: real): string { return Math.round(100 * x) + "%" }
    function figures(f: var): string { return pct(f.rate) + " [" + pct(f.low) + "–" + pct(f.high) + "]" }

    Rectangle { Layout.fillWidth: true; height: 1; color: Theme.panelBorder }
    PlainText { text: qsTr("Try another game system"); color: Theme.text; font.pixelSize: 13; font.bold: true }
    PlainText {
        Layout.fillWidth: true
        text: qsTr("Plays the battle under its own game system and under another on the same games, with the bots and seed above, and shows what the other rules change.")
        wrapMode: Text.Wrap
        color: Theme.textMuted
        font.pixelSize: 12
    }
    RowLayout {
        Layout.fillWidth: true
        spacing: 6
        ComboBox {
            objectName: "versusSystem"
            Accessible.name: qsTr("Game system to compare with")
            Layout.fillWidth: true
            model: systems.choices.map(c => c.name + " (" + c.detail + ")")
            currentIndex: Math.max(0, systems.choices.findIndex(c => c.key === systems.shownKey))
            enabled: !systems.runner.running && systems.choices.length > 0
            onActivated: index => systems.chosen = systems.choices[index].key
            font.pixelSize: 12
        }
        Button {
            objectName: "versusRun"
            text: qsTr("Compare")
            enabled: systems.document.loaded && !systems.runner.running && systems.shownKey !== ""
            font.pixelSize: 12
            onClicked: systems.runner.runVersusSystem(systems.shownKey)
        }
    }
    CheckBox {
        objectName: "versusSweep"
        Layout.fillWidth: true
        text: qsTr("With the sweep's changes, under both")
        ToolTip.visible: hovered
        ToolTip.delay: 600
        ToolTip.text: qsTr("Also plays each change the sweep above may make under both systems, on the same games")
        checked: systems.runner.versusSweep
        enabled: !systems.runner.running
        onToggled: systems.runner.versusSweep = checked
        font.pixelSize: 12
    }

    Rectangle {   // the answer in one line, for the aim's side
        Layout.fillWidth: true
        visible: systems.runner.hasVersus
        opacity: systems.current ? 1 : 0.5
        implicitHeight: headline.implicitHeight + 12
        radius: 4
        color: Theme.selectionFill
        border.color: Theme.panelBorder
        PlainText {
            id: headline
            objectName: "versusHeadline"
            x: 8
            y: 6
            width: parent.width - 16
            text: systems.result.headline ?? ""
            wrapMode: Text.Wrap
            color: Theme.text
            font.pixelSize: 12
            font.bold: true
        }
    }
    PlainText {
        Layout.fillWidth: true
        visible: systems.runner.hasVersus
        text: qsTr("%1 games under each system, seed %2; A: %3, the battle's own · B: %4")
                  .arg(systems.result.games ?? 0).arg(systems.result.seed ?? "")
                  .arg(systems.result.own ? systems.result.own.name : "").arg(systems.result.other ? systems.result.other.name : "")
        wrapMode: Text.Wrap
        color: Theme.textMuted
        font.pixelSize: 11
    }
    Repeater {   // each side: its win rate under A and under B, and the difference
        model: systems.runner.hasVersus ? systems.result.sides : []
        delegate: ColumnLayout {
            id: side
            required property var modelData
            objectName: "versusSide-" + side.modelData.position
            Layout.fillWidth: true
            opacity: systems.current ? 1 : 0.5
            spacing: 2
            RowLayout {
                Layout.fillWidth: true
                PlainText {
                    Layout.fillWidth: true
                    text: side.modelData.name
                    elide: Text.ElideRight
                    color: Theme.text
                    font.pixelSize: 12
                    font.bold: true
                }
                PlainText {
                    objectName: "versusDifference-" + side.modelData.position
                    text: side.modelData.differenceText
                    color: side.modelData.low > 0 || side.modelData.high < 0 ? Theme.text : Theme.textMuted
                    font.pixelSize: 11
                }
            }
            Repeater {
                model: [{label: "A", figures: side.modelData.own, colour: side.modelData.colour},
                        {label: "B", figures: side.modelData.other, colour: side.modelData.otherColour}]
                delegate: RowLayout {
                    id: bar
                    required property var modelData
                    Layout.fillWidth: true
                    spacing: 6
                    PlainText { text: bar.modelData.label; color: Theme.textMuted; font.pixelSize: 11 }
                    RateBar {
                        Layout.fillWidth: true
                        rate: bar.modelData.figures.rate
                        low: bar.modelData.figures.low
                        high: bar.modelData.figures.high
                        colour: bar.modelData.colour
                    }
                    PlainText {
                        Layout.preferredWidth: 96
                        text: systems.figures(bar.modelData.figures)
                        horizontalAlignment: Text.AlignRight
                        color: Theme.text
                        font.pixelSize: 11
                    }
                }
            }
        }
    }
    PlainText {
        Layout.fillWidth: true
        Layout.topMargin: 4
        visible: systems.changes.length > 0
        text: qsTr("The sweep under both systems: %1 wins under A and under B, and B − A in points").arg(systems.result.sideName ?? "")
        wrapMode: Text.Wrap
        color: Theme.text
        font.pixelSize: 12
        font.bold: true
    }
    Repeater {   // each change of the sweep: the aim side's rate under A and B, and the difference
        model: systems.changes
        delegate: ColumnLayout {
            id: change
            required property var modelData
            objectName: "versusChange-" + change.modelData.id
            Layout.fillWidth: true
            opacity: systems.current ? 1 : 0.5
            spacing: 1
            PlainText {
                Layout.fillWidth: true
                text: change.modelData.change + (change.modelData.closestOwn && change.modelData.closestOther ? "  ◀ " + qsTr("closest under A and B")
                                                 : change.modelData.closestOwn ? "  ◀ " + qsTr("closest under A")
                                                 : change.modelData.closestOther ? "  ◀ " + qsTr("closest under B") : "")
                wrapMode: Text.Wrap
                color: Theme.text
                font.pixelSize: 12
                font.bold: change.modelData.closestOwn || change.modelData.closestOther
            }
            PlainText {
                Layout.fillWidth: true
                text: "A " + systems.figures(change.modelData.own) + " · B " + systems.figures(change.modelData.other) + " · B − A: "
                      + change.modelData.differenceText
                wrapMode: Text.Wrap
                color: change.modelData.low > 0 || change.modelData.high < 0 ? Theme.text : Theme.textMuted
                font.pixelSize: 11
            }
        }
    }
    PlainText {
        objectName: "versusIndistinct"
        Layout.fillWidth: true
        visible: systems.runner.hasVersus && systems.result.indistinct === true
        text: qsTr("At %1 games the difference for %2 is not distinguishable from none: its interval holds 0. More games tell.")
                  .arg(systems.result.games ?? 0).arg(systems.result.sideName ?? "")
        wrapMode: Text.Wrap
        color: Theme.warning
        font.pixelSize: 12
    }
    PlainText {
        objectName: "versusStale"
        Layout.fillWidth: true
        visible: systems.runner.hasVersus && !systems.current
        text: qsTr("The battle changed since this comparison: compare again for figures of the battle as it is.")
        wrapMode: Text.Wrap
        color: Theme.warning
        font.pixelSize: 12
    }
    PlainText {
        Layout.fillWidth: true
        visible: systems.runner.hasVersus && systems.result.cancelled === true
        text: qsTr("Cancelled: the figures are from the games played so far.")
        wrapMode: Text.Wrap
        color: Theme.warning
        font.pixelSize: 12
    }
}
