// Playtest mode through the real main window, offscreen, with real mouse events (a turn
// clicked through): on a blank Jacobite Rising board with two unsaved
// units, press Playtest, play a card, order the unit by clicking it on the board, end orders,
// move it a hex, fire at the enemy (staged dice: one flag), let the enemy choose his retreat
// hex on the board, end combat — the turn passes to the other side. Back to editing leaves the
// unsaved scenario exactly as it was.
#include <functional>
#include <optional>

#include <QQmlApplicationEngine>
#include <QQuickItem>
#include <QQuickStyle>
#include <QQuickWindow>
#include <QTest>

#include "common/boardgeometry.h"
#include "document/scenariodocument.h"
#include "editing/scenarioeditor.h"
#include "main_window.h"
#include "playtest/playtestsession.h"
#include "studio_test_main.h"
#include "tricorne/io/scenario_json.h"
#include "tricorne/model/scenario.h"
#include "tricorne/play/explain.h"
#include "tricorne/text/explain_text.h"

namespace {

constexpr auto kTemplate = TRICORNE_SOURCE_DIR "/templates/scenarios/blank-jacobite-rising.tricorne.json";

using fixtures::findItem;   // quick_items.h, through main_window.h

QQuickItem* byName(QQuickWindow* window, const QString& name) {
    return findItem(window->contentItem(), [&](QQuickItem* i) { return i->objectName() == name && i->isVisible(); });
}

void settle() { QTest::qWait(40); }

/// The first choice of `group` (and kind, when given) the session offers now.
std::optional<playtest::Choice> firstChoice(const PlaytestSession& session, const QString& group, const QString& kind = {}) {
    for (const playtest::Choice& c : session.choices())
        if (c.group == group && (kind.isEmpty() || c.kind == kind)) return c;
    return std::nullopt;
}

}  // namespace

class PlaytestWindowTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QQuickStyle::setStyle(QStringLiteral("Fusion")); }
    void clickThroughATurn();

private:
    QQuickWindow* m_window = nullptr;
    QPoint hex(int col, int row) const { return BoardGeometry::windowPoint(m_window->size(), {col, row}).toPoint(); }
    bool click(QQuickItem* item) {
        if (!item) return false;
        QTest::mouseClick(m_window, Qt::LeftButton, {}, item->mapToScene({item->width() / 2, item->height() / 2}).toPoint());
        settle();
        return true;
    }
    bool clickButton(const QString& name) { return click(byName(m_window, name)); }
    void clickHex(int col, int row) {
        QTest::mouseClick(m_window, Qt::LeftButton, {}, hex(col, row));
        settle();
    }
    void grab(const QString& name) const {
        const QString dir = qEnvironmentVariable("TRICORNE_GRAB_DIR");
        if (!dir.isEmpty()) m_window->grabWindow().save(dir + QLatin1Char('/') + name + QStringLiteral(".png"));
    }
};

void PlaytestWindowTest::clickThroughATurn() {
    ScenarioDocument document;
    QVERIFY(document.newFromTemplate(QString::fromUtf8(kTemplate)));
    ScenarioEditor editor;
    editor.setDocument(&document);
    // Jacobites at the bottom (6,7), Government at the top (6,3): unsaved edits, played as they stand.
    QVERIFY(!editor.placeUnit(6, 7, QStringLiteral("jacobite"), QStringLiteral("regular"), 4, {}).isEmpty());
    QVERIFY(!editor.placeUnit(6, 3, QStringLiteral("government"), QStringLiteral("regular"), 4, {}).isEmpty());
    // A second Jacobite unit, ordered but held back: its chance to fire keeps the combat phase
    // open, so the turn ends with a click.
    QVERIFY(!editor.placeUnit(7, 5, QStringLiteral("jacobite"), QStringLiteral("regular"), 4, {}).isEmpty());
    const std::string before = tricorne::canonicalScenarioText(*document.scenario());

    QQmlApplicationEngine engine;
    m_window = fixtures::loadMainWindow(engine, document);
    QVERIFY(m_window);
    QVERIFY(QTest::qWaitForWindowExposed(m_window));
    auto* session = m_window->property("playtestSession").value<PlaytestSession*>();
    QVERIFY(session);
    session->setBottomPlayer(QStringLiteral("human"));
    session->setTopPlayer(QStringLiteral("human"));
    settle();

    // Playtest: the tool bar button; editing tools are locked.
    QVERIFY(clickButton(QStringLiteral("playtestButton")));
    QVERIFY2(session->isActive(), qPrintable(session->error()));
    QVERIFY(!byName(m_window, QStringLiteral("tool-terrain"))->isEnabled());
    QCOMPARE(session->phase(), QStringLiteral("Play a card"));
    const tricorne::Rules& rules = *session->rules();
    QCOMPARE(rules.unitSide(0), session->state()->active);
    constexpr int mover = 0, enemyUnit = 1, reserve = 2;
    const tricorne::Offset from = tricorne::toOffset(session->state()->units[mover].hex);

    // 1. Play a card that can order our unit (clicking the card in the hand).
    int card = -1, most = 0;
    for (const playtest::HandCard& c : session->hand()) {
        if (c.units.size() > most) {
            card = c.handIndex;
            most = static_cast<int>(c.units.size());
        }
    }
    QCOMPARE(most, 2);  // seed 1 deals Probe Center
    QVERIFY(clickButton(QStringLiteral("card-%1").arg(card)));
    QCOMPARE(session->phase(), QStringLiteral("Order"));
    grab(QStringLiteral("playtest-1-card"));

    // 2. Order the unit by clicking it on the board, then end orders.
    clickHex(from.col, from.row);
    QVERIFY(session->state()->units[mover].ordered);
    clickHex(7, 5);
    QVERIFY(session->state()->units[reserve].ordered);
    if (session->phase() == QLatin1String("Order"))  // orders left on the card: say we are done
        QVERIFY(clickButton(QStringLiteral("choice-end-orders")));
    QCOMPARE(session->phase(), QStringLiteral("Move"));

    // 3. Move: click the unit, then a highlighted step toward the enemy.
    clickHex(from.col, from.row);
    const tricorne::Offset enemy = tricorne::toOffset(session->state()->units[enemyUnit].hex);
    std::optional<playtest::Choice> step;
    for (const playtest::Choice& c : session->choices()) {
        if (c.group == QLatin1String("step") && std::abs(enemy.row - c.row) < std::abs(enemy.row - from.row)) {
            step = c;
            break;
        }
    }
    QVERIFY2(step, "a step toward the enemy is offered");
    grab(QStringLiteral("playtest-2-steps"));
    clickHex(step->col, step->row);
    QCOMPARE(tricorne::toOffset(session->state()->units[mover].hex).row, step->row);
    grab(QStringLiteral("playtest-2-moved"));
    if (firstChoice(*session, QStringLiteral("end"), QStringLiteral("end-move")))
        QVERIFY(clickButton(QStringLiteral("choice-end-move")));
    if (session->phase() == QLatin1String("Move")) QVERIFY(clickButton(QStringLiteral("choice-end-movement")));
    QCOMPARE(session->phase(), QStringLiteral("Combat"));

    // 4. Fire: the target shows its dice; stage one flag and misses, then a rallying flag.
    const std::optional<playtest::Choice> target = firstChoice(*session, QStringLiteral("target"));
    QVERIFY2(target, "the enemy is a target after the move");
    const int dice = target->dice;
    QVERIFY(dice >= 1);
    // The panel shows the engine's explanation of the attack, word for word.
    const auto explained = tricorne::explainAction(rules, *session->state(), tricorne::legalActions(rules, *session->state())[static_cast<std::size_t>(target->index)]).attack;
    QVERIFY(explained);
    QCOMPARE(dice, explained->dice);
    QCOMPARE(target->detail, QString::fromStdString(tricorne::describeAttackDice(*explained)));
    // The target is clicked on the board (places are not listed); with the pointer on
    // it the status line gives the dice and why.
    QTest::mouseMove(m_window, hex(enemy.col, enemy.row));
    settle();
    QVERIFY2(findItem(m_window->contentItem(), [&](QQuickItem* i) { return i->isVisible() && i->property("text").toString().contains(target->detail); }),
             qPrintable(target->detail));
    QStringList staged{QStringLiteral("flag")};
    for (int i = 1; i < dice; ++i) staged << QStringLiteral("artillery");
    staged << QStringLiteral("flag") << QStringLiteral("flag");
    QVERIFY(session->stageDice(staged));
    clickHex(enemy.col, enemy.row);
    QVERIFY(session->state()->units[mover].battled);
    QVERIFY(byName(m_window, QStringLiteral("playtestDice")));
    QCOMPARE(session->lastRoll()[QStringLiteral("dice")].toStringList().mid(0, dice), staged.mid(0, dice));
    grab(QStringLiteral("playtest-3-fired"));

    // 5. The enemy decides his retreat: a highlighted hex on the board.
    QVERIFY2(session->prompt().contains(QStringLiteral("retreat")), qPrintable(session->prompt()));
    QCOMPARE(session->decidingSideText(), QString::fromLatin1(tricorne::positionName(rules.unitSide(enemyUnit))));
    const std::optional<playtest::Choice> retreat = firstChoice(*session, QStringLiteral("path"));
    QVERIFY(retreat);
    clickHex(retreat->col, retreat->row);
    const tricorne::Offset after = tricorne::toOffset(session->state()->units[enemyUnit].hex);
    QCOMPARE(after.col, retreat->col);
    QCOMPARE(after.row, retreat->row);
    QCOMPARE(session->state()->units[enemyUnit].blocks, std::int8_t{4});

    // 6. End the turn: the other side plays next.
    const int turn = session->turn();
    const tricorne::Position active = session->state()->active;
    QCOMPARE(session->phase(), QStringLiteral("Combat"));  // the reserve may still fire: we decline
    QVERIFY(clickButton(QStringLiteral("choice-end-combat")));
    QCOMPARE(session->turn(), turn + 1);
    QVERIFY(session->state()->active != active);
    QCOMPARE(session->phase(), QStringLiteral("Play a card"));
    QVERIFY(session->canUndoTurn() == false);
    grab(QStringLiteral("playtest-4-next-turn"));

    // Line of sight: Shift+click a piece; the status line says why a hex is out of sight.
    const tricorne::Offset reserveHex = tricorne::toOffset(session->state()->units[reserve].hex);
    QTest::mouseClick(m_window, Qt::LeftButton, Qt::ShiftModifier, hex(reserveHex.col, reserveHex.row));
    settle();
    QCOMPARE(session->losCol(), reserveHex.col);
    QCOMPARE(session->lineOfSight().size(), 137);
    QVERIFY(session->describeHex(enemy.col, enemy.row).contains(QStringLiteral("sight")));
    grab(QStringLiteral("playtest-5-line-of-sight"));

    // Back to editing (Esc): the scenario is as it was, unsaved edits and all.
    QTest::keyClick(m_window, Qt::Key_Escape);
    settle();
    QVERIFY(!session->isActive());
    QVERIFY(byName(m_window, QStringLiteral("tool-terrain"))->isEnabled());
    QCOMPARE(tricorne::canonicalScenarioText(*document.scenario()), before);
    QVERIFY(document.isModified());
}

STUDIO_TEST_MAIN("studio-playtest-window-tests", PlaytestWindowTest)
#include "playtest_window_test.moc"
