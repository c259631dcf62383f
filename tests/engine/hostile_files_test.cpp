// The hostile-file corpus (tests/data/hostile, made by tests/tools/make_hostile_corpus.py):
// bytes that are not JSON, JSON past the reader's limits and scenarios of the wrong shape.
// Every one must be refused with an error diagnostic, never a crash or an exception, and
// never turn into a scenario.
#include <optional>
#include <string>

#include "fixtures.h"

using namespace tricorne;

namespace {

std::vector<std::filesystem::path> hostileFiles() { return fixtures::filesUnder("tests/data/hostile", ".json"); }

std::filesystem::path hostile(const std::string& name) { return fixtures::sourceDir() / "tests/data/hostile" / name; }

std::string describe(const Diagnostics& diagnostics) {
    std::string out;
    for (const auto& d : diagnostics)
        out += "  " + std::string(severityName(d.severity)) + " " + d.code + " at \"" + d.pointer + "\": " + d.message.substr(0, 200) + "\n";
    return out.empty() ? "  (no diagnostics)\n" : out;
}

/// What a named file must be refused with: a code, and the place when it is certain.
struct Expected {
    const char* file;
    const char* code;
    std::optional<std::string> pointer;
};

bool hasError(const Diagnostics& diagnostics, const Expected& expected) {
    for (const auto& d : diagnostics)
        if (d.severity == Severity::Error && d.code == expected.code && (!expected.pointer || d.pointer == *expected.pointer))
            return true;
    return false;
}

void checkRefusedWith(const Expected& expected) {
    const auto path = hostile(expected.file);
    REQUIRE(std::filesystem::is_regular_file(path));
    const auto diagnostics = validateFile(path);
    INFO(expected.file << " must give " << expected.code << " at \"" << expected.pointer.value_or("(any place)")
                       << "\"; it gave:\n"
                       << describe(diagnostics));
    CHECK(hasError(diagnostics, expected));
}

}  // namespace

TEST_CASE("the hostile corpus holds every case", "[hostile]") {
    // Guards against a missing or half-generated folder making the other tests vacuous.
    CHECK(hostileFiles().size() >= 36);
}

TEST_CASE("hostile files are refused with a diagnostic, never a crash", "[hostile]") {
    for (const auto& path : hostileFiles()) {
        INFO(path.string());
        Diagnostics diagnostics;
        REQUIRE_NOTHROW(diagnostics = validateFile(path));
        INFO(describe(diagnostics));
        CHECK(hasErrors(diagnostics));
        for (const auto& d : diagnostics) {
            CHECK_FALSE(d.code.empty());
            CHECK_FALSE(d.message.empty());
            CHECK((d.pointer.empty() || d.pointer.front() == '/'));
        }
    }
}

TEST_CASE("hostile files never load as a scenario", "[hostile]") {
    for (const auto& path : hostileFiles()) {
        INFO(path.string());
        ScenarioLoad load;
        REQUIRE_NOTHROW(load = loadScenarioFile(path));
        INFO(describe(load.diagnostics));
        CHECK_FALSE(load.scenario.has_value());
        CHECK(hasErrors(load.diagnostics));
    }
}

TEST_CASE("hostile files that are not JSON text are refused as syntax or encoding errors", "[hostile]") {
    for (const Expected& expected : {
             Expected{"empty.json", "json-syntax", ""},
             Expected{"whitespace-only.json", "json-syntax", ""},
             Expected{"truncated.json", "json-syntax", std::nullopt},
             Expected{"trailing-garbage.json", "json-syntax", std::nullopt},
             Expected{"nul-bytes.json", "json-syntax", std::nullopt},
             Expected{"lone-surrogate.json", "json-syntax", std::nullopt},
             Expected{"binary-garbage.json", "json-encoding", ""},
             Expected{"not-utf8.json", "json-encoding", ""},
             Expected{"utf16-bom.json", "json-encoding", ""},
             Expected{"overlong-utf8.json", "json-encoding", ""},
         })
        checkRefusedWith(expected);
}

TEST_CASE("hostile files past the reader's limits are refused before they are used", "[hostile]") {
    for (const Expected& expected : {
             Expected{"deep-nesting.json", "json-too-deep", std::nullopt},
             Expected{"deep-objects.json", "json-too-deep", std::nullopt},
             Expected{"huge-number.json", "json-number-range", "/victoryBanners"},
             Expected{"big-integer-field.json", "json-number-range", "/units/0/blocks"},
             Expected{"long-string.json", "json-too-large", ""},
             Expected{"long-string-under-limit.json", "json-string-too-long", "/metadata/title"},
             Expected{"duplicate-keys.json", "json-duplicate-key", "/metadata/title"},
         })
        checkRefusedWith(expected);
}

TEST_CASE("a hostile string under the reader's limit but over the schema's is refused by the schema", "[hostile]") {
    // 16,000 characters against an id pattern: must stop at maxLength, not overflow std::regex.
    checkRefusedWith({"long-pattern-string.json", "schema", "/units/0/id"});
}

TEST_CASE("hostile files that are not scenarios are refused at their header", "[hostile]") {
    for (const Expected& expected : {
             Expected{"not-an-object.json", "schema", ""},
             Expected{"null.json", "schema", ""},
             Expected{"unknown-format.json", "format", "/format"},
             Expected{"missing-format.json", "format", "/format"},
             Expected{"newer-version.json", "version-newer", "/version"},
             Expected{"negative-version.json", "version-unknown", "/version"},
             Expected{"wrong-types/version-string.json", "version-unknown", "/version"},
         })
        checkRefusedWith(expected);
}

TEST_CASE("hostile files of the wrong shape are refused by the schema at the wrong value", "[hostile]") {
    for (const Expected& expected : {
             Expected{"unknown-enum.json", "schema", "/hexsides/0/side"},
             Expected{"extra-property.json", "schema", std::nullopt},
             Expected{"wrong-types/units-object.json", "schema", "/units"},
             Expected{"wrong-types/hex-string.json", "schema", "/units/0/hex"},
             Expected{"wrong-types/blocks-float.json", "schema", "/units/2/blocks"},
             Expected{"wrong-types/chief-string.json", "schema", "/units/0/chief"},
             Expected{"wrong-types/sides-array.json", "schema", "/sides"},
             Expected{"wrong-types/terrain-item-number.json", "schema", "/terrain/3"},
             Expected{"wrong-types/title-null.json", "schema", "/metadata/title"},
             Expected{"system-armies-not-a-list.json", "schema", "/armies"},
         })
        checkRefusedWith(expected);
}

// Defects this corpus found in the reader and the schema layer, now fixed.

TEST_CASE("a hostile number too large to represent is reported at its key", "[hostile]") {
    checkRefusedWith({"huge-number.json", "json-number-range", "/victoryBanners"});
}

TEST_CASE("hostile files give each diagnostic once", "[hostile]") {
    // big-integer-field.json and long-pattern-string.json draw two valijson errors at one
    // pointer (type + maximum, pattern + maxLength) that explain to the same words.
    for (const auto& path : hostileFiles()) {
        const auto diagnostics = validateFile(path);
        INFO(path.string() << ":\n" << describe(diagnostics));
        for (std::size_t i = 0; i < diagnostics.size(); ++i)
            for (std::size_t j = i + 1; j < diagnostics.size(); ++j) CHECK_FALSE(diagnostics[i] == diagnostics[j]);
    }
}

TEST_CASE("a hostile integer beyond 64 bits is refused as out of range, not read as a float", "[hostile]") {
    checkRefusedWith({"big-integer.json", "json-number-range", "/version"});
}
