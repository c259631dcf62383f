// The battlefield (docs/design/board.md; 000 · Battlefield Game Board; 001 · BATTLEFIELD GAME BOARD).
#include <set>

#include <catch2/catch.hpp>

#include "tricorne/core/board.h"

using namespace tricorne;

TEST_CASE("the battlefield is 13 by 11 with 12-hex odd rows", "[board][000 · Battlefield Game Board]") {
    CHECK(board::kHexCount == 138);
    CHECK(board::contains(Offset{12, 0}));
    CHECK_FALSE(board::contains(Offset{12, 1}));
    CHECK(board::contains(Offset{11, 1}));
    CHECK_FALSE(board::contains(Offset{0, 11}));
    CHECK_FALSE(board::contains(Offset{-1, 4}));
    std::set<Hex> seen(board::allHexes().begin(), board::allHexes().end());
    CHECK(seen.size() == 138);
    for (int i = 0; i < board::kHexCount; ++i) {
        CHECK(board::indexOf(board::offsetAt(i)) == i);
        CHECK(board::contains(board::offsetAt(i)));
    }
}

TEST_CASE("an axial hex is on the board, and in the slot, its offset says, far off the board too", "[board]") {
    for (int r = -30; r <= 30; ++r)
        for (int q = -30; q <= 30; ++q) {
            const Hex h{q, r};
            const Offset o = toOffset(h);
            INFO(q << "," << r);
            REQUIRE(board::contains(h) == board::contains(o));
            if (board::contains(o)) REQUIRE(board::indexOf(h) == board::indexOf(o));
        }
}

TEST_CASE("hexes on the dotted lines belong to their flank and the centre", "[board][000 · Battlefield Game Board]") {
    // Even rows: left 0-4, centre 4-8, right 8-12. Odd rows: left 0-3, centre 4-7, right 8-11.
    const BoardShape board;  // Tricorne's, the default
    CHECK(board.inSection({4, 0}, BoardSection::Left));
    CHECK(board.inSection({4, 0}, BoardSection::Centre));
    CHECK(board.inSection({8, 10}, BoardSection::Centre));
    CHECK(board.inSection({8, 10}, BoardSection::Right));
    CHECK_FALSE(board.inSection({3, 2}, BoardSection::Centre));
    CHECK(board.inSection({3, 1}, BoardSection::Left));
    CHECK_FALSE(board.inSection({4, 1}, BoardSection::Left));
    CHECK(board.inSection({4, 1}, BoardSection::Centre));
    CHECK(board.inSection({7, 1}, BoardSection::Centre));
    CHECK_FALSE(board.inSection({8, 1}, BoardSection::Centre));
    CHECK(board.inSection({8, 1}, BoardSection::Right));
    // Every hex is in at least one section; only the 12 dotted-line hexes are in two.
    int shared = 0;
    for (Hex h : board::allHexes()) {
        const Offset o = toOffset(h);
        const int n = board.inSection(o, BoardSection::Left) + board.inSection(o, BoardSection::Centre) +
                      board.inSection(o, BoardSection::Right);
        CHECK(n >= 1);
        if (n == 2) ++shared;
    }
    CHECK(shared == 12);
}

TEST_CASE("baselines are the seat rows", "[board]") {
    const BoardShape board;
    CHECK(board.baselineRow(Position::Bottom) == 10);
    CHECK(board.baselineRow(Position::Top) == 0);
}

TEST_CASE("a board's shape is data: its rows, its columns, where its dotted lines run", "[board][000 · Battlefield Game Board]") {
    const BoardShape tricorne;
    CHECK(tricorne.rows == 11);
    CHECK(tricorne.columns == 13);
    CHECK(tricorne.rowLength(1) == 12);
    CHECK(tricorne.baselineRow(Position::Bottom) == 10);
    CHECK(tricorne.baselineRow(Position::Top) == 0);
    CHECK(tricorne.fitsFrame());
    for (Hex h : board::allHexes()) CHECK(tricorne.contains(h));  // the frame is Tricorne's board
    // Another shape inside the frame: 9 rows, lines through columns 3 and 9.
    BoardShape other;
    other.rows = 9;
    other.dottedLines = {3, 9};
    CHECK(other.fitsFrame());
    CHECK(other.baselineRow(Position::Bottom) == 8);
    CHECK_FALSE(other.contains(Offset{0, 9}));
    CHECK(other.inSection({3, 0}, BoardSection::Left));
    CHECK(other.inSection({3, 0}, BoardSection::Centre));
    // Odd rows sit half a hex right: the line through even-row column 3 runs between odd-row
    // columns 2 and 3, as Tricorne's through column 4 runs between 3 and 4.
    CHECK(other.inSection({2, 1}, BoardSection::Left));
    CHECK_FALSE(other.inSection({2, 1}, BoardSection::Centre));
    CHECK(other.inSection({3, 1}, BoardSection::Centre));
    CHECK_FALSE(other.inSection({3, 1}, BoardSection::Left));
    CHECK(other.inSection({8, 1}, BoardSection::Centre));
    CHECK(other.inSection({9, 1}, BoardSection::Right));
    BoardShape wide;
    wide.columns = 17;
    CHECK_FALSE(wide.fitsFrame());
}
