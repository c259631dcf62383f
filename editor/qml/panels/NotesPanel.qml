import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Tricorne.Studio

// Battle notes: title, date, author, background, who moves first, the victory condition and
// each side's setup. Every change is an undo step through ScenarioEditor (typing merges).
ScrollView {
    id: notes

    required property ScenarioEditor editor
    required property ScenarioDocument document
    readonly property var setup: notes.editor.setup

    contentWidth: availableWidth
    clip: true

    ColumnLayout {
        width: notes.availableWidth
        spacing: 4

        FieldLabel { text: qsTr("Title") }
        TextField {
            Accessible.name: qsTr("Title")
            objectName: "notesTitle"
            Layout.fillWidth: true
            text: notes.setup.title ?? ""
            onTextEdited: notes.editor.setTitle(text)
            // A text longer than the field shows its start, not its end, until the designer edits it
            // (a field given its text keeps the cursor, and so the view, at the end).
            onTextChanged: if (!activeFocus) cursorPosition = 0
        }
        RowLayout {   // two equal halves, whatever the fields hold (a long date must not push the author aside)
            Layout.fillWidth: true
            ColumnLayout {
                Layout.fillWidth: true
                Layout.preferredWidth: 1
                FieldLabel { text: qsTr("Date") }
                TextField {
                    Accessible.name: qsTr("Date")
                    objectName: "notesDate"
                    Layout.fillWidth: true
                    placeholderText: qsTr("e.g. 27 July 1689")
                    text: notes.setup.date ?? ""
                    onTextEdited: notes.editor.setDate(text)
                    onTextChanged: if (!activeFocus) cursorPosition = 0
                }
            }
            ColumnLayout {
                Layout.fillWidth: true
                Layout.preferredWidth: 1
                FieldLabel { text: qsTr("Author") }
                TextField {
                    Accessible.name: qsTr("Author")
                    objectName: "notesAuthor"
                    Layout.fillWidth: true
                    text: notes.setup.author ?? ""
                    onTextEdited: notes.editor.setAuthor(text)
                    onTextChanged: if (!activeFocus) cursorPosition = 0
                }
            }
        }
        FieldLabel { text: qsTr("Historical background") }
        NoteArea {
            Accessible.name: qsTr("Historical background")
            objectName: "notesBackground"
            Layout.fillWidth: true
            Layout.preferredHeight: 90
            wrapMode: TextEdit.Wrap
            background: Rectangle { color: "white"; border.color: Theme.panelBorder; radius: 2 }
            text: notes.setup.background ?? ""
            // NoteArea (a TextArea) has no textEdited: only changes the designer typed (focus) are edits.
            onTextChanged: if (activeFocus && text !== (notes.setup.background ?? "")) notes.editor.setBackground(text)
        }
        FieldLabel { text: qsTr("Source") }
        TextField {
            Accessible.name: qsTr("Source")
            objectName: "notesSource"
            Layout.fillWidth: true
            placeholderText: qsTr("e.g. 001 · Bemis Heights, or the map or history it follows")
            text: notes.setup.source ?? ""
            onTextEdited: notes.editor.setSource(text)
            onTextChanged: if (!activeFocus) cursorPosition = 0
        }
        FieldLabel { text: qsTr("Designer's notes") }
        NoteArea {
            Accessible.name: qsTr("Designer's notes")
            objectName: "notesDesigner"
            Layout.fillWidth: true
            Layout.preferredHeight: 70
            wrapMode: TextEdit.Wrap
            background: Rectangle { color: "white"; border.color: Theme.panelBorder; radius: 2 }
            text: notes.setup.notes ?? ""
            onTextChanged: if (activeFocus && text !== (notes.setup.notes ?? "")) notes.editor.setDesignerNotes(text)
        }
        CheckBox {
            id: reconstructed
            objectName: "notesReconstructed"
            // As wide as the panel, not as its label: a label wider than the panel (a long
            // translation, a wide font) otherwise widens the whole tab past the panel's edge.
            // The label wraps instead of being cut short (Fusion's elides).
            Layout.fillWidth: true
            contentItem: PlainText {
                leftPadding: reconstructed.indicator.width + reconstructed.spacing
                text: reconstructed.text
                font: reconstructed.font
                color: reconstructed.palette.windowText
                wrapMode: Text.Wrap
                verticalAlignment: Text.AlignVCenter
            }
            text: qsTr("The map and deployment are a reconstruction")
            checked: notes.setup.reconstructed ?? false
            onToggled: notes.editor.setReconstructed(checked)
        }
        FieldLabel { text: qsTr("What the reconstruction rests on"); visible: reconstructionNote.visible }
        NoteArea {
            id: reconstructionNote
            objectName: "notesReconstruction"
            Accessible.name: qsTr("What the reconstruction rests on")
            visible: notes.setup.reconstructed ?? false
            Layout.fillWidth: true
            Layout.preferredHeight: 70
            wrapMode: TextEdit.Wrap
            placeholderText: qsTr("The features the notes name, the histories used, what was inferred")
            background: Rectangle { color: "white"; border.color: Theme.panelBorder; radius: 2 }
            text: notes.setup.reconstruction ?? ""
            onTextChanged: if (activeFocus && text !== (notes.setup.reconstruction ?? "")) notes.editor.setReconstruction(text)
        }

        GridLayout {
            Layout.fillWidth: true
            Layout.topMargin: 6
            columns: 2
            columnSpacing: 8
            rowSpacing: 4
            FieldLabel { text: qsTr("First player") }
            ComboBox {
                Accessible.name: qsTr("First player")
                id: firstPlayer
                objectName: "firstPlayerBox"
                Layout.fillWidth: true
                // The sides by their armies' names ("Jacobite"), from the board model.
                model: [notes.document.board.bottomName || qsTr("Bottom side"), notes.document.board.topName || qsTr("Top side")]
                currentIndex: notes.setup.firstPlayer === "top" ? 1 : 0
                onActivated: index => notes.editor.setFirstPlayer(index === 1 ? "top" : "bottom")
            }
            FieldLabel { text: qsTr("Victory banners") }
            NumberField {
                Accessible.name: qsTr("Victory banners")
                from: 1; to: 30
                value: notes.setup.victoryBanners ?? 6
                onValueModified: notes.editor.setVictoryBanners(value)
            }
        }

        Rectangle { Layout.fillWidth: true; Layout.topMargin: 6; implicitHeight: 1; color: Theme.panelBorder }
        SideNotes {
            Layout.fillWidth: true
            editor: notes.editor
            position: "top"
            label: qsTr("%1 (top edge)").arg(notes.document.topSide || qsTr("Top side"))
        }
        Rectangle { Layout.fillWidth: true; Layout.topMargin: 6; implicitHeight: 1; color: Theme.panelBorder }
        SideNotes {
            Layout.fillWidth: true
            editor: notes.editor
            position: "bottom"
            label: qsTr("%1 (bottom edge)").arg(notes.document.bottomSide || qsTr("Bottom side"))
        }
    }
}
