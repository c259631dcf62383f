import QtQuick
import Tricorne.Studio

// The keyboard: standard shortcuts for files and undo, one letter per tool, R / Shift+R / V
// for a tile's rotation and variant, +/-/0 for zoom, Delete for the selected pieces.
Item {
    id: keys

    required property ScenarioDocument document
    required property ScenarioEditor editor
    required property ToolState tools
    required property BoardTools boardTools
    required property Board board
    required property DocumentDialogs dialogs

    Shortcut { sequences: StandardKeys.undo; onActivated: keys.document.history.undo() }
    Shortcut { sequences: StandardKeys.redo; onActivated: keys.document.history.redo() }
    Shortcut { sequences: StandardKeys.open; onActivated: keys.dialogs.open() }
    Shortcut { sequences: StandardKeys.save; onActivated: keys.dialogs.save() }
    Shortcut { sequences: StandardKeys.saveAs; onActivated: keys.dialogs.saveAs() }
    Shortcut { sequences: StandardKeys.copy; onActivated: keys.editor.copyHexes(keys.boardTools.selection) }
    Shortcut {
        sequences: StandardKeys.paste
        onActivated: if (keys.board.hoveredCol >= 0) keys.editor.paste(keys.board.hoveredCol, keys.board.hoveredRow)
    }
    Shortcut {
        sequences: StandardKeys.deleteKey
        onActivated: keys.editor.deletePieces(keys.board.markedCol, keys.board.markedRow, "both")
    }
    Shortcut { sequence: "S"; onActivated: keys.tools.tool = "select" }
    Shortcut { sequence: "T"; onActivated: keys.tools.tool = "terrain" }
    Shortcut { sequence: "E"; onActivated: keys.tools.tool = "erase" }
    Shortcut { sequence: "F"; onActivated: keys.tools.tool = "fill" }
    Shortcut { sequence: "H"; onActivated: keys.tools.tool = "hexside" }
    Shortcut { sequence: "U"; onActivated: keys.tools.tool = "unit" }
    Shortcut { sequence: "L"; onActivated: keys.tools.tool = "leader" }
    Shortcut { sequence: "O"; onActivated: keys.tools.tool = "objective" }
    Shortcut { sequence: "R"; onActivated: keys.tools.rotation = (keys.tools.rotation + 1) % 6 }
    Shortcut { sequence: "Shift+R"; onActivated: keys.tools.rotation = (keys.tools.rotation + 5) % 6 }
    Shortcut {
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
