// Roads, rivers and streams drawn as paths (issue 30, "Roads and rivers do not join"): through
// ScenarioEditor, as the board's Terrain tool calls it, on a blank Jacobite Rising board. A
// stroke lays a continuous line, joins the lines it meets, a ford takes its river's direction,
// and one undo takes the whole stroke back. Exits are read back through tileExits, from the
// game system's variants.
#include <set>

#include <QTest>

#include "document/scenariodocument.h"
#include "editing/pathbrush.h"
#include "editing/scenarioeditor.h"
#include "studio_test_main.h"
#include "tricorne/core/board.h"

using tricorne::Hex;
using tricorne::Side;

namespace {

constexpr auto kTemplate = TRICORNE_SOURCE_DIR "/templates/scenarios/blank-jacobite-rising.tricorne.json";

/// A blank board and an editor on it.
struct Board {
    ScenarioDocument document;
    ScenarioEditor editor;
    bool ok = false;
    Board() {
        ok = document.newFromTemplate(QString::fromLatin1(kTemplate));
        editor.setDocument(&document);
    }
    const tricorne::TerrainTile* tileAt(Hex hex) const {
        for (const auto& t : document.scenario()->terrain)
            if (t.hex == hex) return &t;
        return nullptr;
    }
    /// The sides the tile on `hex` leaves by, as the board draws them; empty without a tile.
    std::set<Side> exits(Hex hex) const {
        std::set<Side> out;
        const auto* t = tileAt(hex);
        if (!t) return out;
        for (const QVariant& v : editor.tileExits(QString::fromStdString(t->type), QString::fromStdString(t->variant), t->rotation))
            out.insert(static_cast<Side>(v.toInt()));
        return out;
    }
    /// One drag of `type` through `hexes`, as the Terrain tool sends it (the tool's own variant
    /// and rotation are the panel's first choice, unturned).
    void stroke(const QString& type, const std::vector<Hex>& hexes, const QString& variant = QStringLiteral("straight"),
                int rotation = 0) {
        const int id = editor.beginStroke();
        for (Hex h : hexes) {
            const auto o = tricorne::toOffset(h);
            editor.paintTerrain(o.col, o.row, type, variant, rotation, id);
        }
    }
    int undoSteps() { return document.undoStack()->count(); }
};

/// The hexes from `start` stepping through `steps`.
std::vector<Hex> walk(Hex start, std::initializer_list<Side> steps) {
    std::vector<Hex> out{start};
    for (Side s : steps) out.push_back(tricorne::neighbour(out.back(), s));
    return out;
}

Hex at(int col, int row) { return tricorne::toAxial({col, row}); }

/// Each consecutive pair of `path` has exits pointing at each other.
bool continuous(const Board& board, const std::vector<Hex>& path, QString* why) {
    for (std::size_t i = 0; i + 1 < path.size(); ++i) {
        const Side there = *tricorne::sideTowards(path[i], path[i + 1]);
        if (!board.exits(path[i]).contains(there) || !board.exits(path[i + 1]).contains(tricorne::opposite(there))) {
            *why = QStringLiteral("hexes %1 and %2 of the path do not point at each other").arg(i).arg(i + 1);
            return false;
        }
    }
    return true;
}

}  // namespace

class PathBrushTest : public QObject {
    Q_OBJECT

private slots:
    void anElevenHexDragIsOneContinuousLine();
    void aFastDragFillsTheHexesItSkipped();
    void draggingBackTakesTheLastStepBack();
    void aStrokeExtendsTheLineWhoseEndItTouches();
    void aStrokeFromALinesLastHexContinuesIt();
    void aStrokeJoinsATileThatPointsAtIt();
    void aFordOrBridgeTakesTheRiversDirection();
    void aClickLaysTheChosenTile();
    void noVariantIsInvented();
};

void PathBrushTest::anElevenHexDragIsOneContinuousLine() {
    Board board;
    QVERIFY(board.ok);
    // Straight runs, gentle bends both ways and a sharp turn: the walkthrough's 11-hex road.
    const auto path = walk(at(2, 4), {Side::E, Side::E, Side::SE, Side::E, Side::NE, Side::E, Side::NW, Side::E, Side::E, Side::SE});
    QCOMPARE(path.size(), std::size_t{11});
    board.stroke(QStringLiteral("road"), path);

    QString why;
    QVERIFY2(continuous(board, path, &why), qPrintable(why));
    std::set<std::string> variants;
    for (Hex h : path) {
        QVERIFY(board.tileAt(h));
        QCOMPARE(board.tileAt(h)->type, std::string("road"));
        variants.insert(board.tileAt(h)->variant);
    }
    // Not one shape everywhere: straights, bends, a sharp turn and two ends.
    QCOMPARE(variants, (std::set<std::string>{"bend", "end", "sharp", "straight"}));
    // Each hex leaves by exactly the sides the path enters and leaves by.
    QCOMPARE(board.exits(path.front()).size(), std::size_t{1});
    QCOMPARE(board.exits(path.back()).size(), std::size_t{1});
    for (std::size_t i = 1; i + 1 < path.size(); ++i) QCOMPARE(board.exits(path[i]).size(), std::size_t{2});

    // One undo step for the stroke, and it takes every tile back.
    QCOMPARE(board.undoSteps(), 1);
    board.document.undoStack()->undo();
    QVERIFY(board.document.scenario()->terrain.empty());
    board.document.undoStack()->redo();
    QVERIFY2(continuous(board, path, &why), qPrintable(why));
}

void PathBrushTest::aFastDragFillsTheHexesItSkipped() {
    Board board;
    QVERIFY(board.ok);
    board.stroke(QStringLiteral("river"), {at(2, 6), at(7, 6)});   // the pointer jumped five hexes
    std::vector<Hex> row;
    for (int col = 2; col <= 7; ++col) row.push_back(at(col, 6));
    QString why;
    QVERIFY2(continuous(board, row, &why), qPrintable(why));
    QCOMPARE(board.document.scenario()->terrain.size(), std::size_t{6});
    QCOMPARE(board.undoSteps(), 1);
}

void PathBrushTest::draggingBackTakesTheLastStepBack() {
    Board board;
    QVERIFY(board.ok);
    board.stroke(QStringLiteral("road"), {at(2, 2), at(3, 2), at(4, 2), at(3, 2)});
    QVERIFY(!board.tileAt(at(4, 2)));
    QCOMPARE(board.exits(at(3, 2)), (std::set<Side>{Side::W}));   // the line's end again
    QCOMPARE(board.undoSteps(), 1);
}

void PathBrushTest::aStrokeExtendsTheLineWhoseEndItTouches() {
    Board board;
    QVERIFY(board.ok);
    board.stroke(QStringLiteral("road"), walk(at(2, 4), {Side::E, Side::E}));
    const Hex end = at(4, 4);
    QCOMPARE(board.exits(end), (std::set<Side>{Side::W}));
    // A second road starts beside that end, below it to the right, and goes on south.
    const auto second = walk(tricorne::neighbour(end, Side::SE), {Side::SE, Side::SE});
    board.stroke(QStringLiteral("road"), second);
    // The old end now leads on into the new road (end → bend), and the new road's first hex
    // points back at it: one line.
    QCOMPARE(board.exits(end), (std::set<Side>{Side::W, Side::SE}));
    QCOMPARE(board.tileAt(end)->variant, std::string("bend"));
    std::vector<Hex> whole = walk(at(2, 4), {Side::E, Side::E});
    whole.insert(whole.end(), second.begin(), second.end());
    QString why;
    QVERIFY2(continuous(board, whole, &why), qPrintable(why));
    // One undo takes back the stroke and the change it made to the old end.
    QCOMPARE(board.undoSteps(), 2);
    board.document.undoStack()->undo();
    QCOMPARE(board.exits(end), (std::set<Side>{Side::W}));
    QVERIFY(!board.tileAt(second.front()));
}

void PathBrushTest::aStrokeFromALinesLastHexContinuesIt() {
    Board board;
    QVERIFY(board.ok);
    // The usual way to lengthen a river: press on its last hex and drag on, here turning north-east.
    const auto first = walk(at(2, 7), {Side::E, Side::E});
    board.stroke(QStringLiteral("river"), first);
    const auto more = walk(first.back(), {Side::NE, Side::NE, Side::E});
    board.stroke(QStringLiteral("river"), more);
    std::vector<Hex> whole = first;
    whole.insert(whole.end(), more.begin() + 1, more.end());
    QString why;
    QVERIFY2(continuous(board, whole, &why), qPrintable(why));
    QCOMPARE(board.tileAt(first.back())->variant, std::string("bend"));   // was the end
    QCOMPARE(board.exits(whole.back()).size(), std::size_t{1});
}

void PathBrushTest::aStrokeJoinsATileThatPointsAtIt() {
    Board board;
    QVERIFY(board.ok);
    // A single straight stream tile, laid by a click, points NE–SW at the hex above it.
    const Hex lone = at(6, 6);
    const int click = board.editor.beginStroke();
    board.editor.paintTerrain(6, 6, QStringLiteral("stream"), QStringLiteral("straight"), 2, click);   // W,E turned twice: NE, SW
    QCOMPARE(board.exits(lone), (std::set<Side>{Side::NE, Side::SW}));
    // A stream drawn west to east through the hex it points at: the system's fork has
    // alternate sides only, so no tile takes all three; the drawn line keeps both its sides.
    const Hex meet = tricorne::neighbour(lone, Side::NE);
    const auto path = walk(tricorne::neighbour(meet, Side::W), {Side::E, Side::E});
    board.stroke(QStringLiteral("stream"), path);
    QCOMPARE(board.exits(meet), (std::set<Side>{Side::W, Side::E}));
    QString why;
    QVERIFY2(continuous(board, path, &why), qPrintable(why));
    // Ending the path there instead joins it: the last hex turns towards the lone tile.
    board.document.undoStack()->undo();
    const auto ending = walk(tricorne::neighbour(meet, Side::NW), {Side::SE});
    board.stroke(QStringLiteral("stream"), ending);
    QCOMPARE(board.exits(meet), (std::set<Side>{Side::NW, Side::SW}));
    QVERIFY2(continuous(board, {ending.front(), meet, lone}, &why), qPrintable(why));
}

void PathBrushTest::aFordOrBridgeTakesTheRiversDirection() {
    Board board;
    QVERIFY(board.ok);
    const auto river = walk(at(2, 5), {Side::E, Side::E, Side::NE, Side::NE, Side::E});
    board.stroke(QStringLiteral("river"), river);
    // A ford dropped on the straight stretch lies along it, whatever the tool's rotation.
    const Hex straight = river[1];
    const auto o = tricorne::toOffset(straight);
    // The ghost under the pointer shows it so before the click.
    const auto ghost = board.editor.paintedExits(o.col, o.row, QStringLiteral("ford"), QStringLiteral("straight"), 1);
    QCOMPARE(ghost.size(), 2);
    QVERIFY(ghost.contains(static_cast<int>(Side::W)) && ghost.contains(static_cast<int>(Side::E)));
    board.editor.paintTerrain(o.col, o.row, QStringLiteral("ford"), QStringLiteral("straight"), 1, board.editor.beginStroke());
    QCOMPARE(board.tileAt(straight)->type, std::string("ford"));
    QCOMPARE(board.exits(straight), (std::set<Side>{Side::W, Side::E}));
    // A bridge on a bend (the system has only straight bridges) keeps as much of the river as
    // a straight tile can: one of its two sides.
    const Hex bend = river[2];
    const auto b = tricorne::toOffset(bend);
    const auto riverSides = board.exits(bend);
    board.editor.paintTerrain(b.col, b.row, QStringLiteral("bridge"), QStringLiteral("straight"), 0, board.editor.beginStroke());
    QCOMPARE(board.tileAt(bend)->type, std::string("bridge"));
    int kept = 0;
    for (Side s : board.exits(bend)) kept += riverSides.contains(s);
    QCOMPARE(kept, 1);
    // The river still runs on into the ford: the line is continuous through both.
    QString why;
    QVERIFY2(continuous(board, {river[0], river[1], river[2]}, &why), qPrintable(why));
    QCOMPARE(board.undoSteps(), 3);
}

void PathBrushTest::aClickLaysTheChosenTile() {
    Board board;
    QVERIFY(board.ok);
    // A click (a stroke of one hex) is the designer's own choice, as the ghost tile shows it.
    const int id = board.editor.beginStroke();
    board.editor.paintTerrain(8, 8, QStringLiteral("road"), QStringLiteral("sharp"), 3, id);
    QCOMPARE(board.tileAt(at(8, 8))->variant, std::string("sharp"));
    QCOMPARE(board.tileAt(at(8, 8))->rotation, 3);
    // Without a stroke (a script's single paint) too.
    board.editor.paintTerrain(10, 8, QStringLiteral("road"), QStringLiteral("bend"), 4, 0);
    QCOMPARE(board.tileAt(at(10, 8))->rotation, 4);
}

void PathBrushTest::noVariantIsInvented() {
    Board board;
    QVERIFY(board.ok);
    // Two roads crossing in one hex: the system has no four-way tile, so the crossing hex gets
    // one of the system's tiles, the one that keeps the line being drawn continuous.
    board.stroke(QStringLiteral("road"), walk(at(5, 3), {Side::SE, Side::SE}));
    const Hex centre = tricorne::neighbour(at(5, 3), Side::SE);
    const auto across = walk(tricorne::neighbour(centre, Side::W), {Side::E, Side::E});
    board.stroke(QStringLiteral("road"), across);
    const auto* tile = board.tileAt(centre);
    QVERIFY(tile);
    const auto* road = board.document.system()->terrainType("road");
    QVERIFY(road->variants.contains(tile->variant));
    QVERIFY(board.exits(centre).contains(Side::W));
    QVERIFY(board.exits(centre).contains(Side::E));
}

STUDIO_TEST_MAIN("studio-path-brush-tests", PathBrushTest)
#include "path_brush_test.moc"
