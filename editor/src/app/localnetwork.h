// The QML engine's network access: scenario text can name URLs (an <img> in a unit's name),
// so no QML engine of the studio may fetch anything that is not on this machine.
#pragma once

#include <QQmlNetworkAccessManagerFactory>

class QQmlEngine;
class QUrl;

/// True for URLs the studio's QML may load: its own resources (qrc:, :) and local files.
bool isLocalQmlUrl(const QUrl& url);

/// Makes the engine's network managers (QML's images, XMLHttpRequest, remote components)
/// answer every non-local request with a ContentAccessDenied error reply, without opening a
/// connection or resolving a name. Install before the engine loads anything.
class LocalOnlyNetworkFactory : public QQmlNetworkAccessManagerFactory {
public:
    QNetworkAccessManager* create(QObject* parent) override;
};

/// Installs a LocalOnlyNetworkFactory on `engine` (the engine owns it).
void refuseRemoteRequests(QQmlEngine& engine);
