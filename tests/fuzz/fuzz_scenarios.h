// The shipped battles the game and log targets play on, loaded once per process.
#pragma once

#include <deque>
#include <filesystem>
#include <string>

#include "fuzz_check.h"
#include "tricorne/model/rules.h"
#include "tricorne/validate/validate.h"

namespace fuzz {

/// Rules for a scenario of the source tree (a path relative to it); aborts if it does not
/// load. The game system comes from the built-in catalog, which lives as long as the process.
inline const tricorne::Rules& shippedRules(const std::string& relative) {
    static std::deque<std::pair<std::string, tricorne::Rules>> loaded;
    for (const auto& [name, r] : loaded)
        if (name == relative) return r;
    const auto load = tricorne::loadScenarioFile(std::filesystem::path(TRICORNE_SOURCE_DIR) / relative);
    FUZZ_CHECK(load.scenario && load.system && !tricorne::hasErrors(load.diagnostics), relative + " does not load");
    loaded.emplace_back(relative, tricorne::Rules(*load.scenario, *load.system));
    return loaded.back().second;
}

}  // namespace fuzz
