// Victory-banner objectives, one test per kind (000 · OBJECTIVE VICTORY BANNERS; 001 ·
// OBJECTIVE BANNERS): when each is gained, when it is lost, and what it is worth.
#include "play/game_fixtures.h"
#include "tricorne/rules/objectives.h"

using namespace tricorne;
using namespace fixtures;

namespace {
constexpr Position kBottom = Position::Bottom;
constexpr Position kTop = Position::Top;

Objective objective(ObjectiveKind kind, Beneficiary who, std::vector<Offset> hexes, int banners = 1) {
    Objective o;
    o.id = "obj";
    o.kind = kind;
    o.beneficiary = who;
    for (auto h : hexes) o.hexes.push_back(toAxial(h));
    o.banners = banners;
    return o;
}

Action startMove(int unit) {
    Action a;
    a.kind = ActionKind::StartMove;
    a.piece = PieceRef::unit(unit);
    return a;
}

/// A state in the bottom side's movement phase with unit 0 ordered.
GameState moving(const Rules& r) {
    auto s = GameState::initial(r, 1);
    s.phase = Phase::Move;
    s.units[0].ordered = true;
    return s;
}
}  // namespace

TEST_CASE("a temporary objective is held while a unit occupies it and lost when it leaves", "[objectives][000 · OBJECTIVE VICTORY BANNERS]") {
    Battle b;
    b.unit("jac-1", "jacobite", "regular", 6, 7).unit("gov-1", "government", "regular", 1, 1);
    b.scenario().objectives = {objective(ObjectiveKind::Temporary, Beneficiary::Both, {{6, 6}}, 2)};
    const auto& r = b.rules();
    auto s = moving(r);
    REQUIRE(apply(r, s, startMove(0)) == ActionError::None);
    REQUIRE(apply(r, s, toHex(ActionKind::Step, 6, 6)) == ActionError::None);
    CHECK(s.bannersOf(kBottom) == 2);  // immediately gained
    CHECK(objectiveBanners(s, kBottom) == 2);
    s.moveUnit(0, toAxial({6, 7}));
    s.phase = Phase::Combat;
    updateObjectives(r, s, ObjectiveMoment::Anytime);
    CHECK(s.bannersOf(kBottom) == 0);  // immediately lost
}

TEST_CASE("a temporary hex left by one unit and entered by another in the same movement phase stays held", "[objectives][000 · OBJECTIVE VICTORY BANNERS]") {
    Battle b;
    b.unit("jac-1", "jacobite", "regular", 6, 6).unit("jac-2", "jacobite", "regular", 6, 7).unit("gov-1", "government", "regular", 1, 1);
    b.scenario().objectives = {objective(ObjectiveKind::Temporary, Beneficiary::Bottom, {{6, 6}})};
    const auto& r = b.rules();
    auto s = startGame(r, 1);
    CHECK(s.bannersOf(kBottom) == 1);  // held from the start
    s.phase = Phase::Move;
    s.units[0].ordered = s.units[1].ordered = true;
    REQUIRE(apply(r, s, startMove(0)) == ActionError::None);
    REQUIRE(apply(r, s, toHex(ActionKind::Step, 5, 5)) == ActionError::None);  // its one hex: the move ends
    CHECK(s.bannersOf(kBottom) == 1);  // not yet lost: the phase is not over
    REQUIRE(apply(r, s, startMove(1)) == ActionError::None);
    REQUIRE(apply(r, s, toHex(ActionKind::Step, 6, 6)) == ActionError::None);
    CHECK(s.bannersOf(kBottom) == 1);
}

TEST_CASE("a start-turn temporary objective is gained only at the start of the side's turn", "[objectives][000 · OBJECTIVE VICTORY BANNERS]") {
    Battle b;
    b.unit("jac-1", "jacobite", "regular", 6, 6).unit("gov-1", "government", "regular", 1, 1);
    b.scenario().objectives = {objective(ObjectiveKind::StartTurnTemporary, Beneficiary::Bottom, {{6, 6}})};
    const auto& r = b.rules();
    auto s = GameState::initial(r, 1);
    updateObjectives(r, s, ObjectiveMoment::Anytime);
    CHECK(s.bannersOf(kBottom) == 0);
    s.active = kBottom;
    updateObjectives(r, s, ObjectiveMoment::TurnStart);
    CHECK(s.bannersOf(kBottom) == 1);
    s.removeUnit(0);
    updateObjectives(r, s, ObjectiveMoment::Anytime);
    CHECK(s.bannersOf(kBottom) == 0);
}

TEST_CASE("a turn-start majority goes to the side in an absolute majority of the group at its turn start", "[objectives][000 · OBJECTIVE VICTORY BANNERS]") {
    Battle b;
    b.unit("jac-1", "jacobite", "regular", 2, 5).unit("gov-1", "government", "regular", 3, 5).unit("gov-2", "government", "regular", 4, 5);
    b.scenario().objectives = {objective(ObjectiveKind::TurnStartMajority, Beneficiary::Both, {{2, 5}, {3, 5}, {4, 5}}, 2)};
    const auto& r = b.rules();
    auto s = GameState::initial(r, 1);
    s.active = kBottom;
    updateObjectives(r, s, ObjectiveMoment::TurnStart);
    CHECK(s.bannersOf(kBottom) == 0);  // 1 against 2
    s.active = kTop;
    updateObjectives(r, s, ObjectiveMoment::TurnStart);
    CHECK(s.bannersOf(kTop) == 2);
    s.removeUnit(2);  // 1 against 1: the majority is lost at once
    updateObjectives(r, s, ObjectiveMoment::Anytime);
    CHECK(s.bannersOf(kTop) == 0);
}

TEST_CASE("a permanent objective is kept after the unit leaves, a turn-start permanent one waits for the turn start", "[objectives][000 · OBJECTIVE VICTORY BANNERS]") {
    Battle b;
    b.unit("jac-1", "jacobite", "regular", 6, 6).unit("gov-1", "government", "regular", 1, 1);
    b.scenario().objectives = {objective(ObjectiveKind::Permanent, Beneficiary::Bottom, {{6, 6}}),
                               objective(ObjectiveKind::TurnStartPermanent, Beneficiary::Bottom, {{6, 6}}, 2)};
    b.scenario().objectives[1].id = "later";
    const auto& r = b.rules();
    auto s = GameState::initial(r, 1);
    updateObjectives(r, s, ObjectiveMoment::Anytime);
    CHECK(s.bannersOf(kBottom) == 1);
    s.active = kBottom;
    updateObjectives(r, s, ObjectiveMoment::TurnStart);
    CHECK(s.bannersOf(kBottom) == 3);
    s.moveUnit(0, toAxial({6, 7}));
    updateObjectives(r, s, ObjectiveMoment::Anytime);
    updateObjectives(r, s, ObjectiveMoment::TurnStart);
    CHECK(s.bannersOf(kBottom) == 3);
}

TEST_CASE("last to occupy counts for its starting holder until an opposing unit occupies it", "[objectives][001 · OBJECTIVE BANNERS]") {
    Battle b("american-revolution");
    b.unit("con-1", "continental", "regular", 6, 8).unit("bri-1", "british", "regular", 6, 5);
    auto o = objective(ObjectiveKind::LastToOccupy, Beneficiary::Both, {{6, 6}});
    o.holder = kBottom;  // Cortelyou House: a Continental banner on the hex at the start
    b.scenario().objectives = {o};
    const auto& r = b.rules();
    auto s = startGame(r, 1);
    CHECK(s.bannersOf(kBottom) == 1);
    s.moveUnit(1, toAxial({6, 6}));
    updateObjectives(r, s, ObjectiveMoment::Anytime);
    CHECK(s.bannersOf(kBottom) == 0);
    CHECK(s.bannersOf(kTop) == 1);
    s.moveUnit(1, toAxial({6, 5}));  // leaving does not give it back
    updateObjectives(r, s, ObjectiveMoment::Anytime);
    CHECK(s.bannersOf(kTop) == 1);
}

TEST_CASE("clearing a section pays a banner at each turn start while no enemy unit is in it", "[objectives][000 · OBJECTIVE VICTORY BANNERS]") {
    Battle b;
    // The Jacobite (bottom) left flank is the board's left; 4,4 is on the dotted line and counts as centre.
    b.unit("jac-1", "jacobite", "regular", 6, 8).unit("gov-1", "government", "regular", 4, 4).unit("gov-2", "government", "regular", 2, 4);
    Objective o = objective(ObjectiveKind::ClearingASection, Beneficiary::Bottom, {});
    o.section = BoardSection::Left;
    b.scenario().objectives = {o};
    const auto& r = b.rules();
    auto s = GameState::initial(r, 1);
    s.active = kBottom;
    updateObjectives(r, s, ObjectiveMoment::TurnStart);
    CHECK(s.bannersOf(kBottom) == 0);
    s.removeUnit(2);
    updateObjectives(r, s, ObjectiveMoment::TurnStart);
    CHECK(s.bannersOf(kBottom) == 1);
    updateObjectives(r, s, ObjectiveMoment::TurnStart);
    CHECK(s.bannersOf(kBottom) == 2);  // one more each turn it stays clear
}

TEST_CASE("a unit on the opponent's baseline at the start of its turn may break through off the board", "[objectives][000 · OBJECTIVE VICTORY BANNERS]") {
    Battle b;
    b.unit("jac-1", "jacobite", "battle-cavalry", 6, 0).unit("gov-1", "government", "regular", 1, 4);
    b.scenario().objectives = {objective(ObjectiveKind::Breakthrough, Beneficiary::Bottom, {}, 2)};
    const auto& r = b.rules();
    auto s = moving(r);
    REQUIRE(apply(r, s, startMove(0)) == ActionError::None);
    const auto steps = legalActions(r, s);
    const auto exit = std::find_if(steps.begin(), steps.end(), [](const Action& a) { return a.kind == ActionKind::Step && a.hex.r < 0; });
    REQUIRE(exit != steps.end());
    REQUIRE(apply(r, s, *exit) == ActionError::None);
    CHECK(s.units[0].exited);
    CHECK_FALSE(s.units[0].alive());
    CHECK(s.bannersOf(kBottom) == 2);
    CHECK(s.bannersOf(kTop) == 0);  // leaving is not a loss
}

TEST_CASE("withdrawing off the own baseline earns its banners, a unit that did not start there may not", "[objectives][000 · OBJECTIVE VICTORY BANNERS]") {
    Battle b;
    b.unit("jac-1", "jacobite", "regular", 6, 10).unit("jac-2", "jacobite", "regular", 3, 9).unit("gov-1", "government", "regular", 1, 1);
    b.scenario().objectives = {objective(ObjectiveKind::Withdraw, Beneficiary::Bottom, {}, 1)};
    const auto& r = b.rules();
    auto s = moving(r);
    s.units[1].ordered = true;
    REQUIRE(apply(r, s, startMove(1)) == ActionError::None);
    REQUIRE(apply(r, s, toHex(ActionKind::Step, 3, 10)) == ActionError::None);  // reaches the baseline: no exit this turn
    const auto after = legalActions(r, s);
    CHECK(std::none_of(after.begin(), after.end(), [](const Action& a) { return a.hex.r > 10; }));
    REQUIRE(apply(r, s, startMove(0)) == ActionError::None);
    const auto steps = legalActions(r, s);
    const auto exit = std::find_if(steps.begin(), steps.end(), [](const Action& a) { return a.kind == ActionKind::Step && a.hex.r > 10; });
    REQUIRE(exit != steps.end());
    REQUIRE(apply(r, s, *exit) == ActionError::None);
    CHECK(s.bannersOf(kBottom) == 1);
}

TEST_CASE("an objective that brings the last banner ends the game at once", "[objectives][000 · VICTORY BANNERS]") {
    Battle b;
    b.unit("jac-1", "jacobite", "regular", 6, 7).unit("gov-1", "government", "regular", 1, 1);
    b.scenario().objectives = {objective(ObjectiveKind::Permanent, Beneficiary::Bottom, {{6, 6}}, 1)};
    b.scenario().victoryBanners = 1;
    const auto& r = b.rules();
    auto s = moving(r);
    REQUIRE(apply(r, s, startMove(0)) == ActionError::None);
    REQUIRE(apply(r, s, toHex(ActionKind::Step, 6, 6)) == ActionError::None);
    REQUIRE(s.winner.has_value());
    CHECK(*s.winner == kBottom);
    CHECK(legalActions(r, s).empty());
}

// --- the battle notes' objectives (engine/BATTLES.md) -------------------------------------------

TEST_CASE("count each: a start-turn temporary objective pays per hex occupied and loses a hex's banners when it is left", "[objectives][001 · Bunker Hill · Special Rules]") {
    Battle b("american-revolution");
    b.unit("bri-1", "british", "regular", 5, 3).unit("bri-2", "british", "regular", 6, 3).unit("con-1", "continental", "regular", 6, 8);
    auto o = objective(ObjectiveKind::StartTurnTemporary, Beneficiary::Top, {{5, 3}, {6, 3}, {7, 3}});
    o.count = ObjectiveCount::Each;  // "for each Breed's hill hex occupied"
    b.scenario().objectives = {o};
    const auto& r = b.rules();
    auto s = GameState::initial(r, 1);
    s.active = kTop;
    updateObjectives(r, s, ObjectiveMoment::TurnStart);
    CHECK(s.bannersOf(kTop) == 2);
    s.removeUnit(1);
    updateObjectives(r, s, ObjectiveMoment::Anytime);
    CHECK(s.bannersOf(kTop) == 1);
}

TEST_CASE("occupancy no-enemy: none of the group occupied by the enemy, held from the start by its holder", "[objectives][001 · Guilford Courthouse · Special Rules]") {
    Battle b("american-revolution");
    b.unit("con-1", "continental", "regular", 6, 8).unit("bri-1", "british", "regular", 6, 3);
    auto o = objective(ObjectiveKind::StartTurnTemporary, Beneficiary::Bottom, {{5, 4}, {6, 4}}, 3);
    o.occupancy = ObjectiveOccupancy::NoEnemy;
    o.holder = kBottom;  // "Continental player starts with 3 Victory Banners"
    b.scenario().objectives = {o};
    const auto& r = b.rules();
    auto s = startGame(r, 1);
    CHECK(s.bannersOf(kBottom) == 3);
    s.moveUnit(1, toAxial({6, 4}));  // a British unit on a hill hex: lost at once
    updateObjectives(r, s, ObjectiveMoment::Anytime);
    CHECK(s.bannersOf(kBottom) == 0);
    s.moveUnit(1, toAxial({6, 3}));
    updateObjectives(r, s, ObjectiveMoment::Anytime);
    CHECK(s.bannersOf(kBottom) == 0);  // back only at the Continental turn start
    s.active = kBottom;
    updateObjectives(r, s, ObjectiveMoment::TurnStart);
    CHECK(s.bannersOf(kBottom) == 3);
}

TEST_CASE("occupancy no-enemy with count each: a banner per field works hex the enemy does not occupy", "[objectives][001 · Bemis Heights (British Redoubts) · Special Rules]") {
    Battle b("american-revolution");
    b.unit("con-1", "continental", "regular", 6, 8).unit("bri-1", "british", "regular", 4, 3);
    auto o = objective(ObjectiveKind::StartTurnTemporary, Beneficiary::Bottom, {{3, 3}, {4, 3}, {5, 3}});
    o.count = ObjectiveCount::Each;
    o.occupancy = ObjectiveOccupancy::NoEnemy;
    b.scenario().objectives = {o};
    const auto& r = b.rules();
    auto s = GameState::initial(r, 1);
    s.active = kBottom;
    updateObjectives(r, s, ObjectiveMoment::TurnStart);
    CHECK(s.bannersOf(kBottom) == 2);
}

TEST_CASE("count all: the banner only while every hex of the group is occupied", "[objectives][000 · OBJECTIVE VICTORY BANNERS]") {
    Battle b;
    b.unit("jac-1", "jacobite", "regular", 5, 6).unit("jac-2", "jacobite", "regular", 6, 7).unit("gov-1", "government", "regular", 1, 1);
    auto o = objective(ObjectiveKind::Temporary, Beneficiary::Bottom, {{5, 6}, {6, 6}}, 2);
    o.count = ObjectiveCount::All;
    b.scenario().objectives = {o};
    const auto& r = b.rules();
    auto s = GameState::initial(r, 1);
    updateObjectives(r, s, ObjectiveMoment::Anytime);
    CHECK(s.bannersOf(kBottom) == 0);
    s.moveUnit(1, toAxial({6, 6}));
    updateObjectives(r, s, ObjectiveMoment::Anytime);
    CHECK(s.bannersOf(kBottom) == 2);
}

TEST_CASE("section-empty: a temporary banner at the turn start while the opponent has no unit in a section", "[objectives][001 · Bunker Hill · Special Rules][001 · Bemis Heights (British Redoubts) · Special Rules]") {
    Battle b("american-revolution");
    // Continental units in the board's left and centre sections only.
    b.unit("con-1", "continental", "regular", 1, 8).unit("con-2", "continental", "regular", 2, 8).unit("con-3", "continental", "regular", 6, 8)
        .unit("bri-1", "british", "regular", 6, 2);
    Objective o = objective(ObjectiveKind::SectionEmpty, Beneficiary::Top, {});
    o.hexes.clear();
    b.scenario().objectives = {o};
    const auto& r = b.rules();
    auto s = GameState::initial(r, 1);
    updateObjectives(r, s, ObjectiveMoment::Anytime);
    CHECK(s.bannersOf(kTop) == 0);  // only at the start of the British turn
    s.active = kTop;
    updateObjectives(r, s, ObjectiveMoment::TurnStart);
    CHECK(s.bannersOf(kTop) == 1);
    s.moveUnit(1, toAxial({10, 9}));  // a unit in every section: lost at once
    updateObjectives(r, s, ObjectiveMoment::Anytime);
    CHECK(s.bannersOf(kTop) == 0);
}

TEST_CASE("immediate victory: a unit on a building hex at the start of its side's turn wins, with that end reason", "[objectives][000 · Clifton · Special Rules]") {
    Battle b;
    b.unit("gov-1", "government", "regular", 6, 6).unit("jac-1", "jacobite", "regular", 1, 8);
    Objective o = objective(ObjectiveKind::ImmediateVictory, Beneficiary::Top, {{6, 6}, {7, 6}});
    o.banners.reset();
    b.scenario().objectives = {o};
    const auto& r = b.rules();
    auto s = GameState::initial(r, 1);
    s.active = kBottom;
    updateObjectives(r, s, ObjectiveMoment::TurnStart);
    CHECK_FALSE(s.winner);
    s.active = kTop;
    updateObjectives(r, s, ObjectiveMoment::TurnStart);
    REQUIRE(s.winner == kTop);
    CHECK(s.endReason == EndReason::ImmediateVictory);
    CHECK(s.phase == Phase::GameOver);
}

TEST_CASE("a game won on banners records the Banners end reason", "[objectives][000 · VICTORY BANNERS]") {
    Battle b;
    b.unit("jac-1", "jacobite", "regular", 6, 6).unit("gov-1", "government", "regular", 1, 1);
    b.scenario().objectives = {objective(ObjectiveKind::Permanent, Beneficiary::Bottom, {{6, 6}}, 6)};
    const auto& r = b.rules();
    auto s = GameState::initial(r, 1);
    updateObjectives(r, s, ObjectiveMoment::Anytime);
    REQUIRE(s.winner == kBottom);
    CHECK(s.endReason == EndReason::Banners);
}

TEST_CASE("turn-start repeating: permanent banners again each turn start, at most maxPerTurn", "[objectives][000 · Culloden (Flanking Move) · Special Rules]") {
    Battle b;
    b.unit("gov-1", "government", "regular", 2, 6).unit("gov-2", "government", "regular", 3, 6).unit("gov-3", "government", "regular", 4, 6)
        .unit("jac-1", "jacobite", "regular", 10, 8);
    auto o = objective(ObjectiveKind::TurnStartRepeating, Beneficiary::Top, {{2, 6}, {3, 6}, {4, 6}});
    o.count = ObjectiveCount::Each;
    o.maxPerTurn = 2;
    b.scenario().objectives = {o};
    b.scenario().victoryBanners = 9;
    const auto& r = b.rules();
    auto s = GameState::initial(r, 1);
    s.active = kTop;
    updateObjectives(r, s, ObjectiveMoment::TurnStart);
    CHECK(s.bannersOf(kTop) == 2);
    s.removeUnit(0);
    s.removeUnit(1);
    updateObjectives(r, s, ObjectiveMoment::Anytime);
    CHECK(s.bannersOf(kTop) == 2);  // permanent
    updateObjectives(r, s, ObjectiveMoment::TurnStart);
    CHECK(s.bannersOf(kTop) == 3);
}

TEST_CASE("camp hexes: each is captured once at a turn start and stays captured", "[objectives][000 · Cromdale · Special Rules][000 · Prestonpans · Special Rules]") {
    Battle b;
    b.unit("gov-1", "government", "regular", 5, 6).unit("jac-1", "jacobite", "regular", 1, 8);
    auto o = objective(ObjectiveKind::TurnStartPermanent, Beneficiary::Top, {{5, 6}, {8, 6}});
    o.count = ObjectiveCount::Each;
    b.scenario().objectives = {o};
    const auto& r = b.rules();
    auto s = GameState::initial(r, 1);
    s.active = kTop;
    updateObjectives(r, s, ObjectiveMoment::TurnStart);
    CHECK(s.bannersOf(kTop) == 1);
    updateObjectives(r, s, ObjectiveMoment::TurnStart);
    CHECK(s.bannersOf(kTop) == 1);  // the camp is spent
    s.moveUnit(0, toAxial({8, 6}));
    updateObjectives(r, s, ObjectiveMoment::TurnStart);
    CHECK(s.bannersOf(kTop) == 2);
}

TEST_CASE("a withdraw objective with afterTotalBanners pays only once both sides gained that many", "[objectives][000 · Inverurie · Special Rules]") {
    Battle b;
    b.unit("gov-1", "government", "regular", 5, 0).unit("jac-1", "jacobite", "regular", 1, 8);
    auto o = objective(ObjectiveKind::Withdraw, Beneficiary::Top, {});
    o.hexes.clear();
    o.afterTotalBanners = 4;
    b.scenario().objectives = {o};
    const auto& r = b.rules();
    auto s = GameState::initial(r, 1);
    CHECK(exitBanners(r, s, o, kTop, toAxial({5, 0})) == 0);
    s.banners = {3, 1};
    CHECK(exitBanners(r, s, o, kTop, toAxial({5, 0})) == 1);
    CHECK(exitBanners(r, s, o, kTop, toAxial({5, 1})) == 0);  // not a baseline hex
}

TEST_CASE("Inverurie: starting banners do not count toward the 4 banners gained that open the withdraw objective",
          "[objectives][000 · Inverurie · Special Rules]") {
    // engine/RULINGS.md, Objectives and special rules: "When a total of 4 banners have been
    // gained between both players" counts banners gained in play, not those a side starts with.
    Battle b;
    b.unit("gov-1", "government", "regular", 5, 0).unit("gov-2", "government", "regular", 7, 0).unit("jac-1", "jacobite", "regular", 1, 8);
    auto o = objective(ObjectiveKind::Withdraw, Beneficiary::Top, {});
    o.afterTotalBanners = 4;
    b.scenario().objectives = {o};
    b.scenario().top.startingBanners = 3;
    b.scenario().bottom.startingBanners = 1;
    b.scenario().victoryBanners = 9;
    const auto& r = b.rules();
    auto s = moving(r);
    s.active = kTop;
    s.units[1].ordered = true;
    const auto exitOf = [&](int unit) {
        REQUIRE(apply(r, s, startMove(unit)) == ActionError::None);
        const auto steps = legalActions(r, s);
        const auto exit = std::find_if(steps.begin(), steps.end(), [](const Action& a) { return a.kind == ActionKind::Step && a.hex.r < 0; });
        REQUIRE(exit != steps.end());
        REQUIRE(apply(r, s, *exit) == ActionError::None);
    };
    REQUIRE(s.bannersOf(kTop) + s.bannersOf(kBottom) == 4);  // 4 on the table, none gained
    exitOf(0);
    CHECK(s.units[0].exited);
    CHECK(s.bannersOf(kTop) == 3);
    s.banners = {3, 5};  // two banners gained by each side since
    exitOf(1);
    CHECK(s.bannersOf(kTop) == 6);
}

TEST_CASE("a majority objective's holder starts with its banners", "[objectives][000 · Dunkeld · Special Rules]") {
    Battle b;
    b.unit("gov-1", "government", "regular", 5, 5).unit("jac-1", "jacobite", "regular", 1, 8);
    auto o = objective(ObjectiveKind::TurnStartMajority, Beneficiary::Both, {{5, 5}, {6, 5}}, 2);
    o.holder = kTop;  // "The Government player starts with 2 banners"
    b.scenario().objectives = {o};
    const auto& r = b.rules();
    auto s = startGame(r, 1);
    CHECK(s.bannersOf(kTop) == 2);
    CHECK(objectiveBanners(s, kTop) == 2);
}

TEST_CASE("banners differing per side: Battle Hill is worth 1 to the Continentals and 2 to the British", "[objectives][001 · Long Island (Grant's Attack) · Special Rules]") {
    Battle b("american-revolution");
    b.unit("con-1", "continental", "regular", 5, 5).unit("bri-1", "british", "regular", 6, 2);
    auto o = objective(ObjectiveKind::TurnStartMajority, Beneficiary::Both, {{5, 5}, {6, 5}, {7, 5}});
    o.banners.reset();
    o.bannersBottom = 1;
    o.bannersTop = 2;
    b.scenario().objectives = {o};
    const auto& r = b.rules();
    auto s = GameState::initial(r, 1);
    s.active = kBottom;
    updateObjectives(r, s, ObjectiveMoment::TurnStart);
    CHECK(s.bannersOf(kBottom) == 1);
    s.removeUnit(0);
    s.moveUnit(1, toAxial({6, 5}));
    updateObjectives(r, s, ObjectiveMoment::Anytime);
    CHECK(s.bannersOf(kBottom) == 0);
    s.active = kTop;
    updateObjectives(r, s, ObjectiveMoment::TurnStart);
    CHECK(s.bannersOf(kTop) == 2);
}

TEST_CASE("an objective whose kind changes keeps only the fields the new kind takes", "[objectives][schema]") {
    auto o = objective(ObjectiveKind::StartTurnTemporary, Beneficiary::Top, {{5, 3}}, 2);
    o.count = ObjectiveCount::Each;
    o.holder = kTop;
    o.kind = ObjectiveKind::ImmediateVictory;
    fitObjectiveToKind(o);
    CHECK_FALSE(o.banners);
    CHECK_FALSE(o.holder);
    CHECK(o.count == ObjectiveCount::Each);
    o.kind = ObjectiveKind::SectionEmpty;
    fitObjectiveToKind(o);
    CHECK(o.banners == 1);
    CHECK(o.hexes.empty());
    CHECK(o.count == ObjectiveCount::Any);
    o.kind = ObjectiveKind::ClearingASection;
    fitObjectiveToKind(o);
    CHECK(o.section == BoardSection::Left);
}
