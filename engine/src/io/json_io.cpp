#include "tricorne/io/json_io.h"

#include <algorithm>
#include <atomic>
#include <cerrno>
#include <chrono>
#include <csignal>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <vector>

#include <fcntl.h>
#include <pthread.h>
#include <signal.h>
#include <sys/stat.h>
#include <unistd.h>

namespace tricorne {

namespace {

using json = nlohmann::json;

/// Builds a DOM like nlohmann's own SAX DOM parser, but refuses what that one lets through
/// silently: duplicate keys (nlohmann keeps the last), nesting deeper than the limit (deep
/// documents parse but crash on copy) and strings longer than the limit (valijson's
/// std::regex overflows the stack on them). It never throws; the first problem wins.
class GuardedDomBuilder {
public:
    explicit GuardedDomBuilder(const JsonLimits& limits) : m_limits(limits) {}

    bool null() { return add(json(nullptr)); }
    bool boolean(bool v) { return add(json(v)); }
    bool number_integer(json::number_integer_t v) { return add(json(v)); }
    bool number_unsigned(json::number_unsigned_t v) { return add(json(v)); }
    bool number_float(json::number_float_t v, const json::string_t& token) {
        // nlohmann reads an integer too large for 64 bits as a double; a file never means that.
        if (token.find_first_of(".eE") == std::string::npos) {
            pushCurrentToken();
            return fail("json-number-range", TRICORNE_TEXT("the integer {1} is too large; use a value in range (at {2})"), {token});
        }
        return add(json(v));
    }
    bool binary(json::binary_t&) { return fail("json-syntax", TRICORNE_TEXT("binary values are not JSON (at {1})")); }

    bool string(json::string_t& v) {
        if (v.size() > m_limits.maxStringBytes) {
            pushCurrentToken();
            return fail("json-string-too-long", TRICORNE_TEXT("a string of {1} bytes is longer than the limit of {2} bytes; shorten it"),
                        {std::to_string(v.size()), std::to_string(m_limits.maxStringBytes)});
        }
        return add(json(std::move(v)));
    }

    bool start_object(std::size_t) { return open(json::object()); }
    bool start_array(std::size_t) { return open(json::array()); }
    bool end_object() { return close(); }
    bool end_array() { return close(); }

    bool key(json::string_t& k) {
        if (k.size() > m_limits.maxStringBytes)
            return fail("json-string-too-long", TRICORNE_TEXT("a key is longer than the limit of {1} bytes"),
                        {std::to_string(m_limits.maxStringBytes)});
        json& object = *m_stack.back();
        if (object.contains(k)) {
            m_path.push_back(escapePointerToken(k));
            return fail("json-duplicate-key", TRICORNE_TEXT("the key {1} appears twice in the same object; keep one"), {quoteText(k)});
        }
        m_key = std::move(k);
        return true;
    }

    bool parse_error(std::size_t position, const std::string&, const nlohmann::detail::exception& ex) {
        m_errorPosition = position;
        // out_of_range 406 is a number that does not fit a double (1e400).
        if (ex.id == 406) {
            pushCurrentToken();  // the parser is reading a value: the key or index it goes to is known
            return fail("json-number-range", TRICORNE_TEXT("a number is too large to represent; use a value in range (at {1})"));
        }
        std::string what = escapeControls(ex.what());  // nlohmann quotes the bytes it stopped at
        // nlohmann prefixes "[json.exception.parse_error.101] parse error at line 1, column 2: "
        if (const auto colon = what.find(": "); colon != std::string::npos) what = what.substr(colon + 2);
        const bool encoding = what.find("UTF-8") != std::string::npos;
        // The parser's own words stay English; the sentence around them is ours.
        if (encoding) return fail("json-encoding", TRICORNE_TEXT("the file is not valid UTF-8 text ({1}) (at {2})"), {what});
        return fail("json-syntax", TRICORNE_TEXT("not valid JSON: {1} (at {2})"), {what});
    }

    std::optional<json> take() { return m_failed ? std::nullopt : std::optional<json>(std::move(m_root)); }
    const Diagnostic& error() const { return m_error; }
    std::size_t errorPosition() const { return m_errorPosition; }

private:
    std::string pointer() const {
        std::string p;
        for (const auto& t : m_path) p += "/" + t;
        return p;
    }

    // Adds the position the next value would take to the path (for errors on scalars).
    void pushCurrentToken() {
        if (m_stack.empty()) return;
        const json& parent = *m_stack.back();
        m_path.push_back(parent.is_array() ? std::to_string(parent.size()) : escapePointerToken(m_key));
    }

    /// The first problem wins. A template that ends "(at {n})" has its last placeholder left
    /// for parseJson, which knows the text, to fill with the line and column.
    bool fail(std::string code, std::string_view text, std::vector<DiagnosticArg> args = {}) {
        if (!m_failed) {
            m_failed = true;
            m_error = makeDiagnostic(Severity::Error, std::move(code), pointer(), std::nullopt, text, std::move(args));
        }
        return false;
    }

    // Places a value at the current position; returns a pointer to where it landed.
    json* place(json&& value) {
        if (m_stack.empty()) {
            m_root = std::move(value);
            return &m_root;
        }
        json& parent = *m_stack.back();
        if (parent.is_array()) {
            parent.push_back(std::move(value));
            return &parent.back();
        }
        json& slot = parent[m_key];
        slot = std::move(value);
        return &slot;
    }

    bool add(json&& value) {
        place(std::move(value));
        return true;
    }

    bool open(json&& container) {
        if (static_cast<int>(m_stack.size()) >= m_limits.maxDepth)
            return fail("json-too-deep", TRICORNE_TEXT("nesting is deeper than the limit of {1} levels; no valid file nests this deep"),
                        {std::to_string(m_limits.maxDepth)});
        pushCurrentToken();
        m_stack.push_back(place(std::move(container)));
        return true;
    }

    bool close() {
        m_stack.pop_back();
        if (!m_path.empty() && !m_stack.empty()) m_path.pop_back();
        return true;
    }

    const JsonLimits& m_limits;
    json m_root;
    std::vector<json*> m_stack;
    std::vector<std::string> m_path;
    std::string m_key;
    bool m_failed = false;
    Diagnostic m_error;
    std::size_t m_errorPosition = 0;
};

DiagnosticArg lineAndColumn(std::string_view text, std::size_t position) {
    std::size_t line = 1, column = 1;
    for (std::size_t i = 0; i < position && i < text.size(); ++i) {
        if (text[i] == '\n') {
            ++line;
            column = 1;
        } else {
            ++column;
        }
    }
    return phraseArg(TRICORNE_TEXT("line {1}, column {2}"), {std::to_string(line), std::to_string(column)});
}

}  // namespace

std::size_t firstInvalidUtf8(std::string_view text) {
    std::size_t i = 0;
    while (i < text.size()) {
        const auto c = static_cast<unsigned char>(text[i]);
        std::size_t length = 0;
        std::uint32_t cp = 0;
        if (c < 0x80) { ++i; continue; }
        if ((c & 0xE0) == 0xC0) { length = 2; cp = c & 0x1F; }
        else if ((c & 0xF0) == 0xE0) { length = 3; cp = c & 0x0F; }
        else if ((c & 0xF8) == 0xF0) { length = 4; cp = c & 0x07; }
        else return i;
        if (i + length > text.size()) return i;
        for (std::size_t k = 1; k < length; ++k) {
            const auto cc = static_cast<unsigned char>(text[i + k]);
            if ((cc & 0xC0) != 0x80) return i;
            cp = (cp << 6) | (cc & 0x3F);
        }
        const bool overlong = (length == 2 && cp < 0x80) || (length == 3 && cp < 0x800) || (length == 4 && cp < 0x10000);
        if (overlong || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF)) return i;
        i += length;
    }
    return std::string_view::npos;
}

JsonReadResult parseJson(std::string_view text, const JsonLimits& limits) {
    JsonReadResult result;
    if (text.size() > limits.maxBytes) {
        result.diagnostics.push_back(makeDiagnostic(Severity::Error, "json-too-large", "", std::nullopt,
                                                    TRICORNE_TEXT("the file is {1} bytes, more than the limit of {2} bytes (4 MiB); no valid file is this large"),
                                                    {std::to_string(text.size()), std::to_string(limits.maxBytes)}));
        return result;
    }
    if (text.find_first_not_of(" \t\r\n") == std::string_view::npos) {
        result.diagnostics.push_back(makeDiagnostic(Severity::Error, "json-syntax", "", std::nullopt,
                                                    TRICORNE_TEXT("the file is empty; it must hold a JSON object")));
        return result;
    }
    if (const auto bad = firstInvalidUtf8(text); bad != std::string_view::npos) {
        char byte[8];
        std::snprintf(byte, sizeof byte, "0x%02X", static_cast<unsigned char>(text[bad]));
        result.diagnostics.push_back(makeDiagnostic(Severity::Error, "json-encoding", "", std::nullopt,
                                                    TRICORNE_TEXT("the file is not UTF-8 text (byte {1} at {2}); save it as UTF-8"),
                                                    {std::string(byte), lineAndColumn(text, bad)}));
        return result;
    }
    // nlohmann's lexer takes a NUL byte for the end of input and would accept whatever follows
    // it; JSON text never holds one, so refuse it here, where the place is still known.
    if (const auto nul = text.find('\0'); nul != std::string_view::npos) {
        result.diagnostics.push_back(
            makeDiagnostic(Severity::Error, "json-syntax", "", std::nullopt,
                           TRICORNE_TEXT("the file holds a NUL byte at {1}; JSON text never does (is it a binary file, or two files joined?)"),
                           {lineAndColumn(text, nul)}));
        return result;
    }
    GuardedDomBuilder builder(limits);
    try {
        json::sax_parse(text.begin(), text.end(), &builder, json::input_format_t::json, true, false);
    } catch (const std::exception& e) {  // defensive: the builder turns errors into values
        result.diagnostics.push_back({Severity::Error, "json-syntax", "", std::nullopt, escapeControls(e.what())});
        return result;
    }
    result.document = builder.take();
    if (!result.document) {
        Diagnostic d = builder.error();
        if (d.code == "json-syntax" || d.code == "json-encoding" || d.code == "json-number-range") {
            d.args.push_back(lineAndColumn(text, builder.errorPosition()));
            d = makeDiagnostic(d.severity, d.code, d.pointer, d.hex, d.text, d.args);
        }
        result.diagnostics.push_back(std::move(d));
    }
    return result;
}

namespace {

JsonReadResult readError(std::string message) {
    JsonReadResult result;
    result.diagnostics.push_back({Severity::Error, "io-read", "", std::nullopt, std::move(message)});
    return result;
}

/// What a non-regular file is, for the message that refuses it.
const char* fileTypeName(mode_t mode) {
    if (S_ISDIR(mode)) return "a directory";
    if (S_ISFIFO(mode)) return "a FIFO (named pipe)";
    if (S_ISCHR(mode)) return "a character device";
    if (S_ISBLK(mode)) return "a block device";
    if (S_ISSOCK(mode)) return "a socket";
    return "not a regular file";
}

/// Reads at most `limit` bytes from fd (to its end or the limit); nullopt and errno on failure.
/// `expected`: the size the file says it has (0 when unknown): the buffer starts there, one
/// byte more to see the end, and grows by doubling should the file hold more. (Filling a
/// buffer of the whole limit, 4 MiB, cost a one-file `validate` more than parsing the file.)
std::optional<std::string> readUpTo(int fd, std::size_t limit, std::size_t expected) {
    std::string text(std::min(limit, std::max<std::size_t>(expected + 1, 4096)), '\0');
    std::size_t got = 0;
    while (got < limit) {
        if (got == text.size()) text.resize(std::min(limit, 2 * text.size()));
        const ssize_t n = ::read(fd, text.data() + got, text.size() - got);
        if (n < 0 && errno == EINTR) continue;
        if (n < 0) return std::nullopt;
        if (n == 0) break;
        got += static_cast<std::size_t>(n);
    }
    text.resize(got);
    return text;
}

}  // namespace

TextReadResult readTextFile(const std::filesystem::path& path, std::size_t maxBytes, std::string_view whatToGive) {
    TextReadResult result;
    // Read at most one byte past the limit so a huge file is refused without loading it all.
    if (path == kStandardStream) {
        result.text = readUpTo(STDIN_FILENO, maxBytes + 1, 0);
        if (!result.text) result.error = std::string("cannot read standard input: ") + std::strerror(errno);
        return result;
    }
    // O_NONBLOCK: opening a FIFO with no writer would otherwise wait forever before the type
    // check below can refuse it. fstat on the opened file (links followed) leaves no gap
    // between the check and the read.
    const int fd = ::open(path.c_str(), O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY);
    if (fd < 0) {
        result.error = std::string("cannot open the file: ") + std::strerror(errno);
        return result;
    }
    struct stat st {};
    if (::fstat(fd, &st) != 0) {
        result.error = std::string("cannot read the file: ") + std::strerror(errno);
        ::close(fd);
        return result;
    }
    if (!S_ISREG(st.st_mode)) {
        ::close(fd);
        result.error = std::string("is ") + fileTypeName(st.st_mode) + ", not a file; give " + std::string(whatToGive) +
                       " (or - for standard input)";
        return result;
    }
    result.text = readUpTo(fd, maxBytes + 1, static_cast<std::size_t>(st.st_size));
    const int readErrno = errno;
    ::close(fd);
    if (!result.text) result.error = std::string("the file could not be read: ") + std::strerror(readErrno);
    return result;
}

JsonReadResult readJsonFile(const std::filesystem::path& path, const JsonLimits& limits) {
    auto read = readTextFile(path, limits.maxBytes, "a scenario, game-system or log file");
    if (!read.text) return readError(std::move(read.error));
    return parseJson(*read.text, limits);
}

namespace {

/// Writes all of bytes to fd; false with errno set on failure.
bool writeAll(int fd, std::string_view bytes) {
    std::size_t written = 0;
    while (written < bytes.size()) {
        const ssize_t n = ::write(fd, bytes.data() + written, bytes.size() - written);
        if (n < 0 && errno == EINTR) continue;
        if (n < 0) return false;
        written += static_cast<std::size_t>(n);
    }
    return true;
}

/// The file a chain of symbolic links ends at (path itself when it is not a link), so that
/// a save replaces the target and keeps the link. The target need not exist yet.
std::optional<std::filesystem::path> followLinks(std::filesystem::path path) {
    for (int hops = 0; hops < 40; ++hops) {  // Linux's own limit for a chain of links
        std::error_code ec;
        if (!std::filesystem::is_symlink(std::filesystem::symlink_status(path, ec))) return path;
        const auto target = std::filesystem::read_symlink(path, ec);
        if (ec) return std::nullopt;
        path = target.is_absolute() ? target : path.parent_path() / target;
    }
    return std::nullopt;
}

/// Creates a new, empty temporary file next to `target`, mode 0666 less the umask (what a new
/// file gets). Returns its descriptor (or -1, errno set) and its name.
int createTemporary(const std::filesystem::path& target, std::string& name) {
    static std::atomic<unsigned> counter{0};
    const auto dir = target.has_parent_path() ? target.parent_path() : std::filesystem::path(".");
    for (int attempt = 0; attempt < 100; ++attempt) {
        const auto stamp = std::chrono::steady_clock::now().time_since_epoch().count();
        name = (dir / ("." + target.filename().string() + ".tmp-" + std::to_string(::getpid()) + "-" +
                       std::to_string(counter++) + "-" + std::to_string(stamp % 1000000007)))
                   .string();
        const int fd = ::open(name.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0666);
        if (fd >= 0 || errno != EEXIST) return fd;
    }
    errno = EEXIST;
    return -1;
}

/// Blocks SIGXFSZ in the calling thread while it lives, so that a write past the file-size
/// limit (ulimit -f) fails with EFBIG — and the temporary file is removed — instead of the
/// signal killing the process and leaving it behind. A SIGXFSZ the write raised is consumed;
/// one that was pending before is left alone.
class SigxfszBlock {
public:
    SigxfszBlock() {
        sigemptyset(&m_set);
        sigaddset(&m_set, SIGXFSZ);
        pthread_sigmask(SIG_BLOCK, &m_set, &m_old);
        sigset_t pending;
        sigpending(&pending);
        m_wasPending = sigismember(&pending, SIGXFSZ) == 1;
    }
    ~SigxfszBlock() {
        sigset_t pending;
        sigpending(&pending);
        if (!m_wasPending && sigismember(&pending, SIGXFSZ) == 1) {
            const timespec zero{0, 0};
            sigtimedwait(&m_set, nullptr, &zero);
        }
        pthread_sigmask(SIG_SETMASK, &m_old, nullptr);
    }
    SigxfszBlock(const SigxfszBlock&) = delete;
    SigxfszBlock& operator=(const SigxfszBlock&) = delete;

private:
    sigset_t m_set{}, m_old{};
    bool m_wasPending = false;
};

}  // namespace

std::optional<std::string> writeFileAtomically(const std::filesystem::path& path, std::string_view bytes) {
    if (path == kStandardStream) {
        if (writeAll(STDOUT_FILENO, bytes)) return std::nullopt;
        return std::string("cannot write to standard output: ") + std::strerror(errno);
    }
    const auto target = followLinks(path);
    if (!target) return "cannot follow the symbolic link " + path.string() + " (a loop, or unreadable)";
    struct stat existing {};
    const bool exists = ::stat(target->c_str(), &existing) == 0;
    if (exists && !S_ISREG(existing.st_mode))
        return target->string() + " is " + fileTypeName(existing.st_mode) + ", not a file";
    std::string temp;
    const int fd = createTemporary(*target, temp);
    if (fd < 0) {
        const auto dir = target->has_parent_path() ? target->parent_path() : std::filesystem::path(".");
        return "cannot create a temporary file in " + dir.string() + ": " + std::strerror(errno);
    }
    if (exists) {
        // Keep what the user set on the file: its owner and group where we may (only root may
        // give a file away), then its mode (after fchown, which may clear set-id bits).
        if (::fchown(fd, existing.st_uid, existing.st_gid) != 0 && ::fchown(fd, static_cast<uid_t>(-1), existing.st_gid) != 0) {
            // Neither kept: the file is still written, as the user's own.
        }
        ::fchmod(fd, existing.st_mode & 07777);
    }
    bool ok = false;
    {
        const SigxfszBlock block;
        ok = writeAll(fd, bytes) && ::fsync(fd) == 0;
    }
    const int writeErrno = errno;
    if (::close(fd) != 0 && ok) ok = false;
    if (!ok) {
        ::unlink(temp.c_str());
        return "cannot write " + path.string() + ": " + std::strerror(writeErrno);
    }
    if (std::rename(temp.c_str(), target->c_str()) != 0) {
        const std::string why = std::strerror(errno);
        ::unlink(temp.c_str());
        return "cannot replace " + target->string() + ": " + why;
    }
    return std::nullopt;
}

}  // namespace tricorne
