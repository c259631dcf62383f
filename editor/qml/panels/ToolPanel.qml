pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Tricorne.Studio

// The left panel: the active tool's options (palettes from the game system), then the
// inspector of the selected hex.
Rectangle {
    id: panel

    required property ToolState tools
    required property ScenarioEditor editor
    required property ScenarioDocument document
    /// The Labels tool's edits.
    property LabelEditor labels: null
    property int selectedCol: -1
    property int selectedRow: -1
    /// The hex under the pointer (-1 when it is off the board): its terrain effects are shown.
    property int hoveredCol: -1
    property int hoveredRow: -1
    /// The reference picture: while it is shown, the Terrain tool shows its colour under the
    /// pointer beside the colour of the terrain chosen.
    property ReferenceEditor reference: null
    /// The picture's mean colour under the hovered hex (transparent off the picture); re-read
    /// when the picture or its fit changes.
    readonly property color pictureColour: panel.reference !== null && panel.reference.shown && panel.reference.points.length >= 0
                                           ? panel.reference.colourAt(panel.hoveredCol, panel.hoveredRow) : Qt.rgba(0, 0, 0, 0)

    color: Theme.panel

    function armyAt(id: string): var {
        for (const a of panel.editor.armies) if (a.id === id) return a
        return panel.editor.armies.length > 0 ? panel.editor.armies[0] : null
    }
    function terrainAt(id: string): var {
        for (const t of panel.editor.terrainTypes) if (t.id === id) return t
        return null
    }

    ScrollView {
        anchors.fill: parent
        anchors.margins: 12
        contentWidth: availableWidth

        ColumnLayout {
            width: parent.width
            spacing: 8

            PlainText { text: qsTr("Tool options"); font.pixelSize: 15; font.bold: true; color: Theme.text }

            // --- Terrain / Fill ---------------------------------------------------------
            ColumnLayout {
                id: terrainPalette
                Layout.fillWidth: true
                visible: panel.tools.tool === "terrain" || panel.tools.tool === "fill"
                /// The terrain types whose name holds the filter's text.
                readonly property var shown: Array.from(panel.editor.terrainTypes).filter(t => t.name.toLowerCase().includes(terrainFilter.text.trim().toLowerCase()))
                RowLayout {   // the picture's colour under the pointer beside the palette's
                    objectName: "pictureColourRow"
                    visible: panel.reference !== null && panel.reference.ready && panel.reference.shown
                    Layout.fillWidth: true
                    spacing: 6
                    Rectangle {
                        objectName: "pictureSwatch"
                        implicitWidth: 26
                        implicitHeight: 26
                        color: panel.pictureColour
                        border.color: Theme.panelBorder
                    }
                    PlainLabel { text: qsTr("picture"); color: Theme.textMuted; font.pixelSize: 11 }
                    Rectangle {
                        implicitWidth: 26
                        implicitHeight: 26
                        color: Theme.terrainFill(panel.tools.terrainType)
                        border.color: Theme.panelBorder
                    }
                    PlainLabel {
                        Layout.fillWidth: true
                        elide: Text.ElideRight
                        text: panel.terrainAt(panel.tools.terrainType)?.name ?? ""
                        color: Theme.textMuted
                        font.pixelSize: 11
                    }
                }
                TextField {
                    id: terrainFilter
                    objectName: "terrainFilter"
                    Accessible.name: qsTr("Filter terrain")
                    Layout.fillWidth: true
                    placeholderText: qsTr("Filter terrain…")
                    selectByMouse: true
                }
                Repeater {
                    model: terrainPalette.visible ? terrainPalette.shown : []   // built when shown: the first frame stays light
                    delegate: RowLayout {
                        id: terrainChoice
                        required property var modelData
                        Layout.fillWidth: true
                        spacing: 4
                        Item {   // the terrain's symbol, as the board draws it
                            implicitWidth: 26
                            implicitHeight: 26
                            TileSwatch {
                                anchors.fill: parent
                                terrain: terrainChoice.modelData.id
                                exits: terrainChoice.modelData.linear
                                       ? panel.editor.tileExits(terrainChoice.modelData.id, terrainChoice.modelData.variants[0], 0) : []
                            }
                        }
                        RadioButton {
                            Layout.fillWidth: true
                            text: terrainChoice.modelData.name
                            checked: panel.tools.terrainType === terrainChoice.modelData.id
                            onClicked: {
                                panel.tools.terrainType = terrainChoice.modelData.id
                                panel.tools.variant = terrainChoice.modelData.linear ? terrainChoice.modelData.variants[0] : ""
                            }
                        }
                    }
                }
                PlainText {
                    visible: terrainPalette.shown.length === 0 && terrainFilter.text !== ""
                    text: qsTr("No terrain matches “%1”.").arg(terrainFilter.text)
                    color: Theme.textMuted
                    font.pixelSize: 11
                }
                RowLayout {
                    visible: panel.terrainAt(panel.tools.terrainType)?.linear ?? false
                    PlainText { text: qsTr("Variant (V)"); color: Theme.textMuted; font.pixelSize: 12 }
                    ComboBox {
                        Accessible.name: qsTr("Variant")
                        Layout.fillWidth: true
                        // The variants by name in the user's language; the tool keeps their ids.
                        readonly property var variants: panel.terrainAt(panel.tools.terrainType)?.variants ?? []
                        model: panel.terrainAt(panel.tools.terrainType)?.variantNames ?? []
                        currentIndex: Math.max(0, variants.indexOf(panel.tools.variant))
                        onActivated: index => panel.tools.variant = variants[index]
                    }
                }
                RowLayout {
                    visible: panel.terrainAt(panel.tools.terrainType)?.linear ?? false
                    // One short line at any scale: the keys are in the buttons' tool tips (and Help).
                    // Never narrower than its words: the buttons beside it would paint over the
                    // degrees ("Rotation 6" for 60°). The arrow buttons give way instead.
                    PlainText { objectName: "rotationLabel"; Layout.fillWidth: true; Layout.minimumWidth: implicitWidth; text: qsTr("Rotation %1°").arg(panel.tools.rotation * 60); color: Theme.textMuted; font.pixelSize: 12 }
                    Button {
                        Layout.preferredWidth: implicitHeight * 1.5
                        Accessible.name: qsTr("Turn left"); text: "⟲"; onClicked: panel.tools.rotation = (panel.tools.rotation + 5) % 6
                        ToolTip.visible: hovered; ToolTip.delay: 500; ToolTip.text: qsTr("Turn left (Shift+R)")
                    }
                    Button {
                        Layout.preferredWidth: implicitHeight * 1.5
                        Accessible.name: qsTr("Turn right"); text: "⟳"; onClicked: panel.tools.rotation = (panel.tools.rotation + 1) % 6
                        ToolTip.visible: hovered; ToolTip.delay: 500; ToolTip.text: qsTr("Turn right (R)")
                    }
                }
            }

            // --- Hex side ---------------------------------------------------------------
            ColumnLayout {
                Layout.fillWidth: true
                visible: panel.tools.tool === "hexside"
                Repeater {
                    model: panel.editor.hexsideTypes
                    delegate: RadioButton {
                        id: sideChoice
                        required property var modelData
                        text: sideChoice.modelData.name
                        checked: panel.tools.hexsideType === sideChoice.modelData.id
                        onClicked: panel.tools.hexsideType = sideChoice.modelData.id
                    }
                }
                PlainText {
                    Layout.fillWidth: true
                    wrapMode: Text.Wrap
                    text: qsTr("Click near a side. The shaded hex is the one the feature belongs to and protects.")
                    color: Theme.textMuted
                    font.pixelSize: 11
                }
            }

            // --- Unit / Leader ----------------------------------------------------------
            ColumnLayout {
                Layout.fillWidth: true
                visible: panel.tools.tool === "unit" || panel.tools.tool === "leader"
                ComboBox {
                    Accessible.name: qsTr("Army")
                    Layout.fillWidth: true
                    model: panel.editor.armies
                    textRole: "name"
                    valueRole: "id"
                    currentIndex: Math.max(0, indexOfValue(panel.tools.army))
                    onActivated: {
                        panel.tools.army = currentValue
                        panel.tools.unitType = panel.armyAt(currentValue).unitTypes[0].id
                    }
                }
                Repeater {
                    model: panel.tools.tool === "unit" ? (panel.armyAt(panel.tools.army)?.unitTypes ?? []) : []
                    delegate: RadioButton {
                        id: typeChoice
                        required property var modelData
                        text: typeChoice.modelData.name
                        checked: panel.tools.unitType === typeChoice.modelData.id
                        onClicked: panel.tools.unitType = typeChoice.modelData.id
                    }
                }
                RowLayout {
                    visible: panel.tools.tool === "unit"
                    PlainText { text: qsTr("Blocks"); color: Theme.textMuted; font.pixelSize: 12 }
                    NumberField { Accessible.name: qsTr("Blocks"); from: 1; to: 4; value: panel.tools.blocks; onValueModified: panel.tools.blocks = value }
                }
                TextField {
                    Accessible.name: qsTr("Leader's name")
                    objectName: "leaderNameField"
                    Layout.fillWidth: true
                    visible: panel.tools.tool === "leader"
                    placeholderText: qsTr("Leader's name")
                    text: panel.tools.leaderName
                    onTextEdited: panel.tools.leaderName = text
                }
            }

            PlainText {
                Layout.fillWidth: true
                visible: panel.tools.tool === "select" || panel.tools.tool === "erase" || panel.tools.tool === "objective"
                wrapMode: Text.Wrap
                color: Theme.textMuted
                font.pixelSize: 11
                text: panel.tools.tool === "select" ? qsTr("Click a hex to inspect it; drag a box from open ground to select hexes, with Shift to add more (%1: all), then copy, cut or paste them. Drag a unit or leader to move it; Delete removes it.").arg(StandardKeys.shown(StandardKeys.selectAll))
                    : panel.tools.tool === "erase" ? qsTr("Click or drag to erase terrain.")
                    : qsTr("Click a hex to add an objective worth one banner; Shift+click more hexes to make it a group. Edit it under Rules.")
            }

            LabelOptions {
                Layout.fillWidth: true
                visible: panel.tools.tool === "label" && panel.labels !== null
                tools: panel.tools
                labels: panel.labels
            }

            Rectangle { Layout.fillWidth: true; implicitHeight: 1; color: Theme.panelBorder }

            Inspector {
                Layout.fillWidth: true
                editor: panel.editor
                document: panel.document
                col: panel.selectedCol
                row: panel.selectedRow
                effectsCol: panel.hoveredCol >= 0 ? panel.hoveredCol : panel.selectedCol
                effectsRow: panel.hoveredCol >= 0 ? panel.hoveredRow : panel.selectedRow
            }
        }
    }
}
