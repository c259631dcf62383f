// Small conversions from the engine's types to the studio's, defined once for every file
// that shows engine data (they used to be copied into each).
#pragma once

#include <cstddef>
#include <string>

#include <QString>

#include "tricorne/core/hex.h"

/// The engine's UTF-8 text as a QString.
inline QString qs(const std::string& s) { return QString::fromStdString(s); }

/// A hex as the engine's messages name it ("col,row").
inline QString hexText(tricorne::Hex h) { return qs(tricorne::formatHex(h)); }

/// An engine index (a unit, leader, card or rule number, never negative where it is used as
/// one) as a container position.
inline std::size_t at(int index) { return static_cast<std::size_t>(index); }
