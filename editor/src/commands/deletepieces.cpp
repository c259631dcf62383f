#include "commands/deletepieces.h"

#include <algorithm>

#include <QCoreApplication>

using namespace tricorne;

DeletePieces::DeletePieces(ScenarioDocument* document, Hex hex, Which which)
    : PiecesChange(document, which == Unit     ? QCoreApplication::translate("Commands", "Delete unit")
                             : which == Leader ? QCoreApplication::translate("Commands", "Delete leader")
                                               : QCoreApplication::translate("Commands", "Delete pieces")) {
    if (which & Unit) std::erase_if(m_units, [hex](const tricorne::Unit& u) { return u.hex == hex; });
    if (which & Leader) std::erase_if(m_leaders, [hex](const tricorne::Leader& l) { return l.hex == hex; });
}

DeletePieces::DeletePieces(ScenarioDocument* document, const std::vector<Hex>& hexes, const QString& text)
    : PiecesChange(document, text) {
    const auto chosen = [&hexes](Hex hex) { return std::find(hexes.begin(), hexes.end(), hex) != hexes.end(); };
    std::erase_if(m_units, [&](const tricorne::Unit& u) { return chosen(u.hex); });
    std::erase_if(m_leaders, [&](const tricorne::Leader& l) { return chosen(l.hex); });
}
