import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Tricorne.Studio

// One special rule: free text (shown in the booklet, not enforced in playtest, with the reason)
// or a typed rule the engine plays, summed up in a line (engine/BATTLES.md lists the kinds).
Rectangle {
    id: card

    required property ScenarioEditor editor
    required property int index
    /// {kind, text, enforced, fields (the names of the fields its kind takes), summary, reason, retireTop, retireBottom}, read by index so that the card (and the field being typed in)
    /// stays while its entry changes.
    readonly property var modelData: card.editor.specialRules[card.index] ?? ({})

    /// "opening-cannonade" → "Opening cannonade": the engine's words for the kind.
    readonly property string kindLabel: RuleKinds.specialRuleTitle(card.modelData.kind ?? "")

    implicitHeight: content.implicitHeight + 12
    radius: 4
    color: "transparent"
    border.color: Theme.panelBorder

    ColumnLayout {
        id: content
        x: 6
        y: 6
        width: card.width - 12
        spacing: 3

        RowLayout {
            Layout.fillWidth: true
            Text {
                Layout.fillWidth: true
                text: card.modelData.enforced ? qsTr("%1 — played by the engine").arg(card.kindLabel)
                                              : qsTr("Free text — not enforced in playtest")
                color: card.modelData.enforced ? Theme.ok : Theme.warning
                font.pixelSize: 11
                font.bold: true
                wrapMode: Text.Wrap
            }
            Button {
                text: qsTr("Remove")
                onClicked: card.editor.removeSpecialRule(card.index)
            }
        }
        Text {
            objectName: "ruleSummary"
            Layout.fillWidth: true
            visible: card.modelData.enforced === true
            text: card.modelData.summary ?? ""
            wrapMode: Text.Wrap
            color: Theme.text
            font.pixelSize: 11
        }
        Text {
            objectName: "ruleReason"
            Layout.fillWidth: true
            visible: card.modelData.enforced === false
            text: qsTr("Why: %1").arg(card.modelData.reason ? card.modelData.reason
                                                             : qsTr("free text is for the players; the engine cannot read it"))
            wrapMode: Text.Wrap
            color: Theme.warning
            font.pixelSize: 11
        }
        TextArea {
            Accessible.name: qsTr("Rule text")
            objectName: "ruleText"
            Layout.fillWidth: true
            Layout.preferredHeight: Math.max(54, implicitHeight)
            visible: !card.modelData.enforced
            wrapMode: TextEdit.Wrap
            background: Rectangle { color: "white"; border.color: Theme.panelBorder; radius: 2 }
            placeholderText: qsTr("The rule as the booklet states it")
            text: card.modelData.text
            onTextChanged: if (activeFocus && text !== card.modelData.text) card.editor.setSpecialRuleText(card.index, text)
        }
        CheckBox {
            objectName: "retireTop"
            visible: (card.modelData.fields ?? []).indexOf("mustRetire") >= 0
            text: qsTr("%1 guns retire after firing").arg(card.editor.document?.board.topName || qsTr("Top side's"))
            checked: card.modelData.retireTop
            onToggled: card.editor.setSpecialRuleRetire(card.index, checked, card.modelData.retireBottom)
        }
        CheckBox {
            objectName: "retireBottom"
            visible: (card.modelData.fields ?? []).indexOf("mustRetire") >= 0
            text: qsTr("%1 guns retire after firing").arg(card.editor.document?.board.bottomName || qsTr("Bottom side's"))
            checked: card.modelData.retireBottom
            onToggled: card.editor.setSpecialRuleRetire(card.index, card.modelData.retireTop, checked)
        }
    }
}
