// Playtest choices on the board, in words players use: over a whole bot game of
// each shipped battle no choice, prompt or log line names a piece by its scenario id or a card
// by its hand slot; a Combat card's reposition is made by clicks (the card, the leader, the
// hex) in the real window; the side panel scrolls to a new decision; a phase that passes with
// nothing to do says so in the log; a rally check's dice are labelled as one, with their
// reasons. Screenshots of the reposition and of a log with cards and a rally check are written
// to the test output (TRICORNE_GRAB_DIR, else the build's screenshots/ folder).
#include <algorithm>
#include <functional>
#include <optional>

#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QQmlApplicationEngine>
#include <QQuickItem>
#include <QQuickStyle>
#include <QQuickWindow>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#include "common/boardgeometry.h"
#include "document/scenariodocument.h"
#include "main_window.h"
#include "playtest/playtestsession.h"
#include "playtest/playtestview.h"
#include "studio_test_main.h"
#include "tricorne/play/game.h"

namespace {

constexpr auto kKilliecrankie = TRICORNE_SOURCE_DIR "/scenarios/killiecrankie.tricorne.json";

/// The shipped battles: the two scenarios and the templates with pieces on the board.
const QStringList kBattles{QStringLiteral(TRICORNE_SOURCE_DIR "/scenarios/killiecrankie.tricorne.json"),
                           QStringLiteral(TRICORNE_SOURCE_DIR "/scenarios/bemis-heights.tricorne.json"),
                           QStringLiteral(TRICORNE_SOURCE_DIR "/templates/scenarios/starter-hill-assault.tricorne.json"),
                           QStringLiteral(TRICORNE_SOURCE_DIR "/templates/scenarios/starter-river-crossing.tricorne.json")};

/// What an id looks like in text: any unit or leader id of the scenario as a whole word (case
/// kept: the leader "dundee" is named "Dundee"), or a card named by its slot ("Combat card 2",
/// "card 3 of the hand", "Command card 1", "drawn card 2").
QRegularExpression idPattern(const tricorne::Scenario& scenario) {
    QStringList alternatives{QStringLiteral("Combat card \\d"), QStringLiteral("Command card \\d"), QStringLiteral("card \\d+ of the hand"),
                             QStringLiteral("drawn card \\d")};
    for (const auto& u : scenario.units) alternatives << QStringLiteral("\\b%1\\b").arg(QRegularExpression::escape(QString::fromStdString(u.id)));
    for (const auto& l : scenario.leaders) alternatives << QStringLiteral("\\b%1\\b").arg(QRegularExpression::escape(QString::fromStdString(l.id)));
    return QRegularExpression(alternatives.join(QLatin1Char('|')));
}

/// Every text a player reads of the decision now: the prompt, the choices as listed (and, so
/// that repositions count too, every legal action's label), the hand.
QStringList decisionTexts(const PlaytestSession& session) {
    QStringList texts{session.prompt(), session.boardHint()};
    for (const playtest::Choice& c : session.choices()) texts << c.label << c.detail;
    const tricorne::Rules& rules = *session.rules();
    for (const playtest::Choice& c : playtest::choices(rules, *session.state(), tricorne::legalActions(rules, *session.state())))
        texts << c.label << c.detail;
    for (const playtest::HandCard& card : session.hand()) texts << card.name << card.text;
    return texts;
}

/// The "text" of every action of the log `session` saves: what a reader of the file sees.
QStringList savedLogTexts(PlaytestSession& session) {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("game.tricorne-log.json"));
    if (!session.saveLog(path)) return {QStringLiteral("(the log was not saved)")};
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) return {QStringLiteral("(the saved log does not open)")};
    QStringList texts;
    for (const QJsonValue& action : QJsonDocument::fromJson(file.readAll()).object().value(QStringLiteral("actions")).toArray())
        texts << action.toObject().value(QStringLiteral("text")).toString();
    return texts;
}

QStringList logTexts(const PlaytestSession& session) {
    QStringList texts;
    for (const QVariant& v : session.log()) {
        const QVariantMap line = v.toMap();
        texts << line[QStringLiteral("text")].toString() << line[QStringLiteral("notes")].toStringList();
    }
    return texts;
}

/// Steps paused bots one decision at a time until `done` or the game ends (so the session shows
/// every decision, as it does at a bot's pace).
int stepBots(PlaytestSession& session, const std::function<bool()>& done, int limit = 20000) {
    int steps = 0;
    while (!session.isGameOver() && !done() && steps < limit && session.stepBot()) ++steps;
    return steps;
}

using fixtures::findItem;   // quick_items.h, through main_window.h

QQuickItem* byName(QQuickWindow* window, const QString& name) {
    return findItem(window->contentItem(), [&](QQuickItem* i) { return i->objectName() == name && i->isVisible(); });
}

void settle() { QTest::qWait(60); }

QString screenshotDir() {
    QString dir = qEnvironmentVariable("TRICORNE_GRAB_DIR");
    if (dir.isEmpty()) dir = QStringLiteral(TRICORNE_SCREENSHOT_DIR);
    QDir().mkpath(dir);
    return dir;
}

/// Human players take the first way out of each phase (end orders, end combat, no more guns),
/// else the first choice, until a Combat card's reposition is on offer.
bool playToAReposition(PlaytestSession& session) {
    for (int guard = 0; guard < 400 && !session.isGameOver(); ++guard) {
        const tricorne::Rules& rules = *session.rules();
        const std::vector<tricorne::Action> legal = tricorne::legalActions(rules, *session.state());
        if (std::any_of(legal.begin(), legal.end(), [](const tricorne::Action& a) { return a.kind == tricorne::ActionKind::RepositionLeader; }))
            return true;
        const auto end = std::find_if(session.choices().begin(), session.choices().end(),
                                      [](const playtest::Choice& c) { return c.group == QLatin1String("end"); });
        if (!session.choose(end != session.choices().end() ? end->index : session.choices().front().index)) return false;
    }
    return false;
}

}  // namespace

class PlaytestWordingTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QQuickStyle::setStyle(QStringLiteral("Fusion")); }
    void noIdInAnyChoiceOrLogLine();
    void phaseWithNothingToDoIsLogged();
    void rallyCheckIsLabelledWithItsDiceAndModifiers();
    void repositionIsMadeOnTheBoardByClicks();
    void panelScrollsToTheNewDecision();
    void logOfATurnWithCardsAndARallyCheck();

private:
    QQuickWindow* m_window = nullptr;
    QPoint hex(int col, int row) const { return BoardGeometry::windowPoint(m_window->size(), {col, row}).toPoint(); }
    void clickHex(int col, int row) {
        QTest::mouseClick(m_window, Qt::LeftButton, {}, hex(col, row));
        settle();
    }
    bool click(QQuickItem* item) {
        if (!item) return false;
        QTest::mouseClick(m_window, Qt::LeftButton, {}, item->mapToScene({item->width() / 2, item->height() / 2}).toPoint());
        settle();
        return true;
    }
    void grab(const QString& name) const {
        const QString path = screenshotDir() + QLatin1Char('/') + name + QStringLiteral(".png");
        QVERIFY(m_window->grabWindow().save(path));
        qInfo("screenshot: %s", qPrintable(path));
    }
    /// The main window on `document`, playtesting with both sides human; its session.
    PlaytestSession* openPlaytest(QQmlApplicationEngine& engine, ScenarioDocument& document);
};

PlaytestSession* PlaytestWordingTest::openPlaytest(QQmlApplicationEngine& engine, ScenarioDocument& document) {
    m_window = fixtures::loadMainWindow(engine, document);
    if (!m_window) return nullptr;
    m_window->resize(1280, 800);
    if (!QTest::qWaitForWindowExposed(m_window)) return nullptr;
    auto* session = m_window->property("playtestSession").value<PlaytestSession*>();
    if (!session) return nullptr;
    session->setBottomPlayer(QStringLiteral("human"));
    session->setTopPlayer(QStringLiteral("human"));
    settle();
    if (QQuickItem* button = byName(m_window, QStringLiteral("playtestButton"))) click(button);
    return session->isActive() ? session : nullptr;
}

void PlaytestWordingTest::noIdInAnyChoiceOrLogLine() {
    for (const QString& battle : kBattles) {
        for (const auto& [bottom, top, seed] : {std::tuple{"greedy", "random", 3}, std::tuple{"random", "greedy", 8}}) {
            ScenarioDocument document;
            QVERIFY2(document.openFile(battle), qPrintable(battle));
            PlaytestSession session;
            session.setPaused(true);  // stepped by hand: every decision is shown, and read
            session.setBottomPlayer(QLatin1String(bottom));
            session.setTopPlayer(QLatin1String(top));
            session.setSeed(seed);
            QVERIFY(session.start(&document));
            const QRegularExpression ids = idPattern(session.rules()->scenario());
            QVERIFY(ids.isValid());
            QStringList texts;
            int steps = 0;
            for (; !session.isGameOver() && steps < 20000; ++steps) {
                texts << decisionTexts(session);
                QVERIFY(session.stepBot());
            }
            QVERIFY2(session.isGameOver(), qPrintable(battle));
            texts << logTexts(session) << session.result();
            // The saved log reads as the playtest does (issue 30: it said "continental-3").
            const QStringList saved = savedLogTexts(session);
            QCOMPARE(saved.size(), steps);
            texts << saved;
            int checked = 0;
            for (const QString& text : std::as_const(texts)) {
                if (text.isEmpty()) continue;
                ++checked;
                const QRegularExpressionMatch id = ids.match(text);
                QVERIFY2(!id.hasMatch(), qPrintable(QStringLiteral("%1: \"%2\" names \"%3\"").arg(battle, text, id.captured())));
            }
            QVERIFY(checked > steps);  // something was read at every step
        }
    }
}

void PlaytestWordingTest::phaseWithNothingToDoIsLogged() {
    // Killiecrankie, both sides human: take the way out of every phase. A card whose orders go
    // unused leaves nothing to move and nothing to battle: the engine passes those phases.
    ScenarioDocument document;
    QVERIFY(document.openFile(QString::fromUtf8(kKilliecrankie)));
    PlaytestSession session;
    session.setBottomPlayer(QStringLiteral("human"));
    session.setTopPlayer(QStringLiteral("human"));
    QVERIFY(session.start(&document));
    for (int guard = 0; guard < 100 && session.phase() != QLatin1String("Order"); ++guard) {
        const auto& choices = session.choices();
        const auto end = std::find_if(choices.begin(), choices.end(), [](const playtest::Choice& c) { return c.group == QLatin1String("end"); });
        QVERIFY(session.choose(end != choices.end() ? end->index : choices.front().index));
    }
    QCOMPARE(session.phase(), QStringLiteral("Order"));
    const auto endOrders = std::find_if(session.choices().begin(), session.choices().end(),
                                        [](const playtest::Choice& c) { return c.kind == QLatin1String("end-orders"); });
    QVERIFY(endOrders != session.choices().end());
    QVERIFY(session.choose(endOrders->index));
    QVERIFY(session.phase() != QLatin1String("Move"));
    const QVariantMap last = session.log().constLast().toMap();
    QCOMPARE(last[QStringLiteral("text")].toString(), QStringLiteral("End orders"));
    const QStringList notes = last[QStringLiteral("notes")].toStringList();
    const QString side = last[QStringLiteral("sideName")].toString();
    QVERIFY2(notes.contains(QStringLiteral("Move: %1 has no ordered piece that can move — the phase passes").arg(side)), qPrintable(notes.join('\n')));
    QVERIFY2(notes.contains(QStringLiteral("Combat: no ordered %1 unit can battle — the phase passes").arg(side)), qPrintable(notes.join('\n')));
}

void PlaytestWordingTest::rallyCheckIsLabelledWithItsDiceAndModifiers() {
    // A rally check, as the log shows it: "Rally check for <unit>: N dice (<blocks> blocks,
    // +1 …): <faces> — rallies / no flag: routs", its faces the line's own dice in order.
    static const QRegularExpression label(
        QStringLiteral("^Rally check for (.+): (\\d+) dic?e? ?\\((\\d+) blocks?(, [+-]\\d+ [^,]+)*\\): ([a-z, ]+) — (rallies|no flag: routs)$"));
    for (qint64 seed = 1; seed <= 6; ++seed) {
        ScenarioDocument document;
        QVERIFY(document.openFile(QString::fromUtf8(kKilliecrankie)));
        PlaytestSession session;
        session.setPaused(true);
        session.setBottomPlayer(QStringLiteral("greedy"));
        session.setTopPlayer(QStringLiteral("greedy"));
        session.setSeed(seed);
        QVERIFY(session.start(&document));
        stepBots(session, [] { return false; });
        for (const QVariant& v : session.log()) {
            const QVariantMap line = v.toMap();
            for (const QString& note : line[QStringLiteral("notes")].toStringList()) {
                if (!note.startsWith(QStringLiteral("Rally check"))) continue;
                const QRegularExpressionMatch m = label.match(note);
                QVERIFY2(m.hasMatch(), qPrintable(note));
                const QStringList faces = m.captured(5).split(QStringLiteral(", "));
                QCOMPARE(faces.size(), m.captured(2).toInt());
                // The faces named are dice the line rolled, in that order.
                const QStringList dice = line[QStringLiteral("dice")].toStringList();
                bool found = false;
                for (qsizetype i = 0; i + faces.size() <= dice.size() && !found; ++i) found = dice.mid(i, faces.size()) == faces;
                QVERIFY2(found, qPrintable(note + QStringLiteral(" / ") + dice.join(' ')));
                QCOMPARE(m.captured(6) == QLatin1String("rallies"), faces.contains(QStringLiteral("flag")));
                return;
            }
        }
    }
    QFAIL("no rally check in six bot games of Killiecrankie");
}

void PlaytestWordingTest::repositionIsMadeOnTheBoardByClicks() {
    ScenarioDocument document;
    QVERIFY(document.openFile(QString::fromUtf8(kKilliecrankie)));
    QQmlApplicationEngine engine;
    PlaytestSession* session = openPlaytest(engine, document);
    QVERIFY(session);
    QVERIFY(playToAReposition(*session));
    settle();
    const tricorne::Rules& rules = *session->rules();

    // The list holds no reposition: the few choices that are not places, in words.
    for (const playtest::Choice& c : session->choices()) QVERIFY2(c.group != QLatin1String("reposition"), qPrintable(c.label));
    QVERIFY2(session->choices().size() < 10, qPrintable(QString::number(session->choices().size())));
    const auto card = std::find_if(session->hand().begin(), session->hand().end(), [](const playtest::HandCard& c) { return c.repositions; });
    QVERIFY(card != session->hand().end());
    const int slot = card->handIndex;
    const QString cardName = card->name;

    // 1. Click the card in the hand.
    QQuickItem* cardItem = byName(m_window, QStringLiteral("combat-card-%1").arg(slot));
    QVERIFY(cardItem);
    QVERIFY2(cardItem->mapToScene({0, cardItem->height()}).y() <= m_window->height(), "the card is in view");
    QVERIFY(click(cardItem));
    const auto picks = [&] {
        std::vector<playtest::Choice> rows;
        for (const playtest::Choice& c : session->choices())
            if (c.group == QLatin1String("pick")) rows.push_back(c);
        return rows;
    };
    QVERIFY(!picks().empty());
    const playtest::Choice leader = picks().front();
    QVERIFY(leader.label == QString::fromStdString(rules.scenario().leaders[static_cast<std::size_t>(leader.leader)].name));

    // 2. Click the leader on the board: his hexes are marked, the list stays short.
    clickHex(leader.col, leader.row);
    std::vector<playtest::Choice> hexes;
    for (const playtest::Choice& c : session->choices())
        if (c.group == QLatin1String("reposition")) hexes.push_back(c);
    QVERIFY(!hexes.empty());
    for (const playtest::Choice& c : hexes) QCOMPARE(c.leader, leader.leader);
    QVERIFY(byName(m_window, QStringLiteral("playtestBoardHint")));
    grab(QStringLiteral("playtest-reposition-1-leader-picked"));

    // 3. Click a hex: he goes there, the card is discarded, the log says so in words.
    const playtest::Choice to = hexes.back();
    const std::size_t logSize = session->gameLog()->entries.size();
    clickHex(to.col, to.row);
    QCOMPARE(session->gameLog()->entries.size(), logSize + 1);
    QCOMPARE(session->gameLog()->entries.back().action.kind, tricorne::ActionKind::RepositionLeader);
    const tricorne::Offset now = tricorne::toOffset(session->state()->leaders[static_cast<std::size_t>(leader.leader)].hex);
    QCOMPARE(now.col, to.col);
    QCOMPARE(now.row, to.row);
    const QString text = session->log().constLast().toMap()[QStringLiteral("text")].toString();
    QCOMPARE(text, QStringLiteral("Discard %1: %2 repositions to %3,%4").arg(cardName.chopped(QStringLiteral(" (Combat)").size()), leader.label)
                       .arg(to.col).arg(to.row));
    grab(QStringLiteral("playtest-reposition-2-done"));
}

void PlaytestWordingTest::panelScrollsToTheNewDecision() {
    ScenarioDocument document;
    QVERIFY(document.openFile(QString::fromUtf8(kKilliecrankie)));
    QQmlApplicationEngine engine;
    PlaytestSession* session = openPlaytest(engine, document);
    QVERIFY(session);
    auto* scroll = qobject_cast<QQuickItem*>(byName(m_window, QStringLiteral("playtestPanelScroll")));
    QVERIFY(scroll);
    auto* flick = scroll->property("contentItem").value<QQuickItem*>();
    QVERIFY(flick);
    QQuickItem* decision = byName(m_window, QStringLiteral("playtestDecision"));
    QVERIFY(decision);
    const auto inView = [&] {
        const qreal top = decision->mapToItem(flick, {0, 0}).y();
        return top >= 0 && top + decision->height() <= flick->height();
    };
    // Play on with the panel scrolled to its bottom each time: every new decision comes back.
    int decisions = 0;
    for (int guard = 0; guard < 12 && !session->isGameOver(); ++guard) {
        const qreal most = flick->property("contentHeight").toReal() - flick->height();
        if (most <= decision->height()) {  // nothing to scroll: play on until the panel is full
            QVERIFY(session->choose(session->choices().front().index));
            settle();
            continue;
        }
        flick->setProperty("contentY", most);
        settle();
        QVERIFY(!inView());
        QVERIFY(session->choose(session->choices().front().index));
        settle();
        QVERIFY2(inView(), qPrintable(QStringLiteral("after %1: contentY %2").arg(session->prompt()).arg(flick->property("contentY").toReal())));
        ++decisions;
    }
    QVERIFY(decisions > 0);
}

void PlaytestWordingTest::logOfATurnWithCardsAndARallyCheck() {
    // Bots play Killiecrankie in the window, a decision at a time, until an action's line holds
    // a rally check; the log (the left panel, at its end) then shows that turn.
    ScenarioDocument document;
    QVERIFY(document.openFile(QString::fromUtf8(kKilliecrankie)));
    QQmlApplicationEngine engine;
    PlaytestSession* session = openPlaytest(engine, document);
    QVERIFY(session);
    session->setPaused(true);
    session->setBottomPlayer(QStringLiteral("greedy"));
    session->setTopPlayer(QStringLiteral("greedy"));
    const auto rallied = [&] {
        const QVariantList log = session->log();
        return !log.isEmpty() && log.constLast().toMap()[QStringLiteral("notes")].toStringList().join('\n').contains(QStringLiteral("Rally check for"));
    };
    stepBots(*session, rallied);
    QVERIFY2(rallied(), "a rally check came up");
    settle();
    // The turn's card is in the log too.
    const QVariantList log = session->log();
    const int turn = log.constLast().toMap()[QStringLiteral("turn")].toInt();
    QVERIFY(std::any_of(log.begin(), log.end(), [&](const QVariant& v) {
        const QVariantMap line = v.toMap();
        return line[QStringLiteral("turn")].toInt() == turn && line[QStringLiteral("text")].toString().startsWith(QStringLiteral("Play "));
    }));
    QQuickItem* logView = byName(m_window, QStringLiteral("playtestLog"));
    QVERIFY(logView);
    QVERIFY2(logView->property("atYEnd").toBool(), qPrintable(QStringLiteral("contentY %1 contentHeight %2 height %3 originY %4").arg(logView->property("contentY").toReal()).arg(logView->property("contentHeight").toReal()).arg(logView->height()).arg(logView->property("originY").toReal())));
    grab(QStringLiteral("playtest-log-with-rally-check"));
}

STUDIO_TEST_MAIN("studio-playtest-wording-tests", PlaytestWordingTest)
#include "playtest_wording_test.moc"
