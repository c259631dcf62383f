pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import Tricorne.Studio

// The unit key: every unit type of the current game system, army by army, with the symbol the
// board draws for it and its name (BoardModel's unitKey, from the game system: no list here).
// Folds to its button so that it hides no more of the board than the designer wants.
Item {
    id: key

    required property BoardModel model
    property bool open: false

    implicitWidth: key.open ? panel.width : toggle.width
    implicitHeight: key.open ? panel.height : toggle.height

    Button {
        id: toggle
        objectName: "unitKeyButton"
        visible: !key.open
        text: qsTr("Unit key")
        onClicked: key.open = true
    }

    Rectangle {
        id: panel
        objectName: "unitKeyPanel"
        visible: key.open
        width: columns.width + 16
        height: heading.height + columns.height + 22
        radius: 6
        color: Theme.panel
        border.color: Theme.panelBorder

        PlainText {
            id: heading
            x: 8; y: 6
            text: qsTr("Unit key")
            color: Theme.text
            font.pixelSize: 13
            font.bold: true
        }
        ToolButton {
            objectName: "unitKeyClose"
            anchors.right: parent.right
            anchors.top: parent.top
            text: "✕"
            Accessible.name: qsTr("Hide the unit key")
            onClicked: key.open = false
        }
        Row {
            id: columns
            x: 8
            y: heading.y + heading.height + 8
            spacing: 14
            Repeater {
                // Made only while open: a closed key costs the board's first frame nothing.
                model: key.open ? key.model.unitKey : []
                delegate: Column {
                    id: army
                    required property var modelData   // {army, name, colour, types}
                    spacing: 3
                    PlainText {
                        text: army.modelData.name
                        color: army.modelData.colour
                        font.pixelSize: 12
                        font.bold: true
                    }
                    Repeater {
                        model: army.modelData.types
                        delegate: Row {
                            id: entry
                            objectName: "unitKeyEntry"
                            required property var modelData   // {type, name, kind, symbol}
                            readonly property real blockScale: 0.8
                            spacing: 6
                            Item {   // the board's own block, at a smaller scale
                                width: BoardGeometry.hexSize * 0.76 * entry.blockScale
                                height: width
                                UnitBlock {
                                    x: parent.width / 2
                                    y: parent.height / 2
                                    scale: entry.blockScale
                                    colour: army.modelData.colour
                                    symbol: entry.modelData.symbol
                                    blocks: 4
                                }
                            }
                            PlainText {
                                anchors.verticalCenter: parent.verticalCenter
                                text: entry.modelData.name
                                color: Theme.text
                                font.pixelSize: 12
                            }
                        }
                    }
                }
            }
        }
    }
}
