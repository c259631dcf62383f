// Hex geometry (docs/design/board.md, Hexes).
#include <catch2/catch.hpp>

#include "tricorne/core/board.h"
#include "tricorne/core/hex.h"

using namespace tricorne;

TEST_CASE("offset and axial coordinates convert both ways on and off the board", "[hex]") {
    for (int row = -3; row < 14; ++row)
        for (int col = -3; col < 16; ++col) {
            const Offset o{col, row};
            CHECK(toOffset(toAxial(o)) == o);
        }
}

TEST_CASE("neighbours follow the odd-rows-shifted-right layout", "[hex]") {
    // Even row 4: NE is (c, r-1), NW (c-1, r-1), SE (c, r+1), SW (c-1, r+1).
    const Hex even = toAxial({5, 4});
    CHECK(toOffset(neighbour(even, Side::NE)) == Offset{5, 3});
    CHECK(toOffset(neighbour(even, Side::NW)) == Offset{4, 3});
    CHECK(toOffset(neighbour(even, Side::SE)) == Offset{5, 5});
    CHECK(toOffset(neighbour(even, Side::SW)) == Offset{4, 5});
    CHECK(toOffset(neighbour(even, Side::E)) == Offset{6, 4});
    CHECK(toOffset(neighbour(even, Side::W)) == Offset{4, 4});
    // Odd row 5: NE is (c+1, r-1), NW (c, r-1), SE (c+1, r+1), SW (c, r+1).
    const Hex odd = toAxial({5, 5});
    CHECK(toOffset(neighbour(odd, Side::NE)) == Offset{6, 4});
    CHECK(toOffset(neighbour(odd, Side::NW)) == Offset{5, 4});
    CHECK(toOffset(neighbour(odd, Side::SE)) == Offset{6, 6});
    CHECK(toOffset(neighbour(odd, Side::SW)) == Offset{5, 6});
}

TEST_CASE("sides: opposite, rotation, names and the side towards a neighbour", "[hex]") {
    for (Side s : kAllSides) {
        CHECK(opposite(opposite(s)) == s);
        CHECK(neighbour(neighbour(Hex{0, 0}, s), opposite(s)) == Hex{0, 0});
        CHECK(rotated(s, 6) == s);
        CHECK(rotated(rotated(s, 2), -2) == s);
        CHECK(parseSide(sideName(s)) == s);
        CHECK(sideTowards(Hex{3, 3}, neighbour(Hex{3, 3}, s)) == s);
    }
    CHECK(rotated(Side::W, 1) == Side::NW);
    CHECK(rotated(Side::NE, 1) == Side::E);
    CHECK_FALSE(parseSide("NNE").has_value());
    CHECK_FALSE(sideTowards(Hex{0, 0}, Hex{2, 0}).has_value());
}

TEST_CASE("distance counts hex steps", "[hex]") {
    CHECK(distance(toAxial({0, 0}), toAxial({0, 0})) == 0);
    CHECK(distance(toAxial({0, 0}), toAxial({12, 0})) == 12);
    CHECK(distance(toAxial({0, 0}), toAxial({0, 10})) == 10);
    CHECK(distance(toAxial({6, 4}), toAxial({6, 5})) == 1);
    CHECK(distance(toAxial({6, 4}), toAxial({5, 5})) == 1);
    CHECK(distance(toAxial({6, 4}), toAxial({7, 5})) == 2);
    for (Side s : kAllSides) CHECK(distance(Hex{2, 2}, neighbour(Hex{2, 2}, s)) == 1);
}

TEST_CASE("command-line hexes parse as col,row", "[hex]") {
    CHECK(parseOffset("4,7") == Offset{4, 7});
    CHECK(parseOffset(" 12 , 0 ") == Offset{12, 0});
    CHECK_FALSE(parseOffset("4;7").has_value());
    CHECK_FALSE(parseOffset("4,").has_value());
    CHECK_FALSE(parseOffset("a,b").has_value());
    CHECK_FALSE(parseOffset("4,7,1").has_value());
    CHECK(formatOffset({4, 7}) == "4,7");
}
