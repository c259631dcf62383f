// Fixtures shared by the studio's file tests: the shipped battles and a file's bytes.
#pragma once

#include <QByteArray>
#include <QFile>
#include <QString>

namespace fixtures {

/// scenarios/<name>.tricorne.json in the source tree (TRICORNE_SOURCE_DIR, set by CMake).
inline QString scenarioPath(const char* name) {
    return QStringLiteral(TRICORNE_SOURCE_DIR "/scenarios/%1.tricorne.json").arg(QLatin1String(name));
}

/// The bytes of `path`; empty when it cannot be read.
inline QByteArray bytesOf(const QString& path) {
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

}  // namespace fixtures
