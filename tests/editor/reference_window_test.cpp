// The reference picture in the real main window, offscreen: a battle with its picture under it
// at half opacity, and the terrain suggestions as ghost tiles, saved as screenshots
// (build/tests/editor/screenshots/reference-*.png) and checked by colour; the picture is in
// neither the exported image nor the window once hidden.
#include <QDir>
#include <QQmlApplicationEngine>
#include <QQuickItem>
#include <QQuickStyle>
#include <QQuickWindow>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include "board/boardpicture.h"
#include "common/boardgeometry.h"
#include "document/scenariodocument.h"
#include "editing/referenceeditor.h"
#include "fixtures.h"
#include "main_window.h"
#include "reference_fixtures.h"
#include "studio_test_main.h"

namespace {

/// How many pixels of the board's area differ between two grabs of the window.
int differingBoardPixels(const QImage& a, const QImage& b) {
    const QRect area = BoardGeometry::fitBoard(BoardGeometry::boardArea(a.size())).toRect();
    int n = 0;
    for (int y = area.top(); y < area.bottom(); y += 2)
        for (int x = area.left(); x < area.right(); x += 2) n += a.pixel(x, y) != b.pixel(x, y);
    return n;
}

/// The main window on `document` at its default size, shown; null when it did not load.
QQuickWindow* shownWindow(QQmlApplicationEngine& engine, ScenarioDocument& document) {
    QQuickWindow* window = fixtures::loadMainWindow(engine, document);
    if (!window) return nullptr;
    window->resize(BoardGeometry::kDefaultWindowWidth, BoardGeometry::kDefaultWindowHeight);
    return QTest::qWaitForWindowExposed(window) ? window : nullptr;
}

void save(const QImage& image, const char* name) {
    QDir().mkpath(QStringLiteral(TRICORNE_SCREENSHOT_DIR));
    QVERIFY(image.save(QStringLiteral(TRICORNE_SCREENSHOT_DIR "/%1.png").arg(QLatin1String(name))));
}

}  // namespace

class ReferenceWindowTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QQuickStyle::setStyle(QStringLiteral("Fusion")); }
    void aBattleWithItsPictureAtHalfOpacity();
    void theSuggestionsAsGhostTiles();
};

void ReferenceWindowTest::aBattleWithItsPictureAtHalfOpacity() {
    QTemporaryDir dir;
    ScenarioDocument document;
    QVERIFY(document.openFile(fixtures::scenarioPath("bemis-heights")));
    // The booklet's map in black and white: its symbols show through the board's colours.
    const auto scan = fixtures::scannedBoard(document, 1.5, 3.0, 0.85, 12, true);
    const QString path = dir.filePath(QStringLiteral("bemis heights scan.png"));
    QVERIFY(scan.image.save(path));
    QQmlApplicationEngine engine;
    QQuickWindow* window = shownWindow(engine, document);
    QVERIFY(window);
    auto* editor = window->findChild<ReferenceEditor*>(QStringLiteral("referenceEditor"));
    QVERIFY(editor);
    const QImage without = window->grabWindow();

    QVERIFY(editor->choose(path));
    QVERIFY(fixtures::alignOnCornerHexes(*editor, scan));
    QCOMPARE(editor->opacity(), 0.5);
    QTest::qWait(100);
    const QImage with = window->grabWindow();
    save(with, "reference-picture-half-opacity");
    // The picture changes the board's look (a turned copy of the battle, half through).
    QVERIFY(differingBoardPixels(without, with) > 1000);

    // Never exported: the board's picture with the reference shown is the picture without it.
    auto* picture = window->findChild<BoardPicture*>();
    QVERIFY(picture);
    QSignalSpy finished(picture, &BoardPicture::finished);
    const QString shown = dir.filePath(QStringLiteral("shown.png")), hidden = dir.filePath(QStringLiteral("hidden.png"));
    picture->exportImage(shown);
    QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 30000);
    QVERIFY(editor->setShown(false));
    picture->exportImage(hidden);
    QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 2, 30000);
    QCOMPARE(QImage(shown), QImage(hidden));
    // Hidden (Ctrl+Shift+R): the window looks as it did before.
    QTest::qWait(100);
    QCOMPARE(differingBoardPixels(without, window->grabWindow()), 0);
}

void ReferenceWindowTest::theSuggestionsAsGhostTiles() {
    QTemporaryDir dir;
    ScenarioDocument battle;
    QVERIFY(battle.openFile(fixtures::scenarioPath("cowpens")));
    const auto scan = fixtures::scannedBoard(battle, 1.5, -2.0, 0.9, 8);
    const QString path = dir.filePath(QStringLiteral("cowpens.png"));
    QVERIFY(scan.image.save(path));
    ScenarioDocument document;
    QVERIFY(document.newFromTemplate(QStringLiteral(TRICORNE_SOURCE_DIR "/templates/scenarios/blank-american-revolution.tricorne.json")));
    QQmlApplicationEngine engine;
    QQuickWindow* window = shownWindow(engine, document);
    QVERIFY(window);
    auto* editor = window->findChild<ReferenceEditor*>(QStringLiteral("referenceEditor"));
    auto* tools = window->findChild<QObject*>(QStringLiteral("referenceTools"));
    QVERIFY(editor && tools);
    QVERIFY(editor->choose(path));
    QVERIFY(fixtures::alignOnCornerHexes(*editor, scan));
    tools->setProperty("mode", QStringLiteral("trace"));
    // A sample of each terrain: the battle's first hex of it, and open ground in the middle.
    QSet<QString> sampled;
    for (const auto& t : battle.scenario()->terrain) {
        const tricorne::Offset o = tricorne::toOffset(t.hex);
        if (!sampled.contains(QString::fromStdString(t.type)) && editor->addSample(o.col, o.row, QString::fromStdString(t.type)))
            sampled << QString::fromStdString(t.type);
    }
    QCOMPARE(sampled.size(), 2);   // forest and hill
    QVERIFY(editor->addSample(6, 5, QString()));
    QVERIFY(editor->suggestions().size() > 10);
    editor->toggleSuggestion(editor->suggestions().constFirst().toMap().value(QStringLiteral("col")).toInt(),
                             editor->suggestions().constFirst().toMap().value(QStringLiteral("row")).toInt());
    QTest::qWait(100);
    int ghosts = 0;
    fixtures::forEachItem(window->contentItem(), [&](QQuickItem* i) { ghosts += i->objectName() == QLatin1String("suggestionGhost") && i->isVisible(); });
    QCOMPARE(ghosts, static_cast<int>(editor->suggestions().size()));
    QQuickItem* panel = fixtures::findItem(window->contentItem(), [](QQuickItem* i) { return i->objectName() == QLatin1String("referencePanel"); });
    QVERIFY(panel && panel->isVisible());
    save(window->grabWindow(), "reference-suggestion-ghosts");
}

STUDIO_TEST_MAIN("studio-reference-window-tests", ReferenceWindowTest)
#include "reference_window_test.moc"
