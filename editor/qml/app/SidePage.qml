import QtQuick

// One tab of the side panel: its name, what its button says, and its page. SideTabs.qml lists
// them in their order, and SidePanel.qml makes a button for each: adding a panel is one more
// SidePage in that list.
QtObject {
    /// The name `tricorne-studio --panel` and SidePanel.showTab take ("problems", "rules" …);
    /// the tab's button is the item named "tab-" + name.
    required property string name
    /// The button's label.
    property string title
    /// The button's tooltip; "" shows the label when the button cuts it short.
    property string tip
    /// The page, made the first time its tab is shown and kept from then on.
    property Component page
}
