import QtQuick
import Tricorne.Studio

// The studio's actions and their keys: the standard shortcuts (QKeySequence::StandardKey,
// through StandardKeys) for files, editing, zoom and help; one letter per tool; R / Shift+R / V
// for a tile's rotation and variant; 0 fits the board; F8 and F9 hide or show the tool panel and
// the scenario panel; F5 starts or stops a playtest, Esc goes back to editing. The menus (StudioMenuBar) call the same functions. While playing, no edit
// acts. Whatever would replace the document asks first when it has unsaved changes.
Item {
    id: keys

    required property ScenarioDocument document
    required property StudioServices services
    required property ScenarioEditor editor
    required property ToolState tools
    required property BoardTools boardTools
    required property Board board
    required property DocumentDialogs dialogs
    /// File ▸ Export sheet writes through it; File ▸ Save ink on sheets sets its saveInk.
    required property SheetExport sheet
    /// The reference picture (View ▸ Reference picture…) and its board clicks.
    required property ReferenceEditor reference
    required property ReferenceTools referenceTools
    /// A playtest runs: no edit shortcut acts.
    property bool locked: false
    signal playtestToggled()
    signal editingRequested()
    signal helpRequested()
    signal guideRequested()
    signal aboutRequested()
    signal quitRequested()
    /// File ▸ Import order of battle…
    signal importRequested()
    /// View ▸ Tool panel and View ▸ Scenario panel: hide or show the panel.
    signal toolPanelToggled()
    signal sidePanelToggled()
    /// File ▸ New system from…, and a game system's file to open in the system editor.
    signal newSystemRequested()
    signal systemFileRequested(string path)

    // --- File ------------------------------------------------------------------------------
    /// A blank board of the open scenario's game system (the first blank board without one).
    function newDocument() {
        let chosen = null
        for (const t of keys.services.templates) {
            if (t.path.indexOf("blank-") < 0) continue
            if (chosen === null || t.system === keys.document.systemName) chosen = t
            if (t.system === keys.document.systemName) break
        }
        if (chosen) keys.newFromTemplate(chosen.path)
    }
    function newFromTemplate(path: string) { keys.dialogs.proceed(() => keys.document.newFromTemplate(path)) }
    function open() { keys.dialogs.proceed(() => keys.dialogs.open()) }
    function compareWithFile() { keys.dialogs.compareWith() }
    /// A recent file or an example: a game system goes to the system editor, which asks about
    /// its own unsaved changes; anything else replaces the scenario.
    function openPath(path: string) {
        if (keys.services.isSystemFile(path)) keys.systemFileRequested(path)
        else keys.dialogs.proceed(() => keys.document.openFile(path))
    }
    /// File ▸ New system from…: a built-in game system forked into the system editor.
    function newSystem() { keys.newSystemRequested() }
    function save() { keys.dialogs.save() }
    function saveAs() { keys.dialogs.saveAs() }
    function exportFile() { keys.dialogs.exportFile() }
    function exportImage() { keys.dialogs.exportImage() }
    function exportSheet() { keys.dialogs.exportSheet() }
    /// File ▸ Print: the scenario sheet, the pages File ▸ Export sheet writes. Called once the
    /// event that asked has returned: the print dialog is modal, and the menu that chose Print
    /// would otherwise stay open behind it.
    function printSheet() { Qt.callLater(keys.sheet.print) }
    function closeDocument() { keys.dialogs.proceed(() => keys.document.closeDocument()) }
    function quit() { keys.quitRequested() }

    // --- Edit ------------------------------------------------------------------------------
    /// Where a paste lands: the hex under the mouse, else the keyboard's hex cursor.
    function pasteTarget(): point {
        return keys.board.hoveredCol >= 0 ? Qt.point(keys.board.hoveredCol, keys.board.hoveredRow)
                                          : Qt.point(keys.board.cursorCol, keys.board.cursorRow)
    }
    function copy() { keys.editor.copyHexes(keys.boardTools.selection) }
    function paste() { const p = keys.pasteTarget(); keys.editor.paste(p.x, p.y) }
    function deleteSelected() { keys.editor.deletePieces(keys.board.markedCol, keys.board.markedRow, "both") }
    function cut() { keys.boardTools.cut() }
    /// Every hex of the board, for Copy or Cut (the first, the top-left hex, is the paste anchor).
    function selectAll() { keys.boardTools.selectAll() }

    // --- View ------------------------------------------------------------------------------
    function zoomIn() { keys.board.zoomBy(1.25) }
    function zoomOut() { keys.board.zoomBy(0.8) }
    function fit() { keys.board.fit() }
    /// View ▸ Reference picture…: its panel, and the file dialog when the scenario has none yet.
    function referencePicture() {
        keys.referenceTools.mode = keys.referenceTools.mode === "" ? "picture" : keys.referenceTools.mode
        if (!keys.reference.hasPicture) keys.dialogs.chooseReference()
    }
    /// View ▸ Show reference picture: on or off (one undo step: the file keeps it).
    function toggleReference() { keys.reference.setShown(!keys.reference.shown) }
    function alignReference() { keys.referenceTools.mode = "align" }
    /// Edit ▸ Suggest terrain from picture…
    function suggestTerrain() { keys.referenceTools.mode = "trace" }

    /// Redo by both keys desktop users know, Ctrl+Shift+Z and Ctrl+Y, besides the platform's own
    /// (each sequence once: a key bound twice would be ambiguous and act on neither).
    readonly property var redoKeys: {
        const sequences = []
        for (const k of StandardKeys.redo) sequences.push(k)
        for (const k of ["Ctrl+Shift+Z", "Ctrl+Y"]) {
            let known = false
            for (const s of sequences) known = known || s === k
            if (!known) sequences.push(k)
        }
        return sequences
    }

    Shortcut { sequence: "F5"; onActivated: keys.playtestToggled() }
    Shortcut { sequence: "F8"; onActivated: keys.toolPanelToggled() }
    Shortcut { sequence: "F9"; onActivated: keys.sidePanelToggled() }
    Shortcut { sequence: "Esc"; enabled: keys.locked; onActivated: keys.editingRequested() }
    Shortcut { sequences: StandardKeys.help; onActivated: keys.helpRequested() }

    Shortcut { enabled: !keys.locked; sequences: StandardKeys.newDocument; onActivated: keys.newDocument() }
    Shortcut { enabled: !keys.locked; sequences: StandardKeys.open; onActivated: keys.open() }
    // Save, Print and Close act on an open scenario: with none, their keys do nothing, as their
    // menu items are greyed (Save once asked where to save nothing).
    Shortcut { enabled: !keys.locked && keys.document.editable; sequences: StandardKeys.save; onActivated: keys.save() }
    Shortcut { enabled: !keys.locked && keys.document.editable; sequences: StandardKeys.saveAs; onActivated: keys.saveAs() }
    Shortcut { enabled: keys.document.loaded; sequences: StandardKeys.print; onActivated: keys.printSheet() }
    Shortcut { enabled: !keys.locked && keys.document.loaded; sequences: StandardKeys.close; onActivated: keys.closeDocument() }
    Shortcut { sequences: StandardKeys.quit; onActivated: keys.quit() }
    Shortcut { enabled: !keys.locked; sequences: StandardKeys.undo; onActivated: keys.document.history.undo() }
    Shortcut { enabled: !keys.locked; sequences: keys.redoKeys; onActivated: keys.document.history.redo() }
    Shortcut { enabled: !keys.locked; sequences: StandardKeys.cut; onActivated: keys.cut() }
    Shortcut { enabled: !keys.locked; sequences: StandardKeys.copy; onActivated: keys.copy() }
    Shortcut { enabled: !keys.locked; sequences: StandardKeys.paste; onActivated: keys.paste() }
    Shortcut { enabled: !keys.locked; sequences: StandardKeys.selectAll; onActivated: keys.selectAll() }
    Shortcut { enabled: !keys.locked; sequences: StandardKeys.deleteKey; onActivated: keys.deleteSelected() }
    Shortcut { enabled: !keys.locked; sequence: "S"; onActivated: keys.tools.tool = "select" }
    Shortcut { enabled: !keys.locked; sequence: "T"; onActivated: keys.tools.tool = "terrain" }
    Shortcut { enabled: !keys.locked; sequence: "E"; onActivated: keys.tools.tool = "erase" }
    Shortcut { enabled: !keys.locked; sequence: "F"; onActivated: keys.tools.tool = "fill" }
    Shortcut { enabled: !keys.locked; sequence: "H"; onActivated: keys.tools.tool = "hexside" }
    Shortcut { enabled: !keys.locked; sequence: "U"; onActivated: keys.tools.tool = "unit" }
    Shortcut { enabled: !keys.locked; sequence: "L"; onActivated: keys.tools.tool = "leader" }
    Shortcut { enabled: !keys.locked; sequence: "O"; onActivated: keys.tools.tool = "objective" }
    Shortcut { enabled: !keys.locked; sequence: "N"; onActivated: keys.tools.tool = "label" }
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
    Shortcut { sequences: StandardKeys.zoomIn; onActivated: keys.zoomIn() }
    Shortcut { sequences: StandardKeys.zoomOut; onActivated: keys.zoomOut() }
    Shortcut { sequence: "0"; onActivated: keys.fit() }
    Shortcut { enabled: !keys.locked && keys.reference.hasPicture; sequence: "Ctrl+Shift+R"; onActivated: keys.toggleReference() }
    // Esc while aligning or tracing: drops a point not yet placed, then leaves.
    Shortcut { enabled: !keys.locked && keys.referenceTools.mode !== ""; sequence: "Esc"; onActivated: keys.referenceTools.cancel() }
}
