// What changed between two game systems (text/system_diff.h): each differing value once, with
// its pointer and its place by the names the file gives, matched entries by id whatever their
// order, and nothing for equal documents.
#include <catch2/catch.hpp>

#include "fixtures.h"
#include "tricorne/text/system_diff.h"
#include "tricorne/validate/validate.h"

using namespace tricorne;

namespace {

nlohmann::json jacobiteRising() { return fixtures::sourceJson("templates/systems/jacobite-rising.json"); }

nlohmann::json& unitType(nlohmann::json& system, const std::string& army, const std::string& id) {
    for (auto& a : system["armies"])
        if (a["id"] == army)
            for (auto& u : a["unitTypes"])
                if (u["id"] == id) return u;
    FAIL("no unit type " << army << "/" << id);
    throw std::logic_error("unreachable");
}

std::vector<std::string> texts(const std::vector<SystemDifference>& changes) {
    std::vector<std::string> out;
    for (const auto& c : changes) out.push_back(c.text);
    return out;
}

}  // namespace

TEST_CASE("a system diff of a system with itself, or with its entries reordered, is empty", "[system-diff]") {
    const auto a = jacobiteRising();
    CHECK(diffSystems(a, a).empty());
    auto b = a;
    std::swap(b["armies"][0], b["armies"][1]);
    std::swap(b["terrain"][0], b["terrain"][3]);
    CHECK(diffSystems(a, b).empty());
}

TEST_CASE("a system diff names each changed value by its place and gives both values", "[system-diff]") {
    const auto a = jacobiteRising();
    auto b = a;
    unitType(b, "jacobite", "highland")["dice"] = {3, 1, 0};
    unitType(b, "jacobite", "lowland")["retreatPerFlag"] = 1;
    REQUIRE(validateSystemDocument(b).empty());
    const auto changes = diffSystems(a, b);
    CHECK(texts(changes) == std::vector<std::string>{"armies / Jacobite / unitTypes / Highland Infantry / dice: [2,1,0] -> [3,1,0]",
                                                     "armies / Jacobite / unitTypes / Lowland Infantry / retreatPerFlag: 2 -> 1"});
    REQUIRE(changes.size() == 2);
    CHECK(changes[0].kind == SystemChangeKind::Changed);
    CHECK(changes[0].pointer == "/armies/0/unitTypes/0/dice");
    CHECK(nlohmann::json(b).at(nlohmann::json::json_pointer(changes[1].pointer)) == 1);
}

TEST_CASE("a system diff lists entries and fields added where B has them and removed ones after", "[system-diff]") {
    auto a = jacobiteRising();
    auto b = a;
    a["terrain"][0].erase("notes");   // B's forest has notes A's had not
    auto orchard = b["terrain"][0];
    orchard["id"] = "orchard";
    orchard["name"] = "Orchard";
    b["terrain"].push_back(orchard);
    const std::string removedName = b["terrain"][1]["name"];
    b["terrain"].erase(1);
    b["terrain"][0]["source"] = "designer";
    b.erase("notes");
    REQUIRE(validateSystemDocument(b).empty());
    const auto changes = diffSystems(a, b);
    const auto lines = texts(changes);
    REQUIRE(lines.size() == 5);
    const std::string forest = "terrain / " + b["terrain"][0]["name"].get<std::string>();
    // A document's keys in the order the reader keeps them (by name): notes before source.
    CHECK(lines[0] == forest + " / notes added: " + b["terrain"][0]["notes"].dump());
    CHECK(changes[0].kind == SystemChangeKind::Added);
    CHECK(lines[1] == forest + " / source: " + a["terrain"][0]["source"].dump() + R"( -> "designer")");
    CHECK(lines[2] == "terrain / Orchard added");
    CHECK(changes[2].kind == SystemChangeKind::Added);
    CHECK(changes[2].pointer == "/terrain/" + std::to_string(b["terrain"].size() - 1));
    CHECK(lines[3] == "terrain / " + removedName + " removed");
    CHECK(changes[3].pointer == "/terrain/1");   // A's place
    CHECK(lines[4].starts_with("notes removed (was \""));
    CHECK(changes[4].kind == SystemChangeKind::Removed);
}

TEST_CASE("a system diff matches a faction's Combat deck by its faction and its cards by id", "[system-diff]") {
    const auto a = jacobiteRising();
    auto b = a;
    auto& deck = b["decks"]["combat"][0];
    deck["cards"][0]["count"] = deck["cards"][0]["count"].get<int>() + 1;
    const auto lines = texts(diffSystems(a, b));
    REQUIRE(lines.size() == 1);
    CHECK(lines[0].starts_with("decks / combat / " + deck["faction"].get<std::string>() + " / cards / " + deck["cards"][0]["name"].get<std::string>() +
                               " / count: "));
}
