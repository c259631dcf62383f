// The printed scenario sheet: the real tricorne-studio binary writes every shipped
// battle's sheet with --sheet, poppler's pdftoppm turns each PDF into PNG pages, and the pages
// are checked as images — one landscape page, a map that is drawn, text in the notes column,
// margins left clear (nothing runs off the page) and, in "save ink", grey with no dark fills.
// The pages are kept in sheets/ of the test's directory (by kind) to be looked at.
//
// Where things lie on the page is known from the sheet's layout (ScenarioSheet::layOut):
// margins of 10 mm, the map at the left under a header of about 14 mm, the notes column on
// the right 37% of the width between the margins.
#include <algorithm>
#include <vector>

#include <QDir>
#include <QFile>
#include <QImage>
#include <QPainter>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QScopeGuard>
#include <QTest>

#include "studio_process.h"
#include "studio_test_main.h"

namespace {

using studio_process::Run;
using studio_process::runStudio;

constexpr int kDpi = 100;                 // the pages as pdftoppm draws them for the checks
constexpr qreal kPixelsPerMm = kDpi / 25.4;

QStringList shippedBattles() {
    QDir dir(QStringLiteral(TRICORNE_SOURCE_DIR "/scenarios"));
    QStringList battles;
    for (const QString& name : dir.entryList({QStringLiteral("*.tricorne.json")}, QDir::Files, QDir::Name))
        battles << dir.filePath(name);
    return battles;
}

QString battleName(const QString& path) { return QFileInfo(path).fileName().section(QLatin1Char('.'), 0, 0); }

/// The directory the pages are kept in, for a designer (or a reviewer) to look at: one per
/// test function, sheets/`kind`, so that tests run in parallel never remove each other's pages.
QDir pagesDirectory(const char* kind) {
    QDir dir(QDir::current().filePath(QStringLiteral("sheets/") + QLatin1String(kind)));
    dir.mkpath(QStringLiteral("."));
    return dir;
}

/// pdftoppm's path; the test fails (never skips) without it: it is in
/// packaging/debian-packages.txt (poppler-utils).
QString tool(const char* name) {
    const QString found = QStandardPaths::findExecutable(QLatin1String(name));
    if (found.isEmpty())
        qFatal("%s is missing: install poppler-utils (packaging/debian-packages.txt lists it) to check the sheets", name);
    return found;
}

/// Runs `program` with `arguments`; its standard output, or a failure with its errors.
bool runTool(const QString& program, const QStringList& arguments, QString* output) {
    QProcess process;
    process.start(program, arguments);
    if (!process.waitForFinished(60000) || process.exitCode() != 0) {
        *output = QString::fromLocal8Bit(process.readAllStandardError());
        return false;
    }
    *output = QString::fromLocal8Bit(process.readAllStandardOutput());
    return true;
}

/// The PDF's pages as images at kDpi (pdftoppm), written as PREFIX-N.png in `dir`.
QList<QImage> pagesOf(const QString& pdf, QDir dir, const QString& prefix) {
    for (const QString& old : dir.entryList({prefix + QStringLiteral("-*.png")})) dir.remove(old);
    QString output;
    if (!runTool(tool("pdftoppm"), {QStringLiteral("-r"), QString::number(kDpi), QStringLiteral("-png"), pdf, dir.filePath(prefix)}, &output))
        qWarning("pdftoppm failed on %s: %s", qPrintable(pdf), qPrintable(output));
    QList<QImage> pages;
    for (const QString& name : dir.entryList({prefix + QStringLiteral("-*.png")}, QDir::Files, QDir::Name))
        pages << QImage(dir.filePath(name)).convertToFormat(QImage::Format_RGB32);
    return pages;
}

/// The part of `page` between fractions of its width and height.
QRect area(const QImage& page, qreal left, qreal top, qreal right, qreal bottom) {
    return QRect(QPoint(qRound(page.width() * left), qRound(page.height() * top)),
                 QPoint(qRound(page.width() * right) - 1, qRound(page.height() * bottom) - 1));
}

/// The share of `rect`'s pixels for which `test` holds.
template <typename Test>
qreal share(const QImage& page, const QRect& rect, Test test) {
    qint64 hits = 0;
    for (int y = rect.top(); y <= rect.bottom(); ++y) {
        const auto* line = reinterpret_cast<const QRgb*>(page.constScanLine(y));
        for (int x = rect.left(); x <= rect.right(); ++x) hits += test(line[x]) ? 1 : 0;
    }
    return static_cast<qreal>(hits) / (static_cast<qreal>(rect.width()) * rect.height());
}

bool white(QRgb c) { return qRed(c) > 245 && qGreen(c) > 245 && qBlue(c) > 245; }
bool dark(QRgb c) { return qGray(c) < 100; }
/// A pixel with a colour: its channels more than a little apart.
bool coloured(QRgb c) { return std::max({qRed(c), qGreen(c), qBlue(c)}) - std::min({qRed(c), qGreen(c), qBlue(c)}) > 24; }

/// The first square of `side` pixels that is nearly all dark (a dark fill), or a null rect.
QRect darkFill(const QImage& page, int side) {
    // Sums of dark pixels over the rectangle from the origin (an integral image).
    const int w = page.width(), h = page.height();
    std::vector<int> sum(static_cast<std::size_t>((w + 1) * (h + 1)), 0);
    auto at = [&](int x, int y) -> int& { return sum[static_cast<std::size_t>(y * (w + 1) + x)]; };
    for (int y = 0; y < h; ++y) {
        const auto* line = reinterpret_cast<const QRgb*>(page.constScanLine(y));
        for (int x = 0; x < w; ++x) at(x + 1, y + 1) = (dark(line[x]) ? 1 : 0) + at(x, y + 1) + at(x + 1, y) - at(x, y);
    }
    for (int y = 0; y + side <= h; y += 2)
        for (int x = 0; x + side <= w; x += 2)
            if (at(x + side, y + side) - at(x, y + side) - at(x + side, y) + at(x, y) > side * side * 9 / 10) return {x, y, side, side};
    return {};
}

QString sheetOf(const QString& battle, const QString& out, const QStringList& extra = {}) {
    const Run run = runStudio(QStringList{QStringLiteral("--sheet"), out} + extra + QStringList{battle});
    return run.exitCode == 0 ? QString() : QStringLiteral("exit %1: %2").arg(run.exitCode).arg(run.stderrText);
}

}  // namespace

class SheetTest : public QObject {
    Q_OBJECT

private slots:
    void everyBattleIsOneLandscapePageWithMapAndNotes();
    void saveInkIsGreyWithoutDarkFills();
    void letterPaperAndVectorFormats();
    void aBrokenFileOrPathIsRefusedByName();
    void aRuleForOneSideNamesItsArmy();
    void aGermanSheetNamesTheArmiesInGerman();
};

// Each shipped battle: one A4 landscape page; the margins white (nothing cut off at the
// edge); the map drawn in many colours; the notes column and the key holding text.
void SheetTest::everyBattleIsOneLandscapePageWithMapAndNotes() {
    const QStringList battles = shippedBattles();
    QVERIFY2(battles.size() >= 25, qPrintable(QStringLiteral("%1 battles").arg(battles.size())));
    const QDir dir = pagesDirectory("colour");
    for (const QString& battle : battles) {
        const QString name = battleName(battle);
        const QString pdf = dir.filePath(name + QStringLiteral(".pdf"));
        const QString failed = sheetOf(battle, pdf, {QStringLiteral("--paper"), QStringLiteral("a4")});
        QVERIFY2(failed.isEmpty(), qPrintable(name + QStringLiteral(": ") + failed));
        const QList<QImage> pages = pagesOf(pdf, dir, name);
        QVERIFY2(pages.size() == 1, qPrintable(QStringLiteral("%1: %2 pages").arg(name).arg(pages.size())));
        const QImage& page = pages.first();
        QVERIFY2(qAbs(page.width() - 297 * kPixelsPerMm) <= 2 && qAbs(page.height() - 210 * kPixelsPerMm) <= 2,
                 qPrintable(QStringLiteral("%1: %2×%3 px is not A4 landscape").arg(name).arg(page.width()).arg(page.height())));

        // The margins (8 of the sheet's 10 mm) are white all round: no text ran off the page.
        const int m = qRound(8 * kPixelsPerMm);
        for (const QRect& edge : {QRect(0, 0, page.width(), m), QRect(0, page.height() - m, page.width(), m), QRect(0, 0, m, page.height()),
                                  QRect(page.width() - m, 0, m, page.height())})
            QVERIFY2(share(page, edge, white) == 1.0, qPrintable(QStringLiteral("%1: something is drawn in the margin %2,%3 %4×%5")
                                                                   .arg(name).arg(edge.x()).arg(edge.y()).arg(edge.width()).arg(edge.height())));

        // The map: mostly not white, in colour.
        const QRect map = area(page, 0.06, 0.18, 0.56, 0.66);
        QVERIFY2(share(page, map, white) < 0.25, qPrintable(name + QStringLiteral(": the map is blank")));
        QVERIFY2(share(page, map, coloured) > 0.3, qPrintable(name + QStringLiteral(": the map has no colour")));
        // The notes column (its top: the battle notes) and the key hold text: dark strokes on white.
        const QRect notes = area(page, 0.64, 0.12, 0.96, 0.35);
        QVERIFY2(share(page, notes, dark) > 0.02 && share(page, notes, white) > 0.6, qPrintable(name + QStringLiteral(": no text in the notes")));
        const QRect key = area(page, 0.04, 0.75, 0.6, 0.95);
        QVERIFY2(share(page, key, dark) > 0.01, qPrintable(name + QStringLiteral(": no key")));
    }
}

// Save ink: every page is grey (no pixel with a colour beyond anti-aliasing specks) and has
// no dark fill 3 mm square (a block, a badge or a ground filled dark).
void SheetTest::saveInkIsGreyWithoutDarkFills() {
    const QDir dir = pagesDirectory("save-ink");
    const int side = qRound(3 * kPixelsPerMm);
    for (const QString& battle : shippedBattles()) {
        const QString name = battleName(battle) + QStringLiteral("-save-ink");
        const QString pdf = dir.filePath(name + QStringLiteral(".pdf"));
        const QString failed = sheetOf(battle, pdf, {QStringLiteral("--ink"), QStringLiteral("save"), QStringLiteral("--paper"), QStringLiteral("a4")});
        QVERIFY2(failed.isEmpty(), qPrintable(name + QStringLiteral(": ") + failed));
        const QList<QImage> pages = pagesOf(pdf, dir, name);
        QVERIFY2(pages.size() == 1, qPrintable(QStringLiteral("%1: %2 pages").arg(name).arg(pages.size())));
        const QImage& page = pages.first();
        const qreal colour = share(page, page.rect(), coloured);
        QVERIFY2(colour < 0.001, qPrintable(QStringLiteral("%1: %2% of the page is in colour").arg(name).arg(colour * 100)));
        const QRect fill = darkFill(page, side);
        QVERIFY2(fill.isNull(), qPrintable(QStringLiteral("%1: a dark fill at %2,%3 px").arg(name).arg(fill.x()).arg(fill.y())));
    }
    // The checks can tell: the colour sheet of the same battle is in colour, and a page with
    // one dark square of that size has its dark fill found.
    const QString pdf = dir.filePath(QStringLiteral("killiecrankie-colour.pdf"));
    QVERIFY(sheetOf(QStringLiteral(TRICORNE_SOURCE_DIR "/scenarios/killiecrankie.tricorne.json"), pdf).isEmpty());
    const QList<QImage> colourPages = pagesOf(pdf, dir, QStringLiteral("killiecrankie-colour"));
    QCOMPARE(colourPages.size(), 1);
    QVERIFY(share(colourPages.first(), colourPages.first().rect(), coloured) > 0.1);
    QImage filled = colourPages.first();
    filled.fill(Qt::white);
    QPainter(&filled).fillRect(QRect(400, 300, side, side), QColor(0x30, 0x30, 0x30));
    QCOMPARE(darkFill(filled, side).topLeft(), QPoint(400, 300));
}

// Letter paper is landscape Letter; the PDF is vectors (no images in it), the SVG a drawing of
// shapes and text sized in millimetres, the PNG a page at the sheet's resolution.
void SheetTest::letterPaperAndVectorFormats() {
    const QDir dir = pagesDirectory("formats");
    const QString battle = QStringLiteral(TRICORNE_SOURCE_DIR "/scenarios/bunker-hill.tricorne.json");
    const QString pdf = dir.filePath(QStringLiteral("bunker-hill-letter.pdf"));
    QString failed = sheetOf(battle, pdf, {QStringLiteral("--paper"), QStringLiteral("letter")});
    QVERIFY2(failed.isEmpty(), qPrintable(failed));
    const QList<QImage> pages = pagesOf(pdf, dir, QStringLiteral("bunker-hill-letter"));
    QCOMPARE(pages.size(), 1);
    QVERIFY2(qAbs(pages.first().width() - 11 * kDpi) <= 2 && qAbs(pages.first().height() - 8.5 * kDpi) <= 2,
             qPrintable(QStringLiteral("%1×%2 px is not Letter landscape").arg(pages.first().width()).arg(pages.first().height())));
    QString images;
    QVERIFY2(runTool(tool("pdfimages"), {QStringLiteral("-list"), pdf}, &images), qPrintable(images));
    QVERIFY2(images.trimmed().split(QLatin1Char('\n')).size() == 2, qPrintable(QStringLiteral("the PDF holds images:\n") + images));   // the header only

    const QString svg = dir.filePath(QStringLiteral("bunker-hill.svg"));
    failed = sheetOf(battle, svg, {QStringLiteral("--paper"), QStringLiteral("a4")});
    QVERIFY2(failed.isEmpty(), qPrintable(failed));
    QFile file(svg);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray text = file.readAll();
    QVERIFY2(text.contains("width=\"297mm\"") || text.contains("width=\"296.") || text.contains("width=\"297."), text.left(600).constData());
    QVERIFY(text.contains("<path") && text.contains("<text"));
    QVERIFY2(!text.contains("<image"), "the SVG holds a picture, not vectors");

    const QString png = dir.filePath(QStringLiteral("bunker-hill.png"));
    failed = sheetOf(battle, png, {QStringLiteral("--paper"), QStringLiteral("a4")});
    QVERIFY2(failed.isEmpty(), qPrintable(failed));
    const QImage image(png);
    QVERIFY2(qAbs(image.width() - 297 / 25.4 * 200) <= 2 && image.width() > image.height(), qPrintable(QStringLiteral("%1 px wide").arg(image.width())));
}

// A file that is not a scenario, a path that cannot be written, a suffix the sheet does not
// know: a non-zero exit, and the message names the file.
void SheetTest::aBrokenFileOrPathIsRefusedByName() {
    QTemporaryDir dir;
    const QString bad = studio_process::writeBrokenScenario(dir);
    QVERIFY(QFile::exists(bad));
    const QString out = dir.filePath(QStringLiteral("never.pdf"));
    Run run = runStudio({QStringLiteral("--sheet"), out, bad});
    QVERIFY(run.exitCode != 0);
    QVERIFY2(run.stderrText.contains(QStringLiteral("broken.tricorne.json")), qPrintable(run.stderrText));
    QVERIFY(!QFile::exists(out));

    const QString battle = QStringLiteral(TRICORNE_SOURCE_DIR "/scenarios/killiecrankie.tricorne.json");
    const QString unwritable = QStringLiteral("/nonexistent-directory/sheet.pdf");
    run = runStudio({QStringLiteral("--sheet"), unwritable, battle});
    QVERIFY(run.exitCode != 0);
    QVERIFY2(run.stderrText.contains(unwritable), qPrintable(run.stderrText));

    const QString unknown = dir.filePath(QStringLiteral("sheet.docx"));
    run = runStudio({QStringLiteral("--sheet"), unknown, battle});
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(run.stderrText.contains(unknown), qPrintable(run.stderrText));

    run = runStudio({QStringLiteral("--sheet"), out, QStringLiteral("--ink"), QStringLiteral("sepia"), battle});
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(run.stderrText.contains(QStringLiteral("sepia")), qPrintable(run.stderrText));
}

// The sheet's objectives and special rules say whose they are, by army, in the engine's words:
// a player reading the printed sheet must not guess whose banner or option it is. The PDF's
// text (pdftotext, its lines joined) holds each sided line.
void SheetTest::aRuleForOneSideNamesItsArmy() {
    const QDir dir = pagesDirectory("sides");
    const QList<QPair<QString, QStringList>> expected{
        {QStringLiteral("hobkirks-hill"), {QStringLiteral("1 banner to the British side"), QStringLiteral("1 banner to the Continental side")}},
        {QStringLiteral("falkirk-stage-2"),
         {QStringLiteral("For the Jacobite player: the battle is lost unless won by the end of the 10th card play"),
          QStringLiteral("For the Jacobite player: no Command card drawn at the end of the turn"),
          QStringLiteral("For the Government player: after playing a Scout card, may take 1 permanent banner")}},
        {QStringLiteral("cowpens"), {QStringLiteral("For the Continental player: a permanent banner for each Scout card played")}},
    };
    for (const auto& [name, lines] : expected) {
        const QString pdf = dir.filePath(name + QStringLiteral(".pdf"));
        const QString failed = sheetOf(QStringLiteral(TRICORNE_SOURCE_DIR "/scenarios/") + name + QStringLiteral(".tricorne.json"), pdf);
        QVERIFY2(failed.isEmpty(), qPrintable(failed));
        QString text;
        QVERIFY2(runTool(tool("pdftotext"), {pdf, QStringLiteral("-")}, &text), qPrintable(text));
        const QString joined = text.simplified();
        for (const QString& line : lines) QVERIFY2(joined.contains(line), qPrintable(name + QStringLiteral(": no \"") + line + QStringLiteral("\" in\n") + joined));
        // The SVG sheet says the same, as text a reader can search.
        const QString svg = dir.filePath(name + QStringLiteral(".svg"));
        const QString svgFailed = sheetOf(QStringLiteral(TRICORNE_SOURCE_DIR "/scenarios/") + name + QStringLiteral(".tricorne.json"), svg);
        QVERIFY2(svgFailed.isEmpty(), qPrintable(svgFailed));
        QFile file(svg);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QStringList runs;
        const QRegularExpression textElement(QStringLiteral("<text[^>]*>([^<]*)</text>"));
        for (const QRegularExpressionMatch& m : textElement.globalMatch(QString::fromUtf8(file.readAll()))) runs << m.captured(1);
        const QString svgText = runs.join(QLatin1Char(' ')).simplified();
        for (const QString& line : lines) QVERIFY2(svgText.contains(line), qPrintable(name + QStringLiteral(".svg: no \"") + line + QStringLiteral("\" in\n") + svgText));
    }
}

// Under a German locale the objectives and the key name the armies as the rest of the sheet
// does ("Briten"), not by the system's English names.
void SheetTest::aGermanSheetNamesTheArmiesInGerman() {
    const QByteArray lang = qgetenv("LANG"), language = qgetenv("LANGUAGE"), all = qgetenv("LC_ALL");
    const auto restore = qScopeGuard([&] {
        qputenv("LANG", lang);
        qputenv("LANGUAGE", language);
        qputenv("LC_ALL", all);
    });
    qputenv("LANG", "de_DE.UTF-8");
    qputenv("LANGUAGE", "de");
    qunsetenv("LC_ALL");
    const QString pdf = pagesDirectory("german").filePath(QStringLiteral("hobkirks-hill.pdf"));
    const QString failed = sheetOf(QStringLiteral(TRICORNE_SOURCE_DIR "/scenarios/hobkirks-hill.tricorne.json"), pdf);
    QVERIFY2(failed.isEmpty(), qPrintable(failed));
    QString text;
    QVERIFY2(runTool(tool("pdftotext"), {pdf, QStringLiteral("-")}, &text), qPrintable(text));
    const QString joined = text.simplified();
    for (const QString& line : {QStringLiteral("Legende"), QStringLiteral("1 Siegesbanner für Briten"), QStringLiteral("Leichte Infanterie — Briten"),
                                QStringLiteral("Kontinentalarmee")})
        QVERIFY2(joined.contains(line), qPrintable(QStringLiteral("no \"") + line + QStringLiteral("\" in\n") + joined));
    QVERIFY2(!joined.contains(QStringLiteral("— British")) && !joined.contains(QStringLiteral("— Continental")), qPrintable(joined));
}

STUDIO_TEST_GUILESS_MAIN("studio-sheet-tests", SheetTest)
#include "sheet_test.moc"
