// What the CLI tests need: run the real `tricorne` binary and capture what it says, scratch
// folders, and the files of the source tree.
#pragma once

#include <filesystem>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

namespace cli {

/// The exit codes every command keeps (docs/design/cli.md, Output and exit codes).
inline constexpr int kOk = 0;
inline constexpr int kFileError = 1;  ///< a problem in the input
inline constexpr int kUsage = 2;      ///< wrong usage

/// One run of the binary: how it ended and what it printed.
struct Run {
    int exitCode = -1;  ///< the exit status, or 128 + signal number when it was killed
    std::string out;
    std::string err;

    /// The command line and everything printed, for test failure messages.
    std::string transcript;
};

/// Runs `tricorne ARGS...` (the binary this build made) and waits for it.
Run tricorne(const std::vector<std::string>& args);

/// A folder of the source tree, or a file in it.
std::filesystem::path source(const std::string& relative);

/// Every regular file below a source folder whose name ends with `ending`, sorted.
std::vector<std::filesystem::path> sourceFiles(const std::string& folder, const std::string& ending = ".json");

/// Every scenario the project ships: scenarios/ and templates/scenarios/.
std::vector<std::filesystem::path> shippedScenarios();

/// A fresh empty folder, removed with everything in it when the object goes.
class TempDir {
public:
    TempDir();
    ~TempDir();
    TempDir(const TempDir&) = delete;
    TempDir& operator=(const TempDir&) = delete;

    const std::filesystem::path& path() const { return m_path; }
    std::filesystem::path operator/(const std::string& name) const { return m_path / name; }

    /// The names of everything in the folder (recursively, relative), sorted.
    std::vector<std::string> listing() const;

private:
    std::filesystem::path m_path;
};

std::string readBytes(const std::filesystem::path& path);
void writeBytes(const std::filesystem::path& path, std::string_view bytes);

/// The valid scenario the tests break in one way: scenarios/killiecrankie.tricorne.json.
nlohmann::ordered_json validScenario();

/// Writes a document as JSON text (2-space indent) and returns the path.
std::filesystem::path writeJson(const std::filesystem::path& path, const nlohmann::ordered_json& doc);

/// scenarios/killiecrankie.tricorne.json with unit 1 moved onto unit 0's hex: one error,
/// units-stacked at /units/1/hex.
std::filesystem::path writeStackedScenario(const std::filesystem::path& path);

/// scenarios/killiecrankie.tricorne.json with a free-text special rule: one warning,
/// rule-not-enforced, and no error.
std::filesystem::path writeWarningsOnlyScenario(const std::filesystem::path& path);

/// The expected start of a text diagnostic line: "FILE:POINTER: SEVERITY: CODE: " ("FILE: …" for the pointer "").
std::string linePrefix(const std::filesystem::path& file, const std::string& pointer, const std::string& severity,
                       const std::string& code);

/// The lines of `text`.
std::vector<std::string> lines(const std::string& text);

/// The lines of `text` that start with `prefix`.
std::vector<std::string> linesStartingWith(const std::string& text, const std::string& prefix);

}  // namespace cli
