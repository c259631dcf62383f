// The balance panel's comparison of two game systems (issue #36 point 3, "Try with this system"):
// the battle under its own system and under the designer's fork open in the system editor, on
// the same seeded games, through the engine's systemComparison and systemSweep — the functions
// `tricorne balance --versus-system` runs — with the difference and its interval, for the battle
// as it is and, with the sweep, for each change of its notes.
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include "balance/balancerunner.h"
#include "document/scenariodocument.h"
#include "document/systemdocument.h"
#include "editing/systemeditor.h"
#include "studio_test_main.h"
#include "tricorne/validate/system_files.h"
#include "tricorne/validate/validate.h"

namespace {

const QString kKilliecrankie = QStringLiteral(TRICORNE_SOURCE_DIR "/scenarios/killiecrankie.tricorne.json");

QStringList keysOf(const QVariantList& choices) {
    QStringList out;
    for (const QVariant& c : choices) out << c.toMap().value(QStringLiteral("key")).toString();
    return out;
}

/// Killiecrankie open, the system editor's document beside it (nothing open), and the balance
/// runner on both. The runner goes first, joining its worker.
struct Bench {
    ScenarioDocument battle;
    SystemDocument system;
    SystemEditor editor;
    BalanceRunner runner;

    Bench() {
        if (!battle.openFile(kKilliecrankie)) qFatal("cannot open %s", qPrintable(kKilliecrankie));
        editor.setDocument(&system);
        runner.setDocument(&battle);
        runner.setSystemDocument(&system);
    }
    /// Forks the Jacobite Rising into the system editor as "Highland at four" (no change yet).
    bool fork() { return system.fork(QStringLiteral("jacobite-rising"), QStringLiteral("Highland at four"), QStringLiteral("highland-at-four")); }
};

}  // namespace

class BalanceSystemsTest : public QObject {
    Q_OBJECT

private slots:
    void theForkOpenInTheEditorIsOfferedBesideTheBuiltInsThatFit();
    void comparisonPlaysTheEnginesGamesUnderEachSystem();
    void theSweepUnderBothSystemsShowsEachChange();
    void refusesASystemWithErrorsTheBattlesOwnAndAMisfit();
};

void BalanceSystemsTest::theForkOpenInTheEditorIsOfferedBesideTheBuiltInsThatFit() {
    Bench bench;
    [[maybe_unused]] auto& [battle, system, editor, runner] = bench;
    // Without a fork: no built-in system but the battle's own has the Jacobite Rising's armies.
    QVERIFY(runner.versusChoices().isEmpty());
    QVERIFY(bench.fork());
    const QVariantList choices = runner.versusChoices();
    QCOMPARE(keysOf(choices), QStringList{QStringLiteral("open")});
    QCOMPARE(choices.front().toMap().value(QStringLiteral("name")).toString(), QStringLiteral("Highland at four"));

    // A battle bound to the fork (as saved) is compared with the built-in it came from, not with itself.
    QTemporaryDir dir;
    const QString bound = dir.filePath(QStringLiteral("bound.tricorne.json"));
    QVERIFY(system.bindCopy(&battle, bound, false));
    ScenarioDocument copy;
    QVERIFY(copy.openFile(bound));
    runner.setDocument(&copy);
    QCOMPARE(keysOf(runner.versusChoices()), QStringList{QStringLiteral("jacobite-rising")});
}

void BalanceSystemsTest::comparisonPlaysTheEnginesGamesUnderEachSystem() {
    Bench bench;
    [[maybe_unused]] auto& [battle, system, editor, runner] = bench;
    QVERIFY(bench.fork());
    QVERIFY(editor.setValue(QStringLiteral("/armies/0/unitTypes/0/dice"), QVariantList{4, 1, 0}));
    runner.setProperty("games", 24);
    runner.setProperty("seed", 5);
    runner.setProperty("targetSide", QStringLiteral("top"));
    QSignalSpy started(&runner, &BalanceRunner::versusStarted);
    QSignalSpy finished(&runner, &BalanceRunner::finished);
    QVERIFY2(runner.runVersusSystem(QStringLiteral("open")), qPrintable(runner.error()));
    QCOMPARE(started.count(), 1);
    QVERIFY(finished.wait(120000));
    QVERIFY(runner.hasVersus());
    const tricorne::BalanceReport& report = *runner.lastVersus();

    // The same games the engine plays for `tricorne balance --versus-system`.
    const tricorne::SystemLoad fork = tricorne::loadSystem(*system.document());
    QVERIFY(fork.system);
    tricorne::SystemComparison expected = tricorne::systemComparison(*battle.scenario(), *battle.system(), *fork.system, fork.document);
    QVERIFY(expected.misfit.empty());
    QVERIFY(!runner.stopWhenClear());  // greedy bots: the stopping rule is off by default
    tricorne::SimulationOptions options;
    options.games = 24;
    options.seed = 5;
    options.bots = {tricorne::BotKind::Greedy, tricorne::BotKind::Greedy};
    const tricorne::BalanceReport direct = tricorne::systemSweep(expected, options, report.target);
    QCOMPARE(report.rows.size(), std::size_t{1});
    QVERIFY(report.rows[0].versus);
    for (tricorne::UnderSystem under : {tricorne::UnderSystem::Own, tricorne::UnderSystem::Versus}) {
        QCOMPARE(report.rows[0].under(under).wins, direct.rows[0].under(under).wins);
        QCOMPARE(report.rows[0].under(under).played, std::int64_t{24});
    }
    QVERIFY(report.systems);
    QCOMPARE(report.systems->first.id, std::string("jacobite-rising"));
    QCOMPARE(report.systems->second.id, std::string("highland-at-four"));

    // What the panel shows: each system's rate and the difference, B − A, with Newcombe's interval.
    const QVariantMap shown = runner.versusMap();
    QCOMPARE(shown.value(QStringLiteral("side")).toString(), QStringLiteral("top"));
    const QVariantList sides = shown.value(QStringLiteral("sides")).toList();
    QCOMPARE(sides.size(), 2);
    const QVariantMap top = sides[1].toMap();
    const tricorne::SimulationResult& own = direct.rows[0].result;
    const tricorne::SimulationResult& other = *direct.rows[0].versus;
    const tricorne::RateDifference d = tricorne::winRateDifference(other, own, tricorne::Position::Top);
    QCOMPARE(top.value(QStringLiteral("difference")).toDouble(), d.difference);
    QCOMPARE(top.value(QStringLiteral("low")).toDouble(), d.interval.low);
    QCOMPARE(top.value(QStringLiteral("high")).toDouble(), d.interval.high);
    QCOMPARE(top.value(QStringLiteral("own")).toMap().value(QStringLiteral("rate")).toDouble(), own.winRate(tricorne::Position::Top));
    QCOMPARE(top.value(QStringLiteral("other")).toMap().value(QStringLiteral("rate")).toDouble(), other.winRate(tricorne::Position::Top));
    const QString headline = shown.value(QStringLiteral("headline")).toString();
    QVERIFY2(headline.startsWith(QStringLiteral("Government ")) && headline.contains(QStringLiteral(" → ")) &&
                 headline.contains(QStringLiteral(" under Highland at four: ")) && headline.contains(QStringLiteral(" points [")),
             qPrintable(headline));
    QCOMPARE(shown.value(QStringLiteral("indistinct")).toBool(), d.interval.low <= 0.0 && d.interval.high >= 0.0);
    QVERIFY(shown.value(QStringLiteral("changes")).toList().isEmpty());  // no sweep asked for
}

void BalanceSystemsTest::theSweepUnderBothSystemsShowsEachChange() {
    Bench bench;
    [[maybe_unused]] auto& [battle, system, editor, runner] = bench;
    QVERIFY(bench.fork());
    QVERIFY(editor.setValue(QStringLiteral("/armies/0/unitTypes/0/dice"), QVariantList{4, 1, 0}));
    runner.setProperty("games", 16);
    runner.setProperty("seed", 3);
    runner.setProperty("versusSweep", true);
    runner.setProperty("sweepDimensions", QStringList{});
    QVERIFY(!runner.runVersusSystem(QStringLiteral("open")));  // the sweep with nothing to change
    QVERIFY2(runner.error().contains(QStringLiteral("at least one thing")), qPrintable(runner.error()));
    runner.setProperty("sweepDimensions", QStringList{QStringLiteral("firstPlayer"), QStringLiteral("victoryBanners")});
    QSignalSpy finished(&runner, &BalanceRunner::finished);
    QVERIFY2(runner.runVersusSystem(QStringLiteral("open")), qPrintable(runner.error()));
    QVERIFY(finished.wait(120000));
    const tricorne::BalanceReport& report = *runner.lastVersus();

    // The engine's sweep under both systems, as `tricorne balance --versus-system … --vary`.
    const tricorne::SystemLoad fork = tricorne::loadSystem(*system.document());
    QVERIFY(fork.system);
    const tricorne::SystemComparison expected = tricorne::systemComparison(
        *battle.scenario(), *battle.system(), *fork.system, fork.document,
        {tricorne::BalanceDimension::FirstPlayer, tricorne::BalanceDimension::VictoryBanners});
    tricorne::SimulationOptions options;
    options.games = 16;
    options.seed = 3;
    options.bots = {tricorne::BotKind::Greedy, tricorne::BotKind::Greedy};
    const tricorne::BalanceReport direct = tricorne::systemSweep(expected, options, report.target);
    QCOMPARE(report.rows.size(), std::size_t{4});  // as it is, the other side first, one banner fewer and more
    QCOMPARE(tricorne::balanceToJson(report).dump(), tricorne::balanceToJson(direct).dump());
    QCOMPARE(runner.done(), 4 * 2 * 16);

    // Each change under A and under B, for the aim's side, and B − A.
    const QVariantList changes = runner.versusMap().value(QStringLiteral("changes")).toList();
    QCOMPARE(changes.size(), 3);
    for (int i = 0; i < 3; ++i) {
        const QVariantMap change = changes[i].toMap();
        const tricorne::BalanceRow& row = direct.rows[static_cast<std::size_t>(i) + 1];
        QCOMPARE(change.value(QStringLiteral("id")).toString(), QString::fromStdString(row.id));
        QCOMPARE(change.value(QStringLiteral("change")).toString(), QString::fromStdString(row.change));
        QCOMPARE(change.value(QStringLiteral("own")).toMap().value(QStringLiteral("rate")).toDouble(), row.result.winRate(report.target.side));
        QCOMPARE(change.value(QStringLiteral("other")).toMap().value(QStringLiteral("rate")).toDouble(), row.versus->winRate(report.target.side));
        const tricorne::RateDifference d = tricorne::winRateDifference(*row.versus, row.result, report.target.side);
        QCOMPARE(change.value(QStringLiteral("difference")).toDouble(), d.difference);
        QCOMPARE(change.value(QStringLiteral("closestOwn")).toBool(),
                 direct.closest() == static_cast<std::size_t>(i) + 1 && direct.apartFromBase(direct.closest()));
        QCOMPARE(change.value(QStringLiteral("closestOther")).toBool(),
                 direct.closest(tricorne::UnderSystem::Versus) == static_cast<std::size_t>(i) + 1 &&
                     direct.apartFromBase(direct.closest(tricorne::UnderSystem::Versus), tricorne::UnderSystem::Versus));
    }
}

void BalanceSystemsTest::refusesASystemWithErrorsTheBattlesOwnAndAMisfit() {
    Bench bench;
    [[maybe_unused]] auto& [battle, system, editor, runner] = bench;
    runner.setProperty("games", 2);

    QVERIFY(!runner.runVersusSystem(QStringLiteral("open")));  // nothing open
    QVERIFY(runner.error().contains(QStringLiteral("system editor")));
    QVERIFY(!runner.runVersusSystem(QStringLiteral("jacobite-rising")));
    QVERIFY2(runner.error().contains(QStringLiteral("already plays under")), qPrintable(runner.error()));
    QVERIFY(!runner.runVersusSystem(QStringLiteral("american-revolution")));
    QVERIFY2(runner.error().contains(QStringLiteral("does not fit")), qPrintable(runner.error()));
    QVERIFY(!runner.runVersusSystem(QStringLiteral("no-such-system")));

    QVERIFY(system.fork(QStringLiteral("jacobite-rising"), QStringLiteral("Broken"), QStringLiteral("broken")));
    QVERIFY(editor.setValue(QStringLiteral("/terrain/1/name"), QString()));
    QVERIFY(system.diagnostics()->errorCount() > 0);
    QVERIFY(!runner.runVersusSystem(QStringLiteral("open")));
    QVERIFY2(runner.error().contains(QStringLiteral("has errors")), qPrintable(runner.error()));
    QVERIFY(!runner.isRunning());
    QVERIFY(!runner.hasVersus());
}

STUDIO_TEST_GUILESS_MAIN("studio-balance-systems-tests", BalanceSystemsTest)
#include "balance_systems_test.moc"
