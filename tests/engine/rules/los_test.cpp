// Line of sight, one test per rule (000 · Ranged Combat (Fire) Procedure step 3, 000 · HILL,
// FOREST, BUILDINGS / CHURCH, RAVINE, ENCLOSURE WALL; 001 likewise). Battlefields are built
// in code on an emptied semantic base scenario; hexes are written [col, row] as in the files.
//
// Geometry used below (docs/design/board.md, Hexes: odd rows shifted right):
//  - 2,4 → 6,4 runs inside 3,4, 4,4 and 5,4;
//  - 5,4 → 5,6 runs along the edge between 4,5 and 5,5 (a line along a hex edge);
//  - 0,4 → 0,6 runs along the board's left edge beside 0,5;
//  - 2,4 → 6,5 runs inside 3,4, 4,4, 4,5 and 5,5 and touches 3,5 and 5,4 only at corners.
#include <memory>

#include "fixtures.h"
#include "translatable.h"
#include "rules/table.h"
#include "tricorne/rules/los.h"

using namespace tricorne;

namespace {

Hex at(int col, int row) { return toAxial({col, row}); }

using rules_fixtures::Table;

/// The rules and the opening state of a table that must validate.
struct Game : rules_fixtures::TableGame {
    using TableGame::TableGame;
    LineOfSightResult sight(Hex from, Hex to) const { return lineOfSight(*rules, state, from, to); }
};

/// A firer at 2,4 and a target at 6,4 (000), to which each test adds what lies between.
Table row4() {
    Table t;
    t.unit("jac-1", "jacobite", "regular", at(2, 4)).unit("gov-1", "government", "regular", at(6, 4));
    return t;
}

void expectClear(const LineOfSightResult& r) {
    INFO(r.reason.text);
    CHECK(r.clear);
    CHECK(r.reason.text.empty());
    CHECK_FALSE(r.blockingHex.has_value());
}

void expectBlocked(const LineOfSightResult& r, const std::string& reason, Hex hex) {
    CHECK_FALSE(r.clear);
    CHECK(r.reason.text == reason);
    fixtures::checkTranslatable(r.reason);   // the studio says it in its own language
    CHECK_FALSE(r.reason.key.empty());
    REQUIRE(r.blockingHex.has_value());
    CHECK(*r.blockingHex == hex);
}

}  // namespace

// --- the line and what stands on it -----------------------------------------------------------

TEST_CASE("an open line between two units is clear", "[los][000 · Ranged Combat (Fire) Procedure]") {
    const Game g(row4());
    expectClear(g.sight(at(2, 4), at(6, 4)));
    expectClear(g.sight(at(6, 4), at(2, 4)));
}

TEST_CASE("the same hex and adjacent hexes always see each other", "[los][000 · MELEE COMBAT]") {
    // "An adjacent enemy unit engaged in melee is always considered within range and in line
    // of sight", even across an enclosure wall.
    const Game g(row4().side(at(2, 4), Side::E, "enclosure-wall").terrain(at(3, 4), "forest"));
    expectClear(g.sight(at(2, 4), at(2, 4)));
    expectClear(g.sight(at(2, 4), at(3, 4)));
}

TEST_CASE("a unit between the firer and the target blocks the line, friend or foe",
          "[los][000 · Ranged Combat (Fire) Procedure]") {
    SECTION("friend") {
        const Game g(row4().unit("jac-2", "jacobite", "regular", at(4, 4)));
        expectBlocked(g.sight(at(2, 4), at(6, 4)), "unit `jac-2` at 4,4 blocks the line", at(4, 4));
    }
    SECTION("foe") {
        const Game g(row4().unit("gov-2", "government", "militia", at(4, 4)));
        expectBlocked(g.sight(at(2, 4), at(6, 4)), "unit `gov-2` at 4,4 blocks the line", at(4, 4));
    }
}

TEST_CASE("a lone leader between the firer and the target blocks the line",
          "[los][000 · Ranged Combat (Fire) Procedure]") {
    const Game g(row4().leader("dundee", "jacobite", at(5, 4)));
    expectBlocked(g.sight(at(2, 4), at(6, 4)), "leader `dundee` at 5,4 blocks the line", at(5, 4));
}

TEST_CASE("the obstruction named is the first one from the viewer", "[los][000 · Ranged Combat (Fire) Procedure]") {
    const Game g(row4().unit("jac-2", "jacobite", "regular", at(3, 4)).terrain(at(5, 4), "forest"));
    expectBlocked(g.sight(at(2, 4), at(6, 4)), "unit `jac-2` at 3,4 blocks the line", at(3, 4));
    expectBlocked(g.sight(at(6, 4), at(2, 4)), "forest at 5,4 blocks the line", at(5, 4));
}

TEST_CASE("a forest between the firer and the target blocks the line", "[los][000 · FOREST][001 · FOREST]") {
    SECTION("000") {
        const Game g(row4().terrain(at(4, 4), "forest"));
        expectBlocked(g.sight(at(2, 4), at(6, 4)), "forest at 4,4 blocks the line", at(4, 4));
    }
    SECTION("001") {
        Table t("base-american.tricorne.json");
        t.unit("con-1", "continental", "regular", at(2, 4)).unit("bri-1", "british", "regular", at(6, 4));
        const Game g(t.terrain(at(4, 4), "forest"));
        expectBlocked(g.sight(at(2, 4), at(6, 4)), "forest at 4,4 blocks the line", at(4, 4));
    }
}

TEST_CASE("buildings and a church between the firer and the target block the line",
          "[los][000 · BUILDINGS / CHURCH][001 · BUILDINGS]") {
    const Game buildings(row4().terrain(at(3, 4), "buildings"));
    expectBlocked(buildings.sight(at(2, 4), at(6, 4)), "buildings at 3,4 blocks the line", at(3, 4));
    const Game church(row4().terrain(at(5, 4), "church"));
    expectBlocked(church.sight(at(2, 4), at(6, 4)), "church at 5,4 blocks the line", at(5, 4));
}

TEST_CASE("terrain that the booklets say does not block leaves the line clear", "[los][000 · TERRAIN][001 · TERRAIN]") {
    // River, stream, ford, bridge, boggy ground/wetland, road, camp: "does not block line of sight".
    for (const auto* base : {"base-jacobite.tricorne.json", "base-american.tricorne.json"}) {
        Table probe(base);
        for (const TerrainType& type : probe.system->terrain) {
            if (type.lineOfSight != LineOfSight::Clear) continue;
            INFO(base << " " << type.id);
            Table t(base);
            t.unit("a", t.scenario.bottom.armies[0], "regular", at(2, 4));
            t.unit("b", t.scenario.top.armies[0], "regular", at(6, 4));
            const Game g(t.terrain(at(4, 4), type.id));
            expectClear(g.sight(at(2, 4), at(6, 4)));
        }
    }
}

TEST_CASE("the terrain of the target's hex and of the firer's hex does not block",
          "[los][000 · Ranged Combat (Fire) Procedure]") {
    const Game g(row4().terrain(at(2, 4), "forest").terrain(at(6, 4), "buildings"));
    expectClear(g.sight(at(2, 4), at(6, 4)));
    expectClear(g.sight(at(6, 4), at(2, 4)));
}

// --- along an edge, corners, the board's edge -------------------------------------------------

TEST_CASE("a line along a hex edge is blocked only when both sides are obstructed",
          "[los][000 · Ranged Combat (Fire) Procedure]") {
    Table t;
    t.unit("jac-1", "jacobite", "regular", at(5, 4)).unit("gov-1", "government", "regular", at(5, 6));
    SECTION("one side obstructed, seen both ways") {
        const Game left(Table(t).unit("jac-2", "jacobite", "regular", at(4, 5)));
        expectClear(left.sight(at(5, 4), at(5, 6)));
        expectClear(left.sight(at(5, 6), at(5, 4)));
        const Game right(Table(t).terrain(at(5, 5), "forest"));
        expectClear(right.sight(at(5, 4), at(5, 6)));
        expectClear(right.sight(at(5, 6), at(5, 4)));
    }
    SECTION("both sides obstructed, seen both ways") {
        const Game g(Table(t).unit("jac-2", "jacobite", "regular", at(4, 5)).terrain(at(5, 5), "forest"));
        expectBlocked(g.sight(at(5, 4), at(5, 6)), "both 4,5 and 5,5 along the line are obstructed", at(4, 5));
        expectBlocked(g.sight(at(5, 6), at(5, 4)), "both 4,5 and 5,5 along the line are obstructed", at(4, 5));
    }
}

TEST_CASE("a hex the line only touches at a corner does not block", "[los][000 · Ranged Combat (Fire) Procedure]") {
    Table t;
    t.unit("jac-1", "jacobite", "regular", at(2, 4)).unit("gov-1", "government", "regular", at(6, 5));
    const Game corners(Table(t).unit("jac-2", "jacobite", "regular", at(3, 5)).terrain(at(5, 4), "forest"));
    expectClear(corners.sight(at(2, 4), at(6, 5)));
    const Game inside(Table(t).unit("jac-2", "jacobite", "regular", at(4, 5)));
    expectBlocked(inside.sight(at(2, 4), at(6, 5)), "unit `jac-2` at 4,5 blocks the line", at(4, 5));
}

TEST_CASE("the side edge of the battlefield obstructs a line running along it",
          "[los][000 · Ranged Combat (Fire) Procedure]") {
    Table left;
    left.unit("jac-1", "jacobite", "regular", at(0, 4)).unit("gov-1", "government", "regular", at(0, 6));
    expectClear(Game(left).sight(at(0, 4), at(0, 6)));
    const Game blockedLeft(Table(left).unit("jac-2", "jacobite", "regular", at(0, 5)));
    expectBlocked(blockedLeft.sight(at(0, 4), at(0, 6)),
                  "0,5 is obstructed and the line runs along the edge of the battlefield", at(0, 5));

    Table right;
    right.unit("jac-1", "jacobite", "regular", at(12, 4)).unit("gov-1", "government", "regular", at(12, 6));
    expectClear(Game(right).sight(at(12, 6), at(12, 4)));
    const Game blockedRight(Table(right).terrain(at(11, 5), "forest"));
    expectBlocked(blockedRight.sight(at(12, 6), at(12, 4)),
                  "11,5 is obstructed and the line runs along the edge of the battlefield", at(11, 5));
}

// --- ravine -------------------------------------------------------------------------------------

TEST_CASE("a ravine blocks the line only when a unit occupies it", "[los][000 · RAVINE]") {
    const Game empty(row4().terrain(at(4, 4), "ravine"));
    expectClear(empty.sight(at(2, 4), at(6, 4)));
    const Game occupied(row4().terrain(at(4, 4), "ravine").unit("jac-2", "jacobite", "regular", at(4, 4)));
    expectBlocked(occupied.sight(at(2, 4), at(6, 4)), "unit `jac-2` at 4,4 blocks the line", at(4, 4));
}

// --- hills ----------------------------------------------------------------------------------------

TEST_CASE("a hill hex blocks the line between two pieces on low ground", "[los][000 · HILL][001 · HILL]") {
    const Game g(row4().terrain(at(4, 4), "hill"));
    expectBlocked(g.sight(at(2, 4), at(6, 4)), "the hill at 4,4 hides 6,4 from the low ground", at(4, 4));
}

TEST_CASE("a piece on low ground sees onto the first hill hex and vice versa", "[los][000 · HILL]") {
    const Game g(row4().terrain(at(6, 4), "hill").terrain(at(7, 4), "hill"));
    expectClear(g.sight(at(2, 4), at(6, 4)));
    expectClear(g.sight(at(6, 4), at(2, 4)));
}

TEST_CASE("a piece on low ground does not see through one hill hex onto a second, and vice versa",
          "[los][000 · HILL][001 · HILL]") {
    const Game g(row4().terrain(at(5, 4), "hill").terrain(at(6, 4), "hill"));
    expectBlocked(g.sight(at(2, 4), at(6, 4)), "the hill at 5,4 hides 6,4 from the low ground", at(5, 4));
    expectBlocked(g.sight(at(6, 4), at(2, 4)), "the hill at 5,4 hides 2,4 from 6,4", at(5, 4));
}

TEST_CASE("pieces on the same hill see across its connected hexes (a plateau)", "[los][000 · HILL][001 · HILL]") {
    Table t = row4();
    for (int col = 2; col <= 6; ++col) t.terrain(at(col, 4), "hill");
    expectClear(Game(t).sight(at(2, 4), at(6, 4)));

    Table american("base-american.tricorne.json");
    american.unit("con-1", "continental", "regular", at(2, 4)).unit("bri-1", "british", "regular", at(6, 4));
    for (int col = 2; col <= 6; ++col) american.terrain(at(col, 4), "hill");
    expectClear(Game(american).sight(at(6, 4), at(2, 4)));
}

TEST_CASE("a unit on a plateau still blocks the line across it", "[los][000 · HILL]") {
    Table t = row4();
    for (int col = 2; col <= 6; ++col) t.terrain(at(col, 4), "hill");
    const Game g(t.unit("gov-2", "government", "regular", at(4, 4)));
    expectBlocked(g.sight(at(2, 4), at(6, 4)), "unit `gov-2` at 4,4 blocks the line", at(4, 4));
}

TEST_CASE("pieces on two separate hills see each other over low ground", "[los][000 · HILL]") {
    const Game g(row4().terrain(at(2, 4), "hill").terrain(at(6, 4), "hill"));
    expectClear(g.sight(at(2, 4), at(6, 4)));
}

TEST_CASE("a third hill between two hills blocks the line", "[los][000 · HILL]") {
    const Game g(row4().terrain(at(2, 4), "hill").terrain(at(4, 4), "hill").terrain(at(6, 4), "hill"));
    expectBlocked(g.sight(at(2, 4), at(6, 4)), "the hill at 4,4 hides 6,4 from 2,4", at(4, 4));
}

TEST_CASE("a piece on a hill does not see across its own hill onto another hill (ruling)", "[los][000 · HILL]") {
    // Only pieces on the same hill see across it; the firer's own hill hex 3,4 stands between
    // it and the other hill at 6,4 as any hill hex would.
    const Game g(row4().terrain(at(2, 4), "hill").terrain(at(3, 4), "hill").terrain(at(6, 4), "hill"));
    expectBlocked(g.sight(at(2, 4), at(6, 4)), "the hill at 3,4 hides 6,4 from 2,4", at(3, 4));
}

// --- artillery on a hill --------------------------------------------------------------------------

namespace {
/// Jacobite artillery on a hill at 2,4 and a Government target at 5,4.
Table gunOnHill() {
    Table t;
    t.terrain(at(2, 4), "hill").unit("jac-gun", "jacobite", "light-artillery", at(2, 4));
    t.unit("gov-1", "government", "regular", at(5, 4));
    return t;
}
}  // namespace

TEST_CASE("artillery on a hill fires over a friendly piece on an adjacent lower hex", "[los][000 · HILL][001 · HILL]") {
    const Game overUnit(gunOnHill().unit("jac-2", "jacobite", "regular", at(3, 4)));
    expectClear(overUnit.sight(at(2, 4), at(5, 4)));
    const Game overLeader(gunOnHill().leader("dundee", "jacobite", at(3, 4)));
    expectClear(overLeader.sight(at(2, 4), at(5, 4)));
}

TEST_CASE("artillery firing over a friendly piece is the gun's own line: the target does not see back",
          "[los][000 · HILL]") {
    const Game g(gunOnHill().unit("jac-2", "jacobite", "regular", at(3, 4)));
    expectBlocked(g.sight(at(5, 4), at(2, 4)), "unit `jac-2` at 3,4 blocks the line", at(3, 4));
}

TEST_CASE("artillery on a hill does not fire over a friendly piece that is not adjacent", "[los][000 · HILL]") {
    Table t = gunOnHill();
    t.scenario.units[1].hex = at(6, 4);
    const Game g(t.unit("jac-2", "jacobite", "regular", at(4, 4)));
    expectBlocked(g.sight(at(2, 4), at(6, 4)), "unit `jac-2` at 4,4 blocks the line", at(4, 4));
}

TEST_CASE("artillery on a hill does not fire over an enemy piece", "[los][000 · HILL]") {
    const Game g(gunOnHill().leader("mackay", "government", at(3, 4)));
    expectBlocked(g.sight(at(2, 4), at(5, 4)), "leader `mackay` at 3,4 blocks the line", at(3, 4));
}

TEST_CASE("only artillery on a hill fires over an adjacent friendly piece", "[los][000 · HILL]") {
    SECTION("artillery on low ground") {
        Table t = gunOnHill();
        t.scenario.terrain.clear();
        const Game g(t.unit("jac-2", "jacobite", "regular", at(3, 4)));
        expectBlocked(g.sight(at(2, 4), at(5, 4)), "unit `jac-2` at 3,4 blocks the line", at(3, 4));
    }
    SECTION("infantry on a hill") {
        Table t = gunOnHill();
        t.scenario.units[0].type = "regular";
        const Game g(t.unit("jac-2", "jacobite", "regular", at(3, 4)));
        expectBlocked(g.sight(at(2, 4), at(5, 4)), "unit `jac-2` at 3,4 blocks the line", at(3, 4));
    }
}

TEST_CASE("artillery does not fire over a friendly piece whose hex has terrain that blocks",
          "[los][000 · HILL][000 · RAVINE]") {
    SECTION("forest") {
        const Game g(gunOnHill().terrain(at(3, 4), "forest").unit("jac-2", "jacobite", "regular", at(3, 4)));
        expectBlocked(g.sight(at(2, 4), at(5, 4)), "unit `jac-2` at 3,4 blocks the line", at(3, 4));
    }
    SECTION("an occupied ravine (ruling: it blocks once occupied)") {
        const Game g(gunOnHill().terrain(at(3, 4), "ravine").unit("jac-2", "jacobite", "regular", at(3, 4)));
        expectBlocked(g.sight(at(2, 4), at(5, 4)), "unit `jac-2` at 3,4 blocks the line", at(3, 4));
    }
}

TEST_CASE("artillery does not fire over a friendly piece on the same level", "[los][000 · HILL]") {
    const Game g(gunOnHill().terrain(at(3, 4), "hill").unit("jac-2", "jacobite", "regular", at(3, 4)));
    expectBlocked(g.sight(at(2, 4), at(5, 4)), "unit `jac-2` at 3,4 blocks the line", at(3, 4));
}

// --- enclosure walls and other hex sides ----------------------------------------------------------

namespace {
/// Row 4 with an enclosure wall between 4,4 and 5,4 (on 4,4's E side).
Table walledRow() {
    Table t;
    t.side(at(4, 4), Side::E, "enclosure-wall");
    t.unit("jac-1", "jacobite", "regular", at(2, 4)).unit("gov-1", "government", "regular", at(7, 4));
    return t;
}
}  // namespace

TEST_CASE("an enclosure wall across the line blocks it", "[los][000 · ENCLOSURE WALL]") {
    const Game g(walledRow());
    expectBlocked(g.sight(at(2, 4), at(7, 4)), "the enclosure wall on the E side of 4,4 blocks the line", at(4, 4));
    expectBlocked(g.sight(at(7, 4), at(2, 4)), "the enclosure wall on the E side of 4,4 blocks the line", at(4, 4));
}

TEST_CASE("a piece directly adjacent to an enclosure wall looks over it", "[los][000 · ENCLOSURE WALL]") {
    // The wall is a side of the viewer's hex, whichever of the two hexes sharing it he is in.
    Table owner = walledRow();
    owner.scenario.units[0].hex = at(4, 4);
    expectClear(Game(owner).sight(at(4, 4), at(7, 4)));
    Table across = walledRow();
    across.scenario.units[0].hex = at(5, 4);
    across.scenario.units[1].hex = at(2, 4);
    expectClear(Game(across).sight(at(5, 4), at(2, 4)));
}

TEST_CASE("a piece directly adjacent to an enclosure wall is seen over it", "[los][000 · ENCLOSURE WALL]") {
    Table across = walledRow();
    across.scenario.units[1].hex = at(5, 4);
    expectClear(Game(across).sight(at(2, 4), at(5, 4)));  // the wall is the target's W side
    Table owner = walledRow();
    owner.scenario.units[0].hex = at(4, 4);
    expectClear(Game(owner).sight(at(7, 4), at(4, 4)));  // the wall is the target's own E side
}

TEST_CASE("a line running along an enclosure wall counts as crossing it (ruling)", "[los][000 · ENCLOSURE WALL]") {
    Table t;
    t.side(at(4, 5), Side::E, "enclosure-wall");
    t.unit("jac-1", "jacobite", "regular", at(5, 4)).unit("gov-1", "government", "regular", at(5, 6));
    const Game g(t);
    expectBlocked(g.sight(at(5, 4), at(5, 6)), "the enclosure wall on the E side of 4,5 blocks the line", at(4, 5));
}

TEST_CASE("field works and fences do not block the line",
          "[los][000 · FIELD WORKS][001 · FENCES - WOOD, STONE & HEDGE]") {
    expectClear(Game(row4().side(at(4, 4), Side::E, "field-works")).sight(at(2, 4), at(6, 4)));
    Table american("base-american.tricorne.json");
    american.unit("con-1", "continental", "regular", at(2, 4)).unit("bri-1", "british", "regular", at(6, 4));
    american.side(at(3, 4), Side::E, "stone-fence")
        .side(at(4, 4), Side::E, "hedge")
        .side(at(5, 4), Side::W, "wood-fence");
    expectClear(Game(american).sight(at(2, 4), at(6, 4)));
}

// --- entry sides ----------------------------------------------------------------------------------

TEST_CASE("the line of fire enters the target through the side facing the firer",
          "[los][entry][001 · FENCES - WOOD, STONE & HEDGE]") {
    CHECK(entrySides(at(2, 4), at(6, 4)) == SideList{Side::W});
    CHECK(entrySides(at(6, 4), at(2, 4)) == SideList{Side::E});
    CHECK(entrySides(at(2, 4), at(6, 5)) == SideList{Side::W});
    CHECK(entrySides(at(5, 4), at(6, 4)) == SideList{Side::W});  // adjacent: the shared side
    CHECK(entrySides(at(5, 4), at(4, 5)) == SideList{Side::NE});
    CHECK(entrySides(at(5, 4), at(5, 4)).empty());
}

TEST_CASE("a line along a hex edge enters the target through the corner, by both its sides",
          "[los][entry][001 · FENCES - WOOD, STONE & HEDGE]") {
    // 001 · FENCES Example 1, unit B: "treated through the fence even though it is along the hex side".
    CHECK(entrySides(at(5, 4), at(5, 6)) == SideList{Side::NE, Side::NW});
    CHECK(entrySides(at(5, 6), at(5, 4)) == SideList{Side::SE, Side::SW});
}
