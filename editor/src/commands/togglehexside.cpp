#include "togglehexside.h"

#include <algorithm>

#include <QCoreApplication>

using namespace tricorne;

ToggleHexside::ToggleHexside(ScenarioDocument* document, Hex hex, Side side, const std::string& type)
    : ListChange(document, QString(), &Scenario::hexsides, current(document).hexsides) {
    const auto on = [&](const HexsideFeature& f) { return f.hex == hex && f.side == side; };
    const auto it = std::find_if(m_after.begin(), m_after.end(), on);
    if (it != m_after.end() && it->type == type) {
        std::erase_if(m_after, on);
        setText(QCoreApplication::translate("Commands", "Remove hex-side feature"));
    } else if (it != m_after.end()) {
        it->type = type;  // another feature on this side: a side holds one, so replace it
        setText(QCoreApplication::translate("Commands", "Change hex-side feature"));
    } else {
        m_after.push_back({hex, side, type});
        setText(QCoreApplication::translate("Commands", "Add hex-side feature"));
    }
}
