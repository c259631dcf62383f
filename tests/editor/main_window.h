// The studio's main window (Main.qml) loaded on a document, as the app's main() loads it:
// shared by the tests that drive the real window.
#pragma once

#include <QQmlApplicationEngine>
#include <QQuickWindow>
#include <QUrl>
#include <QVariant>

#include "scenariodocument.h"

namespace fixtures {

/// Loads Main.qml into `engine` with `document` as its document; the window, or nullptr when
/// the QML did not load to exactly one window. The caller waits for it to be exposed.
inline QQuickWindow* loadMainWindow(QQmlApplicationEngine& engine, ScenarioDocument& document) {
    engine.addImportPath(QStringLiteral("qrc:/qt/qml"));
    engine.setInitialProperties({{QStringLiteral("document"), QVariant::fromValue(&document)}});
    engine.load(QUrl(QStringLiteral("qrc:/qt/qml/Tricorne/Studio/Main.qml")));
    if (engine.rootObjects().size() != 1) return nullptr;
    return qobject_cast<QQuickWindow*>(engine.rootObjects().constFirst());
}

}  // namespace fixtures
