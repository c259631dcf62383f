pragma Singleton
import QtQuick

// Colours and type sizes of the studio, in one place. Board sizes are in board units
// (BoardGeometry.hexSize is a hex's circumradius); the board is scaled to the window.
QtObject {
    // Window chrome
    readonly property color window: "#ece8dc"
    readonly property color panel: "#faf8f2"
    readonly property color panelBorder: "#d5cfbf"
    readonly property color text: "#2b2a26"
    readonly property color textMuted: "#6d6a60"
    readonly property color textDisabled: "#b3afa3"   // a control that cannot act now (greyed)
    readonly property color error: "#c0392b"
    readonly property color warning: "#d68910"
    readonly property color ok: "#2e8b57"
    readonly property color selectionFill: "#e6dfc8"

    // Board
    readonly property color tableEdge: "#c9c2a8"
    readonly property color ground: "#e6eacb"
    readonly property color gridLine: "#a7ae8c"
    readonly property color sectionLine: "#4a4a40"
    readonly property color coordinate: "#7d8268"
    readonly property color hover: "#ffffff"
    readonly property color cursor: "#1e6fd9"   // the keyboard's hex cursor

    readonly property color forestGround: "#cddcae"
    readonly property color treeCanopy: "#5d9140"
    readonly property color treeCanopyDark: "#3c6a27"
    readonly property color treeHighlight: "#86b65f"
    readonly property color trunk: "#6b4a2b"
    readonly property color hillGround: "#ddcd9b"
    readonly property color hillContour: "#a08148"
    readonly property color buildingGround: "#e4ddcb"
    readonly property color wall: "#f1e7d2"
    readonly property color roof: "#b4533a"
    readonly property color outline: "#5a4632"
    readonly property color marshGround: "#d2e0c8"
    readonly property color marshTuft: "#4f7a3a"
    readonly property color marshWater: "#6f9fc4"
    readonly property color ravine: "#4d3b2b"
    readonly property color ravineRim: "#9a7f5a"
    readonly property color tent: "#f4ecd8"

    readonly property color riverBank: "#3c74ad"
    readonly property color riverWater: "#82b8e4"
    readonly property color streamBank: "#4b86bd"
    readonly property color streamWater: "#92c6ec"
    readonly property color fordWater: "#b3daf2"
    readonly property color stone: "#9b917f"
    readonly property color stoneDark: "#62594b"
    readonly property color roadEdge: "#a88a52"
    readonly property color roadSurface: "#dcc18a"
    readonly property color deck: "#8e5d2e"
    readonly property color deckDark: "#573617"

    readonly property color wallStone: "#a9a9a4"
    readonly property color wallStoneDark: "#55554f"
    readonly property color earthBank: "#b48a55"
    readonly property color earthDark: "#6b4a22"
    readonly property color fenceWood: "#7a4f24"
    readonly property color fenceStone: "#6a6a66"
    readonly property color hedge: "#4f8a34"
    readonly property color hedgeDark: "#2f5a1c"

    readonly property color leaderTag: "#fbf8ef"
    readonly property color gold: "#e0aa25"
    readonly property color goldDark: "#8a6410"
    readonly property color banner: "#f1cf4a"
    readonly property color labelText: "#2a2418"   // place names on the map
    readonly property color labelHalo: "#fbf7ea"

    /// Spots around a hex's rim where terrain glyphs stand, in hex sizes from the centre
    /// (upper left/right, left/right, top, lower left/right): clear of a unit block.
    readonly property var rimSpots: [Qt.point(-0.5, -0.42), Qt.point(0.5, -0.42), Qt.point(-0.62, 0.12),
                                     Qt.point(0.62, 0.12), Qt.point(0, -0.66), Qt.point(-0.3, 0.6), Qt.point(0.3, 0.6)]

    /// The fill of a hex for its terrain id ("" is open ground); baseline rows a shade darker.
    function groundColour(terrain: string, baseline: bool): color {
        let c = ground
        switch (terrain) {
        case "forest": c = forestGround; break
        case "hill": c = hillGround; break
        case "buildings":
        case "church": c = buildingGround; break
        case "boggy-ground":
        case "wetland": c = marshGround; break
        }
        return baseline ? Qt.darker(c, 1.07) : c
    }
}
