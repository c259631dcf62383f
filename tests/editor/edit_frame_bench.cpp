// How long one edit takes to reach the screen: on the real Main.qml window (offscreen) with the
// largest shipped battle open, ScenarioEditor::paintTerrain — what a brush click calls: undo
// command pushed, engine revalidation, board and diagnostics models refreshed, QML bindings
// re-evaluated — then the wait for the next QQuickWindow::frameSwapped. A benchmark, not a
// test: it prints figures and asserts nothing about time.
//
//   QT_QPA_PLATFORM=offscreen studio-edit-frame-bench [--runs N]
//
// Alternates forest and hill on one open hex (3,6) so every edit changes what is drawn; between
// edits the window is left to settle. Prints the median, min and max of the edit call alone and
// of edit-to-frame, over N timed edits (default 50) after 5 untimed ones.
#include <algorithm>
#include <atomic>
#include <cstdio>
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
#include "editing/scenarioeditor.h"

Q_IMPORT_QML_PLUGIN(Tricorne_StudioPlugin)

namespace {

constexpr auto kLargest = TRICORNE_SOURCE_DIR "/scenarios/bemis-heights.tricorne.json";
constexpr auto kMainQml = "qrc:/qt/qml/Tricorne/Studio/Main.qml";
constexpr int kTimeoutMs = 10000;
constexpr int kWarmup = 5;
constexpr int kCol = 3, kRow = 6;

double median(std::vector<double> values) {
    if (values.empty()) return 0;
    std::sort(values.begin(), values.end());
    const std::size_t mid = values.size() / 2;
    return values.size() % 2 ? values[mid] : (values[mid - 1] + values[mid]) / 2;
}

/// Runs the event loop for `ms` milliseconds.
void spin(int ms) {
    QEventLoop loop;
    QTimer::singleShot(ms, &loop, &QEventLoop::quit);
    loop.exec();
}

/// Counts the frames the window swaps; frameSwapped may come from the render thread.
struct FrameWatch {
    QElapsedTimer timer;
    std::atomic<int> frames{0};
    std::atomic<qint64> firstNs{-1};            ///< the first frame after arm(); -1 until then
    std::atomic<QEventLoop*> waiter{nullptr};   ///< quit (through its queue) on that frame

    void arm(QEventLoop* loop) {
        firstNs.store(-1);
        waiter.store(loop);
    }
    void onFrame() {
        qint64 none = -1;
        const qint64 now = timer.nsecsElapsed();
        frames.fetch_add(1);
        if (QEventLoop* loop = waiter.load(); loop && firstNs.compare_exchange_strong(none, now))
            QMetaObject::invokeMethod(loop, &QEventLoop::quit, Qt::QueuedConnection);
    }
};

void printStats(const char* what, const std::vector<double>& values, const char* unit) {
    const auto [lo, hi] = std::minmax_element(values.begin(), values.end());
    std::printf("%s: median %.3f %s (min %.3f, max %.3f) over %zu edits\n", what, median(values), unit, *lo, *hi,
                values.size());
}

}  // namespace

int main(int argc, char* argv[]) {
    prepareStudioPlatform();
    QGuiApplication app(argc, argv);
    QQuickStyle::setStyle(QStringLiteral("Fusion"));

    int runs = 50;
    const QStringList args = QCoreApplication::arguments();
    for (int i = 1; i < args.size(); ++i) {
        bool ok = false;
        if (args[i] == QLatin1String("--runs") && i + 1 < args.size() && (runs = args[++i].toInt(&ok), ok) && runs > 0)
            continue;
        std::fprintf(stderr, "usage: studio-edit-frame-bench [--runs N]\n");
        return 2;
    }

    ScenarioDocument document;
    if (!document.openFile(QString::fromUtf8(kLargest))) {
        std::fprintf(stderr, "studio-edit-frame-bench: %s\n", qPrintable(document.errorString()));
        return 1;
    }
    document.undoStack()->setUndoLimit(64);  // steady memory, as in edit_bench

    QQmlApplicationEngine engine;
    prepareStudioEngine(engine);
    StudioServices services(&document);
    engine.setInitialProperties({{QStringLiteral("document"), QVariant::fromValue(&document)},
                                 {QStringLiteral("services"), QVariant::fromValue(&services)}});
    FrameWatch watch;
    watch.timer.start();
    QObject::connect(&engine, &QQmlApplicationEngine::objectCreated, &engine, [&watch](QObject* object, const QUrl&) {
        if (auto* window = qobject_cast<QQuickWindow*>(object))
            QObject::connect(
                window, &QQuickWindow::frameSwapped, window,
                [&watch] { watch.onFrame(); },
                Qt::DirectConnection);
    });
    engine.load(QUrl(QString::fromLatin1(kMainQml)));
    if (engine.rootObjects().isEmpty()) {
        std::fprintf(stderr, "studio-edit-frame-bench: could not load %s\n", kMainQml);
        return 1;
    }
    auto* window = qobject_cast<QQuickWindow*>(engine.rootObjects().constFirst());
    auto* editor = window ? window->findChild<ScenarioEditor*>() : nullptr;
    if (!editor) {
        std::fprintf(stderr, "studio-edit-frame-bench: no window or no ScenarioEditor in %s\n", kMainQml);
        return 1;
    }

    // Wait for the first frame, then let the window settle and check it is idle: a window that
    // redraws by itself (an animation) would make edit-to-frame meaningless.
    QElapsedTimer wait;
    wait.start();
    while (watch.frames.load() == 0 && wait.elapsed() < kTimeoutMs) spin(5);
    if (watch.frames.load() == 0) {
        std::fprintf(stderr, "studio-edit-frame-bench: no first frame within %d ms\n", kTimeoutMs);
        return 1;
    }
    spin(300);
    const int before = watch.frames.load();
    spin(300);
    const int idleFrames = watch.frames.load() - before;
    std::printf("%s, platform %s; frames while idle for 300 ms: %d\n", qPrintable(document.title()),
                qPrintable(QGuiApplication::platformName()), idleFrames);

    std::vector<double> callUs;
    std::vector<double> frameMs;
    bool forest = false;
    // One loop and one timeout for all edits: the render thread may still hold the loop's
    // address when an edit's wait ends.
    QEventLoop loop;
    QTimer timeout;
    timeout.setSingleShot(true);
    QObject::connect(&timeout, &QTimer::timeout, &loop, &QEventLoop::quit);
    for (int i = 0; i < kWarmup + runs; ++i) {
        forest = !forest;
        watch.arm(&loop);
        const qint64 start = watch.timer.nsecsElapsed();
        const bool pushed = editor->paintTerrain(kCol, kRow, forest ? QStringLiteral("forest") : QStringLiteral("hill"),
                                                 QString(), 0, editor->beginStroke());
        const qint64 called = watch.timer.nsecsElapsed();
        if (!pushed) {
            std::fprintf(stderr, "studio-edit-frame-bench: paintTerrain(%d, %d) pushed nothing\n", kCol, kRow);
            return 1;
        }
        timeout.start(kTimeoutMs);
        loop.exec();
        timeout.stop();
        const qint64 frameNs = watch.firstNs.load();
        watch.arm(nullptr);
        if (frameNs < 0) {
            std::fprintf(stderr, "studio-edit-frame-bench: no frame within %d ms of edit %d\n", kTimeoutMs, i + 1);
            return 1;
        }
        if (i >= kWarmup) {
            callUs.push_back(static_cast<double>(called - start) / 1e3);
            frameMs.push_back(static_cast<double>(frameNs - start) / 1e6);
        }
        spin(30);  // settle: any follow-up frame lands before the next edit
    }
    printStats("edit call (paintTerrain: push, revalidate, models, bindings)", callUs, "us");
    printStats("edit to next frameSwapped", frameMs, "ms");
    return 0;
}
