#include "studioengine.h"

#include <QQmlApplicationEngine>
#include <QQmlFileSelector>
#include <QSurfaceFormat>

void prepareStudioPlatform() {
    QSurfaceFormat format = QSurfaceFormat::defaultFormat();
    format.setSamples(4);
    QSurfaceFormat::setDefaultFormat(format);
    // Read once, when the first window asks for an update (QPlatformWindow::requestUpdate).
    if (!qEnvironmentVariableIsSet("QT_QPA_UPDATE_IDLE_TIME")) qputenv("QT_QPA_UPDATE_IDLE_TIME", "0");
}

void prepareStudioEngine(QQmlApplicationEngine& engine) {
    engine.addImportPath(QStringLiteral("qrc:/qt/qml"));
    QQmlFileSelector::get(&engine);  // makes the engine install its selector now, so that it can go
    for (QQmlAbstractUrlInterceptor* interceptor : engine.urlInterceptors()) engine.removeUrlInterceptor(interceptor);
}
