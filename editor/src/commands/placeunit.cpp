#include "commands/placeunit.h"

#include <algorithm>

#include <QCoreApplication>

#include "document/scenariotransforms.h"

PlaceUnit::PlaceUnit(ScenarioDocument* document, tricorne::Unit unit)
    : PiecesChange(document, QCoreApplication::translate("Commands", "Place unit")) {
    std::erase_if(m_units, [&](const tricorne::Unit& u) { return u.hex == unit.hex; });
    unit.id = transforms::uniqueId(unit.army, transforms::allIds(scenario()));
    m_id = unit.id;
    m_units.push_back(std::move(unit));
}
