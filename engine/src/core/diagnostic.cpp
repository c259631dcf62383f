#include "tricorne/core/diagnostic.h"
#include "tricorne/core/control_chars.h"

#include <algorithm>
#include <cstdio>

namespace tricorne {

const char* severityName(Severity s) { return s == Severity::Error ? "error" : "warning"; }

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
