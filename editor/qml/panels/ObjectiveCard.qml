pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Tricorne.Studio

// One objective: its kind, the engine's words for what it does, then every field its kind
// takes (the engine's table, through ScenarioEditor.objectiveForm), and Remove. Pointing at
// the card highlights its hexes on the board.
Rectangle {
    id: card

    required property ScenarioEditor editor
    required property int index
    /// {id, name, kind, for, banners, summary, hexes}, read by index so that the card (and the
    /// field being typed in) stays while its entry changes.
    readonly property var modelData: card.editor.objectives[card.index] ?? ({})
    /// The form, re-read on every edit and whenever the findings change.
    /// Rebuilt on the edits a form can show (ScenarioEditor.formsRevision), not on every edit.
    readonly property var form: card.editor.formsRevision >= 0 ? card.editor.objectiveForm(card.index) : []
    signal hexChosen(int col, int row)
    signal revealRequested(Item item)

    implicitHeight: content.implicitHeight + 12
    radius: 4
    color: "transparent"
    border.color: hover.hovered ? Theme.cursor : Theme.panelBorder

    HoverHandler {
        id: hover
        // Another card may be entered before this one is left: only the card that set the
        // highlight takes it away.
        onHoveredChanged: {
            const owner = "objective-" + card.index
            if (hover.hovered) card.editor.highlight = {owner: owner, hexes: card.modelData.hexes ?? [], edges: [], arrows: []}
            else if (card.editor.highlight.owner === owner) card.editor.highlight = {}
        }
    }

    ColumnLayout {
        id: content
        x: 6
        y: 6
        width: card.width - 12
        spacing: 3

        RowLayout {
            Layout.fillWidth: true
            WideComboBox {
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
            Button {
                objectName: "removeObjective"
                text: qsTr("Remove")
                onClicked: card.editor.removeObjective(card.index)
            }
        }
        PlainText {   // the engine's one line for this objective, as its fields now stand
            objectName: "objectiveSummary"
            Layout.fillWidth: true
            text: card.modelData.summary ?? ""
            wrapMode: Text.Wrap
            color: Theme.text
            font.pixelSize: 11
            font.italic: true
            TapHandler {
                onTapped: if ((card.modelData.hexes ?? []).length > 0) card.hexChosen(card.modelData.hexes[0].x, card.modelData.hexes[0].y)
            }
        }
        Repeater {   // by count: an edit keeps the fields, so typing keeps its focus
            model: card.form.length
            delegate: FieldEditor {
                id: fieldEditor
                required property int index
                editor: card.editor
                spec: card.form[fieldEditor.index] ?? ({})
                onChanged: (name, value) => card.editor.setObjectiveProperty(card.index, name, value)
                onRevealRequested: item => card.revealRequested(item)
            }
        }
    }
}
