pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Tricorne.Studio

// The playtest's right-hand panel: the turn and the banners, what the deciding side is asked,
// the hand of Command cards, every choice the engine offers (hex choices can also be clicked
// on the board), and the dice of the last roll with what they did.
Rectangle {
    id: panel

    required property PlaytestSession session
    property string title: ""
    /// The units of the card under the pointer, for the board to ring.
    readonly property var previewUnits: panel.hoveredCard ? panel.hoveredCard.units : []
    property PlaytestCard hoveredCard: null
    /// The last line of the log that rolled dice ({} before any): {text, sideName, dice, attackDice, notes}.
    readonly property var roll: panel.session.lastRoll

    color: Theme.panel

    function sideColour(side: string): color { return side === "top" ? Theme.topSide : Theme.bottomSide }

    Rectangle { width: 1; height: parent.height; color: Theme.panelBorder }

    /// One side's banners: a pip per banner needed, filled for those won.
    component BannerRow: RowLayout {
        id: bannerRow
        property string position
        property string name
        property int banners
        Layout.fillWidth: true
        spacing: 6
        PlainText {
            Layout.preferredWidth: 110
            text: bannerRow.name
            color: Theme.text
            font.pixelSize: 12
            font.bold: panel.session.activeSide === bannerRow.position
            elide: Text.ElideRight
        }
        Row {
            spacing: 4
            Repeater {
                model: panel.session.victoryBanners
                delegate: Rectangle {
                    required property int index
                    width: 14
                    height: 18
                    radius: 2
                    color: index < bannerRow.banners ? panel.sideColour(bannerRow.position) : "transparent"
                    border.color: index < bannerRow.banners ? Qt.darker(color, 1.3) : Theme.panelBorder
                }
            }
        }
        Item { Layout.fillWidth: true }
        PlainText {
            text: bannerRow.banners + " / " + panel.session.victoryBanners
            color: Theme.textMuted
            font.pixelSize: 11
        }
    }

    /// Brings what is asked now into view: the prompt and the choices below it (a panel
    /// scrolled down to the hand or the last roll otherwise hides the new decision).
    function showDecision() {
        const flick = scroll.contentItem as Flickable
        if (!flick) return
        const top = decisionBox.mapToItem(panelColumn, 0, 0).y
        const bottom = choicesEnd.mapToItem(panelColumn, 0, 0).y
        const wanted = Math.min(top, Math.max(bottom - flick.height, flick.contentY))
        const most = Math.max(0, flick.contentHeight - flick.height)
        flick.contentY = Math.max(0, Math.min(top < flick.contentY ? top : wanted, most))
    }
    // After the layout has taken the new rows (from the event loop: the heights are known then).
    Timer { id: showDecisionSoon; interval: 0; onTriggered: panel.showDecision() }
    Connections {
        target: panel.session
        function onDecisionChanged() { showDecisionSoon.restart() }
        function onRevisionChanged() { if (panel.session.humanToDecide) showDecisionSoon.restart() }
    }

    ScrollView {
        id: scroll
        objectName: "playtestPanelScroll"
        anchors.fill: parent
        anchors.margins: 14
        anchors.leftMargin: 15
        contentWidth: availableWidth

        ColumnLayout {
            id: panelColumn
            width: parent.width
            spacing: 10

            PlainText {
                Layout.fillWidth: true
                text: panel.title
                wrapMode: Text.Wrap
                color: Theme.text
                font.pixelSize: 20
                font.bold: true
            }
            RowLayout {
                Layout.fillWidth: true
                spacing: 8
                Item {
                    // The pill takes its width from its words by a plain binding, not from the
                    // layout: white words centred in a pill the layout had not widened yet (an
                    // earlier, shorter phase) showed only their middle ("ca") over the pill.
                    Layout.preferredWidth: phasePill.width
                    Layout.minimumWidth: phasePill.width   // the turn's words give way, not the phase
                    Layout.preferredHeight: phasePill.height
                    Rectangle {
                        id: phasePill
                        width: phaseText.implicitWidth + 18
                        height: 22
                        radius: 11
                        color: panel.sideColour(panel.session.activeSide)
                        PlainText {
                            id: phaseText
                            objectName: "playtestPhase"
                            anchors.centerIn: parent
                            text: panel.session.replaying ? qsTr("Replay %1 / %2").arg(panel.session.replayPosition).arg(panel.session.replayLength)
                                                          : panel.session.phase
                            color: "white"
                            font.pixelSize: 12
                            font.bold: true
                        }
                    }
                }
                PlainText {
                    Layout.fillWidth: true
                    text: qsTr("Turn %1 · %2 to play").arg(panel.session.turn)
                              .arg(panel.session.activeSide === "top" ? panel.session.topName : panel.session.bottomName)
                    color: Theme.textMuted
                    font.pixelSize: 12
                    elide: Text.ElideRight
                }
            }

            // --- banners ---------------------------------------------------------------------
            BannerRow { position: "top"; name: panel.session.topName; banners: panel.session.topBanners }
            BannerRow { position: "bottom"; name: panel.session.bottomName; banners: panel.session.bottomBanners }

            // --- the result, or what is asked now ----------------------------------------------
            Rectangle {
                id: decisionBox
                objectName: "playtestDecision"
                Layout.fillWidth: true
                implicitHeight: promptColumn.implicitHeight + 16
                radius: 5
                color: panel.session.gameOver ? Theme.gameOverBanner : Theme.turnBanner
                border.color: panel.session.gameOver ? Theme.ok : Theme.gold
                ColumnLayout {
                    id: promptColumn
                    x: 8
                    y: 8
                    width: parent.width - 16
                    spacing: 3
                    PlainText {
                        Layout.fillWidth: true
                        visible: !panel.session.gameOver
                        text: panel.session.humanToDecide ? qsTr("%1 decides").arg(panel.session.decidingSideName)
                              : panel.session.replaying ? qsTr("Replaying a saved log")
                              : panel.session.paused ? qsTr("%1 (bot) is paused").arg(panel.session.decidingSideName)
                              : qsTr("%1 (bot) is thinking…").arg(panel.session.decidingSideName)
                        font.pixelSize: 11
                        font.bold: true
                        color: panel.sideColour(panel.session.decidingSide)
                    }
                    PlainText {
                        objectName: "playtestPrompt"
                        Layout.fillWidth: true
                        text: panel.session.gameOver ? panel.session.result : panel.session.prompt
                        wrapMode: Text.Wrap
                        font.pixelSize: 13
                        font.bold: panel.session.gameOver
                        color: Theme.text
                    }
                }
            }

            // --- choices ----------------------------------------------------------------------
            PlainText {
                text: qsTr("Choices")
                font.pixelSize: 14
                font.bold: true
                color: Theme.text
                visible: panel.session.humanToDecide && panel.session.choices.beyondCards
            }
            Column {
                Layout.fillWidth: true
                spacing: 4
                Repeater {
                model: panel.session.humanToDecide ? panel.session.choices : null
                delegate: Rectangle {
                    id: choice
                    width: parent ? parent.width : 0
                    // The choice model's roles (PlaytestChoiceModel); action is the action's index.
                    required property int action
                    required property string kind
                    required property string group
                    required property string label
                    required property string detail
                    required property int dice
                    required property int col
                    required property int row
                    readonly property bool onBoard: choice.col >= 0
                    readonly property bool ending: choice.group === "end"
                    objectName: "choice-" + choice.kind + (choice.onBoard ? "-" + choice.col + "-" + choice.row : "")
                    // Cards are played from the hand, places are clicked on the board (marked there,
                    // a target with its dice; the status line says why when the pointer is on it).
                    visible: choice.group !== "card" && !choice.onBoard
                    height: visible ? choiceColumn.implicitHeight + 12 : 0
                    radius: 4
                    color: choiceHover.hovered ? Theme.selectionFill : (choice.ending ? Theme.choiceEnding : Theme.choice)
                    border.color: choice.group === "target" ? Theme.error
                                  : choice.group === "step" ? Theme.ok
                                  : choice.group === "path" ? Theme.chosen
                                  : choice.onBoard ? Theme.gold : Theme.panelBorder
                    ColumnLayout {
                        id: choiceColumn
                        x: 8
                        y: 6
                        width: parent.width - 16
                        spacing: 1
                        RowLayout {
                            Layout.fillWidth: true
                            PlainText {
                                Layout.fillWidth: true
                                text: choice.label
                                font.pixelSize: 12
                                font.bold: !choice.ending
                                color: Theme.text
                                wrapMode: Text.Wrap
                            }
                            Rectangle {
                                visible: choice.dice >= 0
                                implicitWidth: 22
                                implicitHeight: 22
                                radius: 11
                                color: Theme.error
                                PlainText { anchors.centerIn: parent; text: choice.dice; color: "white"; font.bold: true; font.pixelSize: 12 }
                            }
                        }
                        PlainText {
                            Layout.fillWidth: true
                            visible: choice.detail !== ""
                            text: choice.detail
                            font.pixelSize: 11
                            color: Theme.textMuted
                            wrapMode: Text.Wrap
                        }
                    }
                    HoverHandler { id: choiceHover }
                    TapHandler { onTapped: panel.session.choose(choice.action) }
                }
                }
            }

            PlainText {   // the places to click instead of a long list
                objectName: "playtestBoardHint"
                Layout.fillWidth: true
                visible: panel.session.humanToDecide && panel.session.choices.onBoard > 0
                text: panel.session.boardHint
                font.pixelSize: 11
                color: Theme.textMuted
                wrapMode: Text.Wrap
            }
            Item { id: choicesEnd; implicitHeight: 1; Layout.fillWidth: true }

            // --- the hand ---------------------------------------------------------------------
            PlainText {
                text: qsTr("Hand — %1").arg(panel.session.handSideName)
                font.pixelSize: 14
                font.bold: true
                color: Theme.text
                visible: panel.session.hand.count > 0
            }
            Column {   // Repeaters sit in positioners: a layout must not lose items mid-arrangement
                Layout.fillWidth: true
                spacing: 6
                Repeater {
                model: panel.session.hand
                delegate: PlaytestCard {
                    id: handCard
                    width: parent ? parent.width : 0
                    enabled: panel.session.humanToDecide
                    onHoveredChanged: {
                        if (handCard.hovered) panel.hoveredCard = handCard
                        else if (panel.hoveredCard === handCard) panel.hoveredCard = null
                    }
                    onPlayed: actionIndex => panel.session.choose(actionIndex)
                    onPickedForReposition: handIndex => panel.session.pickCard(handIndex)
                }
                }
            }

            // --- the last roll ----------------------------------------------------------------
            PlainText {
                text: qsTr("Last roll")
                font.pixelSize: 14
                font.bold: true
                color: Theme.text
                visible: panel.roll.dice !== undefined
            }
            PlainText {
                Layout.fillWidth: true
                visible: panel.roll.dice !== undefined
                text: panel.roll.text !== undefined ? panel.roll.sideName + ": " + panel.roll.text : ""
                font.pixelSize: 12
                color: Theme.text
                wrapMode: Text.Wrap
            }
            Flow {
                objectName: "playtestDice"
                Layout.fillWidth: true
                spacing: 5
                visible: panel.roll.dice !== undefined
                Repeater {
                    model: panel.roll.dice !== undefined ? panel.roll.dice : []
                    delegate: PlaytestDie {
                        required property string modelData
                        required property int index
                        face: modelData
                        // After the attack's own dice come the checks it caused (rally, leader casualty), lighter.
                        counts: panel.roll.attackDice === 0 || index < panel.roll.attackDice
                    }
                }
            }
            Column {
                Layout.fillWidth: true
                Repeater {
                model: panel.roll.notes !== undefined ? panel.roll.notes : []
                delegate: PlainText {
                    required property string modelData
                    width: parent ? parent.width : 0
                    text: "• " + modelData
                    font.pixelSize: 11
                    color: Theme.textMuted
                    wrapMode: Text.Wrap
                }
                }
            }
            Item { Layout.fillHeight: true }
        }
    }
}
