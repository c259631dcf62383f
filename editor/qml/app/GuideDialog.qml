import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Tricorne.Studio

// Help ▸ User's Guide: the pages of docs/guide/ (and the reference pages they link to), built
// into the studio. The pages list on the left, the page on the right; a link to another page
// opens it here, Back returns, and a web address opens in the browser.
Dialog {
    id: guide
    objectName: "guideDialog"
    anchors.centerIn: Overlay.overlay
    width: Math.min(980, Overlay.overlay ? Overlay.overlay.width - 60 : 980)
    height: Math.min(720, Overlay.overlay ? Overlay.overlay.height - 60 : 720)
    modal: true
    title: qsTr("User's Guide")
    standardButtons: Dialog.Close

    /// The page shown ("guide/playtest.md").
    property string page: UserGuide.index
    /// The pages shown before, for Back.
    property list<string> visited: []

    /// Shows `next`, remembering the page it leaves for Back.
    function show(next: string) {
        if (next === guide.page) return
        guide.visited = guide.visited.concat([guide.page])
        guide.page = next
        pageView.ScrollBar.vertical.position = 0
    }

    RowLayout {
        anchors.fill: parent
        spacing: 12

        ColumnLayout {
            Layout.preferredWidth: 260
            Layout.fillHeight: true
            Button {
                objectName: "guideBack"
                text: qsTr("Back")
                enabled: guide.visited.length > 0
                onClicked: {
                    guide.page = guide.visited[guide.visited.length - 1]
                    guide.visited = guide.visited.slice(0, -1)
                }
            }
            ListView {
                objectName: "guideContents"
                Layout.fillWidth: true
                Layout.fillHeight: true
                clip: true
                model: UserGuide.contents
                delegate: ItemDelegate {
                    id: entry
                    required property var modelData
                    width: ListView.view.width
                    highlighted: entry.modelData.page === guide.page
                    // qmllint disable unqualified
                    contentItem: PlainLabel { text: entry.modelData.title; wrapMode: Text.WordWrap }
                    onClicked: guide.show(entry.modelData.page)
                    // qmllint enable unqualified
                }
            }
        }

        ScrollView {
            id: pageView
            Layout.fillWidth: true
            Layout.fillHeight: true
            clip: true
            Label {
                objectName: "guideText"
                width: pageView.availableWidth
                wrapMode: Text.WordWrap
                // The project's own pages, never scenario data: Markdown, as the repository shows them.
                textFormat: Text.MarkdownText
                text: UserGuide.text(guide.page)
                onLinkActivated: link => {
                    const next = UserGuide.pageOfLink(guide.page, link)
                    if (next.length > 0) guide.show(next)
                    else if (link.startsWith("https://")) Qt.openUrlExternally(link)
                }
                HoverHandler { cursorShape: parent.hoveredLink.length > 0 ? Qt.PointingHandCursor : Qt.ArrowCursor }
            }
        }
    }
}
