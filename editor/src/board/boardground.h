// The battlefield's ground on the studio's board: every hex's terrain, the section lines and
// the hex-side features, painted by BoardPainter (the drawing File ▸ Export image uses); the
// pieces and the editing overlays stay QML items above it. A few items tile the board instead
// of a few delegates per hex: the board opens sooner, and an edit repaints only the hexes
// whose terrain, exits or sides the BoardModel says changed, in the one tile (or the few)
// they lie in, so the window redraws that tile's area and not the whole board.
//
// The item is placed in board units (a child of the board's surface): its x, y, width and
// height are the part of the board it shows.
#pragma once

#include <memory>

#include <QPointer>
#include <QQuickPaintedItem>
#include <QtQml/qqmlregistration.h>

#include "document/boardmodel.h"

class BoardPainter;

class BoardGround : public QQuickPaintedItem {
    Q_OBJECT
    QML_ELEMENT
    /// The hexes to draw; the item repaints the rows its dataChanged names (for the roles
    /// the ground shows) and everything on a reset.
    Q_PROPERTY(BoardModel* model READ model WRITE setModel NOTIFY modelChanged)
    /// Screen pixels per board unit (the board's scale times the device pixel ratio). The
    /// texture is made at least this fine, in steps of √2 so that zooming repaints rarely,
    /// and at most kMaxTextureSide pixels on its longer side.
    Q_PROPERTY(qreal detail READ detail WRITE setDetail NOTIFY detailChanged)

public:
    /// Bounds the memory of extreme zooms on high-DPI screens only: a tile of a quarter of
    /// the board's width is 1,100 px wide in the printed picture (4 px per unit).
    static constexpr int kMaxTextureSide = 4096;

    explicit BoardGround(QQuickItem* parent = nullptr);
    ~BoardGround() override;

    BoardModel* model() const { return m_model; }
    void setModel(BoardModel* model);
    qreal detail() const { return m_detail; }
    void setDetail(qreal detail);

    void paint(QPainter* painter) override;

signals:
    void modelChanged();
    void detailChanged();

protected:
    /// The painter of the model; null without one.
    const BoardPainter* boardPainter() const { return m_painter.get(); }
    void geometryChange(const QRectF& newGeometry, const QRectF& oldGeometry) override;

private:
    void rebuildPainter();
    void updateTextureSize();
    void repaintRows(const QModelIndex& first, const QModelIndex& last, const QList<int>& roles);

    QPointer<BoardModel> m_model;
    qreal m_detail = 1.0;
    std::unique_ptr<BoardPainter> m_painter;   // null without a model
};
