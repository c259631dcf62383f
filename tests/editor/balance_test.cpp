// The balance panel's runner: the run happens on a worker thread
// while the UI thread's event loop keeps going, Cancel stops it with fewer games than asked
// and no thread left behind, the result is exactly the engine's simulate() for the same games,
// seed and bots, and a second run after an edit names the edit; under the stopping rule the
// interval arrives batch by batch and the run stops with the engine's reason after the first
// games of the fixed run. No timing assertions: every check is about what happened in which order.
#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QSignalSpy>
#include <QTest>
#include <QTimer>

#include "balance/balancereport.h"
#include "balance/balancerunner.h"
#include "document/scenariodocument.h"
#include "editing/scenarioeditor.h"
#include "studio_test_main.h"
#include "tricorne/model/rules.h"

namespace {

const QString kKilliecrankie = QStringLiteral(TRICORNE_SOURCE_DIR "/scenarios/killiecrankie.tricorne.json");

/// The threads of this process, from /proc (Linux): a run must leave none of its own behind.
int threadCount() { return static_cast<int>(QDir(QStringLiteral("/proc/self/task")).entryList(QDir::Dirs | QDir::NoDotAndDotDot).size()); }

std::string dump(const tricorne::SimulationResult& r) { return tricorne::simulationToJson(r).dump(2); }

}  // namespace

class BalanceTest : public QObject {
    Q_OBJECT

private slots:
    void runDoesNotBlockTheEventLoopAndCancels();
    void destroyingTheRunnerMidRunIsSafe();
    void resultIsTheEnginesSimulate();
    void comparisonNamesTheEditBetweenRuns();
    void comparisonOnlyWithTheSamePlayersAndDiceNamingEveryDifference();
    void shownWinRatesNeverAddToMoreThanTheGames();
    void beforeARunTheForecastSaysHowLongItWillTake();
    void refusesAScenarioWithErrors();
    void unfinishedGamesComeWithTheirReasonAndSeeds();
    void stopsWhenClearWithItsReasonAfterTheFirstGames();
};

void BalanceTest::runDoesNotBlockTheEventLoopAndCancels() {
    ScenarioDocument document;
    QVERIFY(document.openFile(kKilliecrankie));
    const int threadsBefore = threadCount();

    BalanceRunner runner;
    runner.setDocument(&document);
    runner.setProperty("games", 100000);  // far more than the test will let it play
    runner.setProperty("seed", 3);
    QSignalSpy progress(&runner, &BalanceRunner::progressChanged);
    QSignalSpy finished(&runner, &BalanceRunner::finished);

    // A timer queued on the UI thread after the run starts must fire while the run goes on:
    // the run does not hold the event loop.
    bool timerFired = false;
    bool runningWhenTimerFired = false;
    QVERIFY(runner.run());
    QVERIFY(runner.isRunning());
    QTimer::singleShot(0, &runner, [&] {
        timerFired = true;
        runningWhenTimerFired = runner.isRunning();
    });
    QTRY_VERIFY(timerFired);
    QVERIFY(runningWhenTimerFired);
    // Progress reaches the UI thread, queued, game by game, before the run ends.
    QTRY_VERIFY(runner.done() >= 3);
    QVERIFY(runner.isRunning());
    QCOMPARE(finished.count(), 0);
    QVERIFY(progress.count() >= 2);
    QCOMPARE(runner.total(), 100000);
    // The time left, from the pace of the games so far: 100,000 greedy games take a while.
    QTRY_VERIFY(!runner.timeLeft().isEmpty());
    QVERIFY2(runner.timeLeft().startsWith(QStringLiteral("about ")) && runner.timeLeft().endsWith(QStringLiteral(" left")), qPrintable(runner.timeLeft()));
    QVERIFY(!runner.run());  // one run at a time
    QVERIFY(!runner.error().isEmpty());

    runner.cancel();
    QVERIFY(finished.wait(60000));
    QVERIFY(!runner.isRunning());
    QVERIFY(runner.lastResult());
    QVERIFY(runner.lastResult()->cancelled);
    QVERIFY(runner.lastResult()->played >= 3);
    QVERIFY(runner.lastResult()->played < 100000);
    QCOMPARE(runner.done(), static_cast<int>(runner.lastResult()->played));
    QVERIFY(runner.resultMap().value(QStringLiteral("cancelled")).toBool());
    QVERIFY(runner.timeLeft().isEmpty());   // nothing runs
    QCOMPARE(threadCount(), threadsBefore);  // the worker and simulate's threads are gone
}

void BalanceTest::destroyingTheRunnerMidRunIsSafe() {
    ScenarioDocument document;
    QVERIFY(document.openFile(kKilliecrankie));
    const int threadsBefore = threadCount();
    {
        auto runner = std::make_unique<BalanceRunner>();
        runner->setDocument(&document);
        runner->setProperty("games", 100000);
        QVERIFY(runner->run());
        QTRY_VERIFY(runner->done() >= 1);
        runner.reset();  // cancels and joins; its queued calls die with it
    }
    QCoreApplication::processEvents();  // nothing queued for the dead runner may run
    QCOMPARE(threadCount(), threadsBefore);
}

void BalanceTest::resultIsTheEnginesSimulate() {
    ScenarioDocument document;
    QVERIFY(document.openFile(kKilliecrankie));
    BalanceRunner runner;
    runner.setDocument(&document);
    runner.setProperty("games", 24);
    runner.setProperty("seed", 17);
    runner.setProperty("bottomBot", QStringLiteral("greedy"));
    runner.setProperty("topBot", QStringLiteral("random"));
    QSignalSpy finished(&runner, &BalanceRunner::finished);
    QVERIFY(runner.run());
    QVERIFY(finished.wait(120000));
    QVERIFY(runner.lastResult());
    QVERIFY(!runner.lastResult()->cancelled);

    tricorne::SimulationOptions options;
    options.games = 24;
    options.seed = 17;
    options.bots = {tricorne::BotKind::Greedy, tricorne::BotKind::Random};
    const tricorne::Rules rules(*document.scenario(), *document.system());
    QCOMPARE(dump(*runner.lastResult()), dump(tricorne::simulate(rules, options)));

    // What QML sees is the same result.
    const QVariantMap shown = runner.resultMap();
    QCOMPARE(shown.value(QStringLiteral("played")).toInt(), 24);
    const QVariantList sides = shown.value(QStringLiteral("sides")).toList();
    QCOMPARE(sides.size(), 2);
    QCOMPARE(sides[0].toMap().value(QStringLiteral("wins")).toLongLong(), runner.lastResult()->wins[tricorne::Position::Bottom]);
    QCOMPARE(sides[0].toMap().value(QStringLiteral("name")).toString(), QStringLiteral("Jacobite"));
    QCOMPARE(sides[1].toMap().value(QStringLiteral("low")).toDouble(), runner.lastResult()->winInterval(tricorne::Position::Top).low);
    qint64 heat = 0;
    for (const QVariant& cell : shown.value(QStringLiteral("heat")).toList()) heat += cell.toMap().value(QStringLiteral("count")).toLongLong();
    qint64 eliminated = 0;
    for (const auto& [hex, n] : runner.lastResult()->eliminations) eliminated += n;
    QCOMPARE(heat, eliminated);
    QVERIFY(heat > 0);
    QVERIFY(runner.comparison().isEmpty());  // nothing to compare with yet
}

void BalanceTest::comparisonNamesTheEditBetweenRuns() {
    ScenarioDocument document;
    QVERIFY(document.openFile(kKilliecrankie));
    ScenarioEditor editor;
    editor.setDocument(&document);
    BalanceRunner runner;
    runner.setDocument(&document);
    runner.setProperty("games", 30);
    runner.setProperty("seed", 5);
    QSignalSpy finished(&runner, &BalanceRunner::finished);
    QVERIFY(runner.run());
    QVERIFY(finished.wait(120000));
    const double before = runner.lastResult()->winRate(tricorne::Position::Top);

    // The same run again, no edit: the comparison says so.
    QVERIFY(runner.run());
    QVERIFY(finished.wait(120000));
    QVERIFY2(runner.comparison().endsWith(QStringLiteral(", no edits in between")), qPrintable(runner.comparison()));

    // Field works at 6,3 and a changed seed: the edit is named, from the undo stack.
    QVERIFY(editor.toggleHexside(6, 3, 4, QStringLiteral("field-works")));
    QVERIFY(runner.run());
    // An edit during the run belongs to the next comparison, not to this one.
    QVERIFY(editor.toggleHexside(6, 3, 3, QStringLiteral("field-works")));
    QVERIFY(finished.wait(120000));
    const tricorne::SimulationResult& after = *runner.lastResult();
    const QString comparison = runner.comparison();
    QVERIFY2(comparison.contains(QStringLiteral(" → ")), qPrintable(comparison));
    QVERIFY2(comparison.endsWith(QStringLiteral(" after Add Field Works at 6,3")), qPrintable(comparison));
    const bool topMovedMost = comparison.startsWith(QStringLiteral("Government"));
    if (topMovedMost)
        QVERIFY2(comparison.startsWith(QStringLiteral("Government win rate %1% → %2%")
                                            .arg(qRound(100 * before))
                                            .arg(qRound(100 * after.winRate(tricorne::Position::Top)))),
                 qPrintable(comparison));
    else
        QVERIFY2(comparison.startsWith(QStringLiteral("Jacobite win rate ")), qPrintable(comparison));

    // Undo both edits: the next run names the one undone since the last run and the other.
    document.undoStack()->undo();
    document.undoStack()->undo();
    QVERIFY(runner.run());
    QVERIFY(finished.wait(120000));
    QVERIFY2(runner.comparison().endsWith(QStringLiteral(" after undoing Add Field Works at 6,3")), qPrintable(runner.comparison()));
}

// A before and after is offered only between runs with the same bots, search budget and seed;
// otherwise the line says which of them differ. Between comparable runs every other difference
// (a cancelled run's games) is named beside the edits.
void BalanceTest::comparisonOnlyWithTheSamePlayersAndDiceNamingEveryDifference() {
    using tricorne::BotKind;
    using tricorne::Position;
    tricorne::SimulationResult before;
    before.factionNames = {"Continental", "British"};
    before.games = before.played = 200;
    before.seed = 1;
    before.bots = {BotKind::Greedy, BotKind::Greedy};
    before.wins = {130, 60};
    before.unfinished = 10;
    tricorne::SimulationResult after = before;
    after.wins = {106, 94};
    const balance::EditsBetween edits{{}, {QStringLiteral("Balance: giving the British side a fifth Command card")}};
    QCOMPARE(balance::compareRuns(before, after, edits),
             QStringLiteral("British win rate 30% → 47% after Balance: giving the British side a fifth Command card"));

    // Search against search at 20 games: other players, not a before and after of the edit.
    tricorne::SimulationResult searched = after;
    searched.bots = {BotKind::Search, BotKind::Search};
    searched.games = searched.played = 20;
    const QString notCompared = balance::compareRuns(searched, after, edits);
    QVERIFY2(notCompared.startsWith(QStringLiteral("Not compared with the previous run")), qPrintable(notCompared));
    QVERIFY2(notCompared.contains(QStringLiteral("Continental played by search 1000 → greedy")) &&
                 notCompared.contains(QStringLiteral("British played by search 1000 → greedy")),
             qPrintable(notCompared));
    QVERIFY2(!notCompared.contains(QStringLiteral("Command card")), qPrintable(notCompared));
    // The search bot at another budget is another player too; so is another seed.
    tricorne::SimulationResult cheaper = searched;
    cheaper.playouts = {250, 1000};
    QVERIFY2(balance::compareRuns(cheaper, searched, {}).contains(QStringLiteral("Continental played by search 250 → search 1000")),
             qPrintable(balance::compareRuns(cheaper, searched, {})));
    tricorne::SimulationResult reseeded = after;
    reseeded.seed = 2;
    QVERIFY2(balance::compareRuns(after, reseeded, {}).endsWith(QStringLiteral("(seed 1 → 2)")), qPrintable(balance::compareRuns(after, reseeded, {})));

    // A cancelled run compares, and says it stopped early.
    tricorne::SimulationResult cancelled = after;
    cancelled.cancelled = true;
    cancelled.played = 20;
    cancelled.wins = {9, 10};
    cancelled.unfinished = 1;
    QCOMPARE(balance::compareRuns(after, cancelled, {}),
             QStringLiteral("Continental win rate 53% → 45%, no edits in between (200 games → 20 of 200 games, cancelled)"));
}

// 101 of 200 games against 99 rounds to 51% + 50% one side at a time; the panel's whole
// percentages add up as the games do (100%), and to less with unfinished games.
void BalanceTest::shownWinRatesNeverAddToMoreThanTheGames() {
    tricorne::SimulationResult r;
    r.games = r.played = 200;
    auto shown = [&r](int side) { return balance::toVariant(r, nullptr).value(QStringLiteral("sides")).toList()[side].toMap().value(QStringLiteral("percent")).toInt(); };
    r.wins = {101, 99};
    QCOMPARE(shown(0) + shown(1), 100);
    QCOMPARE(shown(0), 51);   // 50.5 and 49.5: the first share takes the point on the tie
    for (std::int64_t unfinished = 0; unfinished <= 7; ++unfinished)
        for (std::int64_t bottom = 0; bottom + unfinished <= 200; bottom += 3) {
            r.wins = {bottom, 200 - unfinished - bottom};
            r.unfinished = unfinished;
            QVERIFY2(shown(0) + shown(1) <= 100 - (unfinished > 1 ? 1 : 0), qPrintable(QStringLiteral("%1/%2").arg(shown(0)).arg(shown(1))));
            QVERIFY(std::abs(shown(0) - 100.0 * static_cast<double>(bottom) / 200) < 1.0);
        }
}

// With the Balance tab shown, the settings' run is forecast before it starts: the search bot's
// in minutes beside greedy's seconds, from the engine's trial (no time is asserted: only that
// the forecast is there and says which is which).
void BalanceTest::beforeARunTheForecastSaysHowLongItWillTake() {
    ScenarioDocument document;
    QVERIFY(document.openFile(kKilliecrankie));
    BalanceRunner runner;
    runner.setDocument(&document);
    runner.setProperty("bottomBot", QStringLiteral("search"));
    runner.setProperty("topBot", QStringLiteral("search"));
    QTest::qWait(400);
    QVERIFY(runner.forecast().isEmpty());   // the tab is not shown: no trial spends the machine
    runner.setProperty("shown", true);
    QTRY_VERIFY_WITH_TIMEOUT(!runner.forecast().isEmpty(), 60000);
    QVERIFY2(runner.forecast().startsWith(QStringLiteral("A run with these bots takes about ")) &&
                 runner.forecast().contains(QStringLiteral(" on this machine; greedy against greedy takes about ")) &&
                 runner.forecast().count(QStringLiteral("about")) == 2,
             qPrintable(runner.forecast()));
    runner.setProperty("bottomBot", QStringLiteral("greedy"));
    runner.setProperty("topBot", QStringLiteral("greedy"));
    QTRY_VERIFY_WITH_TIMEOUT(!runner.forecast().contains(QStringLiteral("these bots")), 60000);
    QVERIFY2(runner.forecast().startsWith(QStringLiteral("A run takes about ")) && runner.forecast().endsWith(QStringLiteral(" on this machine.")) &&
                 runner.forecast().count(QStringLiteral("about")) == 1,
             qPrintable(runner.forecast()));
    // A scenario that cannot be played has no forecast.
    runner.setProperty("games", 0);
    QTRY_VERIFY_WITH_TIMEOUT(runner.forecast().isEmpty(), 60000);
}

void BalanceTest::refusesAScenarioWithErrors() {
    ScenarioDocument document;
    BalanceRunner runner;
    QVERIFY(!runner.run());
    QVERIFY(runner.error().contains(QStringLiteral("Open a scenario")));

    // Killiecrankie with a unit type its army does not have: it opens (to be fixed) with an
    // error, and the engine is not asked to play it.
    QFile original(kKilliecrankie);
    QVERIFY(original.open(QIODevice::ReadOnly));
    QByteArray text = original.readAll();
    const QByteArray unit = "\"type\": \"regular\"";
    QVERIFY(text.contains(unit));
    text.replace(text.indexOf(unit), unit.size(), "\"type\": \"no-such-type\"");
    QTemporaryDir dir;
    QFile broken(dir.filePath(QStringLiteral("broken.tricorne.json")));
    QVERIFY(broken.open(QIODevice::WriteOnly));
    broken.write(text);
    broken.close();
    QVERIFY(document.openFile(broken.fileName()));
    QVERIFY(document.diagnostics()->errorCount() > 0);
    runner.setDocument(&document);
    QVERIFY(!runner.run());
    QVERIFY2(runner.error().contains(QStringLiteral("error")), qPrintable(runner.error()));
    QVERIFY(!runner.isRunning());
}

void BalanceTest::unfinishedGamesComeWithTheirReasonAndSeeds() {
    // Issue #12/#13: a Bemis Heights variant whose games mostly never end (the British can win
    // only on leaders who may leave by their baseline). The panel gets validation's reason, the
    // games with the seeds that replay them, and game lengths of the finished games only.
    const QString file = QStringLiteral(TRICORNE_SOURCE_DIR "/tests/data/semantic/unplayable/noend-bemis-2-militia.tricorne.json");
    ScenarioDocument document;
    QVERIFY(document.openFile(file));
    BalanceRunner runner;
    runner.setDocument(&document);
    runner.setProperty("games", 24);
    runner.setProperty("seed", 1);
    runner.setProperty("bottomBot", QStringLiteral("random"));
    runner.setProperty("topBot", QStringLiteral("random"));
    QSignalSpy finished(&runner, &BalanceRunner::finished);
    QVERIFY(runner.run());
    QVERIFY(finished.wait(300000));
    const tricorne::SimulationResult& r = *runner.lastResult();
    QVERIFY(r.unfinished > 0);
    QVERIFY(r.unfinished < r.played);  // seed 1: 23 of 24

    const QVariantMap shown = runner.resultMap();
    QCOMPARE(shown.value(QStringLiteral("unfinished")).toLongLong(), r.unfinished);
    const QStringList reasons = shown.value(QStringLiteral("unfinishedReasons")).toStringList();
    QCOMPARE(reasons.size(), 1);
    QVERIFY2(reasons[0].startsWith(QStringLiteral("the British side needs 6 banners but can take at most 2 without enemy leaders")),
             qPrintable(reasons[0]));
    const QVariantList games = shown.value(QStringLiteral("unfinishedGames")).toList();
    QCOMPARE(games.size(), static_cast<qsizetype>(std::min<std::int64_t>(r.unfinished, tricorne::kListedUnfinished)));
    int longest = 0;
    for (const QVariant& g : games) {
        const QVariantMap game = g.toMap();
        // The seed as text, exactly: it is above 2^53, where a QML number would round it.
        QCOMPARE(game.value(QStringLiteral("seed")).toString(), QString::number(tricorne::gameSeed(1, game.value(QStringLiteral("game")).toInt())));
        longest = std::max(longest, game.value(QStringLiteral("turns")).toInt());
    }
    QCOMPARE(shown.value(QStringLiteral("replay")).toString(),
             QStringLiteral("tricorne simulate ") + file + QStringLiteral(" --games 24 --seed 1 --bots random,random --shard G/24"));
    // The game-length chart: finished games only, so the games cut off at 100,000 decisions
    // (tens of thousands of turns) do not stretch it.
    qint64 counted = 0;
    int lastTurn = 0;
    for (const QVariant& t : shown.value(QStringLiteral("turns")).toList()) {
        counted += t.toMap().value(QStringLiteral("games")).toLongLong();
        lastTurn = std::max(lastTurn, t.toMap().value(QStringLiteral("turns")).toInt());
    }
    QCOMPARE(counted, r.played - r.unfinished);
    QVERIFY2(lastTurn < longest, qPrintable(QStringLiteral("%1 / %2").arg(lastTurn).arg(longest)));
}


void BalanceTest::stopsWhenClearWithItsReasonAfterTheFirstGames() {
    ScenarioDocument document;
    QVERIFY(document.openFile(kKilliecrankie));
    BalanceRunner runner;
    runner.setDocument(&document);
    // Off for greedy and random bots until asked, on as soon as a side is the search bot.
    QVERIFY(!runner.stopWhenClear());
    runner.setProperty("topBot", QStringLiteral("search"));
    QVERIFY(runner.stopWhenClear());
    runner.setStopWhenClear(false);
    QVERIFY(!runner.stopWhenClear());
    runner.setStopWhenClear(true);

    // Greedy against random: the Jacobite greedy side wins nearly every game, clearly over 55%.
    runner.setProperty("games", 200);
    runner.setProperty("seed", 5);
    runner.setProperty("bottomBot", QStringLiteral("greedy"));
    runner.setProperty("topBot", QStringLiteral("random"));
    runner.setProperty("targetSide", QStringLiteral("bottom"));
    runner.setProperty("targetPercent", 50);
    QVERIFY(runner.stopWhenClear());  // asked for, so it no longer follows the bots
    QSignalSpy standing(&runner, &BalanceRunner::standingChanged);
    QSignalSpy finished(&runner, &BalanceRunner::finished);
    QVERIFY(runner.run());
    QVERIFY(finished.wait(120000));
    const auto& result = runner.lastResult();
    QVERIFY(result && result->stop);
    QCOMPARE(result->stop->verdict, tricorne::Verdict::Over);
    QVERIFY(!result->cancelled);
    const int played = static_cast<int>(result->played);
    QVERIFY(played < 200);
    QCOMPARE(played % tricorne::kStopBatch, 0);

    // The interval came batch by batch, the last one that of the stop.
    QVERIFY(standing.count() >= 1);
    const QVariantMap last = runner.standing();
    QCOMPARE(last.value(QStringLiteral("games")).toInt(), played);
    QCOMPARE(last.value(QStringLiteral("low")).toDouble(), result->stop->interval.low);
    QVERIFY(last.value(QStringLiteral("text")).toString().startsWith(QStringLiteral("Jacobite ")));
    QVERIFY(last.value(QStringLiteral("text")).toString().contains(QStringLiteral("after %1 games (always-valid 95%)").arg(played)));
    const QString reason = runner.resultMap().value(QStringLiteral("stopReason")).toString();
    QVERIFY2(reason.startsWith(QStringLiteral("stopped after %1 games: Jacobite clearly over 55% (").arg(played)), qPrintable(reason));

    // The games are the first ones of the fixed run: its report, figure for figure.
    tricorne::SimulationOptions options;
    options.games = played;
    options.seed = 5;
    options.bots = {tricorne::BotKind::Greedy, tricorne::BotKind::Random};
    const tricorne::Rules rules(*document.scenario(), *document.system());
    auto stopped = tricorne::simulationToJson(*result);
    stopped.erase("stop");
    QCOMPARE(stopped.dump(2), dump(tricorne::simulate(rules, options)));
}

STUDIO_TEST_GUILESS_MAIN("studio-balance-tests", BalanceTest)
#include "balance_test.moc"
