// Where File ▸ Open example battle and File ▸ New find their files: <bin>/../share/tricorne
// when the studio is installed, else the source tree it was built from.
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QTest>

#include "app/datadirectory.h"
#include "studio_test_main.h"

class DataDirectoryTest : public QObject {
    Q_OBJECT

private slots:
    void installedDirectoryWinsWhenItExists();
    void examplesAreTheShippedBattles();
    void templatesComeFromTheDataDirectory();
};

void DataDirectoryTest::installedDirectoryWinsWhenItExists() {
    QTemporaryDir prefix;
    const QString bin = prefix.filePath(QStringLiteral("bin"));
    QVERIFY(QDir().mkpath(bin));
    const QString source = QStringLiteral("/somewhere/the/source");
    QCOMPARE(DataDirectory::resolve(bin, source), source);  // not installed: the source tree
    QVERIFY(QDir().mkpath(prefix.filePath(QStringLiteral("share/tricorne"))));
    QCOMPARE(DataDirectory::resolve(bin, source), QDir::cleanPath(prefix.filePath(QStringLiteral("share/tricorne"))));
}

void DataDirectoryTest::examplesAreTheShippedBattles() {
    // The test binary is not installed: the source tree's scenarios/, sorted by title.
    QCOMPARE(DataDirectory::path(), QStringLiteral(TRICORNE_SOURCE_DIR));
    const QVariantList examples = DataDirectory::examples();
    QCOMPARE(examples.size(), QDir(QStringLiteral(TRICORNE_SOURCE_DIR "/scenarios")).entryList({QStringLiteral("*.tricorne.json")}).size());
    QStringList titles;
    for (const QVariant& e : examples) {
        titles << e.toMap().value(QStringLiteral("title")).toString();
        QVERIFY(e.toMap().value(QStringLiteral("path")).toString().startsWith(QStringLiteral(TRICORNE_SOURCE_DIR "/scenarios/")));
    }
    QStringList sorted = titles;
    sorted.sort();
    QCOMPARE(titles, sorted);
    QVERIFY(titles.contains(QStringLiteral("Bemis Heights")));
    QVERIFY(titles.contains(QStringLiteral("Killiecrankie")));
    QCOMPARE(titles.first(), QStringLiteral("Alness"));  // of the 25 battles of the two booklets
}

void DataDirectoryTest::templatesComeFromTheDataDirectory() {
    const QVariantList templates = DataDirectory::templates();
    QVERIFY(!templates.isEmpty());
    for (const QVariant& t : templates)
        QVERIFY(t.toMap().value(QStringLiteral("path")).toString().startsWith(QStringLiteral(TRICORNE_SOURCE_DIR "/templates/scenarios/")));
    QVERIFY(templates.at(0).toMap().value(QStringLiteral("title")).toString().startsWith(QStringLiteral("Blank — ")));
    // Marked blank by its file, not by its title's first word, which a translation changes
    // (the menu names a blank board by its title alone).
    for (const QVariant& t : templates)
        QCOMPARE(t.toMap().value(QStringLiteral("blank")).toBool(),
                 QFileInfo(t.toMap().value(QStringLiteral("path")).toString()).fileName().startsWith(QStringLiteral("blank-")));

    // An installed layout: share/tricorne/templates/scenarios with the package's copies.
    QTemporaryDir prefix;
    const QString dir = prefix.filePath(QStringLiteral("share/tricorne/templates/scenarios"));
    QVERIFY(QDir().mkpath(dir));
    QVERIFY(QFile::copy(QStringLiteral(TRICORNE_SOURCE_DIR "/templates/scenarios/blank-jacobite-rising.tricorne.json"),
                        dir + QStringLiteral("/blank-jacobite-rising.tricorne.json")));
    const QVariantList installed = DataDirectory::scenariosIn(dir, true);
    QCOMPARE(installed.size(), 1);
    const QString title = installed.at(0).toMap().value(QStringLiteral("title")).toString();
    QCOMPARE(title, QStringLiteral("Blank — The Jacobite Rising"));
    QCOMPARE(installed.at(0).toMap().value(QStringLiteral("path")).toString(), dir + QStringLiteral("/blank-jacobite-rising.tricorne.json"));
}

STUDIO_TEST_GUILESS_MAIN("studio-datadir-tests", DataDirectoryTest)
#include "datadirectory_test.moc"
