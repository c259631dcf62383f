#include "app/recentfiles.h"

#include <QFileInfo>
#include <QSettings>

namespace {
const QString kKey = QStringLiteral("recentFiles");
}

RecentFiles::RecentFiles(QObject* parent) : QObject(parent) {}

void RecentFiles::add(const QString& path) {
    m_files.removeAll(path);
    m_files.prepend(path);
    while (m_files.size() > kMaxFiles) m_files.removeLast();
    store();
    emit filesChanged();
}

void RecentFiles::clear() {
    m_files.clear();
    store();
    emit filesChanged();
}

void RecentFiles::persist() {
    m_persistent = true;
    QStringList stored = QSettings().value(kKey).toStringList();
    // Files deleted since are of no use in the menu.
    stored.erase(std::remove_if(stored.begin(), stored.end(), [](const QString& f) { return !QFileInfo::exists(f); }),
                 stored.end());
    for (const QString& f : std::as_const(m_files)) stored.removeAll(f);
    m_files += stored;
    while (m_files.size() > kMaxFiles) m_files.removeLast();
    store();
    emit filesChanged();
}

void RecentFiles::store() {
    if (m_persistent) QSettings().setValue(kKey, m_files);
}
