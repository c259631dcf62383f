#include "harness.h"

#include <algorithm>
#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <iterator>
#include <sstream>
#include <stdexcept>

#include <fcntl.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

extern char** environ;

namespace cli {

namespace {

[[noreturn]] void fail(const std::string& what) { throw std::runtime_error(what + ": " + std::strerror(errno)); }

/// An unlinked temporary file to capture one output stream of a child process.
class CaptureFile {
public:
    CaptureFile() {
        std::string name = (std::filesystem::temp_directory_path() / "tricorne-cli-capture-XXXXXX").string();
        m_fd = ::mkstemp(name.data());
        if (m_fd < 0) fail("cannot create a capture file");
        ::unlink(name.c_str());
    }
    ~CaptureFile() { ::close(m_fd); }
    CaptureFile(const CaptureFile&) = delete;
    CaptureFile& operator=(const CaptureFile&) = delete;

    int fd() const { return m_fd; }

    std::string contents() const {
        std::string out;
        char buffer[65536];
        ::lseek(m_fd, 0, SEEK_SET);
        for (;;) {
            const ssize_t n = ::read(m_fd, buffer, sizeof buffer);
            if (n < 0 && errno == EINTR) continue;
            if (n < 0) fail("cannot read a capture file");
            if (n == 0) break;
            out.append(buffer, static_cast<std::size_t>(n));
        }
        return out;
    }

private:
    int m_fd = -1;
};

std::string quoteForDisplay(const std::string& arg) {
    return arg.find_first_of(" \t'\"") == std::string::npos ? arg : "'" + arg + "'";
}

int waitFor(pid_t pid) {
    int status = 0;
    while (::waitpid(pid, &status, 0) < 0)
        if (errno != EINTR) fail("waitpid");
    if (WIFEXITED(status)) return WEXITSTATUS(status);
    if (WIFSIGNALED(status)) return 128 + WTERMSIG(status);
    return -1;
}

}  // namespace

Run tricorne(const std::vector<std::string>& args) {
    std::vector<std::string> argv{TRICORNE_CLI};
    argv.insert(argv.end(), args.begin(), args.end());
    std::vector<char*> cargv;
    for (auto& a : argv) cargv.push_back(a.data());
    cargv.push_back(nullptr);

    CaptureFile out, err;
    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    posix_spawn_file_actions_addopen(&actions, STDIN_FILENO, "/dev/null", O_RDONLY, 0);
    posix_spawn_file_actions_adddup2(&actions, out.fd(), STDOUT_FILENO);
    posix_spawn_file_actions_adddup2(&actions, err.fd(), STDERR_FILENO);
    pid_t pid = 0;
    const int spawned = ::posix_spawn(&pid, cargv[0], &actions, nullptr, cargv.data(), environ);
    posix_spawn_file_actions_destroy(&actions);
    if (spawned != 0) {
        errno = spawned;
        fail(std::string("cannot run ") + TRICORNE_CLI);
    }

    Run run;
    run.exitCode = waitFor(pid);
    run.out = out.contents();
    run.err = err.contents();
    run.transcript = "$ tricorne";
    for (const auto& a : args) run.transcript += " " + quoteForDisplay(a);
    run.transcript += "\n-> exit " + std::to_string(run.exitCode) + "\n--- stdout ---\n" + run.out.substr(0, 4000) +
                      "--- stderr ---\n" + run.err.substr(0, 4000);
    return run;
}

std::filesystem::path source(const std::string& relative) { return std::filesystem::path(TRICORNE_SOURCE_DIR) / relative; }

std::vector<std::filesystem::path> sourceFiles(const std::string& folder, const std::string& ending) {
    std::vector<std::filesystem::path> out;
    for (const auto& entry : std::filesystem::recursive_directory_iterator(source(folder))) {
        const std::string name = entry.path().filename().string();
        if (entry.is_regular_file() && name.size() >= ending.size() &&
            name.compare(name.size() - ending.size(), ending.size(), ending) == 0)
            out.push_back(entry.path());
    }
    std::sort(out.begin(), out.end());
    return out;
}

std::vector<std::filesystem::path> shippedScenarios() {
    auto out = sourceFiles("scenarios", ".tricorne.json");
    const auto templates = sourceFiles("templates/scenarios", ".tricorne.json");
    out.insert(out.end(), templates.begin(), templates.end());
    return out;
}

TempDir::TempDir() {
    std::string name = (std::filesystem::temp_directory_path() / "tricorne-cli-test-XXXXXX").string();
    if (!::mkdtemp(name.data())) fail("cannot create a temporary folder");
    m_path = name;
}

TempDir::~TempDir() {
    std::error_code ignored;
    std::filesystem::remove_all(m_path, ignored);
}

std::vector<std::string> TempDir::listing() const {
    std::vector<std::string> names;
    for (const auto& entry : std::filesystem::recursive_directory_iterator(m_path))
        names.push_back(std::filesystem::relative(entry.path(), m_path).string());
    std::sort(names.begin(), names.end());
    return names;
}

std::string readBytes(const std::filesystem::path& path) {
    std::ifstream in(path, std::ios::binary);
    if (!in) throw std::runtime_error("cannot read " + path.string());
    return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

void writeBytes(const std::filesystem::path& path, std::string_view bytes) {
    std::ofstream out(path, std::ios::binary | std::ios::trunc);
    out.write(bytes.data(), static_cast<std::streamsize>(bytes.size()));
    if (!out) throw std::runtime_error("cannot write " + path.string());
}

nlohmann::ordered_json validScenario() {
    return nlohmann::ordered_json::parse(readBytes(source("scenarios/killiecrankie.tricorne.json")));
}

std::filesystem::path writeJson(const std::filesystem::path& path, const nlohmann::ordered_json& doc) {
    writeBytes(path, doc.dump(2) + "\n");
    return path;
}

std::filesystem::path writeStackedScenario(const std::filesystem::path& path) {
    auto doc = validScenario();
    doc["units"][1]["hex"] = doc["units"][0]["hex"];
    return writeJson(path, doc);
}

std::filesystem::path writeWarningsOnlyScenario(const std::filesystem::path& path) {
    auto doc = validScenario();
    doc["specialRules"].push_back({{"kind", "text"}, {"text", "The Highlanders may not retreat across the river."}});
    return writeJson(path, doc);
}

std::string linePrefix(const std::filesystem::path& file, const std::string& pointer, const std::string& severity,
                       const std::string& code) {
    return file.string() + (pointer.empty() ? "" : ":" + pointer) + ": " + severity + ": " + code + ": ";
}

std::vector<std::string> lines(const std::string& text) {
    std::vector<std::string> out;
    std::istringstream in(text);
    for (std::string line; std::getline(in, line);) out.push_back(line);
    return out;
}

std::vector<std::string> linesStartingWith(const std::string& text, const std::string& prefix) {
    std::vector<std::string> out;
    for (const auto& line : lines(text))
        if (line.rfind(prefix, 0) == 0) out.push_back(line);
    return out;
}

}  // namespace cli
