import QtQuick
import Tricorne.Studio

// A grip on the border between a panel and the board: dragging it resizes the panel. It lies
// over the border and takes no room in the layout, so the default layout is unchanged.
Item {
    id: handle

    /// The panel's width, changed by dragging; kept between `minimum` and `maximum`.
    property real size: 0
    property real minimum: 180
    property real maximum: 640
    /// The panel is on the right of the border (its width grows when dragging left).
    property bool panelOnRight: false
    signal resized(real size)

    width: 8
    Accessible.role: Accessible.Splitter
    Accessible.name: qsTr("Resize the panel")

    MouseArea {
        anchors.fill: parent
        cursorShape: Qt.SizeHorCursor
        property real startX: 0
        property real startSize: 0
        onPressed: mouse => { startX = mapToItem(null, mouse.x, 0).x; startSize = handle.size }
        onPositionChanged: mouse => {
            if (!pressed) return
            const dx = mapToItem(null, mouse.x, 0).x - startX
            const wanted = handle.panelOnRight ? startSize - dx : startSize + dx
            handle.resized(Math.max(handle.minimum, Math.min(handle.maximum, wanted)))
        }
    }
}
