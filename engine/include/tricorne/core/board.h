// The 13×11 battlefield (docs/design/board.md): which hexes exist, sections, baselines.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <optional>

#include "tricorne/core/hex.h"

namespace tricorne {

/// Which edge of the board a side sits at.
enum class Position : std::uint8_t { Bottom, Top };

constexpr Position other(Position p) { return p == Position::Bottom ? Position::Top : Position::Bottom; }

/// A section as seen from the board (board-left is the bottom player's left flank).
enum class BoardSection : std::uint8_t { Left, Centre, Right };

namespace board {

inline constexpr int kRows = 11;
inline constexpr int kEvenRowHexes = 13;
inline constexpr int kOddRowHexes = 12;
inline constexpr int kHexCount = 6 * kEvenRowHexes + 5 * kOddRowHexes;  // 138

/// Hexes in a row: 13 in even rows, 12 in odd rows.
constexpr int rowLength(int row) { return (row & 1) ? kOddRowHexes : kEvenRowHexes; }

/// True when the offset names a hex of the battlefield.
constexpr bool contains(Offset o) { return o.row >= 0 && o.row < kRows && o.col >= 0 && o.col < rowLength(o.row); }

/// Dense index 0..137 in reading order (row by row), for flat per-hex arrays.
/// Precondition: contains(o).
constexpr int indexOf(Offset o) {
    const int evenRowsBefore = (o.row + 1) / 2;
    const int oddRowsBefore = o.row / 2;
    return evenRowsBefore * kEvenRowHexes + oddRowsBefore * kOddRowHexes + o.col;
}

namespace detail {
// Every rule asks "is this hex on the board, and which slot is it" for each neighbour it
// looks at, so the axial answer is a table over the board and a margin around it (axial q
// runs -5..12 on the board, r 0..10); anything outside the table is off the board.
inline constexpr int kTableQ0 = -8, kTableR0 = -2, kTableQs = 24, kTableRs = 15;
constexpr std::array<std::int16_t, kTableQs * kTableRs> makeSlotTable() {
    std::array<std::int16_t, kTableQs * kTableRs> t{};
    for (int r = 0; r < kTableRs; ++r)
        for (int q = 0; q < kTableQs; ++q) {
            const Offset o = toOffset(Hex{q + kTableQ0, r + kTableR0});
            t[static_cast<std::size_t>(r * kTableQs + q)] = static_cast<std::int16_t>(contains(o) ? indexOf(o) : -1);
        }
    return t;
}
inline constexpr auto kSlotTable = makeSlotTable();
/// The slot of h, or -1 off the board.
constexpr int slotOf(Hex h) {
    // Unsigned arithmetic: any int (INT_MAX included) maps to a table index or past the end.
    const auto q = static_cast<unsigned>(h.q) - static_cast<unsigned>(kTableQ0), r = static_cast<unsigned>(h.r) - static_cast<unsigned>(kTableR0);
    if (q >= static_cast<unsigned>(kTableQs) || r >= static_cast<unsigned>(kTableRs)) return -1;
    return kSlotTable[r * kTableQs + q];
}
}  // namespace detail

constexpr bool contains(Hex h) { return detail::slotOf(h) >= 0; }
/// Precondition: contains(h).
constexpr int indexOf(Hex h) {
    const int slot = detail::slotOf(h);
    return slot >= 0 ? slot : indexOf(toOffset(h));
}

/// indexOf(h) as a subscript of the per-hex arrays (std::array<T, kHexCount>).
/// Precondition: contains(h).
constexpr std::size_t slot(Hex h) { return static_cast<std::size_t>(indexOf(h)); }

/// The offset of a dense index (inverse of indexOf).
constexpr Offset offsetAt(int index) {
    int row = 0;
    while (index >= rowLength(row)) {
        index -= rowLength(row);
        ++row;
    }
    return {index, row};
}

namespace detail {
constexpr std::array<Hex, kHexCount> makeHexTable() {
    std::array<Hex, kHexCount> t{};
    for (int i = 0; i < kHexCount; ++i) t[static_cast<std::size_t>(i)] = toAxial(offsetAt(i));
    return t;
}
inline constexpr auto kHexTable = makeHexTable();
// The searches of the turn logic (reposition, line tracing) walk the board by dense index.
constexpr std::array<std::array<std::int16_t, 6>, kHexCount> makeNeighbourTable() {
    std::array<std::array<std::int16_t, 6>, kHexCount> t{};
    for (std::size_t i = 0; i < t.size(); ++i)
        for (Side side : kAllSides) t[i][static_cast<std::size_t>(side)] = static_cast<std::int16_t>(slotOf(neighbour(kHexTable[i], side)));
    return t;
}
inline constexpr auto kNeighbourTable = makeNeighbourTable();
}  // namespace detail

/// All 138 hexes in reading order: hexAt(i) is the hex of dense index i.
constexpr const std::array<Hex, kHexCount>& allHexes() { return detail::kHexTable; }
/// The hex of a dense index. Precondition: 0 <= index < kHexCount.
constexpr Hex hexAt(int index) { return detail::kHexTable[static_cast<std::size_t>(index)]; }
/// The dense index of the neighbour across `side` of the hex with dense index `index`, or -1
/// when that neighbour is off the board. Precondition: 0 <= index < kHexCount.
constexpr int neighbourIndex(int index, Side side) {
    return detail::kNeighbourTable[static_cast<std::size_t>(index)][static_cast<std::size_t>(side)];
}

/// "left", "centre", "right": the files' and the texts' name of a section.
const char* sectionName(BoardSection section);

}  // namespace board

/// A game system's battlefield (GameSystem::board; schema/README.md, "Board"): its rows, the
/// hexes of its long (even) rows — the odd rows hold one fewer and sit half a hex to the right
/// —, the two dotted lines that divide it into sections, and its baselines, the first row
/// (the top player's) and the last (the bottom player's). Tricorne's by default (000 ·
/// Battlefield Game Board).
///
/// The engine's per-hex tables (board::kHexCount, the slot and neighbour tables) are built at
/// compile time over its frame, the largest board it holds, board::kRows × kEvenRowHexes, so a
/// copy of the game state and a hex look-up cost the same whatever the system; a system's
/// board must fit the frame (fitsFrame): validation refuses a larger one, and the turn and the
/// studio play and draw any board that fits.
struct BoardShape {
    int rows = board::kRows;
    int columns = board::kEvenRowHexes;  ///< hexes in an even row; odd rows hold one fewer
    /// The even-row columns the dotted lines run through: such a hex lies in its flank and the
    /// centre; in odd rows a line runs between the columns on either side of it.
    std::array<int, 2> dottedLines{4, 8};

    constexpr int rowLength(int row) const { return (row & 1) ? columns - 1 : columns; }
    constexpr bool contains(Offset o) const { return o.row >= 0 && o.row < rows && o.col >= 0 && o.col < rowLength(o.row); }
    constexpr bool contains(Hex h) const { return contains(toOffset(h)); }
    /// Section membership as seen from the board (board-left is the bottom player's left).
    constexpr bool inSection(Offset o, BoardSection section) const {
        // A line through even-row column c: odd-row columns below c lie left of it.
        const bool even = (o.row & 1) == 0;
        const int leftEnd = even ? dottedLines[0] : dottedLines[0] - 1;
        const int rightStart = dottedLines[1];
        switch (section) {
            case BoardSection::Left: return o.col <= leftEnd;
            case BoardSection::Centre: return o.col >= dottedLines[0] && o.col <= (even ? rightStart : rightStart - 1);
            case BoardSection::Right: return o.col >= rightStart;
        }
        return false;
    }
    /// A side's baseline row: the last row for the bottom player, 0 for the top.
    constexpr int baselineRow(Position p) const { return p == Position::Bottom ? rows - 1 : 0; }
    /// Whether the engine's frame holds this board.
    constexpr bool fitsFrame() const { return rows >= 2 && rows <= board::kRows && columns >= 2 && columns <= board::kEvenRowHexes; }

    constexpr bool operator==(const BoardShape&) const = default;
};
}  // namespace tricorne
