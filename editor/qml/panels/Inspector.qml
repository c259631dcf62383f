import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Tricorne.Studio

// The selected hex: its pieces, editable (blocks, name, Chief marker, type), and what its ground
// means in play — its terrain and the hex-side features on its edges — in the engine's words.
ColumnLayout {
    id: inspector

    required property ScenarioEditor editor
    required property ScenarioDocument document
    property int col: -1
    property int row: -1

    /// The hex whose terrain effects are listed: the one under the pointer, else the selected one.
    property int effectsCol: col
    property int effectsRow: row

    // What the two hexes hold, kept true to the document by C++ (an undo, a Delete, a paste or
    // another scenario re-reads them): the controls below never show or edit a piece that is gone.
    WatchedHex {
        id: selected
        document: inspector.document
        col: inspector.col
        row: inspector.row
    }
    WatchedHex {
        id: described
        document: inspector.document
        col: inspector.effectsCol
        row: inspector.effectsRow
    }
    readonly property var pieces: selected.pieces
    /// The unit types of army `army` ({id, name, kind, blocks}), as the game system lists them.
    function unitTypesOf(army: string): var {
        for (const a of inspector.editor.armies)
            if (a.id === army) return a.unitTypes
        return []
    }
    readonly property var effects: described.terrainEffects

    spacing: 6

    PlainText {
        objectName: "inspectorTitle"
        text: inspector.col < 0 ? qsTr("Nothing selected") : qsTr("Hex %1,%2").arg(inspector.col).arg(inspector.row)
        font.pixelSize: 15
        font.bold: true
        color: Theme.text
    }

    ColumnLayout {
        Layout.fillWidth: true
        visible: inspector.pieces.hasUnit
        PlainText {
            Layout.fillWidth: true
            wrapMode: Text.Wrap
            text: inspector.pieces.armyName ?? ""
            color: Theme.text
            font.pixelSize: 12
        }
        ComboBox {   // the army's unit types: a placed unit changes type and keeps its name
            id: unitType
            objectName: "inspectorType"
            Accessible.name: qsTr("Unit type")
            Layout.fillWidth: true
            readonly property var types: inspector.unitTypesOf(inspector.pieces.army ?? "")
            model: unitType.types.map(t => t.name)
            currentIndex: unitType.types.findIndex(t => t.id === inspector.pieces.type)
            displayText: currentIndex >= 0 ? currentText : (inspector.pieces.typeName ?? "")
            onActivated: index => inspector.editor.setUnitType(inspector.col, inspector.row, unitType.types[index].id)
        }
        RowLayout {
            PlainText { text: qsTr("Blocks"); color: Theme.textMuted; font.pixelSize: 12 }
            NumberField {
                Accessible.name: qsTr("Blocks")
                objectName: "inspectorBlocks"
                // Up to the type's full strength, from the game system.
                from: 1; to: inspector.pieces.fullBlocks ?? 1
                value: inspector.pieces.blocks ?? 4
                onValueModified: inspector.editor.setUnitBlocks(inspector.col, inspector.row, value)
            }
        }
        TextField {
            Accessible.name: qsTr("Unit name")
            Layout.fillWidth: true
            placeholderText: qsTr("Unit name (optional)")
            text: inspector.pieces.name ?? ""
            onTextEdited: inspector.editor.setUnitName(inspector.col, inspector.row, text)
        }
        CheckBox {
            objectName: "inspectorChief"
            Layout.fillWidth: true
            visible: (inspector.pieces.chiefName ?? "") !== ""
            text: qsTr("%1 marker").arg(inspector.pieces.chiefName ?? "")
            checked: inspector.pieces.chief ?? false
            onToggled: inspector.editor.setUnitChief(inspector.col, inspector.row, checked)
        }
    }
    ColumnLayout {
        Layout.fillWidth: true
        visible: inspector.pieces.hasLeader
        PlainText { text: qsTr("Leader"); color: Theme.textMuted; font.pixelSize: 12 }
        TextField {
            Accessible.name: qsTr("Leader's name")
            objectName: "inspectorLeaderName"
            Layout.fillWidth: true
            text: inspector.pieces.leaderName ?? ""
            onTextEdited: inspector.editor.setLeaderName(inspector.col, inspector.row, text)
        }
    }
    Repeater {
        model: inspector.effects
        delegate: PlainText {
            required property int index
            required property string modelData
            objectName: "inspectorGround"
            Layout.fillWidth: true
            wrapMode: Text.Wrap
            text: modelData
            color: index === 0 ? Theme.text : Theme.textMuted
            font.pixelSize: index === 0 ? 12 : 11
            font.bold: index === 0
        }
    }
}
