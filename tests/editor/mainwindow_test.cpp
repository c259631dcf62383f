// The main window in-process, offscreen: it loads with a scenario, and the status line names
// the hex under the mouse (pixel → hex through BoardGeometry, the app's own layout).
#include <QQmlApplicationEngine>
#include <QQuickStyle>
#include <QQuickWindow>
#include <QTest>
#include <QtQml/qqmlextensionplugin.h>

#include "boardgeometry.h"
#include "scenariodocument.h"
#include "studioengine.h"
#include "studioservices.h"

Q_IMPORT_QML_PLUGIN(Tricorne_StudioPlugin)

class MainWindowTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QQuickStyle::setStyle(QStringLiteral("Fusion")); }
    void statusLineNamesTheHoveredHex_data();
    void statusLineNamesTheHoveredHex();
};

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
    QVERIFY(document.openFile(QStringLiteral(TRICORNE_SOURCE_DIR "/scenarios/killiecrankie.tricorne.json")));
    QQmlApplicationEngine engine;
    prepareStudioEngine(engine);
    engine.setInitialProperties({{QStringLiteral("document"), QVariant::fromValue(&document)},
                                 {QStringLiteral("services"), QVariant::fromValue(new StudioServices(&document, &engine))}});
    engine.load(QUrl(QStringLiteral("qrc:/qt/qml/Tricorne/Studio/Main.qml")));
    QCOMPARE(engine.rootObjects().size(), 1);
    auto* window = qobject_cast<QQuickWindow*>(engine.rootObjects().constFirst());
    QVERIFY(window);
    QVERIFY(QTest::qWaitForWindowExposed(window));
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

QTEST_MAIN(MainWindowTest)
#include "mainwindow_test.moc"
