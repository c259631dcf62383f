// The app's services around the open document (Tiled keeps the same apart from its
// MapDocument): the recent files, the recovery files (Autosave), the watch on the document's
// file on disk, the templates File ▸ New offers, who holds what and the comparison with
// another version. Each follows the document's signals; the
// document knows none of them. The window gets one beside its document (Main.qml's
// `services`); the app turns persistence and recovery on, tests and --screenshot runs do not.
#pragma once

#include <QObject>
#include <QUrl>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>

#include "app/autosave.h"
#include "app/documentwatcher.h"
#include "app/recentfiles.h"
#include "document/systemdocument.h"
#include "models/comparisonmodel.h"
#include "models/holdsmodel.h"

class ScenarioDocument;

class StudioServices : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("StudioServices are made by the app for its document")
    Q_PROPERTY(RecentFiles* recentFiles READ recentFiles CONSTANT)
    Q_PROPERTY(Autosave* autosave READ autosave CONSTANT)
    Q_PROPERTY(DocumentWatcher* watcher READ watcher CONSTANT)
    Q_PROPERTY(QVariantList templates READ templates CONSTANT)
    Q_PROPERTY(HoldsModel* holds READ holds CONSTANT)
    /// The Holds tab is on screen: holds() follows the document's edits (HoldsModel::shown).
    /// A property of the services because qmllint cannot see HoldsModel as a QObject (its
    /// QAbstractItemModel base is in no QML module of Qt 6.4) to bind its own.
    Q_PROPERTY(bool holdsShown READ holdsShown WRITE setHoldsShown NOTIFY holdsShownChanged)
    Q_PROPERTY(ComparisonModel* comparison READ comparison CONSTANT)
    /// The game system open in the system editor (File ▸ New system from…), and its recovery.
    Q_PROPERTY(SystemDocument* systemDocument READ systemDocument CONSTANT)
    Q_PROPERTY(Autosave* systemAutosave READ systemAutosave CONSTANT)

public:
    /// Services for `document`, which must outlive them (a pending recovery file is written
    /// when they go).
    explicit StudioServices(ScenarioDocument* document, QObject* parent = nullptr);

    /// Every file opened or saved as the document, newest first.
    RecentFiles* recentFiles() { return &m_recentFiles; }
    Autosave* autosave() { return &m_autosave; }
    DocumentWatcher* watcher() { return &m_watcher; }
    /// The starting points shipped with the studio (DataDirectory::templates): [{path, title,
    /// system, blank}], blank boards first.
    QVariantList templates() const;
    /// Who holds what at the start (the Holds tab), following the document while shown.
    HoldsModel* holds() { return &m_holds; }
    bool holdsShown() const { return m_holds.shown(); }
    void setHoldsShown(bool shown);
    /// File ▸ Compare with…: the document against another version of it.
    ComparisonModel* comparison() { return &m_comparison; }
    /// The system editor's document: one game system at a time beside the scenario.
    SystemDocument* systemDocument() { return &m_systemDocument; }
    Autosave* systemAutosave() { return &m_systemAutosave; }
    /// True when `path` (or the local file `url`) is a game system's file (SystemDocument::isSystemFile).
    Q_INVOKABLE bool isSystemFile(const QString& path) const { return SystemDocument::isSystemFile(path); }
    Q_INVOKABLE bool isSystemUrl(const QUrl& url) const { return url.isLocalFile() && isSystemFile(url.toLocalFile()); }

signals:
    void holdsShownChanged();
    /// comparison() failed to start (ComparisonModel::failed), for the window to say why.
    void comparisonFailed(const QString& message);

private:
    RecentFiles m_recentFiles;
    Autosave m_autosave;
    DocumentWatcher m_watcher;
    HoldsModel m_holds;
    ComparisonModel m_comparison;
    SystemDocument m_systemDocument;  ///< before its recovery, which must go first
    Autosave m_systemAutosave{&m_systemDocument};
};
