// Toggle a hex-side feature on one side of one hex. The feature belongs to (and protects) the
// hex it is put on; the same edge seen from the neighbour is another side of another hex.
#pragma once

#include "commands/documentcommand.h"

class ToggleHexside : public ListChange<tricorne::HexsideFeature> {
public:
    /// Removes the feature of `type` on (hex, side) when there is one; otherwise puts a
    /// `type` feature there, replacing a feature of another type on that side.
    ToggleHexside(ScenarioDocument* document, tricorne::Hex hex, tricorne::Side side, const std::string& type);
};
