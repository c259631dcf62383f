import QtQuick
import Tricorne.Studio

// A leader: a small name plate edged in the army's colour, with a star. Centred on the
// item's origin.
Item {
    id: tag

    property string name: ""
    property color colour: "gray"

    readonly property real s: BoardGeometry.hexSize

    Rectangle {
        id: plate
        x: -width / 2; y: -height / 2
        width: tag.s * 1.4; height: tag.s * 0.28; radius: height / 2
        color: Theme.leaderTag
        border.color: tag.colour
        border.width: 2

        Rectangle {
            id: badge
            x: 1.5; y: 1.5
            width: parent.height - 3; height: width; radius: width / 2
            color: tag.colour
            Star {
                x: badge.width / 2; y: badge.height / 2 + 0.5
                radius: badge.width * 0.42
                fill: Theme.banner
            }
        }
        Text {
            id: label
            x: badge.x + badge.width + 2
            width: plate.width - x - plate.radius * 0.6
            anchors.verticalCenter: parent.verticalCenter
            // The full name when it fits, else the surname ("Earl of Leven" → "Leven").
            text: fullName.width <= width ? tag.name : tag.name.split(" ").pop()
            horizontalAlignment: Text.AlignHCenter
            elide: Text.ElideRight
            color: Theme.text
            font.pixelSize: tag.s * 0.2
        }
        TextMetrics {
            id: fullName
            font: label.font
            text: tag.name
        }
    }
}
