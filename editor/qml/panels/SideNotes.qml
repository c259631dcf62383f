import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Tricorne.Studio

// One side's setup in the battle notes: commander, hand sizes, combat deck, starting banners.
GridLayout {
    id: side

    required property ScenarioEditor editor
    /// "top" or "bottom"
    required property string position
    required property string label
    readonly property var setup: side.editor.setup[side.position] ?? ({})
    /// The Combat decks a side may draw, {id, name}: the factions in play (each has its own).
    readonly property var decks: side.editor.combatDecks

    columns: 2
    columnSpacing: 8
    rowSpacing: 4

    PlainText {
        Layout.columnSpan: 2
        Layout.fillWidth: true
        text: side.label
        wrapMode: Text.Wrap   // a narrow panel: the side's name read whole
        color: Theme.text
        font.pixelSize: 13
        font.bold: true
    }
    FieldLabel { text: qsTr("Commander") }
    TextField {
        Accessible.name: qsTr("%1: commander").arg(side.label)
        objectName: side.position + "Commander"
        Layout.fillWidth: true
        text: side.setup.commander ?? ""
        onTextEdited: side.editor.setCommander(side.position, text)
    }
    FieldLabel { text: qsTr("Command cards") }
    NumberField {
        Accessible.name: qsTr("%1: command cards").arg(side.label)
        from: 0; to: 12
        value: side.setup.commandCards ?? 5
        onValueModified: side.editor.setCommandCards(side.position, value)
    }
    FieldLabel { text: qsTr("Combat cards") }
    NumberField {
        Accessible.name: qsTr("%1: combat cards").arg(side.label)
        from: 0; to: 12
        value: side.setup.combatCards ?? 0
        onValueModified: side.editor.setCombatCards(side.position, value)
    }
    FieldLabel { text: qsTr("Combat deck") }
    ComboBox {
        Accessible.name: qsTr("%1: combat deck").arg(side.label)
        Layout.fillWidth: true
        objectName: side.position + "CombatDeck"
        model: side.decks
        textRole: "name"
        valueRole: "id"
        currentIndex: side.decks.findIndex(d => d.id === (side.setup.combatDeck ?? ""))
        onActivated: index => side.editor.setCombatDeck(side.position, side.decks[index].id)
    }
    FieldLabel { text: qsTr("Starting banners") }
    NumberField {
        Accessible.name: qsTr("%1: starting banners").arg(side.label)
        from: 0; to: 20
        value: side.setup.startingBanners ?? 0
        onValueModified: side.editor.setStartingBanners(side.position, value)
    }
}
