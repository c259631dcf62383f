// Every edit command on the real shipped scenarios: it changes the model, undo gives back the
// exact Scenario (operator==), redo the exact edited one; strokes merge; the dirty flag
// follows the undo stack; the engine revalidates after every edit.
#include <functional>

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include "commands/fillterrain.h"
#include "document/scenariodocument.h"
#include "document/scenariotransforms.h"
#include "editing/referenceeditor.h"
#include "editing/scenarioeditor.h"
#include "studio_test_main.h"
#include "tricorne/core/board.h"
#include "tricorne/validate/validate.h"

namespace {

QString scenarioPath(const char* name) {
    return QStringLiteral(TRICORNE_SOURCE_DIR "/scenarios/%1.tricorne.json").arg(QLatin1String(name));
}

using Edit = std::function<bool(ScenarioEditor&)>;

/// Ends the preparation of an edit under test: what came before is the starting point.
bool prepared(ScenarioEditor& editor) {
    editor.document()->undoStack()->clear();
    return true;
}

bool hasCode(const DiagnosticsModel& model, const QString& code) {
    for (int i = 0; i < model.rowCount(); ++i)
        if (model.index(i).data(DiagnosticsModel::CodeRole).toString() == code) return true;
    return false;
}

}  // namespace

Q_DECLARE_METATYPE(Edit)

class CommandsTest : public QObject {
    Q_OBJECT

private slots:
    void eachCommandDoesAndUndoesExactly_data();
    void eachCommandDoesAndUndoesExactly();
    void strokesMergeIntoOneStep();
    void typingMergesIntoOneStep();
    void modifiedFollowsTheUndoStack();
    void everyEditIsRevalidated();
    void fillTakesTheConnectedRegionOfOneType();
    void mirrorAndSwapTwiceGiveTheScenarioBack();
    void pasteCopiesHexesWithFreshIds();
    void refusedEditsPushNothing();
    void referencePictureEditsUndoAndASlideIsOneStep();
};

void CommandsTest::eachCommandDoesAndUndoesExactly_data() {
    QTest::addColumn<QString>("scenario");
    QTest::addColumn<Edit>("edit");
    const QString k = scenarioPath("killiecrankie");
    const QString b = scenarioPath("bemis-heights");
    QTest::newRow("paint forest") << k << Edit([](ScenarioEditor& e) { return e.paintTerrain(3, 6, "forest", "", 0, 0); });
    QTest::newRow("paint over a tile") << k << Edit([](ScenarioEditor& e) { return e.paintTerrain(6, 5, "hill", "", 0, 0); });
    QTest::newRow("paint river bend turned") << b << Edit([](ScenarioEditor& e) { return e.paintTerrain(0, 6, "river", "bend", 2, 0); });
    QTest::newRow("erase") << k << Edit([](ScenarioEditor& e) { return e.eraseTerrain(6, 5, 0); });
    QTest::newRow("fill") << k << Edit([](ScenarioEditor& e) { return e.fillTerrain(3, 6, "hill", "", 0); });
    QTest::newRow("fill open ground") << b << Edit([](ScenarioEditor& e) { return e.fillTerrain(12, 2, "", "", 0); });
    QTest::newRow("wall on") << k << Edit([](ScenarioEditor& e) { return e.toggleHexside(3, 6, 0, "enclosure-wall"); });
    QTest::newRow("fence off") << b << Edit([](ScenarioEditor& e) { return e.toggleHexside(5, 3, 2, "wood-fence"); });
    QTest::newRow("fence to hedge") << b << Edit([](ScenarioEditor& e) { return e.toggleHexside(5, 3, 2, "hedge"); });
    QTest::newRow("place unit") << k << Edit([](ScenarioEditor& e) { return !e.placeUnit(3, 6, "jacobite", "highland", 4, "Stewarts").isEmpty(); });
    QTest::newRow("place unit over a unit") << k << Edit([](ScenarioEditor& e) { return !e.placeUnit(6, 5, "government", "regular", 3, "").isEmpty(); });
    QTest::newRow("move unit with its leader") << k << Edit([](ScenarioEditor& e) { return e.movePiece(6, 8, 3, 6, false); });
    QTest::newRow("move lone leader") << b << Edit([](ScenarioEditor& e) { return e.movePiece(5, 1, 6, 1, true); });
    QTest::newRow("delete unit") << k << Edit([](ScenarioEditor& e) { return e.deletePieces(6, 5, "unit"); });
    QTest::newRow("delete both") << k << Edit([](ScenarioEditor& e) { return e.deletePieces(6, 8, "both"); });
    QTest::newRow("unit blocks") << k << Edit([](ScenarioEditor& e) { return e.setUnitBlocks(6, 5, 2); });
    QTest::newRow("unit name") << k << Edit([](ScenarioEditor& e) { return e.setUnitName(6, 5, "Urrard"); });
    QTest::newRow("chief marker") << k << Edit([](ScenarioEditor& e) { return e.setUnitChief(6, 5, true); });
    QTest::newRow("unit type") << k << Edit([](ScenarioEditor& e) { return e.setUnitType(6, 5, "highland"); });
    QTest::newRow("place leader") << k << Edit([](ScenarioEditor& e) { return e.placeLeader(3, 6, "jacobite", "Lochiel"); });
    QTest::newRow("rename leader") << k << Edit([](ScenarioEditor& e) { return e.setLeaderName(6, 8, "Claverhouse"); });
    QTest::newRow("add objective") << k << Edit([](ScenarioEditor& e) { return e.addObjective(6, 5) == 0; });
    QTest::newRow("edit objective") << b << Edit([](ScenarioEditor& e) { return e.addObjective(6, 5) == 0 && prepared(e) && e.setObjectiveProperty(0, "banners", 3); });
    QTest::newRow("objective hex") << b << Edit([](ScenarioEditor& e) { return e.addObjective(6, 5) == 0 && prepared(e) && e.toggleObjectiveHex(0, 0, 0); });
    QTest::newRow("remove objective") << b << Edit([](ScenarioEditor& e) { return e.addObjective(6, 5) == 0 && prepared(e) && e.removeObjective(0); });
    QTest::newRow("add text rule") << k << Edit([](ScenarioEditor& e) { return e.addSpecialRule("text") >= 0; });
    QTest::newRow("add cannonade") << b << Edit([](ScenarioEditor& e) { return e.addSpecialRule("opening-cannonade") >= 0; });
    QTest::newRow("retire sides") << k << Edit([](ScenarioEditor& e) { return e.setSpecialRuleProperty(0, "mustRetire", QStringList{"bottom"}); });
    QTest::newRow("remove rule") << k << Edit([](ScenarioEditor& e) { return e.removeSpecialRule(0); });
    QTest::newRow("title") << k << Edit([](ScenarioEditor& e) { return e.setTitle("Pass of Killiecrankie"); });
    QTest::newRow("first player") << k << Edit([](ScenarioEditor& e) { return e.setFirstPlayer("top"); });
    QTest::newRow("source") << k << Edit([](ScenarioEditor& e) { return e.setSource("Hill's map of the pass, 1689"); });
    QTest::newRow("designer notes") << k << Edit([](ScenarioEditor& e) { return e.setDesignerNotes("Playtested twice.\n\nThe pass is narrow."); });
    // Killiecrankie's layout is a reconstruction (scenarios/README.md): the edit clears the flag.
    QTest::newRow("reconstructed") << k << Edit([](ScenarioEditor& e) { return e.setReconstructed(false); });
    QTest::newRow("reconstruction note") << k << Edit([](ScenarioEditor& e) { return e.setReconstruction("After Hill's map of 1689"); });
    QTest::newRow("victory banners") << k << Edit([](ScenarioEditor& e) { return e.setVictoryBanners(7); });
    QTest::newRow("commander") << k << Edit([](ScenarioEditor& e) { return e.setCommander("top", "Mackay of Scourie"); });
    QTest::newRow("command cards") << b << Edit([](ScenarioEditor& e) { return e.setCommandCards("bottom", 6); });
    QTest::newRow("combat deck") << b << Edit([](ScenarioEditor& e) { return e.setCombatDeck("bottom", "british"); });
    QTest::newRow("mirror") << b << Edit([](ScenarioEditor& e) { return e.mirrorBoard(); });
    QTest::newRow("swap sides") << k << Edit([](ScenarioEditor& e) { return e.swapSides(); });
    QTest::newRow("paste") << k << Edit([](ScenarioEditor& e) {
        return e.copyHexes({QPoint(6, 5), QPoint(6, 8)}) && e.paste(2, 5);
    });
}

void CommandsTest::eachCommandDoesAndUndoesExactly() {
    QFETCH(QString, scenario);
    QFETCH(Edit, edit);
    ScenarioDocument document;
    QVERIFY(document.openFile(scenario));
    ScenarioEditor editor;
    editor.setDocument(&document);
    QAbstractItemModelTester boardTester(document.board(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    QAbstractItemModelTester diagnosticsTester(document.diagnostics(), QAbstractItemModelTester::FailureReportingMode::QtTest);

    // An edit may prepare its ground first (prepared() clears the history): compare against
    // the scenario as it was just before the edit itself.
    std::optional<tricorne::Scenario> before;
    QObject::connect(document.undoStack(), &QUndoStack::cleanChanged, &document, [&] {
        if (document.undoStack()->count() == 0) before = *document.scenario();
    });
    before = *document.scenario();
    QSignalSpy changed(&document, &ScenarioDocument::revisionChanged);
    QVERIFY(edit(editor));
    QCOMPARE(document.undoStack()->count(), 1);
    QVERIFY(changed.count() >= 1);
    const tricorne::Scenario after = *document.scenario();
    QVERIFY(after != *before);
    QVERIFY(document.isModified());
    QVERIFY(!document.undoStack()->undoText().isEmpty());

    document.undoStack()->undo();
    QVERIFY(*document.scenario() == *before);
    QVERIFY(!document.isModified());
    document.undoStack()->redo();
    QVERIFY(*document.scenario() == after);
    document.undoStack()->undo();
    QVERIFY(*document.scenario() == *before);
}

void CommandsTest::strokesMergeIntoOneStep() {
    ScenarioDocument document;
    QVERIFY(document.openFile(scenarioPath("killiecrankie")));
    ScenarioEditor editor;
    editor.setDocument(&document);
    const tricorne::Scenario before = *document.scenario();
    const int stroke = editor.beginStroke();
    for (int col = 1; col <= 5; ++col) QVERIFY(editor.paintTerrain(col, 6, "forest", "", 0, stroke));
    QCOMPARE(document.undoStack()->count(), 1);
    QVERIFY(editor.paintTerrain(1, 7, "forest", "", 0, editor.beginStroke()));  // a new stroke
    QCOMPARE(document.undoStack()->count(), 2);
    const int erase = editor.beginStroke();
    QVERIFY(editor.eraseTerrain(1, 6, erase));
    QVERIFY(editor.eraseTerrain(2, 6, erase));
    QCOMPARE(document.undoStack()->count(), 3);
    document.undoStack()->setIndex(0);
    QVERIFY(*document.scenario() == before);
}

void CommandsTest::typingMergesIntoOneStep() {
    ScenarioDocument document;
    QVERIFY(document.openFile(scenarioPath("killiecrankie")));
    ScenarioEditor editor;
    editor.setDocument(&document);
    for (const char* t : {"K", "Ki", "Kil", "Kill"}) QVERIFY(editor.setTitle(t));
    QCOMPARE(document.undoStack()->count(), 1);
    QCOMPARE(document.title(), QStringLiteral("Kill"));
    for (const char* n : {"C", "Ca", "Cam"}) QVERIFY(editor.setUnitName(6, 5, n));
    QCOMPARE(document.undoStack()->count(), 2);
    QVERIFY(editor.setUnitBlocks(6, 5, 3));  // another property: its own step
    QCOMPARE(document.undoStack()->count(), 3);
}

void CommandsTest::modifiedFollowsTheUndoStack() {
    QTemporaryDir dir;
    ScenarioDocument document;
    QVERIFY(document.openFile(scenarioPath("bemis-heights")));
    ScenarioEditor editor;
    editor.setDocument(&document);
    QSignalSpy modified(&document, &ScenarioDocument::modifiedChanged);
    QVERIFY(editor.paintTerrain(0, 6, "forest", "", 0, 0));
    QVERIFY(document.isModified());
    QVERIFY(document.saveAs(dir.filePath("b.tricorne.json")));
    QVERIFY(!document.isModified());
    document.undoStack()->undo();  // back past the saved state: modified again
    QVERIFY(document.isModified());
    document.undoStack()->redo();
    QVERIFY(!document.isModified());
    QVERIFY(modified.count() >= 4);
}

void CommandsTest::everyEditIsRevalidated() {
    ScenarioDocument document;
    QVERIFY(document.openFile(scenarioPath("killiecrankie")));
    ScenarioEditor editor;
    editor.setDocument(&document);
    QCOMPARE(document.diagnostics()->errorCount(), 0);
    QVERIFY(document.canExport());
    // A river under the Urrard House marksmen: the engine says infantry cannot stand there.
    QVERIFY(editor.paintTerrain(6, 5, "river", "straight", 0, 0));
    QVERIFY(hasCode(*document.diagnostics(), "impassable-terrain"));
    QVERIFY(!document.canExport());
    QVERIFY(document.exportBlockedReason().contains("1 error"));
    QCOMPARE(document.board()->index(tricorne::board::indexOf(tricorne::Offset{6, 5})).data(BoardModel::IssueRole).toString(),
             QStringLiteral("error"));
    document.undoStack()->undo();
    QCOMPARE(document.diagnostics()->errorCount(), 0);
    // A Chief marker on a unit with an attached leader (Dundee at 6,8).
    QVERIFY(editor.setUnitChief(6, 8, true));
    QVERIFY(hasCode(*document.diagnostics(), "chief-with-leader"));
}

void CommandsTest::fillTakesTheConnectedRegionOfOneType() {
    ScenarioDocument document;
    QVERIFY(document.openFile(scenarioPath("killiecrankie")));
    ScenarioEditor editor;
    editor.setDocument(&document);
    const auto& terrain = document.scenario()->terrain;
    const auto region = FillTerrain::region(terrain, tricorne::toAxial({0, 0}));  // the River Garry
    QVERIFY(region.size() > 3);
    for (tricorne::Hex h : region) {
        const auto it = std::find_if(terrain.begin(), terrain.end(), [h](const auto& t) { return t.hex == h; });
        QVERIFY(it != terrain.end() && it->type == "river");
    }
    QVERIFY(editor.fillTerrain(0, 0, "stream", "straight", 0));
    QCOMPARE(document.undoStack()->count(), 1);
    for (tricorne::Hex h : region) {
        const auto it = std::find_if(terrain.begin(), terrain.end(), [h](const auto& t) { return t.hex == h; });
        QVERIFY(it != terrain.end() && it->type == "stream");
    }
    QVERIFY(!editor.fillTerrain(0, 0, "stream", "straight", 0));  // the same again changes nothing
}

void CommandsTest::mirrorAndSwapTwiceGiveTheScenarioBack() {
    for (const char* name : {"killiecrankie", "bemis-heights"}) {
        ScenarioDocument document;
        QVERIFY(document.openFile(scenarioPath(name)));
        const tricorne::Scenario& s = *document.scenario();
        const auto* system = document.system();
        QVERIFY(transforms::mirrored(transforms::mirrored(s, *system), *system) == s);
        QVERIFY(transforms::sidesSwapped(transforms::sidesSwapped(s, *system), *system) == s);
        // Geometry stays valid: the engine finds no new error on either.
        QCOMPARE(tricorne::hasErrors(tricorne::validateSemantics(transforms::mirrored(s, *system), *system)), false);
        QCOMPARE(tricorne::hasErrors(tricorne::validateSemantics(transforms::sidesSwapped(s, *system), *system)), false);
    }
    const tricorne::BoardShape shape;  // Tricorne's, 000 · Battlefield Game Board
    QCOMPARE(tricorne::toOffset(transforms::mirrorHex(tricorne::toAxial({0, 1}), shape)), (tricorne::Offset{11, 1}));
    QCOMPARE(tricorne::toOffset(transforms::turnHex(tricorne::toAxial({0, 0}), shape)), (tricorne::Offset{12, 10}));
    // A smaller board inside the frame mirrors and turns about its own middle.
    const tricorne::BoardShape small{.rows = 7, .columns = 9, .dottedLines = {3, 5}};
    QCOMPARE(tricorne::toOffset(transforms::mirrorHex(tricorne::toAxial({0, 1}), small)), (tricorne::Offset{7, 1}));
    QCOMPARE(tricorne::toOffset(transforms::mirrorHex(tricorne::toAxial({2, 4}), small)), (tricorne::Offset{6, 4}));
    QCOMPARE(tricorne::toOffset(transforms::turnHex(tricorne::toAxial({0, 0}), small)), (tricorne::Offset{8, 6}));
    QCOMPARE(tricorne::toOffset(transforms::turnHex(tricorne::toAxial({1, 1}), small)), (tricorne::Offset{6, 5}));
}

void CommandsTest::pasteCopiesHexesWithFreshIds() {
    ScenarioDocument document;
    QVERIFY(document.openFile(scenarioPath("killiecrankie")));
    ScenarioEditor editor;
    editor.setDocument(&document);
    QVERIFY(!editor.canPaste());
    QVERIFY(editor.copyHexes({QPoint(6, 5)}));  // Urrard House and its marksmen
    QVERIFY(editor.canPaste());
    const auto units = document.scenario()->units.size();
    QVERIFY(editor.paste(2, 6));
    QCOMPARE(document.scenario()->units.size(), units + 1);
    const auto& pasted = document.scenario()->units.back();
    QCOMPARE(tricorne::toOffset(pasted.hex), (tricorne::Offset{2, 6}));
    QCOMPARE(QString::fromStdString(pasted.name), QStringLiteral("Marksmen at Urrard House"));
    QCOMPARE(tricorne::hasErrors(document.diagnostics()->diagnostics()), false);  // fresh id: no duplicate
}

void CommandsTest::refusedEditsPushNothing() {
    ScenarioDocument document;
    ScenarioEditor editor;
    editor.setDocument(&document);
    QVERIFY(!editor.paintTerrain(1, 1, "forest", "", 0, 0));  // nothing open
    QVERIFY(document.openFile(scenarioPath("killiecrankie")));
    QVERIFY(!editor.paintTerrain(12, 1, "forest", "", 0, 0));  // off the board (odd rows: 12 hexes)
    QVERIFY(!editor.movePiece(6, 5, 6, 8, false));           // a unit is there already
    QVERIFY(!editor.deletePieces(3, 6));                     // nothing to delete
    QVERIFY(!editor.setUnitBlocks(3, 6, 2));      // no unit there
    QCOMPARE(document.undoStack()->count(), 0);
}

STUDIO_TEST_GUILESS_MAIN("studio-command-tests", CommandsTest)
// The reference picture's edits (ChangeReference): each a step, a slider's drag one, the battle
// itself untouched; all undone, the scenario is as it was.
void CommandsTest::referencePictureEditsUndoAndASlideIsOneStep() {
    ScenarioDocument document;
    QVERIFY(document.openFile(scenarioPath("killiecrankie")));
    ReferenceEditor reference;
    reference.setDocument(&document);
    const tricorne::Scenario before = *document.scenario();
    QSignalSpy pieces(&document, &ScenarioDocument::piecesChanged);
    QSignalSpy pictures(&document, &ScenarioDocument::referenceChanged);
    QVERIFY(reference.choose(QStringLiteral("/nowhere/map.png")));
    QVERIFY(reference.addPoint(100, 100, 0, 0, QString()));
    const int gesture = reference.beginGesture();
    for (const double opacity : {0.45, 0.4, 0.3, 0.25}) QVERIFY(reference.setOpacity(opacity, gesture));
    QVERIFY(!reference.setOpacity(0.25, reference.beginGesture()));   // no change, no step
    QVERIFY(reference.setShown(false));
    QCOMPARE(document.undoStack()->count(), 4);
    QCOMPARE(reference.opacity(), 0.25);
    QCOMPARE(pieces.count(), 0);
    QVERIFY(pictures.count() >= 4);
    QCOMPARE(document.scenario()->terrain, before.terrain);
    document.undoStack()->undo();
    QVERIFY(reference.shown());
    document.undoStack()->undo();
    QCOMPARE(reference.opacity(), 0.5);
    document.undoStack()->setIndex(0);
    QVERIFY(*document.scenario() == before);
    QVERIFY(!reference.hasPicture());
    document.undoStack()->redo();
    QVERIFY(reference.hasPicture());
}

#include "commands_test.moc"
