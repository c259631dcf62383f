// tricorne-studio [FILE] [--screenshot OUT.png]
//
// A thin entry point: everything else lives in the `studio` library and its QML module.
// With --screenshot (meant for QT_QPA_PLATFORM=offscreen) the studio opens FILE, renders the
// main window once, saves it as a PNG and exits: 0 on success, 1 when FILE cannot be opened
// or the image cannot be saved (the reason, naming the file, goes to stderr), 2 on bad usage.
#include <cstdio>
#include <memory>

#include <QCommandLineParser>
#include <QGuiApplication>
#include <QImage>
#include <QQmlApplicationEngine>
#include <QQuickStyle>
#include <QQuickWindow>
#include <QSurfaceFormat>
#include <QTimer>
#include <QtQml/qqmlextensionplugin.h>

#include "scenariodocument.h"

Q_IMPORT_QML_PLUGIN(Tricorne_StudioPlugin)

namespace {

constexpr auto kMainQml = "qrc:/qt/qml/Tricorne/Studio/Main.qml";

void printError(const QString& message) { std::fprintf(stderr, "tricorne-studio: %s\n", qPrintable(message)); }

/// Grabs `window` once it has shown a frame, saves it to `out` and quits with 0, or 1 when
/// the file cannot be written.
void screenshotWhenRendered(QQuickWindow* window, const QString& out) {
    auto grab = [window, out] {
        const QImage image = window->grabWindow();
        if (image.isNull()) {
            printError(QStringLiteral("could not render the window for %1").arg(out));
            QCoreApplication::exit(1);
        } else if (!image.save(out, "PNG")) {
            printError(QStringLiteral("could not write the screenshot %1").arg(out));
            QCoreApplication::exit(1);
        } else {
            QCoreApplication::exit(0);
        }
    };
    // The first swapped frame means the scene is complete; grabWindow() then renders it once
    // more into an image. The timer is a fallback for render loops that never swap.
    auto grabbed = std::make_shared<bool>(false);
    auto once = [grab, grabbed] {
        if (*grabbed) return;
        *grabbed = true;
        grab();
    };
    QObject::connect(window, &QQuickWindow::frameSwapped, window, [once] { QTimer::singleShot(50, once); },
                     Qt::QueuedConnection);
    QTimer::singleShot(5000, window, once);
}

}  // namespace

int main(int argc, char* argv[]) {
    QSurfaceFormat format = QSurfaceFormat::defaultFormat();
    format.setSamples(4);  // smooth edges on the vector board where the GPU path is used
    QSurfaceFormat::setDefaultFormat(format);

    QGuiApplication app(argc, argv);
    QGuiApplication::setApplicationName(QStringLiteral("Tricorne Studio"));
    QGuiApplication::setOrganizationName(QStringLiteral("Tricorne"));
    QGuiApplication::setApplicationVersion(QStringLiteral(TRICORNE_STUDIO_VERSION));
    QQuickStyle::setStyle(QStringLiteral("Fusion"));

    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral("Scenario studio for Commands & Colors Tricorne"));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addPositionalArgument(QStringLiteral("FILE"), QStringLiteral("A scenario (*.tricorne.json) to open."));
    const QCommandLineOption screenshotOption(QStringLiteral("screenshot"),
                                              QStringLiteral("Render the window once, save it as a PNG and exit."),
                                              QStringLiteral("OUT.png"));
    parser.addOption(screenshotOption);
    parser.process(app);

    const QStringList files = parser.positionalArguments();
    if (files.size() > 1) {
        printError(QStringLiteral("one FILE at most; see --help"));
        return 2;
    }
    const bool screenshot = parser.isSet(screenshotOption);

    ScenarioDocument document;
    if (!screenshot) {
        // Only an interactive session keeps settings and recovery files; --screenshot runs
        // (tests, CI) leave the user's state alone.
        document.recentFiles()->persist();
        document.autosave()->start();
    }
    if (!files.isEmpty() && !document.openFile(files.first())) {
        printError(document.errorString());
        if (screenshot) return 1;  // nothing worth a picture; the message says why
    }

    QQmlApplicationEngine engine;
    engine.addImportPath(QStringLiteral("qrc:/qt/qml"));
    engine.setInitialProperties({{QStringLiteral("document"), QVariant::fromValue(&document)}});
    QObject::connect(
        &engine, &QQmlApplicationEngine::objectCreationFailed, &app, [] { QCoreApplication::exit(1); },
        Qt::QueuedConnection);
    engine.load(QUrl(QString::fromLatin1(kMainQml)));
    if (engine.rootObjects().isEmpty()) {
        printError(QStringLiteral("could not load the user interface (%1)").arg(QString::fromLatin1(kMainQml)));
        return 1;
    }

    if (screenshot) {
        auto* window = qobject_cast<QQuickWindow*>(engine.rootObjects().constFirst());
        if (!window) {
            printError(QStringLiteral("the main QML object is not a window"));
            return 1;
        }
        screenshotWhenRendered(window, parser.value(screenshotOption));
    }
    return QGuiApplication::exec();
}
