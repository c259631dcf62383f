// The files the designer opened or saved lately, newest first, for the File menu. Kept in
// memory; kept across runs too once persist() was called (the app does, tests do not, so a
// test never touches the user's settings).
#pragma once

#include <QObject>
#include <QStringList>
#include <QtQml/qqmlregistration.h>

class RecentFiles : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("RecentFiles belongs to the studio's services")
    Q_PROPERTY(QStringList files READ files NOTIFY filesChanged)

public:
    static constexpr int kMaxFiles = 8;

    explicit RecentFiles(QObject* parent = nullptr);

    QStringList files() const { return m_files; }
    /// Puts `path` first (once); drops the oldest beyond kMaxFiles.
    void add(const QString& path);
    Q_INVOKABLE void clear();
    /// Reads the list from QSettings and writes every later change back.
    void persist();

signals:
    void filesChanged();

private:
    void store();

    QStringList m_files;
    bool m_persistent = false;
};
