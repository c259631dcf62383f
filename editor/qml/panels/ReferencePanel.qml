pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Tricorne.Studio

// The reference picture's panel, in the tool panel's place while it is open (View ▸ Reference
// picture…, View ▸ Align reference picture, Edit ▸ Suggest terrain from picture): the file and
// page, shown and how opaque; then, aligning, the control points with their residuals; tracing,
// the terrain the next click samples, the samples, and the suggestions to apply. Each change to
// the picture is one undo step (ReferenceEditor); the samples are not part of the scenario.
Rectangle {
    id: panel

    required property ReferenceEditor editor
    required property ReferenceTools tools
    /// The designer asked to choose a picture file.
    signal chooseRequested()

    color: Theme.panel

    function cornerName(corner: string): string {
        return corner === "" ? qsTr("centre") : corner.toUpperCase()
    }

    ScrollView {
        anchors.fill: parent
        anchors.margins: 12
        contentWidth: availableWidth

        ColumnLayout {
            id: column
            width: parent.width
            spacing: 6

            RowLayout {
                Layout.fillWidth: true
                PlainText {
                    Layout.fillWidth: true
                    wrapMode: Text.Wrap
                    text: panel.tools.mode === "align" ? qsTr("Align the reference picture")
                        : panel.tools.mode === "trace" ? qsTr("Suggest terrain from the picture")
                        : qsTr("Reference picture")
                    font.bold: true
                    font.pixelSize: 14
                    color: Theme.text
                }
                Button { objectName: "referenceClose"; text: qsTr("Done"); onClicked: panel.tools.mode = "" }
            }
            PlainText {
                Layout.fillWidth: true
                wrapMode: Text.Wrap
                color: Theme.textMuted
                font.pixelSize: 11
                text: panel.editor.hasPicture
                      ? qsTr("%1 — kept beside the scenario, never inside it, and never printed or exported.").arg(panel.editor.fileName)
                      : qsTr("No reference picture yet: choose a PNG, JPEG or PDF of the map to trace from.")
            }
            PlainText {   // the quiet note: the scenario is fine, the picture is not shown
                objectName: "referenceProblem"
                Layout.fillWidth: true
                visible: panel.editor.problem !== ""
                wrapMode: Text.Wrap
                color: Theme.warning
                font.pixelSize: 11
                text: panel.editor.problem
            }
            PlainText {
                Layout.fillWidth: true
                visible: panel.editor.scaledDown
                wrapMode: Text.Wrap
                color: Theme.textMuted
                font.pixelSize: 11
                text: qsTr("Large picture: shown at reduced resolution.")
            }
            RowLayout {
                Button { objectName: "referenceChoose"; text: panel.editor.hasPicture ? qsTr("Another picture…") : qsTr("Choose picture…"); onClicked: panel.chooseRequested() }
                Button { text: qsTr("Remove"); visible: panel.editor.hasPicture; onClicked: panel.editor.remove() }
            }
            RowLayout {
                visible: panel.editor.pageCount > 1
                PlainLabel { text: qsTr("Page"); color: Theme.text }
                NumberField {
                    Accessible.name: qsTr("Page of the PDF")
                    from: 1
                    to: Math.max(1, panel.editor.pageCount)
                    value: panel.editor.page
                    onValueModified: panel.editor.setPage(value)
                }
            }
            RowLayout {
                visible: panel.editor.hasPicture
                CheckBox {
                    objectName: "referenceShown"
                    text: qsTr("Shown")
                    checked: panel.editor.shown
                    onToggled: panel.editor.setShown(checked)
                }
                PlainLabel { text: qsTr("Opacity"); color: Theme.text }
                Slider {
                    objectName: "referenceOpacity"
                    Accessible.name: qsTr("Opacity of the reference picture")
                    Layout.fillWidth: true
                    Layout.preferredWidth: 60   // the row fits the panel; the slider takes what is left
                    from: 0.1
                    to: 1
                    stepSize: 0.05
                    value: panel.editor.opacity
                    property int gesture: 0
                    onPressedChanged: if (pressed) gesture = panel.editor.beginGesture()
                    onMoved: panel.editor.setOpacity(value, gesture)
                }
            }
            Flow {
                Layout.fillWidth: true
                spacing: 6
                visible: panel.editor.ready
                Button { objectName: "referenceAlign"; text: qsTr("Align…"); enabled: panel.tools.mode !== "align"; onClicked: panel.tools.mode = "align" }
                Button { objectName: "referenceTrace"; text: qsTr("Suggest terrain…"); enabled: panel.tools.mode !== "trace"; onClicked: panel.tools.mode = "trace" }
            }

            // --- Align ------------------------------------------------------------------------
            ColumnLayout {
                Layout.fillWidth: true
                visible: panel.tools.mode === "align"
                PlainText {
                    Layout.fillWidth: true
                    wrapMode: Text.Wrap
                    color: Theme.textMuted
                    font.pixelSize: 11
                    text: panel.tools.pending === null
                          ? qsTr("Click a point of the picture (a hex's centre or corner on a board's map), then the hex centre or corner it belongs to. Two points fix scale and rotation; three or more fit the picture by least squares. Drag a ring to nudge its point; Esc drops a point not yet placed.")
                          : qsTr("Now click the hex centre or corner where that point belongs.")
                }
                PlainText {
                    objectName: "referenceFit"
                    Layout.fillWidth: true
                    wrapMode: Text.Wrap
                    color: Theme.text
                    font.pixelSize: 11
                    text: panel.editor.fitKind === "affine" ? qsTr("Fitted by least squares (affine) to %n point(s).", "", panel.editor.points.length)
                        : panel.editor.fitKind === "similarity" ? qsTr("Scaled, turned and moved to fit two points.")
                        : panel.editor.fitKind === "moved" ? qsTr("Moved onto one point: add a second for scale and rotation.")
                        : qsTr("Placed over the board: no control point yet.")
                }
                Repeater {
                    model: panel.editor.points
                    delegate: RowLayout {
                        id: pointRow
                        required property var modelData
                        Layout.fillWidth: true
                        PlainLabel {
                            Layout.fillWidth: true
                            Layout.preferredWidth: 50   // the row fits the panel: the text wraps
                            wrapMode: Text.Wrap
                            color: Theme.text
                            text: qsTr("%1. hex %2,%3 %4 — residual %5 hex").arg(pointRow.modelData.index + 1).arg(pointRow.modelData.col)
                                      .arg(pointRow.modelData.row).arg(panel.cornerName(pointRow.modelData.corner))
                                      .arg(pointRow.modelData.residual.toFixed(2))
                        }
                        ToolButton { text: "×"; Accessible.name: qsTr("Remove point %1").arg(pointRow.modelData.index + 1); onClicked: panel.editor.removePoint(pointRow.modelData.index) }
                    }
                }
            }

            // --- Trace ------------------------------------------------------------------------
            ColumnLayout {
                Layout.fillWidth: true
                visible: panel.tools.mode === "trace"
                PlainText {
                    Layout.fillWidth: true
                    wrapMode: Text.Wrap
                    color: Theme.textMuted
                    font.pixelSize: 11
                    text: qsTr("Choose a terrain, then click a hex of the picture that shows it: take one sample of each terrain the map has. Every hex is then suggested the terrain of the sample it looks most like, shown as a ghost tile (? a close call). Shift+click a ghost to reject or accept it; Apply lays the accepted ones as one undo step.")
                }
                RowLayout {
                    PlainLabel { text: qsTr("Sample"); color: Theme.text }
                    ComboBox {
                        id: sampleType
                        objectName: "sampleTerrain"
                        Accessible.name: qsTr("Terrain of the next sample")
                        Layout.fillWidth: true
                        model: panel.editor.sampleTypes
                        textRole: "name"
                        valueRole: "id"
                        // A name's "&" ("Marsh & Swamp") is no mnemonic: the list shows it as written.
                        delegate: ItemDelegate {
                            required property var modelData
                            required property int index
                            width: ListView.view.width
                            text: modelData.name.replace(/&/g, "&&")
                            highlighted: sampleType.highlightedIndex === index
                        }
                        onActivated: panel.tools.sampleTerrain = currentValue
                        Component.onCompleted: panel.tools.sampleTerrain = ""
                    }
                }
                Repeater {
                    model: panel.editor.samples
                    delegate: RowLayout {
                        id: sampleRow
                        required property var modelData
                        Rectangle { implicitWidth: 16; implicitHeight: 16; color: sampleRow.modelData.colour; border.color: Theme.panelBorder }
                        PlainLabel {
                            Layout.fillWidth: true
                            Layout.preferredWidth: 50
                            wrapMode: Text.Wrap
                            color: Theme.text
                            text: qsTr("%1 at hex %2,%3").arg(sampleRow.modelData.name).arg(sampleRow.modelData.col).arg(sampleRow.modelData.row)
                        }
                        ToolButton { text: "×"; Accessible.name: qsTr("Remove sample"); onClicked: panel.editor.removeSample(sampleRow.modelData.index) }
                    }
                }
                PlainText {
                    objectName: "suggestionCount"
                    Layout.fillWidth: true
                    wrapMode: Text.Wrap
                    color: Theme.text
                    font.pixelSize: 11
                    text: panel.editor.samples.length === 0 ? qsTr("No sample yet.")
                        : qsTr("%1 of %n suggested change(s) accepted.", "", panel.editor.suggestions.length).arg(panel.editor.acceptedCount)
                }
                Flow {
                    Layout.fillWidth: true
                    spacing: 6
                    Button { text: qsTr("Accept all"); enabled: panel.editor.suggestions.length > 0; onClicked: panel.editor.acceptAll(true) }
                    Button { text: qsTr("Reject all"); enabled: panel.editor.suggestions.length > 0; onClicked: panel.editor.acceptAll(false) }
                    Button {
                        objectName: "applySuggestions"
                        text: qsTr("Apply")
                        enabled: panel.editor.acceptedCount > 0
                        onClicked: panel.editor.applySuggestions()
                    }
                }
            }
        }
    }
}
