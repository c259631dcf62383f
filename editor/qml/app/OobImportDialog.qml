pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Tricorne.Studio

// File ▸ Import order of battle…: choose a table file or paste a spreadsheet range; the
// engine maps each row (OobImport) and the table shows its proposal — the unit type as a
// choice of the army's types, the blocks, the leader — for the designer to confirm or change.
// Unknown words are marked and must be answered before Import; the answers may be saved to
// the designer's dictionary. Import puts the pieces in the Unplaced tray, one undo step.
Dialog {
    id: dialog
    objectName: "oobImportDialog"

    required property ScenarioDocument document

    anchors.centerIn: Overlay.overlay
    // The dialog's parent is the LazyDialog (no size): it is sized by the window's overlay.
    width: Math.min(960, Overlay.overlay.width - 40)
    height: Math.min(680, Overlay.overlay.height - 40)
    modal: true
    title: qsTr("Import order of battle")
    padding: 12

    /// A table to read when the dialog opens (`tricorne-studio --oob TABLE`); "" for none.
    property string tableToRead: ""
    /// Reads `path` now, and again when the dialog has opened (opening clears the last table;
    /// with a style's opening transition that comes after this call).
    function readTable(path: string) {
        dialog.tableToRead = path
        importer.loadFile(path)
    }

    onOpened: {
        importer.clear()
        if (dialog.tableToRead !== "") importer.loadFile(dialog.tableToRead)
    }
    onClosed: dialog.tableToRead = ""

    OobImport {
        id: importer
        objectName: "oobImport"
        document: dialog.document
    }
    FileDialogs {
        id: files
        objectName: "oobFileDialogs"
        document: dialog.document
        onTableChosen: path => importer.loadFile(path)
    }

    footer: RowLayout {
        spacing: 8
        Item { Layout.fillWidth: true }
        Button {
            objectName: "oobImportButton"
            text: qsTr("Import")
            enabled: importer.ready
            highlighted: true
            onClicked: if (importer.apply()) dialog.close()
        }
        Button {
            text: qsTr("Cancel")
            Layout.rightMargin: 12
            Layout.bottomMargin: 12
            onClicked: dialog.close()
        }
    }

    ColumnLayout {
        anchors.fill: parent
        spacing: 8

        RowLayout {
            Button {
                objectName: "oobChooseFile"
                text: qsTr("Choose a table file…")
                onClicked: files.importTable()
            }
            PlainText {
                Layout.fillWidth: true
                wrapMode: Text.Wrap
                color: Theme.textMuted
                font.pixelSize: 11
                text: qsTr("…or paste a spreadsheet range below. A header row names the columns: army, type, name, blocks, strength, brigade, commander, chief.")
            }
        }
        ScrollView {
            Layout.fillWidth: true
            Layout.preferredHeight: 110
            NoteArea {
                id: source
                objectName: "oobText"
                placeholderText: qsTr("army,type,name,blocks,brigade,commander")
                font.family: "monospace"
                font.pixelSize: 11
                text: importer.text
                onTextChanged: if (text !== importer.text) importer.text = text
            }
        }
        RowLayout {
            spacing: 6
            PlainText { text: qsTr("Blocks from strength:"); color: Theme.text; font.pixelSize: 12 }
            SpinBox {
                objectName: "oobMenPerBlock"
                from: 0; to: 5000; stepSize: 50; editable: true
                value: importer.menPerBlock
                onValueModified: importer.menPerBlock = value
                Accessible.name: qsTr("Men per block")
            }
            PlainText { text: qsTr("men per block,"); color: Theme.text; font.pixelSize: 12 }
            SpinBox {
                objectName: "oobGunsPerBlock"
                from: 0; to: 50; editable: true
                value: importer.gunsPerBlock
                onValueModified: importer.gunsPerBlock = value
                Accessible.name: qsTr("Guns per block")
            }
            PlainText { text: qsTr("guns per block (0: the standard 4 blocks)"); color: Theme.text; font.pixelSize: 12 }
        }
        PlainText {   // a file that could not be read
            Layout.fillWidth: true
            visible: importer.errorString !== ""
            wrapMode: Text.Wrap
            color: Theme.error
            font.pixelSize: 12
            text: importer.errorString
        }
        Repeater {   // the engine's refusals, each naming its row and column
            model: importer.problems
            delegate: PlainText {
                id: problem
                required property string modelData
                Layout.fillWidth: true
                wrapMode: Text.Wrap
                color: Theme.error
                font.pixelSize: 12
                text: problem.modelData
            }
        }
        PlainText {
            objectName: "oobQuestions"
            visible: importer.questionCount > 0
            Layout.fillWidth: true
            wrapMode: Text.Wrap
            color: Theme.warning
            font.pixelSize: 12
            font.bold: true
            text: qsTr("%n word(s) unknown: choose the unit type each means (marked below).", "", importer.questionCount)
        }

        RowLayout {   // the mapping table's column titles
            Layout.fillWidth: true
            spacing: 6
            Repeater {
                model: [[qsTr("Row"), 36], [qsTr("Army"), 110], [qsTr("Word"), 150], [qsTr("Unit type"), 190], [qsTr("Blocks"), 90], [qsTr("Name"), 150], [qsTr("Leader"), 110]]
                delegate: PlainText {
                    id: heading
                    required property var modelData
                    Layout.preferredWidth: heading.modelData[1]
                    text: heading.modelData[0]
                    font.bold: true
                    font.pixelSize: 11
                    color: Theme.textMuted
                }
            }
        }
        ListView {   // the mapping: one line per row of the table
            id: rows
            objectName: "oobRows"
            Layout.fillWidth: true
            Layout.fillHeight: true
            clip: true
            model: importer.rows
            ScrollBar.vertical: ScrollBar {}
            delegate: Rectangle {
                id: line
                required property var modelData
                /// The unit types of the row's army, to choose from.
                readonly property var types: importer.typesOf(line.modelData.army)
                width: rows.width
                height: 34
                color: line.modelData.question ? Qt.rgba(0.84, 0.54, 0.06, 0.15) : "transparent"
                RowLayout {
                    anchors.fill: parent
                    spacing: 6
                    PlainText { Layout.preferredWidth: 36; text: line.modelData.row; font.pixelSize: 11; color: Theme.textMuted }
                    PlainText { Layout.preferredWidth: 110; text: line.modelData.armyName; elide: Text.ElideRight; font.pixelSize: 11; color: Theme.text }
                    PlainText {
                        Layout.preferredWidth: 150
                        text: line.modelData.word
                        elide: Text.ElideRight
                        font.pixelSize: 11
                        font.bold: line.modelData.question
                        color: line.modelData.question ? Theme.warning : Theme.text
                    }
                    ComboBox {
                        objectName: "oobType-" + line.modelData.row
                        Layout.preferredWidth: 190
                        visible: !line.modelData.leaderOnly
                        model: line.types
                        textRole: "name"
                        valueRole: "id"
                        // From the list itself: indexOfValue() is not ready while the model is made.
                        currentIndex: line.types.findIndex(t => t.id === line.modelData.type)
                        displayText: line.modelData.question ? qsTr("Which type?") : currentText
                        onActivated: importer.setRowType(line.modelData.index, currentValue)
                        font.pixelSize: 11
                    }
                    PlainText {
                        Layout.preferredWidth: 190
                        visible: line.modelData.leaderOnly
                        text: qsTr("a leader")
                        font.pixelSize: 11
                        color: Theme.textMuted
                    }
                    SpinBox {
                        objectName: "oobBlocks-" + line.modelData.row
                        Layout.preferredWidth: 90
                        visible: !line.modelData.leaderOnly
                        from: 1; to: 4
                        value: line.modelData.blocks
                        onValueModified: importer.setRowBlocks(line.modelData.index, value)
                        font.pixelSize: 11
                    }
                    Item { Layout.preferredWidth: 90; visible: line.modelData.leaderOnly }
                    PlainText { Layout.preferredWidth: 150; text: line.modelData.name; elide: Text.ElideRight; font.pixelSize: 11; color: Theme.text }
                    PlainText { Layout.preferredWidth: 110; text: line.modelData.commander; elide: Text.ElideRight; font.pixelSize: 11; color: Theme.text }
                }
            }
        }
        PlainText {
            objectName: "oobLeaders"
            Layout.fillWidth: true
            wrapMode: Text.Wrap
            font.pixelSize: 11
            color: Theme.text
            visible: importer.leaders.length > 0
            text: qsTr("Leaders: %1").arg(Array.from(importer.leaders, l => qsTr("%1 (%2)").arg(l.name).arg(l.armyName)).join(", "))
        }
        CheckBox {
            objectName: "oobSaveAnswers"
            text: qsTr("Save my answers to my dictionary (%1)").arg(importer.userDictionaryShown)
            checked: importer.saveAnswers
            onToggled: importer.saveAnswers = checked
        }
    }
}
