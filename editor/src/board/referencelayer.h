// The reference picture on the studio's board: the picture, placed by its fit
// (ReferenceEditor), at its own opacity over the ground's colours, and the hex grid drawn again
// over it so that the hexes stay visible through a picture of any opacity. Under the labels and
// the pieces. Never in File ▸ Export image, the SVG, the sheet or a print: the board hides it
// while `exporting`, and BoardPainter, which draws those, does not know of it.
#pragma once

#include <QPointer>

#include "board/boardground.h"
#include "editing/referenceeditor.h"

class ReferenceLayer : public BoardGround {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(ReferenceEditor* editor READ editor WRITE setEditor NOTIFY editorChanged)

public:
    explicit ReferenceLayer(QQuickItem* parent = nullptr);

    ReferenceEditor* editor() const { return m_editor; }
    void setEditor(ReferenceEditor* editor);

    void paint(QPainter* painter) override;

signals:
    void editorChanged();

private:
    QPointer<ReferenceEditor> m_editor;
    QMetaObject::Connection m_picture, m_fit;
};
