import QtQuick
import QtQuick.Templates as T

// A dialog made the first time it is opened: the studio opens without laying out the text of
// dialogs nobody has asked for yet (Help's page alone was a tenth of the window's creation).
// An Item holding a Component, not a Loader: a Loader makes only visual items, not popups.
// (Typed by the templates' Popup: a styled Dialog is not a styled Popup.)
Item {
    id: lazy

    /// The dialog to make.
    required property Component dialog
    /// The dialog once made; null before.
    property T.Popup item: null

    /// Makes the dialog if it is not made yet, and opens it.
    function open() {
        if (!lazy.item) lazy.item = lazy.dialog.createObject(lazy) as T.Popup
        lazy.item.open()
    }
}
