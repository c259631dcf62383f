// The two battle-note rules about fire that need the cards: rain cancelling the volley fire
// bonus (000 · Falkirk) and the ship Lively firing from off the board (001 · Bunker Hill), each
// on a small battle built for it, with forced dice.
#include "play/card_fixtures.h"
#include "tricorne/io/scenario_json.h"
#include "tricorne/text/rule_text.h"
#include "tricorne/rules/special_rules.h"

#include <algorithm>

using namespace card_fixtures;

namespace {

SpecialRule noFireBonus(std::vector<std::string> cards) {
    SpecialRule r;
    r.kind = SpecialRuleKind::NoFireBonus;
    r.cards = std::move(cards);
    return r;
}

SpecialRule cannonade() {
    SpecialRule r;
    r.kind = SpecialRuleKind::OpeningCannonade;
    return r;
}

/// The Lively of 001 · Bunker Hill: the British (top) fire 1 die at Breed's hill (6,6) and (5,6)
/// in the opening cannonade and in each Bombard turn.
SpecialRule lively() {
    SpecialRule r;
    r.kind = SpecialRuleKind::ShipFire;
    r.name = "Lively";
    r.side = kTop;
    r.dice = 1;
    r.hexes = {toAxial({6, 6}), toAxial({5, 6})};
    r.cards = {"bombard"};
    return r;
}

Action shipFire(int rule, int col, int row) {
    Action a = toHex(ActionKind::ShipFire, col, row);
    a.index = static_cast<std::int8_t>(rule);
    return a;
}

bool offered(const Rules& r, const GameState& s, const Action& a) {
    const auto legal = legalActions(r, s);
    return std::find(legal.begin(), legal.end(), a) != legal.end();
}

/// Breed's hill held by two Continental regulars, another off the Lively's hexes, a British
/// regular far away; nobody has a gun.
Battle bunkerHill(std::vector<SpecialRule> rules) {
    Battle b("american-revolution");
    b.unit("c1", "continental", "regular", 6, 6).unit("c2", "continental", "regular", 8, 6)
        .unit("c3", "continental", "regular", 5, 6).unit("b1", "british", "regular", 6, 1);
    b.scenario().specialRules = std::move(rules);
    b.scenario().firstPlayer = kTop;
    return b;
}

}  // namespace

TEST_CASE("no fire bonus (rain): the listed card's ranged die is cancelled", "[special-rules][000 · Falkirk (Stage 1) · Special Rules][000 · Falkirk (Stage 2) · Special Rules]") {
    // The layout of the Line Volley card test: j2 fires at g2, two hexes away.
    Battle b;
    b.unit("j1", "jacobite", "regular", 4, 8).unit("j2", "jacobite", "regular", 5, 8)
        .unit("g1", "government", "regular", 3, 7).unit("g2", "government", "regular", 6, 6);
    auto volleyTurn = [&](const Rules& r) {
        auto s = turnWith(r, kBottom, {"line-volley", "probe-left"});
        applyOk(r, s, playSlot(0));
        applyOk(r, s, order(r, "j2"));
        return s;
    };
    auto plainTurn = [&](const Rules& r) {
        auto s = turnWith(r, kBottom, {"probe-left"});
        s.units[static_cast<std::size_t>(unitIndex(r, "j2"))].ordered = true;
        return s;
    };
    const int dry = dice(b.rules(), volleyTurn(b.rules()), "j2", 6, 6);
    const int plain = dice(b.rules(), plainTurn(b.rules()), "j2", 6, 6);
    REQUIRE(dry == plain + 1);

    b.scenario().specialRules = {noFireBonus({"line-volley"})};
    const auto& r = b.rules();
    CHECK(dice(r, volleyTurn(r), "j2", 6, 6) == plain);
    // A card the rule does not name keeps its fire bonus: Steady Fire on the unit.
    auto steady = plainTurn(r);
    steady.units[static_cast<std::size_t>(unitIndex(r, "j2"))].combatCard = combatId(r, "jacobite", "steady-fire");
    CHECK(dice(r, steady, "j2", 6, 6) == plain + 1);
    const auto breakdown = assessAttack(r, volleyTurn(r), unitIndex(r, "j2"), toAxial({6, 6}));
    CHECK(std::none_of(breakdown.modifiers.begin(), breakdown.modifiers.end(), [](const DiceLine& l) { return l.reason.text == "Line Volley"; }));
}

TEST_CASE("no fire bonus (rain): melee dice of the named cards still count", "[special-rules][000 · Falkirk (Stage 1) · Special Rules]") {
    Battle b;
    b.unit("j1", "jacobite", "regular", 4, 8).unit("g1", "government", "regular", 3, 7);
    b.scenario().specialRules = {noFireBonus({"cold-steel", "steady-fire"})};
    const auto& r = b.rules();
    auto s = turnWith(r, kBottom, {"probe-left"});
    s.units[static_cast<std::size_t>(unitIndex(r, "j1"))].ordered = true;
    const int plain = dice(r, s, "j1", 3, 7);
    s.units[static_cast<std::size_t>(unitIndex(r, "j1"))].combatCard = combatId(r, "jacobite", "cold-steel");
    CHECK(dice(r, s, "j1", 3, 7) == plain + 1);  // rain takes the fire bonus, not the bayonet
}

TEST_CASE("ship fire (Lively): once in the opening cannonade, at an enemy unit on its hexes", "[special-rules][001 · Bunker Hill · Special Rules]") {
    auto b = bunkerHill({cannonade(), lively()});
    const auto& r = b.rules();
    auto s = startGame(r, 1);
    REQUIRE(s.phase == Phase::Cannonade);
    REQUIRE(s.cannonadeSide == kTop);
    CHECK(offered(r, s, shipFire(1, 6, 6)));
    CHECK(offered(r, s, shipFire(1, 5, 6)));
    CHECK_FALSE(offered(r, s, shipFire(1, 8, 6)));  // c2 is not on Breed's hill
    CHECK(describe(r, shipFire(1, 6, 6)) == "Lively fires at 6,6");

    force(s, "I");
    applyOk(r, s, shipFire(1, 6, 6));
    CHECK(s.units[static_cast<std::size_t>(unitIndex(r, "c1"))].blocks == 3);
    // Nothing else fires: the cannonade is over and the first turn has begun.
    CHECK(s.phase == Phase::PlayCard);
    CHECK(countKind(r, s, ActionKind::ShipFire) == 0);
}

TEST_CASE("ship fire (Lively): a flag sends the target back, it may decline with the guns", "[special-rules][001 · Bunker Hill · Special Rules]") {
    auto b = bunkerHill({cannonade(), lively()});
    const auto& r = b.rules();
    auto s = startGame(r, 1);
    auto declined = s;
    force(s, "F");
    applyOk(r, s, shipFire(1, 6, 6));
    CHECK(s.units[static_cast<std::size_t>(unitIndex(r, "c1"))].blocks == 4);
    REQUIRE_FALSE(s.tasks.empty());
    CHECK(s.tasks.back().kind() == Task::Kind::RetreatChoice);  // the Continental's own decision
    CHECK(decidingSide(r, s) == kBottom);

    applyOk(r, declined, choice(ActionKind::CannonadeDone));
    CHECK(declined.phase == Phase::PlayCard);
    CHECK(declined.units[static_cast<std::size_t>(unitIndex(r, "c1"))].blocks == 4);
}

TEST_CASE("ship fire (Lively): once in each turn its side plays Bombard, and not with another card", "[special-rules][001 · Bunker Hill · Special Rules]") {
    auto b = bunkerHill({lively()});
    const auto& r = b.rules();
    auto s = turnWith(r, kTop, {"bombard", "probe-left"});
    auto other = s;
    applyOk(r, s, playSlot(0));  // nothing to order or move: straight to combat
    REQUIRE(s.phase == Phase::Combat);
    CHECK(offered(r, s, shipFire(0, 6, 6)));
    force(s, "S");  // a saber does not hit at range
    applyOk(r, s, shipFire(0, 6, 6));
    CHECK(s.units[static_cast<std::size_t>(unitIndex(r, "c1"))].blocks == 4);
    CHECK(countKind(r, s, ActionKind::ShipFire) == 0);

    applyOk(r, other, playSlot(1));  // Probe: no ship
    CHECK(countKind(r, other, ActionKind::ShipFire) == 0);
}

TEST_CASE("ship fire (Lively): the target's terrain protects as against any fire", "[special-rules][001 · Bunker Hill · Special Rules]") {
    auto b = bunkerHill({lively()});
    b.terrain("buildings", 5, 6);  // Charlestown
    const auto& r = b.rules();
    auto s = turnWith(r, kTop, {"bombard"});
    applyOk(r, s, playSlot(0));
    force(s, "I");
    applyOk(r, s, shipFire(0, 5, 6));
    CHECK(s.units[static_cast<std::size_t>(unitIndex(r, "c3"))].blocks == 4);  // buildings ignore a symbol hit
}

TEST_CASE("rain and the ship read as one plain line each for the studio", "[special-rules]") {
    CHECK(describeSpecialRule(noFireBonus({"line-volley"})) == "Rain: no ranged dice bonus from line-volley");
    CHECK(describeSpecialRule(lively()) == "Lively (top) fires 1 die at an enemy unit on 2 hexes in the opening cannonade and in each turn of bombard");
}

TEST_CASE("rain and the ship keep their fields through the scenario file", "[special-rules][schema]") {
    auto b = bunkerHill({cannonade(), lively(), noFireBonus({"line-volley", "steady-fire"})});
    const auto& scenario = b.scenario();
    auto load = loadScenario(nlohmann::json::parse(canonicalScenarioText(scenario)));
    for (const auto& d : load.diagnostics) INFO(d.code << " " << d.pointer << " " << d.message);
    REQUIRE(load.scenario.has_value());
    CHECK_FALSE(hasErrors(load.diagnostics));
    CHECK(load.scenario->specialRules == scenario.specialRules);
}
