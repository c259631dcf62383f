#include "studioengine.h"

#include <QQmlApplicationEngine>
#include <QQmlFileSelector>

void prepareStudioEngine(QQmlApplicationEngine& engine) {
    engine.addImportPath(QStringLiteral("qrc:/qt/qml"));
    QQmlFileSelector::get(&engine);  // makes the engine install its selector now, so that it can go
    for (QQmlAbstractUrlInterceptor* interceptor : engine.urlInterceptors()) engine.removeUrlInterceptor(interceptor);
}
