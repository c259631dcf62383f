// write_game_log SCENARIO SEED OUT: plays a seeded random game to its end with the engine
// library and writes the log, for the tests that check logs with other tools.
#include <cstdlib>
#include <iostream>

#include "tricorne/play/replay.h"
#include "tricorne/sim/bots.h"
#include "tricorne/io/game_log.h"
#include "tricorne/io/json_io.h"
#include "tricorne/validate/validate.h"

int main(int argc, char** argv) {
    if (argc != 4) {
        std::cerr << "usage: write_game_log SCENARIO SEED OUT\n";
        return 2;
    }
    auto load = tricorne::loadScenarioFile(argv[1]);
    if (!load.scenario || !load.system || tricorne::hasErrors(load.diagnostics)) {
        std::cerr << argv[1] << ": does not load without errors\n";
        return 1;
    }
    const tricorne::Rules rules(*load.scenario, *load.system);
    const auto seed = std::strtoull(argv[2], nullptr, 10);
    auto state = tricorne::startGame(rules, seed);
    auto log = tricorne::beginLog(rules, state, seed);
    tricorne::Pcg32 bot(seed, 3);
    while (!state.winner) tricorne::applyAndLog(rules, state, log, tricorne::randomAction(rules, state, bot));
    if (const auto failure = tricorne::writeFileAtomically(argv[3], tricorne::logToJson(rules, log).dump(2) + "\n")) {
        std::cerr << *failure << '\n';
        return 1;
    }
    return 0;
}
