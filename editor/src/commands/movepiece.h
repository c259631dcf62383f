// Move the unit or the leader on one hex to another (a drag on the board).
#pragma once

#include "commands/pieceschange.h"

class MovePiece : public PiecesChange {
public:
    enum class What { Unit, Leader };
    /// Moves the first `what` on `from` to `to`. Moving a unit carries the leader attached to
    /// it (on the same hex) along, unless `to` already has a leader. A no-op (isNoOp()) when
    /// there is nothing to move or `to` already holds a piece of the same kind.
    MovePiece(ScenarioDocument* document, What what, tricorne::Hex from, tricorne::Hex to);
};
