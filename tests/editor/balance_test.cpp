// The balance panel's runner (issue #6 "Balance panel"): the run happens on a worker thread
// while the UI thread's event loop keeps going, Cancel stops it with fewer games than asked
// and no thread left behind, the result is exactly the engine's simulate() for the same games,
// seed and bots, and a second run after an edit names the edit. No timing assertions: every
// check is about what happened in which order.
#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QSignalSpy>
#include <QTest>
#include <QTimer>

#include "balancerunner.h"
#include "scenariodocument.h"
#include "scenarioeditor.h"
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
    void refusesAScenarioWithErrors();
    void unfinishedGamesComeWithTheirReasonAndSeeds();
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

QTEST_GUILESS_MAIN(BalanceTest)
#include "balance_test.moc"
