// The balance panel's engine run: N seeded games between two bots on
// the document's current scenario, unsaved edits included, played by tricorne::simulate on a
// worker thread so the UI thread never waits for it. Progress and the result come back to the
// UI thread as queued calls; Cancel stops every worker after its current game; destroying the
// runner mid-run cancels and joins the worker. Each result is compared with the previous run,
// naming the edits in between from the document's undo stack.
//
// The same runner plays the balance sweep (tricorne::balanceSweep, as `tricorne balance`): the
// scenario as it is and each small change of its battle notes on the same games, the one
// closest to the aim named, and any of them applied to the document as one undo step.
//
// It also plays the battle under two game systems on the same games (tricorne::systemComparison,
// as `tricorne balance --versus-system`): its own and a built-in one or the designer's system
// open in the system editor ("Try with this system"), side by side with the difference.
//
// One per QML engine (a singleton): the panel drives it and the board's heat map reads it.
#pragma once

#include <atomic>
#include <functional>
#include <memory>
#include <optional>
#include <thread>
#include <vector>

#include <QElapsedTimer>
#include <QObject>
#include <QPointer>
#include <QString>
#include <QTimer>
#include <QStringList>
#include <QVariantMap>
#include <QtQml/qqmlregistration.h>

#include "balance/balancereport.h"
#include "document/scenariodocument.h"
#include "document/systemdocument.h"
#include "tricorne/sim/balance.h"
#include "tricorne/sim/simulate.h"

class QUndoCommand;

class BalanceRunner : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON
    Q_PROPERTY(ScenarioDocument* document READ document WRITE setDocument NOTIFY documentChanged)
    /// The Balance tab is open: the board shows the heat map of the last result.
    Q_PROPERTY(bool shown MEMBER m_shown NOTIFY shownChanged)
    Q_PROPERTY(int games MEMBER m_games NOTIFY settingsChanged)
    /// The run's seed S (0 to 2^31 - 1 here, so that QML's numbers hold it exactly).
    Q_PROPERTY(int seed MEMBER m_seed NOTIFY settingsChanged)
    /// One of botNames.
    Q_PROPERTY(QString bottomBot MEMBER m_bottomBot NOTIFY settingsChanged)
    Q_PROPERTY(QString topBot MEMBER m_topBot NOTIFY settingsChanged)
    Q_PROPERTY(QStringList botNames READ botNames CONSTANT)
    Q_PROPERTY(bool running READ isRunning NOTIFY runningChanged)
    Q_PROPERTY(int done READ done NOTIFY progressChanged)
    Q_PROPERTY(int total READ total NOTIFY progressChanged)
    /// While a run or sweep goes: "about 24 min left", from the time its games so far took on
    /// this machine; "" until a game is done and when nothing runs.
    Q_PROPERTY(QString timeLeft READ timeLeft NOTIFY progressChanged)
    /// Before a run, while the Balance tab is shown: how long one with the current settings will
    /// take on this machine, from a short trial (tricorne::forecastRun) — "A run with these bots
    /// takes about 25 min on this machine; greedy against greedy takes about 2 s." — or "" while
    /// it is worked out or no run is possible.
    Q_PROPERTY(QString forecast READ forecast NOTIFY forecastChanged)
    Q_PROPERTY(bool hasResult READ hasResult NOTIFY resultChanged)
    Q_PROPERTY(QVariantMap result READ resultMap NOTIFY resultChanged)
    /// The last run against the one before it ("Government win rate 41% → 52% after …"); ""
    /// before a second run of the same scenario.
    Q_PROPERTY(QString comparison READ comparison NOTIFY resultChanged)
    /// Why the last Run was refused; "" otherwise.
    Q_PROPERTY(QString error READ error NOTIFY errorChanged)
    /// What a sweep varies: tricorne::balanceDimensionName ids ("victoryBanners", "commandCards",
    /// "combatCards", "firstPlayer"); all four at first.
    Q_PROPERTY(QStringList sweepDimensions MEMBER m_sweepDimensions NOTIFY settingsChanged)
    /// Stop a run (or each variant of a sweep) once its answer is clear (tricorne's --until clear):
    /// targetSide's win rate clearly over or under targetPercent by more than stopMargin points,
    /// or within them, at an always-valid 95%. Until set, on exactly when a side is played by
    /// the search bot, whose games are slow.
    Q_PROPERTY(bool stopWhenClear READ stopWhenClear WRITE setStopWhenClear NOTIFY settingsChanged)
    Q_PROPERTY(int stopMargin MEMBER m_stopMargin NOTIFY settingsChanged)
    /// While a run under the rule goes, after each batch of games (tricorne::kStopBatch): {text
    /// (tricorne::standingSentence: "Government 71% [62, 79] after 60 games (always-valid 95%)"),
    /// side, rate, low, high (the always-valid interval), games, aimLow, aimHigh (target ∓ margin)};
    /// the last one stays after the run, {} before a run's first batch and without the rule.
    Q_PROPERTY(QVariantMap standing READ standing NOTIFY standingChanged)
    /// The aim of a sweep and of the stopping rule: the side ("bottom" or "top") winning targetPercent of the games.
    Q_PROPERTY(QString targetSide MEMBER m_targetSide NOTIFY settingsChanged)
    Q_PROPERTY(int targetPercent MEMBER m_targetPercent NOTIFY settingsChanged)
    Q_PROPERTY(bool hasSweep READ hasSweep NOTIFY sweepChanged)
    /// The last sweep (see balance::sweepToVariant); {} before the first.
    Q_PROPERTY(QVariantMap sweep READ sweepMap NOTIFY sweepChanged)
    /// The game system open in the system editor, which runVersusSystem("open") compares with.
    Q_PROPERTY(SystemDocument* systemDocument READ systemDocument WRITE setSystemDocument NOTIFY systemDocumentChanged)
    Q_PROPERTY(bool hasVersus READ hasVersus NOTIFY versusChanged)
    /// Whether runVersusSystem also plays the sweep's changes (sweepDimensions) under both
    /// systems, as `tricorne balance --versus-system B --vary …` does; off: the battle as it is.
    Q_PROPERTY(bool versusSweep MEMBER m_versusSweep NOTIFY settingsChanged)
    /// The last comparison of two game systems (runVersusSystem); {} before the first: {revision
    /// (the document's when it started: the figures are of the battle while it is at it), games,
    /// seed, cancelled, own and other: {name, id, builtIn} (own: the battle's system), side and
    /// sideName (the aim's side), headline ("Jacobite 35% → 50% [45, 55] under Highland +2: +15
    /// points [+8, +22]"), indistinct (the aim side's difference interval
    /// holds 0), sides: [{position, name, colour, own and other: {rate, low, high, played},
    /// difference, low, high (other − own, Newcombe's 95% interval), differenceText ("B − A: +16 points
    /// [+6, +25]")}] (bottom then top), and with the sweep (versusSweep) changes: [{id, change (the
    /// engine's words), own and other: {rate, low, high, played} (the aim side's), difference,
    /// low, high, differenceText ("+16 [+6, +25]"), closestOwn, closestOther (the change nearest
    /// the aim under that system, when its games tell it from the battle as it is)}] after the
    /// battle as it is (an empty list without the sweep).
    Q_PROPERTY(QVariantMap versus READ versusMap NOTIFY versusChanged)

public:
    explicit BalanceRunner(QObject* parent = nullptr);
    /// Cancels a run in progress and waits for its worker (at most one game per worker thread).
    ~BalanceRunner() override;

    ScenarioDocument* document() const { return m_document; }
    void setDocument(ScenarioDocument* document);

    /// Starts a run of `games` games with `seed` and the chosen bots on a copy of the document's
    /// scenario. False (and `error` says why) while a run is going, without a document, with
    /// errors in the scenario or with settings out of range.
    Q_INVOKABLE bool run();
    /// Starts a balance sweep with the run's settings (games per variant, seed, bots) over
    /// sweepDimensions, aiming at targetSide winning targetPercent; refused as run() is, or when
    /// no dimension is chosen. `finished` follows, the sweep in place.
    Q_INVOKABLE bool runSweep();
    /// Applies the change of the last sweep's variant `id` to the document as one undo step.
    /// False (and `error` says why) when the document is no longer the scenario the sweep
    /// varied, or `id` is not one of its changes.
    Q_INVOKABLE bool applySweepChange(const QString& id);
    /// The systems the battle can be compared with: [{key, name, detail}], the system open in the
    /// system editor first (key "open"), then each built-in one (key: its id) that has the
    /// battle's armies, unit types and terrain; the battle's own left out. Asked again by the panel when the battle or the open system changes.
    Q_INVOKABLE QVariantList versusChoices() const;
    /// Plays the battle under its own system and under system `key` (versusChoices) on the same
    /// seeded games with the run's settings, the stopping rule aimed as the sweep's aim, and with
    /// versusSweep each change of the sweep's dimensions too (engine systemComparison and
    /// systemSweep, as `tricorne balance --versus-system` with --vary); refused
    /// as run() is, and when the other system has errors, is the battle's own, or lacks an army,
    /// unit type or terrain the battle uses (error() names the first). versusStarted, then
    /// `finished` with the comparison in place.
    Q_INVOKABLE bool runVersusSystem(const QString& key);
    /// Asks the run or sweep to stop; `finished` follows with the games played so far (`cancelled`).
    Q_INVOKABLE void cancel();

    bool stopWhenClear() const;
    void setStopWhenClear(bool on);
    QVariantMap standing() const { return m_standing; }
    bool isRunning() const { return m_running; }
    int done() const { return m_done; }
    int total() const { return m_total; }
    QString timeLeft() const;
    QString forecast() const { return m_forecast; }
    bool hasResult() const { return m_result.has_value(); }
    QVariantMap resultMap() const { return m_resultMap; }
    QString comparison() const { return m_comparison; }
    QString error() const { return m_error; }
    bool hasSweep() const { return m_sweep.has_value(); }
    QVariantMap sweepMap() const { return m_sweepMap; }
    SystemDocument* systemDocument() const { return m_systemDocument; }
    void setSystemDocument(SystemDocument* document);
    bool hasVersus() const { return m_versus.has_value(); }
    QVariantMap versusMap() const { return m_versusMap; }
    /// The last comparison of systems as the engine gave it (report.systems set).
    const std::optional<tricorne::BalanceReport>& lastVersus() const { return m_versus; }
    /// The last sweep as the engine gave it.
    const std::optional<tricorne::BalanceReport>& lastSweep() const { return m_sweep; }
    /// The engine's bots by name (tricorne::bots()).
    QStringList botNames() const;

    /// The last result as the engine gave it.
    const std::optional<tricorne::SimulationResult>& lastResult() const { return m_result; }
    /// The options of the last run started, as simulate() got them (progress and cancel aside).
    const tricorne::SimulationOptions& lastOptions() const { return m_options; }

signals:
    void documentChanged();
    void shownChanged();
    void settingsChanged();
    void runningChanged();
    void progressChanged();
    void resultChanged();
    void errorChanged();
    void sweepChanged();
    void forecastChanged();
    void standingChanged();
    void systemDocumentChanged();
    void versusChanged();
    /// A comparison of systems started (the window shows the Balance tab: it may be asked for
    /// from the system editor).
    void versusStarted();
    /// A run ended, finished or cancelled; the result is in place.
    void finished();

private:
    /// What the worker shares with the runner; it outlives neither (the runner joins it).
    struct Job {
        std::atomic<bool> cancel{false};
    };
    /// The undo stack's applied commands when a run started, to name the edits between runs.
    struct StackSnapshot {
        QString filePath;
        QList<const QUndoCommand*> commands;
        QStringList texts;
    };

    /// sweepDimensions as the engine's dimensions (unknown names left out).
    std::vector<tricorne::BalanceDimension> chosenDimensions() const;
    /// The options of a run with the current settings, or nullopt with `error` saying why not.
    std::optional<tricorne::SimulationOptions> checkedOptions();
    /// Plays `work` on the worker thread with `options` (cancel and progress added) for `total`
    /// games; `work` posts its result back to this object as its last act.
    void start(tricorne::SimulationOptions options, int total, std::function<void(const tricorne::SimulationOptions&)> work);
    void onProgress(int done, int total);
    void onFinished(tricorne::SimulationResult result);
    void onSweepFinished(tricorne::BalanceReport report, int revision);
    /// `own` and `other` are the systems the comparison played (kept alive until shown).
    void onVersusFinished(tricorne::BalanceReport report, std::shared_ptr<const tricorne::GameSystem> own,
                          std::shared_ptr<const tricorne::GameSystem> other);
    void setError(const QString& error);
    /// While a run or sweep is going, says so in error() and returns true: nothing else may start.
    bool refusedWhileRunning();
    StackSnapshot snapshot() const;
    balance::EditsBetween editsSince(const StackSnapshot& before, const StackSnapshot& now) const;
    void joinWorker();
    /// Starts working out `forecast` for the current settings off the UI thread (one trial at
    /// a time; a change during it asks again when it ends).
    void startForecast();

    QPointer<ScenarioDocument> m_document;
    bool m_shown = false;
    int m_games = 200;
    int m_seed = 1;
    QString m_bottomBot = QStringLiteral("greedy");
    QString m_topBot = QStringLiteral("greedy");

    bool m_running = false;
    QElapsedTimer m_clock;  // since the run started: the time left is estimated from it
    int m_done = 0;
    int m_total = 0;
    std::shared_ptr<Job> m_job;
    std::thread m_worker;
    QString m_forecast;
    QTimer m_forecastDelay;            // settings typed in a row ask for one forecast
    std::thread m_forecaster;
    bool m_forecasting = false;        // a trial is out; its answer clears this
    int m_forecastAsked = 0;           // which settings the answer must be for to be shown
    tricorne::SimulationOptions m_options;
    std::optional<bool> m_stopWhenClear;  ///< unset: follows the bots (on with the search bot)
    int m_stopMargin = 5;
    QVariantMap m_standing;

    QStringList m_runReasons;    ///< why games may not end, as validation said when the run started
    StackSnapshot m_runStack;    ///< the stack when the current (or last) run started
    StackSnapshot m_resultStack; ///< the stack when the run of m_result started
    std::optional<tricorne::SimulationResult> m_result;
    QVariantMap m_resultMap;
    QString m_comparison;
    QString m_error;

    QStringList m_sweepDimensions{QStringLiteral("victoryBanners"), QStringLiteral("commandCards"), QStringLiteral("combatCards"),
                                  QStringLiteral("firstPlayer")};
    QString m_targetSide = QStringLiteral("bottom");
    int m_targetPercent = 50;
    tricorne::Scenario m_sweepBase;                      ///< the scenario the current (or last) sweep varied
    std::vector<tricorne::BalanceVariant> m_sweepVariants;  ///< its variants, to apply one
    std::optional<tricorne::BalanceReport> m_sweep;
    QVariantMap m_sweepMap;

    QPointer<SystemDocument> m_systemDocument;
    std::optional<tricorne::BalanceReport> m_versus;
    QVariantMap m_versusMap;
    int m_versusRevision = 0;  ///< the document's revision when the comparison started
    bool m_versusSweep = false;
};
