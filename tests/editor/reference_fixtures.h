// Synthetic reference pictures for the reference-picture tests: a shipped battle drawn by the
// studio's own board painter at a known scale, then turned, scaled and cropped as a scan of a
// printed map would be, so that where every hex centre lies on the picture is known exactly.
#pragma once

#include <cmath>

#include <QImage>
#include <QPainter>
#include <QTransform>

#include "board/boardpainter.h"
#include "common/boardgeometry.h"
#include "document/scenariodocument.h"
#include "editing/referenceeditor.h"

namespace fixtures {

struct ScannedBoard {
    QImage image;
    /// Board units to the picture's pixels.
    QTransform boardToPicture;
};

/// The ground, the hex-side features and the place names of `document`'s battle (BoardPainter,
/// as the SVG export draws them, without the pieces), rendered at `scale` pixels per board unit,
/// then turned `degrees` clockwise and scaled by `factor` onto white paper, with `crop` pixels
/// cut from every side of the turned picture's bounds. `ink`: in the sheet's black and white
/// (BoardPainter::setSaveInk), as a booklet printed without colour.
inline ScannedBoard scannedBoard(const ScenarioDocument& document, double scale, double degrees, double factor, int crop,
                                 bool ink = false) {
    const QSizeF board = BoardGeometry::boardSize();
    QImage exported((board * scale).toSize(), QImage::Format_RGB32);
    exported.fill(Qt::white);
    {
        QPainter p(&exported);
        p.setRenderHint(QPainter::Antialiasing);
        p.scale(scale, scale);
        BoardPainter painter(*const_cast<ScenarioDocument&>(document).board());
        painter.setSaveInk(ink);
        painter.paintGround(p, QRectF());
        painter.paintLabels(p);
    }
    QTransform turn;
    turn.rotate(degrees);
    turn.scale(factor, factor);
    const QRectF bounds = turn.mapRect(QRectF(QPointF(0, 0), QSizeF(exported.size())));
    const QTransform exportedToPicture = turn * QTransform::fromTranslate(-bounds.left() - crop, -bounds.top() - crop);
    ScannedBoard out;
    out.image = QImage((bounds.size() - QSizeF(2 * crop, 2 * crop)).toSize(), QImage::Format_RGB32);
    out.image.fill(QColor(250, 248, 240));   // paper
    QPainter p(&out.image);
    p.setRenderHint(QPainter::SmoothPixmapTransform);
    p.setTransform(exportedToPicture);
    p.drawImage(0, 0, exported);
    out.boardToPicture = QTransform::fromScale(scale, scale) * exportedToPicture;
    return out;
}

/// A designer's click on the picture: the pixel under the pointer, not a fraction of one.
inline QPointF clicked(QPointF pixel) { return {std::floor(pixel.x()) + 0.5, std::floor(pixel.y()) + 0.5}; }

/// Aligns `scan`, chosen in `editor`, as a designer does with two clicks: the centre of hex 0,0
/// on the picture (where the editor shows it now), then that hex; the same for hex 12,10.
/// False when an edit was refused.
inline bool alignOnCornerHexes(ReferenceEditor& editor, const ScannedBoard& scan) {
    for (const tricorne::Offset hex : {tricorne::Offset{0, 0}, tricorne::Offset{12, 10}}) {
        const QPointF onPicture = editor.imageToBoard().map(clicked(scan.boardToPicture.map(BoardGeometry::hexCentre(hex))));
        if (!editor.addPoint(onPicture.x(), onPicture.y(), hex.col, hex.row, QString())) return false;
    }
    return true;
}

}  // namespace fixtures
