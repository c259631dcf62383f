// Place a new leader on a hex, replacing the leader there (the hex shows one leader).
#pragma once

#include "commands/pieceschange.h"

class PlaceLeader : public PiecesChange {
public:
    /// `leader.id` is ignored: the leader gets a fresh id ("<army>-leader-<n>").
    PlaceLeader(ScenarioDocument* document, tricorne::Leader leader);
};
