// Every studio test process keeps its settings, recent files and recovery files in folders of
// its own, made when the process starts and removed when it ends. Qt's test mode
// (QStandardPaths::setTestModeEnabled) is not enough: it sends every process to the same
// ~/.qttest, so parallel tests (ctest -j, the 1× and 2× runs of one test) would read each
// other's window geometry, recent files and recovery files, and never the user's either way.
// Linked into studio-tests and the studio's benchmarks (tests/editor/CMakeLists.txt);
// the studio processes those tests start inherit the folders through the environment.
#include <QByteArray>
#include <QDir>
#include <QTemporaryDir>

namespace {

struct OwnUserFolders {
    QTemporaryDir root{QDir::tempPath() + QStringLiteral("/tricorne-studio-test-XXXXXX")};
    OwnUserFolders() {
        if (!root.isValid()) qFatal("cannot make a folder for this test's settings: %s", qPrintable(root.errorString()));
        // QStandardPaths reads these on every call; QSettings and the recovery files follow it.
        qputenv("XDG_CONFIG_HOME", QFile::encodeName(root.filePath(QStringLiteral("config"))));
        qputenv("XDG_DATA_HOME", QFile::encodeName(root.filePath(QStringLiteral("data"))));
        qputenv("XDG_STATE_HOME", QFile::encodeName(root.filePath(QStringLiteral("state"))));
        // Qt's QML disk cache too: QML loaded from source (the sanitized build) is cached there,
        // which would write into a test's own $HOME and the user's ~/.cache.
        qputenv("XDG_CACHE_HOME", QFile::encodeName(root.filePath(QStringLiteral("cache"))));
    }
};

// Made before main() (and so before any QSettings), removed after it returns.
const OwnUserFolders ownUserFolders;

}  // namespace
