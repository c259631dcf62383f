// 002's retreats without rally checks and its cavalry breakthrough (FamilyRules::rallyChecks,
// breakthroughHexes; rules/family.h), played through legalActions/apply with forced dice on
// Tricorne's board and pieces: what 002 · RETREATS, Infantry Taking Ground, Cavalry
// Breakthrough and Cavalry Bonus Attack say, against Tricorne's readings where they differ.
#include <algorithm>

#include "play/game_fixtures.h"
#include "tricorne/io/game_log.h"
#include "tricorne/play/replay.h"
#include "tricorne/sim/bots.h"
#include "tricorne/text/action_text.h"

using namespace tricorne;
using namespace fixtures;

namespace {
constexpr Position kBottom = Position::Bottom;
constexpr Position kTop = Position::Top;

/// 002's readings of what these tests look at: no rally checks, the cavalry breakthrough of
/// `hexes`, the bonus attack for cavalry only.
FamilyRules napoleonics(int hexes = 1) {
    FamilyRules r;
    r.rallyChecks = false;
    r.breakthroughHexes = hexes;
    r.bonusMelee = BonusMeleeUnits::CavalryOnly;
    return r;
}

int countKind(const Rules& r, const GameState& s, ActionKind kind) {
    const auto legal = legalActions(r, s);
    return static_cast<int>(std::count_if(legal.begin(), legal.end(), [&](const Action& a) { return a.kind == kind; }));
}

bool anyTask(const GameState& s, TaskKind kind) {
    return std::any_of(s.tasks.begin(), s.tasks.end(), [&](const Task& t) { return t.kind() == kind; });
}

Action breakthroughTo(int col, int row) {
    Action a = toHex(ActionKind::Breakthrough, col, row);
    a.index = 1;
    return a;
}

/// The cavalry of the breakthrough tests: jac-horse (battle cavalry, 3 dice) on 6,6 destroys
/// the one-block gov-1 on 6,5 and takes ground there; `more` adds the pieces around.
template <typename More>
GameState tookGround(Battle& b, const FamilyRules& rules, More&& more) {
    b.familyRules(rules).unit("jac-horse", "jacobite", "battle-cavalry", 6, 6).unit("gov-1", "government", "regular", 6, 5, 1);
    more(b);
    auto s = b.combat(kBottom, {"jac-horse"});
    const auto& r = b.rules();
    force(s, "ICC");  // 2 + 1 full strength: the infantry symbol destroys gov-1
    REQUIRE(apply(r, s, battle(r, "jac-horse", 6, 5)) == ActionError::None);
    REQUIRE(apply(r, s, choice(ActionKind::TakeGround, 1)) == ActionError::None);
    REQUIRE(unitState(s, r, "jac-horse").hex == toAxial({6, 5}));
    return s;
}
}  // namespace

// --- 002 · RETREATS: no rally check -----------------------------------------------------------

TEST_CASE("a retreating unit retreats its hexes per flag and rolls no rally check where the system has none",
          "[family][002 · RETREATS][000 · RETREAT AND RALLY CHECKS]") {
    for (const bool rally : {true, false}) {
        INFO((rally ? "Tricorne" : "002"));
        Battle b;
        // gov-1 lowland: 2 hexes a flag (the unit type's retreatPerFlag, as in 002's militia).
        b.unit("jac-1", "jacobite", "regular", 6, 5).unit("gov-1", "government", "lowland", 6, 4);
        if (!rally) b.familyRules(napoleonics());
        auto s = b.combat(kBottom, {"jac-1"});
        const auto& r = b.rules();
        force(s, "FCC");  // 2 + 1 full strength: one flag, no hit
        force(s, "F");    // the next die: a rally check's first, when there is one
        REQUIRE(apply(r, s, battle(r, "jac-1", 6, 4)) == ActionError::None);
        REQUIRE(apply(r, s, toHex(ActionKind::RetreatTo, 6, 3)) == ActionError::None);
        CHECK(anyTask(s, TaskKind::RallyCheck) == rally);
        REQUIRE(hasAction(r, s, toHex(ActionKind::RetreatTo, 6, 2)));
        REQUIRE(apply(r, s, toHex(ActionKind::RetreatTo, 6, 2)) == ActionError::None);
        CHECK(unitState(s, r, "gov-1").hex == toAxial({6, 2}));
        CHECK(unitState(s, r, "gov-1").blocks == 4);
        // Tricorne's check rolls its dice (the forced flag first); 002's rolls none.
        CHECK(s.forcedDice.size() == (rally ? 0U : 1U));
        CHECK(decidingSide(r, s) == kBottom);  // jac-1 may take ground
        CHECK(hasAction(r, s, choice(ActionKind::TakeGround, 1)));
    }
}

TEST_CASE("a unit that cannot retreat loses a block per hex and rolls no rally check where the system has none",
          "[family][002 · RETREATS]") {
    Battle b;
    // gov-1 stands on its own baseline: no hex to retreat to.
    b.familyRules(napoleonics()).unit("jac-1", "jacobite", "regular", 6, 1).unit("gov-1", "government", "regular", 6, 0);
    auto s = b.combat(kBottom, {"jac-1"});
    const auto& r = b.rules();
    force(s, "FFC");  // two flags: two hexes it cannot take
    force(s, "F");
    REQUIRE(apply(r, s, battle(r, "jac-1", 6, 0)) == ActionError::None);
    CHECK(unitState(s, r, "gov-1").blocks == 2);
    CHECK(unitState(s, r, "gov-1").hex == toAxial({6, 0}));
    CHECK(s.forcedDice.size() == 1);  // no die for a rally
    // Still in its hex with blocks left: it may battle back (002 · Defending Unit's Battle Back).
    CHECK(decidingSide(r, s) == kTop);
    CHECK(hasAction(r, s, choice(ActionKind::BattleBack, 1)));
}

TEST_CASE("a unit whose leader falls makes no rally check where the system has none", "[family][002 · RETREATS]") {
    Battle b;
    b.familyRules(napoleonics()).unit("jac-1", "jacobite", "regular", 6, 5).unit("gov-1", "government", "regular", 6, 4)
        .leader("cope", "government", 6, 4).unit("gov-2", "government", "regular", 7, 4);
    auto s = b.combat(kBottom, {"jac-1"});
    const auto& r = b.rules();
    force(s, "ICC");  // one hit on gov-1: its leader's casualty check follows
    force(s, "SS");   // two sabers: he falls
    force(s, "F");
    REQUIRE(apply(r, s, battle(r, "jac-1", 6, 4)) == ActionError::None);
    CHECK_FALSE(s.leaders[static_cast<std::size_t>(leaderIndex(r, "cope"))].alive);
    CHECK_FALSE(anyTask(s, TaskKind::RallyCheck));
    CHECK_FALSE(anyTask(s, TaskKind::LeaderLossRally));
    CHECK(s.forcedDice.size() == 1);  // neither gov-1 nor gov-2 rolled
    CHECK(unitState(s, r, "gov-1").alive());
    CHECK(unitState(s, r, "gov-2").alive());
}

// --- 002 · Cavalry Breakthrough -----------------------------------------------------------------

TEST_CASE("cavalry that took ground may move one more hex, then bonus attack another unit, and no more after it",
          "[family][002 · Cavalry Breakthrough][002 · Cavalry Bonus Attack]") {
    Battle b;
    // gov-2 stands two hexes beyond the vacated hex: only the breakthrough brings it in reach.
    auto s = tookGround(b, napoleonics(), [](Battle& more) { more.unit("gov-2", "government", "regular", 6, 3, 1); });
    const auto& r = b.rules();
    // The breakthrough comes first: any free hex next to the vacated one, back to 6,6 included.
    CHECK(countKind(r, s, ActionKind::BonusMelee) == 0);
    CHECK(hasAction(r, s, breakthroughTo(6, 4)));
    CHECK(hasAction(r, s, breakthroughTo(6, 6)));
    CHECK(hasAction(r, s, choice(ActionKind::Breakthrough, 0)));
    CHECK(countKind(r, s, ActionKind::Breakthrough) == 7);  // its six free neighbours and stopping
    CHECK(describeDecision(r, s).find("may move 1 more hex, or stop here") != std::string::npos);
    CHECK(describeAction(r, s, breakthroughTo(6, 4)).find("breaks through to 6,4") != std::string::npos);
    CHECK(describeAction(r, s, choice(ActionKind::Breakthrough, 0)).find("ends its breakthrough here") != std::string::npos);
    REQUIRE(apply(r, s, breakthroughTo(6, 4)) == ActionError::None);
    CHECK(unitState(s, r, "jac-horse").hex == toAxial({6, 4}));
    // One hex only: the bonus attack is next, on a unit the first melee never touched.
    CHECK(countKind(r, s, ActionKind::Breakthrough) == 0);
    REQUIRE(hasAction(r, s, toHex(ActionKind::BonusMelee, 6, 3)));
    force(s, "ICC");
    REQUIRE(apply(r, s, toHex(ActionKind::BonusMelee, 6, 3)) == ActionError::None);
    CHECK_FALSE(unitState(s, r, "gov-2").alive());
    // After the bonus attack's success it may take the vacated hex, and nothing more.
    REQUIRE(apply(r, s, choice(ActionKind::TakeGround, 1)) == ActionError::None);
    CHECK(unitState(s, r, "jac-horse").hex == toAxial({6, 3}));
    CHECK(s.tasks.empty());
    CHECK(countKind(r, s, ActionKind::Breakthrough) == 0);
    CHECK(countKind(r, s, ActionKind::BonusMelee) == 0);
}

TEST_CASE("cavalry on breakthrough may stay on the vacated hex and bonus attack from there",
          "[family][002 · Cavalry Breakthrough][002 · Cavalry Bonus Attack]") {
    Battle b;
    auto s = tookGround(b, napoleonics(), [](Battle& more) { more.unit("gov-2", "government", "regular", 7, 4); });
    const auto& r = b.rules();
    REQUIRE(apply(r, s, choice(ActionKind::Breakthrough, 0)) == ActionError::None);
    CHECK(unitState(s, r, "jac-horse").hex == toAxial({6, 5}));
    CHECK(hasAction(r, s, toHex(ActionKind::BonusMelee, 7, 4)));
    CHECK(hasAction(r, s, choice(ActionKind::SkipBonusMelee)));
}

TEST_CASE("cavalry on breakthrough may return to its original hex and bonus attack from there, but not without taking ground",
          "[family][002 · Cavalry Breakthrough][002 · Cavalry Bonus Attack]") {
    {
        Battle b;
        // gov-2 is next to the hex the cavalry attacked from, not to the vacated one.
        auto s = tookGround(b, napoleonics(), [](Battle& more) { more.unit("gov-2", "government", "regular", 5, 6); });
        const auto& r = b.rules();
        CHECK(countKind(r, s, ActionKind::BonusMelee) == 0);
        REQUIRE(apply(r, s, breakthroughTo(6, 6)) == ActionError::None);
        CHECK(unitState(s, r, "jac-horse").hex == toAxial({6, 6}));
        CHECK(hasAction(r, s, toHex(ActionKind::BonusMelee, 5, 6)));
    }
    // "If a cavalry unit does not move onto the vacant hex, it forfeits the opportunity to make
    // a Bonus Attack, even if it is adjacent to other enemy units."
    Battle b;
    b.familyRules(napoleonics()).unit("jac-horse", "jacobite", "battle-cavalry", 6, 6).unit("gov-1", "government", "regular", 6, 5, 1)
        .unit("gov-2", "government", "regular", 5, 6);
    auto s = b.combat(kBottom, {"jac-horse"});
    const auto& r = b.rules();
    force(s, "ICC");
    REQUIRE(apply(r, s, battle(r, "jac-horse", 6, 5)) == ActionError::None);
    REQUIRE(apply(r, s, choice(ActionKind::TakeGround, 0)) == ActionError::None);
    CHECK(s.tasks.empty());
    CHECK(countKind(r, s, ActionKind::Breakthrough) == 0);
    CHECK(countKind(r, s, ActionKind::BonusMelee) == 0);
}

TEST_CASE("terrain that stops a move stops the breakthrough", "[family][002 · Cavalry Breakthrough]") {
    SECTION("the vacated hex: no hex more") {
        Battle b;
        auto s = tookGround(b, napoleonics(), [](Battle& more) { more.terrain("forest", 6, 5); });
        const auto& r = b.rules();
        CHECK(countKind(r, s, ActionKind::Breakthrough) == 0);
        CHECK_FALSE(anyTask(s, TaskKind::BreakthroughChoice));
    }
    SECTION("the hex it moves on to: it stops there, hexes left or not") {
        Battle b;
        auto s = tookGround(b, napoleonics(2), [](Battle& more) { more.terrain("forest", 6, 4); });
        const auto& r = b.rules();
        REQUIRE(apply(r, s, breakthroughTo(6, 4)) == ActionError::None);
        CHECK(unitState(s, r, "jac-horse").hex == toAxial({6, 4}));
        CHECK(countKind(r, s, ActionKind::Breakthrough) == 0);
    }
    SECTION("clear ground: a second hex where the system gives two") {
        Battle b;
        auto s = tookGround(b, napoleonics(2), [](Battle&) {});
        const auto& r = b.rules();
        REQUIRE(apply(r, s, breakthroughTo(6, 4)) == ActionError::None);
        CHECK(describeDecision(r, s).find("1 more hex") != std::string::npos);
        REQUIRE(apply(r, s, breakthroughTo(6, 3)) == ActionError::None);
        CHECK(unitState(s, r, "jac-horse").hex == toAxial({6, 3}));
        CHECK(countKind(r, s, ActionKind::Breakthrough) == 0);
    }
    SECTION("units and impassable terrain are never entered") {
        Battle b;
        auto s = tookGround(b, napoleonics(), [](Battle& more) {
            more.unit("jac-2", "jacobite", "regular", 6, 4).unit("gov-2", "government", "regular", 7, 4);
        });
        const auto& r = b.rules();
        CHECK_FALSE(hasAction(r, s, breakthroughTo(6, 4)));
        CHECK_FALSE(hasAction(r, s, breakthroughTo(7, 4)));
        CHECK(hasAction(r, s, breakthroughTo(5, 5)));
    }
}

TEST_CASE("infantry takes ground without the breakthrough's extra hex", "[family][002 · Infantry Taking Ground][002 · Cavalry Breakthrough]") {
    Battle b;
    b.familyRules(napoleonics()).unit("jac-1", "jacobite", "regular", 6, 6).unit("gov-1", "government", "regular", 6, 5, 1)
        .unit("gov-2", "government", "regular", 7, 4);
    auto s = b.combat(kBottom, {"jac-1"});
    const auto& r = b.rules();
    force(s, "ICC");
    REQUIRE(apply(r, s, battle(r, "jac-1", 6, 5)) == ActionError::None);
    REQUIRE(apply(r, s, choice(ActionKind::TakeGround, 1)) == ActionError::None);
    CHECK(unitState(s, r, "jac-1").hex == toAxial({6, 5}));
    CHECK(s.tasks.empty());  // no extra hex, and no bonus attack for infantry
    CHECK(countKind(r, s, ActionKind::Breakthrough) == 0);
}

TEST_CASE("no breakthrough after ranged combat, for artillery or in a battle back", "[family][002 · Cavalry Breakthrough]") {
    SECTION("ranged combat: no ground taken") {
        Battle b;
        b.familyRules(napoleonics()).unit("jac-1", "jacobite", "regular", 6, 7).unit("gov-1", "government", "regular", 6, 5, 1);
        auto s = b.combat(kBottom, {"jac-1"});
        const auto& r = b.rules();
        force(s, "ICC");
        REQUIRE(apply(r, s, battle(r, "jac-1", 6, 5)) == ActionError::None);
        CHECK_FALSE(unitState(s, r, "gov-1").alive());
        CHECK(s.tasks.empty());
        CHECK(countKind(r, s, ActionKind::TakeGround) == 0);
    }
    SECTION("artillery in melee: no ground taken") {
        Battle b;
        b.familyRules(napoleonics()).unit("jac-guns", "jacobite", "light-artillery", 6, 6).unit("gov-1", "government", "regular", 6, 5, 1);
        auto s = b.combat(kBottom, {"jac-guns"});
        const auto& r = b.rules();
        force(s, "ICC");
        REQUIRE(apply(r, s, battle(r, "jac-guns", 6, 5)) == ActionError::None);
        CHECK_FALSE(unitState(s, r, "gov-1").alive());
        CHECK(s.tasks.empty());
        CHECK(countKind(r, s, ActionKind::TakeGround) == 0);
    }
    SECTION("cavalry battling back: no ground taken") {
        Battle b;
        // gov-1 attacks jac-horse, which stands, keeps its hex and battles back, forcing gov-1
        // out of its hex: the cavalry takes no ground and breaks through nowhere.
        b.familyRules(napoleonics()).unit("jac-horse", "jacobite", "battle-cavalry", 6, 6).unit("gov-1", "government", "regular", 6, 5);
        auto s = b.combat(kTop, {"gov-1"});
        const auto& r = b.rules();
        force(s, "IAI");  // nothing that hits cavalry, no flag
        REQUIRE(apply(r, s, battle(r, "gov-1", 6, 6)) == ActionError::None);
        if (hasAction(r, s, choice(ActionKind::RetireAndRally, 0))) REQUIRE(apply(r, s, choice(ActionKind::RetireAndRally, 0)) == ActionError::None);
        REQUIRE(hasAction(r, s, choice(ActionKind::BattleBack, 1)));
        force(s, "FAA");  // one flag: gov-1 retreats a hex
        REQUIRE(apply(r, s, choice(ActionKind::BattleBack, 1)) == ActionError::None);
        REQUIRE(apply(r, s, toHex(ActionKind::RetreatTo, 6, 4)) == ActionError::None);
        CHECK(s.unitAt(toAxial({6, 5})) < 0);
        CHECK(unitState(s, r, "jac-horse").hex == toAxial({6, 6}));
        CHECK(s.tasks.empty());
        CHECK(countKind(r, s, ActionKind::TakeGround) == 0);
        CHECK(countKind(r, s, ActionKind::Breakthrough) == 0);
    }
}

TEST_CASE("Tricorne's cavalry takes ground and goes straight to its bonus melee, no breakthrough",
          "[family][000 · Take Ground][000 · Bonus Melee]") {
    Battle b;
    auto s = tookGround(b, FamilyRules{}, [](Battle& more) { more.unit("gov-2", "government", "regular", 7, 4); });
    const auto& r = b.rules();
    CHECK(countKind(r, s, ActionKind::Breakthrough) == 0);
    CHECK(hasAction(r, s, toHex(ActionKind::BonusMelee, 7, 4)));
}

TEST_CASE("random and greedy games under 002's retreats and breakthrough end with a winner and replay exactly",
          "[family][002 · RETREATS][002 · Cavalry Breakthrough][conformance]") {
    // Culloden: cavalry on both sides. The system's copy plays 002's readings.
    const auto load = fixtures::load(fixtures::sourceDir() / "scenarios/culloden.tricorne.json");
    GameSystem system = *load.system;
    system.rules = napoleonics();
    const Rules rules(*load.scenario, system);
    int breakthroughs = 0;
    for (std::uint64_t seed = 0; seed < 30; ++seed) {
        const bool greedy = seed % 2 == 1;
        GameState s = startGame(rules, seed);
        GameLog log = beginLog(rules, s, seed);
        Pcg32 bot(seed, 7);
        int actions = 0;
        while (!s.winner) {
            INFO("seed " << seed << " action " << actions);
            REQUIRE_FALSE(anyTask(s, TaskKind::RallyCheck));
            REQUIRE_FALSE(anyTask(s, TaskKind::LeaderLossRally));
            const Action action = greedy ? greedyAction(rules, s, bot) : randomAction(rules, s, bot);
            breakthroughs += action.kind == ActionKind::Breakthrough && action.index == 1;
            REQUIRE(applyAndLog(rules, s, log, action) == ActionError::None);
            REQUIRE(++actions < 20000);
        }
        const auto replay = replayLog(rules, log);
        INFO(replay.message);
        REQUIRE(replay.ok);
        REQUIRE(replay.final == s);
    }
    CHECK(breakthroughs > 0);  // the games broke through, so they say something about it
}
