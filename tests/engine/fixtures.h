// Shared helpers for the engine tests: where the fixtures are and how to load them.
#pragma once

#include <filesystem>
#include <string>
#include <vector>

#include <catch2/catch.hpp>

#include "tricorne/io/json_io.h"
#include "tricorne/validate/validate.h"

namespace fixtures {

inline std::filesystem::path sourceDir() { return TRICORNE_SOURCE_DIR; }

/// Loads a scenario that must have the right shape; fails the test otherwise.
inline tricorne::ScenarioLoad load(const std::filesystem::path& path) {
    auto load = tricorne::loadScenarioFile(path);
    INFO(path.string());
    REQUIRE(load.scenario.has_value());
    REQUIRE(load.system != nullptr);
    return load;
}

/// The JSON of a file of the source tree (a path relative to it) that must parse; fails the
/// test otherwise.
inline nlohmann::json sourceJson(const std::string& relative) {
    auto read = tricorne::readJsonFile(sourceDir() / relative);
    INFO(relative);
    REQUIRE(read.document.has_value());
    return *read.document;
}

inline tricorne::ScenarioLoad semanticBase(const std::string& name) {
    return load(sourceDir() / "tests/data/semantic" / name);
}

/// Every file with the given ending below a folder of the source tree, sorted.
inline std::vector<std::filesystem::path> filesUnder(const std::string& folder, const std::string& ending) {
    std::vector<std::filesystem::path> out;
    for (const auto& entry : std::filesystem::recursive_directory_iterator(sourceDir() / folder)) {
        const auto name = entry.path().filename().string();
        if (entry.is_regular_file() && name.size() >= ending.size() &&
            name.compare(name.size() - ending.size(), ending.size(), ending) == 0)
            out.push_back(entry.path());
    }
    std::sort(out.begin(), out.end());
    return out;
}

/// The diagnostics with a given code.
inline tricorne::Diagnostics withCode(const tricorne::Diagnostics& all, const std::string& code) {
    tricorne::Diagnostics out;
    for (const auto& d : all)
        if (d.code == code) out.push_back(d);
    return out;
}

}  // namespace fixtures
