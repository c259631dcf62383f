import QtQuick

// A panel made the first time it is shown and kept from then on (with its state and scroll
// position): the studio opens without building the tabs and playtest panels nobody has looked
// at yet.
Loader {
    id: tab

    /// True while the panel is on screen (its tab is current, the playtest is on).
    required property bool shown

    active: tab.shown || tab.status !== Loader.Null
}
