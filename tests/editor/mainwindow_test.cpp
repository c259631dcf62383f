// The main window in-process, offscreen: it loads with a scenario, and the status line names
// the hex under the mouse (pixel → hex through BoardGeometry, the app's own layout); a file
// that cannot be opened is explained once, every problem with its place, in a box Return closes.
#include <QDir>
#include <QQmlApplicationEngine>
#include <QQuickItem>
#include <QTemporaryDir>
#include <QQuickStyle>
#include <QQuickWindow>
#include <QTest>

#include "app/studioengine.h"
#include "app/studioservices.h"
#include "common/boardgeometry.h"
#include "document/diagnosticsmodel.h"
#include "document/scenariodocument.h"
#include "studio_test_main.h"

class MainWindowTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QQuickStyle::setStyle(QStringLiteral("Fusion")); }
    void statusLineNamesTheHoveredHex_data();
    void statusLineNamesTheHoveredHex();
    void corruptFileListsEveryProblemOnceAndReturnCloses();
};

namespace {

/// Every visible item's text in the window that contains `needle`.
QStringList textsContaining(QQuickItem* root, const QString& needle) {
    QStringList found;
    const QString text = root->property("text").toString();
    if (root->isVisible() && text.contains(needle)) found << text;
    for (QQuickItem* child : root->childItems()) found << textsContaining(child, needle);
    return found;
}

/// The studio's main window on the shipped Killiecrankie, shown; null (with the failure
/// recorded) when it does not open.
QQuickWindow* openKilliecrankie(QQmlApplicationEngine& engine, ScenarioDocument& document) {
    if (!document.openFile(QStringLiteral(TRICORNE_SOURCE_DIR "/scenarios/killiecrankie.tricorne.json"))) return nullptr;
    prepareStudioEngine(engine);
    engine.setInitialProperties({{QStringLiteral("document"), QVariant::fromValue(&document)},
                                 {QStringLiteral("services"), QVariant::fromValue(new StudioServices(&document, &engine))}});
    engine.load(QUrl(QStringLiteral("qrc:/qt/qml/Tricorne/Studio/Main.qml")));
    if (engine.rootObjects().size() != 1) return nullptr;
    auto* window = qobject_cast<QQuickWindow*>(engine.rootObjects().constFirst());
    return window && QTest::qWaitForWindowExposed(window) ? window : nullptr;
}

}  // namespace

void MainWindowTest::statusLineNamesTheHoveredHex_data() {
    QTest::addColumn<QPoint>("hex");
    QTest::addColumn<QString>("expected");
    QTest::newRow("Urrard House") << QPoint(6, 5) << QStringLiteral("Marksmen at Urrard House");
    QTest::newRow("Dundee's horse") << QPoint(6, 8) << QStringLiteral("Leader Dundee");
    QTest::newRow("the river, top left") << QPoint(0, 0) << QStringLiteral("River");
    QTest::newRow("last hex of an odd row") << QPoint(11, 9) << QStringLiteral("Open ground");
}

void MainWindowTest::statusLineNamesTheHoveredHex() {
    QFETCH(QPoint, hex);
    QFETCH(QString, expected);

    ScenarioDocument document;
    QQmlApplicationEngine engine;
    QQuickWindow* window = openKilliecrankie(engine, document);
    QVERIFY(window);
    QCOMPARE(window->title(), QStringLiteral("Killiecrankie — Tricorne Studio"));

    QObject* status = window->findChild<QObject*>(QStringLiteral("statusLine"));
    QVERIFY(status);
    QCOMPARE(status->property("text").toString(), document.filePath());

    const QPointF point = BoardGeometry::windowPoint(window->size(), {hex.x(), hex.y()});
    QTest::mouseMove(window, point.toPoint());
    const QString prefix = QStringLiteral("%1,%2  ·").arg(hex.x()).arg(hex.y());
    QTRY_VERIFY2(status->property("text").toString().startsWith(prefix), qPrintable(status->property("text").toString()));
    QVERIFY2(status->property("text").toString().contains(expected), qPrintable(status->property("text").toString()));
}

void MainWindowTest::corruptFileListsEveryProblemOnceAndReturnCloses() {
    ScenarioDocument document;
    QQmlApplicationEngine engine;
    QQuickWindow* window = openKilliecrankie(engine, document);
    QVERIFY(window);

    // Killiecrankie with four schema errors in different places.
    QFile shipped(QStringLiteral(TRICORNE_SOURCE_DIR "/scenarios/killiecrankie.tricorne.json"));
    QVERIFY(shipped.open(QIODevice::ReadOnly));
    QByteArray bytes = shipped.readAll();
    bytes.replace("\"victoryBanners\": 6", "\"victoryBanners\": -3");
    bytes.replace("\"blocks\": 4", "\"blocks\": \"x\"");  // every unit's blocks: one problem each
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("corrupt.tricorne.json"));
    QFile out(path);
    QVERIFY(out.open(QIODevice::WriteOnly));
    out.write(bytes);
    out.close();

    QVERIFY(!document.openFile(path));
    const int problems = document.openErrors()->rowCount();
    QVERIFY2(problems > 4, qPrintable(QString::number(problems)));  // more than the box used to show
    QObject* dialog = window->findChild<QObject*>(QStringLiteral("openErrorDialog"));
    QVERIFY(dialog);
    QTRY_VERIFY(dialog->property("opened").toBool());

    // The file is named once, in the headline; each problem once, with its place, the list
    // scrolled to each in turn (a list view makes the lines it shows).
    QCOMPARE(textsContaining(window->contentItem(), QStringLiteral("corrupt.tricorne.json")).size(), 1);
    auto* list = window->findChild<QQuickItem*>(QStringLiteral("openErrorReasons"));
    QVERIFY(list);
    QTRY_COMPARE(list->property("count").toInt(), problems);
    const DiagnosticsModel& reasons = *document.openErrors();
    for (int i = 0; i < problems; ++i) {
        const QString pointer = reasons.index(i).data(DiagnosticsModel::PointerRole).toString();
        const QString message = reasons.index(i).data(DiagnosticsModel::MessageRole).toString();
        QVERIFY(!pointer.isEmpty());
        QVERIFY2(!document.errorString().contains(message), qPrintable(document.errorString()));  // said once, in the list
        QMetaObject::invokeMethod(list, "positionViewAtIndex", Q_ARG(int, i), Q_ARG(int, 0));
        QTRY_COMPARE(textsContaining(window->contentItem(), pointer + QStringLiteral(": ") + message).size(), 1);
    }
    QMetaObject::invokeMethod(list, "positionViewAtBeginning");

    QTest::qWait(100);
    QDir().mkpath(QStringLiteral(TRICORNE_SCREENSHOT_DIR));
    QVERIFY(window->grabWindow().save(QStringLiteral(TRICORNE_SCREENSHOT_DIR "/open-errors.png")));

    // Return closes the box and forgets the failure; the open battle is untouched.
    QTest::keyClick(window, Qt::Key_Return);
    QTRY_VERIFY(!dialog->property("opened").toBool());
    QCOMPARE(document.errorString(), QString());
    QCOMPARE(document.title(), QStringLiteral("Killiecrankie"));

    // A syntax error: its place with the line and column the reader found it at.
    QFile broken(path);
    QVERIFY(broken.open(QIODevice::WriteOnly | QIODevice::Truncate));
    broken.write("{\"format\": \"tricorne-scenario\", \"version\": 1,\n \"units\": [ }");
    broken.close();
    QVERIFY(!document.openFile(path));
    QTRY_VERIFY(dialog->property("opened").toBool());
    QTRY_COMPARE(textsContaining(window->contentItem(), QStringLiteral("line 2, column 14")).size(), 1);
    QTest::keyClick(window, Qt::Key_Enter);
    QTRY_VERIFY(!dialog->property("opened").toBool());
}

STUDIO_TEST_MAIN("studio-window-tests", MainWindowTest)
#include "mainwindow_test.moc"
