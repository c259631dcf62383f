// The one parser for every number the command line takes (--games, --seed, --jobs, --shard),
// and how it prints a rate.
#pragma once

#include <charconv>
#include <cstdio>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace tricorne::cli {

/// A whole number written as decimal digits only, from `low` to `high`. Refuses what
/// strtol-style parsers take silently: a sign ('+5', '-1'), spaces (' 5'), a base prefix
/// ('0x10'), trailing text ('5x'), the empty string and values past `high` (no saturation).
inline std::optional<std::uint64_t> parseWholeNumber(std::string_view text, std::uint64_t low, std::uint64_t high) {
    if (text.empty() || text.find_first_not_of("0123456789") != std::string_view::npos) return std::nullopt;
    std::uint64_t value = 0;
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (ec != std::errc() || end != text.data() + text.size() || value < low || value > high) return std::nullopt;
    return value;
}

/// "--games takes a whole number from 1 to 1000000000 (got '0x10')": the usage message for
/// an option whose value parseWholeNumber refused.
inline std::string wholeNumberExpected(const std::string& option, std::uint64_t low, std::uint64_t high, const std::string& got) {
    return option + " takes a whole number from " + std::to_string(low) + " to " + std::to_string(high) + " (got '" + got + "')";
}

/// A rate as a percentage with one decimal: 0.4 → "40.0%".
inline std::string percent(double x) {
    char buffer[32];
    std::snprintf(buffer, sizeof buffer, "%.1f%%", 100.0 * x);
    return buffer;
}

}  // namespace tricorne::cli
