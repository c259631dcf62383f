// `tricorne simulate FILE --games N --seed S [--bots A,B] [--jobs J] [--shard I/K] [--json]` and
// `tricorne simulate --merge SHARD...` (docs/design/cli.md), run as the real binary: the same N and
// S give the same output whatever J, shards merge into exactly one run, usage errors exit 2
// and a scenario with errors exits 1 naming the file. Runs stay small so the suite stays fast.
#include <set>

#include <catch2/catch.hpp>

#include "harness.h"

using cli::Run;
using cli::TempDir;
using cli::kFileError;
using cli::kOk;
using cli::kUsage;

namespace {


const std::string kScenario = cli::source("scenarios/killiecrankie.tricorne.json").string();

Run simulate(const std::vector<std::string>& extra) {
    std::vector<std::string> all{"simulate"};
    all.insert(all.end(), extra.begin(), extra.end());
    return cli::tricorne(all);
}

/// A run of 40 games on Killiecrankie with the given seed and extra options.
Run run40(const std::string& seed, const std::vector<std::string>& extra = {}) {
    std::vector<std::string> args{kScenario, "--games", "40", "--seed", seed};
    args.insert(args.end(), extra.begin(), extra.end());
    return simulate(args);
}

/// Expects a clean exit and returns stdout.
std::string outputOf(const Run& run) {
    INFO(run.transcript);
    REQUIRE(run.exitCode == kOk);
    CHECK(run.err.empty());
    return run.out;
}

/// Runs the three shards of a 40-game run, writes them as JSON and merges them.
Run mergeOfThreeShards(const TempDir& dir, const std::vector<std::string>& mergeOptions) {
    std::vector<std::string> merge{"--merge"};
    for (int i = 0; i < 3; ++i) {
        const auto file = dir / ("shard-" + std::to_string(i) + ".json");
        cli::writeBytes(file, outputOf(run40("11", {"--bots", "greedy,random", "--shard", std::to_string(i) + "/3", "--json"})));
        merge.push_back(file.string());
    }
    merge.insert(merge.end(), mergeOptions.begin(), mergeOptions.end());
    return simulate(merge);
}

}  // namespace

TEST_CASE("simulate prints wins, win rates with a 95% interval, mean turns and mean banners per side", "[simulate]") {
    const auto out = outputOf(run40("7"));
    const auto lines = cli::lines(out);
    REQUIRE(lines.size() == 7);
    CHECK(lines[0] == "Killiecrankie: 40 games, seed 7");
    CHECK(lines[1].rfind("side ", 0) == 0);
    CHECK(lines[2].rfind("bottom  Jacobite ", 0) == 0);
    CHECK(lines[3].rfind("top     Government ", 0) == 0);
    CHECK(lines[2].find("random") != std::string::npos);
    CHECK(lines[2].find("%, ") != std::string::npos);  // the interval
    CHECK(lines[4].rfind("mean turns: ", 0) == 0);
    CHECK(lines[5].rfind("ended by: banners ", 0) == 0);
    CHECK(lines[6] == "unfinished: 0");
}

TEST_CASE("simulate: the same games and seed give the same output, whatever --jobs", "[simulate]") {
    const auto one = outputOf(run40("7", {"--jobs", "1"}));
    CHECK(outputOf(run40("7", {"--jobs", "2"})) == one);
    CHECK(outputOf(run40("7", {"--jobs", "3"})) == one);
    CHECK(outputOf(run40("7")) == one);
    const auto json = outputOf(run40("7", {"--json"}));
    CHECK(outputOf(run40("7", {"--json", "--jobs", "2"})) == json);
}

TEST_CASE("simulate: a different seed gives different games", "[simulate]") {
    const auto a = nlohmann::json::parse(outputOf(run40("7", {"--json"})));
    const auto b = nlohmann::json::parse(outputOf(run40("8", {"--json"})));
    CHECK(a["seed"] == 7);
    CHECK(b["seed"] == 8);
    // Random bots on 40 games: the turn totals of two seeds coinciding would be a broken seed.
    CHECK(a["turnTotal"] != b["turnTotal"]);
}

TEST_CASE("simulate --json has every field and adds up", "[simulate]") {
    const auto out = outputOf(run40("7", {"--bots", "greedy,random", "--json"}));
    REQUIRE(nlohmann::json::accept(out));
    const auto doc = nlohmann::json::parse(out);
    CHECK(doc["format"] == "tricorne-simulation");
    CHECK(doc["version"] == 4);
    CHECK(doc["seedScheme"] == "splitmix64(splitmix64(S) + g)");
    CHECK(doc["unfinishedGames"] == nlohmann::json::array());
    CHECK(doc["cancelled"] == false);
    CHECK(doc["scenario"]["title"] == "Killiecrankie");
    CHECK(doc["games"] == 40);
    CHECK(doc["played"] == 40);
    CHECK(doc["shard"] == nlohmann::json{{"index", 0}, {"count", 1}});
    REQUIRE(doc["sides"].size() == 2);
    const auto& bottom = doc["sides"][0];
    const auto& top = doc["sides"][1];
    CHECK(bottom["position"] == "bottom");
    CHECK(bottom["name"] == "Jacobite");
    CHECK(bottom["bot"] == "greedy");
    CHECK(top["position"] == "top");
    CHECK(top["name"] == "Government");
    CHECK(top["bot"] == "random");
    for (const auto& side : doc["sides"]) {
        const double rate = side["winRate"];
        CHECK(side["interval95"][0].get<double>() <= rate);
        CHECK(rate <= side["interval95"][1].get<double>());
        CHECK(side["meanBanners"].get<double>() >= 0.0);
    }
    CHECK(bottom["wins"].get<int>() + top["wins"].get<int>() + doc["unfinished"].get<int>() == 40);
    CHECK(doc["endReasons"]["banners"].get<int>() + doc["unfinished"].get<int>() == 40);
    CHECK(doc["meanTurns"].get<double>() > 0.0);
    // The greedy bot beats the random one (the engine tests pin the rate).
    CHECK(bottom["wins"].get<int>() > top["wins"].get<int>());
}

TEST_CASE("simulate --bots greedy,random and random,greedy work", "[simulate]") {
    CHECK(outputOf(run40("3", {"--bots", "greedy,random"})).find("greedy") != std::string::npos);
    const auto lines = cli::lines(outputOf(run40("3", {"--bots", "random,greedy"})));
    REQUIRE(lines.size() > 3);
    CHECK(lines[3].find("greedy") != std::string::npos);
}

TEST_CASE("simulate: three shards merged print exactly what one run prints, text and JSON", "[simulate]") {
    TempDir dir;
    const auto whole = outputOf(run40("11", {"--bots", "greedy,random"}));
    const auto wholeJson = outputOf(run40("11", {"--bots", "greedy,random", "--json"}));
    CHECK(outputOf(mergeOfThreeShards(dir, {})) == whole);
    CHECK(outputOf(mergeOfThreeShards(dir, {"--json"})) == wholeJson);
}

TEST_CASE("simulate --json: banner and length distributions and eliminations survive shard and merge", "[simulate]") {
    const TempDir dir;
    const auto whole = nlohmann::json::parse(outputOf(run40("11", {"--bots", "greedy,random", "--json"})));
    const auto merged = nlohmann::json::parse(outputOf(mergeOfThreeShards(dir, {"--json"})));
    const auto total = [](const nlohmann::json& counts) {
        std::int64_t n = 0;
        for (const auto& c : counts) n += c.get<std::int64_t>();
        return n;
    };
    CHECK(total(whole["turnHistogram"]) == 40);
    CHECK(total(whole["sides"][0]["bannerHistogram"]) == 40);
    CHECK(total(whole["sides"][1]["bannerHistogram"]) == 40);
    REQUIRE_FALSE(whole["eliminations"].empty());
    std::int64_t eliminated = 0;
    for (const auto& e : whole["eliminations"]) eliminated += e["count"].get<std::int64_t>();
    CHECK(eliminated > 0);
    CHECK(merged["turnHistogram"] == whole["turnHistogram"]);
    CHECK(merged["sides"][0]["bannerHistogram"] == whole["sides"][0]["bannerHistogram"]);
    CHECK(merged["sides"][1]["bannerHistogram"] == whole["sides"][1]["bannerHistogram"]);
    CHECK(merged["eliminations"] == whole["eliminations"]);
}

TEST_CASE("simulate --merge refuses a missing, repeated or foreign shard, naming the file", "[simulate]") {
    TempDir dir;
    const auto shard = [&](const std::string& name, const std::string& seed, const std::string& which) {
        const auto file = dir / name;
        cli::writeBytes(file, outputOf(run40(seed, {"--shard", which, "--json"})));
        return file.string();
    };
    const auto a = shard("a.json", "11", "0/2");
    const auto b = shard("b.json", "11", "1/2");
    const auto foreign = shard("foreign.json", "12", "1/2");

    const Run missing = simulate({"--merge", a});
    INFO(missing.transcript);
    CHECK(missing.exitCode == kFileError);
    CHECK(missing.err.find("shard 1/2 is missing") != std::string::npos);

    const Run twice = simulate({"--merge", a, a, b});
    CHECK(twice.exitCode == kFileError);
    CHECK(twice.err.rfind(a + ": error: shard 0/2 is given twice", 0) == 0);

    const Run other = simulate({"--merge", a, foreign});
    CHECK(other.exitCode == kFileError);
    CHECK(other.err.rfind(foreign + ": error: ", 0) == 0);

    const auto notShardPath = (dir / "scenario.json").string();
    cli::writeBytes(notShardPath, cli::readBytes(kScenario));
    const Run wrong = simulate({"--merge", notShardPath});
    CHECK(wrong.exitCode == kFileError);
    CHECK(wrong.err.rfind(notShardPath + ":/format: error: ", 0) == 0);

    const Run merged = simulate({"--merge", b, a});  // any order
    CHECK(merged.exitCode == kOk);
}

TEST_CASE("simulate usage errors exit 2 and say what is wrong", "[simulate]") {
    const std::vector<std::vector<std::string>> bad{
        {kScenario, "--games", "40", "--seed", "1", "--bots", "greedy,clever"},
        {kScenario, "--games", "40", "--seed", "1", "--bots", "greedy"},
        {kScenario, "--games", "0", "--seed", "1"},
        {kScenario, "--games", "-3", "--seed", "1"},
        {kScenario, "--games", "many", "--seed", "1"},
        {kScenario, "--seed", "1"},
        {kScenario, "--games", "40"},
        {kScenario, "--games", "40", "--seed", "-1"},
        {kScenario, "--games", "40", "--seed", "18446744073709551616"},
        {kScenario, "--games", "40", "--seed", "1", "--shard", "3/3"},
        {kScenario, "--games", "40", "--seed", "1", "--shard", "1"},
        {kScenario, "--games", "40", "--seed", "1", "--shard", "-1/2"},
        {kScenario, "--games", "40", "--seed", "1", "--jobs", "0"},
        {kScenario, kScenario, "--games", "40", "--seed", "1"},
        {"--merge", kScenario, "--games", "40"},
    };
    for (const auto& args : bad) {
        const Run run = simulate(args);
        INFO(run.transcript);
        CHECK(run.exitCode == kUsage);
        CHECK(run.out.empty());
        CHECK_FALSE(run.err.empty());
    }
}

TEST_CASE("simulate: a scenario with errors exits 1 naming the file", "[simulate]") {
    TempDir dir;
    const auto bad = cli::writeStackedScenario(dir / "stacked.tricorne.json");
    const Run run = simulate({bad.string(), "--games", "4", "--seed", "1"});
    INFO(run.transcript);
    CHECK(run.exitCode == kFileError);
    CHECK(run.out.empty());
    CHECK(run.err.find(cli::linePrefix(bad, "/units/1/hex", "error", "units-stacked")) != std::string::npos);
    CHECK(run.err.find(bad.string() + ": fix the errors above before simulating") != std::string::npos);

    const Run absent = simulate({(dir / "absent.tricorne.json").string(), "--games", "4", "--seed", "1"});
    CHECK(absent.exitCode == kFileError);
    CHECK(absent.err.rfind((dir / "absent.tricorne.json").string() + ":", 0) == 0);
}

TEST_CASE("simulate: unfinished games say why, as validation does, and how to replay each", "[simulate][unplayable]") {
    // No units: no game can be won; each game runs to the 100,000-decision cap.
    const std::string file = cli::source("tests/data/semantic/unplayable/no-units.tricorne.json").string();
    const auto lines = cli::lines(outputOf(simulate({file, "--games", "3", "--seed", "1"})));
    REQUIRE(lines.size() == 10);
    CHECK(lines[4] == "mean turns: none, no game finished (100000.0 decisions a game)");
    CHECK(lines[6] == "unfinished: 3 (passed 100000 decisions without a winner)");
    CHECK(lines[7].rfind("  why: " + cli::linePrefix(file, "/units", "warning", "no-units"), 0) == 0);
    CHECK(lines[8] == "  games: 0 (seed 6791897765849424158), 1 (seed 9716232063330790915), 2 (seed 13608149317741381227)");
    CHECK(lines[9] == "  replay game G alone: tricorne simulate " + file + " --games 3 --seed 1 --bots random,random --shard G/3");

    // The replay: game 1 alone, with the seed the run listed.
    const auto one = nlohmann::json::parse(outputOf(simulate({file, "--games", "3", "--seed", "1", "--shard", "1/3", "--json"})));
    REQUIRE(one["unfinishedGames"].size() == 1);
    CHECK(one["unfinishedGames"][0]["game"] == 1);
    CHECK(one["unfinishedGames"][0]["seed"].get<std::uint64_t>() == 9716232063330790915ULL);
}

TEST_CASE("simulate: runs with seeds 1 and 2 share no game's seed", "[simulate][seeds]") {
    // Every game of this scenario is unfinished, so the report lists each one's seed.
    const std::string file = cli::source("tests/data/semantic/unplayable/no-units.tricorne.json").string();
    std::set<std::uint64_t> seeds;
    for (const char* seed : {"1", "2"}) {
        const auto doc = nlohmann::json::parse(outputOf(simulate({file, "--games", "20", "--seed", seed, "--json"})));
        REQUIRE(doc["unfinishedGames"].size() == 20);
        for (const auto& g : doc["unfinishedGames"]) seeds.insert(g["seed"].get<std::uint64_t>());
    }
    CHECK(seeds.size() == 40);
}

TEST_CASE("simulate refuses a side without Command cards, naming the place", "[simulate][unplayable]") {
    const std::string file = cli::source("tests/data/semantic/unplayable/sides-zero-cards.tricorne.json").string();
    const Run run = simulate({file, "--games", "2", "--seed", "1"});
    INFO(run.transcript);
    CHECK(run.exitCode == kFileError);
    CHECK(run.err.find(cli::linePrefix(file, "/sides/bottom/commandCards", "error", "no-command-cards")) != std::string::npos);
}

TEST_CASE("simulate --merge refuses a version 2 report, naming the file and why", "[simulate][seeds]") {
    TempDir dir;
    auto doc = nlohmann::json::parse(outputOf(run40("11", {"--shard", "0/1", "--json"})));
    doc["version"] = 2;
    const auto old = (dir / "old.json").string();
    cli::writeBytes(old, doc.dump(2));
    const Run run = simulate({"--merge", old});
    INFO(run.transcript);
    CHECK(run.exitCode == kFileError);
    CHECK(run.err.find(old + ":/version: error: simulation-shape: written by an older tricorne (version 2, whose games were seeded "
                             "splitmix64(S + g)); run this shard again with this tricorne to merge it") != std::string::npos);
}

TEST_CASE("simulate labels the search bot with its playouts and warns when the sides' bots differ", "[simulate]") {
    const auto lines = cli::lines(outputOf(run40("3", {"--bots", "search,greedy", "--playouts", "2,2"})));
    REQUIRE(lines.size() > 4);
    CHECK(lines[2].find("search 2") != std::string::npos);
    CHECK(lines[4] == "warning: the sides were played by different bots (search 2, greedy): the win rates measure the bots as much as the battle");
    const auto json = nlohmann::json::parse(outputOf(run40("3", {"--bots", "search,greedy", "--playouts", "2,2", "--json"})));
    CHECK(json["sides"][0]["bot"] == "search");
    CHECK(json["sides"][0]["playouts"] == 2);
    CHECK_FALSE(json["sides"][1].contains("playouts"));  // greedy has no budget
    for (const auto& line : cli::lines(outputOf(run40("3", {"--bots", "greedy,greedy"})))) CHECK(line.rfind("warning:", 0) != 0);
}
