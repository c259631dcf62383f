// State that lies or sticks, through the real main window offscreen with real mouse
// and key events: the inspector and the status line follow the document (New from template,
// undo, Delete, Paste, an edit under the pointer); clicking the board takes the keyboard from a
// text field, and so does turning the wheel over it; Escape leaves one, Tab and Shift+Tab move
// on from a multi-line field; the tool keys and undo/redo then act on the document; number
// fields take typed digits as one undo step each; with nothing open, Save, Print, Export and
// Close are greyed and their keys do nothing. And the C++ that keeps them true: a
// WatchedHex re-reads on its own hex's changes only, and forgets its hex with the battle.
#include <algorithm>
#include <functional>

#include <QApplication>
#include <QColor>
#include <QJSValue>
#include <QQmlApplicationEngine>
#include <QQmlContext>
#include <QQmlProperty>
#include <QQuickItem>
#include <QQuickStyle>
#include <QQuickWindow>
#include <QSignalSpy>
#include <QTest>

#include "common/boardgeometry.h"
#include "document/scenariodocument.h"
#include "editing/scenarioeditor.h"
#include "editing/watchedhex.h"
#include "studio_test_main.h"
#include "tricorne/model/scenario.h"
#include "tricorne/text/hex_text.h"
#include "window_driver.h"

namespace {

using driver::Studio;
using driver::settle;

constexpr auto kKilliecrankie = TRICORNE_SOURCE_DIR "/scenarios/killiecrankie.tricorne.json";
constexpr auto kBlank = TRICORNE_SOURCE_DIR "/templates/scenarios/blank-jacobite-rising.tricorne.json";

int unitsAt(const ScenarioDocument& document, int col, int row) {
    int n = 0;
    for (const tricorne::Unit& u : document.scenario()->units)
        if (tricorne::toOffset(u.hex) == tricorne::Offset{col, row}) ++n;
    return n;
}

const tricorne::Unit* unitAt(const ScenarioDocument& document, int col, int row) {
    for (const tricorne::Unit& u : document.scenario()->units)
        if (tricorne::toOffset(u.hex) == tricorne::Offset{col, row}) return &u;
    return nullptr;
}

}  // namespace

class InspectorFocusTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QQuickStyle::setStyle(QStringLiteral("Fusion")); }
    void inspectorForgetsTheBattleAfterNewFromTemplate();
    void inspectorFollowsUndoOfAPlacement();
    void inspectorFollowsDelete();
    void inspectorFollowsPaste();
    void statusLineFollowsAnEditUnderThePointer();
    void theTooltipAndStatusLineGoWhenThePointerLeavesTheBoard();
    void clickingTheBoardTakesTheKeysFromAField();
    void escapeLeavesAField();
    void theWheelOnTheBoardTakesTheKeysFromAField();
    void tabMovesOnFromAMultiLineField();
    void numberFieldsTakeTypedDigitsAsOneStep();
    void theCombatDeckListNamesTheArmies();
    void aPlacedUnitChangesTypeAndKeepsItsName();
    void theGroundIsTheEnginesWordsHexSidesIncluded();
    void aWatchedHexRereadsOnlyItsOwnChanges();
    void withNothingOpenTheFileCommandsAreGreyedAndTheirKeysDoNothing();
};

void InspectorFocusTest::inspectorForgetsTheBattleAfterNewFromTemplate() {
    ScenarioDocument document;
    QVERIFY(document.openFile(QString::fromUtf8(kKilliecrankie)));
    Studio studio(document);
    QVERIFY(studio.window());
    QVERIFY(studio.chooseTool("select"));
    studio.clickHex(1, 3);   // Hastings' Foot
    QVERIFY(studio.inspectorShowsUnit());
    QCOMPARE(studio.inspectorTitle(), QStringLiteral("Hex 1,3"));

    QVERIFY(document.newFromTemplate(QString::fromUtf8(kBlank)));
    settle();
    QVERIFY2(!studio.inspectorShowsUnit(), "the empty board's inspector shows a unit of the previous battle");
    QCOMPARE(studio.inspectorTitle(), QStringLiteral("Nothing selected"));
    QCOMPARE(studio.board()->property("markedCol").toInt(), -1);
}

void InspectorFocusTest::inspectorFollowsUndoOfAPlacement() {
    ScenarioDocument document;
    QVERIFY(document.newFromTemplate(QString::fromUtf8(kBlank)));
    Studio studio(document);
    QVERIFY(studio.window());
    QVERIFY(studio.chooseTool("unit"));
    studio.clickHex(6, 6);
    QCOMPARE(unitsAt(document, 6, 6), 1);
    QVERIFY(studio.inspectorShowsUnit());

    studio.key(Qt::Key_Z, Qt::ControlModifier);
    QCOMPARE(unitsAt(document, 6, 6), 0);
    QVERIFY2(!studio.inspectorShowsUnit(), "the inspector shows the unit whose placement was undone");
    studio.key(Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);   // redo: it is back
    QCOMPARE(unitsAt(document, 6, 6), 1);
    QVERIFY(studio.inspectorShowsUnit());
}

void InspectorFocusTest::inspectorFollowsDelete() {
    ScenarioDocument document;
    QVERIFY(document.openFile(QString::fromUtf8(kKilliecrankie)));
    Studio studio(document);
    QVERIFY(studio.window());
    QVERIFY(studio.chooseTool("select"));
    studio.clickHex(6, 8);   // Dundee, with a unit
    QVERIFY(studio.inspectorShowsLeader());
    QVERIFY(studio.inspectorShowsUnit());

    studio.key(Qt::Key_Delete);
    QCOMPARE(unitsAt(document, 6, 8), 0);
    QVERIFY2(!studio.inspectorShowsUnit(), "the inspector shows the deleted unit");
    QVERIFY2(!studio.inspectorShowsLeader(), "the inspector shows the deleted leader");
}

void InspectorFocusTest::inspectorFollowsPaste() {
    ScenarioDocument document;
    QVERIFY(document.openFile(QString::fromUtf8(kKilliecrankie)));
    Studio studio(document);
    QVERIFY(studio.window());
    QVERIFY(studio.chooseTool("select"));
    studio.clickHex(1, 3);   // Hastings' Foot
    studio.key(Qt::Key_C, Qt::ControlModifier);
    studio.clickHex(3, 6);   // open ground, nothing on it
    QCOMPARE(unitsAt(document, 3, 6), 0);
    QVERIFY(!studio.inspectorShowsUnit());

    studio.key(Qt::Key_V, Qt::ControlModifier);   // pasted under the pointer: the selected hex
    QCOMPARE(unitsAt(document, 3, 6), 1);
    QVERIFY2(studio.inspectorShowsUnit(), "the inspector does not show the pasted unit");
    QCOMPARE(studio.named(QStringLiteral("inspectorBlocks"))->property("value").toInt(), 4);
}

void InspectorFocusTest::statusLineFollowsAnEditUnderThePointer() {
    ScenarioDocument document;
    QVERIFY(document.newFromTemplate(QString::fromUtf8(kBlank)));
    Studio studio(document);
    QVERIFY(studio.window());
    QVERIFY(studio.chooseTool("terrain"));
    studio.clickHex(4, 4);   // paints the palette's first terrain, the pointer stays
    QCOMPARE(document.scenario()->terrain.size(), std::size_t{1});
    QVERIFY2(!studio.status().contains(QStringLiteral("Open ground")), qPrintable(studio.status()));

    studio.key(Qt::Key_Z, Qt::ControlModifier);
    QVERIFY(document.scenario()->terrain.empty());
    QVERIFY2(studio.status().startsWith(QStringLiteral("4,4  ·  Open ground")), qPrintable(studio.status()));
}

void InspectorFocusTest::theTooltipAndStatusLineGoWhenThePointerLeavesTheBoard() {
    ScenarioDocument document;
    QVERIFY(document.openFile(QString::fromUtf8(kKilliecrankie)));
    Studio studio(document);
    QVERIFY(studio.window());
    QObject* tip = studio.window()->findChild<QObject*>(QStringLiteral("pieceToolTip"));
    QVERIFY(tip);
    const tricorne::Offset at = tricorne::toOffset(document.scenario()->units.front().hex);
    const QString hexPrefix = QStringLiteral("%1,%2  ·").arg(at.col).arg(at.row);
    auto hover = [&] {
        QTest::mouseMove(studio.window(), studio.hex(at.col, at.row) + QPoint(2, 0));
        QTest::mouseMove(studio.window(), studio.hex(at.col, at.row));
        QTRY_VERIFY(tip->property("visible").toBool());
        QVERIFY(studio.status().startsWith(hexPrefix));
    };
    const QString idle = document.filePath();   // what the status line says with no hex under the pointer

    // Onto each panel beside the board, and onto the tool bar above it.
    const QQuickItem* board = studio.board();
    const QPointF boardTopLeft = board->mapToScene({0, 0});
    const QList<QPoint> away{{qRound(boardTopLeft.x()) - 40, studio.window()->height() / 2},                    // the tool panel
                             {qRound(boardTopLeft.x() + board->width()) + 60, studio.window()->height() / 2},  // the side panel
                             {studio.window()->width() / 2, qRound(boardTopLeft.y()) - 20}};                   // the tool bar
    for (const QPoint& point : away) {
        hover();
        QTest::mouseMove(studio.window(), point);
        QTRY_VERIFY2(!tip->property("visible").toBool(), qPrintable(QStringLiteral("the tooltip stayed at %1,%2").arg(point.x()).arg(point.y())));
        QTRY_COMPARE(studio.status(), idle);
    }

    // Out of the window altogether (the platform says the pointer left it).
    hover();
    QEvent leave(QEvent::Leave);
    QCoreApplication::sendEvent(studio.window(), &leave);
    QTRY_VERIFY2(!tip->property("visible").toBool(), "the tooltip stayed after the pointer left the window");
    QTRY_COMPARE(studio.status(), idle);
}

void InspectorFocusTest::clickingTheBoardTakesTheKeysFromAField() {
    ScenarioDocument document;
    QVERIFY(document.newFromTemplate(QString::fromUtf8(kBlank)));
    Studio studio(document);
    QVERIFY(studio.window());
    QVERIFY(studio.chooseTool("leader"));
    QQuickItem* name = studio.named(QStringLiteral("leaderNameField"));
    QVERIFY(studio.click(name));
    QVERIFY(name->hasActiveFocus());
    studio.type("Murray");
    studio.clickHex(8, 7);
    QCOMPARE(document.scenario()->leaders.size(), std::size_t{1});
    QVERIFY2(studio.board()->hasActiveFocus(), "the board did not take the keyboard when clicked");

    studio.key(Qt::Key_S);   // the Select tool, not an "s" in the name
    QCOMPARE(name->property("text").toString(), QStringLiteral("Murray"));
    QVERIFY(studio.named(QStringLiteral("tool-select"))->property("checked").toBool());

    studio.key(Qt::Key_Z, Qt::ControlModifier);   // undoes the placement, not the typing
    QVERIFY(document.scenario()->leaders.empty());
    QCOMPARE(name->property("text").toString(), QStringLiteral("Murray"));
    studio.key(Qt::Key_Y, Qt::ControlModifier);   // both redo keys redo
    QCOMPARE(document.scenario()->leaders.size(), std::size_t{1});
    studio.key(Qt::Key_Z, Qt::ControlModifier);
    studio.key(Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
    QCOMPARE(document.scenario()->leaders.size(), std::size_t{1});
}

void InspectorFocusTest::escapeLeavesAField() {
    ScenarioDocument document;
    QVERIFY(document.newFromTemplate(QString::fromUtf8(kBlank)));
    Studio studio(document);
    QVERIFY(studio.window());
    QVERIFY(studio.chooseTool("leader"));
    QQuickItem* name = studio.named(QStringLiteral("leaderNameField"));
    QVERIFY(studio.click(name));
    studio.type("Cannon");
    studio.key(Qt::Key_Escape);
    QVERIFY2(!name->hasActiveFocus(), "Escape did not leave the field");
    QVERIFY(studio.board()->hasActiveFocus());
    QCOMPARE(name->property("text").toString(), QStringLiteral("Cannon"));
    studio.key(Qt::Key_U);   // a tool key now chooses the tool
    QVERIFY(studio.named(QStringLiteral("tool-unit"))->property("checked").toBool());
}

void InspectorFocusTest::theWheelOnTheBoardTakesTheKeysFromAField() {
    ScenarioDocument document;
    QVERIFY(document.openFile(QString::fromUtf8(kKilliecrankie)));
    Studio studio(document);
    QVERIFY(studio.window());
    QVERIFY(QMetaObject::invokeMethod(studio.window(), "showPanel", Q_ARG(QString, QStringLiteral("notes"))));
    settle();
    QQuickItem* background = studio.named(QStringLiteral("notesBackground"));
    QVERIFY(studio.click(background));
    QVERIFY(background->hasActiveFocus());
    const QString text = background->property("text").toString();

    studio.wheel(studio.hex(6, 4), 120);   // zooms in, and the board has the keys
    QVERIFY2(studio.board()->hasActiveFocus(), "the board did not take the keyboard when the wheel turned over it");
    QVERIFY(studio.board()->property("zoom").toReal() > 1.0);
    studio.key(Qt::Key_0);   // fits the board: not a "0" in the history
    QCOMPARE(studio.board()->property("zoom").toReal(), 1.0);
    QCOMPARE(background->property("text").toString(), text);
    QCOMPARE(QString::fromStdString(document.scenario()->metadata.background), text);
}

void InspectorFocusTest::tabMovesOnFromAMultiLineField() {
    ScenarioDocument document;
    QVERIFY(document.openFile(QString::fromUtf8(kKilliecrankie)));
    Studio studio(document);
    QVERIFY(studio.window());
    QVERIFY(QMetaObject::invokeMethod(studio.window(), "showPanel", Q_ARG(QString, QStringLiteral("notes"))));
    settle();
    QQuickItem* background = studio.named(QStringLiteral("notesBackground"));
    QVERIFY(studio.click(background));
    const QString text = background->property("text").toString();
    const int steps = document.undoStack()->count();

    studio.key(Qt::Key_Tab);
    QVERIFY2(!background->hasActiveFocus(), "Tab stayed in the multi-line field");
    QCOMPARE(studio.window()->activeFocusItem(), studio.named(QStringLiteral("notesSource")));
    QCOMPARE(background->property("text").toString(), text);   // no tab typed into it
    QCOMPARE(document.undoStack()->count(), steps);
    studio.key(Qt::Key_Backtab, Qt::ShiftModifier);   // what X11 sends for Shift+Tab
    QVERIFY2(background->hasActiveFocus(), "Shift+Tab did not come back to the multi-line field");
    studio.key(Qt::Key_Tab);
    studio.key(Qt::Key_Tab, Qt::ShiftModifier);   // and the same keys as some platforms send them
    QVERIFY(background->hasActiveFocus());
    QCOMPARE(background->property("text").toString(), text);
    QCOMPARE(document.undoStack()->count(), steps);

    // A special rule's text on the Rules tab (issue 30: two rule texts were saved ending in a tab).
    QVERIFY(QMetaObject::invokeMethod(studio.window(), "showPanel", Q_ARG(QString, QStringLiteral("rules"))));
    settle();
    QQuickItem* ruleText = nullptr;
    std::function<void(QQuickItem*)> findRuleText = [&](QQuickItem* item) {
        if (!ruleText && item->isVisible() && QString::fromLatin1(item->metaObject()->className()).startsWith(QLatin1String("NoteArea")) &&
            item != background)
            ruleText = item;
        for (QQuickItem* child : item->childItems()) findRuleText(child);
    };
    findRuleText(studio.window()->contentItem());
    QVERIFY2(ruleText, "no multi-line field on the Rules tab");
    ruleText->forceActiveFocus(Qt::MouseFocusReason);   // it may lie below the panel's fold
    QVERIFY(ruleText->hasActiveFocus());
    const QString ruleBefore = ruleText->property("text").toString();
    studio.key(Qt::Key_Tab);
    QVERIFY2(!ruleText->hasActiveFocus(), "Tab stayed in the rule's text");
    QCOMPARE(ruleText->property("text").toString(), ruleBefore);
    QCOMPARE(document.undoStack()->count(), steps);

    // Every multi-line field of the window moves on with Tab (a NoteArea), not only this one:
    // the Notes and the Rules tabs have been made by now.
    QStringList trapping;
    std::function<void(QQuickItem*)> visit = [&](QQuickItem* item) {
        if (item->inherits("QQuickTextArea") && !QString::fromLatin1(item->metaObject()->className()).startsWith(QLatin1String("NoteArea")))
            trapping << QQmlProperty(item, QStringLiteral("Accessible.name"), qmlContext(item)).read().toString();
        for (QQuickItem* child : item->childItems()) visit(child);
    };
    visit(studio.window()->contentItem());
    QVERIFY2(trapping.isEmpty(), qPrintable(QStringLiteral("multi-line fields that keep Tab: ") + trapping.join(QStringLiteral(", "))));
}

// The Notes tab offers each side's Combat deck by its army's name ("British"), not by the
// deck's id ("british"), and choosing one is an edit of the deck's id.
void InspectorFocusTest::theCombatDeckListNamesTheArmies() {
    ScenarioDocument document;
    QVERIFY(document.openFile(QString::fromUtf8(TRICORNE_SOURCE_DIR "/scenarios/bemis-heights.tricorne.json")));
    Studio studio(document);
    QVERIFY(studio.window());
    QVERIFY(QMetaObject::invokeMethod(studio.window(), "showPanel", Q_ARG(QString, QStringLiteral("notes"))));
    settle();
    QQuickItem* deck = studio.named(QStringLiteral("bottomCombatDeck"));
    QVERIFY(deck);
    QStringList shown;
    for (int i = 0; i < deck->property("count").toInt(); ++i) {
        QString text;
        QVERIFY(QMetaObject::invokeMethod(deck, "textAt", Q_RETURN_ARG(QString, text), Q_ARG(int, i)));
        shown << text;
    }
    QCOMPARE(shown, (QStringList{QStringLiteral("Continental"), QStringLiteral("British")}));
    QCOMPARE(deck->property("currentText").toString(), QString::fromStdString(document.system()->faction(document.scenario()->bottom.combatDeck)->name));
    QVERIFY(QMetaObject::invokeMethod(deck, "activated", Q_ARG(int, 1)));
    QCOMPARE(document.scenario()->bottom.combatDeck, std::string("british"));
}

void InspectorFocusTest::numberFieldsTakeTypedDigitsAsOneStep() {
    ScenarioDocument document;
    QVERIFY(document.openFile(QString::fromUtf8(kKilliecrankie)));
    Studio studio(document);
    QVERIFY(studio.window());
    QVERIFY(studio.chooseTool("select"));
    studio.clickHex(2, 3);   // Leven's Foot, 4 blocks
    QCOMPARE(unitAt(document, 2, 3)->blocks, 4);
    QQuickItem* blocks = studio.named(QStringLiteral("inspectorBlocks"));
    QVERIFY(blocks);
    const int steps = document.undoStack()->count();

    studio.click(blocks);
    studio.key(Qt::Key_A, Qt::ControlModifier);
    studio.type("2");
    studio.key(Qt::Key_Return);
    QCOMPARE(unitAt(document, 2, 3)->blocks, 2);
    QCOMPARE(document.undoStack()->count(), steps + 1);
    QCOMPARE(blocks->property("value").toInt(), 2);

    // A digit typed and the board clicked: committed to the unit it was typed for.
    studio.click(blocks);
    studio.key(Qt::Key_A, Qt::ControlModifier);
    studio.type("3");
    studio.clickHex(6, 3);   // Kenmure's Foot
    QCOMPARE(unitAt(document, 2, 3)->blocks, 3);
    QCOMPARE(unitAt(document, 6, 3)->blocks, 4);
    QCOMPARE(document.undoStack()->count(), steps + 2);

    // Every number field of the window takes typed digits.
    QStringList fixed;
    std::function<void(QQuickItem*)> visit = [&](QQuickItem* item) {
        if (item->inherits("QQuickSpinBox") && !item->property("editable").toBool())
            fixed << QQmlProperty(item, QStringLiteral("Accessible.name"), qmlContext(item)).read().toString();
        for (QQuickItem* child : item->childItems()) visit(child);
    };
    visit(studio.window()->contentItem());
    QVERIFY2(fixed.isEmpty(), qPrintable(QStringLiteral("number fields without typing: ") + fixed.join(QStringLiteral(", "))));
}

void InspectorFocusTest::aPlacedUnitChangesTypeAndKeepsItsName() {
    ScenarioDocument document;
    QVERIFY(document.openFile(QString::fromUtf8(kKilliecrankie)));
    Studio studio(document);
    QVERIFY(studio.window());
    QVERIFY(studio.chooseTool("select"));
    studio.clickHex(2, 3);   // Leven's Foot
    const tricorne::Unit before = *unitAt(document, 2, 3);
    QVERIFY(!before.name.empty());
    const tricorne::Army* army = document.system()->army(before.army);
    QVERIFY(army && army->unitTypes.size() > 1);

    // The inspector offers the unit's army's types, by name, the unit's own chosen.
    QQuickItem* type = studio.named(QStringLiteral("inspectorType"));
    QVERIFY(type);
    QVariant model = type->property("model");
    if (model.userType() == qMetaTypeId<QJSValue>()) model = model.value<QJSValue>().toVariant();
    QStringList names;
    int current = -1;
    for (const tricorne::UnitType& t : army->unitTypes) {
        if (t.id == before.type) current = static_cast<int>(names.size());
        names << QString::fromStdString(t.name);
    }
    QCOMPARE(model.toStringList(), names);
    QCOMPARE(type->property("currentIndex").toInt(), current);

    // Another type chosen with the keyboard in the list: one undo step, the name kept.
    const int chosen = current > 0 ? current - 1 : 1;
    const int steps = document.undoStack()->count();
    QVERIFY(studio.click(type));
    studio.key(chosen < current ? Qt::Key_Up : Qt::Key_Down);
    studio.key(Qt::Key_Return);
    const tricorne::UnitType& now = army->unitTypes[static_cast<std::size_t>(chosen)];
    QCOMPARE(unitAt(document, 2, 3)->type, now.id);
    QCOMPARE(unitAt(document, 2, 3)->name, before.name);
    QCOMPARE(unitAt(document, 2, 3)->blocks, std::min(before.blocks, now.blocks));
    QCOMPARE(document.undoStack()->count(), steps + 1);
    QCOMPARE(type->property("currentIndex").toInt(), chosen);
    document.undoStack()->undo();
    QCOMPARE(*unitAt(document, 2, 3), before);
    QCOMPARE(type->property("currentIndex").toInt(), current);

    // The blocks field goes up to the chosen type's full strength, as the game system says.
    QQuickItem* blocks = studio.named(QStringLiteral("inspectorBlocks"));
    ScenarioEditor editor;
    editor.setDocument(&document);
    for (const tricorne::UnitType& t : army->unitTypes) {
        QVERIFY(editor.setUnitType(2, 3, QString::fromStdString(t.id)));
        settle();
        QCOMPARE(blocks->property("to").toInt(), t.blocks);
        QCOMPARE(unitAt(document, 2, 3)->name, before.name);
        QVERIFY(unitAt(document, 2, 3)->blocks <= t.blocks);
    }
}

void InspectorFocusTest::theGroundIsTheEnginesWordsHexSidesIncluded() {
    ScenarioDocument document;
    QVERIFY(document.openFile(QStringLiteral(TRICORNE_SOURCE_DIR "/scenarios/bunker-hill.tricorne.json")));
    Studio studio(document);
    QVERIFY(studio.window());
    const tricorne::Scenario& s = *document.scenario();
    // A hex of open ground with a feature on one of its sides (the rail fence).
    const auto fenced = std::find_if(s.hexsides.begin(), s.hexsides.end(), [&](const tricorne::HexsideFeature& f) {
        return std::none_of(s.terrain.begin(), s.terrain.end(), [&](const tricorne::TerrainTile& t) { return t.hex == f.hex; });
    });
    QVERIFY(fenced != s.hexsides.end());
    const tricorne::HexsideFeature feature = *fenced;
    const QString name = QString::fromStdString(document.system()->hexsideType(feature.type)->name);
    auto shown = [&] {
        QStringList lines;
        fixtures::forEachItem(studio.window()->contentItem(), [&](QQuickItem* i) {
            if (i->objectName() == QLatin1String("inspectorGround") && i->isVisible()) lines << i->property("text").toString();
        });
        return lines;
    };
    auto engine = [&](tricorne::Hex h) {
        QStringList lines;
        for (const std::string& line : tricorne::describeHexGround(s, *document.system(), h)) lines << QString::fromStdString(line);
        return lines;
    };

    QVERIFY(studio.chooseTool("select"));
    const tricorne::Offset at = tricorne::toOffset(feature.hex);
    studio.clickHex(at.col, at.row);
    QCOMPARE(shown(), engine(feature.hex));
    QVERIFY2(shown().join(QLatin1Char('\n')).contains(name), qPrintable(shown().join(QLatin1Char('\n'))));
    QVERIFY(!shown().join(QLatin1Char('\n')).contains(QLatin1String("no movement or battle effects")));

    // The hex across the edge has the feature on its own side of it…
    const tricorne::Hex other = tricorne::neighbour(feature.hex, feature.side);
    const tricorne::Offset across = tricorne::toOffset(other);
    studio.clickHex(across.col, across.row);
    QCOMPARE(shown(), engine(other));
    QVERIFY(shown().join(QLatin1Char('\n')).contains(name + QStringLiteral(" on the ")));

    // …and loses it when the feature is taken off its owner's side.
    ScenarioEditor editor;
    editor.setDocument(&document);
    QVERIFY(editor.toggleHexside(at.col, at.row, static_cast<int>(feature.side), QString::fromStdString(feature.type)));
    settle();
    QCOMPARE(shown(), engine(other));
    QVERIFY(!shown().join(QLatin1Char('\n')).contains(name + QStringLiteral(" on the ") +
                                                      QString::fromLatin1(tricorne::sideName(tricorne::opposite(feature.side)).data())));
}

void InspectorFocusTest::aWatchedHexRereadsOnlyItsOwnChanges() {
    ScenarioDocument document;
    QVERIFY(document.openFile(QString::fromUtf8(kKilliecrankie)));
    ScenarioEditor editor;
    editor.setDocument(&document);
    WatchedHex hex;
    hex.setDocument(&document);
    hex.setProperty("forgetsOnNewScenario", true);
    hex.select(1, 3);
    QVERIFY(hex.pieces().value(QStringLiteral("hasUnit")).toBool());
    QSignalSpy contents(&hex, &WatchedHex::contentsChanged);

    QVERIFY(editor.paintTerrain(8, 6, QStringLiteral("forest"), QString(), 0, editor.beginStroke()));   // another hex
    QCOMPARE(contents.count(), 0);
    QVERIFY(editor.setUnitBlocks(1, 3, 2));   // its unit
    QCOMPARE(contents.count(), 1);
    QCOMPARE(hex.pieces().value(QStringLiteral("blocks")).toInt(), 2);
    QVERIFY(hex.description().contains(QStringLiteral("2 blocks")));
    QVERIFY(editor.deletePieces(1, 3));
    QCOMPARE(contents.count(), 2);
    QVERIFY(!hex.pieces().value(QStringLiteral("hasUnit")).toBool());
    document.undoStack()->undo();
    QVERIFY(hex.pieces().value(QStringLiteral("hasUnit")).toBool());

    QSignalSpy moved(&hex, &WatchedHex::hexChanged);
    QVERIFY(document.newFromTemplate(QString::fromUtf8(kBlank)));
    QCOMPARE(moved.count(), 1);
    QCOMPARE(hex.col(), -1);
    QVERIFY(!hex.isValid());
    QVERIFY(hex.description().isEmpty());
}

void InspectorFocusTest::withNothingOpenTheFileCommandsAreGreyedAndTheirKeysDoNothing() {
    ScenarioDocument document;   // nothing open
    Studio studio(document);
    QVERIFY(studio.window());
    QQuickItem* file = driver::findItem(studio.window()->contentItem(), [](QQuickItem* i) {
        return i->inherits("QQuickMenuBarItem") && i->property("text").toString().remove(QLatin1Char('&')) == QLatin1String("File");
    });
    QVERIFY(studio.click(file));
    auto menuItem = [&](const QString& text) {
        return driver::findItem(studio.window()->contentItem(), [&](QQuickItem* i) {
            return i->inherits("QQuickMenuItem") && i->isVisible() && i->property("text").toString().startsWith(text);
        });
    };
    // What each shows, name and key alike: an item that cannot act now is greyed all over.
    auto colours = [](QQuickItem* item) {
        QStringList out;
        for (const char* name : {"menuItemText", "menuItemKey"})
            if (QQuickItem* label = driver::findItem(item, [&](QQuickItem* i) { return i->objectName() == QLatin1String(name); }))
                out << label->property("color").value<QColor>().name();
        return out;
    };
    QQuickItem* open = menuItem(QStringLiteral("Open…"));
    QVERIFY(open && open->isEnabled());
    const QStringList enabledColours = colours(open);
    QCOMPARE(enabledColours.size(), 2);
    for (const QString& name : {QStringLiteral("Save"), QStringLiteral("Save as…"), QStringLiteral("Export…"), QStringLiteral("Print…"),
                                QStringLiteral("Close")}) {
        QQuickItem* item = menuItem(name);
        QVERIFY2(item, qPrintable(name));
        QVERIFY2(!item->isEnabled(), qPrintable(name + QStringLiteral(" is enabled with no scenario open")));
        const QStringList shown = colours(item);
        for (const QString& colour : shown)
            QVERIFY2(!enabledColours.contains(colour), qPrintable(name + QStringLiteral(" is drawn in an enabled item's colour ") + colour));
    }
    studio.key(Qt::Key_Escape);

    // Their keys ask nothing either (Save once opened a dialog to save nothing).
    for (const QKeySequence::StandardKey key : {QKeySequence::Save, QKeySequence::SaveAs, QKeySequence::Print, QKeySequence::Close}) {
        const QList<QKeySequence> sequences = QKeySequence::keyBindings(key);
        if (sequences.isEmpty()) continue;
        const QKeyCombination combination = sequences.front()[0];
        studio.key(combination.key(), combination.keyboardModifiers());
        QVERIFY2(!QApplication::activeModalWidget(), qPrintable(sequences.front().toString()));
        for (QWidget* w : QApplication::topLevelWidgets())
            QVERIFY2(!w->isVisible(), qPrintable(sequences.front().toString() + QStringLiteral(" opened ") + w->windowTitle()));
        QVERIFY(!document.isLoaded());
    }
}

STUDIO_TEST_MAIN("studio-inspector-focus-tests", InspectorFocusTest)
#include "inspector_focus_test.moc"
