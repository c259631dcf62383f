// Runs the real tricorne-studio binary offscreen with --screenshot and looks at the picture:
// not blank, the window's size, and the colours the board must show at known hexes. Hex
// centres come from BoardGeometry, the layout the app itself draws with.
#include <QColor>
#include <QImage>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

#include "boardgeometry.h"
#include "studio_process.h"

namespace {

QString scenarioPath(const char* name) {
    return QStringLiteral(TRICORNE_SOURCE_DIR "/scenarios/%1.tricorne.json").arg(QLatin1String(name));
}

using studio_process::Run;
using studio_process::runStudio;

/// The pixel of `image` at the centre of hex [col,row], moved by `offset` board units.
QColor pixelAt(const QImage& image, tricorne::Offset hex, QPointF offset = {}) {
    const QSizeF window = image.size();
    const qreal scale = BoardGeometry::fitScale(BoardGeometry::boardArea(window).size());
    const QPointF p = BoardGeometry::windowPoint(window, hex) + offset * scale;
    return image.pixelColor(qRound(p.x()), qRound(p.y()));
}

/// Hue in degrees (0-359) with enough saturation to mean a colour; -1 for greys.
int hueOf(const QColor& c) { return c.hsvSaturation() < 60 ? -1 : c.hsvHue(); }

QString describe(const QColor& c) {
    return QStringLiteral("%1 (hue %2, saturation %3)").arg(c.name()).arg(c.hsvHue()).arg(c.hsvSaturation());
}

}  // namespace

class ScreenshotTest : public QObject {
    Q_OBJECT

private slots:
    void rendersScenario_data();
    void rendersScenario();
    void refusesAFileItCannotOpen();
    void reportsAnUnwritableImage();
    void printsItsVersion();

private:
    QTemporaryDir m_dir;
};

void ScreenshotTest::rendersScenario_data() {
    // Expected hues follow Theme.qml: river and stream water ~205°, tree canopies ~95°, the
    // Government/British red ~3°, the Jacobite/Continental blue ~220°.
    QTest::addColumn<QString>("scenario");
    QTest::addColumn<QPoint>("waterHex");
    QTest::addColumn<QPoint>("forestHex");
    QTest::addColumn<QPoint>("redUnitHex");
    QTest::addColumn<QPoint>("blueUnitHex");
    QTest::newRow("killiecrankie") << scenarioPath("killiecrankie") << QPoint(6, 0) << QPoint(0, 2) << QPoint(6, 3)
                                   << QPoint(6, 5);
    QTest::newRow("bemis-heights") << scenarioPath("bemis-heights") << QPoint(4, 5) << QPoint(12, 2) << QPoint(1, 3)
                                   << QPoint(9, 7);
}

void ScreenshotTest::rendersScenario() {
    QFETCH(QString, scenario);
    QFETCH(QPoint, waterHex);
    QFETCH(QPoint, forestHex);
    QFETCH(QPoint, redUnitHex);
    QFETCH(QPoint, blueUnitHex);

    const QString out = m_dir.filePath(QFileInfo(scenario).completeBaseName() + QStringLiteral(".png"));
    const Run run = runStudio({scenario, QStringLiteral("--screenshot"), out});
    QVERIFY2(run.exitCode == 0, qPrintable(run.stderrText));

    QImage image(out);
    QVERIFY2(!image.isNull(), qPrintable(out));
    QCOMPARE(image.size(), QSize(BoardGeometry::kDefaultWindowWidth, BoardGeometry::kDefaultWindowHeight));

    // Not blank: many distinct colours across the picture.
    QSet<QRgb> colours;
    for (int y = 0; y < image.height(); y += 3)
        for (int x = 0; x < image.width(); x += 3) colours.insert(image.pixel(x, y));
    QVERIFY2(colours.size() > 200, qPrintable(QStringLiteral("only %1 colours").arg(colours.size())));

    const QColor water = pixelAt(image, {waterHex.x(), waterHex.y()});
    QVERIFY2(hueOf(water) >= 190 && hueOf(water) <= 225, qPrintable(QStringLiteral("water: ") + describe(water)));

    const QColor forest = pixelAt(image, {forestHex.x(), forestHex.y()});
    QVERIFY2(hueOf(forest) >= 70 && hueOf(forest) <= 150, qPrintable(QStringLiteral("forest: ") + describe(forest)));

    // Left of the NATO frame, inside the block (the block is 0.76 hex sizes wide, the frame 0.5).
    const QPointF besideFrame(-0.31 * BoardGeometry::kHexSize, 0.0);
    const QColor red = pixelAt(image, {redUnitHex.x(), redUnitHex.y()}, besideFrame);
    QVERIFY2(hueOf(red) >= 0 && (hueOf(red) <= 15 || hueOf(red) >= 345), qPrintable(QStringLiteral("red unit: ") + describe(red)));
    const QColor blue = pixelAt(image, {blueUnitHex.x(), blueUnitHex.y()}, besideFrame);
    QVERIFY2(hueOf(blue) >= 210 && hueOf(blue) <= 235, qPrintable(QStringLiteral("blue unit: ") + describe(blue)));

    // Open ground is pale and unsaturated, and unlike the forest.
    const QColor ground = pixelAt(image, {3, 6});
    QVERIFY2(ground.hsvSaturation() < 60 && ground.value() > 200, qPrintable(QStringLiteral("ground: ") + describe(ground)));
}

void ScreenshotTest::refusesAFileItCannotOpen() {
    QTemporaryDir dir;
    const QString bad = studio_process::writeBrokenScenario(dir);
    QVERIFY(QFile::exists(bad));
    const QString out = dir.filePath(QStringLiteral("never.png"));

    const Run run = runStudio({bad, QStringLiteral("--screenshot"), out});
    QVERIFY(run.exitCode != 0);
    QVERIFY2(run.stderrText.contains(QStringLiteral("broken.tricorne.json")), qPrintable(run.stderrText));
    QVERIFY(QFile::exists(out));   // the window showing why: the picture a bug report needs

    const Run missing = runStudio({dir.filePath(QStringLiteral("absent.tricorne.json")), QStringLiteral("--screenshot"), out});
    QVERIFY(missing.exitCode != 0);
    QVERIFY2(missing.stderrText.contains(QStringLiteral("absent.tricorne.json")), qPrintable(missing.stderrText));
}

void ScreenshotTest::reportsAnUnwritableImage() {
    const QString out = QStringLiteral("/nonexistent-directory/shot.png");
    const Run run = runStudio({scenarioPath("killiecrankie"), QStringLiteral("--screenshot"), out});
    QVERIFY(run.exitCode != 0);
    QVERIFY2(run.stderrText.contains(out), qPrintable(run.stderrText));
}

void ScreenshotTest::printsItsVersion() {
    // Offscreen, and from a terminal with no display at all: --version and --help need none.
    for (const bool noDisplay : {false, true}) {
        const auto run = studio_process::runStudio({QStringLiteral("--version")}, noDisplay);
        QCOMPARE(run.exitCode, 0);
        QCOMPARE(run.stdoutText.trimmed(), QStringLiteral("Tricorne Studio " TRICORNE_PROJECT_VERSION));
    }
    const auto help = studio_process::runStudio({QStringLiteral("--help")}, true);
    QCOMPARE(help.exitCode, 0);
    QVERIFY2(help.stdoutText.contains(QStringLiteral("--playtest")), qPrintable(help.stdoutText));
}

QTEST_GUILESS_MAIN(ScreenshotTest)
#include "screenshot_test.moc"
