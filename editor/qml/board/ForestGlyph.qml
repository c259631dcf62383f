pragma ComponentBehavior: Bound
import QtQuick
import Tricorne.Studio

// Forest: round trees around the rim and one in the middle.
Item {
    id: forest

    readonly property real s: BoardGeometry.hexSize

    Repeater {
        model: Theme.rimSpots.concat([Qt.point(0, 0.05)])
        delegate: Item {
            id: tree
            required property var modelData
            x: tree.modelData.x * forest.s
            y: tree.modelData.y * forest.s
            Rectangle {   // trunk
                x: -forest.s * 0.025
                width: forest.s * 0.05
                height: forest.s * 0.17
                color: Theme.trunk
            }
            Rectangle {   // canopy
                x: -width / 2
                y: -height / 2
                width: forest.s * 0.3
                height: width
                radius: width / 2
                color: Theme.treeCanopy
                border.color: Theme.treeCanopyDark
                border.width: 1.2
            }
            Rectangle {   // light on the canopy
                x: -forest.s * 0.1
                y: -forest.s * 0.1
                width: forest.s * 0.1
                height: width
                radius: width / 2
                color: Theme.treeHighlight
            }
        }
    }
}
