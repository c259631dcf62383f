import QtQuick.Shapes
import Tricorne.Studio

// Base of the hex-side feature glyphs, in the frame HexsideMark sets up: the side runs along
// x at y = -apothem, the owning hex's centre is the origin. Features draw along `lineY`,
// a tenth of a hex inside the owner, from -half to +half.
Shape {
    readonly property real s: BoardGeometry.hexSize
    readonly property real lineY: -BoardGeometry.hexWidth / 2 + s * 0.1
    readonly property real half: s * 0.4   // a side is one hex size long; leave the corners free
    /// The centre line as SVG path data.
    readonly property string centreLine: "M " + (-half) + " " + lineY + " L " + half + " " + lineY

    antialiasing: true
}
