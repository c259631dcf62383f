pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Tricorne.Studio

// One special rule: its kind (any kind of the engine's table), whether the engine plays it —
// free text is marked "not enforced in playtest", with the reason — the engine's words for
// what it does, then every field its kind takes (ScenarioEditor.specialRuleForm). Pointing at
// the card highlights on the board what the rule touches (ScenarioEditor.specialRuleReach).
Rectangle {
    id: card

    required property ScenarioEditor editor
    required property int index
    /// {kind, text, enforced, summary, reason}, read by index so that the card (and the field
    /// being typed in) stays while its entry changes.
    readonly property var modelData: card.editor.specialRules[card.index] ?? ({})
    /// Rebuilt on the edits a form can show (ScenarioEditor.formsRevision), not on every edit.
    readonly property var form: card.editor.formsRevision >= 0 ? card.editor.specialRuleForm(card.index) : []
    signal revealRequested(Item item)

    /// "opening-cannonade" → "Opening cannonade": the engine's words for the kind.
    readonly property string kindLabel: RuleKinds.specialRuleTitle(card.modelData.kind ?? "")

    implicitHeight: content.implicitHeight + 12
    radius: 4
    color: "transparent"
    border.color: hover.hovered ? Theme.cursor : Theme.panelBorder

    HoverHandler {
        id: hover
        // Another card may be entered before this one is left: only the card that set the
        // highlight takes it away.
        onHoveredChanged: {
            const owner = "rule-" + card.index
            if (hover.hovered) card.editor.highlight = Object.assign({owner: owner}, card.editor.specialRuleReach(card.index))
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
                objectName: "ruleKind"
                Accessible.name: qsTr("Kind")
                Layout.fillWidth: true
                model: RuleKinds.specialRuleTitles
                currentIndex: RuleKinds.specialRules.indexOf(card.modelData.kind ?? "")
                onActivated: index => card.editor.setSpecialRuleProperty(card.index, "kind", RuleKinds.specialRules[index])
                ToolTip.visible: hovered && currentIndex >= 0
                ToolTip.text: RuleKinds.specialRuleSummary(RuleKinds.specialRules[currentIndex] ?? "")
            }
            Button {
                objectName: "removeRule"
                text: qsTr("Remove")
                onClicked: card.editor.removeSpecialRule(card.index)
            }
        }
        PlainText {
            objectName: "ruleEnforced"
            Layout.fillWidth: true
            text: card.modelData.enforced ? qsTr("%1 — played by the engine").arg(card.kindLabel)
                                          : qsTr("Free text — not enforced in playtest")
            color: card.modelData.enforced ? Theme.ok : Theme.warning
            font.pixelSize: 11
            font.bold: true
            wrapMode: Text.Wrap
        }
        PlainText {   // the engine's one line for this rule, as its fields now stand
            objectName: "ruleSummary"
            Layout.fillWidth: true
            visible: card.modelData.enforced === true
            text: card.modelData.summary ?? ""
            wrapMode: Text.Wrap
            color: Theme.text
            font.pixelSize: 11
            font.italic: true
        }
        PlainText {
            objectName: "ruleReason"
            Layout.fillWidth: true
            visible: card.modelData.enforced === false
            text: qsTr("Why: %1").arg(card.modelData.reason ? card.modelData.reason
                                                             : qsTr("free text is for the players; the engine cannot read it"))
            wrapMode: Text.Wrap
            color: Theme.warning
            font.pixelSize: 11
        }
        Repeater {   // by count: an edit keeps the fields, so typing keeps its focus
            model: card.form.length
            delegate: FieldEditor {
                id: fieldEditor
                required property int index
                editor: card.editor
                spec: card.form[fieldEditor.index] ?? ({})
                onChanged: (name, value) => card.editor.setSpecialRuleProperty(card.index, name, value)
                onRevealRequested: item => card.revealRequested(item)
            }
        }
    }
}
