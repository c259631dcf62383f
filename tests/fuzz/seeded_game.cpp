// Fuzz target: seeded games on mutated scenarios. A scenario that loads without errors is
// played for up to 300 decisions by a random player seeded from the input. At each decision:
// - the Match's list is legalActions' list, and Match::play and apply() reach the same state;
// - an action that is not in the list is refused and changes nothing (000/001: only the
//   listed decisions are legal; game.h: "Illegal actions change nothing");
// - the occupancy tables (unitOnHex, leaderOnHex) hold exactly the pieces on the board (a
//   leader moving or retreating is off the table until he stops).
#include <algorithm>

#include "fuzz_check.h"
#include "tricorne/play/game.h"
#include "tricorne/play/match.h"
#include "tricorne/validate/validate.h"

namespace {

void checkOccupancy(const tricorne::GameState& s) {
    using tricorne::board::contains;
    using tricorne::board::indexOf;
    for (std::size_t slot = 0; slot < s.unitOnHex.size(); ++slot) {
        const int u = s.unitOnHex[slot];
        if (u < 0) continue;
        FUZZ_CHECK(static_cast<std::size_t>(u) < s.units.size(), "unitOnHex names no unit");
        const auto& unit = s.units[static_cast<std::size_t>(u)];
        FUZZ_CHECK(unit.alive() && !unit.exited && contains(unit.hex) && static_cast<std::size_t>(indexOf(unit.hex)) == slot,
                   "unitOnHex holds a unit that is not on that hex");
    }
    for (std::size_t u = 0; u < s.units.size(); ++u) {
        const auto& unit = s.units[u];
        if (!unit.alive() || unit.exited || !contains(unit.hex)) continue;
        FUZZ_CHECK(s.unitOnHex[static_cast<std::size_t>(indexOf(unit.hex))] == static_cast<int>(u), "a unit on the board is not in unitOnHex");
    }
    for (std::size_t slot = 0; slot < s.leaderOnHex.size(); ++slot) {
        const int l = s.leaderOnHex[slot];
        if (l < 0) continue;
        FUZZ_CHECK(static_cast<std::size_t>(l) < s.leaders.size(), "leaderOnHex names no leader");
        const auto& leader = s.leaders[static_cast<std::size_t>(l)];
        FUZZ_CHECK(leader.onBoard() && contains(leader.hex) && static_cast<std::size_t>(indexOf(leader.hex)) == slot,
                   "leaderOnHex holds a leader who is not on that hex");
    }
    // A leader the rules are moving or retreating travels off the table (game.cpp: he may pass
    // through friends) and is put back where he stops; every other one is on it.
    auto travelling = [&](std::size_t l) {
        if (s.moving && !s.moving->piece.isUnit() && s.moving->piece.index == static_cast<int>(l)) return true;
        return std::any_of(s.tasks.begin(), s.tasks.end(), [&](const tricorne::Task& t) {
            const auto* retreat = t.find<tricorne::task::LeaderRetreatChoice>();
            return retreat && retreat->leader == static_cast<int>(l) && retreat->hexesTaken > 0;
        });
    };
    for (std::size_t l = 0; l < s.leaders.size(); ++l) {
        const auto& leader = s.leaders[l];
        if (!leader.onBoard() || !contains(leader.hex) || travelling(l)) continue;
        FUZZ_CHECK(s.leaderOnHex[static_cast<std::size_t>(indexOf(leader.hex))] == static_cast<int>(l), "a leader on the board is not in leaderOnHex");
    }
}

/// An action close to `legal` that may not be legal: another hex, index, piece or kind.
tricorne::Action perturbed(tricorne::Action a, std::uint32_t r) {
    switch (r % 5) {
        case 0: a.hex = tricorne::Hex{a.hex.q + 1 + static_cast<int>(r % 7), a.hex.r}; break;
        case 1: a.index = static_cast<std::int8_t>(a.index + 1 + static_cast<int>(r % 3)); break;
        case 2: a.piece.index = static_cast<std::int16_t>(a.piece.index + 1); break;
        case 3: a.kind = static_cast<tricorne::ActionKind>((static_cast<int>(a.kind) + 1 + static_cast<int>(r % 7)) %
                                                            (static_cast<int>(tricorne::ActionKind::ShipFire) + 1));
                break;
        default: a.hex2 = tricorne::Hex{100000, -100000}; break;
    }
    return a;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    auto read = fuzz::parse(data, size);
    if (!read.document) return 0;
    const auto load = tricorne::loadScenario(std::move(*read.document));
    if (!load.scenario || !load.system || tricorne::hasErrors(load.diagnostics)) return 0;
    const tricorne::Rules rules(*load.scenario, *load.system);

    std::uint64_t seed = 0xcbf29ce484222325ULL;  // FNV-1a of the input: the same bytes, the same game
    for (std::size_t i = 0; i < size; ++i) seed = (seed ^ data[i]) * 0x100000001b3ULL;
    tricorne::Pcg32 player(seed, 7);
    tricorne::Match match(rules, seed);
    checkOccupancy(match.state());
    for (int decision = 0; decision < 300 && !match.legal().empty(); ++decision) {
        const auto& legal = match.legal();
        FUZZ_CHECK(tricorne::legalActions(rules, match.state()) == legal, "the Match's list is not legalActions'");

        const tricorne::Action wrong = perturbed(legal[player.below(static_cast<std::uint32_t>(legal.size()))], player.next());
        if (std::find(legal.begin(), legal.end(), wrong) == legal.end()) {
            tricorne::GameState copy = match.state();
            FUZZ_CHECK(tricorne::apply(rules, copy, wrong) != tricorne::ActionError::None, "an action not in the list was taken");
            FUZZ_CHECK(copy == match.state(), "an illegal action changed the state");
        }

        const auto choice = player.below(static_cast<std::uint32_t>(legal.size()));
        tricorne::GameState viaApply = match.state();
        FUZZ_CHECK(tricorne::apply(rules, viaApply, legal[choice]) == tricorne::ActionError::None, "apply refused a listed action");
        FUZZ_CHECK(match.play(choice) == tricorne::ActionError::None, "the Match refused its own choice");
        FUZZ_CHECK(viaApply == match.state(), "Match::play and apply reach different states");
        checkOccupancy(match.state());
    }
    return 0;
}
