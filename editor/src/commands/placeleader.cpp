#include "commands/placeleader.h"

#include <algorithm>

#include <QCoreApplication>

#include "document/scenariotransforms.h"

PlaceLeader::PlaceLeader(ScenarioDocument* document, tricorne::Leader leader)
    : PiecesChange(document, QCoreApplication::translate("Commands", "Place leader")) {
    std::erase_if(m_leaders, [&](const tricorne::Leader& l) { return l.hex == leader.hex; });
    leader.id = transforms::uniqueId(leader.army + "-leader", transforms::allIds(scenario()));
    m_leaders.push_back(std::move(leader));
}
