// The dice an attack rolls, counted through apply: each case forces more faces than any attack
// can use (faces that score nothing against the target), plays the Battle action, and counts
// the faces taken. The reference charts and the additions and reductions of 000 · Phase 4.
// Combat, Ranged Combat (Fire) Procedure step 4, MELEE COMBAT step 3, Leaders Abilities
// Summary, CLAN CHIEF & CHIEF OFFICER MARKERS and TERRAIN (and their 001 twins) are thereby
// proven on the real door, not only on assessAttack.
#include <functional>

#include "play/game_fixtures.h"

using namespace tricorne;
using namespace fixtures;

namespace {
struct DiceCase {
    const char* what;
    const char* system;
    const char* army;       ///< the attacker's army (its side is active)
    const char* type;       ///< the attacker's type
    int blocks;
    int range;              ///< 1 = melee; the target stands this many hexes up the board
    int expected;           ///< dice rolled; 0 = the Battle action is not offered
    std::function<void(Battle&)> setup = {};
    std::function<void(GameState&, const Rules&)> tweak = {};
};

/// The dice `attacker` at (6,8) rolls against an enemy regular infantry unit `range` hexes
/// straight up the board (column 6, rows 8 − range), or 0 when the battle is not allowed.
int diceRolled(const DiceCase& c) {
    Battle b(c.system);
    const bool jacobite = std::string(c.system) == "jacobite-rising";
    const std::string enemyArmy = jacobite ? (std::string(c.army) == "jacobite" ? "government" : "jacobite")
                                           : (std::string(c.army) == "continental" ? "british" : "continental");
    b.unit("att", c.army, c.type, 6, 8, c.blocks).unit("target", enemyArmy, "regular", 6, 8 - c.range);
    if (c.setup) c.setup(b);
    const auto& r = b.rules();
    auto s = b.combat(r.unitSide(0), {"att"});
    if (c.tweak) c.tweak(s, r);
    const Action a = battle(r, "att", 6, 8 - c.range);
    if (!hasAction(r, s, a)) return 0;
    force(s, "CCCCCCCCCCCC");  // cavalry faces: nothing against infantry
    REQUIRE(apply(r, s, a) == ActionError::None);
    return 12 - static_cast<int>(s.forcedDice.size());
}

void moved(GameState& s, const Rules&) { s.units[0].moved = true; }
}  // namespace

TEST_CASE("dice through apply: the reference charts by range, full strength and losses", "[rules-map][000 · Phase 4. Combat][000 · Infantry Combat][000 · Artillery Combat][000 · Cavalry Combat][001 · INFANTRY COMBAT]") {
    const std::vector<DiceCase> cases = {
        {"regular melee (2) + full", "jacobite-rising", "government", "regular", 4, 1, 3},
        {"regular at 2: 2 + full", "jacobite-rising", "government", "regular", 4, 2, 3},
        {"regular at 3: 1 + full", "jacobite-rising", "government", "regular", 4, 3, 2},
        {"regular beyond its chart", "jacobite-rising", "government", "regular", 4, 4, 0},
        {"losses do not reduce: 2 blocks melee (2)", "jacobite-rising", "government", "regular", 2, 1, 2},
        {"grenadier melee (3) + full", "jacobite-rising", "government", "grenadier", 4, 1, 4},
        {"militia at 2: 1 + full", "jacobite-rising", "government", "militia", 4, 2, 2},
        {"000 Highland melee (2) + full + battle bonus", "jacobite-rising", "jacobite", "highland", 4, 1, 4},
        {"000 Highland at 2: 1 + full", "jacobite-rising", "jacobite", "highland", 4, 2, 2},
        {"000 Highland at 3: base 0, no fire", "jacobite-rising", "jacobite", "highland", 4, 3, 0},
        {"battle cavalry melee (2) + full", "jacobite-rising", "jacobite", "battle-cavalry", 4, 1, 3},
        {"cavalry never fires", "jacobite-rising", "jacobite", "battle-cavalry", 4, 2, 0},
        {"trained artillery at 3: 2 + full", "jacobite-rising", "government", "trained-artillery", 4, 3, 3},
        {"trained artillery at 6: 1 + full", "jacobite-rising", "government", "trained-artillery", 4, 6, 2},
        {"light artillery at 3: 1 + full", "jacobite-rising", "government", "light-artillery", 4, 3, 2},
        {"001 Guard melee (3) + full", "american-revolution", "british", "guard", 4, 1, 4},
        {"001 Highland at 3: 1 + full", "american-revolution", "british", "highland", 4, 3, 2},
        {"001 Highland melee (2) + full + charge", "american-revolution", "british", "highland", 4, 1, 4},
        {"001 rifle at 4: 1 + full", "american-revolution", "continental", "rifle", 4, 4, 2},
        {"001 light infantry at 4: beyond its chart", "american-revolution", "continental", "light", 4, 4, 0},
    };
    for (const auto& c : cases) {
        INFO(c.what);
        CHECK(diceRolled(c) == c.expected);
    }
}

TEST_CASE("dice through apply: leaders, Chief markers, moving and terrain", "[rules-map][000 · Ranged Combat (Fire) Procedure][000 · MELEE COMBAT][000 · Leaders Abilities Summary][000 · CLAN CHIEF & CHIEF OFFICER MARKERS][000 · FOREST][000 · RAVINE]") {
    const auto withLeader = [](Battle& b) { b.leader("cope", "government", 6, 8); };
    const auto chief = [](Battle& b) { b.scenario().units[0].chief = true; };
    const std::vector<DiceCase> cases = {
        {"leader with infantry, melee", "jacobite-rising", "government", "regular", 4, 1, 4, withLeader},
        {"leader with infantry, at 2", "jacobite-rising", "government", "regular", 4, 2, 4, withLeader},
        {"leader with artillery, at 3: no die", "jacobite-rising", "government", "light-artillery", 4, 3, 2, withLeader},
        {"leader with artillery, melee: a die", "jacobite-rising", "government", "light-artillery", 4, 1, 4, withLeader},
        {"leader with cavalry, melee", "jacobite-rising", "government", "battle-cavalry", 4, 1, 4, withLeader},
        {"Chief Officer marker, melee", "jacobite-rising", "government", "regular", 4, 1, 4, chief},
        {"Chief Officer marker, at 2", "jacobite-rising", "government", "regular", 4, 2, 4, chief},
        {"infantry that moved, melee −1", "jacobite-rising", "government", "regular", 4, 1, 2, {}, moved},
        {"infantry that moved, at 2 −1", "jacobite-rising", "government", "regular", 4, 2, 2, {}, moved},
        {"cavalry that moved, no reduction", "jacobite-rising", "government", "battle-cavalry", 4, 1, 3, {}, moved},
        {"001 light infantry that moved fires undiminished", "american-revolution", "british", "light", 4, 2, 3, {}, moved},
        {"001 light infantry that moved melees −1", "american-revolution", "british", "light", 4, 1, 2, {}, moved},
        {"cavalry into forest −2", "jacobite-rising", "government", "battle-cavalry", 4, 1, 1,
         [](Battle& b) { b.terrain("forest", 6, 7); }},
        {"infantry into forest, no reduction", "jacobite-rising", "government", "regular", 4, 1, 3,
         [](Battle& b) { b.terrain("forest", 6, 7); }},
        {"artillery battling from forest −1", "jacobite-rising", "government", "light-artillery", 4, 3, 1,
         [](Battle& b) { b.terrain("forest", 6, 8); }},
        {"from a ravine −1", "jacobite-rising", "government", "regular", 4, 1, 2, [](Battle& b) { b.terrain("ravine", 6, 8); }},
        {"cavalry across an enclosure wall −2", "jacobite-rising", "government", "battle-cavalry", 4, 1, 1,
         [](Battle& b) { b.hexside("enclosure-wall", 6, 7, Side::SW); }},
        {"infantry across an enclosure wall, no reduction", "jacobite-rising", "government", "regular", 4, 1, 3,
         [](Battle& b) { b.hexside("enclosure-wall", 6, 7, Side::SW); }},
        {"artillery may not target boggy ground", "jacobite-rising", "government", "light-artillery", 4, 3, 0,
         [](Battle& b) { b.terrain("boggy-ground", 6, 5); }},
    };
    for (const auto& c : cases) {
        INFO(c.what);
        CHECK(diceRolled(c) == c.expected);
    }
}
