#include "systems.h"

#include <filesystem>

#include <CLI/CLI.hpp>

#include "report.h"
#include "tricorne/validate/system_files.h"

namespace tricorne::cli {

void addSystemOption(CLI::App& cmd, std::vector<std::string>& files) {
    cmd.add_option("--system", files,
                   "a game system of your own (a *.tricorne-system.json file) besides the built-in ones; repeat for more. Its id may be "
                   "neither a built-in system's nor another file's")
        ->allow_extra_args(false);
}

std::optional<SystemCatalog> systemCatalog(const std::vector<std::string>& files, std::ostream& err, bool showWarnings) {
    if (const auto twice = standardInputTwice(files); !twice.empty()) {
        err << "tricorne: --system: " << twice << '\n';
        return std::nullopt;
    }
    std::vector<std::filesystem::path> paths(files.begin(), files.end());
    SystemCatalogLoad load = systemCatalogWith(paths);
    std::vector<FileDiagnostics> shown;
    for (auto& [file, diagnostics] : load.files) {
        Diagnostics kept;
        for (auto& d : diagnostics)
            if (showWarnings || d.severity == Severity::Error) kept.push_back(std::move(d));
        if (!kept.empty()) shown.push_back({file, std::move(kept)});
    }
    printText(err, shown);
    if (!load.ok()) {
        err << "tricorne: a game system given with --system is refused (above); fix it, or leave it out\n";
        return std::nullopt;
    }
    return std::move(load.catalog);
}

}  // namespace tricorne::cli
