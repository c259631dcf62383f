// The conformance run of the rules issue: seeded random games on every shipped battle,
// through legalActions/apply only, with invariants checked after every action, and every
// game's log replayed with identical hashes (docs/design/quality.md; OpenSpiel's basic tests).
#include <array>
#include <set>

#include "play/game_fixtures.h"
#include "tricorne/play/game.h"
#include "tricorne/play/replay.h"
#include "tricorne/rules/attack.h"
#include "tricorne/sim/bots.h"
#include "tricorne/io/game_log.h"
#include "tricorne/rules/los.h"

using namespace tricorne;

namespace {

#ifdef TRICORNE_SANITIZED_BUILD
// With ASan and UBSan a game costs ~10 times as much: 25 battles × 200 games took over 20
// minutes of CI's 90. 40 games a battle still walk every battle's rules under the sanitizers,
// and 3 seeds a battle of the quick verdicts compare every attack kind there (10 took 74 s).
constexpr int kGamesPerScenario = 40;
constexpr std::uint64_t kVerdictSeeds = 3;
#else
constexpr int kGamesPerScenario = 200;
constexpr std::uint64_t kVerdictSeeds = 10;
#endif
constexpr int kMaxActions = 20000;  ///< a bound, not a rule: a game that runs past it fails the test

/// Banners a side has won for good: its total less what objectives lend it now (temporary
/// and majority objectives give and take back; 000 · OBJECTIVE VICTORY BANNERS).
BySide<int> bannersForGood(const GameState& s) {
    BySide<int> out = s.banners;
    for (const ObjectiveState& o : s.objectives)
        for (Position p : kPositions) out[p] -= o.held[p];
    return out;
}

/// Where a game stands, named in a failure: the battle, the seed, the action, and the unit
/// when one is being judged.
struct Where {
    const std::filesystem::path& path;
    std::uint64_t seed = 0;
    int action = 0;
    int unit = -1;
};

std::ostream& operator<<(std::ostream& out, const Where& w) {
    out << w.path.filename().string() << " seed " << w.seed << " action " << w.action;
    if (w.unit >= 0) out << " unit " << w.unit;
    return out;
}

// Checked after every action of thousands of games: Catch2's REQUIRE records every passing
// assertion and INFO formats its message up front, which took more time than the games, so an
// invariant reaches Catch only when it fails, naming where.
#define INVARIANT(condition)                                 \
    do {                                                     \
        if (!(condition)) FAIL(where << ": " #condition);    \
    } while (false)

void checkInvariants(const Rules& r, const GameState& s, const BySide<int>& bannersBefore, const Where& where) {
    std::set<Hex> unitHexes, leaderHexes;
    for (int u = 0; u < r.unitCount(); ++u) {
        const UnitState& unit = s.units[static_cast<std::size_t>(u)];
        INVARIANT(unit.blocks >= 0);
        INVARIANT(unit.blocks <= r.unitType(u).blocks);
        if (!unit.alive()) continue;
        INVARIANT(board::contains(unit.hex));
        INVARIANT(unitHexes.insert(unit.hex).second);  // never two units in a hex
        INVARIANT(s.unitAt(unit.hex) == u);
    }
    for (int l = 0; l < r.leaderCount(); ++l) {
        const LeaderState& leader = s.leaders[static_cast<std::size_t>(l)];
        if (!leader.onBoard()) continue;
        // A moving or retreating leader travels off the tables until he stops.
        const auto* retreat = s.tasks.empty() ? nullptr : s.tasks.back().find<task::LeaderRetreatChoice>();
        const bool travelling = (retreat && retreat->leader == l) ||
                                (s.moving && s.moving->piece == PieceRef::leader(l));
        if (travelling) continue;
        INVARIANT(board::contains(leader.hex));
        INVARIANT(leaderHexes.insert(leader.hex).second);
        INVARIANT(s.leaderAt(leader.hex) == l);
        const int u = s.unitAt(leader.hex);
        if (u < 0) continue;
        INVARIANT(r.unitSide(u) == r.leaderSide(l));
        // 000 · CLAN CHIEF & CHIEF OFFICER MARKERS: "A leader may not attach to a unit that has a
        // Chief marker" (by move, retreat or a unit joining him).
        INVARIANT(!s.units[static_cast<std::size_t>(u)].chief);
    }
    for (Hex h : board::allHexes()) {
        if (const int u = s.unitAt(h); u >= 0) INVARIANT(s.units[static_cast<std::size_t>(u)].hex == h);
    }
    // Banners won for good only grow; objectives' banners come and go with the hexes.
    const auto forGood = bannersForGood(s);
    INVARIANT(forGood[Position::Bottom] >= bannersBefore[Position::Bottom]);
    INVARIANT(forGood[Position::Top] >= bannersBefore[Position::Top]);
    INVARIANT(s.banners[Position::Bottom] >= 0);
    INVARIANT(s.banners[Position::Top] >= 0);
    // A win on banners has them all (sudden death and immediate victory do not need them).
    if (s.winner && s.endReason == EndReason::Banners) INVARIANT(s.bannersOf(*s.winner) >= r.scenario().victoryBanners);
    if (s.winner) INVARIANT(s.endReason != EndReason::None);
}

/// Plays `games` seeded games of `path` through legalActions/apply, the bottom side choosing
/// with `bots[0]` and the top with `bots[1]` (swapped in odd games when `alternate`), checking
/// the invariants after every action, that each game ends within kMaxActions, and that its log
/// replays to the same state.
void playGames(const std::filesystem::path& path, int games, std::array<BotKind, 2> bots, bool alternate) {
    auto load = loadScenarioFile(path);
    REQUIRE(load.scenario.has_value());
    const Rules rules(*load.scenario, *load.system);
    int longest = 0;
    for (int game = 0; game < games; ++game) {
        const auto seed = static_cast<std::uint64_t>(game);
        GameState s = startGame(rules, seed);
        GameLog log = beginLog(rules, s, seed);
        Pcg32 bot(seed, 99);
        const bool swapped = alternate && game % 2 == 1;
        Where where{path, seed, 0};
        while (!s.winner) {
            INVARIANT(!legalActions(rules, s).empty());
            const auto before = bannersForGood(s);
            const bool bottom = decidingSide(rules, s) == Position::Bottom;
            const Action chosen = chooseAction(bots[(bottom != swapped) ? 0 : 1], rules, s, bot);
            INVARIANT(applyAndLog(rules, s, log, chosen) == ActionError::None);
            checkInvariants(rules, s, before, where);
            INVARIANT(++where.action < kMaxActions);
        }
        longest = std::max(longest, where.action);
        const auto replay = replayLog(rules, log);
        INFO(replay.message);
        REQUIRE(replay.ok);
        REQUIRE(replay.final == s);
    }
    WARN(path.filename().string() << ": " << games << " games, longest " << longest << " actions");
}

void playRandomGames(const std::filesystem::path& path) {
    playGames(path, kGamesPerScenario, {BotKind::Random, BotKind::Random}, false);
}

}  // namespace

TEST_CASE("random games on every shipped battle keep the invariants, end with a winner and replay exactly", "[conformance][games]") {
    const auto files = fixtures::filesUnder("scenarios", ".tricorne.json");
    REQUIRE_FALSE(files.empty());
    for (const auto& path : files) playRandomGames(path);
}

TEST_CASE("greedy games on every shipped battle against greedy and against random from either side keep the invariants and end with a winner and replay exactly", "[conformance][games]") {
    // Every battle ends within bounds with both bot pairings. Greedy games are the
    // ones balance figures come from: short, purposeful, and through other rules than random
    // play reaches (assaults pressed home, objectives taken and held).
    const auto files = fixtures::filesUnder("scenarios", ".tricorne.json");
    REQUIRE(files.size() == 25);
    for (const auto& path : files) {
        playGames(path, 10, {BotKind::Greedy, BotKind::Greedy}, false);
        playGames(path, 10, {BotKind::Greedy, BotKind::Random}, true);
    }
}

TEST_CASE("random games on the starter templates keep the invariants too", "[conformance][games]") {
    // The starters are where new designers begin; the blank templates hold no units to play.
    int played = 0;
    for (const auto& path : fixtures::filesUnder("templates/scenarios", ".tricorne.json")) {
        if (path.filename().string().rfind("starter-", 0) != 0) continue;
        playRandomGames(path);
        ++played;
    }
    REQUIRE(played >= 2);
}

TEST_CASE("the rules' quick verdicts on attacks and sight agree with the explained ones", "[conformance][games][000 · Phase 4. Combat]") {
    // attackVerdict, attackAllowed and lineIsClear skip writing reasons, allowedAttackDice
    // skips the checks of an attack known to be allowed; they must never decide otherwise,
    // nor count other dice.
    long compared = 0;
    for (const auto& path : fixtures::filesUnder("scenarios", ".tricorne.json")) {
        auto load = loadScenarioFile(path);
        REQUIRE(load.scenario.has_value());
        const Rules rules(*load.scenario, *load.system);
        for (std::uint64_t seed = 0; seed < kVerdictSeeds; ++seed) {
            GameState s = startGame(rules, seed);
            Pcg32 bot(seed, 99);
            Where where{path, seed, 0};
            for (; !s.winner && where.action < 3000; ++where.action) {
                if (where.action % 25 == 0) {
                    for (int u = 0; u < rules.unitCount(); ++u) {
                        if (!s.units[static_cast<std::size_t>(u)].alive()) continue;
                        const Hex from = s.units[static_cast<std::size_t>(u)].hex;
                        for (Hex h : board::allHexes()) {
                            if (distance(from, h) > 4) continue;
                            where.unit = u;
                            const AttackAssessment explained = assessAttack(rules, s, u, h), quick = attackVerdict(rules, s, u, h);
                            INVARIANT(attackAllowed(rules, s, u, h) == explained.allowed);
                            INVARIANT(quick.allowed == explained.allowed);
                            INVARIANT(quick.dice == explained.dice);
                            INVARIANT(quick.baseDice == explained.baseDice);
                            INVARIANT(quick.melee == explained.melee);
                            INVARIANT(lineIsClear(rules, s, from, h) == lineOfSight(rules, s, from, h).clear);
                            // The bots count the dice of listed attacks without checking again.
                            if (explained.allowed) INVARIANT(allowedAttackDice(rules, s, u, h) == explained.dice);
                            AttackContext bonus;
                            bonus.bonusMelee = true;
                            if (const AttackAssessment b = attackVerdict(rules, s, u, h, bonus); b.allowed)
                                INVARIANT(allowedAttackDice(rules, s, u, h, bonus) == b.dice);
                            ++compared;
                        }
                    }
                    where.unit = -1;
                }
                INVARIANT(apply(rules, s, randomAction(rules, s, bot)) == ActionError::None);
            }
        }
    }
    CHECK(compared > 10000);
}
