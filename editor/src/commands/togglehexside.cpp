#include "commands/togglehexside.h"

#include <algorithm>

#include <QCoreApplication>

#include "common/fromengine.h"
#include "document/scenariodocument.h"
#include "tricorne/model/system.h"

using namespace tricorne;

ToggleHexside::ToggleHexside(ScenarioDocument* document, Hex hex, Side side, const std::string& type)
    : ListChange(document, QString(), &Scenario::hexsides, current(document).hexsides) {
    const auto on = [&](const HexsideFeature& f) { return f.hex == hex && f.side == side; };
    const auto it = std::find_if(m_after.begin(), m_after.end(), on);
    // Named with the feature and the hex ("Add field works at 6,3"), so that the history and
    // the balance panel's comparison between runs say what changed.
    const HexsideType* known = document->system() ? document->system()->hexsideType(type) : nullptr;
    const QString what = known ? QString::fromStdString(known->name) : QString::fromStdString(type);
    const QString where = hexText(hex);
    if (it != m_after.end() && it->type == type) {
        std::erase_if(m_after, on);
        setText(QCoreApplication::translate("Commands", "Remove %1 at %2").arg(what, where));
    } else if (it != m_after.end()) {
        it->type = type;  // another feature on this side: a side holds one, so replace it
        setText(QCoreApplication::translate("Commands", "Change hex side to %1 at %2").arg(what, where));
    } else {
        m_after.push_back({hex, side, type});
        setText(QCoreApplication::translate("Commands", "Add %1 at %2").arg(what, where));
    }
}
