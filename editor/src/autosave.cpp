#include "autosave.h"

#include <filesystem>

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>
#include <QStandardPaths>

#include "scenariodocument.h"
#include "tricorne/validate.h"

namespace {
const QString kRecoveryFile = QStringLiteral("recovery.tricorne.json");
const QString kOriginFile = QStringLiteral("recovery-origin.txt");  ///< the path the recovery belongs to
}  // namespace

Autosave::Autosave(ScenarioDocument* document)
    : QObject(document), m_document(document),
      m_directory(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation)) {
    connect(&m_timer, &QTimer::timeout, this, &Autosave::writeNow);
    // Saved: the file on disk now holds everything, the recovery file is of no more use.
    connect(document, &ScenarioDocument::saved, this, &Autosave::discard);
}

void Autosave::setDirectory(const QString& directory) {
    m_directory = directory;
    m_active = true;
    emit recoveryChanged();
}

QString Autosave::recoveryPath() const { return QDir(m_directory).filePath(kRecoveryFile); }

void Autosave::start(int intervalMs) {
    m_active = true;
    m_timer.start(intervalMs);
    emit recoveryChanged();
}

bool Autosave::writeNow() {
    if (!m_active) return false;
    if (!m_document->isModified() || !m_document->scenario()) {
        discard();
        return true;
    }
    if (!QDir().mkpath(m_directory)) return false;
    QSaveFile recovery(recoveryPath());
    const QByteArray bytes = QByteArray::fromStdString(tricorne::canonicalScenarioText(*m_document->scenario()));
    if (!recovery.open(QIODevice::WriteOnly) || recovery.write(bytes) != bytes.size() || !recovery.commit()) return false;
    QSaveFile origin(QDir(m_directory).filePath(kOriginFile));
    const QByteArray path = m_document->filePath().toUtf8();
    if (!origin.open(QIODevice::WriteOnly) || origin.write(path) != path.size() || !origin.commit()) return false;
    return true;
}

bool Autosave::hasRecovery() const { return m_active && QFileInfo::exists(recoveryPath()); }

QString Autosave::originPath() const {
    QFile origin(QDir(m_directory).filePath(kOriginFile));
    return origin.open(QIODevice::ReadOnly) ? QString::fromUtf8(origin.readAll()) : QString();
}

QString Autosave::recoveredName() const {
    const QString origin = originPath();
    return origin.isEmpty() ? tr("an untitled scenario") : QFileInfo(origin).fileName();
}

bool Autosave::restore() {
    // The recovery file is ours, but it is read like any file: through the engine's guarded
    // reader, so a damaged one is refused rather than trusted.
    const auto load = tricorne::loadScenarioFile(std::filesystem::path(QFile::encodeName(recoveryPath()).toStdString()));
    const bool ok = load.scenario && m_document->adoptRecovered(*load.scenario, originPath());
    discard();
    return ok;
}

void Autosave::discard() {
    if (!m_active) return;
    const bool had = hasRecovery();
    QFile::remove(recoveryPath());
    QFile::remove(QDir(m_directory).filePath(kOriginFile));
    if (had) emit recoveryChanged();
}
