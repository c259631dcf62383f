// The studio as desktop users expect it, through the real main window offscreen: the board
// driven by the keyboard alone (hex cursor, Enter acts), an accessible name on every control,
// Help ▸ About with the project version, F1 help, the menus' shortcuts, and the German
// translation under LANG=de_DE.UTF-8.
#include <algorithm>
#include <functional>

#include <QQmlContext>
#include <QQmlProperty>
#include <QDir>
#include <QFile>
#include <QStandardPaths>
#include <QImage>
#include <QQmlApplicationEngine>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QQuickItem>
#include <QQuickStyle>
#include <QQuickWindow>
#include <QScreen>
#include <QApplication>
#include <QComboBox>
#include <QLineEdit>
#include <QPainter>
#include <QPrintDialog>
#include <QProcess>
#include <QScopeGuard>
#include <QTimer>
#include <QSvgRenderer>
#include <QXmlStreamReader>
#include <QTest>

#include "app/studioengine.h"
#include "app/studioservices.h"
#include "app/translations.h"
#include "app/userguide.h"
#include "board/boardpicture.h"
#include "board/sheetexport.h"
#include "common/boardgeometry.h"
#include "document/boardmodel.h"
#include "document/diagnosticsmodel.h"
#include "document/scenariodocument.h"
#include "editing/ruleforms.h"
#include "studio_test_main.h"
#include "tricorne/core/board.h"
#include "tricorne/validate/validate.h"

namespace {

constexpr auto kTemplate = TRICORNE_SOURCE_DIR "/templates/scenarios/blank-jacobite-rising.tricorne.json";

void collect(QQuickItem* root, const std::function<void(QQuickItem*)>& visit) {
    if (!root) return;
    visit(root);
    for (QQuickItem* child : root->childItems()) collect(child, visit);
}

QString terrainAt(ScenarioDocument& document, int col, int row) {
    const int i = tricorne::board::indexOf(tricorne::Offset{col, row});
    return document.board()->data(document.board()->index(i), BoardModel::TerrainRole).toString();
}

/// The studio's main window on `document`, shown offscreen.
struct Studio {
    QQmlApplicationEngine engine;
    QQuickWindow* window = nullptr;

    explicit Studio(ScenarioDocument* document, bool persistSettings = false) {
        prepareStudioEngine(engine);
        engine.setInitialProperties({{QStringLiteral("document"), QVariant::fromValue(document)},
                                     {QStringLiteral("services"), QVariant::fromValue(new StudioServices(document, &engine))},
                                     {QStringLiteral("persistSettings"), persistSettings}});
        engine.load(QUrl(QStringLiteral("qrc:/qt/qml/Tricorne/Studio/Main.qml")));
        if (!engine.rootObjects().isEmpty()) window = qobject_cast<QQuickWindow*>(engine.rootObjects().constFirst());
        if (window) {
            window->requestActivate();
            // Best effort: each test checks what its keys and clicks did, which fails plainly
            // if the window never took them.
            (void)QTest::qWaitForWindowActive(window);
        }
    }
    QObject* named(const QString& name) const { return window->findChild<QObject*>(name); }
};

/// File ▸ Export image of `document` in the studio's window, written to `png` and read back
/// (a null image, with the test failed, when the export failed).
QImage exportedImage(ScenarioDocument& document, const QString& png) {
    Studio studio(&document);
    if (!studio.window) return {};
    auto* picture = studio.window->findChild<BoardPicture*>();
    if (!picture) return {};
    QSignalSpy finished(picture, &BoardPicture::finished);
    picture->exportImage(png);
    if (!QTest::qWaitFor([&] { return finished.count() == 1; }, 30000)) return {};
    if (!finished.at(0).at(0).toBool()) {
        qWarning("%s", qPrintable(finished.at(0).at(1).toString()));
        return {};
    }
    return QImage(png);
}

}  // namespace

class StudioFeaturesTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() {
        QQuickStyle::setStyle(QStringLiteral("Fusion"));
        // Settings of these tests go to this process's own folder (own_user_folders.cpp), never
        // the user's, under a name of their own; removed again at the end.
        QCoreApplication::setOrganizationName(QStringLiteral("Tricorne Tests"));
        QCoreApplication::setApplicationName(QStringLiteral("studio-features-tests"));
        QFile::remove(settingsFile());
    }
    void cleanupTestCase() { QFile::remove(settingsFile()); }
    void settingsRememberGeometryPanelsAndTool();
    void theBoardIsDrivenByTheKeyboard();
    void everyControlHasAnAccessibleName();
    void aboutShowsTheProjectVersionAndHelpOpensWithF1();
    void helpOpensTheUsersGuideWithEveryPageAndItsLinks();
    void exportImageDrawsOnlyTheBattlefield();
    void exportImageIsTheSystemsBoard();
    void printPrintsTheScenarioSheetBesideTheScenario();
    void exportSvgDrawsKilliecrankieAsVectors() { exportSvgDrawsAsVectors(QStringLiteral("scenarios/killiecrankie")); }
    void exportSvgDrawsBemisHeightsAsVectors() { exportSvgDrawsAsVectors(QStringLiteral("scenarios/bemis-heights")); }
    // The starters hold what the battles lack: ford, bridge, walls, fences, marsh, objectives.
    void exportSvgDrawsTheRiverCrossingAsVectors() {
        exportSvgDrawsAsVectors(QStringLiteral("templates/scenarios/starter-river-crossing"));
    }
    void exportSvgDrawsTheHillAssaultAsVectors() { exportSvgDrawsAsVectors(QStringLiteral("templates/scenarios/starter-hill-assault")); }
    void germanTranslationLoadsUnderAGermanLocale();
    void engineStringsReadInGermanUnderAGermanLocale();
    void englishCountsReadAsOneThingOrMany();

private:
    static void exportSvgDrawsAsVectors(const QString& scenario);
    static QString settingsFile() {
        return QStandardPaths::writableLocation(QStandardPaths::GenericConfigLocation) +
               QStringLiteral("/Tricorne Tests/studio-features-tests.conf");
    }
};

void StudioFeaturesTest::theBoardIsDrivenByTheKeyboard() {
    ScenarioDocument document;
    QVERIFY(document.newFromTemplate(QString::fromLatin1(kTemplate)));
    Studio studio(&document);
    QVERIFY(studio.window);
    auto* board = qobject_cast<QQuickItem*>(studio.named(QStringLiteral("board")));
    QVERIFY(board);
    QTRY_VERIFY(board->hasActiveFocus());  // the board has the keys from the start
    QCOMPARE(board->property("cursorCol").toInt(), 6);
    QCOMPARE(board->property("cursorRow").toInt(), 4);
    QVERIFY(studio.named(QStringLiteral("hexCursor"))->property("visible").toBool());

    QTest::keyClick(studio.window, Qt::Key_T);  // the terrain tool
    QTest::keyClick(studio.window, Qt::Key_Right);
    QTest::keyClick(studio.window, Qt::Key_Down);
    QCOMPARE(board->property("cursorCol").toInt(), 7);
    QCOMPARE(board->property("cursorRow").toInt(), 5);
    QCOMPARE(terrainAt(document, 7, 5), QString());
    QTest::keyClick(studio.window, Qt::Key_Return);
    QVERIFY2(!terrainAt(document, 7, 5).isEmpty(), "Enter paints the hex under the cursor");
    QVERIFY(document.isModified());

    // The cursor stays on the board: twenty steps left end at column 0.
    for (int i = 0; i < 20; ++i) QTest::keyClick(studio.window, Qt::Key_Left);
    QCOMPARE(board->property("cursorCol").toInt(), 0);
    QTest::keyClick(studio.window, Qt::Key_E);  // the erase tool, with Space this time
    for (int i = 0; i < 7; ++i) QTest::keyClick(studio.window, Qt::Key_Right);
    QTest::keyClick(studio.window, Qt::Key_Space);  // acts once Space is let go for good (not a repeat)
    QTRY_COMPARE(terrainAt(document, 7, 5), QString());
}

void StudioFeaturesTest::everyControlHasAnAccessibleName() {
    ScenarioDocument document;
    QVERIFY(document.openFile(QStringLiteral(TRICORNE_SOURCE_DIR "/scenarios/killiecrankie.tricorne.json")));
    Studio studio(&document);
    QVERIFY(studio.window);
    const QStringList controls{QStringLiteral("QQuickAbstractButton"), QStringLiteral("QQuickTextField"),
                               QStringLiteral("QQuickTextArea"),       QStringLiteral("QQuickComboBox"),
                               QStringLiteral("QQuickSpinBox"),        QStringLiteral("QQuickSlider"),
                               QStringLiteral("QQuickListView")};
    int checked = 0;
    QStringList unnamed;
    collect(studio.window->contentItem(), [&](QQuickItem* item) {
        const bool control = std::any_of(controls.begin(), controls.end(),
                                         [item](const QString& type) { return item->inherits(qPrintable(type)); });
        // Parts of a control (a combo box's text field, a tab bar's list) are named by it.
        if (!control || (item->parentItem() && item->parentItem()->inherits("QQuickControl"))) return;
        ++checked;
        // What a screen reader is told: Accessible.name, or for a button its text (Qt Quick
        // Controls name buttons after their text; offscreen has no accessibility bridge to ask).
        QString name = QQmlProperty(item, QStringLiteral("Accessible.name"), qmlContext(item)).read().toString();
        if (name.isEmpty() && (item->inherits("QQuickAbstractButton") || item->inherits("QQuickMenuBarItem")))
            name = item->property("text").toString().remove(QLatin1Char('&'));
        if (name.trimmed().isEmpty())
            unnamed << QStringLiteral("%1 \"%2\" in %3").arg(QString::fromLatin1(item->metaObject()->className()), item->objectName(),
                                                           item->parentItem() ? QString::fromLatin1(item->parentItem()->metaObject()->className()) : QString());
    });
    QVERIFY2(checked > 20, qPrintable(QStringLiteral("only %1 controls found").arg(checked)));
    QVERIFY2(unnamed.isEmpty(), qPrintable(unnamed.join(QStringLiteral("\n"))));
}

void StudioFeaturesTest::aboutShowsTheProjectVersionAndHelpOpensWithF1() {
    QCoreApplication::setApplicationVersion(QStringLiteral(TRICORNE_PROJECT_VERSION));
    ScenarioDocument document;
    Studio studio(&document);
    QVERIFY(studio.window);
    // Both dialogs are made when first opened (LazyDialog): open them as a user does.
    QObject* aboutItem = studio.named(QStringLiteral("aboutItem"));
    QVERIFY(aboutItem);
    QMetaObject::invokeMethod(aboutItem, "triggered");
    QObject* about = nullptr;
    QTRY_VERIFY((about = studio.named(QStringLiteral("aboutDialog"))) && about->property("opened").toBool());
    QCOMPARE(studio.named(QStringLiteral("aboutVersion"))->property("text").toString(),
             QStringLiteral("Tricorne Studio " TRICORNE_PROJECT_VERSION));
    QMetaObject::invokeMethod(about, "close");
    QTRY_VERIFY(!about->property("visible").toBool());

    QVERIFY(!studio.named(QStringLiteral("helpDialog")));   // not made before it is asked for
    QTest::keyClick(studio.window, Qt::Key_F1);
    QObject* help = nullptr;
    QTRY_VERIFY((help = studio.named(QStringLiteral("helpDialog"))) && help->property("opened").toBool());
}

void StudioFeaturesTest::helpOpensTheUsersGuideWithEveryPageAndItsLinks() {
    // The guide built in is the repository's: its contents are the index's pages, in order.
    QDir guideDir(QStringLiteral(TRICORNE_SOURCE_DIR "/docs/guide"));
    const QVariantList contents = UserGuide::contents();
    QCOMPARE(contents.size(), guideDir.entryList({QStringLiteral("*.md")}).size());
    QCOMPARE(contents.front().toMap().value(QStringLiteral("title")).toString(), QStringLiteral("The user's guide"));
    for (const QVariant& entry : contents) {
        const QString page = entry.toMap().value(QStringLiteral("page")).toString();
        QFile source(QStringLiteral(TRICORNE_SOURCE_DIR "/docs/") + page);
        QVERIFY2(source.open(QIODevice::ReadOnly), qPrintable(page));
        QVERIFY2(!entry.toMap().value(QStringLiteral("title")).toString().isEmpty(), qPrintable(page));
        // The same words, pictures replaced by their descriptions.
        const QString shown = UserGuide::text(page);
        QVERIFY2(!shown.contains(QLatin1String("](images/")), qPrintable(page));
        QVERIFY2(shown.section(QLatin1Char('\n'), 0, 0) == QString::fromUtf8(source.readLine()).trimmed(), qPrintable(page));
    }
    QCOMPARE(UserGuide::pageOfLink(QStringLiteral("guide/playtest.md"), QStringLiteral("../reference/bots.md#strength")),
             QStringLiteral("reference/bots.md"));
    QCOMPARE(UserGuide::pageOfLink(QStringLiteral("guide/README.md"), QStringLiteral("balance.md")), QStringLiteral("guide/balance.md"));
    QCOMPARE(UserGuide::pageOfLink(QStringLiteral("guide/README.md"), QStringLiteral("#the-pictures")), QStringLiteral("guide/README.md"));
    QVERIFY(UserGuide::pageOfLink(QStringLiteral("guide/README.md"), QStringLiteral("https://example.org/a.md")).isEmpty());
    QVERIFY(UserGuide::pageOfLink(QStringLiteral("guide/README.md"), QStringLiteral("../../README.md")).isEmpty());
    QVERIFY(UserGuide::text(QStringLiteral("../CMakeLists.txt")).isEmpty());

    // In the window: F1, then the Help page's guide button; a link opens its page, Back returns.
    ScenarioDocument document;
    Studio studio(&document);
    QVERIFY(studio.window);
    QTest::keyClick(studio.window, Qt::Key_F1);
    QObject* guideButton = nullptr;
    QTRY_VERIFY((guideButton = studio.named(QStringLiteral("helpGuideButton"))));
    QMetaObject::invokeMethod(guideButton, "clicked");
    QObject* guide = nullptr;
    QTRY_VERIFY((guide = studio.named(QStringLiteral("guideDialog"))) && guide->property("opened").toBool());
    QTRY_VERIFY(!studio.named(QStringLiteral("helpDialog"))->property("visible").toBool());
    QObject* text = studio.named(QStringLiteral("guideText"));
    QVERIFY(text);
    QCOMPARE(text->property("textFormat").toInt(), int(Qt::MarkdownText));
    QVERIFY(text->property("text").toString().startsWith(QLatin1String("# The user's guide")));
    QMetaObject::invokeMethod(text, "linkActivated", Q_ARG(QString, QStringLiteral("playtest.md")));
    QCOMPARE(guide->property("page").toString(), QStringLiteral("guide/playtest.md"));
    QMetaObject::invokeMethod(text, "linkActivated", Q_ARG(QString, QStringLiteral("../reference/bots.md")));
    QCOMPARE(guide->property("page").toString(), QStringLiteral("reference/bots.md"));
    QObject* back = studio.named(QStringLiteral("guideBack"));
    QMetaObject::invokeMethod(back, "clicked");
    QCOMPARE(guide->property("page").toString(), QStringLiteral("guide/playtest.md"));
    QMetaObject::invokeMethod(back, "clicked");
    QCOMPARE(guide->property("page").toString(), QStringLiteral("guide/README.md"));
    QVERIFY(!back->property("enabled").toBool());
}

void StudioFeaturesTest::settingsRememberGeometryPanelsAndTool() {
    ScenarioDocument document;
    QVERIFY(document.openFile(QStringLiteral(TRICORNE_SOURCE_DIR "/scenarios/killiecrankie.tricorne.json")));
    {
        Studio first(&document, true);
        QVERIFY(first.window);
        first.window->resize(1300, 820);
        QObject* root = first.window;
        root->setProperty("toolPanelWidth", 300.0);
        root->setProperty("sidePanelWidth", 400.0);
        QTest::keyClick(first.window, Qt::Key_H);  // the hex-side tool
        QTest::keyClick(first.window, Qt::Key_F9);  // the scenario panel hidden
        QTRY_COMPARE(first.window->width(), 1300);
        QVERIFY(!first.window->property("sidePanelShown").toBool());
        first.window->close();
    }
    QVERIFY2(QFile::exists(settingsFile()), qPrintable(settingsFile()));
    // Not the user's settings, nor those of a test running beside this one: this process's own.
    const QString ownFolder = qEnvironmentVariable("XDG_CONFIG_HOME");
    QVERIFY2(ownFolder.contains(QStringLiteral("tricorne-studio-test-")) && settingsFile().startsWith(ownFolder + QLatin1Char('/')),
             qPrintable(settingsFile()));
    Studio second(&document, true);
    QVERIFY(second.window);
    // The size comes back as it was, within the screen's free area: a window remembered from a
    // larger screen fits this one (the offscreen platform's screen is 800×600).
    const QRect free = second.window->screen()->availableGeometry();
    QTRY_COMPARE(second.window->width(), std::min(1300, free.width()));
    QCOMPARE(second.window->height(), std::min(820, free.height()));
    QCOMPARE(second.window->property("toolPanelWidth").toReal(), 300.0);
    QCOMPARE(second.window->property("sidePanelWidth").toReal(), 400.0);
    QVERIFY(!second.window->property("sidePanelShown").toBool());
    QVERIFY(second.window->property("toolPanelShown").toBool());
    QQuickItem* hexside = nullptr;
    collect(second.window->contentItem(), [&](QQuickItem* item) {
        if (item->objectName() == QStringLiteral("tool-hexside")) hexside = item;
    });
    QVERIFY(hexside);
    QVERIFY(hexside->property("checked").toBool());
}

void StudioFeaturesTest::exportImageDrawsOnlyTheBattlefield() {
    ScenarioDocument document;
    QVERIFY(document.openFile(QStringLiteral(TRICORNE_SOURCE_DIR "/scenarios/killiecrankie.tricorne.json")));
    QTemporaryDir dir;
    const QImage image = exportedImage(document, dir.filePath(QStringLiteral("map.png")));
    QVERIFY(!image.isNull());
    // The board alone, at print resolution: the board's size in board units times the scale,
    // not the window's; 300 dpi recorded.
    const QSizeF board = QSizeF(BoardGeometry::boardSize()) * BoardPicture::kScale;
    QCOMPARE(image.size(), board.toSize());
    QCOMPARE(qRound(image.dotsPerMeterX() * 0.0254), BoardPicture::kDpi);
    // The corner is the table edge around the hexes, not a panel or the menu bar.
    QCOMPARE(QColor(image.pixel(2, image.height() / 2)).name(), QStringLiteral("#c9c2a8"));
    // No keyboard cursor drawn (it has the keys in the window).
    const QPointF cursor = BoardGeometry::hexCentre({6, 4}) * BoardPicture::kScale;
    const QPointF edge(cursor.x(), cursor.y() - 0.96 * BoardGeometry::kHexSize * BoardPicture::kScale);
    QVERIFY(QColor(image.pixel(edge.toPoint())).name() != QStringLiteral("#1e6fd9"));

}

// A battle whose system's board is nine rows (tests/data/systems, Commands & Colors:
// Napoleonics' 13 × 9) exports a picture of that board: shorter than Tricorne's, with its last
// row's hexes at the bottom and no empty rows of the engine's frame below them.
void StudioFeaturesTest::exportImageIsTheSystemsBoard() {
    QTemporaryDir dir;
    for (const char* name : {"killiecrankie-nine-rows.tricorne.json", "nine-rows.tricorne-system.json"})
        QVERIFY(QFile::copy(QStringLiteral(TRICORNE_SOURCE_DIR "/tests/data/systems/") + QLatin1String(name), dir.filePath(QLatin1String(name))));
    ScenarioDocument document;
    QVERIFY(document.openFile(dir.filePath(QStringLiteral("killiecrankie-nine-rows.tricorne.json"))));
    QCOMPARE(document.boardShape().rows, 9);
    const QImage image = exportedImage(document, dir.filePath(QStringLiteral("map.png")));
    QVERIFY(!image.isNull());
    const QSizeF board = BoardGeometry::boardSize(document.boardShape()) * BoardPicture::kScale;
    QCOMPARE(image.size(), board.toSize());
    QVERIFY(image.height() < BoardGeometry::boardSize().height() * BoardPicture::kScale);
    // The last row's hex is drawn (not the table edge), and below its lower corner there is
    // only the table's margin.
    const QPointF last = BoardGeometry::hexCentre({6, 8}) * BoardPicture::kScale;
    QVERIFY(QColor(image.pixel(last.toPoint())).name() != QStringLiteral("#c9c2a8"));
    QCOMPARE(qRound(image.height() - last.y()), qRound((BoardGeometry::kHexSize + BoardGeometry::kMargin) * BoardPicture::kScale));
    QDir().mkpath(QStringLiteral(TRICORNE_SCREENSHOT_DIR));
    image.save(QStringLiteral(TRICORNE_SCREENSHOT_DIR "/export-nine-rows.png"));
}

// File ▸ Print (its key, through Shortcuts.qml, as the menu item calls it) prints the scenario
// sheet — the title, the battle notes, the victory conditions with each objective — not the map
// alone. Printing to a file, the print dialog proposes "<name>-sheet.pdf" beside the scenario;
// accepted, that file holds the sheet (pdftotext reads it) and nothing is written to $HOME.
void StudioFeaturesTest::printPrintsTheScenarioSheetBesideTheScenario() {
    QTemporaryDir home, dir;
    QVERIFY(home.isValid() && dir.isValid());
    const QByteArray userHome = qgetenv("HOME");
    qputenv("HOME", QFile::encodeName(home.path()));
    const auto restoreHome = qScopeGuard([&] { qputenv("HOME", userHome); });
    const QString scenario = dir.filePath(QStringLiteral("hobkirks-hill.tricorne.json"));
    QVERIFY(QFile::copy(QStringLiteral(TRICORNE_SOURCE_DIR "/scenarios/hobkirks-hill.tricorne.json"), scenario));
    ScenarioDocument document;
    QVERIFY(document.openFile(scenario));
    Studio studio(&document);
    QVERIFY(studio.window);
    auto* sheet = studio.window->findChild<SheetExport*>();
    QVERIFY(sheet);
    const QString expected = dir.filePath(QStringLiteral("hobkirks-hill-sheet.pdf"));
    QCOMPARE(sheet->proposedPrintFile(), expected);
    QSignalSpy finished(sheet, &SheetExport::finished);

    // The dialog is modal: read what it proposes and print to that file, as a designer who
    // chooses "Print to File (PDF)" and presses Print.
    QString proposed;
    bool sawDialog = false;
    QTimer poll;
    poll.setInterval(50);
    connect(&poll, &QTimer::timeout, this, [&] {
        auto* dialog = qobject_cast<QPrintDialog*>(QApplication::activeModalWidget());
        if (!dialog) return;
        poll.stop();
        sawDialog = true;
        if (auto* printers = dialog->findChild<QComboBox*>(QStringLiteral("printers"))) printers->setCurrentIndex(printers->count() - 1);
        if (auto* field = dialog->findChild<QLineEdit*>(QStringLiteral("filename"))) proposed = field->text();
        dialog->accept();
    });
    poll.start();
    QTest::keyClick(studio.window, Qt::Key_P, Qt::ControlModifier);
    QTRY_VERIFY_WITH_TIMEOUT(sawDialog, 10000);
    QCOMPARE(proposed, expected);
    QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 30000);
    QVERIFY2(finished.at(0).at(0).toBool(), qPrintable(finished.at(0).at(1).toString()));

    QProcess pdftotext;
    pdftotext.start(QStringLiteral("pdftotext"), {expected, QStringLiteral("-")});
    QVERIFY2(pdftotext.waitForFinished(60000) && pdftotext.exitCode() == 0, "pdftotext (poppler-utils) could not read the printed file");
    const QString text = QString::fromUtf8(pdftotext.readAllStandardOutput()).simplified();
    for (const QString& line : {document.title(), QStringLiteral("Battle notes"), QStringLiteral("Victory"),
                                QStringLiteral("1 banner to the British side")})
        QVERIFY2(text.contains(line), qPrintable(QStringLiteral("no \"") + line + QStringLiteral("\" in\n") + text));
    QVERIFY2(QDir(home.path()).entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden).isEmpty(),
             qPrintable(QDir(home.path()).entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden).join(QLatin1Char(' '))));

    // An untitled battle's sheet goes to the Documents folder, or home on an account without
    // one (the dialog refuses a file in a missing folder); named from the title either way.
    QVERIFY(document.newFromTemplate(QStringLiteral(TRICORNE_SOURCE_DIR "/templates/scenarios/blank-american-revolution.tricorne.json")));
    QVERIFY(document.filePath().isEmpty());
    QCOMPARE(sheet->proposedPrintFile(), QDir(home.path()).filePath(QStringLiteral("untitled-battle-sheet.pdf")));
    QVERIFY(QDir(home.path()).mkdir(QStringLiteral("Documents")));
    QCOMPARE(sheet->proposedPrintFile(), QDir(home.path()).filePath(QStringLiteral("Documents/untitled-battle-sheet.pdf")));
}

// File ▸ Export image with an .svg name: a vector drawing of the battlefield (shapes, text, no
// embedded picture) that, rendered back at print resolution, looks like the PNG export. The
// two side by side are kept in svg-export/<battle>-png-vs-svg.png of the test's directory.
void StudioFeaturesTest::exportSvgDrawsAsVectors(const QString& scenario) {
    const QString battle = scenario.section(QLatin1Char('/'), -1);
    ScenarioDocument document;
    QVERIFY(document.openFile(QStringLiteral(TRICORNE_SOURCE_DIR "/%1.tricorne.json").arg(scenario)));
    Studio studio(&document);
    QVERIFY(studio.window);
    auto* picture = studio.window->findChild<BoardPicture*>();
    QVERIFY(picture);
    QSignalSpy finished(picture, &BoardPicture::finished);
    QDir out(QDir::current().filePath(QStringLiteral("svg-export")));
    QVERIFY(out.mkpath(QStringLiteral(".")));

    const QString png = out.filePath(battle + QStringLiteral(".png"));
    const QString svg = out.filePath(battle + QStringLiteral(".SVG"));   // the suffix in any case
    QFile::remove(png);
    QFile::remove(svg);
    picture->exportImage(png);
    QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 30000);
    QVERIFY2(finished.at(0).at(0).toBool(), qPrintable(finished.at(0).at(1).toString()));
    picture->exportImage(svg);
    QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 2, 30000);
    QVERIFY2(finished.at(1).at(0).toBool(), qPrintable(finished.at(1).at(1).toString()));

    // Vector: one outline per hex at least, the labels as text, and no raster image inside.
    QFile file(svg);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QXmlStreamReader xml(&file);
    QHash<QString, int> elements;
    QStringList texts;
    while (!xml.atEnd())
        if (xml.readNext() == QXmlStreamReader::StartElement) {
            ++elements[xml.name().toString()];
            if (xml.name() == QLatin1String("text")) texts << xml.readElementText(QXmlStreamReader::IncludeChildElements);
        }
    QVERIFY2(!xml.hasError(), qPrintable(xml.errorString()));
    // Place names and the objectives' captions are text a reader can select and search, as
    // many as the PNG shows: each place name in capitals, each objective's kind under its banner.
    for (const QVariant& label : document.board()->labels()) {
        const QString name = label.toMap().value(QStringLiteral("text")).toString().toUpper();
        QVERIFY2(texts.contains(name), qPrintable(name));
    }
    int captions = 0;
    for (int i = 0; i < document.board()->rowCount(); ++i) {
        const QString kind = document.board()->index(i).data(BoardModel::ObjectiveKindRole).toString();
        if (kind.isEmpty()) continue;
        ++captions;
        QVERIFY2(texts.contains(kind), qPrintable(kind));
    }
    if (battle.startsWith(QLatin1String("starter"))) QVERIFY2(captions > 0, "the starters hold objectives");
    QCOMPARE(elements.value(QStringLiteral("svg")), 1);
    QCOMPARE(elements.value(QStringLiteral("image")), 0);
    const int shapes = elements.value(QStringLiteral("path")) + elements.value(QStringLiteral("polygon"));
    QVERIFY2(shapes >= tricorne::board::kHexCount, qPrintable(QStringLiteral("%1 paths and polygons").arg(shapes)));
    QVERIFY(elements.value(QStringLiteral("text")) >= tricorne::board::kHexCount);   // a coordinate per hex

    QSvgRenderer renderer(svg);
    QVERIFY(renderer.isValid());
    const QRectF board(QPointF(), BoardGeometry::boardSize());
    QVERIFY2(qAbs(renderer.viewBoxF().width() - board.width()) < 0.01 && qAbs(renderer.viewBoxF().height() - board.height()) < 0.01,
             "the drawing is in board units");
    const QImage exported = QImage(png).convertToFormat(QImage::Format_ARGB32);
    QImage drawn(exported.size(), QImage::Format_ARGB32);
    drawn.fill(Qt::transparent);
    {
        QPainter painter(&drawn);
        renderer.render(&painter);
    }
    QImage sideBySide(exported.width() * 2, exported.height(), QImage::Format_ARGB32);
    {
        QPainter painter(&sideBySide);
        painter.drawImage(0, 0, exported);
        painter.drawImage(exported.width(), 0, drawn);
    }
    QVERIFY(sideBySide.save(out.filePath(battle + QStringLiteral("-png-vs-svg.png"))));

    // The same picture: pixel for pixel the two differ only at anti-aliased edges and in the
    // glyphs of the text, so the mean difference is small and most pixels match closely. (Units
    // carry a colour band, a word and a type mark: more edges and glyphs, so
    // Bemis Heights' 24 units and 9 leaders match to 94.8% where plain blocks matched to 95.3%.)
    qint64 total = 0, close = 0;
    for (int y = 0; y < exported.height(); ++y) {
        const auto* a = reinterpret_cast<const QRgb*>(exported.constScanLine(y));
        const auto* b = reinterpret_cast<const QRgb*>(drawn.constScanLine(y));
        for (int x = 0; x < exported.width(); ++x) {
            const int d = qAbs(qRed(a[x]) - qRed(b[x])) + qAbs(qGreen(a[x]) - qGreen(b[x])) + qAbs(qBlue(a[x]) - qBlue(b[x]));
            total += d;
            if (d <= 24) ++close;
        }
    }
    const qreal pixels = qreal(exported.width()) * exported.height();
    const QString figures = QStringLiteral("mean difference %1 per channel, %2% of pixels within 24 summed over the channels")
                                .arg(total / pixels / 3, 0, 'f', 2)
                                .arg(100.0 * close / pixels, 0, 'f', 1);
    qInfo().noquote() << battle << figures;
    QVERIFY2(total / pixels / 3 < 4.0, qPrintable(figures));
    QVERIFY2(close / pixels > 0.94, qPrintable(figures));
}

void StudioFeaturesTest::germanTranslationLoadsUnderAGermanLocale() {
    // As the app does: the system locale, here from LANG as a German user's session sets it.
    qputenv("LANG", "de_DE.UTF-8");
    qputenv("LC_ALL", "");
    qputenv("LC_MESSAGES", "");
    QLocale::setDefault(QLocale(QStringLiteral("de_DE")));
    QVERIFY2(installTranslations(QLocale(QStringLiteral("de_DE"))), "the German translation is built in under :/i18n");
    QCOMPARE(QCoreApplication::translate("StudioMenuBar", "&File"), QStringLiteral("&Datei"));
    QCOMPARE(QCoreApplication::translate("FileDialogs", "Save scenario as"), QStringLiteral("Szenario speichern unter"));

    ScenarioDocument document;
    Studio studio(&document);
    QVERIFY(studio.window);
    QObject* status = studio.named(QStringLiteral("statusLine"));
    QVERIFY(status);
    QCOMPARE(status->property("text").toString(), QStringLiteral("Kein Szenario geöffnet"));
}

void StudioFeaturesTest::engineStringsReadInGermanUnderAGermanLocale() {
    // The engine speaks English; the studio translates its tables' names and its diagnostics
    // (editor/src/app/enginetext.h). Bunker Hill has hills, and a section-empty objective.
    QVERIFY(installTranslations(QLocale(QStringLiteral("de_DE"))));
    const auto restoreEnglish = qScopeGuard([] { installTranslations(QLocale(QLocale::C)); });
    const QString path = QStringLiteral(TRICORNE_SOURCE_DIR "/scenarios/bunker-hill.tricorne.json");

    ScenarioDocument document;
    QVERIFY(document.openFile(path));
    const tricorne::Scenario& scenario = *document.scenario();
    const auto hill = std::find_if(scenario.terrain.begin(), scenario.terrain.end(), [](const auto& t) { return t.type == "hill"; });
    QVERIFY(hill != scenario.terrain.end());
    const tricorne::Offset at = tricorne::toOffset(hill->hex);
    QCOMPARE(terrainAt(document, at.col, at.row), QStringLiteral("hill"));
    QCOMPARE(document.board()->data(document.board()->index(tricorne::board::indexOf(at)), BoardModel::TerrainNameRole).toString(),
             QStringLiteral("Hügel"));
    // "Abschnitt right" was the issue: the section is the engine's name, translated too.
    QVERIFY2(document.board()->describeHex(0, 0).endsWith(QStringLiteral("Abschnitt links")), qPrintable(document.board()->describeHex(0, 0)));
    QVERIFY2(document.board()->describeHex(11, 0).endsWith(QStringLiteral("Abschnitt rechts")), qPrintable(document.board()->describeHex(11, 0)));

    // An objective's form: its kind's field caption and the choices' names, the values kept.
    int sectionEmpty = -1;
    for (std::size_t i = 0; i < scenario.objectives.size(); ++i)
        if (scenario.objectives[i].kind == tricorne::ObjectiveKind::SectionEmpty) sectionEmpty = static_cast<int>(i);
    QVERIFY(sectionEmpty >= 0);
    DiagnosticsModel none;
    QVariantMap section;
    for (const QVariant& field : ruleforms::objectiveForm(scenario, document.system(), none, sectionEmpty))
        if (field.toMap().value(QStringLiteral("name")).toString() == QStringLiteral("section")) section = field.toMap();
    QCOMPARE(section.value(QStringLiteral("caption")).toString(), QStringLiteral("Abschnitt"));
    QCOMPARE(section.value(QStringLiteral("choices")).toStringList(), (QStringList{"left", "centre", "right"}));
    QCOMPARE(section.value(QStringLiteral("choiceNames")).toStringList(), (QStringList{"links", "Mitte", "rechts"}));

    // A diagnostic: its sentence and the names in it, the ids as the file has them.
    tricorne::Scenario broken = scenario;
    broken.units.front().hex = tricorne::toAxial({12, 7});  // odd rows end at column 11
    broken.units.back().type = "hussar";
    // A terrain name mid-sentence (lower case in English) reads as the German noun.
    const auto river = std::find_if(scenario.terrain.begin(), scenario.terrain.end(), [](const auto& t) { return t.type == "river"; });
    QVERIFY(river != scenario.terrain.end());
    tricorne::Unit& wader = broken.units.at(1);
    wader.hex = river->hex;
    const tricorne::UnitType* waderType = document.system()->army(wader.army)->unitType(wader.type);
    QVERIFY(waderType && document.system()->terrainType("river")->impassable.forKind(waderType->kind));
    DiagnosticsModel diagnostics;
    diagnostics.setDiagnostics(tricorne::validateSemantics(broken, *document.system()));
    QStringList messages;
    for (int row = 0; row < diagnostics.rowCount(); ++row)
        messages << diagnostics.data(diagnostics.index(row), DiagnosticsModel::MessageRole).toString();
    const QString first = QString::fromStdString(broken.units.front().id), last = QString::fromStdString(broken.units.back().id);
    const tricorne::Army* army = document.system()->army(broken.units.back().army);
    QVERIFY(army);
    // The board's extent is a phrase of its own in the message, translated too.
    QVERIFY2(messages.contains(QStringLiteral("Einheit `%1` auf 12,7 steht außerhalb des Spielplans (Reihen 0-10, Spalten 0-12, in "
                                              "ungeraden Reihen 0-11); verschieben Sie sie").arg(first)),
             qPrintable(messages.join(QLatin1Char('\n'))));
    const QString unknownType = QStringLiteral("Einheit `%1`: Die Armee „%2“ hat keinen Einheitentyp `hussar`; wählen Sie einen von ")
                                    .arg(last, QCoreApplication::translate("Engine", army->name.c_str()));
    QVERIFY2(std::any_of(messages.begin(), messages.end(), [&](const QString& m) { return m.startsWith(unknownType); }),
             qPrintable(messages.join(QLatin1Char('\n'))));
    QVERIFY2(QCoreApplication::translate("Engine", army->name.c_str()) != QString::fromStdString(army->name), "the army's name is translated");
    const QString onRiver = QStringLiteral("Einheit `%1` auf %2 steht auf Fluss, das %3 nicht betreten kann; verschieben Sie sie oder fügen Sie eine Furt hinzu")
                                .arg(QString::fromStdString(wader.id), QString::fromStdString(tricorne::formatHex(wader.hex)),
                                     QCoreApplication::translate("Engine", tricorne::unitKindName(waderType->kind)));
    QVERIFY2(messages.contains(onRiver), qPrintable(onRiver + QStringLiteral("\nnot in:\n") + messages.join(QLatin1Char('\n'))));
}

void StudioFeaturesTest::englishCountsReadAsOneThingOrMany() {
    // An English session (or a plain C locale, as on a bare desktop) has no translation of its
    // own, but its counts read "1 change" and "3 changes", never "1 change(s)".
    for (const QLocale& locale : {QLocale(QLocale::C), QLocale(QStringLiteral("en_GB"))}) {
        installTranslations(locale);
        const char* changes = "%n change(s) from that version to this one.";
        QCOMPARE(QCoreApplication::translate("ComparePanel", changes, nullptr, 1), QStringLiteral("1 change from that version to this one."));
        QCOMPARE(QCoreApplication::translate("ComparePanel", changes, nullptr, 3), QStringLiteral("3 changes from that version to this one."));
        QCOMPARE(QCoreApplication::translate("TrayPanel", "%n piece(s)", nullptr, 1), QStringLiteral("1 piece"));
        QCOMPARE(QCoreApplication::translate("FieldEditor", "%n hex(es): %1", nullptr, 2), QStringLiteral("2 hexes: %1"));
    }
}

STUDIO_TEST_MAIN("studio-features-tests", StudioFeaturesTest)
#include "desktop_conventions_test.moc"
