import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Tricorne.Studio

// Help (F1): the tools, the keys, and each room of the studio in a line — one short page; the
// user's guide (GuideDialog) takes each task step by step.
Dialog {
    id: help
    objectName: "helpDialog"
    anchors.centerIn: Overlay.overlay
    width: Math.min(720, Overlay.overlay ? Overlay.overlay.width - 80 : 720)
    height: Math.min(620, Overlay.overlay ? Overlay.overlay.height - 80 : 620)
    modal: true
    title: qsTr("Tricorne Studio Help")

    /// The guide button: Help ▸ User's Guide.
    signal guideRequested()

    footer: RowLayout {
        spacing: 8
        Button {
            objectName: "helpGuideButton"
            text: qsTr("User's Guide…")
            Layout.leftMargin: 12
            Layout.bottomMargin: 12
            onClicked: { help.close(); help.guideRequested() }
        }
        Item { Layout.fillWidth: true }
        Button {
            text: qsTr("Close")
            Layout.rightMargin: 12
            Layout.bottomMargin: 12
            onClicked: help.close()
        }
    }

    ScrollView {
        anchors.fill: parent
        clip: true
        Label {
            objectName: "helpText"
            width: help.availableWidth
            wrapMode: Text.WordWrap
            textFormat: Text.StyledText
            text: "<h3>" + qsTr("Tools") + "</h3>" + qsTr("<b>Select</b> (S): pick a hex; drag a unit or leader to move it; Shift adds hexes to the selection.<br>"
                    + "<b>Terrain</b> (T): paint the terrain chosen in the panel; drag to paint a stroke. R / Shift+R turn a tile, V changes a river's or road's shape.<br>"
                    + "<b>Erase</b> (E): back to open ground. <b>Fill</b> (F): fill connected hexes of one terrain.<br>"
                    + "<b>Hex side</b> (H): click near a hex side to add or remove a wall, field works or a fence.<br>"
                    + "<b>Unit</b> (U), <b>Leader</b> (L), <b>Objective</b> (O): place them; Shift+click adds hexes to the last objective.")
                + "<h3>" + qsTr("Board") + "</h3>" + qsTr("<b>Zoom</b>: the mouse wheel zooms toward the pointer, keeping the hex under it in place.<br>"
                    + "<b>Pan</b>: drag with the middle mouse button or the right one, or hold Space and drag, or use the scroll bars.<br>"
                    + "<b>Box selection</b>: with Select, drag from a hex without a piece to draw a box; the hexes inside are selected (Shift adds to the selection).<br>"
                    + "<b>Cut</b> copies the selected hexes and removes their pieces in one undo step; <b>Select all</b> selects every hex of the board.<br>"
                    + "<b>Roads, rivers and streams</b> are drawn as lines: drag through the hexes and each one gets the shape and turn "
                    + "that carry the line on and join the lines it touches; dragging back takes the last hex back; one undo step per stroke. "
                    + "A ford or a bridge dropped on a river lies along it. "
                    + "A click lays the tile the ghost under the pointer shows, with its variant and rotation; <b>rotation</b> is remembered per terrain type.")
                + "<h3>" + qsTr("Keyboard") + "</h3>" + qsTr("The arrow keys move the hex cursor on the board; Enter or Space acts there with the current tool, as a click would. "
                    + "Tab moves between the board and the panels.<br>"
                    + "New %1, Open %2, Save %3, Save as %4, Close %5, Quit %6; Undo %7, Redo %8; Cut %9, Copy %10, Paste %11, Select all %12, Delete %13; "
                    + "zoom in %14, zoom out %15, fit 0; Help %16; Playtest F5 (Esc goes back to editing).")
                    .arg(StandardKeys.shown(StandardKeys.newDocument)).arg(StandardKeys.shown(StandardKeys.open))
                    .arg(StandardKeys.shown(StandardKeys.save)).arg(StandardKeys.shown(StandardKeys.saveAs))
                    .arg(StandardKeys.shown(StandardKeys.close)).arg(StandardKeys.shown(StandardKeys.quit))
                    .arg(StandardKeys.shown(StandardKeys.undo)).arg(StandardKeys.shown(StandardKeys.redo))
                    .arg(StandardKeys.shown(StandardKeys.cut)).arg(StandardKeys.shown(StandardKeys.copy))
                    .arg(StandardKeys.shown(StandardKeys.paste)).arg(StandardKeys.shown(StandardKeys.selectAll))
                    .arg(StandardKeys.shown(StandardKeys.deleteKey)).arg(StandardKeys.shown(StandardKeys.zoomIn))
                    .arg(StandardKeys.shown(StandardKeys.zoomOut)).arg(StandardKeys.shown(StandardKeys.help))
                + " " + qsTr("F8 hides or shows the tool panel, F9 the scenario panel (View menu); drag a panel's edge to narrow or widen it.")
                + "<h3>" + qsTr("Pieces and text") + "</h3>" + qsTr("<b>Unplaced</b>: pieces not yet on the board wait in the tray; drag one onto a hex. "
                    + "<b>File ▸ Import order of battle…</b> reads a table (CSV) of units and leaders into the tray.<br>"
                    + "<b>Labels</b> (N): name a place on the map; names are printed on the board and the sheet.<br>"
                    + "<b>Notes</b>, <b>Rules</b> and <b>Holds</b> tabs: the battle's notes, its special rules and victory-banner objectives, each for the side(s) it names.")
                + "<br>" + qsTr("<b>View ▸ Reference picture…</b>: a map to trace from (PNG, JPEG or a PDF page) under the hexes, never printed or exported; Ctrl+Shift+R shows or hides it. "
                    + "Align it by clicking a point of the picture, then the hex it belongs to, twice; <b>Edit ▸ Suggest terrain from picture…</b> proposes terrain from its colours for you to accept.")
                + "<h3>" + qsTr("Playtest") + "</h3>" + qsTr("Playtest (F5) plays the scenario as it stands, saved or not, with the rules engine: choose who plays each side "
                    + "(you, or the random, greedy or search bot — search is the strongest and slowest), play cards and orders on the board, undo to the start of a turn, restart with the same seed or play again with a new one. "
                    + "The log says why each roll was rolled. Back to editing leaves the scenario exactly as it was.")
                + "<h3>" + qsTr("Balance") + "</h3>" + qsTr("The Balance tab plays many games between bots in the background with the engine (the same as <tt>tricorne simulate</tt>) and shows "
                    + "how often each side wins, with its interval, by how many banners, and where units fell; it says how long a run will take before it starts. "
                    + "<b>Sweep</b> tries changes (banners, cards, first player) and shows which brings the win rate nearest your aim; Apply makes it one undo step. "
                    + "Runs with the same bots and seed are compared, naming every difference.")
                + "<h3>" + qsTr("Files") + "</h3>" + qsTr("Save writes the scenario file; Export writes the engine's checked, canonical form and is refused while the scenario has errors (see Problems). "
                    + "<b>File ▸ Compare with…</b> shows what changed against another version, on the board and in a list. "
                    + "<b>File ▸ Export sheet…</b> writes the printable sheet (PDF, PNG or SVG): the map, the armies, the objectives and special rules in the engine's words. "
                    + "Unsaved work is kept in a recovery file a moment after each edit and offered again after a crash.")

        }
    }
}
