#include "progress.h"

#include <cstdio>

#include <unistd.h>

namespace tricorne::cli {

namespace {

/// "0:05", "12:34", "1:02:03".
std::string duration(double seconds) {
    const auto whole = static_cast<long long>(seconds + 0.5);
    char buffer[48];
    if (whole >= 3600) std::snprintf(buffer, sizeof buffer, "%lld:%02lld:%02lld", whole / 3600, whole / 60 % 60, whole % 60);
    else std::snprintf(buffer, sizeof buffer, "%lld:%02lld", whole / 60, whole % 60);
    return buffer;
}

constexpr auto kRedrawEvery = std::chrono::milliseconds(250);  // fast enough to look live, cheap
constexpr const char* kClearLine = "\r\033[K";                  // carriage return, erase to the end

}  // namespace

std::string progressLine(std::int64_t done, std::int64_t total, double seconds) {
    std::string line = std::to_string(done) + "/" + std::to_string(total) + " games";
    if (done <= 0 || seconds <= 0.0) return line;
    const double rate = static_cast<double>(done) / seconds;
    char buffer[32];
    std::snprintf(buffer, sizeof buffer, "%.0f", rate);
    line += std::string(", ") + buffer + " games/s";
    if (done < total) line += ", " + duration(static_cast<double>(total - done) / rate) + " left";
    return line;
}

bool standardErrorIsTerminal() { return isatty(STDERR_FILENO) == 1; }

ProgressMeter::ProgressMeter(std::ostream& err) : m_err(err) {}

ProgressMeter::~ProgressMeter() {
    if (m_drawn) m_err << kClearLine << std::flush;
}

void ProgressMeter::update(std::int64_t done, std::int64_t total) {
    const auto now = Clock::now();
    if (done < total && m_drawn && now - m_lastDraw < kRedrawEvery) return;
    m_lastDraw = now;
    m_drawn = true;
    const double seconds = std::chrono::duration<double>(now - m_start).count();
    m_err << kClearLine << progressLine(done, total, seconds) << std::flush;
}

}  // namespace tricorne::cli
