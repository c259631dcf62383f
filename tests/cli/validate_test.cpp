// `tricorne validate [--json] FILE...` (docs/design/cli.md): exit 0 valid (warnings allowed),
// 1 an error, 2 usage; one line FILE:POINTER: SEVERITY: CODE: message per diagnostic.
#include <catch2/catch.hpp>

#include "harness.h"

using cli::Run;
using cli::TempDir;

namespace {

constexpr int kValid = 0;
constexpr int kFileError = 1;
constexpr int kUsage = 2;

const std::string kValidScenario = cli::source("scenarios/killiecrankie.tricorne.json").string();

Run validate(const std::vector<std::string>& args) {
    std::vector<std::string> all{"validate"};
    all.insert(all.end(), args.begin(), args.end());
    return cli::tricorne(all);
}

/// Parses the stdout of `validate --json`; fails the test when it is not a JSON array.
nlohmann::json parseJsonReport(const Run& run) {
    INFO(run.transcript);
    REQUIRE(nlohmann::json::accept(run.out));
    auto report = nlohmann::json::parse(run.out);
    REQUIRE(report.is_array());
    return report;
}

void requireDiagnosticFields(const nlohmann::json& entry) {
    INFO(entry.dump());
    for (const char* field : {"file", "severity", "code", "pointer", "message"}) {
        REQUIRE(entry.contains(field));
        CHECK(entry[field].is_string());
    }
    CHECK((entry["severity"] == "error" || entry["severity"] == "warning"));
    CHECK_FALSE(entry["code"].get<std::string>().empty());
    CHECK_FALSE(entry["message"].get<std::string>().empty());
    if (entry.contains("hex")) {
        CHECK(entry["hex"].is_array());
        CHECK(entry["hex"].size() == 2);
    }
}

}  // namespace

TEST_CASE("validate exits 0 and prints nothing for a valid scenario", "[validate]") {
    const Run run = validate({kValidScenario});
    INFO(run.transcript);
    CHECK(run.exitCode == kValid);
    CHECK(run.out.empty());
}

TEST_CASE("validate exits 1 and prints FILE:POINTER: SEVERITY: CODE: message for a semantic error", "[validate]") {
    TempDir dir;
    const auto file = cli::writeStackedScenario(dir / "stacked.tricorne.json");
    const Run run = validate({file.string()});
    INFO(run.transcript);
    CHECK(run.exitCode == kFileError);
    const auto lines = cli::lines(run.out);
    REQUIRE(lines.size() == 1);
    const std::string prefix = cli::linePrefix(file, "/units/1/hex", "error", "units-stacked");
    REQUIRE(lines[0].rfind(prefix, 0) == 0);
    const std::string message = lines[0].substr(prefix.size());
    CHECK_THAT(message, Catch::Contains("gov-1") && Catch::Contains("gov-2"));
}

TEST_CASE("validate exits 0 for a scenario with only warnings and still prints them", "[validate]") {
    TempDir dir;
    const auto file = cli::writeWarningsOnlyScenario(dir / "warnings.tricorne.json");
    const Run run = validate({file.string()});
    INFO(run.transcript);
    CHECK(run.exitCode == kValid);
    CHECK(cli::linesStartingWith(run.out, cli::linePrefix(file, "/specialRules/1", "warning", "rule-not-enforced")).size() == 1);
    CHECK_THAT(run.out, !Catch::Contains(": error: "));
}

TEST_CASE("validate exits 1 for a file that does not exist and names it", "[validate]") {
    TempDir dir;
    const auto missing = dir / "missing.tricorne.json";
    const Run run = validate({missing.string()});
    INFO(run.transcript);
    CHECK(run.exitCode == kFileError);
    CHECK(cli::linesStartingWith(run.out, cli::linePrefix(missing, "", "error", "io-read")).size() == 1);
}

TEST_CASE("validate exits 2 for usage errors", "[validate][usage]") {
    const std::vector<std::vector<std::string>> usageErrors{
        {"validate"},                                      // no FILE
        {"validate", "--no-such-option", kValidScenario},  // unknown option
        {"validate", "--json"},                            // --json but no FILE
        {},                                                // no subcommand
        {"no-such-command", kValidScenario},               // unknown subcommand
    };
    for (const auto& args : usageErrors) {
        const Run run = cli::tricorne(args);
        INFO(run.transcript);
        CHECK(run.exitCode == kUsage);
        CHECK_FALSE(run.err.empty());
    }
}

TEST_CASE("validate of several files reports each and exits 1 if any has an error", "[validate]") {
    TempDir dir;
    const auto stacked = cli::writeStackedScenario(dir / "stacked.tricorne.json");
    const auto warnings = cli::writeWarningsOnlyScenario(dir / "warnings.tricorne.json");
    const auto notAnObject = cli::source("tests/data/hostile/null.json");

    SECTION("one file with an error among valid ones fails the whole call") {
        const Run run = validate({kValidScenario, stacked.string(), warnings.string(), notAnObject.string()});
        INFO(run.transcript);
        CHECK(run.exitCode == kFileError);
        CHECK(cli::linesStartingWith(run.out, kValidScenario + ":").empty());
        CHECK(cli::linesStartingWith(run.out, cli::linePrefix(stacked, "/units/1/hex", "error", "units-stacked")).size() == 1);
        CHECK(cli::linesStartingWith(run.out, cli::linePrefix(warnings, "/specialRules/1", "warning", "rule-not-enforced")).size() == 1);
        CHECK(cli::linesStartingWith(run.out, cli::linePrefix(notAnObject, "", "error", "schema")).size() == 1);
    }
    SECTION("valid files and warnings only pass") {
        const Run run = validate({kValidScenario, warnings.string()});
        INFO(run.transcript);
        CHECK(run.exitCode == kValid);
        CHECK(cli::lines(run.out).size() == 1);
    }
}

TEST_CASE("validate --json prints one JSON array of {file, severity, code, pointer, hex?, message}", "[validate][json]") {
    TempDir dir;
    const auto stacked = cli::writeStackedScenario(dir / "stacked.tricorne.json");
    const auto warnings = cli::writeWarningsOnlyScenario(dir / "warnings.tricorne.json");

    SECTION("an error and a warning") {
        const Run run = validate({"--json", stacked.string(), warnings.string()});
        INFO(run.transcript);
        CHECK(run.exitCode == kFileError);
        const auto report = parseJsonReport(run);
        REQUIRE(report.size() == 2);
        for (const auto& entry : report) requireDiagnosticFields(entry);

        CHECK(report[0]["file"] == stacked.string());
        CHECK(report[0]["severity"] == "error");
        CHECK(report[0]["code"] == "units-stacked");
        CHECK(report[0]["pointer"] == "/units/1/hex");
        CHECK(report[0]["hex"].dump() == cli::validScenario()["units"][0]["hex"].dump());  // json vs ordered_json: clang finds == ambiguous

        CHECK(report[1]["file"] == warnings.string());
        CHECK(report[1]["severity"] == "warning");
        CHECK(report[1]["code"] == "rule-not-enforced");
        CHECK(report[1]["pointer"] == "/specialRules/1");
    }
    SECTION("a valid file gives an empty array") {
        const Run run = validate({"--json", kValidScenario});
        INFO(run.transcript);
        CHECK(run.exitCode == kValid);
        CHECK(parseJsonReport(run).empty());
    }
    SECTION("a file name that is not UTF-8 still gives valid JSON") {
        const auto oddName = dir / "caf\xe9.tricorne.json";
        cli::writeStackedScenario(oddName);
        const Run run = validate({"--json", oddName.string()});
        INFO(run.transcript);
        CHECK(run.exitCode == kFileError);
        const auto report = parseJsonReport(run);
        REQUIRE(report.size() == 1);
        requireDiagnosticFields(report[0]);
    }
}

TEST_CASE("validate refuses every hostile file with exit 1 and names the file", "[validate][hostile]") {
    const auto hostileFiles = cli::sourceFiles("tests/data/hostile");
    REQUIRE_FALSE(hostileFiles.empty());
    for (const auto& file : hostileFiles) {
        const Run run = validate({file.string()});
        INFO(run.transcript);
        CHECK(run.exitCode == kFileError);
        CHECK(run.err.empty());
        const auto errorLines = cli::linesStartingWith(run.out, file.string() + ":");
        REQUIRE_FALSE(errorLines.empty());
        CHECK_THAT(errorLines[0], Catch::Contains(": error: "));
    }
}

TEST_CASE("validate --json of all hostile files at once is one array naming every file", "[validate][json][hostile]") {
    const auto hostileFiles = cli::sourceFiles("tests/data/hostile");
    std::vector<std::string> args{"--json"};
    for (const auto& file : hostileFiles) args.push_back(file.string());
    const Run run = validate(args);
    INFO(run.transcript);
    CHECK(run.exitCode == kFileError);
    const auto report = parseJsonReport(run);
    for (const auto& entry : report) requireDiagnosticFields(entry);
    for (const auto& file : hostileFiles) {
        INFO(file.string());
        const bool named = std::any_of(report.begin(), report.end(), [&](const nlohmann::json& entry) {
            return entry["file"] == file.string() && entry["severity"] == "error";
        });
        CHECK(named);
    }
}

TEST_CASE("validate accepts every shipped game system, scenario and template", "[validate]") {
    std::vector<std::string> args;
    for (const auto& file : cli::sourceFiles("templates/systems")) args.push_back(file.string());
    for (const auto& file : cli::shippedScenarios()) args.push_back(file.string());
    REQUIRE(args.size() >= 6);
    const Run run = validate(args);
    INFO(run.transcript);
    CHECK(run.exitCode == kValid);
    CHECK_THAT(run.out, !Catch::Contains(": error: "));
}
