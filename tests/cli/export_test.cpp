// `tricorne export FILE -o OUT` (docs/design/cli.md): canonical JSON (stable key order, 2-space
// indent, current version), schema-checked; nothing written when FILE has errors; atomic;
// exporting an exported file gives the same bytes.
#include <catch2/catch.hpp>

#include "harness.h"

using cli::Run;
using cli::TempDir;

namespace {

constexpr int kWritten = 0;
constexpr int kFileError = 1;
constexpr int kUsage = 2;

/// The scenario format version this build writes (kScenarioVersion in the engine).
constexpr int kCurrentVersion = 4;

Run exportScenario(const std::filesystem::path& input, const std::filesystem::path& output) {
    return cli::tricorne({"export", input.string(), "-o", output.string()});
}

/// Exports and requires success; returns the bytes written.
std::string exportBytes(const std::filesystem::path& input, const std::filesystem::path& output) {
    const Run run = exportScenario(input, output);
    INFO(run.transcript);
    REQUIRE(run.exitCode == kWritten);
    CHECK_THAT(run.err, !Catch::Contains(": error: "));
    REQUIRE(std::filesystem::is_regular_file(output));
    return cli::readBytes(output);
}

/// The same document with every object's keys in reverse order, written on one line.
nlohmann::ordered_json reversedKeys(const nlohmann::ordered_json& doc) {
    if (doc.is_array()) {
        auto out = nlohmann::ordered_json::array();
        for (const auto& item : doc) out.push_back(reversedKeys(item));
        return out;
    }
    if (!doc.is_object()) return doc;
    auto out = nlohmann::ordered_json::object();
    const auto items = doc.items();
    std::vector<std::pair<std::string, nlohmann::ordered_json>> entries;
    for (const auto& item : items) entries.emplace_back(item.key(), item.value());
    for (auto it = entries.rbegin(); it != entries.rend(); ++it) out[it->first] = reversedKeys(it->second);
    return out;
}

/// Requires a failed export that names FILE and says nothing was written.
void requireRefused(const Run& run, const std::filesystem::path& input) {
    INFO(run.transcript);
    CHECK(run.exitCode == kFileError);
    CHECK_THAT(run.err, Catch::Contains(input.string() + ":") && Catch::Contains(": error: "));
    CHECK_THAT(run.err, Catch::Contains("nothing written"));
}

}  // namespace

TEST_CASE("export writes every shipped scenario, and exporting the output again gives the same bytes", "[export]") {
    TempDir dir;
    const auto scenarios = cli::shippedScenarios();
    REQUIRE(scenarios.size() >= 4);
    for (const auto& scenario : scenarios) {
        INFO(scenario.string());
        const auto first = dir / ("first-" + scenario.filename().string());
        const auto second = dir / ("second-" + scenario.filename().string());
        const std::string firstBytes = exportBytes(scenario, first);
        CHECK(exportBytes(first, second) == firstBytes);
    }
}

TEST_CASE("export output is canonical: the input's key order and layout do not matter", "[export]") {
    TempDir dir;
    const auto original = cli::source("scenarios/killiecrankie.tricorne.json");
    const auto scrambled = dir / "scrambled.tricorne.json";
    cli::writeBytes(scrambled, reversedKeys(cli::validScenario()).dump());

    const std::string fromOriginal = exportBytes(original, dir / "from-original.json");
    CHECK(exportBytes(scrambled, dir / "from-scrambled.json") == fromOriginal);

    SECTION("two-space indent, one newline at the end, keys in the documented order") {
        const auto lines = cli::lines(fromOriginal);
        REQUIRE(lines.size() > 3);
        CHECK(lines[0] == "{");
        CHECK(lines[1] == "  \"format\": \"tricorne-scenario\",");
        CHECK(lines[2] == "  \"version\": " + std::to_string(kCurrentVersion) + ",");
        CHECK(fromOriginal.back() == '\n');
        CHECK(fromOriginal.substr(fromOriginal.size() - 2) != "\n\n");
    }
}

TEST_CASE("export writes the current format version", "[export]") {
    TempDir dir;
    for (const auto& scenario : cli::shippedScenarios()) {
        INFO(scenario.string());
        const auto doc = nlohmann::json::parse(exportBytes(scenario, dir / scenario.filename()));
        CHECK(doc["format"] == "tricorne-scenario");
        CHECK(doc["version"] == kCurrentVersion);
    }
}

TEST_CASE("export keeps a warnings-only scenario's content and succeeds", "[export]") {
    TempDir dir;
    const auto input = cli::writeWarningsOnlyScenario(dir / "warnings.tricorne.json");
    const auto doc = nlohmann::json::parse(exportBytes(input, dir / "out.json"));
    CHECK(doc["specialRules"] == nlohmann::json::parse(cli::readBytes(input))["specialRules"]);
}

TEST_CASE("export refuses a file with errors and creates nothing", "[export]") {
    TempDir dir;
    const auto input = cli::writeStackedScenario(dir / "stacked.tricorne.json");
    const auto output = dir / "out.json";
    const Run run = exportScenario(input, output);
    requireRefused(run, input);
    CHECK_THAT(run.err, Catch::Contains(cli::linePrefix(input, "/units/1/hex", "error", "units-stacked")));
    CHECK_FALSE(std::filesystem::exists(output));
    CHECK(dir.listing() == std::vector<std::string>{"stacked.tricorne.json"});
}

TEST_CASE("export refuses every hostile file and leaves an existing output byte-identical", "[export][hostile]") {
    TempDir dir;
    const auto output = dir / "out.json";
    const std::string previous = "{\"previous\": \"export, left alone\"}\n";
    cli::writeBytes(output, previous);
    for (const auto& input : cli::sourceFiles("tests/data/hostile")) {
        requireRefused(exportScenario(input, output), input);
        CHECK(cli::readBytes(output) == previous);
        CHECK(dir.listing() == std::vector<std::string>{"out.json"});
    }
}

TEST_CASE("export into a folder that does not exist exits 1 with a message and leaves no temporary file", "[export]") {
    TempDir dir;
    const auto output = dir / "no-such-folder" / "out.json";
    const Run run = exportScenario(cli::source("scenarios/killiecrankie.tricorne.json"), output);
    INFO(run.transcript);
    CHECK(run.exitCode == kFileError);
    CHECK_THAT(run.err, Catch::Contains("no-such-folder"));
    CHECK(dir.listing().empty());
}

TEST_CASE("export whose final rename fails exits 1 and removes its temporary file", "[export]") {
    // The output path is a non-empty folder: the temporary file is written, the rename fails.
    TempDir dir;
    const auto output = dir / "taken";
    std::filesystem::create_directory(output);
    cli::writeBytes(output / "keep.txt", "kept\n");
    const Run run = exportScenario(cli::source("scenarios/killiecrankie.tricorne.json"), output);
    INFO(run.transcript);
    CHECK(run.exitCode == kFileError);
    CHECK_THAT(run.err, Catch::Contains(output.string()));
    CHECK(dir.listing() == std::vector<std::string>{"taken", "taken/keep.txt"});
}

TEST_CASE("export over its own input rewrites it in canonical form", "[export]") {
    TempDir dir;
    const auto file = dir / "scenario.tricorne.json";
    cli::writeBytes(file, reversedKeys(cli::validScenario()).dump());
    const std::string canonical = exportBytes(cli::source("scenarios/killiecrankie.tricorne.json"), dir / "canonical.json");
    CHECK(exportBytes(file, file) == canonical);
}

TEST_CASE("export leaves out the reference picture and validate says nothing of it", "[export][reference]") {
    // The picture is the designer's tracing aid (a path on their machine, usually to somebody
    // else's art): saving keeps it, a shared export does not (docs/reference/formats.md).
    TempDir dir;
    auto doc = cli::validScenario();
    doc["version"] = kCurrentVersion;
    doc["referencePicture"] = {{"path", "no such picture.png"},
                               {"points", nlohmann::ordered_json::array({{{"picture", {10.5, 20}}, {"hex", {0, 0}}}})}};
    const auto file = dir / "traced.tricorne.json";
    cli::writeBytes(file, doc.dump());
    const auto exported = nlohmann::json::parse(exportBytes(file, dir / "shared.json"));
    CHECK_FALSE(exported.contains("referencePicture"));
    CHECK(exported == nlohmann::json::parse(exportBytes(cli::source("scenarios/killiecrankie.tricorne.json"), dir / "plain.json")));
    const Run check = cli::tricorne({"validate", file.string()});
    INFO(check.transcript);
    CHECK(check.exitCode == 0);
    CHECK_THAT(check.out + check.err, !Catch::Contains("picture"));
}

TEST_CASE("export exits 2 for usage errors", "[export][usage]") {
    const auto scenario = cli::source("scenarios/killiecrankie.tricorne.json").string();
    TempDir dir;
    const std::vector<std::vector<std::string>> usageErrors{
        {"export", scenario},                                         // no -o
        {"export", "-o", (dir / "out.json").string()},                // no FILE
        {"export", scenario, "-o"},                                   // -o without a value
        {"export", scenario, "--frobnicate", "-o", (dir / "x").string()},  // unknown option
    };
    for (const auto& args : usageErrors) {
        const Run run = cli::tricorne(args);
        INFO(run.transcript);
        CHECK(run.exitCode == kUsage);
        CHECK_FALSE(run.err.empty());
    }
    CHECK(dir.listing().empty());
}
