// Recovery files in-process: written a moment after each edit, kept until saved or discarded
// (a restore keeps the work on disk), one file per instance under its own lock, and every
// orphan offered at the next start. A "crash" here is a document destroyed without saving;
// the real kill -9 is in recovery_kill_test.cpp.
#include <QDir>
#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include "app/autosave.h"
#include "document/scenariodocument.h"
#include "editing/scenarioeditor.h"
#include "fixtures.h"
#include "studio_test_main.h"
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
    Autosave documentRecovery(&document);
    QVERIFY(documentRecovery.start(dir.path(), kDelayMs));
    QVERIFY(document.openFile(scenarioPath("killiecrankie")));
    ScenarioEditor editor;
    editor.setDocument(&document);
    QVERIFY(editor.placeLeader(3, 6, "jacobite", "Lochiel"));
    QVERIFY(!documentRecovery.hasOwnFile());  // debounced: not at once
    QTRY_VERIFY(documentRecovery.hasOwnFile());
    QCOMPARE(bytesOf(documentRecovery.recoveryPath()), canonical(document));
    QVERIFY(editor.paintTerrain(4, 4, "hill", "", 0, 0));
    QTRY_COMPARE(bytesOf(documentRecovery.recoveryPath()), canonical(document));  // the latest edit
    document.undoStack()->undo();
    document.undoStack()->undo();  // back to the file as saved: nothing to recover
    QTRY_VERIFY(!documentRecovery.hasOwnFile());
}

void RecoveryTest::offeredAfterACrashAndRestoredOntoItsFile() {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("battle.tricorne.json"));
    QVERIFY(QFile::copy(scenarioPath("killiecrankie"), path));
    const QString recovery = dir.filePath(QStringLiteral("recovery"));
    tricorne::Scenario original, edited;
    {
        ScenarioDocument document;
        Autosave documentRecovery(&document);
        QVERIFY(documentRecovery.start(recovery, kDelayMs));
        QVERIFY(!documentRecovery.hasRecovery());
        QVERIFY(document.openFile(path));
        original = *document.scenario();
        QVERIFY(documentRecovery.writeNow());  // nothing unsaved: nothing written
        QVERIFY(!documentRecovery.hasOwnFile());
        ScenarioEditor editor;
        editor.setDocument(&document);
        QVERIFY(editor.placeLeader(3, 6, "jacobite", "Lochiel"));
        QTRY_VERIFY(documentRecovery.hasOwnFile());
        edited = *document.scenario();
        // ... and the studio "crashes" here: the document goes without saving.
    }
    ScenarioDocument next;
    Autosave nextRecovery(&next);
    QVERIFY(nextRecovery.start(recovery, kDelayMs));
    QVERIFY(nextRecovery.hasRecovery());
    QCOMPARE(nextRecovery.recoveryCount(), 1);
    QCOMPARE(nextRecovery.recoveredName(), QStringLiteral("battle.tricorne.json"));
    QVERIFY(nextRecovery.restore());
    QVERIFY(!nextRecovery.hasRecovery());
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
        Autosave documentRecovery(&document);
        QVERIFY(documentRecovery.start(dir.path(), kDelayMs));
        QVERIFY(document.newFromTemplate(QStringLiteral(TRICORNE_SOURCE_DIR "/templates/scenarios/blank-american-revolution.tricorne.json")));
        ScenarioEditor editor;
        editor.setDocument(&document);
        QVERIFY(editor.paintTerrain(4, 4, "hill", "", 0, 0));
        QVERIFY(documentRecovery.writeNow());
        edited = *document.scenario();
    }
    ScenarioDocument next;
    Autosave nextRecovery(&next);
    QVERIFY(nextRecovery.start(dir.path(), kDelayMs));
    QCOMPARE(nextRecovery.recoveredName(), QStringLiteral("an untitled scenario"));
    QVERIFY(nextRecovery.restore());
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
        Autosave documentRecovery(&document);
        QVERIFY(documentRecovery.start(recovery, kDelayMs));
        QVERIFY(document.openFile(path));
        ScenarioEditor editor;
        editor.setDocument(&document);
        QVERIFY(editor.paintTerrain(0, 6, "forest", "", 0, 0));
        QVERIFY(documentRecovery.writeNow());
        edited = canonical(document);
    }
    {
        ScenarioDocument restored;
        Autosave restoredRecovery(&restored);
        QVERIFY(restoredRecovery.start(recovery, kDelayMs));
        QVERIFY(restoredRecovery.restore());
        // The work is on disk again at once, as this instance's own file ...
        QVERIFY(restoredRecovery.hasOwnFile());
        QCOMPARE(bytesOf(restoredRecovery.recoveryPath()), edited);
        // ... and it crashes again right away.
    }
    ScenarioDocument third;
    Autosave thirdRecovery(&third);
    QVERIFY(thirdRecovery.start(recovery, kDelayMs));
    QVERIFY(thirdRecovery.hasRecovery());
    QVERIFY(thirdRecovery.restore());
    QCOMPARE(canonical(third), edited);
    QVERIFY(third.save());  // saved: the recovery file goes
    QVERIFY(!thirdRecovery.hasOwnFile());
    QCOMPARE(QDir(recovery).entryList({QStringLiteral("*.tricorne.json")}, QDir::Files), QStringList());
}

void RecoveryTest::twoInstancesKeepTheirOwnFiles() {
    QTemporaryDir dir;
    ScenarioDocument first, second;
    Autosave firstRecovery(&first);
    Autosave secondRecovery(&second);
    QVERIFY(firstRecovery.start(dir.path(), kDelayMs));
    QVERIFY(secondRecovery.start(dir.path(), kDelayMs));
    QVERIFY(firstRecovery.recoveryPath() != secondRecovery.recoveryPath());
    QVERIFY(first.openFile(scenarioPath("killiecrankie")));
    QVERIFY(second.openFile(scenarioPath("bemis-heights")));
    ScenarioEditor a, b;
    a.setDocument(&first);
    b.setDocument(&second);
    QVERIFY(a.paintTerrain(4, 4, "hill", "", 0, 0));
    QVERIFY(b.paintTerrain(0, 6, "forest", "", 0, 0));
    QTRY_VERIFY(firstRecovery.hasOwnFile() && secondRecovery.hasOwnFile());
    QCOMPARE(bytesOf(firstRecovery.recoveryPath()), canonical(first));
    QCOMPARE(bytesOf(secondRecovery.recoveryPath()), canonical(second));
    // A third studio started now offers neither: both owners are alive.
    ScenarioDocument third;
    Autosave thirdRecovery(&third);
    QVERIFY(thirdRecovery.start(dir.path(), kDelayMs));
    QVERIFY(!thirdRecovery.hasRecovery());
}

void RecoveryTest::everyOrphanIsOffered() {
    QTemporaryDir dir;
    QStringList names;
    for (const char* name : {"first", "second", "third"}) {
        const QString path = dir.filePath(QLatin1String(name) + QStringLiteral(".tricorne.json"));
        QVERIFY(QFile::copy(scenarioPath("killiecrankie"), path));
        ScenarioDocument crashed;
        Autosave crashedRecovery(&crashed);
        QVERIFY(crashedRecovery.start(dir.filePath(QStringLiteral("recovery")), kDelayMs));
        QVERIFY(crashed.openFile(path));
        ScenarioEditor editor;
        editor.setDocument(&crashed);
        QVERIFY(editor.setBackground(QStringLiteral("edited before the crash")));
        QVERIFY(crashedRecovery.writeNow());
        names << QFileInfo(path).fileName();
    }
    ScenarioDocument next;
    Autosave nextRecovery(&next);
    QVERIFY(nextRecovery.start(dir.filePath(QStringLiteral("recovery")), kDelayMs));
    QCOMPARE(nextRecovery.recoveryCount(), 3);
    QStringList offered;
    offered << nextRecovery.recoveredName();
    nextRecovery.discard();
    QCOMPARE(nextRecovery.recoveryCount(), 2);
    offered << nextRecovery.recoveredName();
    // Restoring one fills this window; the last is released for the next studio.
    QVERIFY(nextRecovery.restore());
    QVERIFY(!nextRecovery.hasRecovery());
    ScenarioDocument another;
    Autosave anotherRecovery(&another);
    QVERIFY(anotherRecovery.start(dir.filePath(QStringLiteral("recovery")), kDelayMs));
    QCOMPARE(anotherRecovery.recoveryCount(), 1);
    offered << anotherRecovery.recoveredName();
    offered.sort();
    names.sort();
    QCOMPARE(offered, names);
}

void RecoveryTest::anEditYoungerThanTheDelayIsWrittenOnClose() {
    QTemporaryDir dir;
    QByteArray edited;
    {
        ScenarioDocument document;
        Autosave documentRecovery(&document);
        QVERIFY(documentRecovery.start(dir.path(), 60 * 1000));
        QVERIFY(document.openFile(scenarioPath("killiecrankie")));
        ScenarioEditor editor;
        editor.setDocument(&document);
        QVERIFY(editor.paintTerrain(4, 4, "hill", "", 0, 0));
        edited = canonical(document);
    }
    ScenarioDocument next;
    Autosave nextRecovery(&next);
    QVERIFY(nextRecovery.start(dir.path(), kDelayMs));
    QVERIFY(nextRecovery.restore());
    QCOMPARE(canonical(next), edited);
}

STUDIO_TEST_GUILESS_MAIN("studio-recovery-tests", RecoveryTest)
#include "recovery_test.moc"
