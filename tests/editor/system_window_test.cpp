// The system editor's window, offscreen, as the app shows it beside the main window: a fork of
// the Jacobite Rising, Highland infantry's melee dice typed into its form and Lowland
// infantry's retreat stepped down, the marks and the title following; a broken field's finding
// chosen in the problems list shows that field; then the fork tried with the open battle, the
// Balance tab showing the battle under both systems side by side. Screenshots in
// build/tests/editor/screenshots/system-editor-*.png.
#include <QDir>
#include <QQmlApplicationEngine>
#include <QQuickItem>
#include <QQuickStyle>
#include <QQuickWindow>
#include <QTemporaryDir>
#include <QTest>

#include <QSignalSpy>

#include "app/studioservices.h"
#include "balance/balancerunner.h"
#include "document/scenariodocument.h"
#include "document/systemdocument.h"
#include "editing/systemeditor.h"
#include "fixtures.h"
#include "main_window.h"
#include "studio_test_main.h"

namespace {

void save(const QImage& image, const char* name) {
    QDir().mkpath(QStringLiteral(TRICORNE_SCREENSHOT_DIR));
    QVERIFY(image.save(QStringLiteral(TRICORNE_SCREENSHOT_DIR "/%1.png").arg(QLatin1String(name))));
}

QQuickItem* named(QQuickWindow* window, const QString& name) {
    return fixtures::findItem(window->contentItem(), [&](QQuickItem* i) { return i->objectName() == name && i->isVisible(); });
}

void click(QQuickWindow* window, QQuickItem* item) {
    QTest::mouseClick(window, Qt::LeftButton, Qt::NoModifier, item->mapToScene(QPointF(item->width() / 2, item->height() / 2)).toPoint());
}

/// Types `text` into the number field `item` as a designer does: a click in it, what is there
/// selected, the number typed, Enter.
void typeNumber(QQuickWindow* window, QQuickItem* item, const QString& text) {
    click(window, item);
    QTest::keyClick(window, Qt::Key_A, Qt::ControlModifier);
    for (const QChar c : text) QTest::keyClick(window, c.toLatin1());  // Qt 6.4: keyClicks takes widgets only
    QTest::keyClick(window, Qt::Key_Return);
}

/// The studio's main window on Killiecrankie as the app shows it, its services, and the system
/// editor's window (its transient child, hidden while no system is open).
struct Studio {
    ScenarioDocument battle;
    QQmlApplicationEngine engine;
    QQuickWindow* main = nullptr;
    StudioServices* services = nullptr;
    QQuickWindow* window = nullptr;

    /// Opens the battle and the window; false when either does not come up.
    bool open() {
        if (!battle.openFile(fixtures::scenarioPath("killiecrankie"))) return false;
        main = fixtures::loadMainWindow(engine, battle);
        if (!main || !QTest::qWaitForWindowExposed(main)) return false;
        services = qvariant_cast<StudioServices*>(main->property("services"));
        window = main->findChild<QQuickWindow*>(QStringLiteral("systemWindow"));
        return services && window;
    }
};

}  // namespace

class SystemWindowTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QQuickStyle::setStyle(QStringLiteral("Fusion")); }
    void aForkEditedInItsOwnWindow();
    void aForkTriedWithTheOpenBattle();
};

void SystemWindowTest::aForkEditedInItsOwnWindow() {
    Studio studio;
    QVERIFY(studio.open());
    [[maybe_unused]] auto& [battle, engine, main, services, window] = studio;
    QVERIFY(!window->isVisible());  // no system open: no window

    SystemDocument* system = services->systemDocument();
    QVERIFY(system->fork(QStringLiteral("jacobite-rising"), QStringLiteral("Highland charge"), QStringLiteral("highland-charge")));
    QTRY_VERIFY(window->isVisible());
    QVERIFY(QTest::qWaitForWindowExposed(window));
    QCOMPARE(window->title(), QStringLiteral("Highland charge — Game system — Tricorne Studio"));
    QVERIFY(!main->title().contains(QStringLiteral("Highland")));  // the battle's window keeps its own

    // Unit types is the first table shown; Highland infantry's melee dice typed as 3.
    QQuickItem* highland = named(window, QStringLiteral("entry-Highland Infantry"));
    QVERIFY(highland);
    click(window, highland);
    QTRY_VERIFY(named(window, QStringLiteral("field-/dice-0")));
    typeNumber(window, named(window, QStringLiteral("field-/dice-0")), QStringLiteral("3"));
    const auto diceOf = [system](int type) {
        return system->document()->at(nlohmann::json::json_pointer("/armies/0/unitTypes/" + std::to_string(type) + "/dice"));
    };
    QTRY_COMPARE(QString::fromStdString(diceOf(0).dump()), QStringLiteral("[3,1,0]"));
    QTRY_COMPARE(window->title(), QStringLiteral("Highland charge* — Game system — Tricorne Studio"));
    QTRY_VERIFY(named(window, QStringLiteral("changedMark-/dice")));

    // Lowland infantry retreats 1 hex a flag instead of 2: one step down of its field.
    click(window, named(window, QStringLiteral("entry-Lowland Infantry")));
    QTRY_VERIFY(named(window, QStringLiteral("field-/retreatPerFlag")));
    typeNumber(window, named(window, QStringLiteral("field-/retreatPerFlag")), QStringLiteral("1"));
    QTRY_COMPARE(system->document()->at(nlohmann::json::json_pointer("/armies/0/unitTypes/2/retreatPerFlag")).get<int>(), 1);
    QCOMPARE(system->undoStack()->count(), 2);
    QTest::qWait(100);
    save(window->grabWindow(), "system-editor-unit-types");

    // Saved under a name: the entry shown stays shown, the title loses its mark.
    const QString lowland = window->property("shownEntry").toString();
    QCOMPARE(lowland, QStringLiteral("/armies/0/unitTypes/2"));
    QTemporaryDir dir;
    QVERIFY(system->saveAs(dir.filePath(QStringLiteral("house"))));
    QTRY_COMPARE(window->title(), QStringLiteral("Highland charge — Game system — Tricorne Studio"));
    QCOMPARE(window->property("shownEntry").toString(), lowland);

    // A broken field: its finding in the problems list, chosen, shows the field.
    auto* editor = window->findChild<SystemEditor*>(QStringLiteral("systemEditor"));
    QVERIFY(editor);
    QVERIFY(editor->setValue(QStringLiteral("/terrain/1/name"), QString()));
    click(window, named(window, QStringLiteral("problemsTab")));
    QQuickItem* finding = nullptr;
    QTRY_VERIFY((finding = fixtures::findItem(window->contentItem(), [](QQuickItem* i) {
                     return i->property("pointer").toString() == QLatin1String("/terrain/1/name") && i->property("severity").isValid() && i->isVisible();
                 })));
    click(window, finding);
    QTRY_COMPARE(editor->focusedField(), QStringLiteral("/terrain/1/name"));
    QTRY_COMPARE(window->property("table").toString(), QStringLiteral("terrain"));
    QTRY_VERIFY(named(window, QStringLiteral("fieldProblems")));
    QTest::qWait(100);
    save(window->grabWindow(), "system-editor-problem");

    // Undo from the window's own keys: the battle's history is not touched.
    const int battleSteps = battle.undoStack()->count();
    window->requestActivate();
    system->history()->undo();
    QCOMPARE(system->undoStack()->index(), 2);
    QCOMPARE(battle.undoStack()->count(), battleSteps);
    system->closeDocument();
    QTRY_VERIFY(!window->isVisible());
}

void SystemWindowTest::aForkTriedWithTheOpenBattle() {
    Studio studio;
    QVERIFY(studio.open());
    [[maybe_unused]] auto& [battle, engine, main, services, window] = studio;
    SystemDocument* system = services->systemDocument();
    QVERIFY(system->fork(QStringLiteral("jacobite-rising"), QStringLiteral("Highland charge"), QStringLiteral("highland-charge")));
    QTRY_VERIFY(window->isVisible());
    QVERIFY(QTest::qWaitForWindowExposed(window));
    auto* editor = window->findChild<SystemEditor*>(QStringLiteral("systemEditor"));
    QVERIFY(editor);
    // Highland infantry melee with 4 dice (2 built in); Lowland infantry retreat 1 hex a flag (2).
    QVERIFY(editor->setValue(QStringLiteral("/armies/0/unitTypes/0/dice"), QVariantList{4, 1, 0}));
    QVERIFY(editor->setValue(QStringLiteral("/armies/0/unitTypes/2/retreatPerFlag"), 1));

    auto* runner = engine.singletonInstance<BalanceRunner*>(qmlTypeId("Tricorne.Studio", 1, 0, "BalanceRunner"));
    QVERIFY(runner);
    QCOMPARE(runner->systemDocument(), system);
    runner->setProperty("games", 100);
    runner->setProperty("seed", 1);
    QSignalSpy finished(runner, &BalanceRunner::finished);
    QQuickItem* tryButton = named(window, QStringLiteral("tryWithBattle"));
    QVERIFY(tryButton);
    QVERIFY(tryButton->property("text").toString().contains(QStringLiteral("Killiecrankie")));
    click(window, tryButton);
    QTRY_VERIFY(runner->isRunning() || runner->hasVersus());
    QTRY_VERIFY(runner->property("shown").toBool());  // the main window shows its Balance tab
    QVERIFY(finished.wait(120000));
    QVERIFY(runner->hasVersus());
    QCOMPARE(runner->lastVersus()->rows[0].versus->played, std::int64_t{100});
    QQuickItem* headline = named(main, QStringLiteral("versusHeadline"));
    QVERIFY(headline);
    QVERIFY2(headline->property("text").toString().contains(QStringLiteral("under Highland charge")), qPrintable(headline->property("text").toString()));
    QTRY_VERIFY(named(main, QStringLiteral("versusSide-bottom")));
    QTest::qWait(200);
    save(main->grabWindow(), "system-editor-tried-with-the-battle");
    save(window->grabWindow(), "system-editor-try-button");
    system->closeDocument();
}

STUDIO_TEST_MAIN("studio-system-window-tests", SystemWindowTest)
#include "system_window_test.moc"
