#include "tricorne/core/hex.h"

#include <charconv>

namespace tricorne {

namespace {
constexpr std::array<std::string_view, 6> kSideNames{"NE", "E", "SE", "SW", "W", "NW"};

std::string_view trim(std::string_view s) {
    while (!s.empty() && s.front() == ' ') s.remove_prefix(1);
    while (!s.empty() && s.back() == ' ') s.remove_suffix(1);
    return s;
}

std::optional<int> parseInt(std::string_view s) {
    s = trim(s);
    int value = 0;
    const auto* end = s.data() + s.size();
    const auto [ptr, ec] = std::from_chars(s.data(), end, value);
    if (s.empty() || ec != std::errc{} || ptr != end) return std::nullopt;
    return value;
}
}  // namespace

std::string_view sideName(Side side) { return kSideNames[static_cast<std::size_t>(side)]; }

std::optional<Side> parseSide(std::string_view text) {
    for (Side s : kAllSides)
        if (sideName(s) == text) return s;
    return std::nullopt;
}

std::optional<Side> sideTowards(Hex from, Hex to) {
    for (Side s : kAllSides)
        if (neighbour(from, s) == to) return s;
    return std::nullopt;
}

std::string formatOffset(Offset o) { return std::to_string(o.col) + "," + std::to_string(o.row); }

std::string formatHex(Hex h) { return formatOffset(toOffset(h)); }

std::optional<Offset> parseOffset(std::string_view text) {
    const auto comma = text.find(',');
    if (comma == std::string_view::npos) return std::nullopt;
    const auto col = parseInt(text.substr(0, comma));
    const auto row = parseInt(text.substr(comma + 1));
    if (!col || !row) return std::nullopt;
    return Offset{*col, *row};
}

}  // namespace tricorne
