// Per-side data (the bottom and the top player's), indexed by Position and never by a bare
// number: one place converts a Position to a slot, instead of a cast at every use.
#pragma once

#include <array>
#include <cstddef>

#include "tricorne/core/board.h"

namespace tricorne {

/// Both positions, bottom first: the order BySide stores and iterates in.
inline constexpr std::array<Position, 2> kPositions{Position::Bottom, Position::Top};

/// A side's slot, bottom 0 and top 1: in BySide and in the two-element lists of the file
/// formats ("sides" of a simulation report).
constexpr std::size_t sideIndex(Position p) { return static_cast<std::size_t>(p); }

/// One T for each side. An aggregate: `BySide<int>{0, 0}` gives bottom then top; a range-for
/// visits bottom then top.
template <typename T>
struct BySide {
    std::array<T, 2> values{};

    constexpr T& operator[](Position p) { return values[sideIndex(p)]; }
    constexpr const T& operator[](Position p) const { return values[sideIndex(p)]; }

    constexpr auto begin() { return values.begin(); }
    constexpr auto end() { return values.end(); }
    constexpr auto begin() const { return values.begin(); }
    constexpr auto end() const { return values.end(); }

    bool operator==(const BySide&) const = default;
};

}  // namespace tricorne
