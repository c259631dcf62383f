// How long the studio takes to show the largest shipped battle: from the start of opening the
// file (ScenarioDocument::openFile: read, parse, schema, model, semantics) through creating the
// real Main.qml window (a fresh QQmlApplicationEngine each run) to the window's first
// QQuickWindow::frameSwapped. A benchmark, not a test: it prints figures and asserts nothing
// about time.
//
//   QT_QPA_PLATFORM=offscreen studio-first-frame-bench [--runs N] [FILE]
//
// Prints each run (open, window created, first frame, in ms) and the median, min and max of
// the first-frame time. Run 1 is "cold" inside the process (first engine: QML types, style and
// fonts are loaded then); the median is also given over runs 2..N. For a cold process per run,
// loop in the shell with --runs 1.
#include <algorithm>
#include <atomic>
#include <cstdio>
#include <memory>
#include <vector>

#include <QElapsedTimer>
#include <QEventLoop>
#include <QGuiApplication>
#include <QQmlApplicationEngine>
#include <QQuickStyle>
#include <QQuickWindow>
#include <QStringList>
#include <QTimer>
#include <QtQml/qqmlextensionplugin.h>

#include "app/studioengine.h"
#include "app/studioservices.h"
#include "document/scenariodocument.h"

Q_IMPORT_QML_PLUGIN(Tricorne_StudioPlugin)

namespace {

constexpr auto kLargest = TRICORNE_SOURCE_DIR "/scenarios/bemis-heights.tricorne.json";
constexpr auto kMainQml = "qrc:/qt/qml/Tricorne/Studio/Main.qml";
constexpr int kTimeoutMs = 20000;

struct Run {
    double openMs = 0;    ///< openFile returned
    double windowMs = 0;  ///< engine.load returned (root window created)
    double frameMs = 0;   ///< first frameSwapped
};

double median(std::vector<double> values) {
    if (values.empty()) return 0;
    std::sort(values.begin(), values.end());
    const std::size_t mid = values.size() / 2;
    return values.size() % 2 ? values[mid] : (values[mid - 1] + values[mid]) / 2;
}

double ms(const QElapsedTimer& timer) { return static_cast<double>(timer.nsecsElapsed()) / 1e6; }

/// One run with a fresh document, engine and window; false (with a message) on failure.
bool runOnce(const QString& path, Run& run, QString& api) {
    QElapsedTimer timer;
    timer.start();

    auto document = std::make_unique<ScenarioDocument>();
    if (!document->openFile(path)) {
        std::fprintf(stderr, "studio-first-frame-bench: %s\n", qPrintable(document->errorString()));
        return false;
    }
    run.openMs = ms(timer);

    auto engine = std::make_unique<QQmlApplicationEngine>();
    prepareStudioEngine(*engine);
    auto services = std::make_unique<StudioServices>(document.get());
    engine->setInitialProperties({{QStringLiteral("document"), QVariant::fromValue(document.get())},
                                  {QStringLiteral("services"), QVariant::fromValue(services.get())}});
    // Connected before anything can render: the window is created (and shown, visible: true)
    // inside load(), and with the basic render loop nothing is drawn until the event loop runs,
    // but a threaded loop may start at once. objectCreated fires before the window is exposed.
    // frameSwapped comes from the render thread under a threaded render loop: record the time
    // there, quit the loop through the GUI thread's queue.
    QEventLoop loop;
    std::atomic<qint64> frameNs{-1};
    QObject::connect(engine.get(), &QQmlApplicationEngine::objectCreated, &loop, [&](QObject* object, const QUrl&) {
        auto* window = qobject_cast<QQuickWindow*>(object);
        if (!window) return;
        QObject::connect(
            window, &QQuickWindow::frameSwapped, &loop,
            [&] {
                qint64 none = -1;
                if (frameNs.compare_exchange_strong(none, timer.nsecsElapsed()))
                    QMetaObject::invokeMethod(&loop, &QEventLoop::quit, Qt::QueuedConnection);
            },
            Qt::DirectConnection);
    });
    engine->load(QUrl(QString::fromLatin1(kMainQml)));
    run.windowMs = ms(timer);
    if (engine->rootObjects().isEmpty()) {
        std::fprintf(stderr, "studio-first-frame-bench: could not load %s\n", kMainQml);
        return false;
    }
    auto* window = qobject_cast<QQuickWindow*>(engine->rootObjects().constFirst());
    if (!window) {
        std::fprintf(stderr, "studio-first-frame-bench: the main QML object is not a window\n");
        return false;
    }
    QTimer::singleShot(kTimeoutMs, &loop, &QEventLoop::quit);
    loop.exec();
    if (frameNs.load() < 0) {
        std::fprintf(stderr, "studio-first-frame-bench: no frame within %d ms\n", kTimeoutMs);
        return false;
    }
    run.frameMs = static_cast<double>(frameNs.load()) / 1e6;
    switch (window->rendererInterface()->graphicsApi()) {
    case QSGRendererInterface::Software: api = QStringLiteral("software"); break;
    case QSGRendererInterface::OpenGL: api = QStringLiteral("OpenGL"); break;
    case QSGRendererInterface::Vulkan: api = QStringLiteral("Vulkan"); break;
    case QSGRendererInterface::Null: api = QStringLiteral("null"); break;
    default: api = QStringLiteral("other (%1)").arg(int(window->rendererInterface()->graphicsApi())); break;
    }

    // Tear down as closing the studio would: the window and engine first, then the services,
    // then the document.
    window->close();
    engine.reset();
    services.reset();
    document.reset();
    QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
    QCoreApplication::processEvents();
    return true;
}

}  // namespace

int main(int argc, char* argv[]) {
    prepareStudioPlatform();
    QGuiApplication app(argc, argv);
    QQuickStyle::setStyle(QStringLiteral("Fusion"));

    int runs = 15;
    QString path = QString::fromUtf8(kLargest);
    const QStringList args = QCoreApplication::arguments();
    for (int i = 1; i < args.size(); ++i) {
        if (args[i] == QLatin1String("--runs") && i + 1 < args.size()) {
            bool ok = false;
            runs = args[++i].toInt(&ok);
            if (!ok || runs < 1) {
                std::fprintf(stderr, "studio-first-frame-bench: --runs wants a positive number\n");
                return 2;
            }
        } else if (args[i].startsWith(QLatin1String("-"))) {
            std::fprintf(stderr, "usage: studio-first-frame-bench [--runs N] [FILE]\n");
            return 2;
        } else {
            path = args[i];
        }
    }

    std::vector<double> frames;
    QString api;
    std::printf("first frame of %s (platform %s)\n", qPrintable(path), qPrintable(QGuiApplication::platformName()));
    std::printf("%4s %10s %12s %12s\n", "run", "open ms", "window ms", "frame ms");
    for (int i = 0; i < runs; ++i) {
        Run run;
        if (!runOnce(path, run, api)) return 1;
        frames.push_back(run.frameMs);
        std::printf("%4d %10.2f %12.2f %12.2f\n", i + 1, run.openMs, run.windowMs, run.frameMs);
        std::fflush(stdout);
    }
    std::printf("scene graph: %s\n", qPrintable(api));
    const auto [lo, hi] = std::minmax_element(frames.begin(), frames.end());
    std::printf("first frame, all %d runs: median %.2f ms (min %.2f, max %.2f)\n", runs, median(frames), *lo, *hi);
    if (runs > 1) {
        const std::vector<double> warm(frames.begin() + 1, frames.end());
        const auto [wlo, whi] = std::minmax_element(warm.begin(), warm.end());
        std::printf("first frame, runs 2..%d (warm process): median %.2f ms (min %.2f, max %.2f)\n", runs, median(warm),
                    *wlo, *whi);
    }
    return 0;
}
