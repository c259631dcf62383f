pragma ComponentBehavior: Bound
import QtQuick
import Tricorne.Studio

// Linear terrain through its exit sides: river (wide blue), stream (narrow blue), road (tan),
// ford (shallow river with stepping stones across), bridge (river with a plank deck across).
Item {
    id: glyph

    property string terrain: ""
    property var exits: []   // side indices 0 NE … 5 NW, after rotation

    readonly property real s: BoardGeometry.hexSize
    readonly property bool riverLike: terrain === "river" || terrain === "ford" || terrain === "bridge"
    // Direction of the flow, in degrees: towards the first exit. Fords and bridges are straight.
    readonly property real flowAngle: exits.length > 0 ? BoardGeometry.sideAngle(exits[0]) : 0

    LinearTerrain {
        exits: glyph.exits
        outerWidth: glyph.s * (glyph.riverLike ? 0.44 : glyph.terrain === "road" ? 0.24 : 0.22)
        innerWidth: glyph.s * (glyph.riverLike ? 0.32 : glyph.terrain === "road" ? 0.17 : 0.13)
        outerColour: glyph.riverLike ? Theme.riverBank : glyph.terrain === "road" ? Theme.roadEdge : Theme.streamBank
        innerColour: {
            switch (glyph.terrain) {
            case "ford": return Theme.fordWater
            case "road": return Theme.roadSurface
            case "stream": return Theme.streamWater
            }
            return Theme.riverWater
        }
    }

    Item {   // stepping stones across the ford; local x runs along the flow
        visible: glyph.terrain === "ford"
        rotation: glyph.flowAngle
        Repeater {
            model: glyph.terrain === "ford"
                   ? [Qt.point(-0.2, -0.15), Qt.point(0.0, -0.16), Qt.point(0.2, -0.14), Qt.point(-0.1, -0.05),
                      Qt.point(0.1, -0.04), Qt.point(-0.2, 0.05), Qt.point(0.0, 0.06), Qt.point(0.2, 0.04),
                      Qt.point(-0.1, 0.15), Qt.point(0.1, 0.15)]
                   : []
            delegate: Rectangle {
                id: stone
                required property var modelData
                x: stone.modelData.x * glyph.s - width / 2
                y: stone.modelData.y * glyph.s - height / 2
                width: glyph.s * 0.11
                height: glyph.s * 0.08
                radius: height / 2
                color: Theme.stone
                border.color: Theme.stoneDark
                border.width: 0.8
            }
        }
    }

    Item {   // the bridge deck spans the river square to the flow (along local y)
        visible: glyph.terrain === "bridge"
        rotation: glyph.flowAngle
        Rectangle {
            x: -width / 2
            y: -height / 2
            width: glyph.s * 0.36
            height: glyph.s * 0.8
            color: Theme.deck
            border.color: Theme.deckDark
            border.width: 1.4
        }
        Repeater {   // planks
            model: glyph.terrain === "bridge" ? 5 : 0
            delegate: Rectangle {
                required property int index
                x: -glyph.s * 0.18
                y: glyph.s * (-0.27 + 0.135 * index)
                width: glyph.s * 0.36
                height: 0.9
                color: Theme.deckDark
            }
        }
    }
}
