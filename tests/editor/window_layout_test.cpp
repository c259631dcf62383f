// Nothing clipped: the real main window at 1280×800 and at small sizes down to 640×480,
// offscreen; ctest runs it once more under QT_SCALE_FACTOR=2 (200% scale). Checked by
// geometry, not by eye: every control and text of the left and right panels lies whole inside
// its panel (each tool's options, the inspector of a unit with a leader, each tab's page), the
// tabs included; every menu item is as wide as its text and shortcut need; a field that fills
// does not move its neighbours; the box saying why a file did not open is centred on the
// window. In a small window the Playtest button stays whole and every other tool bar button is
// on the bar or in its overflow menu; the tabs keep their rows at every panel width; a panel
// hides and shows again, and narrows by its handle down to its minimum. A page added to the side
// panel's list gets its tab and is shown by it.
#include <functional>

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QQmlApplicationEngine>
#include <QQmlComponent>
#include <QQmlListReference>
#include <QQuickItem>
#include <QQuickStyle>
#include <QQuickWindow>
#include <QTemporaryDir>
#include <QTest>

#include "common/boardgeometry.h"
#include "document/scenariodocument.h"
#include "playtest/playtestsession.h"
#include "studio_test_main.h"
#include "window_driver.h"

namespace {

using driver::findItem;
using driver::settle;
using driver::Studio;

constexpr auto kKilliecrankie = TRICORNE_SOURCE_DIR "/scenarios/killiecrankie.tricorne.json";

/// Shown on screen: visible, not transparent, with some size.
bool shown(QQuickItem* item) { return item->isVisible() && item->opacity() > 0 && item->width() > 0 && item->height() > 0; }

QString describe(QQuickItem* item) {
    QString text = item->property("text").toString();
    if (text.size() > 40) text = text.left(40) + QStringLiteral("…");
    return QStringLiteral("%1 \"%2\" %3").arg(QString::fromLatin1(item->metaObject()->className()), item->objectName(), text);
}

/// Killiecrankie with a unit stacked on another (the engine's error): a scenario that opens
/// with a problem, so the Problems tab counts it and File ▸ Export is disabled with its reason.
QString withAnError(const QTemporaryDir& dir) {
    QFile source(QString::fromUtf8(kKilliecrankie));
    if (!source.open(QIODevice::ReadOnly)) return {};
    QJsonObject scenario = QJsonDocument::fromJson(source.readAll()).object();
    QJsonArray units = scenario.value(QStringLiteral("units")).toArray();
    QJsonObject copy = units.first().toObject();
    copy.insert(QStringLiteral("id"), QStringLiteral("stacked"));
    units.append(copy);
    scenario.insert(QStringLiteral("units"), units);
    const QString path = dir.filePath(QStringLiteral("stacked.tricorne.json"));
    QFile out(path);
    if (!out.open(QIODevice::WriteOnly)) return {};
    out.write(QJsonDocument(scenario).toJson());
    return path;
}

/// A tooltip with some text is attached to `item` or to an item around it up to `top`: what
/// is cut short there is shown whole on hovering.
bool hasTooltip(QQuickItem* item, QQuickItem* top) {
    for (QQuickItem* i = item; i; i = i == top ? nullptr : i->parentItem())
        for (QObject* child : i->children())
            if (child->inherits("QQuickToolTipAttached") && !child->property("text").toString().isEmpty()) return true;
    return false;
}

/// Each shown item under `panel` that reaches outside it left or right, or a text cut short
/// (elided) or wider than its own box: what the panel would cut off. With `tooltipsShowWhole`,
/// a text elided under a tooltip (which shows it whole) is not counted.
QStringList clippedIn(QQuickItem* panel, bool tooltipsShowWhole = false) {
    const QRectF bounds = panel->mapRectToScene(QRectF(0, 0, panel->width(), panel->height()));
    QStringList out;
    std::function<void(QQuickItem*)> walk = [&](QQuickItem* item) {
        if (!shown(item)) return;
        qreal right = item->width();
        if (item->inherits("QQuickText")) {
            if (item->property("truncated").toBool() && !(tooltipsShowWhole && hasTooltip(item, panel)))
                out << describe(item) + QStringLiteral(" is elided");
            right = std::max(right, item->property("contentWidth").toReal());
        }
        // Scroll bars sit on the panel's edge by design; fields scroll their own text.
        if (item != panel && !item->inherits("QQuickScrollBar")) {
            const QRectF r = item->mapRectToScene(QRectF(0, 0, right, item->height()));
            if (r.left() < bounds.left() - 0.5 || r.right() > bounds.right() + 0.5)
                out << QStringLiteral("%1 spans x %2–%3, the panel %4–%5")
                           .arg(describe(item)).arg(r.left()).arg(r.right()).arg(bounds.left()).arg(bounds.right());
        }
        if (item->inherits("QQuickTextInput") || item->inherits("QQuickTextEdit") || item->inherits("QQuickScrollBar")) return;
        for (QQuickItem* child : item->childItems()) walk(child);
    };
    walk(panel);
    return out;
}

}  // namespace

class WindowLayoutTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QQuickStyle::setStyle(QStringLiteral("Fusion")); }
    void nothingIsClippedInTheLeftPanel_data();
    void nothingIsClippedInTheLeftPanel();
    void nothingIsClippedInTheSidePanel();
    void menusShowEveryItemWhole();
    void theKindListsShowEveryKindWhole();
    void aFieldThatFillsMovesNothing();
    void theOpenErrorIsCentredOnTheWindow();
    void thePlaytestPhaseFitsItsPill();
    void smallWindowsKeepEveryToolBarButtonReachable();
    void smallWindowsKeepTheSidePanelsFieldsInside();
    void theTabRowsDoNotChangeWithTheWidth();
    void aPanelHidesAndShowsAgain();
    void aPanelIsNarrowedByItsHandle();
    void aPageAddedToTheListGetsItsTab();
};

void WindowLayoutTest::nothingIsClippedInTheLeftPanel_data() {
    QTest::addColumn<QSize>("size");
    QTest::newRow("1280×800") << QSize(1280, 800);
    QTest::newRow("640×480") << QSize(640, 480);   // the panel squeezed to its minimum width
}

void WindowLayoutTest::nothingIsClippedInTheLeftPanel() {
    QFETCH(QSize, size);
    ScenarioDocument document;
    QVERIFY(document.openFile(QString::fromUtf8(kKilliecrankie)));
    Studio studio(document);
    QVERIFY(studio.window());
    studio.window()->resize(size);
    QTRY_COMPARE(studio.window()->size(), size);
    settle();
    QQuickItem* panel = studio.ofType("ToolPanel");
    QVERIFY(panel);

    QVERIFY(studio.click(studio.named(QStringLiteral("tool-select"))));
    QStringList clipped = clippedIn(panel);
    // The hexes are clicked where BoardGeometry puts them, which is the default layout's.
    if (size == QSize(1280, 800)) {
        studio.clickHex(1, 3);   // Hastings' Foot, with the Chief marker: the inspector's unit controls
        QVERIFY(studio.named(QStringLiteral("inspectorBlocks")));
        clipped << clippedIn(panel);
        studio.clickHex(6, 8);   // Dundee and his unit
        clipped << clippedIn(panel);
    }
    for (const char* tool : {"terrain", "erase", "fill", "hexside", "unit", "leader", "objective"}) {
        QVERIFY(studio.click(studio.named(QStringLiteral("tool-") + QLatin1String(tool))));
        if (QString::fromLatin1(tool) == QLatin1String("terrain")) {   // a linear terrain: variant and rotation
            QQuickItem* river = findItem(panel, [](QQuickItem* i) {
                return i->isVisible() && i->inherits("QQuickRadioButton") && i->property("text").toString() == QLatin1String("River");
            });
            QVERIFY(studio.click(river));
            // The rotation's words on one line beside its buttons, not wrapped under each other.
            QQuickItem* rotation = studio.named(QStringLiteral("rotationLabel"));
            QVERIFY(rotation);
            QVERIFY2(rotation->property("lineCount").toInt() == 1,
                     qPrintable(QStringLiteral("the rotation label takes %1 lines").arg(rotation->property("lineCount").toInt())));
        }
        // A tool's options are laid out at the next polish: under load that can be later than
        // settle(); what is still cut after a second is cut.
        (void)QTest::qWaitFor([&] { return clippedIn(panel).isEmpty(); }, 1000);
        for (const QString& c : clippedIn(panel)) clipped << QString::fromLatin1(tool) + QStringLiteral(": ") + c;
    }
    clipped.removeDuplicates();
    QVERIFY2(clipped.isEmpty(), qPrintable(clipped.join(QLatin1Char('\n'))));
}

void WindowLayoutTest::nothingIsClippedInTheSidePanel() {
    QTemporaryDir dir;
    ScenarioDocument document;
    QVERIFY(document.openFile(withAnError(dir)));
    QCOMPARE(document.diagnostics()->errorCount(), 1);
    Studio studio(document);
    QVERIFY(studio.window());
    QQuickItem* panel = studio.ofType("SidePanel");
    QVERIFY(panel);
    QStringList clipped;
    for (const char* tab : {"problems", "notes", "rules", "roster", "history", "balance"}) {
        QQuickItem* button = studio.named(QStringLiteral("tab-") + QLatin1String(tab));
        QVERIFY2(button, tab);
        // A tab scrolled or cut out of view cannot be clicked where it is drawn: click its centre
        // only when the panel shows it.
        const QRectF r = button->mapRectToScene(QRectF(0, 0, button->width(), button->height()));
        const QRectF bounds = panel->mapRectToScene(QRectF(0, 0, panel->width(), panel->height()));
        if (!bounds.contains(r)) {
            clipped << QStringLiteral("the %1 tab lies outside the panel").arg(QLatin1String(tab));
            continue;
        }
        QVERIFY(studio.click(button));
        for (const QString& c : clippedIn(panel)) clipped << QString::fromLatin1(tab) + QStringLiteral(": ") + c;
    }
    clipped.removeDuplicates();
    QVERIFY2(clipped.isEmpty(), qPrintable(clipped.join(QLatin1Char('\n'))));
}

void WindowLayoutTest::menusShowEveryItemWhole() {
    QTemporaryDir dir;
    ScenarioDocument document;
    QVERIFY(document.openFile(withAnError(dir)));
    QVERIFY2(!document.canExport(), "File ▸ Export is disabled and says why");
    Studio studio(document);
    QVERIFY(studio.window());
    auto* menuBar = studio.window()->property("menuBar").value<QQuickItem*>();
    QVERIFY(menuBar);

    QStringList cut;
    int items = 0;
    std::function<void(QObject*)> check = [&](QObject* menu) {
        QMetaObject::invokeMethod(menu, "open");
        settle();
        const qreal width = menu->property("width").toReal();
        const int count = menu->property("count").toInt();
        QList<QObject*> submenus;
        for (int i = 0; i < count; ++i) {
            QQuickItem* item = nullptr;
            QMetaObject::invokeMethod(menu, "itemAt", Q_RETURN_ARG(QQuickItem*, item), Q_ARG(int, i));
            if (!item || !item->inherits("QQuickMenuItem")) continue;
            ++items;
            // Its text and shortcut (the content), between its paddings (the check mark, the
            // submenu arrow), within the width the menu gives it.
            const auto* content = item->property("contentItem").value<QQuickItem*>();
            const qreal needed = item->property("leftPadding").toReal() + (content ? content->implicitWidth() : 0) +
                                 item->property("rightPadding").toReal();
            if (needed > item->width() + 0.5)
                cut << QStringLiteral("“%1” in “%2” needs %3 px, has %4")
                           .arg(item->property("text").toString(), menu->property("title").toString())
                           .arg(needed).arg(item->width());
            if (auto* sub = item->property("subMenu").value<QObject*>()) submenus << sub;
        }
        if (width > studio.window()->width()) cut << menu->property("title").toString() + QStringLiteral(" is wider than the window");
        QMetaObject::invokeMethod(menu, "close");
        settle();
        for (QObject* sub : submenus) check(sub);
    };
    const int menus = QQmlListReference(menuBar, "menus").count();
    QVERIFY(menus >= 4);
    for (int i = 0; i < menus; ++i) {
        QObject* menu = QQmlListReference(menuBar, "menus").at(i);
        QVERIFY(menu);
        check(menu);
    }
    QVERIFY2(items > 20, qPrintable(QString::number(items)));
    QVERIFY2(cut.isEmpty(), qPrintable(cut.join(QLatin1Char('\n'))));
}

// The Rules tab's kind lists name the engine's kinds whole ("Temporary, at the start of the
// turn", "Permanent, at the start of the turn"), where the field's width cut them short: the
// open list is as wide as its longest kind, and inside the window.
void WindowLayoutTest::theKindListsShowEveryKindWhole() {
    ScenarioDocument document;
    QVERIFY(document.openFile(QStringLiteral(TRICORNE_SOURCE_DIR "/scenarios/glen-shiel.tricorne.json")));
    Studio studio(document);
    QVERIFY(studio.window());
    QVERIFY(studio.click(studio.named(QStringLiteral("tab-rules"))));
    QStringList cut;
    int kinds = 0;
    for (const char* name : {"objectiveKind", "ruleKind"}) {
        QQuickItem* box = studio.named(QLatin1String(name));
        QVERIFY2(box, name);
        auto* popup = box->property("popup").value<QObject*>();
        QVERIFY(popup);
        QMetaObject::invokeMethod(popup, "open");
        QTRY_VERIFY(popup->property("opened").toBool());
        settle();
        auto* list = popup->property("contentItem").value<QQuickItem*>();
        QVERIFY(list);
        const QRectF window(0, 0, studio.window()->width(), studio.window()->height());
        const auto* background = popup->property("background").value<QQuickItem*>();
        if (background && !window.contains(background->mapRectToScene(QRectF(0, 0, background->width(), background->height())).adjusted(1, 1, -1, -1)))
            cut << QStringLiteral("the %1 list reaches outside the window").arg(QLatin1String(name));
        const int count = box->property("count").toInt();
        for (int i = 0; i < count; ++i) {
            QQuickItem* item = nullptr;
            QMetaObject::invokeMethod(list, "itemAtIndex", Q_RETURN_ARG(QQuickItem*, item), Q_ARG(int, i));
            if (!item) continue;  // scrolled out of view: the list scrolls, it does not cut
            ++kinds;
            const auto* content = item->property("contentItem").value<QQuickItem*>();
            const qreal needed = item->property("leftPadding").toReal() + (content ? content->implicitWidth() : 0) +
                                 item->property("rightPadding").toReal();
            if (needed > item->width() + 0.5)
                cut << QStringLiteral("“%1” needs %2 px, has %3").arg(item->property("text").toString()).arg(needed).arg(item->width());
        }
        QMetaObject::invokeMethod(popup, "close");
        settle();
    }
    QVERIFY(kinds > 10);
    QVERIFY2(cut.isEmpty(), qPrintable(cut.join(QLatin1Char('\n'))));
}

void WindowLayoutTest::aFieldThatFillsMovesNothing() {
    ScenarioDocument document;
    QVERIFY(document.openFile(QString::fromUtf8(kKilliecrankie)));
    Studio studio(document);
    QVERIFY(studio.window());
    QVERIFY(studio.click(studio.named(QStringLiteral("tab-notes"))));
    QQuickItem* date = studio.named(QStringLiteral("notesDate"));
    QQuickItem* author = studio.named(QStringLiteral("notesAuthor"));
    QVERIFY(date && author);
    const QRectF dateBefore = date->mapRectToScene(QRectF(0, 0, date->width(), date->height()));
    const QRectF authorBefore = author->mapRectToScene(QRectF(0, 0, author->width(), author->height()));

    QVERIFY(studio.click(date));
    for (const char c : QByteArrayLiteral(", the battle of the Pass of Killiecrankie, at dusk")) QTest::keyClick(studio.window(), c);
    settle();
    QVERIFY(date->property("text").toString().endsWith(QLatin1String("at dusk")));
    QCOMPARE(date->mapRectToScene(QRectF(0, 0, date->width(), date->height())), dateBefore);
    QCOMPARE(author->mapRectToScene(QRectF(0, 0, author->width(), author->height())), authorBefore);
}

void WindowLayoutTest::theOpenErrorIsCentredOnTheWindow() {
    QTemporaryDir dir;
    const QString bad = dir.filePath(QStringLiteral("broken.tricorne.json"));
    QFile file(bad);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(R"({"format": "tricorne-scenario", "version": 1, "system": 7})");
    file.close();

    ScenarioDocument document;
    QVERIFY(document.openFile(QString::fromUtf8(kKilliecrankie)));
    Studio studio(document);
    QVERIFY(studio.window());
    QVERIFY(!document.openFile(bad));
    settle();
    QTest::qWait(300);   // a popup's entry transition

    // The box is the item that shows the message, up to the window's overlay (popups live there).
    QQuickItem* text = findItem(studio.window()->contentItem(), [&](QQuickItem* i) {
        return i->inherits("QQuickText") && shown(i) && i->property("text").toString() == document.errorString();
    });
    QVERIFY2(text, "the reason the file did not open is not shown");
    QQuickItem* box = text;
    while (box->parentItem() && !box->parentItem()->inherits("QQuickOverlay")) box = box->parentItem();
    QVERIFY2(box->parentItem(), "the message is shown in a panel, not in a box over the window");
    const QRectF r = box->mapRectToScene(QRectF(0, 0, box->width(), box->height()));
    const QPointF windowCentre(studio.window()->width() / 2.0, studio.window()->height() / 2.0);
    QVERIFY2(qAbs(r.center().x() - windowCentre.x()) <= 2 && qAbs(r.center().y() - windowCentre.y()) <= 2,
             qPrintable(QStringLiteral("box centred at %1,%2").arg(r.center().x()).arg(r.center().y())));
    QVERIFY(QRectF(0, 0, studio.window()->width(), studio.window()->height()).contains(r));
    QVERIFY2(!text->property("truncated").toBool(), "the message is cut short");
}

void WindowLayoutTest::thePlaytestPhaseFitsItsPill() {
    ScenarioDocument document;
    QVERIFY(document.openFile(QString::fromUtf8(kKilliecrankie)));
    Studio studio(document);
    QVERIFY(studio.window());
    auto* session = studio.window()->property("playtestSession").value<PlaytestSession*>();
    QVERIFY(session);
    session->setBottomPlayer(QStringLiteral("human"));
    session->setTopPlayer(QStringLiteral("human"));
    QVERIFY(studio.click(studio.named(QStringLiteral("playtestButton"))));
    QTRY_VERIFY(session->isActive());
    settle();
    // Bots then play on, a decision at a time: each phase's name, as the pill shows it, lies
    // whole inside the pill, and the pill whole inside the panel.
    session->setPaused(true);
    session->setBottomPlayer(QStringLiteral("greedy"));
    session->setTopPlayer(QStringLiteral("greedy"));
    QSet<QString> phases;
    QStringList cut;
    QQuickItem* text = studio.named(QStringLiteral("playtestPhase"));
    QVERIFY(text);
    QQuickItem* pill = text->parentItem();
    QQuickItem* panel = studio.ofType("PlaytestPanel");
    QVERIFY(panel);
    const auto sceneRect = [](QQuickItem* item, qreal width) { return item->mapRectToScene(QRectF(0, 0, width, item->height())); };
    for (int step = 0; step < 60 && !session->isGameOver(); ++step) {
        // The words against their pill at once, before the window lays anything out again: the
        // pill must not wait for the layout to fit a longer phase.
        const QRectF words = sceneRect(text, text->property("contentWidth").toReal()), box = sceneRect(pill, pill->width());
        const QString phase = text->property("text").toString();
        phases << phase;
        if (words.left() < box.left() + 2 || words.right() > box.right() - 2)
            cut << QStringLiteral("“%1” spans x %2–%3, its pill %4–%5").arg(phase).arg(words.left()).arg(words.right()).arg(box.left()).arg(box.right());
        // Laid out, the pill lies whole inside the panel.
        settle();
        const QRectF laidOut = sceneRect(pill, pill->width()), bounds = sceneRect(panel, panel->width());
        if (laidOut.left() < bounds.left() || laidOut.right() > bounds.right())
            cut << QStringLiteral("the pill of “%1” spans x %2–%3, the panel %4–%5").arg(phase).arg(laidOut.left()).arg(laidOut.right()).arg(bounds.left()).arg(bounds.right());
        session->stepBot();
    }
    QVERIFY2(phases.size() >= 3, qPrintable(QStringList(phases.values()).join(QStringLiteral(", "))));
    cut.removeDuplicates();
    QVERIFY2(cut.isEmpty(), qPrintable(cut.join(QLatin1Char('\n'))));
}

namespace {

/// The window sizes of a small screen, a projector, a half-screen window, a netbook.
const QList<QSize> kSmallSizes{{640, 480}, {800, 600}, {960, 540}, {1024, 700}};

QRectF sceneRect(QQuickItem* item) { return item->mapRectToScene(QRectF(0, 0, item->width(), item->height())); }

/// Resizes the window and waits for the layouts to follow.
void resizeTo(Studio& studio, QSize size) {
    studio.window()->resize(size);
    QTRY_COMPARE(studio.window()->size(), size);
    settle();
    QTest::qWait(50);
}

/// The rows the side panel's tabs lie in: their distinct tops, in scene coordinates.
int tabRows(Studio& studio) {
    QSet<int> tops;
    for (const char* tab : {"problems", "notes", "rules", "roster", "history", "balance", "holds"}) {
        QQuickItem* button = studio.named(QStringLiteral("tab-") + QLatin1String(tab));
        if (button) tops << qRound(sceneRect(button).top());
    }
    return int(tops.size());
}

/// Drags `handle` by `dx` pixels, in small steps as a hand does.
void drag(Studio& studio, QQuickItem* handle, int dx) {
    const QPoint start = driver::centreOf(handle);
    QTest::mousePress(studio.window(), Qt::LeftButton, {}, start);
    const int steps = 10;
    for (int i = 1; i <= steps; ++i) QTest::mouseMove(studio.window(), start + QPoint(dx * i / steps, 0));
    QTest::mouseRelease(studio.window(), Qt::LeftButton, {}, start + QPoint(dx, 0));
    settle();
}

}  // namespace

// At every small size the Playtest button lies whole inside the window, and each tool bar
// button either shows whole inside the window or waits, by its name, in the overflow menu the
// "»" button (inside the window too) opens.
void WindowLayoutTest::smallWindowsKeepEveryToolBarButtonReachable() {
    ScenarioDocument document;
    QVERIFY(document.openFile(QString::fromUtf8(kKilliecrankie)));
    Studio studio(document);
    QVERIFY(studio.window());
    const QStringList buttons{QStringLiteral("tool-select"), QStringLiteral("tool-terrain"), QStringLiteral("tool-erase"),
                              QStringLiteral("tool-fill"), QStringLiteral("tool-hexside"), QStringLiteral("tool-unit"),
                              QStringLiteral("tool-leader"), QStringLiteral("tool-objective"), QStringLiteral("tool-label"),
                              QStringLiteral("undoButton"), QStringLiteral("redoButton"), QStringLiteral("mirrorButton"),
                              QStringLiteral("swapButton"), QStringLiteral("fitButton")};
    for (const QSize size : kSmallSizes) {
        resizeTo(studio, size);
        const QRectF window(0, 0, size.width(), size.height());
        const QString at = QStringLiteral("at %1×%2: ").arg(size.width()).arg(size.height());
        QQuickItem* playtest = studio.named(QStringLiteral("playtestButton"));
        QVERIFY2(playtest, qPrintable(at + QStringLiteral("no Playtest button")));
        QVERIFY2(window.contains(sceneRect(playtest)),
                 qPrintable(at + QStringLiteral("the Playtest button spans x %1–%2").arg(sceneRect(playtest).left()).arg(sceneRect(playtest).right())));
        QStringList waiting;
        for (const QString& name : buttons) {
            QQuickItem* button = studio.anyNamed(name);
            QVERIFY2(button, qPrintable(name));
            const bool whole = button->opacity() > 0 && window.contains(sceneRect(button)) &&
                               sceneRect(button).right() <= sceneRect(playtest).left();
            if (!whole) waiting << button->property("text").toString();
        }
        if (size.width() == 640) QVERIFY2(!waiting.isEmpty(), "at 640 px not every button fits: some must wait in the menu");
        if (waiting.isEmpty()) continue;
        QQuickItem* more = studio.named(QStringLiteral("moreButton"));
        QVERIFY2(more, qPrintable(at + QStringLiteral("no overflow button for ") + waiting.join(QStringLiteral(", "))));
        QVERIFY(window.contains(sceneRect(more)));
        QVERIFY(studio.click(more));
        QTest::qWait(200);   // the menu's entry transition
        for (const QString& text : waiting) {
            QQuickItem* item = findItem(studio.window()->contentItem(), [&](QQuickItem* i) {
                return i->inherits("QQuickMenuItem") && shown(i) && i->property("text").toString() == text;
            });
            QVERIFY2(item, qPrintable(at + QStringLiteral("“%1” is neither on the bar nor in its menu").arg(text)));
            QVERIFY(window.contains(sceneRect(item)));
        }
        studio.key(Qt::Key_Escape);
        QTest::qWait(200);
    }
}

// At every small size the side panel lies inside the window and nothing of any tab's page
// (fields, texts, buttons) reaches outside it or is cut short, but for labels elided under a
// tooltip that shows them whole.
void WindowLayoutTest::smallWindowsKeepTheSidePanelsFieldsInside() {
    ScenarioDocument document;
    QVERIFY(document.openFile(QString::fromUtf8(kKilliecrankie)));
    Studio studio(document);
    QVERIFY(studio.window());
    QStringList clipped;
    for (const QSize size : kSmallSizes) {
        resizeTo(studio, size);
        const QString at = QStringLiteral("%1×%2 ").arg(size.width()).arg(size.height());
        QQuickItem* panel = studio.named(QStringLiteral("sidePanel"));
        QVERIFY(panel);
        QVERIFY2(QRectF(0, 0, size.width(), size.height()).contains(sceneRect(panel)), qPrintable(at));
        for (const char* tab : {"problems", "notes", "rules", "roster", "history", "balance", "holds"}) {
            QVERIFY(studio.click(studio.named(QStringLiteral("tab-") + QLatin1String(tab))));
            // A narrow panel may elide a tab's label or the title's line: each shows whole in a tooltip.
            (void)QTest::qWaitFor([&] { return clippedIn(panel, true).isEmpty(); }, 500);
            for (const QString& c : clippedIn(panel, true)) clipped << at + QLatin1String(tab) + QStringLiteral(": ") + c;
        }
    }
    clipped.removeDuplicates();
    QVERIFY2(clipped.isEmpty(), qPrintable(clipped.join(QLatin1Char('\n'))));
}

// Dragged a few pixels at a time from its narrowest to wide, the side panel keeps its tabs in
// the same number of rows: none jumps to another row at some width.
void WindowLayoutTest::theTabRowsDoNotChangeWithTheWidth() {
    QTemporaryDir dir;
    ScenarioDocument document;
    QVERIFY(document.openFile(withAnError(dir)));   // "Problems (1)": the longest label
    Studio studio(document);
    QVERIFY(studio.window());
    QQuickItem* handle = studio.named(QStringLiteral("sidePanelHandle"));
    QQuickItem* panel = studio.named(QStringLiteral("sidePanel"));
    QVERIFY(handle && panel);
    drag(studio, handle, 400);   // as narrow as it goes
    const int rows = tabRows(studio);
    QVERIFY2(rows >= 1, "no tabs");
    QStringList changes;
    for (int step = 0; step < 60; ++step) {
        const qreal width = panel->width();
        drag(studio, handle, -5);
        if (tabRows(studio) != rows)
            changes << QStringLiteral("%1 rows at %2 px, %3 at %4 px").arg(rows).arg(width).arg(tabRows(studio)).arg(panel->width());
    }
    QVERIFY2(panel->width() > 400, qPrintable(QString::number(panel->width())));
    QVERIFY2(changes.isEmpty(), qPrintable(changes.join(QLatin1Char('\n'))));
}

// F9 hides the scenario panel (the board takes its room up to the window's edge) and shows it
// again where it was; F8 the same for the tool panel on the left.
void WindowLayoutTest::aPanelHidesAndShowsAgain() {
    ScenarioDocument document;
    QVERIFY(document.openFile(QString::fromUtf8(kKilliecrankie)));
    Studio studio(document);
    QVERIFY(studio.window());
    QQuickItem* board = studio.board();
    QQuickItem* side = studio.named(QStringLiteral("sidePanel"));
    QQuickItem* tools = studio.named(QStringLiteral("toolPanel"));
    QVERIFY(board && side && tools);
    const QRectF boardBefore = sceneRect(board), sideBefore = sceneRect(side), toolsBefore = sceneRect(tools);
    QVERIFY(boardBefore.right() < studio.window()->width() - 100);

    studio.key(Qt::Key_F9);
    QVERIFY(!side->isVisible());
    QCOMPARE(sceneRect(board).right(), qreal(studio.window()->width()));
    studio.key(Qt::Key_F9);
    QVERIFY(side->isVisible());
    QCOMPARE(sceneRect(side), sideBefore);
    QCOMPARE(sceneRect(board), boardBefore);

    studio.key(Qt::Key_F8);
    QVERIFY(!tools->isVisible());
    QCOMPARE(sceneRect(board).left(), 0.0);
    studio.key(Qt::Key_F8);
    QVERIFY(tools->isVisible());
    QCOMPARE(sceneRect(tools), toolsBefore);
    QCOMPARE(sceneRect(board), boardBefore);
}

// Each panel's edge, dragged by the mouse, narrows the panel (the board widens by as much) and
// stops at the panel's minimum, its contents still inside it.
void WindowLayoutTest::aPanelIsNarrowedByItsHandle() {
    ScenarioDocument document;
    QVERIFY(document.openFile(QString::fromUtf8(kKilliecrankie)));
    Studio studio(document);
    QVERIFY(studio.window());
    QQuickItem* board = studio.board();
    QQuickItem* side = studio.named(QStringLiteral("sidePanel"));
    QQuickItem* tools = studio.named(QStringLiteral("toolPanel"));
    QVERIFY(board && side && tools);

    const qreal sideWidth = sceneRect(side).width(), boardWidth = sceneRect(board).width();
    drag(studio, studio.named(QStringLiteral("sidePanelHandle")), 60);
    QCOMPARE(sceneRect(side).width(), sideWidth - 60);
    QCOMPARE(sceneRect(board).width(), boardWidth + 60);
    drag(studio, studio.named(QStringLiteral("sidePanelHandle")), 600);
    QCOMPARE(sceneRect(side).width(), 250.0);
    QCOMPARE(sceneRect(side).right(), qreal(studio.window()->width()));

    const qreal toolsWidth = sceneRect(tools).width();
    drag(studio, studio.named(QStringLiteral("toolPanelHandle")), -30);
    QCOMPARE(sceneRect(tools).width(), toolsWidth - 30);
    drag(studio, studio.named(QStringLiteral("toolPanelHandle")), -600);
    QCOMPARE(sceneRect(tools).width(), 200.0);
    QCOMPARE(sceneRect(tools).left(), 0.0);
}

// The recipe for a panel (ARCHITECTURE.md, "A studio panel") is one SidePage in SideTabs.qml's
// list: a page appended to that list at run time gets a tab after the others, and its tab shows it.
void WindowLayoutTest::aPageAddedToTheListGetsItsTab() {
    ScenarioDocument document;
    QVERIFY(document.openFile(QString::fromUtf8(kKilliecrankie)));
    Studio studio(document);
    QVERIFY(studio.window());
    QQuickItem* pages = studio.anyNamed(QStringLiteral("sidePages"));
    QVERIFY(pages);
    QQmlListReference tabs(pages, "tabs");
    QVERIFY(tabs.isValid());
    const qsizetype before = tabs.count();
    QQmlComponent component(qmlEngine(pages));
    component.setData("import QtQuick\nimport Tricorne.Studio\n"
                      "SidePage { name: \"scratch\"; title: \"Scratch\"\n"
                      "  page: Component { Rectangle { objectName: \"scratchPage\"; color: \"red\" } } }",
                      QUrl(QStringLiteral("qrc:/scratch/SidePage.qml")));
    QObject* page = component.create();
    QVERIFY2(page, qPrintable(component.errorString()));
    page->setParent(pages);
    QVERIFY(tabs.append(page));
    QCOMPARE(tabs.count(), before + 1);
    settle();

    QQuickItem* tab = studio.named(QStringLiteral("tab-scratch"));
    QVERIFY2(tab, "the new page has no tab");
    QCOMPARE(tab->property("text").toString(), QStringLiteral("Scratch"));
    // After the last of the others: below or to the right of the Holds tab.
    QQuickItem* holds = studio.named(QStringLiteral("tab-holds"));
    QVERIFY(holds);
    const QPointF last = holds->mapToScene({0, 0});
    const QPointF added = tab->mapToScene({0, 0});
    QVERIFY2(added.y() > last.y() || (qFuzzyCompare(added.y(), last.y()) && added.x() > last.x()),
             qPrintable(QStringLiteral("the new tab at %1,%2, Holds at %3,%4").arg(added.x()).arg(added.y()).arg(last.x()).arg(last.y())));
    QVERIFY(!studio.named(QStringLiteral("scratchPage")));   // made the first time its tab is shown
    QVERIFY(studio.click(tab));
    QTRY_VERIFY(studio.named(QStringLiteral("scratchPage")));
    QVERIFY(tab->property("checked").toBool());
    QQuickItem* shownPage = studio.named(QStringLiteral("scratchPage"));
    QVERIFY2(shownPage->width() > 100 && shownPage->height() > 100, "the page does not fill the panel below the tabs");
    QVERIFY(studio.click(studio.named(QStringLiteral("tab-notes"))));
    QTRY_VERIFY(!studio.named(QStringLiteral("scratchPage")));
}

STUDIO_TEST_MAIN("studio-window-layout-tests", WindowLayoutTest)
#include "window_layout_test.moc"
