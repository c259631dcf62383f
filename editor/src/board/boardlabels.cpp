#include "board/boardlabels.h"

#include "board/boardpainter.h"

BoardLabels::BoardLabels(QQuickItem* parent) : BoardGround(parent) {
    setAcceptedMouseButtons(Qt::NoButton);
    // BoardGround drops every connection of an old model when the model changes.
    connect(this, &BoardGround::modelChanged, this, [this] {
        if (model()) connect(model(), &BoardModel::labelsChanged, this, &BoardLabels::repaintAll);
    });
}

void BoardLabels::paint(QPainter* painter) {
    if (const BoardPainter* labels = boardPainter()) labels->paintLabels(*painter);  // the item's origin is the board's
}
