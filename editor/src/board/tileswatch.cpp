#include "board/tileswatch.h"

#include <cmath>

#include <QPainter>

#include "board/boardpainter.h"
#include "common/boardgeometry.h"

TileSwatch::TileSwatch(QQuickItem* parent) : QQuickPaintedItem(parent), m_painter(std::make_unique<BoardPainter>()) {
    setAntialiasing(true);
}

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

void TileSwatch::setDetail(qreal detail) {
    if (qFuzzyCompare(m_detail, detail) || !(detail > 0)) return;
    m_detail = detail;
    updateTextureSize();
    emit changed();
}

void TileSwatch::geometryChange(const QRectF& newGeometry, const QRectF& oldGeometry) {
    QQuickPaintedItem::geometryChange(newGeometry, oldGeometry);
    if (newGeometry.size() != oldGeometry.size()) updateTextureSize();
}

void TileSwatch::updateTextureSize() {
    if (width() <= 0 || height() <= 0) return;
    // paint() keeps drawing in item pixels: Qt scales the painter to the texture.
    const QSize size(static_cast<int>(std::ceil(width() * m_detail)), static_cast<int>(std::ceil(height() * m_detail)));
    if (size == textureSize()) return;
    setTextureSize(size);
    update();
}

void TileSwatch::paint(QPainter* painter) {
    if (width() <= 0 || height() <= 0) return;
    // A hex is 2 s wide corner to corner; leave room for the edge and a river's band.
    const qreal fit = std::min(width(), height()) / (2.1 * BoardGeometry::kHexSize);
    QList<int> exits;
    for (const QVariant& exit : m_exits) exits << exit.toInt();
    painter->translate(width() / 2, height() / 2);
    painter->scale(fit, fit);
    m_painter->paintTerrainTile(*painter, m_terrain, exits, m_edge, m_edgeWidth);
}
