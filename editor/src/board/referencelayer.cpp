#include "board/referencelayer.h"

#include <QPainter>
#include <QPen>

#include "common/boardgeometry.h"
#include "common/palette.h"
#include "tricorne/core/board.h"

ReferenceLayer::ReferenceLayer(QQuickItem* parent) : BoardGround(parent) { setAcceptedMouseButtons(Qt::NoButton); }

void ReferenceLayer::setEditor(ReferenceEditor* editor) {
    if (editor == m_editor) return;
    disconnect(m_picture);
    disconnect(m_fit);
    m_editor = editor;
    if (editor) {
        m_picture = connect(editor, &ReferenceEditor::pictureChanged, this, [this] { update(); });
        m_fit = connect(editor, &ReferenceEditor::fitChanged, this, [this] { update(); });
    }
    emit editorChanged();
    update();
}

void ReferenceLayer::paint(QPainter* painter) {
    if (!m_editor || !m_editor->ready() || !m_editor->shown()) return;
    // The item's origin is the board's; its units are board units.
    painter->save();
    painter->setRenderHint(QPainter::SmoothPixmapTransform);
    painter->setOpacity(m_editor->opacity());
    painter->setTransform(m_editor->imageToBoard(), true);
    painter->drawImage(QPointF(0, 0), m_editor->image());
    painter->restore();

    // The grid again, over the picture: what the picture is aligned to.
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing);
    QColor line = Palette::studio().sectionLine;
    line.setAlpha(170);
    QPen pen(line);
    pen.setWidthF(1.2);
    painter->setPen(pen);
    painter->setBrush(Qt::NoBrush);
    const QPolygonF outline(BoardGeometry::hexCorners(1.0));
    for (const tricorne::Hex hex : tricorne::board::allHexes())
        if (m_editor->onBoard(hex))  // the system's board's hexes only
            painter->drawPolygon(outline.translated(BoardGeometry::hexCentre(tricorne::toOffset(hex))));
    painter->restore();
}
