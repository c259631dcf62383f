// The table of objective and special-rule kinds (model/rule_kinds.h; docs/design/engine.md, Closed vocabularies): one
// entry per enum value, names that parse back to their kind, and one meaning per field name.
#include <set>
#include <string>

#include <catch2/catch.hpp>

#include "tricorne/model/rule_kinds.h"
#include "tricorne/sim/bots.h"

using namespace tricorne;

namespace {

/// Checks one vocabulary: entry i is kind i + 1, its name parses back, names are distinct, and
/// every entry says what it is, in a title of its own.
template <typename Kind>
void checkTable(std::span<const RuleKindInfo> table, Kind last, Kind (*fromName)(std::string_view), const char* (*nameOf)(Kind)) {
    REQUIRE(table.size() == static_cast<std::size_t>(last));  // every value but Invalid has its entry
    std::set<std::string_view> names, titles;
    for (std::size_t i = 0; i < table.size(); ++i) {
        const auto kind = static_cast<Kind>(i + 1);
        INFO(table[i].name);
        CHECK(&kindInfo(kind) == &table[i]);
        CHECK(fromName(table[i].name) == kind);
        CHECK(std::string_view(nameOf(kind)) == table[i].name);
        CHECK(names.insert(table[i].name).second);
        CHECK(!table[i].summary.empty());
        // The words people read (the studio's forms): there, distinct, not the file name.
        CHECK(!table[i].title.empty());
        CHECK(titles.insert(table[i].title).second);
        CHECK(table[i].title != table[i].name);
        CHECK((!table[i].source.empty() || !table[i].enforced));  // only free text cites no booklet section
        for (const RuleField& f : table[i].fields) {
            INFO(f.name);
            CHECK(!f.summary.empty());
            CHECK(f.min <= f.max);
            const bool chooses = f.type == FieldType::Choice || f.type == FieldType::ChoiceList;
            CHECK(chooses == !f.choices.empty());
        }
    }
    CHECK(fromName("volley-storm") == Kind::Invalid);
    CHECK(fromName("") == Kind::Invalid);
    CHECK(std::string_view(nameOf(Kind::Invalid)).empty());
}

/// Two kinds that take a field of the same name take the same shape (the objective schema
/// lists each field once for every kind).
void checkOneShapePerName(std::span<const RuleKindInfo> table) {
    for (const RuleKindInfo& a : table)
        for (const RuleKindInfo& b : table)
            for (const RuleField& f : a.fields)
                if (const RuleField* g = findField(b, f.name)) {
                    INFO(a.name << " / " << b.name << ": " << f.name);
                    CHECK(g->type == f.type);
                    CHECK(g->min == f.min);
                    CHECK(g->max == f.max);
                    CHECK(g->choices.size() == f.choices.size());
                }
}

}  // namespace

TEST_CASE("Rule kinds: every objective kind has one table entry, and its name parses back to it", "[rule-kinds]") {
    checkTable(objectiveKinds(), ObjectiveKind::TurnStartRepeating, objectiveKindFromName, objectiveKindName);
    checkOneShapePerName(objectiveKinds());
}

TEST_CASE("Rule kinds: every special-rule kind has one table entry, and its name parses back to it", "[rule-kinds]") {
    checkTable(specialRuleKinds(), SpecialRuleKind::FirstPlayerCardReveal, specialRuleKindFromName, specialRuleKindName);
    CHECK_FALSE(kindInfo(SpecialRuleKind::Text).enforced);  // the one kind shown but not played
    CHECK(kindInfo(SpecialRuleKind::OpeningCannonade).oncePerScenario);
}

TEST_CASE("Rule kinds: a field's caption is its key in words, unless the key alone would mislead", "[rule-kinds][000 · Falkirk (Stage 2)]") {
    CHECK(fieldCaption(*findField(kindInfo(SpecialRuleKind::SuddenDeath), "cardPlays")) == "Card plays");
    CHECK(fieldCaption(objectiveCommonFields()[0]) == "Id");
    // 000 · Falkirk (Stage 2): time pressure is "in effect for the Jacobite player", yet "a
    // Government player … may … take 1 Permanent Victory Banner": the field lists who takes it.
    CHECK(fieldCaption(*findField(kindInfo(SpecialRuleKind::TimePressure), "sides")) == "Sides that take the banner");
}

TEST_CASE("Bots: one list names every bot, and each name parses back to its bot", "[bots]") {
    REQUIRE(bots().size() == 3);
    for (const BotInfo& bot : bots()) {
        INFO(bot.name);
        CHECK(botFromName(bot.name) == bot.kind);
        CHECK(std::string(botName(bot.kind)) == bot.name);
        CHECK(std::string(bot.summary).size() > 0);
    }
    CHECK(botNames(", ") == "random, greedy, search");
    CHECK_FALSE(botFromName("human"));  // a studio notion, not an engine bot
}
