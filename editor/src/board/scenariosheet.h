// The printed scenario sheet: one landscape A4 or Letter page per battle with the
// map (BoardPainter), the title and system, each side's battle notes, the victory conditions
// and special rules in the engine's words (ScenarioEditor's summaries, from tricorne/text),
// the historical background, the reconstruction note and a key of the pieces on the map.
// Written as a vector PDF (QPdfWriter), a vector SVG (QSvgGenerator) or a PNG at kPngDpi.
// Text is laid out with QTextDocument in a column of its own and shrunk to fit; what does not
// fit even at the smallest size flows onto a continuation page, so nothing is ever clipped.
#pragma once

#include <memory>

#include <QCoreApplication>
#include <QPageSize>
#include <QRectF>
#include <QString>
#include <QVariantMap>

class BoardModel;
class QObject;
class QPainter;
class QPrinter;
class QTextDocument;
class ScenarioDocument;

struct SheetOptions {
    /// Black-and-white printing: no ground fills, pieces as outlines, the sides told apart by
    /// marks (BoardPainter::setSaveInk).
    bool saveInk = false;
    QPageSize::PageSizeId paper = QPageSize::A4;

    /// Letter where the system locale measures in inches (the United States), else A4.
    static QPageSize::PageSizeId localePaper();
};

class ScenarioSheet {
    Q_DECLARE_TR_FUNCTIONS(ScenarioSheet)

public:
    /// Resolution of the PNG sheets: sharp on paper, a few megabytes per page.
    static constexpr int kPngDpi = 200;

    /// A sheet of `document`'s scenario (it must be loaded and outlive the sheet), drawn in the
    /// studio's palette. The document is only read.
    ScenarioSheet(ScenarioDocument& document, const SheetOptions& options);
    ~ScenarioSheet();
    ScenarioSheet(const ScenarioSheet&) = delete;
    ScenarioSheet& operator=(const ScenarioSheet&) = delete;

    /// The page in sheet units (a tenth of a point), landscape.
    QSizeF pageSize() const { return m_page; }
    /// 1 when everything fits on the battle's page (every shipped battle), more when the text
    /// continues on further pages.
    int pageCount() const;
    /// Paints page `page` (0-based) in sheet units with the painter's current transform.
    void paintPage(QPainter& painter, int page) const;

    /// Writes the sheet to `path`, by its suffix (any case): .pdf (one page each), .svg or
    /// .png (pages one below the other). Atomic: a failure leaves an existing file as it was.
    /// Returns "" on success, else why, naming the file.
    QString write(const QString& path) const;
    /// Prints every page on `printer` (set up and chosen by the caller), landscape on the
    /// sheet's paper, the page's own margins kept. Returns "" on success, else why.
    QString print(QPrinter& printer) const;
    /// True when `path`'s suffix is one write() knows: pdf, png or svg, in any case.
    static bool knownFormat(const QString& path);

private:
    void layOut();
    void buildText(QTextDocument& text, qreal pointSize) const;
    void paintHeader(QPainter& p, bool continued) const;
    void paintMap(QPainter& p) const;
    void paintKey(QPainter& p) const;
    void paintTextPage(QPainter& p, int textPage) const;
    QByteArray render(const QString& format, QString* error) const;

    const ScenarioDocument& m_document;
    const BoardModel* m_board;       // the document's: what stands where, the sides' names
    SheetOptions m_options;
    QVariantMap m_setup;             // ScenarioEditor::setup()
    QVariantList m_objectives;       // ScenarioEditor::objectives()
    QVariantList m_rules;            // ScenarioEditor::specialRules()
    QSizeF m_page;
    QRectF m_header, m_map, m_key, m_column;
    std::unique_ptr<QTextDocument> m_text;  // laid out to the column, paginated by its height
};
