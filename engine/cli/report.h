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

/// Standard input can be read only once: when `files` names "-" more than once, what to say
/// ("standard input (-) is given twice; ..."), else "". The second read would see nothing and
/// report an empty file, which says nothing of the mistake.
std::string standardInputTwice(const std::vector<std::string>& files);

/// "FILE:POINTER", or "FILE" when the pointer is "" (the whole document): where a diagnostic
/// line starts, with terminal controls escaped in both.
std::string filePlace(const std::string& file, const std::string& pointer);

/// One line per diagnostic: FILE:POINTER: SEVERITY: CODE: message (FILE: … for the whole file)
void printText(std::ostream& out, const std::vector<FileDiagnostics>& files);

/// A JSON array of {file, severity, code, pointer, hex?, message}.
void printJson(std::ostream& out, const std::vector<FileDiagnostics>& files);

}  // namespace tricorne::cli
