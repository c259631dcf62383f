// A game system's validation from shape to playability (issue #36): each warning with its
// pointer and what to do; the shipped systems have none; the table of covered behaviours is
// what the shipped systems (and so the suite's games on every shipped battle) play.
#include <algorithm>
#include <set>

#include "fixtures.h"
#include "tricorne/io/system_json.h"
#include "tricorne/validate/playability.h"

using namespace tricorne;
using nlohmann::json;

namespace {

json jacobite() { return fixtures::sourceJson("templates/systems/jacobite-rising.json"); }

/// The jacobite army's unit type `id` in the document, by reference.
json& unitType(json& doc, const std::string& id) {
    for (auto& type : doc["armies"][0]["unitTypes"])
        if (type["id"] == id) return type;
    FAIL("no unit type " << id);
    throw;
}

}  // namespace

TEST_CASE("the shipped game systems have no playability warning", "[playability]") {
    for (const auto& file : {"templates/systems/jacobite-rising.json", "templates/systems/american-revolution.json"}) {
        INFO(file);
        CHECK(validateSystemDocument(fixtures::sourceJson(file)).empty());
    }
    for (const auto& id : builtinSystems().ids()) CHECK(systemPlayability(*builtinSystems().find(id)).empty());
}

TEST_CASE("every covered behaviour is a shipped unit type's, and every shipped unit type's behaviour is covered", "[playability]") {
    std::set<std::pair<UnitKind, std::vector<Ability>>> shipped;
    for (const auto& id : builtinSystems().ids())
        for (const Army& army : builtinSystems().find(id)->armies)
            for (const UnitType& type : army.unitTypes) {
                auto abilities = type.abilities;
                std::sort(abilities.begin(), abilities.end());
                shipped.insert({type.kind, abilities});
            }
    std::set<std::pair<UnitKind, std::vector<Ability>>> table;
    for (const CoveredBehaviour& c : coveredBehaviours()) {
        INFO(c.coveredBy);
        CHECK(std::is_sorted(c.abilities.begin(), c.abilities.end()));
        CHECK(shipped.count({c.kind, c.abilities}) == 1);
        table.insert({c.kind, c.abilities});
    }
    CHECK(table == shipped);
}

TEST_CASE("a unit type with no battle dice is a warning at its dice", "[playability]") {
    json doc = jacobite();
    unitType(doc, "lowland")["dice"] = {0, 0, 0};
    const auto found = fixtures::withCode(validateSystemDocument(doc), "no-dice");
    REQUIRE(found.size() == 1);
    CHECK(found[0].severity == Severity::Warning);
    CHECK(found[0].pointer == "/armies/0/unitTypes/2/dice");
    CHECK(found[0].message.find("never battles") != std::string::npos);
}

TEST_CASE("a behaviour combination no test covers is a warning that says so", "[playability]") {
    json doc = jacobite();
    auto& cavalry = unitType(doc, "battle-cavalry");
    cavalry["abilities"] = {"highland-charge", "retire-and-rally"};
    const auto found = fixtures::withCode(validateSystemDocument(doc), "behaviour-untested");
    REQUIRE(found.size() == 1);
    CHECK(found[0].pointer == "/armies/0/unitTypes/3/abilities");
    CHECK(found[0].message.find("cavalry with abilities [highland-charge, retire-and-rally]") != std::string::npos);
    CHECK(found[0].message.find("no test plays") != std::string::npos);
    // The order the file lists them in does not matter.
    unitType(doc, "battle-cavalry")["abilities"] = {"retire-and-rally", "take-ground-bonus-melee"};
    CHECK(fixtures::withCode(validateSystemDocument(doc), "behaviour-untested").empty());
}

TEST_CASE("a Command deck with no Section card is a warning, and none at all an error", "[playability]") {
    json doc = jacobite();
    json tactics = json::array();
    for (const auto& card : doc["decks"]["command"]["cards"])
        if (card["kind"] == "tactic") tactics.push_back(card);
    REQUIRE_FALSE(tactics.empty());
    doc["decks"]["command"]["cards"] = tactics;
    const auto found = fixtures::withCode(validateSystemDocument(doc), "no-section-card");
    REQUIRE(found.size() == 1);
    CHECK(found[0].pointer == "/decks/command/cards");
    doc["decks"].erase("command");
    const auto none = fixtures::withCode(validateSystemDocument(doc), "no-command-deck");
    REQUIRE(none.size() == 1);
    CHECK(none[0].severity == Severity::Error);
    CHECK(none[0].message.find("no Command deck") != std::string::npos);
}

TEST_CASE("a Combat deck or a card effect naming what the file does not define is an error at the id", "[playability]") {
    json doc = jacobite();
    doc["decks"]["combat"][1]["faction"] = "french";
    const auto faction = fixtures::withCode(validateSystemDocument(doc), "unknown-faction");
    REQUIRE(faction.size() == 1);
    CHECK(faction[0].pointer == "/decks/combat/1/faction");
    doc = jacobite();
    doc["decks"]["command"]["cards"][0]["effects"] = {{{"effect", "dice"}, {"value", 1}, {"armies", {"jacobite", "irish"}}}};
    const auto army = fixtures::withCode(validateSystemDocument(doc), "unknown-army");
    REQUIRE(army.size() == 1);
    CHECK(army[0].pointer == "/decks/command/cards/0/effects/0/armies/1");
}

TEST_CASE("a side dealt Combat cards from a faction with no Combat deck is a warning of the scenario", "[playability]") {
    auto load = fixtures::load(fixtures::sourceDir() / "scenarios/killiecrankie.tricorne.json");
    GameSystem system = *load.system;
    Scenario s = *load.scenario;
    s.bottom.combatCards = 2;
    system.combatCards.erase(std::remove_if(system.combatCards.begin(), system.combatCards.end(),
                                            [&](const CombatCard& c) { return c.deck == s.bottom.faction; }),
                             system.combatCards.end());
    const auto found = fixtures::withCode(validateSemantics(s, system), "empty-combat-deck");
    REQUIRE(found.size() == 1);
    CHECK(found[0].pointer == "/sides/bottom/combatCards");
}
