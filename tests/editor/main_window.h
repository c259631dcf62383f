// The studio's main window (Main.qml) loaded on a document, as the app's main() loads it:
// shared by the tests that drive the real window.
#pragma once

#include <QQmlApplicationEngine>
#include <QQuickItem>
#include <QQuickWindow>
#include <QUrl>
#include <QVariant>

#include "app/studioengine.h"
#include "app/studioservices.h"
#include "document/scenariodocument.h"
#include "quick_items.h"

namespace fixtures {

/// Loads Main.qml into `engine` with `document` as its document and the app's services for it
/// (owned by the engine; recovery and persistence left off, as in every test); the window, or
/// nullptr when the QML did not load to exactly one window. The caller waits for it to be exposed.
inline QQuickWindow* loadMainWindow(QQmlApplicationEngine& engine, ScenarioDocument& document) {
    prepareStudioEngine(engine);
    engine.setInitialProperties({{QStringLiteral("document"), QVariant::fromValue(&document)},
                                 {QStringLiteral("services"), QVariant::fromValue(new StudioServices(&document, &engine))}});
    engine.load(QUrl(QStringLiteral("qrc:/qt/qml/Tricorne/Studio/Main.qml")));
    if (engine.rootObjects().size() != 1) return nullptr;
    return qobject_cast<QQuickWindow*>(engine.rootObjects().constFirst());
}

}  // namespace fixtures
