// What the command line asks the window to show once it is up (--panel, --oob, --keys, and
// --balance sweep's results): main() fills it in before it loads the window, and the window
// reads it when it is complete and acts as on the user's own choice (Main.qml, followStartup).
// The requests go from C++ to QML as data; nothing in C++ calls into the QML's functions.
#pragma once

#include <QObject>
#include <QString>
#include <QtQml/qqmlregistration.h>

#include <utility>

class StartupRequest : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("The studio's main() makes the startup request")
    /// The side panel's tab to show ("problems", "balance" …); "" for the one remembered.
    Q_PROPERTY(QString panel MEMBER m_panel CONSTANT)
    /// A table to read into File ▸ Import order of battle…, opened before Import; "" for none.
    Q_PROPERTY(QString orderOfBattleTable MEMBER m_orderOfBattleTable CONSTANT)
    /// Open the help page (F1) with every key.
    Q_PROPERTY(bool keys MEMBER m_keys CONSTANT)
    /// Bring the balance sweep's results into view when the balance run finishes.
    Q_PROPERTY(bool sweep MEMBER m_sweep CONSTANT)

public:
    StartupRequest(QString panel, QString orderOfBattleTable, bool keys, bool sweep, QObject* parent = nullptr)
        : QObject(parent), m_panel(std::move(panel)), m_orderOfBattleTable(std::move(orderOfBattleTable)), m_keys(keys), m_sweep(sweep) {}

    /// The window calls it when it has no tab named `panel`: panelRefused follows.
    Q_INVOKABLE void refusePanel(const QString& panel) { emit panelRefused(panel); }

signals:
    void panelRefused(const QString& panel);

private:
    QString m_panel;
    QString m_orderOfBattleTable;
    bool m_keys;
    bool m_sweep;
};
