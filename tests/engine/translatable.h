// The check that a text the engine composed (tricorne::Text) can be said in the studio's
// language and still mean what its English says, beside fixtures::checkTranslatable for
// diagnostics.
#pragma once

#include <string>
#include <vector>

#include <catch2/catch.hpp>

#include "fixtures.h"
#include "tricorne/core/translatable.h"

namespace fixtures {

/// Checks a composed text: a plain value is shown as it is and has no parts; otherwise its key
/// is listed for translation and, filled with its values' English, is its English (up to the
/// lower case of a name mid-sentence), and so is every value in it, in turn.
inline void checkTranslatable(const tricorne::Text& t) {
    if (t.key.empty()) {
        CHECK(t.fill.empty());
        return;
    }
    INFO("\"" << t.text << "\" from \"" << t.key << "\"");
    CHECK(listedForTranslation(t.key));
    std::vector<std::string> english;
    for (const tricorne::Text& value : t.fill) english.push_back(value.text);
    const auto lower = [](std::string s) {
        for (char& c : s) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
        return s;
    };
    CHECK(lower(tricorne::fillTemplate(t.key, english)) == lower(t.text));
    for (const tricorne::Text& value : t.fill) checkTranslatable(value);
}

}  // namespace fixtures
