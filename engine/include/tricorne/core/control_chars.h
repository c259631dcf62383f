// Control characters in text from files: the one definition that validation, table import and
// output escaping (escapeControls, diagnostic.h) share, so the text refused at the door and the
// text escaped on the way out are the same set.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

namespace tricorne {

/// The byte offset of the first terminal control character in `text` — a C0 control, DEL or
/// a C1 control U+0080–U+009F (UTF-8 C2 80–C2 9F) — that `allowed` does not list, or npos.
/// `allowed` names C0 controls only ("\t\n" for multi-line text); a C1 control is never text.
std::size_t firstControlCharacter(std::string_view text, std::string_view allowed = {});

/// What a message calls the control character at byte `at` of `text` (firstControlCharacter):
/// "a line break", "a tab", "a carriage return" or "the control character U+001B".
std::string controlCharacterName(std::string_view text, std::size_t at);

/// How many characters (Unicode code points) the UTF-8 `text` holds: what a schema's maxLength
/// counts and what a message about length must say ("é" is one character, two bytes).
std::size_t characterCount(std::string_view text);

}  // namespace tricorne
