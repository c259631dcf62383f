// One terrain tile as the board draws it (BoardPainter::paintTerrainTile), scaled to fit this
// item and centred in it: the ghost of the tile the Terrain tool would lay, and the palette's
// symbols. The same drawing as the board's ground, so the ghost looks like what it will lay.
#pragma once

#include <memory>

#include <QColor>
#include <QPointer>
#include <QQuickPaintedItem>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>

class BoardPainter;

class TileSwatch : public QQuickPaintedItem {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(QString terrain READ terrain WRITE setTerrain NOTIFY changed)
    /// Exit sides after variant and rotation (ScenarioEditor.tileExits); [] for area terrain.
    Q_PROPERTY(QVariantList exits READ exits WRITE setExits NOTIFY changed)
    Q_PROPERTY(QColor edge READ edge WRITE setEdge NOTIFY changed)
    /// In board units, as the board's grid line (1.2).
    Q_PROPERTY(qreal edgeWidth READ edgeWidth WRITE setEdgeWidth NOTIFY changed)
    /// Screen pixels per item pixel (the zoom of the board it lies on times the device pixel
    /// ratio), as BoardGround's: the tile is painted at least this fine, so that the ghost on a
    /// board zoomed to 4× is as sharp as the ground under it, not a small picture enlarged. 1
    /// paints it at its own size.
    Q_PROPERTY(qreal detail READ detail WRITE setDetail NOTIFY changed)

public:
    explicit TileSwatch(QQuickItem* parent = nullptr);
    ~TileSwatch() override;

    QString terrain() const { return m_terrain; }
    void setTerrain(const QString& terrain);
    QVariantList exits() const { return m_exits; }
    void setExits(const QVariantList& exits);
    QColor edge() const { return m_edge; }
    void setEdge(const QColor& edge);
    qreal edgeWidth() const { return m_edgeWidth; }
    void setEdgeWidth(qreal width);
    qreal detail() const { return m_detail; }
    void setDetail(qreal detail);

    void paint(QPainter* painter) override;

signals:
    void changed();

protected:
    void geometryChange(const QRectF& newGeometry, const QRectF& oldGeometry) override;

private:
    void changedSo();
    void updateTextureSize();

    QString m_terrain;
    QVariantList m_exits;
    QColor m_edge = Qt::gray;
    qreal m_edgeWidth = 1.2;
    qreal m_detail = 1.0;
    std::unique_ptr<BoardPainter> m_painter;
};
