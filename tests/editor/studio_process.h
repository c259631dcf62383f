// Runs the real tricorne-studio binary (TRICORNE_STUDIO, set by CMake) offscreen, for the tests
// that look at what the command line produces.
#pragma once

#include <QFile>
#include <QProcess>
#include <QProcessEnvironment>
#include <QString>
#include <QStringList>
#include <QTemporaryDir>

namespace studio_process {

struct Run {
    int exitCode = -1;  ///< -1 when it crashed or timed out
    QString stderrText;
    QString stdoutText;
};

/// Runs the studio with `arguments` and QT_QPA_PLATFORM=offscreen; gives up after a minute.
/// Runs the studio with `arguments`, offscreen; with `noDisplay`, with no platform chosen and
/// no X or Wayland display at all, as from a bare terminal.
inline Run runStudio(const QStringList& arguments, bool noDisplay = false) {
    QProcess process;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    if (noDisplay) {
        for (const char* name : {"QT_QPA_PLATFORM", "DISPLAY", "WAYLAND_DISPLAY"}) env.remove(QString::fromLatin1(name));
    } else {
        env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    }
    process.setProcessEnvironment(env);
    process.start(QStringLiteral(TRICORNE_STUDIO), arguments);
    if (!process.waitForFinished(60000)) {
        process.kill();
        process.waitForFinished();
        return {-1, QStringLiteral("timed out"), {}};
    }
    return {process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1,
            QString::fromLocal8Bit(process.readAllStandardError()), QString::fromLocal8Bit(process.readAllStandardOutput())};
}

/// Writes `broken.tricorne.json` into `dir`: a scenario cut off after its first key, which the
/// studio must refuse by name. Returns its path.
inline QString writeBrokenScenario(const QTemporaryDir& dir) {
    const QString path = dir.filePath(QStringLiteral("broken.tricorne.json"));
    QFile file(path);
    if (file.open(QIODevice::WriteOnly)) file.write(R"({"format":)");
    return path;
}

}  // namespace studio_process
