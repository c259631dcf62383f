// User-data problems: the one channel through which files are judged (docs/design/engine.md, Errors).
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "tricorne/core/hex.h"

namespace tricorne {

enum class Severity { Error, Warning };

/// One finding about a file: where (RFC 6901 pointer, and the hex when there is one),
/// how bad, a stable machine-readable code, and a message a designer understands.
struct Diagnostic {
    Severity severity = Severity::Error;
    std::string code;
    std::string pointer;  ///< RFC 6901, "" is the whole document
    std::optional<Offset> hex;
    std::string message;

    bool operator==(const Diagnostic&) const = default;
};

using Diagnostics = std::vector<Diagnostic>;

/// "error" / "warning".
const char* severityName(Severity s);

/// True when any diagnostic is an error.
bool hasErrors(const Diagnostics& diagnostics);

/// Escapes one reference token for a JSON pointer (~ → ~0, / → ~1).
std::string escapePointerToken(const std::string& token);

/// `text` with every terminal control character written as a JSON escape (\n, \u001b …):
/// C0 controls, DEL and the C1 controls U+0080–U+009F (a terminal obeys those too). Other
/// bytes, invalid UTF-8 included, are kept. Every text a file supplies passes through this
/// before it reaches a message, so a file cannot drive the terminal that prints it.
std::string escapeControls(std::string_view text);

/// `text` in double quotes, escaped as escapeControls() does, plus \" and \\.
std::string quoteText(std::string_view text);

}  // namespace tricorne
