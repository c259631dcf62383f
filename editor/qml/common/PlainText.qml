import QtQuick

// The studio's Text: shows its text as it is. Scenario data (names, titles, notes) reaches
// almost every text of the window, and Text's default (AutoText) draws anything that looks
// like markup as HTML, <img> included; an item that must draw markup says so itself.
Text {
    textFormat: Text.PlainText
}
