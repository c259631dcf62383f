// Place a new unit on a hex, replacing the unit there (the hex shows one unit).
#pragma once

#include "commands/pieceschange.h"

class PlaceUnit : public PiecesChange {
public:
    /// `unit.id` is ignored: the unit gets a fresh id ("<army>-<n>").
    PlaceUnit(ScenarioDocument* document, tricorne::Unit unit);
    /// The id the placed unit received.
    const std::string& unitId() const { return m_id; }

private:
    std::string m_id;
};
