// Recovery files: while the document has unsaved changes, its canonical text goes to this
// studio instance's recovery file a moment after each edit (debounced, written atomically),
// and stays there until the document is saved or its changes are discarded. Each instance
// owns one file, guarded by a QLockFile, so two studios never overwrite each other's work.
// At start, every recovery file whose lock is stale (its studio died: crash, kill -9, power
// loss) is offered, one at a time; restoring one makes it this instance's own recovery file
// before the orphan is removed, so a crash right after a restore loses nothing either.
//
// Files in the recovery directory: <id>.tricorne.json (the scenario; <id>.tricorne-system.json for
// a game system's recovery, which keeps a directory of its own), <id>.origin (the path of the
// file it belongs to, UTF-8; empty for an untitled document) and <id>.lock (the QLockFile).
//
// The scenario and the game system (the system editor's document) are recovered alike: what
// differs — the text, how a recovery is put back — is a RecoverySubject.
#pragma once

#include <memory>
#include <vector>

#include <QElapsedTimer>
#include <QLockFile>
#include <QObject>
#include <QString>
#include <QTimer>
#include <QtQml/qqmlregistration.h>

class ScenarioDocument;
class SystemDocument;

/// What Autosave needs of the document it keeps: its text while it has unsaved work, its file,
/// and how a recovery file is put back.
class RecoverySubject {
public:
    virtual ~RecoverySubject() = default;
    /// The document is open and differs from its file (or has none).
    virtual bool hasUnsavedWork() const = 0;
    virtual QString filePath() const = 0;
    /// What the recovery file holds: the document's own file text.
    virtual QByteArray text() const = 0;
    /// Puts the recovery file `recoveryFile` in the document: on top of its saved file
    /// `originPath` as one undoable step while that file opens, else as an untitled modified
    /// document. False when the recovery file cannot be read as such a document.
    virtual bool restore(const QString& recoveryFile, const QString& originPath) = 0;
    /// "an untitled scenario": what the question calls a recovery with no file.
    virtual QString untitledName() const = 0;
    /// The recovery file's suffix: ".tricorne.json", ".tricorne-system.json".
    virtual QString suffix() const = 0;
};

class Autosave : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("Autosave belongs to the studio's services")
    Q_PROPERTY(bool hasRecovery READ hasRecovery NOTIFY recoveryChanged)
    Q_PROPERTY(QString recoveredName READ recoveredName NOTIFY recoveryChanged)
    Q_PROPERTY(int recoveryCount READ recoveryCount NOTIFY recoveryChanged)

public:
    /// The pause after the last edit before the recovery file is written: short, since a crash
    /// within it loses the edit (a kill 0.2–0.8 s after an edit did at 1 s), and long enough
    /// that a drag or a typed word is written once, not at every step.
    static constexpr int kDefaultDelayMs = 250;

    /// Recovery for `document`, which must outlive it.
    explicit Autosave(ScenarioDocument* document, QObject* parent = nullptr);
    /// Recovery for the system editor's `document`, which must outlive it; in a directory of its
    /// own (defaultSystemDirectory), so a scenario's recovery is never offered as a system's.
    explicit Autosave(SystemDocument* document, QObject* parent = nullptr);
    /// Writes a pending recovery first (shutdown).
    ~Autosave() override;

    /// QStandardPaths::AppDataLocation/recovery.
    static QString defaultDirectory();
    /// defaultDirectory()/systems.
    static QString defaultSystemDirectory();

    /// Turns recovery on in `directory` (created when missing): takes this instance's lock and
    /// collects the orphaned recovery files there (newest first). Until it is called nothing
    /// is written or offered, so a --screenshot run or a test never touches the user's files.
    /// False when the directory or the lock cannot be made (recovery then stays off).
    bool start(const QString& directory = defaultDirectory(), int delayMs = kDefaultDelayMs);
    /// Writes a pending recovery (an edit younger than the delay) at once, then turns recovery
    /// off. The destructor calls it, so an Autosave must go before its document.
    void shutdown();

    /// This instance's recovery file ("" before start()).
    QString recoveryPath() const;
    /// This instance's recovery file exists.
    bool hasOwnFile() const;
    /// recoveryPath() when the file exists, else "" (File ▸ Compare with ▸ The autosave).
    Q_INVOKABLE QString ownFilePath() const { return hasOwnFile() ? recoveryPath() : QString(); }
    /// Writes this instance's recovery file now when the document has unsaved changes,
    /// atomically (the engine's writeFileAtomically); removes it when there are none. False
    /// when recovery is off or a write failed.
    bool writeNow();
    /// Removes this instance's recovery file (the designer discarded the changes).
    Q_INVOKABLE void removeOwnFile();

    /// An orphaned recovery file is on offer.
    bool hasRecovery() const { return !m_orphans.empty(); }
    /// How many orphaned recovery files wait, the one on offer included.
    int recoveryCount() const { return static_cast<int>(m_orphans.size()); }
    /// The name of the file the offered recovery belongs to, for the question to the designer.
    QString recoveredName() const;
    /// Opens the offered recovery in the document (on top of its saved file, when that still
    /// opens), writes it as this instance's recovery file, then removes the orphan. The other
    /// orphans are released for the next start (or, with setOpenRestInNewWindows, a new studio
    /// window is started to offer them), since this window now holds one document. False when
    /// the orphan cannot be read (it is then removed: there is nothing in it to restore).
    Q_INVOKABLE bool restore();
    /// Removes the offered recovery file and offers the next one, if any.
    Q_INVOKABLE void discard();
    /// When other orphans remain after a restore, start a new studio to offer them (the app
    /// does; tests do not).
    void setOpenRestInNewWindows(bool open) { m_openRestInNewWindows = open; }

signals:
    void recoveryChanged();

private:
    struct Orphan {
        QString id;
        std::unique_ptr<QLockFile> lock;  ///< held while this instance offers it
    };
    void schedule();
    void collectOrphans();
    QString pathOf(const QString& id, const char* suffix) const;
    /// The recovery file of `id` that holds the document's text (its subject's suffix).
    QString textPath(const QString& id) const;
    void removeOrphan();
    std::unique_ptr<RecoverySubject> m_subject;
    QString m_directory;
    QString m_id;
    std::unique_ptr<QLockFile> m_lock;
    std::vector<Orphan> m_orphans;
    QTimer m_timer;
    QElapsedTimer m_pendingSince;
    int m_delayMs = kDefaultDelayMs;
    bool m_active = false;
    bool m_openRestInNewWindows = false;
};
