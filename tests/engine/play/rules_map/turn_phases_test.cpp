// The rule map's gaps in the turn (000 · GAME TURN, Phase 1 to Phase 4 and their 001
// twins), played through legalActions/apply: what an order allows, what a move and a combat
// may leave undone, and what they may not do twice.
#include "play/rules_map/map_fixtures.h"
#include "tricorne/rules/attack.h"

using namespace tricorne;
using namespace fixtures;
using namespace map_fixtures;

namespace {
Action order(const Rules& r, const std::string& unit) { return pieceAction(ActionKind::Order, PieceRef::unit(unitIndex(r, unit))); }
}  // namespace

TEST_CASE("a Command card that orders nothing goes straight to the end of turn", "[rules-map][000 · Phase 1. Play a Command Card][001 · PHASE 1. PLAY A COMMAND CARD]") {
    Battle b;
    b.unit("jac-centre", "jacobite", "regular", 6, 8).unit("gov-1", "government", "regular", 6, 2);
    const auto& r = b.rules();
    auto s = afterPlaying(b, "probe-left");  // no Jacobite piece on the left flank
    // Phases 2 to 4 are skipped: the card is discarded, one drawn, and the opponent plays.
    CHECK(s.active == kGovernment);
    CHECK(s.phase == Phase::PlayCard);
    CHECK(s.cards.hands[kJacobite].size() == 1);
    CHECK(s.cards.discard.size() == 1);
    CHECK_FALSE(unitState(s, r, "jac-centre").ordered);
}

TEST_CASE("only one order may be given to each unit or lone leader in a turn", "[rules-map][000 · Phase 2. Order Units][001 · PHASE 2. ORDER UNITS]") {
    Battle b;
    b.unit("jac-1", "jacobite", "regular", 1, 8).unit("jac-2", "jacobite", "regular", 2, 8).unit("jac-3", "jacobite", "regular", 3, 8)
        .leader("dundee", "jacobite", 0, 8).unit("gov-1", "government", "regular", 10, 2);
    const auto& r = b.rules();
    auto s = afterPlaying(b, "attack-left");  // three orders on the left flank
    REQUIRE(apply(r, s, order(r, "jac-1")) == ActionError::None);
    CHECK_FALSE(hasAction(r, s, order(r, "jac-1")));
    CHECK(hasAction(r, s, order(r, "jac-2")));
    const Action leader = pieceAction(ActionKind::Order, PieceRef::leader(leaderIndex(r, "dundee")));
    REQUIRE(apply(r, s, leader) == ActionError::None);
    CHECK_FALSE(hasAction(r, s, leader));
    CHECK(hasAction(r, s, order(r, "jac-2")));
}

TEST_CASE("a leader joining a unit does not order the unit he joins", "[rules-map][000 · Phase 2. Order Units][000 · Leader Movement]") {
    Battle b;
    b.unit("jac-1", "jacobite", "regular", 2, 8).leader("dundee", "jacobite", 2, 9).unit("gov-1", "government", "regular", 2, 7);
    const auto& r = b.rules();
    auto s = afterPlaying(b, "probe-left");
    const PieceRef dundee = PieceRef::leader(leaderIndex(r, "dundee"));
    REQUIRE(apply(r, s, pieceAction(ActionKind::Order, dundee)) == ActionError::None);
    REQUIRE(apply(r, s, choice(ActionKind::EndOrders)) == ActionError::None);
    REQUIRE(apply(r, s, pieceAction(ActionKind::StartMove, dundee)) == ActionError::None);
    REQUIRE(apply(r, s, toHex(ActionKind::Step, 2, 8)) == ActionError::None);  // onto jac-1
    if (s.moving) REQUIRE(apply(r, s, choice(ActionKind::EndMove)) == ActionError::None);
    CHECK(s.attachedLeader(unitIndex(r, "jac-1")) == leaderIndex(r, "dundee"));
    CHECK_FALSE(unitState(s, r, "jac-1").ordered);
    // jac-1 stands next to gov-1 but, not ordered, has no battle: the turn passed untouched.
    CHECK(s.active == kGovernment);
    CHECK(unitState(s, r, "gov-1").blocks == 4);
}

TEST_CASE("an ordered unit does not have to move, and battles with undiminished dice", "[rules-map][000 · Phase 3. Movement][001 · PHASE 3. MOVEMENT]") {
    Battle b;
    b.unit("jac-1", "jacobite", "regular", 2, 8).unit("jac-2", "jacobite", "regular", 1, 8).unit("gov-1", "government", "regular", 2, 7);
    const auto& r = b.rules();
    auto s = afterPlaying(b, "probe-left");
    REQUIRE(apply(r, s, order(r, "jac-1")) == ActionError::None);
    REQUIRE(apply(r, s, order(r, "jac-2")) == ActionError::None);
    REQUIRE(s.phase == Phase::Move);
    REQUIRE(apply(r, s, choice(ActionKind::EndMovement)) == ActionError::None);
    REQUIRE(s.phase == Phase::Combat);
    CHECK_FALSE(unitState(s, r, "jac-1").moved);
    CHECK(unitState(s, r, "jac-1").hex == toAxial({2, 8}));
    REQUIRE(hasAction(r, s, battle(r, "jac-1", 2, 7)));
    CHECK(assessAttack(r, s, unitIndex(r, "jac-1"), toAxial({2, 7})).dice == 3);  // 2 + full strength, no −1 for moving
}

TEST_CASE("a unit's move is completed before another piece's move begins", "[rules-map][000 · Phase 3. Movement][001 · PHASE 3. MOVEMENT]") {
    Battle b;
    b.unit("jac-horse", "jacobite", "battle-cavalry", 1, 8).unit("jac-2", "jacobite", "regular", 3, 8).unit("gov-1", "government", "regular", 10, 2);
    const auto& r = b.rules();
    auto s = afterPlaying(b, "probe-left");
    REQUIRE(apply(r, s, order(r, "jac-horse")) == ActionError::None);
    REQUIRE(apply(r, s, order(r, "jac-2")) == ActionError::None);
    const Action startHorse = pieceAction(ActionKind::StartMove, PieceRef::unit(unitIndex(r, "jac-horse")));
    const Action startFoot = pieceAction(ActionKind::StartMove, PieceRef::unit(unitIndex(r, "jac-2")));
    REQUIRE(hasAction(r, s, startFoot));
    REQUIRE(apply(r, s, startHorse) == ActionError::None);
    REQUIRE(apply(r, s, toHex(ActionKind::Step, 1, 7)) == ActionError::None);  // one of its two hexes
    REQUIRE(s.moving.has_value());
    CHECK_FALSE(hasAction(r, s, startFoot));
    CHECK(apply(r, s, startFoot) == ActionError::NotLegal);
    REQUIRE(apply(r, s, choice(ActionKind::EndMove)) == ActionError::None);
    CHECK(hasAction(r, s, startFoot));
    // "A unit or leader may only be ordered to move once per turn": the horse's move is spent.
    CHECK_FALSE(hasAction(r, s, startHorse));
}

TEST_CASE("a unit may move from one section of the battlefield into another", "[rules-map][000 · Phase 3. Movement][001 · PHASE 3. MOVEMENT]") {
    Battle b;
    b.unit("jac-horse", "jacobite", "battle-cavalry", 3, 8).unit("gov-1", "government", "regular", 10, 2);
    const auto& r = b.rules();
    auto s = afterPlaying(b, "probe-left");
    REQUIRE(apply(r, s, order(r, "jac-horse")) == ActionError::None);
    REQUIRE(apply(r, s, pieceAction(ActionKind::StartMove, PieceRef::unit(0))) == ActionError::None);
    REQUIRE(apply(r, s, toHex(ActionKind::Step, 4, 8)) == ActionError::None);
    REQUIRE(apply(r, s, toHex(ActionKind::Step, 5, 8)) == ActionError::None);
    CHECK(unitState(s, r, "jac-horse").hex == toAxial({5, 8}));
    CHECK_FALSE(r.inSection(toAxial({5, 8}), BoardSection::Left, kJacobite));  // the centre only
}

TEST_CASE("an ordered unit does not have to battle, even next to an enemy unit", "[rules-map][000 · Phase 4. Combat][001 · PHASE 4. COMBAT]") {
    Battle b;
    b.unit("jac-1", "jacobite", "regular", 6, 5).unit("gov-1", "government", "regular", 6, 4);
    auto s = b.combat(kJacobite, {"jac-1"});
    const auto& r = b.rules();
    REQUIRE(hasAction(r, s, battle(r, "jac-1", 6, 4)));
    REQUIRE(apply(r, s, choice(ActionKind::EndCombat)) == ActionError::None);
    CHECK(s.active == kGovernment);
    CHECK(unitState(s, r, "gov-1").blocks == 4);
    CHECK(unitState(s, r, "jac-1").blocks == 4);
}

TEST_CASE("an ordered unit battles once a turn and only the ordered units battle", "[rules-map][000 · Phase 4. Combat][000 · Phase 2. Order Units]") {
    Battle b;
    b.unit("jac-1", "jacobite", "regular", 6, 6).unit("jac-2", "jacobite", "regular", 2, 6).unit("jac-idle", "jacobite", "regular", 9, 6)
        .unit("gov-1", "government", "regular", 6, 4).unit("gov-2", "government", "regular", 2, 4).unit("gov-3", "government", "regular", 9, 5);
    auto s = b.combat(kJacobite, {"jac-1", "jac-2"});
    const auto& r = b.rules();
    CHECK_FALSE(hasAction(r, s, battle(r, "jac-idle", 9, 5)));  // adjacent, but not ordered
    force(s, "CCC");  // range 2: 2 + 1 = 3 dice, no effect
    REQUIRE(apply(r, s, battle(r, "jac-1", 6, 4)) == ActionError::None);
    CHECK(s.forcedDice.empty());
    REQUIRE(s.active == kJacobite);  // jac-2 still has its battle
    CHECK(unitState(s, r, "jac-1").battled);
    for (const Action& a : legalActions(r, s)) CHECK_FALSE((a.kind == ActionKind::Battle && a.piece == PieceRef::unit(unitIndex(r, "jac-1"))));
    CHECK(hasAction(r, s, battle(r, "jac-2", 2, 4)));
}

TEST_CASE("a unit may not split its dice between several targets", "[rules-map][000 · Phase 4. Combat][001 · PHASE 4. COMBAT]") {
    Battle b;
    b.unit("jac-1", "jacobite", "regular", 6, 5).unit("jac-2", "jacobite", "regular", 1, 8)
        .unit("gov-1", "government", "regular", 6, 4).unit("gov-2", "government", "regular", 7, 4);
    auto s = b.combat(kJacobite, {"jac-1", "jac-2"});
    const auto& r = b.rules();
    force(s, "IIC");  // all three dice land on gov-1; gov-2 takes nothing
    force(s, "CCCC");  // gov-1 battles back, no effect
    REQUIRE(apply(r, s, battle(r, "jac-1", 6, 4)) == ActionError::None);
    if (hasAction(r, s, choice(ActionKind::BattleBack, 1))) REQUIRE(apply(r, s, choice(ActionKind::BattleBack, 1)) == ActionError::None);
    CHECK(unitState(s, r, "gov-1").blocks == 2);
    CHECK(unitState(s, r, "gov-2").blocks == 4);
}

TEST_CASE("a lone leader never battles, even ordered and next to an enemy unit", "[rules-map][000 · Leader Combat][001 · LEADER COMBAT]") {
    Battle b;
    b.leader("dundee", "jacobite", 6, 5).unit("jac-1", "jacobite", "regular", 2, 8).unit("gov-1", "government", "regular", 6, 4)
        .unit("gov-2", "government", "regular", 2, 6);
    auto s = b.combat(kJacobite, {"jac-1"});
    const auto& r = b.rules();
    s.leaders[static_cast<std::size_t>(leaderIndex(r, "dundee"))].ordered = true;
    REQUIRE(hasAction(r, s, battle(r, "jac-1", 2, 6)));  // the combat phase is open
    for (const Action& a : legalActions(r, s)) CHECK_FALSE((a.kind == ActionKind::Battle && !a.piece.isUnit()));
    CHECK(legalActions(r, s).size() == 2);  // jac-1's fire and the end of combat
}

TEST_CASE("001: allied units and leaders of a side are friends: Hessians support the British, a British leader bolsters a Hessian", "[rules-map][001 · LEADER MOVEMENT][000 · Leader Movement][000 · Bolster Morale]") {
    SECTION("two adjacent allied units are two supports") {
        Battle b("american-revolution");
        b.unit("bri-1", "british", "regular", 6, 4).unit("ger-1", "german", "regular", 5, 4).unit("ger-2", "german", "grenadier", 7, 4)
            .unit("con-1", "continental", "regular", 6, 6);
        auto s = b.combat(Position::Bottom, {"con-1"});
        const auto& r = b.rules();
        force(s, "FCC");
        REQUIRE(apply(r, s, battle(r, "con-1", 6, 4)) == ActionError::None);
        CHECK(hasAction(r, s, choice(ActionKind::IgnoreFlags, 1)));
    }
    SECTION("a lone allied leader next to the unit") {
        Battle b("american-revolution");
        b.unit("ger-1", "german", "regular", 6, 4).leader("howe", "british", 7, 4).unit("con-1", "continental", "regular", 6, 6);
        auto s = b.combat(Position::Bottom, {"con-1"});
        const auto& r = b.rules();
        force(s, "FCC");
        REQUIRE(apply(r, s, battle(r, "con-1", 6, 4)) == ActionError::None);
        CHECK(hasAction(r, s, choice(ActionKind::IgnoreFlags, 1)));
    }
}
