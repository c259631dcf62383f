pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Tricorne.Studio

// The playtest's left-hand panel: the set-up (seed, who plays each side, the bots' pace),
// restart / undo turn / back to editing, the line-of-sight tool, the objectives and the log
// (saved as the engine's replay log; a saved log is loaded and stepped through here).
Rectangle {
    id: side

    required property PlaytestSession session
    /// On: a click on the board shows what the piece there can see instead of choosing.
    property bool lineOfSightMode: false
    signal backToEditing()

    color: Theme.panel

    readonly property var players: Players.names
    readonly property var playerNames: Players.labels

    component Heading: PlainText {
        font.pixelSize: 14
        font.bold: true
        color: Theme.text
        topPadding: 4
    }

    /// Who plays one side: a human or a bot.
    component PlayerChoice: RowLayout {
        id: playerRow
        property string position
        property string label
        property string player
        Layout.columnSpan: 2
        Layout.fillWidth: true
        PlainText { Layout.preferredWidth: 80; text: playerRow.label; color: Theme.textMuted; font.pixelSize: 12; elide: Text.ElideRight }
        ComboBox {
            Accessible.name: qsTr("Who plays %1").arg(playerRow.label)
            objectName: "player-" + playerRow.position
            Layout.fillWidth: true
            model: side.playerNames
            currentIndex: side.players.indexOf(playerRow.player)
            onActivated: index => {
                if (playerRow.position === "top") side.session.topPlayer = side.players[index]
                else side.session.bottomPlayer = side.players[index]
            }
        }
    }

    // QFileDialog (FileDialogs), as for the scenario: QML's own dialog needs modules a plain
    // desktop may lack, and crashed there.
    FileDialogs {
        id: logDialogs
        objectName: "logDialogs"
        onLogChosen: (path, save) => save ? side.session.saveLog(path) : side.session.loadLog(path)
    }

    ScrollView {
        anchors.fill: parent
        anchors.margins: 12
        contentWidth: availableWidth

        ColumnLayout {
            width: parent.width
            spacing: 6

            Heading { text: qsTr("Playtest") }
            GridLayout {
                Layout.fillWidth: true
                columns: 2
                columnSpacing: 6
                rowSpacing: 4
                PlainText { text: qsTr("Seed"); color: Theme.textMuted; font.pixelSize: 12 }
                TextField {
                    Accessible.name: qsTr("Seed")
                    objectName: "seedField"
                    Layout.fillWidth: true
                    text: side.session.seed
                    validator: IntValidator { bottom: 0 }
                    selectByMouse: true
                    onEditingFinished: side.session.seed = parseInt(text)
                }
                PlayerChoice { position: "bottom"; label: side.session.bottomName; player: side.session.bottomPlayer }
                PlayerChoice { position: "top"; label: side.session.topName; player: side.session.topPlayer }
                PlainText { text: qsTr("Bot pace"); color: Theme.textMuted; font.pixelSize: 12 }
                RowLayout {
                    Layout.fillWidth: true
                    Slider {
                        Accessible.name: qsTr("Bot pace")
                        id: pace
                        Layout.fillWidth: true
                        from: 0
                        to: 2000
                        stepSize: 100
                        value: side.session.botDelay
                        onMoved: side.session.botDelay = value
                    }
                    PlainText {
                        Layout.preferredWidth: 44
                        text: side.session.botDelay === 0 ? qsTr("instant") : (side.session.botDelay / 1000).toFixed(1) + " s"
                        color: Theme.textMuted
                        font.pixelSize: 11
                    }
                }
            }
            RowLayout {
                Layout.fillWidth: true
                CheckBox {
                    text: qsTr("Pause bots")
                    checked: side.session.paused
                    onToggled: side.session.paused = checked
                }
                Button {
                    text: qsTr("Bot move")
                    enabled: !side.session.humanToDecide && !side.session.gameOver
                    onClicked: side.session.stepBot()
                    ToolTip.visible: hovered
                    ToolTip.text: qsTr("Let the bot take one decision")
                }
            }
            GridLayout {
                Layout.fillWidth: true
                columns: 2
                columnSpacing: 4
                rowSpacing: 4
                Button { Layout.fillWidth: true; objectName: "restartButton"; text: qsTr("Restart"); onClicked: side.session.restart(false)
                         ToolTip.visible: hovered; ToolTip.text: qsTr("From the start with the same seed") }
                Button { Layout.fillWidth: true; text: qsTr("New seed"); onClicked: side.session.restart(true)
                         ToolTip.visible: hovered; ToolTip.text: qsTr("From the start with the next seed") }
                Button { Layout.fillWidth: true; objectName: "undoTurnButton"; text: qsTr("Undo turn"); enabled: side.session.canUndoTurn
                         onClicked: side.session.undoTurn()
                         ToolTip.visible: hovered; ToolTip.text: qsTr("Back to the start of this turn") }
                Button { Layout.fillWidth: true; objectName: "backToEditingButton"; text: qsTr("Back to editing"); highlighted: true
                         onClicked: side.backToEditing()
                         ToolTip.visible: hovered; ToolTip.text: qsTr("Leave the playtest; the scenario is as it was (Esc)") }
            }
            Switch {
                objectName: "lineOfSightSwitch"
                text: qsTr("Line of sight: click a piece")
                checked: side.lineOfSightMode
                onToggled: {
                    side.lineOfSightMode = checked
                    if (!checked) side.session.showLineOfSight(-1, -1)
                }
            }
            PlainText {
                Layout.fillWidth: true
                visible: side.session.error !== ""
                text: side.session.error
                color: Theme.error
                font.pixelSize: 11
                wrapMode: Text.Wrap
            }

            // --- objectives -----------------------------------------------------------------------
            Heading { text: qsTr("Objectives") }
            PlainText {
                Layout.fillWidth: true
                visible: side.session.objectives.count === 0
                text: qsTr("None: banners come from units and leaders eliminated.")
                color: Theme.textMuted
                font.pixelSize: 11
                wrapMode: Text.Wrap
            }
            Column {   // Repeaters sit in positioners: a layout must not lose items mid-arrangement
                Layout.fillWidth: true
                spacing: 3
                Repeater {
                model: side.session.objectives
                delegate: RowLayout {
                    id: objectiveRow
                    required property string name
                    required property string holder
                    required property int topBanners
                    required property int bottomBanners
                    width: parent ? parent.width : 0
                    Rectangle {
                        implicitWidth: 10
                        implicitHeight: 10
                        radius: 5
                        color: objectiveRow.holder === "nobody" ? "transparent" : Theme.banner
                        border.color: Theme.goldDark
                    }
                    PlainText {
                        Layout.fillWidth: true
                        text: objectiveRow.name
                        font.pixelSize: 12
                        color: Theme.text
                        elide: Text.ElideRight
                    }
                    PlainText {
                        text: objectiveRow.holder === "nobody" ? qsTr("unheld")
                              : qsTr("%1 · %2").arg(objectiveRow.holder).arg(objectiveRow.topBanners + objectiveRow.bottomBanners)
                        font.pixelSize: 11
                        color: Theme.textMuted
                    }
                }
                }
            }

            // --- the log --------------------------------------------------------------------------
            RowLayout {
                Layout.fillWidth: true
                Heading { text: qsTr("Log"); Layout.fillWidth: true }
                ToolButton { text: qsTr("Save…"); enabled: !side.session.replaying && side.session.log.length > 0; onClicked: logDialogs.saveGameLog()
                             font.pixelSize: 12 }
                ToolButton { text: qsTr("Load…"); onClicked: logDialogs.loadGameLog(); font.pixelSize: 12 }
            }
            RowLayout {   // stepping through a loaded log
                Layout.fillWidth: true
                visible: side.session.replaying
                ToolButton { Accessible.name: qsTr("Back to the start"); text: "⏮"; onClicked: side.session.replayTo(0) }
                ToolButton { Accessible.name: qsTr("Step back"); objectName: "replayBack"; text: "◀"; onClicked: side.session.replayStep(-1) }
                Slider {
                    Accessible.name: qsTr("Replay position")
                    Layout.fillWidth: true
                    from: 0
                    to: side.session.replayLength
                    stepSize: 1
                    value: side.session.replayPosition
                    onMoved: side.session.replayTo(value)
                }
                ToolButton { Accessible.name: qsTr("Step forward"); objectName: "replayForward"; text: "▶"; onClicked: side.session.replayStep(1) }
                ToolButton { text: qsTr("Play"); onClicked: side.session.leaveReplay()
                             ToolTip.visible: hovered; ToolTip.text: qsTr("Leave the log and play from the start") }
            }
            ListView {
                id: logView
                objectName: "playtestLog"
                Accessible.name: qsTr("Game log")
                Layout.fillWidth: true
                Layout.preferredHeight: 300
                clip: true
                spacing: 3
                model: side.session.log
                // The log follows its newest line unless the reader scrolled back. Lines are of
                // unequal heights (their notes): the end moves as they are laid out, so it is
                // followed again when the content's height changes.
                property bool following: true
                onMovementEnded: logView.following = logView.atYEnd
                onCountChanged: if (logView.following) followLog.restart()
                onContentHeightChanged: if (logView.following && !logView.moving) followLog.restart()
                Timer { id: followLog; interval: 0; onTriggered: logView.positionViewAtEnd() }
                delegate: Column {
                    id: entry
                    required property var modelData
                    required property int index
                    width: logView.width
                    opacity: !side.session.replaying || entry.index < side.session.replayPosition ? 1 : 0.4
                    // The line's emphasis comes from its parts, each plain text: names in the
                    // entry are scenario data and are never spliced into markup.
                    Flow {
                        width: parent.width
                        spacing: 4
                        PlainText {
                            id: stepText
                            objectName: "logStep"
                            text: entry.modelData.step
                            font.pixelSize: 11
                            font.bold: true
                            color: Theme.text
                        }
                        PlainText {
                            objectName: "logText"
                            width: Math.min(implicitWidth, entry.width - stepText.width - 4)
                            text: entry.modelData.sideName + ": " + entry.modelData.text
                            font.pixelSize: 11
                            color: Theme.text
                            wrapMode: Text.Wrap
                        }
                        PlainText {
                            objectName: "logDice"
                            visible: entry.modelData.dice.length > 0
                            text: "[" + entry.modelData.diceWords + "]"
                            font.pixelSize: 11
                            color: Theme.goldDark
                        }
                    }
                    Repeater {
                        model: entry.modelData.notes
                        delegate: PlainText {
                            required property string modelData
                            width: entry.width
                            leftPadding: 12
                            text: modelData
                            font.pixelSize: 10
                            color: Theme.textMuted
                            wrapMode: Text.Wrap
                        }
                    }
                }
                ScrollBar.vertical: ScrollBar {}
            }
        }
    }
}
