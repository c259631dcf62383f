#include "common/referenceimage.h"

#include <cmath>

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QImageReader>
#include <QPdfDocument>

namespace reference {

namespace {

/// The translation context of the messages (lupdate reads ReferencePicture::tr).
struct ReferencePicture {
    Q_DECLARE_TR_FUNCTIONS(ReferencePicture)
};

/// The size within kMaxPixels with the shape of `size` (itself when it fits).
QSize fitted(QSizeF size) {
    const double pixels = size.width() * size.height();
    if (pixels <= static_cast<double>(kMaxPixels)) return size.toSize();
    const double k = std::sqrt(static_cast<double>(kMaxPixels) / pixels);
    return QSize(std::max(1, static_cast<int>(size.width() * k)), std::max(1, static_cast<int>(size.height() * k)));
}

LoadedPicture loadPdf(const QString& path, int page, const QString& name) {
    LoadedPicture out;
    QPdfDocument pdf;
    if (pdf.load(path) != QPdfDocument::Error::None) {
        out.problem = ReferencePicture::tr("“%1” could not be read as a PDF: it may be damaged or protected by a password.").arg(name);
        return out;
    }
    out.pageCount = pdf.pageCount();
    if (out.pageCount <= 0) {
        out.problem = ReferencePicture::tr("“%1” is a PDF with no pages.").arg(name);
        return out;
    }
    if (page < 1 || page > out.pageCount) {
        out.problem = ReferencePicture::tr("“%1” has %2 pages; there is no page %3.").arg(name).arg(out.pageCount).arg(page);
        return out;
    }
    out.sourceSize = pdf.pagePointSize(page - 1);
    if (out.sourceSize.isEmpty()) {
        out.problem = ReferencePicture::tr("Page %1 of “%2” has no size.").arg(page).arg(name);
        return out;
    }
    const QSize size = fitted(out.sourceSize * kPdfPixelsPerPoint);
    out.image = pdf.render(page - 1, size);
    if (out.image.isNull()) {
        out.problem = ReferencePicture::tr("Page %1 of “%2” could not be drawn.").arg(page).arg(name);
        return out;
    }
    out.imageScale = size.width() / out.sourceSize.width();
    out.scaledDown = size.width() < std::floor(out.sourceSize.width() * kPdfPixelsPerPoint);
    return out;
}

}  // namespace

LoadedPicture loadReferencePicture(const QString& path, int page) {
    LoadedPicture out;
    const QFileInfo info(path);
    const QString name = info.fileName().isEmpty() ? path : info.fileName();
    if (!info.exists()) {
        out.problem = ReferencePicture::tr("“%1” was not found (looked for %2).").arg(name, QDir::toNativeSeparators(info.absoluteFilePath()));
        return out;
    }
    if (info.isDir()) {
        out.problem = ReferencePicture::tr("“%1” is a folder, not a picture.").arg(name);
        return out;
    }
    // A pipe, socket or device would block or never end: only regular files are read.
    if (!info.isFile()) {
        out.problem = ReferencePicture::tr("“%1” is not a regular file (a pipe or a device?), so it is not read.").arg(name);
        return out;
    }
    if (!info.isReadable()) {
        out.problem = ReferencePicture::tr("“%1” cannot be read: check its permissions.").arg(name);
        return out;
    }
    {
        QFile probe(path);
        if (probe.open(QIODevice::ReadOnly) && probe.peek(5) == "%PDF-") {
            probe.close();
            return loadPdf(path, page, name);
        }
    }

    QImageReader reader(path);
    reader.setAutoTransform(true);
    const QSize size = reader.size();
    if (!reader.canRead() || !size.isValid()) {
        out.problem = ReferencePicture::tr("“%1” is not a picture the studio can read (PNG, JPEG or PDF): %2").arg(name, reader.errorString());
        return out;
    }
    out.sourceSize = size;
    if (static_cast<qint64>(size.width()) * size.height() > kMaxPixels) {
        // Decoding at full size first would put the whole picture in memory: only a reader that
        // scales while it decodes may read it. JPEG's does, by a whole factor up to 8 (libjpeg's
        // DCT scaling, chosen from the size asked: w / asked width): asked for the size divided
        // by the smallest factor within the limit, it decodes straight to that size. The others
        // (PNG's among them) decode whole and scale after, so they are refused with the limit.
        const qint64 pixels = static_cast<qint64>(size.width()) * size.height();
        const int factor = static_cast<int>(std::ceil(std::sqrt(static_cast<double>(pixels) / static_cast<double>(kMaxPixels))));
        if (reader.format() != "jpeg" || !reader.supportsOption(QImageIOHandler::ScaledSize) || factor > 8) {
            out.problem = ReferencePicture::tr("“%1” is %2 × %3 pixels, more than the %4 megapixels the studio reads from a picture of this "
                             "kind: scale it down, or save it as JPEG.")
                              .arg(name)
                              .arg(size.width())
                              .arg(size.height())
                              .arg(kMaxPixels / 1'000'000);
            return out;
        }
        reader.setScaledSize(QSize(size.width() / factor, size.height() / factor));
        out.scaledDown = true;
    }
    // A backstop for a header that lies about the size: nothing above the limit is allocated.
    reader.setAllocationLimit(static_cast<int>(kMaxPixels * 4 / (1024 * 1024)) + 1);
    out.image = reader.read();
    if (out.image.isNull()) {
        out.problem = ReferencePicture::tr("“%1” could not be read: %2").arg(name, reader.errorString());
        return out;
    }
    out.imageScale = static_cast<double>(out.image.width()) / size.width();
    return out;
}

}  // namespace reference
