#include "tricorne/core/diagnostic.h"

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
        if (c == '\n') out += "\\n";
        else if (c == '\t') out += "\\t";
        else if (c == '\r') out += "\\r";
        else if (c < 0x20 || c == 0x7F) unicode(c);
        else if (c == 0xC2 && i + 1 < text.size() && static_cast<unsigned char>(text[i + 1]) >= 0x80 &&
                 static_cast<unsigned char>(text[i + 1]) <= 0x9F)
            unicode(static_cast<unsigned char>(text[++i]));  // a C1 control, U+0080–U+009F
        else if (quotes && (c == '"' || c == '\\')) (out += '\\') += static_cast<char>(c);
        else out += static_cast<char>(c);
    }
    return out;
}

}  // namespace

std::string escapeControls(std::string_view text) { return escaped(text, false); }

std::string quoteText(std::string_view text) { return '"' + escaped(text, true) + '"'; }

}  // namespace tricorne
