import QtQuick
import QtQuick.Controls

// A whole-number field: the arrows step it, and typed digits count too — committed when Enter
// is pressed or the field loses the keyboard (a click on the board), as one valueModified, so
// one undo step per edit. Out-of-range text is refused by the field's validator.
SpinBox {
    editable: true
}
