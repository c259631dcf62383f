#include "app/studioengine.h"

#include <QQmlApplicationEngine>
#include <QQmlFileSelector>
#include <QSurfaceFormat>

#include "app/localnetwork.h"

void prepareStudioPlatform() {
    QSurfaceFormat format = QSurfaceFormat::defaultFormat();
    format.setSamples(4);
    QSurfaceFormat::setDefaultFormat(format);
    // Read once, when the first window asks for an update (QPlatformWindow::requestUpdate).
    if (!qEnvironmentVariableIsSet("QT_QPA_UPDATE_IDLE_TIME")) qputenv("QT_QPA_UPDATE_IDLE_TIME", "0");
}

void prepareStudioEngine(QQmlApplicationEngine& engine) {
    refuseRemoteRequests(engine);
    engine.addImportPath(QStringLiteral("qrc:/qt/qml"));
    // Deprecated since Qt 6.0, but Qt 6.4 has no other way to make a QQmlApplicationEngine
    // install its file selector before it loads anything (QQmlFileSelector::get's documentation).
    QT_WARNING_PUSH
    QT_WARNING_DISABLE_DEPRECATED
    QQmlFileSelector::get(&engine);  // makes the engine install its selector now, so that it can go
    QT_WARNING_POP
    for (QQmlAbstractUrlInterceptor* interceptor : engine.urlInterceptors()) engine.removeUrlInterceptor(interceptor);
}
