#include "commands/pieceschange.h"

PiecesChange::PiecesChange(ScenarioDocument* document, const QString& text)
    : DocumentCommand(document, text),
      m_units(scenario().units),
      m_leaders(scenario().leaders),
      m_unitsBefore(m_units),
      m_leadersBefore(m_leaders) {}

void PiecesChange::redo() {
    scenario().units = m_units;
    scenario().leaders = m_leaders;
    changed(change());
}

void PiecesChange::undo() {
    scenario().units = m_unitsBefore;
    scenario().leaders = m_leadersBefore;
    changed(change());
}

ScenarioChange PiecesChange::change() const {
    ScenarioChange change;
    change.addList(m_unitsBefore, m_units);
    change.addList(m_leadersBefore, m_leaders);
    return change;
}
