// Who may play a side in the studio: a human at the board — the studio's own notion — and
// every bot of the engine (tricorne/sim/bots.h), read from the engine's list so that the
// playtest sidebar, the command line and the session offer the same players.
#pragma once

#include <QObject>
#include <QStringList>
#include <QtQml/qqmlregistration.h>

class Players : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON
    /// "human", then the engine's bots by name ("random", "greedy").
    Q_PROPERTY(QStringList names READ names CONSTANT)
    /// What the sidebar shows for each of `names`, translated ("Human", "Random bot").
    Q_PROPERTY(QStringList labels READ labels CONSTANT)

public:
    explicit Players(QObject* parent = nullptr) : QObject(parent) {}

    /// The name of the human player, the one player who is not a bot.
    static QString human() { return QStringLiteral("human"); }
    static QStringList names();
    static QStringList labels();
};
