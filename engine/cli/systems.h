// `--system FILE`, which every command that reads a scenario takes (repeatable): game systems
// read from files beside the built-in ones (tricorne/validate/system_files.h).
#pragma once

#include <optional>
#include <ostream>
#include <string>
#include <vector>

#include "tricorne/model/system.h"

namespace CLI {
class App;
}  // namespace CLI

namespace tricorne::cli {

/// Adds `--system FILE` (repeatable) to `cmd`, bound to `files`.
void addSystemOption(CLI::App& cmd, std::vector<std::string>& files);

/// The built-in systems and those of `files`. When a file is refused (its own errors, or an id
/// that is a built-in system's or an earlier file's), prints its diagnostics and what to do on
/// `err` and returns nullopt; with `showWarnings`, a file's warnings are printed too (validate).
std::optional<SystemCatalog> systemCatalog(const std::vector<std::string>& files, std::ostream& err, bool showWarnings = false);

}  // namespace tricorne::cli
