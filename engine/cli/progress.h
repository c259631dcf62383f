// Progress of a long `tricorne simulate` run, for a person watching a terminal: one line on
// standard error, rewritten in place — "1200/5000 games, 1043 games/s, 0:04 left". Never shown
// when standard error is not a terminal (a pipe, a file, CI), so scripts and logs see the
// report only, and never on standard output, so the report is the same with or without it.
#pragma once

#include <chrono>
#include <cstdint>
#include <ostream>
#include <string>

namespace tricorne::cli {

/// The text of the line after `done` of `total` games in `seconds`:
/// "120/400 games, 60 games/s, 0:05 left". With no game finished or no time elapsed the rate
/// and the time left are unknown: "0/400 games". Times of an hour or more read "1:02:03".
std::string progressLine(std::int64_t done, std::int64_t total, double seconds);

/// Whether standard error is a terminal.
bool standardErrorIsTerminal();

/// Draws progressLine on `err`, a terminal, at most a few times a second (and always for the
/// last game), and clears it when it goes, so the terminal shows only what the run printed.
class ProgressMeter {
public:
    explicit ProgressMeter(std::ostream& err);
    ~ProgressMeter();
    ProgressMeter(const ProgressMeter&) = delete;
    ProgressMeter& operator=(const ProgressMeter&) = delete;

    /// After each finished game; calls must not overlap (simulate serialises them).
    void update(std::int64_t done, std::int64_t total);

private:
    using Clock = std::chrono::steady_clock;
    std::ostream& m_err;
    Clock::time_point m_start = Clock::now();
    Clock::time_point m_lastDraw{};
    bool m_drawn = false;
};

}  // namespace tricorne::cli
