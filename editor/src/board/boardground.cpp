#include "board/boardground.h"

#include <algorithm>
#include <cmath>

#include <QPainter>

#include "board/boardpainter.h"

BoardGround::BoardGround(QQuickItem* parent) : QQuickPaintedItem(parent) {
    setAntialiasing(true);
    setMipmap(false);
}

BoardGround::~BoardGround() = default;

void BoardGround::setModel(BoardModel* model) {
    if (m_model == model) return;
    if (m_model) disconnect(m_model, nullptr, this, nullptr);
    m_model = model;
    if (m_model) {
        connect(m_model, &QAbstractItemModel::dataChanged, this, &BoardGround::repaintRows);
        connect(m_model, &QAbstractItemModel::modelReset, this, [this] { update(); });
        connect(m_model, &QObject::destroyed, this, &BoardGround::rebuildPainter);
    }
    rebuildPainter();
    emit modelChanged();
}

void BoardGround::setDetail(qreal detail) {
    if (qFuzzyCompare(m_detail, detail) || !(detail > 0)) return;
    m_detail = detail;
    updateTextureSize();
    emit detailChanged();
}

void BoardGround::paint(QPainter* painter) {
    if (!m_painter) return;
    // Painted in board units: the item's own rectangle is its part of the board. The scene
    // graph clips the painter to the dirty region; only the hexes reaching into it are drawn.
    painter->translate(-position());
    const QRectF area = painter->hasClipping() ? painter->clipBoundingRect() : QRectF(position(), size());
    m_painter->paintGround(*painter, area);
}

void BoardGround::geometryChange(const QRectF& newGeometry, const QRectF& oldGeometry) {
    QQuickPaintedItem::geometryChange(newGeometry, oldGeometry);
    if (newGeometry.size() != oldGeometry.size()) updateTextureSize();
}

void BoardGround::rebuildPainter() {
    m_painter.reset();
    if (m_model) m_painter = std::make_unique<BoardPainter>(*m_model);
    update();
}

void BoardGround::updateTextureSize() {
    if (width() <= 0 || height() <= 0) return;
    // Snap up to a power of √2: a wheel zoom of 15% a step re-renders the ground every
    // second or third step, not at each.
    qreal scale = std::pow(2.0, std::ceil(std::log2(m_detail) * 2.0 - 1e-9) / 2.0);
    scale = std::min(scale, kMaxTextureSide / std::max(width(), height()));
    const QSize size(static_cast<int>(std::ceil(width() * scale)), static_cast<int>(std::ceil(height() * scale)));
    if (size == textureSize()) return;
    setTextureSize(size);
    update();
}

void BoardGround::repaintRows(const QModelIndex& first, const QModelIndex& last, const QList<int>& roles) {
    if (!m_painter) return;
    // Sections: the hexes a dotted line moves across when the system's board changes.
    static const QList<int> drawn = {BoardModel::TerrainRole, BoardModel::ExitsRole, BoardModel::HexsidesRole,
                                     BoardModel::IsBaselineRole, BoardModel::OnBoardRole, BoardModel::SectionsRole};
    if (!roles.isEmpty() && std::none_of(roles.begin(), roles.end(), [](int role) { return drawn.contains(role); }))
        return;
    QRectF dirty;
    for (int row = first.row(); row <= last.row(); ++row) dirty |= m_painter->hexBounds(row);
    dirty &= QRectF(position(), size());   // board units; this item shows only its part
    if (!dirty.isEmpty()) update(dirty.translated(-position()).toAlignedRect());
}
