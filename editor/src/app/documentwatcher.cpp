#include "app/documentwatcher.h"

#include <QFile>
#include <QFileInfo>

#include "document/scenariodocument.h"

namespace {

QByteArray readBytes(const QString& path) {
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

}  // namespace

DocumentWatcher::DocumentWatcher(ScenarioDocument* document, QObject* parent) : QObject(parent), m_document(document) {
    connect(&m_watcher, &QFileSystemWatcher::fileChanged, this, &DocumentWatcher::onFileChanged);
    // Opened or saved: the file holds what the document has. Another file (or none): watch it.
    connect(document, &ScenarioDocument::opened, this, &DocumentWatcher::follow);
    connect(document, &ScenarioDocument::saved, this, &DocumentWatcher::follow);
    connect(document, &ScenarioDocument::documentChanged, this, [this] {
        if (m_document && m_document->filePath() != m_path) follow();
    });
    follow();
}

void DocumentWatcher::follow() {
    const QString path = m_document ? m_document->filePath() : QString();
    if (!m_watcher.files().isEmpty()) m_watcher.removePaths(m_watcher.files());
    m_path = path;
    m_diskBytes = path.isEmpty() ? QByteArray() : readBytes(path);
    if (!path.isEmpty()) m_watcher.addPath(path);
    setChangedOnDisk(false);
}

void DocumentWatcher::onFileChanged(const QString& path) {
    if (!m_document || path != m_path) return;
    // An atomic replace (ours or another program's) removes the watched inode: watch again.
    if (!m_watcher.files().contains(path) && QFileInfo::exists(path)) m_watcher.addPath(path);
    const QByteArray bytes = readBytes(path);
    if (bytes.isEmpty() || bytes == m_diskBytes) return;  // our own save, or mid-write
    if (!m_document->isModified()) {
        if (m_document->openFile(path)) emit reloadedFromDisk();
        return;
    }
    setChangedOnDisk(true);
}

bool DocumentWatcher::reloadFromDisk() {
    if (!m_document || m_path.isEmpty()) return false;
    return m_document->openFile(m_path);
}

void DocumentWatcher::keepLocalVersion() {
    m_diskBytes = readBytes(m_path);  // do not ask again about this version
    setChangedOnDisk(false);
}

void DocumentWatcher::setChangedOnDisk(bool changed) {
    if (changed == m_changedOnDisk) return;
    m_changedOnDisk = changed;
    emit changedOnDiskChanged();
}
