// The guarded JSON reader and the atomic writer (docs/design/files.md, Reading and writing).
#include <fstream>

#include "fixtures.h"
#include "tricorne/io/json_io.h"

using namespace tricorne;

namespace {
Diagnostic onlyError(std::string_view text, const JsonLimits& limits = {}) {
    const auto r = parseJson(text, limits);
    CHECK_FALSE(r.document.has_value());
    REQUIRE(r.diagnostics.size() == 1);
    CHECK(r.diagnostics[0].severity == Severity::Error);
    return r.diagnostics[0];
}
}  // namespace

TEST_CASE("valid JSON parses to the same document nlohmann would build", "[json]") {
    const std::string text = R"({"a": [1, 2.5, "x", null, true, {"b": -3}], "c": 18446744073709551615})";
    const auto r = parseJson(text);
    REQUIRE(r.document.has_value());
    CHECK(*r.document == nlohmann::json::parse(text));
    CHECK(r.diagnostics.empty());
}

TEST_CASE("duplicate keys are refused with the pointer of the repeated key", "[json]") {
    const auto d = onlyError(R"({"units": [{"id": "a", "hex": [1, 2], "id": "b"}]})");
    CHECK(d.code == "json-duplicate-key");
    CHECK(d.pointer == "/units/0/id");
}

TEST_CASE("nesting past the limit is refused before it is built", "[json]") {
    std::string deep(100000, '[');
    deep += std::string(100000, ']');
    CHECK(onlyError(deep).code == "json-too-deep");
    std::string ok(32, '[');
    ok += std::string(32, ']');
    CHECK(parseJson(ok).document.has_value());
}

TEST_CASE("numbers that do not fit a double are refused", "[json]") {
    const auto d = onlyError(R"({"victoryBanners": 1e400})");
    CHECK(d.code == "json-number-range");
    CHECK(d.message.find("line 1") != std::string::npos);
}

TEST_CASE("strings past the limit are refused with their pointer", "[json]") {
    const auto d = onlyError(R"({"metadata": {"title": ")" + std::string(20000, 'x') + R"("}})");
    CHECK(d.code == "json-string-too-long");
    CHECK(d.pointer == "/metadata/title");
}

TEST_CASE("files past the size limit are refused without parsing", "[json]") {
    JsonLimits small;
    small.maxBytes = 10;
    const auto d = onlyError(R"({"format": "tricorne-scenario"})", small);
    CHECK(d.code == "json-too-large");
    CHECK(d.message.find("limit") != std::string::npos);
}

TEST_CASE("text that is not UTF-8 is refused with the byte and its place", "[json]") {
    const auto d = onlyError("{\"title\": \"Caf\xe9\"}");
    CHECK(d.code == "json-encoding");
    CHECK(d.message.find("0xE9") != std::string::npos);
    CHECK(d.message.find("line 1, column 15") != std::string::npos);
    CHECK(onlyError("\xc0\xaf").code == "json-encoding");      // overlong '/'
    CHECK(onlyError("\xed\xa0\x80").code == "json-encoding");  // a UTF-16 surrogate
}

TEST_CASE("empty and truncated text are syntax errors with a position", "[json]") {
    CHECK(onlyError("").code == "json-syntax");
    CHECK(onlyError("  \n ").code == "json-syntax");
    const auto d = onlyError("{\n  \"format\": ");
    CHECK(d.code == "json-syntax");
    CHECK(d.message.find("line 2") != std::string::npos);
}

TEST_CASE("a missing file is an io-read error, not an exception", "[json]") {
    const auto r = readJsonFile("/nonexistent/dir/file.json");
    REQUIRE(r.diagnostics.size() == 1);
    CHECK(r.diagnostics[0].code == "io-read");
    const auto dir = readJsonFile(fixtures::sourceDir());
    REQUIRE(dir.diagnostics.size() == 1);
    CHECK(dir.diagnostics[0].code == "io-read");
}

TEST_CASE("atomic writes replace the file whole and leave nothing behind", "[json][io]") {
    const auto dir = std::filesystem::temp_directory_path() / "tricorne-atomic-test";
    std::filesystem::remove_all(dir);
    std::filesystem::create_directories(dir);
    const auto target = dir / "out.json";
    REQUIRE_FALSE(writeFileAtomically(target, "first\n").has_value());
    REQUIRE_FALSE(writeFileAtomically(target, "second\n").has_value());
    std::ifstream in(target);
    std::string content((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    CHECK(content == "second\n");
    CHECK(std::distance(std::filesystem::directory_iterator(dir), std::filesystem::directory_iterator()) == 1);

    const auto failure = writeFileAtomically(dir / "missing-subdir" / "out.json", "x");
    REQUIRE(failure.has_value());
    CHECK(failure->find("missing-subdir") != std::string::npos);
    std::filesystem::remove_all(dir);
}
