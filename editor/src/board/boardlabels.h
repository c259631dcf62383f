// The map's place names on the studio's board, painted by BoardPainter::paintLabels (what the
// SVG export and the printed sheet draw too) in one item over the ground and under the pieces,
// as names are printed on the game's map. A BoardGround that paints the labels instead of the
// ground: the same model and texture detail; it covers the whole board, repaints when the
// BoardModel's labels change and is transparent to the mouse (the Labels tool reads the board's
// pointer).
#pragma once

#include "board/boardground.h"

class BoardLabels : public BoardGround {
    Q_OBJECT
    QML_ELEMENT

public:
    explicit BoardLabels(QQuickItem* parent = nullptr);

    void paint(QPainter* painter) override;

private slots:
    void repaintAll() { update(); }
};
