import QtQuick

// The glyph of an area terrain type, chosen by id; nothing for open ground, linear terrain
// (LinearGlyph draws that) or a type without a glyph.
Loader {
    id: area

    property string terrain: ""

    sourceComponent: {
        switch (area.terrain) {
        case "forest": return forest
        case "hill": return hill
        case "buildings": return buildings
        case "church": return church
        case "boggy-ground":
        case "wetland": return marsh
        case "ravine": return ravine
        case "camp": return camp
        }
        return null
    }

    Component { id: forest; ForestGlyph {} }
    Component { id: hill; HillGlyph {} }
    Component { id: buildings; HousesGlyph {} }
    Component { id: church; HousesGlyph { church: true } }
    Component { id: marsh; MarshGlyph {} }
    Component { id: ravine; RavineGlyph {} }
    Component { id: camp; CampGlyph {} }
}
