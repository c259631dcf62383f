// Scenarios whose games cannot end: validation says why, an error where the rules make play impossible and a warning
// where games may go on for ever, and whyGamesMayNotEnd() picks those reasons out for
// `simulate` and the balance panel. The reproducers are in tests/data/semantic/unplayable.
#include "fixtures.h"

using namespace tricorne;

namespace {

std::filesystem::path unplayable(const std::string& name) { return fixtures::sourceDir() / "tests/data/semantic/unplayable" / name; }

struct Expected {
    const char* file;
    Severity severity;
    const char* code;
    const char* pointer;
};

std::string describe(const Diagnostics& all) {
    std::string out;
    for (const auto& d : all) out += "  " + std::string(severityName(d.severity)) + " " + d.code + " at " + d.pointer + ": " + d.message + "\n";
    return out;
}

}  // namespace

TEST_CASE("unplayable reproducers give the diagnostic that says why", "[semantic][unplayable]") {
    const Expected cases[] = {
        // 000 · Phase 1. Play a Command Card: both sides, each its own error.
        {"sides-zero-cards.tricorne.json", Severity::Error, "no-command-cards", "/sides/top/commandCards"},
        {"sides-zero-cards.tricorne.json", Severity::Error, "no-command-cards", "/sides/bottom/commandCards"},
        // 001 · Leader's Retreat: 2 militia and 4 leaders; the British need all 4 leaders.
        {"noend-bemis-2-militia.tricorne.json", Severity::Warning, "banners-need-leaders", "/victoryBanners"},
        {"no-units.tricorne.json", Severity::Warning, "no-units", "/units"},
    };
    for (const Expected& e : cases) {
        const auto diagnostics = validateFile(unplayable(e.file));
        INFO(e.file << " must give " << e.code << " at " << e.pointer << "; it gave:\n" << describe(diagnostics));
        const auto found = std::find_if(diagnostics.begin(), diagnostics.end(), [&](const Diagnostic& d) {
            return d.code == e.code && d.pointer == e.pointer && d.severity == e.severity;
        });
        REQUIRE(found != diagnostics.end());
        CHECK(found->message.find("; ") != std::string::npos);  // says what to do after the reason
        CHECK(whyGamesMayNotEnd(diagnostics).size() >= 1);
    }
}

TEST_CASE("the Bemis Heights variant's warning names the banners and what to change", "[semantic][unplayable][001 · Leader's Retreat]") {
    const auto diagnostics = validateFile(unplayable("noend-bemis-2-militia.tricorne.json"));
    const auto why = whyGamesMayNotEnd(diagnostics);
    INFO(describe(diagnostics));
    REQUIRE(why.size() == 1);
    CHECK(why[0].message ==
          "the British side needs 6 banners but can take at most 2 without enemy leaders (starting banners, enemy units, objectives), "
          "and a leader may retreat off his baseline rather than become a banner: once the enemy has no units left, games can go on "
          "for ever; add enemy units or objectives, or lower the victory banners to 2");
}

TEST_CASE("a side without Command cards is an error, one with a card is not", "[semantic][no-command-cards][000 · Phase 1. Play a Command Card]") {
    auto load = fixtures::semanticBase("base-jacobite.tricorne.json");
    Scenario s = *load.scenario;
    s.bottom.commandCards = 0;
    auto all = validateSemantics(s, *load.system);
    INFO(describe(all));
    REQUIRE(fixtures::withCode(all, "no-command-cards").size() == 1);
    CHECK(fixtures::withCode(all, "no-command-cards")[0].pointer == "/sides/bottom/commandCards");
    s.bottom.commandCards = 1;
    CHECK(fixtures::withCode(validateSemantics(s, *load.system), "no-command-cards").empty());
}

TEST_CASE("banners that only enemy leaders can give are a warning", "[semantic][banners-need-leaders][000 · Lone Leader's Retreat]") {
    auto load = fixtures::semanticBase("base-american.tricorne.json");
    Scenario s = *load.scenario;
    // The British face 1 Continental unit and 1 leader: 1 banner they can force, 2 in all.
    CHECK(validateSemantics(s, *load.system).empty());
    s.victoryBanners = 2;
    auto all = validateSemantics(s, *load.system);
    INFO(describe(all));
    REQUIRE(all.size() == 1);
    CHECK(all[0].code == "banners-need-leaders");
    CHECK(all[0].severity == Severity::Warning);
    CHECK(all[0].message.find("the British side needs 2 banners but can take at most 1") == 0);
    // An objective worth a banner to the British makes the second banner theirs to take.
    Objective hill;
    hill.id = "hill";
    hill.kind = ObjectiveKind::Permanent;
    hill.beneficiary = Beneficiary::Top;
    hill.hexes = {toAxial({6, 5})};
    hill.banners = 1;
    s.objectives.push_back(hill);
    CHECK(validateSemantics(s, *load.system).empty());
}

TEST_CASE("shipped battles give no reason games cannot end, blank templates only that they have no units", "[semantic][unplayable]") {
    for (const auto& path : fixtures::filesUnder("scenarios", ".tricorne.json")) {
        INFO(path.string());
        const auto diagnostics = validateFile(path);
        CHECK_FALSE(hasErrors(diagnostics));
        CHECK(whyGamesMayNotEnd(diagnostics).empty());
    }
    for (const auto& path : fixtures::filesUnder("templates/scenarios", ".tricorne.json")) {
        INFO(path.string());
        const auto diagnostics = validateFile(path);
        INFO(describe(diagnostics));
        CHECK_FALSE(hasErrors(diagnostics));
        const bool blank = path.filename().string().rfind("blank-", 0) == 0;
        const auto why = whyGamesMayNotEnd(diagnostics);
        if (blank) {
            REQUIRE(why.size() == 1);
            CHECK(why[0].code == "no-units");
        } else {
            CHECK(why.empty());
        }
    }
}
