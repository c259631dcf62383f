// A battle bound to a game system of the designer's own (issue #36 point 1) in the studio: the
// document reads the system through the engine's functions (tricorne::loadScenarioFile, which
// resolves the sidecar or the embedded copy), Save As elsewhere keeps naming the sidecar, export
// embeds the system as `tricorne export` does, and a recovery that embeds it is restored.
#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

#include "document/diagnosticsmodel.h"
#include "document/scenariodocument.h"
#include "studio_test_main.h"
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

STUDIO_TEST_GUILESS_MAIN("studio-bound-system-tests", BoundSystemTest)
#include "bound_system_test.moc"
