// Authoring a scenario through the real main window, offscreen, with real mouse and key
// events (docs/design/quality.md): from the blank Jacobite Rising board, paint forest
// with a drag, toggle an enclosure wall, place a unit and a leader, drag both, attach the unit's
// Chief marker in the inspector, add an objective over two hexes (Shift+click), retitle the battle and add a free-text
// special rule in the side panel; the export must equal a golden file,
// and undoing every step with Ctrl+Z must give the template back exactly.
//
// Hexes are found through BoardGeometry, the app's own layout. With TRICORNE_UPDATE_GOLDEN=1
// the test (re)writes the golden file instead of comparing; review the diff before committing.
#include <cmath>
#include <functional>

#include <QFile>
#include <QQmlApplicationEngine>
#include <QQuickItem>
#include <QQuickStyle>
#include <QQuickWindow>
#include <QTemporaryDir>
#include <QTest>

#include "common/boardgeometry.h"
#include "document/scenariodocument.h"
#include "main_window.h"
#include "studio_test_main.h"
#include "tricorne/core/hex.h"
#include "tricorne/io/scenario_json.h"
#include "tricorne/model/scenario.h"

namespace {

constexpr auto kTemplate = TRICORNE_SOURCE_DIR "/templates/scenarios/blank-jacobite-rising.tricorne.json";
constexpr auto kGolden = TRICORNE_SOURCE_DIR "/tests/editor/data/authoring-golden.tricorne.json";

/// The first item under `root` (depth first) for which `match` holds, or nullptr.
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

/// A visible item whose `text` is `text` and that has a `checked` property (a radio button).
QQuickItem* choiceNamed(QQuickWindow* window, const QString& text) {
    return findItem(window->contentItem(), [&](QQuickItem* i) {
        return i->isVisible() && i->property("text").toString() == text && i->property("checked").isValid();
    });
}

QPoint centreOf(QQuickItem* item) { return item->mapToScene({item->width() / 2, item->height() / 2}).toPoint(); }

/// Lets bindings, layouts and a frame catch up after an event.
void settle() { QTest::qWait(30); }

}  // namespace

class AuthoringTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QQuickStyle::setStyle(QStringLiteral("Fusion")); }
    void authorWithMouseAndKeysThenUndoEverything();

private:
    QQuickWindow* m_window = nullptr;
    QPoint hex(int col, int row) const { return BoardGeometry::windowPoint(m_window->size(), {col, row}).toPoint(); }
    /// A point near side `side` (0 NE … 5 NW) of a hex, inside the hex, in window pixels.
    QPoint nearSide(int col, int row, int side) const {
        const qreal scale = BoardGeometry::fitScale(BoardGeometry::boardArea(m_window->size()).size());
        const qreal radians = (side * 60.0 - 60.0) * 3.14159265358979323846 / 180.0;
        const qreal reach = 0.7 * BoardGeometry::kHexSize * scale;
        return (BoardGeometry::windowPoint(m_window->size(), {col, row}) + QPointF(std::cos(radians), std::sin(radians)) * reach)
            .toPoint();
    }
    bool click(QQuickItem* item) {
        if (!item) return false;
        QTest::mouseClick(m_window, Qt::LeftButton, {}, centreOf(item));
        settle();
        return true;
    }
    /// With TRICORNE_GRAB_DIR set, saves the window as NAME.png there (to look at the panels).
    void grab(const QString& name) const {
        const QString dir = qEnvironmentVariable("TRICORNE_GRAB_DIR");
        if (!dir.isEmpty()) m_window->grabWindow().save(dir + QLatin1Char('/') + name + QStringLiteral(".png"));
    }
    bool chooseTool(const char* id) { return click(byName(m_window, QStringLiteral("tool-") + QLatin1String(id))); }
};

void AuthoringTest::authorWithMouseAndKeysThenUndoEverything() {
    ScenarioDocument document;
    QVERIFY(document.newFromTemplate(QString::fromUtf8(kTemplate)));
    const tricorne::Scenario original = *document.scenario();

    QQmlApplicationEngine engine;
    m_window = fixtures::loadMainWindow(engine, document);
    QVERIFY(m_window);
    QVERIFY(QTest::qWaitForWindowExposed(m_window));
    settle();
    const auto& s = [&]() -> const tricorne::Scenario& { return *document.scenario(); };

    // 1. Terrain tool, Forest, one drag over two hexes: one undo step.
    QVERIFY(chooseTool("terrain"));
    QVERIFY(click(choiceNamed(m_window, QStringLiteral("Forest"))));
    QTest::mousePress(m_window, Qt::LeftButton, {}, hex(3, 4));
    QTest::mouseMove(m_window, hex(4, 4));
    QTest::mouseRelease(m_window, Qt::LeftButton, {}, hex(4, 4));
    settle();
    QCOMPARE(s().terrain.size(), std::size_t{2});
    QCOMPARE(s().terrain[0].type, std::string("forest"));
    QCOMPARE(s().terrain[1].type, std::string("forest"));
    QCOMPARE(document.undoStack()->count(), 1);

    // 2. Hex-side tool, Enclosure wall, a click near the east side of 6,2.
    QVERIFY(chooseTool("hexside"));
    QVERIFY(click(choiceNamed(m_window, QStringLiteral("Enclosure Wall"))));
    QTest::mouseMove(m_window, nearSide(6, 2, 1));
    QTest::mouseClick(m_window, Qt::LeftButton, {}, nearSide(6, 2, 1));
    settle();
    QCOMPARE(s().hexsides.size(), std::size_t{1});
    QCOMPARE(s().hexsides[0].type, std::string("enclosure-wall"));

    // 3. A unit (the palette's first army and type, four blocks) and a named leader.
    QVERIFY(chooseTool("unit"));
    QTest::mouseClick(m_window, Qt::LeftButton, {}, hex(6, 6));
    settle();
    QCOMPARE(s().units.size(), std::size_t{1});
    QVERIFY(chooseTool("leader"));
    QQuickItem* leaderName = byName(m_window, QStringLiteral("leaderNameField"));
    QVERIFY(click(leaderName));
    for (const char c : QByteArrayLiteral("Lord George Murray")) QTest::keyClick(m_window, c);
    QTest::mouseClick(m_window, Qt::LeftButton, {}, hex(8, 7));
    settle();
    QCOMPARE(s().leaders.size(), std::size_t{1});
    QCOMPARE(s().leaders[0].name, std::string("Lord George Murray"));

    // 4. Select tool: drag the unit from 6,6 to 5,5; the inspector then shows it.
    QVERIFY(chooseTool("select"));
    QTest::mousePress(m_window, Qt::LeftButton, {}, hex(6, 6));
    QTest::mouseMove(m_window, hex(6, 5));
    QTest::mouseMove(m_window, hex(5, 5));
    QTest::mouseRelease(m_window, Qt::LeftButton, {}, hex(5, 5));
    settle();
    QVERIFY(tricorne::toOffset(s().units[0].hex) == (tricorne::Offset{5, 5}));

    // 5. The Chief marker, in the inspector.
    QQuickItem* chief = nullptr;
    QTRY_VERIFY((chief = byName(m_window, QStringLiteral("inspectorChief"))) != nullptr);
    QVERIFY(m_window->contentItem()->contains(centreOf(chief)));
    QVERIFY(click(chief));
    QVERIFY(s().units[0].chief);

    // … then drag the leader from 8,7 to 8,8.
    QTest::mousePress(m_window, Qt::LeftButton, {}, hex(8, 7));
    QTest::mouseMove(m_window, hex(8, 8));
    QTest::mouseRelease(m_window, Qt::LeftButton, {}, hex(8, 8));
    settle();
    QVERIFY(tricorne::toOffset(s().leaders[0].hex) == (tricorne::Offset{8, 8}));

    // 6. Objective tool: one objective on 6,4.
    QVERIFY(chooseTool("objective"));
    QTest::mouseClick(m_window, Qt::LeftButton, {}, hex(6, 4));
    settle();
    QCOMPARE(s().objectives.size(), std::size_t{1});
    // Shift+click adds a hex to it: an objective over a group.
    QTest::mouseClick(m_window, Qt::LeftButton, Qt::ShiftModifier, hex(7, 4));
    settle();
    QCOMPARE(s().objectives.size(), std::size_t{1});
    QCOMPARE(s().objectives[0].hexes.size(), std::size_t{2});
    QCOMPARE(document.undoStack()->count(), 9);

    // 7. The side panel's tabs: retitle the battle in the notes (typing is one undo step), then
    // the roster and the history list what was done.
    grab(QStringLiteral("problems"));
    QVERIFY(click(byName(m_window, QStringLiteral("tab-notes"))));
    QVERIFY(click(byName(m_window, QStringLiteral("notesTitle"))));
    QTest::keyClick(m_window, Qt::Key_A, Qt::ControlModifier);
    for (const char c : QByteArrayLiteral("Skirmish at the ford")) QTest::keyClick(m_window, c);
    settle();
    QCOMPARE(s().metadata.title, std::string("Skirmish at the ford"));
    QCOMPARE(document.undoStack()->count(), 10);
    grab(QStringLiteral("notes"));
    QVERIFY(click(byName(m_window, QStringLiteral("tab-rules"))));
    QVERIFY(click(byName(m_window, QStringLiteral("addTextRule"))));
    QCOMPARE(s().specialRules.size(), std::size_t{1});
    QQuickItem* ruleText = nullptr;
    QTRY_VERIFY((ruleText = byName(m_window, QStringLiteral("field-text"))) != nullptr);
    // The rules panel scrolls the new rule's card into view.
    QTRY_VERIFY(QRect(QPoint(0, 0), m_window->size()).contains(centreOf(ruleText)));
    QVERIFY(click(ruleText));
    QTest::keyClick(m_window, Qt::Key_A, Qt::ControlModifier);  // replace the placeholder rule text
    for (const char c : QByteArrayLiteral("No quarter given.")) QTest::keyClick(m_window, c);
    settle();
    QCOMPARE(s().specialRules[0].text, std::string("No quarter given."));
    QCOMPARE(document.undoStack()->count(), 12);  // the rule, and its text as one step
    QQuickItem* notEnforced = findItem(m_window->contentItem(), [](QQuickItem* i) {
        return i->isVisible() && i->property("text").toString().contains(QStringLiteral("not enforced in playtest"));
    });
    QVERIFY(notEnforced);
    QQuickItem* reason = byName(m_window, QStringLiteral("ruleReason"));  // why, next to the mark
    QVERIFY(reason && reason->isVisible() && reason->property("text").toString().startsWith(QStringLiteral("Why: ")));
    grab(QStringLiteral("rules"));
    QVERIFY(click(byName(m_window, QStringLiteral("tab-roster"))));
    QQuickItem* roster = byName(m_window, QStringLiteral("rosterList"));
    QVERIFY(roster);
    QCOMPARE(roster->property("count").toInt(), 6);  // Highland Infantry, 2 × Leaders, Terrain tiles, Hex-side features, Chief markers
    grab(QStringLiteral("roster"));
    QVERIFY(click(byName(m_window, QStringLiteral("tab-history"))));
    QQuickItem* history = byName(m_window, QStringLiteral("historyList"));
    QVERIFY(history);
    QCOMPARE(history->property("count").toInt(), 13);  // "Opened" and twelve edits
    grab(QStringLiteral("history"));
    // Away from the text field, so that Ctrl+Z below is the window's undo, not the field's.
    QVERIFY(click(byName(m_window, QStringLiteral("tab-problems"))));

    // The export, byte for byte.
    QVERIFY2(document.canExport(), qPrintable(document.exportBlockedReason()));
    QTemporaryDir dir;
    const QString exported = dir.filePath(QStringLiteral("authored.tricorne.json"));
    QVERIFY2(document.exportTo(exported), qPrintable(document.errorString()));
    QFile out(exported);
    QVERIFY(out.open(QIODevice::ReadOnly));
    const QByteArray bytes = out.readAll();
    if (qEnvironmentVariableIntValue("TRICORNE_UPDATE_GOLDEN") == 1) {
        QFile golden(QString::fromUtf8(kGolden));
        QVERIFY(golden.open(QIODevice::WriteOnly | QIODevice::Truncate));
        golden.write(bytes);
        qInfo("wrote %s", kGolden);
    } else {
        QFile golden(QString::fromUtf8(kGolden));
        QVERIFY2(golden.open(QIODevice::ReadOnly), kGolden);
        const QByteArray expected = golden.readAll();
        QVERIFY2(bytes == expected, bytes.constData());
    }

    // Ctrl+Z until nothing is left to undo: the template again, and not modified.
    for (int i = 0; i < 20 && document.undoStack()->canUndo(); ++i) {
        QTest::keyClick(m_window, Qt::Key_Z, Qt::ControlModifier);
        settle();
    }
    QCOMPARE(document.undoStack()->index(), 0);
    QVERIFY(s() == original);
    QCOMPARE(QByteArray::fromStdString(tricorne::canonicalScenarioText(s())),
             QByteArray::fromStdString(tricorne::canonicalScenarioText(original)));
}

STUDIO_TEST_MAIN("studio-authoring-tests", AuthoringTest)
#include "authoring_test.moc"
