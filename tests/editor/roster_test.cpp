// The roster: what a scenario takes out of the box against what the box holds, kept up to
// date through edits, undo and opening another file, under QAbstractItemModelTester.
#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTest>

#include "document/rostermodel.h"
#include "document/scenariodocument.h"
#include "editing/scenarioeditor.h"
#include "studio_test_main.h"

namespace {

QString templatePath(const char* name) { return QStringLiteral(TRICORNE_SOURCE_DIR "/templates/scenarios/%1.tricorne.json").arg(QLatin1String(name)); }
QString scenarioPath(const char* name) { return QStringLiteral(TRICORNE_SOURCE_DIR "/scenarios/%1.tricorne.json").arg(QLatin1String(name)); }

/// The rows as "Section/Name used/available" lines, for readable comparisons.
QStringList lines(const RosterModel& model) {
    QStringList out;
    for (int r = 0; r < model.rowCount(); ++r) {
        const QModelIndex i = model.index(r);
        const int available = i.data(RosterModel::AvailableRole).toInt();  // -1: no count of its own
        out << QStringLiteral("%1/%2 %3%4%5")
                   .arg(i.data(RosterModel::SectionRole).toString(), i.data(RosterModel::NameRole).toString())
                   .arg(i.data(RosterModel::UsedRole).toInt())
                   .arg(available < 0 ? QString() : QStringLiteral("/%1").arg(available))
                   .arg(i.data(RosterModel::OverRole).toBool() ? QStringLiteral(" over") : QString());
    }
    return out;
}

}  // namespace

class RosterTest : public QObject {
    Q_OBJECT

private slots:
    void rosterCountsAgainstTheBox();
};

void RosterTest::rosterCountsAgainstTheBox() {
    ScenarioDocument document;
    RosterModel& roster = *document.roster();
    QAbstractItemModelTester tester(&roster, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QCOMPARE(roster.rowCount(), 0);  // nothing open
    // A roster of its own follows a document the same way.
    RosterModel standalone;
    QAbstractItemModelTester standaloneTester(&standalone, QAbstractItemModelTester::FailureReportingMode::QtTest);
    standalone.setDocument(&document);

    QVERIFY(document.newFromTemplate(templatePath("blank-jacobite-rising")));
    QCOMPARE(lines(roster), (QStringList{QStringLiteral("Jacobite/Leaders 0/5"), QStringLiteral("Government/Leaders 0/6"),
                                         QStringLiteral("Terrain/Terrain tiles 0/60"), QStringLiteral("Terrain/Hex-side features 0"),
                                         QStringLiteral("Markers/Clan Chief / Chief Officer markers 0/6")}));
    QCOMPARE(roster.overCount(), 0);
    QCOMPARE(lines(standalone), lines(roster));

    // Three Jacobite regulars: the box has two.
    ScenarioEditor editor;
    editor.setDocument(&document);
    QSignalSpy changed(&roster, &RosterModel::rosterChanged);
    for (int col = 3; col <= 5; ++col)
        QVERIFY(!editor.placeUnit(col, 7, QStringLiteral("jacobite"), QStringLiteral("regular"), 4, {}).isEmpty());
    QVERIFY(editor.placeLeader(8, 7, QStringLiteral("jacobite"), QStringLiteral("Dundee")));
    const int stroke = editor.beginStroke();
    QVERIFY(editor.paintTerrain(2, 2, QStringLiteral("forest"), {}, 0, stroke));
    QVERIFY(editor.paintTerrain(3, 2, QStringLiteral("forest"), {}, 0, stroke));
    QVERIFY(changed.count() >= 5);
    QCOMPARE(lines(roster), (QStringList{QStringLiteral("Jacobite/Regular Infantry 3/2 over"), QStringLiteral("Jacobite/Leaders 1/5"),
                                         QStringLiteral("Government/Leaders 0/6"), QStringLiteral("Terrain/Terrain tiles 2/60"),
                                         QStringLiteral("Terrain/Hex-side features 0"),
                                         QStringLiteral("Markers/Clan Chief / Chief Officer markers 0/6")}));
    QCOMPARE(roster.overCount(), 1);
    QCOMPARE(lines(standalone), lines(roster));
    const QModelIndex regular = roster.index(0);
    QCOMPARE(regular.data(RosterModel::ColourRole).toString(), QStringLiteral("#2f56a6"));

    // Undo everything: the tally of the blank board again.
    while (document.undoStack()->canUndo()) document.undoStack()->undo();
    QCOMPARE(lines(roster), (QStringList{QStringLiteral("Jacobite/Leaders 0/5"), QStringLiteral("Government/Leaders 0/6"),
                                         QStringLiteral("Terrain/Terrain tiles 0/60"), QStringLiteral("Terrain/Hex-side features 0"),
                                         QStringLiteral("Markers/Clan Chief / Chief Officer markers 0/6")}));

    // Another file, another system: every army of both sides, nothing over the box.
    QVERIFY(document.openFile(scenarioPath("bemis-heights")));
    QVERIFY(roster.rowCount() > 4);
    QCOMPARE(roster.overCount(), 0);
    QCOMPARE(roster.index(roster.rowCount() - 1).data(RosterModel::NameRole).toString(), QStringLiteral("Hex-side features"));
}

STUDIO_TEST_GUILESS_MAIN("studio-roster-tests", RosterTest)
#include "roster_test.moc"
