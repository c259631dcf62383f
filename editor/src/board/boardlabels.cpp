#include "boardlabels.h"

#include <QPainter>

#include "boardground.h"
#include "boardpainter.h"

BoardLabels::BoardLabels(QQuickItem* parent) : QQuickPaintedItem(parent) {
    setAntialiasing(true);
    setAcceptedMouseButtons(Qt::NoButton);
}

BoardLabels::~BoardLabels() = default;

void BoardLabels::setModel(BoardModel* model) {
    if (m_model == model) return;
    if (m_model) disconnect(m_model, nullptr, this, nullptr);
    m_model = model;
    if (m_model) {
        connect(m_model, &BoardModel::labelsChanged, this, [this] { update(); });
        connect(m_model, &QObject::destroyed, this, &BoardLabels::rebuildPainter);
    }
    rebuildPainter();
    emit modelChanged();
}

void BoardLabels::setTheme(QObject* theme) {
    if (m_theme == theme) return;
    m_theme = theme;
    rebuildPainter();
    emit themeChanged();
}

void BoardLabels::setDetail(qreal detail) {
    if (qFuzzyCompare(m_detail, detail) || !(detail > 0)) return;
    m_detail = detail;
    updateTextureSize();
    emit detailChanged();
}

void BoardLabels::paint(QPainter* painter) {
    if (m_painter) m_painter->paintLabels(*painter);  // the item's origin is the board's
}

void BoardLabels::geometryChange(const QRectF& newGeometry, const QRectF& oldGeometry) {
    QQuickPaintedItem::geometryChange(newGeometry, oldGeometry);
    if (newGeometry.size() != oldGeometry.size()) updateTextureSize();
}

void BoardLabels::rebuildPainter() {
    m_painter.reset();
    if (m_model && m_theme) m_painter = std::make_unique<BoardPainter>(*m_model, *m_theme);
    update();
}

void BoardLabels::updateTextureSize() {
    if (width() <= 0 || height() <= 0) return;
    const QSize size = BoardGround::textureSizeFor(this->size(), m_detail);
    if (size == textureSize()) return;
    setTextureSize(size);
    update();
}
