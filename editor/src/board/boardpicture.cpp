#include "board/boardpicture.h"

#include <filesystem>

#include <QBuffer>
#include <QFileInfo>
#include <QQuickItemGrabResult>

#include "common/filepaths.h"
#include "board/boardpainter.h"
#include "document/boardmodel.h"

#include "tricorne/io/json_io.h"

void BoardPicture::setBoard(QObject* object) {
    auto* board = qobject_cast<QQuickItem*>(object);
    if (m_board == board) return;
    m_board = board;
    emit boardChanged();
}

template <typename Use>
void BoardPicture::render(Use use) {
    QQuickItem* surface = m_board ? m_board->findChild<QQuickItem*>(QStringLiteral("boardSurface")) : nullptr;
    if (!surface) {
        emit finished(false, tr("There is no board to draw."));
        return;
    }
    m_board->setProperty("exportDetail", kScale);
    m_board->setProperty("exporting", true);
    // The surface's own transform (the window's zoom and pan) is not applied: the grab is of
    // the board in board units, scaled by kScale.
    const QSize size = (QSizeF(surface->width(), surface->height()) * kScale).toSize();
    const QSharedPointer<QQuickItemGrabResult> grab = surface->grabToImage(size);
    if (!grab) {
        m_board->setProperty("exporting", false);
        emit finished(false, tr("The board cannot be drawn now (its window is not shown)."));
        return;
    }
    connect(grab.data(), &QQuickItemGrabResult::ready, this, [this, grab, use] {
        if (m_board) m_board->setProperty("exporting", false);
        QImage image = grab->image();
        const int dotsPerMeter = qRound(kDpi / 0.0254);
        image.setDotsPerMeterX(dotsPerMeter);
        image.setDotsPerMeterY(dotsPerMeter);
        use(image);
    });
}

void BoardPicture::exportImage(const QString& path) {
    if (QFileInfo(path).suffix().compare(QLatin1String("svg"), Qt::CaseInsensitive) == 0) {
        exportSvg(path);
        return;
    }
    render([this, path](const QImage& image) {
        QByteArray bytes;
        QBuffer buffer(&bytes);
        buffer.open(QIODevice::WriteOnly);
        if (image.isNull() || !image.save(&buffer, "PNG")) {
            emit finished(false, tr("Could not draw the board for “%1”.").arg(QFileInfo(path).fileName()));
            return;
        }
        writeAtomically(path, bytes);
    });
}

void BoardPicture::exportSvg(const QString& path) {
    // The board's own model, in the palette the window's board is drawn in: the SVG shows what
    // the window shows.
    auto* model = m_board ? qobject_cast<BoardModel*>(m_board->property("model").value<QObject*>()) : nullptr;
    if (!model) {
        emit finished(false, tr("There is no board to draw."));
        return;
    }
    const QByteArray svg = BoardPainter(*model).svg(kScale, kDpi, tr("Battlefield"));
    if (svg.isEmpty()) {
        emit finished(false, tr("Could not draw the board for “%1”.").arg(QFileInfo(path).fileName()));
        return;
    }
    writeAtomically(path, svg);
}

void BoardPicture::writeAtomically(const QString& path, const QByteArray& bytes) {
    // The same atomic write as every save: a failure leaves an old file as it was.
    const auto failure = tricorne::writeFileAtomically(fsPath(path),
                                                       std::string_view(bytes.constData(), static_cast<std::size_t>(bytes.size())));
    if (failure) emit finished(false, tr("Could not save “%1”: %2").arg(QFileInfo(path).fileName(), QString::fromStdString(*failure)));
    else emit finished(true, {});
}
