#include "editing/watchedhex.h"

#include "editing/scenarioeditor.h"
#include "tricorne/core/board.h"

using namespace tricorne;

namespace {

bool onBoard(const ScenarioDocument* document, int col, int row) {
    return document && document->scenario() && document->onBoard(Offset{col, row});
}

}  // namespace

WatchedHex::WatchedHex(QObject* parent) : QObject(parent) {}

void WatchedHex::setDocument(ScenarioDocument* document) {
    if (document == m_document) return;
    disconnect(m_connection);
    m_document = document;
    if (m_document) m_connection = connect(m_document, &ScenarioDocument::scenarioChanged, this, &WatchedHex::scenarioChanged);
    emit documentChanged();
    reread();
}

void WatchedHex::select(int col, int row) {
    if (col == m_col && row == m_row) return;
    m_col = col;
    m_row = row;
    emit hexChanged();
    reread();
}

void WatchedHex::scenarioChanged(const ScenarioChange& change) {
    if (change.parts & ScenarioChange::System) {
        // Another scenario: a selected hex named a place in the old battle.
        if (m_forgetsOnNewScenario && (m_col != -1 || m_row != -1)) {
            m_col = m_row = -1;
            emit hexChanged();
        }
        reread();
        return;
    }
    const Offset o{m_col, m_row};
    if (!m_document || !m_document->onBoard(o)) return;
    const auto changed = [&](Hex h) { return board::contains(h) && change.hexes.test(static_cast<std::size_t>(board::indexOf(h))); };
    bool mine = changed(toAxial(o));
    // A hex-side feature belongs to one hex but lies on its neighbour's edge too, and the
    // ground's description names it on both: a terrain edit next door may concern this hex.
    if (!mine && (change.parts & ScenarioChange::Terrain))
        for (int s = 0; s < 6 && !mine; ++s) mine = changed(neighbour(toAxial(o), static_cast<Side>(s)));
    if (mine) reread();
}

void WatchedHex::reread() {
    const bool valid = onBoard(m_document, m_col, m_row);
    QVariantMap pieces = ScenarioEditor::piecesOf(m_document, m_col, m_row);
    QStringList effects = ScenarioEditor::terrainEffectsOf(m_document, m_col, m_row);
    QString description = valid ? m_document->board()->describeHex(m_col, m_row) : QString();
    if (valid == m_valid && pieces == m_pieces && effects == m_terrainEffects && description == m_description) return;
    m_valid = valid;
    m_pieces = std::move(pieces);
    m_terrainEffects = std::move(effects);
    m_description = std::move(description);
    emit contentsChanged();
}
