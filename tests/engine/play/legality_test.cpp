// One definition of legality (game.h): apply() takes an action exactly when legalActions
// offers it, and refuses anything else without changing the state. Over seeded random games on
// every battle and starter, each offered action and its near misses (another hex, another
// slot, another piece, another kind) go through apply on a copy of the state.
#include "play/game_fixtures.h"
#include "tricorne/sim/bots.h"

using namespace tricorne;

namespace {

#ifdef TRICORNE_SANITIZED_BUILD
// Under ASan and UBSan a try costs some 25 times as much (159 s of the sanitized suite's CPU for
// three games a file); one game a file still takes every kind of decision through apply there.
constexpr int kGamesPerFile = 1;
#else
constexpr int kGamesPerFile = 3;
#endif
constexpr int kEveryNthDecision = 5;  // the near misses of every decision would take minutes

/// Actions that differ from `a` in one field.
std::vector<Action> nearMisses(const Rules& rules, const Action& a) {
    std::vector<Action> out;
    for (Side side : kAllSides) {
        Action m = a;
        m.hex = neighbour(a.hex, side);
        out.push_back(m);
        m = a;
        m.hex2 = neighbour(a.hex2, side);
        out.push_back(m);
    }
    for (int delta : {-1, 1}) {
        Action m = a;
        m.index = static_cast<std::int8_t>(a.index + delta);
        out.push_back(m);
        m = a;
        m.piece.index = static_cast<std::int16_t>(a.piece.index + delta);
        out.push_back(m);
    }
    Action m = a;
    m.piece.kind = a.piece.isUnit() ? PieceRef::Kind::Leader : PieceRef::Kind::Unit;
    out.push_back(m);
    m = a;
    m.piece.index = static_cast<std::int16_t>(rules.unitCount() + rules.leaderCount());  // no such piece
    out.push_back(m);
    for (auto kind : {ActionKind::Battle, ActionKind::Order, ActionKind::StartMove, ActionKind::Step, ActionKind::RepositionLeader,
                      ActionKind::CannonadeFire, ActionKind::EndCombat}) {
        m = a;
        m.kind = kind;
        out.push_back(m);
    }
    return out;
}

void checkDecision(const Rules& rules, const GameState& s, const std::vector<Action>& legal) {
    for (const Action& offered : legal) {
        std::vector<Action> tried = nearMisses(rules, offered);
        tried.push_back(offered);
        for (const Action& a : tried) {
            const bool listed = std::find(legal.begin(), legal.end(), a) != legal.end();
            GameState copy = s;
            const ActionError e = apply(rules, copy, a);
            // Catch2 hears of a try only when it fails: its INFO and REQUIREs cost three times
            // what apply does on the tries that pass.
            if ((e == ActionError::None) == listed && (listed || (e == ActionError::NotLegal && copy == s))) continue;
            INFO("kind " << static_cast<int>(a.kind) << " piece " << static_cast<int>(a.piece.kind) << ":" << a.piece.index << " hex "
                         << a.hex.q << "," << a.hex.r << " hex2 " << a.hex2.q << "," << a.hex2.r << " index " << static_cast<int>(a.index));
            REQUIRE((e == ActionError::None) == listed);
            REQUIRE(e == ActionError::NotLegal);
            REQUIRE(copy == s);
        }
    }
}

}  // namespace

TEST_CASE("apply takes exactly the actions legalActions offers, and refuses the rest changing nothing", "[game][legality]") {
    auto files = fixtures::filesUnder("scenarios", ".tricorne.json");
    for (const auto& path : fixtures::filesUnder("templates/scenarios", ".tricorne.json"))
        if (path.filename().string().rfind("starter-", 0) == 0) files.push_back(path);
    long decisions = 0;
    for (const auto& path : files) {
        const auto load = fixtures::load(path);
        const Rules rules(*load.scenario, *load.system);
        for (int game = 0; game < kGamesPerFile; ++game) {
            const auto seed = static_cast<std::uint64_t>(game);
            GameState s = startGame(rules, seed);
            Pcg32 bot(seed, 11);
            for (int actions = 0; !s.winner && actions < 20000; ++actions) {
                INFO(path.filename().string() << " seed " << seed << " action " << actions);
                const auto legal = legalActions(rules, s);
                if (actions % kEveryNthDecision == 0) {
                    checkDecision(rules, s, legal);
                    ++decisions;
                }
                REQUIRE(apply(rules, s, legal[bot.below(static_cast<std::uint32_t>(legal.size()))]) == ActionError::None);
            }
        }
    }
    CHECK(decisions > 1000);
}
