pragma ComponentBehavior: Bound
import QtQuick
import Tricorne.Studio

// The undo history: every edit since the file was opened; clicking a row goes back (or
// forward) to the state after it. The saved state is marked.
ListView {
    Accessible.name: qsTr("Undo history")
    id: history
    objectName: "historyList"

    required property ScenarioDocument document

    clip: true
    model: history.document.history
    currentIndex: history.document.history.currentIndex
    onCountChanged: positionViewAtEnd()

    delegate: Rectangle {
        id: step
        required property int index
        required property string text
        required property bool isCurrent
        required property bool isClean
        width: ListView.view.width
        height: 24
        radius: 3
        color: step.isCurrent ? Theme.selectionFill : (tap.hovered ? Qt.rgba(0, 0, 0, 0.04) : "transparent")
        PlainText {
            anchors.fill: parent
            anchors.leftMargin: 8
            verticalAlignment: Text.AlignVCenter
            text: step.text + (step.isClean ? "  " + qsTr("(saved)") : "")
            elide: Text.ElideRight
            color: step.index > history.document.history.currentIndex ? Theme.textMuted : Theme.text
            font.pixelSize: 12
            font.italic: step.index > history.document.history.currentIndex
            font.bold: step.isCurrent
        }
        HoverHandler { id: tap }
        TapHandler { onTapped: history.document.history.setCurrentIndex(step.index) }
    }
}
