// The open game system (a designer's house rules, *.tricorne-system.json): the file's JSON as
// the engine reads it, the built-in system it was forked from, its file, diagnostics and undo
// stack. A built-in system is never edited in place: File ▸ New system from… forks it into an
// untitled document with an id of its own, which records the built-in's id ("basedOn") so that
// every value changed from it can be marked, after a save and a reopen too.
//
// The document keeps the JSON rather than the engine's GameSystem: the file's sources and
// notes, which the model drops, are what the designer reads beside each value, and a field the
// format gains (another helper's "rules" object, typed terrain properties) is edited without a
// change here. Judging the document is the engine's (tricorne::validateSystemDocument), after
// every edit; writing it is the engine's atomic writer. "modified" is the stack's clean state.
#pragma once

#include <optional>

#include <QObject>
#include <QString>
#include <QUndoStack>
#include <QUrl>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>

#include <nlohmann/json.hpp>

#include "document/diagnosticsmodel.h"
#include "document/undohistorymodel.h"

class ScenarioDocument;
// moc needs the whole type of a pointer parameter; the header itself does not.
Q_MOC_INCLUDE("document/scenariodocument.h")

class SystemDocument : public QObject {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(bool loaded READ isLoaded NOTIFY documentChanged)
    Q_PROPERTY(int revision READ revision NOTIFY revisionChanged)
    Q_PROPERTY(QString filePath READ filePath NOTIFY filePathChanged)
    Q_PROPERTY(QString fileName READ fileName NOTIFY filePathChanged)
    Q_PROPERTY(QString title READ title NOTIFY revisionChanged)
    Q_PROPERTY(QString systemId READ systemId NOTIFY revisionChanged)
    Q_PROPERTY(QString basedOn READ basedOn NOTIFY documentChanged)
    Q_PROPERTY(QString basedOnName READ basedOnName NOTIFY documentChanged)
    Q_PROPERTY(bool modified READ isModified NOTIFY modifiedChanged)
    Q_PROPERTY(QString errorString READ errorString NOTIFY errorStringChanged)
    Q_PROPERTY(DiagnosticsModel* diagnostics READ diagnostics CONSTANT)
    Q_PROPERTY(DiagnosticsModel* openErrors READ openErrors CONSTANT)
    Q_PROPERTY(UndoHistoryModel* history READ history CONSTANT)

public:
    /// The file name suffix of game-system files.
    static constexpr const char* kSuffix = "tricorne-system.json";

    explicit SystemDocument(QObject* parent = nullptr);
    ~SystemDocument() override;

    /// The built-in systems a designer can fork: [{id, name}], in the catalog's order.
    Q_INVOKABLE QVariantList builtins() const;
    /// An id for a fork named `name`: its words in lower case joined by '-' ("Highland charge
    /// +2" → "highland-charge-2"), within the id pattern; "house-rules" when nothing is left.
    Q_INVOKABLE QString idFor(const QString& name) const;

    /// Forks built-in system `builtinId` into a new, untitled document (undo history cleared)
    /// named `name` with id `id`; it records `builtinId` as "basedOn". The built-in is never
    /// touched. An id that clashes with a built-in's is left for the engine's validation to
    /// refuse, in the diagnostics. False, with errorString, for an unknown built-in.
    Q_INVOKABLE bool fork(const QString& builtinId, const QString& name, const QString& id);
    /// Opens a game-system file. The document becomes that file even with schema or semantic
    /// errors (a designer must be able to open a file to fix it); a file that is not JSON, not
    /// an object, not a "tricorne-system" or of a newer version is refused, nothing of the
    /// current document changes, errorString names the file and openErrors lists why.
    Q_INVOKABLE bool openFile(const QString& path);
    Q_INVOKABLE bool open(const QUrl& url);
    /// Writes the document (two-space JSON, a final newline) to filePath() atomically through
    /// the engine's writer. False when untitled or the write failed (errorString says why; the
    /// old file is untouched). On success the undo stack becomes clean.
    Q_INVOKABLE bool save();
    /// save() to `path`, which becomes the document's file ("tricorne-system.json" added to a
    /// name without a suffix).
    Q_INVOKABLE bool saveAs(const QString& path);
    Q_INVOKABLE bool saveAsUrl(const QUrl& url);
    /// No system is open any more (undo history cleared). Unsaved changes are dropped.
    Q_INVOKABLE void closeDocument();
    Q_INVOKABLE void clearError();
    /// Writes to `path` a copy of `battle` (unsaved edits included) that plays under this system
    /// (ScenarioDocument::writeBoundCopy): the system embedded in it, or with `sidecar` its saved
    /// file named beside it. Refused, with errorString, while the system has errors, for a
    /// sidecar while the system is untitled or modified, and when the battle does not fit it.
    /// boundCopyWritten(path) follows a written copy.
    Q_INVOKABLE bool bindCopy(ScenarioDocument* battle, const QString& path, bool sidecar);

    /// True when `path` holds a document whose "format" is "tricorne-system" (read through the
    /// engine's guarded reader): File ▸ Open sends such a file here, any other to the scenario.
    static bool isSystemFile(const QString& path);

    bool isLoaded() const { return m_doc.has_value(); }
    int revision() const { return m_revision; }
    QString filePath() const { return m_filePath; }
    QString fileName() const;
    /// The system's name, else the file's name, else "Untitled system".
    QString title() const;
    QString systemId() const;
    /// The built-in system the document was forked from ("" when none, or not a built-in).
    QString basedOn() const;
    QString basedOnName() const;
    bool isModified() const { return !m_undoStack.isClean(); }
    QString errorString() const { return m_errorString; }
    DiagnosticsModel* diagnostics() { return &m_diagnostics; }
    const DiagnosticsModel* diagnostics() const { return &m_diagnostics; }
    DiagnosticsModel* openErrors() { return &m_openErrors; }
    QUndoStack* undoStack() { return &m_undoStack; }
    UndoHistoryModel* history() { return &m_history; }

    /// The document as the file holds it, or nullptr when none is open.
    const nlohmann::json* document() const { return m_doc ? &*m_doc : nullptr; }
    /// The built-in system's document the fork is compared with, or nullptr.
    const nlohmann::json* original() const { return m_original ? &*m_original : nullptr; }
    /// The text save() writes.
    QByteArray text() const;

    /// For edit commands only: sets the value at JSON pointer `pointer` (an absent key is added;
    /// a null `value` removes the key), revalidates through the engine and emits
    /// systemChanged(pointer). Precondition: isLoaded() and the pointer's parent exists.
    void setValue(const std::string& pointer, const nlohmann::json& value);

    /// Becomes `doc` as an untitled (or `originPath`'s, when given) modified document: a
    /// recovery file restored (Autosave). False when `doc` is not a game system's document.
    bool adoptRecovered(const nlohmann::json& doc, const QString& originPath);

signals:
    /// Another system, or none, or another file.
    void documentChanged();
    /// Another file: another system (with documentChanged), or this one saved under a new name
    /// (alone: what the window shows stays shown).
    void filePathChanged();
    /// A value changed (an edit, its undo or redo), at `pointer` ("" for the whole document).
    void systemChanged(const QString& pointer);
    void revisionChanged();
    void modifiedChanged();
    void errorStringChanged();
    void opened();
    void saved();
    /// bindCopy wrote the battle's copy to `path` (absolute).
    void boundCopyWritten(const QString& path);

private:
    void become(std::optional<nlohmann::json> doc, const QString& path);
    void refresh(const QString& pointer);
    void setErrorString(const QString& error);

    std::optional<nlohmann::json> m_doc;
    std::optional<nlohmann::json> m_original;
    QString m_filePath;
    QString m_errorString;
    int m_revision = 0;
    QUndoStack m_undoStack;
    DiagnosticsModel m_diagnostics;
    DiagnosticsModel m_openErrors;
    UndoHistoryModel m_history{&m_undoStack};
};
