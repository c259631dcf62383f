#include "app/autosave.h"

#include <algorithm>
#include <filesystem>

#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QStandardPaths>
#include <QUuid>

#include "common/filepaths.h"
#include "document/scenariodocument.h"
#include "document/systemdocument.h"
#include "editing/systemeditor.h"
#include "editing/wholescenario.h"
#include "tricorne/io/json_io.h"
#include "tricorne/io/scenario_json.h"
#include "tricorne/validate/validate.h"

namespace {

bool writeAtomically(const QString& path, const QByteArray& bytes) {
    return !tricorne::writeFileAtomically(fsPath(path), std::string_view(bytes.constData(), static_cast<std::size_t>(bytes.size())));
}

QString readText(const QString& path) {
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? QString::fromUtf8(file.readAll()) : QString();
}

/// A lock whose holder must be dead for us to take it: only a process that is gone (same
/// host, pid not running under the studio's name) makes a lock stale, never its age.
std::unique_ptr<QLockFile> makeLock(const QString& path) {
    auto lock = std::make_unique<QLockFile>(path);
    lock->setStaleLockTime(0);
    return lock;
}

class ScenarioSubject : public RecoverySubject {
public:
    explicit ScenarioSubject(ScenarioDocument* document) : m_document(document) {}
    bool hasUnsavedWork() const override { return m_document->isModified() && m_document->scenario(); }
    QString filePath() const override { return m_document->filePath(); }
    QByteArray text() const override { return QByteArray::fromStdString(tricorne::canonicalScenarioText(*m_document->scenario())); }
    QString untitledName() const override { return Autosave::tr("an untitled scenario"); }
    QString suffix() const override { return QStringLiteral(".tricorne.json"); }
    bool restore(const QString& recoveryFile, const QString& basePath) override {
        // The recovery file is ours, but it is read like any file: through the engine's guarded
        // reader, so a damaged one is refused rather than trusted.
        const auto load = tricorne::loadScenarioFile(fsPath(recoveryFile));
        if (!load.scenario) return false;
        // With its saved file still there, the recovery is one undoable step on top of it, so
        // the designer can step back to what was saved. Its game system is the saved file's, read
        // from beside it (a sidecar is named relative to the scenario's folder, not the recovery's).
        if (!basePath.isEmpty() && m_document->openFile(basePath) && m_document->system() &&
            m_document->scenario()->system == load.scenario->system) {
            if (*m_document->scenario() != *load.scenario)
                replaceWholeScenario(*m_document, Autosave::tr("Restore unsaved changes"), *load.scenario);
            return true;
        }
        return m_document->adoptRecovered(*load.scenario);
    }

private:
    ScenarioDocument* m_document;
};

class SystemSubject : public RecoverySubject {
public:
    explicit SystemSubject(SystemDocument* document) : m_document(document) {}
    bool hasUnsavedWork() const override { return m_document->isModified() && m_document->isLoaded(); }
    QString filePath() const override { return m_document->filePath(); }
    QByteArray text() const override { return m_document->text(); }
    QString untitledName() const override { return Autosave::tr("an untitled game system"); }
    QString suffix() const override { return QStringLiteral(".tricorne-system.json"); }
    bool restore(const QString& recoveryFile, const QString& basePath) override {
        const auto read = tricorne::readJsonFile(fsPath(recoveryFile));
        if (!read.document || !read.document->is_object() || read.document->value("format", std::string()) != "tricorne-system")
            return false;
        if (!basePath.isEmpty() && m_document->openFile(basePath)) {
            replaceWholeSystem(*m_document, Autosave::tr("Restore unsaved changes"), *read.document);
            return true;
        }
        return m_document->adoptRecovered(*read.document, {});
    }

private:
    SystemDocument* m_document;
};

}  // namespace

Autosave::Autosave(ScenarioDocument* document, QObject* parent)
    : QObject(parent), m_subject(std::make_unique<ScenarioSubject>(document)) {
    m_timer.setSingleShot(true);
    connect(&m_timer, &QTimer::timeout, this, &Autosave::writeNow);
    // Every edit, undo, redo, load and save changes one of these: write (or remove) a moment later.
    connect(document, &ScenarioDocument::scenarioChanged, this, &Autosave::schedule);
    connect(document, &ScenarioDocument::modifiedChanged, this, &Autosave::schedule);
    // Saved: the file on disk now holds everything.
    connect(document, &ScenarioDocument::saved, this, &Autosave::removeOwnFile);
}

Autosave::Autosave(SystemDocument* document, QObject* parent)
    : QObject(parent), m_subject(std::make_unique<SystemSubject>(document)) {
    m_timer.setSingleShot(true);
    connect(&m_timer, &QTimer::timeout, this, &Autosave::writeNow);
    connect(document, &SystemDocument::systemChanged, this, &Autosave::schedule);
    connect(document, &SystemDocument::documentChanged, this, &Autosave::schedule);
    connect(document, &SystemDocument::filePathChanged, this, &Autosave::schedule);
    connect(document, &SystemDocument::modifiedChanged, this, &Autosave::schedule);
    connect(document, &SystemDocument::saved, this, &Autosave::removeOwnFile);
}

// An edit younger than the delay reaches the recovery file; the locks go with their
// QLockFiles, the files stay.
Autosave::~Autosave() { shutdown(); }

QString Autosave::defaultDirectory() {
    return QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation)).filePath(QStringLiteral("recovery"));
}

QString Autosave::defaultSystemDirectory() { return QDir(defaultDirectory()).filePath(QStringLiteral("systems")); }

bool Autosave::start(const QString& directory, int delayMs) {
    m_active = false;
    m_orphans.clear();
    m_lock.reset();
    if (!QDir().mkpath(directory)) return false;
    m_directory = directory;
    m_delayMs = delayMs;
    m_id = QUuid::createUuid().toString(QUuid::Id128);
    m_lock = makeLock(pathOf(m_id, ".lock"));
    if (!m_lock->tryLock(0)) {
        m_lock.reset();
        return false;
    }
    m_active = true;
    collectOrphans();
    emit recoveryChanged();
    return true;
}

void Autosave::shutdown() {
    if (m_timer.isActive()) {
        m_timer.stop();
        writeNow();
    }
    m_active = false;
}

QString Autosave::pathOf(const QString& id, const char* suffix) const {
    return QDir(m_directory).filePath(id + QLatin1String(suffix));
}

QString Autosave::textPath(const QString& id) const { return QDir(m_directory).filePath(id + m_subject->suffix()); }

QString Autosave::recoveryPath() const { return m_active ? textPath(m_id) : QString(); }

bool Autosave::hasOwnFile() const { return m_active && QFileInfo::exists(recoveryPath()); }

void Autosave::schedule() {
    if (!m_active) return;
    // Debounced: a pause of m_delayMs after the last change; a long run of changes (a
    // drag, typing) still writes at least every three delays.
    if (!m_timer.isActive()) m_pendingSince.start();
    else if (m_pendingSince.elapsed() >= 2 * m_delayMs) return;
    m_timer.start(m_delayMs);
}

bool Autosave::writeNow() {
    if (!m_active) return false;
    m_timer.stop();
    if (!m_subject->hasUnsavedWork()) {
        removeOwnFile();
        return true;
    }
    // The origin first: a crash between the two writes leaves the new origin with the older
    // text of the same document, never a text paired with another file.
    const QByteArray bytes = m_subject->text();
    return writeAtomically(pathOf(m_id, ".origin"), m_subject->filePath().toUtf8()) && writeAtomically(recoveryPath(), bytes);
}

void Autosave::removeOwnFile() {
    if (!m_active) return;
    m_timer.stop();
    QFile::remove(recoveryPath());
    QFile::remove(pathOf(m_id, ".origin"));
}

void Autosave::collectOrphans() {
    const QDir dir(m_directory);
    QStringList ids;
    for (const QString& name : dir.entryList({QStringLiteral("*.lock"), QStringLiteral("*") + m_subject->suffix()}, QDir::Files)) {
        const QString id = name.section(QLatin1Char('.'), 0, 0);
        if (id != m_id && !ids.contains(id)) ids << id;
    }
    for (const QString& id : ids) {
        auto lock = makeLock(pathOf(id, ".lock"));
        if (!lock->tryLock(0)) continue;  // a running studio's own file
        if (QFileInfo::exists(textPath(id))) {
            m_orphans.push_back({id, std::move(lock)});
        } else {
            QFile::remove(pathOf(id, ".origin"));  // remnants of a studio that had nothing unsaved
        }
    }
    const auto textOf = [this](const Orphan& o) { return QFileInfo(textPath(o.id)); };
    std::sort(m_orphans.begin(), m_orphans.end(), [&textOf](const Orphan& a, const Orphan& b) {
        return textOf(a).lastModified() > textOf(b).lastModified();
    });
}

QString Autosave::recoveredName() const {
    if (m_orphans.empty()) return {};
    const QString origin = readText(pathOf(m_orphans.front().id, ".origin"));
    return origin.isEmpty() ? m_subject->untitledName() : QFileInfo(origin).fileName();
}

bool Autosave::restore() {
    if (m_orphans.empty()) return false;
    const QString id = m_orphans.front().id;
    const bool ok = m_subject->restore(textPath(id), readText(pathOf(id, ".origin")));
    // Our own recovery file holds the restored work before the orphan goes.
    if (ok && !writeNow()) return false;
    removeOrphan();
    if (ok && !m_orphans.empty()) {
        m_orphans.clear();  // releases their locks: the next studio offers them
        if (m_openRestInNewWindows) QProcess::startDetached(QCoreApplication::applicationFilePath(), {});
    }
    emit recoveryChanged();
    return ok;
}

void Autosave::discard() {
    if (m_orphans.empty()) return;
    removeOrphan();
    emit recoveryChanged();
}

void Autosave::removeOrphan() {
    const QString id = m_orphans.front().id;
    QFile::remove(textPath(id));
    QFile::remove(pathOf(id, ".origin"));
    m_orphans.erase(m_orphans.begin());  // unlocking removes the lock file
}
