// tricorne-studio [FILE] [--screenshot OUT.png]
// tricorne-studio --playtest [--seed S] [--bots BOTTOM,TOP] [--turns N] [--screenshot OUT.png] FILE
// tricorne-studio --sheet OUT.pdf|OUT.png|OUT.svg [--ink save] [--paper a4|letter] FILE
// tricorne-studio [--panel NAME | --compare OTHER | --oob TABLE | --balance run|until|sweep|versus|versus-sweep] [--keys] [--screenshot OUT.png] FILE
//
// A thin entry point: everything else lives in the `studio` library and its QML module.
// With --screenshot (meant for QT_QPA_PLATFORM=offscreen) the studio opens FILE, renders the
// main window once, saves it as a PNG and exits: 0 on success, 1 when the image cannot be
// saved or FILE cannot be opened (the picture then shows the window's error dialog; the same
// reasons, with their places in the file, go to stderr), 2 on bad usage.
// With --playtest the window opens in playtest mode on FILE: the bots named by --bots
// (random/greedy/human, bottom side first, as `tricorne simulate`) play N turns instantly with
// seed S, then the bots wait (the picture is of a turn in progress); 1 when FILE cannot be
// played (e.g. it has errors).
// --panel, --compare, --oob and --keys open the editing window as a designer would leave it
// (the user's guide pictures each with --screenshot): the side panel's tab NAME, File ▸
// Compare with… OTHER, File ▸ Import order of battle… with TABLE read (nothing imported yet),
// the help page (F1); --balance opens the Balance tab and presses Run, Sweep or (versus) Compare
// with the first game system offered (versus-sweep: with the sweep ticked), and the picture waits
// for the games. 1 when OTHER or TABLE cannot be read or the games cannot start, 2 for a tab the
// panel has not.
// With --sheet the studio writes FILE's printed scenario sheet (ScenarioSheet) and exits
// without a window — offscreen unless QT_QPA_PLATFORM says otherwise: 0 when it is written,
// 1 when FILE cannot be opened or has errors or OUT cannot be written (the reason, naming the
// file, goes to stderr), 2 on bad usage (e.g. an unknown suffix, ink or paper).
#include <cstdio>
#include <memory>

#include <QCommandLineParser>
#include <QFileInfo>
#include <QApplication>
#include <QImage>
#include <QQmlApplicationEngine>
#include <QQmlEngine>
#include <QQuickStyle>
#include <QQuickWindow>
#include <QTimer>
#include <QtQml/qqmlextensionplugin.h>

#include "balance/balancerunner.h"
#include "models/comparisonmodel.h"
#include "document/diagnosticsmodel.h"
#include "playtest/players.h"
#include "playtest/playtestsession.h"
#include "document/scenariodocument.h"
#include "document/systemdocument.h"
#include "board/sheetexport.h"
#include "app/studioengine.h"
#include "app/startuprequest.h"
#include "app/studioservices.h"
#include "app/translations.h"

Q_IMPORT_QML_PLUGIN(Tricorne_StudioPlugin)

namespace {

constexpr auto kMainQml = "qrc:/qt/qml/Tricorne/Studio/Main.qml";

void printError(const QString& message) { std::fprintf(stderr, "tricorne-studio: %s\n", qPrintable(message)); }

/// Prints why FILE could not be opened as the window's error dialog shows it: the message,
/// then each of the engine's reasons with its place in the file (a JSON pointer).
void printOpenError(ScenarioDocument& document, const QString& file) {
    printError(document.errorString());
    const DiagnosticsModel* reasons = document.openErrors();
    for (int row = 0; row < reasons->rowCount(); ++row) {
        const QModelIndex at = reasons->index(row, 0);
        const QString pointer = at.data(DiagnosticsModel::PointerRole).toString();
        std::fprintf(stderr, "%s:%s %s\n", qPrintable(file), qPrintable(pointer.isEmpty() ? QString() : pointer + QLatin1Char(':')),
                     qPrintable(at.data(DiagnosticsModel::MessageRole).toString()));
    }
}

/// Grabs `window` once it has shown a frame, saves it to `out` and quits with `exitCode`, or 1
/// when the file cannot be written.
void screenshotWhenRendered(QQuickWindow* window, const QString& out, int exitCode) {
    auto grab = [window, out, exitCode] {
        const QImage image = window->grabWindow();
        if (image.isNull()) {
            printError(QStringLiteral("could not render the window for %1").arg(out));
            QCoreApplication::exit(1);
        } else if (!image.save(out, "PNG")) {
            printError(QStringLiteral("could not write the screenshot %1").arg(out));
            QCoreApplication::exit(1);
        } else {
            QCoreApplication::exit(exitCode);
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

/// The command line's options, added to a parser by addOptions.
struct Options {
    QCommandLineOption screenshot{QStringLiteral("screenshot"), QStringLiteral("Render the window once, save it as a PNG and exit."),
                                  QStringLiteral("OUT.png")};
    QCommandLineOption playtest{QStringLiteral("playtest"), QStringLiteral("Open FILE in playtest mode.")};
    QCommandLineOption seed{QStringLiteral("seed"), QStringLiteral("The playtest's seed (default 1)."), QStringLiteral("S"), QStringLiteral("1")};
    QCommandLineOption bots{QStringLiteral("bots"), QStringLiteral("Who plays BOTTOM,TOP: %1 (default greedy,greedy).").arg(Players::names().join(QStringLiteral(", "))),
                            QStringLiteral("A,B"), QStringLiteral("greedy,greedy")};
    QCommandLineOption sheet{QStringLiteral("sheet"), QStringLiteral("Write FILE's printed scenario sheet (.pdf, .png or .svg) and exit."),
                             QStringLiteral("OUT")};
    QCommandLineOption ink{QStringLiteral("ink"), QStringLiteral("The sheet's ink: \"colour\" (default) or \"save\" (black and white, no ground fills)."),
                           QStringLiteral("INK"), QStringLiteral("colour")};
    QCommandLineOption paper{QStringLiteral("paper"), QStringLiteral("The sheet's paper: a4 or letter (default: the locale's)."),
                             QStringLiteral("PAPER")};
    QCommandLineOption turns{QStringLiteral("turns"), QStringLiteral("Turns the bots play before the window is shown (default 0)."),
                             QStringLiteral("N"), QStringLiteral("0")};
    QCommandLineOption panel{QStringLiteral("panel"),
                             QStringLiteral("Show the side panel's tab NAME: problems, notes, rules, roster, history, balance or holds."),
                             QStringLiteral("NAME")};
    QCommandLineOption compare{QStringLiteral("compare"), QStringLiteral("Compare FILE with OTHER, as File > Compare with... does."),
                               QStringLiteral("OTHER")};
    QCommandLineOption oob{QStringLiteral("oob"), QStringLiteral("Open Import order of battle with TABLE read, before Import."),
                           QStringLiteral("TABLE")};
    QCommandLineOption keys{QStringLiteral("keys"), QStringLiteral("Open the help page (F1) with every key.")};
    QCommandLineOption balance{QStringLiteral("balance"),
                               QStringLiteral("Open the Balance tab and press Run (WHAT: run), Run with Stop when the answer is clear ticked (until), "
                                              "Sweep (sweep) or Compare with the first game system offered (versus; versus-sweep: with the sweep ticked); --screenshot waits "
                                              "for the games."),
                               QStringLiteral("WHAT")};

    void addTo(QCommandLineParser& parser) const {
        parser.setApplicationDescription(QStringLiteral("Scenario studio for Commands & Colors Tricorne"));
        parser.addHelpOption();
        parser.addVersionOption();
        parser.addPositionalArgument(QStringLiteral("FILE"),
                                     QStringLiteral("A scenario (*.tricorne.json) to open, or a game system (*.tricorne-system.json) for the system editor."));
        parser.addOptions({screenshot, playtest, seed, bots, turns, sheet, ink, paper, panel, compare, oob, keys, balance});
    }
};

/// True when the arguments ask only for --help or --version: answered without a display.
bool asksOnlyForText(int argc, char* argv[]) {
    for (int i = 1; i < argc; ++i) {
        const QByteArray arg(argv[i]);
        if (arg == "-h" || arg == "--help" || arg == "-?" || arg == "--help-all" || arg == "-v" || arg == "--version") return true;
    }
    return false;
}

/// True when the arguments ask for --sheet: drawn without a window, so without a display.
bool asksForSheet(int argc, char* argv[]) {
    for (int i = 1; i < argc; ++i)
        if (QByteArray(argv[i]) == "--sheet" || QByteArray(argv[i]).startsWith("--sheet=")) return true;
    return false;
}

/// --sheet: writes the sheet of `file` to `out` and returns the exit code (see the top).
int writeSheet(const QString& file, const QString& out, const QString& ink, const QString& paper) {
    if (!ScenarioSheet::knownFormat(out)) {
        printError(QStringLiteral("--sheet %1: the name must end in .pdf, .png or .svg").arg(out));
        return 2;
    }
    SheetOptions options;
    if (ink != QLatin1String("colour") && ink != QLatin1String("save")) {
        printError(QStringLiteral("--ink takes colour or save (got \"%1\")").arg(ink));
        return 2;
    }
    options.saveInk = ink == QLatin1String("save");
    if (paper.isEmpty()) options.paper = SheetOptions::localePaper();
    else if (paper.compare(QLatin1String("a4"), Qt::CaseInsensitive) == 0) options.paper = QPageSize::A4;
    else if (paper.compare(QLatin1String("letter"), Qt::CaseInsensitive) == 0) options.paper = QPageSize::Letter;
    else {
        printError(QStringLiteral("--paper takes a4 or letter (got \"%1\")").arg(paper));
        return 2;
    }
    ScenarioDocument document;
    if (!document.openFile(file)) {
        printOpenError(document, file);
        return 1;
    }
    const QString error = writeScenarioSheet(document, out, options);
    if (!error.isEmpty()) {
        printError(error);
        return 1;
    }
    return 0;
}

void nameApplication() {
    QCoreApplication::setApplicationName(QStringLiteral("Tricorne Studio"));
    QCoreApplication::setOrganizationName(QStringLiteral("Tricorne"));
    QCoreApplication::setApplicationVersion(QStringLiteral(TRICORNE_STUDIO_VERSION));
}

}  // namespace

int main(int argc, char* argv[]) {
    if (asksOnlyForText(argc, argv)) {
        // --help and --version need no window system: a terminal without DISPLAY (or a
        // build machine running help2man) gets the text instead of a platform plugin abort.
        QCoreApplication textOnly(argc, argv);
        nameApplication();
        QCommandLineParser parser;
        Options().addTo(parser);
        parser.process(textOnly);  // prints and exits
        return 0;
    }

    // A sheet needs fonts but no screen: from a bare terminal (make sheets, CI) it draws offscreen.
    if (asksForSheet(argc, argv) && !qEnvironmentVariableIsSet("QT_QPA_PLATFORM")) qputenv("QT_QPA_PLATFORM", "offscreen");
    prepareStudioPlatform();

    // A QApplication (Qt Widgets) for QFileDialog: the dialogs work with or without a native one.
    QApplication app(argc, argv);
    nameApplication();
    // Wayland's app id and the taskbar's icon: the desktop entry packaging/ installs.
    QGuiApplication::setDesktopFileName(QStringLiteral("io.github.tricorne.studio"));
    QQuickStyle::setStyle(QStringLiteral("Fusion"));

    installTranslations();  // the system locale's (LANG / LC_MESSAGES)

    QCommandLineParser parser;
    const Options options;
    options.addTo(parser);
    parser.process(app);

    const QStringList files = parser.positionalArguments();
    if (files.size() > 1) {
        printError(QStringLiteral("one FILE at most; see --help"));
        return 2;
    }
    if (parser.isSet(options.sheet)) {
        if (files.size() != 1) {
            printError(QStringLiteral("--sheet needs a FILE; see --help"));
            return 2;
        }
        return writeSheet(files.first(), parser.value(options.sheet), parser.value(options.ink), parser.value(options.paper));
    }
    const bool screenshot = parser.isSet(options.screenshot);
    const bool playtestMode = parser.isSet(options.playtest);
    bool seedOk = false, turnsOk = false;
    const qint64 seed = parser.value(options.seed).toLongLong(&seedOk);
    const int turns = parser.value(options.turns).toInt(&turnsOk);
    const QStringList bots = parser.value(options.bots).split(QLatin1Char(','));
    const QStringList players = Players::names();
    if (playtestMode) {
        if (files.isEmpty()) {
            printError(QStringLiteral("--playtest needs a FILE; see --help"));
            return 2;
        }
        if (!seedOk || seed < 0 || !turnsOk || turns < 0) {
            printError(QStringLiteral("--seed and --turns take whole numbers from 0"));
            return 2;
        }
        if (bots.size() != 2 || !players.contains(bots[0]) || !players.contains(bots[1])) {
            printError(QStringLiteral("--bots takes BOTTOM,TOP, each one of %1 (got \"%2\")").arg(players.join(QStringLiteral(", ")), parser.value(options.bots)));
            return 2;
        }
    }

    const bool showsEditing = parser.isSet(options.panel) || parser.isSet(options.compare) || parser.isSet(options.oob) ||
                              parser.isSet(options.balance);
    if (showsEditing && (playtestMode || files.isEmpty())) {
        printError(QStringLiteral("--panel, --compare, --oob and --balance need a FILE and the editing window, not --playtest; see --help"));
        return 2;
    }
    const QString balanceRun = parser.value(options.balance);
    if (parser.isSet(options.balance) && balanceRun != QLatin1String("run") && balanceRun != QLatin1String("until") &&
        balanceRun != QLatin1String("sweep") && balanceRun != QLatin1String("versus") && balanceRun != QLatin1String("versus-sweep")) {
        printError(QStringLiteral("--balance takes run, until, sweep, versus or versus-sweep (got \"%1\")").arg(balanceRun));
        return 2;
    }

    ScenarioDocument document;
    StudioServices services(&document);
    if (!screenshot) {
        // Only an interactive session keeps settings and recovery files; --screenshot runs
        // (tests, CI) leave the user's state alone.
        services.recentFiles()->persist();
        services.autosave()->start();
        services.autosave()->setOpenRestInNewWindows(true);
        services.systemAutosave()->start(Autosave::defaultSystemDirectory());
    }
    // A game system's file opens in the system editor (its window is the one pictured); any
    // other file as the scenario. A file that cannot be opened still gets its picture: the
    // window with the error dialog (the same reasons as on stderr); the exit code says the file
    // was refused.
    const bool systemFile = !files.isEmpty() && SystemDocument::isSystemFile(files.first());
    if (systemFile && (playtestMode || showsEditing)) {
        printError(QStringLiteral("%1 is a game system: --playtest, --panel, --compare, --oob and --balance need a scenario").arg(files.first()));
        return 2;
    }
    const bool refused = !files.isEmpty() && !(systemFile ? services.systemDocument()->openFile(files.first()) : document.openFile(files.first()));
    if (refused) {
        if (systemFile) printError(services.systemDocument()->errorString());
        else printOpenError(document, files.first());
    }

    // What the window shows once it is up: the window reads it (Main.qml, followStartup).
    const bool editing = !refused && !playtestMode;
    const QString table = editing ? parser.value(options.oob) : QString();
    if (!table.isEmpty() && !QFileInfo(table).isReadable()) {
        printError(QStringLiteral("--oob %1: no such readable file").arg(table));
        return 1;
    }
    const bool balance = !refused && parser.isSet(options.balance);
    StartupRequest startup(balance ? QStringLiteral("balance") : editing ? parser.value(options.panel) : QString(), table,
                           parser.isSet(options.keys), balance && balanceRun == QLatin1String("sweep"));
    QString refusedPanel;
    QObject::connect(&startup, &StartupRequest::panelRefused, [&refusedPanel](const QString& panel) { refusedPanel = panel; });

    QQmlApplicationEngine engine;
    prepareStudioEngine(engine);
    // Window geometry, panel sizes and the last tool persist only in an interactive session.
    engine.setInitialProperties({{QStringLiteral("document"), QVariant::fromValue(&document)},
                                 {QStringLiteral("services"), QVariant::fromValue(&services)},
                                 {QStringLiteral("startup"), QVariant::fromValue(&startup)},
                                 {QStringLiteral("persistSettings"), !screenshot}});
    QObject::connect(
        &engine, &QQmlApplicationEngine::objectCreationFailed, &app, [] { QCoreApplication::exit(1); },
        Qt::QueuedConnection);
    engine.load(QUrl(QString::fromLatin1(kMainQml)));
    if (engine.rootObjects().isEmpty()) {
        printError(QStringLiteral("could not load the user interface (%1)").arg(QString::fromLatin1(kMainQml)));
        return 1;
    }

    if (playtestMode && !refused) {
        auto* session = engine.rootObjects().constFirst()->property("playtestSession").value<PlaytestSession*>();
        if (!session) {
            printError(QStringLiteral("the user interface has no playtest"));
            return 1;
        }
        session->setSeed(seed);
        session->setBottomPlayer(bots[0]);
        session->setTopPlayer(bots[1]);
        session->setPaused(true);  // the bots play the turns asked for, then wait
        if (!session->start(&document)) {
            printError(QStringLiteral("%1: %2").arg(files.first(), session->error()));
            return 1;
        }
        session->playBotTurns(turns);
        if (!screenshot) session->setPaused(false);
    }

    if (!refusedPanel.isEmpty()) {
        printError(QStringLiteral("--panel takes problems, notes, rules, roster, history, balance or holds (got \"%1\")").arg(refusedPanel));
        return 2;
    }
    if (editing) {
        // The same call as File ▸ Compare with…; a file it cannot read is refused with the
        // message the window would show.
        if (parser.isSet(options.compare)) {
            QString failure;
            QObject::connect(services.comparison(), &ComparisonModel::failed, &app, [&failure](const QString& m) { failure = m; });
            if (!services.comparison()->compareWithFile(parser.value(options.compare))) {
                printError(failure.isEmpty() ? QStringLiteral("cannot compare with %1").arg(parser.value(options.compare)) : failure);
                return 1;
            }
        }
    }
    // The games run on the runner's worker thread as after a press of Run; the picture waits for them.
    BalanceRunner* runner = nullptr;
    if (balance) {
        runner = engine.singletonInstance<BalanceRunner*>(qmlTypeId("Tricorne.Studio", 1, 0, "BalanceRunner"));
        if (!runner) {
            printError(QStringLiteral("the user interface has no balance runner"));
            return 1;
        }
        runner->setDocument(&document);
        if (balanceRun == QLatin1String("until")) runner->setStopWhenClear(true);
        const auto press = [&] {
            if (balanceRun == QLatin1String("sweep")) return runner->runSweep();
            if (!balanceRun.startsWith(QLatin1String("versus"))) return runner->run();
            runner->setProperty("versusSweep", balanceRun == QLatin1String("versus-sweep"));
            const QVariantList choices = runner->versusChoices();
            if (choices.isEmpty()) {
                printError(QStringLiteral("%1: no other game system has the battle's armies, unit types and terrain").arg(files.first()));
                return false;
            }
            return runner->runVersusSystem(choices.front().toMap().value(QStringLiteral("key")).toString());
        };
        if (!press()) {
            printError(QStringLiteral("%1: %2").arg(files.first(), runner->error()));
            return 1;
        }
    }

    if (screenshot) {
        auto* window = qobject_cast<QQuickWindow*>(engine.rootObjects().constFirst());
        // A game system's picture is the system editor's window.
        if (systemFile && !refused && window) window = window->findChild<QQuickWindow*>(QStringLiteral("systemWindow"));
        if (!window) {
            printError(QStringLiteral("the main QML object is not a window"));
            return 1;
        }
        const QString out = parser.value(options.screenshot);
        const int exitCode = refused ? 1 : 0;
        if (runner && runner->isRunning())
            QObject::connect(runner, &BalanceRunner::finished, window, [window, out, exitCode] { screenshotWhenRendered(window, out, exitCode); },
                             Qt::SingleShotConnection);
        else
            screenshotWhenRendered(window, out, exitCode);
    }
    return QApplication::exec();
}
