// User-data problems: the one channel through which files are judged (docs/design/engine.md, Errors).
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "tricorne/core/hex.h"

namespace tricorne {

enum class Severity { Error, Warning };

/// Marks an English string the studio translates (a diagnostic's template, a phrase in one).
/// It expands to its argument; tests/tools/engine_strings.py finds the marked literals and
/// lists them for Qt's lupdate in editor/i18n/engine_strings.cpp, as xgettext finds _("…").
#define TRICORNE_TEXT(literal) literal

/// One value filled into a diagnostic's template.
struct DiagnosticArg {
    std::string text;  ///< the value as the English message shows it
    /// The engine string it shows, for the studio to translate: a table name (a terrain, an
    /// army, a section …) or a marked phrase whose {1}, {2} … are `fill`. "" for a value that
    /// is not translated: an id, a number, a hex, a designer's text.
    std::string key;
    std::vector<std::string> fill;  ///< values for key's placeholders, never translated

    DiagnosticArg() = default;
    DiagnosticArg(std::string value) : text(std::move(value)) {}  // NOLINT: a plain value converts implicitly
    DiagnosticArg(const char* value) : text(value) {}              // NOLINT
    bool operator==(const DiagnosticArg&) const = default;
};

/// A table name (terrain, hex side, army, unit type, faction, section, kind …): shown as it is
/// in English, translated by the studio.
DiagnosticArg nameArg(std::string name);

/// A table name shown in lower case mid-sentence ("stands on woods"); the studio translates the
/// name as the table spells it.
DiagnosticArg lowerNameArg(const std::string& name);

/// A marked phrase with its own placeholders ("the name of unit {1}"), filled with `fill`.
DiagnosticArg phraseArg(std::string_view phrase, std::vector<std::string> fill = {});

/// One finding about a file: where (RFC 6901 pointer, and the hex when there is one),
/// how bad, a stable machine-readable code, and a message a designer understands.
struct Diagnostic {
    Severity severity = Severity::Error;
    std::string code;
    std::string pointer;  ///< RFC 6901, "" is the whole document
    std::optional<Offset> hex;
    std::string message;  ///< the English sentence: `text` filled with `args`, or a fixed text
    /// The template `message` was filled from, with {1}, {2} … for `args`, marked with
    /// TRICORNE_TEXT so the studio can translate it; "" when the message is not translatable
    /// (a JSON parser's or a schema library's words), then `message` is shown as it is.
    std::string text{};
    std::vector<DiagnosticArg> args{};

    bool operator==(const Diagnostic&) const = default;
};

/// `text` with each {n} (1-based, n up to 9) replaced by values[n-1]; a placeholder with no
/// value, and any other brace, is kept as written.
std::string fillTemplate(std::string_view text, const std::vector<std::string>& values);

/// A diagnostic whose English message is `text` filled with the args' English values.
Diagnostic makeDiagnostic(Severity severity, std::string code, std::string pointer, std::optional<Offset> hex,
                          std::string_view text, std::vector<DiagnosticArg> args = {});

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
