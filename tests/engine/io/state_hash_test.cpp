// hashState (io/game_log.cpp) must see every field of the state that can change a future
// decision: a log replay trusts equal hashes to mean equal games. Two guards: the number of
// fields of each state aggregate is pinned at compile time (a new field stops the build here
// until it is hashed and given a line below), and changing any one field changes the hash.
#include <cstddef>
#include <functional>
#include <string>
#include <utility>
#include <variant>
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
// Each kind of task is its own struct (model/task.h), hashed in the layout of the first logs
// (io/game_log.cpp, hashed()).
static_assert(std::variant_size_v<Task::Value> == 19, "a task kind was added: give it a hashed() and a test below");
static_assert(fieldCount<CombatNotes>() == 12, "CombatNotes changed: add the note to bitsOf (io/game_log.cpp) and below");
static_assert(fieldCount<task::RetireChoice>() == 4, "task::RetireChoice changed: hash the field and test it below");
static_assert(fieldCount<task::Flags>() == 5, "task::Flags changed: hash the field and test it below");
static_assert(fieldCount<task::IgnoreFlagsChoice>() == 2, "task::IgnoreFlagsChoice changed: hash the field and test it below");
static_assert(fieldCount<task::RetreatChoice>() == 3, "task::RetreatChoice changed: hash the field and test it below");
static_assert(fieldCount<task::RetirePathChoice>() == 1, "task::RetirePathChoice changed: hash the field and test it below");
static_assert(fieldCount<task::LeaderRetreatChoice>() == 3, "task::LeaderRetreatChoice changed: hash the field and test it below");
static_assert(fieldCount<task::TakeGroundChoice>() == 4, "task::TakeGroundChoice changed: hash the field and test it below");
static_assert(fieldCount<task::BonusMeleeChoice>() == 1, "task::BonusMeleeChoice changed: hash the field and test it below");
static_assert(fieldCount<task::BattleBackChoice>() == 3, "task::BattleBackChoice changed: hash the field and test it below");
static_assert(fieldCount<task::CannonadeRetireChoice>() == 2, "task::CannonadeRetireChoice changed: hash the field and test it below");
static_assert(fieldCount<task::CardReaction>() == 3, "task::CardReaction changed: hash the field and test it below");
static_assert(fieldCount<task::Attack>() == 3, "task::Attack changed: hash the field and test it below");
static_assert(fieldCount<task::AfterMelee>() == 4, "task::AfterMelee changed: hash the field and test it below");
static_assert(fieldCount<task::RallyCheck>() == 2, "task::RallyCheck changed: hash the field and test it below");
static_assert(fieldCount<task::LeaderCasualty>() == 6, "task::LeaderCasualty changed: hash the field and test it below");
static_assert(fieldCount<task::ChiefCheck>() == 1, "task::ChiefCheck changed: hash the field and test it below");
static_assert(fieldCount<task::LeaderLossRally>() == 2, "task::LeaderLossRally changed: hash the field and test it below");
static_assert(fieldCount<task::ShipFire>() == 3, "task::ShipFire changed: hash the field and test it below");
static_assert(fieldCount<task::BreakthroughChoice>() == 3, "task::BreakthroughChoice changed: hash the field and test it below");
static_assert(fieldCount<MoveProgress>() == 5, "MoveProgress changed: add the field to hashState and to the move changes below");
static_assert(fieldCount<PieceRef>() == 2, "PieceRef changed: add the field to hashState and to the move changes below");
static_assert(fieldCount<ObjectiveState>() == 3, "ObjectiveState changed: add the field to hashState and to the objective changes below");
static_assert(fieldCount<CardState>() == 14, "CardState changed: add the field to hashState and to the card changes below");
static_assert(fieldCount<GameState>() == 22, "GameState changed: add the field to hashState and to the game changes below");

/// The fields of GameState hashState leaves out on purpose (see its declaration).
constexpr std::size_t kUnhashedGameFields = 4;  // unitOnHex, leaderOnHex, forcedDice, dieSides

Rules killiecrankie() {
    const auto load = fixtures::load(fixtures::sourceDir() / "scenarios/killiecrankie.tricorne.json");
    return Rules(*load.scenario, *load.system);
}

using Change = std::pair<std::string, std::function<void(GameState&)>>;

/// A state where every field can be changed: Killiecrankie's start with a task pending, a move
/// in progress, an objective and a cannonade entry.
GameState richState(const Rules& rules) {
    GameState s = startGame(rules, 11);
    s.tasks.push_back(task::ChiefCheck{.unit = 0});
    s.moving = MoveProgress{};
    s.objectives.push_back(ObjectiveState{});
    s.cannonadeDone.push_back(false);
    return s;
}

void requireEachChangesTheHash(const GameState& base, const std::vector<Change>& changes);

/// Each change of a task of kind K, made to the only pending task of `base`, changes the hash.
template <typename K>
void requireEachTaskChangeChangesTheHash(const GameState& base, const K& task, const std::vector<std::pair<std::string, std::function<void(K&)>>>& changes) {
    GameState s = base;
    s.tasks = {Task(task)};
    std::vector<Change> stateChanges;
    for (const auto& [field, change] : changes)
        stateChanges.push_back({field, [task, change = change](GameState& g) {
                                    K changed = task;
                                    change(changed);
                                    g.tasks[0] = Task(changed);
                                }});
    requireEachChangesTheHash(s, stateChanges);
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
    const GameState base = richState(rules);
    requireEachChangesTheHash(base, moveChanges);
}

TEST_CASE("changing any field of an objective's standing changes the state hash", "[log][hash]") {
    const Rules rules = killiecrankie();
    // Both sides of the per-side fields: held and captured count once each in the field count.
    const std::vector<Change> changes{
        {"held bottom", [](GameState& s) { s.objectives[0].held[Position::Bottom] = 1; }},
        {"held top", [](GameState& s) { s.objectives[0].held[Position::Top] = 1; }},
        {"lastOccupier", [](GameState& s) { s.objectives[0].lastOccupier = 1; }},
        {"captured bottom", [](GameState& s) { s.objectives[0].captured[Position::Bottom] = 1; }},
        {"captured top", [](GameState& s) { s.objectives[0].captured[Position::Top] = 4; }},
    };
    CHECK(changes.size() == fieldCount<ObjectiveState>() + 2);
    requireEachChangesTheHash(richState(rules), changes);
}

TEST_CASE("changing any field of the cards changes the state hash", "[log][hash]") {
    const Rules rules = killiecrankie();
    const std::vector<Change> changes{
        {"deck", [](GameState& s) { s.cards.deck.pop_back(); }},
        {"discard", [](GameState& s) { s.cards.discard.push_back(0); }},
        {"hands", [](GameState& s) { s.cards.hands[Position::Top].pop_back(); }},
        {"combatDeck", [](GameState& s) { s.cards.combatDeck[Position::Bottom].push_back(0); }},
        {"combatDiscard", [](GameState& s) { s.cards.combatDiscard[Position::Top].push_back(0); }},
        {"combatHands", [](GameState& s) { s.cards.combatHands[Position::Bottom].push_back(0); }},
        {"inLieu", [](GameState& s) { s.cards.inLieu = 1; }},
        {"orderLimit", [](GameState& s) { s.cards.orderLimit = 3; }},
        {"inspiredLeader", [](GameState& s) { s.cards.inspiredLeader = 1; }},
        {"replacements", [](GameState& s) { s.cards.replacements[Position::Top] = 1; }},
        {"drawn", [](GameState& s) { s.cards.drawn.push_back(0); }},
        {"plays", [](GameState& s) { s.cards.plays[Position::Bottom] = 1; }},
        {"endStep", [](GameState& s) { s.cards.endStep = EndStep::DefaultAction; }},
        {"revealed", [](GameState& s) { s.cards.revealed[Position::Top] = 0; }},
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
        {"banners", [](GameState& s) { s.banners[Position::Top] += 1; }},
        {"objectives", [](GameState& s) { s.objectives.push_back(ObjectiveState{}); }},
        {"winner", [](GameState& s) { s.winner = Position::Top; }},
        {"endReason", [](GameState& s) { s.endReason = EndReason::Banners; }},
        {"specialRulesUsed", [](GameState& s) { s.specialRulesUsed = 1; }},
        {"shipsFired", [](GameState& s) { s.shipsFired = 2; }},
        {"phase", [](GameState& s) { s.phase = Phase::Combat; }},
        {"tasks", [](GameState& s) { s.tasks.push_back(task::ChiefCheck{.unit = 1}); }},
        {"cards", [](GameState& s) { s.cards.endStep = EndStep::Draws; }},
        {"playedCard", [](GameState& s) { s.playedCard = 5; }},
        {"moving", [](GameState& s) { s.moving.reset(); }},
        {"cannonadeDone", [](GameState& s) { s.cannonadeDone.back() = !s.cannonadeDone.back(); }},
        {"cannonadeSide", [](GameState& s) { s.cannonadeSide = s.cannonadeSide == Position::Bottom ? Position::Top : Position::Bottom; }},
        {"rng", [](GameState& s) { s.rng.next(); }},
    };
    CHECK(changes.size() == fieldCount<GameState>() - kUnhashedGameFields);
    requireEachChangesTheHash(richState(rules), changes);
}

TEST_CASE("the state hash leaves out the occupancy tables, the staged dice and the system's die", "[log][hash]") {
    const Rules rules = killiecrankie();
    const GameState base = richState(rules);
    GameState staged = base;
    staged.forcedDice = {Face::Saber};
    CHECK(hashState(staged) == hashState(base));
    // The die is the game system's, which the log names: not the state's own.
    const std::vector<Face> blank{Face::Blank};
    GameState otherDie = base;
    otherDie.dieSides = &blank;
    CHECK(hashState(otherDie) == hashState(base));
}

TEST_CASE("changing any hashed field of a pending task changes the state hash", "[log][hash]") {
    const Rules rules = killiecrankie();
    const GameState base = richState(rules);
    using namespace task;
    const Hex h{3, 4};
    const CombatNotes melee{.melee = true};
    // Every combat note, through an Attack (the kinds that carry notes hash them alike).
    requireEachTaskChangeChangesTheHash<Attack>(base, Attack{.unit = 1, .target = h, .combat = {}},
                                                {{"unit", [](Attack& t) { t.unit = 2; }},
                                                 {"target", [](Attack& t) { t.target.q += 1; }},
                                                 {"melee", [](Attack& t) { t.combat.melee = true; }},
                                                 {"ranged", [](Attack& t) { t.combat.ranged = true; }},
                                                 {"battleBack", [](Attack& t) { t.combat.battleBack = true; }},
                                                 {"bonus", [](Attack& t) { t.combat.bonus = true; }},
                                                 {"cannonade", [](Attack& t) { t.combat.cannonade = true; }},
                                                 {"fromArtillery", [](Attack& t) { t.combat.fromArtillery = true; }},
                                                 {"cavalryMelee", [](Attack& t) { t.combat.cavalryMelee = true; }},
                                                 {"retiring", [](Attack& t) { t.combat.retiring = true; }},
                                                 {"firstStruck", [](Attack& t) { t.combat.firstStruck = true; }},
                                                 {"hit", [](Attack& t) { t.combat.hit = true; }},
                                                 {"rallyDone", [](Attack& t) { t.combat.rallyDone = true; }},
                                                 {"chiefLost", [](Attack& t) { t.combat.chiefLost = true; }}});
    requireEachTaskChangeChangesTheHash<RetireChoice>(base, RetireChoice{1, 2, h, melee},
                                                      {{"unit", [](RetireChoice& t) { t.unit = 3; }},
                                                       {"attacker", [](RetireChoice& t) { t.attacker = 3; }},
                                                       {"target", [](RetireChoice& t) { t.target.r += 1; }},
                                                       {"combat", [](RetireChoice& t) { t.combat.hit = true; }}});
    requireEachTaskChangeChangesTheHash<Flags>(base, Flags{1, h, 2, false, melee},
                                               {{"unit", [](Flags& t) { t.unit = 3; }},
                                                {"from", [](Flags& t) { t.from.q += 1; }},
                                                {"flags", [](Flags& t) { t.flags = 1; }},
                                                {"fullStrengthBefore", [](Flags& t) { t.fullStrengthBefore = true; }},
                                                {"combat", [](Flags& t) { t.combat.hit = true; }}});
    // IgnoreFlagsChoice's fullStrengthBefore is left out on purpose (hashed() in io/game_log.cpp).
    requireEachTaskChangeChangesTheHash<IgnoreFlagsChoice>(base, IgnoreFlagsChoice{Flags{1, h, 2, false, melee}, 1},
                                                           {{"unit", [](IgnoreFlagsChoice& t) { t.unit = 3; }},
                                                            {"from", [](IgnoreFlagsChoice& t) { t.from.q += 1; }},
                                                            {"flags", [](IgnoreFlagsChoice& t) { t.flags = 1; }},
                                                            {"combat", [](IgnoreFlagsChoice& t) { t.combat.hit = true; }},
                                                            {"mayIgnore", [](IgnoreFlagsChoice& t) { t.mayIgnore = 2; }}});
    requireEachTaskChangeChangesTheHash<RetreatChoice>(base, RetreatChoice{1, 1},
                                                       {{"unit", [](RetreatChoice& t) { t.unit = 3; }},
                                                        {"hexesLeft", [](RetreatChoice& t) { t.hexesLeft = 2; }},
                                                        {"leaderChecked", [](RetreatChoice& t) { t.leaderChecked = true; }}});
    requireEachTaskChangeChangesTheHash<RetirePathChoice>(base, RetirePathChoice{1}, {{"unit", [](RetirePathChoice& t) { t.unit = 3; }}});
    requireEachTaskChangeChangesTheHash<LeaderRetreatChoice>(base, LeaderRetreatChoice{1, h, 0},
                                                             {{"leader", [](LeaderRetreatChoice& t) { t.leader = 3; }},
                                                              {"hex", [](LeaderRetreatChoice& t) { t.hex.q += 1; }},
                                                              {"hexesTaken", [](LeaderRetreatChoice& t) { t.hexesTaken = 1; }}});
    requireEachTaskChangeChangesTheHash<TakeGroundChoice>(base, TakeGroundChoice{1, h, melee, false},
                                                          {{"unit", [](TakeGroundChoice& t) { t.unit = 3; }},
                                                           {"vacated", [](TakeGroundChoice& t) { t.vacated.q += 1; }},
                                                           {"combat", [](TakeGroundChoice& t) { t.combat.bonus = true; }},
                                                           {"bonusAllowed", [](TakeGroundChoice& t) { t.bonusAllowed = true; }}});
    requireEachTaskChangeChangesTheHash<BonusMeleeChoice>(base, BonusMeleeChoice{1}, {{"unit", [](BonusMeleeChoice& t) { t.unit = 3; }}});
    requireEachTaskChangeChangesTheHash<BattleBackChoice>(base, BattleBackChoice{1, 2, h},
                                                          {{"unit", [](BattleBackChoice& t) { t.unit = 3; }},
                                                           {"attacker", [](BattleBackChoice& t) { t.attacker = 3; }},
                                                           {"attackerHex", [](BattleBackChoice& t) { t.attackerHex.q += 1; }}});
    requireEachTaskChangeChangesTheHash<CannonadeRetireChoice>(base, CannonadeRetireChoice{1, false},
                                                               {{"unit", [](CannonadeRetireChoice& t) { t.unit = 3; }},
                                                                {"mustRetire", [](CannonadeRetireChoice& t) { t.mustRetire = true; }}});
    requireEachTaskChangeChangesTheHash<CardReaction>(base, CardReaction{1, 2, h},
                                                      {{"unit", [](CardReaction& t) { t.unit = 3; }},
                                                       {"attacker", [](CardReaction& t) { t.attacker = 3; }},
                                                       {"target", [](CardReaction& t) { t.target.q += 1; }}});
    requireEachTaskChangeChangesTheHash<AfterMelee>(base, AfterMelee{1, 2, h, melee},
                                                    {{"unit", [](AfterMelee& t) { t.unit = 3; }},
                                                     {"defender", [](AfterMelee& t) { t.defender = 3; }},
                                                     {"target", [](AfterMelee& t) { t.target.q += 1; }},
                                                     {"combat", [](AfterMelee& t) { t.combat.hit = true; }}});
    requireEachTaskChangeChangesTheHash<RallyCheck>(base, RallyCheck{1, melee},
                                                    {{"unit", [](RallyCheck& t) { t.unit = 3; }},
                                                     {"combat", [](RallyCheck& t) { t.combat.retiring = true; }}});
    requireEachTaskChangeChangesTheHash<LeaderCasualty>(base, LeaderCasualty{1, 2, h, 2, 1, false},
                                                        {{"leader", [](LeaderCasualty& t) { t.leader = 3; }},
                                                         {"unit", [](LeaderCasualty& t) { t.unit = 3; }},
                                                         {"hex", [](LeaderCasualty& t) { t.hex.q += 1; }},
                                                         {"dice", [](LeaderCasualty& t) { t.dice = 1; }},
                                                         {"sabersToKill", [](LeaderCasualty& t) { t.sabersToKill = 2; }},
                                                         {"unitEliminated", [](LeaderCasualty& t) { t.unitEliminated = true; }}});
    requireEachTaskChangeChangesTheHash<ChiefCheck>(base, ChiefCheck{1}, {{"unit", [](ChiefCheck& t) { t.unit = 3; }}});
    requireEachTaskChangeChangesTheHash<LeaderLossRally>(base, LeaderLossRally{1, h},
                                                         {{"leader", [](LeaderLossRally& t) { t.leader = 3; }},
                                                          {"hex", [](LeaderLossRally& t) { t.hex.q += 1; }}});
    requireEachTaskChangeChangesTheHash<ShipFire>(base, ShipFire{1, 2, h},
                                                  {{"rule", [](ShipFire& t) { t.rule = 3; }},
                                                   {"dice", [](ShipFire& t) { t.dice = 1; }},
                                                   {"target", [](ShipFire& t) { t.target.q += 1; }}});
    requireEachTaskChangeChangesTheHash<BreakthroughChoice>(base, BreakthroughChoice{1, 1, false},
                                                            {{"unit", [](BreakthroughChoice& t) { t.unit = 3; }},
                                                             {"hexesLeft", [](BreakthroughChoice& t) { t.hexesLeft = 2; }},
                                                             {"bonusAllowed", [](BreakthroughChoice& t) { t.bonusAllowed = true; }}});
    // The kind itself: the same unit in another kind of task.
    GameState other = base;
    other.tasks = {Task(BonusMeleeChoice{1})};
    GameState chief = base;
    chief.tasks = {Task(ChiefCheck{1})};
    CHECK(hashState(other) != hashState(chief));
}
