// A file's path as the engine's readers and writers take it, and as the studio's messages name
// it; defined once for every document and exporter.
#pragma once

#include <filesystem>

#include <QFile>
#include <QFileInfo>
#include <QString>

/// `path` in the file system's encoding, for the engine's std::filesystem readers and writers.
inline std::filesystem::path fsPath(const QString& path) { return std::filesystem::path(QFile::encodeName(path).toStdString()); }

/// The name a message shows for `path`: its file name, or the path itself when it has none.
inline QString shownName(const QString& path) { return QFileInfo(path).fileName().isEmpty() ? path : QFileInfo(path).fileName(); }
