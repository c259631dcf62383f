#include "tileswatch.h"

#include <QPainter>

#include "boardgeometry.h"
#include "boardpainter.h"

TileSwatch::TileSwatch(QQuickItem* parent) : QQuickPaintedItem(parent) { setAntialiasing(true); }

TileSwatch::~TileSwatch() = default;

void TileSwatch::changedSo() {
    update();
    emit changed();
}

void TileSwatch::setTerrain(const QString& terrain) {
    if (m_terrain == terrain) return;
    m_terrain = terrain;
    changedSo();
}

void TileSwatch::setExits(const QVariantList& exits) {
    if (m_exits == exits) return;
    m_exits = exits;
    changedSo();
}

void TileSwatch::setEdge(const QColor& edge) {
    if (m_edge == edge) return;
    m_edge = edge;
    changedSo();
}

void TileSwatch::setEdgeWidth(qreal width) {
    if (qFuzzyCompare(m_edgeWidth, width)) return;
    m_edgeWidth = width;
    changedSo();
}

void TileSwatch::setTheme(QObject* theme) {
    if (m_theme == theme) return;
    m_theme = theme;
    m_painter.reset(theme ? new BoardPainter(*theme) : nullptr);
    changedSo();
}

void TileSwatch::paint(QPainter* painter) {
    if (!m_painter || width() <= 0 || height() <= 0) return;
    // A hex is 2 s wide corner to corner; leave room for the edge and a river's band.
    const qreal fit = std::min(width(), height()) / (2.1 * BoardGeometry::kHexSize);
    QList<int> exits;
    for (const QVariant& exit : m_exits) exits << exit.toInt();
    painter->translate(width() / 2, height() / 2);
    painter->scale(fit, fit);
    m_painter->paintTerrainTile(*painter, m_terrain, exits, m_edge, m_edgeWidth);
}
