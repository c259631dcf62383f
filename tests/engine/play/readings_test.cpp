// Readings the booklets leave open, settled in engine/RULINGS.md, each played through legalActions/apply with forced dice; and the battle notes'
// leave for a lone leader to exit (000 · Alness, Withdraw).
#include <algorithm>

#include "play/game_fixtures.h"
#include "tricorne/rules/attack.h"
#include "tricorne/rules/objectives.h"

using namespace tricorne;
using namespace fixtures;

namespace {
constexpr Position kBottom = Position::Bottom;
constexpr Position kTop = Position::Top;

bool offers(const Rules& r, const GameState& s, ActionKind kind) {
    const auto legal = legalActions(r, s);
    return std::any_of(legal.begin(), legal.end(), [&](const Action& a) { return a.kind == kind; });
}

void forceAttack(const Rules& r, GameState& s, const std::string& attacker, Hex target, const std::string& faces, char filler) {
    const int dice = attackVerdict(r, s, unitIndex(r, attacker), target).dice;
    REQUIRE(dice >= static_cast<int>(faces.size()));
    force(s, faces + std::string(static_cast<std::size_t>(dice) - faces.size(), filler));
}

/// Takes the first retreat step offered while the unit still has steps to take.
void retreatAll(const Rules& r, GameState& s) {
    for (int guard = 0; guard < 12; ++guard) {
        const auto legal = legalActions(r, s);
        const auto step = std::find_if(legal.begin(), legal.end(), [](const Action& a) { return a.kind == ActionKind::RetreatTo; });
        if (step == legal.end()) return;
        REQUIRE(apply(r, s, *step) == ActionError::None);
    }
}

Side sideBetween(Offset from, Offset to) { return *sideTowards(toAxial(from), toAxial(to)); }
}  // namespace

TEST_CASE("cavalry may not take ground across an enclosure wall", "[readings][000 · Taking Ground][000 · ENCLOSURE WALL]") {
    // 000 · Taking Ground: "Taking Ground is subject to normal terrain movement restrictions";
    // 000 · ENCLOSURE WALL: "An infantry unit is the only unit type that may be ordered to move
    // across a hex side with an enclosure wall."
    for (const std::string type : {"battle-cavalry", "highland"}) {
        INFO(type);
        Battle b;
        b.unit("jac-1", "jacobite", type, 6, 6).unit("gov-1", "government", "regular", 6, 5);
        b.hexside("enclosure-wall", 6, 5, sideBetween({6, 5}, {6, 6}));
        b.unit("gov-2", "government", "regular", 5, 5);  // next to the hex taken: a bonus melee target
        const auto& r = b.rules();
        auto s = b.combat(kBottom, {"jac-1"});
        forceAttack(r, s, "jac-1", toAxial({6, 5}), "", 'F');  // flags only
        force(s, "F");                                          // gov-1 rallies after its retreat
        REQUIRE(apply(r, s, battle(r, "jac-1", 6, 5)) == ActionError::None);
        if (hasAction(r, s, choice(ActionKind::IgnoreFlags, 0))) REQUIRE(apply(r, s, choice(ActionKind::IgnoreFlags, 0)) == ActionError::None);
        retreatAll(r, s);
        REQUIRE(s.unitAt(toAxial({6, 5})) < 0);  // the hex is vacated
        if (type == "battle-cavalry") {
            CHECK_FALSE(offers(r, s, ActionKind::TakeGround));
        } else {
            // Infantry that started its turn by the wall may cross it to take ground, and then
            // "may not battle on this turn": no bonus melee.
            REQUIRE(hasAction(r, s, choice(ActionKind::TakeGround, 1)));
            REQUIRE(apply(r, s, choice(ActionKind::TakeGround, 1)) == ActionError::None);
            CHECK(unitState(s, r, "jac-1").hex == toAxial({6, 5}));
            CHECK_FALSE(offers(r, s, ActionKind::BonusMelee));
        }
    }
}

TEST_CASE("a lone leader retreating onto wetland rolls the wetland die", "[readings][001 · WETLAND - MARSH & SWAMP][001 · Leader's Retreat]") {
    // 001 · WETLAND: "Roll one die when unit or lone leader enters (ordered move and retreat
    // move) onto a wetland hex … Lone leader is lost when a saber is rolled."
    for (const auto& [face, lost] : {std::pair{std::string("S"), true}, std::pair{std::string("I"), false}}) {
        INFO(face);
        Battle b("american-revolution");
        b.leader("bri-l", "british", 6, 5).unit("con-1", "continental", "regular", 6, 6).unit("bri-1", "british", "regular", 1, 1);
        b.terrain("wetland", 6, 4).terrain("wetland", 7, 4);
        const auto& r = b.rules();
        auto s = b.combat(kBottom, {"con-1"});
        forceAttack(r, s, "con-1", toAxial({6, 5}), "", 'A');  // no saber: he retreats
        REQUIRE(apply(r, s, battle(r, "con-1", 6, 5)) == ActionError::None);
        REQUIRE(hasAction(r, s, toHex(ActionKind::LeaderRetreatTo, 6, 4)));
        force(s, face);
        REQUIRE(apply(r, s, toHex(ActionKind::LeaderRetreatTo, 6, 4)) == ActionError::None);
        CHECK(s.forcedDice.empty());
        CHECK(s.leaders[0].alive == !lost);
        CHECK(s.bannersOf(kBottom) == (lost ? 1 : 0));
    }
}

TEST_CASE("a unit with a Chief marker may not retreat onto a lone friendly leader", "[readings][000 · CLAN CHIEF & CHIEF OFFICER MARKERS][000 · RETREAT AND RALLY CHECKS]") {
    // 000 · RETREAT: a unit retreating onto a lone leader picks him up ("The leader is
    // immediately attached"); 000 · CLAN CHIEF: "A leader may not attach to a unit that has a
    // Chief marker." The hex is closed to it: with no other way back it loses a block.
    Battle b;
    b.unit("jac-chief", "jacobite", "highland", 6, 5, 4, true).leader("jac-l", "jacobite", 6, 6).unit("jac-2", "jacobite", "regular", 7, 6);
    b.unit("gov-1", "government", "regular", 6, 4);
    const auto& r = b.rules();
    auto s = b.combat(kTop, {"gov-1"});
    forceAttack(r, s, "gov-1", toAxial({6, 5}), "F", 'A');  // one flag, no hit
    force(s, "FAAA");                                        // rally: 3 blocks + Chief marker
    REQUIRE(apply(r, s, battle(r, "gov-1", 6, 5)) == ActionError::None);
    REQUIRE(apply(r, s, choice(ActionKind::IgnoreFlags, 0)) == ActionError::None);
    CHECK(unitState(s, r, "jac-chief").hex == toAxial({6, 5}));
    CHECK(unitState(s, r, "jac-chief").blocks == 3);
    CHECK(s.leaders[0].hex == toAxial({6, 6}));
    CHECK(s.isLoneLeader(0));
}

TEST_CASE("fire through the corner between two field-works sides ignores one symbol hit", "[readings][000 · FIELD WORKS][001 · FIELD WORKS]") {
    // 000 · FIELD WORKS: "ignores 1 unit symbol hit from ranged combat when … the line of fire
    // goes through a field works side of the hex": one line of fire, one hit ignored.
    Battle b;
    b.unit("jac-1", "jacobite", "regular", 6, 6).unit("gov-1", "government", "regular", 6, 4);
    b.hexside("field-works", 6, 6, sideBetween({6, 6}, {6, 5})).hexside("field-works", 6, 6, sideBetween({6, 6}, {5, 5}));
    const auto& r = b.rules();
    auto s = b.combat(kTop, {"gov-1"});
    forceAttack(r, s, "gov-1", toAxial({6, 6}), "II", 'A');
    REQUIRE(apply(r, s, battle(r, "gov-1", 6, 6)) == ActionError::None);
    CHECK(unitState(s, r, "jac-1").blocks == 3);
}

TEST_CASE("a lone leader exits by the baseline only where the battle notes name him", "[readings][000 · Alness][000 · OBJECTIVE VICTORY BANNERS]") {
    // 000 · Alness: "for each Government unit or lone leader that starts the turn on the
    // Government baseline, is ordered and exits": `loneLeaders` on the withdraw objective.
    for (const bool loneLeaders : {false, true}) {
        INFO(loneLeaders);
        Battle b;
        b.leader("jac-l", "jacobite", 6, 10).unit("gov-1", "government", "regular", 1, 1);
        Objective o;
        o.id = "withdraw";
        o.kind = ObjectiveKind::Withdraw;
        o.beneficiary = Beneficiary::Bottom;
        o.banners = 1;
        o.loneLeaders = loneLeaders;
        b.scenario().objectives = {o};
        const auto& r = b.rules();
        auto s = GameState::initial(r, 1);
        s.phase = Phase::Move;
        s.leaders[0].ordered = true;
        Action start;
        start.kind = ActionKind::StartMove;
        start.piece = PieceRef::leader(0);
        REQUIRE(apply(r, s, start) == ActionError::None);
        const auto legal = legalActions(r, s);
        const auto exit = std::find_if(legal.begin(), legal.end(), [](const Action& a) { return a.kind == ActionKind::Step && !board::contains(a.hex); });
        REQUIRE((exit != legal.end()) == loneLeaders);
        if (!loneLeaders) continue;
        REQUIRE(apply(r, s, *exit) == ActionError::None);
        CHECK_FALSE(s.leaders[0].onBoard());
        CHECK(s.bannersOf(kBottom) == 1);
        CHECK(s.bannersOf(kTop) == 0);
    }
}
