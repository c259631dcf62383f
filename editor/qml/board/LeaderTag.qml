import QtQuick
import Tricorne.Studio

// A leader: a name plate edged in the army's colour, with a star. The plate grows to the full
// name up to the width of a hex; a name longer than that is shortened tidily (given names to
// initials: "Friedrich Riedesel" → "F. Riedesel"; a title to its place: "Earl of Dunfermline" →
// "Dunfermline"); the piece's tooltip has the full name. Centred on the item's origin.
Item {
    id: tag

    property string name: ""
    property color colour: "gray"

    readonly property real s: BoardGeometry.hexSize
    /// The widest the name may be: a plate never wider than a hex, so that plates on
    /// neighbouring hexes do not overlap.
    readonly property real room: tag.s * 1.7 - tag.s * 0.28 - 8
    /// The name's size: 0.2 hex when it fits, down to 0.16 hex before it is shortened, in whole
    /// pixels (as fonts take them): what fits at `smallest` is drawn no larger than that.
    readonly property int largest: Math.floor(tag.s * 0.2)
    readonly property int smallest: Math.ceil(tag.s * 0.16)
    /// What the plate shows: the full name, or the tidy short form when that does not fit.
    readonly property string shown: tag.fits(tag.name) ? tag.name : tag.shortName(tag.name)

    /// The size the name is drawn at: the largest whole size that fits (rounding down, so that
    /// the plate never outgrows its hex).
    readonly property int pixels: Math.floor(Math.max(tag.smallest, Math.min(tag.largest, tag.largest * tag.room / Math.max(1, tag.widthOf(tag.shown, tag.largest)))))

    /// The width of `text` at `pixels` (metrics measures at 100 px).
    function widthOf(text: string, pixels: real): real { return metrics.advanceWidth(text) * pixels / 100 }
    function fits(text: string): bool { return tag.widthOf(text, tag.smallest) <= tag.room }
    /// "Friedrich Riedesel" → "F. Riedesel"; "Earl of Dunfermline" → "Dunfermline".
    function shortName(full: string): string {
        const of = full.lastIndexOf(" of ")
        if (of >= 0) return full.slice(of + 4)
        const words = full.split(" ")
        const last = words.pop()
        const initials = words.map(w => w.charAt(0) + ".").join(" ")
        return initials.length > 0 && tag.fits(initials + " " + last) ? initials + " " + last : last
    }

    // Unhinted, so that a width at one size scales to any other (and matches the exported
    // picture's, BoardPainter::paintLeader, which measures the same way).
    FontMetrics {
        id: metrics
        font.pixelSize: 100
        font.hintingPreference: Font.PreferNoHinting
    }

    Rectangle {
        id: plate
        x: -width / 2; y: -height / 2
        width: Math.max(tag.s * 1.1, badge.width + tag.widthOf(tag.shown, tag.pixels) + 10)
        height: tag.s * 0.28; radius: height / 2
        color: Theme.leaderTag
        border.color: tag.colour
        border.width: 2

        Rectangle {
            id: badge
            x: 1.5; y: 1.5
            width: parent.height - 3; height: width; radius: width / 2
            color: tag.colour
            Star {
                x: badge.width / 2; y: badge.height / 2 + 0.5
                radius: badge.width * 0.42
                fill: Theme.banner
            }
        }
        PlainText {
            id: label
            objectName: "leaderName"
            x: badge.x + badge.width + 2
            width: plate.width - x - 4
            anchors.verticalCenter: parent.verticalCenter
            text: tag.shown
            horizontalAlignment: Text.AlignHCenter
            elide: Text.ElideRight
            color: Theme.text
            font.pixelSize: tag.pixels
            font.hintingPreference: Font.PreferNoHinting
        }
    }
}
