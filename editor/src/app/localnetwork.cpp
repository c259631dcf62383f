#include "app/localnetwork.h"

#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QQmlEngine>
#include <QTimer>

namespace {

/// A reply that has failed before anything was sent: finished with ContentAccessDenied
/// at the next turn of the event loop (callers connect to finished() after createRequest).
class RefusedReply : public QNetworkReply {
public:
    RefusedReply(QNetworkAccessManager::Operation operation, const QNetworkRequest& request, QObject* parent)
        : QNetworkReply(parent) {
        setRequest(request);
        setUrl(request.url());
        setOperation(operation);
        open(QIODevice::ReadOnly);
        setError(ContentAccessDenied,
                 QStringLiteral("Tricorne Studio loads nothing from the network (%1)").arg(request.url().toString()));
        setFinished(true);
        QTimer::singleShot(0, this, [this] {
            emit errorOccurred(ContentAccessDenied);
            emit finished();
        });
    }
    void abort() override {}
    qint64 bytesAvailable() const override { return 0; }

protected:
    qint64 readData(char*, qint64) override { return -1; }
};

class LocalOnlyManager : public QNetworkAccessManager {
public:
    using QNetworkAccessManager::QNetworkAccessManager;

protected:
    QNetworkReply* createRequest(Operation operation, const QNetworkRequest& request, QIODevice* data) override {
        if (isLocalQmlUrl(request.url())) return QNetworkAccessManager::createRequest(operation, request, data);
        return new RefusedReply(operation, request, this);
    }
};

}  // namespace

bool isLocalQmlUrl(const QUrl& url) {
    return url.isLocalFile() || url.scheme() == QLatin1String("qrc") || (url.scheme().isEmpty() && url.path().startsWith(QLatin1Char(':')));
}

QNetworkAccessManager* LocalOnlyNetworkFactory::create(QObject* parent) { return new LocalOnlyManager(parent); }

void refuseRemoteRequests(QQmlEngine& engine) {
    // The engine keeps the factory for its lifetime but does not own it; one per engine,
    // deleted with it (the factory is used from the image reader's thread too: create() holds no state).
    auto* factory = new LocalOnlyNetworkFactory;
    engine.setNetworkAccessManagerFactory(factory);
    QObject::connect(&engine, &QObject::destroyed, [factory] { delete factory; });
}
