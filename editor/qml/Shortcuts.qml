import QtQuick
import Tricorne.Studio

// The keyboard: standard shortcuts for files and undo, one letter per tool, R / Shift+R / V
// for a tile's rotation and variant, +/-/0 for zoom, Delete for the selected pieces; F5 starts
// or stops a playtest, Esc goes back to editing. While playing, no edit shortcut acts.
Item {
    id: keys

    required property ScenarioDocument document
    required property ScenarioEditor editor
    required property ToolState tools
    required property BoardTools boardTools
    required property Board board
    required property DocumentDialogs dialogs
    /// A playtest runs: no edit shortcut acts.
    property bool locked: false
    signal playtestToggled()
    signal editingRequested()

    Shortcut { sequence: "F5"; onActivated: keys.playtestToggled() }
    Shortcut { sequence: "Esc"; enabled: keys.locked; onActivated: keys.editingRequested() }

    Shortcut { enabled: !keys.locked; sequences: StandardKeys.undo; onActivated: keys.document.history.undo() }
    Shortcut { enabled: !keys.locked; sequences: StandardKeys.redo; onActivated: keys.document.history.redo() }
    Shortcut { enabled: !keys.locked; sequences: StandardKeys.open; onActivated: keys.dialogs.open() }
    Shortcut { enabled: !keys.locked; sequences: StandardKeys.save; onActivated: keys.dialogs.save() }
    Shortcut { enabled: !keys.locked; sequences: StandardKeys.saveAs; onActivated: keys.dialogs.saveAs() }
    Shortcut { enabled: !keys.locked; sequences: StandardKeys.copy; onActivated: keys.editor.copyHexes(keys.boardTools.selection) }
    Shortcut {
        enabled: !keys.locked
        sequences: StandardKeys.paste
        onActivated: if (keys.board.hoveredCol >= 0) keys.editor.paste(keys.board.hoveredCol, keys.board.hoveredRow)
    }
    Shortcut {
        enabled: !keys.locked
        sequences: StandardKeys.deleteKey
        onActivated: keys.editor.deletePieces(keys.board.markedCol, keys.board.markedRow, "both")
    }
    Shortcut { enabled: !keys.locked; sequence: "S"; onActivated: keys.tools.tool = "select" }
    Shortcut { enabled: !keys.locked; sequence: "T"; onActivated: keys.tools.tool = "terrain" }
    Shortcut { enabled: !keys.locked; sequence: "E"; onActivated: keys.tools.tool = "erase" }
    Shortcut { enabled: !keys.locked; sequence: "F"; onActivated: keys.tools.tool = "fill" }
    Shortcut { enabled: !keys.locked; sequence: "H"; onActivated: keys.tools.tool = "hexside" }
    Shortcut { enabled: !keys.locked; sequence: "U"; onActivated: keys.tools.tool = "unit" }
    Shortcut { enabled: !keys.locked; sequence: "L"; onActivated: keys.tools.tool = "leader" }
    Shortcut { enabled: !keys.locked; sequence: "O"; onActivated: keys.tools.tool = "objective" }
    Shortcut { enabled: !keys.locked; sequence: "R"; onActivated: keys.tools.rotation = (keys.tools.rotation + 1) % 6 }
    Shortcut { enabled: !keys.locked; sequence: "Shift+R"; onActivated: keys.tools.rotation = (keys.tools.rotation + 5) % 6 }
    Shortcut {
        enabled: !keys.locked
        sequence: "V"
        onActivated: {
            const t = keys.editor.terrainTypes.find(x => x.id === keys.tools.terrainType)
            if (t && t.linear) keys.tools.variant = t.variants[(t.variants.indexOf(keys.tools.variant) + 1) % t.variants.length]
        }
    }
    Shortcut { sequences: StandardKeys.zoomIn; onActivated: keys.board.zoomBy(1.25) }
    Shortcut { sequences: StandardKeys.zoomOut; onActivated: keys.board.zoomBy(0.8) }
    Shortcut { sequence: "0"; onActivated: keys.board.fit() }
}
