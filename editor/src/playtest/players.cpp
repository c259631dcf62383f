#include "playtest/players.h"

#include "tricorne/sim/bots.h"

QStringList Players::names() {
    QStringList out{human()};
    for (const tricorne::BotInfo& bot : tricorne::bots()) out << QString::fromLatin1(bot.name);
    return out;
}

QStringList Players::labels() {
    QStringList out{tr("Human")};
    for (const tricorne::BotInfo& bot : tricorne::bots()) {
        QString name = QString::fromLatin1(bot.name);
        name[0] = name[0].toUpper();
        out << tr("%1 bot", "a bot of the engine, by its name: Random, Greedy").arg(name);
    }
    return out;
}
