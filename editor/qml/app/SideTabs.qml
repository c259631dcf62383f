import QtQuick
import Tricorne.Studio

// The side panel's tabs: the list of its pages (problems, notes, rules, roster, history, balance,
// who holds what), each shown while its tab is current and made the first time it is (LazyPanel).
// SidePanel.qml makes the tab buttons from the same list. A file of its own, without
// SidePanel.qml's `pragma ComponentBehavior: Bound`: Qt 6.4's Loader refuses to make a bound
// component ("outside its creation context"), so the pages read this item by id, which qmllint
// calls unqualified access.
// qmllint disable unqualified
Item {
    id: pages

    required property ScenarioDocument document
    required property ScenarioEditor editor
    required property HoldsModel holds
    property int selectedCol: -1
    property int selectedRow: -1
    property bool revealSweep: false
    /// The index in `tabs` of the page on screen.
    property int currentIndex: 0

    signal hexChosen(int col, int row)
    signal hexesChosen(var hexes)
    /// A finding about an objective's or a rule's field was chosen (its JSON pointer).
    signal fieldChosen(string pointer)

    /// The pages, in their tabs' order.
    property list<SidePage> tabs: [
        SidePage {
            name: "problems"
            title: pages.document.diagnostics.count > 0 ? qsTr("Problems (%1)").arg(pages.document.diagnostics.count) : qsTr("Problems")
            page: Component {
                ProblemsPanel {
                    document: pages.document
                    onHexChosen: (col, row) => pages.hexChosen(col, row)
                    onFieldChosen: pointer => pages.fieldChosen(pointer)
                }
            }
        },
        SidePage {
            name: "notes"
            title: qsTr("Notes")
            page: Component { NotesPanel { document: pages.document; editor: pages.editor } }
        },
        SidePage {
            name: "rules"
            title: qsTr("Rules")
            page: Component {
                RulesPanel {
                    editor: pages.editor
                    selectedCol: pages.selectedCol
                    selectedRow: pages.selectedRow
                    onHexChosen: (col, row) => pages.hexChosen(col, row)
                }
            }
        },
        SidePage {
            name: "roster"
            title: qsTr("Roster")
            page: Component { RosterPanel { document: pages.document } }
        },
        SidePage {
            name: "history"
            title: qsTr("History")
            page: Component { HistoryPanel { document: pages.document } }
        },
        SidePage {
            name: "balance"
            title: qsTr("Balance")
            page: Component { BalancePanel { document: pages.document; revealSweepWhenFinished: pages.revealSweep } }
        },
        SidePage {
            name: "holds"
            title: qsTr("Holds")
            tip: qsTr("Who holds what at the start")
            page: Component { HoldsPanel { holds: pages.holds; onHexesChosen: hexes => pages.hexesChosen(hexes) } }
        }
    ]

    /// The index of the page called `name`, or -1.
    function indexOf(name: string): int {
        for (let i = 0; i < pages.tabs.length; ++i)
            if (pages.tabs[i].name === name) return i
        return -1
    }
    /// The name of the page on screen.
    readonly property string currentName: currentIndex >= 0 && currentIndex < tabs.length ? tabs[currentIndex].name : ""

    Repeater {
        model: pages.tabs
        LazyPanel {
            required property int index
            required property SidePage modelData
            anchors.fill: parent
            shown: pages.currentIndex === index
            visible: shown
            sourceComponent: modelData.page
        }
    }
}
