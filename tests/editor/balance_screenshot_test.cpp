// The balance panel in the real main window, offscreen (screenshots of
// the balance panel, checked as the authoring screenshots are): open the Balance tab, press
// Run, and once the engine's games are in, check by colour that each side's win bar is drawn
// in its army's colour as wide as its win rate, and that the heat map reddens the hex where
// most units fell and leaves a hex with none alone; after an edit a second run names it; the
// heat map goes with the tab.
// With TRICORNE_GRAB_DIR set, the pictures are saved there to be looked at.
#include <functional>

#include <QQmlApplicationEngine>
#include <QQuickItem>
#include <QQuickStyle>
#include <QQuickWindow>
#include <QSignalSpy>
#include <QTest>

#include "balance/balancerunner.h"
#include "common/boardgeometry.h"
#include "document/scenariodocument.h"
#include "editing/scenarioeditor.h"
#include "main_window.h"
#include "studio_test_main.h"
#include "tricorne/core/board.h"
#include "tricorne/sim/simulate.h"

namespace {

QQuickItem* findItem(QQuickItem* root, const std::function<bool(QQuickItem*)>& match) {
    if (!root) return nullptr;
    if (match(root)) return root;
    for (QQuickItem* child : root->childItems())
        if (QQuickItem* found = findItem(child, match)) return found;
    return nullptr;
}

QQuickItem* byName(QQuickWindow* window, const QString& name) {
    return findItem(window->contentItem(), [&](QQuickItem* i) { return i->objectName() == name && i->isVisible(); });
}

/// How much redder than green a pixel is.
int redness(const QColor& c) { return c.red() - c.green(); }

QString describe(const QColor& c) { return c.name(); }

}  // namespace

class BalanceScreenshotTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QQuickStyle::setStyle(QStringLiteral("Fusion")); }
    void balancePanelAfterARun();
    void unfinishedGamesAreAWarning();

private:
    QQuickWindow* m_window = nullptr;
    /// Loads the studio's main window on `document` into `engine`; m_window is it (null on failure).
    void showMainWindow(QQmlApplicationEngine& engine, ScenarioDocument& document) {
        m_window = nullptr;
        m_window = fixtures::loadMainWindow(engine, document);
        QVERIFY(m_window);
        QVERIFY(QTest::qWaitForWindowExposed(m_window));
    }
    void click(QQuickItem* item) {
        QTest::mouseClick(m_window, Qt::LeftButton, {}, item->mapToScene({item->width() / 2, item->height() / 2}).toPoint());
        QTest::qWait(30);
    }
    QImage grab(const QString& name) const {
        const QImage image = m_window->grabWindow();
        const QString dir = qEnvironmentVariable("TRICORNE_GRAB_DIR");
        if (!dir.isEmpty()) image.save(dir + QLatin1Char('/') + name + QStringLiteral(".png"));
        return image;
    }
    /// The pixel at the centre of hex [col,row], moved by `offset` in hex sizes.
    static QColor hexPixel(const QImage& image, tricorne::Offset hex, QPointF offset) {
        const qreal scale = BoardGeometry::fitScale(BoardGeometry::boardArea(image.size()).size());
        const QPointF p = BoardGeometry::windowPoint(image.size(), hex) + offset * BoardGeometry::kHexSize * scale;
        return image.pixelColor(qRound(p.x()), qRound(p.y()));
    }
};

void BalanceScreenshotTest::balancePanelAfterARun() {
    ScenarioDocument document;
    QVERIFY(document.openFile(QStringLiteral(TRICORNE_SOURCE_DIR "/scenarios/killiecrankie.tricorne.json")));
    QQmlApplicationEngine engine;
    showMainWindow(engine, document);
    if (QTest::currentTestFailed()) return;

    auto* runner = engine.singletonInstance<BalanceRunner*>(qmlTypeId("Tricorne.Studio", 1, 0, "BalanceRunner"));
    QVERIFY(runner);
    QQuickItem* tab = byName(m_window, QStringLiteral("tab-balance"));
    QVERIFY(tab);
    click(tab);
    QTRY_VERIFY(runner->property("shown").toBool());
    QCOMPARE(runner->document(), &document);
    const QImage before = grab(QStringLiteral("balance-before"));

    runner->setProperty("games", 80);
    runner->setProperty("seed", 4);
    QSignalSpy finished(runner, &BalanceRunner::finished);
    QQuickItem* run = byName(m_window, QStringLiteral("balanceRun"));
    QVERIFY(run);
    click(run);
    QVERIFY(finished.count() == 1 || finished.wait(120000));
    QVERIFY(runner->lastResult());
    const tricorne::SimulationResult result = *runner->lastResult();
    QCOMPARE(result.played, 80);
    QTest::qWait(100);  // layouts and a frame for the result
    const QImage after = grab(QStringLiteral("balance-after"));
    QCOMPARE(after.size(), m_window->size() * m_window->devicePixelRatio());

    // Each side's bar: the army's colour, from the track's left edge, as wide as its rate.
    const QVariantList sides = runner->resultMap().value(QStringLiteral("sides")).toList();
    // The rates shown are whole percents that add to the games decided, never to 101%.
    int shownPercents = 0;
    for (const QVariant& v : sides) {
        const QVariantMap side = v.toMap();
        QQuickItem* label = byName(m_window, QStringLiteral("winPercent-") + side.value(QStringLiteral("position")).toString());
        QVERIFY(label);
        const QString text = label->property("text").toString();
        QVERIFY2(text.endsWith(QLatin1Char('%')), qPrintable(text));
        const int percent = text.chopped(1).toInt();
        QVERIFY(std::abs(percent - side.value(QStringLiteral("rate")).toDouble() * 100) < 1.0);
        shownPercents += percent;
    }
    QVERIFY2(shownPercents <= 100, qPrintable(QString::number(shownPercents)));
    for (int i = 0; i < 2; ++i) {
        const QVariantMap side = sides[i].toMap();
        QQuickItem* bar = byName(m_window, QStringLiteral("winBar-") + side.value(QStringLiteral("position")).toString());
        QVERIFY(bar);
        QQuickItem* track = bar->parentItem();
        QCOMPARE(bar->width(), track->width() * side.value(QStringLiteral("rate")).toDouble());
        const double rate = side.value(QStringLiteral("rate")).toDouble();
        if (rate < 0.05) continue;  // too thin to sample
        // Above the whisker (the middle line) and between its end ticks' tops: the fill only.
        const QPoint p = bar->mapToScene({bar->width() / 2, 2.5}).toPoint();
        const QColor seen = after.pixelColor(p);
        const QColor expected(side.value(QStringLiteral("colour")).toString());
        QVERIFY2(std::abs(seen.red() - expected.red()) < 12 && std::abs(seen.green() - expected.green()) < 12 &&
                     std::abs(seen.blue() - expected.blue()) < 12,
                 qPrintable(QStringLiteral("%1 bar is %2, not %3").arg(side.value(QStringLiteral("name")).toString(), describe(seen), describe(expected))));
        // Past the fill's end the track shows.
        if (rate < 0.9) {
            const QColor beyond = after.pixelColor(bar->mapToScene({bar->width() + 0.05 * track->width(), 2.5}).toPoint());
            QVERIFY2(beyond != seen, qPrintable(describe(beyond)));
        }
    }

    // The heat map: the hex where most units fell is reddened, a hex where none fell is not.
    QVERIFY(!result.eliminations.empty());
    auto most = result.eliminations.begin();
    for (auto it = result.eliminations.begin(); it != result.eliminations.end(); ++it)
        if (it->second > most->second) most = it;
    const QPointF inside(-0.3, 0.5);  // lower left, clear of the count badge at the top
    const QColor hitBefore = hexPixel(before, most->first, inside), hitAfter = hexPixel(after, most->first, inside);
    QVERIFY2(redness(hitAfter) > redness(hitBefore) + 40,
             qPrintable(QStringLiteral("hex %1: %2 → %3").arg(QString::fromStdString(tricorne::formatOffset(most->first)), describe(hitBefore), describe(hitAfter))));
    tricorne::Offset quiet{-1, -1};  // a hex where no unit fell (the river's row, for one)
    for (int row = 0; row < tricorne::board::kRows && quiet.row < 0; ++row)
        for (int col = 0; col < tricorne::board::rowLength(row) && quiet.row < 0; ++col)
            if (!result.eliminations.count({col, row})) quiet = {col, row};
    QVERIFY(quiet.row >= 0);
    QCOMPARE(hexPixel(after, quiet, inside), hexPixel(before, quiet, inside));

    // Another tab: the heat map goes.
    click(byName(m_window, QStringLiteral("tab-history")));
    QTRY_VERIFY(!runner->property("shown").toBool());
    QTest::qWait(50);
    const QImage elsewhere = grab(QStringLiteral("balance-other-tab"));
    QCOMPARE(hexPixel(elsewhere, most->first, inside), hitBefore);

    // An edit, and Run again: the panel says what changed since the first run.
    ScenarioEditor editor;
    editor.setDocument(&document);
    QVERIFY(editor.toggleHexside(6, 3, 4, QStringLiteral("field-works")));
    click(byName(m_window, QStringLiteral("tab-balance")));
    QTRY_VERIFY(runner->property("shown").toBool());
    click(byName(m_window, QStringLiteral("balanceRun")));
    QVERIFY(finished.count() == 2 || finished.wait(120000));
    QQuickItem* comparison = nullptr;
    QTRY_VERIFY((comparison = byName(m_window, QStringLiteral("balanceComparison"))) != nullptr);
    QVERIFY2(comparison->property("text").toString().endsWith(QStringLiteral(" after Add Field Works at 6,3")),
             qPrintable(comparison->property("text").toString()));
    QTest::qWait(100);
    grab(QStringLiteral("balance-compared"));
}

void BalanceScreenshotTest::unfinishedGamesAreAWarning() {
    // A Bemis Heights variant whose random games mostly never end: the panel
    // shows a warning box with validation's reason and the seeds, above the charts.
    ScenarioDocument document;
    QVERIFY(document.openFile(QStringLiteral(TRICORNE_SOURCE_DIR "/tests/data/semantic/unplayable/noend-bemis-2-militia.tricorne.json")));
    QQmlApplicationEngine engine;
    showMainWindow(engine, document);
    if (QTest::currentTestFailed()) return;
    auto* runner = engine.singletonInstance<BalanceRunner*>(qmlTypeId("Tricorne.Studio", 1, 0, "BalanceRunner"));
    QVERIFY(runner);
    click(byName(m_window, QStringLiteral("tab-balance")));
    QTRY_VERIFY(runner->property("shown").toBool());
    QVERIFY(!byName(m_window, QStringLiteral("balanceUnfinished")));  // nothing to warn of before a run

    runner->setProperty("games", 24);
    runner->setProperty("seed", 1);
    runner->setProperty("bottomBot", QStringLiteral("random"));
    runner->setProperty("topBot", QStringLiteral("random"));
    QSignalSpy finished(runner, &BalanceRunner::finished);
    click(byName(m_window, QStringLiteral("balanceRun")));
    QVERIFY(finished.count() == 1 || finished.wait(300000));
    QVERIFY(runner->lastResult()->unfinished > 0);
    QTest::qWait(100);
    const QImage image = grab(QStringLiteral("balance-unfinished"));

    QQuickItem* box = byName(m_window, QStringLiteral("balanceUnfinished"));
    QVERIFY(box);
    QVERIFY(box->height() > 60);
    // Drawn in the warning colours: its border in Theme.warning (#d68910) at the left edge.
    const QColor border = image.pixelColor(box->mapToScene({0.5, box->height() / 2}).toPoint());
    QVERIFY2(std::abs(border.red() - 0xd6) < 20 && std::abs(border.green() - 0x89) < 20 && std::abs(border.blue() - 0x10) < 30,
             qPrintable(describe(border)));
    QQuickItem* seeds = byName(m_window, QStringLiteral("balanceUnfinishedSeeds"));
    QVERIFY(seeds);
    const QString text = seeds->property("text").toString();
    QVERIFY2(text.contains(QStringLiteral("game 0 (seed %1)").arg(tricorne::gameSeed(1, 0))), qPrintable(text));
    // Further down, the game-length chart of the finished games (one here).
    QQuickItem* panel = byName(m_window, QStringLiteral("balancePanel"));
    QVERIFY(panel);
    panel->setProperty("contentY", std::max(0.0, panel->property("contentHeight").toDouble() - panel->height()));
    QTest::qWait(100);
    grab(QStringLiteral("balance-unfinished-charts"));
}

STUDIO_TEST_MAIN("studio-balance-screenshot-tests", BalanceScreenshotTest)
#include "balance_screenshot_test.moc"
