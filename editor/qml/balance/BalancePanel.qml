pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Tricorne.Studio

// The balance panel: N seeded games between two bots on the scenario as it stands,
// unsaved edits included, played by the engine on a worker thread (BalanceRunner). Shows each
// side's win rate with its 95% interval, the banners and game lengths, how games ended, the
// change since the previous run, (on the board) where units fell, the stopping rule with its
// narrowing interval (BalanceStopRule), the balance sweep (BalanceSweep) and the battle under
// another game system (BalanceSystems).
Flickable {
    id: balance
    objectName: "balancePanel"

    required property ScenarioDocument document

    readonly property BalanceRunner runner: BalanceRunner
    /// The last result ({} before the first run; see BalanceRunner::result).
    readonly property var result: balance.runner.result
    readonly property var bots: balance.runner.botNames

    clip: true
    contentWidth: width
    contentHeight: content.implicitHeight
    boundsBehavior: Flickable.StopAtBounds
    ScrollBar.vertical: ScrollBar {}

    Binding { target: balance.runner; property: "document"; value: balance.document }

    /// Shows the sweep, its settings and its results (`tricorne-studio --balance sweep` pictures
    /// the results so).
    function showSweep() { balance.keepInView(sweep) }
    /// Scrolls `part` to the top of the panel as far as the panel scrolls, and keeps it there
    /// while its results are laid out, until the designer scrolls.
    function keepInView(part: Item) {
        balance.shownPart = part
        balance.scrollToShownPart()
    }
    property Item shownPart: null
    /// Shows the sweep (showSweep) when a run finishes: `tricorne-studio --balance sweep`
    /// pictures the results, which lie below the run's settings, further than the panel shows.
    property bool revealSweepWhenFinished: false
    Connections {
        target: balance.runner
        enabled: balance.revealSweepWhenFinished
        function onFinished() { balance.showSweep() }
    }
    // A comparison of systems, started here or from the system editor, is shown as it plays and
    // when it ends (the panel may be made after it started: tricorne-studio --balance versus).
    Connections {
        target: balance.runner
        function onVersusStarted() { balance.keepInView(systemsPart) }
        function onVersusChanged() { balance.keepInView(systemsPart) }
    }
    function scrollToShownPart() {
        if (balance.shownPart)
            balance.contentY = Math.max(0, Math.min(content.y + balance.shownPart.y, balance.contentHeight - balance.height))
    }
    onContentHeightChanged: balance.scrollToShownPart()
    onMovementStarted: balance.shownPart = null

    /// "0.523" → "52%".
    function pct(x: real): string { return Math.round(100 * x) + "%" }
    /// Histogram counts → [{label, value}] from the first value with games to the last.
    function barsOf(counts: var): var {
        const out = []
        if (!counts) return out
        let first = 0
        while (first < counts.length && counts[first] === 0) ++first
        for (let i = first; i < counts.length; ++i) out.push({label: String(i), value: counts[i]})
        return out
    }
    /// [{turns, games}] → bars from the shortest game to the longest, in bins of equal width
    /// (at most 24 bars), each labelled with its first turn.
    function turnBars(turns: var): var {
        const out = []
        if (!turns || turns.length === 0) return out
        const first = turns[0].turns
        const width = Math.max(1, Math.ceil((turns[turns.length - 1].turns - first + 1) / 24))
        for (const t of turns) {
            const bin = Math.floor((t.turns - first) / width)
            while (out.length <= bin) {
                const start = first + out.length * width
                out.push({label: String(start), value: 0})
            }
            out[bin].value += t.games
        }
        return out
    }
    /// "Jacobite bot": the bot playing the side, named by its army (the board model's side names).
    function botLabel(position: string): string {
        const name = position === "bottom" ? balance.document.board.bottomName : balance.document.board.topName
        return name !== "" ? qsTr("%1 bot").arg(name) : (position === "bottom" ? qsTr("Bottom bot") : qsTr("Top bot"))
    }

    ColumnLayout {
        id: content
        width: balance.width - 8
        spacing: 10

        // --- what to run -----------------------------------------------------------------------
        GridLayout {
            Layout.fillWidth: true
            columns: 2
            columnSpacing: 8
            rowSpacing: 4

            PlainText { text: qsTr("Games"); color: Theme.text; font.pixelSize: 12 }
            SpinBox {
                Accessible.name: qsTr("Games")
                id: gamesBox
                objectName: "balanceGames"
                Layout.fillWidth: true
                from: 1
                to: 100000
                stepSize: 50
                editable: true
                enabled: !balance.runner.running
                value: balance.runner.games
                onValueModified: balance.runner.games = value
                font.pixelSize: 12
            }
            PlainText { text: qsTr("Seed"); color: Theme.text; font.pixelSize: 12 }
            SpinBox {
                Accessible.name: qsTr("Seed")
                objectName: "balanceSeed"
                Layout.fillWidth: true
                from: 0
                to: 2147483647
                editable: true
                enabled: !balance.runner.running
                value: balance.runner.seed
                onValueModified: balance.runner.seed = value
                font.pixelSize: 12
            }
            PlainText {
                Layout.maximumWidth: 110
                objectName: "balanceBottomBotLabel"
                text: balance.botLabel("bottom")
                elide: Text.ElideRight
                color: Theme.text
                font.pixelSize: 12
            }
            ComboBox {
                Accessible.name: balance.botLabel("bottom")
                objectName: "balanceBottomBot"
                Layout.fillWidth: true
                model: balance.runner.botNames
                enabled: !balance.runner.running
                currentIndex: Math.max(0, balance.bots.indexOf(balance.runner.bottomBot))
                onActivated: index => balance.runner.bottomBot = balance.bots[index]
                font.pixelSize: 12
            }
            PlainText {
                Layout.maximumWidth: 110
                objectName: "balanceTopBotLabel"
                text: balance.botLabel("top")
                elide: Text.ElideRight
                color: Theme.text
                font.pixelSize: 12
            }
            ComboBox {
                Accessible.name: balance.botLabel("top")
                objectName: "balanceTopBot"
                Layout.fillWidth: true
                model: balance.runner.botNames
                enabled: !balance.runner.running
                currentIndex: Math.max(0, balance.bots.indexOf(balance.runner.topBot))
                onActivated: index => balance.runner.topBot = balance.bots[index]
                font.pixelSize: 12
            }
        }

        RowLayout {
            Layout.fillWidth: true
            spacing: 8
            Button {
                objectName: "balanceRun"
                text: balance.runner.running ? qsTr("Cancel") : qsTr("Run")
                highlighted: !balance.runner.running
                enabled: balance.document.loaded
                font.pixelSize: 12
                onClicked: balance.runner.running ? balance.runner.cancel() : balance.runner.run()
            }
            ProgressBar {
                objectName: "balanceProgress"
                Layout.fillWidth: true
                from: 0
                to: Math.max(1, balance.runner.total)
                value: balance.runner.done
                opacity: balance.runner.running || balance.runner.done > 0 ? 1 : 0.4
            }
            PlainText {
                objectName: "balanceProgressText"
                text: balance.runner.done + " / " + balance.runner.total + (balance.runner.timeLeft !== "" ? " · " + balance.runner.timeLeft : "")
                visible: balance.runner.total > 0
                color: Theme.textMuted
                font.pixelSize: 11
            }
        }
        BalanceStopRule {
            Layout.fillWidth: true
            document: balance.document
        }
        PlainText {
            objectName: "balanceForecast"
            Layout.fillWidth: true
            visible: !balance.runner.running && balance.runner.forecast !== ""
            text: balance.runner.forecast
            wrapMode: Text.Wrap
            color: Theme.textMuted
            font.pixelSize: 11
        }
        PlainText {
            Layout.fillWidth: true
            visible: balance.runner.error !== ""
            text: balance.runner.error
            wrapMode: Text.Wrap
            color: Theme.error
            font.pixelSize: 12
        }
        PlainText {
            Layout.fillWidth: true
            visible: !balance.runner.hasResult && balance.runner.error === ""
            text: qsTr("Plays the battle as it stands, unsaved edits included, bot against bot, and shows how often each side wins.")
            wrapMode: Text.Wrap
            color: Theme.textMuted
            font.pixelSize: 12
        }

        // --- the result ------------------------------------------------------------------------
        ColumnLayout {
            Layout.fillWidth: true
            visible: balance.runner.hasResult
            spacing: 10

            PlainText {
                Layout.fillWidth: true
                text: balance.result.played !== undefined
                      ? (balance.result.cancelled ? qsTr("Cancelled after %1 of %2 games").arg(balance.result.played).arg(balance.result.games)
                                                  : qsTr("%1 games").arg(balance.result.played))
                        + (balance.result.unfinished >= balance.result.played ? ""
                           : " · " + (balance.result.unfinished > 0 ? qsTr("%1 turns on average (finished games)")
                                                                    : qsTr("%1 turns on average")).arg(balance.result.meanTurns.toFixed(1)))
                      : ""
                wrapMode: Text.Wrap
                color: balance.result.cancelled === true ? Theme.warning : Theme.text
                font.pixelSize: 12
                font.bold: true
            }

            PlainText {   // the engine's own comparison of the two sides' players (SimulationResult::botsDiffer)
                objectName: "balanceBotsDiffer"
                Layout.fillWidth: true
                visible: balance.result.botsDiffer === true
                text: qsTr("The sides were played by different bots (%1 and %2): the win rates measure the bots as much as the battle.")
                      .arg(balance.result.sides ? balance.result.sides[0].bot : "").arg(balance.result.sides ? balance.result.sides[1].bot : "")
                wrapMode: Text.Wrap
                color: Theme.warning
                font.pixelSize: 12
            }

            Rectangle {   // games that never ended: why (as validation says), and how to replay them
                id: unfinishedBox
                objectName: "balanceUnfinished"
                readonly property var games: balance.result.unfinishedGames ?? []
                readonly property var reasons: balance.result.unfinishedReasons ?? []
                Layout.fillWidth: true
                visible: (balance.result.unfinished ?? 0) > 0
                implicitHeight: unfinishedColumn.implicitHeight + 14
                radius: 4
                color: Theme.warningFill
                border.color: Theme.warning
                border.width: 2
                ColumnLayout {
                    id: unfinishedColumn
                    x: 8
                    y: 7
                    width: parent.width - 16
                    spacing: 4
                    PlainText {
                        Layout.fillWidth: true
                        text: qsTr("⚠ %1 of %2 games never ended: no winner after 100,000 decisions. Win rates count them as won by neither side; game lengths leave them out.")
                              .arg(balance.result.unfinished).arg(balance.result.played)
                        wrapMode: Text.Wrap
                        color: Theme.text
                        font.pixelSize: 12
                        font.bold: true
                    }
                    Repeater {
                        model: unfinishedBox.reasons
                        delegate: PlainText {
                            required property string modelData
                            Layout.fillWidth: true
                            text: qsTr("Why: %1").arg(modelData)
                            wrapMode: Text.Wrap
                            color: Theme.text
                            font.pixelSize: 12
                        }
                    }
                    PlainText {
                        Layout.fillWidth: true
                        visible: unfinishedBox.reasons.length === 0
                        text: qsTr("Validation names no reason, so this is a bug in the engine or the bots: please report the scenario with the seeds below.")
                        wrapMode: Text.Wrap
                        color: Theme.text
                        font.pixelSize: 12
                    }
                    PlainText {
                        objectName: "balanceUnfinishedSeeds"
                        Layout.fillWidth: true
                        // The first three: enough to replay one, short enough to keep the charts in view.
                        readonly property var shown: unfinishedBox.games.slice(0, 3)
                        text: qsTr("Replay: %1%2").arg(shown.map(g => qsTr("game %1 (seed %2)").arg(g.game).arg(g.seed)).join(", "))
                                                  .arg(balance.result.unfinished > shown.length
                                                       ? qsTr(" and %1 more").arg(balance.result.unfinished - shown.length) : "")
                        wrapMode: Text.Wrap
                        color: Theme.text
                        font.pixelSize: 11
                    }
                    TextEdit {   // selectable, to copy into a terminal
                        Layout.fillWidth: true
                        text: balance.result.replay ?? ""
                        readOnly: true
                        selectByMouse: true
                        wrapMode: TextEdit.WrapAnywhere
                        color: Theme.textMuted
                        font.family: "monospace"
                        font.pixelSize: 11
                    }
                }
            }

            Rectangle {   // the change since the previous run
                Layout.fillWidth: true
                visible: balance.runner.comparison !== ""
                implicitHeight: comparisonText.implicitHeight + 12
                radius: 4
                color: Theme.selectionFill
                border.color: Theme.panelBorder
                PlainText {
                    id: comparisonText
                    objectName: "balanceComparison"
                    x: 8
                    y: 6
                    width: parent.width - 16
                    text: balance.runner.comparison
                    wrapMode: Text.Wrap
                    color: Theme.text
                    font.pixelSize: 12
                }
            }

            PlainText { text: qsTr("Win rate, with its 95% interval"); color: Theme.textMuted; font.pixelSize: 11 }
            Repeater {
                model: balance.result.sides ?? []
                delegate: ColumnLayout {
                    id: side
                    required property var modelData
                    Layout.fillWidth: true
                    spacing: 3
                    RowLayout {
                        Layout.fillWidth: true
                        PlainText {
                            Layout.fillWidth: true
                            text: side.modelData.name + "  ·  " + side.modelData.bot
                            elide: Text.ElideRight
                            color: Theme.text
                            font.pixelSize: 12
                        }
                        PlainText {
                            objectName: "winPercent-" + side.modelData.position
                            text: side.modelData.percent + "%"
                            color: Theme.text
                            font.pixelSize: 13
                            font.bold: true
                        }
                        PlainText {
                            text: "(" + balance.pct(side.modelData.low) + "–" + balance.pct(side.modelData.high) + ")"
                            color: Theme.textMuted
                            font.pixelSize: 11
                        }
                    }
                    RateBar {
                        Layout.fillWidth: true
                        rate: side.modelData.rate
                        low: side.modelData.low
                        high: side.modelData.high
                        colour: side.modelData.colour
                        fillName: "winBar-" + side.modelData.position
                    }
                }
            }

            PlainText { text: qsTr("Banners at the end"); color: Theme.textMuted; font.pixelSize: 11 }
            RowLayout {
                Layout.fillWidth: true
                spacing: 12
                Repeater {
                    model: balance.result.sides ?? []
                    delegate: BalanceBars {
                        required property var modelData
                        Layout.fillWidth: true
                        Layout.preferredWidth: 1
                        title: modelData.name
                        colour: modelData.colour
                        bars: balance.barsOf(modelData.banners)
                        chartHeight: 36
                    }
                }
            }

            BalanceBars {
                Layout.fillWidth: true
                title: (balance.result.unfinished ?? 0) > 0 ? qsTr("Game length in turns, finished games") : qsTr("Game length in turns")
                colour: Theme.hillContour
                bars: balance.turnBars(balance.result.turns ?? [])
            }

            PlainText { text: qsTr("How games ended"); color: Theme.textMuted; font.pixelSize: 11 }
            Flow {
                Layout.fillWidth: true
                spacing: 6
                Repeater {
                    model: balance.result.endReasons ?? []
                    delegate: Rectangle {
                        id: reason
                        required property var modelData
                        width: reasonText.implicitWidth + 14
                        height: 20
                        radius: 10
                        color: reason.modelData.reason === "unfinished" ? Theme.warningFill : Theme.selectionFill
                        border.color: Theme.panelBorder
                        PlainText {
                            id: reasonText
                            anchors.centerIn: parent
                            text: reason.modelData.words + "  " + reason.modelData.games
                            color: Theme.text
                            font.pixelSize: 11
                        }
                    }
                }
            }

            RowLayout {   // the heat map's scale: its colours from none to the most-hit hex
                objectName: "heatScale"
                Layout.fillWidth: true
                visible: (balance.result.heatMax ?? 0) > 0
                spacing: 6
                PlainText { text: "1"; color: Theme.textMuted; font.pixelSize: 11 }
                Rectangle {
                    width: 60
                    height: 10
                    radius: 2
                    border.color: Theme.panelBorder
                    gradient: Gradient {
                        orientation: Gradient.Horizontal
                        // BalanceHeatMap's shades of the least and the most hit hex
                        GradientStop { position: 0; color: Qt.rgba(0.86, 0.12, 0.06, 0.12) }
                        GradientStop { position: 1; color: Qt.rgba(0.86, 0.12, 0.06, 0.6) }
                    }
                }
                PlainText { text: String(balance.result.heatMax ?? 0); color: Theme.textMuted; font.pixelSize: 11 }
                PlainText {
                    Layout.fillWidth: true
                    text: qsTr("units eliminated per hex, shaded on the board under the pieces")
                    wrapMode: Text.Wrap
                    color: Theme.textMuted
                    font.pixelSize: 11
                }
            }
        }

        // --- the balance sweep -----------------------------------------------------------------
        BalanceSweep {
            id: sweep
            Layout.fillWidth: true
            document: balance.document
        }
        BalanceSystems {
            id: systemsPart
            Layout.fillWidth: true
            document: balance.document
        }
    }
}
