// The app's services around the open document (Tiled keeps the same apart from its
// MapDocument): the recent files, the recovery files (Autosave), the watch on the document's
// file on disk and the templates File ▸ New offers. Each follows the document's signals; the
// document knows none of them. The window gets one beside its document (Main.qml's
// `services`); the app turns persistence and recovery on, tests and --screenshot runs do not.
#pragma once

#include <QObject>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>

#include "autosave.h"
#include "documentwatcher.h"
#include "recentfiles.h"

class ScenarioDocument;

class StudioServices : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("StudioServices are made by the app for its document")
    Q_PROPERTY(RecentFiles* recentFiles READ recentFiles CONSTANT)
    Q_PROPERTY(Autosave* autosave READ autosave CONSTANT)
    Q_PROPERTY(DocumentWatcher* watcher READ watcher CONSTANT)
    Q_PROPERTY(QVariantList templates READ templates CONSTANT)

public:
    /// Services for `document`, which must outlive them (a pending recovery file is written
    /// when they go).
    explicit StudioServices(ScenarioDocument* document, QObject* parent = nullptr);

    /// Every file opened or saved as the document, newest first.
    RecentFiles* recentFiles() { return &m_recentFiles; }
    Autosave* autosave() { return &m_autosave; }
    DocumentWatcher* watcher() { return &m_watcher; }
    /// The starting points shipped with the studio (DataDirectory::templates): [{path, title,
    /// system}], blank boards first.
    QVariantList templates() const;

private:
    RecentFiles m_recentFiles;
    Autosave m_autosave;
    DocumentWatcher m_watcher;
};
