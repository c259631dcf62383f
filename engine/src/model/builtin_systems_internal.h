// The game systems shipped in templates/systems/, as values. Defined by a source that
// engine/tools/embed_systems.cpp generates from those JSON files at build time; the public
// door is builtinSystems() (validate/validate.h). Not public API.
#pragma once

#include <vector>

#include "tricorne/model/system.h"

namespace tricorne {

/// Every shipped game system, in the order engine/CMakeLists.txt lists the files, equal to what
/// gameSystemFromJson reads from each (the engine tests check it).
std::vector<GameSystem> builtinSystemModels();

}  // namespace tricorne
