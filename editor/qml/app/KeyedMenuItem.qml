import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Tricorne.Studio

// A menu item that shows its keyboard shortcut on the right, as desktop menus do. The key is
// only shown here: Shortcuts.qml acts on it (one place for every key, menus or not).
MenuItem {
    id: item

    /// The key sequences (StandardKeys lists or a one-element list); the first is shown.
    property var keys: []

    Accessible.name: item.text.replace("…", "")
    contentItem: RowLayout {
        spacing: 24
        PlainLabel {
            Layout.fillWidth: true
            leftPadding: item.checkable ? item.indicator.width + item.spacing : 0
            objectName: "menuItemText"
            text: item.text
            color: item.enabled ? Theme.text : Theme.textDisabled
        }
        PlainLabel {   // greyed with the item: a dark key beside a greyed name read as enabled
            objectName: "menuItemKey"
            text: StandardKeys.shown(item.keys)
            color: item.enabled ? Theme.textMuted : Theme.textDisabled
        }
    }
}
