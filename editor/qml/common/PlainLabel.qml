import QtQuick
import QtQuick.Controls

// The studio's Label: shows its text as it is (see PlainText); an item that must draw
// markup, such as the Help dialog's own text, says so itself.
Label {
    textFormat: Text.PlainText
}
