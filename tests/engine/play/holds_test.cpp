// Who holds what at the start (play/holds.h): the answer is the state a game starts
// from, for every shipped scenario and for a battle carrying every kind of holding, with the
// facts and the "never scored" reasons the studio's panel and `tricorne probe holds` show.
#include "game_fixtures.h"
#include "translatable.h"
#include "tricorne/play/holds.h"
#include "tricorne/text/holds_text.h"

using namespace tricorne;
using namespace fixtures;

namespace {

constexpr Position kBottom = Position::Bottom;
constexpr Position kTop = Position::Top;

Objective objective(const std::string& id, ObjectiveKind kind, Beneficiary who, std::vector<Offset> hexes, int banners = 1) {
    Objective o;
    o.id = id;
    o.kind = kind;
    o.beneficiary = who;
    for (auto h : hexes) o.hexes.push_back(toAxial(h));
    o.banners = banners;
    return o;
}

/// The holds equal the engine's own objective state when the first decision is due, and the
/// banners add up: starting banners plus what each objective pays.
void checkAgainstStartGame(const Rules& rules, std::uint64_t seed) {
    const StartingHolds holds = startingHolds(rules, seed);
    const GameState s = startGame(rules, seed);
    REQUIRE(holds.objectives.size() == s.objectives.size());
    CHECK(holds.firstPlayer == s.active);
    for (Position p : kPositions) {
        CHECK(holds.banners[p] == s.bannersOf(p));
        int fromObjectives = 0;
        for (std::size_t i = 0; i < s.objectives.size(); ++i) {
            INFO("objective " << rules.scenario().objectives[i].id);
            CHECK(holds.objectives[i].banners[p] == s.objectives[i].held[p]);
            fromObjectives += holds.objectives[i].banners[p];
        }
        CHECK(holds.banners[p] == holds.startingBanners[p] + fromObjectives);
    }
}

}  // namespace

TEST_CASE("who holds what: every shipped scenario's answer is the started game's objective state", "[holds]") {
    auto files = filesUnder("scenarios", ".tricorne.json");
    const auto templates = filesUnder("templates/scenarios", ".tricorne.json");
    files.insert(files.end(), templates.begin(), templates.end());
    REQUIRE(files.size() >= 6);
    for (const auto& file : files) {
        INFO(file.string());
        auto loaded = load(file);
        const Rules rules(*loaded.scenario, *loaded.system);
        for (std::uint64_t seed : {0u, 1u, 7u}) checkAgainstStartGame(rules, seed);
    }
}

TEST_CASE("who holds what: every sentence of every shipped scenario can be said in the studio's language", "[holds][text]") {
    // The Holds panel shows holderText, holdReasonText and neverScoredText through the
    // studio's translation; `tricorne probe holds` prints their English, the describe… functions.
    auto files = filesUnder("scenarios", ".tricorne.json");
    const auto templates = filesUnder("templates/scenarios", ".tricorne.json");
    files.insert(files.end(), templates.begin(), templates.end());
    int sentences = 0;
    for (const auto& file : files) {
        INFO(file.string());
        auto loaded = load(file);
        const Rules rules(*loaded.scenario, *loaded.system);
        const StartingHolds holds = startingHolds(rules);
        for (std::size_t i = 0; i < holds.objectives.size(); ++i) {
            const Objective& o = rules.scenario().objectives[i];
            const ObjectiveStart& start = holds.objectives[i];
            const Text holder = holderText(rules, o, start), reason = holdReasonText(rules, o, start, holds.turnBegun);
            CHECK(holder.text == describeHolder(rules, o, start));
            CHECK(reason.text == describeHoldReason(rules, o, start, holds.turnBegun));
            CHECK_FALSE(holder.key.empty());
            checkTranslatable(holder);
            checkTranslatable(reason);
            for (Position p : kPositions) {
                const Text never = neverScoredText(rules, p, start.never[p]);
                CHECK(never.text == describeNeverScored(rules, p, start.never[p]));
                checkTranslatable(never);
            }
            sentences += 2;
        }
        for (Position p : kPositions) checkTranslatable(sideArmiesText(rules, p));
    }
    CHECK(sentences > 50);
}

TEST_CASE("who holds what: starting holder, majority, last occupant, no-enemy and occupancy as placed", "[holds][000 · OBJECTIVE VICTORY BANNERS][001 · OBJECTIVE BANNERS]") {
    Battle b;
    b.unit("jac-1", "jacobite", "regular", 6, 6).unit("jac-2", "jacobite", "regular", 7, 6).unit("gov-1", "government", "regular", 6, 5);
    b.unit("gov-2", "government", "regular", 2, 2).unit("jac-3", "jacobite", "regular", 10, 8);
    auto majority = objective("hill", ObjectiveKind::TurnStartMajority, Beneficiary::Both, {{6, 6}, {7, 6}, {6, 5}});
    majority.banners.reset();
    majority.bannersBottom = 2;
    majority.bannersTop = 1;
    auto house = objective("house", ObjectiveKind::LastToOccupy, Beneficiary::Both, {{2, 2}});
    auto held = objective("held", ObjectiveKind::LastToOccupy, Beneficiary::Both, {{4, 4}});
    held.holder = kTop;
    auto clear = objective("clear", ObjectiveKind::Temporary, Beneficiary::Top, {{9, 9}, {10, 9}});
    clear.occupancy = ObjectiveOccupancy::NoEnemy;
    auto farm = objective("farm", ObjectiveKind::Temporary, Beneficiary::Bottom, {{10, 8}});
    b.scenario().objectives = {majority, house, held, clear, farm};
    b.scenario().firstPlayer = kBottom;
    const Rules& r = b.rules();
    checkAgainstStartGame(r, 3);

    const auto holds = startingHolds(r, 3);
    CHECK(holds.turnBegun);  // no cannonade: the first player's turn has begun
    const auto& hill = holds.objectives[0];
    CHECK(hill.units == BySide<int>{2, 1});
    CHECK(hill.banners == BySide<int>{2, 0});  // the bottom side's turn start paid its majority
    CHECK(describeHolder(r, r.scenario().objectives[0], hill) == "Jacobite holds 2 banners");
    CHECK(describeHoldReason(r, r.scenario().objectives[0], hill, true) == "2 Jacobite units against 1 Government");
    CHECK(holds.objectives[1].lastOccupier == kTop);  // gov-2 stands on it alone
    CHECK(holds.objectives[1].banners == BySide<int>{0, 1});
    CHECK(describeHoldReason(r, r.scenario().objectives[1], holds.objectives[1], true) == "Government occupied it last");
    CHECK(holds.objectives[2].startingHolder);
    CHECK(holds.objectives[2].banners == BySide<int>{0, 1});
    CHECK(describeHoldReason(r, r.scenario().objectives[2], holds.objectives[2], true) == "placed with Government at the start; Government occupied it last");
    CHECK(holds.objectives[3].banners == BySide<int>{0, 1});  // no Jacobite unit on either hex
    CHECK(describeHoldReason(r, r.scenario().objectives[3], holds.objectives[3], true) == "no Jacobite unit on its hexes");
    CHECK(holds.objectives[4].banners == BySide<int>{1, 0});
    CHECK(describeHoldReason(r, r.scenario().objectives[4], holds.objectives[4], true) == "1 Jacobite unit on its hexes");
    CHECK(holds.banners == BySide<int>{3, 3});  // hill 2 + farm 1; house, held and clear 1 each
}

TEST_CASE("who holds what: turn-start objectives wait for the first turn when the opening cannonade comes first", "[holds][000 · OBJECTIVE VICTORY BANNERS]") {
    Battle b;
    b.unit("jac-1", "jacobite", "regular", 6, 6).unit("gov-1", "government", "regular", 1, 1);
    b.scenario().objectives = {objective("hill", ObjectiveKind::StartTurnTemporary, Beneficiary::Bottom, {{6, 6}})};
    b.scenario().firstPlayer = kBottom;
    SECTION("without a cannonade the first player's turn start pays") {
        const auto holds = startingHolds(b.rules());
        CHECK(holds.turnBegun);
        CHECK(holds.objectives[0].banners[kBottom] == 1);
    }
    SECTION("with one, nothing yet, and the words say why") {
        // The gun has a target in range, so the cannonade is a decision the first turn waits for.
        b.unit("jac-art", "jacobite", "light-artillery", 8, 8);
        b.scenario().units[1].hex = toAxial({8, 6});
        SpecialRule cannonade;
        cannonade.kind = SpecialRuleKind::OpeningCannonade;
        b.scenario().specialRules = {cannonade};
        const Rules& r = b.rules();
        checkAgainstStartGame(r, 0);
        const auto holds = startingHolds(r);
        CHECK_FALSE(holds.turnBegun);
        CHECK(holds.objectives[0].banners[kBottom] == 0);
        CHECK(holds.objectives[0].partsMet[kBottom] == 1);
        CHECK(describeHoldReason(r, r.scenario().objectives[0], holds.objectives[0], false) ==
              "1 Jacobite unit on its hexes; taken at the start of the side's turn, not yet begun");
    }
}

TEST_CASE("who holds what: an objective can never be scored by a side it is not for, on impassable hexes or off the exit row", "[holds]") {
    Battle b;
    b.terrain("river", 6, 4, "straight").unit("jac-1", "jacobite", "regular", 6, 6).unit("gov-1", "government", "regular", 1, 1);
    auto river = objective("river", ObjectiveKind::Temporary, Beneficiary::Both, {{6, 4}});
    auto mine = objective("mine", ObjectiveKind::Permanent, Beneficiary::Bottom, {{5, 5}});
    auto exit = objective("exit", ObjectiveKind::Breakthrough, Beneficiary::Both, {{3, 0}});
    b.scenario().objectives = {river, mine, exit};
    const Rules& r = b.rules();
    CHECK(neverScored(r, r.scenario().objectives[0], kBottom) == NeverScored::Impassable);
    CHECK(neverScored(r, r.scenario().objectives[0], kTop) == NeverScored::Impassable);
    CHECK(neverScored(r, r.scenario().objectives[1], kBottom) == NeverScored::No);
    CHECK(neverScored(r, r.scenario().objectives[1], kTop) == NeverScored::NotFor);
    CHECK(neverScored(r, r.scenario().objectives[2], kBottom) == NeverScored::No);  // row 0 is the enemy's baseline
    CHECK(neverScored(r, r.scenario().objectives[2], kTop) == NeverScored::OffBaseline);
    CHECK(describeNeverScored(r, kTop, NeverScored::Impassable) == "can never be scored by Government: its hexes are impassable to every Government unit");
    CHECK(describeNeverScored(r, kBottom, NeverScored::No).empty());
    // A ford makes the river passable, and the answer follows the board.
    b.terrain("ford", 6, 4, "straight");
    b.scenario().terrain.erase(b.scenario().terrain.begin());
    CHECK(neverScored(b.rules(), b.rules().scenario().objectives[0], kBottom) == NeverScored::No);
}
