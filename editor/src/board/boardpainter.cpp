#include "board/boardpainter.h"

#include <algorithm>
#include <array>
#include <cmath>

#include <QBuffer>
#include <QFontMetricsF>
#include <QtMath>
#include <QPainter>
#include <QPainterPath>
#include <QPolygonF>
#include <QSvgGenerator>

#include "board/svgtitle.h"
#include "common/boardgeometry.h"
#include "common/palette.h"
#include "common/unitsymbol.h"
#include "document/boardmodel.h"

// Every size below is the one of the QML item that draws the same thing (named in each
// function), in hex sizes (s) or board units, so that the SVG looks like the window's board.

namespace {

constexpr qreal s = BoardGeometry::kHexSize;
using P = Palette;

/// Spots around a hex's rim where terrain symbols stand, in hex sizes from the centre (upper
/// left/right, left/right, top, lower left/right): clear of a unit block.
constexpr std::array<QPointF, 7> kRimSpots{{{-0.5, -0.42}, {0.5, -0.42}, {-0.62, 0.12}, {0.62, 0.12}, {0, -0.66}, {-0.3, 0.6}, {0.3, 0.6}}};

QPen pen(const QColor& colour, qreal width, Qt::PenCapStyle cap = Qt::SquareCap, Qt::PenJoinStyle join = Qt::BevelJoin) {
    return QPen(colour, width, Qt::SolidLine, cap, join);
}

QPolygonF scaled(std::initializer_list<QPointF> points, qreal factor) {
    QPolygonF polygon;
    for (const QPointF& point : points) polygon << point * factor;
    return polygon;
}

/// Text of `pixelSize` board units in `box`. A QFont's pixel size is an integer, too coarse
/// in board units (a coordinate label is 9.1 units high): the text is drawn at 100 px, scaled.
void drawText(QPainter& p, const QRectF& box, int flags, const QString& text, qreal pixelSize, bool bold = false) {
    constexpr qreal kDrawn = 100.0;
    const qreal k = pixelSize / kDrawn;
    QFont font = p.font();
    font.setPixelSize(static_cast<int>(kDrawn));
    font.setBold(bold);
    p.save();
    p.setFont(font);
    p.translate(box.topLeft());
    p.scale(k, k);
    p.drawText(QRectF(QPointF(0, 0), box.size() / k), flags, text);
    p.restore();
}

/// The point at `distance` from the hex centre towards side `side` (LinearTerrain.sidePoint).
QPointF sidePoint(int side, qreal distance) {
    const qreal a = qDegreesToRadians(BoardGeometry::sideDegrees(side));
    return {distance * std::cos(a), distance * std::sin(a)};
}

/// `c` in grey of the same lightness.
QColor grey(const QColor& c) {
    const int l = qGray(c.rgb());
    return QColor(l, l, l, c.alpha());
}

/// Save ink's colour for the palette's colour `which` (`c`): water, roads and the table drawn
/// as their edges on white paper, every other colour in grey.
QColor inked(QColor P::* which, const QColor& c) {
    for (QColor P::* white : {&P::riverWater, &P::streamWater, &P::fordWater, &P::roadSurface, &P::tableEdge})
        if (which == white) return Qt::white;
    if (which == &P::riverBank || which == &P::streamBank) return QColor(0x40, 0x40, 0x40);
    if (which == &P::roadEdge) return QColor(0x80, 0x80, 0x80);
    return grey(c);
}

}  // namespace

QColor BoardPainter::colour(QColor Palette::* which) const {
    const QColor c = m_palette.*which;
    return m_saveInk ? inked(which, c) : c;
}

QVariant BoardPainter::at(int hex, int role) const { return m_model->data(m_model->index(hex), role); }

QColor BoardPainter::ground(const QString& terrain, bool baseline) const {
    if (m_saveInk) return Qt::white;   // no ground fills: the terrain's symbols say it all
    return terrainFill(m_palette, terrain, baseline);
}

void BoardPainter::paint(QPainter& painter) const {
    paintGround(painter, QRectF());
    paintLabels(painter);   // printed on the map, as on the board game's: a piece stands over a name
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    for (int i = 0; i < m_model->rowCount(); ++i) {   // HexPieces.qml: the block, the leader below it, the objective over both
        painter.save();
        painter.translate(at(i, BoardModel::XRole).toReal(), at(i, BoardModel::YRole).toReal());
        const bool hasUnit = at(i, BoardModel::HasUnitRole).toBool();
        const bool hasLeader = at(i, BoardModel::HasLeaderRole).toBool();
        if (hasUnit) {
            painter.save();
            painter.translate(0, hasLeader ? -s * 0.19 : 0);
            paintUnit(painter, QColor(at(i, BoardModel::UnitColorRole).toString()), m_model->unitSymbolAt(i),
                      at(i, BoardModel::UnitBlocksRole).toInt(), at(i, BoardModel::UnitChiefRole).toBool());
            painter.restore();
        }
        if (hasLeader) {
            painter.save();
            painter.translate(0, hasUnit ? s * 0.36 : 0);
            paintLeader(painter, at(i, BoardModel::LeaderNameRole).toString(), QColor(at(i, BoardModel::LeaderColorRole).toString()));
            painter.restore();
        }
        if (at(i, BoardModel::HasObjectiveRole).toBool()) {
            painter.save();
            painter.translate(s * 0.27, s * 0.02);
            const QString holder = at(i, BoardModel::ObjectiveHolderColorRole).toString();
            paintObjective(painter, at(i, BoardModel::ObjectiveBannersRole).toString(), at(i, BoardModel::ObjectiveSidesRole).toList(),
                           at(i, BoardModel::ObjectiveKindRole).toString(), holder.isEmpty() ? QColor() : QColor(holder));
            painter.restore();
        }
        painter.restore();
    }
    painter.restore();
}

namespace {
// A label is a third of a hex high: read at a glance, and two words span about two hexes. Its
// letters are drawn at 100 px and scaled, as drawText does; the halo is a 22 px stroke there.
constexpr qreal kLabelPixels = BoardGeometry::kHexSize * 0.36;
constexpr qreal kLabelDrawn = 100.0;
constexpr qreal kLabelHalo = 22.0;
}  // namespace

std::vector<BoardPainter::PlacedLabel> BoardPainter::placedLabels() const {
    QFont font;
    font.setPixelSize(static_cast<int>(kLabelDrawn));
    font.setItalic(true);
    font.setBold(true);
    // No extra letter spacing: QSvgGenerator does not write it, and the SVG's <text> must sit
    // on its halo (the path of the same letters) as the board's does.
    const QFontMetricsF metrics(font);
    // Whatever a label's rotation, its letters and halo stay on the board: one anchored at an
    // edge hex is moved inwards rather than cut by the table's edge or the sheet's frame.
    const QRectF board = QRectF(QPointF(), BoardGeometry::boardSize(m_model->shape())).adjusted(4, 4, -4, -4);
    std::vector<PlacedLabel> placed;
    for (const QVariant& entry : m_model->labels()) {
        const QVariantMap label = entry.toMap();
        const QString text = label.value(QStringLiteral("text")).toString().toUpper();
        PlacedLabel one;
        one.text = text;
        one.font = font;
        one.origin = QPointF(-metrics.horizontalAdvance(text) / 2, (metrics.ascent() - metrics.descent()) / 2);
        one.path.addText(one.origin, font, text);
        // In the lower part of its hex, so that the hex's own picture (a river, a house) and
        // its coordinates at the top stay visible, and a unit at its centre covers little.
        const QPointF centre = label.value(QStringLiteral("centre")).toPointF();
        one.transform.translate(centre.x(), centre.y());
        one.transform.rotate(label.value(QStringLiteral("rotation")).toReal());
        one.transform.translate(0, s * 0.62);
        one.transform.scale(kLabelPixels / kLabelDrawn, kLabelPixels / kLabelDrawn);
        const QRectF box = one.outline().boundingRect();
        const qreal dx = box.left() < board.left() ? board.left() - box.left() : std::min(0.0, board.right() - box.right());
        const qreal dy = box.top() < board.top() ? board.top() - box.top() : std::min(0.0, board.bottom() - box.bottom());
        one.transform *= QTransform::fromTranslate(dx, dy);
        placed.push_back(std::move(one));
    }
    return placed;
}

QPolygonF BoardPainter::PlacedLabel::outline() const {
    const qreal halo = kLabelHalo / 2;
    return transform.map(QPolygonF(path.boundingRect().adjusted(-halo, -halo, halo, halo)));
}

void BoardPainter::paintLabels(QPainter& painter) const {
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    for (const PlacedLabel& label : placedLabels()) {
        painter.save();
        painter.setTransform(label.transform, true);
        // The halo first (a wide light stroke of the letters' outline), then the letters over it
        // as text, so that an SVG holds the name as a <text> a reader can select and search
        // (QSvgGenerator writes drawn text escaped).
        painter.strokePath(label.path, pen(colour(&P::labelHalo), kLabelHalo, Qt::RoundCap, Qt::RoundJoin));
        painter.setFont(label.font);
        painter.setPen(colour(&P::labelText));
        painter.drawText(label.origin, label.text);
        painter.restore();
    }
    painter.restore();
}

void BoardPainter::paintTerrainTile(QPainter& p, const QString& terrain, const QList<int>& exits, const QColor& edge,
                                    qreal edgeWidth) const {
    p.save();
    p.setRenderHint(QPainter::Antialiasing);
    p.setPen(pen(edge, edgeWidth, Qt::SquareCap, Qt::RoundJoin));
    p.setBrush(ground(terrain, false));
    p.drawPolygon(QPolygonF(BoardGeometry::hexCorners(1.0)));
    const TerrainSymbol symbol = terrainStyle(terrain).symbol;
    paintArea(p, symbol);
    if (!exits.isEmpty()) paintLinear(p, symbol, exits);
    p.restore();
}

QRectF BoardPainter::hexBounds(int hex) const {
    // The hex's circumcircle and what may stick out of it: a river's inner band runs one unit
    // past the side, a hex side's wall is drawn inside the hex.
    const qreal reach = s + 2.0;
    const QPointF centre(at(hex, BoardModel::XRole).toReal(), at(hex, BoardModel::YRole).toReal());
    return {centre - QPointF(reach, reach), QSizeF(2 * reach, 2 * reach)};
}

void BoardPainter::paintGround(QPainter& painter, const QRectF& area) const {
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    // Board.qml's lower layers: the table edge, then layer by layer over every hex, so that a
    // river lies over its neighbours' grid lines and a wall over terrain. Only the hexes that
    // reach into `area` are drawn (the caller clips to it): a repaint of one hex redraws its
    // neighbours' overlap too, in the same order as a whole repaint.
    painter.setPen(Qt::NoPen);
    painter.setBrush(colour(&P::tableEdge));
    painter.drawRoundedRect(QRectF(QPointF(), BoardGeometry::boardSize(m_model->shape())), 8, 8);

    QList<int> hexes;  // of the system's board: the frame's other hexes are not drawn
    for (int i = 0; i < m_model->rowCount(); ++i)
        if (at(i, BoardModel::OnBoardRole).toBool() && (area.isNull() || hexBounds(i).intersects(area))) hexes << i;
    auto forEachHex = [&](auto draw) {
        for (int i : hexes) {
            painter.save();
            painter.translate(at(i, BoardModel::XRole).toReal(), at(i, BoardModel::YRole).toReal());
            draw(i);
            painter.restore();
        }
    };
    const QColor label = colour(&P::coordinate);
    forEachHex([&](int i) {
        paintTile(painter, at(i, BoardModel::ColRole).toInt(), at(i, BoardModel::RowRole).toInt(),
                  ground(at(i, BoardModel::TerrainRole).toString(), at(i, BoardModel::IsBaselineRole).toBool()), label);
    });
    forEachHex([&](int i) {
        const TerrainSymbol symbol = terrainStyle(at(i, BoardModel::TerrainRole).toString()).symbol;
        paintArea(painter, symbol);
        QList<int> exits;
        for (const QVariant& exit : at(i, BoardModel::ExitsRole).toList()) exits << exit.toInt();
        if (!exits.isEmpty()) paintLinear(painter, symbol, exits);
    });
    paintSectionLines(painter);
    forEachHex([&](int i) {
        for (const QVariant& side : at(i, BoardModel::HexsidesRole).toList()) {
            const QVariantMap feature = side.toMap();
            paintHexside(painter, feature.value(QStringLiteral("side")).toInt(), feature.value(QStringLiteral("type")).toString());
        }
    });
    painter.restore();
}

QByteArray BoardPainter::svg(qreal scale, int dpi, const QString& title) const {
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    QSvgGenerator generator;
    generator.setOutputDevice(&buffer);
    generator.setTitle(QString::fromLatin1(kSvgTitlePlaceholder));   // withSvgTitle writes the title, escaped
    generator.setResolution(dpi);
    generator.setSize((BoardGeometry::boardSize(m_model->shape()) * scale).toSize());
    generator.setViewBox(QRectF(QPointF(), BoardGeometry::boardSize(m_model->shape())));  // the drawing stays in board units
    QPainter painter;
    if (!painter.begin(&generator)) return {};
    paint(painter);
    if (!painter.end()) return {};
    return withSvgTitle(bytes, title);
}

// A hex's ground: the terrain's fill, the grid line, a faint coordinate label.
void BoardPainter::paintTile(QPainter& p, int col, int row, const QColor& fill, QColor label) const {
    p.setPen(pen(colour(&P::gridLine), 1.2, Qt::SquareCap, Qt::RoundJoin));
    p.setBrush(fill);
    p.drawPolygon(QPolygonF(BoardGeometry::hexCorners(1.0)));
    label.setAlphaF(0.8);
    p.setPen(label);
    drawText(p, QRectF(-s, -s * 0.93, 2 * s, s * 0.3), Qt::AlignHCenter | Qt::AlignTop, QStringLiteral("%1,%2").arg(col).arg(row),
             s * 0.19);
}

// Area terrain's symbol, around the rim clear of a unit block; nothing for open ground or linear terrain.
void BoardPainter::paintArea(QPainter& p, TerrainSymbol symbol) const {
    QList<QPointF> rim;
    for (const QPointF& spot : kRimSpots) rim << spot * s;
    switch (symbol) {
    case TerrainSymbol::Trees:
        for (const QPointF& spot : rim) paintTree(p, spot);
        paintTree(p, QPointF(0, 0.05) * s);
        break;
    case TerrainSymbol::Contours: {
        auto contour = [](qreal factor) {
            const QList<QPointF> c = BoardGeometry::hexCorners(factor);
            QPainterPath path;
            for (int i = 0; i < 6; ++i) {
                const QPointF a = c[i], b = c[i + 1], next = c[(i + 1) % 6 + 1];
                if (i == 0) path.moveTo((a + b) / 2);
                path.quadTo(b, (b + next) / 2);
            }
            path.closeSubpath();
            return path;
        };
        p.setPen(pen(colour(&P::hillContour), 2.2));
        p.setBrush(Qt::NoBrush);
        p.drawPath(contour(0.8));
        p.setPen(pen(colour(&P::hillContour), 1.6));
        if (m_saveInk) p.setBrush(Qt::NoBrush);
        else p.setBrush(colour(&P::hillGround).darker(106));
        p.drawPath(contour(0.5));
        break;
    }
    case TerrainSymbol::Houses:
    case TerrainSymbol::Church: {
        const bool church = symbol == TerrainSymbol::Church;
        paintHouse(p, QPointF(-0.56, -0.02) * s, false);
        paintHouse(p, QPointF(0.56, -0.02) * s, false);
        paintHouse(p, QPointF(0, church ? -0.58 : -0.62) * s, church);
        break;
    }
    case TerrainSymbol::Marsh: {
        QPainterPath puddles, tufts;
        const qreal h = s * 0.16, w = s * 0.08;
        for (const QPointF& spot : rim) {
            puddles.moveTo(spot + QPointF(-s * 0.12, s * 0.1));
            puddles.lineTo(spot + QPointF(s * 0.12, s * 0.1));
            const QPointF foot = spot + QPointF(0, s * 0.06);
            for (const QPointF& tip : {QPointF(-w, -h * 0.8), QPointF(0, -h), QPointF(w, -h * 0.8)}) {
                tufts.moveTo(foot);
                tufts.lineTo(foot + tip);
            }
        }
        p.setBrush(Qt::NoBrush);
        p.setPen(pen(colour(&P::marshWater), 1.6, Qt::RoundCap));
        p.drawPath(puddles);
        p.setPen(pen(colour(&P::marshTuft), 1.6, Qt::RoundCap));
        p.drawPath(tufts);
        break;
    }
    case TerrainSymbol::Cleft:
        p.setPen(pen(colour(&P::ravineRim), 2, Qt::SquareCap, Qt::RoundJoin));
        p.setBrush(colour(&P::ravine));
        p.drawPolygon(scaled({{-0.84, -0.02}, {-0.6, -0.12}, {-0.38, -0.02}, {-0.14, -0.16}, {0.1, -0.04}, {0.34, -0.15},
                              {0.58, -0.05}, {0.84, -0.1}, {0.84, 0.04}, {0.6, 0.1}, {0.36, 0.02}, {0.12, 0.14},
                              {-0.12, 0.04}, {-0.36, 0.16}, {-0.6, 0.06}, {-0.84, 0.1}},
                             s));
        break;
    case TerrainSymbol::Tents:
        for (const QPointF& at : {QPointF(-0.56, 0), QPointF(0.56, 0), QPointF(-0.26, -0.58), QPointF(0.26, -0.58)})
            paintTent(p, at * s);
        break;
    default:   // open ground; linear terrain draws its band with its exits (paintLinear)
        break;
    }
}

// Linear terrain: a band from the centre to each exit side, one smooth
// curve for two exits, arms meeting in a dot otherwise; stones across a ford, a deck across a bridge.
void BoardPainter::paintLinear(QPainter& p, TerrainSymbol symbol, const QList<int>& exits) const {
    const bool riverLike = symbol == TerrainSymbol::River || symbol == TerrainSymbol::Ford || symbol == TerrainSymbol::Bridge;
    const bool road = symbol == TerrainSymbol::Road;
    const qreal outerWidth = s * (riverLike ? 0.44 : road ? 0.24 : 0.22);
    const qreal innerWidth = s * (riverLike ? 0.32 : road ? 0.17 : 0.13);
    const QColor outer = colour(riverLike ? &P::riverBank : road ? &P::roadEdge : &P::streamBank);
    const QColor inner = colour(symbol == TerrainSymbol::Ford ? &P::fordWater
                                : road                        ? &P::roadSurface
                                : riverLike                   ? &P::riverWater
                                                              : &P::streamWater);
    const qreal apothem = BoardGeometry::hexWidthUnits() / 2;
    auto band = [&](qreal distance) {
        QPainterPath path;
        if (exits.size() == 2) {
            path.moveTo(sidePoint(exits[0], distance));
            path.quadTo(QPointF(0, 0), sidePoint(exits[1], distance));
        } else {
            for (int exit : exits) {
                path.moveTo(sidePoint(exit, distance));
                path.lineTo(0, 0);
            }
        }
        return path;
    };
    auto stroke = [&](const QColor& c, qreal width, qreal distance) {
        p.setBrush(Qt::NoBrush);
        p.setPen(pen(c, width, Qt::FlatCap));
        p.drawPath(band(distance));
        if (exits.size() != 2) {   // the junction
            p.setPen(Qt::NoPen);
            p.setBrush(c);
            p.drawEllipse(QPointF(0, 0), width / 2, width / 2);
        }
    };
    stroke(outer, outerWidth, apothem);
    // The inner stroke runs a little past the side, over the neighbour's bank: no seam.
    stroke(inner, innerWidth, apothem + 1.0);

    p.save();
    p.rotate(BoardGeometry::sideDegrees(exits[0]));   // local x runs along the flow
    if (symbol == TerrainSymbol::Ford) {   // stepping stones
        p.setPen(pen(colour(&P::stoneDark), 0.8));
        p.setBrush(colour(&P::stone));
        const QSizeF stone(s * 0.11, s * 0.08);
        for (const QPointF& at : {QPointF(-0.2, -0.15), QPointF(0.0, -0.16), QPointF(0.2, -0.14), QPointF(-0.1, -0.05),
                                  QPointF(0.1, -0.04), QPointF(-0.2, 0.05), QPointF(0.0, 0.06), QPointF(0.2, 0.04),
                                  QPointF(-0.1, 0.15), QPointF(0.1, 0.15)})
            p.drawRoundedRect(QRectF(at * s - QPointF(stone.width() / 2, stone.height() / 2), stone), stone.height() / 2,
                              stone.height() / 2);
    } else if (symbol == TerrainSymbol::Bridge) {   // the deck spans the river square to the flow
        p.setPen(pen(colour(&P::deckDark), 1.4, Qt::SquareCap, Qt::MiterJoin));
        p.setBrush(colour(&P::deck));
        p.drawRect(QRectF(-s * 0.18, -s * 0.4, s * 0.36, s * 0.8));
        p.setPen(Qt::NoPen);
        p.setBrush(colour(&P::deckDark));
        for (int plank = 0; plank < 5; ++plank) p.drawRect(QRectF(-s * 0.18, s * (-0.27 + 0.135 * plank), s * 0.36, 0.9));
    }
    p.restore();
}

// The dotted section lines through the even-row columns the system's board names (Tricorne's:
// 4 and 8), from its first row to its last.
void BoardPainter::paintSectionLines(QPainter& p) const {
    QPen dotted = pen(colour(&P::sectionLine), 2.2);
    dotted.setDashPattern({2.5, 2.5});
    p.setPen(dotted);
    const tricorne::BoardShape& shape = m_model->shape();
    const qreal top = BoardGeometry::hexCentre({0, 0}).y() - s, bottom = BoardGeometry::hexCentre({0, shape.rows - 1}).y() + s;
    for (int col : shape.dottedLines) {
        const qreal x = BoardGeometry::sectionLineX(col);
        p.drawLine(QPointF(x, top), QPointF(x, bottom));
    }
}

// A hex-side feature, turned so that the side lies along
// y = -apothem; drawn along lineY, a tenth of a hex inside the owning hex.
void BoardPainter::paintHexside(QPainter& p, int side, const QString& type) const {
    const qreal y = -BoardGeometry::hexWidthUnits() / 2 + s * 0.1, half = s * 0.4;
    const QLineF centreLine(-half, y, half, y);
    p.save();
    p.rotate(BoardGeometry::sideDegrees(side) + 90);
    p.setBrush(Qt::NoBrush);
    switch (hexsideSymbol(type)) {
    case HexsideSymbol::StoneWall: {   // stones with mortar joints
        p.setPen(pen(colour(&P::wallStoneDark), s * 0.15));
        p.drawLine(centreLine);
        p.setPen(pen(colour(&P::wallStone), s * 0.09));
        p.drawLine(centreLine);
        QPen joints = pen(colour(&P::wallStoneDark), s * 0.09, Qt::FlatCap);
        joints.setDashPattern({0.12, 1.3});
        p.setPen(joints);
        p.drawLine(centreLine);
        break;
    }
    case HexsideSymbol::FieldWorks: {   // bank and zigzag crest
        const qreal t = s * 0.07, a = s * 0.045, h = half * 0.9;
        p.setPen(pen(colour(&P::earthDark), 1, Qt::SquareCap, Qt::RoundJoin));
        p.setBrush(colour(&P::earthBank));
        p.drawPolygon(QPolygonF({{-half, y + t}, {-half + t, y - t}, {half - t, y - t}, {half, y + t}}));
        QPolygonF crest;
        for (int i = 0; i <= 8; ++i) crest << QPointF(-h + 2 * h * i / 8, y + (i % 2 ? -a : a));
        p.setPen(pen(colour(&P::earthDark), 1.8, Qt::SquareCap, Qt::MiterJoin));
        p.drawPolyline(crest);
        break;
    }
    case HexsideSymbol::WoodFence: {   // two rails on posts
        const qreal g = s * 0.03, t = s * 0.07;
        p.setPen(pen(colour(&P::fenceWood), 1.5));
        p.drawLine(QLineF(-half, y - g, half, y - g));
        p.drawLine(QLineF(-half, y + g, half, y + g));
        p.setPen(pen(colour(&P::fenceWood), s * 0.055, Qt::FlatCap));
        for (int i = 0; i <= 6; ++i) {
            const qreal x = -half + 2 * half * i / 6;
            p.drawLine(QLineF(x, y - t, x, y + t));
        }
        break;
    }
    case HexsideSymbol::StoneFence: {   // a dotted line of stones
        QPen stones = pen(colour(&P::fenceStone), s * 0.09, Qt::RoundCap);
        stones.setDashPattern({0.01, 1.7});
        p.setPen(stones);
        p.drawLine(centreLine);
        break;
    }
    case HexsideSymbol::Hedge: {   // seven round bushes
        const qreal r = s * 0.075;
        QPainterPath bushes;   // odd-even filled like the QML path: the overlaps show as light
        for (int i = 0; i < 7; ++i)
            bushes.addEllipse(QPointF(-half + r + i * (2 * half - 2 * r) / 6, y + (i % 2 ? -1 : 1) * s * 0.02), r, r);
        p.setPen(pen(colour(&P::hedgeDark), 1));
        p.setBrush(colour(&P::hedge));
        p.drawPath(bushes);
        break;
    }
    case HexsideSymbol::Unknown:   // a type the studio has no look for
        p.setPen(pen(colour(&P::error), s * 0.06));
        p.drawLine(centreLine);
        break;
    }
    p.restore();
}

// UnitBlock.qml: the army's block, its type's symbol (the NATO frame, the kind's lines and the
// type's mark), the block count, the colour band with the type's word, the Chief star badge.
void BoardPainter::paintUnit(QPainter& p, const QColor& army, const UnitSymbol& symbol, int blocks, bool chief) const {
    const qreal side = s * 0.76;
    // Save ink: a white block with black marks; the marked armies' blocks get a second frame.
    const QColor ink = m_saveInk ? QColor(Qt::black) : m_palette.blockInk;
    if (m_saveInk) {
        p.setPen(pen(Qt::black, 1.4, Qt::SquareCap, Qt::MiterJoin));
        p.setBrush(Qt::white);
        p.drawRoundedRect(QRectF(-side / 2, -side / 2, side, side), 4, 4);
        if (m_marked.contains(army.rgb())) {
            p.setBrush(Qt::NoBrush);
            p.drawRoundedRect(QRectF(-side / 2 + 3, -side / 2 + 3, side - 6, side - 6), 2.5, 2.5);
        }
    } else {
        p.setPen(Qt::NoPen);
        p.setBrush(m_palette.blockShadow);
        p.drawRoundedRect(QRectF(-side / 2 + 1.6, -side / 2 + 2, side, side), 4, 4);
        p.setPen(pen(army.darker(160), 1.4, Qt::SquareCap, Qt::MiterJoin));
        p.setBrush(army);
        p.drawRoundedRect(QRectF(-side / 2, -side / 2, side, side), 4, 4);
    }

    const qreal k = s * 0.52 / UnitSymbol::kFrameWidth;   // the symbol's box, scaled
    p.save();
    p.translate(-s * 0.26, -side / 2 + s * 0.06);
    p.scale(k, k);
    QPen frame = pen(ink, 1.6 / k, Qt::FlatCap, Qt::MiterJoin);
    if (symbol.dashedFrame) frame.setDashPattern({2.2, 1.6});
    p.setPen(frame);
    p.setBrush(Qt::NoBrush);
    p.drawRect(QRectF(0, 0, UnitSymbol::kFrameWidth, UnitSymbol::kFrameHeight));
    p.setPen(pen(ink, 2 / k, Qt::FlatCap, Qt::MiterJoin));
    p.drawPath(symbol.strokes);
    p.setPen(Qt::NoPen);
    p.setBrush(ink);
    p.drawPath(symbol.fills);
    p.restore();

    p.setPen(ink);
    drawText(p, QRectF(-side / 2, -side / 2 + s * 0.36, side, s * 0.3), Qt::AlignHCenter | Qt::AlignTop, QString::number(blocks), s * 0.2, true);
    const QRectF band(-side / 2 + s * 0.05, -side / 2 + s * 0.585, side - s * 0.1, s * 0.14);
    // Save ink: the band in a light grey (its lightness kept apart), the word in black.
    const QColor bandColour = m_saveInk ? grey(QColor(symbol.band)).lighter(150) : QColor(symbol.band);
    p.setPen(m_saveInk ? pen(Qt::black, 0.8) : pen(colour(&P::bandEdge), 0.8));
    p.setBrush(bandColour);
    p.drawRoundedRect(band, 2, 2);
    p.setPen(m_saveInk ? QColor(Qt::black) : QColor(symbol.wordInk));
    drawText(p, band, Qt::AlignCenter, symbol.word, s * 0.115, true);

    if (chief) {
        const QPointF badge(-side / 2 + 1, -side / 2 + 1);
        p.setPen(pen(colour(&P::goldDark), 1.2));
        p.setBrush(colour(&P::gold));
        p.drawEllipse(badge, s * 0.15, s * 0.15);
        paintStar(p, badge, s * 0.12, m_palette.chiefStar, colour(&P::goldDark));
    }
}

// LeaderTag.qml: a name plate edged in the army's colour, a star badge, the full name at 0.2 to
// 0.16 hex, or its tidy short form when even that is wider than a hex.
void BoardPainter::paintLeader(QPainter& p, const QString& name, const QColor& army) const {
    QFont font = p.font();
    font.setPixelSize(100);   // measured at 100 px unhinted, scaled to the name's size (as LeaderTag)
    font.setHintingPreference(QFont::PreferNoHinting);
    const QFontMetricsF metrics(font);
    const qreal largest = std::floor(s * 0.2), smallest = std::ceil(s * 0.16), room = s * 1.7 - s * 0.28 - 8;   // whole pixels
    auto widthOf = [&](const QString& text, qreal pixels) { return metrics.horizontalAdvance(text) * pixels / 100; };
    auto fits = [&](const QString& text) { return widthOf(text, smallest) <= room; };
    QString shown = name;
    if (!fits(name)) {   // LeaderTag.shortName
        const qsizetype of = name.lastIndexOf(QStringLiteral(" of "));
        QStringList words = name.split(QLatin1Char(' '));
        const QString last = words.takeLast();
        QStringList initials;
        for (const QString& w : words) initials << w.left(1) + QLatin1Char('.');
        const QString short1 = initials.join(QLatin1Char(' ')) + QLatin1Char(' ') + last;
        shown = of >= 0 ? name.mid(of + 4) : !initials.isEmpty() && fits(short1) ? short1 : last;
    }
    const int pixels = qFloor(std::clamp(largest * room / std::max<qreal>(1, widthOf(shown, largest)), smallest, largest));
    const qreal height = s * 0.28, badgeSide = height - 3;
    const qreal width = std::max(s * 1.1, badgeSide + widthOf(shown, pixels) + 10);
    const QRectF plate(-width / 2, -height / 2, width, height);
    const qreal radius = plate.height() / 2;
    // Save ink: a black edge; a black badge, hollow for the marked armies.
    const bool hollow = m_saveInk && m_marked.contains(army.rgb());
    const QColor edge = m_saveInk ? QColor(Qt::black) : army;
    p.setPen(pen(edge, 2));
    p.setBrush(m_saveInk ? QColor(Qt::white) : colour(&P::leaderTag));
    p.drawRoundedRect(plate, radius, radius);
    const QRectF badge(plate.left() + 1.5, plate.top() + 1.5, badgeSide, badgeSide);
    p.setPen(hollow ? pen(Qt::black, 1.2) : QPen(Qt::NoPen));
    p.setBrush(hollow ? QColor(Qt::white) : edge);
    p.drawEllipse(badge);
    paintStar(p, badge.center() + QPointF(0, 0.5), badge.width() * 0.42, hollow ? QColor(Qt::black) : m_saveInk ? QColor(Qt::white) : colour(&P::banner),
              Qt::transparent);

    const qreal left = badge.right() + 2;
    p.setPen(colour(&P::text));
    drawText(p, QRectF(left, plate.top(), plate.right() - left - 4, plate.height()), Qt::AlignCenter, shown, pixels);
}

// ObjectiveMarker.qml: a swallow-tailed victory banner on a pole, with the banners it is worth.
void BoardPainter::paintObjective(QPainter& p, const QString& banners, const QVariantList& sides, const QString& kind,
                                  const QColor& holder) const {
    const qreal pole = s * 0.52, w = s * (sides.isEmpty() ? 0.46 : 0.6), h = s * 0.3;   // ObjectiveMarker.qml's sizes
    const qreal top = -pole, bottom = -pole + h;
    p.setPen(pen(colour(&P::outline), 1.8));
    p.drawLine(QPointF(0, 0), QPointF(0, -pole));
    p.setPen(pen(colour(&P::outline), 1.2, Qt::SquareCap, Qt::RoundJoin));
    p.setBrush(holder.isValid() ? (m_saveInk ? grey(holder) : holder) : colour(&P::banner));
    p.drawPolygon(QPolygonF({{0, top}, {w, top}, {w * 0.78, (top + bottom) / 2}, {w, bottom}, {0, bottom}}));
    if (!kind.isEmpty()) {
        // ObjectiveMarker.qml's caption: the kind in a word under the banner, bold, dark with a
        // white outline (Text.Outline) so that it reads over any terrain. The outline is the
        // letters' path stroked; the letters themselves are text.
        constexpr qreal kDrawn = 100.0;
        const qreal k = s * 0.13 / kDrawn;
        QFont font = p.font();
        font.setPixelSize(static_cast<int>(kDrawn));
        font.setBold(true);
        const QPointF origin(0, QFontMetricsF(font).ascent());
        QPainterPath letters;
        letters.addText(origin, font, kind);
        p.save();
        p.translate(-s * 0.02, bottom + 1);
        p.scale(k, k);
        p.strokePath(letters, pen(Qt::white, 2.0 / k, Qt::RoundCap, Qt::RoundJoin));
        p.setFont(font);
        p.setPen(colour(&P::text));
        p.drawText(origin, kind);
        p.restore();
    }
    if (sides.isEmpty()) {
        p.setPen(holder.isValid() ? QColor(Qt::white) : colour(&P::text));
        drawText(p, QRectF(1, top, w * 0.78, h), Qt::AlignCenter, banners, s * 0.21, true);
        return;
    }
    // ObjectiveMarker.qml's chips: each side's number on its army's colour, top side first.
    const qreal chipWidth = (w * 0.78 - 2.5) / 2, chipHeight = h * 0.76;
    qreal x = 1.5;
    for (const QVariant& v : sides) {
        const QVariantMap side = v.toMap();
        const QRectF chip(x, top + h * 0.12, chipWidth, chipHeight);
        const QColor army(side.value(QStringLiteral("colour")).toString());
        // Save ink: black chips, white ones (outlined) for the marked armies.
        const bool hollow = m_saveInk && m_marked.contains(army.rgb());
        p.setPen(hollow ? pen(Qt::black, 0.8) : QPen(Qt::NoPen));
        p.setBrush(hollow ? QColor(Qt::white) : m_saveInk ? QColor(Qt::black) : army);
        p.drawRoundedRect(chip, 1.5, 1.5);
        p.setPen(hollow ? Qt::black : Qt::white);
        drawText(p, chip, Qt::AlignCenter, side.value(QStringLiteral("banners")).toString(), s * 0.2, true);
        x += chipWidth + 1;
    }
}

// Star.qml: a five-pointed star.
void BoardPainter::paintStar(QPainter& p, QPointF centre, qreal radius, const QColor& fill, const QColor& stroke) const {
    QPolygonF star;
    for (int i = 0; i < 10; ++i) {
        const qreal r = i % 2 ? radius * 0.42 : radius;
        const qreal a = qDegreesToRadians(-90.0 + 36 * i);
        star << centre + QPointF(r * std::cos(a), r * std::sin(a));
    }
    if (stroke.alpha() == 0) p.setPen(Qt::NoPen);
    else p.setPen(pen(stroke, 0.8, Qt::SquareCap, Qt::MiterJoin));
    p.setBrush(fill);
    p.drawPolygon(star);
}

// A house: walls, door, pitched roof; a church has a cross on its gable.
void BoardPainter::paintHouse(QPainter& p, QPointF at, bool cross) const {
    const qreal w = s * (cross ? 0.26 : 0.3), h = s * (cross ? 0.22 : 0.17);
    p.save();
    p.translate(at);
    p.setPen(pen(colour(&P::outline), 1.2, Qt::SquareCap, Qt::MiterJoin));
    p.setBrush(colour(&P::wall));
    p.drawRect(QRectF(-w / 2, -h * 0.2, w, h));
    p.setPen(Qt::NoPen);
    p.setBrush(colour(&P::outline));
    p.drawRect(QRectF(-w * 0.11, h * 0.3, w * 0.22, h * 0.5));
    const qreal eaves = -h * 0.2, ridge = eaves - s * 0.17;
    p.setPen(pen(colour(&P::outline), 1.2, Qt::SquareCap, Qt::RoundJoin));
    p.setBrush(colour(&P::roof));
    p.drawPolygon(QPolygonF({{-w * 0.62, eaves}, {0, ridge}, {w * 0.62, eaves}}));
    if (cross) {
        p.setPen(pen(colour(&P::outline), 2, Qt::FlatCap));
        p.drawLine(QPointF(0, ridge), QPointF(0, ridge - s * 0.2));
        p.drawLine(QPointF(-s * 0.06, ridge - s * 0.13), QPointF(s * 0.06, ridge - s * 0.13));
    }
    p.restore();
}

// A tent: an A-frame with its door flap.
void BoardPainter::paintTent(QPainter& p, QPointF at) const {
    p.setPen(pen(colour(&P::outline), 1.2, Qt::SquareCap, Qt::RoundJoin));
    p.setBrush(colour(&P::tent));
    p.drawPolygon(QPolygonF({at + QPointF(-s * 0.17, s * 0.11), at + QPointF(0, -s * 0.15), at + QPointF(s * 0.17, s * 0.11)}));
    p.setPen(Qt::NoPen);
    p.setBrush(colour(&P::outline));
    p.drawPolygon(QPolygonF({at + QPointF(-s * 0.045, s * 0.11), at + QPointF(0, -s * 0.02), at + QPointF(s * 0.045, s * 0.11)}));
}

// One round tree — trunk, canopy, a light on the canopy.
void BoardPainter::paintTree(QPainter& p, QPointF at) const {
    p.setPen(Qt::NoPen);
    p.setBrush(colour(&P::trunk));
    p.drawRect(QRectF(at.x() - s * 0.025, at.y(), s * 0.05, s * 0.17));
    p.setPen(pen(colour(&P::treeCanopyDark), 1.2));
    p.setBrush(colour(&P::treeCanopy));
    p.drawEllipse(at, s * 0.15, s * 0.15);
    p.setPen(Qt::NoPen);
    p.setBrush(colour(&P::treeHighlight));
    p.drawEllipse(QRectF(at.x() - s * 0.1, at.y() - s * 0.1, s * 0.1, s * 0.1));
}
