import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Tricorne.Studio

// A Command or Combat card of the hand: its name and what it does, as the engine reads the
// system data; the deck's notes (the booklet's words, provenance) show on hover. Playable cards
// are raised and clickable; hovering one shows (through `hoveredChanged`) the units it can order.
Rectangle {
    id: card

    // The hand model's roles (PlaytestHandModel).
    required property int handIndex
    required property bool combat
    required property string name
    required property string text
    required property string notes
    required property bool playable
    required property int actionIndex
    /// The pieces the card would let its player order: points, x = col, y = row.
    required property var units
    /// A Combat card that may be discarded to reposition a leader; picked: the one chosen now.
    required property bool repositions
    required property bool picked
    signal played(int actionIndex)
    /// Clicked to reposition a leader with it (the board then takes the leader and the hex).
    signal pickedForReposition(int handIndex)

    readonly property bool hovered: hover.hovered

    objectName: (card.combat ? "combat-card-" : "card-") + card.handIndex
    implicitHeight: column.implicitHeight + 18
    radius: 6
    color: card.playable ? (hover.hovered ? Theme.cardHovered : Theme.card) : Theme.cardUnplayable
    border.color: card.picked ? Theme.chosen : card.playable ? (hover.hovered ? Theme.goldDark : Theme.gold) : Theme.panelBorder
    border.width: card.picked ? 3 : card.playable ? 1.5 : 1

    Rectangle {   // the card's coloured head band
        width: 6
        height: parent.height - 12
        x: 6
        y: 6
        radius: 3
        color: card.playable ? Theme.cardTitle : Theme.panelBorder
    }

    ColumnLayout {
        id: column
        x: 20
        y: 9
        width: parent.width - 30
        spacing: 2
        PlainText {
            Layout.fillWidth: true
            text: card.name
            font.pixelSize: 13
            font.bold: true
            color: Theme.text
            elide: Text.ElideRight
        }
        PlainText {
            Layout.fillWidth: true
            text: card.text + (card.repositions ? (card.picked ? qsTr("  ·  Picked: click a leader, then his new hex (click the card again to put it back)")
                                                                 : qsTr("  ·  Click to discard it and reposition a leader"))
                               : card.playable ? qsTr("  ·  %n can be ordered", "", card.units.length) : "")
            font.pixelSize: 11
            color: Theme.textMuted
            wrapMode: Text.Wrap
        }
    }

    HoverHandler { id: hover }
    ToolTip.visible: hover.hovered && card.notes !== ""
    ToolTip.delay: 600
    ToolTip.text: card.notes
    TapHandler {
        enabled: card.playable
        onTapped: card.actionIndex < 0 && card.repositions ? card.pickedForReposition(card.handIndex) : card.played(card.actionIndex)
    }
}
