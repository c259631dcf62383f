// `tricorne probe FILE los|dice|moves` and `tricorne replay FILE LOG` (docs/design/cli.md), run as
// the real binary on the shipped Killiecrankie; the answers are the engine's own.
#include <catch2/catch.hpp>

#include "harness.h"
#include "tricorne/play/replay.h"
#include "tricorne/sim/bots.h"
#include "tricorne/io/game_log.h"
#include "tricorne/validate/validate.h"

using cli::Run;
using cli::TempDir;

namespace {

const std::string kScenario = cli::source("scenarios/killiecrankie.tricorne.json").string();

Run probe(const std::vector<std::string>& args) {
    std::vector<std::string> all{"probe", kScenario};
    all.insert(all.end(), args.begin(), args.end());
    return cli::tricorne(all);
}

/// Plays a seeded random game on Killiecrankie with the engine library and writes its log.
std::filesystem::path writeLog(const TempDir& dir, std::uint64_t seed, int actions) {
    auto load = tricorne::loadScenarioFile(kScenario);
    REQUIRE(load.scenario.has_value());
    const tricorne::Rules rules(*load.scenario, *load.system);
    auto state = tricorne::startGame(rules, seed);
    auto log = tricorne::beginLog(rules, state, seed);
    tricorne::Pcg32 bot(seed, 3);
    for (int i = 0; i < actions && !state.winner; ++i)
        REQUIRE(tricorne::applyAndLog(rules, state, log, tricorne::randomAction(rules, state, bot)) == tricorne::ActionError::None);
    return cli::writeJson(dir / "game.tricorne-log.json", tricorne::logToJson(rules, log));
}

}  // namespace

TEST_CASE("probe los prints clear, or blocked and the hex that blocks", "[probe]") {
    const Run clear = probe({"los", "5,3", "5,8"});
    INFO(clear.transcript);
    CHECK(clear.exitCode == 0);
    CHECK(cli::lines(clear.out) == std::vector<std::string>{"clear"});

    const Run blocked = probe({"los", "6,5", "6,1"});
    INFO(blocked.transcript);
    CHECK(blocked.exitCode == 0);
    CHECK(cli::lines(blocked.out) == std::vector<std::string>{"blocked", "unit `gov-5` at 6,3 blocks the line"});
}

TEST_CASE("probe dice prints the total and every modifier, or none and why", "[probe]") {
    const Run fire = probe({"dice", "gov-4", "jac-10"});  // light artillery at 2 hexes
    INFO(fire.transcript);
    CHECK(fire.exitCode == 0);
    CHECK(cli::lines(fire.out) == std::vector<std::string>{"3", "ranged at 2 hexes: 2 base", "+1 full strength"});

    // Lowland infantry in a building, counted as having moved: −1 for moving, −1 for moving onto it.
    const Run moved = probe({"dice", "jac-10", "gov-5", "--moved"});
    INFO(moved.transcript);
    CHECK(cli::lines(moved.out) ==
          std::vector<std::string>{"1", "ranged at 2 hexes: 2 base", "+1 full strength", "-1 moved this turn", "-1 moved onto buildings"});

    const Run none = probe({"dice", "gov-10", "jac-1"});
    INFO(none.transcript);
    CHECK(none.exitCode == 0);
    CHECK(cli::lines(none.out) == std::vector<std::string>{"none: `gov-10` is cavalry and may not fire"});
}

TEST_CASE("probe moves prints one sorted c,r per line, the piece's own hex excluded", "[probe]") {
    const Run run = probe({"moves", "jac-5"});  // battle cavalry at 6,8
    INFO(run.transcript);
    CHECK(run.exitCode == 0);
    const auto hexes = cli::lines(run.out);
    REQUIRE_FALSE(hexes.empty());
    CHECK(std::find(hexes.begin(), hexes.end(), "6,8") == hexes.end());
    CHECK(std::find(hexes.begin(), hexes.end(), "6,7") != hexes.end());
    auto key = [](const std::string& h) {
        const auto comma = h.find(',');
        return std::pair{std::stoi(h.substr(comma + 1)), std::stoi(h.substr(0, comma))};
    };
    CHECK(std::is_sorted(hexes.begin(), hexes.end(), [&](const auto& a, const auto& b) { return key(a) < key(b); }));
}

TEST_CASE("probe refuses unknown pieces and hexes off the board, naming them", "[probe]") {
    const Run unit = probe({"dice", "nobody", "jac-1"});
    CHECK(unit.exitCode == 1);
    CHECK(unit.err.find("nobody") != std::string::npos);
    const Run hex = probe({"los", "6,5", "12,1"});
    CHECK(hex.exitCode == 2);
    CHECK(hex.err.find("12,1") != std::string::npos);
    const Run usage = cli::tricorne({"probe", kScenario, "los", "6,5"});
    CHECK(usage.exitCode == 2);
}

TEST_CASE("replay re-runs a game log and confirms every hash", "[replay]") {
    TempDir dir;
    const auto log = writeLog(dir, 17, 2000);
    const Run run = cli::tricorne({"replay", kScenario, log.string()});
    INFO(run.transcript);
    CHECK(run.exitCode == 0);
    CHECK(run.out.rfind("ok: ", 0) == 0);
}

TEST_CASE("replay fails loudly at the first differing hash, naming the action", "[replay]") {
    TempDir dir;
    const auto path = writeLog(dir, 17, 300);
    auto doc = nlohmann::ordered_json::parse(cli::readBytes(path));
    doc["actions"][40]["hash"] = "0123456789abcdef";
    cli::writeJson(path, doc);
    const Run run = cli::tricorne({"replay", kScenario, path.string()});
    INFO(run.transcript);
    CHECK(run.exitCode == 1);
    CHECK(run.err.find(path.string() + ":/actions/40: error: replay: after action 41") == 0);
}

TEST_CASE("replay refuses a log that is not a log, with the file and place", "[replay]") {
    TempDir dir;
    const auto path = cli::writeJson(dir / "not-a-log.json", nlohmann::ordered_json{{"format", "tricorne-log"}, {"version", 1}});
    const Run run = cli::tricorne({"replay", kScenario, path.string()});
    CHECK(run.exitCode == 1);
    CHECK(run.err.find(path.string() + ": error: schema: missing ") == 0);
    CHECK(run.err.find(path.string() + ": error: schema: missing \"scenarioHash\"") != std::string::npos);
}
