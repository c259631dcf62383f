// `tricorne balance` (the balance sweep), run as the real binary: every variant in
// words, the closest one named, the same output whatever --jobs, shards that merge into exactly
// one run, the base variant playing the very games `simulate` plays, and usage errors exiting 2.
#include <catch2/catch.hpp>

#include "harness.h"

using cli::Run;
using cli::TempDir;
using cli::kFileError;
using cli::kOk;
using cli::kUsage;

namespace {


const std::string kScenario = cli::source("scenarios/killiecrankie.tricorne.json").string();

Run balance(const std::vector<std::string>& extra) {
    std::vector<std::string> all{"balance"};
    all.insert(all.end(), extra.begin(), extra.end());
    return cli::tricorne(all);
}

/// A sweep of 24 random-bot games a variant on Killiecrankie, seed 3, with extra options.
Run sweep(const std::vector<std::string>& extra = {}) {
    std::vector<std::string> args{kScenario, "--games", "24", "--seed", "3", "--bots", "random,random"};
    args.insert(args.end(), extra.begin(), extra.end());
    return balance(args);
}

std::string outputOf(const Run& run) {
    INFO(run.transcript);
    REQUIRE(run.exitCode == kOk);
    CHECK(run.err.empty());
    return run.out;
}

bool contains(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

}  // namespace

TEST_CASE("balance lists the battle as it is and each change in words, and names the closest to even", "[balance]") {
    const auto out = outputOf(sweep());
    INFO(out);
    CHECK(contains(out, "Killiecrankie: balance sweep of "));
    CHECK(contains(out, "aim: Jacobite winning 50.0%"));
    CHECK(contains(out, "as it is"));
    // Killiecrankie: Jacobite (bottom) 5 Command and 4 Combat cards, Government 5 and 3, 6 banners.
    CHECK(contains(out, "playing to 5 Victory Banners instead of 6"));
    CHECK(contains(out, "playing to 7 Victory Banners instead of 6"));
    CHECK(contains(out, "giving the Jacobite side a sixth Command card"));
    CHECK(contains(out, "taking a Command card from the Government side (4 left)"));
    CHECK(contains(out, "giving the Government side a fourth Combat card"));
    CHECK(contains(out, "the Government side moving first instead of the Jacobite side"));
    CHECK(contains(out, "closest to the aim: "));
    CHECK_FALSE(contains(out, "warning:"));  // both sides played by the same bot
}

TEST_CASE("balance says when no change can be told from the battle as it is at the games played", "[balance]") {
    // At 2 games a variant every 95% interval is wider than half the range: they all overlap
    // the base's, so no change is distinguishable, whatever the dice.
    const auto out = outputOf(balance({kScenario, "--games", "2", "--seed", "3", "--bots", "random,random"}));
    INFO(out);
    CHECK(contains(out, "no change is distinguishable from the battle as it is at 2 games each: every interval overlaps the base's; "
                        "play more games to tell them apart\n"));
}

TEST_CASE("balance names the change closest to the win rate asked for, in the JSON as in the text", "[balance]") {
    const auto doc = nlohmann::json::parse(outputOf(sweep({"--target", "government=70", "--json"})));
    CHECK(doc.at("format") == "tricorne-balance");
    CHECK(doc.at("target").at("side") == "top");
    CHECK(doc.at("target").at("rate") == 0.7);
    // The closest is the variant whose Government win rate is nearest 70%, the earlier on a tie.
    std::string best;
    double bestDistance = 2.0;
    for (const auto& v : doc.at("variants")) {
        const auto& r = v.at("result");
        const double played = r.at("played").get<double>();
        double topWins = 0;
        for (const auto& side : r.at("sides"))
            if (side.at("position") == "top") topWins = side.at("wins").get<double>();
        const double distance = std::abs(topWins / played - 0.7);
        if (distance < bestDistance - 1e-12) {
            bestDistance = distance;
            best = v.at("id").get<std::string>();
        }
    }
    CHECK(doc.at("closest") == best);
}

TEST_CASE("balance varies only what --vary names", "[balance]") {
    const auto doc = nlohmann::json::parse(outputOf(sweep({"--vary", "firstPlayer", "--json"})));
    REQUIRE(doc.at("variants").size() == 2);
    CHECK(doc.at("variants")[0].at("id") == "base");
    CHECK(doc.at("variants")[1].at("id") == "first-player");
}

TEST_CASE("balance's base variant plays exactly the games simulate plays with the same seed", "[balance]") {
    const auto sweepDoc = nlohmann::json::parse(outputOf(sweep({"--vary", "victoryBanners", "--json"})));
    const auto simulated = nlohmann::json::parse(
        outputOf(cli::tricorne({"simulate", kScenario, "--games", "24", "--seed", "3", "--bots", "random,random", "--json"})));
    CHECK(sweepDoc.at("variants")[0].at("result") == simulated);
}

TEST_CASE("balance prints the same whatever --jobs", "[balance]") {
    CHECK(outputOf(sweep({"--jobs", "1"})) == outputOf(sweep({"--jobs", "3"})));
}

TEST_CASE("balance shards merge into exactly the output of one run", "[balance]") {
    const TempDir dir;
    std::vector<std::string> merge{"--merge"};
    for (int i = 0; i < 3; ++i) {
        const auto file = dir / ("shard-" + std::to_string(i) + ".json");
        cli::writeBytes(file, outputOf(sweep({"--vary", "commandCards,firstPlayer", "--shard", std::to_string(i) + "/3", "--json"})));
        merge.push_back(file.string());
    }
    CHECK(outputOf(balance(merge)) == outputOf(sweep({"--vary", "commandCards,firstPlayer"})));
    merge.push_back("--json");
    CHECK(outputOf(balance(merge)) == outputOf(sweep({"--vary", "commandCards,firstPlayer", "--json"})));
}

TEST_CASE("balance warns when the two sides are played by different bots", "[balance]") {
    const auto out = outputOf(balance({kScenario, "--games", "4", "--seed", "3", "--bots", "greedy,random", "--vary", "firstPlayer"}));
    CHECK(contains(out, "warning: the two sides are played by different bots"));
}

TEST_CASE("balance plays the search bot at the budget --playouts gives, as simulate does", "[balance]") {
    const auto args = std::vector<std::string>{kScenario, "--games", "2", "--seed", "1", "--bots", "search,greedy", "--playouts", "3", "--vary", "firstPlayer"};
    std::vector<std::string> json = args;
    json.push_back("--json");
    const auto sweepJson = nlohmann::json::parse(outputOf(balance(json)));
    for (const auto& variant : sweepJson.at("variants")) {
        CHECK(variant.at("result").at("sides")[0].at("bot") == "search");
        CHECK(variant.at("result").at("sides")[0].at("playouts") == 3);
    }
    const auto badBudget = balance({kScenario, "--games", "2", "--seed", "1", "--playouts", "0"});
    CHECK(badBudget.exitCode == kUsage);
    CHECK(contains(badBudget.err, "tricorne balance: --playouts takes N or BOTTOM,TOP"));
}

TEST_CASE("balance refuses bad options with exit 2 and says what it takes", "[balance]") {
    const auto bogusVary = sweep({"--vary", "morale"});
    CHECK(bogusVary.exitCode == kUsage);
    CHECK(contains(bogusVary.err, "--vary takes victoryBanners, commandCards, combatCards or firstPlayer (got 'morale')"));
    const auto badTarget = sweep({"--target", "hessians=50"});
    CHECK(badTarget.exitCode == kUsage);
    CHECK(contains(badTarget.err, "--target takes ARMY=PERCENT"));
    const auto overTarget = sweep({"--target", "jacobite=101"});
    CHECK(overTarget.exitCode == kUsage);
    const auto noGames = balance({kScenario, "--seed", "1"});
    CHECK(noGames.exitCode == kUsage);
    const TempDir dir;
    const auto file = dir / "shard.json";
    cli::writeBytes(file, outputOf(sweep({"--vary", "firstPlayer", "--shard", "0/2", "--json"})));
    const auto mergeWithGames = balance({"--merge", file.string(), "--games", "5"});
    CHECK(mergeWithGames.exitCode == kUsage);
}

TEST_CASE("balance refuses a scenario with errors, a shard missing from a merge and a shard of other variants, naming the file", "[balance]") {
    const TempDir dir;
    const auto stacked = cli::writeStackedScenario(dir / "stacked.tricorne.json");
    const auto bad = balance({stacked.string(), "--games", "4", "--seed", "1"});
    CHECK(bad.exitCode == kFileError);
    CHECK(contains(bad.err, stacked.string() + ":/units/1/hex: error: units-stacked"));
    const auto file = dir / "shard.json";
    cli::writeBytes(file, outputOf(sweep({"--vary", "firstPlayer", "--shard", "0/2", "--json"})));
    const auto lonely = balance({"--merge", file.string()});
    CHECK(lonely.exitCode == kFileError);
    CHECK(contains(lonely.err, "error: variant \"base\": shard 1/2 is missing"));
    auto edited = nlohmann::json::parse(outputOf(sweep({"--vary", "firstPlayer", "--shard", "1/2", "--json"})));
    edited["variants"][0]["change"] = "as drawn, but edited";
    cli::writeBytes(dir / "edited.json", edited.dump());
    const auto otherChange = balance({"--merge", file.string(), (dir / "edited.json").string()});
    CHECK(otherChange.exitCode == kFileError);
    CHECK(contains(otherChange.err, (dir / "edited.json").string() + ": error: this shard swept other variants"));
    cli::writeBytes(dir / "not.json", "{\"format\": \"tricorne-simulation\"}");
    const auto notSweep = balance({"--merge", (dir / "not.json").string()});
    CHECK(notSweep.exitCode == kFileError);
    CHECK(contains(notSweep.err, "not a balance shard"));
}
