pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import Tricorne.Studio

// "File": new from a template, open, recent files, save, save as, export (disabled with the
// reason while the scenario has errors).
ToolButton {
    id: button

    required property ScenarioDocument document
    required property DocumentDialogs dialogs

    text: qsTr("File")
    objectName: "fileMenuButton"
    onClicked: menu.open()

    Menu {
        id: menu
        y: button.height

        Menu {
            title: qsTr("New from template")
            Repeater {
                model: button.document.templates
                delegate: MenuItem {
                    id: templateItem
                    required property var modelData
                    text: templateItem.modelData.title + (templateItem.modelData.title.startsWith(qsTr("Blank")) ? "" : " (" + templateItem.modelData.system + ")")
                    onTriggered: button.document.newFromTemplate(templateItem.modelData.path)
                }
            }
        }
        MenuItem { text: qsTr("Open…"); onTriggered: button.dialogs.open() }
        Menu {
            title: qsTr("Open recent")
            enabled: button.document.recentFiles.files.length > 0
            Repeater {
                model: button.document.recentFiles.files
                delegate: MenuItem {
                    id: recentItem
                    required property string modelData
                    text: recentItem.modelData
                    onTriggered: button.document.openFile(recentItem.modelData)
                }
            }
        }
        MenuSeparator {}
        MenuItem { text: qsTr("Save"); enabled: button.document.editable; onTriggered: button.dialogs.save() }
        MenuItem { text: qsTr("Save as…"); enabled: button.document.editable; onTriggered: button.dialogs.saveAs() }
        MenuItem {
            text: button.document.canExport ? qsTr("Export…") : qsTr("Export… — %1").arg(button.document.exportBlockedReason)
            enabled: button.document.canExport
            onTriggered: button.dialogs.exportFile()
        }
    }
}
