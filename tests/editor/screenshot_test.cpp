// Runs the real tricorne-studio binary offscreen with --screenshot and looks at the picture:
// not blank, the window's size, and the colours the board must show at known hexes. Hex
// centres come from BoardGeometry, the layout the app itself draws with.
#include <QColor>
#include <QImage>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

#include "common/boardgeometry.h"
#include "studio_process.h"
#include "studio_test_main.h"

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
    void showsTheTabAndDialogsAskedFor();
    void refusesWhatItCannotShow();

private:
    QTemporaryDir m_dir;
};

void ScreenshotTest::rendersScenario_data() {
    // Expected hues follow the palette (editor/src/common/palette.h): river and stream water ~205°, tree canopies ~95°, the
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

namespace {

/// How many of the pixels in `area` differ between two pictures of the same size.
int pixelsChanged(const QImage& a, const QImage& b, const QRect& area) {
    int changed = 0;
    for (int y = area.top(); y <= area.bottom(); y += 2)
        for (int x = area.left(); x <= area.right(); x += 2)
            if (a.pixel(x, y) != b.pixel(x, y)) ++changed;
    return changed;
}

}  // namespace

// --panel, --compare, --oob, --balance and --keys (the guide's pictures): each changes the
// picture where what it asks for is shown: the side panel for a tab, a comparison or a balance
// run's results, the middle of the window for the help page, and for the import the rows of the
// table read.
void ScreenshotTest::showsTheTabAndDialogsAskedFor() {
    QTemporaryDir dir;
    const QString battle = scenarioPath("killiecrankie");
    const QString blank = QStringLiteral(TRICORNE_SOURCE_DIR "/templates/scenarios/blank-jacobite-rising.tricorne.json");
    const QString table = QStringLiteral(TRICORNE_SOURCE_DIR "/scenarios/oob/killiecrankie.csv");
    const QString other = scenarioPath("falkirk-stage-1");
    /// The window as `arguments` open it: what each picture below is compared with.
    auto plain = [&](const QStringList& arguments, const QString& name) {
        const QString out = dir.filePath(name);
        const Run run = runStudio(arguments + QStringList{QStringLiteral("--screenshot"), out});
        return run.exitCode == 0 ? QImage(out) : QImage();
    };
    // The import dialog with a table of no rows: the rows the real table shows must change it.
    const QString noRows = dir.filePath(QStringLiteral("header-only.csv"));
    QFile header(noRows);
    QVERIFY(header.open(QIODevice::WriteOnly));
    header.write("army,type,name,blocks,strength,brigade,commander,chief\n");
    header.close();
    const QImage battleWindow = plain({battle}, QStringLiteral("battle.png"));
    const QImage emptyImport = plain({blank, QStringLiteral("--oob"), noRows}, QStringLiteral("empty-import.png"));
    // The Balance tab before a run: a run's or a sweep's results must change it.
    const QImage balanceTab = plain({battle, QStringLiteral("--panel"), QStringLiteral("balance")}, QStringLiteral("balance-tab.png"));
    QVERIFY(!battleWindow.isNull() && !emptyImport.isNull() && !balanceTab.isNull());

    // The side panel is the window's right-hand strip; a dialog opens in the middle of the window.
    const int panelWidth = int(BoardGeometry::kSidePanelWidth);
    const QRect side(battleWindow.width() - panelWidth + 4, 0, panelWidth - 8, battleWindow.height());
    const QRect middle(battleWindow.width() / 3, battleWindow.height() / 3, battleWindow.width() / 3, battleWindow.height() / 3);
    const struct {
        QStringList arguments;
        const QImage& before;
        QRect where;
    } cases[] = {
        {{battle, QStringLiteral("--panel"), QStringLiteral("rules")}, battleWindow, side},
        {{battle, QStringLiteral("--panel"), QStringLiteral("balance")}, battleWindow, side},
        {{battle, QStringLiteral("--balance"), QStringLiteral("run")}, balanceTab, side},
        {{battle, QStringLiteral("--balance"), QStringLiteral("sweep")}, balanceTab, side},
        {{battle, QStringLiteral("--compare"), other}, battleWindow, side},
        {{battle, QStringLiteral("--keys")}, battleWindow, middle},
        {{blank, QStringLiteral("--oob"), table}, emptyImport, middle},
    };
    for (const auto& c : cases) {
        const QString what = c.arguments.join(QLatin1Char(' '));
        const QString out = dir.filePath(QStringLiteral("shown.png"));
        QFile::remove(out);
        const Run run = runStudio(c.arguments + QStringList{QStringLiteral("--screenshot"), out});
        QVERIFY2(run.exitCode == 0, qPrintable(what + QStringLiteral(": ") + run.stderrText));
        const QImage shown(out);
        QVERIFY2(shown.size() == c.before.size(), qPrintable(what));
        // Sampled every second pixel: a tab or a dialog changes far more than a fortieth of them.
        const int changed = pixelsChanged(c.before, shown, c.where);
        QVERIFY2(changed > c.where.width() * c.where.height() / 4 / 40,
                 qPrintable(what + QStringLiteral(": %1 pixels changed").arg(changed)));
    }
}

void ScreenshotTest::refusesWhatItCannotShow() {
    QTemporaryDir dir;
    const QString battle = scenarioPath("killiecrankie");
    const QString out = dir.filePath(QStringLiteral("never.png"));
    const Run unknownTab = runStudio({battle, QStringLiteral("--panel"), QStringLiteral("nowhere"), QStringLiteral("--screenshot"), out});
    QCOMPARE(unknownTab.exitCode, 2);
    QVERIFY2(unknownTab.stderrText.contains(QStringLiteral("nowhere")), qPrintable(unknownTab.stderrText));

    const Run unknownRun = runStudio({battle, QStringLiteral("--balance"), QStringLiteral("everything"), QStringLiteral("--screenshot"), out});
    QCOMPARE(unknownRun.exitCode, 2);
    QVERIFY2(unknownRun.stderrText.contains(QStringLiteral("everything")), qPrintable(unknownRun.stderrText));

    const Run inPlaytest = runStudio({QStringLiteral("--playtest"), QStringLiteral("--panel"), QStringLiteral("rules"), battle});
    QCOMPARE(inPlaytest.exitCode, 2);

    const QString absent = dir.filePath(QStringLiteral("absent.tricorne.json"));
    const Run compareAbsent = runStudio({battle, QStringLiteral("--compare"), absent, QStringLiteral("--screenshot"), out});
    QCOMPARE(compareAbsent.exitCode, 1);
    QVERIFY2(compareAbsent.stderrText.contains(QStringLiteral("absent.tricorne.json")), qPrintable(compareAbsent.stderrText));

    const Run oobAbsent = runStudio({battle, QStringLiteral("--oob"), absent, QStringLiteral("--screenshot"), out});
    QCOMPARE(oobAbsent.exitCode, 1);
    QVERIFY2(oobAbsent.stderrText.contains(QStringLiteral("absent.tricorne.json")), qPrintable(oobAbsent.stderrText));
}

STUDIO_TEST_GUILESS_MAIN("studio-screenshot-tests", ScreenshotTest)
#include "screenshot_test.moc"
