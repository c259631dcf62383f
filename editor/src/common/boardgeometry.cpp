#include "common/boardgeometry.h"

#include <algorithm>
#include <cmath>
#include <numbers>

#include "tricorne/core/board.h"

namespace {

constexpr qreal kSqrt3 = 1.7320508075688772;

/// The centre of hex [0,0]: every other centre is measured from here.
QPointF origin() {
    return {BoardGeometry::kMargin + BoardGeometry::hexWidthUnits() / 2.0, BoardGeometry::kMargin + BoardGeometry::kHexSize};
}

}  // namespace

BoardGeometry::BoardGeometry(QObject* parent) : QObject(parent) {}

qreal BoardGeometry::hexWidthUnits() { return kSqrt3 * kHexSize; }

QSizeF BoardGeometry::boardSize(const tricorne::BoardShape& shape) {
    // Even rows are the widest (odd rows hold one fewer, half a hex to the right, so they end
    // where the even rows do); the rows overlap by a quarter hex each. A board larger than the
    // frame is drawn to the frame only (the models hold the frame's hexes).
    const int columns = std::clamp(shape.columns, 1, tricorne::board::kEvenRowHexes);
    const int rows = std::clamp(shape.rows, 1, tricorne::board::kRows);
    const qreal width = columns * hexWidthUnits() + 2 * kMargin;
    const qreal height = (2.0 + 1.5 * (rows - 1)) * kHexSize + 2 * kMargin;
    return {width, height};
}

QPointF BoardGeometry::hexCentre(tricorne::Offset offset) {
    const QPointF o = origin();
    return {o.x() + hexWidthUnits() * (offset.col + 0.5 * (offset.row & 1)), o.y() + kHexSize * 1.5 * offset.row};
}

std::optional<tricorne::Offset> BoardGeometry::offsetAt(QPointF boardPoint, const tricorne::BoardShape& shape) {
    // Pixel → fractional axial → cube rounding (Red Blob Games, "pixel to hex").
    const QPointF p = boardPoint - origin();
    const double q = (kSqrt3 / 3.0 * p.x() - 1.0 / 3.0 * p.y()) / kHexSize;
    const double r = (2.0 / 3.0 * p.y()) / kHexSize;
    const double s = -q - r;
    double rq = std::round(q), rr = std::round(r);
    const double rs = std::round(s);
    const double dq = std::abs(rq - q), dr = std::abs(rr - r), ds = std::abs(rs - s);
    if (dq > dr && dq > ds)
        rq = -rr - rs;
    else if (dr > ds)
        rr = -rq - rs;
    const tricorne::Hex hex{static_cast<int>(rq), static_cast<int>(rr)};
    const tricorne::Offset offset = tricorne::toOffset(hex);
    if (!onBoard(offset, shape)) return std::nullopt;
    return offset;
}

qreal BoardGeometry::sectionLineX(int col) { return hexCentre({col, 0}).x(); }

QRectF BoardGeometry::boardArea(QSizeF windowSize) {
    const qreal top = kMenuBarHeight + kToolBarHeight;
    return {kToolPanelWidth, top, std::max(0.0, windowSize.width() - kToolPanelWidth - kSidePanelWidth),
            std::max(0.0, windowSize.height() - top - kStatusBarHeight)};
}

qreal BoardGeometry::fitScale(QSizeF area, const tricorne::BoardShape& shape) {
    const QSizeF board = boardSize(shape);
    return std::max(0.0, std::min(area.width() / board.width(), area.height() / board.height()));
}

QRectF BoardGeometry::fitBoard(QRectF area, const tricorne::BoardShape& shape) {
    const qreal scale = fitScale(area.size(), shape);
    const QSizeF size = boardSize(shape) * scale;
    return {area.x() + (area.width() - size.width()) / 2.0, area.y() + (area.height() - size.height()) / 2.0, size.width(),
            size.height()};
}

QPointF BoardGeometry::windowPoint(QSizeF windowSize, tricorne::Offset offset, const tricorne::BoardShape& shape) {
    const QRectF area = boardArea(windowSize);
    const QRectF board = fitBoard(area, shape);
    const qreal scale = fitScale(area.size(), shape);
    return board.topLeft() + hexCentre(offset) * scale;
}

QPointF BoardGeometry::centreOf(int col, int row) const { return hexCentre({col, row}); }

QList<QPointF> BoardGeometry::hexCorners(qreal factor) {
    // Pointy-top: corners at -90°, -30°, 30°, 90°, 150°, 210°.
    QList<QPointF> points;
    for (int i = 0; i <= 6; ++i) {
        const double angle = (-90.0 + 60.0 * (i % 6)) * std::numbers::pi / 180.0;
        points.append({factor * kHexSize * std::cos(angle), factor * kHexSize * std::sin(angle)});
    }
    return points;
}

