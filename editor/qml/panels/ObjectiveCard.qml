import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Tricorne.Studio

// One objective, editable: name, kind, who scores it, banners; its hexes, and Remove.
Rectangle {
    id: card

    required property ScenarioEditor editor
    required property int index
    /// {id, name, kind, for, banners, summary, hexes}, read by index so that the card (and the field being typed in)
    /// stays while its entry changes.
    readonly property var modelData: card.editor.objectives[card.index] ?? ({})
    signal hexChosen(int col, int row)

    readonly property var scorers: ["both", "top", "bottom"]

    implicitHeight: content.implicitHeight + 12
    radius: 4
    color: "transparent"
    border.color: Theme.panelBorder

    GridLayout {
        id: content
        x: 6
        y: 6
        width: card.width - 12
        columns: 2
        columnSpacing: 6
        rowSpacing: 3

        TextField {
            Accessible.name: qsTr("Objective name")
            Layout.columnSpan: 2
            Layout.fillWidth: true
            placeholderText: qsTr("Objective name (optional)")
            text: card.modelData.name
            onTextEdited: card.editor.setObjectiveProperty(card.index, "name", text)
        }
        FieldLabel { text: qsTr("Kind") }
        ComboBox {
            objectName: "objectiveKind"
            Accessible.name: qsTr("Kind")
            Layout.fillWidth: true
            // The engine's objective kinds (its table, not a list of ours), in its words.
            model: RuleKinds.objectiveTitles
            currentIndex: RuleKinds.objectives.indexOf(card.modelData.kind ?? "")
            onActivated: index => card.editor.setObjectiveProperty(card.index, "kind", RuleKinds.objectives[index])
            ToolTip.visible: hovered && currentIndex >= 0
            ToolTip.text: {
                const kind = RuleKinds.objectives[currentIndex] ?? ""
                return RuleKinds.objectiveSummary(kind) + " (" + RuleKinds.objectiveSource(kind) + ")"
            }
        }
        FieldLabel { text: qsTr("For") }
        ComboBox {
            Accessible.name: qsTr("For")
            objectName: "objectiveFor"
            Layout.fillWidth: true
            // The sides by their armies' names ("Jacobite"), from the board model.
            model: [qsTr("Both sides"), card.editor.document?.board.topName || qsTr("Top side"),
                    card.editor.document?.board.bottomName || qsTr("Bottom side")]
            currentIndex: card.scorers.indexOf(card.modelData["for"])
            onActivated: index => card.editor.setObjectiveProperty(card.index, "for", card.scorers[index])
        }
        FieldLabel { text: qsTr("Banners") }
        NumberField {
            Accessible.name: qsTr("Banners")
            from: 0; to: 10
            value: card.modelData.banners
            onValueModified: card.editor.setObjectiveProperty(card.index, "banners", value)
        }
        Text {
            objectName: "objectiveSummary"
            Layout.columnSpan: 2
            Layout.fillWidth: true
            text: card.modelData.summary ?? ""
            wrapMode: Text.Wrap
            color: Theme.textMuted
            font.pixelSize: 11
        }
        Text {
            Layout.fillWidth: true
            text: qsTr("Hexes: %1").arg(card.modelData.hexes.map(h => h.x + "," + h.y).join("  "))
            elide: Text.ElideRight
            color: Theme.text
            font.pixelSize: 11
            TapHandler {
                onTapped: if (card.modelData.hexes.length > 0) card.hexChosen(card.modelData.hexes[0].x, card.modelData.hexes[0].y)
            }
        }
        Button {
            text: qsTr("Remove")
            onClicked: card.editor.removeObjective(card.index)
        }
    }
}
