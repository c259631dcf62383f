// Delete the unit and/or the leader on a hex (the Delete key on a selected hex).
#pragma once

#include "pieceschange.h"

class DeletePieces : public PiecesChange {
public:
    enum Which { Unit = 1, Leader = 2, Both = 3 };
    DeletePieces(ScenarioDocument* document, tricorne::Hex hex, Which which);
};
