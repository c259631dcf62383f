// Game systems as files at run time (issue #36), through the real binary: --system on every
// command that reads a scenario, refused clashes, export that embeds the system, replay pinned
// to the system, and balance --versus-system.
#include <catch2/catch.hpp>

#include "harness.h"
#include "tricorne/io/game_log.h"
#include "tricorne/play/replay.h"
#include "tricorne/sim/bots.h"
#include "tricorne/validate/validate.h"

using cli::Run;
using cli::TempDir;
using cli::kFileError;
using cli::kOk;
using cli::kUsage;

namespace {

const std::string kFork = cli::source("tests/data/systems/highland-fork.tricorne-system.json").string();
const std::string kBound = cli::source("tests/data/systems/killiecrankie-highland.tricorne.json").string();
const std::string kOriginal = cli::source("scenarios/killiecrankie.tricorne.json").string();

bool contains(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

/// The bound Killiecrankie copy without its binding: it names the fork and keeps nothing.
std::string unboundCopy(const TempDir& dir) {
    auto doc = nlohmann::json::parse(cli::readBytes(kBound));
    doc.erase("systemBinding");
    const auto path = (dir / "unbound.tricorne.json").string();
    cli::writeBytes(path, doc.dump(2));
    return path;
}

/// A random game of the Killiecrankie copy under the forked system, to its end, as a log file.
std::filesystem::path forkLog(const TempDir& dir) {
    auto load = tricorne::loadScenarioFile(kBound);
    REQUIRE(load.system);
    const tricorne::Rules rules(*load.scenario, *load.system);
    auto state = tricorne::startGame(rules, 11);
    auto log = tricorne::beginLog(rules, state, 11);
    tricorne::Pcg32 bot(11, 3);
    while (!state.winner) REQUIRE(tricorne::applyAndLog(rules, state, log, tricorne::randomAction(rules, state, bot)) == tricorne::ActionError::None);
    return cli::writeJson(dir / "fork.tricorne-log.json", tricorne::logToJson(rules, log));
}

}  // namespace

TEST_CASE("a log recorded under a forked system replays, and under the original is refused naming the system", "[system-files][replay]") {
    TempDir dir;
    const auto log = forkLog(dir).string();
    const Run run = cli::tricorne({"replay", kBound, log});
    INFO(run.transcript);
    CHECK(run.exitCode == kOk);
    CHECK(contains(run.out, "every state hash matches"));
    // The export of the bound battle is the same battle: its log replays there too.
    cli::tricorne({"export", kBound, "-o", (dir / "travels.tricorne.json").string()});
    CHECK(cli::tricorne({"replay", (dir / "travels.tricorne.json").string(), log}).exitCode == kOk);

    const Run refused = cli::tricorne({"replay", kOriginal, log});
    INFO(refused.transcript);
    CHECK(refused.exitCode == kFileError);
    CHECK(contains(refused.err, log + ": error: replay: the log was recorded under game system `jacobite-rising-highland` (hash "));
    CHECK(contains(refused.err, "but this scenario plays under the built-in game system `jacobite-rising`"));
}

TEST_CASE("every command that reads a scenario takes --system FILE", "[system-files]") {
    TempDir dir;
    const std::string unbound = unboundCopy(dir);
    const std::vector<std::vector<std::string>> commands{
        {"validate", unbound},
        {"probe", unbound, "holds"},
        {"probe", unbound, "moves", "gov-1"},
        {"simulate", unbound, "--games", "2", "--seed", "1"},
        {"balance", unbound, "--games", "2", "--seed", "1", "--vary", "firstPlayer"},
        {"oob", "export", unbound},
        {"export", unbound, "-o", (dir / "out.tricorne.json").string()},
    };
    for (const auto& command : commands) {
        auto without = cli::tricorne(command);
        INFO(without.transcript);
        CHECK(without.exitCode == kFileError);
        CHECK(contains(without.out + without.err, "unknown-system"));  // validate prints on standard output
        auto args = command;
        args.insert(args.end(), {"--system", kFork});
        const Run with = cli::tricorne(args);
        INFO(with.transcript);
        CHECK(with.exitCode == kOk);
        CHECK_FALSE(contains(with.err, ": error: "));
    }
    // diff compares the files as they are written (a file with itself says nothing without a
    // system); it takes --system all the same.
    CHECK(cli::tricorne({"diff", unbound, unbound, "--system", kFork}).exitCode == kOk);
}

TEST_CASE("a --system file whose id is a built-in system's is refused with what to do", "[system-files]") {
    const Run run = cli::tricorne({"validate", kOriginal, "--system", cli::source("templates/systems/jacobite-rising.json").string()});
    INFO(run.transcript);
    CHECK(run.exitCode == kFileError);
    CHECK(contains(run.err, "jacobite-rising.json:/id: error: system-id-taken:"));
    CHECK(contains(run.err, "id of its own"));
    const Run twice = cli::tricorne({"validate", kBound, "--system", kFork, "--system", kFork});
    CHECK(twice.exitCode == kFileError);
    CHECK(contains(twice.err, "system-id-taken"));
}

TEST_CASE("a battle of a system whose board is smaller than Tricorne's validates and its random games play to the end",
          "[system-files][000 · Battlefield Game Board]") {
    // Nine rows of thirteen hexes (Commands & Colors: Napoleonics' board,
    // https://docslib.org/doc/3269872/ccn-rules-2016-pdf) and eleven hexes across: each a
    // Killiecrankie copy that fits it (tests/tools/make_system_fixtures.py).
    for (const char* name : {"killiecrankie-nine-rows", "killiecrankie-eleven-columns"}) {
        INFO(name);
        const auto path = cli::source(std::string("tests/data/systems/") + name + ".tricorne.json").string();
        const Run validated = cli::tricorne({"validate", path});
        INFO(validated.transcript);
        CHECK(validated.exitCode == kOk);
        const Run played = cli::tricorne({"simulate", path, "--games", "6", "--seed", "3", "--bots", "random,greedy", "--json"});
        INFO(played.transcript);
        REQUIRE(played.exitCode == kOk);
        const auto result = nlohmann::json::parse(played.out);
        CHECK(result["games"] == 6);
        CHECK(result["unfinishedGames"] == nlohmann::json::array());
    }
    // And a log of one such game replays: the edge a piece met is the system's on replay too.
    TempDir dir;
    auto load = tricorne::loadScenarioFile(cli::source("tests/data/systems/killiecrankie-nine-rows.tricorne.json").string());
    REQUIRE(load.system);
    REQUIRE(load.system->board.rows == 9);
    const tricorne::Rules rules(*load.scenario, *load.system);
    auto state = tricorne::startGame(rules, 4);
    auto log = tricorne::beginLog(rules, state, 4);
    tricorne::Pcg32 bot(4, 3);
    while (!state.winner) REQUIRE(tricorne::applyAndLog(rules, state, log, tricorne::randomAction(rules, state, bot)) == tricorne::ActionError::None);
    for (const tricorne::UnitState& unit : state.units)
        if (unit.alive()) CHECK(rules.onBoard(unit.hex));
    const auto file = cli::writeJson(dir / "nine.tricorne-log.json", tricorne::logToJson(rules, log));
    const Run replayed = cli::tricorne({"replay", cli::source("tests/data/systems/killiecrankie-nine-rows.tricorne.json").string(), file.string()});
    INFO(replayed.transcript);
    CHECK(replayed.exitCode == kOk);
    CHECK(contains(replayed.out, "every state hash matches"));
}

TEST_CASE("export embeds the system, and the exported battle validates and plays with only the built-in systems", "[system-files]") {
    TempDir dir;
    const auto out = (dir / "travels.tricorne.json").string();
    const Run exported = cli::tricorne({"export", kBound, "-o", out});
    INFO(exported.transcript);
    REQUIRE(exported.exitCode == kOk);
    const auto doc = nlohmann::json::parse(cli::readBytes(out));
    CHECK(doc["systemBinding"].contains("embedded"));
    // Alone in another folder: no sidecar, no --system.
    TempDir elsewhere;
    cli::writeBytes(elsewhere / "travels.tricorne.json", cli::readBytes(out));
    const Run validated = cli::tricorne({"validate", (elsewhere / "travels.tricorne.json").string()});
    INFO(validated.transcript);
    CHECK(validated.exitCode == kOk);
    const Run played = cli::tricorne({"simulate", (elsewhere / "travels.tricorne.json").string(), "--games", "4", "--seed", "2", "--json"});
    INFO(played.transcript);
    REQUIRE(played.exitCode == kOk);
    const auto result = nlohmann::json::parse(played.out);
    CHECK(result["scenario"]["system"] == "jacobite-rising-highland");
    CHECK(result["scenario"]["systemHash"] == doc["systemBinding"]["hash"]);
}

TEST_CASE("export --sidecar keeps the system as its file beside the battle, the designer's other choice", "[system-files]") {
    TempDir dir;
    std::filesystem::create_directories(dir / "systems");
    const auto system = (dir / "systems" / "highland-fork.tricorne-system.json").string();
    cli::writeBytes(system, cli::readBytes(kFork));
    const auto out = (dir / "battle.tricorne.json").string();
    const Run exported = cli::tricorne({"export", unboundCopy(dir), "--system", system, "--sidecar", "-o", out});
    INFO(exported.transcript);
    REQUIRE(exported.exitCode == kOk);
    const auto doc = nlohmann::json::parse(cli::readBytes(out));
    CHECK(doc["systemBinding"]["sidecar"] == "systems/highland-fork.tricorne-system.json");
    CHECK_FALSE(doc["systemBinding"].contains("embedded"));
    CHECK(doc["systemBinding"]["hash"] == nlohmann::json::parse(cli::readBytes(kBound))["systemBinding"]["hash"]);
    const Run validated = cli::tricorne({"validate", out});  // no --system: the sidecar is read
    INFO(validated.transcript);
    CHECK(validated.exitCode == kOk);
    // A built-in system has no file to keep.
    const Run builtin = cli::tricorne({"export", kOriginal, "--sidecar", "-o", (dir / "k.tricorne.json").string()});
    INFO(builtin.transcript);
    CHECK(builtin.exitCode == kFileError);
    CHECK(contains(builtin.err, "system-sidecar"));
    CHECK_FALSE(std::filesystem::exists(dir / "k.tricorne.json"));
}

TEST_CASE("a changed sidecar is refused naming both files", "[system-files]") {
    TempDir dir;
    cli::writeBytes(dir / "battle.tricorne.json", cli::readBytes(kBound));
    auto fork = nlohmann::json::parse(cli::readBytes(kFork));
    fork["armies"][0]["unitTypes"][0]["dice"][0] = 4;
    cli::writeBytes(dir / "highland-fork.tricorne-system.json", fork.dump(2));
    const Run run = cli::tricorne({"validate", (dir / "battle.tricorne.json").string()});
    INFO(run.transcript);
    CHECK(run.exitCode == kFileError);
    CHECK(contains(run.out, "battle.tricorne.json:/systemBinding/hash: error: system-hash:"));
    CHECK(contains(run.out, (dir / "highland-fork.tricorne-system.json").string() + " has changed since"));
    // Exporting with the sidecar given binds the scenario to it as it is now.
    const Run rebound = cli::tricorne({"export", (dir / "battle.tricorne.json").string(), "--system",
                                       (dir / "highland-fork.tricorne-system.json").string(), "-o", (dir / "battle.tricorne.json").string()});
    INFO(rebound.transcript);
    CHECK(rebound.exitCode == kOk);
    CHECK(contains(rebound.err, "system-rebound"));
    CHECK(cli::tricorne({"validate", (dir / "battle.tricorne.json").string()}).exitCode == kOk);
}

TEST_CASE("balance --versus-system plays the same games under both systems and gives the difference with its interval", "[system-files][balance]") {
    const Run run = cli::tricorne({"balance", kBound, "--versus-system", "jacobite-rising", "--games", "40", "--seed", "3", "--bots", "greedy,greedy"});
    INFO(run.transcript);
    REQUIRE(run.exitCode == kOk);
    CHECK(contains(run.out, "under two game systems, 40 games each"));
    CHECK(contains(run.out, "A: The Jacobite Rising, Highland house rules (jacobite-rising-highland), the scenario's"));
    CHECK(contains(run.out, "(jacobite-rising, built in)"));
    CHECK(contains(run.out, "Jacobite wins: B "));
    CHECK(contains(run.out, "; A - B "));
    CHECK(contains(run.out, "The Jacobite Rising, Highland house rules: Jacobite "));
    // The base row plays exactly the games simulate plays on the bound scenario.
    const Run json = cli::tricorne({"balance", kBound, "--versus-system", "jacobite-rising", "--games", "40", "--seed", "3", "--bots", "greedy,greedy", "--json"});
    REQUIRE(json.exitCode == kOk);
    const auto report = nlohmann::json::parse(json.out);
    CHECK(report["version"] == 3);
    REQUIRE(report["variants"].size() == 1);
    CHECK(report["systems"]["base"]["id"] == "jacobite-rising-highland");
    CHECK(report["systems"]["versus"]["id"] == "jacobite-rising");
    CHECK_FALSE(report["systems"]["versus"].contains("hash"));
    const Run simulated = cli::tricorne({"simulate", kBound, "--games", "40", "--seed", "3", "--bots", "greedy,greedy", "--json"});
    REQUIRE(simulated.exitCode == kOk);
    CHECK(report["variants"][0]["result"] == nlohmann::json::parse(simulated.out));
    const Run original = cli::tricorne({"simulate", kOriginal, "--games", "40", "--seed", "3", "--bots", "greedy,greedy", "--json"});
    REQUIRE(original.exitCode == kOk);
    CHECK(report["variants"][0]["versus"]["sides"] == nlohmann::json::parse(original.out)["sides"]);
    const auto& bottom = report["variants"][0]["difference"]["bottom"];
    const double low = bottom["low"], high = bottom["high"], difference = bottom["difference"];
    CHECK(low <= difference);
    CHECK(difference <= high);
    // Shards of a comparison merge into the whole.
    TempDir dir;
    for (const char* shard : {"0/2", "1/2"}) {
        const Run part = cli::tricorne({"balance", kBound, "--versus-system", "jacobite-rising", "--games", "40", "--seed", "3", "--bots",
                                        "greedy,greedy", "--json", "--shard", shard});
        REQUIRE(part.exitCode == kOk);
        cli::writeBytes(dir / (std::string("s") + shard[0] + ".json"), part.out);
    }
    const Run merged = cli::tricorne({"balance", "--merge", (dir / "s0.json").string(), (dir / "s1.json").string(), "--json"});
    INFO(merged.transcript);
    REQUIRE(merged.exitCode == kOk);
    CHECK(nlohmann::json::parse(merged.out) == report);
}

TEST_CASE("balance --versus-system --vary sweeps the battle notes under both systems, side by side", "[system-files][balance]") {
    const std::vector<std::string> run{"balance", kBound, "--versus-system", "jacobite-rising", "--vary", "firstPlayer,victoryBanners",
                                       "--target",  "jacobite=50", "--games", "12", "--seed", "4", "--bots", "greedy,greedy"};
    const Run text = cli::tricorne(run);
    INFO(text.transcript);
    REQUIRE(text.exitCode == kOk);
    CHECK(contains(text.out, "under two game systems, balance sweep of 3 changes, 12 games each, the same seeds (seed 4)"));
    CHECK(contains(text.out, "aim: Jacobite winning 50.0%"));
    CHECK(contains(text.out, "under A"));
    CHECK(contains(text.out, "the Government side moving first instead of the Jacobite side"));
    CHECK(contains(text.out, "closest to the aim under A: "));
    CHECK(contains(text.out, "closest to the aim under B: "));
    std::vector<std::string> asJson = run;
    asJson.push_back("--json");
    const Run json = cli::tricorne(asJson);
    REQUIRE(json.exitCode == kOk);
    const auto report = nlohmann::json::parse(json.out);
    CHECK(report["version"] == 3);
    REQUIRE(report["variants"].size() == 4);
    // Each change under the scenario's system is the sweep `balance --vary` plays, and under the
    // other system the same change of the original battle's notes.
    const Run own = cli::tricorne({"balance", kBound, "--vary", "firstPlayer,victoryBanners", "--target", "jacobite=50", "--games", "12", "--seed",
                                   "4", "--bots", "greedy,greedy", "--json"});
    REQUIRE(own.exitCode == kOk);
    const Run original = cli::tricorne({"balance", kOriginal, "--vary", "firstPlayer,victoryBanners", "--target", "jacobite=50", "--games", "12",
                                        "--seed", "4", "--bots", "greedy,greedy", "--json"});
    REQUIRE(original.exitCode == kOk);
    const auto ownReport = nlohmann::json::parse(own.out), originalReport = nlohmann::json::parse(original.out);
    for (std::size_t i = 0; i < 4; ++i) {
        CHECK(report["variants"][i]["id"] == ownReport["variants"][i]["id"]);
        CHECK(report["variants"][i]["result"] == ownReport["variants"][i]["result"]);
        CHECK(report["variants"][i]["versus"]["sides"] == originalReport["variants"][i]["result"]["sides"]);
    }
    CHECK(report["closest"] == ownReport["closest"]);
    CHECK(report["closestVersus"] == originalReport["closest"]);
    // Shards merge into the whole, as for one system.
    TempDir dir;
    for (const char* shard : {"0/2", "1/2"}) {
        std::vector<std::string> part = asJson;
        part.insert(part.end(), {"--shard", shard});
        const Run piece = cli::tricorne(part);
        REQUIRE(piece.exitCode == kOk);
        cli::writeBytes(dir / (std::string("s") + shard[0] + ".json"), piece.out);
    }
    const Run merged = cli::tricorne({"balance", "--merge", (dir / "s0.json").string(), (dir / "s1.json").string(), "--json"});
    INFO(merged.transcript);
    REQUIRE(merged.exitCode == kOk);
    CHECK(nlohmann::json::parse(merged.out) == report);
    const Run mergedText = cli::tricorne({"balance", "--merge", (dir / "s0.json").string(), (dir / "s1.json").string()});
    CHECK(mergedText.out == text.out);
}

TEST_CASE("balance --versus-system refuses an unknown system and the scenario's own", "[system-files][balance]") {
    const std::vector<std::string> run{"--games", "4", "--seed", "1"};
    auto with = [&](std::vector<std::string> args) {
        args.insert(args.begin(), "balance");
        args.insert(args.end(), run.begin(), run.end());
        return cli::tricorne(args);
    };
    const Run unknown = with({kBound, "--versus-system", "napoleonics"});
    CHECK(unknown.exitCode == kUsage);
    CHECK(contains(unknown.err, "--versus-system takes a game system's id"));
    CHECK(with({kOriginal, "--versus-system", "jacobite-rising"}).exitCode == kUsage);
    // A system that lacks the scenario's armies does not fit it.
    const Run misfit = with({kOriginal, "--versus-system", "american-revolution"});
    INFO(misfit.transcript);
    CHECK(misfit.exitCode == kFileError);
    CHECK(contains(misfit.err, "does not fit game system american-revolution"));
}
