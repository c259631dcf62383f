// The comforts designers expect from Tiled and the Memoir '44 Editor, through the real
// main window offscreen with real mouse, wheel and key events where they are about input: zoom
// toward the pointer, panning with the middle button, Space+drag and the scroll bars, box
// selection, Cut as one undo step, Select all, the ghost of the tile to be painted, rotation
// remembered per terrain type and shown in full, a road dragged as one continuous line and a
// ford that lies along its river, the terrain palette's symbols and filter; then the blank
// templates' names and the roster's counts of hex-side features and Chief markers.
#include <algorithm>
#include <set>

#include <QDir>
#include <QQmlApplicationEngine>
#include <QQuickItem>
#include <QQuickStyle>
#include <QQuickWindow>
#include <QTest>
#include <QWheelEvent>

#include "app/datadirectory.h"
#include "common/boardgeometry.h"
#include "document/rostermodel.h"
#include "document/scenariodocument.h"
#include "editing/scenarioeditor.h"
#include "main_window.h"
#include "quick_items.h"
#include "studio_test_main.h"
#include "tricorne/core/board.h"
#include "tricorne/validate/validate.h"

namespace {

constexpr auto kTemplate = TRICORNE_SOURCE_DIR "/templates/scenarios/blank-jacobite-rising.tricorne.json";

using fixtures::findItem;

/// Lets bindings, layouts and a frame catch up after an event.
void settle() { QTest::qWait(30); }

using Hexes = std::set<std::pair<int, int>>;

Hexes hexesOf(const QVariant& points) {
    Hexes out;
    for (const QVariant& v : points.toList()) out.insert({v.toPoint().x(), v.toPoint().y()});
    return out;
}

/// The hexes of the document that hold a unit or a leader.
Hexes occupied(const ScenarioDocument& document) {
    Hexes out;
    for (const auto& u : document.scenario()->units) out.insert({tricorne::toOffset(u.hex).col, tricorne::toOffset(u.hex).row});
    for (const auto& l : document.scenario()->leaders) out.insert({tricorne::toOffset(l.hex).col, tricorne::toOffset(l.hex).row});
    return out;
}

/// The studio's main window on a blank Jacobite Rising board, shown offscreen, with an editor
/// of its own on the same document to set up pieces quickly.
struct Studio {
    ScenarioDocument document;
    ScenarioEditor editor;
    QQmlApplicationEngine engine;
    QQuickWindow* window = nullptr;

    Studio() {
        if (!document.newFromTemplate(QString::fromLatin1(kTemplate))) return;
        editor.setDocument(&document);
        window = fixtures::loadMainWindow(engine, document);
        if (window && QTest::qWaitForWindowExposed(window)) settle();
    }
    QQuickItem* byName(const QString& name) const {
        return findItem(window->contentItem(), [&](QQuickItem* i) { return i->objectName() == name && i->isVisible(); });
    }
    QQuickItem* board() const { return byName(QStringLiteral("board")); }
    /// Centre of hex (col,row) in window pixels, the board unzoomed and unpanned.
    QPoint hex(int col, int row) const { return BoardGeometry::windowPoint(window->size(), {col, row}).toPoint(); }
    /// The board point (board units) under a window pixel, as zoomed and panned now.
    QPointF boardPointAt(QPoint pixel) const { return byName(QStringLiteral("boardSurface"))->mapFromScene(pixel); }
    void click(QQuickItem* item) const {
        if (!item) {
            QTest::qFail("no such item to click", __FILE__, __LINE__);
            return;
        }
        QTest::mouseClick(window, Qt::LeftButton, {}, item->mapToScene({item->width() / 2, item->height() / 2}).toPoint());
        settle();
    }
    void chooseTool(const char* id) const { click(byName(QStringLiteral("tool-") + QLatin1String(id))); }
    void wheel(QPoint at, int delta, Qt::KeyboardModifiers modifiers = {}) const {
        QWheelEvent event(at, window->mapToGlobal(at), {}, {0, delta}, Qt::NoButton, modifiers, Qt::NoScrollPhase, false);
        QCoreApplication::sendEvent(window, &event);
        settle();
    }
    void drag(Qt::MouseButton button, QPoint from, QPoint to) const {
        QTest::mousePress(window, button, {}, from);
        for (int step = 1; step <= 4; ++step) QTest::mouseMove(window, from + (to - from) * step / 4);
        QTest::mouseRelease(window, button, {}, to);
        settle();
    }
    int undoSteps() { return document.undoStack()->count(); }
};

}  // namespace

class BoardEditingTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QQuickStyle::setStyle(QStringLiteral("Fusion")); }
    void zoomKeepsTheHexUnderTheCursor();
    void middleDragAndSpaceDragPan();
    void scrollBarsPanAndTheBoardSaysHow();
    void boxSelectionSelectsExactlyThePiecesInside();
    void cutRemovesTheSelectionInOneUndoStep();
    void selectAllSelectsEveryHex();
    void ghostShowsTheTileWithItsVariantAndRotation();
    void theGhostIsPaintedAsFineAsTheZoom();
    void rotationIsRememberedPerTerrainType();
    void aRoadDraggedWithTheMouseIsOneLine();
    void aFordClickedOnARiverLiesAlongIt();
    void paletteShowsSymbolsAndFilters();
    void blankTemplatesAreNamedByGame();
    void rosterCountsHexSidesAndChiefMarkers();
    void helpSaysHowToPanZoomSelectCutAndTurn();
};

void BoardEditingTest::zoomKeepsTheHexUnderTheCursor() {
    Studio studio;
    QVERIFY(studio.window);
    QQuickItem* board = studio.board();
    // Away from the board's centre, so that zooming about the centre would move it.
    for (const auto& [col, row] : {std::pair{2, 2}, std::pair{10, 8}}) {
        QVERIFY(QMetaObject::invokeMethod(board, "fit"));
        const QPoint at = studio.hex(col, row) + QPoint(5, -3);
        QTest::mouseMove(studio.window, at);
        settle();
        QCOMPARE(board->property("hoveredCol").toInt(), col);
        const QPointF before = studio.boardPointAt(at);
        const qreal zoomBefore = board->property("zoom").toReal();
        studio.wheel(at, 120);                         // the plain wheel
        studio.wheel(at, 120, Qt::ControlModifier);    // and Ctrl+wheel, as in Tiled
        QVERIFY(board->property("zoom").toReal() > zoomBefore * 1.2);
        const QPointF after = studio.boardPointAt(at);
        QVERIFY2(QLineF(before, after).length() < 0.5, qPrintable(QStringLiteral("the point under the cursor moved by %1 board units")
                                                                       .arg(QLineF(before, after).length())));
        QTest::mouseMove(studio.window, at + QPoint(1, 0));
        settle();
        QCOMPARE(board->property("hoveredCol").toInt(), col);
        QCOMPARE(board->property("hoveredRow").toInt(), row);
        studio.wheel(at, -120);   // out again, the same point stays
        QVERIFY(QLineF(before, studio.boardPointAt(at)).length() < 0.5);
    }
}

void BoardEditingTest::middleDragAndSpaceDragPan() {
    Studio studio;
    QVERIFY(studio.window);
    QQuickItem* board = studio.board();
    QTRY_VERIFY(board->hasActiveFocus());

    // The middle button, starting on the board.
    const QPoint start = studio.hex(5, 5);
    studio.drag(Qt::MiddleButton, start, start + QPoint(60, 40));
    QCOMPARE(qRound(board->property("panX").toReal()), 60);
    QCOMPARE(qRound(board->property("panY").toReal()), 40);
    QCOMPARE(studio.undoSteps(), 0);

    // Space+drag with the Terrain tool: pans; neither the drag nor letting Space go paints.
    QTest::keyClick(studio.window, Qt::Key_T);  // by its key: the board keeps the keyboard
    QTRY_VERIFY(board->hasActiveFocus());
    QTest::keyPress(studio.window, Qt::Key_Space);
    studio.drag(Qt::LeftButton, start, start + QPoint(-30, 20));
    QTest::keyRelease(studio.window, Qt::Key_Space);
    QTRY_VERIFY(!board->property("spaceHeld").toBool());
    QCOMPARE(qRound(board->property("panX").toReal()), 30);
    QCOMPARE(qRound(board->property("panY").toReal()), 60);
    QCOMPARE(studio.undoSteps(), 0);
    QVERIFY(studio.document.scenario()->terrain.empty());

    // Space alone still acts on the keyboard's hex cursor, as Enter does; a repeat (X11 sends
    // release+press pairs, not always marked as repeats) does not.
    QTest::keyRelease(studio.window, Qt::Key_Space);   // no Space held: nothing
    QTest::keyPress(studio.window, Qt::Key_Space);
    QTest::keyRelease(studio.window, Qt::Key_Space);
    QTest::keyPress(studio.window, Qt::Key_Space);      // at once: the key repeating
    QTest::qWait(200);
    QCOMPARE(studio.undoSteps(), 0);
    QTest::keyRelease(studio.window, Qt::Key_Space);
    QTRY_COMPARE(studio.document.scenario()->terrain.size(), std::size_t{1});
    QCOMPARE(studio.undoSteps(), 1);
}

void BoardEditingTest::scrollBarsPanAndTheBoardSaysHow() {
    Studio studio;
    QVERIFY(studio.window);
    QQuickItem* board = studio.board();
    QVERIFY(!studio.byName(QStringLiteral("horizontalScrollBar")));  // the whole board shows: none
    QVERIFY(QMetaObject::invokeMethod(board, "zoomBy", Q_ARG(double, 2.0)));
    settle();
    QQuickItem* horizontal = nullptr;
    QQuickItem* vertical = nullptr;
    QTRY_VERIFY((horizontal = studio.byName(QStringLiteral("horizontalScrollBar"))) != nullptr);
    QTRY_VERIFY((vertical = studio.byName(QStringLiteral("verticalScrollBar"))) != nullptr);

    // Drag each bar's handle: the board pans the other way, by the bar's ratio.
    const auto dragHandle = [&](QQuickItem* bar, QPoint by) {
        const qreal middle = bar->property("position").toReal() + bar->property("size").toReal() / 2;
        const QPointF local = by.x() != 0 ? QPointF(bar->width() * middle, bar->height() / 2) : QPointF(bar->width() / 2, bar->height() * middle);
        studio.drag(Qt::LeftButton, bar->mapToScene(local).toPoint(), bar->mapToScene(local).toPoint() + by);
    };
    const qreal panX = board->property("panX").toReal();
    dragHandle(horizontal, {40, 0});
    QVERIFY2(board->property("panX").toReal() < panX - 40, "dragging the horizontal bar right pans the board left");
    const qreal panY = board->property("panY").toReal();
    dragHandle(vertical, {0, 30});
    QVERIFY2(board->property("panY").toReal() < panY - 30, "dragging the vertical bar down pans the board up");
    QCOMPARE(studio.undoSteps(), 0);

    // And the board says so.
    const QString hint = studio.byName(QStringLiteral("navigationHint"))->property("text").toString();
    QVERIFY2(hint.contains(QStringLiteral("Space")) && hint.contains(QStringLiteral("Middle")) && hint.contains(QStringLiteral("zoom")),
             qPrintable(hint));
}

void BoardEditingTest::boxSelectionSelectsExactlyThePiecesInside() {
    Studio studio;
    QVERIFY(studio.window);
    const QString army = QStringLiteral("jacobite");
    for (const auto& [col, row] : {std::pair{3, 2}, std::pair{4, 2}, std::pair{5, 5}, std::pair{9, 8}})
        QVERIFY(!studio.editor.placeUnit(col, row, army, QStringLiteral("highland"), 4, {}).isEmpty());
    QVERIFY(studio.editor.placeLeader(4, 3, army, QStringLiteral("Lochiel")));
    settle();

    // From an empty hex's corner area to beyond 4,3: the box's corners in window pixels.
    studio.chooseTool("select");
    const QPoint from = studio.hex(2, 1) + QPoint(-10, -10);
    const QPoint to = studio.hex(5, 3) + QPoint(-15, 8);
    studio.drag(Qt::LeftButton, from, to);
    const Hexes selected = hexesOf(studio.board()->property("selection"));

    // Exactly the hexes whose centre is inside the box …
    const QRect box = QRect(from, to).normalized();
    Hexes inside;
    for (int row = 0; row < tricorne::board::kRows; ++row)
        for (int col = 0; col < tricorne::board::rowLength(row); ++col)
            if (box.contains(studio.hex(col, row))) inside.insert({col, row});
    QCOMPARE(selected, inside);
    // … so exactly the pieces inside: the two units and the leader, not the others.
    Hexes pieces;
    for (const auto& h : occupied(studio.document))
        if (selected.count(h)) pieces.insert(h);
    QCOMPARE(pieces, (Hexes{{3, 2}, {4, 2}, {4, 3}}));
    QCOMPARE(studio.undoSteps(), 5);  // selecting changed nothing

    // A new box replaces the selection; with Shift, a box adds to it.
    studio.drag(Qt::LeftButton, studio.hex(8, 7) + QPoint(-5, -5), studio.hex(9, 8) + QPoint(10, 10));
    Hexes second = hexesOf(studio.board()->property("selection"));
    QCOMPARE(second, (Hexes{{8, 7}, {9, 8}}));
    QTest::mousePress(studio.window, Qt::LeftButton, Qt::ShiftModifier, from);
    for (int step = 1; step <= 4; ++step) QTest::mouseMove(studio.window, from + (to - from) * step / 4);
    QTest::mouseRelease(studio.window, Qt::LeftButton, Qt::ShiftModifier, to);
    settle();
    second.insert(inside.begin(), inside.end());
    QCOMPARE(hexesOf(studio.board()->property("selection")), second);
    QCOMPARE(studio.board()->property("selection").toList().size(), static_cast<qsizetype>(second.size()));  // no hex twice
    // A drag that starts on a piece still moves it.
    studio.drag(Qt::LeftButton, studio.hex(5, 5), studio.hex(6, 5));
    QCOMPARE(occupied(studio.document).count({6, 5}), std::size_t{1});
}

void BoardEditingTest::cutRemovesTheSelectionInOneUndoStep() {
    Studio studio;
    QVERIFY(studio.window);
    const QString army = QStringLiteral("government");
    for (const auto& [col, row] : {std::pair{3, 6}, std::pair{4, 6}, std::pair{8, 2}})
        QVERIFY(!studio.editor.placeUnit(col, row, army, QStringLiteral("regular"), 3, {}).isEmpty());
    QVERIFY(studio.editor.placeLeader(4, 6, army, QStringLiteral("Cope")));
    settle();
    const tricorne::Scenario before = *studio.document.scenario();
    const int steps = studio.undoSteps();

    studio.chooseTool("select");
    studio.drag(Qt::LeftButton, studio.hex(2, 5) + QPoint(-5, 0), studio.hex(5, 7));
    QVERIFY(hexesOf(studio.board()->property("selection")).count({4, 6}));
    QTest::keyClick(studio.window, Qt::Key_X, Qt::ControlModifier);
    settle();
    QCOMPARE(occupied(studio.document), (Hexes{{8, 2}}));
    QCOMPARE(studio.undoSteps(), steps + 1);

    // What was cut pastes elsewhere (under the pointer): the pieces are back, as new ones.
    QTest::mouseMove(studio.window, studio.hex(6, 8));
    QTest::keyClick(studio.window, Qt::Key_V, Qt::ControlModifier);
    settle();
    QCOMPARE(studio.document.scenario()->units.size(), std::size_t{3});
    QCOMPARE(studio.document.scenario()->leaders.size(), std::size_t{1});
    QCOMPARE(studio.undoSteps(), steps + 2);

    QTest::keyClick(studio.window, Qt::Key_Z, Qt::ControlModifier);
    QTest::keyClick(studio.window, Qt::Key_Z, Qt::ControlModifier);
    settle();
    QVERIFY(*studio.document.scenario() == before);
}

void BoardEditingTest::selectAllSelectsEveryHex() {
    Studio studio;
    QVERIFY(studio.window);
    QVERIFY(!studio.editor.placeUnit(0, 0, QStringLiteral("jacobite"), QStringLiteral("highland"), 4, {}).isEmpty());
    QVERIFY(!studio.editor.placeUnit(12, 10, QStringLiteral("government"), QStringLiteral("regular"), 4, {}).isEmpty());
    settle();
    QTest::keyClick(studio.window, Qt::Key_A, Qt::ControlModifier);
    settle();
    const Hexes all = hexesOf(studio.board()->property("selection"));
    QCOMPARE(static_cast<int>(all.size()), tricorne::board::kHexCount);
    QCOMPARE(studio.board()->property("selection").toList().constFirst().toPoint(), QPoint(0, 0));  // the paste anchor
    const int steps = studio.undoSteps();
    QTest::keyClick(studio.window, Qt::Key_X, Qt::ControlModifier);
    settle();
    QVERIFY(occupied(studio.document).empty());
    QCOMPARE(studio.undoSteps(), steps + 1);
}

void BoardEditingTest::ghostShowsTheTileWithItsVariantAndRotation() {
    Studio studio;
    QVERIFY(studio.window);
    studio.chooseTool("terrain");
    studio.click(findItem(studio.window->contentItem(), [](QQuickItem* i) {
        return i->isVisible() && i->property("text").toString() == QStringLiteral("River") && i->property("checked").isValid();
    }));
    QTest::mouseMove(studio.window, studio.hex(6, 4));
    settle();

    // One ghost for the whole board, on the hovered hex.
    int ghosts = 0;
    fixtures::forEachItem(studio.window->contentItem(), [&](QQuickItem* i) { ghosts += i->objectName() == QStringLiteral("ghostTile"); });
    QCOMPARE(ghosts, 1);
    QQuickItem* ghost = studio.byName(QStringLiteral("ghostTile"));
    QVERIFY(ghost);
    // The ghost is a tile drawn centred in its item (TileSwatch).
    auto centreOf = [](const QQuickItem* item) { return item->position() + QPointF(item->width() / 2, item->height() / 2); };
    QCOMPARE(centreOf(ghost), BoardGeometry::hexCentre({6, 4}));
    QCOMPARE(ghost->property("terrain").toString(), QStringLiteral("river"));
    const QVariantMap river = [&] {
        for (const QVariant& t : studio.editor.terrainTypes())
            if (t.toMap().value(QStringLiteral("id")) == QStringLiteral("river")) return t.toMap();
        return QVariantMap();
    }();
    const QStringList variants = river.value(QStringLiteral("variants")).toStringList();
    QVERIFY(variants.size() > 1);
    QCOMPARE(ghost->property("exits").toList(), studio.editor.tileExits(QStringLiteral("river"), variants[0], 0));

    // R turns it, V changes the variant: the ghost follows before anything is painted.
    QTest::keyClick(studio.window, Qt::Key_R);
    settle();
    QCOMPARE(ghost->property("exits").toList(), studio.editor.tileExits(QStringLiteral("river"), variants[0], 1));
    QTest::keyClick(studio.window, Qt::Key_V);
    settle();
    QCOMPARE(ghost->property("exits").toList(), studio.editor.tileExits(QStringLiteral("river"), variants[1], 1));
    QVERIFY(ghost->property("exits").toList() != studio.editor.tileExits(QStringLiteral("river"), variants[0], 1));
    QCOMPARE(studio.undoSteps(), 0);

    // It follows the pointer, and leaves with the Select tool.
    QTest::mouseMove(studio.window, studio.hex(2, 7));
    settle();
    QCOMPARE(centreOf(ghost), BoardGeometry::hexCentre({2, 7}));
    studio.chooseTool("select");
    QTest::mouseMove(studio.window, studio.hex(2, 6));
    settle();
    QVERIFY(!studio.byName(QStringLiteral("ghostTile")));
}

void BoardEditingTest::theGhostIsPaintedAsFineAsTheZoom() {
    Studio studio;
    QVERIFY(studio.window);
    studio.chooseTool("terrain");
    QQuickItem* board = studio.board();
    const QPoint at = studio.hex(6, 4);
    QTest::mouseMove(studio.window, at);
    settle();
    for (int i = 0; i < 12 && board->property("zoom").toReal() < 4; ++i) studio.wheel(at, 120);
    QCOMPARE(board->property("zoom").toReal(), 4.0);
    QTest::mouseMove(studio.window, at + QPoint(2, 0));
    settle();
    QQuickItem* ghost = studio.byName(QStringLiteral("ghostTile"));
    QVERIFY(ghost);
    // Its texture has a pixel for each screen pixel it covers, as the ground under it does:
    // not a tile painted at the unzoomed size and enlarged four times (soft).
    const qreal screenPixels = ghost->mapRectToScene(QRectF(0, 0, ghost->width(), ghost->height())).width() * studio.window->devicePixelRatio();
    const QSize texture = ghost->property("textureSize").toSize();
    QVERIFY2(texture.width() >= screenPixels - 1, qPrintable(QStringLiteral("texture %1 px wide for %2 screen pixels").arg(texture.width()).arg(screenPixels)));
    QVERIFY2(texture.width() <= screenPixels * 1.5 + 2, qPrintable(QStringLiteral("texture %1 px wide for %2 screen pixels").arg(texture.width()).arg(screenPixels)));
}

void BoardEditingTest::rotationIsRememberedPerTerrainType() {
    Studio studio;
    QVERIFY(studio.window);
    studio.chooseTool("terrain");
    const auto choose = [&](const QString& name) {
        studio.click(findItem(studio.window->contentItem(), [&](QQuickItem* i) {
            return i->isVisible() && i->property("text").toString() == name && i->property("checked").isValid();
        }));
    };
    const auto paintAt = [&](int col, int row) {
        QTest::mouseClick(studio.window, Qt::LeftButton, {}, studio.hex(col, row));
        settle();
        for (const auto& t : studio.document.scenario()->terrain)
            if (tricorne::toOffset(t.hex) == tricorne::Offset{col, row}) return t.rotation;
        return -1;
    };
    choose(QStringLiteral("River"));
    QTest::keyClick(studio.window, Qt::Key_R);
    QTest::keyClick(studio.window, Qt::Key_R);
    QCOMPARE(paintAt(5, 5), 2);
    choose(QStringLiteral("River Ford"));   // beside the river, not on it: its own rotation, not the river's
    QCOMPARE(paintAt(6, 5), 0);
    QTest::keyClick(studio.window, Qt::Key_R);
    QCOMPARE(paintAt(7, 5), 1);
    choose(QStringLiteral("River"));
    QCOMPARE(paintAt(8, 5), 2);
    choose(QStringLiteral("River Ford"));
    QCOMPARE(paintAt(9, 5), 1);
}

void BoardEditingTest::aRoadDraggedWithTheMouseIsOneLine() {
    Studio studio;
    QVERIFY(studio.window);
    studio.chooseTool("terrain");
    studio.click(findItem(studio.window->contentItem(), [](QQuickItem* i) {
        return i->isVisible() && i->property("text").toString() == QStringLiteral("Road") && i->property("checked").isValid();
    }));
    // The panel says the turn in degrees, as the tile is painted.
    QTest::keyClick(studio.window, Qt::Key_R);
    settle();
    QQuickItem* rotationLabel = studio.byName(QStringLiteral("rotationLabel"));
    QCOMPARE(rotationLabel->property("text").toString(), QStringLiteral("Rotation 60°"));
    // All of it shows: the turn buttons beside it do not cover the degrees ("Rotation 6").
    QQuickItem* turnLeft = findItem(studio.window->contentItem(), [](QQuickItem* i) {
        return i->isVisible() && i->property("text").toString() == QStringLiteral("⟲");
    });
    QVERIFY(turnLeft);
    const qreal labelEnds = rotationLabel->mapToScene({rotationLabel->property("contentWidth").toReal(), 0}).x();
    QVERIFY2(labelEnds <= turnLeft->mapToScene({0, 0}).x(),
             qPrintable(QStringLiteral("the label's words end at %1, the turn button starts at %2")
                            .arg(labelEnds).arg(turnLeft->mapToScene({0, 0}).x())));

    // One drag with the left button through 11 hexes: along a row, down two, along again.
    using tricorne::Side;
    std::vector<tricorne::Hex> path{tricorne::toAxial({3, 3})};
    for (Side s : {Side::E, Side::E, Side::E, Side::SE, Side::SE, Side::E, Side::E, Side::NE, Side::E, Side::E})
        path.push_back(tricorne::neighbour(path.back(), s));
    const auto pixel = [&](tricorne::Hex h) { return studio.hex(tricorne::toOffset(h).col, tricorne::toOffset(h).row); };
    QTest::mousePress(studio.window, Qt::LeftButton, {}, pixel(path.front()));
    for (std::size_t i = 1; i < path.size(); ++i) {   // through the shared side, then the centre
        QTest::mouseMove(studio.window, (pixel(path[i - 1]) + pixel(path[i])) / 2 + QPoint(0, 1));
        QTest::mouseMove(studio.window, pixel(path[i]));
    }
    QTest::mouseRelease(studio.window, Qt::LeftButton, {}, pixel(path.back()));
    settle();

    QCOMPARE(studio.undoSteps(), 1);
    const auto exits = [&](tricorne::Hex h) {
        std::set<Side> out;
        for (const auto& t : studio.document.scenario()->terrain)
            if (t.hex == h)
                for (const QVariant& v : studio.editor.tileExits(QString::fromStdString(t.type), QString::fromStdString(t.variant), t.rotation))
                    out.insert(static_cast<Side>(v.toInt()));
        return out;
    };
    QCOMPARE(studio.document.scenario()->terrain.size(), path.size());
    for (std::size_t i = 0; i + 1 < path.size(); ++i) {
        const Side there = *tricorne::sideTowards(path[i], path[i + 1]);
        QVERIFY2(exits(path[i]).contains(there) && exits(path[i + 1]).contains(tricorne::opposite(there)),
                 qPrintable(QStringLiteral("hexes %1 and %2 of the road do not meet").arg(i).arg(i + 1)));
    }
    QDir().mkpath(QStringLiteral(TRICORNE_SCREENSHOT_DIR));
    QVERIFY(studio.window->grabWindow().save(QStringLiteral(TRICORNE_SCREENSHOT_DIR "/road-drawn-as-a-path.png")));

    QTest::keySequence(studio.window, QKeySequence::Undo);
    settle();
    QVERIFY(studio.document.scenario()->terrain.empty());
}

void BoardEditingTest::aFordClickedOnARiverLiesAlongIt() {
    Studio studio;
    QVERIFY(studio.window);
    studio.chooseTool("terrain");
    const auto choose = [&](const QString& name) {
        studio.click(findItem(studio.window->contentItem(), [&](QQuickItem* i) {
            return i->isVisible() && i->property("text").toString() == name && i->property("checked").isValid();
        }));
    };
    const auto tileAt = [&](tricorne::Offset o) -> const tricorne::TerrainTile* {
        for (const auto& t : studio.document.scenario()->terrain)
            if (tricorne::toOffset(t.hex) == o) return &t;
        return nullptr;
    };
    const auto exitsAt = [&](tricorne::Offset o) {
        const auto* t = tileAt(o);
        return t ? studio.editor.tileExits(QString::fromStdString(t->type), QString::fromStdString(t->variant), t->rotation) : QVariantList();
    };
    // A river dragged along row 6 from the left edge, then the pointer jumps to the right:
    // the skipped hexes are filled in.
    choose(QStringLiteral("River"));
    QTest::mousePress(studio.window, Qt::LeftButton, {}, studio.hex(0, 6));
    QTest::mouseMove(studio.window, studio.hex(1, 6));
    QTest::mouseMove(studio.window, studio.hex(5, 6));
    QTest::mouseRelease(studio.window, Qt::LeftButton, {}, studio.hex(5, 6));
    settle();
    QCOMPARE(studio.document.scenario()->terrain.size(), std::size_t{6});
    const QVariantList river = exitsAt({3, 6});
    QCOMPARE(river.size(), 2);

    // The ford, turned by the tool, shows and lands along the river when it is on the river.
    choose(QStringLiteral("River Ford"));
    QTest::keyClick(studio.window, Qt::Key_R);
    QTest::mouseMove(studio.window, studio.hex(3, 6));
    settle();
    QQuickItem* ghost = studio.byName(QStringLiteral("ghostTile"));
    QVERIFY(ghost);
    auto sorted = [](QVariantList l) {
        std::sort(l.begin(), l.end(), [](const QVariant& a, const QVariant& b) { return a.toInt() < b.toInt(); });
        return l;
    };
    QCOMPARE(sorted(ghost->property("exits").toList()), sorted(river));
    QTest::mouseClick(studio.window, Qt::LeftButton, {}, studio.hex(3, 6));
    settle();
    QCOMPARE(tileAt({3, 6})->type, std::string("ford"));
    QCOMPARE(sorted(exitsAt({3, 6})), sorted(river));
    QCOMPARE(studio.undoSteps(), 2);
    QDir().mkpath(QStringLiteral(TRICORNE_SCREENSHOT_DIR));
    QVERIFY(studio.window->grabWindow().save(QStringLiteral(TRICORNE_SCREENSHOT_DIR "/river-with-a-ford.png")));
}

void BoardEditingTest::paletteShowsSymbolsAndFilters() {
    Studio studio;
    QVERIFY(studio.window);
    studio.chooseTool("terrain");
    const auto shownChoices = [&] {
        QStringList out;
        fixtures::forEachItem(studio.window->contentItem(), [&](QQuickItem* i) {
            if (i->isVisible() && i->inherits("QQuickRadioButton") && i->parentItem() && i->parentItem()->isVisible()) {
                // Each choice sits beside its symbol: the board's own tile for that terrain.
                const QQuickItem* swatch = findItem(i->parentItem(), [](QQuickItem* s) { return s->property("edge").isValid(); });
                if (swatch && swatch->property("terrain").toString().size() > 0) out << i->property("text").toString();
            }
        });
        out.sort();
        return out;
    };
    QStringList every;
    for (const QVariant& t : studio.editor.terrainTypes()) every << t.toMap().value(QStringLiteral("name")).toString();
    every.sort();
    QCOMPARE(shownChoices(), every);

    studio.click(studio.byName(QStringLiteral("terrainFilter")));
    for (const char c : QByteArrayLiteral("FOR")) QTest::keyClick(studio.window, c);
    settle();
    QStringList matching;
    for (const QString& name : every)
        if (name.contains(QStringLiteral("for"), Qt::CaseInsensitive)) matching << name;
    QVERIFY(matching.contains(QStringLiteral("Forest")) && matching.contains(QStringLiteral("River Ford")));
    QCOMPARE(shownChoices(), matching);
}

void BoardEditingTest::blankTemplatesAreNamedByGame() {
    QStringList blanks;
    for (const QVariant& t : DataDirectory::templates())
        if (t.toMap().value(QStringLiteral("path")).toString().contains(QStringLiteral("/blank-")))
            blanks << t.toMap().value(QStringLiteral("title")).toString();
    QCOMPARE(blanks, (QStringList{QStringLiteral("Blank — The American Revolution"), QStringLiteral("Blank — The Jacobite Rising")}));
    // From the game systems' data, not a list in the studio.
    QCOMPARE(tricorne::builtinSystems().find("jacobite-rising")->shortName, std::string("The Jacobite Rising"));
}

void BoardEditingTest::rosterCountsHexSidesAndChiefMarkers() {
    ScenarioDocument document;
    QVERIFY(document.newFromTemplate(QString::fromLatin1(kTemplate)));
    ScenarioEditor editor;
    editor.setDocument(&document);
    const RosterModel& roster = *document.roster();
    const auto row = [&](const QString& name) {
        for (int r = 0; r < roster.rowCount(); ++r)
            if (roster.index(r).data(RosterModel::NameRole).toString() == name)
                return QStringLiteral("%1 %2/%3%4")
                    .arg(roster.index(r).data(RosterModel::SectionRole).toString())
                    .arg(roster.index(r).data(RosterModel::UsedRole).toInt())
                    .arg(roster.index(r).data(RosterModel::AvailableRole).toInt())
                    .arg(roster.index(r).data(RosterModel::OverRole).toBool() ? QStringLiteral(" over") : QString());
        return QStringLiteral("no row");
    };
    const QString chiefs = QStringLiteral("Clan Chief / Chief Officer markers");
    QCOMPARE(row(QStringLiteral("Hex-side features")), QStringLiteral("Terrain 0/-1"));
    QCOMPARE(row(chiefs), QStringLiteral("Markers 0/6"));   // 000 · CONTENTS: 6, from the system's data

    // Two walls on a forest hex (its tile shows them), one on open ground (a tile of its own).
    const int stroke = editor.beginStroke();
    QVERIFY(editor.paintTerrain(3, 3, QStringLiteral("forest"), {}, 0, stroke));
    QVERIFY(editor.toggleHexside(3, 3, 0, QStringLiteral("enclosure-wall")));
    QVERIFY(editor.toggleHexside(3, 3, 1, QStringLiteral("enclosure-wall")));
    QVERIFY(editor.toggleHexside(7, 7, 2, QStringLiteral("enclosure-wall")));
    QCOMPARE(row(QStringLiteral("Hex-side features")), QStringLiteral("Terrain 3/-1"));
    QCOMPARE(row(QStringLiteral("Terrain tiles")), QStringLiteral("Terrain 2/60"));
    QCOMPARE(tricorne::boxUse(*document.scenario()).hexsideTiles, 1);

    // Seven Chief markers, on units of both armies: the box has six (double-sided).
    for (int col = 0; col < 7; ++col) {
        const bool jacobite = col % 2 == 0;
        QVERIFY(!editor.placeUnit(col, jacobite ? 9 : 1, jacobite ? QStringLiteral("jacobite") : QStringLiteral("government"),
                                  jacobite ? QStringLiteral("highland") : QStringLiteral("regular"), 4, {})
                     .isEmpty());
        QVERIFY(editor.setUnitChief(col, jacobite ? 9 : 1, true));
        if (col == 5) QCOMPARE(row(chiefs), QStringLiteral("Markers 6/6"));
    }
    QCOMPARE(row(chiefs), QStringLiteral("Markers 7/6 over"));
    // The engine's validation counts the same and warns.
    bool warned = false;
    for (const auto& d : tricorne::validateSemantics(*document.scenario(), *document.system()))
        warned = warned || (d.code == "box-exceeded" && d.message.find("7 Chief markers") != std::string::npos);
    QVERIFY(warned);
    document.undoStack()->undo();
    QCOMPARE(row(chiefs), QStringLiteral("Markers 6/6"));

    // A game without Chief markers has no such row.
    QVERIFY(document.newFromTemplate(QStringLiteral(TRICORNE_SOURCE_DIR "/templates/scenarios/blank-american-revolution.tricorne.json")));
    QCOMPARE(row(chiefs), QStringLiteral("no row"));
    QCOMPARE(row(QStringLiteral("Hex-side features")), QStringLiteral("Terrain 0/-1"));
}

void BoardEditingTest::helpSaysHowToPanZoomSelectCutAndTurn() {
    Studio studio;
    QVERIFY(studio.window);
    QTest::keyClick(studio.window, Qt::Key_F1);
    QQuickItem* text = nullptr;
    QTRY_VERIFY((text = studio.byName(QStringLiteral("helpText"))));
    const QString help = text->property("text").toString();
    for (const char* words : {"zooms toward the pointer", "middle mouse button", "hold Space and drag", "scroll bars", "Box selection",
                              "<b>Cut</b>", "<b>Select all</b>", "remembered per terrain type", "drawn as lines",
                              "ford or a bridge dropped on a river lies along it"})
        QVERIFY2(help.contains(QLatin1String(words)), words);
    // What issue 30 found missing from the Help: the tray, the order-of-battle import, labels,
    // the search bot, the sweep, Compare and the sheet.
    for (const char* words : {"<b>Unplaced</b>", "Import order of battle", "<b>Labels</b>", "search bot", "search is the strongest",
                              "<b>Sweep</b>", "Compare with", "Export sheet"})
        QVERIFY2(help.contains(QLatin1String(words)), words);
}

STUDIO_TEST_MAIN("studio-board-editing-tests", BoardEditingTest)
#include "board_editing_test.moc"
