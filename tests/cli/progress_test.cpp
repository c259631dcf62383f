// `tricorne simulate` shows its progress on standard error when that is a terminal, and only
// then (engine/cli/progress.h): the line itself, how it is drawn and cleared, and that a
// standard error that is a pipe or a file stays empty. The terminal case runs under script(1):
// progress_on_terminal.cmake.
#include <sstream>

#include <catch2/catch.hpp>

#include "../../engine/cli/progress.h"
#include "harness.h"

using tricorne::cli::progressLine;
using tricorne::cli::ProgressMeter;

TEST_CASE("progress line: games done of the total, games a second and the time left", "[progress]") {
    CHECK(progressLine(120, 400, 2.0) == "120/400 games, 60 games/s, 0:05 left");
    CHECK(progressLine(30, 1030, 3.0) == "30/1030 games, 10 games/s, 1:40 left");
    CHECK(progressLine(1, 100000, 1.0) == "1/100000 games, 1 games/s, 27:46:39 left");
    // Finished: no time left to tell.
    CHECK(progressLine(400, 400, 4.0) == "400/400 games, 100 games/s");
    // Nothing measured yet: no rate, no guess.
    CHECK(progressLine(0, 400, 1.0) == "0/400 games");
    CHECK(progressLine(5, 400, 0.0) == "5/400 games");
}

TEST_CASE("progress meter: draws the first and the last game in place and clears its line when it goes", "[progress]") {
    std::ostringstream err;
    {
        ProgressMeter meter(err);
        meter.update(1, 3);
        CHECK(err.str().rfind("\r\033[K1/3 games", 0) == 0);
        meter.update(2, 3);  // drawn or not: within a quarter of a second of the first, usually not
        meter.update(3, 3);
        CHECK(err.str().find("\r\033[K3/3 games") != std::string::npos);
    }
    const std::string drawn = err.str();
    CHECK(drawn.substr(drawn.size() - 4) == "\r\033[K");
    CHECK(drawn.find('\n') == std::string::npos);  // the line never scrolls the terminal
}

TEST_CASE("simulate: no progress on a standard error that is not a terminal", "[progress][simulate]") {
    // The harness gives the binary files for stdout and stderr: as in a script, a pipe or CI.
    const auto run = cli::tricorne({"simulate", cli::source("scenarios/killiecrankie.tricorne.json").string(), "--games", "120",
                                    "--seed", "3", "--jobs", "2"});
    INFO(run.transcript);
    CHECK(run.exitCode == 0);
    CHECK(run.err.empty());
    CHECK(run.out.rfind("Killiecrankie: 120 games, seed 3\n", 0) == 0);
}
