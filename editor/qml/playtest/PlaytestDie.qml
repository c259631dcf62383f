import QtQuick
import QtQuick.Shapes
import Tricorne.Studio

// One battle die showing a face (000 · Battle Dice): infantry, cavalry, artillery, flag or
// saber, drawn as a symbol on an ivory die; a "blank" side (a system's die may have one) is the
// bare die. `counts` dims a die that scored nothing.
Rectangle {
    id: die

    property string face: "infantry"
    property bool counts: true
    property real size: 34

    width: die.size
    height: die.size
    radius: die.size * 0.18
    color: Theme.dieFace
    border.color: die.counts ? Theme.outline : Theme.panelBorder
    border.width: 1.5
    opacity: die.counts ? 1 : 0.55

    readonly property real u: die.size / 34

    Rectangle {   // infantry: a blue block with a white band
        visible: die.face === "infantry"
        anchors.centerIn: parent
        width: 18 * die.u
        height: 18 * die.u
        radius: 2 * die.u
        color: Theme.dieInfantry
        Rectangle { anchors.centerIn: parent; width: parent.width; height: 4 * die.u; color: "white" }
    }
    Shape {       // cavalry: a horseshoe
        visible: die.face === "cavalry"
        anchors.fill: parent
        antialiasing: true
        ShapePath {
            strokeColor: Theme.dieCavalry
            strokeWidth: 4 * die.u
            fillColor: "transparent"
            capStyle: ShapePath.RoundCap
            startX: 11 * die.u; startY: 25 * die.u
            PathArc { x: 23 * die.u; y: 25 * die.u; radiusX: 7 * die.u; radiusY: 9 * die.u; useLargeArc: true }
        }
    }
    Item {        // artillery: a gun barrel on a wheel
        visible: die.face === "artillery"
        anchors.fill: parent
        Rectangle { x: 7 * die.u; y: 12 * die.u; width: 20 * die.u; height: 6 * die.u; radius: 3 * die.u; color: Theme.dieGun; rotation: -18 }
        Rectangle { x: 12 * die.u; y: 16 * die.u; width: 11 * die.u; height: 11 * die.u; radius: width / 2; color: "transparent"; border.color: Theme.dieWheel; border.width: 2.5 * die.u }
    }
    Item {        // flag: a pole and a red pennant
        visible: die.face === "flag"
        anchors.fill: parent
        Rectangle { x: 10 * die.u; y: 6 * die.u; width: 2.5 * die.u; height: 22 * die.u; color: Theme.diePole }
        Shape {
            anchors.fill: parent
            antialiasing: true
            ShapePath {
                strokeColor: "transparent"
                fillColor: Theme.error
                startX: 12.5 * die.u; startY: 6 * die.u
                PathLine { x: 26 * die.u; y: 11 * die.u }
                PathLine { x: 12.5 * die.u; y: 16 * die.u }
            }
        }
    }
    Shape {       // saber: a curved blade and a hilt
        visible: die.face === "saber"
        anchors.fill: parent
        antialiasing: true
        ShapePath {
            strokeColor: Theme.dieSaber
            strokeWidth: 3 * die.u
            fillColor: "transparent"
            capStyle: ShapePath.RoundCap
            startX: 10 * die.u; startY: 25 * die.u
            PathQuad { x: 26 * die.u; y: 7 * die.u; controlX: 22 * die.u; controlY: 22 * die.u }
        }
        ShapePath {
            strokeColor: Theme.goldDark
            strokeWidth: 3 * die.u
            capStyle: ShapePath.RoundCap
            startX: 7 * die.u; startY: 21 * die.u
            PathLine { x: 14 * die.u; y: 28 * die.u }
        }
    }
}
