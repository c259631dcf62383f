pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Shapes
import Tricorne.Studio

// One terrain tile as the board draws it (its ground, then the board's own glyphs), around its
// own origin in board units: the ghost of the tile the Terrain tool would lay, and the
// palette's symbols.
Item {
    id: swatch

    property string terrain: ""
    /// Exit sides after variant and rotation (ScenarioEditor.tileExits); [] for area terrain.
    property var exits: []
    property color edge: Theme.gridLine
    property real edgeWidth: 1.2

    Shape {
        antialiasing: true
        ShapePath {
            fillColor: Theme.groundColour(swatch.terrain, false)
            strokeColor: swatch.edge
            strokeWidth: swatch.edgeWidth
            joinStyle: ShapePath.RoundJoin
            PathPolyline { path: BoardGeometry.hexOutline(1.0) }
        }
    }
    AreaGlyph { terrain: swatch.terrain }
    Repeater {   // only linear terrain has exits
        model: swatch.exits.length > 0 ? 1 : 0
        delegate: LinearGlyph {
            terrain: swatch.terrain
            exits: swatch.exits
        }
    }
}
