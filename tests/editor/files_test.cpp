// Files and safety: save/load round trips byte for byte with the engine's canonical text, a
// failed save says why and keeps the old file, export is the engine's and refused with
// errors, templates open untitled, external changes, recent files (recovery: recovery_test.cpp).
#include <QAbstractItemModelTester>
#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include "app/documentwatcher.h"
#include "app/studioservices.h"
#include "document/scenariodocument.h"
#include "editing/scenarioeditor.h"
#include "fixtures.h"
#include "studio_test_main.h"
#include "tricorne/io/scenario_json.h"
#include "tricorne/validate/export.h"

namespace {

using fixtures::bytesOf;
using fixtures::scenarioPath;

void writeBytes(const QString& path, const QByteArray& bytes) {
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size()) qFatal("cannot write %s", qPrintable(path));
}

}  // namespace

class FilesTest : public QObject {
    Q_OBJECT

private slots:
    void saveAndReloadAreByteIdentical();
    void failedSaveSaysWhyAndKeepsTheOldFile();
    void saveKeepsTheModeAndWritesThroughALink();
    void exportIsTheEnginesAndRefusedWithErrors();
    void templatesOpenUntitled();
    void externalChangeReloadsWithoutLocalEdits();
    void externalChangeAsksWithLocalEdits();
    void recentFilesListNewestFirst();
    void undoHistoryModelFollowsTheStack();
};

void FilesTest::saveAndReloadAreByteIdentical() {
    QTemporaryDir dir;
    ScenarioDocument document;
    QVERIFY(document.openFile(scenarioPath("bemis-heights")));
    ScenarioEditor editor;
    editor.setDocument(&document);
    QVERIFY(editor.paintTerrain(0, 6, "forest", "", 0, 0));
    QVERIFY(editor.toggleHexside(0, 6, 1, "stone-fence"));
    const QString path = dir.filePath(QStringLiteral("edited.tricorne.json"));
    QSignalSpy saved(&document, &ScenarioDocument::saved);
    QVERIFY2(document.saveAs(path), qPrintable(document.errorString()));
    QCOMPARE(saved.count(), 1);
    QCOMPARE(document.filePath(), path);
    QVERIFY(!document.isModified());
    QCOMPARE(bytesOf(path), QByteArray::fromStdString(tricorne::canonicalScenarioText(*document.scenario())));

    const tricorne::Scenario edited = *document.scenario();
    ScenarioDocument reopened;
    QVERIFY(reopened.openFile(path));
    QVERIFY(*reopened.scenario() == edited);
    QVERIFY(reopened.save());  // saving again writes the same bytes
    QCOMPARE(bytesOf(path), QByteArray::fromStdString(tricorne::canonicalScenarioText(edited)));
}

void FilesTest::failedSaveSaysWhyAndKeepsTheOldFile() {
    QTemporaryDir dir;
    ScenarioDocument document;
    QVERIFY(document.openFile(scenarioPath("killiecrankie")));
    ScenarioEditor editor;
    editor.setDocument(&document);
    QVERIFY(editor.paintTerrain(3, 6, "hill", "", 0, 0));

    const QString missing = dir.filePath(QStringLiteral("no-such-folder/battle.tricorne.json"));
    QVERIFY(!document.saveAs(missing));
    QVERIFY2(document.errorString().contains(QStringLiteral("battle.tricorne.json")), qPrintable(document.errorString()));
    QVERIFY(document.isModified());
    QCOMPARE(document.filePath().endsWith(QStringLiteral("killiecrankie.tricorne.json")), true);

    // A target that cannot be replaced (a directory is in the way): the old entry survives.
    const QString blocked = dir.filePath(QStringLiteral("blocked.tricorne.json"));
    QVERIFY(QDir().mkpath(blocked + QStringLiteral("/keep")));
    QVERIFY(!document.saveAs(blocked));
    QVERIFY(QFileInfo(blocked + QStringLiteral("/keep")).isDir());
    QVERIFY(document.errorString().contains(QStringLiteral("was not changed")));
}

void FilesTest::exportIsTheEnginesAndRefusedWithErrors() {
    QTemporaryDir dir;
    ScenarioDocument document;
    QVERIFY(document.openFile(scenarioPath("killiecrankie")));
    ScenarioEditor editor;
    editor.setDocument(&document);
    const QString out = dir.filePath(QStringLiteral("out.tricorne.json"));
    QVERIFY(document.canExport());
    QVERIFY2(document.exportTo(out), qPrintable(document.errorString()));
    QCOMPARE(bytesOf(out), QByteArray::fromStdString(tricorne::canonicalExportText(*document.scenario()).text));

    QVERIFY(editor.paintTerrain(6, 5, "river", "straight", 0, 0));  // infantry on a river: an error
    QVERIFY(!document.canExport());
    const QString refused = dir.filePath(QStringLiteral("refused.tricorne.json"));
    QVERIFY(!document.exportTo(refused));
    QVERIFY(!QFile::exists(refused));
    QVERIFY(document.errorString().contains(QStringLiteral("error")));
}

void FilesTest::templatesOpenUntitled() {
    ScenarioDocument document;
    QVERIFY(document.newFromTemplate(QStringLiteral(TRICORNE_SOURCE_DIR "/templates/scenarios/blank-jacobite-rising.tricorne.json")));
    QCOMPARE(document.filePath(), QString());
    QVERIFY(document.isEditable());
    QVERIFY(!document.isModified());
    QVERIFY(!document.save());  // no file yet
    QVERIFY(document.errorString().contains(QStringLiteral("Save As")));
}

void FilesTest::externalChangeReloadsWithoutLocalEdits() {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("shared.tricorne.json"));
    QVERIFY(QFile::copy(scenarioPath("killiecrankie"), path));
    ScenarioDocument document;
    QVERIFY(document.openFile(path));
    DocumentWatcher watcher(&document);
    QSignalSpy reloaded(&watcher, &DocumentWatcher::reloadedFromDisk);

    QByteArray bytes = bytesOf(path);
    bytes.replace("\"Killiecrankie\"", "\"Killiecrankie, revised\"");
    writeBytes(path, bytes);
    QTRY_COMPARE(reloaded.count(), 1);
    QCOMPARE(document.title(), QStringLiteral("Killiecrankie, revised"));
    QVERIFY(!watcher.isChangedOnDisk());
    QVERIFY(!document.isModified());
}

void FilesTest::externalChangeAsksWithLocalEdits() {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("shared.tricorne.json"));
    QVERIFY(QFile::copy(scenarioPath("killiecrankie"), path));
    ScenarioDocument document;
    DocumentWatcher watcher(&document);
    QVERIFY(document.openFile(path));
    ScenarioEditor editor;
    editor.setDocument(&document);
    QVERIFY(editor.paintTerrain(3, 6, "forest", "", 0, 0));
    const tricorne::Scenario mine = *document.scenario();

    QByteArray bytes = bytesOf(path);
    bytes.replace("\"Killiecrankie\"", "\"Theirs\"");
    writeBytes(path, bytes);
    QTRY_VERIFY(watcher.isChangedOnDisk());
    QVERIFY(*document.scenario() == mine);  // nothing lost while the designer decides
    watcher.keepLocalVersion();
    QVERIFY(!watcher.isChangedOnDisk());
    QVERIFY(*document.scenario() == mine);

    bytes.replace("\"Theirs\"", "\"Theirs again\"");
    writeBytes(path, bytes);
    QTRY_VERIFY(watcher.isChangedOnDisk());
    QVERIFY(watcher.reloadFromDisk());
    QCOMPARE(document.title(), QStringLiteral("Theirs again"));
    QVERIFY(!document.isModified());

    // Our own save is not an external change.
    QVERIFY(editor.paintTerrain(3, 6, "forest", "", 0, 0));
    QVERIFY(document.save());
    QTest::qWait(200);
    QVERIFY(!watcher.isChangedOnDisk());
}

void FilesTest::recentFilesListNewestFirst() {
    QTemporaryDir dir;
    ScenarioDocument document;
    StudioServices services(&document);
    QVERIFY(document.openFile(scenarioPath("killiecrankie")));
    QVERIFY(document.openFile(scenarioPath("bemis-heights")));
    QVERIFY(document.saveAs(dir.filePath(QStringLiteral("copy.tricorne.json"))));
    QVERIFY(document.openFile(scenarioPath("killiecrankie")));
    const QStringList files = services.recentFiles()->files();
    QCOMPARE(files.size(), 3);
    QVERIFY(files[0].endsWith(QStringLiteral("killiecrankie.tricorne.json")));
    QVERIFY(files[1].endsWith(QStringLiteral("copy.tricorne.json")));
    QVERIFY(files[2].endsWith(QStringLiteral("bemis-heights.tricorne.json")));
}

void FilesTest::undoHistoryModelFollowsTheStack() {
    ScenarioDocument document;
    QAbstractItemModelTester tester(document.history(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    QVERIFY(document.openFile(scenarioPath("killiecrankie")));
    ScenarioEditor editor;
    editor.setDocument(&document);
    UndoHistoryModel& history = *document.history();
    QCOMPARE(history.rowCount(), 1);
    QVERIFY(!history.canUndo());
    QVERIFY(editor.paintTerrain(3, 6, "forest", "", 0, 0));
    QVERIFY(editor.placeUnit(3, 6, "jacobite", "highland", 4, "").size() > 0);
    QCOMPARE(history.rowCount(), 3);
    QCOMPARE(history.index(1).data(UndoHistoryModel::TextRole).toString(), QStringLiteral("Paint terrain"));
    QCOMPARE(history.undoText(), QStringLiteral("Place unit"));
    QVERIFY(history.index(2).data(UndoHistoryModel::IsCurrentRole).toBool());
    QVERIFY(history.index(0).data(UndoHistoryModel::IsCleanRole).toBool());
    history.setCurrentIndex(0);
    QCOMPARE(history.currentIndex(), 0);
    QVERIFY(history.canRedo());
    QVERIFY(!document.isModified());
}

void FilesTest::saveKeepsTheModeAndWritesThroughALink() {
    // Issue #13: saving replaces the file atomically without resetting what the user set on it.
    QTemporaryDir dir;
    ScenarioDocument document;
    QVERIFY(document.openFile(scenarioPath("killiecrankie")));
    const QString privateFile = dir.filePath(QStringLiteral("private.tricorne.json"));
    QVERIFY2(document.saveAs(privateFile), qPrintable(document.errorString()));
    QVERIFY(QFile::setPermissions(privateFile, QFileDevice::ReadOwner | QFileDevice::WriteOwner));
    QVERIFY2(document.saveAs(privateFile), qPrintable(document.errorString()));
    QCOMPARE(QFile::permissions(privateFile),
             QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ReadUser | QFileDevice::WriteUser);

    const QString link = dir.filePath(QStringLiteral("link.tricorne.json"));
    QVERIFY(QFile::link(privateFile, link));
    QVERIFY2(document.saveAs(link), qPrintable(document.errorString()));
    QVERIFY(QFileInfo(link).isSymLink());
    QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden | QDir::System).size(), 2);  // no temporary file left
}

STUDIO_TEST_GUILESS_MAIN("studio-file-tests", FilesTest)
#include "files_test.moc"
