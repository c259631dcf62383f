pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Layouts
import Tricorne.Studio

// What the engine found wrong with the scenario; clicking a finding points out its hex.
ColumnLayout {
    id: problems

    required property ScenarioDocument document
    signal hexChosen(int col, int row)
    signal fieldChosen(string pointer)

    spacing: 8

    PlainText {
        Layout.fillWidth: true
        text: qsTr("%1 errors · %2 warnings").arg(problems.document.diagnostics.errorCount)
                                            .arg(problems.document.diagnostics.warningCount)
        color: problems.document.diagnostics.errorCount > 0 ? Theme.error : Theme.textMuted
        font.pixelSize: 12
    }
    PlainText {
        Layout.fillWidth: true
        visible: problems.document.loaded && problems.document.diagnostics.count === 0
        text: "✓ " + qsTr("No problems found: the engine accepts this scenario.")
        wrapMode: Text.Wrap
        color: Theme.ok
        font.pixelSize: 12
    }
    ListView {
        Accessible.name: qsTr("Problems")
        Layout.fillWidth: true
        Layout.fillHeight: true
        clip: true
        spacing: 2
        model: problems.document.diagnostics
        delegate: DiagnosticRow {
            width: ListView.view.width
            onHexChosen: (col, row) => problems.hexChosen(col, row)
            onFieldChosen: pointer => problems.fieldChosen(pointer)
        }
    }
}
