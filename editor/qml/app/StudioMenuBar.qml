pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import Tricorne.Studio

// The menus: File, Edit, View, Help, each item with its shortcut shown. The actions are
// Shortcuts.qml's (the keys act there; a menu item calls the same function).
MenuBar {
    id: bar

    required property ScenarioDocument document
    required property StudioServices services
    required property Shortcuts actions
    readonly property ComparisonModel comparison: bar.services.comparison
    /// A playtest runs: the edit items are disabled.
    property bool locked: false
    /// The panels beside the board are shown (View ▸ Tool panel, View ▸ Scenario panel).
    property bool toolPanelShown: true
    property bool sidePanelShown: true

    /// A name as a menu item shows it: a menu reads "&" as the mark of its access key
    /// ("Commands & Colors" would show as "Commands _Colors"), "&&" as an ampersand.
    function literal(text: string): string { return text.replace(/&/g, "&&") }

    StudioMenu {
        title: qsTr("&File")
        KeyedMenuItem { text: qsTr("New"); keys: StandardKeys.newDocument; onTriggered: bar.actions.newDocument() }
        StudioMenu {
            title: qsTr("New from template")
            Repeater {
                model: bar.services.templates
                delegate: MenuItem {
                    id: templateItem
                    required property var modelData
                    text: bar.literal(templateItem.modelData.blank
                                      ? templateItem.modelData.title
                                      : qsTr("%1 (%2)").arg(templateItem.modelData.title).arg(templateItem.modelData.system))
                    onTriggered: bar.actions.newFromTemplate(templateItem.modelData.path)
                }
            }
        }
        MenuItem { objectName: "newSystemItem"; text: qsTr("New system from…"); onTriggered: bar.actions.newSystem() }
        KeyedMenuItem { objectName: "openItem"; text: qsTr("Open…"); keys: StandardKeys.open; onTriggered: bar.actions.open() }
        StudioMenu {
            title: qsTr("Open example battle")
            Repeater {
                model: DataDirectory.examples
                delegate: MenuItem {
                    id: exampleItem
                    required property var modelData
                    text: bar.literal(qsTr("%1 (%2)").arg(exampleItem.modelData.title).arg(exampleItem.modelData.system))
                    onTriggered: bar.actions.openPath(exampleItem.modelData.path)
                }
            }
        }
        StudioMenu {
            title: qsTr("Open recent")
            enabled: bar.services.recentFiles.files.length > 0
            Repeater {
                model: bar.services.recentFiles.files
                delegate: MenuItem {
                    id: recentItem
                    required property string modelData
                    text: bar.literal(recentItem.modelData)
                    onTriggered: bar.actions.openPath(recentItem.modelData)
                }
            }
        }
        StudioMenu {
            objectName: "compareMenu"
            title: qsTr("Compare with…")
            enabled: bar.document.loaded
            MenuItem { objectName: "compareFileItem"; text: qsTr("A file…"); onTriggered: bar.actions.compareWithFile() }
            MenuItem {
                text: qsTr("The last saved version")
                enabled: bar.document.filePath !== ""
                onTriggered: bar.comparison.compareWithSaved()
            }
            MenuItem { text: qsTr("The autosave"); onTriggered: bar.comparison.compareWithAutosave(bar.services.autosave.ownFilePath()) }
            MenuItem { text: qsTr("Close comparison"); enabled: bar.comparison.active; onTriggered: bar.comparison.close() }
        }
        MenuSeparator {}
        KeyedMenuItem { text: qsTr("Save"); keys: StandardKeys.save; enabled: bar.document.editable; onTriggered: bar.actions.save() }
        KeyedMenuItem { text: qsTr("Save as…"); keys: StandardKeys.saveAs; enabled: bar.document.editable; onTriggered: bar.actions.saveAs() }
        MenuItem {
            text: bar.document.canExport ? qsTr("Export…") : qsTr("Export… — %1").arg(bar.document.exportBlockedReason)
            enabled: bar.document.canExport
            onTriggered: bar.actions.exportFile()
        }
        MenuItem { objectName: "importOobItem"; text: qsTr("Import order of battle…"); enabled: bar.document.editable && !bar.locked; onTriggered: bar.actions.importRequested() }
        MenuItem { text: qsTr("Export image…"); enabled: bar.document.loaded; onTriggered: bar.actions.exportImage() }
        MenuItem {
            objectName: "exportSheetItem"
            text: qsTr("Export sheet…")
            enabled: bar.document.loaded
            onTriggered: bar.actions.exportSheet()
        }
        MenuItem {
            objectName: "saveInkItem"
            text: qsTr("Save ink on sheets")
            checkable: true
            checked: bar.actions.sheet.saveInk
            onToggled: bar.actions.sheet.saveInk = checked
        }
        KeyedMenuItem { text: qsTr("Print…"); keys: StandardKeys.print; enabled: bar.document.loaded; onTriggered: bar.actions.printSheet() }
        MenuSeparator {}
        KeyedMenuItem { text: qsTr("Close"); keys: StandardKeys.close; enabled: bar.document.loaded; onTriggered: bar.actions.closeDocument() }
        KeyedMenuItem { text: qsTr("Quit"); keys: StandardKeys.quit; onTriggered: bar.actions.quit() }
    }
    StudioMenu {
        title: qsTr("&Edit")
        KeyedMenuItem {
            text: bar.document.history.canUndo ? qsTr("Undo %1").arg(bar.document.history.undoText) : qsTr("Undo")
            keys: StandardKeys.undo
            enabled: bar.document.history.canUndo && !bar.locked
            onTriggered: bar.document.history.undo()
        }
        KeyedMenuItem {
            text: bar.document.history.canRedo ? qsTr("Redo %1").arg(bar.document.history.redoText) : qsTr("Redo")
            keys: StandardKeys.redo
            enabled: bar.document.history.canRedo && !bar.locked
            onTriggered: bar.document.history.redo()
        }
        MenuSeparator {}
        KeyedMenuItem { text: qsTr("Cut"); keys: StandardKeys.cut; enabled: bar.document.editable && !bar.locked; onTriggered: bar.actions.cut() }
        KeyedMenuItem { text: qsTr("Copy"); keys: StandardKeys.copy; enabled: bar.document.loaded && !bar.locked; onTriggered: bar.actions.copy() }
        KeyedMenuItem { text: qsTr("Paste"); keys: StandardKeys.paste; enabled: bar.document.editable && !bar.locked; onTriggered: bar.actions.paste() }
        KeyedMenuItem { text: qsTr("Select all"); keys: StandardKeys.selectAll; enabled: bar.document.loaded && !bar.locked; onTriggered: bar.actions.selectAll() }
        KeyedMenuItem { text: qsTr("Delete"); keys: StandardKeys.deleteKey; enabled: bar.document.editable && !bar.locked; onTriggered: bar.actions.deleteSelected() }
        MenuSeparator {}
        MenuItem {
            objectName: "suggestTerrainItem"
            text: qsTr("Suggest terrain from picture…")
            enabled: bar.document.editable && !bar.locked && bar.actions.reference.ready
            onTriggered: bar.actions.suggestTerrain()
        }
    }
    StudioMenu {
        title: qsTr("&View")
        KeyedMenuItem { text: qsTr("Zoom in"); keys: StandardKeys.zoomIn; onTriggered: bar.actions.zoomIn() }
        KeyedMenuItem { text: qsTr("Zoom out"); keys: StandardKeys.zoomOut; onTriggered: bar.actions.zoomOut() }
        KeyedMenuItem { text: qsTr("Fit the board to the window"); keys: ["0"]; onTriggered: bar.actions.fit() }
        MenuSeparator {}
        MenuItem {
            objectName: "referencePictureItem"
            text: qsTr("Reference picture…")
            enabled: bar.document.editable && !bar.locked
            onTriggered: bar.actions.referencePicture()
        }
        KeyedMenuItem {
            objectName: "showReferenceItem"
            text: qsTr("Show reference picture")
            keys: ["Ctrl+Shift+R"]
            checkable: true
            checked: bar.actions.reference.shown
            enabled: bar.actions.reference.hasPicture && !bar.locked
            onTriggered: bar.actions.toggleReference()
        }
        MenuItem {
            objectName: "alignReferenceItem"
            text: qsTr("Align reference picture")
            enabled: bar.actions.reference.ready && !bar.locked
            onTriggered: bar.actions.alignReference()
        }
        MenuSeparator {}
        KeyedMenuItem {
            objectName: "toolPanelItem"
            text: qsTr("Tool panel")
            keys: ["F8"]
            checkable: true
            checked: bar.toolPanelShown
            onTriggered: bar.actions.toolPanelToggled()
        }
        KeyedMenuItem {
            objectName: "sidePanelItem"
            text: qsTr("Scenario panel")
            keys: ["F9"]
            checkable: true
            checked: bar.sidePanelShown
            onTriggered: bar.actions.sidePanelToggled()
        }
        MenuSeparator {}
        KeyedMenuItem {
            text: bar.locked ? qsTr("Back to editing") : qsTr("Playtest")
            keys: ["F5"]
            enabled: bar.document.editable
            onTriggered: bar.actions.playtestToggled()
        }
    }
    StudioMenu {
        title: qsTr("&Help")
        KeyedMenuItem { text: qsTr("Tricorne Studio Help"); keys: StandardKeys.help; onTriggered: bar.actions.helpRequested() }
        MenuItem { objectName: "guideItem"; text: qsTr("User's Guide"); onTriggered: bar.actions.guideRequested() }
        MenuItem { objectName: "aboutItem"; text: qsTr("About Tricorne Studio"); onTriggered: bar.actions.aboutRequested() }
    }
}
