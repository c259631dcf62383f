// Every typed objective and special rule on at once, on one small battle: seeded random games
// through legalActions/apply end, keep the board consistent, and their logs replay exactly.
#include <set>

#include "play/game_fixtures.h"
#include "tricorne/play/replay.h"
#include "tricorne/sim/bots.h"
#include "tricorne/io/game_log.h"

using namespace tricorne;
using namespace fixtures;

namespace {

SpecialRule rule(SpecialRuleKind kind, std::optional<Position> side = std::nullopt) {
    SpecialRule r;
    r.kind = kind;
    r.side = side;
    return r;
}

Objective objective(const std::string& id, ObjectiveKind kind, Beneficiary who, std::vector<Offset> hexes, std::optional<int> banners = 1) {
    Objective o;
    o.id = id;
    o.kind = kind;
    o.beneficiary = who;
    for (auto h : hexes) o.hexes.push_back(toAxial(h));
    o.banners = banners;
    return o;
}

/// A small American battle with every typed rule of engine/BATTLES.md.
Battle everyRule() {
    Battle b("american-revolution");
    b.terrain("river", 2, 5, "straight").terrain("ford", 3, 5, "straight").terrain("stream", 9, 5, "straight")
        .terrain("stream", 10, 5, "straight").terrain("hill", 6, 3).terrain("hill", 6, 7).hexside("hedge", 5, 4, Side::SE);
    b.unit("con-art", "continental", "light-artillery", 6, 7, 3).unit("con-mil", "continental", "militia", 4, 7)
        .unit("con-light", "continental", "light", 8, 7).unit("con-reg", "continental", "regular", 2, 7)
        .unit("con-reg2", "continental", "regular", 10, 7).leader("greene", "continental", 2, 7)
        .unit("bri-art", "british", "light-artillery", 6, 2, 3).unit("bri-flank", "british", "regular", 3, 2)
        .unit("bri-reg", "british", "regular", 8, 2).unit("bri-gren", "british", "grenadier", 5, 2)
        .unit("bri-light", "british", "light", 10, 2).leader("howe", "british", 5, 2);
    Scenario& s = b.scenario();
    s.victoryBanners = 7;
    auto cannonade = rule(SpecialRuleKind::OpeningCannonade);
    cannonade.firstSide = Position::Top;
    cannonade.mustRetire = {Position::Bottom};
    cannonade.joiners = {{"militia", 1}};
    auto river = rule(SpecialRuleKind::Waterway);
    river.terrain = {"river"};
    river.fordable = true;
    auto creek = rule(SpecialRuleKind::CreekAsMarsh, Position::Bottom);
    creek.hexes = {toAxial({9, 5})};
    auto hedge = rule(SpecialRuleKind::HexsideAs);
    hedge.from = "hedge";
    hedge.as = "wood-fence";
    auto dice = rule(SpecialRuleKind::FirstPlayerDice, Position::Top);
    dice.dice = 5;
    auto artillery = rule(SpecialRuleKind::RallyAfterCombat, Position::Top);
    artillery.unitKinds = {"artillery"};
    auto morale = rule(SpecialRuleKind::MoraleAs);
    morale.units = {"con-light"};
    morale.as = "militia";
    auto molly = rule(SpecialRuleKind::BlockReturn, Position::Bottom);
    molly.hexes = {toAxial({6, 7})};
    auto flank = rule(SpecialRuleKind::ForcedRetreat);
    flank.units = {"bri-flank"};
    flank.leaders = {"howe"};
    flank.toward = {Side::W, Side::NW};
    auto stream = rule(SpecialRuleKind::Waterway);
    stream.terrain = {"stream"};
    stream.hexes = {toAxial({10, 5})};
    stream.fordable = false;
    auto rain = rule(SpecialRuleKind::NoFireBonus);
    rain.cards = {"line-volley", "steady-fire"};
    auto lively = rule(SpecialRuleKind::ShipFire, Position::Top);
    lively.name = "Lively";
    lively.dice = 1;
    lively.hexes = {toAxial({6, 7}), toAxial({7, 7}), toAxial({6, 6})};
    lively.cards = {"bombard", "line-volley"};
    s.specialRules = {cannonade, river, rule(SpecialRuleKind::ShallowFords), creek, hedge, dice, artillery, rule(SpecialRuleKind::RallyWhenHit, Position::Top),
                      rule(SpecialRuleKind::RallyWhenMovingBack, Position::Top), morale, molly, flank, stream, rain, lively};
    auto each = objective("ridge", ObjectiveKind::StartTurnTemporary, Beneficiary::Top, {{6, 7}, {7, 7}});
    each.count = ObjectiveCount::Each;
    auto hills = objective("hills", ObjectiveKind::StartTurnTemporary, Beneficiary::Bottom, {{6, 7}, {7, 7}}, 2);
    hills.occupancy = ObjectiveOccupancy::NoEnemy;
    hills.holder = Position::Bottom;
    auto repeating = objective("flank", ObjectiveKind::TurnStartRepeating, Beneficiary::Top, {{9, 6}, {10, 6}});
    repeating.count = ObjectiveCount::Each;
    repeating.maxPerTurn = 2;
    auto withdraw = objective("withdraw", ObjectiveKind::Withdraw, Beneficiary::Bottom, {});
    withdraw.afterTotalBanners = 3;
    auto camp = objective("camp", ObjectiveKind::TurnStartPermanent, Beneficiary::Bottom, {{5, 2}, {8, 2}});
    camp.count = ObjectiveCount::Each;
    s.objectives = {each, hills, repeating, withdraw, camp,
                    objective("no-section", ObjectiveKind::SectionEmpty, Beneficiary::Both, {}),
                    objective("clifton", ObjectiveKind::ImmediateVictory, Beneficiary::Bottom, {{6, 0}}, std::nullopt)};
    return b;
}

}  // namespace

TEST_CASE("random games with every typed objective and special rule end, stay consistent and replay", "[special-rules][objectives][conformance]") {
    Battle b = everyRule();
    const Rules& rules = b.rules();
    std::set<EndReason> reasons;
    int shipShots = 0;  // the Lively must have fired for the test to say anything about it
    for (std::uint64_t seed = 0; seed < 60; ++seed) {
        GameState s = startGame(rules, seed);
        GameLog log = beginLog(rules, s, seed);
        Pcg32 bot(seed, 7);
        int actions = 0;
        while (!s.winner) {
            INFO("seed " << seed << " action " << actions);
            REQUIRE_FALSE(legalActions(rules, s).empty());
            const Action action = randomAction(rules, s, bot);
            shipShots += action.kind == ActionKind::ShipFire;
            REQUIRE(applyAndLog(rules, s, log, action) == ActionError::None);
            for (int u = 0; u < rules.unitCount(); ++u) {
                const UnitState& unit = s.units[static_cast<std::size_t>(u)];
                REQUIRE(unit.blocks <= rules.unitType(u).blocks);  // full strength is the type's
                if (unit.alive()) REQUIRE(s.unitAt(unit.hex) == u);
            }
            REQUIRE(++actions < 20000);
        }
        CHECK(s.endReason != EndReason::None);
        reasons.insert(s.endReason);
        const auto replay = replayLog(rules, log);
        INFO(replay.message);
        REQUIRE(replay.ok);
        REQUIRE(replay.final == s);
    }
    CHECK(reasons.count(EndReason::Banners) == 1);
    CHECK(shipShots > 0);
}
