// Six places where the engine once departed from the booklets, each
// played through legalActions/apply with forced dice: highland's 2-hex move, highland
// Bolster Morale, the rally checks after a lone leader's death, Chief markers and leaders,
// breakthrough for units only, and a temporary banner pending loss.
#include <algorithm>

#include "play/game_fixtures.h"
#include "tricorne/rules/attack.h"
#include "tricorne/rules/movement.h"
#include "tricorne/rules/objectives.h"

using namespace tricorne;
using namespace fixtures;

namespace {
constexpr Position kBottom = Position::Bottom;
constexpr Position kTop = Position::Top;

Action startMove(PieceRef piece) {
    Action a;
    a.kind = ActionKind::StartMove;
    a.piece = piece;
    return a;
}

/// A state in the bottom side's movement phase with the named units and leaders ordered.
GameState movement(const Rules& r, std::initializer_list<std::string> units, std::initializer_list<std::string> leaders = {}) {
    auto s = GameState::initial(r, 1);
    s.phase = Phase::Move;
    for (const auto& id : units) s.units[static_cast<std::size_t>(unitIndex(r, id))].ordered = true;
    for (const auto& id : leaders) s.leaders[static_cast<std::size_t>(leaderIndex(r, id))].ordered = true;
    return s;
}

bool offers(const Rules& r, const GameState& s, ActionKind kind) {
    const auto legal = legalActions(r, s);
    return std::any_of(legal.begin(), legal.end(), [&](const Action& a) { return a.kind == kind; });
}

std::vector<Hex> stepsOffered(const Rules& r, const GameState& s) {
    std::vector<Hex> out;
    for (const Action& a : legalActions(r, s))
        if (a.kind == ActionKind::Step) out.push_back(a.hex);
    return out;
}

/// Forces the attack's dice: `faces` first, the rest `filler` (a face that does nothing here).
void forceAttack(const Rules& r, GameState& s, const std::string& attacker, Hex target, const std::string& faces, char filler) {
    const int dice = attackVerdict(r, s, unitIndex(r, attacker), target).dice;
    REQUIRE(dice >= static_cast<int>(faces.size()));
    force(s, faces + std::string(static_cast<std::size_t>(dice) - faces.size(), filler));
}

Objective objective(ObjectiveKind kind, Beneficiary who, std::vector<Offset> hexes, int banners = 1) {
    Objective o;
    o.id = "obj-" + std::to_string(hexes.empty() ? 0 : hexes.front().col * 100 + hexes.front().row);
    o.kind = kind;
    o.beneficiary = who;
    for (auto h : hexes) o.hexes.push_back(toAxial(h));
    o.banners = banners;
    return o;
}
}  // namespace

// --- 1. Highland infantry's 2-hex move ------------------------------------------------------

TEST_CASE("highland infantry moves 2 hexes only into melee, else 1 hex", "[departures][000 · Infantry Movement][001 · INFANTRY MOVEMENT]") {
    // 000 · Infantry Movement: "may move 1 hex and battle or 2 hexes when into melee and can battle".
    Battle b;
    b.unit("jac-hi", "jacobite", "highland", 6, 8).unit("gov-1", "government", "regular", 6, 5);
    const auto& r = b.rules();
    const Hex start = toAxial({6, 8});
    const Hex enemy = toAxial({6, 5});

    // probe moves: every 2-hex end is next to the enemy; every other end is 1 hex away.
    const auto ends = reachableHexes(r, GameState::initial(r, 1), PieceRef::unit(0));
    REQUIRE_FALSE(ends.empty());
    for (Hex h : ends) {
        INFO("end " << formatOffset(toOffset(h)));
        CHECK((distance(start, h) == 1 || (distance(start, h) == 2 && distance(h, enemy) == 1)));
    }
    CHECK(std::count_if(ends.begin(), ends.end(), [&](Hex h) { return distance(start, h) == 2; }) == 2);

    // Played: after a first step that leads nowhere near the enemy, no second step is offered.
    auto s = movement(r, {"jac-hi"});
    REQUIRE(apply(r, s, startMove(PieceRef::unit(0))) == ActionError::None);
    REQUIRE(apply(r, s, toHex(ActionKind::Step, 5, 8)) == ActionError::None);
    CHECK_FALSE(s.moving.has_value());  // the move is over at 1 hex

    // Into melee: 2 hexes, then the melee is offered.
    s = movement(r, {"jac-hi"});
    REQUIRE(apply(r, s, startMove(PieceRef::unit(0))) == ActionError::None);
    REQUIRE(apply(r, s, toHex(ActionKind::Step, 6, 7)) == ActionError::None);
    for (Hex h : stepsOffered(r, s)) CHECK(distance(h, enemy) == 1);
    REQUIRE(apply(r, s, toHex(ActionKind::Step, 6, 6)) == ActionError::None);
    CHECK_FALSE(s.moving.has_value());
    if (s.phase == Phase::Move) REQUIRE(apply(r, s, choice(ActionKind::EndMovement)) == ActionError::None);
    CHECK(unitState(s, r, "jac-hi").meleeOnly);
    CHECK(hasAction(r, s, battle(r, "jac-hi", 6, 5)));
}

TEST_CASE("highland's 2-hex move still obeys terrain: a forest on the way stops it", "[departures][000 · Infantry Movement][000 · FOREST]") {
    Battle b;
    b.terrain("forest", 6, 7).terrain("forest", 5, 7).unit("jac-hi", "jacobite", "highland", 6, 8).unit("gov-1", "government", "regular", 6, 5);
    const auto& r = b.rules();
    // Both hexes towards the enemy are forest: the unit stops in them, 2 hexes from the enemy.
    const auto ends = reachableHexes(r, GameState::initial(r, 1), PieceRef::unit(0));
    for (Hex h : ends) CHECK(distance(toAxial({6, 8}), h) == 1);
}

TEST_CASE("highland's 2-hex move may end next to a lone enemy leader, whom it can melee", "[departures][000 · Infantry Movement][000 · Combat Against a Lone Leader]") {
    // "A leader when not attached to a unit (alone in a hex) may be attacked in melee" (000 ·
    // Phase 4): a move into melee with him is a move into melee. Whether the melee is allowed is
    // assessAttack's judgement (readyToMelee).
    Battle b;
    b.unit("jac-hi", "jacobite", "highland", 6, 8).leader("gov-l", "government", 6, 5).unit("gov-1", "government", "regular", 1, 1);
    const auto& r = b.rules();
    const auto ends = reachableHexes(r, GameState::initial(r, 1), PieceRef::unit(0));
    CHECK(std::count_if(ends.begin(), ends.end(), [&](Hex h) { return distance(toAxial({6, 8}), h) == 2; }) == 2);
}

// --- 2. Highland Bolster Morale ---------------------------------------------------------------

TEST_CASE("a full-strength highland unit hit and flagged in the same roll may ignore the flag", "[departures][000 · RETREAT AND RALLY CHECKS][000 · Bolster Morale][001 · British Highland Infantry]") {
    // 000 · Bolster Morale: "When at full strength and during a combat the unit receives a hit
    // and 1 flag, the highland unit may ignore the one flag. The next combat after taking the
    // hit, the highland unit may not ignore a flag." 001 says the same of British Highlanders.
    struct Case {
        std::string system, highlandArmy, enemyArmy;
    };
    for (const Case& c : {Case{"jacobite-rising", "jacobite", "government"}, Case{"american-revolution", "british", "continental"}}) {
        INFO(c.system);
        Battle b(c.system);
        b.unit("hi", c.highlandArmy, "highland", 6, 5).unit("foe", c.enemyArmy, "regular", 6, 6).unit("foe-2", c.enemyArmy, "regular", 6, 7);
        const auto& r = b.rules();
        const Position foeSide = r.unitSide(unitIndex(r, "foe"));
        auto s = b.combat(foeSide, {"foe"});
        forceAttack(r, s, "foe", toAxial({6, 5}), "IF", 'A');  // one hit, one flag
        REQUIRE(apply(r, s, battle(r, "foe", 6, 5)) == ActionError::None);
        REQUIRE(unitState(s, r, "hi").blocks == 3);
        REQUIRE(hasAction(r, s, choice(ActionKind::IgnoreFlags, 1)));
        REQUIRE(apply(r, s, choice(ActionKind::IgnoreFlags, 1)) == ActionError::None);
        CHECK(unitState(s, r, "hi").hex == toAxial({6, 5}));  // stood its ground
    }
}

// --- 3. A lone leader killed in combat ------------------------------------------------------

TEST_CASE("a lone leader eliminated in melee or by fire makes adjacent friendly units rally", "[departures][000 · Leader Casualty Check][000 · Leader Eliminated][001 · LEADER CASUALTY CHECK]") {
    // 000 · Leader Eliminated: "When a leader is hit and eliminated … all friendly units on
    // adjacent hexes to the eliminated leader must make a rally check."
    SECTION("melee: one saber kills him") {
        Battle b;
        b.leader("jac-l", "jacobite", 6, 6).unit("jac-1", "jacobite", "regular", 5, 6).unit("gov-1", "government", "regular", 6, 5);
        const auto& r = b.rules();
        auto s = b.combat(kTop, {"gov-1"});
        forceAttack(r, s, "gov-1", toAxial({6, 6}), "S", 'A');
        force(s, "AAAAA");  // jac-1's rally check: 4 blocks + full strength, no flag
        REQUIRE(apply(r, s, battle(r, "gov-1", 6, 6)) == ActionError::None);
        CHECK_FALSE(s.leaders[0].alive);
        CHECK_FALSE(unitState(s, r, "jac-1").alive());  // failed its check
        CHECK(s.bannersOf(kTop) == 2);
        CHECK(s.forcedDice.empty());
    }
    SECTION("fire: two sabers kill him; a flag on the check rallies the unit") {
        Battle b;
        b.leader("jac-l", "jacobite", 6, 6).unit("jac-1", "jacobite", "regular", 5, 6).unit("gov-1", "government", "regular", 6, 4);
        const auto& r = b.rules();
        auto s = b.combat(kTop, {"gov-1"});
        forceAttack(r, s, "gov-1", toAxial({6, 6}), "SS", 'A');
        force(s, "F");  // the rally check's first die is a flag
        REQUIRE(apply(r, s, battle(r, "gov-1", 6, 6)) == ActionError::None);
        CHECK_FALSE(s.leaders[0].alive);
        CHECK(unitState(s, r, "jac-1").alive());
        CHECK(s.bannersOf(kTop) == 1);
        CHECK(s.forcedDice.empty());  // the check was rolled
    }
}

TEST_CASE("a lone leader caught escaping makes the friendly units next to that hex rally", "[departures][000 · Lone Leader Escape][000 · Leader Eliminated]") {
    // 000 · Lone Leader Escape: "When one or more saber symbols are rolled, the leader is hit and
    // eliminated": Leader Eliminated's rally checks follow, around the hex where he fell.
    Battle b;
    b.leader("jac-l", "jacobite", 6, 6).unit("gov-1", "government", "regular", 5, 7).unit("gov-2", "government", "regular", 6, 7)
        .unit("gov-3", "government", "regular", 6, 4).unit("jac-1", "jacobite", "regular", 7, 7);
    const auto& r = b.rules();
    auto s = b.combat(kTop, {"gov-3"});
    forceAttack(r, s, "gov-3", toAxial({6, 6}), "", 'I');  // no saber: he must retreat, through enemies
    REQUIRE(apply(r, s, battle(r, "gov-3", 6, 6)) == ActionError::None);
    force(s, "SII");    // gov-2's melee dice: a saber, he falls in its hex
    force(s, "AAAAA");  // jac-1 (next to 6,7, not to him before) rolls its check: no flag
    REQUIRE(apply(r, s, toHex(ActionKind::LeaderRetreatTo, 6, 7)) == ActionError::None);
    CHECK_FALSE(s.leaders[0].alive);
    CHECK_FALSE(unitState(s, r, "jac-1").alive());
    CHECK(s.bannersOf(kTop) == 2);
    CHECK(s.forcedDice.empty());
}

// --- 4. Leaders and Chief markers -------------------------------------------------------------

TEST_CASE("an ordered leader may not end his move on a unit with a Chief marker", "[departures][000 · CLAN CHIEF & CHIEF OFFICER MARKERS][000 · Leader Movement]") {
    // 000 · CLAN CHIEF & CHIEF OFFICER MARKERS: "A leader may not attach to a unit that has a Chief marker."
    Battle b;
    b.leader("jac-l", "jacobite", 6, 8).unit("jac-chief", "jacobite", "highland", 6, 7, 4, true).unit("gov-1", "government", "regular", 1, 1);
    const auto& r = b.rules();
    const Hex chiefHex = toAxial({6, 7});
    const auto ends = reachableHexes(r, GameState::initial(r, 1), PieceRef::leader(0));
    CHECK(std::find(ends.begin(), ends.end(), chiefHex) == ends.end());
    // He may pass through the unit's hex, but not stop there.
    auto s = movement(r, {}, {"jac-l"});
    REQUIRE(apply(r, s, startMove(PieceRef::leader(0))) == ActionError::None);
    REQUIRE(apply(r, s, toHex(ActionKind::Step, 6, 7)) == ActionError::None);
    CHECK_FALSE(offers(r, s, ActionKind::EndMove));
}

TEST_CASE("a retreating leader may not stop on a unit with a Chief marker", "[departures][000 · CLAN CHIEF & CHIEF OFFICER MARKERS][000 · Lone Leader's Retreat]") {
    Battle b;
    b.leader("jac-l", "jacobite", 6, 5).unit("jac-chief", "jacobite", "highland", 6, 6, 4, true).unit("gov-1", "government", "regular", 6, 4);
    const auto& r = b.rules();
    auto s = b.combat(kTop, {"gov-1"});
    forceAttack(r, s, "gov-1", toAxial({6, 5}), "", 'A');  // no saber: he must retreat
    REQUIRE(apply(r, s, battle(r, "gov-1", 6, 5)) == ActionError::None);
    REQUIRE(hasAction(r, s, toHex(ActionKind::LeaderRetreatTo, 6, 6)));
    REQUIRE(apply(r, s, toHex(ActionKind::LeaderRetreatTo, 6, 6)) == ActionError::None);
    CHECK_FALSE(offers(r, s, ActionKind::LeaderStop));
}

// --- 5. Breakthrough is for units -----------------------------------------------------------

TEST_CASE("a lone leader may not break through off the opponent's baseline", "[departures][000 · OBJECTIVE VICTORY BANNERS][000 · Breakthrough]") {
    // 000 · Breakthrough: "permanently gained for each unit that exits"; 000 · Phase 3: "A unit
    // and lone leader may not move off the battlefield's baseline … unless explicitly allowed".
    Battle b;
    b.leader("jac-l", "jacobite", 6, 0).unit("jac-1", "jacobite", "battle-cavalry", 3, 0).unit("gov-1", "government", "regular", 1, 4);
    b.scenario().objectives = {objective(ObjectiveKind::Breakthrough, Beneficiary::Bottom, {}, 2)};
    const auto& r = b.rules();
    auto s = movement(r, {"jac-1"}, {"jac-l"});
    REQUIRE(apply(r, s, startMove(PieceRef::leader(0))) == ActionError::None);
    for (Hex h : stepsOffered(r, s)) CHECK(board::contains(h));
    REQUIRE(apply(r, s, choice(ActionKind::EndMove)) == ActionError::None);
    // The unit beside him still may.
    REQUIRE(apply(r, s, startMove(PieceRef::unit(unitIndex(r, "jac-1")))) == ActionError::None);
    const auto steps = stepsOffered(r, s);
    CHECK(std::any_of(steps.begin(), steps.end(), [](Hex h) { return !board::contains(h); }));
    CHECK(s.bannersOf(kBottom) == 0);
}

// --- 6. A temporary banner pending loss -------------------------------------------------------

TEST_CASE("a vacated temporary objective does not count toward victory", "[departures][000 · OBJECTIVE VICTORY BANNERS][000 · Temporary Victory Banner Objective]") {
    // 000 · Temporary: "If the unit vacates the hex … the Victory Banner is immediately lost";
    // the Note keeps a hex re-occupied in the same movement phase held.
    Battle b;
    b.unit("jac-1", "jacobite", "regular", 6, 6).unit("jac-2", "jacobite", "regular", 6, 7).unit("gov-1", "government", "regular", 1, 1);
    b.scenario().victoryBanners = 2;
    b.scenario().objectives = {objective(ObjectiveKind::Temporary, Beneficiary::Bottom, {{6, 6}}),
                               objective(ObjectiveKind::Temporary, Beneficiary::Bottom, {{5, 5}})};
    const auto& r = b.rules();
    auto s = movement(r, {"jac-1", "jac-2"});
    updateObjectives(r, s, ObjectiveMoment::Anytime);
    REQUIRE(s.bannersOf(kBottom) == 1);
    // jac-1 steps from one objective onto the other: the first banner is pending loss.
    REQUIRE(apply(r, s, startMove(PieceRef::unit(0))) == ActionError::None);
    REQUIRE(apply(r, s, toHex(ActionKind::Step, 5, 5)) == ActionError::None);
    CHECK_FALSE(s.winner.has_value());
    // jac-2 re-occupies the first in the same phase: both are held now, and that wins.
    REQUIRE(apply(r, s, startMove(PieceRef::unit(1))) == ActionError::None);
    REQUIRE(apply(r, s, toHex(ActionKind::Step, 6, 6)) == ActionError::None);
    REQUIRE(s.winner.has_value());
    CHECK(*s.winner == kBottom);
}

TEST_CASE("a temporary banner left behind is lost when movement ends", "[departures][000 · OBJECTIVE VICTORY BANNERS][000 · Temporary Victory Banner Objective]") {
    Battle b;
    b.unit("jac-1", "jacobite", "regular", 6, 6).unit("gov-1", "government", "regular", 5, 4);  // a battle keeps the combat phase open
    b.scenario().victoryBanners = 2;
    b.scenario().objectives = {objective(ObjectiveKind::Temporary, Beneficiary::Bottom, {{6, 6}}),
                               objective(ObjectiveKind::Temporary, Beneficiary::Bottom, {{5, 5}})};
    const auto& r = b.rules();
    auto s = movement(r, {"jac-1"});
    updateObjectives(r, s, ObjectiveMoment::Anytime);
    REQUIRE(apply(r, s, startMove(PieceRef::unit(0))) == ActionError::None);
    REQUIRE(apply(r, s, toHex(ActionKind::Step, 5, 5)) == ActionError::None);
    CHECK_FALSE(s.winner.has_value());
    if (s.phase == Phase::Move) REQUIRE(apply(r, s, choice(ActionKind::EndMovement)) == ActionError::None);
    REQUIRE(s.phase == Phase::Combat);
    CHECK_FALSE(s.winner.has_value());
    CHECK(s.bannersOf(kBottom) == 1);
}
