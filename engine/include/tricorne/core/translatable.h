// The sentences and phrases the engine composes for a reader, in a form the studio can say in
// its own language: the English, and the marked template it was filled from with its values.
// Diagnostics carry the same pair (diagnostic.h); a Text nests, as a sentence's parts do.
#pragma once

#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "tricorne/core/diagnostic.h"  // TRICORNE_TEXT marks a Text's templates too

namespace tricorne {

/// A sentence or phrase the engine composed (a rule's one-liner, a line on a hex's ground).
/// `text` is the English, byte for byte what the engine's string functions return and the CLI
/// prints. For the studio, `key` is the string it shows: a TRICORNE_TEXT template whose {1},
/// {2} … are `fill`, or a table name (a terrain, a unit kind …) with no fill; "" for a plain
/// value that is never translated (an id, a number, a side's word, a designer's text).
struct Text {
    std::string text;
    std::string key;
    std::vector<Text> fill;  ///< the values of key's placeholders, each a Text in its turn
    /// It begins a sentence: read in any language, its first letter is upper case (`text`, the
    /// English, has it so already). For a template that begins with a value ("{1} roll…").
    bool sentence = false;

    Text() = default;
    Text(std::string value) : text(std::move(value)) {}  // NOLINT: a plain value converts implicitly
    Text(const char* value) : text(value) {}              // NOLINT
    bool operator==(const Text&) const = default;
};

/// A marked template filled with `fill`: its English is the template with each {n} replaced by
/// the English of fill[n-1] (fillTemplate's rules).
Text phraseText(std::string_view text, std::vector<Text> fill = {});

/// A table name, shown as it is in English and translated by the studio.
Text nameText(std::string name);

/// A table name the English writes in lower case mid-phrase ("forest at 5,4 blocks the
/// line"), keyed by the name as the table spells it ("Forest"), which the studio translates.
Text lowerNameText(const std::string& name);

/// `text` as the start of a sentence (Text::sentence): the English's first letter in upper case.
Text asSentence(Text text);

/// The parts joined by a marked separator template of two placeholders ("{1}; {2}", "{1}, {2}",
/// "{1} or {2}"), pairwise, so the separator is the one template a translator sees. One part is
/// itself; none is the empty plain text.
Text joinTexts(const std::vector<Text>& parts, std::string_view separator);

}  // namespace tricorne
