// The hostile-file corpus (tests/data/hostile, made by tests/tools/make_hostile_corpus.py):
// bytes that are not JSON, JSON past the reader's limits and scenarios of the wrong shape.
// Every one must be refused with an error diagnostic, never a crash or an exception, and
// never turn into a scenario.
#include <climits>
#include <optional>
#include <string>

#include "fixtures.h"
#include "tricorne/core/board.h"
#include "tricorne/io/game_log.h"
#include "tricorne/io/json_io.h"

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
    CHECK(hostileFiles().size() >= 77);
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

TEST_CASE("hostile files never load as a scenario, or only with errors", "[hostile]") {
    // A scenario of the right shape whose kept game system is refused (bound/) still opens, so
    // that a designer can fix it: with its errors, never as one to play.
    for (const auto& path : hostileFiles()) {
        INFO(path.string());
        ScenarioLoad load;
        REQUIRE_NOTHROW(load = loadScenarioFile(path));
        INFO(describe(load.diagnostics));
        CHECK((!load.scenario.has_value() || path.parent_path().filename() == "bound"));
        CHECK(hasErrors(load.diagnostics));
    }
}

TEST_CASE("hostile game-system files are refused at the wrong value, the missing deck or the dangling id", "[hostile][system-files]") {
    for (const Expected& expected : {
             Expected{"systems/wrong-types/dice-string.json", "schema", "/armies/0/unitTypes/0/dice"},
             Expected{"systems/wrong-types/retreat-float.json", "schema", "/armies/0/unitTypes/2/retreatPerFlag"},
             Expected{"systems/wrong-types/factions-object.json", "schema", "/factions"},
             Expected{"systems/wrong-types/abilities-unknown.json", "schema", "/armies/0/unitTypes/0/abilities/0"},
             Expected{"systems/missing-decks.json", "no-command-deck", ""},
             Expected{"systems/empty-command-deck.json", "schema", "/decks/command/cards"},
             Expected{"systems/dangling-army-faction.json", "unknown-faction", "/armies/0/faction"},
             Expected{"systems/dangling-combat-deck.json", "unknown-faction", "/decks/combat/1/faction"},
             Expected{"systems/dangling-chief-marker.json", "unknown-faction", "/rules/chiefMarkers/french"},
             Expected{"systems/duplicate-unit-type.json", "duplicate-id", "/armies/0/unitTypes/6/id"},
             Expected{"systems/duplicate-entry.json", "schema", "/armies/0/unitTypes"},
             Expected{"systems/huge-unit-types.json", "schema", "/armies/0/unitTypes"},
             Expected{"systems/huge-terrain.json", "schema", "/terrain"},
             Expected{"systems/huge-command-deck.json", "schema", "/decks/command/cards"},
             Expected{"systems/huge-dice.json", "schema", "/armies/0/unitTypes/0/dice"},
         })
        checkRefusedWith(expected);
}

TEST_CASE("hostile scenarios bound to a game system are refused at the binding", "[hostile][system-files]") {
    for (const Expected& expected : {
             Expected{"bound/embedded-not-an-object.json", "schema", "/systemBinding/embedded"},
             Expected{"bound/embedded-wrong-types.json", "schema", "/systemBinding/embedded/armies"},
             Expected{"bound/embedded-missing-decks.json", "no-command-deck", "/systemBinding/embedded"},
             Expected{"bound/embedded-dangling-faction.json", "unknown-faction", "/systemBinding/embedded/armies/1/faction"},
             Expected{"bound/embedded-huge-table.json", "schema", "/systemBinding/embedded/armies/0/unitTypes"},
             Expected{"bound/embedded-changed-after-binding.json", "system-hash", "/systemBinding/hash"},
             Expected{"bound/embedded-builtin-id.json", "system-id-taken", "/system"},
             Expected{"bound/embedded-id-differs.json", "system-binding-id", "/system"},
             Expected{"bound/embedded-and-sidecar.json", "schema", std::nullopt},
             Expected{"bound/hash-not-hex.json", "schema", "/systemBinding/hash"},
             Expected{"bound/version-3-with-binding.json", "version-field", "/systemBinding"},
             Expected{"bound/sidecar-missing.json", "io-read", "/systemBinding/sidecar"},
             Expected{"bound/sidecar-absolute.json", "schema", "/systemBinding/sidecar"},
             Expected{"bound/sidecar-not-a-system-name.json", "schema", "/systemBinding/sidecar"},
             Expected{"bound/sidecar-device.json", "io-read", "/systemBinding/sidecar"},
             Expected{"bound/sidecar-cycle.json", "format", "/systemBinding/sidecar"},
             Expected{"bound/cycle.tricorne-system.json", "format", "/systemBinding/sidecar"},
         })
        checkRefusedWith(expected);
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

// Reproducers of the reliability campaign.

TEST_CASE("a hostile NUL byte after a valid document is refused, not taken for the end", "[hostile]") {
    checkRefusedWith({"nul-then-garbage.json", "json-syntax", ""});
    const auto diagnostics = validateFile(hostile("nul-then-garbage.json"));
    REQUIRE_FALSE(diagnostics.empty());
    CHECK(diagnostics.front().message.find("NUL byte at line") != std::string::npos);
}

namespace {

/// True when no byte of the text would drive a terminal (C0 controls, DEL, C1 controls).
bool terminalSafe(const std::string& text) {
    for (std::size_t i = 0; i < text.size(); ++i) {
        const auto c = static_cast<unsigned char>(text[i]);
        if (c < 0x20 || c == 0x7F) return false;
        if (c == 0xC2 && i + 1 < text.size() && static_cast<unsigned char>(text[i + 1]) <= 0x9F &&
            static_cast<unsigned char>(text[i + 1]) >= 0x80)
            return false;
    }
    return true;
}

}  // namespace

TEST_CASE("hostile terminal escapes in a file reach no diagnostic raw", "[hostile]") {
    checkRefusedWith({"escape-in-format.json", "format", "/format"});
    checkRefusedWith({"escape-in-dup-key.json", "json-duplicate-key", std::nullopt});
    for (const auto& path : hostileFiles()) {
        const auto diagnostics = validateFile(path);
        for (const auto& d : diagnostics) {
            INFO(path.string() << ": " << d.code);
            CHECK(terminalSafe(d.message));  // the pointer keeps the keys as they are; printText escapes it
        }
    }
    const auto format = validateFile(hostile("escape-in-format.json"));
    REQUIRE_FALSE(format.empty());
    CHECK(format.front().message == R"("format" is "\u001b]0;PWNED\u0007\u001b[2J\u001b[31mred", expected "tricorne-scenario")");
}

TEST_CASE("escapeControls writes C0, DEL and C1 controls as escapes and keeps the rest", "[hostile]") {
    CHECK(escapeControls("a\x1b[31mb") == "a\\u001b[31mb");
    CHECK(escapeControls("tab\there\nnext\r") == "tab\\there\\nnext\\r");
    CHECK(escapeControls("del\x7f") == "del\\u007f");
    CHECK(escapeControls("csi\xc2\x9b" "2J") == "csi\\u009b2J");
    CHECK(escapeControls("Killiecrankie \xc2\xb7 1689") == "Killiecrankie \xc2\xb7 1689");  // U+00B7 is text
    CHECK(quoteText("say \"hi\"\\") == R"("say \"hi\"\\")");
}

TEST_CASE("a hostile list over its maxItems is refused naming the limit", "[hostile]") {
    checkRefusedWith({"too-many-units.json", "schema", "/units"});
    const auto diagnostics = validateFile(hostile("too-many-units.json"));
    REQUIRE_FALSE(diagnostics.empty());
    CHECK(diagnostics.front().message == "\"units\" must have at most 138 items, not 139");
}

TEST_CASE("hostile game logs are refused with the place, before any value is used", "[hostile]") {
    const auto load = fixtures::load(fixtures::sourceDir() / "scenarios/killiecrankie.tricorne.json");
    const Rules rules(*load.scenario, *load.system);
    for (const Expected& expected : {
             Expected{"logs/kind-not-string.json", "schema", "/actions/0/kind"},
             Expected{"logs/hex-intmax.json", "schema", "/actions/0/hex/0"},
             Expected{"logs/hex-intmin-row2.json", "schema", "/actions/0/hex/0"},
             Expected{"logs/hex-u64.json", "schema", "/actions/0/hex/0"},
             Expected{"logs/hex-beyond-u64.json", "json-number-range", "/actions/0/hex/0"},
         }) {
        auto read = readJsonFile(hostile(expected.file));
        Diagnostics diagnostics = read.diagnostics;
        std::optional<GameLog> log;
        if (read.document) REQUIRE_NOTHROW(log = logFromJson(rules, *read.document, diagnostics));
        INFO(expected.file << " must give " << expected.code << " at " << *expected.pointer << "; it gave:\n" << describe(diagnostics));
        CHECK_FALSE(log.has_value());
        CHECK(hasError(diagnostics, expected));
    }
}

TEST_CASE("hex conversions and the board look-up take any int without overflow", "[hostile]") {
    // 000/001 boards are 13 columns by 11 rows; anything near the int limits is off the board.
    // Under -fsanitize=undefined (make test-asan) an overflow here fails the run.
    for (const int extreme : {INT_MAX, INT_MIN, INT_MAX - 1, INT_MIN + 1})
        for (const int other : {INT_MAX, INT_MIN, 2, 0, -1}) {
            CHECK_FALSE(board::contains(toAxial({extreme, other})));
            CHECK_FALSE(board::contains(toAxial({other, extreme})));
            CHECK_FALSE(board::contains(Hex{extreme, other}));
            CHECK_FALSE(board::contains(Hex{other, extreme}));
            CHECK(toAxial(toOffset(Hex{extreme, other})).r == other);
        }
}
