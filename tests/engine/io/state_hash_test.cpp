// hashState (io/game_log.cpp) must see every field of the state that can change a future
// decision: a log replay trusts equal hashes to mean equal games. Two guards: the number of
// fields of each state aggregate is pinned at compile time (a new field stops the build here
// until it is hashed and given a line below), and changing any one field changes the hash.
#include <cstddef>
#include <functional>
#include <string>
#include <utility>
#include <vector>

#include "play/game_fixtures.h"
#include "tricorne/io/game_log.h"

using namespace tricorne;

namespace {

/// Converts to anything: braces of N of these initialise an aggregate with at most N fields.
struct AnyField {
    template <typename T>
    operator T() const;  // never defined: only asked about in unevaluated requires-expressions
};

template <typename T, std::size_t... I>
constexpr bool bracesWith(std::index_sequence<I...>) {
    return requires { T{(void(I), AnyField{})...}; };
}

/// The number of fields of aggregate T (a std::array or a nested struct counts as one).
template <typename T, std::size_t N = 0>
constexpr std::size_t fieldCount() {
    if constexpr (!bracesWith<T>(std::make_index_sequence<N + 1>{}))
        return N;
    else
        return fieldCount<T, N + 1>();
}

static_assert(fieldCount<UnitState>() == 14, "UnitState changed: add the field to hashState and to the unit changes below");
static_assert(fieldCount<LeaderState>() == 7, "LeaderState changed: add the field to hashState and to the leader changes below");
// Each task kind (model/task.h): a new field stops the build until hashState's `hashed` for
// the kind has it and the kind's changes below change it.
static_assert(fieldCount<task::RetireChoice>() == 4, "RetireChoice changed: hash the field and add it below");
static_assert(fieldCount<task::Flags>() == 5, "Flags changed: hash the field and add it below");
static_assert(fieldCount<task::IgnoreFlagsChoice>() == 2, "IgnoreFlagsChoice changed: hash the field and add it below");
static_assert(fieldCount<task::RetreatChoice>() == 2, "RetreatChoice changed: hash the field and add it below");
static_assert(fieldCount<task::RetirePathChoice>() == 1, "RetirePathChoice changed: hash the field and add it below");
static_assert(fieldCount<task::LeaderRetreatChoice>() == 3, "LeaderRetreatChoice changed: hash the field and add it below");
static_assert(fieldCount<task::TakeGroundChoice>() == 4, "TakeGroundChoice changed: hash the field and add it below");
static_assert(fieldCount<task::BonusMeleeChoice>() == 1, "BonusMeleeChoice changed: hash the field and add it below");
static_assert(fieldCount<task::BattleBackChoice>() == 3, "BattleBackChoice changed: hash the field and add it below");
static_assert(fieldCount<task::CannonadeRetireChoice>() == 2, "CannonadeRetireChoice changed: hash the field and add it below");
static_assert(fieldCount<task::CardReaction>() == 3, "CardReaction changed: hash the field and add it below");
static_assert(fieldCount<task::Attack>() == 3, "Attack changed: hash the field and add it below");
static_assert(fieldCount<task::AfterMelee>() == 4, "AfterMelee changed: hash the field and add it below");
static_assert(fieldCount<task::RallyCheck>() == 2, "RallyCheck changed: hash the field and add it below");
static_assert(fieldCount<task::LeaderCasualty>() == 6, "LeaderCasualty changed: hash the field and add it below");
static_assert(fieldCount<task::ChiefCheck>() == 1, "ChiefCheck changed: hash the field and add it below");
static_assert(fieldCount<task::LeaderLossRally>() == 2, "LeaderLossRally changed: hash the field and add it below");
static_assert(fieldCount<task::ShipFire>() == 3, "ShipFire changed: hash the field and add it below");
static_assert(fieldCount<CombatNotes>() == 12, "CombatNotes changed: hash the flag (bitsOf) and add it below");
static_assert(fieldCount<MoveProgress>() == 5, "MoveProgress changed: add the field to hashState and to the move changes below");
static_assert(fieldCount<PieceRef>() == 2, "PieceRef changed: add the field to hashState and to the move changes below");
static_assert(fieldCount<ObjectiveState>() == 3, "ObjectiveState changed: add the field to hashState and to the objective changes below");
static_assert(fieldCount<CardState>() == 14, "CardState changed: add the field to hashState and to the card changes below");
static_assert(fieldCount<GameState>() == 21, "GameState changed: add the field to hashState and to the game changes below");

/// The fields of GameState hashState leaves out on purpose (see its declaration).
constexpr std::size_t kUnhashedGameFields = 3;  // unitOnHex, leaderOnHex, forcedDice

Rules killiecrankie() {
    const auto load = fixtures::load(fixtures::sourceDir() / "scenarios/killiecrankie.tricorne.json");
    return Rules(*load.scenario, *load.system);
}

using Change = std::pair<std::string, std::function<void(GameState&)>>;

/// A state where every field can be changed: Killiecrankie's start with a task pending, a move
/// in progress, an objective and a cannonade entry.
GameState richState(const Rules& rules) {
    GameState s = startGame(rules, 11);
    s.tasks.push_back(Task{});
    s.moving = MoveProgress{};
    s.objectives.push_back(ObjectiveState{});
    s.cannonadeDone.push_back(false);
    return s;
}

void requireEachChangesTheHash(const GameState& base, const std::vector<Change>& changes) {
    const std::uint64_t before = hashState(base);
    for (const auto& [field, change] : changes) {
        GameState changed = base;
        change(changed);
        INFO(field);
        REQUIRE_FALSE(changed == base);
        CHECK(hashState(changed) != before);
    }
}

}  // namespace

TEST_CASE("changing any field of a unit changes the state hash", "[log][hash]") {
    const Rules rules = killiecrankie();
    const std::vector<Change> changes{
        {"hex", [](GameState& s) { s.units[0].hex.q += 1; }},
        {"blocks", [](GameState& s) { s.units[0].blocks -= 1; }},
        {"chief", [](GameState& s) { s.units[0].chief = !s.units[0].chief; }},
        {"exited", [](GameState& s) { s.units[0].exited = true; }},
        {"ordered", [](GameState& s) { s.units[0].ordered = true; }},
        {"moved", [](GameState& s) { s.units[0].moved = true; }},
        {"hexesMoved", [](GameState& s) { s.units[0].hexesMoved = 2; }},
        {"noBattle", [](GameState& s) { s.units[0].noBattle = true; }},
        {"meleeOnly", [](GameState& s) { s.units[0].meleeOnly = true; }},
        {"moveDone", [](GameState& s) { s.units[0].moveDone = true; }},
        {"battled", [](GameState& s) { s.units[0].battled = true; }},
        {"bonusMeleeUsed", [](GameState& s) { s.units[0].bonusMeleeUsed = true; }},
        {"highlandHit", [](GameState& s) { s.units[0].highlandHit = true; }},
        {"combatCard", [](GameState& s) { s.units[0].combatCard = 3; }},
    };
    CHECK(changes.size() == fieldCount<UnitState>());
    requireEachChangesTheHash(richState(rules), changes);
}

TEST_CASE("changing any field of a leader changes the state hash", "[log][hash]") {
    const Rules rules = killiecrankie();
    const std::vector<Change> changes{
        {"hex", [](GameState& s) { s.leaders[0].hex.r += 1; }},
        {"alive", [](GameState& s) { s.leaders[0].alive = false; }},
        {"offBoard", [](GameState& s) { s.leaders[0].offBoard = true; }},
        {"ordered", [](GameState& s) { s.leaders[0].ordered = true; }},
        {"moved", [](GameState& s) { s.leaders[0].moved = true; }},
        {"moveDone", [](GameState& s) { s.leaders[0].moveDone = true; }},
        {"combatCard", [](GameState& s) { s.leaders[0].combatCard = true; }},
    };
    CHECK(changes.size() == fieldCount<LeaderState>());
    requireEachChangesTheHash(richState(rules), changes);
}

namespace {

template <typename K>
using TaskChanges = std::vector<std::pair<std::string, std::function<void(K&)>>>;

/// Pending task `start` on the rich state, then each change of it alone: every one must move the hash.
template <typename K>
void requireEachTaskChangeMovesTheHash(const Rules& rules, const K& start, const TaskChanges<K>& changes) {
    GameState base = richState(rules);
    base.tasks.back() = Task(start);
    const std::uint64_t before = hashState(base);
    for (const auto& [field, change] : changes) {
        K changedTask = start;
        change(changedTask);
        GameState changed = base;
        changed.tasks.back() = Task(changedTask);
        INFO(field);
        CHECK(hashState(changed) != before);
    }
}

const Hex kSomeHex{3, 2};

}  // namespace

TEST_CASE("changing any field of any kind of pending task changes the state hash", "[log][hash]") {
    const Rules rules = killiecrankie();
    const auto hexMoves = [](Hex& h) { h.q += 1; };
    requireEachTaskChangeMovesTheHash<task::RetireChoice>(rules, {1, 2, kSomeHex, {}}, {
        {"unit", [](auto& t) { t.unit += 1; }}, {"attacker", [](auto& t) { t.attacker += 1; }},
        {"target", [&](auto& t) { hexMoves(t.target); }}, {"combat", [](auto& t) { t.combat.melee = true; }}});
    requireEachTaskChangeMovesTheHash<task::Flags>(rules, {1, kSomeHex, 2, false, {}}, {
        {"unit", [](auto& t) { t.unit += 1; }}, {"from", [&](auto& t) { hexMoves(t.from); }},
        {"flags", [](auto& t) { t.flags += 1; }}, {"fullStrengthBefore", [](auto& t) { t.fullStrengthBefore = true; }},
        {"combat", [](auto& t) { t.combat.hit = true; }}});
    // IgnoreFlagsChoice: its Flags' fields but fullStrengthBefore, which only explains the
    // choice (the options are fixed by mayIgnore; io/game_log.cpp), and mayIgnore.
    requireEachTaskChangeMovesTheHash<task::IgnoreFlagsChoice>(rules, {task::Flags{1, kSomeHex, 2, false, {}}, 1}, {
        {"unit", [](auto& t) { t.unit += 1; }}, {"from", [&](auto& t) { hexMoves(t.from); }},
        {"flags", [](auto& t) { t.flags += 1; }}, {"combat", [](auto& t) { t.combat.hit = true; }},
        {"mayIgnore", [](auto& t) { t.mayIgnore += 1; }}});
    requireEachTaskChangeMovesTheHash<task::RetreatChoice>(rules, {1, 2}, {
        {"unit", [](auto& t) { t.unit += 1; }}, {"hexesLeft", [](auto& t) { t.hexesLeft += 1; }}});
    requireEachTaskChangeMovesTheHash<task::RetirePathChoice>(rules, {1}, {{"unit", [](auto& t) { t.unit += 1; }}});
    requireEachTaskChangeMovesTheHash<task::LeaderRetreatChoice>(rules, {1, kSomeHex, 1}, {
        {"leader", [](auto& t) { t.leader += 1; }}, {"hex", [&](auto& t) { hexMoves(t.hex); }},
        {"hexesTaken", [](auto& t) { t.hexesTaken += 1; }}});
    requireEachTaskChangeMovesTheHash<task::TakeGroundChoice>(rules, {1, kSomeHex, {}, false}, {
        {"unit", [](auto& t) { t.unit += 1; }}, {"vacated", [&](auto& t) { hexMoves(t.vacated); }},
        {"combat", [](auto& t) { t.combat.melee = true; }}, {"bonusAllowed", [](auto& t) { t.bonusAllowed = true; }}});
    requireEachTaskChangeMovesTheHash<task::BonusMeleeChoice>(rules, {1}, {{"unit", [](auto& t) { t.unit += 1; }}});
    requireEachTaskChangeMovesTheHash<task::BattleBackChoice>(rules, {1, 2, kSomeHex}, {
        {"unit", [](auto& t) { t.unit += 1; }}, {"attacker", [](auto& t) { t.attacker += 1; }},
        {"attackerHex", [&](auto& t) { hexMoves(t.attackerHex); }}});
    requireEachTaskChangeMovesTheHash<task::CannonadeRetireChoice>(rules, {1, false}, {
        {"unit", [](auto& t) { t.unit += 1; }}, {"mustRetire", [](auto& t) { t.mustRetire = true; }}});
    requireEachTaskChangeMovesTheHash<task::CardReaction>(rules, {1, 2, kSomeHex}, {
        {"unit", [](auto& t) { t.unit += 1; }}, {"attacker", [](auto& t) { t.attacker += 1; }},
        {"target", [&](auto& t) { hexMoves(t.target); }}});
    requireEachTaskChangeMovesTheHash<task::AfterMelee>(rules, {1, 2, kSomeHex, {}}, {
        {"unit", [](auto& t) { t.unit += 1; }}, {"defender", [](auto& t) { t.defender += 1; }},
        {"target", [&](auto& t) { hexMoves(t.target); }}, {"combat", [](auto& t) { t.combat.melee = true; }}});
    requireEachTaskChangeMovesTheHash<task::RallyCheck>(rules, {1, {}}, {
        {"unit", [](auto& t) { t.unit += 1; }}, {"combat", [](auto& t) { t.combat.cavalryMelee = true; }}});
    requireEachTaskChangeMovesTheHash<task::LeaderCasualty>(rules, {1, 2, kSomeHex, 2, 2, false}, {
        {"leader", [](auto& t) { t.leader += 1; }}, {"unit", [](auto& t) { t.unit += 1; }},
        {"hex", [&](auto& t) { hexMoves(t.hex); }}, {"dice", [](auto& t) { t.dice += 1; }},
        {"sabersToKill", [](auto& t) { t.sabersToKill += 1; }}, {"unitEliminated", [](auto& t) { t.unitEliminated = true; }}});
    requireEachTaskChangeMovesTheHash<task::ChiefCheck>(rules, {1}, {{"unit", [](auto& t) { t.unit += 1; }}});
    requireEachTaskChangeMovesTheHash<task::LeaderLossRally>(rules, {1, kSomeHex}, {
        {"leader", [](auto& t) { t.leader += 1; }}, {"hex", [&](auto& t) { hexMoves(t.hex); }}});
    requireEachTaskChangeMovesTheHash<task::ShipFire>(rules, {1, 2, kSomeHex}, {
        {"rule", [](auto& t) { t.rule += 1; }}, {"dice", [](auto& t) { t.dice += 1; }},
        {"target", [&](auto& t) { hexMoves(t.target); }}});
    // Every flag of the combat notes, on an Attack.
    requireEachTaskChangeMovesTheHash<task::Attack>(rules, {1, kSomeHex, {}}, {
        {"unit", [](auto& t) { t.unit += 1; }}, {"target", [&](auto& t) { hexMoves(t.target); }},
        {"melee", [](auto& t) { t.combat.melee = true; }}, {"ranged", [](auto& t) { t.combat.ranged = true; }},
        {"battleBack", [](auto& t) { t.combat.battleBack = true; }}, {"bonus", [](auto& t) { t.combat.bonus = true; }},
        {"cannonade", [](auto& t) { t.combat.cannonade = true; }}, {"fromArtillery", [](auto& t) { t.combat.fromArtillery = true; }},
        {"cavalryMelee", [](auto& t) { t.combat.cavalryMelee = true; }}, {"retiring", [](auto& t) { t.combat.retiring = true; }},
        {"firstStruck", [](auto& t) { t.combat.firstStruck = true; }}, {"hit", [](auto& t) { t.combat.hit = true; }},
        {"rallyDone", [](auto& t) { t.combat.rallyDone = true; }}, {"chiefLost", [](auto& t) { t.combat.chiefLost = true; }}});
    // The kind itself: the same unit owing another kind of task.
    GameState a = richState(rules), b = a;
    a.tasks.back() = Task(task::BonusMeleeChoice{1});
    b.tasks.back() = Task(task::ChiefCheck{1});
    CHECK(hashState(a) != hashState(b));
}

TEST_CASE("changing any field of the move in progress changes the state hash", "[log][hash]") {
    const Rules rules = killiecrankie();
    const std::vector<Change> moveChanges{
        {"piece.kind", [](GameState& s) { s.moving->piece.kind = PieceRef::Kind::Leader; }},
        {"piece.index", [](GameState& s) { s.moving->piece.index = 4; }},
        {"start", [](GameState& s) { s.moving->start.q += 1; }},
        {"steps", [](GameState& s) { s.moving->steps = 1; }},
        {"onRoadOnly", [](GameState& s) { s.moving->onRoadOnly = false; }},
        {"mustStop", [](GameState& s) { s.moving->mustStop = true; }},
    };
    // piece counts once in MoveProgress and has two fields of its own.
    CHECK(moveChanges.size() == fieldCount<MoveProgress>() - 1 + fieldCount<PieceRef>());
    requireEachChangesTheHash(richState(rules), moveChanges);
}

TEST_CASE("changing any field of an objective's standing changes the state hash", "[log][hash]") {
    const Rules rules = killiecrankie();
    // Both sides of the per-side fields: held and captured count once each in the field count.
    const std::vector<Change> changes{
        {"held bottom", [](GameState& s) { s.objectives[0].held[0] = 1; }},
        {"held top", [](GameState& s) { s.objectives[0].held[1] = 1; }},
        {"lastOccupier", [](GameState& s) { s.objectives[0].lastOccupier = 1; }},
        {"captured bottom", [](GameState& s) { s.objectives[0].captured[0] = 1; }},
        {"captured top", [](GameState& s) { s.objectives[0].captured[1] = 4; }},
    };
    CHECK(changes.size() == fieldCount<ObjectiveState>() + 2);
    requireEachChangesTheHash(richState(rules), changes);
}

TEST_CASE("changing any field of the cards changes the state hash", "[log][hash]") {
    const Rules rules = killiecrankie();
    const std::vector<Change> changes{
        {"deck", [](GameState& s) { s.cards.deck.pop_back(); }},
        {"discard", [](GameState& s) { s.cards.discard.push_back(0); }},
        {"hands", [](GameState& s) { s.cards.hands[1].pop_back(); }},
        {"combatDeck", [](GameState& s) { s.cards.combatDeck[0].push_back(0); }},
        {"combatDiscard", [](GameState& s) { s.cards.combatDiscard[1].push_back(0); }},
        {"combatHands", [](GameState& s) { s.cards.combatHands[0].push_back(0); }},
        {"inLieu", [](GameState& s) { s.cards.inLieu = 1; }},
        {"orderLimit", [](GameState& s) { s.cards.orderLimit = 3; }},
        {"inspiredLeader", [](GameState& s) { s.cards.inspiredLeader = 1; }},
        {"replacements", [](GameState& s) { s.cards.replacements[1] = 1; }},
        {"drawn", [](GameState& s) { s.cards.drawn.push_back(0); }},
        {"plays", [](GameState& s) { s.cards.plays[0] = 1; }},
        {"endStep", [](GameState& s) { s.cards.endStep = 1; }},
        {"revealed", [](GameState& s) { s.cards.revealed[1] = 0; }},
    };
    CHECK(changes.size() == fieldCount<CardState>());
    requireEachChangesTheHash(richState(rules), changes);
}

TEST_CASE("changing any hashed field of the game changes the state hash", "[log][hash]") {
    const Rules rules = killiecrankie();
    const std::vector<Change> changes{
        {"units", [](GameState& s) { s.units.pop_back(); }},
        {"leaders", [](GameState& s) { s.leaders.pop_back(); }},
        {"active", [](GameState& s) { s.active = s.active == Position::Bottom ? Position::Top : Position::Bottom; }},
        {"turn", [](GameState& s) { s.turn += 1; }},
        {"banners", [](GameState& s) { s.banners[1] += 1; }},
        {"objectives", [](GameState& s) { s.objectives.push_back(ObjectiveState{}); }},
        {"winner", [](GameState& s) { s.winner = Position::Top; }},
        {"endReason", [](GameState& s) { s.endReason = EndReason::Banners; }},
        {"specialRulesUsed", [](GameState& s) { s.specialRulesUsed = 1; }},
        {"shipsFired", [](GameState& s) { s.shipsFired = 2; }},
        {"phase", [](GameState& s) { s.phase = Phase::Combat; }},
        {"tasks", [](GameState& s) { s.tasks.push_back(Task{}); }},
        {"cards", [](GameState& s) { s.cards.endStep = 2; }},
        {"playedCard", [](GameState& s) { s.playedCard = 5; }},
        {"moving", [](GameState& s) { s.moving.reset(); }},
        {"cannonadeDone", [](GameState& s) { s.cannonadeDone.back() = !s.cannonadeDone.back(); }},
        {"cannonadeSide", [](GameState& s) { s.cannonadeSide = s.cannonadeSide == Position::Bottom ? Position::Top : Position::Bottom; }},
        {"rng", [](GameState& s) { s.rng.next(); }},
    };
    CHECK(changes.size() == fieldCount<GameState>() - kUnhashedGameFields);
    requireEachChangesTheHash(richState(rules), changes);
}

TEST_CASE("the state hash leaves out the occupancy tables and the staged dice", "[log][hash]") {
    const Rules rules = killiecrankie();
    const GameState base = richState(rules);
    GameState staged = base;
    staged.forcedDice = {Face::Saber};
    CHECK(hashState(staged) == hashState(base));
}
