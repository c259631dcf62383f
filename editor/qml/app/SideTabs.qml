import QtQuick
import QtQuick.Layouts
import Tricorne.Studio

// The side panel's tab pages: problems, notes, rules, roster, history, balance, who holds what. Each is made
// the first time its tab is shown (LazyPanel). A file of its own, without SidePanel.qml's
// `pragma ComponentBehavior: Bound`: Qt 6.4's Loader refuses to make a bound component
// ("outside its creation context"), so the pages read this item by id, which qmllint calls
// unqualified access.
// qmllint disable unqualified
StackLayout {
    id: pages

    required property ScenarioDocument document
    required property ScenarioEditor editor
    required property HoldsModel holds
    property int selectedCol: -1
    property int selectedRow: -1

    signal hexChosen(int col, int row)
    signal hexesChosen(var hexes)
    /// A finding about an objective's or a rule's field was chosen (its JSON pointer).
    signal fieldChosen(string pointer)

    LazyPanel {
        shown: pages.currentIndex === 0
        sourceComponent: ProblemsPanel {
            document: pages.document
            onHexChosen: (col, row) => pages.hexChosen(col, row)
            onFieldChosen: pointer => pages.fieldChosen(pointer)
        }
    }
    LazyPanel {
        shown: pages.currentIndex === 1
        sourceComponent: NotesPanel {
            document: pages.document
            editor: pages.editor
        }
    }
    LazyPanel {
        shown: pages.currentIndex === 2
        sourceComponent: RulesPanel {
            editor: pages.editor
            selectedCol: pages.selectedCol
            selectedRow: pages.selectedRow
            onHexChosen: (col, row) => pages.hexChosen(col, row)
        }
    }
    LazyPanel {
        shown: pages.currentIndex === 3
        sourceComponent: RosterPanel { document: pages.document }
    }
    LazyPanel {
        shown: pages.currentIndex === 4
        sourceComponent: HistoryPanel { document: pages.document }
    }
    LazyPanel {
        shown: pages.currentIndex === 5
        sourceComponent: BalancePanel { document: pages.document }
    }
    LazyPanel {
        shown: pages.currentIndex === 6
        sourceComponent: HoldsPanel {
            holds: pages.holds
            onHexesChosen: hexes => pages.hexesChosen(hexes)
        }
    }
}
