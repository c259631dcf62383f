// File ▸ Compare with… through the real main window: the document edited after it
// was opened, compared with its last saved version; the panel lists the engine's changes, the
// board marks each one (an arrow for a moved unit), a click on an entry selects and centres its
// hex, and Close comparison goes back to editing. The window is written as a PNG in the build
// tree (TRICORNE_SCREENSHOT_DIR/compare-view.png) to be looked at.
#include <algorithm>

#include <QDir>
#include <QQmlApplicationEngine>
#include <QQuickStyle>
#include <QQuickWindow>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include "editing/scenarioeditor.h"
#include "main_window.h"
#include "models/comparisonmodel.h"
#include "studio_test_main.h"
#include "tricorne/text/scenario_diff.h"
#include "tricorne/validate/validate.h"

namespace {

constexpr auto kKilliecrankie = TRICORNE_SOURCE_DIR "/scenarios/killiecrankie.tricorne.json";

int countNamed(QQuickWindow* window, const QString& name) {
    int n = 0;
    fixtures::forEachItem(window->contentItem(), [&](QQuickItem* i) { n += i->objectName() == name && i->isVisible() ? 1 : 0; });
    return n;
}

QQuickItem* visibleNamed(QQuickWindow* window, const QString& name) {
    return fixtures::findItem(window->contentItem(), [&](QQuickItem* i) { return i->objectName() == name && i->isVisible(); });
}

QPoint centreOf(QQuickItem* item) { return item->mapToScene({item->width() / 2, item->height() / 2}).toPoint(); }

}  // namespace

class CompareTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QQuickStyle::setStyle(QStringLiteral("Fusion")); }
    void compareViewMarksEachChangeAndListsIt();
    void compareWithAFileItCannotReadSaysWhy();
};

void CompareTest::compareViewMarksEachChangeAndListsIt() {
    ScenarioDocument document;
    QVERIFY(document.openFile(QString::fromUtf8(kKilliecrankie)));
    ScenarioEditor editor;
    editor.setDocument(&document);
    QVERIFY(editor.movePiece(6, 5, 6, 6, false));  // jac-10 one hex on
    QVERIFY(editor.deletePieces(11, 8, QStringLiteral("both")));  // jac-9 gone
    QVERIFY(!editor.placeUnit(3, 6, QStringLiteral("government"), QStringLiteral("regular"), 3, {}).isEmpty());
    QVERIFY(editor.paintTerrain(8, 6, QStringLiteral("forest"), {}, 0, editor.beginStroke()));
    QVERIFY(editor.setFirstPlayer(QStringLiteral("top")));          // the Government moves first
    QVERIFY(editor.setCommandCards(QStringLiteral("top"), 4));      // and holds 4 Command cards

    QQmlApplicationEngine engine;
    QQuickWindow* window = fixtures::loadMainWindow(engine, document);
    QVERIFY(window);
    QVERIFY(QTest::qWaitForWindowExposed(window));
    auto* comparison = window->property("comparisonModel").value<ComparisonModel*>();
    QVERIFY(comparison);
    QVERIFY(comparison->compareWithSaved());

    // The list is the engine's diff from the file on disk to the document.
    const auto saved = tricorne::loadScenarioFile(kKilliecrankie);
    const auto changes = tricorne::diffScenarios(*saved.scenario, *document.scenario(), tricorne::factionWords(*document.scenario(), document.system()));
    QCOMPARE(changes.size(), std::size_t{6});
    QTRY_COMPARE(countNamed(window, QStringLiteral("compareEntry")), 6);
    QStringList texts;
    fixtures::forEachItem(window->contentItem(), [&](QQuickItem* i) {
        if (i->objectName() == QStringLiteral("compareEntry") && i->isVisible()) texts << i->property("text").toString();
    });
    for (const auto& c : changes) QVERIFY2(texts.contains(QString::fromStdString(c.text)), c.text.c_str());
    // Armies and units by the names the rest of the studio shows: no "top"/"bottom", no id of a named unit.
    QVERIFY2(texts.contains(QStringLiteral("unit Marksmen at Urrard House moved 6,5 -> 6,6")), qPrintable(texts.join(QLatin1Char('\n'))));
    // The sides' own changes name the armies too (issue 30: "top/bottom").
    const int naming = static_cast<int>(std::count_if(texts.begin(), texts.end(), [](const QString& t) {
        return t.contains(QStringLiteral("Government")) && (t.contains(QStringLiteral("firstPlayer")) || t.contains(QStringLiteral("commandCards")));
    }));
    QVERIFY2(naming == 2, qPrintable(texts.join(QLatin1Char('\n'))));
    for (const QString& t : texts) {
        QVERIFY2(!t.contains(QStringLiteral("top")) && !t.contains(QStringLiteral("bottom")), qPrintable(t));
        QVERIFY2(!t.contains(QStringLiteral("jac-10")) && !t.contains(QStringLiteral("jac-9")), qPrintable(t));
    }
    QCOMPARE(countNamed(window, QStringLiteral("compareMarker")), 4);
    QCOMPARE(countNamed(window, QStringLiteral("compareArrow")), 1);  // the moved unit
    QVERIFY(!visibleNamed(window, QStringLiteral("sideTabs")));  // the list replaces the scenario panel

    QTest::qWait(100);
    const QImage image = window->grabWindow();
    QVERIFY(!image.isNull());
    QDir().mkpath(QStringLiteral(TRICORNE_SCREENSHOT_DIR));
    QVERIFY(image.save(QStringLiteral(TRICORNE_SCREENSHOT_DIR "/compare-view.png")));

    // A click on the moved unit's entry selects its new hex and centres the board on it.
    QQuickItem* moved = fixtures::findItem(window->contentItem(), [](QQuickItem* i) {
        return i->objectName() == QStringLiteral("compareEntry") && i->property("text").toString().contains(QStringLiteral("moved"));
    });
    QVERIFY(moved);
    QTest::mouseClick(window, Qt::LeftButton, {}, centreOf(moved));
    QQuickItem* board = visibleNamed(window, QStringLiteral("board"));
    QTRY_COMPARE(board->property("markedCol").toInt(), 6);
    QCOMPARE(board->property("markedRow").toInt(), 6);

    // An edit while comparing: the list follows it.
    QVERIFY(editor.movePiece(6, 6, 6, 5, false));  // back where it was: no longer a change
    QTRY_COMPARE(countNamed(window, QStringLiteral("compareEntry")), 5);
    QCOMPARE(countNamed(window, QStringLiteral("compareArrow")), 0);

    QTest::mouseClick(window, Qt::LeftButton, {}, centreOf(visibleNamed(window, QStringLiteral("closeComparison"))));
    QTRY_VERIFY(!comparison->active());
    QTRY_VERIFY(visibleNamed(window, QStringLiteral("sideTabs")));
    QCOMPARE(countNamed(window, QStringLiteral("compareMarker")), 0);
}

void CompareTest::compareWithAFileItCannotReadSaysWhy() {
    QTemporaryDir dir;
    const QString broken = dir.filePath(QStringLiteral("broken.tricorne.json"));
    QFile file(broken);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("{\"format\": \"tricorne-scenario\"");
    file.close();
    ScenarioDocument document;
    QVERIFY(document.openFile(QString::fromUtf8(kKilliecrankie)));
    ComparisonModel comparison;
    comparison.setDocument(&document);
    QSignalSpy failed(&comparison, &ComparisonModel::failed);
    QVERIFY(!comparison.compareWithFile(broken));
    QCOMPARE(failed.count(), 1);
    QVERIFY(failed.front().front().toString().startsWith(QStringLiteral("Cannot compare with broken.tricorne.json: ")));
    QVERIFY(!comparison.active());
    QVERIFY(!comparison.compareWithAutosave({}));
    QCOMPARE(failed.count(), 2);
    // The same file: active, and no difference.
    QVERIFY(comparison.compareWithFile(QString::fromUtf8(kKilliecrankie)));
    QVERIFY(comparison.active());
    QCOMPARE(comparison.count(), 0);
}

STUDIO_TEST_MAIN("studio-compare-tests", CompareTest)
#include "compare_test.moc"
