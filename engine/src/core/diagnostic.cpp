#include "tricorne/core/diagnostic.h"
#include "tricorne/core/control_chars.h"

#include <algorithm>
#include <cctype>
#include <cstdio>

namespace tricorne {

const char* severityName(Severity s) { return s == Severity::Error ? "error" : "warning"; }

DiagnosticArg nameArg(std::string name) {
    DiagnosticArg arg(name);
    arg.key = std::move(name);
    return arg;
}

DiagnosticArg lowerNameArg(const std::string& name) {
    DiagnosticArg arg(name);
    for (char& c : arg.text) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    arg.key = name;
    return arg;
}

DiagnosticArg phraseArg(std::string_view phrase, std::vector<std::string> fill) {
    DiagnosticArg arg(fillTemplate(phrase, fill));
    arg.key = std::string(phrase);
    arg.fill = std::move(fill);
    return arg;
}

std::string fillTemplate(std::string_view text, const std::vector<std::string>& values) {
    std::string out;
    out.reserve(text.size());
    for (std::size_t i = 0; i < text.size(); ++i) {
        if (text[i] == '{' && i + 2 < text.size() && text[i + 1] >= '1' && text[i + 1] <= '9' && text[i + 2] == '}') {
            const auto n = static_cast<std::size_t>(text[i + 1] - '1');
            if (n < values.size()) {
                out += values[n];
                i += 2;
                continue;
            }
        }
        out += text[i];
    }
    return out;
}

Diagnostic makeDiagnostic(Severity severity, std::string code, std::string pointer, std::optional<Offset> hex,
                          std::string_view text, std::vector<DiagnosticArg> args) {
    std::vector<std::string> values;
    values.reserve(args.size());
    for (const DiagnosticArg& a : args) values.push_back(a.text);
    Diagnostic d{severity, std::move(code), std::move(pointer), hex, fillTemplate(text, values)};
    d.text = std::string(text);
    d.args = std::move(args);
    return d;
}

bool hasErrors(const Diagnostics& diagnostics) {
    return std::any_of(diagnostics.begin(), diagnostics.end(),
                       [](const Diagnostic& d) { return d.severity == Severity::Error; });
}

std::string escapePointerToken(const std::string& token) {
    std::string out;
    out.reserve(token.size());
    for (char c : token) {
        if (c == '~') out += "~0";
        else if (c == '/') out += "~1";
        else out += c;
    }
    return out;
}

namespace {

/// How many bytes the control character starting at text[i] takes: 1 for a C0 control or DEL,
/// 2 for a C1 control (a terminal obeys U+009B as ESC [), 0 when none starts there.
std::size_t controlAt(std::string_view text, std::size_t i) {
    const auto c = static_cast<unsigned char>(text[i]);
    if (c < 0x20 || c == 0x7F) return 1;
    if (c == 0xC2 && i + 1 < text.size() && static_cast<unsigned char>(text[i + 1]) >= 0x80 &&
        static_cast<unsigned char>(text[i + 1]) <= 0x9F)
        return 2;
    return 0;
}

std::string escaped(std::string_view text, bool quotes) {
    std::string out;
    out.reserve(text.size() + 2);
    auto unicode = [&](unsigned code) {
        char buffer[8];
        std::snprintf(buffer, sizeof buffer, "\\u%04x", code);
        out += buffer;
    };
    for (std::size_t i = 0; i < text.size(); ++i) {
        const auto c = static_cast<unsigned char>(text[i]);
        const std::size_t control = controlAt(text, i);
        if (c == '\n') out += "\\n";
        else if (c == '\t') out += "\\t";
        else if (c == '\r') out += "\\r";
        else if (control == 1) unicode(c);
        else if (control == 2) unicode(static_cast<unsigned char>(text[++i]));  // a C1 control, U+0080–U+009F
        else if (quotes && (c == '"' || c == '\\')) (out += '\\') += static_cast<char>(c);
        else out += static_cast<char>(c);
    }
    return out;
}

}  // namespace

std::size_t firstControlCharacter(std::string_view text, std::string_view allowed) {
    for (std::size_t i = 0; i < text.size(); ++i)
        if (const std::size_t control = controlAt(text, i)) {
            if (control == 2 || allowed.find(text[i]) == std::string_view::npos) return i;
        }
    return std::string_view::npos;
}

std::string controlCharacterName(std::string_view text, std::size_t at) {
    const auto c = static_cast<unsigned char>(text[at]);
    if (c == '\n') return "a line break";
    if (c == '\t') return "a tab";
    if (c == '\r') return "a carriage return";
    char code[32];
    std::snprintf(code, sizeof code, "the control character U+%04X",
                  c == 0xC2 && at + 1 < text.size() ? static_cast<unsigned char>(text[at + 1]) : c);
    return code;
}

std::size_t characterCount(std::string_view text) {
    // Every byte but the continuation bytes 10xxxxxx starts a character.
    return static_cast<std::size_t>(
        std::count_if(text.begin(), text.end(), [](char c) { return (static_cast<unsigned char>(c) & 0xC0) != 0x80; }));
}

std::string escapeControls(std::string_view text) { return escaped(text, false); }

std::string quoteText(std::string_view text) { return '"' + escaped(text, true) + '"'; }

}  // namespace tricorne
