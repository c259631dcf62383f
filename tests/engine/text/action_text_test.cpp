// Actions and events in players' words: pieces by their names or the booklets' way,
// cards by their deck names, never a scenario id or a hand slot; the phases passed with nothing
// to do; a rally check with its dice and reasons, announced by the engine before its dice; each
// also as a Text the studio says in its language.
#include <catch2/catch.hpp>

#include <filesystem>
#include <regex>
#include <set>

#include "fixtures.h"
#include "translatable.h"
#include "tricorne/play/game.h"
#include "tricorne/sim/bots.h"
#include "tricorne/rules/movement.h"
#include "tricorne/text/action_text.h"
#include "tricorne/text/explain_text.h"

using namespace tricorne;

namespace {

Rules rulesOf(const std::string& file) {
    const auto load = fixtures::load(fixtures::sourceDir() / file);
    return Rules(*load.scenario, *load.system);
}

/// A unit or leader id as a whole word (case kept), or a card named by its hand slot.
std::regex idPattern(const Scenario& scenario) {
    std::string alternatives = R"(Combat card \d|Command card \d|card \d+ of the hand|drawn card \d)";
    const auto word = [&](const std::string& id) {
        std::string escaped;
        for (char c : id) escaped += (std::isalnum(static_cast<unsigned char>(c)) ? "" : "\\") + std::string(1, c);
        alternatives += "|\\b" + escaped + "\\b";
    };
    for (const Unit& u : scenario.units) word(u.id);
    for (const Leader& l : scenario.leaders) word(l.id);
    return std::regex(alternatives);
}

struct Announced {
    std::vector<CheckExplanation> checks;
    std::vector<UnbattledUnit> unbattled;
    std::vector<std::size_t> diceBefore;  ///< dice rolled before each check was announced
    std::size_t dice = 0;
};

}  // namespace

TEST_CASE("action text: pieces by name, a shared name with its hex, nameless ones the booklets' way", "[text]") {
    const Rules k = rulesOf("scenarios/killiecrankie.tricorne.json");
    const GameState ks = startGame(k, 1);
    CHECK(describePiece(k, ks, PieceRef::unit(*k.unitIndex("gov-1"))) == "Hastings' Foot");
    CHECK(describePiece(k, ks, PieceRef::leader(*k.leaderIndex("dundee"))) == "Dundee");
    // Both batteries are "Leather guns": the hex says which.
    CHECK(describePiece(k, ks, PieceRef::unit(*k.unitIndex("gov-4"))) == "Leather guns at 5,3");

    const Rules r = rulesOf("templates/scenarios/starter-river-crossing.tricorne.json");
    const GameState rs = startGame(r, 1);
    CHECK(describePiece(r, rs, PieceRef::unit(*r.unitIndex("gov-1"))) == "Government Regular Infantry at 2,4");
    CHECK(describeHexContents(r, rs, rs.units[static_cast<std::size_t>(*r.unitIndex("gov-1"))].hex) == "Government Regular Infantry at 2,4");
    CHECK(describeSide(r, Position::Top) == "Government");
}

TEST_CASE("action text: no id and no hand slot in any action of whole bot games of the shipped battles", "[text]") {
    for (const char* file : {"scenarios/killiecrankie.tricorne.json", "scenarios/bemis-heights.tricorne.json",
                             "templates/scenarios/starter-hill-assault.tricorne.json", "templates/scenarios/starter-river-crossing.tricorne.json"}) {
        INFO(file);
        const Rules rules = rulesOf(file);
        const std::regex ids = idPattern(rules.scenario());
        GameState s = startGame(rules, 7);
        Pcg32 rng(7, 3);
        Announced seen;
        ObserveRolls rolls([](void* c, Face) { ++static_cast<Announced*>(c)->dice; }, &seen);
        ObserveChecks checks(
            [](void* c, const CheckExplanation& check) {
                auto* a = static_cast<Announced*>(c);
                a->checks.push_back(check);
                a->diceBefore.push_back(a->dice);
            },
            &seen);
        ObserveUnbattled unbattled([](void* c, const UnbattledUnit& u) { static_cast<Announced*>(c)->unbattled.push_back(u); }, &seen);
        int actions = 0;
        for (; !s.winner && actions < 20000; ++actions) {
            for (const Action& a : legalActions(rules, s)) {
                const std::string text = describeAction(rules, s, a);
                INFO(text);
                REQUIRE_FALSE(text.empty());
                CHECK_FALSE(std::islower(static_cast<unsigned char>(text[0])));  // a sentence's start ("24th Foot …")
                CHECK_FALSE(std::regex_search(text, ids));
            }
            const GameState before = s;
            const Action chosen = chooseAction(actions % 2 ? BotKind::Greedy : BotKind::Random, rules, s, rng);
            REQUIRE(apply(rules, s, chosen) == ActionError::None);
            std::vector<std::string> lines = describeChanges(rules, before, chosen, s);
            for (const std::string& l : describePassedPhases(rules, before, s)) lines.push_back(l);
            for (const std::string& l : lines) {
                INFO(l);
                CHECK_FALSE(std::regex_search(l, ids));
            }
        }
        REQUIRE(s.winner.has_value());
        // Each check was announced before its dice, with as many dice as its reasons count.
        for (std::size_t i = 0; i < seen.checks.size(); ++i) {
            const CheckExplanation& c = seen.checks[i];
            int sum = 0;
            for (const MoraleReason& r : c.dice.reasons) sum += r.delta;
            CHECK(sum == c.dice.value);
            CHECK(seen.diceBefore[i] + static_cast<std::size_t>(c.dice.value) <= seen.dice);
            const std::string text = describeCheck(rules, c);
            if (c.kind == CheckExplanation::Kind::Rally) CHECK(text.rfind("Rally check for ", 0) == 0);
            CHECK(text.find('?') == std::string::npos);  // every piece it concerns named
            CHECK_FALSE(std::regex_search(text, ids));
        }
        for (const UnbattledUnit& u : seen.unbattled) {
            const std::string text = describeUnbattled(rules, u);
            INFO(text);
            CHECK(text.ends_with(" — it does not battle"));
            CHECK_FALSE(std::regex_search(text, ids));
        }
    }
}

TEST_CASE("action text: a rally check names its dice, their reasons, the faces and the outcome", "[text]") {
    const Rules k = rulesOf("scenarios/killiecrankie.tricorne.json");
    CheckExplanation check;
    check.unit = *k.unitIndex("gov-2");
    check.dice = {3, {{2, "blocks"}, {1, "attached leader"}, {1, "Chief marker"}, {-1, "Lowland Infantry"}}};
    CHECK(describeCheck(k, check) == "Rally check for Leven's Foot: 3 dice (2 blocks, +1 attached leader, +1 Chief marker, -1 Lowland Infantry)");
    CHECK(describeCheck(k, check, {Face::Infantry, Face::Flag, Face::Saber}) ==
          "Rally check for Leven's Foot: 3 dice (2 blocks, +1 attached leader, +1 Chief marker, -1 Lowland Infantry): infantry, flag, "
          "saber — rallies");
    check.dice = {1, {{1, "blocks"}}};
    CHECK(describeCheck(k, check, {Face::Cavalry}) == "Rally check for Leven's Foot: 1 die (1 block): cavalry — no flag: routs");
}

TEST_CASE("action text: a leader's checks name him, the dice and what they did", "[text]") {
    const Rules k = rulesOf("scenarios/killiecrankie.tricorne.json");
    CheckExplanation escape;
    escape.kind = CheckExplanation::Kind::LeaderEscape;
    escape.unit = *k.unitIndex("gov-2");
    escape.leader = *k.leaderIndex("dundee");
    escape.dice = {3, {{2, "melee dice"}, {1, "full strength"}}};
    CHECK(describeCheck(k, escape) == "Escape of Dundee through Leven's Foot: 3 dice (2 melee dice, +1 full strength)");
    CHECK(describeCheck(k, escape, {Face::Infantry, Face::Flag, Face::Cavalry}) ==
          "Escape of Dundee through Leven's Foot: 3 dice (2 melee dice, +1 full strength): infantry, flag, cavalry — escapes");
    CHECK(describeCheck(k, escape, {Face::Infantry, Face::Saber, Face::Cavalry}).ends_with(" — hit: eliminated"));

    CheckExplanation swept;
    swept.kind = CheckExplanation::Kind::LeaderSwept;
    swept.unit = *k.unitIndex("gov-2");
    swept.leader = *k.leaderIndex("dundee");
    swept.dice = {2, {{2, "leader of a routed unit"}}};
    CHECK(describeCheck(k, swept, {Face::Saber, Face::Flag}) == "Leader check for Dundee, his unit routed: 2 dice: saber, flag — he retreats");
    CHECK(describeCheck(k, swept, {Face::Saber, Face::Cavalry}).ends_with(" — no flag: eliminated"));

    CheckExplanation wetland;
    wetland.kind = CheckExplanation::Kind::Wetland;
    wetland.leader = *k.leaderIndex("dundee");
    wetland.dice = {1, {{1, "wetland"}}};
    CHECK(describeCheck(k, wetland, {Face::Flag}) == "Wetland roll for Dundee: 1 die: flag");
}

TEST_CASE("action text: the phases passed with nothing to do", "[text]") {
    const Rules k = rulesOf("scenarios/killiecrankie.tricorne.json");
    GameState before = startGame(k, 1);
    before.phase = Phase::Order;
    before.active = Position::Bottom;
    GameState after = before;
    after.phase = Phase::Combat;  // end orders led past an empty Move phase
    CHECK(describePassedPhases(k, before, after) ==
          std::vector<std::string>{"Move: Jacobite has no ordered piece that can move — the phase passes"});
    after.phase = Phase::PlayCard;  // … and past an empty Combat phase into the other side's turn
    after.turn = before.turn + 1;
    after.active = Position::Top;
    CHECK(describePassedPhases(k, before, after) ==
          std::vector<std::string>{"Move: Jacobite has no ordered piece that can move — the phase passes",
                                   "Combat: no ordered Jacobite unit can battle — the phase passes"});
    after = before;
    after.phase = Phase::Move;  // the next phase, reached by the action itself: nothing passed
    CHECK(describePassedPhases(k, before, after).empty());
}

TEST_CASE("action text: an ordered unit combat ended without says why it did not battle", "[text]") {
    const Rules k = rulesOf("scenarios/killiecrankie.tricorne.json");
    UnbattledUnit idle{.unit = *k.unitIndex("gov-2"), .hex = toAxial({3, 2}), .why = UnbattledUnit::Why::NoEnemyInRange};
    CHECK(describeUnbattled(k, idle) == "Combat: Leven's Foot has no enemy within range — it does not battle");
    idle.why = UnbattledUnit::Why::MayNotBattle;
    CHECK(describeUnbattled(k, idle) == "Combat: Leven's Foot may not battle after its move — it does not battle");
    idle.why = UnbattledUnit::Why::NoTargetAllowed;
    CHECK(describeUnbattled(k, idle) ==
          "Combat: Leven's Foot has no enemy in range it may battle (sight, terrain or its orders forbid each) — it does not battle");
    // Two batteries share a name: the hex tells them apart.
    idle = {.unit = *k.unitIndex("gov-4"), .hex = toAxial({5, 3}), .why = UnbattledUnit::Why::NoEnemyInRange};
    CHECK(describeUnbattled(k, idle) == "Combat: Leather guns at 5,3 has no enemy within range — it does not battle");
}

// The playtest says these in the studio's language (issue #30): each is a marked template with
// its values, whose English is the string function's.
TEST_CASE("action text: every action, change, passed phase and side of whole bot games can be said in the studio's language", "[text]") {
    for (const char* file : {"scenarios/killiecrankie.tricorne.json", "scenarios/bemis-heights.tricorne.json",
                             "templates/scenarios/starter-river-crossing.tricorne.json"}) {
        INFO(file);
        const Rules rules = rulesOf(file);
        GameState s = startGame(rules, 5);
        Pcg32 rng(5, 3);
        std::vector<UnbattledUnit> idle;
        ObserveUnbattled unbattled([](void* c, const UnbattledUnit& u) { static_cast<std::vector<UnbattledUnit>*>(c)->push_back(u); }, &idle);
        for (Position side : kPositions) {
            CHECK(sideText(rules, side).text == describeSide(rules, side));
            fixtures::checkTranslatable(sideText(rules, side));
        }
        int texts = 0;
        for (int actions = 0; !s.winner && actions < 20000; ++actions) {
            CHECK(phaseText(s.phase).text == phaseName(s.phase));
            fixtures::checkTranslatable(phaseText(s.phase));
            for (const Action& a : legalActions(rules, s)) {
                const Text text = actionText(rules, s, a);
                CHECK(text.text == describeAction(rules, s, a));
                REQUIRE_FALSE(text.key.empty());
                fixtures::checkTranslatable(text);
                ++texts;
            }
            const GameState before = s;
            const Action chosen = chooseAction(actions % 2 ? BotKind::Greedy : BotKind::Random, rules, s, rng);
            REQUIRE(apply(rules, s, chosen) == ActionError::None);
            const std::vector<Text> changes = changesText(rules, before, chosen, s);
            const std::vector<std::string> changesEnglish = describeChanges(rules, before, chosen, s);
            REQUIRE(changes.size() == changesEnglish.size());
            for (std::size_t i = 0; i < changes.size(); ++i) CHECK(changes[i].text == changesEnglish[i]);
            const std::vector<Text> passed = passedPhasesText(rules, before, s);
            const std::vector<std::string> passedEnglish = describePassedPhases(rules, before, s);
            REQUIRE(passed.size() == passedEnglish.size());
            for (std::size_t i = 0; i < passed.size(); ++i) CHECK(passed[i].text == passedEnglish[i]);
            for (const Text& t : changes) fixtures::checkTranslatable(t), ++texts;
            for (const Text& t : passed) fixtures::checkTranslatable(t), ++texts;
        }
        REQUIRE(s.winner.has_value());
        for (const UnbattledUnit& u : idle) {
            CHECK(unbattledText(rules, u).text == describeUnbattled(rules, u));
            fixtures::checkTranslatable(unbattledText(rules, u));
        }
        CHECK(texts > 100);
    }
    CHECK(flagsRolledText(1).text == "1 flag rolled");
    CHECK(flagsRolledText(3).text == "3 flags rolled");
    CHECK(mayIgnoreText("+1 attached leader").text == "may ignore: +1 attached leader");
    fixtures::checkTranslatable(flagsRolledText(2));
    fixtures::checkTranslatable(mayIgnoreText("+1 attached leader"));
}

// The playtest's log says the checks, and its panel the decision asked and the reasons behind
// an attack's dice, a step and the flags a unit may ignore, in the studio's language (issue
// #30): each is a marked template with its values whose English is the string function's, and
// the reasons the rules give (DiceLine, MoraleReason) are marked phrases or table names.
TEST_CASE("action text: every check, decision and explanation of whole bot games of the shipped battles can be said in the studio's language",
          "[text]") {
    struct Seen {
        std::vector<Face> faces;
        std::vector<std::pair<CheckExplanation, std::size_t>> checks;  ///< each with the dice rolled before it
    };
    std::set<CheckExplanation::Kind> checkKinds;
    std::set<Task::Kind> questions;
    int attacks = 0, steps = 0, flags = 0;
    for (const std::filesystem::path& file : fixtures::filesUnder("scenarios", ".tricorne.json")) {
        INFO(file.string());
        const Rules rules = rulesOf(file.string());
        GameState s = startGame(rules, 5);
        Pcg32 rng(5, 3);
        Seen seen;
        ObserveRolls rolls([](void* c, Face f) { static_cast<Seen*>(c)->faces.push_back(f); }, &seen);
        ObserveChecks announced(
            [](void* c, const CheckExplanation& check) {
                auto* self = static_cast<Seen*>(c);
                self->checks.emplace_back(check, self->faces.size());
            },
            &seen);
        for (int actions = 0; !s.winner && actions < 20000; ++actions) {
            const Text decision = decisionText(rules, s);
            CHECK(decision.text == describeDecision(rules, s));
            REQUIRE_FALSE(decision.key.empty());
            fixtures::checkTranslatable(decision);
            if (const auto question = explainDecision(rules, s).question) questions.insert(*question);
            for (const Action& a : legalActions(rules, s)) {
                const ActionExplanation why = explainAction(rules, s, a);
                if (why.attack) {
                    const Text dice = attackDiceText(*why.attack);
                    CHECK(dice.text == describeAttackDice(*why.attack));
                    REQUIRE_FALSE(dice.key.empty());
                    fixtures::checkTranslatable(dice);
                    ++attacks;
                }
                if (why.step) {
                    const Text step = stepText(*why.step);
                    CHECK(step.text == describeStep(*why.step));
                    CHECK(step.key.empty() == step.text.empty());
                    fixtures::checkTranslatable(step);
                    ++steps;
                }
                if (why.flags) {
                    const Text reasons = flagReasonsText(*why.flags);
                    CHECK(reasons.text == describeFlagReasons(*why.flags));
                    CHECK(reasons.key.empty() == why.flags->reasons.empty());
                    fixtures::checkTranslatable(reasons);
                    fixtures::checkTranslatable(mayIgnoreText(reasons));
                    ++flags;
                }
            }
            const Action chosen = chooseAction(actions % 2 ? BotKind::Greedy : BotKind::Random, rules, s, rng);
            REQUIRE(apply(rules, s, chosen) == ActionError::None);
        }
        REQUIRE(s.winner.has_value());
        CHECK(decisionText(rules, s).text == describeDecision(rules, s));
        fixtures::checkTranslatable(decisionText(rules, s));
        for (const auto& [check, before] : seen.checks) {
            const auto first = seen.faces.begin() + static_cast<std::ptrdiff_t>(before);
            const std::vector<Face> faces(first, first + std::min<std::ptrdiff_t>(check.dice.value, seen.faces.end() - first));
            for (const std::vector<Face>& rolled : {std::vector<Face>{}, faces}) {
                const Text text = checkText(rules, check, rolled);
                CHECK(text.text == describeCheck(rules, check, rolled));
                REQUIRE_FALSE(text.key.empty());
                fixtures::checkTranslatable(text);
            }
            for (const MoraleReason& r : check.dice.reasons) CHECK_FALSE(r.reason.key.empty());
            checkKinds.insert(check.kind);
        }
    }
    CHECK(attacks > 1000);
    CHECK(steps > 1000);
    CHECK(flags > 10);
    using K = CheckExplanation::Kind;
    for (K kind : {K::Rally, K::LeaderSwept, K::LeaderCasualty, K::Chief}) CHECK(checkKinds.count(kind) == 1);
    for (Task::Kind kind : {Task::Kind::RetireChoice, Task::Kind::IgnoreFlagsChoice, Task::Kind::RetreatChoice, Task::Kind::TakeGroundChoice,
                            Task::Kind::BattleBackChoice})
        CHECK(questions.count(kind) == 1);
}

TEST_CASE("action text: a check's, an attack's and a decision's texts say the English the string functions say", "[text]") {
    const Rules k = rulesOf("scenarios/killiecrankie.tricorne.json");
    CheckExplanation check;
    check.unit = *k.unitIndex("gov-2");
    check.dice = {3, {{2, phraseText("blocks")}, {1, phraseText("attached leader")}, {1, phraseText("Chief marker")}, {-1, nameText("Lowland Infantry")}}};
    const Text rally = checkText(k, check, {Face::Infantry, Face::Flag, Face::Saber});
    CHECK(rally.text ==
          "Rally check for Leven's Foot: 3 dice (2 blocks, +1 attached leader, +1 Chief marker, -1 Lowland Infantry): infantry, flag, saber — rallies");
    CHECK(rally.key == "{1} — {2}");
    fixtures::checkTranslatable(rally);
    check.dice = {1, {{1, phraseText("blocks")}}};
    CHECK(checkText(k, check, {Face::Cavalry}).text == "Rally check for Leven's Foot: 1 die (1 block): cavalry — no flag: routs");
    fixtures::checkTranslatable(checkText(k, check, {Face::Cavalry}));

    CheckExplanation escape;
    escape.kind = CheckExplanation::Kind::LeaderEscape;
    escape.unit = *k.unitIndex("gov-2");
    escape.leader = *k.leaderIndex("dundee");
    escape.dice = {3, {{2, phraseText("melee dice")}, {1, phraseText("full strength")}}};
    CHECK(checkText(k, escape, {Face::Infantry, Face::Saber}).text == "Escape of Dundee through Leven's Foot: 3 dice (2 melee dice, +1 full strength): infantry, saber — hit: eliminated");
    fixtures::checkTranslatable(checkText(k, escape, {Face::Infantry, Face::Saber}));

    CheckExplanation wetland;
    wetland.kind = CheckExplanation::Kind::Wetland;
    wetland.leader = *k.leaderIndex("dundee");
    wetland.dice = {1, {{1, phraseText("wetland")}}};
    CHECK(checkText(k, wetland, {Face::Flag}).text == "Wetland roll for Dundee: 1 die: flag");
    fixtures::checkTranslatable(checkText(k, wetland, {Face::Flag}));

    AttackExplanation attack;
    attack.melee = true;
    attack.baseDice = 2;
    attack.dice = 2;
    attack.modifiers = {{1, phraseText("full strength")},
                        {-1, phraseText("{1} into {2}", {nameText("cavalry"), [] {
                                                              Text forest = nameText("Forest");
                                                              forest.text = "forest";
                                                              return forest;
                                                          }()})}};
    const Text dice = attackDiceText(attack);
    CHECK(dice.text == "2 dice: 2 melee, +1 full strength, -1 cavalry into forest");
    CHECK(dice.text == describeAttackDice(attack));
    fixtures::checkTranslatable(dice);
    attack.melee = false;
    attack.range = 3;
    attack.dice = 1;
    attack.modifiers.clear();
    CHECK(attackDiceText(attack).text == "1 die: 2 at range 3");

    StepExplanation step;
    step.stops = static_cast<std::uint8_t>(StopReason::EntersTerrain | StopReason::CrossesSide);
    step.entered = "Forest";
    step.crossed = "Field Works";
    step.roadStep = true;
    CHECK(stepText(step).text == "must stop: entering Forest, crossing the Field Works; along the road");
    fixtures::checkTranslatable(stepText(step));
    CHECK(stepText(StepExplanation{}).text.empty());

    FlagsExplanation reasons;
    reasons.reasons = {{1, phraseText("attached leader")}, {1, phraseText("{1} at {2}", {nameText("Forest"), "3,4"})}};
    CHECK(flagReasonsText(reasons).text == "+1 attached leader, +1 Forest at 3,4");
    CHECK(mayIgnoreText(flagReasonsText(reasons)).text == "may ignore: +1 attached leader, +1 Forest at 3,4");
    fixtures::checkTranslatable(mayIgnoreText(flagReasonsText(reasons)));

    GameState over = startGame(k, 1);
    over.winner = Position::Top;
    CHECK(decisionText(k, over).text == describeDecision(k, over));
    fixtures::checkTranslatable(decisionText(k, over));
}
