import QtQuick
import Tricorne.Studio

// A small muted caption above or beside a field of the side panel.
PlainText {
    color: Theme.textMuted
    font.pixelSize: 11
}
