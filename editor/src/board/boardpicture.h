// File ▸ Export image: the battlefield alone — no panels, menus or window
// chrome, and without the editing overlays (hover, hex cursor, problem marks). PNG
// is rendered at print resolution from the same QML scene the window shows; SVG is drawn as
// vectors by BoardPainter from the board's model in the studio's palette.
#pragma once

#include <QImage>
#include <QObject>
#include <QPointer>
#include <QQuickItem>
#include <QString>
#include <QtQml/qqmlregistration.h>

class BoardPicture : public QObject {
    Q_OBJECT
    QML_ELEMENT
    /// The Board item (Board.qml): its child "boardSurface" is drawn, its `exporting`
    /// property hides the editing overlays while it is. (A QObject for qmllint, which does not
    /// see QtQuick's types from this module; anything but a QQuickItem is ignored.)
    Q_PROPERTY(QObject* board READ board WRITE setBoard NOTIFY boardChanged)

public:
    /// Pixels per board unit in the picture: a hex (96 units from corner to corner) becomes
    /// 384 px, 3.3 cm at kDpi — sharp on paper up to A3.
    static constexpr qreal kScale = 4.0;
    static constexpr int kDpi = 300;

    explicit BoardPicture(QObject* parent = nullptr) : QObject(parent) {}

    QObject* board() const { return m_board; }
    void setBoard(QObject* board);

    /// Renders the battlefield and writes it to `path`: as a vector SVG when `path` ends in
    /// ".svg" (any case; sized for kDpi at kScale), else as PNG (kDpi recorded in the file).
    /// The write is atomic: a failure leaves an existing file as it was. finished(ok, message)
    /// follows (at once for SVG, once the scene is grabbed for PNG); message names the file
    /// on failure.
    Q_INVOKABLE void exportImage(const QString& path);

signals:
    void boardChanged();
    void finished(bool ok, const QString& message);

private:
    template <typename Use>
    void render(Use use);
    void exportSvg(const QString& path);
    void writeAtomically(const QString& path, const QByteArray& bytes);

    QPointer<QQuickItem> m_board;
};
