// The scenario schema's kind-dependent part comes from the table of rule kinds
// (io/rule_kinds_schema.h): the committed file is what the table gives, it accepts exactly
// the table's kinds, and an unknown kind is refused at its JSON pointer.
#include <fstream>
#include <sstream>

#include <catch2/catch.hpp>

#include "fixtures.h"
#include "tricorne/io/json_io.h"
#include "tricorne/io/rule_kinds_schema.h"
#include "tricorne/io/schema_check.h"
#include "tricorne/model/rule_kinds.h"

using namespace tricorne;
using nlohmann::json;

namespace {

std::string committedSchema() {
    std::ifstream in(fixtures::sourceDir() / "schema/scenario.schema.json", std::ios::binary);
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
}

std::vector<std::string> tableNames(std::span<const RuleKindInfo> table) {
    std::vector<std::string> out;
    for (const RuleKindInfo& k : table) out.emplace_back(k.name);
    return out;
}

}  // namespace

TEST_CASE("Scenario schema: the committed file is the one the table of rule kinds gives", "[schema][rule-kinds]") {
    const std::string committed = committedSchema();
    REQUIRE(!committed.empty());
    INFO("schema/scenario.schema.json is out of date with engine/src/model/rule_kinds.cpp; write it again with\n"
         "    build/engine/cli/tricorne schema > schema/scenario.schema.json\n"
         "(after building tricorne), then rebuild.");
    CHECK(scenarioSchemaFromTable(committed) == committed);
    CHECK(std::string(schemaText(SchemaKind::Scenario)) == committed);  // the embedded copy is that file
}

TEST_CASE("Scenario schema: it accepts exactly the kinds of the table", "[schema][rule-kinds]") {
    const json schema = json::parse(schemaText(SchemaKind::Scenario));
    std::vector<std::string> objectiveKinds;
    for (const auto& k : schema.at("definitions").at("objective").at("properties").at("kind").at("enum")) objectiveKinds.push_back(k);
    CHECK(objectiveKinds == tableNames(tricorne::objectiveKinds()));
    std::vector<std::string> ruleKinds;
    for (const auto& branch : schema.at("definitions").at("specialRule").at("oneOf")) ruleKinds.push_back(branch.at("properties").at("kind").at("const"));
    CHECK(ruleKinds == tableNames(specialRuleKinds()));
}

TEST_CASE("Scenario schema: an unknown kind is refused at its pointer, with the known kinds", "[schema][rule-kinds]") {
    auto read = readJsonFile(fixtures::sourceDir() / "templates/scenarios/starter-river-crossing.tricorne.json");
    REQUIRE(read.document.has_value());
    json doc = *read.document;
    doc["objectives"][0]["kind"] = "hold-the-line";
    doc["specialRules"] = json::array({{{"kind", "volley-storm"}}});
    std::map<std::string, std::string> byPointer;
    for (const Diagnostic& d : checkSchema(doc, SchemaKind::Scenario)) byPointer[d.pointer] = d.message;
    REQUIRE(byPointer.count("/objectives/0/kind"));
    REQUIRE(byPointer.count("/specialRules/0/kind"));
    for (const RuleKindInfo& k : tricorne::objectiveKinds()) CHECK(byPointer["/objectives/0/kind"].find("\"" + std::string(k.name) + "\"") != std::string::npos);
    CHECK(byPointer["/specialRules/0/kind"].find("has kind \"volley-storm\", which is no known \"kind\"; use one of") != std::string::npos);
    for (const RuleKindInfo& k : specialRuleKinds()) CHECK(byPointer["/specialRules/0/kind"].find(std::string(k.name)) != std::string::npos);
}

TEST_CASE("Scenario schema: a special rule takes only the fields its kind lists", "[schema][rule-kinds]") {
    auto read = readJsonFile(fixtures::sourceDir() / "scenarios/killiecrankie.tricorne.json");
    REQUIRE(read.document.has_value());
    json doc = *read.document;
    doc["specialRules"] = json::array({{{"kind", "time-pressure"}, {"sides", {"top"}}, {"cardPlays", 3}}});
    const Diagnostics ds = checkSchema(doc, SchemaKind::Scenario);
    REQUIRE(ds.size() == 1);
    CHECK(ds[0].pointer == "/specialRules/0");
    CHECK(ds[0].message == "item 1 of \"specialRules\" (kind \"time-pressure\") has unknown key \"cardPlays\"");
}
