import QtQuick
import QtQuick.Controls

// A ComboBox of texts whose open list is as wide as its longest text, so that long entries
// (the engine's "Temporary, at the start of the turn") are read whole, not cut short at the
// field's width. The list opens leftwards from the field's right edge, over the board, since
// these fields sit at the window's right.
ComboBox {
    id: box

    // Measured in bold: the list shows its current entry in bold.
    FontMetrics { id: metrics; font.family: box.font.family; font.pixelSize: box.font.pixelSize; font.bold: true }
    readonly property real longestText: {
        let widest = 0
        for (let i = 0; i < count; ++i) widest = Math.max(widest, metrics.advanceWidth(textAt(i)))
        return widest
    }
    // The entries' own paddings and the list's frame, with room to spare.
    popup.width: Math.max(width, Math.ceil(longestText) + 2 * leftPadding + 24)
    popup.x: width - popup.width
}
