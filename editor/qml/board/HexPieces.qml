import QtQuick
import Tricorne.Studio

// What stands on one hex: its unit block, its leader's name plate, and over them its
// objective marker (a marker under a unit would hide what the hex is worth).
// Placed at the hex centre (the model's x, y roles). Most hexes hold none of them, so each is
// made only where the model has one: a board opens without 138 hidden copies of each, and an
// edit makes or drops just the one it changes. A file of its own, without Board.qml's
// `pragma ComponentBehavior: Bound`: Qt 6.4's Loader refuses to make a bound component
// ("outside its creation context"), so the loaded pieces read this item by id, which qmllint
// calls unqualified access.
// qmllint disable unqualified
Item {
    id: pieces

    // The x and y roles are read through `model`: Qt 6.4 drops a `required x` whenever another
    // object in the same file binds its own x, and the delegate then sits at 0,0.
    required property var model
    required property bool hasUnit
    required property string unitColor
    required property var unitSymbol
    required property int unitBlocks
    required property bool unitChief
    required property bool hasLeader
    required property string leaderName
    required property string leaderColor
    required property bool hasObjective
    required property string objectiveBanners
    required property var objectiveSides
    required property string objectiveKind
    required property string objectiveHolderColor

    readonly property real s: BoardGeometry.hexSize

    x: pieces.model.x
    y: pieces.model.y

    Loader {
        active: pieces.hasUnit
        // With a leader the block moves up and the name plate sits below it, clear of the
        // lower hex sides where walls and fences are drawn.
        y: pieces.hasLeader ? -pieces.s * 0.19 : 0
        sourceComponent: UnitBlock {
            colour: pieces.unitColor
            symbol: pieces.unitSymbol
            blocks: pieces.unitBlocks
            chief: pieces.unitChief
        }
    }
    Loader {
        active: pieces.hasLeader
        y: pieces.hasUnit ? pieces.s * 0.36 : 0
        sourceComponent: LeaderTag {
            name: pieces.leaderName
            colour: pieces.leaderColor
        }
    }
    Loader {   // planted on the unit block's right edge; drawn last, over the unit and leader
        objectName: "objectiveLoader"
        active: pieces.hasObjective
        x: pieces.s * 0.27
        y: pieces.s * 0.02
        sourceComponent: ObjectiveMarker {
            banners: pieces.objectiveBanners
            sides: pieces.objectiveSides
            kind: pieces.objectiveKind
            holderColor: pieces.objectiveHolderColor
        }
    }
}
