import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Tricorne.Studio

// Help ▸ About: the version (the CMake project version), the licence and the rule books the
// studio and its engine implement.
Dialog {
    id: about
    objectName: "aboutDialog"
    anchors.centerIn: Overlay.overlay
    modal: true
    title: qsTr("About Tricorne Studio")
    standardButtons: Dialog.Close

    ColumnLayout {
        spacing: 10
        PlainLabel {
            objectName: "aboutVersion"
            text: qsTr("Tricorne Studio %1").arg(Qt.application.version)
            font.bold: true
            font.pixelSize: 18
        }
        PlainLabel { text: qsTr("A studio for authoring, playtesting and balancing battles for the board wargame Commands & Colors Tricorne.") }
        PlainLabel { text: qsTr("The rules it implements:") }
        PlainLabel {
            leftPadding: 12
            text: qsTr("• Commands & Colors Tricorne — The Jacobite Rising (rule and scenario booklet)\n• Commands & Colors Tricorne — The American Revolution (rule and scenario booklet, revised 2018)")
        }
        PlainLabel {
            text: qsTr("Licence: GNU General Public License, version 3 or later (GPL-3.0-or-later).\nCommands & Colors and Tricorne are trademarks of their owners; this is an independent tool.")
            color: Theme.textMuted
        }
    }
}
