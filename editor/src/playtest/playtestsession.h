// A playtest of the open scenario against the embedded engine.
// start() copies the document's scenario as it stands (unsaved edits included) into the
// engine's Rules: the document is only read, so "back to editing" finds it exactly as it was.
// Every move goes through tricorne::legalActions/apply (the bots too, at a pace a QTimer
// sets, or instantly); what QML shows is derived by playtest/playtestview.h after each
// action; the game is recorded as the engine's replay log (game_log.h), which can be saved,
// and a saved log can be loaded and stepped through forward and back.
#pragma once

#include <memory>
#include <optional>
#include <tuple>
#include <vector>

#include <QObject>
#include <QTimer>
#include <QUrl>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>

#include "document/boardmodel.h"
#include "playtest/playtestlog.h"
#include "playtest/playtestmodels.h"
#include "tricorne/io/game_log.h"
#include "tricorne/sim/search.h"

#include "document/scenariodocument.h"

class PlaytestSession : public QObject {
    Q_OBJECT
    QML_ELEMENT

    // Set-up (changeable while playing; seed and players take effect on restart/start).
    Q_PROPERTY(bool active READ isActive NOTIFY activeChanged)
    Q_PROPERTY(QString error READ error NOTIFY errorChanged)
    /// A double for QML (exact up to 2^53); the engine takes it as an unsigned 64-bit seed.
    Q_PROPERTY(double seed READ seedForQml WRITE setSeedFromQml NOTIFY settingsChanged)
    Q_PROPERTY(QString bottomPlayer READ bottomPlayer WRITE setBottomPlayer NOTIFY settingsChanged)
    Q_PROPERTY(QString topPlayer READ topPlayer WRITE setTopPlayer NOTIFY settingsChanged)
    Q_PROPERTY(int botDelay READ botDelay WRITE setBotDelay NOTIFY settingsChanged)
    /// The search bot's time budget per decision, in seconds (the playtest's; the CLI counts playouts).
    Q_PROPERTY(double searchSeconds READ searchSeconds WRITE setSearchSeconds NOTIFY settingsChanged)
    Q_PROPERTY(bool paused READ isPaused WRITE setPaused NOTIFY settingsChanged)
    Q_PROPERTY(BoardModel* board READ board CONSTANT)

    // The game as it stands, one signal per concern: QML re-reads only what an action changed.
    /// Bumped whenever anything shown may have changed (the status line re-asks describeHex).
    Q_PROPERTY(int revision READ revision NOTIFY revisionChanged)
    Q_PROPERTY(int turn READ turn NOTIFY turnChanged)
    Q_PROPERTY(QString phase READ phase NOTIFY turnChanged)
    Q_PROPERTY(QString activeSide READ activeSide NOTIFY turnChanged)
    Q_PROPERTY(QString decidingSide READ decidingSideText NOTIFY decisionChanged)
    Q_PROPERTY(QString decidingSideName READ decidingSideName NOTIFY decisionChanged)
    /// The army whose hand the hand model shows: the deciding side's, the last active one's
    /// once the game is over.
    Q_PROPERTY(QString handSideName READ handSideName NOTIFY decisionChanged)
    Q_PROPERTY(bool humanToDecide READ humanToDecide NOTIFY decisionChanged)
    Q_PROPERTY(bool gameOver READ isGameOver NOTIFY decisionChanged)
    Q_PROPERTY(QString result READ result NOTIFY decisionChanged)
    Q_PROPERTY(QString prompt READ prompt NOTIFY decisionChanged)
    /// What to click on the board for the choices it takes (the list leaves those out).
    Q_PROPERTY(QString boardHint READ boardHint NOTIFY revisionChanged)
    Q_PROPERTY(PlaytestChoiceModel* choices READ choiceModel CONSTANT)
    Q_PROPERTY(PlaytestHandModel* hand READ handModel CONSTANT)
    Q_PROPERTY(PlaytestObjectiveModel* objectives READ objectiveModel CONSTANT)
    Q_PROPERTY(QString topName READ topName NOTIFY sidesChanged)
    Q_PROPERTY(QString bottomName READ bottomName NOTIFY sidesChanged)
    Q_PROPERTY(int topBanners READ topBanners NOTIFY bannersChanged)
    Q_PROPERTY(int bottomBanners READ bottomBanners NOTIFY bannersChanged)
    Q_PROPERTY(int victoryBanners READ victoryBanners NOTIFY bannersChanged)
    Q_PROPERTY(QVariantMap lastRoll READ lastRoll NOTIFY logChanged)
    Q_PROPERTY(QVariantList log READ log NOTIFY logChanged)
    Q_PROPERTY(bool canUndoTurn READ canUndoTurn NOTIFY logChanged)
    Q_PROPERTY(bool replaying READ isReplaying NOTIFY replayChanged)
    Q_PROPERTY(int replayPosition READ replayPosition NOTIFY replayChanged)
    Q_PROPERTY(int replayLength READ replayLength NOTIFY replayChanged)
    Q_PROPERTY(QVariantList lineOfSight READ lineOfSight NOTIFY lineOfSightChanged)
    Q_PROPERTY(int losCol READ losCol NOTIFY lineOfSightChanged)
    Q_PROPERTY(int losRow READ losRow NOTIFY lineOfSightChanged)

public:
    explicit PlaytestSession(QObject* parent = nullptr);
    ~PlaytestSession() override;

    /// Starts a game of `document`'s scenario as it stands, with the current seed and players.
    /// Refused (false, `error` says why) when nothing is open, the system is unknown or the
    /// scenario has errors. The document is never changed.
    Q_INVOKABLE bool start(ScenarioDocument* document);
    /// Ends the playtest (back to editing); the document is as it was.
    Q_INVOKABLE void stop();
    /// The same scenario from the start: the same seed, or (newSeed) the next seed.
    Q_INVOKABLE void restart(bool newSeed);

    /// Takes choice `index` (an index into `choices`, i.e. into legalActions) for the side
    /// deciding now. False when it is not a legal choice now (or a log is being replayed).
    Q_INVOKABLE bool choose(int index);
    /// A click on hex (col,row): takes the first choice that names that hex (order that unit,
    /// move it, step there, battle it, retreat there); with a Combat card picked (pickCard),
    /// picks the leader there to reposition, then repositions him to the hex clicked (a click
    /// on him again takes him back). False when no choice names it or a bot decides.
    Q_INVOKABLE bool clickHex(int col, int row);
    /// Picks Combat card `handIndex` of the deciding side's hand for its default action (discard
    /// it to reposition a leader: 000 · COMBAT CARDS), to be made on the board by clickHex;
    /// picking it again, or -1, puts it back. False when no reposition with it is legal now.
    Q_INVOKABLE bool pickCard(int handIndex);
    /// Back to the state at the start of the current turn; the log loses this turn's lines.
    Q_INVOKABLE bool undoTurn();
    /// One bot decision for the deciding side when it is a bot. False otherwise.
    Q_INVOKABLE bool stepBot();
    /// The bots play, instantly, until `turns` more turns have begun, the game ends or a human
    /// side must decide (what `tricorne-studio --playtest --turns N` does, both sides bots).
    /// Returns the actions taken.
    Q_INVOKABLE int playBotTurns(int turns);

    /// Writes the engine's replay log (schema/log.schema.json) atomically.
    Q_INVOKABLE bool saveLog(const QString& path);
    Q_INVOKABLE bool saveLogUrl(const QUrl& url) { return saveLog(url.toLocalFile()); }
    /// Loads a log of this scenario and shows its start; replayTo/replayStep walk it. Refused
    /// (false, `error` names the file and the place) when it does not fit or does not replay.
    Q_INVOKABLE bool loadLog(const QString& path);
    Q_INVOKABLE bool loadLogUrl(const QUrl& url) { return loadLog(url.toLocalFile()); }
    /// Shows the state after `position` actions of the loaded log (0 = the start).
    Q_INVOKABLE void replayTo(int position);
    Q_INVOKABLE void replayStep(int delta) { replayTo(m_replayPosition + delta); }
    /// Leaves the loaded log and plays on from its start with the current seed.
    Q_INVOKABLE void leaveReplay();

    /// The line-of-sight tool: every hex the piece on (col,row) sees, and why each other is
    /// blocked (tricorne::lineOfSight, as `tricorne probe los`). (-1,-1) clears it.
    Q_INVOKABLE void showLineOfSight(int col, int row);

    /// The status line for hex (col,row) while playing: the choices that name it (with their
    /// dice or stop reasons), the line of sight to it when the tool is on, then the hex itself.
    Q_INVOKABLE QString describeHex(int col, int row) const;

    /// Stages the next dice (GameState::forcedDice, face names as faceName gives them), to
    /// rehearse a situation exactly; unknown names are refused. A staged game's log does not
    /// replay (the generator did not roll those dice), so this is for tests and rehearsal.
    bool stageDice(const QStringList& faces);

    /// The engine's record of the game so far (for tests and saving).
    const tricorne::GameLog* gameLog() const { return m_rules ? &m_log : nullptr; }
    const tricorne::GameState* state() const { return m_rules ? &shown() : nullptr; }
    const tricorne::Rules* rules() const { return m_rules.get(); }
    const std::vector<playtest::LogLine>& logLines() const { return m_lines; }

    bool isActive() const { return m_rules != nullptr; }
    QString error() const { return m_error; }
    qint64 seed() const { return m_seed; }
    void setSeed(qint64 seed);
    double seedForQml() const { return static_cast<double>(m_seed); }
    void setSeedFromQml(double seed) { setSeed(static_cast<qint64>(seed)); }
    QString bottomPlayer() const { return m_players[tricorne::Position::Bottom]; }
    QString topPlayer() const { return m_players[tricorne::Position::Top]; }
    void setBottomPlayer(const QString& player) { setPlayer(0, player); }
    void setTopPlayer(const QString& player) { setPlayer(1, player); }
    int botDelay() const { return m_botDelay; }
    void setBotDelay(int ms);
    double searchSeconds() const { return m_searchSeconds; }
    void setSearchSeconds(double seconds);
    bool isPaused() const { return m_paused; }
    void setPaused(bool paused);
    BoardModel* board() { return &m_board; }

    int revision() const { return m_revision; }
    int turn() const;
    QString phase() const;
    QString activeSide() const;
    QString decidingSideText() const;
    QString decidingSideName() const;
    QString handSideName() const;
    bool humanToDecide() const;
    bool isGameOver() const;
    QString result() const;
    QString prompt() const;
    QString boardHint() const;
    /// The choices, the hand and the objectives as they stand (what the models hold).
    const std::vector<playtest::Choice>& choices() const { return m_choices.rows(); }
    const std::vector<playtest::HandCard>& hand() const { return m_hand.rows(); }
    const std::vector<playtest::ObjectiveRow>& objectives() const { return m_objectives.rows(); }
    PlaytestChoiceModel* choiceModel() { return &m_choices; }
    PlaytestHandModel* handModel() { return &m_hand; }
    PlaytestObjectiveModel* objectiveModel() { return &m_objectives; }
    QString topName() const;
    QString bottomName() const;
    int topBanners() const;
    int bottomBanners() const;
    int victoryBanners() const;
    QVariantMap lastRoll() const;
    QVariantList log() const;
    bool canUndoTurn() const { return isActive() && !m_replay && m_log.entries.size() > m_turnStart.logSize; }
    bool isReplaying() const { return m_replay.has_value(); }
    int replayPosition() const { return m_replayPosition; }
    int replayLength() const { return m_replay ? static_cast<int>(m_replay->states.size()) - 1 : 0; }
    QVariantList lineOfSight() const { return m_los; }
    int losCol() const { return m_losCol; }
    int losRow() const { return m_losRow; }

signals:
    void activeChanged();
    void errorChanged();
    void settingsChanged();
    void revisionChanged();
    void turnChanged();
    void decisionChanged();
    void sidesChanged();
    void bannersChanged();
    void logChanged();
    void replayChanged();
    void lineOfSightChanged();

private:
    struct TurnStart {
        tricorne::GameState state;
        std::size_t logSize = 0;
    };
    struct Replay {
        tricorne::GameLog log;
        std::vector<tricorne::GameState> states;  ///< the start, then after each entry
        std::vector<playtest::LogLine> lines;
    };

    const tricorne::GameState& shown() const;
    bool isBot(tricorne::Position side) const;
    /// Whose hand is shown. Precondition: a game is loaded.
    tricorne::Position handSide() const;
    void setPlayer(int index, const QString& player);
    void setError(const QString& error);
    void begin();
    /// Applies a legal action, records it (log, readable line, dice) and refreshes.
    bool play(const tricorne::Action& action);
    void refresh();
    /// Emits the signal of each concern whose values differ from those last announced.
    void publish();
    void scheduleBot();

    /// What QML was last told, by concern (publish compares and announces the differences).
    struct Shown {
        std::tuple<int, QString, QString> turn;
        std::tuple<QString, QString, bool, bool, QString, QString> decision;
        std::tuple<QString, QString> sides;
        std::tuple<int, int, int> banners;
        std::tuple<int, int, bool> log;  ///< log version, replay position, canUndoTurn
        std::tuple<bool, int, int> replay;
        bool operator==(const Shown&) const = default;
    };
    Shown shownNow() const;

    const ScenarioDocument* m_document = nullptr;
    std::unique_ptr<tricorne::Rules> m_rules;
    tricorne::GameState m_state;
    tricorne::GameLog m_log;
    std::vector<playtest::LogLine> m_lines;
    std::vector<tricorne::Action> m_legal;
    TurnStart m_turnStart;
    tricorne::BySide<tricorne::Pcg32> m_botRng;
    /// Each side's search bot goes on through its turn from the tree of its last decision;
    /// forgotten when a game begins or ends (an undone turn it notices itself).
    tricorne::BySide<tricorne::SearchMemory> m_searchMemory;
    std::optional<Replay> m_replay;
    int m_replayPosition = 0;
    playtest::RepositionPick m_pick;  ///< a reposition being made on the board

    QString m_error;
    qint64 m_seed = 1;
    tricorne::BySide<QString> m_players{QStringLiteral("human"), QStringLiteral("greedy")};
    int m_botDelay = 600;
    double m_searchSeconds = 0.2;  ///< the search runs on this thread: a pause a player barely notices
    /// The search bot's playouts at most, whatever the time budget: bounds a decision on a
    /// machine however fast.
    static constexpr int kMaxSearchPlayouts = 100000;
    bool m_paused = false;
    bool m_batching = false;  ///< bots playing instantly: refresh the views once at the end
    int m_revision = 0;
    int m_logVersion = 0;  ///< bumped whenever the readable log's lines change
    Shown m_shown;
    PlaytestChoiceModel m_choices;
    PlaytestHandModel m_hand;
    PlaytestObjectiveModel m_objectives;
    QVariantList m_los;
    int m_losCol = -1, m_losRow = -1;
    BoardModel m_board;
    QTimer m_botTimer;
};
