// The map's place names on the studio's board, painted by BoardPainter::paintLabels (what the
// SVG export and the printed sheet draw too) in one item over the pieces, so that no unit hides
// a name. The item covers the whole board in board units; it repaints when the BoardModel's
// labels change and is transparent to the mouse (the Labels tool reads the board's pointer).
#pragma once

#include <memory>

#include <QPointer>
#include <QQuickPaintedItem>
#include <QtQml/qqmlregistration.h>

#include "boardmodel.h"

class BoardPainter;

class BoardLabels : public QQuickPaintedItem {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(BoardModel* model READ model WRITE setModel NOTIFY modelChanged)
    /// The Theme singleton: the labels' colours, read as BoardPainter reads them.
    Q_PROPERTY(QObject* theme READ theme WRITE setTheme NOTIFY themeChanged)
    /// Screen pixels per board unit: the texture is made this fine (at most
    /// BoardGround::kMaxTextureSide pixels on its longer side).
    Q_PROPERTY(qreal detail READ detail WRITE setDetail NOTIFY detailChanged)

public:
    explicit BoardLabels(QQuickItem* parent = nullptr);
    ~BoardLabels() override;

    BoardModel* model() const { return m_model; }
    void setModel(BoardModel* model);
    QObject* theme() const { return m_theme; }
    void setTheme(QObject* theme);
    qreal detail() const { return m_detail; }
    void setDetail(qreal detail);

    void paint(QPainter* painter) override;

signals:
    void modelChanged();
    void themeChanged();
    void detailChanged();

protected:
    void geometryChange(const QRectF& newGeometry, const QRectF& oldGeometry) override;

private:
    void rebuildPainter();
    void updateTextureSize();

    QPointer<BoardModel> m_model;
    QPointer<QObject> m_theme;
    qreal m_detail = 1.0;
    std::unique_ptr<BoardPainter> m_painter;  // null until both model and theme are set
};
