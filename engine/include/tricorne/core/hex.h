// Hex coordinates: an axial value type for algorithms, [col,row] offsets only at the edges.
//
// The board (docs/design/board.md) is pointy-top hexes in horizontal rows; odd rows sit half a hex
// to the right ("odd-r" offset layout). Everything inside the engine works in axial
// coordinates (q, r) so that neighbours and distance need no parity arithmetic; files and
// the command line speak [col, row] and convert with toAxial()/toOffset().
#pragma once

#include <array>
#include <compare>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <initializer_list>
#include <optional>
#include <string>
#include <string_view>

namespace tricorne {

/// The six sides of a pointy-top hex, clockwise from the upper right.
enum class Side : std::uint8_t { NE, E, SE, SW, W, NW };

inline constexpr std::array<Side, 6> kAllSides{Side::NE, Side::E, Side::SE, Side::SW, Side::W, Side::NW};

/// "NE", "E", … as used in files and on the command line.
std::string_view sideName(Side side);
/// Parses "NE", "E", …; nullopt for anything else.
std::optional<Side> parseSide(std::string_view text);

/// The side facing the other way (NE ↔ SW, E ↔ W, SE ↔ NW).
constexpr Side opposite(Side side) { return static_cast<Side>((static_cast<int>(side) + 3) % 6); }
/// The side `steps` sixths of a turn clockwise from `side` (negative steps turn back).
constexpr Side rotated(Side side, int steps) {
    return static_cast<Side>(((static_cast<int>(side) + steps) % 6 + 6) % 6);
}

/// A hex in axial coordinates. q grows to the east, r grows downwards (r == row).
struct Hex {
    int q = 0;
    int r = 0;

    constexpr auto operator<=>(const Hex&) const = default;
    constexpr Hex operator+(Hex o) const { return {q + o.q, r + o.r}; }
    constexpr Hex operator-(Hex o) const { return {q - o.q, r - o.r}; }
    constexpr int s() const { return -q - r; }
};

namespace detail {
/// The axial steps, by Side (a table at namespace scope: a local one may be rebuilt per call).
inline constexpr std::array<Hex, 6> kDirections{{{1, -1}, {1, 0}, {0, 1}, {-1, 1}, {-1, 0}, {0, -1}}};
}  // namespace detail

/// The axial step towards a side.
constexpr Hex direction(Side side) { return detail::kDirections[static_cast<std::size_t>(side)]; }

/// The hex across `side`.
constexpr Hex neighbour(Hex h, Side side) { return h + direction(side); }

/// Number of hex steps between two hexes (0 for the same hex).
constexpr int distance(Hex a, Hex b) {
    const Hex d = a - b;
    const int aq = d.q < 0 ? -d.q : d.q;
    const int ar = d.r < 0 ? -d.r : d.r;
    const int as = d.s() < 0 ? -d.s() : d.s();
    return (aq + ar + as) / 2;
}

/// The side of `from` that faces `to`, when the two are adjacent.
std::optional<Side> sideTowards(Hex from, Hex to);

/// A few sides (at most six) in the order they were added: what the rules hand around when
/// they ask which sides of a hex an attack or a line goes through, without allocating.
class SideList {
public:
    constexpr SideList() = default;
    constexpr SideList(std::initializer_list<Side> sides) {
        for (Side side : sides) push_back(side);
    }
    /// Precondition: size() < 6.
    constexpr void push_back(Side side) { m_sides[m_size++] = side; }
    constexpr const Side* begin() const { return m_sides.data(); }
    constexpr const Side* end() const { return m_sides.data() + m_size; }
    constexpr std::size_t size() const { return m_size; }
    constexpr bool empty() const { return m_size == 0; }
    constexpr bool operator==(const SideList& other) const {
        if (m_size != other.m_size) return false;
        for (std::size_t i = 0; i < m_size; ++i)
            if (m_sides[i] != other.m_sides[i]) return false;
        return true;
    }

private:
    std::array<Side, 6> m_sides{};
    std::size_t m_size = 0;
};

/// A hex as files and the command line write it: [col, row], odd rows shifted right.
struct Offset {
    int col = 0;
    int row = 0;
    constexpr auto operator<=>(const Offset&) const = default;
};

/// Offset → axial. Valid for any integers (the board check is separate).
constexpr Hex toAxial(Offset o) {
    // floor((row - (row & 1)) / 2) without relying on signed shift semantics. The sum is taken
    // in 64 bits and narrowed (modular since C++20), so no input overflows; the row is kept, so
    // an offset off the board never lands on it.
    const int half = (o.row - (o.row & 1)) / 2;
    return {static_cast<int>(static_cast<std::int64_t>(o.col) - half), o.row};
}

/// Axial → offset; the exact inverse of toAxial (for coordinates within ±2^30).
constexpr Offset toOffset(Hex h) {
    const int half = (h.r - (h.r & 1)) / 2;
    return {static_cast<int>(static_cast<std::int64_t>(h.q) + half), h.r};
}

/// "col,row", the command-line form.
std::string formatOffset(Offset o);
/// A hex as messages name it: formatOffset of its offset coordinates.
std::string formatHex(Hex h);
/// Parses "col,row" (optional spaces); nullopt when malformed.
std::optional<Offset> parseOffset(std::string_view text);

}  // namespace tricorne

template <>
struct std::hash<tricorne::Hex> {
    std::size_t operator()(tricorne::Hex h) const noexcept {
        return std::hash<std::int64_t>{}((static_cast<std::int64_t>(h.q) << 32) ^ static_cast<std::uint32_t>(h.r));
    }
};
