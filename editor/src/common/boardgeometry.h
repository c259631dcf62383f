// The studio's pixel layout of the battlefield: where each hex is drawn, and where the board
// sits in the main window. Pure geometry, no rules: the game system owns which hexes exist
// (tricorne::BoardShape, the open battle's system's board inside the engine's frame), this file
// only says where they appear on screen. A hex's centre is the same on every board (hex [0,0]
// at the top left); the drawing area is the system's board's: a nine-row board is a shorter
// picture, an eleven-column one a narrower one. Every size below takes that board (Tricorne's
// by default).
//
// Board units: pointy-top hexes of circumradius kHexSize, odd rows shifted half a hex right
// (docs/design/board.md). The app draws in board units and scales the board uniformly to fit the
// window; the screenshot test uses the same functions to find a hex in a grabbed image.
#pragma once

#include <optional>

#include <QList>
#include <QObject>
#include <QPoint>
#include <QPointF>
#include <QRectF>
#include <QSizeF>
#include <QtQml/qqmlregistration.h>

#include "tricorne/core/board.h"
#include "tricorne/core/hex.h"

class BoardGeometry : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON
    Q_PROPERTY(qreal hexSize READ hexSize CONSTANT)
    Q_PROPERTY(qreal hexWidth READ hexWidth CONSTANT)
    Q_PROPERTY(qreal sidePanelWidth READ sidePanelWidth CONSTANT)
    Q_PROPERTY(qreal statusBarHeight READ statusBarHeight CONSTANT)
    Q_PROPERTY(qreal menuBarHeight READ menuBarHeight CONSTANT)
    Q_PROPERTY(qreal toolBarHeight READ toolBarHeight CONSTANT)
    Q_PROPERTY(qreal toolPanelWidth READ toolPanelWidth CONSTANT)
    Q_PROPERTY(int defaultWindowWidth READ defaultWindowWidth CONSTANT)
    Q_PROPERTY(int defaultWindowHeight READ defaultWindowHeight CONSTANT)

public:
    /// Circumradius of a hex (centre to corner), in board units.
    static constexpr qreal kHexSize = 48.0;
    /// Free border around the outermost hexes, in board units.
    static constexpr qreal kMargin = 14.0;
    /// The fixed-width panel on the right of the window and the status line at the bottom;
    /// the board fills the rest of the window (Main.qml lays it out from these numbers).
    static constexpr qreal kSidePanelWidth = 340.0;
    static constexpr qreal kStatusBarHeight = 30.0;
    /// The menu bar and, below it, the tool bar across the top; the tool panel on the left.
    static constexpr qreal kMenuBarHeight = 30.0;
    static constexpr qreal kToolBarHeight = 40.0;
    static constexpr qreal kToolPanelWidth = 250.0;
    static constexpr int kDefaultWindowWidth = 1440;
    static constexpr int kDefaultWindowHeight = 890;

    explicit BoardGeometry(QObject* parent = nullptr);

    /// Width of a hex (flat side to flat side): sqrt(3) · size.
    static qreal hexWidthUnits();
    /// Size of the whole board `shape`, margins included, in board units: its widest (even)
    /// rows across, its rows down.
    static QSizeF boardSize(const tricorne::BoardShape& shape = {});
    /// Centre of hex [col,row] in board units, the same on every board. Defined for any
    /// integers (off-board too).
    static QPointF hexCentre(tricorne::Offset offset);
    /// The hex of board `shape` containing a point in board units, or nullopt outside it: a
    /// hex of the engine's frame off the system's board is outside too.
    static std::optional<tricorne::Offset> offsetAt(QPointF boardPoint, const tricorne::BoardShape& shape = {});
    /// Whether hex `offset` is on board `shape` and in the engine's frame (whose slots the
    /// studio's models are; validation refuses a board larger than the frame).
    static bool onBoard(tricorne::Offset offset, const tricorne::BoardShape& shape) {
        return tricorne::board::contains(offset) && shape.contains(offset);
    }
    /// The x of the dotted section line through even-row column `col`, in board units.
    static qreal sectionLineX(int col);
    /// The closed outline of a hex around its centre, corners scaled by `factor` (1 = the hex
    /// itself), clockwise from the top corner; 7 points, the first repeated.
    static QList<QPointF> hexCorners(qreal factor);
    /// Direction of side `side` (0 NE … 5 NW) from the hex centre, in degrees clockwise from
    /// east (NE -60, E 0, SE 60, SW 120, W 180, NW 240).
    static qreal sideDegrees(int side) { return 60.0 * side - 60.0; }

    /// The part of a window of `windowSize` pixels given to the board view.
    static QRectF boardArea(QSizeF windowSize);
    /// Where board `shape` is drawn inside `area`: uniformly scaled to fit and centred.
    static QRectF fitBoard(QRectF area, const tricorne::BoardShape& shape = {});
    /// Board `shape`'s scale factor (pixels per board unit) inside `area`.
    static qreal fitScale(QSizeF area, const tricorne::BoardShape& shape = {});
    /// Centre of hex [col,row] of board `shape` in the pixels of a main window of `windowSize`.
    static QPointF windowPoint(QSizeF windowSize, tricorne::Offset offset, const tricorne::BoardShape& shape = {});

    qreal hexSize() const { return kHexSize; }
    qreal hexWidth() const { return hexWidthUnits(); }
    qreal sidePanelWidth() const { return kSidePanelWidth; }
    qreal statusBarHeight() const { return kStatusBarHeight; }
    qreal menuBarHeight() const { return kMenuBarHeight; }
    qreal toolBarHeight() const { return kToolBarHeight; }
    qreal toolPanelWidth() const { return kToolPanelWidth; }
    int defaultWindowWidth() const { return kDefaultWindowWidth; }
    int defaultWindowHeight() const { return kDefaultWindowHeight; }

    /// QML: centre of hex [col,row] in board units.
    Q_INVOKABLE QPointF centreOf(int col, int row) const;
    // The board's size, the hex under a point and the fitted rectangle depend on the open
    // battle's board: QML asks its BoardModel (boardWidth, hexAt, fittedBoard).
    /// QML: x of the section line through even-row column `col`, in board units.
    Q_INVOKABLE qreal sectionX(int col) const { return sectionLineX(col); }
    /// QML: hexCorners(factor).
    Q_INVOKABLE QList<QPointF> hexOutline(qreal factor) const { return hexCorners(factor); }
    /// QML: sideDegrees(side).
    Q_INVOKABLE qreal sideAngle(int side) const { return sideDegrees(side); }
};
