#include "commands/movepiece.h"

#include <algorithm>

#include <QCoreApplication>

using namespace tricorne;

MovePiece::MovePiece(ScenarioDocument* document, What what, Hex from, Hex to)
    : PiecesChange(document, what == What::Unit ? QCoreApplication::translate("Commands", "Move unit")
                                                : QCoreApplication::translate("Commands", "Move leader")) {
    if (from == to) return;
    const auto unitOn = [&](Hex h) { return std::find_if(m_units.begin(), m_units.end(), [h](const Unit& u) { return u.hex == h; }); };
    const auto leaderOn = [&](Hex h) {
        return std::find_if(m_leaders.begin(), m_leaders.end(), [h](const Leader& l) { return l.hex == h; });
    };
    if (what == What::Unit) {
        const auto unit = unitOn(from);
        if (unit == m_units.end() || unitOn(to) != m_units.end()) return;
        unit->hex = to;
        const auto leader = leaderOn(from);
        if (leader != m_leaders.end() && leaderOn(to) == m_leaders.end()) leader->hex = to;
    } else {
        const auto leader = leaderOn(from);
        if (leader == m_leaders.end() || leaderOn(to) != m_leaders.end()) return;
        leader->hex = to;
    }
}
