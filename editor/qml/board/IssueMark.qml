import QtQuick
import QtQuick.Shapes
import Tricorne.Studio

// A hex a diagnostic names, outlined in the severity's colour. The outline is made only where
// there is a problem (most hexes have none); see HexPieces.qml for why this is a file of its
// own, reading `mark` by id.
// qmllint disable unqualified
Loader {
    id: mark

    // The x and y roles are read through `model` (see HexTile.qml).
    required property var model
    required property string issue
    /// False while the board is drawn for export or print.
    property bool shown: true

    x: mark.model.x
    y: mark.model.y
    active: mark.issue !== "" && mark.shown
    sourceComponent: Shape {
        antialiasing: true
        ShapePath {
            strokeColor: mark.issue === "error" ? Theme.error : Theme.warning
            strokeWidth: 3
            strokeStyle: ShapePath.DashLine
            dashPattern: [2, 1.5]
            fillColor: "transparent"
            PathPolyline { path: BoardGeometry.hexOutline(0.9) }
        }
    }
}
