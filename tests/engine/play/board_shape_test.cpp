// A game system's board smaller than the engine's frame (docs/design/board.md; 000 ·
// Battlefield Game Board): its edge is the system's, not the frame's. Pieces move, retreat and
// see only over the system's hexes, through legalActions/apply with forced dice; each case is
// played on Tricorne's board too, where the frame's hexes beyond are the board's.
#include <algorithm>
#include <vector>

#include "play/game_fixtures.h"
#include "tricorne/rules/los.h"

using namespace tricorne;
using namespace fixtures;

namespace {

constexpr Position kBottom = Position::Bottom;
constexpr Position kTop = Position::Top;

/// Nine rows of Tricorne's width: the last row, 8, is the bottom player's baseline.
BoardShape nineRows() {
    BoardShape shape;
    shape.rows = 9;
    return shape;
}

/// Eleven hexes in the even rows (ten in the odd ones), Tricorne's eleven rows.
BoardShape elevenColumns() {
    BoardShape shape;
    shape.columns = 11;
    shape.dottedLines = {3, 7};
    return shape;
}

/// The hexes the moving piece may step to now.
std::vector<Offset> stepTargets(const Rules& r, const GameState& s) {
    std::vector<Offset> out;
    for (const Action& a : legalActions(r, s))
        if (a.kind == ActionKind::Step) out.push_back(toOffset(a.hex));
    return out;
}

/// The first unit (the first player's, on the left flank), ordered by Probe left, on the move.
GameState movingFirstUnit(Battle& b) {
    const auto& r = b.rules();
    auto s = withCard(b, "probe-left");
    REQUIRE(s.active == r.unitSide(0));
    REQUIRE(apply(r, s, choice(ActionKind::PlayCard)) == ActionError::None);
    REQUIRE(apply(r, s, piece(ActionKind::Order, PieceRef::unit(0))) == ActionError::None);
    REQUIRE(apply(r, s, piece(ActionKind::StartMove, PieceRef::unit(0))) == ActionError::None);
    return s;
}

}  // namespace

TEST_CASE("a unit moves only onto its system's board, however large the engine's frame",
          "[board][000 · Battlefield Game Board][000 · Phase 3. Movement]") {
    for (const bool shorter : {false, true}) {
        INFO((shorter ? "nine rows" : "Tricorne's eleven"));
        Battle b;
        b.unit("jac-1", "jacobite", "regular", 2, 8).unit("gov-1", "government", "regular", 10, 2);
        if (shorter) b.board(nineRows());
        auto s = movingFirstUnit(b);
        const auto targets = stepTargets(b.rules(), s);
        REQUIRE_FALSE(targets.empty());
        // From row 8 the first step reaches row 9 only where the board has it.
        const bool intoRow9 = std::any_of(targets.begin(), targets.end(), [](Offset o) { return o.row == 9; });
        CHECK(intoRow9 == !shorter);
        for (Offset o : targets) CHECK(b.rules().onBoard(toAxial(o)));
    }
}

TEST_CASE("on its own baseline a unit cannot retreat beyond a shorter board: the hexes are lost as blocks",
          "[board][000 · Battlefield Game Board][000 · RETREAT AND RALLY CHECKS]") {
    Battle b;
    b.board(nineRows());
    b.unit("gov-1", "government", "regular", 6, 6).unit("jac-1", "jacobite", "regular", 6, 8);
    auto s = b.combat(kTop, {"gov-1"});
    const auto& r = b.rules();
    CHECK(r.baselineRow(kBottom) == 8);
    force(s, "FF");  // 2 + 1 = 3 dice at range 2: two flags, one blank (cavalry)
    force(s, "C");
    force(s, "F");   // rally check: 2 blocks left after losing 2 = 2 dice; a flag
    force(s, "I");
    REQUIRE(apply(r, s, battle(r, "gov-1", 6, 8)) == ActionError::None);
    // Row 9 is the frame's, not the board's: no retreat is offered, two blocks are lost.
    CHECK(unitState(s, r, "jac-1").blocks == 2);
    CHECK(unitState(s, r, "jac-1").hex == toAxial({6, 8}));
    CHECK(s.forcedDice.empty());
}

TEST_CASE("the same retreat on Tricorne's board goes on into row 9", "[board][000 · RETREAT AND RALLY CHECKS]") {
    Battle b;
    b.unit("gov-1", "government", "regular", 6, 6).unit("jac-1", "jacobite", "regular", 6, 8);
    auto s = b.combat(kTop, {"gov-1"});
    const auto& r = b.rules();
    force(s, "FFC");
    REQUIRE(apply(r, s, battle(r, "gov-1", 6, 8)) == ActionError::None);
    CHECK(hasAction(r, s, toHex(ActionKind::RetreatTo, 5, 9)));
    CHECK(hasAction(r, s, toHex(ActionKind::RetreatTo, 6, 9)));
}

TEST_CASE("a line along the edge of a narrower board is blocked by the obstructed hex beside it",
          "[board][000 · Battlefield Game Board][000 · Ranged Combat (Fire) Procedure]") {
    // 10,2 to 10,0 runs along the edge between 9,1 (a unit) and 10,1, which is on Tricorne's
    // board but beyond the narrower board's odd rows (columns 0-9).
    for (const bool narrower : {false, true}) {
        INFO((narrower ? "eleven columns" : "Tricorne's thirteen"));
        Battle b;
        b.unit("jac-1", "jacobite", "regular", 10, 2).unit("jac-2", "jacobite", "regular", 9, 1).unit("gov-1", "government", "regular", 10, 0);
        if (narrower) b.board(elevenColumns());
        const auto& r = b.rules();
        const auto s = b.combat(kBottom, {"jac-1"});
        CHECK(r.onBoard(toAxial({10, 1})) == !narrower);
        const LineOfSightResult sight = lineOfSight(r, s, toAxial({10, 2}), toAxial({10, 0}));
        CHECK(sight.clear == !narrower);
        if (narrower) CHECK(sight.reason.text == "9,1 is obstructed and the line runs along the edge of the battlefield");
        CHECK(hasAction(r, s, battle(r, "jac-1", 10, 0)) == !narrower);
    }
}
