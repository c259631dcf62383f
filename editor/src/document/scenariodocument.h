// The open scenario: the engine's model, its game system, the file it came from, its
// diagnostics and its undo stack (docs/design/studio.md; Tiled's Document). Everything the studio shows
// about a scenario is read from here; loading, judging and writing the file is the engine's
// work (tricorne::loadScenarioFile, validateSemantics, canonicalScenarioText), never re-done in
// the studio. Edits are QUndoCommands (commands/) pushed on undoStack(); "modified" is the
// stack's clean state. Each edit says what it changed (ScenarioChange), and the document
// signals only that: the board redraws the hexes named, a panel re-reads its own part.
//
// What lives around a document — recent files, recovery files, watching the file on disk,
// the templates — are the app's services (app/studioservices.h), which follow its signals.
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <vector>

#include <QByteArray>
#include <QObject>
#include <QString>
#include <QUndoStack>
#include <QUrl>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>

#include "document/boardmodel.h"
#include "document/diagnosticsmodel.h"
#include "document/rostermodel.h"
#include "document/scenariochange.h"
#include "document/undohistorymodel.h"
#include "tricorne/model/scenario.h"
#include "tricorne/model/system.h"

class ScenarioDocument : public QObject {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(bool loaded READ isLoaded NOTIFY documentChanged)
    Q_PROPERTY(bool editable READ isEditable NOTIFY documentChanged)
    Q_PROPERTY(int revision READ revision NOTIFY revisionChanged)
    Q_PROPERTY(QString filePath READ filePath NOTIFY documentChanged)
    Q_PROPERTY(QString fileName READ fileName NOTIFY documentChanged)
    Q_PROPERTY(QString title READ title NOTIFY notesChanged)
    Q_PROPERTY(QString date READ date NOTIFY notesChanged)
    Q_PROPERTY(QString systemId READ systemId NOTIFY documentChanged)
    Q_PROPERTY(QString systemName READ systemName NOTIFY documentChanged)
    Q_PROPERTY(QString topSide READ topSide NOTIFY notesChanged)
    Q_PROPERTY(QString bottomSide READ bottomSide NOTIFY notesChanged)
    Q_PROPERTY(QString firstPlayer READ firstPlayer NOTIFY notesChanged)
    Q_PROPERTY(int victoryBanners READ victoryBanners NOTIFY notesChanged)
    Q_PROPERTY(int unitCount READ unitCount NOTIFY piecesChanged)
    Q_PROPERTY(int leaderCount READ leaderCount NOTIFY piecesChanged)
    Q_PROPERTY(bool modified READ isModified NOTIFY modifiedChanged)
    Q_PROPERTY(bool canExport READ canExport NOTIFY problemsChanged)
    Q_PROPERTY(QString exportBlockedReason READ exportBlockedReason NOTIFY problemsChanged)
    Q_PROPERTY(QString errorString READ errorString NOTIFY errorStringChanged)
    Q_PROPERTY(BoardModel* board READ board CONSTANT)
    Q_PROPERTY(DiagnosticsModel* diagnostics READ diagnostics CONSTANT)
    Q_PROPERTY(DiagnosticsModel* openErrors READ openErrors CONSTANT)
    Q_PROPERTY(UndoHistoryModel* history READ history CONSTANT)
    Q_PROPERTY(RosterModel* roster READ roster CONSTANT)

public:
    explicit ScenarioDocument(QObject* parent = nullptr);
    ~ScenarioDocument() override;

    /// Opens a scenario file through the engine. On success the document becomes that file
    /// (undo history cleared, diagnostics replaced, errorString cleared) even when the file has
    /// semantic errors: a designer must be able to open a file to fix it. When the engine
    /// could not build a scenario (unreadable, not JSON, wrong shape, newer version) nothing
    /// of the current document changes; errorString names the file and openErrors lists why.
    /// Never throws.
    Q_INVOKABLE bool openFile(const QString& path);
    /// openFile for a local file URL (what QML drop areas and file dialogs hand over).
    Q_INVOKABLE bool open(const QUrl& url);
    /// A new, untitled document with the contents of `templatePath` (a scenario file, e.g. a
    /// blank board): like openFile, but Save asks for a name and the template is not touched.
    Q_INVOKABLE bool newFromTemplate(const QString& templatePath);
    /// File ▸ Close: no scenario is open any more (undo history cleared, nothing watched).
    /// Unsaved changes are dropped: the window asks before it calls this.
    Q_INVOKABLE void closeDocument();
    /// Forgets why the last open or save failed (errorString and openErrors become empty).
    Q_INVOKABLE void clearError();

    /// The reference picture's path is held absolute while the document is open (resolved
    /// against the file's folder on open) and written relative to the file's folder on save.
    /// Writes the canonical text (tricorne::canonicalScenarioText) to filePath() atomically
    /// (QSaveFile). False when untitled or the write failed; errorString then says why and any
    /// old file is untouched. On success the undo stack becomes clean.
    Q_INVOKABLE bool save();
    /// save() to `path`, which becomes the document's file.
    Q_INVOKABLE bool saveAs(const QString& path);
    Q_INVOKABLE bool saveAsUrl(const QUrl& url);
    /// Writes the engine's schema-checked canonical export (tricorne::canonicalExportText) to
    /// `path`. Refused, writing nothing, while the scenario has errors (exportBlockedReason).
    Q_INVOKABLE bool exportTo(const QString& path);
    Q_INVOKABLE bool exportToUrl(const QUrl& url);
    /// A local file URL for a path (QML file dialogs speak URLs).
    Q_INVOKABLE QUrl urlOf(const QString& path) const { return QUrl::fromLocalFile(path); }

    bool isLoaded() const { return m_scenario.has_value(); }
    /// True when edits can be made: a scenario whose game system this build knows.
    bool isEditable() const { return m_scenario && m_system; }
    /// Grows by one on every change of the scenario; QML bindings that call functions of the
    /// document read it to be re-evaluated (revisionChanged).
    int revision() const { return m_revision; }
    QString filePath() const { return m_filePath; }
    QString fileName() const;
    QString title() const;
    QString date() const;
    QString systemId() const;
    QString systemName() const;
    /// "Government — Hugh Mackay" for the side at the top / bottom edge; "" when empty.
    QString topSide() const;
    QString bottomSide() const;
    /// "top" / "bottom"; "" without a scenario.
    QString firstPlayer() const;
    int victoryBanners() const;
    int unitCount() const;
    int leaderCount() const;
    /// True when edits were made since the file was opened or saved: the undo stack is not clean.
    bool isModified() const { return !m_undoStack.isClean(); }
    /// No errors and no piece left in the unplaced tray (a draft is not exported).
    bool canExport() const;
    QString exportBlockedReason() const;
    /// Why the last open or save failed, naming the file; "" after a success.
    QString errorString() const { return m_errorString; }

    BoardModel* board() { return &m_board; }
    /// Findings about the open document (from the engine).
    DiagnosticsModel* diagnostics() { return &m_diagnostics; }
    /// Findings about the file the last failed open refused; empty after a successful open.
    DiagnosticsModel* openErrors() { return &m_openErrors; }
    QUndoStack* undoStack() { return &m_undoStack; }
    /// The undo stack as a list for QML (history view, undo/redo actions).
    UndoHistoryModel* history() { return &m_history; }
    /// What the scenario takes out of the box against what the box holds (roster panel).
    RosterModel* roster() { return &m_roster; }

    /// The engine's model of the open scenario, or nullptr when nothing is open.
    const tricorne::Scenario* scenario() const { return m_scenario ? &*m_scenario : nullptr; }
    /// The scenario's game system, or nullptr (nothing open, or a system the build does not know).
    const tricorne::GameSystem* system() const { return m_system; }
    /// The open battle's board: its system's (docs/design/board.md, "The board is the
    /// system's"); Tricorne's without a known system.
    tricorne::BoardShape boardShape() const { return m_system ? m_system->board : tricorne::BoardShape{}; }
    /// Whether `hex` is on the open battle's board (and in the engine's frame): the one
    /// on-board check of every editing tool (paint, fill, paste, hexsides, the tray, labels,
    /// the reference picture), so that nothing is ever put on a frame hex off the board.
    bool onBoard(tricorne::Hex hex) const;
    bool onBoard(tricorne::Offset offset) const { return onBoard(tricorne::toAxial(offset)); }

    /// For edit commands only: the model to change. Precondition: isLoaded().
    tricorne::Scenario& editableScenario() { return *m_scenario; }
    /// For edit commands only: called after every change of the model, with what changed.
    /// Revalidates with tricorne::validateSemantics on the in-memory model, refreshes what
    /// `change` names (the board: those hexes, and any hex whose problems changed) and emits
    /// scenarioChanged and the signals of the parts named.
    void scenarioEdited(const ScenarioChange& change);

    /// Writes to `path` a copy of the battle, unsaved edits included, bound to `system`, a
    /// designer's system (tricorne::bindSystem): its id and hash, and `document` (the system's
    /// canonical text) embedded, or with `sidecarFile` non-empty that file named relative to the
    /// copy's folder. The document itself does not change. Returns "" when written, else why
    /// not: the battle does not fit the system (the first error named), or the write failed.
    QString writeBoundCopy(const QString& path, const tricorne::GameSystem& system, const std::string& document, const QString& sidecarFile) const;

    /// Replaces the document by `scenario` as an untitled, modified document: a recovery file
    /// restored with no saved file to go back to (Autosave::restore). Its system is resolved as
    /// a load does (tricorne::resolveScenarioSystem: a built-in one, or the one it embeds; a
    /// sidecar has no folder to be read from here). False when it cannot be resolved.
    bool adoptRecovered(const tricorne::Scenario& scenario);

signals:
    /// Another scenario, or none, or another file: what the document is (loaded, editable,
    /// file, game system). Every part signal below follows it.
    void documentChanged();
    /// The scenario changed, by an edit (undo and redo included) or by becoming another one;
    /// `change` says what changed. Then the signals of the parts it names, then revisionChanged.
    void scenarioChanged(const ScenarioChange& change);
    void notesChanged();         ///< metadata, sides, first player, victory banners (and the title)
    void piecesChanged();        ///< units and leaders
    void objectivesChanged();
    void specialRulesChanged();
    void labelsChanged();        ///< the map's place names
    void unplacedChanged();      ///< the tray of pieces still to place
    void referenceChanged();     ///< the reference picture: its file, page, control points, opacity, shown
    void revisionChanged();
    /// The number of errors changed (canExport, exportBlockedReason).
    void problemsChanged();
    void modifiedChanged();
    void errorStringChanged();
    /// A file was opened as the document (not a template): filePath() names it.
    void opened();
    /// The document was written to its file (save or save as).
    void saved();

private:
    bool load(const QString& path, bool asTemplate);
    bool writeFile(const QString& path, const QByteArray& bytes);
    /// Writes `bytes` to `path` with the engine's atomic writer: "" on success, else why.
    static QString writeAtomically(const QString& path, const QByteArray& bytes);
    /// Becomes `scenario` (or none) with `path` as its file, undo history cleared.
    void become(std::optional<tricorne::Scenario> scenario, const tricorne::GameSystem* system, const QString& path,
                tricorne::Diagnostics diagnostics);
    void refresh(const ScenarioChange& change, tricorne::Diagnostics diagnostics);
    QString sideLabel(tricorne::Position position) const;
    void setErrorString(const QString& error);

    std::optional<tricorne::Scenario> m_scenario;
    const tricorne::GameSystem* m_system = nullptr;
    /// The systems read from files (a scenario's kept system) this document has shown: kept
    /// for its lifetime, since rules built on one (a playtest) may outlive the next open.
    std::vector<std::shared_ptr<const tricorne::GameSystem>> m_systemsRead;
    /// The canonical text of m_system when it is not built in (ScenarioLoad::systemDocument):
    /// what export embeds. "" for a built-in system.
    std::string m_systemDocument;
    QString m_filePath;
    QString m_errorString;
    int m_revision = 0;
    QUndoStack m_undoStack;
    BoardModel m_board;
    DiagnosticsModel m_diagnostics;
    DiagnosticsModel m_openErrors;
    UndoHistoryModel m_history{&m_undoStack};
    RosterModel m_roster;  ///< follows this document (set in the constructor)
};
