// The open scenario: the engine's model, its game system, the file it came from, its
// diagnostics and its undo stack (DESIGN.md §6). Everything the studio shows about a scenario
// is read from here; loading and judging the file is the engine's work
// (tricorne::loadScenarioFile), never re-done in the studio.
#pragma once

#include <optional>

#include <QObject>
#include <QString>
#include <QUndoStack>
#include <QUrl>
#include <QtQml/qqmlregistration.h>

#include "boardmodel.h"
#include "diagnosticsmodel.h"
#include "tricorne/scenario.h"
#include "tricorne/system.h"

class ScenarioDocument : public QObject {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(bool loaded READ isLoaded NOTIFY documentChanged)
    Q_PROPERTY(QString filePath READ filePath NOTIFY documentChanged)
    Q_PROPERTY(QString fileName READ fileName NOTIFY documentChanged)
    Q_PROPERTY(QString title READ title NOTIFY documentChanged)
    Q_PROPERTY(QString date READ date NOTIFY documentChanged)
    Q_PROPERTY(QString systemName READ systemName NOTIFY documentChanged)
    Q_PROPERTY(QString topSide READ topSide NOTIFY documentChanged)
    Q_PROPERTY(QString bottomSide READ bottomSide NOTIFY documentChanged)
    Q_PROPERTY(QString firstPlayer READ firstPlayer NOTIFY documentChanged)
    Q_PROPERTY(int victoryBanners READ victoryBanners NOTIFY documentChanged)
    Q_PROPERTY(int unitCount READ unitCount NOTIFY documentChanged)
    Q_PROPERTY(int leaderCount READ leaderCount NOTIFY documentChanged)
    Q_PROPERTY(bool modified READ isModified NOTIFY modifiedChanged)
    Q_PROPERTY(QString errorString READ errorString NOTIFY errorStringChanged)
    Q_PROPERTY(BoardModel* board READ board CONSTANT)
    Q_PROPERTY(DiagnosticsModel* diagnostics READ diagnostics CONSTANT)
    Q_PROPERTY(DiagnosticsModel* openErrors READ openErrors CONSTANT)

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
    /// Forgets why the last open failed (errorString and openErrors become empty).
    Q_INVOKABLE void clearError();

    bool isLoaded() const { return m_scenario.has_value(); }
    QString filePath() const { return m_filePath; }
    QString fileName() const;
    QString title() const;
    QString date() const;
    QString systemName() const;
    /// "Government (army): Hugh Mackay" for the side at the top / bottom edge; "" when empty.
    QString topSide() const;
    QString bottomSide() const;
    /// "top" / "bottom"; "" without a scenario.
    QString firstPlayer() const;
    int victoryBanners() const;
    int unitCount() const;
    int leaderCount() const;
    /// True when edits were made since the file was opened or saved: the undo stack is not clean.
    bool isModified() const { return !m_undoStack.isClean(); }
    /// Why the last open failed, naming the file; "" after a successful open.
    QString errorString() const { return m_errorString; }

    BoardModel* board() { return &m_board; }
    /// Findings about the open document (from the engine).
    DiagnosticsModel* diagnostics() { return &m_diagnostics; }
    /// Findings about the file the last failed open refused; empty after a successful open.
    DiagnosticsModel* openErrors() { return &m_openErrors; }
    QUndoStack* undoStack() { return &m_undoStack; }

    /// The engine's model of the open scenario, or nullptr when nothing is open.
    const tricorne::Scenario* scenario() const { return m_scenario ? &*m_scenario : nullptr; }
    /// The scenario's game system, or nullptr (nothing open, or a system the build does not know).
    const tricorne::GameSystem* system() const { return m_system; }

signals:
    void documentChanged();
    void modifiedChanged();
    void errorStringChanged();

private:
    QString sideLabel(tricorne::Position position) const;
    void setErrorString(const QString& error);

    std::optional<tricorne::Scenario> m_scenario;
    const tricorne::GameSystem* m_system = nullptr;
    QString m_filePath;
    QString m_errorString;
    QUndoStack m_undoStack;
    BoardModel m_board;
    DiagnosticsModel m_diagnostics;
    DiagnosticsModel m_openErrors;
};
