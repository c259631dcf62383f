#include "tricorne/diagnostic.h"

#include <algorithm>

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

}  // namespace tricorne
