// The studio's colours in one table, and what the board draws for each terrain and hex side.
// QML reads the colours as the Theme singleton (common/theme.h), the board painter reads them
// here: a colour, a terrain's fill or its symbol is changed in this file and nowhere else.
#pragma once

#include <QColor>
#include <QStringView>

struct Palette {
    /// The studio's colours (what QML's Theme shows).
    static const Palette& studio();

    // Window chrome
    QColor window{"#ece8dc"};
    QColor panel{"#faf8f2"};
    QColor panelBorder{"#d5cfbf"};
    QColor text{"#2b2a26"};
    QColor textMuted{"#6d6a60"};
    QColor textDisabled{"#b3afa3"};   // a control that cannot act now (greyed)
    QColor error{"#c0392b"};
    QColor warning{"#d68910"};
    QColor warningFill{"#fdebd0"};   // behind a warning's text (an unfinished run, a caution)
    QColor ok{"#2e8b57"};
    QColor selectionFill{"#e6dfc8"};

    // Board
    QColor tableEdge{"#c9c2a8"};
    QColor ground{"#e6eacb"};
    QColor gridLine{"#a7ae8c"};
    QColor sectionLine{"#4a4a40"};
    QColor coordinate{"#7d8268"};
    QColor hover{"#ffffff"};
    QColor cursor{"#1e6fd9"};   // the keyboard's hex cursor
    QColor ruleHighlight{"#d9480f"};   // the hexes a special rule names
    QColor ruleHighlightFill{"#40d9480f"};
    QColor sideShade{"#552e8bd0"};   // the hex a hex side about to be drawn will protect
    QColor sideMark{"#2e5f9e"};      // that side

    // Area terrain
    QColor forestGround{"#cddcae"};
    QColor treeCanopy{"#5d9140"};
    QColor treeCanopyDark{"#3c6a27"};
    QColor treeHighlight{"#86b65f"};
    QColor trunk{"#6b4a2b"};
    QColor hillGround{"#ddcd9b"};
    QColor hillContour{"#a08148"};
    QColor buildingGround{"#e4ddcb"};
    QColor wall{"#f1e7d2"};
    QColor roof{"#b4533a"};
    QColor outline{"#5a4632"};
    QColor marshGround{"#d2e0c8"};
    QColor marshTuft{"#4f7a3a"};
    QColor marshWater{"#6f9fc4"};
    QColor ravine{"#4d3b2b"};
    QColor ravineRim{"#9a7f5a"};
    QColor tent{"#f4ecd8"};

    // Linear terrain
    QColor riverBank{"#3c74ad"};
    QColor riverWater{"#82b8e4"};
    QColor streamBank{"#4b86bd"};
    QColor streamWater{"#92c6ec"};
    QColor fordWater{"#b3daf2"};
    QColor stone{"#9b917f"};
    QColor stoneDark{"#62594b"};
    QColor roadEdge{"#a88a52"};
    QColor roadSurface{"#dcc18a"};
    QColor deck{"#8e5d2e"};
    QColor deckDark{"#573617"};

    // Hex sides
    QColor wallStone{"#a9a9a4"};
    QColor wallStoneDark{"#55554f"};
    QColor earthBank{"#b48a55"};
    QColor earthDark{"#6b4a22"};
    QColor fenceWood{"#7a4f24"};
    QColor fenceStone{"#6a6a66"};
    QColor hedge{"#4f8a34"};
    QColor hedgeDark{"#2f5a1c"};

    // Pieces
    QColor blockInk{"#ffffff"};   // a unit block's blocks figure
    QColor blockShadow{"#40000000"};
    QColor bandEdge{"#f4efe0"};   // round a unit's type band
    QColor chiefStar{"#fff6d5"};
    QColor leaderTag{"#fbf8ef"};
    QColor gold{"#e0aa25"};
    QColor goldDark{"#8a6410"};
    QColor banner{"#f1cf4a"};
    QColor labelText{"#2a2418"};   // place names on the map
    QColor labelHalo{"#fbf7ea"};

    // Playtest: the sides, the cards, the die and the marks of the move being chosen
    QColor topSide{"#a23b2a"};
    QColor bottomSide{"#2f5f9e"};
    QColor chosen{"#2f6fb0"};   // the piece, path or card being chosen
    QColor card{"#fffbef"};
    QColor cardHovered{"#fff6dc"};
    QColor cardUnplayable{"#f1eee5"};
    QColor cardTitle{"#a23b2a"};   // a playable card's title bar
    QColor choice{"#ffffff"};
    QColor choiceEnding{"#efebe0"};   // a choice that ends the turn or the game
    QColor turnBanner{"#fdf5e2"};
    QColor gameOverBanner{"#e8f3ea"};
    QColor dieFace{"#fffdf6"};
    QColor dieInfantry{"#2f5f9e"};
    QColor dieCavalry{"#3c6a27"};
    QColor dieGun{"#3a3a36"};
    QColor dieWheel{"#6b4a2b"};
    QColor diePole{"#5a4632"};
    QColor dieSaber{"#6d7480"};
    QColor shade{"#66303030"};   // over the hexes a choice cannot reach
};

/// What the board draws on a hex of a terrain, over its fill.
enum class TerrainSymbol {
    None,       // open ground
    Trees,      // round the rim and one in the middle
    Contours,   // two rounded contour lines
    Houses,     // three houses
    Church,     // three houses, the top one with a cross
    Marsh,      // puddles and tufts round the rim
    Cleft,      // a jagged ravine across the hex
    Tents,      // four tents
    // Linear terrain: a band through the hex's exit sides
    River,
    Ford,     // a river band with stepping stones
    Bridge,   // a river band with a deck across it
    Stream,
    Road,
    Unknown,   // a terrain the studio has no look for: open ground, a stream's band through its exits
};

/// A terrain's look: the fill of its hexes and the symbol over it.
struct TerrainStyle {
    QColor Palette::* fill;
    TerrainSymbol symbol;
};

/// The look of terrain `id` ("" is open ground); {ground, Unknown} for a terrain the table does
/// not have (a game system's own).
TerrainStyle terrainStyle(QStringView id);

/// A terrain's fill in `palette`, a shade darker on a baseline row.
QColor terrainFill(const Palette& palette, QStringView id, bool baseline);

/// What the board draws along a hex side of a type.
enum class HexsideSymbol {
    Unknown,      // a type the studio has no look for: a red line
    StoneWall,    // stones with mortar joints
    FieldWorks,   // a bank with a zigzag crest
    WoodFence,    // two rails on posts
    StoneFence,   // a dotted line of stones
    Hedge,        // round bushes
};

/// The symbol of hex-side type `id`.
HexsideSymbol hexsideSymbol(QStringView id);
