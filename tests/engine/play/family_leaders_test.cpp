// The leaders' rules of seed 002 the family plays (FamilyRules::Leaders, rules/family.h):
// a retreating leader's escape through any enemy on his path, escape after escape (002 ·
// Leader Escape), and the casualty check for blocks lost to a retreat that cannot be completed,
// once per combat roll (002 · LEADER CASUALTY CHECK), through legalActions/apply with forced
// dice, with the excerpt's worked examples. Tricorne's readings (000 · Lone Leader Escape,
// Leader Casualty Check Special Situation) are the contrast; their own tests are
// rules_flow_test.cpp and movement_test.cpp.
//
// The bottom side (Jacobite) retreats toward higher rows: from an even row's hex (c, r) to
// (c-1, r+1) and (c, r+1); from an odd row's to (c, r+1) and (c+1, r+1).
#include <algorithm>

#include "play/game_fixtures.h"
#include "tricorne/io/game_log.h"
#include "tricorne/play/explain.h"
#include "tricorne/play/replay.h"
#include "tricorne/rules/attack.h"
#include "tricorne/sim/bots.h"
#include "tricorne/text/action_text.h"

using namespace tricorne;
using namespace fixtures;

namespace {
constexpr Position kTop = Position::Top;

/// 002's leader rules over Tricorne's others.
FamilyRules napoleonicLeaders() {
    FamilyRules r;
    r.leaders.escape = LeaderEscape::AnyEnemyOnPath;
    r.leaders.checkOnRetreatLosses = true;
    return r;
}

/// A test system's Government cavalry with the dice of 002 · Leader Escape's examples under
/// Tricorne's dice chart: light cavalry of three blocks at full strength, its 2 melee dice and
/// the full-strength die making 3 (example 1: "the three dice the Light cavalry unit would
/// roll"); heavy cavalry of three blocks with 3 melee dice, 4 at full strength (example 2:
/// "heavy cavalry melees with 1 extra die").
void napoleonicCavalry(GameSystem& system) {
    for (Army& army : system.armies) {
        if (army.id != "government") continue;
        UnitType heavy = *army.unitType("battle-cavalry");
        heavy.id = "heavy-cavalry";
        heavy.name = "Heavy Cavalry";
        heavy.blocks = 3;
        heavy.dice = {3};
        heavy.source = "002 · Leader Escape, example 2 (a test type)";
        for (UnitType& type : army.unitTypes)
            if (type.id == "light-cavalry") type.blocks = 3;
        army.unitTypes.push_back(heavy);
    }
}

/// The checks announced while it lives (ObserveChecks), in order.
struct Checks {
    std::vector<CheckExplanation> seen;
    ObserveChecks observe{[](void* self, const CheckExplanation& c) { static_cast<Checks*>(self)->seen.push_back(c); }, this};

    std::vector<int> dice(CheckExplanation::Kind kind) const {
        std::vector<int> out;
        for (const auto& c : seen)
            if (c.kind == kind) out.push_back(c.dice.value);
        return out;
    }
};

bool leaderRetreatPending(const GameState& s) {
    return !s.tasks.empty() && s.tasks.back().kind() == TaskKind::LeaderRetreatChoice;
}

std::vector<Action> leaderOptions(const Rules& r, const GameState& s) {
    REQUIRE(leaderRetreatPending(s));
    return legalActions(r, s);
}
}  // namespace

// --- 002 · Leader Escape ----------------------------------------------------------------------

TEST_CASE("leader escape, example 1: between two enemy units he picks the one with fewer dice, escapes and moves on",
          "[family][002 · Leader Escape]") {
    // "An enemy Line Infantry unit (with two blocks) and a Light Cavalry unit (with three blocks)
    // occupy the two hexes behind a lone leader who must retreat. The hexes behind these two
    // enemy units are vacant."
    Battle b;
    b.withSystem(napoleonicCavalry)
        .familyRules(napoleonicLeaders())
        .leader("dundee", "jacobite", 6, 6)
        .unit("gov-line", "government", "regular", 5, 7, 2)
        .unit("gov-light", "government", "light-cavalry", 6, 7, 3)
        .unit("gov-3", "government", "regular", 6, 5);
    auto s = b.combat(kTop, {"gov-3"});
    const auto& r = b.rules();
    REQUIRE(unitDice(r, s, unitIndex(r, "gov-line"), 1).total() == 2);
    REQUIRE(unitDice(r, s, unitIndex(r, "gov-light"), 1).total() == 3);
    force(s, "III");  // the melee on him: no saber, he must retreat
    REQUIRE(apply(r, s, battle(r, "gov-3", 6, 6)) == ActionError::None);
    const Action throughLine = toHex(ActionKind::LeaderRetreatTo, 5, 7);
    const Action throughLight = toHex(ActionKind::LeaderRetreatTo, 6, 7);
    CHECK(leaderOptions(r, s) == std::vector<Action>{throughLine, throughLight});
    CHECK(describeAction(r, s, throughLine).find("tries to escape through") != std::string::npos);
    // "The leader chooses to retreat through the hex with the two Line Infantry blocks because
    // the opposing player will roll only two dice instead of the three": so does the bot.
    CHECK(greedyScore(r, s, throughLine) > greedyScore(r, s, throughLight));

    // "The opposing player rolls two dice and gets one Infantry symbol and one Artillery symbol."
    Checks checks;
    force(s, "IA");
    REQUIRE(apply(r, s, throughLine) == ActionError::None);
    CHECK(s.forcedDice.empty());
    CHECK(checks.dice(CheckExplanation::Kind::LeaderEscape) == std::vector<int>{2});
    REQUIRE(s.leaders[0].alive);
    // "… the leader successfully escapes and finishes the Retreat after moving one or two more
    // hexes": not on the enemy's hex.
    CHECK_FALSE(hasAction(r, s, choice(ActionKind::LeaderStop)));
    REQUIRE(apply(r, s, toHex(ActionKind::LeaderRetreatTo, 5, 8)) == ActionError::None);
    REQUIRE(apply(r, s, choice(ActionKind::LeaderStop)) == ActionError::None);
    CHECK(s.leaderAt(toAxial({5, 8})) == 0);
    CHECK(s.bannersOf(kTop) == 0);
}

TEST_CASE("leader escape, example 2: he may stop on the vacant hex or go on through heavy cavalry onto a friendly unit",
          "[family][002 · Leader Escape]") {
    // "The hex behind a lone leader is vacant. The next hex is occupied by an enemy heavy cavalry
    // unit. A friendly unit without a leader occupies the hex behind the heavy cavalry unit."
    for (const bool napoleonic : {false, true}) {
        INFO((napoleonic ? "002" : "Tricorne"));
        Battle b;
        b.withSystem(napoleonicCavalry);
        if (napoleonic) b.familyRules(napoleonicLeaders());
        b.leader("dundee", "jacobite", 6, 6)
            .unit("gov-3", "government", "regular", 6, 5)
            .unit("gov-heavy", "government", "heavy-cavalry", 6, 8, 3)
            .unit("jac-1", "jacobite", "regular", 6, 9);
        auto s = b.combat(kTop, {"gov-3"});
        const auto& r = b.rules();
        REQUIRE(unitDice(r, s, unitIndex(r, "gov-heavy"), 1).total() == 4);
        force(s, "III");
        REQUIRE(apply(r, s, battle(r, "gov-3", 6, 6)) == ActionError::None);
        REQUIRE(apply(r, s, toHex(ActionKind::LeaderRetreatTo, 6, 7)) == ActionError::None);
        // "The leader could make a one hex Retreat onto the vacant hex, but elects to Retreat
        // three hexes" — Tricorne lets him through enemies only when every way is held.
        CHECK(hasAction(r, s, choice(ActionKind::LeaderStop)));
        CHECK(hasAction(r, s, toHex(ActionKind::LeaderRetreatTo, 7, 8)));
        CHECK(hasAction(r, s, toHex(ActionKind::LeaderRetreatTo, 6, 8)) == napoleonic);
        if (!napoleonic) continue;

        // "Upon entering the second hex containing the heavy cavalry unit, the Retreat move is
        // halted, and the opposing player rolls four dice …, obtaining two flags and two
        // infantry symbols."
        Checks checks;
        force(s, "FFII");
        REQUIRE(apply(r, s, toHex(ActionKind::LeaderRetreatTo, 6, 8)) == ActionError::None);
        CHECK(s.forcedDice.empty());
        CHECK(checks.dice(CheckExplanation::Kind::LeaderEscape) == std::vector<int>{4});
        REQUIRE(s.leaders[0].alive);
        CHECK_FALSE(hasAction(r, s, choice(ActionKind::LeaderStop)));  // not on the cavalry's hex
        // "… continues the Retreat move onto the third and final hex containing the friendly unit."
        REQUIRE(apply(r, s, toHex(ActionKind::LeaderRetreatTo, 6, 9)) == ActionError::None);
        CHECK_FALSE(leaderRetreatPending(s));
        CHECK(s.attachedLeader(unitIndex(r, "jac-1")) == 0);
        CHECK(s.bannersOf(kTop) == 0);
    }
}

TEST_CASE("leader escape, example 3: the first escape succeeds, the second rolls two sabers and he falls, a banner",
          "[family][002 · Leader Escape]") {
    // "The only available Retreat path has an enemy Infantry unit on the first hex and an enemy
    // light cavalry unit on the second hex": dundee on the board's left edge, the other hex
    // after the infantry a river.
    Battle b;
    b.withSystem(napoleonicCavalry)
        .familyRules(napoleonicLeaders())
        .terrain("river", 1, 8, "straight")
        .leader("dundee", "jacobite", 0, 6)
        .unit("gov-3", "government", "regular", 0, 5)
        .unit("gov-inf", "government", "regular", 0, 7, 2)
        .unit("gov-light", "government", "light-cavalry", 0, 8, 3);
    auto s = b.combat(kTop, {"gov-3"});
    const auto& r = b.rules();
    // "Only one saber is needed", even from light cavalry, whose sabers do not hit units.
    REQUIRE_FALSE(r.unitType(unitIndex(r, "gov-light")).saberHits);
    Checks checks;
    force(s, "III");  // the melee on him: no saber, he must retreat
    // "… rolls two dice for the infantry unit (it has only two blocks remaining), obtaining a
    // flag and a cavalry symbol. The escape succeeds, but the leader now must undergo another
    // escape attempt as the leader is moved onto the second hex."
    force(s, "FC");
    // "The opposing player rolls three dice for the cavalry unit, and obtains two sabers and one
    // flag."
    force(s, "SSF");
    // Each hex the only way on: the engine takes it without asking.
    REQUIRE(apply(r, s, battle(r, "gov-3", 0, 6)) == ActionError::None);
    CHECK(s.forcedDice.empty());
    REQUIRE(checks.seen.size() == 2);
    CHECK(checks.seen[0].kind == CheckExplanation::Kind::LeaderEscape);
    CHECK(checks.seen[0].hex == toAxial({0, 7}));
    CHECK(checks.seen[0].dice.value == 2);
    CHECK(checks.seen[1].kind == CheckExplanation::Kind::LeaderEscape);
    CHECK(checks.seen[1].hex == toAxial({0, 8}));
    CHECK(checks.seen[1].dice.value == 3);
    CHECK(describeCheck(r, checks.seen[1], {Face::Saber, Face::Saber, Face::Flag}).find("hit: eliminated") != std::string::npos);
    CHECK_FALSE(s.leaders[0].alive);
    CHECK_FALSE(s.leaders[0].offBoard);
    // "The opposing player earns one victory banner for the eliminated leader."
    CHECK(s.bannersOf(kTop) == 1);
}

TEST_CASE("leader escape: a third enemy-held hex on his retreat eliminates him, without a roll", "[family][002 · Leader Escape]") {
    // Every hex of every path held: he escapes twice and the third hex kills him.
    Battle b;
    b.familyRules(napoleonicLeaders()).leader("dundee", "jacobite", 6, 6).unit("gov-3", "government", "regular", 6, 5);
    b.unit("gov-a", "government", "regular", 5, 7, 2).unit("gov-b", "government", "regular", 6, 7, 2);    // his first hexes
    b.unit("gov-c", "government", "regular", 6, 8, 2).unit("gov-d", "government", "regular", 7, 8, 2);    // behind gov-b
    b.unit("gov-e", "government", "regular", 5, 9, 2).unit("gov-f", "government", "regular", 6, 9, 2);    // behind gov-c
    auto s = b.combat(kTop, {"gov-3"});
    const auto& r = b.rules();
    force(s, "III");
    REQUIRE(apply(r, s, battle(r, "gov-3", 6, 6)) == ActionError::None);
    Checks checks;
    force(s, "II");
    REQUIRE(apply(r, s, toHex(ActionKind::LeaderRetreatTo, 6, 7)) == ActionError::None);
    REQUIRE(s.leaders[0].alive);
    force(s, "II");
    REQUIRE(apply(r, s, toHex(ActionKind::LeaderRetreatTo, 6, 8)) == ActionError::None);
    // "Should the third hex also be occupied by an enemy unit, the leader is eliminated and the
    // opponent gains a Victory Banner."
    CHECK(checks.dice(CheckExplanation::Kind::LeaderEscape) == std::vector<int>{2, 2});
    CHECK_FALSE(leaderRetreatPending(s));
    CHECK_FALSE(s.leaders[0].alive);
    CHECK(s.bannersOf(kTop) == 1);

    // On a vacant second hex, enemy third hexes are no way on: he stops there.
    b.scenario().units.erase(std::remove_if(b.scenario().units.begin(), b.scenario().units.end(), [](const auto& u) { return u.id == "gov-d"; }),
                             b.scenario().units.end());
    b.unit("gov-g", "government", "regular", 7, 9, 2);  // 7,8's other hex behind
    const auto& r2 = b.rules();
    auto s2 = b.combat(kTop, {"gov-3"});
    force(s2, "III");
    REQUIRE(apply(r2, s2, battle(r2, "gov-3", 6, 6)) == ActionError::None);
    force(s2, "II");
    REQUIRE(apply(r2, s2, toHex(ActionKind::LeaderRetreatTo, 6, 7)) == ActionError::None);
    Checks second;
    REQUIRE(apply(r2, s2, toHex(ActionKind::LeaderRetreatTo, 7, 8)) == ActionError::None);
    CHECK(second.seen.empty());
    CHECK_FALSE(leaderRetreatPending(s2));
    CHECK(s2.leaderAt(toAxial({7, 8})) == 0);
}

// --- 002 · LEADER CASUALTY CHECK --------------------------------------------------------------

TEST_CASE("leader casualty check: one check per combat roll, even when the roll also costs retreat losses",
          "[family][002 · LEADER CASUALTY CHECK]") {
    // "… after the combat loss blocks are removed, there is a leader casualty check. If the unit
    // is also forced to retreat, but … cannot complete its entire retreat movement, the unit must
    // also lose additional blocks, another leader casualty check is not required."
    for (const int blocks : {4, 2}) {
        INFO(blocks << " blocks");
        Battle b;
        b.familyRules(napoleonicLeaders())
            .unit("jac-1", "jacobite", "regular", 6, 6, blocks)
            .leader("dundee", "jacobite", 6, 6)
            .unit("jac-2", "jacobite", "regular", 5, 7)  // its retreat hexes: held by friends
            .unit("jac-3", "jacobite", "regular", 6, 7)
            .unit("gov-3", "government", "regular", 6, 5);
        auto s = b.combat(kTop, {"gov-3"});
        const auto& r = b.rules();
        Checks checks;
        force(s, "IFA");  // a hit and a flag
        force(s, "SI");   // his check for the hit: one saber, he lives
        force(s, "FFFFFF");  // the unit's rally check after its retreat
        REQUIRE(apply(r, s, battle(r, "gov-3", 6, 6)) == ActionError::None);
        REQUIRE(apply(r, s, choice(ActionKind::IgnoreFlags, 0)) == ActionError::None);  // take the flag: it cannot retreat
        CHECK(checks.dice(CheckExplanation::Kind::LeaderCasualty) == std::vector<int>{2});
        REQUIRE(s.leaders[0].alive);
        if (blocks == 4) {
            CHECK(unitState(s, r, "jac-1").blocks == 2);
            CHECK(s.attachedLeader(unitIndex(r, "jac-1")) == 0);
        } else {
            // The retreat loss eliminates it: the same roll's check was his one; he retreats.
            CHECK_FALSE(unitState(s, r, "jac-1").alive());
            CHECK(leaderRetreatPending(s));
        }
    }
}

TEST_CASE("leader casualty check: blocks lost only to a retreat the unit cannot complete call for one check, 2 dice",
          "[family][002 · LEADER CASUALTY CHECK]") {
    // "A leader casualty check must be made when a unit loses a block from: … Failure to complete
    // a retreat move"; Tricorne's Special Situation has none.
    for (const bool napoleonic : {false, true}) {
        INFO((napoleonic ? "002" : "Tricorne"));
        Battle b;
        if (napoleonic) b.familyRules(napoleonicLeaders());
        b.unit("jac-1", "jacobite", "regular", 6, 6)
            .leader("dundee", "jacobite", 6, 6)
            .unit("jac-2", "jacobite", "regular", 5, 7)
            .unit("jac-3", "jacobite", "regular", 6, 7)
            .unit("gov-3", "government", "regular", 6, 5);
        auto s = b.combat(kTop, {"gov-3"});
        const auto& r = b.rules();
        Checks checks;
        force(s, "FAA");  // a flag, no hit: no check for the roll's hits
        REQUIRE(apply(r, s, battle(r, "gov-3", 6, 6)) == ActionError::None);
        CHECK(checks.dice(CheckExplanation::Kind::LeaderCasualty).empty());
        force(s, "SS");           // his check, if he makes one: two sabers kill him
        force(s, "FFFFFFFFFFFF");  // the rally checks that follow rally
        REQUIRE(apply(r, s, choice(ActionKind::IgnoreFlags, 0)) == ActionError::None);
        CHECK(unitState(s, r, "jac-1").blocks == 3);  // the hex it could not retreat
        if (napoleonic) {
            CHECK(checks.dice(CheckExplanation::Kind::LeaderCasualty) == std::vector<int>{2});
            CHECK_FALSE(s.leaders[0].alive);
            CHECK(s.bannersOf(kTop) == 1);  // "remove the leader block … and collect a Victory Banner"
        } else {
            CHECK(checks.dice(CheckExplanation::Kind::LeaderCasualty).empty());
            CHECK(s.leaders[0].alive);
            CHECK(s.bannersOf(kTop) == 0);
        }
    }
}

TEST_CASE("leader casualty check: a unit lost to the enemies barring its retreat, its leader checks with one die and escapes through them",
          "[family][002 · LEADER CASUALTY CHECK][002 · Leader Escape]") {
    // "When a unit's retreat is blocked by enemy units and the unit loses its last block, the
    // leader must use 'Escape' rules to move through one of the enemy units and reach an open or
    // friendly hex."
    Battle b;
    b.familyRules(napoleonicLeaders())
        .unit("jac-1", "jacobite", "regular", 6, 6, 1)
        .leader("dundee", "jacobite", 6, 6)
        .unit("gov-a", "government", "regular", 5, 7, 2)
        .unit("gov-b", "government", "regular", 6, 7, 2)
        .unit("gov-3", "government", "regular", 6, 5)
        .unit("jac-9", "jacobite", "regular", 1, 9);
    auto s = b.combat(kTop, {"gov-3"});
    const auto& r = b.rules();
    Checks checks;
    force(s, "FAA");
    REQUIRE(apply(r, s, battle(r, "gov-3", 6, 6)) == ActionError::None);
    force(s, "I");  // "the leader casualty check is made with 1 battle die": no saber
    REQUIRE(apply(r, s, choice(ActionKind::IgnoreFlags, 0)) == ActionError::None);
    CHECK_FALSE(unitState(s, r, "jac-1").alive());
    CHECK(s.bannersOf(kTop) == 1);  // the unit
    CHECK(checks.dice(CheckExplanation::Kind::LeaderCasualty) == std::vector<int>{1});
    REQUIRE(s.leaders[0].alive);
    CHECK(leaderOptions(r, s) == std::vector<Action>{toHex(ActionKind::LeaderRetreatTo, 5, 7), toHex(ActionKind::LeaderRetreatTo, 6, 7)});
    force(s, "IF");
    REQUIRE(apply(r, s, toHex(ActionKind::LeaderRetreatTo, 6, 7)) == ActionError::None);
    REQUIRE(apply(r, s, toHex(ActionKind::LeaderRetreatTo, 7, 8)) == ActionError::None);
    REQUIRE(apply(r, s, choice(ActionKind::LeaderStop)) == ActionError::None);
    CHECK(s.leaderAt(toAxial({7, 8})) == 0);
    CHECK(s.bannersOf(kTop) == 1);
}

TEST_CASE("leader casualty check: a unit lost at its own map edge for want of a retreat, its leader leaves the map, no banner",
          "[family][002 · LEADER CASUALTY CHECK]") {
    // "When a unit loses its last block at the map edge because it cannot retreat further, the
    // leader must retreat off the map edge. A leader that retreats off a friendly map edge hex
    // does not give your opponent a Victory Banner."
    Battle b;
    b.familyRules(napoleonicLeaders())
        .unit("jac-1", "jacobite", "regular", 6, 10, 1)
        .leader("dundee", "jacobite", 6, 10)
        .unit("gov-3", "government", "regular", 6, 9)
        .unit("jac-9", "jacobite", "regular", 1, 9);
    auto s = b.combat(kTop, {"gov-3"});
    const auto& r = b.rules();
    force(s, "FAA");
    REQUIRE(apply(r, s, battle(r, "gov-3", 6, 10)) == ActionError::None);
    Checks checks;
    force(s, "I");
    REQUIRE(apply(r, s, choice(ActionKind::IgnoreFlags, 0)) == ActionError::None);
    CHECK_FALSE(unitState(s, r, "jac-1").alive());
    CHECK(checks.dice(CheckExplanation::Kind::LeaderCasualty) == std::vector<int>{1});
    // Off the map is his only way: taken without asking.
    CHECK_FALSE(leaderRetreatPending(s));
    CHECK(s.leaders[0].offBoard);
    CHECK(s.bannersOf(kTop) == 1);  // the unit's only
}

TEST_CASE("leader casualty check: an attached leader lets his unit ignore a flag only if he survives his check",
          "[family][002 · LEADER CASUALTY CHECK][002 · Bolster Morale]") {
    // "A unit may disregard one flag when a leader is attached to the unit. If the unit loses one
    // or more blocks in combat, the leader must survive the leader casualty check for the unit to
    // ignore the flag."
    for (const bool survives : {true, false}) {
        INFO((survives ? "he survives" : "he falls"));
        Battle b;
        b.familyRules(napoleonicLeaders())
            .unit("jac-1", "jacobite", "regular", 6, 6)
            .leader("dundee", "jacobite", 6, 6)
            .unit("gov-3", "government", "regular", 6, 5);
        auto s = b.combat(kTop, {"gov-3"});
        const auto& r = b.rules();
        force(s, "IFA");
        force(s, survives ? "SI" : "SS");
        force(s, "FFFF");  // his unit's rally check when he falls
        REQUIRE(apply(r, s, battle(r, "gov-3", 6, 6)) == ActionError::None);
        CHECK(s.leaders[0].alive == survives);
        CHECK(hasAction(r, s, choice(ActionKind::IgnoreFlags, 1)) == survives);
        if (!survives) CHECK(s.tasks.back().kind() == TaskKind::RetreatChoice);
    }
}

// --- games -------------------------------------------------------------------------------------

TEST_CASE("games under 002's leader rules on every shipped battle end and replay exactly, the bots choosing among escapes and free hexes",
          "[family][002 · Leader Escape][002 · LEADER CASUALTY CHECK][games]") {
    int escapesBesideFreeHexes = 0;
    for (const auto& path : filesUnder("scenarios", ".tricorne.json")) {
        auto load = loadScenarioFile(path);
        REQUIRE(load.scenario.has_value());
        GameSystem system = *load.system;
        system.rules = napoleonicLeaders();
        const Rules rules(*load.scenario, system);
        for (const BotKind bots : {BotKind::Random, BotKind::Greedy}) {
            for (std::uint64_t seed = 0; seed < 4; ++seed) {
                INFO(path.filename().string() << " " << botName(bots) << " seed " << seed);
                GameState s = startGame(rules, seed);
                GameLog log = beginLog(rules, s, seed);
                Pcg32 bot(seed, 99);
                int actions = 0;
                while (!s.winner) {
                    const auto legal = legalActions(rules, s);
                    REQUIRE_FALSE(legal.empty());
                    if (leaderRetreatPending(s)) {
                        const auto escape = [&](const Action& a) {
                            const int u = a.kind == ActionKind::LeaderRetreatTo ? s.unitAt(a.hex) : -1;
                            return u >= 0 && rules.unitSide(u) != rules.leaderSide(s.tasks.back().as<task::LeaderRetreatChoice>().leader);
                        };
                        const auto escapes = std::count_if(legal.begin(), legal.end(), escape);
                        if (escapes > 0 && escapes < static_cast<std::ptrdiff_t>(legal.size())) ++escapesBesideFreeHexes;
                    }
                    REQUIRE(applyAndLog(rules, s, log, chooseAction(bots, rules, s, bot)) == ActionError::None);
                    REQUIRE(++actions < 20000);
                }
                const auto replay = replayLog(rules, log);
                INFO(replay.message);
                REQUIRE(replay.ok);
                REQUIRE(replay.final == s);
            }
        }
    }
    CHECK(escapesBesideFreeHexes > 0);  // the new choice came up and was answered
}
