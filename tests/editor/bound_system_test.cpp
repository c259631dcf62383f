// A battle bound to a game system of the designer's own (issue #36 point 1) in the studio: the
// document reads the system through the engine's functions (tricorne::loadScenarioFile, which
// resolves the sidecar or the embedded copy), Save As elsewhere keeps naming the sidecar, export
// embeds the system as `tricorne export` does, and a recovery that embeds it is restored. From
// the system editor, a copy of the open battle is bound to the designer's system (embedded, or
// naming its saved file) and opens on its own under the edited rules.
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

#include "document/diagnosticsmodel.h"
#include "document/scenariodocument.h"
#include "document/systemdocument.h"
#include "editing/systemeditor.h"
#include "studio_test_main.h"
#include "tricorne/io/system_json.h"
#include "tricorne/validate/export.h"
#include "tricorne/validate/validate.h"

namespace {

const QString kFixtures = QStringLiteral(TRICORNE_SOURCE_DIR "/tests/data/systems/");
const QString kSidecar = QStringLiteral("highland-fork.tricorne-system.json");
const QString kBound = QStringLiteral("killiecrankie-highland.tricorne.json");

/// Copies a fixture of tests/data/systems into `dir`; returns the copy's path.
QString copyFixture(const QTemporaryDir& dir, const QString& name) {
    const QString to = dir.filePath(name);
    if (!QFile::copy(kFixtures + name, to)) qFatal("cannot copy %s", qPrintable(name));
    return to;
}

QJsonObject readJson(const QString& path) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) qFatal("cannot read %s", qPrintable(path));
    return QJsonDocument::fromJson(file.readAll()).object();
}

/// The Highland infantry's melee dice in the document's system (3 in the fork, 2 built in).
int highlandMeleeDice(const ScenarioDocument& document) {
    for (const auto& type : document.system()->armies.front().unitTypes)
        if (type.id == "highland") return type.dice.front();
    return -1;
}

}  // namespace

class BoundSystemTest : public QObject {
    Q_OBJECT

private slots:
    void opensABattleThatKeepsItsSystemAsASidecar();
    void saveAsElsewhereKeepsNamingTheSidecar();
    void exportEmbedsTheSystemAndTheCopyOpensAlone();
    void aMissingSidecarIsReportedAndNothingIsEditable();
    void aCopyOfTheBattleIsBoundToTheSystemEditorsSystem();
    void aSidecarCopyNeedsTheSystemSavedAndABattleThatFits();
    void hostileSystemsAndBoundBattlesAreRefusedSayingWhy();
};

void BoundSystemTest::opensABattleThatKeepsItsSystemAsASidecar() {
    QTemporaryDir dir;
    copyFixture(dir, kSidecar);
    ScenarioDocument document;
    QVERIFY2(document.openFile(copyFixture(dir, kBound)), qPrintable(document.errorString()));
    QVERIFY(document.isEditable());
    QCOMPARE(document.systemId(), QStringLiteral("jacobite-rising-highland"));
    QCOMPARE(document.systemName(), QStringLiteral("The Jacobite Rising, Highland house rules"));
    QCOMPARE(QString::fromStdString(document.system()->hash), readJson(kFixtures + kBound)["systemBinding"].toObject()["hash"].toString());
    QCOMPARE(highlandMeleeDice(document), 3);
    QCOMPARE(document.diagnostics()->errorCount(), 0);
}

void BoundSystemTest::saveAsElsewhereKeepsNamingTheSidecar() {
    QTemporaryDir dir;
    copyFixture(dir, kSidecar);
    ScenarioDocument document;
    QVERIFY(document.openFile(copyFixture(dir, kBound)));
    QVERIFY(QDir(dir.path()).mkdir(QStringLiteral("drafts")));
    const QString moved = dir.filePath(QStringLiteral("drafts/battle.tricorne.json"));
    QVERIFY2(document.saveAs(moved), qPrintable(document.errorString()));
    QCOMPARE(readJson(moved)["systemBinding"].toObject()["sidecar"].toString(), QStringLiteral("../") + kSidecar);
    // Saved again in the same folder, it names the sidecar the same way.
    QVERIFY(document.save());
    QCOMPARE(readJson(moved)["systemBinding"].toObject()["sidecar"].toString(), QStringLiteral("../") + kSidecar);
    ScenarioDocument reopened;
    QVERIFY2(reopened.openFile(moved), qPrintable(reopened.errorString()));
    QVERIFY(reopened.isEditable());
    QCOMPARE(reopened.diagnostics()->errorCount(), 0);
    QCOMPARE(highlandMeleeDice(reopened), 3);
}

void BoundSystemTest::exportEmbedsTheSystemAndTheCopyOpensAlone() {
    QTemporaryDir dir;
    copyFixture(dir, kSidecar);
    ScenarioDocument document;
    QVERIFY(document.openFile(copyFixture(dir, kBound)));
    QTemporaryDir elsewhere;  // no sidecar there
    const QString exported = elsewhere.filePath(QStringLiteral("travels.tricorne.json"));
    QVERIFY2(document.exportTo(exported), qPrintable(document.errorString()));
    const QJsonObject binding = readJson(exported)["systemBinding"].toObject();
    QVERIFY(binding.contains(QStringLiteral("embedded")));
    QVERIFY(!binding.contains(QStringLiteral("sidecar")));
    QCOMPARE(binding["hash"].toString(), QString::fromStdString(document.system()->hash));
    // The same bytes as `tricorne export` writes: one engine function behind both.
    const QString cliExport = elsewhere.filePath(QStringLiteral("cli.tricorne.json"));
    QVERIFY(tricorne::exportFile(dir.filePath(kBound).toStdString(), cliExport.toStdString()).diagnostics.empty());
    QCOMPARE(readJson(exported), readJson(cliExport));

    ScenarioDocument copy;
    QVERIFY2(copy.openFile(exported), qPrintable(copy.errorString()));
    QVERIFY(copy.isEditable());
    QCOMPARE(copy.diagnostics()->errorCount(), 0);
    QCOMPARE(highlandMeleeDice(copy), 3);

    // A recovery file of the exported battle (no saved file to go back to) comes back with its system.
    auto load = tricorne::loadScenarioFile(exported.toStdString());
    QVERIFY(load.scenario);
    ScenarioDocument recovered;
    QVERIFY(recovered.adoptRecovered(*load.scenario));
    QVERIFY(recovered.isEditable());
    QVERIFY(recovered.isModified());
    QCOMPARE(highlandMeleeDice(recovered), 3);
}

void BoundSystemTest::aMissingSidecarIsReportedAndNothingIsEditable() {
    QTemporaryDir dir;  // the battle without its sidecar
    ScenarioDocument document;
    const QString path = copyFixture(dir, kBound);
    document.openFile(path);  // opens (a designer must be able to see what is wrong) or refuses
    QVERIFY(!document.isEditable());
    const tricorne::Diagnostics& found = document.isLoaded() ? document.diagnostics()->diagnostics() : document.openErrors()->diagnostics();
    QVERIFY(tricorne::hasErrors(found));
    bool namesTheSidecar = false;
    for (const auto& d : found)
        namesTheSidecar = namesTheSidecar || (d.pointer == "/systemBinding/sidecar" && d.message.find(kSidecar.toStdString()) != std::string::npos);
    QVERIFY(namesTheSidecar);
}

namespace {

/// Forks the Jacobite Rising into `system` and sets Highland infantry's melee dice to 4 (2 built
/// in) as the form does, one undo step.
void forkWithHighlandAtFour(SystemDocument& system, SystemEditor& editor) {
    QVERIFY(system.fork(QStringLiteral("jacobite-rising"), QStringLiteral("Highland at four"), QStringLiteral("highland-at-four")));
    editor.setDocument(&system);
    QVERIFY(editor.setValue(QStringLiteral("/armies/0/unitTypes/0/dice"), QVariantList{4, 1, 0}));
    QCOMPARE(system.diagnostics()->errorCount(), 0);
}

const QString kKilliecrankie = QStringLiteral(TRICORNE_SOURCE_DIR "/scenarios/killiecrankie.tricorne.json");

}  // namespace

void BoundSystemTest::aCopyOfTheBattleIsBoundToTheSystemEditorsSystem() {
    QTemporaryDir dir;
    const QString original = dir.filePath(QStringLiteral("killiecrankie.tricorne.json"));
    QVERIFY(QFile::copy(kKilliecrankie, original));
    ScenarioDocument battle;
    QVERIFY(battle.openFile(original));
    SystemDocument system;
    SystemEditor editor;
    forkWithHighlandAtFour(system, editor);
    const QString copyPath = dir.filePath(QStringLiteral("killiecrankie-highland-at-four.tricorne.json"));
    QVERIFY2(system.bindCopy(&battle, copyPath, false), qPrintable(system.errorString()));
    // The battle being edited stays as it was: its file, its system, nothing to save.
    QCOMPARE(battle.filePath(), original);
    QCOMPARE(battle.systemId(), QStringLiteral("jacobite-rising"));
    QVERIFY(!battle.isModified());
    QCOMPARE(highlandMeleeDice(battle), 2);
    // The copy keeps the system inside, pinned by its hash, and opens alone under it.
    const QJsonObject binding = readJson(copyPath)["systemBinding"].toObject();
    QVERIFY(binding.contains(QStringLiteral("embedded")));
    QCOMPARE(binding["hash"].toString(), QString::fromStdString(tricorne::systemHash(*system.document())));
    QTemporaryDir elsewhere;
    const QString moved = elsewhere.filePath(QStringLiteral("travels.tricorne.json"));
    QVERIFY(QFile::copy(copyPath, moved));
    ScenarioDocument copy;
    QVERIFY2(copy.openFile(moved), qPrintable(copy.errorString()));
    QCOMPARE(copy.systemId(), QStringLiteral("highland-at-four"));
    QCOMPARE(copy.diagnostics()->errorCount(), 0);
    QCOMPARE(highlandMeleeDice(copy), 4);
}

void BoundSystemTest::aSidecarCopyNeedsTheSystemSavedAndABattleThatFits() {
    QTemporaryDir dir;
    ScenarioDocument battle;
    QVERIFY(battle.openFile(kKilliecrankie));
    SystemDocument system;
    SystemEditor editor;
    forkWithHighlandAtFour(system, editor);
    QVERIFY(QDir(dir.path()).mkdir(QStringLiteral("rules")));
    const QString copyPath = dir.filePath(QStringLiteral("battle.tricorne.json"));
    // Untitled, the system has no file for the copy to name.
    QVERIFY(!system.bindCopy(&battle, copyPath, true));
    QVERIFY2(system.errorString().contains(QStringLiteral("Save")), qPrintable(system.errorString()));
    QVERIFY(!QFile::exists(copyPath));
    QVERIFY(system.saveAs(dir.filePath(QStringLiteral("rules/highland"))));
    QVERIFY2(system.bindCopy(&battle, copyPath, true), qPrintable(system.errorString()));
    QCOMPARE(readJson(copyPath)["systemBinding"].toObject()["sidecar"].toString(), QStringLiteral("rules/highland.tricorne-system.json"));
    ScenarioDocument copy;
    QVERIFY2(copy.openFile(copyPath), qPrintable(copy.errorString()));
    QCOMPARE(highlandMeleeDice(copy), 4);
    // Edited since its save, the file no longer holds the system shown: no sidecar copy.
    QVERIFY(editor.setValue(QStringLiteral("/armies/0/unitTypes/2/retreatPerFlag"), 1));
    QVERIFY(system.isModified());
    QVERIFY(!system.bindCopy(&battle, copyPath, true));

    // A system without the battle's armies: refused, the first thing it lacks named, nothing written.
    SystemDocument revolution;
    QVERIFY(revolution.fork(QStringLiteral("american-revolution"), QStringLiteral("Revolution"), QStringLiteral("revolution-house")));
    const QString misfit = dir.filePath(QStringLiteral("misfit.tricorne.json"));
    QVERIFY(!revolution.bindCopy(&battle, misfit, false));
    QVERIFY2(revolution.errorString().contains(QStringLiteral("does not fit")), qPrintable(revolution.errorString()));
    QVERIFY(!QFile::exists(misfit));
}

void BoundSystemTest::hostileSystemsAndBoundBattlesAreRefusedSayingWhy() {
    // The hostile corpus of tests/data/hostile (systems: wrong types, dangling references, missing
    // decks, huge tables; bound: broken bindings, cyclic and missing sidecars) read as the studio
    // reads a file the designer opens: never a crash, always an error that says why.
    const QString hostile = QStringLiteral(TRICORNE_SOURCE_DIR "/tests/data/hostile/");
    int systems = 0;
    QDirIterator systemFiles(hostile + QStringLiteral("systems"), {QStringLiteral("*.json")}, QDir::Files, QDirIterator::Subdirectories);
    while (systemFiles.hasNext()) {
        const QString path = systemFiles.next();
        SystemDocument document;
        const bool opened = document.openFile(path);
        const int errors = opened ? document.diagnostics()->errorCount() : document.openErrors()->errorCount();
        QVERIFY2(errors > 0, qPrintable(path));
        QVERIFY2(opened || !document.errorString().isEmpty(), qPrintable(path));
        ++systems;
    }
    QVERIFY(systems >= 15);
    int battles = 0;
    QDirIterator boundFiles(hostile + QStringLiteral("bound"), {QStringLiteral("*.json")}, QDir::Files);
    while (boundFiles.hasNext()) {
        const QString path = boundFiles.next();
        if (path.endsWith(QLatin1String(".tricorne-system.json"))) continue;  // a sidecar, read through a battle
        ScenarioDocument document;
        const bool opened = document.openFile(path);
        const tricorne::Diagnostics& found = opened ? document.diagnostics()->diagnostics() : document.openErrors()->diagnostics();
        QVERIFY2(tricorne::hasErrors(found), qPrintable(path));
        ++battles;
    }
    QVERIFY(battles >= 15);
}

STUDIO_TEST_GUILESS_MAIN("studio-bound-system-tests", BoundSystemTest)
#include "bound_system_test.moc"
