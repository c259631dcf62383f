import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Tricorne.Studio

// One field of a game system's entry, as the field table describes it (SystemEditor.form): its
// caption, where its value comes from (a booklet section, a family default, the designer),
// a mark when it differs from the system the document was forked from (the original value in
// the tooltip), the control its type needs and the engine's findings about it. It knows types,
// never fields: each change goes to `changed(pointer, value)`, one undo step in C++. Without
// `pragma ComponentBehavior: Bound` (Qt 6.4's Loader refuses bound components), so the controls
// read this item by id, which qmllint calls unqualified access.
// qmllint disable unqualified
ColumnLayout {
    id: field

    /// {key, pointer, type, caption, summary, label, present, value, min, max, choices,
    /// choiceNames, minItems, maxItems, itemChoices, itemChoiceNames, itemMin, itemMax, source,
    /// sourceKind, changed, original, problems}
    property var spec: ({})
    /// The pointer of the field a finding was chosen for.
    property string focusedField: ""
    signal changed(string pointer, var value)
    signal revealRequested(Item item)

    readonly property string type: field.spec.type ?? ""
    readonly property string pointer: field.spec.pointer ?? ""
    readonly property var value: field.spec.value
    readonly property string caption: (field.spec.caption ?? "") + (field.spec.label ? " — " + field.spec.label : "")
    readonly property bool focused: field.pointer !== "" && (field.focusedField === field.pointer || field.focusedField.startsWith(field.pointer + "/"))
    readonly property bool isChanged: field.spec.changed === true
    onFocusedChanged: if (field.focused) field.revealRequested(field)
    Component.onCompleted: if (field.focused) field.revealRequested(field)

    function send(v: var) { field.changed(field.pointer, v) }
    function has(list: var, item: var): bool { return (list ?? []).indexOf(item) >= 0 }
    function toggled(list: var, item: var, on: bool, order: var): var {
        const now = (list ?? []).filter(x => x !== item)
        if (on) now.push(item)
        return order.filter(x => now.indexOf(x) >= 0)
    }
    /// `list` with entry `i` replaced by `v`.
    function replaced(list: var, i: int, v: var): var {
        const copy = (list ?? []).slice()
        copy[i] = v
        return copy
    }

    spacing: 2
    Layout.fillWidth: true

    Rectangle {   // the field a finding was chosen for
        Layout.fillWidth: true
        Layout.preferredHeight: 2
        visible: field.focused
        color: Theme.error
    }
    RowLayout {
        Layout.fillWidth: true
        spacing: 6
        Rectangle {   // changed from the original: the original's value in the tooltip
            objectName: "changedMark-" + field.spec.key
            visible: field.isChanged
            Layout.preferredWidth: 8
            Layout.preferredHeight: 8
            radius: 4
            color: Theme.warning
            Accessible.name: field.spec.original ?? ""
            ToolTip.visible: changedHover.hovered
            ToolTip.text: field.spec.original ?? ""
            HoverHandler { id: changedHover }
        }
        // The caption and the source share the row 55:45 (fill items grow in proportion to their
        // preferred widths); a maximum width bound to the field's own width was read before the
        // form had its width, and left the sources elided to a few letters.
        FieldLabel {
            Layout.fillWidth: true
            Layout.preferredWidth: 55
            text: field.caption
            elide: Text.ElideRight
            font.bold: field.focused || field.isChanged
            color: field.focused ? Theme.error : field.isChanged ? Theme.text : Theme.textMuted
            ToolTip.visible: captionHover.hovered && (field.spec.summary ?? "") !== ""
            ToolTip.text: field.spec.summary ?? ""
            HoverHandler { id: captionHover }
        }
        PlainText {   // where the value comes from
            objectName: "source-" + field.spec.key
            Layout.fillWidth: true
            Layout.preferredWidth: 45
            horizontalAlignment: Text.AlignRight
            text: field.spec.source ?? ""
            elide: Text.ElideRight
            font.pixelSize: 10
            font.italic: field.spec.sourceKind !== "booklet"
            color: field.isChanged ? Theme.warning : Theme.textMuted
            ToolTip.visible: sourceHover.hovered
            ToolTip.text: field.isChanged ? (field.spec.original ?? "") : (field.spec.source ?? "")
            HoverHandler { id: sourceHover }
        }
    }
    Loader {
        Layout.fillWidth: true
        sourceComponent: {
            switch (field.type) {
            case "text": return shortText
            case "colour": return shortText
            case "longText": return longText
            case "boolean": return yesNo
            case "integer": return wholeNumber
            case "choice":
            case "faction": return oneOf
            case "modifier": return modifier
            case "choiceList": return someOf
            case "integerList": return numbers
            case "allowances": return allowances
            }
            return null
        }
    }
    PlainText {   // the engine's findings about this field
        objectName: "fieldProblems"
        Layout.fillWidth: true
        visible: (field.spec.problems ?? []).length > 0
        text: (field.spec.problems ?? []).join("\n")
        wrapMode: Text.Wrap
        color: Theme.error
        font.pixelSize: 11
    }

    Component {
        id: shortText
        TextField {
            objectName: "field-" + field.spec.key
            Accessible.name: field.caption
            text: field.value ?? ""
            onTextEdited: field.send(text)
        }
    }
    Component {
        id: longText
        NoteArea {
            objectName: "field-" + field.spec.key
            Accessible.name: field.caption
            wrapMode: TextEdit.Wrap
            background: Rectangle { color: "white"; border.color: Theme.panelBorder; radius: 2 }
            text: field.value ?? ""
            onTextChanged: if (activeFocus && text !== (field.value ?? "")) field.send(text === "" ? null : text)
        }
    }
    Component {
        id: yesNo
        CheckBox {
            objectName: "field-" + field.spec.key
            text: field.caption
            checked: field.value === true
            onToggled: field.send(checked)
        }
    }
    Component {
        id: wholeNumber
        NumberField {
            objectName: "field-" + field.spec.key
            Accessible.name: field.caption
            from: field.spec.min ?? 0
            to: field.spec.max ?? 99
            value: field.value ?? from
            onValueModified: field.send(value)
        }
    }
    Component {   // one of the schema's values, or one of the document's factions
        id: oneOf
        ComboBox {
            objectName: "field-" + field.spec.key
            Accessible.name: field.caption
            model: field.spec.choiceNames ?? []
            currentIndex: (field.spec.choices ?? []).indexOf(field.value ?? "")
            // "" stands for the schema's null ("None").
            onActivated: index => field.send(field.spec.choices[index] === "" ? null : field.spec.choices[index])
        }
    }
    Component {   // a number of dice, or no battle at all
        id: modifier
        RowLayout {
            readonly property bool noBattle: field.value === "NB"
            NumberField {
                objectName: "field-" + field.spec.key
                Accessible.name: field.caption
                enabled: !parent.noBattle
                from: field.spec.min ?? -3
                to: field.spec.max ?? 3
                value: parent.noBattle ? 0 : (field.value ?? 0)
                onValueModified: field.send(value)
            }
            CheckBox {
                objectName: "field-" + field.spec.key + "-nb"
                text: qsTr("No battle")
                checked: parent.noBattle
                onToggled: field.send(checked ? "NB" : 0)
            }
        }
    }
    Component {   // some of: a check box per member, in the schema's order
        id: someOf
        Flow {
            spacing: 4
            Repeater {
                model: (field.spec.itemChoices ?? []).length
                delegate: CheckBox {
                    required property int index
                    objectName: "field-" + field.spec.key + "-" + field.spec.itemChoices[index]
                    text: field.spec.itemChoiceNames[index]
                    font.pixelSize: 11
                    checked: field.has(field.value, field.spec.itemChoices[index])
                    onToggled: field.send(field.toggled(field.value, field.spec.itemChoices[index], checked, field.spec.itemChoices))
                }
            }
        }
    }
    Component {   // dice by range: melee first; a range can be added or the last taken away
        id: numbers
        Flow {
            spacing: 6
            Repeater {
                model: (field.value ?? []).length
                delegate: ColumnLayout {
                    id: place
                    required property int index
                    spacing: 0
                    FieldLabel { text: place.index === 0 ? qsTr("Melee") : qsTr("Range %1").arg(place.index + 1) }
                    NumberField {
                        objectName: "field-" + field.spec.key + "-" + place.index
                        Accessible.name: field.caption + " " + (place.index === 0 ? qsTr("Melee") : qsTr("Range %1").arg(place.index + 1))
                        from: field.spec.itemMin ?? 0
                        to: field.spec.itemMax ?? 9
                        value: field.value[place.index]
                        onValueModified: field.send(field.replaced(field.value, place.index, value))
                    }
                }
            }
            Button {
                objectName: "field-" + field.spec.key + "-add"
                text: qsTr("Add a range")
                enabled: (field.value ?? []).length < (field.spec.maxItems ?? 12)
                onClicked: field.send((field.value ?? []).concat([0]))
            }
            Button {
                objectName: "field-" + field.spec.key + "-remove"
                text: qsTr("Remove the last")
                enabled: (field.value ?? []).length > (field.spec.minItems ?? 1)
                onClicked: field.send((field.value ?? []).slice(0, -1))
            }
        }
    }
    Component {   // movement: up to so many hexes, then what battle may follow
        id: allowances
        ColumnLayout {
            spacing: 2
            Repeater {
                model: (field.value ?? []).length
                delegate: RowLayout {
                    id: allowance
                    required property int index
                    readonly property var entry: field.value[allowance.index]
                    FieldLabel { text: qsTr("Up to") }
                    NumberField {
                        objectName: "field-" + field.spec.key + "-" + allowance.index + "-hexes"
                        Accessible.name: qsTr("Hexes")
                        from: 0
                        to: field.spec.itemMax ?? 6
                        value: allowance.entry.hexes ?? 1
                        onValueModified: field.send(field.replaced(field.value, allowance.index, {hexes: value, battle: allowance.entry.battle}))
                    }
                    FieldLabel { text: qsTr("hexes, then") }
                    ComboBox {
                        objectName: "field-" + field.spec.key + "-" + allowance.index + "-battle"
                        Accessible.name: qsTr("Battle after the move")
                        model: field.spec.itemChoiceNames ?? []
                        currentIndex: (field.spec.itemChoices ?? []).indexOf(allowance.entry.battle)
                        onActivated: index => field.send(field.replaced(field.value, allowance.index,
                                                                        {hexes: allowance.entry.hexes, battle: field.spec.itemChoices[index]}))
                    }
                }
            }
            RowLayout {
                Button {
                    objectName: "field-" + field.spec.key + "-add"
                    text: qsTr("Add an allowance")
                    enabled: (field.value ?? []).length < (field.spec.maxItems ?? 4)
                    onClicked: {
                        const last = (field.value ?? []).slice(-1)[0] ?? {hexes: 0, battle: "any"}
                        field.send((field.value ?? []).concat([{hexes: last.hexes + 1, battle: "none"}]))
                    }
                }
                Button {
                    objectName: "field-" + field.spec.key + "-remove"
                    text: qsTr("Remove the last")
                    enabled: (field.value ?? []).length > (field.spec.minItems ?? 1)
                    onClicked: field.send((field.value ?? []).slice(0, -1))
                }
            }
        }
    }
}
