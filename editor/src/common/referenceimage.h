// Reading a reference picture from disk (View ▸ Reference picture…): a PNG or JPEG (or any
// picture Qt reads), or one page of a PDF (Qt PDF). Whatever the file, the picture in memory
// is never larger than kMaxPixels: a larger JPEG is read scaled down while it is decoded, a PDF
// page is rendered within it, and a larger picture of another kind (PNG decodes whole before it
// can be scaled) is refused naming the limit. Control points stay in the file's own units.
// A file that cannot be read — missing, a folder, a pipe or device, corrupt, a PDF with no
// such page, too large to scale while reading — gives a message that names it and says why;
// nothing here throws or blocks on a special file.
#pragma once

#include <QImage>
#include <QSizeF>
#include <QString>

namespace reference {

/// The most pixels a reference picture takes in memory: 24 megapixels (96 MB as 32-bit
/// colour), e.g. 6000 × 4000, an A3 scan at 300 dpi.
inline constexpr qint64 kMaxPixels = 24'000'000;
/// A PDF page is rendered at this many pixels per point (150 dpi), within kMaxPixels.
inline constexpr double kPdfPixelsPerPoint = 150.0 / 72.0;

struct LoadedPicture {
    QImage image;          ///< null when the file could not be read
    QSizeF sourceSize;     ///< the picture's size in its own units: pixels, or a PDF page's points
    double imageScale = 1; ///< image pixels per source unit (below 1 when read scaled down)
    int pageCount = 0;     ///< a PDF's pages (0 for other pictures)
    bool scaledDown = false;
    QString problem;       ///< why `image` is null, naming the file; "" when it was read
};

/// Reads `path`; `page` (from 1) chooses a PDF's page and is ignored for other pictures.
LoadedPicture loadReferencePicture(const QString& path, int page);

}  // namespace reference
