import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Tricorne.Studio

// One field of an objective's or a special rule's form, as the engine's table describes it
// (ScenarioEditor.objectiveForm / specialRuleForm): a caption, the control that suits the
// field's type, and the engine's findings about it. It knows types, never fields or kinds:
// each change is handed to `changed(name, value)` (null removes an optional field), which
// the card turns into one undo step. Without `pragma ComponentBehavior: Bound`: Qt 6.4's
// Loader refuses to make a bound component ("outside its creation context"), so the controls
// read this item by id, which qmllint calls unqualified access.
// qmllint disable unqualified
ColumnLayout {
    id: field

    required property ScenarioEditor editor
    /// {name, type, refersTo, required, alternative, min, max, choices, choiceNames, summary, present, value,
    /// pointer, problems, options}
    property var spec: ({})
    signal changed(string name, var value)
    /// A finding was chosen for this field: the panel scrolls it into view.
    signal revealRequested(Item item)

    readonly property string type: field.spec.type ?? ""
    readonly property string name: field.spec.name ?? ""
    /// The engine's name for the field ("Banners by side", "Sides that take the banner").
    readonly property string caption: field.spec.caption ?? field.name
    readonly property var value: field.spec.value
    readonly property bool present: field.spec.present === true
    readonly property bool optional: field.spec.required !== true
    /// A finding about this field (or a member of it: ".../units/1") was chosen.
    readonly property bool focused: field.spec.pointer !== undefined && (field.editor.focusedField === field.spec.pointer
                                                                         || field.editor.focusedField.startsWith(field.spec.pointer + "/"))
    readonly property string topName: field.editor.document?.board.topName || qsTr("Top side")
    readonly property string bottomName: field.editor.document?.board.bottomName || qsTr("Bottom side")
    /// The sides in the files' words and in the armies' names, bottom first.
    readonly property var positions: ["bottom", "top"]
    readonly property var positionNames: [field.bottomName, field.topName]
    onFocusedChanged: if (field.focused) field.revealRequested(field)
    Component.onCompleted: if (field.focused) field.revealRequested(field)   // the panel waits for the layout

    function send(v: var) { field.changed(field.name, v) }
    function labelOf(id: string): string {
        const o = (field.spec.options ?? []).find(x => x.id === id)
        return o ? o.label : id
    }
    function has(list: var, item: var): bool { return (list ?? []).indexOf(item) >= 0 }
    /// `list` with `item` in (`on`) or out, in `order`'s order.
    function toggled(list: var, item: var, on: bool, order: var): var {
        const now = (list ?? []).filter(x => x !== item)
        if (on) now.push(item)
        return order.filter(x => now.indexOf(x) >= 0)
    }
    function hexText(hexes: var): string { return (hexes ?? []).map(h => h.x + "," + h.y).join("  ") }

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
        FieldLabel {
            Layout.fillWidth: true
            text: field.caption + (field.spec.required ? " *" : "")
            font.bold: field.focused
            color: field.focused ? Theme.error : Theme.textMuted
            ToolTip.visible: captionHover.hovered
            ToolTip.text: field.spec.summary ?? ""
            HoverHandler { id: captionHover }
        }
        Button {   // an optional field that is set can be unset (its default applies)
            objectName: "clear-" + field.name
            visible: field.optional && field.present && field.type !== "boolean"
            text: qsTr("Clear")
            flat: true
            font.pixelSize: 10
            onClicked: field.send(null)
        }
    }
    Loader {
        Layout.fillWidth: true
        sourceComponent: {
            switch (field.type) {
            case "text": return field.spec.max > 200 ? longText : shortText
            case "id": return (field.spec.options ?? []).length > 0 ? oneOf : shortText
            case "boolean": return yesNo
            case "integer": return wholeNumber
            case "position":
            case "beneficiary":
            case "choice": return oneOf
            case "hexes": return hexes
            case "idList": return field.spec.refersTo === "unit" || field.spec.refersTo === "leader" ? pieces : someOf
            case "positionList":
            case "choiceList": return someOf
            case "joiners": return joiners
            case "bannersBySide": return bannersBySide
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
            objectName: "field-" + field.name
            Accessible.name: field.caption
            text: field.value ?? ""
            onTextEdited: field.send(text)
        }
    }
    Component {
        id: longText
        NoteArea {
            objectName: "field-" + field.name
            Accessible.name: field.caption
            wrapMode: TextEdit.Wrap
            background: Rectangle { color: "white"; border.color: Theme.panelBorder; radius: 2 }
            text: field.value ?? ""
            onTextChanged: if (activeFocus && text !== (field.value ?? "")) field.send(text)
        }
    }
    Component {
        id: yesNo
        CheckBox {
            objectName: "field-" + field.name
            text: field.caption
            checked: field.value === true
            onToggled: field.send(field.optional && !checked ? null : checked)
        }
    }
    Component {
        id: wholeNumber
        NumberField {
            objectName: "field-" + field.name
            Accessible.name: field.caption
            from: field.spec.min ?? 0
            to: field.spec.max ?? 99
            value: field.value ?? from
            opacity: field.present ? 1 : 0.6   // unset: shows the low end, set on the first change
            onValueModified: field.send(value)
        }
    }
    /// What a one-of field offers, by its type: the values in the files and their names.
    readonly property var choiceValues: {
        switch (field.type) {
        case "position": return field.positions
        case "beneficiary": return ["both", "top", "bottom"]
        case "choice": return field.spec.choices ?? []
        }
        return (field.spec.options ?? []).map(o => o.id)
    }
    readonly property var choiceNames: {
        switch (field.type) {
        case "position": return field.positionNames
        case "beneficiary": return [qsTr("Both sides"), field.topName, field.bottomName]
        case "choice": return field.spec.choiceNames ?? []
        }
        return (field.spec.options ?? []).map(o => o.label)
    }
    /// What a list field may hold, by its type, and the names of its members.
    readonly property var memberValues: field.type === "positionList" ? field.positions
                                       : field.type === "choiceList" ? (field.spec.choices ?? []) : (field.spec.options ?? []).map(o => o.id)
    readonly property var memberNames: field.type === "positionList" ? field.positionNames
                                      : field.type === "choiceList" ? (field.spec.choiceNames ?? []) : (field.spec.options ?? []).map(o => o.label)
    /// What an optional one-of field shows when unset: its default, in words.
    readonly property string unsetText: field.name === "holder" ? qsTr("Nobody")
                                        : field.type === "position" ? qsTr("Either side")
                                        : field.type === "choice" ? qsTr("Default") : qsTr("Not set")

    Component {   // one of: a combo box; an optional field offers "not set" first
        id: oneOf
        ComboBox {
            id: box
            readonly property bool unsettable: field.optional
            objectName: "field-" + field.name
            Accessible.name: field.caption
            model: box.unsettable ? [field.unsetText].concat(field.choiceNames) : field.choiceNames
            currentIndex: field.choiceValues.indexOf(field.value) + (box.unsettable ? 1 : 0)
            onActivated: index => field.send(box.unsettable ? (index === 0 ? null : field.choiceValues[index - 1]) : field.choiceValues[index])
        }
    }
    Component {   // some of: a check box per member, the field holds the checked ones
        id: someOf
        Flow {
            spacing: 4
            Repeater {
                model: field.memberValues.length
                delegate: CheckBox {
                    required property int index
                    objectName: "field-" + field.name + "-" + field.memberValues[index]
                    text: field.memberNames[index]
                    font.pixelSize: 11
                    checked: field.has(field.value, field.memberValues[index])
                    onToggled: field.send(field.toggled(field.value, field.memberValues[index], checked, field.memberValues))
                }
            }
        }
    }
    Component {
        id: hexes
        ColumnLayout {
            spacing: 2
            PlainText {
                objectName: "field-" + field.name + "-hexes"
                Layout.fillWidth: true
                text: field.present ? qsTr("%n hex(es): %1", "", field.value.length).arg(field.hexText(field.value)) : qsTr("None chosen")
                wrapMode: Text.Wrap
                color: Theme.text
                font.pixelSize: 11
            }
            Flow {
                Layout.fillWidth: true
                spacing: 4
                // The hexes chosen on the board with the Select tool (click, Shift+click, a box).
                Button {
                    objectName: "field-" + field.name + "-set"
                    text: qsTr("Set to selection (%1)").arg(field.editor.selectedHexes.length)
                    enabled: field.editor.selectedHexes.length > 0
                    font.pixelSize: 11
                    onClicked: field.send(field.editor.selectedHexes)
                }
                Button {
                    objectName: "field-" + field.name + "-add"
                    text: qsTr("Add selection")
                    enabled: field.present && field.editor.selectedHexes.length > 0
                    font.pixelSize: 11
                    onClicked: field.send(field.value.concat(field.editor.selectedHexes.filter(h => !field.value.some(v => v.x === h.x && v.y === h.y))))
                }
                Button {   // "all hill hexes of this group": the terrain group of the first selected hex
                    readonly property var group: field.editor.selectedHexes.length > 0
                                                 ? field.editor.terrainGroup(field.editor.selectedHexes[0].x, field.editor.selectedHexes[0].y) : []
                    readonly property string terrain: group.length > 0 ? field.editor.terrainEffects(group[0].x, group[0].y)[0].split(" (")[0] : ""
                    objectName: "field-" + field.name + "-group"
                    visible: group.length > 0
                    text: qsTr("All %1 hexes of this group (%2)").arg(terrain).arg(group.length)
                    font.pixelSize: 11
                    onClicked: field.send(group)
                }
            }
        }
    }
    Component {
        id: pieces
        ColumnLayout {
            spacing: 2
            PlainText {
                objectName: "field-" + field.name + "-pieces"
                Layout.fillWidth: true
                text: field.present ? (field.value ?? []).map(id => field.labelOf(id)).join(", ") : qsTr("None chosen")
                wrapMode: Text.Wrap
                color: Theme.text
                font.pixelSize: 11
            }
            // The units (leaders) on the hexes chosen on the board with the Select tool.
            Button {
                readonly property var picked: field.editor.piecesOn(field.editor.selectedHexes, field.spec.refersTo === "leader")
                objectName: "field-" + field.name + "-set"
                text: field.spec.refersTo === "leader" ? qsTr("Set to the leaders selected (%1)").arg(picked.length)
                                                       : qsTr("Set to the units selected (%1)").arg(picked.length)
                enabled: picked.length > 0
                font.pixelSize: 11
                onClicked: field.send(picked)
            }
        }
    }
    Component {
        id: joiners
        // A unit type joins when checked; a number of dice other than 0 replaces its own.
        ColumnLayout {
            id: joinerList
            readonly property var joined: field.value ?? []
            function joiner(type: string): var { return joinerList.joined.find(j => j.type === type) }
            function withType(type: string, on: bool, dice: int): var {
                const order = (field.spec.options ?? []).map(o => o.id)
                const others = joinerList.joined.filter(j => j.type !== type)
                if (on) others.push(dice > 0 ? {type: type, dice: dice} : {type: type})
                return others.sort((a, b) => order.indexOf(a.type) - order.indexOf(b.type))
            }
            spacing: 0
            Repeater {
                model: field.spec.options ?? []
                delegate: RowLayout {
                    id: joinerRow
                    required property var modelData
                    CheckBox {
                        id: joins
                        objectName: "field-joiners-" + joinerRow.modelData.id
                        Layout.fillWidth: true
                        text: joinerRow.modelData.label
                        font.pixelSize: 11
                        checked: joinerList.joiner(joinerRow.modelData.id) !== undefined
                        onToggled: field.send(joinerList.withType(joinerRow.modelData.id, checked, dice.value))
                    }
                    NumberField {
                        id: dice
                        Accessible.name: qsTr("Dice")
                        visible: joins.checked
                        from: 0; to: 6
                        value: joinerList.joiner(joinerRow.modelData.id)?.dice ?? 0
                        onValueModified: field.send(joinerList.withType(joinerRow.modelData.id, true, value))
                    }
                }
            }
        }
    }
    Component {
        id: bannersBySide
        GridLayout {
            id: bySide
            // While one number is set for both sides, each side's field shows it and takes a
            // number of its own directly (the other side keeps the shared one).
            readonly property var shown: field.present ? field.value : (field.spec.unsetValue ?? {})
            columns: 2
            columnSpacing: 6
            Repeater {
                // Only the side(s) the objective is for: the other side's number would mean nothing.
                model: field.spec.sides ?? field.positions
                delegate: RowLayout {
                    id: sideRow
                    required property string modelData
                    readonly property string sideName: field.positionNames[field.positions.indexOf(sideRow.modelData)]
                    Layout.columnSpan: 2
                    FieldLabel { Layout.preferredWidth: 90; text: sideRow.sideName; elide: Text.ElideRight }
                    NumberField {
                        objectName: "field-bannersBySide-" + sideRow.modelData
                        Accessible.name: qsTr("Banners for %1").arg(sideRow.sideName)
                        from: field.spec.min ?? 0
                        to: field.spec.max ?? 30
                        value: bySide.shown?.[sideRow.modelData] ?? 0
                        onValueModified: {
                            const by = Object.assign({}, bySide.shown ?? {})
                            by[sideRow.modelData] = value
                            field.send(by)
                        }
                    }
                }
            }
        }
    }
}
