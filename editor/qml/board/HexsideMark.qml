import QtQuick
import Tricorne.Studio

// A hex-side feature on one side of the hex that owns it. Placed at the owner's centre and
// turned so that the side lies along local y = -apothem (SideFeature.qml); each feature is
// drawn a little inside the owner so it visibly belongs to that hex.
Item {
    id: mark

    property int side: 0          // 0 NE … 5 NW
    property string type: ""      // hex-side type id

    // Local -y points at the side: side directions are measured clockwise from east.
    rotation: BoardGeometry.sideAngle(side) + 90

    Loader {
        sourceComponent: {
            switch (mark.type) {
            case "enclosure-wall": return wall
            case "field-works": return works
            case "wood-fence": return woodFence
            case "stone-fence": return stoneFence
            case "hedge": return hedge
            }
            return unknown
        }
    }

    Component { id: wall; WallFeature {} }
    Component { id: works; FieldWorksFeature {} }
    Component { id: woodFence; WoodFenceFeature {} }
    Component { id: stoneFence; StoneFenceFeature {} }
    Component { id: hedge; HedgeFeature {} }
    Component { id: unknown; UnknownFeature {} }
}
