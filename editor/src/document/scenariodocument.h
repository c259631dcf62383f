// The open scenario: the engine's model, its game system, the file it came from, its
// diagnostics and its undo stack (DESIGN.md §6, Tiled's Document). Everything the studio shows
// about a scenario is read from here; loading, judging and writing the file is the engine's
// work (tricorne::loadScenarioFile, validateSemantics, canonicalScenarioText), never re-done in
// the studio. Edits are QUndoCommands (commands/) pushed on undoStack(); "modified" is the
// stack's clean state.
#pragma once

#include <optional>

#include <QByteArray>
#include <QFileSystemWatcher>
#include <QObject>
#include <QString>
#include <QUndoStack>
#include <QUrl>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>

#include "autosave.h"
#include "boardmodel.h"
#include "undohistorymodel.h"
#include "diagnosticsmodel.h"
#include "recentfiles.h"
#include "rostermodel.h"
#include "tricorne/model/scenario.h"
#include "tricorne/model/system.h"

class ScenarioDocument : public QObject {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(bool loaded READ isLoaded NOTIFY documentChanged)
    Q_PROPERTY(bool editable READ isEditable NOTIFY documentChanged)
    Q_PROPERTY(int revision READ revision NOTIFY documentChanged)
    Q_PROPERTY(QString filePath READ filePath NOTIFY documentChanged)
    Q_PROPERTY(QString fileName READ fileName NOTIFY documentChanged)
    Q_PROPERTY(QString title READ title NOTIFY documentChanged)
    Q_PROPERTY(QString date READ date NOTIFY documentChanged)
    Q_PROPERTY(QString systemId READ systemId NOTIFY documentChanged)
    Q_PROPERTY(QString systemName READ systemName NOTIFY documentChanged)
    Q_PROPERTY(QString topSide READ topSide NOTIFY documentChanged)
    Q_PROPERTY(QString bottomSide READ bottomSide NOTIFY documentChanged)
    Q_PROPERTY(QString firstPlayer READ firstPlayer NOTIFY documentChanged)
    Q_PROPERTY(int victoryBanners READ victoryBanners NOTIFY documentChanged)
    Q_PROPERTY(int unitCount READ unitCount NOTIFY documentChanged)
    Q_PROPERTY(int leaderCount READ leaderCount NOTIFY documentChanged)
    Q_PROPERTY(bool modified READ isModified NOTIFY modifiedChanged)
    Q_PROPERTY(bool canExport READ canExport NOTIFY documentChanged)
    Q_PROPERTY(QString exportBlockedReason READ exportBlockedReason NOTIFY documentChanged)
    Q_PROPERTY(bool changedOnDisk READ isChangedOnDisk NOTIFY changedOnDiskChanged)
    Q_PROPERTY(QString errorString READ errorString NOTIFY errorStringChanged)
    Q_PROPERTY(BoardModel* board READ board CONSTANT)
    Q_PROPERTY(DiagnosticsModel* diagnostics READ diagnostics CONSTANT)
    Q_PROPERTY(DiagnosticsModel* openErrors READ openErrors CONSTANT)
    Q_PROPERTY(RecentFiles* recentFiles READ recentFiles CONSTANT)
    Q_PROPERTY(Autosave* autosave READ autosave CONSTANT)
    Q_PROPERTY(QVariantList templates READ templates CONSTANT)
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
    /// The starting points shipped inside the studio (templates/scenarios, built in as
    /// resources): [{path, title, system}], blank boards first.
    QVariantList templates() const;
    /// File ▸ Close: no scenario is open any more (undo history cleared, nothing watched).
    /// Unsaved changes are dropped: the window asks before it calls this.
    Q_INVOKABLE void closeDocument();
    /// Forgets why the last open or save failed (errorString and openErrors become empty).
    Q_INVOKABLE void clearError();

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
    /// After an external change to the file while there are local edits (changedOnDisk):
    /// reload the file (local edits are lost) or keep the local version.
    Q_INVOKABLE bool reloadFromDisk();
    Q_INVOKABLE void keepLocalVersion();
    /// A local file URL for a path (QML file dialogs speak URLs).
    Q_INVOKABLE QUrl urlOf(const QString& path) const { return QUrl::fromLocalFile(path); }

    bool isLoaded() const { return m_scenario.has_value(); }
    /// True when edits can be made: a scenario whose game system this build knows.
    bool isEditable() const { return m_scenario && m_system; }
    /// Grows by one on every change of the scenario; QML bindings that call functions of the
    /// document read it to be re-evaluated.
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
    bool canExport() const { return isLoaded() && m_diagnostics.errorCount() == 0; }
    QString exportBlockedReason() const;
    bool isChangedOnDisk() const { return m_changedOnDisk; }
    /// Why the last open or save failed, naming the file; "" after a success.
    QString errorString() const { return m_errorString; }

    BoardModel* board() { return &m_board; }
    /// Findings about the open document (from the engine).
    DiagnosticsModel* diagnostics() { return &m_diagnostics; }
    /// Findings about the file the last failed open refused; empty after a successful open.
    DiagnosticsModel* openErrors() { return &m_openErrors; }
    RecentFiles* recentFiles() { return &m_recentFiles; }
    QUndoStack* undoStack() { return &m_undoStack; }
    Autosave* autosave() { return m_autosave; }
    /// The undo stack as a list for QML (history view, undo/redo actions).
    UndoHistoryModel* history() { return &m_history; }
    /// What the scenario takes out of the box against what the box holds (roster panel).
    RosterModel* roster() { return &m_roster; }

    /// The engine's model of the open scenario, or nullptr when nothing is open.
    const tricorne::Scenario* scenario() const { return m_scenario ? &*m_scenario : nullptr; }
    /// The scenario's game system, or nullptr (nothing open, or a system the build does not know).
    const tricorne::GameSystem* system() const { return m_system; }

    /// For edit commands only: the model to change. Precondition: isLoaded().
    tricorne::Scenario& editableScenario() { return *m_scenario; }
    /// For edit commands only: called after every change of the model. Revalidates with
    /// tricorne::validateSemantics on the in-memory model and refreshes the models.
    void scenarioEdited();

    /// Replaces the document by `scenario` as an untitled, modified document, or (with
    /// `basePath` naming the scenario's file) by that file with one undoable step that brings
    /// it to `scenario`. What restoring a recovery file does. False when `scenario`'s system
    /// is unknown.
    bool adoptRecovered(const tricorne::Scenario& scenario, const QString& basePath);

signals:
    void documentChanged();
    void modifiedChanged();
    void errorStringChanged();
    void changedOnDiskChanged();
    /// The file was replaced on disk and reloaded because there were no local edits.
    void reloadedFromDisk();
    /// The document was written to its file (save or save as).
    void saved();

private:
    bool load(const QString& path, bool asTemplate);
    bool writeFile(const QString& path, const QByteArray& bytes);
    void setFilePath(const QString& path);
    void onFileChanged(const QString& path);
    void setChangedOnDisk(bool changed);
    void refresh(tricorne::Diagnostics diagnostics);
    QString sideLabel(tricorne::Position position) const;
    void setErrorString(const QString& error);

    std::optional<tricorne::Scenario> m_scenario;
    const tricorne::GameSystem* m_system = nullptr;
    QString m_filePath;
    QByteArray m_diskBytes;  ///< what the file held when last read or written by us
    QString m_errorString;
    int m_revision = 0;
    bool m_changedOnDisk = false;
    QUndoStack m_undoStack;
    QFileSystemWatcher m_watcher;
    BoardModel m_board;
    DiagnosticsModel m_diagnostics;
    DiagnosticsModel m_openErrors;
    RecentFiles m_recentFiles;
    UndoHistoryModel m_history{&m_undoStack};
    RosterModel m_roster;  ///< follows this document (set in the constructor)
    Autosave* m_autosave;  ///< a child: it watches this document's modified state
};
