// Untrusted text stays text: a control character in any text field of a scenario is refused at
// the field (tabs and line breaks only in the multi-line fields), a label of only spaces is
// refused, and the schema's length messages count characters and name the real problem.
#include "fixtures.h"
#include "tricorne/core/control_chars.h"
#include "tricorne/io/json_io.h"
#include "tricorne/io/schema_check.h"

using namespace tricorne;
using nlohmann::json;

namespace {

json killiecrankie() { return fixtures::sourceJson("scenarios/killiecrankie.tricorne.json"); }

/// The errors loading `doc` gives (warnings left out: the tray's pieces warn by design).
Diagnostics errorsOf(const json& doc) {
    Diagnostics out;
    for (auto& d : loadScenario(doc).diagnostics)
        if (d.severity == Severity::Error) out.push_back(std::move(d));
    return out;
}

std::string describe(const Diagnostics& ds) {
    std::string out;
    for (const auto& d : ds) out += d.code + " " + d.pointer + ": " + d.message + "\n";
    return out;
}

/// A copy of Killiecrankie with one text of every kind set, so each pointer exists.
json withEveryText() {
    auto doc = killiecrankie();
    doc["metadata"]["notes"] = "Notes.";
    doc["labels"] = json::array({{{"text", "Urrard House"}, {"hex", {6, 4}}}});
    doc["unplaced"] = {{"units", json::array({{{"id", "tray-u"}, {"army", "government"}, {"type", "regular"}, {"blocks", 4}, {"name", "Kenmure's"},
                                                {"brigade", "Mackay's"}}})},
                       {"leaders", json::array({{{"id", "tray-l"}, {"army", "government"}, {"name", "Balfour"}, {"brigade", "Mackay's"}}})}};
    doc["objectives"] = json::array({{{"id", "section-empty"}, {"kind", "section-empty"}, {"name", "A section"}, {"for", "top"}, {"banners", 1}}});
    doc["specialRules"] = json::array({{{"kind", "text"}, {"text", "A rule."}, {"reason", "Why."}}});
    return doc;
}

}  // namespace

TEST_CASE("the one control-character predicate covers C0, DEL and C1 and honours what is allowed", "[text]") {
    CHECK(firstControlCharacter("Killiecrankie \xc2\xb7 1689") == std::string_view::npos);  // U+00B7 is text
    CHECK(firstControlCharacter("ab\x1b[2J") == 2);
    CHECK(firstControlCharacter(std::string_view("a\0b", 3)) == 1);
    CHECK(firstControlCharacter("del\x7f") == 3);
    CHECK(firstControlCharacter("csi\xc2\x9b" "2J") == 3);
    CHECK(firstControlCharacter("two\nlines") == 3);
    CHECK(firstControlCharacter("two\nlines\tand a tab", "\t\n") == std::string_view::npos);
    CHECK(firstControlCharacter("line\r\nbreak", "\t\n") == 4);
    CHECK(characterCount("\xc3\xa9t\xc3\xa9") == 3);
    CHECK(controlCharacterName("a\x1b", 1) == "the control character U+001B");
    CHECK(controlCharacterName("csi\xc2\x9b", 3) == "the control character U+009B");
    CHECK(controlCharacterName("a\nb", 1) == "a line break");
}

TEST_CASE("a scenario with every kind of text is clean when the texts are plain", "[text]") {
    const auto errors = errorsOf(withEveryText());
    INFO(describe(errors));
    CHECK(errors.empty());
}

TEST_CASE("a control character in any one-line text field is refused at that field", "[text]") {
    const std::vector<std::string> oneLine{
        "/metadata/title",        "/metadata/date",        "/metadata/author",        "/metadata/source",
        "/sides/top/commander",   "/sides/bottom/commander", "/units/0/name",          "/leaders/0/name",
        "/objectives/0/name",     "/labels/0/text",        "/unplaced/units/0/name",  "/unplaced/units/0/brigade",
        "/unplaced/leaders/0/name", "/unplaced/leaders/0/brigade",
    };
    for (const auto& where : oneLine)
        for (const std::string& bad : {std::string("Bad\x1b]0;PWNED\x07"), std::string("Bad\xc2\x9b" "2J"), std::string("Bad\x7f"),
                                      std::string("Bad\0", 4), std::string("Bad\tname"), std::string("Bad\nname")}) {
            auto doc = withEveryText();
            const auto pointer = json::json_pointer(where);
            REQUIRE(doc.contains(pointer));
            doc[pointer] = bad;
            const auto errors = errorsOf(doc);
            INFO(where << " = " << escapeControls(bad) << "\n" << describe(errors));
            REQUIRE(errors.size() == 1);
            CHECK(errors[0].code == "text-control");
            CHECK(errors[0].pointer == where);
            CHECK(errors[0].message.find("at character 4") != std::string::npos);
            CHECK(errors[0].message.find("120") == std::string::npos);  // a control character, not a length
        }
}

TEST_CASE("multi-line fields take tabs and line breaks but no other control character", "[text]") {
    for (const std::string where : {"/metadata/background", "/metadata/notes", "/metadata/reconstruction", "/specialRules/0/text",
                                    "/specialRules/0/reason"}) {
        auto doc = withEveryText();
        doc[json::json_pointer(where)] = "First paragraph.\n\n\tSecond, indented.";
        INFO(where << "\n" << describe(errorsOf(doc)));
        CHECK(errorsOf(doc).empty());
        doc[json::json_pointer(where)] = "Text\x1b[2J and more";
        const auto errors = errorsOf(doc);
        INFO(describe(errors));
        REQUIRE(errors.size() == 1);
        CHECK(errors[0].code == "text-control");
        CHECK(errors[0].pointer == where);
        CHECK(errors[0].message.find("U+001B at character 5") != std::string::npos);
        doc[json::json_pointer(where)] = "Windows\r\nline";
        REQUIRE(errorsOf(doc).size() == 1);
        CHECK(errorsOf(doc)[0].message.find("carriage return") != std::string::npos);
    }
}

TEST_CASE("a label or title of only spaces is refused", "[text]") {
    auto doc = withEveryText();
    doc["labels"][0]["text"] = "   ";
    auto errors = errorsOf(doc);
    REQUIRE(errors.size() == 1);
    CHECK(errors[0].code == "text-blank");
    CHECK(errors[0].pointer == "/labels/0/text");
    doc = withEveryText();
    doc["metadata"]["title"] = " \xc2\xa0 ";  // no-break spaces count as spaces
    errors = errorsOf(doc);
    REQUIRE(errors.size() == 1);
    CHECK(errors[0].code == "text-blank");
    CHECK(errors[0].pointer == "/metadata/title");
}

TEST_CASE("the shared reproducer of control characters is refused with a pointer at each field", "[text]") {
    const auto load = loadScenarioFile(fixtures::sourceDir() / "tests/data/text/control-chars.tricorne.json");
    std::vector<std::string> pointers;
    for (const auto& d : load.diagnostics) {
        if (d.code == "text-control") pointers.push_back(d.pointer);
        fixtures::checkTranslatable(d);
    }
    CHECK(pointers == std::vector<std::string>{"/metadata/title", "/labels/7/text", "/unplaced/units/0/name", "/unplaced/leaders/0/name",
                                               "/unplaced/leaders/0/brigade"});
}

TEST_CASE("schema length messages say what is wrong, counting characters", "[text][schema]") {
    auto doc = withEveryText();
    SECTION("an empty label must not be empty") {
        doc["labels"][0]["text"] = "";
        const auto ds = checkSchema(doc, SchemaKind::Scenario);
        REQUIRE(ds.size() == 1);
        CHECK(ds[0].pointer == "/labels/0/text");
        CHECK(ds[0].message == "\"text\" must not be empty");
    }
    SECTION("81 accented letters are 81 characters, not 162") {
        std::string text;
        for (int i = 0; i < 81; ++i) text += "\xc3\xa9";
        doc["labels"][0]["text"] = text;
        const auto ds = checkSchema(doc, SchemaKind::Scenario);
        REQUIRE(ds.size() == 1);
        CHECK(ds[0].message == "\"text\" must be text of at most 80 characters, not a text of 81 characters");
        text.resize(160);
        doc["labels"][0]["text"] = text;
        CHECK(checkSchema(doc, SchemaKind::Scenario).empty());
    }
    SECTION("a multi-line text over its limit is too long, whatever line breaks it holds") {
        std::string text;
        while (text.size() <= 8000) text += "A paragraph.\n";
        doc["metadata"]["background"] = text;
        const auto ds = checkSchema(doc, SchemaKind::Scenario);
        REQUIRE(ds.size() == 1);
        CHECK(ds[0].message == "\"background\" must be text of at most 8000 characters, not a text of " + std::to_string(text.size()) +
                                   " characters");
    }
    SECTION("a short title starting with NUL is about the NUL, not about a length") {
        // valijson counts characters up to the first NUL, so this title fails minLength 1.
        doc["metadata"]["title"] = std::string("\0Culloden", 9);
        const auto ds = checkSchema(doc, SchemaKind::Scenario);
        REQUIRE(ds.size() == 1);
        CHECK(ds[0].pointer == "/metadata/title");
        CHECK(ds[0].message.find("U+0000 at character 1") != std::string::npos);
        CHECK(ds[0].message.find("120") == std::string::npos);
        CHECK(ds[0].message.find("empty") == std::string::npos);
    }
}
