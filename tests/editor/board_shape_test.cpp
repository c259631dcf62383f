// The studio draws and edits the board its battle's game system says (docs/design/board.md, "The
// board is the system's"; 000 · Battlefield Game Board), not the engine's frame: with a system of
// nine rows of thirteen hexes (Commands & Colors: Napoleonics' board, 13 wide by 9 deep,
// https://docslib.org/doc/3269872/ccn-rules-2016-pdf) and one of eleven rows of eleven, the
// drawing area and the hex under the pointer are that board's, every editing tool stops at its
// edge, the mirror and the half turn turn about it, and a battle on it validates clean, saves and
// reopens. The fixtures are tests/tools/make_system_fixtures.py's.
#include <algorithm>

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include "commands/replacescenario.h"
#include "common/boardgeometry.h"
#include "document/boardmodel.h"
#include "document/diagnosticsmodel.h"
#include "document/scenariodocument.h"
#include "editing/labeleditor.h"
#include "editing/scenarioeditor.h"
#include "editing/trayeditor.h"
#include "studio_test_main.h"
#include "tricorne/validate/validate.h"

namespace {

using tricorne::Offset;

const QString kFixtures = QStringLiteral(TRICORNE_SOURCE_DIR "/tests/data/systems/");

/// A battle of tests/data/systems and the system file it names, copied into a folder of its own.
struct Fixture {
    const char* battle;
    const char* system;
    int rows;
    int columns;
};
const Fixture kNineRows{"killiecrankie-nine-rows.tricorne.json", "nine-rows.tricorne-system.json", 9, 13};
const Fixture kElevenColumns{"killiecrankie-eleven-columns.tricorne.json", "eleven-columns.tricorne-system.json", 11, 11};

QString copied(const QTemporaryDir& dir, const Fixture& f) {
    for (const char* name : {f.battle, f.system})
        if (!QFile::copy(kFixtures + QLatin1String(name), dir.filePath(QLatin1String(name)))) qFatal("cannot copy %s", name);
    return dir.filePath(QLatin1String(f.battle));
}

/// Whether every tile, hex-side feature, unit, leader and label of the open battle stands on its
/// system's board.
bool allOnBoard(const ScenarioDocument& document) {
    const tricorne::Scenario& s = *document.scenario();
    const auto on = [&document](tricorne::Hex h) { return document.onBoard(h); };
    return std::all_of(s.terrain.begin(), s.terrain.end(), [&](const auto& t) { return on(t.hex); }) &&
           std::all_of(s.hexsides.begin(), s.hexsides.end(), [&](const auto& f) { return on(f.hex); }) &&
           std::all_of(s.units.begin(), s.units.end(), [&](const auto& u) { return on(u.hex); }) &&
           std::all_of(s.leaders.begin(), s.leaders.end(), [&](const auto& l) { return on(l.hex); }) &&
           std::all_of(s.labels.begin(), s.labels.end(), [&](const auto& l) { return on(l.hex); });
}

QPoint hexAtCentreOf(const BoardModel& model, Offset o) {
    const QPointF c = BoardGeometry::hexCentre(o);
    return model.hexAt(c.x(), c.y());
}

}  // namespace

class BoardShapeTest : public QObject {
    Q_OBJECT

private slots:
    void theDrawingAreaIsTheSystemsBoard();
    void theHexUnderThePointerIsOnTheSystemsBoard();
    void paintFillPasteAndPlacingStopAtTheEdge();
    void theMirrorAndTheHalfTurnTurnAboutTheSystemsBoard();
    void aBattleOnSuchABoardValidatesSavesAndReopens();
};

void BoardShapeTest::theDrawingAreaIsTheSystemsBoard() {
    const QSizeF tricorne = BoardGeometry::boardSize();
    const qreal hexWidth = BoardGeometry::hexWidthUnits();
    const qreal rowStep = 1.5 * BoardGeometry::kHexSize;
    for (const Fixture& f : {kNineRows, kElevenColumns}) {
        QTemporaryDir dir;
        ScenarioDocument document;
        QVERIFY2(document.openFile(copied(dir, f)), qPrintable(document.errorString()));
        const tricorne::BoardShape shape = document.boardShape();
        QCOMPARE(shape.rows, f.rows);
        QCOMPARE(shape.columns, f.columns);
        const BoardModel& model = *document.board();
        QCOMPARE(model.shape(), shape);
        // Two rows fewer: a picture shorter by two row steps; two hexes fewer across: narrower
        // by two hex widths. No empty rows or columns of the frame are drawn.
        QCOMPARE(model.boardWidth(), tricorne.width() - (13 - f.columns) * hexWidth);
        QCOMPARE(model.boardHeight(), tricorne.height() - (11 - f.rows) * rowStep);
        QCOMPARE(QSizeF(model.boardWidth(), model.boardHeight()), BoardGeometry::boardSize(shape));
        // The last row's hexes end a margin above the picture's bottom edge; the last column's
        // a margin from its right.
        const QPointF last = BoardGeometry::hexCentre({0, f.rows - 1});
        QCOMPARE(last.y() + BoardGeometry::kHexSize + BoardGeometry::kMargin, model.boardHeight());
        const QPointF right = BoardGeometry::hexCentre({f.columns - 1, 0});
        QCOMPARE(right.x() + hexWidth / 2 + BoardGeometry::kMargin, model.boardWidth());
        // Fitted to a view, it keeps its own proportions (a nine-row board is wider than tall).
        const QRectF fitted = model.fittedBoard(1000, 1000);
        QVERIFY(qAbs(fitted.width() / fitted.height() - model.boardWidth() / model.boardHeight()) < 1e-9);
        QCOMPARE(fitted, BoardGeometry::fitBoard({0, 0, 1000, 1000}, shape));
    }
    // Tricorne's board is the frame, as before.
    ScenarioDocument killiecrankie;
    QVERIFY(killiecrankie.openFile(QStringLiteral(TRICORNE_SOURCE_DIR "/scenarios/killiecrankie.tricorne.json")));
    QCOMPARE(QSizeF(killiecrankie.board()->boardWidth(), killiecrankie.board()->boardHeight()), tricorne);
}

void BoardShapeTest::theHexUnderThePointerIsOnTheSystemsBoard() {
    QTemporaryDir dir;
    ScenarioDocument nine;
    QVERIFY(nine.openFile(copied(dir, kNineRows)));
    const BoardModel& rows = *nine.board();
    QCOMPARE(hexAtCentreOf(rows, {3, 8}), QPoint(3, 8));
    QCOMPARE(hexAtCentreOf(rows, {12, 8}), QPoint(12, 8));
    QCOMPARE(hexAtCentreOf(rows, {3, 9}), QPoint(-1, -1));  // a row of the frame, not of the board
    QCOMPARE(hexAtCentreOf(rows, {12, 10}), QPoint(-1, -1));
    QVERIFY(rows.onBoard(11, 7));
    QVERIFY(!rows.onBoard(0, 9));
    QVERIFY(!BoardGeometry::offsetAt(BoardGeometry::hexCentre({5, 9}), nine.boardShape()).has_value());

    QTemporaryDir other;
    ScenarioDocument narrow;
    QVERIFY(narrow.openFile(copied(other, kElevenColumns)));
    const BoardModel& columns = *narrow.board();
    QCOMPARE(hexAtCentreOf(columns, {10, 0}), QPoint(10, 0));
    QCOMPARE(hexAtCentreOf(columns, {9, 1}), QPoint(9, 1));
    QCOMPARE(hexAtCentreOf(columns, {11, 0}), QPoint(-1, -1));  // columns of the frame, not of the board
    QCOMPARE(hexAtCentreOf(columns, {10, 1}), QPoint(-1, -1));  // odd rows hold ten
    QCOMPARE(hexAtCentreOf(columns, {5, 10}), QPoint(5, 10));
    // The point right of the last column, inside the frame's picture, is off this board.
    const QPointF beyond = BoardGeometry::hexCentre({11, 4});
    QCOMPARE(columns.hexAt(beyond.x(), beyond.y()), QPoint(-1, -1));
    // The hex-side tool's pick too.
    ScenarioEditor editor;
    editor.setDocument(&narrow);
    QCOMPARE(editor.sideAt(beyond.x(), beyond.y()).value(QStringLiteral("col")).toInt(), -1);
}

void BoardShapeTest::paintFillPasteAndPlacingStopAtTheEdge() {
    QTemporaryDir dir;
    ScenarioDocument document;
    QVERIFY(document.openFile(copied(dir, kNineRows)));
    ScenarioEditor editor;
    editor.setDocument(&document);
    QVERIFY(allOnBoard(document));

    // Paint, erase, hex sides, pieces: on the last row yes, on the frame's row below it no.
    QVERIFY(editor.paintTerrain(0, 8, QStringLiteral("forest"), QString(), 0, 0));
    QVERIFY(!editor.paintTerrain(0, 9, QStringLiteral("forest"), QString(), 0, 0));
    QVERIFY(!editor.toggleHexside(3, 9, 0, QStringLiteral("enclosure-wall")));
    QVERIFY(editor.placeUnit(12, 8, QStringLiteral("government"), QStringLiteral("regular"), 4, QString()).size() > 0);
    QVERIFY(editor.placeUnit(12, 9, QStringLiteral("government"), QStringLiteral("regular"), 4, QString()).isEmpty());
    QVERIFY(!editor.placeLeader(4, 10, QStringLiteral("government"), QStringLiteral("Nobody")));
    LabelEditor labels;
    labels.setDocument(&document);
    QCOMPARE(labels.addLabel(6, 9, QStringLiteral("Below the board")), -1);
    QVERIFY(labels.addLabel(6, 8, QStringLiteral("Last row")) >= 0);
    QVERIFY(allOnBoard(document));

    // Filling the open ground of the last row reaches the board's hexes only, though the frame's
    // rows 9 and 10 below it are open ground too.
    QVERIFY(editor.fillTerrain(1, 7, QStringLiteral("hill"), QString(), 0));
    QVERIFY(allOnBoard(document));
    const auto hills = std::count_if(document.scenario()->terrain.begin(), document.scenario()->terrain.end(),
                                     [](const tricorne::TerrainTile& t) { return t.type == "hill"; });
    QVERIFY(hills > 20);  // a large region, all of it on the board

    // A copy of two rows pasted with its anchor on the last row: the part that would fall off
    // is left out.
    QVERIFY(editor.copyHexes({QPoint(5, 6), QPoint(5, 7), QPoint(6, 7)}));
    QVERIFY(editor.paste(5, 8));
    QVERIFY(allOnBoard(document));
    QVERIFY(!editor.paste(5, 9));  // no anchor off the board

    // The tray places along the row until the board's edge: two hexes are left on row 8 from
    // column 11 (12 holds the unit placed above), so of three units one stays in the tray.
    tricorne::Scenario draft = *document.scenario();
    std::vector<QString> ids;
    for (int i = 0; i < 3; ++i) {
        const tricorne::Unit u = draft.units.front();
        draft.unplaced.units.push_back({u.id, u.army, u.type, u.blocks, u.name, u.chief, ""});
        ids.push_back(QString::fromStdString(u.id));
        draft.units.erase(draft.units.begin());
    }
    document.undoStack()->push(new ReplaceScenario(&document, QStringLiteral("to the tray"), draft));
    TrayEditor tray;
    tray.setDocument(&document);
    QCOMPARE(tray.place({ids[0], ids[1], ids[2]}, 10, 8), 2);  // 10 and 11; 12 is taken, 13 is off
    QVERIFY(allOnBoard(document));
    QCOMPARE(tray.place({ids[2]}, 0, 9), 0);

    // The eleven-column board: its right edge.
    QTemporaryDir other;
    ScenarioDocument narrow;
    QVERIFY(narrow.openFile(copied(other, kElevenColumns)));
    editor.setDocument(&narrow);
    QVERIFY(editor.paintTerrain(10, 0, QStringLiteral("forest"), QString(), 0, 0));
    QVERIFY(!editor.paintTerrain(11, 0, QStringLiteral("forest"), QString(), 0, 0));
    QVERIFY(!editor.paintTerrain(10, 5, QStringLiteral("forest"), QString(), 0, 0));  // odd rows end at 9
    QVERIFY(editor.fillTerrain(8, 5, QStringLiteral("hill"), QString(), 0));
    QVERIFY(allOnBoard(narrow));
    QVERIFY(editor.copyHexes({QPoint(4, 4), QPoint(5, 4), QPoint(6, 4)}));
    QVERIFY(editor.paste(9, 4));  // 9 and 10 land, 11 would be off the board
    QVERIFY(allOnBoard(narrow));
    QCOMPARE(tricorne::hasErrors(tricorne::validateSemantics(*narrow.scenario(), *narrow.system())), false);
}

void BoardShapeTest::theMirrorAndTheHalfTurnTurnAboutTheSystemsBoard() {
    for (const Fixture& f : {kNineRows, kElevenColumns}) {
        QTemporaryDir dir;
        ScenarioDocument document;
        QVERIFY(document.openFile(copied(dir, f)));
        ScenarioEditor editor;
        editor.setDocument(&document);
        const tricorne::Scenario before = *document.scenario();
        const auto unitAt = [&document](const std::string& id) {
            for (const auto& u : document.scenario()->units)
                if (u.id == id) return tricorne::toOffset(u.hex);
            return Offset{-1, -1};
        };
        const tricorne::Unit first = before.units.front();
        const Offset was = tricorne::toOffset(first.hex);
        QVERIFY(editor.mirrorBoard());
        QVERIFY(allOnBoard(document));
        QCOMPARE(unitAt(first.id), (Offset{document.boardShape().rowLength(was.row) - 1 - was.col, was.row}));
        QCOMPARE(tricorne::hasErrors(tricorne::validateSemantics(*document.scenario(), *document.system())), false);
        QVERIFY(editor.mirrorBoard());
        QVERIFY(*document.scenario() == before);
        QVERIFY(editor.swapSides());
        QVERIFY(allOnBoard(document));
        // Turned about the system's board: the first row and the last change places.
        QCOMPARE(unitAt(first.id), (Offset{document.boardShape().rowLength(was.row) - 1 - was.col, f.rows - 1 - was.row}));
        QCOMPARE(tricorne::hasErrors(tricorne::validateSemantics(*document.scenario(), *document.system())), false);
        QVERIFY(editor.swapSides());
        QVERIFY(*document.scenario() == before);
    }
}

void BoardShapeTest::aBattleOnSuchABoardValidatesSavesAndReopens() {
    for (const Fixture& f : {kNineRows, kElevenColumns}) {
        QTemporaryDir dir;
        ScenarioDocument document;
        QVERIFY(document.openFile(copied(dir, f)));
        QVERIFY(document.isEditable());
        QCOMPARE(document.diagnostics()->errorCount(), 0);
        ScenarioEditor editor;
        editor.setDocument(&document);
        QVERIFY(editor.paintTerrain(2, f.rows - 1, QStringLiteral("forest"), QString(), 0, 0));
        const QString saved = dir.filePath(QStringLiteral("saved.tricorne.json"));
        QVERIFY2(document.saveAs(saved), qPrintable(document.errorString()));
        ScenarioDocument reopened;
        QVERIFY2(reopened.openFile(saved), qPrintable(reopened.errorString()));
        QCOMPARE(reopened.diagnostics()->errorCount(), 0);
        QCOMPARE(reopened.boardShape(), document.boardShape());
        QVERIFY(*reopened.scenario() == *document.scenario());
        QCOMPARE(reopened.board()->boardHeight(), document.board()->boardHeight());
    }
    // A hex off the smaller board is named by row and column, with the board's own bounds.
    QTemporaryDir dir;
    ScenarioDocument document;
    QVERIFY(document.openFile(copied(dir, kNineRows)));
    tricorne::Scenario off = *document.scenario();
    off.units.front().hex = tricorne::toAxial({4, 10});
    const auto problems = tricorne::validateSemantics(off, *document.system());
    const auto it = std::find_if(problems.begin(), problems.end(), [](const tricorne::Diagnostic& d) { return d.code == "unit-off-board"; });
    QVERIFY(it != problems.end());
    QVERIFY2(it->message.find("4,10 is off the board (rows 0-8, columns 0-12, in odd rows 0-11)") != std::string::npos, it->message.c_str());
}

STUDIO_TEST_MAIN("studio-board-shape-tests", BoardShapeTest)
#include "board_shape_test.moc"
