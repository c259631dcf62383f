import QtQuick
import Tricorne.Studio

// One line of the Unplaced tray: a piece (its army's colour, a round mark for a leader) or a
// group's title. A click picks it; a press dragged away reports where it is and where it is let
// go (the tray places the chosen pieces on the hex there).
Rectangle {
    id: piece

    property string text: ""
    property color colour: "transparent"
    property bool title: false
    property bool leader: false
    property bool chosen: false
    signal picked(int modifiers)
    /// (x, y) in this item's coordinates.
    signal dragged(real x, real y)
    signal dropped(real x, real y)

    implicitHeight: 24
    radius: 3
    color: piece.chosen ? Theme.selectionFill : "transparent"
    border.color: piece.chosen ? Theme.cursor : "transparent"

    Rectangle {
        id: swatch
        visible: !piece.title
        x: 6
        anchors.verticalCenter: parent.verticalCenter
        width: 14
        height: 14
        radius: piece.leader ? 7 : 2
        color: piece.colour
        border.color: Theme.outline
    }
    PlainText {
        anchors { left: piece.title ? parent.left : swatch.right; right: parent.right; verticalCenter: parent.verticalCenter; leftMargin: 6 }
        text: piece.text
        elide: Text.ElideRight
        font.bold: piece.title
        font.pixelSize: piece.title ? 12 : 11
        color: Theme.text
    }
    MouseArea {
        anchors.fill: parent
        preventStealing: true   // the tray's scroll view must not take the drag for a flick
        // A press picks (unless it extends a choice the piece is in: then the drag takes the
        // whole choice); moving while pressed drags, the release drops.
        property bool moved: false
        onPressed: mouse => { moved = false; piece.picked(mouse.modifiers) }
        onPositionChanged: mouse => {
            if (!pressed) return
            moved = true
            piece.dragged(mouse.x, mouse.y)
        }
        onReleased: mouse => { if (moved) piece.dropped(mouse.x, mouse.y) }
    }
}
