pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Tricorne.Studio

// Objectives and special rules, each editable and removable, every field of every kind (the
// engine's table). New objectives go on the selected hex (or with the Objective tool on the
// board); a new special rule of any kind takes the board's selected hexes where it needs some.
// A finding chosen in the problems panel (ScenarioEditor.focusedField) is scrolled into view.
ScrollView {
    id: rules

    required property ScenarioEditor editor
    property int selectedCol: -1
    property int selectedRow: -1
    signal hexChosen(int col, int row)

    contentWidth: availableWidth
    clip: true

    /// Scrolls so that `item` (a field of a card) is in view, once the cards just made are laid out.
    function reveal(item: Item) {
        revealTimer.item = item
        revealTimer.restart()
    }
    /// Shows the card just added (index `index` of `cards`; -1: none was added).
    function revealNew(cards: Repeater, index: int) {
        if (index >= 0 && cards.itemAt(index)) rules.reveal(cards.itemAt(index))
    }
    Timer {
        id: revealTimer
        property Item item: null
        interval: 50
        onTriggered: {
            const flick = rules.contentItem as Flickable
            if (!flick || !revealTimer.item) return
            const y = revealTimer.item.mapToItem(column, 0, 0).y
            flick.contentY = Math.max(0, Math.min(y - 40, flick.contentHeight - flick.height))
        }
    }

    ColumnLayout {
        id: column
        width: rules.availableWidth
        spacing: 6

        RowLayout {
            Layout.fillWidth: true
            PlainText { Layout.fillWidth: true; text: qsTr("Objectives"); color: Theme.text; font.pixelSize: 14; font.bold: true }
            Button {
                objectName: "addObjective"
                text: qsTr("Add on %1").arg(rules.selectedCol >= 0 ? rules.selectedCol + "," + rules.selectedRow : qsTr("a hex"))
                enabled: rules.selectedCol >= 0
                onClicked: rules.revealNew(objectiveCards, rules.editor.addObjective(rules.selectedCol, rules.selectedRow))
            }
        }
        PlainText {
            Layout.fillWidth: true
            visible: rules.editor.objectives.length === 0
            text: qsTr("None. Select a hex and add one, or use the Objective tool.")
            wrapMode: Text.Wrap
            color: Theme.textMuted
            font.pixelSize: 11
        }
        Repeater {   // by count: an edit keeps the cards, so typing keeps its field and focus
            id: objectiveCards
            model: rules.editor.objectives.length
            delegate: ObjectiveCard {
                Layout.fillWidth: true
                editor: rules.editor
                onHexChosen: (col, row) => rules.hexChosen(col, row)
                onRevealRequested: item => rules.reveal(item)
            }
        }

        Rectangle { Layout.fillWidth: true; Layout.topMargin: 6; implicitHeight: 1; color: Theme.panelBorder }
        PlainText { text: qsTr("Special rules"); color: Theme.text; font.pixelSize: 14; font.bold: true }
        RowLayout {
            Layout.fillWidth: true
            ComboBox {
                id: newKind
                objectName: "newRuleKind"
                Accessible.name: qsTr("Kind of the new rule")
                Layout.fillWidth: true
                model: RuleKinds.specialRuleTitles   // the engine's kinds, in its words
                ToolTip.visible: hovered
                ToolTip.text: RuleKinds.specialRuleSummary(RuleKinds.specialRules[currentIndex] ?? "")
            }
            Button {
                objectName: "addRule"
                text: qsTr("Add")
                onClicked: rules.revealNew(ruleCards, rules.editor.addSpecialRule(RuleKinds.specialRules[newKind.currentIndex]))
            }
        }
        Button { objectName: "addTextRule"; text: qsTr("Add text rule"); onClicked: rules.revealNew(ruleCards, rules.editor.addSpecialRule("text")) }
        PlainText {   // why the last add or edit was refused (e.g. a creek needs hexes selected first)
            objectName: "ruleRefusal"
            Layout.fillWidth: true
            visible: rules.editor.lastRefusal !== ""
            text: rules.editor.lastRefusal
            wrapMode: Text.Wrap
            color: Theme.error
            font.pixelSize: 11
        }
        Repeater {
            id: ruleCards
            model: rules.editor.specialRules.length
            delegate: RuleCard {
                Layout.fillWidth: true
                editor: rules.editor
                onRevealRequested: item => rules.reveal(item)
            }
        }
    }
}
