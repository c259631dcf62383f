// The studio's main window driven as a designer drives it — real mouse clicks and keys,
// offscreen, at the size of a 1280×800 screen — for the tests of the studio as a designer uses it.
#pragma once

#include <functional>

#include <QQmlApplicationEngine>
#include <QQuickItem>
#include <QQuickWindow>
#include <QTest>
#include <QWheelEvent>

#include "common/boardgeometry.h"
#include "document/scenariodocument.h"
#include "main_window.h"

namespace driver {

/// The first item under `root` (depth first) for which `match` holds, or nullptr.
inline QQuickItem* findItem(QQuickItem* root, const std::function<bool(QQuickItem*)>& match) {
    if (!root) return nullptr;
    if (match(root)) return root;
    for (QQuickItem* child : root->childItems())
        if (QQuickItem* found = findItem(child, match)) return found;
    return nullptr;
}

inline QPoint centreOf(QQuickItem* item) { return item->mapToScene({item->width() / 2, item->height() / 2}).toPoint(); }

/// Lets bindings, layouts and a frame catch up after an event.
inline void settle() { QTest::qWait(30); }

/// The studio's main window on a document, offscreen, at the size of a 1280×800 screen.
class Studio {
public:
    explicit Studio(ScenarioDocument& document) {
        m_window = fixtures::loadMainWindow(m_engine, document);
        if (!m_window) return;
        m_window->resize(1280, 800);
        m_window->requestActivate();
        if (!QTest::qWaitForWindowActive(m_window)) qWarning("the window did not become active");
        settle();
    }
    QQuickWindow* window() const { return m_window; }

    /// A visible item named `name`, or nullptr.
    QQuickItem* named(const QString& name) const {
        return findItem(m_window->contentItem(), [&](QQuickItem* i) { return i->objectName() == name && i->isVisible(); });
    }
    /// Any item named `name`, shown or not.
    QQuickItem* anyNamed(const QString& name) const {
        return findItem(m_window->contentItem(), [&](QQuickItem* i) { return i->objectName() == name; });
    }
    /// The first shown item whose QML type is `qmlName` (e.g. "ToolPanel"), or nullptr.
    QQuickItem* ofType(const char* qmlName) const {
        return findItem(m_window->contentItem(), [&](QQuickItem* i) {
            return i->isVisible() && QString::fromLatin1(i->metaObject()->className()).startsWith(QLatin1String(qmlName));
        });
    }
    QQuickItem* board() const { return anyNamed(QStringLiteral("board")); }
    QString status() const { return anyNamed(QStringLiteral("statusLine"))->property("text").toString(); }
    /// The inspector's header ("Hex 6,5" or "Nothing selected").
    QString inspectorTitle() const { return anyNamed(QStringLiteral("inspectorTitle"))->property("text").toString(); }
    /// The inspector shows a unit: its blocks field is on screen.
    bool inspectorShowsUnit() const { return named(QStringLiteral("inspectorBlocks")) != nullptr; }
    bool inspectorShowsLeader() const { return named(QStringLiteral("inspectorLeaderName")) != nullptr; }

    QPoint hex(int col, int row) const { return BoardGeometry::windowPoint(m_window->size(), {col, row}).toPoint(); }
    void clickHex(int col, int row, Qt::KeyboardModifiers modifiers = {}) {
        QTest::mouseMove(m_window, hex(col, row));
        QTest::mouseClick(m_window, Qt::LeftButton, modifiers, hex(col, row));
        settle();
    }
    bool click(QQuickItem* item) {
        if (!item) return false;
        QTest::mouseClick(m_window, Qt::LeftButton, {}, centreOf(item));
        settle();
        return true;
    }
    bool chooseTool(const char* id) { return click(named(QStringLiteral("tool-") + QLatin1String(id))); }
    void key(Qt::Key key, Qt::KeyboardModifiers modifiers = {}) {
        QTest::keyClick(m_window, key, modifiers);
        settle();
    }
    /// Turns the mouse wheel by `delta` (120 a notch, positive away from the user) at `at`.
    void wheel(QPoint at, int delta) {
        QWheelEvent event(at, m_window->mapToGlobal(at), {}, {0, delta}, Qt::NoButton, {}, Qt::NoScrollPhase, false);
        QCoreApplication::sendEvent(m_window, &event);
        settle();
    }
    void type(const QByteArray& text) {
        for (const char c : text) QTest::keyClick(m_window, c);
        settle();
    }

private:
    QQmlApplicationEngine m_engine;
    QQuickWindow* m_window = nullptr;
};

}  // namespace driver
