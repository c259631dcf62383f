// `--until clear` on `tricorne simulate` and `tricorne balance` (docs/reference/cli.md, simulate,
// "Stopping when clear"), run as the real binary: a run stops at a batch boundary with its reason in one
// line, its report is the fixed run of the games it played, --jobs changes nothing, and the
// combinations that make no sense (a shard, a margin without the rule) are usage errors.
#include <catch2/catch.hpp>

#include "harness.h"

using cli::Run;
using cli::kOk;
using cli::kUsage;

namespace {

const std::string kScenario = cli::source("scenarios/killiecrankie.tricorne.json").string();

Run tricorne(const std::string& command, const std::vector<std::string>& extra) {
    std::vector<std::string> all{command};
    all.insert(all.end(), extra.begin(), extra.end());
    return cli::tricorne(all);
}

std::string outputOf(const Run& run) {
    INFO(run.transcript);
    REQUIRE(run.exitCode == kOk);
    CHECK(run.err.empty());
    return run.out;
}

/// Greedy against random at Killiecrankie, seed 5, at most `games`: the greedy side wins
/// nearly every game, so the rule answers at its first look.
std::vector<std::string> lopsided(const std::string& games, std::vector<std::string> extra) {
    std::vector<std::string> args{kScenario, "--games", games, "--seed", "5", "--bots", "greedy,random"};
    args.insert(args.end(), extra.begin(), extra.end());
    return args;
}

}  // namespace

TEST_CASE("simulate --until clear stops at a batch with its reason, and reports the fixed run of those games", "[simulate][until]") {
    const std::string out = outputOf(tricorne("simulate", lopsided("200", {"--until", "clear"})));
    const auto lines = cli::lines(out);
    REQUIRE(lines.size() >= 2);
    // "Killiecrankie: 20 games, seed 5", then the reason.
    const auto colon = lines[0].find(": ");
    const auto played = std::stoi(lines[0].substr(colon + 2));
    CHECK(played % 20 == 0);
    CHECK(played < 200);
    CHECK(lines[1].rfind("stopped after " + std::to_string(played) + " games: ", 0) == 0);
    CHECK(lines[1].find("clearly over 55% (") != std::string::npos);
    CHECK(lines[1].find(", always-valid 95%)") != std::string::npos);

    // The same report as --games n, with the reason added.
    std::string fixed = outputOf(tricorne("simulate", lopsided(std::to_string(played), {})));
    std::string cut = out;
    cut.erase(cut.find(lines[1]), lines[1].size() + 1);
    CHECK(cut == fixed);
    CHECK(outputOf(tricorne("simulate", lopsided("200", {"--until", "clear", "--jobs", "3"}))) == out);
}

TEST_CASE("simulate --until clear --json records the rule, the interval, the games and the reason", "[simulate][until]") {
    const auto doc = nlohmann::json::parse(outputOf(tricorne("simulate", lopsided("200", {"--until", "clear", "--target", "top=40", "--margin", "10", "--confidence", "90", "--json"}))));
    CHECK(doc["version"] == 4);
    const auto& stop = doc["stop"];
    CHECK(stop["rule"] == "clear");
    CHECK(stop["side"] == "top");
    CHECK(stop["target"] == Approx(0.4));
    CHECK(stop["margin"] == Approx(0.1));
    CHECK(stop["confidence"] == Approx(0.9));
    CHECK(stop["batch"] == 20);
    CHECK(stop["maxGames"] == 200);
    CHECK(stop["verdict"] == "under");  // the random top side wins next to nothing
    CHECK(doc["games"] == doc["played"]);
    CHECK(stop["interval"][1].get<double>() < 0.3);
    CHECK(stop["reason"].get<std::string>().find("clearly under 30% (") != std::string::npos);
    CHECK(stop["reason"].get<std::string>().find("always-valid 90%") != std::string::npos);
    // It is a whole run: merging it alone prints it again.
    cli::TempDir dir;
    const auto file = dir / "stopped.json";
    cli::writeBytes(file, doc.dump(2) + "\n");
    CHECK(nlohmann::json::parse(outputOf(tricorne("simulate", {"--merge", file.string(), "--json"}))) == doc);
}

TEST_CASE("simulate and balance refuse --until with a shard, a stray --margin and values out of range, with exit 2", "[simulate][balance][until]") {
    const std::vector<std::pair<std::string, std::vector<std::string>>> bad{
        {"simulate", lopsided("40", {"--until", "soon"})},
        {"simulate", lopsided("40", {"--until", "clear", "--shard", "0/2"})},
        {"simulate", lopsided("40", {"--margin", "5"})},
        {"simulate", lopsided("40", {"--confidence", "90"})},
        {"simulate", lopsided("40", {"--target", "top=40"})},
        {"simulate", lopsided("40", {"--until", "clear", "--margin", "51"})},
        {"simulate", lopsided("40", {"--until", "clear", "--confidence", "100"})},
        {"simulate", lopsided("40", {"--until", "clear", "--target", "french=50"})},
        {"balance", lopsided("40", {"--until", "clear", "--shard", "1/2"})},
        {"balance", lopsided("40", {"--margin", "5"})},
        {"simulate", {"--merge", kScenario, "--until", "clear"}},
    };
    for (const auto& [command, args] : bad) {
        const Run run = tricorne(command, args);
        INFO(run.transcript);
        CHECK(run.exitCode == kUsage);
        CHECK(run.out.empty());
        CHECK_FALSE(run.err.empty());
    }
    const Run shard = tricorne("simulate", lopsided("40", {"--until", "clear", "--shard", "0/2"}));
    CHECK(shard.err.find("--until cannot be split with --shard") != std::string::npos);
}

TEST_CASE("balance --until clear stops each variant on its own answer, the base being simulate's run", "[balance][until]") {
    const std::vector<std::string> options{"--vary", "firstPlayer", "--until", "clear", "--target", "top=50"};
    const auto doc = nlohmann::json::parse(outputOf(tricorne("balance", lopsided("100", [&] {
        auto o = options;
        o.push_back("--json");
        return o;
    }()))));
    REQUIRE(doc["variants"].size() == 2);
    for (const auto& variant : doc["variants"]) {
        CHECK(variant["result"]["stop"]["side"] == "top");
        CHECK(variant["result"]["stop"]["maxGames"] == 100);
    }
    const auto base = nlohmann::json::parse(outputOf(tricorne("simulate", lopsided("100", {"--until", "clear", "--target", "top=50", "--json"}))));
    CHECK(doc["variants"][0]["result"] == base);

    const std::string text = outputOf(tricorne("balance", lopsided("100", options)));
    CHECK(text.find("up to 100 games each, each stopping when clear") != std::string::npos);
    CHECK(text.find("      " + base["stop"]["reason"].get<std::string>() + "\n") != std::string::npos);
}
