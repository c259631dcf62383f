// How the CLI prints diagnostics (docs/design/cli.md): text lines or one JSON array.
#pragma once

#include <ostream>
#include <string>
#include <vector>

#include "tricorne/core/diagnostic.h"

namespace tricorne::cli {

struct FileDiagnostics {
    std::string file;
    Diagnostics diagnostics;
};

/// One line per diagnostic: FILE:POINTER: SEVERITY: CODE: message
void printText(std::ostream& out, const std::vector<FileDiagnostics>& files);

/// A JSON array of {file, severity, code, pointer, hex?, message}.
void printJson(std::ostream& out, const std::vector<FileDiagnostics>& files);

}  // namespace tricorne::cli
