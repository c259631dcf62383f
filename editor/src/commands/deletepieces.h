// Delete the unit and/or the leader on a hex (the Delete key on a selected hex), or every
// piece on a set of hexes as one step (Cut).
#pragma once

#include <vector>

#include "commands/pieceschange.h"

class DeletePieces : public PiecesChange {
public:
    enum Which { Unit = 1, Leader = 2, Both = 3 };
    DeletePieces(ScenarioDocument* document, tricorne::Hex hex, Which which);
    /// Both pieces of every hex in `hexes`, named `text` in the history.
    DeletePieces(ScenarioDocument* document, const std::vector<tricorne::Hex>& hexes, const QString& text);
};
