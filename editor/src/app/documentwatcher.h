// Watches the open document's file on disk. When another program changes it: with no local
// edits the document reloads it (reloadedFromDisk); with local edits the designer is asked
// (changedOnDisk), and chooses reloadFromDisk or keepLocalVersion. An app service: it follows
// the document's signals, the document knows nothing of it.
#pragma once

#include <QByteArray>
#include <QFileSystemWatcher>
#include <QObject>
#include <QPointer>
#include <QString>
#include <QtQml/qqmlregistration.h>

class ScenarioDocument;

class DocumentWatcher : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("DocumentWatcher belongs to the studio's services")
    Q_PROPERTY(bool changedOnDisk READ isChangedOnDisk NOTIFY changedOnDiskChanged)

public:
    explicit DocumentWatcher(ScenarioDocument* document, QObject* parent = nullptr);

    /// The file changed on disk while the document has local edits.
    bool isChangedOnDisk() const { return m_changedOnDisk; }
    /// After changedOnDisk: reload the file (local edits are lost) or keep the local version
    /// (and do not ask again about this version of the file).
    Q_INVOKABLE bool reloadFromDisk();
    Q_INVOKABLE void keepLocalVersion();

signals:
    void changedOnDiskChanged();
    /// The file was replaced on disk and reloaded because there were no local edits.
    void reloadedFromDisk();

private:
    /// The document was opened, saved or became another file (or none): watch its file and
    /// remember what it holds now.
    void follow();
    void onFileChanged(const QString& path);
    void setChangedOnDisk(bool changed);

    QPointer<ScenarioDocument> m_document;
    QFileSystemWatcher m_watcher;
    QString m_path;        ///< the file watched, "" for none
    QByteArray m_diskBytes;  ///< what the file held when the document last read or wrote it
    bool m_changedOnDisk = false;
};
