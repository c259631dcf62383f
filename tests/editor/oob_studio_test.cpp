// Orders of battle, the tray and map labels in the studio, through the real window with mouse and
// keys: File ▸ Import order of battle (a pasted spreadsheet range, an unknown word answered in the
// mapping table), the Unplaced tray (one unit dragged onto a hex, then a whole brigade in a line),
// undo and redo of each step, the list standing still while pieces are dragged and placed; the Labels tool (add, move, edit, turn, delete, each one undo step);
// playtest and export refusing a draft; and screenshots of a battle with its labels and of the tray.
#include <algorithm>
#include <string>

#include <QClipboard>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QGuiApplication>
#include <QImage>
#include <QPainter>
#include <QQuickItem>
#include <QQuickStyle>
#include <QQuickWindow>
#include <QStandardPaths>
#include <QTest>
#include <QUndoStack>

#include "board/boardpainter.h"
#include "commands/replacescenario.h"
#include "common/boardgeometry.h"
#include "document/scenariodocument.h"
#include "editing/oobimport.h"
#include "fixtures.h"
#include "studio_test_main.h"
#include "tricorne/core/hex.h"
#include "window_driver.h"

namespace {

using namespace tricorne;
using driver::Studio;

/// A range as a spreadsheet puts it on the clipboard: tab-separated, a header row. "Bagpipers"
/// is no word the import knows: the designer must say which type it means.
const char* const kRange =
    "side\tarm\tname\tbrigade\tcommander\n"
    "British\tFoot\t23rd Foot\tWebster's brigade\tJames Webster\n"
    "British\tFoot\t33rd Foot\tWebster's brigade\tJames Webster\n"
    "British\tBagpipers\t71st Highlanders\tWebster's brigade\tJames Webster\n"
    "British\tLight dragoons\tBritish Legion\t\t\n"
    "American\tMilitia\tNorth Carolina Militia\tFirst line\tJohn Butler\n";

QString templatePath(const char* name) {
    return QStringLiteral(TRICORNE_SOURCE_DIR "/templates/scenarios/%1.tricorne.json").arg(QLatin1String(name));
}

/// Where the tests' screenshots go (the build's test folder).
QString screenshotPath(const char* name) { return QDir::current().filePath(QLatin1String(name)); }

const Unit* unitAt(const Scenario& s, int col, int row) {
    for (const Unit& u : s.units)
        if (u.hex == toAxial(Offset{col, row})) return &u;
    return nullptr;
}
const Leader* leaderAt(const Scenario& s, int col, int row) {
    for (const Leader& l : s.leaders)
        if (l.hex == toAxial(Offset{col, row})) return &l;
    return nullptr;
}

/// Drags with the left button from `from` to `to` (window points), in steps as a hand does.
void drag(QQuickWindow* window, QPoint from, QPoint to) {
    QTest::mouseMove(window, from);
    QTest::mousePress(window, Qt::LeftButton, {}, from);
    constexpr int kSteps = 8;
    for (int i = 1; i <= kSteps; ++i) QTest::mouseMove(window, from + (to - from) * i / kSteps);
    QTest::mouseRelease(window, Qt::LeftButton, {}, to);
    driver::settle();
}

/// The studio's menu item named `name` of the File menu, opened by a click on "File".
bool triggerFileMenuItem(Studio& studio, const QString& name) {
    QQuickItem* file = driver::findItem(studio.window()->contentItem(), [](QQuickItem* i) {
        return i->inherits("QQuickMenuBarItem") &&
               i->property("text").toString().remove(QLatin1Char('&')) == QLatin1String("File");
    });
    if (!studio.click(file)) return false;
    QQuickItem* item = driver::findItem(studio.window()->contentItem(),
                                        [&](QQuickItem* i) { return i->objectName() == name && i->isVisible(); });
    return studio.click(item);
}

/// Hex (col,row) in window points, as the board shows it now (the tray beside it narrows it).
QPoint hexOnBoard(const Studio& studio, int col, int row) {
    QQuickItem* surface = studio.anyNamed(QStringLiteral("boardSurface"));
    return surface->mapToScene(BoardGeometry::hexCentre(Offset{col, row})).toPoint();
}

/// Pastes `text` into the item (a text field or area) as the designer does: click, Ctrl+V.
void paste(Studio& studio, QQuickItem* field, const QString& text) {
    QGuiApplication::clipboard()->setText(text);
    studio.click(field);
    studio.key(Qt::Key_V, Qt::ControlModifier);
}

}  // namespace

class OobStudioTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QQuickStyle::setStyle(QStringLiteral("Fusion")); }
    void importMapAndPlaceFromTheTrayWithUndo();
    void theTrayStandsStillWhilePiecesAreDraggedAndPlaced();
    void playtestAndExportRefuseADraft();
    void savedAnswersAreKnownNextTime();
    void labelsAddMoveEditTurnDeleteWithUndo();
    void labelsAreDrawnUnderUnitsAndInTheExport();
    void labelsOfEveryShippedBattleStayClearOfEachOther();
    void screenshotsOfABattleWithItsLabelsAndOfTheTray();

private:
    /// Imports kRange through File ▸ Import order of battle, answering "Bagpipers" as Highland
    /// (and ticking "Save my answers" when `saveAnswers`).
    static bool importTheRange(Studio& studio, ScenarioDocument& document, bool saveAnswers = false);
};

bool OobStudioTest::importTheRange(Studio& studio, ScenarioDocument& document, bool saveAnswers) {
    // Each step says what failed: the caller only sees false.
    auto fail = [&studio](const char* why) {
        qWarning("import: %s", why);
        studio.window()->grabWindow().save(screenshotPath("oob-studio-import-failed.png"));
        return false;
    };
    if (!triggerFileMenuItem(studio, QStringLiteral("importOobItem"))) return fail("no File ▸ Import order of battle item");
    QQuickItem* text = studio.named(QStringLiteral("oobText"));
    if (!text) return fail("no dialog");
    paste(studio, text, QString::fromUtf8(kRange));
    // Row 4 (spreadsheet numbering) holds the unknown word: Import waits for the answer.
    QQuickItem* importButton = studio.named(QStringLiteral("oobImportButton"));
    QQuickItem* questions = studio.named(QStringLiteral("oobQuestions"));
    QQuickItem* type = studio.named(QStringLiteral("oobType-4"));
    if (!importButton || !questions || !type) return fail("the pasted range was not mapped with a question on row 4");
    if (importButton->isEnabled()) return fail("Import is enabled before the unknown word is answered");
    // Choose the type with the keyboard in the combo's list: Highlanders are the British army's
    // fifth type (guard, grenadier, regular, light, highland).
    studio.click(type);
    for (int i = 0; i < 5; ++i) studio.key(Qt::Key_Down);
    studio.key(Qt::Key_Return);
    if (!importButton->isEnabled() || questions->isVisible()) return fail("the answer did not settle the question");
    if (saveAnswers && !studio.click(studio.named(QStringLiteral("oobSaveAnswers")))) return fail("no Save my answers box");
    const int steps = document.undoStack()->count();
    studio.click(importButton);
    if (document.undoStack()->count() != steps + 1) return fail("Import pushed no single undo step");
    if (studio.named(QStringLiteral("oobImportDialog"))) return fail("the dialog stayed open");
    return true;
}

void OobStudioTest::importMapAndPlaceFromTheTrayWithUndo() {
    ScenarioDocument document;
    QVERIFY(document.newFromTemplate(templatePath("blank-american-revolution")));
    Studio studio(document);
    QVERIFY(studio.window());
    QVERIFY(!studio.named(QStringLiteral("trayPanel")));   // no tray while nothing waits

    QVERIFY(importTheRange(studio, document));
    const Scenario& s = *document.scenario();
    QCOMPARE(s.unplaced.units.size(), std::size_t(5));
    QCOMPARE(s.unplaced.leaders.size(), std::size_t(2));   // James Webster, John Butler
    QCOMPARE(s.unplaced.units[2].type, std::string("highland"));  // the answer
    QCOMPARE(s.unplaced.units[2].name, std::string("71st Highlanders"));
    QVERIFY(s.units.empty());
    QVERIFY(studio.named(QStringLiteral("trayPanel")));

    // One unit: the British Legion dragged from the tray onto hex 3,5.
    const std::string legion = s.unplaced.units[3].id;
    QQuickItem* piece = studio.named(QStringLiteral("trayPiece-") + QString::fromStdString(legion));
    QVERIFY(piece);
    int steps = document.undoStack()->count();
    drag(studio.window(), driver::centreOf(piece), hexOnBoard(studio, 3, 5));
    QCOMPARE(document.undoStack()->count(), steps + 1);
    QVERIFY(unitAt(s, 3, 5) && unitAt(s, 3, 5)->id == legion);
    QCOMPARE(unitAt(s, 3, 5)->type, std::string("light-cavalry"));
    QCOMPARE(s.unplaced.units.size(), std::size_t(4));

    // A brigade: its title chooses Webster's three regiments and Webster; dropped on 2,7 they
    // stand in a line eastward, the leader with the first.
    QQuickItem* brigade = nullptr;
    for (int i = 0; i < 4 && !brigade; ++i)
        if (QQuickItem* g = studio.named(QStringLiteral("trayGroup-%1").arg(i)); g && g->property("text").toString().contains(QLatin1String("Webster")))
            brigade = g;
    QVERIFY(brigade);
    studio.click(brigade);
    steps = document.undoStack()->count();
    drag(studio.window(), driver::centreOf(brigade), hexOnBoard(studio, 2, 7));
    QCOMPARE(document.undoStack()->count(), steps + 1);
    QVERIFY(unitAt(s, 2, 7) && unitAt(s, 3, 7) && unitAt(s, 4, 7));
    QCOMPARE(unitAt(s, 2, 7)->name, std::string("23rd Foot"));
    QCOMPARE(unitAt(s, 4, 7)->name, std::string("71st Highlanders"));
    QVERIFY(leaderAt(s, 2, 7) && leaderAt(s, 2, 7)->name == "James Webster");
    QCOMPARE(s.unplaced.units.size(), std::size_t(1));
    QCOMPARE(s.unplaced.leaders.size(), std::size_t(1));

    // Undo: the brigade back in the tray; redo: on the board again; two more undos: the tray
    // as imported, then no import at all.
    studio.board()->forceActiveFocus();
    studio.key(Qt::Key_Z, Qt::ControlModifier);
    QVERIFY(!unitAt(s, 2, 7) && !leaderAt(s, 2, 7));
    QCOMPARE(s.unplaced.units.size(), std::size_t(4));
    studio.key(Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
    QVERIFY(unitAt(s, 2, 7) && unitAt(s, 4, 7));
    QCOMPARE(s.unplaced.units.size(), std::size_t(1));
    studio.key(Qt::Key_Z, Qt::ControlModifier);
    studio.key(Qt::Key_Z, Qt::ControlModifier);
    QVERIFY(s.units.empty());
    QCOMPARE(s.unplaced.units.size(), std::size_t(5));
    studio.key(Qt::Key_Z, Qt::ControlModifier);
    QVERIFY(s.unplaced.empty());
    QVERIFY(!studio.named(QStringLiteral("trayPanel")));

    // Redo the import, then remove a piece the battle does not need: one undo step.
    studio.key(Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
    QCOMPARE(s.unplaced.units.size(), std::size_t(5));
    const std::string militia = s.unplaced.units[4].id;
    QVERIFY(studio.click(studio.named(QStringLiteral("trayPiece-") + QString::fromStdString(militia))));
    // The stack holds undone steps here (the placements): count the position, not the size.
    steps = document.undoStack()->index();
    QVERIFY(studio.click(studio.named(QStringLiteral("trayRemove"))));
    QCOMPARE(document.undoStack()->index(), steps + 1);
    QCOMPARE(s.unplaced.units.size(), std::size_t(4));
    for (const UnplacedUnit& u : s.unplaced.units) QVERIFY(u.id != militia);
    studio.board()->forceActiveFocus();
    studio.key(Qt::Key_Z, Qt::ControlModifier);
    QCOMPARE(s.unplaced.units.size(), std::size_t(5));
    QCOMPARE(s.unplaced.units[4].id, militia);
}

void OobStudioTest::theTrayStandsStillWhilePiecesAreDraggedAndPlaced() {
    // A tray of two brigades of one army whose pieces interleave (as a pasted range may list
    // them): A1, B1, A2, brigade A listed first though its name sorts after B's. The board already holds as many units of A1's type as the box has, so
    // placing A1 brings the engine's box warning.
    ScenarioDocument document;
    QVERIFY(document.newFromTemplate(templatePath("blank-american-revolution")));
    Scenario draft = *document.scenario();
    const Army& army = document.system()->armies.front();
    const auto type = std::find_if(army.unitTypes.begin(), army.unitTypes.end(), [](const UnitType& t) { return t.box > 0; });
    QVERIFY(type != army.unitTypes.end());
    for (int i = 0; i < type->box; ++i)
        draft.units.push_back(Unit{"boxed-" + std::to_string(i), army.id, type->id, toAxial(Offset{i % 12, 8 - i / 12}), 4, {}, false});
    auto unplaced = [&](const std::string& id, const std::string& brigade) {
        return UnplacedUnit{id, army.id, type->id, 4, id, false, brigade};
    };
    draft.unplaced.units = {unplaced("a1", "Webster's brigade"), unplaced("b1", "Rawdon's brigade"), unplaced("a2", "Webster's brigade")};
    document.undoStack()->push(new ReplaceScenario(&document, QStringLiteral("a tray"), draft));
    Studio studio(document);
    QVERIFY(studio.window());
    QVERIFY(studio.named(QStringLiteral("trayPanel")));
    QVERIFY(!studio.named(QStringLiteral("trayWarning")));
    auto groupTitles = [&] {
        QStringList titles;
        for (int i = 0; studio.named(QStringLiteral("trayGroup-%1").arg(i)); ++i)
            titles << studio.named(QStringLiteral("trayGroup-%1").arg(i))->property("text").toString();
        return titles;
    };
    const QStringList titles = groupTitles();
    QCOMPARE(titles.size(), 2);
    QVERIFY2(titles[0].contains(QLatin1String("Webster")) && titles[1].contains(QLatin1String("Rawdon")), qPrintable(titles.join(QLatin1String(" | "))));
    const qreal listTop = studio.named(QStringLiteral("trayGroup-0"))->mapToScene({0, 0}).y();

    // A1 placed: Webster's first piece is now A2, listed after B1, yet Webster stays first; the
    // box warning appears under the list, which does not move down.
    QQuickItem* a1 = studio.named(QStringLiteral("trayPiece-a1"));
    QVERIFY(a1);
    drag(studio.window(), driver::centreOf(a1), hexOnBoard(studio, 3, 2));
    QVERIFY(unitAt(*document.scenario(), 3, 2));
    QVERIFY(studio.named(QStringLiteral("trayWarning")));
    QCOMPARE(groupTitles(), titles);
    QCOMPARE(studio.named(QStringLiteral("trayGroup-0"))->mapToScene({0, 0}).y(), listTop);
    QVERIFY(studio.named(QStringLiteral("trayWarning"))->mapToScene({0, 0}).y() >
            studio.named(QStringLiteral("trayPiece-b1"))->mapToScene({0, 0}).y());

    // While B1 is dragged, the tray changes (A1 comes back by an undo): the list stands
    // still under the pointer, and shows the change once B1 is let go.
    QQuickItem* b1 = studio.named(QStringLiteral("trayPiece-b1"));
    const QPointF b1At = b1->mapToScene({0, 0});
    const QPoint from = driver::centreOf(b1);
    const QPoint to = hexOnBoard(studio, 5, 2);
    QTest::mouseMove(studio.window(), from);
    QTest::mousePress(studio.window(), Qt::LeftButton, {}, from);
    for (int i = 1; i <= 4; ++i) QTest::mouseMove(studio.window(), from + (to - from) * i / 8);
    document.undoStack()->undo();
    driver::settle();
    QCOMPARE(document.scenario()->unplaced.units.size(), std::size_t(3));
    QVERIFY(!studio.named(QStringLiteral("trayPiece-a1")));
    QCOMPARE(studio.named(QStringLiteral("trayPiece-b1")), b1);
    QCOMPARE(b1->mapToScene({0, 0}), b1At);
    for (int i = 5; i <= 8; ++i) QTest::mouseMove(studio.window(), from + (to - from) * i / 8);
    QTest::mouseRelease(studio.window(), Qt::LeftButton, {}, to);
    driver::settle();
    QVERIFY(unitAt(*document.scenario(), 5, 2) && unitAt(*document.scenario(), 5, 2)->id == "b1");
    QVERIFY(studio.named(QStringLiteral("trayPiece-a1")));
    QCOMPARE(groupTitles().size(), 1);
    QVERIFY(groupTitles()[0].contains(QLatin1String("Webster")));
}

void OobStudioTest::playtestAndExportRefuseADraft() {
    ScenarioDocument document;
    QVERIFY(document.newFromTemplate(templatePath("blank-american-revolution")));
    Studio studio(document);
    QVERIFY(importTheRange(studio, document));
    // The engine counts the tray (7 pieces); the studio says so, and neither plays nor exports.
    QVERIFY(studio.click(studio.named(QStringLiteral("playtestButton"))));
    QObject* playtest = studio.window()->property("playtestSession").value<QObject*>();
    QVERIFY(!playtest->property("active").toBool());
    const QString why = playtest->property("error").toString();
    QVERIFY2(why.contains(QLatin1String("7")) && why.contains(QLatin1String("Unplaced")), qPrintable(why));
    QVERIFY(!document.canExport());
    QVERIFY2(document.exportBlockedReason().contains(QLatin1String("7")), qPrintable(document.exportBlockedReason()));
    QVERIFY(!document.exportTo(QDir::temp().filePath(QStringLiteral("oob-draft.tricorne.json"))));
}

void OobStudioTest::savedAnswersAreKnownNextTime() {
    ScenarioDocument document;
    QVERIFY(document.newFromTemplate(templatePath("blank-american-revolution")));
    Studio studio(document);
    QVERIFY(importTheRange(studio, document, true));
    // The designer's dictionary (in this test's own data folder) holds the answer…
    QFile mine(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/oob/american-revolution.json"));
    QVERIFY2(mine.open(QIODevice::ReadOnly), qPrintable(mine.fileName()));
    const QByteArray words = mine.readAll();
    QVERIFY2(words.contains("Bagpipers") && words.contains("highland"), words.constData());
    // …so the same range imports again with no question asked.
    QVERIFY(triggerFileMenuItem(studio, QStringLiteral("importOobItem")));
    paste(studio, studio.named(QStringLiteral("oobText")), QString::fromUtf8(kRange));
    QVERIFY(studio.named(QStringLiteral("oobImportButton"))->isEnabled());
    QVERIFY(!studio.named(QStringLiteral("oobQuestions")));

    // The box names the dictionary as a shell and the guide write it: "~/…" under the home
    // folder (the guide's pictures were made with a home in the build tree, and showed it whole).
    OobImport importer;
    importer.setDocument(&document);
    QCOMPARE(importer.userDictionaryPath(), mine.fileName());
    const QByteArray home = qgetenv("HOME");
    qputenv("HOME", QFile::encodeName(QFileInfo(mine.fileName()).absolutePath().section(QLatin1Char('/'), 0, -3)));
    QCOMPARE(importer.userDictionaryShown(), QStringLiteral("~/") + mine.fileName().section(QLatin1Char('/'), -3));
    qputenv("HOME", "/a-home-elsewhere");
    QCOMPARE(importer.userDictionaryShown(), mine.fileName());
    qputenv("HOME", home);
}

void OobStudioTest::labelsAddMoveEditTurnDeleteWithUndo() {
    ScenarioDocument document;
    QVERIFY(document.newFromTemplate(templatePath("blank-american-revolution")));
    Studio studio(document);
    const Scenario& s = *document.scenario();
    QVERIFY(studio.chooseTool("label"));

    // Add: a click on a hex asks for the name; Enter puts it there.
    studio.clickHex(4, 4);
    QVERIFY(studio.named(QStringLiteral("labelPromptText")));
    studio.type("Breed's Hill");
    studio.key(Qt::Key_Return);
    QCOMPARE(s.labels.size(), std::size_t(1));
    QCOMPARE(s.labels[0].text, std::string("Breed's Hill"));
    QCOMPARE(s.labels[0].hex, toAxial(Offset{4, 4}));
    const int added = document.undoStack()->count();

    // Move: drag it two hexes east.
    drag(studio.window(), studio.hex(4, 4), studio.hex(6, 4));
    QCOMPARE(s.labels[0].hex, toAxial(Offset{6, 4}));
    QCOMPARE(document.undoStack()->count(), added + 1);

    // Edit its text in the tool panel.
    studio.clickHex(6, 4);
    QQuickItem* text = studio.named(QStringLiteral("labelText"));
    QVERIFY(text);
    studio.click(text);
    studio.key(Qt::Key_A, Qt::ControlModifier);
    studio.type("Bunker Hill");
    studio.key(Qt::Key_Return);
    QCOMPARE(s.labels[0].text, std::string("Bunker Hill"));
    QCOMPARE(document.undoStack()->count(), added + 2);

    // Turn it a step (15 degrees) with the spin box's key.
    QQuickItem* rotation = studio.named(QStringLiteral("labelRotation"));
    QVERIFY(rotation);
    studio.click(rotation);
    studio.key(Qt::Key_Up);
    QCOMPARE(s.labels[0].rotation, 15);
    QCOMPARE(document.undoStack()->count(), added + 3);

    // Delete it.
    QVERIFY(studio.click(studio.named(QStringLiteral("labelDelete"))));
    QVERIFY(s.labels.empty());
    QCOMPARE(document.undoStack()->count(), added + 4);

    // Undo, one edit at a time, back to the label as added; redo all.
    studio.board()->forceActiveFocus();
    studio.key(Qt::Key_Z, Qt::ControlModifier);
    QCOMPARE(s.labels.size(), std::size_t(1));
    QCOMPARE(s.labels[0].rotation, 15);
    studio.key(Qt::Key_Z, Qt::ControlModifier);
    QCOMPARE(s.labels[0].rotation, 0);
    studio.key(Qt::Key_Z, Qt::ControlModifier);
    QCOMPARE(s.labels[0].text, std::string("Breed's Hill"));
    studio.key(Qt::Key_Z, Qt::ControlModifier);
    QCOMPARE(s.labels[0].hex, toAxial(Offset{4, 4}));
    studio.key(Qt::Key_Z, Qt::ControlModifier);
    QVERIFY(s.labels.empty());
    for (int i = 0; i < 5; ++i) studio.key(Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
    QVERIFY(s.labels.empty());
    QCOMPARE(document.undoStack()->index(), added + 4);
}

void OobStudioTest::labelsAreDrawnUnderUnitsAndInTheExport() {
    // A label put on a unit's hex with the Labels tool: the painter of the exports (SVG, PNG,
    // the sheet) prints it low in the hex, under the pieces as on the game's map, so the
    // picture changes below the unit's block and not on it.
    ScenarioDocument document;
    QVERIFY(document.openFile(QStringLiteral(TRICORNE_SOURCE_DIR "/scenarios/bunker-hill.tricorne.json")));
    Studio studio(document);
    auto render = [&] {
        QImage image((BoardGeometry::boardSize() * 2).toSize(), QImage::Format_ARGB32);
        image.fill(Qt::white);
        QPainter painter(&image);
        painter.scale(2, 2);
        BoardPainter(*document.board()).paint(painter);
        return image;
    };
    const Offset at = toOffset(document.scenario()->units.front().hex);
    const QImage before = render();
    QVERIFY(studio.chooseTool("label"));
    // A hex with a label already would choose that label: this one has none.
    for (const MapLabel& l : document.scenario()->labels) QVERIFY(l.hex != document.scenario()->units.front().hex);
    studio.clickHex(at.col, at.row);
    studio.type("Charlestown");
    studio.key(Qt::Key_Return);
    QCOMPARE(document.scenario()->labels.back().text, std::string("Charlestown"));
    const QImage after = render();
    const QPoint centre = (BoardGeometry::hexCentre(at) * 2).toPoint();
    const int s = qRound(BoardGeometry::kHexSize * 2);
    auto differing = [&](QRect area) {
        int n = 0;
        for (int y = area.top(); y <= area.bottom(); ++y)
            for (int x = area.left(); x <= area.right(); ++x) n += before.pixel(centre + QPoint(x, y)) != after.pixel(centre + QPoint(x, y));
        return n;
    };
    const int onTheBlock = differing(QRect(QPoint(-s * 3 / 10, -s * 3 / 10), QPoint(s * 3 / 10, s * 3 / 10)));
    QVERIFY2(onTheBlock == 0, qPrintable(QStringLiteral("%1 pixels of the unit's block changed").arg(onTheBlock)));
    const int below = differing(QRect(QPoint(-s, s / 2), QPoint(s, s * 3 / 4)));
    QVERIFY2(below > 200, qPrintable(QStringLiteral("%1 pixels differ below the unit").arg(below)));
}

void OobStudioTest::labelsOfEveryShippedBattleStayClearOfEachOther() {
    // Two names run together read as one ("STARK'S STONE WALLRAIL FENCE"): on every battle of
    // the library, no label's letters and halo meet another's, where paintLabels puts them.
    ScenarioDocument document;
    const QStringList battles = QDir(QStringLiteral(TRICORNE_SOURCE_DIR "/scenarios")).entryList({QStringLiteral("*.tricorne.json")});
    QCOMPARE(battles.size(), 25);
    QStringList meetings;
    for (const QString& battle : battles) {
        QVERIFY(document.openFile(QStringLiteral(TRICORNE_SOURCE_DIR "/scenarios/") + battle));
        const std::vector<BoardPainter::PlacedLabel> placed = BoardPainter(*document.board()).placedLabels();
        QCOMPARE(placed.size(), document.scenario()->labels.size());
        QVERIFY2(!placed.empty(), qPrintable(battle));
        auto text = [&](std::size_t i) { return QString::fromStdString(document.scenario()->labels[i].text); };
        for (std::size_t a = 0; a < placed.size(); ++a)
            for (std::size_t b = a + 1; b < placed.size(); ++b)
                if (placed[a].outline().intersects(placed[b].outline()))
                    meetings << QStringLiteral("%1: \"%2\" meets \"%3\"").arg(battle, text(a), text(b));
    }
    QVERIFY2(meetings.isEmpty(), qPrintable(meetings.join(QLatin1Char('\n'))));
}

void OobStudioTest::screenshotsOfABattleWithItsLabelsAndOfTheTray() {
    ScenarioDocument document;
    QVERIFY(document.openFile(QStringLiteral(TRICORNE_SOURCE_DIR "/scenarios/bunker-hill.tricorne.json")));
    Studio studio(document);
    QVERIFY(studio.window());
    const QString battle = screenshotPath("oob-studio-bunker-hill-labels.png");
    QVERIFY(studio.window()->grabWindow().save(battle));
    qInfo("screenshot: %s", qPrintable(battle));

    ScenarioDocument draft;
    QVERIFY(draft.newFromTemplate(templatePath("blank-american-revolution")));
    Studio drafting(draft);
    QVERIFY(importTheRange(drafting, draft));
    QQuickItem* piece = drafting.named(QStringLiteral("trayPiece-") + QString::fromStdString(draft.scenario()->unplaced.units[3].id));
    QVERIFY(piece);
    drag(drafting.window(), driver::centreOf(piece), hexOnBoard(drafting, 6, 6));
    drafting.click(drafting.named(QStringLiteral("trayGroup-0")));
    const QString tray = screenshotPath("oob-studio-tray.png");
    QVERIFY(drafting.window()->grabWindow().save(tray));
    qInfo("screenshot: %s", qPrintable(tray));
}

STUDIO_TEST_MAIN("studio-oob-tests", OobStudioTest)
#include "oob_studio_test.moc"
