// The schema layer: shape errors with RFC 6901 pointers.
#include <map>

#include "fixtures.h"
#include "tricorne/io/json_io.h"
#include "tricorne/io/schema_check.h"

using namespace tricorne;
using nlohmann::json;

namespace {
json killiecrankie() { return fixtures::sourceJson("scenarios/killiecrankie.tricorne.json"); }

std::vector<std::string> pointers(const Diagnostics& ds) {
    std::vector<std::string> out;
    for (const auto& d : ds) {
        CHECK(d.code == "schema");
        CHECK(d.severity == Severity::Error);
        out.push_back(d.pointer);
    }
    return out;
}
}  // namespace

TEST_CASE("a shipped scenario passes the scenario schema", "[schema]") {
    CHECK(checkSchema(killiecrankie(), SchemaKind::Scenario).empty());
}

TEST_CASE("schema errors point at the offending value", "[schema]") {
    auto doc = killiecrankie();
    doc["units"][2]["blocks"] = 5;
    CHECK(pointers(checkSchema(doc, SchemaKind::Scenario)) == std::vector<std::string>{"/units/2/blocks"});

    doc = killiecrankie();
    doc["units"][0]["hex"] = "4,7";
    CHECK(pointers(checkSchema(doc, SchemaKind::Scenario)) == std::vector<std::string>{"/units/0/hex"});

    doc = killiecrankie();
    doc["hexsides"] = json::array({{{"hex", {1, 1}}, {"side", "NNE"}, {"type", "field-works"}}});
    CHECK(pointers(checkSchema(doc, SchemaKind::Scenario)) == std::vector<std::string>{"/hexsides/0/side"});
}

TEST_CASE("a typo'd key is refused rather than ignored", "[schema]") {
    auto doc = killiecrankie();
    doc["units"][0]["blokcs"] = 3;
    const auto ds = checkSchema(doc, SchemaKind::Scenario);
    REQUIRE_FALSE(ds.empty());
    CHECK(ds[0].pointer.rfind("/units/0", 0) == 0);
}

TEST_CASE("ids must be short lower-case words", "[schema]") {
    auto doc = killiecrankie();
    doc["units"][0]["id"] = std::string(16000, 'a');  // under the reader's string cap; maxLength refuses it
    CHECK_FALSE(checkSchema(doc, SchemaKind::Scenario).empty());
    doc["units"][0]["id"] = "Gov 1";
    CHECK_FALSE(checkSchema(doc, SchemaKind::Scenario).empty());
}

TEST_CASE("the shipped systems pass the system schema and a broken one does not", "[schema]") {
    for (const auto& path : fixtures::filesUnder("templates/systems", ".json")) {
        auto r = readJsonFile(path);
        REQUIRE(r.document.has_value());
        INFO(path.string());
        CHECK(checkSchema(*r.document, SchemaKind::System).empty());
        (*r.document)["armies"][0]["unitTypes"][0]["abilities"] = json::array({"teleport"});
        CHECK_FALSE(checkSchema(*r.document, SchemaKind::System).empty());
    }
}

TEST_CASE("schema messages say what is expected in a designer's words", "[schema]") {
    auto doc = killiecrankie();
    doc["units"][0]["blocks"] = 5;
    doc["units"][1]["hex"] = "4,7";
    doc["unitz"] = 1;
    doc["specialRules"] = json::array({{{"kind", "text"}}, {{"kind", "magic"}}});
    std::map<std::string, std::string> byPointer;
    for (const auto& d : checkSchema(doc, SchemaKind::Scenario)) byPointer[d.pointer] += d.message;
    CHECK(byPointer["/units/0/blocks"] == "\"blocks\" must be a whole number from 1 to 4, not 5");
    CHECK(byPointer["/units/1/hex"] == "\"hex\" must be [col, row], not \"4,7\"");
    CHECK(byPointer[""].find("unknown key \"unitz\" (a typo?)") != std::string::npos);
    CHECK(byPointer["/specialRules/0"] == "item 1 of \"specialRules\" (kind \"text\") is missing \"text\"");
    CHECK(byPointer["/specialRules/1/kind"].find("has kind \"magic\", which is no known \"kind\"") != std::string::npos);
}

TEST_CASE("the battle notes' objective fields and typed special rules pass the schema, misplaced ones do not", "[schema][objectives][special-rules]") {
    auto doc = killiecrankie();
    doc["objectives"] = json::parse(R"([
        {"id": "breeds-hill", "kind": "start-turn-temporary", "for": "top", "hexes": [[5,3],[6,3]], "banners": 1, "count": "each"},
        {"id": "hills", "kind": "start-turn-temporary", "for": "bottom", "hexes": [[5,4]], "banners": 3, "occupancy": "no-enemy", "holder": "bottom"},
        {"id": "flank", "kind": "turn-start-repeating", "for": "top", "hexes": [[2,6],[3,6]], "banners": 1, "count": "each", "maxPerTurn": 2},
        {"id": "clifton", "kind": "immediate-victory", "for": "top", "hexes": [[6,6]]},
        {"id": "no-section", "kind": "section-empty", "for": "both", "banners": 1},
        {"id": "withdraw", "kind": "withdraw", "for": "top", "banners": 1, "afterTotalBanners": 4}])");
    doc["specialRules"] = json::parse(R"([
        {"kind": "opening-cannonade", "firstSide": "bottom", "joiners": [{"type": "militia", "dice": 1}]},
        {"kind": "waterway", "terrain": ["stream"], "fordable": false},
        {"kind": "shallow-fords"},
        {"kind": "creek-as-marsh", "hexes": [[6,6]], "side": "bottom"},
        {"kind": "hexside-as", "from": "hedge", "as": "wood-fence"},
        {"kind": "first-player-dice", "dice": 5, "side": "top"},
        {"kind": "rally-after-combat", "side": "top", "unitKinds": ["artillery"]},
        {"kind": "rally-when-hit", "side": "top"},
        {"kind": "rally-when-moving-back", "side": "top"},
        {"kind": "morale-as", "units": ["con-1"], "as": "militia"},
        {"kind": "block-return", "side": "bottom", "unitKinds": ["artillery"], "hexes": [[6,8]]},
        {"kind": "forced-retreat", "units": ["bri-1"], "toward": ["W", "SW"]}])");
    CHECK(checkSchema(doc, SchemaKind::Scenario).empty());

    auto broken = doc;
    broken["objectives"][0]["maxPerTurn"] = 2;  // only for turn-start-repeating
    CHECK_FALSE(checkSchema(broken, SchemaKind::Scenario).empty());
    broken = doc;
    broken["objectives"][3]["banners"] = 1;  // an immediate victory is worth no banners
    CHECK_FALSE(checkSchema(broken, SchemaKind::Scenario).empty());
    broken = doc;
    broken["specialRules"][1].erase("fordable");
    CHECK_FALSE(checkSchema(broken, SchemaKind::Scenario).empty());
    broken = doc;
    broken["specialRules"][11]["toward"] = json::array({"north"});
    CHECK_FALSE(checkSchema(broken, SchemaKind::Scenario).empty());
}
