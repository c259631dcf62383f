import QtQuick
import QtQuick.Controls

// A multi-line text field whose Tab and Shift+Tab move the keyboard to the next and previous
// control, as they do from every other field: a tab typed into a note or a rule's text is never
// what the designer meant (the files kept texts ending in one), and a field that swallows Tab
// keeps the keyboard until it is clicked away.
TextArea {
    id: area

    activeFocusOnTab: true
    Keys.onTabPressed: event => area.moveFocus(event, true)
    Keys.onBacktabPressed: event => area.moveFocus(event, false)

    function moveFocus(event: var, forward: bool) {
        const next = area.nextItemInFocusChain(forward)
        if (next && next !== area) next.forceActiveFocus(forward ? Qt.TabFocusReason : Qt.BacktabFocusReason)
        event.accepted = true
    }
}
