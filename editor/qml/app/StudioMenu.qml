import QtQuick
import QtQuick.Controls

// A menu as wide as its widest item (within the window): Qt Quick Controls' menus keep the
// style's fixed width and cut longer items off — a template's title, a disabled item's reason.
Menu {
    id: menu

    width: {
        let widest = menu.implicitWidth
        for (let i = 0; i < menu.count; ++i) {
            const item = menu.itemAt(i)
            if (item) widest = Math.max(widest, item.implicitWidth + menu.leftPadding + menu.rightPadding)
        }
        return Overlay.overlay ? Math.min(widest, Overlay.overlay.width) : widest
    }
}
