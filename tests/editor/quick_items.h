// Finding items in a Qt Quick window's tree, for the tests that drive the real main window.
#pragma once

#include <functional>

#include <QQuickItem>

namespace fixtures {

/// The first item under `root` (depth first, `root` included) for which `match` holds, or nullptr.
inline QQuickItem* findItem(QQuickItem* root, const std::function<bool(QQuickItem*)>& match) {
    if (!root) return nullptr;
    if (match(root)) return root;
    for (QQuickItem* child : root->childItems())
        if (QQuickItem* found = findItem(child, match)) return found;
    return nullptr;
}

/// Calls `visit` on `root` and every item under it, depth first.
inline void forEachItem(QQuickItem* root, const std::function<void(QQuickItem*)>& visit) {
    if (!root) return;
    visit(root);
    for (QQuickItem* child : root->childItems()) forEachItem(child, visit);
}

}  // namespace fixtures
