// Autosave: while the document has unsaved changes, its canonical text goes to a recovery
// file every interval (a minute by default). After a crash, the next start offers to restore
// it. The recovery file is removed when the document is saved, or closed without its changes.
#pragma once

#include <QObject>
#include <QString>
#include <QTimer>
#include <QtQml/qqmlregistration.h>

class ScenarioDocument;

class Autosave : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("Autosave belongs to a ScenarioDocument")
    Q_PROPERTY(bool hasRecovery READ hasRecovery NOTIFY recoveryChanged)
    Q_PROPERTY(QString recoveredName READ recoveredName NOTIFY recoveryChanged)

public:
    static constexpr int kDefaultIntervalMs = 60 * 1000;

    explicit Autosave(ScenarioDocument* document);

    /// Where recovery files go; by default QStandardPaths::AppDataLocation. Tests inject a
    /// temporary directory.
    void setDirectory(const QString& directory);
    QString recoveryPath() const;
    /// Starts the timer (the app does; tests may call writeNow() instead).
    void start(int intervalMs = kDefaultIntervalMs);

    /// Writes the recovery file now when the document has unsaved changes; removes it when
    /// it has none. False when a write failed.
    bool writeNow();
    /// A recovery file from an earlier run is waiting (never before start() or setDirectory()).
    bool hasRecovery() const;
    /// The title of the file the recovery belongs to, for the question to the designer.
    QString recoveredName() const;
    /// Opens the recovered scenario in the document (see ScenarioDocument::adoptRecovered)
    /// and removes the recovery file. False when it cannot be read.
    Q_INVOKABLE bool restore();
    /// Removes the recovery file.
    Q_INVOKABLE void discard();

signals:
    void recoveryChanged();

private:
    QString originPath() const;

    ScenarioDocument* m_document;
    QString m_directory;
    QTimer m_timer;
    /// Off until start() or setDirectory(): a --screenshot run or a test never finds, asks
    /// about or writes the user's recovery file.
    bool m_active = false;
};
