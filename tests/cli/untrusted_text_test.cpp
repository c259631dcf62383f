// Untrusted text stays text, seen from a terminal: every command given a scenario whose title,
// label and tray hold terminal codes prints none of them raw; validation refuses them with a
// pointer; merges refuse shards whose sums disagree; and the messages of a few mistakes (standard
// input twice, "--vary ,", a whole-file diagnostic) are the project's own and clear.
#include <catch2/catch.hpp>

#include "harness.h"

using cli::Run;
using cli::TempDir;
using cli::kFileError;
using cli::kOk;
using cli::kUsage;

namespace {


const std::string kHostile = cli::source("tests/data/text/control-chars.tricorne.json").string();
const std::string kScenario = cli::source("scenarios/killiecrankie.tricorne.json").string();

/// The first byte that would drive a terminal (C0 but line break and tab, DEL, a C1 control in
/// UTF-8), or npos: what a terminal printing `text` would obey.
std::size_t rawControl(const std::string& text) {
    for (std::size_t i = 0; i < text.size(); ++i) {
        const auto c = static_cast<unsigned char>(text[i]);
        if ((c < 0x20 && c != '\n' && c != '\t') || c == 0x7F) return i;
        if (c == 0xC2 && i + 1 < text.size() && static_cast<unsigned char>(text[i + 1]) >= 0x80 &&
            static_cast<unsigned char>(text[i + 1]) <= 0x9F)
            return i;
    }
    return std::string::npos;
}

void expectTerminalSafe(const Run& run) {
    INFO(run.transcript);
    CHECK(rawControl(run.out) == std::string::npos);
    CHECK(rawControl(run.err) == std::string::npos);
}

bool contains(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

}  // namespace

TEST_CASE("validate refuses terminal codes in a title, a label and the tray with a pointer at each", "[untrusted]") {
    const Run run = cli::tricorne({"validate", kHostile});
    expectTerminalSafe(run);
    INFO(run.transcript);
    CHECK(run.exitCode == kFileError);
    for (const std::string pointer : {"/metadata/title", "/labels/7/text", "/unplaced/units/0/name", "/unplaced/leaders/0/name",
                                      "/unplaced/leaders/0/brigade"})
        CHECK(contains(run.out, cli::linePrefix(kHostile, pointer, "error", "text-control")));
}

TEST_CASE("no command prints a raw control character of a hostile scenario", "[untrusted]") {
    const TempDir dir;
    const std::vector<std::vector<std::string>> commands{
        {"validate", kHostile},
        {"validate", "--json", kHostile},
        {"simulate", kHostile, "--games", "2", "--seed", "1"},
        {"balance", kHostile, "--games", "2", "--seed", "1", "--vary", "firstPlayer"},
        {"diff", kScenario, kHostile},
        {"diff", kHostile, kScenario, "--json"},
        {"export", kHostile, "-o", (dir / "out.json").string()},
        {"export", kHostile, "-o", "-"},
        {"probe", kHostile, "holds"},
    };
    for (const auto& args : commands) {
        const Run run = cli::tricorne(args);
        expectTerminalSafe(run);
        INFO(run.transcript);
        CHECK(run.exitCode != kOk);  // refused (diff: the two files differ)
    }
}

TEST_CASE("a merged report of a shard whose title holds terminal codes prints them escaped", "[untrusted]") {
    const TempDir dir;
    const Run shard = cli::tricorne({"simulate", kScenario, "--games", "2", "--seed", "1", "--json"});
    REQUIRE(shard.exitCode == kOk);
    auto doc = nlohmann::json::parse(shard.out);
    doc["scenario"]["title"] = "\x1b]0;PWNED\x07\x1b[2J\xc2\x9b" "31mKilliecrankie";
    cli::writeBytes(dir / "shard.json", doc.dump());
    const Run run = cli::tricorne({"simulate", "--merge", (dir / "shard.json").string()});
    expectTerminalSafe(run);
    INFO(run.transcript);
    CHECK(run.exitCode == kOk);
    CHECK(contains(run.out, "\\u001b]0;PWNED\\u0007"));
}

TEST_CASE("simulate and balance merges refuse a shard whose sums disagree, naming the file and the field", "[untrusted]") {
    const TempDir dir;
    for (const std::string command : {"simulate", "balance"}) {
        std::vector<std::string> merge{command, "--merge"};
        std::string broken;
        for (int i = 0; i < 2; ++i) {
            std::vector<std::string> args{command, kScenario, "--games", "4", "--seed", "1", "--shard", std::to_string(i) + "/2", "--json"};
            if (command == "balance") args.insert(args.end(), {"--vary", "firstPlayer"});
            const Run shard = cli::tricorne(args);
            REQUIRE(shard.exitCode == kOk);
            auto doc = nlohmann::json::parse(shard.out);
            auto& result = command == "balance" ? doc["variants"][0]["result"] : doc;
            if (i == 1) result["sides"][1]["bannerTotal"] = result["sides"][1]["bannerTotal"].get<int>() + 5;
            const auto file = dir / (command + "-" + std::to_string(i) + ".json");
            cli::writeBytes(file, doc.dump(2));
            merge.push_back(file.string());
            if (i == 1) broken = file.string();
        }
        const Run run = cli::tricorne(merge);
        INFO(run.transcript);
        CHECK(run.exitCode == kFileError);
        const std::string pointer = command == "balance" ? "/variants/0/result/sides/1/bannerTotal" : "/sides/1/bannerTotal";
        CHECK(contains(run.err, cli::linePrefix(broken, pointer, "error", "simulation-shape")));
    }
}

TEST_CASE("standard input given twice is named as the mistake", "[untrusted]") {
    for (const std::vector<std::string>& args : {std::vector<std::string>{"diff", "-", "-"}, std::vector<std::string>{"validate", "-", "-"}}) {
        const Run run = cli::tricorne(args);
        INFO(run.transcript);
        CHECK(run.exitCode == kUsage);
        CHECK(contains(run.err, "standard input (-) is given twice"));
    }
    const Run merge = cli::tricorne({"simulate", "--merge", "-", "-"});
    CHECK(merge.exitCode == kFileError);
    CHECK(contains(merge.err, "standard input (-) is given twice"));
}

TEST_CASE("an empty --vary item gets the project's message, not the argument parser's", "[untrusted]") {
    const Run run = cli::tricorne({"balance", kScenario, "--games", "2", "--seed", "1", "--vary", ","});
    INFO(run.transcript);
    CHECK(run.exitCode == kUsage);
    CHECK(contains(run.err, "tricorne balance: --vary takes names separated by commas"));
    CHECK_FALSE(contains(run.err, "required"));
}

TEST_CASE("a diagnostic about the whole file reads FILE: error, without an empty pointer", "[untrusted]") {
    const TempDir dir;
    const auto file = dir / "array.json";
    cli::writeBytes(file, "[]");
    const Run run = cli::tricorne({"validate", file.string()});
    INFO(run.transcript);
    CHECK(run.exitCode == kFileError);
    CHECK(contains(run.out, file.string() + ": error: schema: "));
    CHECK_FALSE(contains(run.out, "::"));
}
