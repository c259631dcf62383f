// The end of turn with cards and the card-linked battle rules (000 · Phase 5. End of Turn,
// Time Pressure Objective, Cromdale, Falkirk stage 2; 001 Cowpens, Freeman's Farm).
#include <catch2/catch.hpp>

#include <filesystem>
#include <map>

#include "play/card_fixtures.h"
#include "tricorne/io/scenario_json.h"
#include "tricorne/sim/bots.h"
#include "tricorne/validate/validate.h"

using namespace card_fixtures;

namespace {

/// A battle with one unit a side, far apart: a turn ends without a fight.
Battle quiet(std::vector<SpecialRule> rules = {}) {
    Battle b;
    b.unit("j1", "jacobite", "regular", 10, 8).unit("g1", "government", "regular", 2, 2);
    b.scenario().specialRules = std::move(rules);
    return b;
}

SpecialRule rule(SpecialRuleKind kind, std::vector<Position> sides) {
    SpecialRule r;
    r.kind = kind;
    r.sides = std::move(sides);
    return r;
}

/// Plays hand slot 0 and lets the turn run to its end (nothing ordered).
void passTurn(const Rules& r, GameState& s) {
    applyOk(r, s, playSlot(0));
    if (s.phase == Phase::Order) applyOk(r, s, choice(ActionKind::EndOrders));
}

std::size_t handOf(const GameState& s, Position p) { return s.cards.hands[p].size(); }

}  // namespace

TEST_CASE("cards: Scout draws 2 Command cards, keeps 1, and draws 2 Combat cards", "[cards][000 · Time Pressure Objective]") {
    auto b = quiet();
    const auto& r = b.rules();
    auto s = turnWith(r, kBottom, {"scout-left", "probe-left"}, {}, {"attack-left", "assault-left", "probe-right"});
    s.cards.combatDeck[kBottom] = {combatId(r, "jacobite", "ambush"), combatId(r, "jacobite", "cold-steel")};
    passTurn(r, s);
    REQUIRE(s.phase == Phase::EndTurn);
    CHECK(s.cards.drawn == commandIds(r, {"probe-right", "assault-left"}));
    applyOk(r, s, choice(ActionKind::KeepCard, 1));
    CHECK(s.cards.hands[kBottom] == commandIds(r, {"probe-left", "assault-left"}));
    CHECK(s.cards.discard == commandIds(r, {"scout-left", "probe-right"}));
    CHECK(s.cards.combatHands[kBottom].size() == 2);
    CHECK(s.active == kTop);
}

TEST_CASE("cards: For King or Country forms a new draw deck from the discards", "[cards][000 · Phase 5. End of Turn]") {
    auto b = quiet();
    const auto& r = b.rules();
    auto s = turnWith(r, kBottom, {"for-king-or-country", "probe-left"}, {}, {"attack-left"});
    s.cards.discard = commandIds(r, {"probe-right", "assault-left"});
    passTurn(r, s);
    CHECK(s.cards.discard.empty());
    CHECK(s.cards.deck.size() == 3);  // attack-left drawn; the discards with the card itself
    CHECK(handOf(s, kBottom) == 2);
}

TEST_CASE("cards: time pressure: after a Scout, a permanent banner and 1 card instead of the Scout's draw, never the winning banner",
          "[cards][000 · Time Pressure Objective]") {
    auto b = quiet({rule(SpecialRuleKind::TimePressure, {kBottom})});
    const auto& r = b.rules();
    SECTION("taken") {
        auto s = turnWith(r, kBottom, {"scout-left", "probe-left"}, {}, {"attack-left", "assault-left"});
        s.cards.combatDeck[kBottom] = {combatId(r, "jacobite", "ambush")};
        passTurn(r, s);
        REQUIRE(s.phase == Phase::EndTurn);
        applyOk(r, s, choice(ActionKind::TimePressure, 1));
        CHECK(s.bannersOf(kBottom) == 1);
        CHECK(s.cards.hands[kBottom] == commandIds(r, {"probe-left", "assault-left"}));
        CHECK(s.cards.combatHands[kBottom].empty());  // the Scout's Combat draw is replaced too
        CHECK(s.active == kTop);
    }
    SECTION("not when it would win") {
        auto s = turnWith(r, kBottom, {"scout-left", "probe-left"}, {}, {"attack-left", "assault-left"});
        s.banners[kBottom] = r.scenario().victoryBanners - 1;
        passTurn(r, s);
        REQUIRE(s.phase == Phase::EndTurn);
        CHECK(countKind(r, s, ActionKind::TimePressure) == 0);
        CHECK(countKind(r, s, ActionKind::KeepCard) == 2);
    }
    SECTION("not for the other side") {
        auto s = turnWith(r, kTop, {"scout-left", "probe-left"}, {}, {"attack-left", "assault-left"});
        passTurn(r, s);
        CHECK(countKind(r, s, ActionKind::TimePressure) == 0);
    }
}

// 000 · Falkirk (Stage 2): "Time pressure objective rules are in effect for the Jacobite player.
// When a Government player plays a 'Scout' Command card, the player may draw 1 Command card and
// take 1 Permanent Victory Banner": the shipped battle gives the option to the Government seat.
TEST_CASE("cards: Falkirk stage 2's time pressure banner is the Government player's", "[cards][000 · Falkirk (Stage 2)][000 · Time Pressure Objective]") {
    const auto falkirk = loadScenarioFile(std::string(TRICORNE_SOURCE_DIR) + "/scenarios/falkirk-stage-2.tricorne.json");
    REQUIRE(falkirk.scenario);
    REQUIRE(falkirk.scenario->top.faction == "government");
    std::vector<SpecialRule> pressure;
    for (const SpecialRule& sr : falkirk.scenario->specialRules)
        if (sr.kind == SpecialRuleKind::TimePressure) pressure.push_back(sr);
    REQUIRE(pressure.size() == 1);
    CHECK(pressure.front().sides == std::vector<Position>{kTop});
    // The same rule in a quiet battle of the same armies (Jacobite bottom, Government top).
    auto b = quiet(pressure);
    const auto& r = b.rules();
    auto government = turnWith(r, kTop, {"scout-left", "probe-left"}, {}, {"attack-left", "assault-left"});
    passTurn(r, government);
    REQUIRE(government.phase == Phase::EndTurn);
    REQUIRE(countKind(r, government, ActionKind::TimePressure) == 2);   // take it, or draw as the Scout says
    applyOk(r, government, choice(ActionKind::TimePressure, 1));
    CHECK(government.bannersOf(kTop) == 1);
    auto jacobite = turnWith(r, kBottom, {"scout-left", "probe-left"}, {}, {"attack-left", "assault-left"});
    passTurn(r, jacobite);
    CHECK(countKind(r, jacobite, ActionKind::TimePressure) == 0);
}

TEST_CASE("cards: every shipped time pressure rule names the sides that take the banner as the notes say", "[cards][000 · Time Pressure Objective][000 · Clifton][000 · Falkirk (Stage 2)]") {
    // 000 · Clifton: "in effect for both players"; 000 · Falkirk (Stage 2): "in effect for the
    // Jacobite player. When a Government player plays a 'Scout' …": the Government takes it.
    const std::map<std::string, std::vector<Position>> expected{
        {"clifton", {kBottom, kTop}},
        {"falkirk-stage-2", {kTop}},
    };
    std::map<std::string, std::vector<Position>> found;
    for (const auto& entry : std::filesystem::directory_iterator(std::string(TRICORNE_SOURCE_DIR) + "/scenarios")) {
        const std::string file = entry.path().filename().string();
        if (!file.ends_with(".tricorne.json")) continue;
        const auto loaded = loadScenarioFile(entry.path().string());
        REQUIRE(loaded.scenario);
        for (const SpecialRule& sr : loaded.scenario->specialRules)
            if (sr.kind == SpecialRuleKind::TimePressure) found[file.substr(0, file.size() - std::string(".tricorne.json").size())] = sr.sides;
    }
    CHECK(found == expected);
}

TEST_CASE("cards: a banner for each Scout card played", "[cards][001 · Cowpens]") {
    auto b = quiet({rule(SpecialRuleKind::ScoutBanners, {kBottom})});
    const auto& r = b.rules();
    auto s = turnWith(r, kBottom, {"scout-centre", "probe-left"}, {}, {"attack-left", "assault-left"});
    applyOk(r, s, playSlot(0));
    CHECK(s.bannersOf(kBottom) == 1);
    auto other = turnWith(r, kBottom, {"probe-left", "scout-centre"}, {}, {"attack-left"});
    applyOk(r, other, playSlot(0));
    CHECK(other.bannersOf(kBottom) == 0);
}

TEST_CASE("cards: sudden death after the Nth card play, and no Command draw", "[cards][000 · Falkirk stage 2]") {
    auto sudden = rule(SpecialRuleKind::SuddenDeath, {kBottom});
    sudden.cardPlays = 2;
    auto b = quiet({sudden, rule(SpecialRuleKind::NoCommandDraw, {kBottom})});
    const auto& r = b.rules();
    auto s = turnWith(r, kBottom, {"probe-left", "probe-right", "attack-left"}, {}, {"attack-right", "assault-left", "assault-right"});
    s.cards.hands[kTop] = commandIds(r, {"probe-centre"});
    passTurn(r, s);
    CHECK(handOf(s, kBottom) == 2);  // no Command draw
    CHECK_FALSE(s.winner);
    passTurn(r, s);  // the top side (draws as usual)
    CHECK(handOf(s, kTop) == 1);
    passTurn(r, s);  // the second Jacobite card play ends without a win
    REQUIRE(s.winner);
    CHECK(*s.winner == kTop);
    CHECK(s.endReason == EndReason::SuddenDeath);
    CHECK(std::string(endReasonName(s.endReason)) == "sudden-death");
}

TEST_CASE("cards: a reduced starting hand grows by its draw each turn up to its size", "[cards][000 · Cromdale]") {
    auto growth = rule(SpecialRuleKind::HandGrowth, {kBottom});
    growth.draw = 2;
    growth.handSize = 4;
    auto b = quiet({growth});
    const auto& r = b.rules();
    auto s = turnWith(r, kBottom, {"probe-left", "probe-right"}, {},
                      {"attack-left", "attack-right", "assault-left", "assault-right", "probe-centre", "attack-centre", "probe-left"});
    s.cards.hands[kTop] = commandIds(r, {"probe-centre"});
    const std::size_t expected[] = {3, 4, 4};
    for (std::size_t turn : {0u, 1u, 2u}) {
        passTurn(r, s);
        CHECK(handOf(s, kBottom) == expected[turn]);
        passTurn(r, s);  // the top side
    }
}

TEST_CASE("cards: first player by a simultaneous card reveal: the Section card ordering fewest moves first", "[cards][001 · Freeman's Farm]") {
    auto reveal = rule(SpecialRuleKind::FirstPlayerCardReveal, {});
    reveal.tieGoesTo = kBottom;
    auto b = quiet({reveal});
    b.scenario().top.commandCards = 2;
    b.scenario().bottom.commandCards = 2;
    const auto& r = b.rules();
    auto s = startGame(r, 5);
    REQUIRE(s.phase == Phase::Reveal);
    s.cards.hands[kBottom] = commandIds(r, {"attack-left", "line-command"});
    s.cards.hands[kTop] = commandIds(r, {"probe-left", "scout-right"});
    CHECK(decidingSide(r, s) == kBottom);
    applyOk(r, s, choice(ActionKind::RevealCard, 1));  // a Tactic card never counts as fewest
    CHECK(decidingSide(r, s) == kTop);
    applyOk(r, s, choice(ActionKind::RevealCard, 0));  // probe: 2 orders
    CHECK(s.active == kTop);
    REQUIRE(s.phase == Phase::PlayCard);
    const auto legal = legalActions(r, s);
    REQUIRE(legal.size() == 1);
    CHECK(legal.front() == playSlot(0));
}

TEST_CASE("cards: a scenario may choose another Combat deck: both sides draw from the Jacobite deck", "[cards][000 · Inverurie]") {
    auto b = quiet();
    b.scenario().top.combatDeck = "jacobite";
    const auto& r = b.rules();
    const auto s = startGame(r, 9);
    for (Position p : {kTop, kBottom}) {
        CHECK(s.cards.combatHands[p].size() == static_cast<std::size_t>(r.scenario().side(p).combatCards));
        for (auto c : s.cards.combatHands[p]) CHECK(r.system().combatCards[c].deck == "jacobite");
    }
}

TEST_CASE("cards: a game won on banners records its end reason", "[cards][000 · VICTORY BANNERS]") {
    auto b = quiet({rule(SpecialRuleKind::ScoutBanners, {kBottom})});
    const auto& r = b.rules();
    auto s = turnWith(r, kBottom, {"scout-centre", "probe-left"});
    s.banners[kBottom] = r.scenario().victoryBanners - 1;
    CHECK(s.endReason == EndReason::None);
    applyOk(r, s, playSlot(0));
    REQUIRE(s.winner);
    CHECK(*s.winner == kBottom);
    CHECK(s.endReason == EndReason::Banners);
    CHECK(std::string(endReasonName(s.endReason)) == "banners");
}

TEST_CASE("cards: card-linked rules are checked: sides and counts required, a Combat deck the system lacks is reported",
          "[cards][validate]") {
    auto b = quiet();
    Scenario sc = b.scenario();
    SpecialRule sudden;
    sudden.kind = SpecialRuleKind::SuddenDeath;
    sc.specialRules = {sudden};
    sc.top.combatDeck = "";
    const auto d = validateSemantics(sc, *builtinSystems().find("jacobite-rising"));
    const auto has = [&](const std::string& code) {
        return std::any_of(d.begin(), d.end(), [&](const Diagnostic& x) { return x.code == code; });
    };
    CHECK(has("card-rule-without-sides"));
    CHECK(has("sudden-death-without-count"));
    CHECK(hasErrors(d));
    for (const Diagnostic& x : d) fixtures::checkTranslatable(x);
    sc.specialRules.clear();
    CHECK_FALSE(hasErrors(validateSemantics(sc, *builtinSystems().find("jacobite-rising"))));
}

TEST_CASE("cards: a side with no card to play passes its turn", "[cards][000 · Phase 1. Play a Command Card]") {
    auto b = quiet({rule(SpecialRuleKind::NoCommandDraw, {kBottom})});
    const auto& r = b.rules();
    auto s = turnWith(r, kBottom, {});
    s.cards.hands[kTop] = commandIds(r, {"probe-left"});
    const auto legal = legalActions(r, s);
    REQUIRE(legal.size() == 1);
    CHECK(legal.front().kind == ActionKind::DeclineCard);
    applyOk(r, s, legal.front());
    CHECK(s.active == kTop);
    CHECK(s.phase == Phase::PlayCard);
}

TEST_CASE("cards: the greedy bot values the card decisions: time pressure's banner, the better card to keep",
          "[cards][sim][bots]") {
    auto b = quiet({rule(SpecialRuleKind::TimePressure, {kBottom})});
    b.unit("j2", "jacobite", "regular", 11, 8);
    const auto& r = b.rules();
    auto s = turnWith(r, kBottom, {"scout-left", "probe-left"}, {}, {"assault-centre", "scout-right", "probe-right"});
    passTurn(r, s);
    REQUIRE(s.phase == Phase::EndTurn);
    CHECK(greedyScore(r, s, choice(ActionKind::TimePressure, 1)) > greedyScore(r, s, choice(ActionKind::TimePressure, 0)));
    applyOk(r, s, choice(ActionKind::TimePressure, 0));
    REQUIRE(s.cards.drawn == commandIds(r, {"probe-right", "scout-right"}));
    // j1 and j2 stand on the right: a Probe Right orders both, a Scout Right one.
    CHECK(greedyScore(r, s, choice(ActionKind::KeepCard, 0)) > greedyScore(r, s, choice(ActionKind::KeepCard, 1)));
}

TEST_CASE("cards: the card-linked rules pass the schema, load and save canonically", "[cards][schema]") {
    auto b = quiet();
    Scenario sc = b.scenario();
    auto sudden = rule(SpecialRuleKind::SuddenDeath, {kBottom});
    sudden.cardPlays = 10;
    auto growth = rule(SpecialRuleKind::HandGrowth, {kBottom});
    growth.draw = 2;
    growth.handSize = 4;
    auto reveal = rule(SpecialRuleKind::FirstPlayerCardReveal, {});
    reveal.tieGoesTo = kBottom;
    sc.specialRules = {rule(SpecialRuleKind::TimePressure, {kTop, kBottom}), rule(SpecialRuleKind::ScoutBanners, {kBottom}), sudden,
                       rule(SpecialRuleKind::NoCommandDraw, {kBottom}), growth, reveal};
    const auto doc = nlohmann::json::parse(canonicalScenarioText(sc));
    auto load = loadScenario(doc);
    for (const auto& d : load.diagnostics) INFO(d.code << " " << d.pointer << " " << d.message);
    REQUIRE(load.scenario.has_value());
    CHECK(load.scenario->specialRules == sc.specialRules);
    // A kind outside the vocabulary is refused by the schema.
    auto bad = doc;
    bad["specialRules"][0]["kind"] = "time-presure";
    CHECK(hasErrors(loadScenario(bad).diagnostics));
}

TEST_CASE("cards: the greedy bot plays a melee Combat card next to the enemy and a fire card at range", "[cards][sim][bots]") {
    Battle b;
    b.unit("j1", "jacobite", "regular", 4, 8).unit("j2", "jacobite", "regular", 9, 8)
        .unit("g1", "government", "regular", 4, 7).unit("g2", "government", "regular", 9, 6);
    const auto& r = b.rules();
    auto s = b.combat(kBottom, {"j1", "j2"});
    s.cards.combatHands[kBottom] = {combatId(r, "jacobite", "cold-steel"), combatId(r, "jacobite", "steady-fire")};
    const auto on = [&](const char* unit, int slot) { return onPiece(ActionKind::PlayCombatCard, PieceRef::unit(unitIndex(r, unit)), slot); };
    CHECK(greedyScore(r, s, on("j1", 0)) > 0);  // Cold Steel next to g1
    CHECK(greedyScore(r, s, on("j2", 0)) < 0);  // … but not for a unit that can only fire
    CHECK(greedyScore(r, s, on("j2", 1)) > 0);  // Steady Fire at range
    CHECK(greedyScore(r, s, on("j1", 1)) < 0);  // … not for a unit in contact
}
