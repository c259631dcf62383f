// `tricorne diff A B [--json]` and `tricorne probe FILE holds`, run as the real
// binary: equal files, each kind of change in words, the JSON form, and files it cannot read.
#include <catch2/catch.hpp>

#include "harness.h"

using cli::Run;
using cli::TempDir;

namespace {

const std::string kScenario = cli::source("scenarios/killiecrankie.tricorne.json").string();

/// Killiecrankie changed by `edit`, written in `dir`.
template <typename Edit>
std::string changed(const TempDir& dir, const std::string& name, Edit edit) {
    auto doc = cli::validScenario();
    edit(doc);
    return cli::writeJson(dir / name, doc).string();
}

}  // namespace

TEST_CASE("diff of a file with itself or its canonical export says nothing and exits 0", "[diff]") {
    for (const auto& file : cli::shippedScenarios()) {
        const Run same = cli::tricorne({"diff", file.string(), file.string()});
        INFO(same.transcript);
        CHECK(same.exitCode == 0);
        CHECK(same.out.empty());
    }
    TempDir dir;
    const Run exported = cli::tricorne({"export", kScenario, "-o", (dir / "k.json").string()});
    REQUIRE(exported.exitCode == 0);
    const Run same = cli::tricorne({"diff", kScenario, (dir / "k.json").string()});
    INFO(same.transcript);
    CHECK(same.exitCode == 0);
    CHECK(same.out.empty());
}

TEST_CASE("diff prints one change per line in words, armies and units by their names, and exits 1", "[diff]") {
    TempDir dir;
    const auto b = changed(dir, "b.json", [](auto& d) {
        d["metadata"]["title"] = "Killiecrankie (revised)";
        d["terrain"][0]["type"] = "stream";
        d["hexsides"].push_back({{"hex", {6, 5}}, {"side", "NE"}, {"type", "stone-fence"}});
        d["units"][0]["hex"] = {1, 4};
        d["units"][1]["blocks"] = 3;
        d["units"].erase(2);
        d["units"].push_back({{"id", "jac-99"}, {"army", "jacobite"}, {"type", "highland"}, {"hex", {6, 9}}, {"blocks", 4}});
        d["leaders"][0]["hex"] = {9, 4};
        d["objectives"].push_back({{"id", "pass"}, {"kind", "temporary"}, {"for", "bottom"}, {"hexes", {{6, 2}}}, {"banners", 1}});
        d["specialRules"].clear();
    });
    const Run r = cli::tricorne({"diff", kScenario, b});
    INFO(r.transcript);
    CHECK(r.exitCode == 1);
    CHECK(r.err.empty());
    const auto out = cli::lines(r.out);
    const std::vector<std::string> expected{
        R"~(metadata/title: "Killiecrankie" -> "Killiecrankie (revised)")~",
        "terrain 0,0: river (straight, turned 0) -> stream (straight, turned 0)",
        "hex side 6,5 NE: stone-fence added",
        "unit Hastings' Foot moved 1,3 -> 1,4",
        "unit Leven's Foot: blocks 4 -> 3",
        R"(unit jac-99 added at 6,9: army "jacobite", type "highland", blocks 4)",  // nameless: its id
        "unit Mackay's Foot removed from 4,3",
        "leader Barthold Balfour moved 9,3 -> 9,4",
        "objective pass added: 1 banner to the Jacobite side while a hex is occupied; lost at once",
        "special rule opening-cannonade removed",
    };
    CHECK(out == expected);
}

TEST_CASE("diff --json prints the changes with kinds, pointers and hexes", "[diff]") {
    TempDir dir;
    const auto b = changed(dir, "b.json", [](auto& d) { d["units"][0]["hex"] = {1, 4}; });
    const Run r = cli::tricorne({"diff", "--json", kScenario, b});
    INFO(r.transcript);
    CHECK(r.exitCode == 1);
    const auto doc = nlohmann::json::parse(r.out);
    CHECK(doc["format"] == "tricorne-diff");
    CHECK(doc["a"] == kScenario);
    REQUIRE(doc["changes"].size() == 1);
    const auto& c = doc["changes"][0];
    CHECK(c["kind"] == "unit-moved");
    CHECK(c["pointer"] == "/units/0/hex");
    CHECK(c["hex"] == nlohmann::json::array({1, 4}));
    CHECK(c["from"] == nlohmann::json::array({1, 3}));
    CHECK(c["id"] == "gov-1");  // the file's id stays for programs; the words name the unit
    CHECK(c["text"] == "unit Hastings' Foot moved 1,3 -> 1,4");
    const Run same = cli::tricorne({"diff", "--json", kScenario, kScenario});
    CHECK(same.exitCode == 0);
    CHECK(nlohmann::json::parse(same.out)["changes"].empty());
}

TEST_CASE("diff of two game systems prints each changed value by its place, and refuses a system against a scenario", "[diff]") {
    // A designer's house rules: Highland infantry melees with 3 dice, Lowland retreats 1 hex a flag.
    TempDir dir;
    const std::string original = cli::source("templates/systems/jacobite-rising.json").string();
    auto doc = nlohmann::ordered_json::parse(cli::readBytes(original));
    for (auto& army : doc["armies"])
        for (auto& type : army["unitTypes"]) {
            if (army["id"] == "jacobite" && type["id"] == "highland") type["dice"][0] = 3;
            if (army["id"] == "jacobite" && type["id"] == "lowland") type["retreatPerFlag"] = 1;
        }
    const std::string house = cli::writeJson(dir / "house.tricorne-system.json", doc).string();
    const Run r = cli::tricorne({"diff", original, house});
    INFO(r.transcript);
    CHECK(r.exitCode == 1);
    CHECK(r.err.empty());
    CHECK(cli::lines(r.out) == std::vector<std::string>{"armies / Jacobite / unitTypes / Highland Infantry / dice: [2,1,0] -> [3,1,0]",
                                                        "armies / Jacobite / unitTypes / Lowland Infantry / retreatPerFlag: 2 -> 1"});
    const Run json = cli::tricorne({"diff", "--json", original, house});
    INFO(json.transcript);
    const auto changes = nlohmann::json::parse(json.out)["changes"];
    REQUIRE(changes.size() == 2);
    CHECK(changes[0]["kind"] == "system-changed");
    CHECK(changes[0]["pointer"] == "/armies/0/unitTypes/0/dice");
    CHECK(cli::tricorne({"diff", original, original}).exitCode == 0);

    const Run mixed = cli::tricorne({"diff", original, kScenario});
    INFO(mixed.transcript);
    CHECK(mixed.exitCode == 2);
    CHECK(mixed.out.empty());
    CHECK(mixed.err.find("is a game system and") != std::string::npos);
    // A system the schema refuses is named with its place, as a scenario is.
    doc["armies"][0]["unitTypes"][0]["dice"] = "three";
    const std::string broken = cli::writeJson(dir / "broken.tricorne-system.json", doc).string();
    const Run refused = cli::tricorne({"diff", original, broken});
    INFO(refused.transcript);
    CHECK(refused.exitCode == 2);
    CHECK_FALSE(cli::linesStartingWith(refused.err, broken + ":/armies/0/unitTypes/0/dice: error: ").empty());
}

TEST_CASE("diff of a file it cannot read names the file and the place, and exits 2", "[diff]") {
    TempDir dir;
    const auto broken = dir / "broken.json";
    cli::writeBytes(broken, "{\"format\": \"tricorne-scenario\", ");
    const Run r = cli::tricorne({"diff", kScenario, broken.string()});
    INFO(r.transcript);
    CHECK(r.exitCode == 2);
    CHECK(r.out.empty());
    CHECK_FALSE(cli::linesStartingWith(r.err, broken.string() + ":").empty());
    CHECK(r.err.find(": error: ") != std::string::npos);
    const auto wrongShape = changed(dir, "shape.json", [](auto& d) { d["units"][0]["blocks"] = "four"; });
    const Run shape = cli::tricorne({"diff", wrongShape, kScenario});
    INFO(shape.transcript);
    CHECK(shape.exitCode == 2);
    CHECK_FALSE(cli::linesStartingWith(shape.err, wrongShape + ":/units/0/blocks: error: ").empty());
    CHECK(cli::tricorne({"diff", kScenario}).exitCode == 2);  // usage: B missing
}

TEST_CASE("probe holds says who holds each objective at the start, why, and who never scores it", "[probe][holds]") {
    TempDir dir;
    const auto file = changed(dir, "holds.json", [](auto& d) {
        d["objectives"] = {{{"id", "pass"}, {"kind", "last-to-occupy"}, {"for", "both"}, {"hexes", {{1, 3}}}, {"banners", 1}},
                           {{"id", "ford"}, {"kind", "temporary"}, {"for", "top"}, {"hexes", {{6, 9}}}, {"banners", 1}}};
    });
    const Run r = cli::tricorne({"probe", file, "holds"});
    INFO(r.transcript);
    CHECK(r.exitCode == 0);
    const auto out = cli::lines(r.out);
    REQUIRE(out.size() == 4);
    CHECK(out[0] == "pass: Government holds 1 banner (Government occupied it last)");
    CHECK(out[1] == "ford: nobody holds it (no Government unit on its hexes)");
    CHECK(out[2] == "ford: can never be scored by Jacobite: it is for the other side only");
    CHECK(out[3] == "banners: Jacobite 0, Government 1");
}
