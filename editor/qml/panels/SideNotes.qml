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
    /// The decks a side may draw: the factions in play (each has its Combat deck).
    readonly property var decks: {
        const s = side.editor.setup
        const out = []
        for (const d of [s.bottom?.faction, s.top?.faction, side.setup.combatDeck])
            if (d && out.indexOf(d) < 0) out.push(d)
        return out
    }

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
        model: side.decks
        currentIndex: side.decks.indexOf(side.setup.combatDeck ?? "")
        onActivated: index => side.editor.setCombatDeck(side.position, side.decks[index])
    }
    FieldLabel { text: qsTr("Starting banners") }
    NumberField {
        Accessible.name: qsTr("%1: starting banners").arg(side.label)
        from: 0; to: 20
        value: side.setup.startingBanners ?? 0
        onValueModified: side.editor.setStartingBanners(side.position, value)
    }
}
