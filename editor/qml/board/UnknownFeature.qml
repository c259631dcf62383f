import QtQuick
import QtQuick.Shapes
import Tricorne.Studio

// A hex-side type the game system does not know: a plain red line (its diagnostic says why).
SideFeature {
    id: feature

    ShapePath {
        strokeColor: Theme.error
        strokeWidth: feature.s * 0.06
        fillColor: "transparent"
        PathSvg { path: feature.centreLine }
    }
}
