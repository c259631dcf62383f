import QtQuick
import QtQuick.Controls
import Tricorne.Studio

// The tooltip of the piece under the mouse: its type, army, name, blocks, Chief marker and
// attached leader, a lone leader's full name, an objective and its banners (BoardModel's
// pieceTip). One for the whole board rather than one per piece: the board's pointer area lies
// over the pieces and takes the hover, so the board says which hex is hovered.
Item {
    id: tip

    required property BoardModel model
    /// The hovered hex (-1, -1: none) and where the board's surface sits (Board.qml).
    property int col: -1
    property int row: -1
    required property Item surface

    /// The facts of the hovered hex's pieces; read again after each edit (the model's revision).
    readonly property string text: {
        if (tip.col < 0 || tip.model.revision < 0) return ""
        return tip.model.pieceTip(tip.col, tip.row)
    }

    // At the hex's top, in the board's own coordinates, mapped into this item's.
    readonly property point hexTop: {
        const c = BoardGeometry.centreOf(Math.max(0, tip.col), Math.max(0, tip.row))
        return Qt.point(tip.surface.x + c.x * tip.surface.scale, tip.surface.y + (c.y - BoardGeometry.hexSize * 0.6) * tip.surface.scale)
    }

    // Qt's tooltips draw their text as AutoText, HTML included; this one shows piece names.
    // The window's shared tooltip (ToolTip.text on buttons: "Undo <edit>") shows edits'
    // names too: made plain here, once, as the board is made.
    Component.onCompleted: ToolTip.toolTip.contentItem.textFormat = Text.PlainText

    ToolTip {
        id: pieceToolTip
        objectName: "pieceToolTip"
        parent: tip
        x: tip.hexTop.x - width / 2
        y: tip.hexTop.y - height - 4
        visible: tip.text !== ""
        delay: 350
        text: tip.text
        contentItem: PlainText {
            text: pieceToolTip.text
            font: pieceToolTip.font
            wrapMode: Text.Wrap
            color: pieceToolTip.palette.toolTipText
        }
    }
}
