// The one-liners of objectives and special rules (text/rule_text.h) name the side each is for:
// the printed scenario sheet and the studio's cards show them to players, who must not have to
// guess whose banner or whose option it is (000 · Victory Banners; the battles' notes).
#include <algorithm>
#include <set>

#include <catch2/catch.hpp>

#include "fixtures.h"
#include "translatable.h"
#include "tricorne/text/rule_text.h"

using namespace tricorne;

namespace {

constexpr Position kTop = Position::Top;
constexpr Position kBottom = Position::Bottom;

/// Words no battle uses, so finding one in a line proves the line names that side.
const SideWords kMarked{"<bottom army>", "<top army>"};

/// The sides a special rule concerns, read from every field that names one.
std::set<Position> sidesOf(const SpecialRule& r) {
    std::set<Position> out(r.sides.begin(), r.sides.end());
    out.insert(r.mustRetire.begin(), r.mustRetire.end());
    for (const auto& p : {r.side, r.firstSide, r.tieGoesTo})
        if (p) out.insert(*p);
    return out;
}

}  // namespace

TEST_CASE("rule text: an objective for one side names the side it pays", "[objectives][000 · Victory Banners]") {
    Objective o;
    o.kind = ObjectiveKind::Permanent;
    o.beneficiary = Beneficiary::Top;
    o.banners = 1;
    CHECK(describeObjective(o, {"Continental", "British"}) == "1 banner to the British side while a hex is occupied, kept for good");
    o.beneficiary = Beneficiary::Both;
    CHECK(describeObjective(o, {"Continental", "British"}) == "1 banner while a hex is occupied, kept for good");
}

TEST_CASE("rule text: a card-linked rule names the players it is for", "[special-rules][000 · Victory Banners]") {
    SpecialRule r;
    r.kind = SpecialRuleKind::TimePressure;
    r.sides = {kTop};
    const SideWords armies{"Jacobite", "Government"};
    CHECK(describeSpecialRule(r, armies) ==
          "For the Government player: after playing a Scout card, may take 1 permanent banner and draw 1 Command card instead of the "
          "card's draws (not the banner that would win the battle)");
    r.sides = {kTop, kBottom};
    CHECK(describeSpecialRule(r, armies).rfind("For both players: ", 0) == 0);
    r.kind = SpecialRuleKind::SuddenDeath;
    r.sides = {kBottom};
    r.cardPlays = 10;
    CHECK(describeSpecialRule(r, armies) == "For the Jacobite player: the battle is lost unless won by the end of the 10th card play");
    r.kind = SpecialRuleKind::HandGrowth;
    r.draw = 2;
    r.handSize = 4;
    CHECK(describeSpecialRule(r, armies) == "For the Jacobite player: 2 Command cards drawn at the end of the turn until the hand holds 4");
}

TEST_CASE("rule text: every shipped battle's objectives and rules for a side name it", "[objectives][special-rules]") {
    auto files = fixtures::filesUnder("scenarios", ".tricorne.json");
    const auto templates = fixtures::filesUnder("templates/scenarios", ".tricorne.json");
    files.insert(files.end(), templates.begin(), templates.end());
    REQUIRE(files.size() >= 25);
    int sided = 0;
    for (const auto& file : files) {
        const auto load = fixtures::load(file);
        const Scenario& scenario = *load.scenario;
        for (const Objective& o : scenario.objectives) {
            if (o.beneficiary == Beneficiary::Both) continue;
            const std::string line = describeObjective(o, kMarked);
            INFO(file.filename().string() << " objective " << o.id << ": " << line);
            CHECK(line.find(kMarked[o.beneficiary == Beneficiary::Top ? kTop : kBottom]) != std::string::npos);
            ++sided;
        }
        for (const SpecialRule& r : scenario.specialRules) {
            if (r.kind == SpecialRuleKind::Text) continue;   // the designer's own words
            const std::string line = describeSpecialRule(r, kMarked);
            INFO(file.filename().string() << " rule " << specialRuleKindName(r.kind) << ": " << line);
            // A card-linked rule for both sides says "both players"; every other side is named.
            const bool both = std::count(r.sides.begin(), r.sides.end(), kTop) && std::count(r.sides.begin(), r.sides.end(), kBottom);
            if (both) CHECK(line.find("For both players") == 0);
            for (Position p : sidesOf(r)) {
                if (both && std::count(r.sides.begin(), r.sides.end(), p)) continue;
                CHECK(line.find(kMarked[p]) != std::string::npos);
                ++sided;
            }
        }
    }
    CHECK(sided > 20);   // the library has many such rules: the loop must have looked at them
}

// The studio says these one-liners in its language (issue #30): each is a marked template with
// its values, whose English is the sentence the CLI and the reports print.
TEST_CASE("rule text: every shipped battle's objectives and rules can be said in the studio's language", "[text][objectives][special-rules]") {
    auto files = fixtures::filesUnder("scenarios", ".tricorne.json");
    const auto templates = fixtures::filesUnder("templates/scenarios", ".tricorne.json");
    files.insert(files.end(), templates.begin(), templates.end());
    REQUIRE(files.size() >= 25);
    int translatable = 0;
    for (const auto& file : files) {
        const auto load = fixtures::load(file);
        const SideWords armies = factionWords(*load.scenario, load.system);
        for (const Objective& o : load.scenario->objectives) {
            const Text text = objectiveText(o, armies);
            INFO(file.filename().string() << " objective " << o.id);
            CHECK(text.text == describeObjective(o, armies));
            REQUIRE_FALSE(text.key.empty());
            fixtures::checkTranslatable(text);
            ++translatable;
        }
        for (const SpecialRule& r : load.scenario->specialRules) {
            const Text text = specialRuleText(r, armies);
            INFO(file.filename().string() << " rule " << specialRuleKindName(r.kind));
            CHECK(text.text == describeSpecialRule(r, armies));
            if (r.kind == SpecialRuleKind::Text) {
                CHECK(text.key.empty());   // the designer's words are shown as written
                continue;
            }
            REQUIRE_FALSE(text.key.empty());
            fixtures::checkTranslatable(text);
            ++translatable;
        }
    }
    CHECK(translatable > 50);   // every battle has objectives, most have typed rules
}

TEST_CASE("rule text: every objective's and rule's variant can be said in the studio's language", "[text][objectives][special-rules]") {
    const SideWords armies{"Jacobite", "Government"};
    int variants = 0;
    for (int kind = 1; kind <= static_cast<int>(ObjectiveKind::TurnStartRepeating); ++kind)
        for (ObjectiveCount count : {ObjectiveCount::Any, ObjectiveCount::Each, ObjectiveCount::All})
            for (ObjectiveOccupancy occupancy : {ObjectiveOccupancy::Friendly, ObjectiveOccupancy::NoEnemy})
                for (Beneficiary who : {Beneficiary::Top, Beneficiary::Bottom, Beneficiary::Both})
                    for (int shape = 0; shape < 4; ++shape) {
                        Objective o;
                        o.kind = static_cast<ObjectiveKind>(kind);
                        o.count = count;
                        o.occupancy = occupancy;
                        o.beneficiary = who;
                        if (shape == 1) o.banners = 1;
                        if (shape >= 2) o.bannersTop = 2, o.bannersBottom = 1;
                        if (shape == 3) o.holder = kTop, o.afterTotalBanners = 4, o.maxPerTurn = 2, o.loneLeaders = true, o.section = BoardSection::Left;
                        const Text text = objectiveText(o, armies);
                        INFO(objectiveKindName(o.kind) << ": " << text.text);
                        CHECK(text.text == describeObjective(o, armies));
                        fixtures::checkTranslatable(text);
                        ++variants;
                    }
    for (int kind = 1; kind <= static_cast<int>(SpecialRuleKind::FirstPlayerCardReveal); ++kind)
        for (int shape = 0; shape < 3; ++shape) {
            SpecialRule r;
            r.kind = static_cast<SpecialRuleKind>(kind);
            if (r.kind == SpecialRuleKind::Text) continue;
            r.dice = r.draw = r.cardPlays = shape + 1;
            r.handSize = 5;
            r.name = "HMS Example";
            if (shape >= 1) {
                r.side = r.firstSide = r.tieGoesTo = kBottom;
                r.sides = {kTop};
                r.mustRetire = {kTop};
                r.joiners = {{"militia", 1}, {"rifles", std::nullopt}};
                r.hexes = {Hex{1, 1}, Hex{2, 1}};
                r.unitKinds = {"infantry", "cavalry"};
                r.cards = {"scout-left", "bombard"};
                r.terrain = {"river"};
                r.fordable = true;
            }
            if (shape == 2) r.sides = {kTop, kBottom}, r.cardPlays = 22, r.hexes.resize(1);
            const Text text = specialRuleText(r, armies);
            INFO(specialRuleKindName(r.kind) << ": " << text.text);
            CHECK(text.text == describeSpecialRule(r, armies));
            REQUIRE_FALSE(text.key.empty());
            fixtures::checkTranslatable(text);
            ++variants;
        }
    CHECK(variants > 400);
}
