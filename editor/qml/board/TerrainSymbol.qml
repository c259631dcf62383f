pragma ComponentBehavior: Bound
import QtQuick
import Tricorne.Studio

// The symbol of one hex's terrain, drawn around the hex centre with the team's own vector
// glyphs: area terrain (forest, hill, buildings, …) as glyphs around the rim, clear of a unit
// block; linear terrain (rivers, streams, roads, fords, bridges) as a band through its exits.
Item {
    id: symbol

    required property var model   // for the x, y roles (see HexTile.qml)
    required property string terrain
    required property var exits

    x: symbol.model.x
    y: symbol.model.y

    AreaGlyph {
        terrain: symbol.terrain
    }
    Repeater {   // only linear terrain has exits
        model: symbol.exits.length > 0 ? 1 : 0
        delegate: LinearGlyph {
            terrain: symbol.terrain
            exits: symbol.exits
        }
    }
}
