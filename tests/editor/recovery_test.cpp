// Recovery files in-process: written a moment after each edit, kept until saved or discarded
// (a restore keeps the work on disk), one file per instance under its own lock, and every
// orphan offered at the next start. A "crash" here is a document destroyed without saving;
// the real kill -9 is in recovery_kill_test.cpp.
#include <QDir>
#include <QFile>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include "fixtures.h"
#include "scenariodocument.h"
#include "scenarioeditor.h"
#include "tricorne/io/scenario_json.h"

namespace {

constexpr int kDelayMs = 50;  ///< a short debounce so the tests wait little

using fixtures::bytesOf;
using fixtures::scenarioPath;

QByteArray canonical(const ScenarioDocument& document) {
    return QByteArray::fromStdString(tricorne::canonicalScenarioText(*document.scenario()));
}

}  // namespace

class RecoveryTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void writtenAMomentAfterEachEditAndRemovedWhenClean();
    void offeredAfterACrashAndRestoredOntoItsFile();
    void anUntitledDocumentIsRecoveredUntitled();
    void restoredWorkStaysOnDiskUntilSaved();
    void twoInstancesKeepTheirOwnFiles();
    void everyOrphanIsOffered();
    void anEditYoungerThanTheDelayIsWrittenOnClose();
};

void RecoveryTest::writtenAMomentAfterEachEditAndRemovedWhenClean() {
    QTemporaryDir dir;
    ScenarioDocument document;
    QVERIFY(document.autosave()->start(dir.path(), kDelayMs));
    QVERIFY(document.openFile(scenarioPath("killiecrankie")));
    ScenarioEditor editor;
    editor.setDocument(&document);
    QVERIFY(editor.placeLeader(3, 6, "jacobite", "Lochiel"));
    QVERIFY(!document.autosave()->hasOwnFile());  // debounced: not at once
    QTRY_VERIFY(document.autosave()->hasOwnFile());
    QCOMPARE(bytesOf(document.autosave()->recoveryPath()), canonical(document));
    QVERIFY(editor.paintTerrain(4, 4, "hill", "", 0, 0));
    QTRY_COMPARE(bytesOf(document.autosave()->recoveryPath()), canonical(document));  // the latest edit
    document.undoStack()->undo();
    document.undoStack()->undo();  // back to the file as saved: nothing to recover
    QTRY_VERIFY(!document.autosave()->hasOwnFile());
}

void RecoveryTest::offeredAfterACrashAndRestoredOntoItsFile() {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("battle.tricorne.json"));
    QVERIFY(QFile::copy(scenarioPath("killiecrankie"), path));
    const QString recovery = dir.filePath(QStringLiteral("recovery"));
    tricorne::Scenario original, edited;
    {
        ScenarioDocument document;
        QVERIFY(document.autosave()->start(recovery, kDelayMs));
        QVERIFY(!document.autosave()->hasRecovery());
        QVERIFY(document.openFile(path));
        original = *document.scenario();
        QVERIFY(document.autosave()->writeNow());  // nothing unsaved: nothing written
        QVERIFY(!document.autosave()->hasOwnFile());
        ScenarioEditor editor;
        editor.setDocument(&document);
        QVERIFY(editor.placeLeader(3, 6, "jacobite", "Lochiel"));
        QTRY_VERIFY(document.autosave()->hasOwnFile());
        edited = *document.scenario();
        // ... and the studio "crashes" here: the document goes without saving.
    }
    ScenarioDocument next;
    QVERIFY(next.autosave()->start(recovery, kDelayMs));
    QVERIFY(next.autosave()->hasRecovery());
    QCOMPARE(next.autosave()->recoveryCount(), 1);
    QCOMPARE(next.autosave()->recoveredName(), QStringLiteral("battle.tricorne.json"));
    QVERIFY(next.autosave()->restore());
    QVERIFY(!next.autosave()->hasRecovery());
    QVERIFY(*next.scenario() == edited);
    QCOMPARE(next.filePath(), path);
    QVERIFY(next.isModified());
    next.undoStack()->undo();  // the restore is one step on top of the file as saved
    QVERIFY(*next.scenario() == original);
}

void RecoveryTest::anUntitledDocumentIsRecoveredUntitled() {
    QTemporaryDir dir;
    tricorne::Scenario edited;
    {
        ScenarioDocument document;
        QVERIFY(document.autosave()->start(dir.path(), kDelayMs));
        QVERIFY(document.newFromTemplate(QStringLiteral(TRICORNE_SOURCE_DIR "/templates/scenarios/blank-american-revolution.tricorne.json")));
        ScenarioEditor editor;
        editor.setDocument(&document);
        QVERIFY(editor.paintTerrain(4, 4, "hill", "", 0, 0));
        QVERIFY(document.autosave()->writeNow());
        edited = *document.scenario();
    }
    ScenarioDocument next;
    QVERIFY(next.autosave()->start(dir.path(), kDelayMs));
    QCOMPARE(next.autosave()->recoveredName(), QStringLiteral("an untitled scenario"));
    QVERIFY(next.autosave()->restore());
    QVERIFY(*next.scenario() == edited);
    QCOMPARE(next.filePath(), QString());
    QVERIFY(next.isModified());  // nothing on disk holds it
}

void RecoveryTest::restoredWorkStaysOnDiskUntilSaved() {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("battle.tricorne.json"));
    QVERIFY(QFile::copy(scenarioPath("bemis-heights"), path));
    const QString recovery = dir.filePath(QStringLiteral("recovery"));
    QByteArray edited;
    {
        ScenarioDocument document;
        QVERIFY(document.autosave()->start(recovery, kDelayMs));
        QVERIFY(document.openFile(path));
        ScenarioEditor editor;
        editor.setDocument(&document);
        QVERIFY(editor.paintTerrain(0, 6, "forest", "", 0, 0));
        QVERIFY(document.autosave()->writeNow());
        edited = canonical(document);
    }
    {
        ScenarioDocument restored;
        QVERIFY(restored.autosave()->start(recovery, kDelayMs));
        QVERIFY(restored.autosave()->restore());
        // The work is on disk again at once, as this instance's own file ...
        QVERIFY(restored.autosave()->hasOwnFile());
        QCOMPARE(bytesOf(restored.autosave()->recoveryPath()), edited);
        // ... and it crashes again right away.
    }
    ScenarioDocument third;
    QVERIFY(third.autosave()->start(recovery, kDelayMs));
    QVERIFY(third.autosave()->hasRecovery());
    QVERIFY(third.autosave()->restore());
    QCOMPARE(canonical(third), edited);
    QVERIFY(third.save());  // saved: the recovery file goes
    QVERIFY(!third.autosave()->hasOwnFile());
    QCOMPARE(QDir(recovery).entryList({QStringLiteral("*.tricorne.json")}, QDir::Files), QStringList());
}

void RecoveryTest::twoInstancesKeepTheirOwnFiles() {
    QTemporaryDir dir;
    ScenarioDocument first, second;
    QVERIFY(first.autosave()->start(dir.path(), kDelayMs));
    QVERIFY(second.autosave()->start(dir.path(), kDelayMs));
    QVERIFY(first.autosave()->recoveryPath() != second.autosave()->recoveryPath());
    QVERIFY(first.openFile(scenarioPath("killiecrankie")));
    QVERIFY(second.openFile(scenarioPath("bemis-heights")));
    ScenarioEditor a, b;
    a.setDocument(&first);
    b.setDocument(&second);
    QVERIFY(a.paintTerrain(4, 4, "hill", "", 0, 0));
    QVERIFY(b.paintTerrain(0, 6, "forest", "", 0, 0));
    QTRY_VERIFY(first.autosave()->hasOwnFile() && second.autosave()->hasOwnFile());
    QCOMPARE(bytesOf(first.autosave()->recoveryPath()), canonical(first));
    QCOMPARE(bytesOf(second.autosave()->recoveryPath()), canonical(second));
    // A third studio started now offers neither: both owners are alive.
    ScenarioDocument third;
    QVERIFY(third.autosave()->start(dir.path(), kDelayMs));
    QVERIFY(!third.autosave()->hasRecovery());
}

void RecoveryTest::everyOrphanIsOffered() {
    QTemporaryDir dir;
    QStringList names;
    for (const char* name : {"first", "second", "third"}) {
        const QString path = dir.filePath(QLatin1String(name) + QStringLiteral(".tricorne.json"));
        QVERIFY(QFile::copy(scenarioPath("killiecrankie"), path));
        ScenarioDocument crashed;
        QVERIFY(crashed.autosave()->start(dir.filePath(QStringLiteral("recovery")), kDelayMs));
        QVERIFY(crashed.openFile(path));
        ScenarioEditor editor;
        editor.setDocument(&crashed);
        QVERIFY(editor.setScenarioField(QStringLiteral("notes"), QStringLiteral("edited before the crash")));
        QVERIFY(crashed.autosave()->writeNow());
        names << QFileInfo(path).fileName();
    }
    ScenarioDocument next;
    QVERIFY(next.autosave()->start(dir.filePath(QStringLiteral("recovery")), kDelayMs));
    QCOMPARE(next.autosave()->recoveryCount(), 3);
    QStringList offered;
    offered << next.autosave()->recoveredName();
    next.autosave()->discard();
    QCOMPARE(next.autosave()->recoveryCount(), 2);
    offered << next.autosave()->recoveredName();
    // Restoring one fills this window; the last is released for the next studio.
    QVERIFY(next.autosave()->restore());
    QVERIFY(!next.autosave()->hasRecovery());
    ScenarioDocument another;
    QVERIFY(another.autosave()->start(dir.filePath(QStringLiteral("recovery")), kDelayMs));
    QCOMPARE(another.autosave()->recoveryCount(), 1);
    offered << another.autosave()->recoveredName();
    offered.sort();
    names.sort();
    QCOMPARE(offered, names);
}

void RecoveryTest::anEditYoungerThanTheDelayIsWrittenOnClose() {
    QTemporaryDir dir;
    QByteArray edited;
    {
        ScenarioDocument document;
        QVERIFY(document.autosave()->start(dir.path(), 60 * 1000));
        QVERIFY(document.openFile(scenarioPath("killiecrankie")));
        ScenarioEditor editor;
        editor.setDocument(&document);
        QVERIFY(editor.paintTerrain(4, 4, "hill", "", 0, 0));
        edited = canonical(document);
    }
    ScenarioDocument next;
    QVERIFY(next.autosave()->start(dir.path(), kDelayMs));
    QVERIFY(next.autosave()->restore());
    QCOMPARE(canonical(next), edited);
}

QTEST_GUILESS_MAIN(RecoveryTest)
#include "recovery_test.moc"
