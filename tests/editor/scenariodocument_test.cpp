// The studio's document and models on the shipped scenarios, on a file with semantic errors
// and on hostile files. Every model runs under QAbstractItemModelTester.
#include <QAbstractItemModelTester>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoCommand>

#include "common/boardgeometry.h"
#include "document/boardmodel.h"
#include "document/diagnosticsmodel.h"
#include "document/scenariodocument.h"
#include "studio_test_main.h"
#include "tricorne/core/board.h"

namespace {

QString scenarioPath(const char* name) {
    return QStringLiteral(TRICORNE_SOURCE_DIR "/scenarios/%1.tricorne.json").arg(QLatin1String(name));
}

/// The board row of hex [col,row].
QModelIndex hexIndex(const BoardModel& model, int col, int row) {
    return model.index(tricorne::board::indexOf(tricorne::Offset{col, row}));
}

QVariant role(const BoardModel& model, int col, int row, BoardModel::Role r) { return hexIndex(model, col, row).data(r); }

/// Writes `bytes` to `dir/name` and returns the path.
QString writeFile(const QTemporaryDir& dir, const QString& name, const QByteArray& bytes) {
    const QString path = dir.filePath(name);
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size()) qFatal("cannot write %s", qPrintable(path));
    return path;
}

QJsonObject readJson(const QString& path) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) qFatal("cannot read %s", qPrintable(path));
    return QJsonDocument::fromJson(file.readAll()).object();
}

/// An edit that changes nothing: drives the undo stack and the dirty state without depending
/// on what any real editing command does.
class NoOpCommand : public QUndoCommand {
public:
    NoOpCommand() : QUndoCommand(QStringLiteral("nothing")) {}
    void undo() override {}
    void redo() override {}
};

}  // namespace

class ScenarioDocumentTest : public QObject {
    Q_OBJECT

private slots:
    void opensBothScenarios_data();
    void opensBothScenarios();
    void modelsPassTheModelTester();
    void boardModelDescribesKilliecrankie();
    void boardModelRotatesExitsAndKeepsHexsidesOnTheirHex();
    void boardModelMarksSectionsAndBaselines();
    void boardModelReadsTheSystemsBoard();
    void diagnosticsModelListsSemanticErrors();
    void hostileFileIsRefusedAndTheDocumentKept_data();
    void hostileFileIsRefusedAndTheDocumentKept();
    void modifiedFollowsTheUndoStack();
    void geometryRoundTripsEveryHex();
};

void ScenarioDocumentTest::opensBothScenarios_data() {
    QTest::addColumn<QString>("path");
    QTest::addColumn<QString>("title");
    QTest::addColumn<int>("units");
    QTest::newRow("killiecrankie") << scenarioPath("killiecrankie") << QStringLiteral("Killiecrankie") << 22;
    QTest::newRow("bemis-heights") << scenarioPath("bemis-heights") << QStringLiteral("Bemis Heights") << 24;
}

void ScenarioDocumentTest::opensBothScenarios() {
    QFETCH(QString, path);
    QFETCH(QString, title);
    QFETCH(int, units);

    ScenarioDocument document;
    QSignalSpy changed(&document, &ScenarioDocument::documentChanged);
    QVERIFY2(document.openFile(path), qPrintable(document.errorString()));
    QCOMPARE(changed.count(), 1);
    QVERIFY(document.isLoaded());
    QVERIFY(document.scenario() != nullptr);
    QVERIFY(document.system() != nullptr);
    QCOMPARE(document.title(), title);
    QCOMPARE(document.unitCount(), units);
    QCOMPARE(document.errorString(), QString());
    QVERIFY(!document.isModified());
    QCOMPARE(document.diagnostics()->errorCount(), 0);  // the shipped scenarios are valid
    QCOMPARE(document.board()->rowCount(), tricorne::board::kHexCount);
}

void ScenarioDocumentTest::modelsPassTheModelTester() {
    ScenarioDocument document;
    // Attach the testers before anything is loaded so that every change is checked.
    QAbstractItemModelTester boardTester(document.board(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    QAbstractItemModelTester diagnosticsTester(document.diagnostics(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    QAbstractItemModelTester openErrorsTester(document.openErrors(), QAbstractItemModelTester::FailureReportingMode::QtTest);

    QVERIFY(document.openFile(scenarioPath("killiecrankie")));
    QVERIFY(document.openFile(scenarioPath("bemis-heights")));
    QTemporaryDir dir;
    QVERIFY(!document.openFile(writeFile(dir, QStringLiteral("bad.json"), R"({"format":)")));
    QVERIFY(document.openErrors()->rowCount() > 0);
    QVERIFY(document.openFile(scenarioPath("killiecrankie")));
    QCOMPARE(document.openErrors()->rowCount(), 0);
}

void ScenarioDocumentTest::boardModelDescribesKilliecrankie() {
    ScenarioDocument document;
    QVERIFY(document.openFile(scenarioPath("killiecrankie")));
    const BoardModel& board = *document.board();

    // Rows are in board reading order with the geometry's centres.
    const QModelIndex first = board.index(0);
    QCOMPARE(first.data(BoardModel::ColRole).toInt(), 0);
    QCOMPARE(first.data(BoardModel::RowRole).toInt(), 0);
    const QModelIndex last = board.index(tricorne::board::kHexCount - 1);
    QCOMPARE(last.data(BoardModel::ColRole).toInt(), 12);
    QCOMPARE(last.data(BoardModel::RowRole).toInt(), 10);
    const QPointF centre = BoardGeometry::hexCentre({6, 5});
    QCOMPARE(role(board, 6, 5, BoardModel::XRole).toReal(), centre.x());
    QCOMPARE(role(board, 6, 5, BoardModel::YRole).toReal(), centre.y());

    // Urrard House with the Jacobite marksmen.
    QCOMPARE(role(board, 6, 5, BoardModel::TerrainRole).toString(), QStringLiteral("buildings"));
    QCOMPARE(role(board, 6, 5, BoardModel::TerrainNameRole).toString(), QStringLiteral("Buildings"));
    QVERIFY(role(board, 6, 5, BoardModel::HasUnitRole).toBool());
    QCOMPARE(role(board, 6, 5, BoardModel::UnitColorRole).toString(), QStringLiteral("#2f56a6"));
    QCOMPARE(role(board, 6, 5, BoardModel::UnitKindRole).toString(), QStringLiteral("infantry"));
    QCOMPARE(role(board, 6, 5, BoardModel::UnitBlocksRole).toInt(), 4);
    QCOMPARE(role(board, 6, 5, BoardModel::UnitNameRole).toString(), QStringLiteral("Marksmen at Urrard House"));
    QVERIFY(!role(board, 6, 5, BoardModel::HasLeaderRole).toBool());

    // Dundee with his horse; the Camerons with their Clan Chief; the government's leather guns.
    QVERIFY(role(board, 6, 8, BoardModel::HasLeaderRole).toBool());
    QCOMPARE(role(board, 6, 8, BoardModel::LeaderNameRole).toString(), QStringLiteral("Dundee"));
    QCOMPARE(role(board, 6, 8, BoardModel::UnitKindRole).toString(), QStringLiteral("cavalry"));
    QVERIFY(role(board, 5, 8, BoardModel::UnitChiefRole).toBool());
    QCOMPARE(role(board, 5, 3, BoardModel::UnitKindRole).toString(), QStringLiteral("artillery"));
    QCOMPARE(role(board, 5, 3, BoardModel::UnitColorRole).toString(), QStringLiteral("#b3261e"));

    // The River Garry runs west-east along row 0; an empty hex is open ground.
    QCOMPARE(role(board, 3, 0, BoardModel::TerrainRole).toString(), QStringLiteral("river"));
    QCOMPARE(role(board, 3, 0, BoardModel::ExitsRole).toList(), (QVariantList{4, 1}));  // W, E
    QCOMPARE(role(board, 3, 6, BoardModel::TerrainRole).toString(), QString());
    QVERIFY(!role(board, 3, 6, BoardModel::HasUnitRole).toBool());
    QVERIFY(role(board, 3, 6, BoardModel::ExitsRole).toList().isEmpty());

    QVERIFY(board.describeHex(6, 5).contains(QStringLiteral("Marksmen at Urrard House")));
    QVERIFY(board.describeHex(6, 5).startsWith(QStringLiteral("6,5")));
    QCOMPARE(board.describeHex(12, 1), QString());  // odd rows have 12 hexes
}

void ScenarioDocumentTest::boardModelRotatesExitsAndKeepsHexsidesOnTheirHex() {
    ScenarioDocument document;
    QVERIFY(document.openFile(scenarioPath("bemis-heights")));
    const BoardModel& board = *document.board();

    // Mill Brook at [2,5]: a bend (W, NE at rotation 0) turned three sixths: E, SW.
    QCOMPARE(role(board, 2, 5, BoardModel::TerrainRole).toString(), QStringLiteral("stream"));
    QCOMPARE(role(board, 2, 5, BoardModel::ExitsRole).toList(), (QVariantList{1, 3}));
    // ... and at [8,6] a bend turned one sixth: NW, E.
    QCOMPARE(role(board, 8, 6, BoardModel::ExitsRole).toList(), (QVariantList{5, 1}));

    // The rail fence in front of the German centre: SE and SW of [5,3], owned by [5,3] only.
    const QVariantList fences = role(board, 5, 3, BoardModel::HexsidesRole).toList();
    QCOMPARE(fences.size(), 2);
    QCOMPARE(fences[0].toMap().value(QStringLiteral("side")).toInt(), 2);  // SE
    QCOMPARE(fences[0].toMap().value(QStringLiteral("type")).toString(), QStringLiteral("wood-fence"));
    QCOMPARE(fences[0].toMap().value(QStringLiteral("name")).toString(), QStringLiteral("Wood Fence"));
    QCOMPARE(fences[1].toMap().value(QStringLiteral("side")).toInt(), 3);  // SW
    QVERIFY(role(board, 5, 4, BoardModel::HexsidesRole).toList().isEmpty());

    // The German army's own colour, different from the British.
    QCOMPARE(role(board, 5, 3, BoardModel::UnitColorRole).toString(), QStringLiteral("#1f2f5c"));
    QCOMPARE(role(board, 3, 3, BoardModel::UnitColorRole).toString(), QStringLiteral("#b3261e"));
    // A lone leader: Burgoyne.
    QVERIFY(role(board, 5, 1, BoardModel::HasLeaderRole).toBool());
    QVERIFY(!role(board, 5, 1, BoardModel::HasUnitRole).toBool());
    QCOMPARE(role(board, 5, 1, BoardModel::LeaderColorRole).toString(), QStringLiteral("#b3261e"));
}

void ScenarioDocumentTest::boardModelMarksSectionsAndBaselines() {
    ScenarioDocument document;  // an empty board still has sections and baselines
    const BoardModel& board = *document.board();
    QCOMPARE(role(board, 4, 0, BoardModel::SectionsRole).toStringList(), (QStringList{"left", "centre"}));
    QCOMPARE(role(board, 8, 2, BoardModel::SectionsRole).toStringList(), (QStringList{"centre", "right"}));
    QCOMPARE(role(board, 3, 1, BoardModel::SectionsRole).toStringList(), QStringList{"left"});
    QCOMPARE(role(board, 4, 1, BoardModel::SectionsRole).toStringList(), QStringList{"centre"});
    QCOMPARE(role(board, 8, 1, BoardModel::SectionsRole).toStringList(), QStringList{"right"});
    QVERIFY(role(board, 0, 0, BoardModel::IsBaselineRole).toBool());
    QVERIFY(role(board, 12, 10, BoardModel::IsBaselineRole).toBool());
    QVERIFY(!role(board, 5, 5, BoardModel::IsBaselineRole).toBool());
}

void ScenarioDocumentTest::boardModelReadsTheSystemsBoard() {
    // A system whose board is smaller than the engine's frame (docs/design/board.md): 7 rows of
    // 9 hexes (odd rows 8), dotted lines through columns 3 and 5. The engine does not play such
    // a board yet (validation refuses it); the model already takes its hexes, sections and
    // baselines from the system, not from the frame.
    tricorne::GameSystem system;
    system.board = tricorne::BoardShape{.rows = 7, .columns = 9, .dottedLines = {3, 5}};
    BoardModel board;
    QAbstractItemModelTester tester(&board, QAbstractItemModelTester::FailureReportingMode::QtTest);
    board.setScenario(nullptr, &system, {});
    QVERIFY(board.shape() == system.board);

    QVERIFY(role(board, 8, 0, BoardModel::OnBoardRole).toBool());
    QVERIFY(role(board, 7, 1, BoardModel::OnBoardRole).toBool());
    QVERIFY(!role(board, 9, 0, BoardModel::OnBoardRole).toBool());  // in the frame, off this board
    QVERIFY(!role(board, 8, 1, BoardModel::OnBoardRole).toBool());  // an odd row holds one fewer
    QVERIFY(!role(board, 0, 7, BoardModel::OnBoardRole).toBool());
    QVERIFY(role(board, 0, 7, BoardModel::SectionsRole).toStringList().isEmpty());
    QCOMPARE(board.describeHex(9, 0), QString());
    QVERIFY(!board.describeHex(8, 0).isEmpty());

    QCOMPARE(role(board, 3, 0, BoardModel::SectionsRole).toStringList(), (QStringList{"left", "centre"}));
    QCOMPARE(role(board, 5, 6, BoardModel::SectionsRole).toStringList(), (QStringList{"centre", "right"}));
    QCOMPARE(role(board, 2, 1, BoardModel::SectionsRole).toStringList(), QStringList{"left"});
    QCOMPARE(role(board, 3, 1, BoardModel::SectionsRole).toStringList(), QStringList{"centre"});
    QCOMPARE(role(board, 4, 1, BoardModel::SectionsRole).toStringList(), QStringList{"centre"});
    QCOMPARE(role(board, 5, 1, BoardModel::SectionsRole).toStringList(), QStringList{"right"});
    QVERIFY(role(board, 0, 0, BoardModel::IsBaselineRole).toBool());
    QVERIFY(role(board, 8, 6, BoardModel::IsBaselineRole).toBool());  // the last row is the bottom baseline
    QVERIFY(!role(board, 5, 5, BoardModel::IsBaselineRole).toBool());
    QVERIFY(!role(board, 12, 10, BoardModel::IsBaselineRole).toBool());  // the frame's last row is off this board

    // Back to Tricorne's board: every hex of the frame again, its sections and baselines.
    QSignalSpy changed(&board, &QAbstractItemModel::dataChanged);
    const tricorne::GameSystem tricorneSystem;
    board.setScenario(nullptr, &tricorneSystem, {});
    QVERIFY(changed.count() > 0);
    QVERIFY(role(board, 12, 10, BoardModel::OnBoardRole).toBool());
    QVERIFY(role(board, 12, 10, BoardModel::IsBaselineRole).toBool());
    QVERIFY(!role(board, 8, 6, BoardModel::IsBaselineRole).toBool());
    QCOMPARE(role(board, 4, 0, BoardModel::SectionsRole).toStringList(), (QStringList{"left", "centre"}));
}

void ScenarioDocumentTest::diagnosticsModelListsSemanticErrors() {
    // Killiecrankie with a second unit stacked on the Camerons' hex and an objective: the file
    // has the right shape, so it opens, and the engine's findings reach the panel and the board.
    QJsonObject doc = readJson(scenarioPath("killiecrankie"));
    QJsonArray units = doc.value(QStringLiteral("units")).toArray();
    QJsonObject moved = units[0].toObject();
    moved[QStringLiteral("hex")] = QJsonArray{5, 8};
    units[0] = moved;
    doc[QStringLiteral("units")] = units;
    // Not QJsonArray{QJsonArray{6, 5}}: clang reads a one-element brace list of the same type
    // as a copy (CWG 2137), GCC as a list holding it, so the hex list is built explicitly.
    QJsonArray hexes;
    hexes.append(QJsonArray{6, 5});
    doc[QStringLiteral("objectives")] = QJsonArray{QJsonObject{{"id", "house"},
                                                               {"name", "Urrard House"},
                                                               {"kind", "temporary"},
                                                               {"hexes", hexes},
                                                               {"for", "both"},
                                                               {"banners", 1}}};
    QTemporaryDir dir;
    const QString path = writeFile(dir, QStringLiteral("stacked.tricorne.json"), QJsonDocument(doc).toJson());

    ScenarioDocument document;
    QAbstractItemModelTester tester(document.diagnostics(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    QVERIFY2(document.openFile(path), qPrintable(document.errorString()));
    const DiagnosticsModel& diagnostics = *document.diagnostics();
    QVERIFY(diagnostics.errorCount() >= 1);

    bool found = false;
    for (int i = 0; i < diagnostics.rowCount(); ++i) {
        const QModelIndex index = diagnostics.index(i);
        if (!index.data(DiagnosticsModel::HasHexRole).toBool()) continue;
        if (index.data(DiagnosticsModel::ColRole).toInt() != 5 || index.data(DiagnosticsModel::RowRole).toInt() != 8) continue;
        found = true;
        QCOMPARE(index.data(DiagnosticsModel::SeverityRole).toString(), QStringLiteral("error"));
        QVERIFY(!index.data(DiagnosticsModel::CodeRole).toString().isEmpty());
        QVERIFY(index.data(DiagnosticsModel::PointerRole).toString().startsWith(QStringLiteral("/units/")));
        QVERIFY(!index.data(DiagnosticsModel::MessageRole).toString().isEmpty());
    }
    QVERIFY2(found, "no diagnostic names hex 5,8");
    QCOMPARE(role(*document.board(), 5, 8, BoardModel::IssueRole).toString(), QStringLiteral("error"));
    QCOMPARE(role(*document.board(), 6, 6, BoardModel::IssueRole).toString(), QString());

    QVERIFY(role(*document.board(), 6, 5, BoardModel::HasObjectiveRole).toBool());
    QCOMPARE(role(*document.board(), 6, 5, BoardModel::ObjectiveBannersRole).toString(), QStringLiteral("1"));
    QCOMPARE(role(*document.board(), 6, 5, BoardModel::ObjectiveNameRole).toString(), QStringLiteral("Urrard House"));
}

void ScenarioDocumentTest::hostileFileIsRefusedAndTheDocumentKept_data() {
    QTest::addColumn<QByteArray>("bytes");
    QTest::newRow("truncated JSON") << QByteArray(R"({"format":)");
    QTest::newRow("empty") << QByteArray();
    QTest::newRow("not an object") << QByteArray("[1, 2, 3]");
    QTest::newRow("wrong format") << QByteArray(R"({"format": "tricorne-system", "version": 1})");
    QTest::newRow("newer version") << QByteArray(R"({"format": "tricorne-scenario", "version": 99})");
    QTest::newRow("wrong shape") << QByteArray(R"({"format": "tricorne-scenario", "version": 1, "units": 7})");
    QTest::newRow("deep nesting") << QByteArray(100000, '[');
    QTest::newRow("binary") << QByteArray("\x00\xff\xfe\x01garbage", 12);
}

void ScenarioDocumentTest::hostileFileIsRefusedAndTheDocumentKept() {
    QFETCH(QByteArray, bytes);
    ScenarioDocument document;
    QVERIFY(document.openFile(scenarioPath("killiecrankie")));
    const tricorne::Scenario before = *document.scenario();
    const QString pathBefore = document.filePath();

    QTemporaryDir dir;
    const QString path = writeFile(dir, QStringLiteral("hostile.tricorne.json"), bytes);
    QSignalSpy changed(&document, &ScenarioDocument::documentChanged);
    QSignalSpy error(&document, &ScenarioDocument::errorStringChanged);

    QVERIFY(!document.openFile(path));
    QCOMPARE(changed.count(), 0);
    QCOMPARE(error.count(), 1);
    QVERIFY2(document.errorString().contains(QStringLiteral("hostile.tricorne.json")), qPrintable(document.errorString()));
    QVERIFY(document.openErrors()->rowCount() >= 1);
    QCOMPARE(document.openErrors()->index(0).data(DiagnosticsModel::SeverityRole).toString(), QStringLiteral("error"));

    // Nothing of the open document changed.
    QVERIFY(*document.scenario() == before);
    QCOMPARE(document.filePath(), pathBefore);
    QCOMPARE(document.title(), QStringLiteral("Killiecrankie"));
    QCOMPARE(document.diagnostics()->errorCount(), 0);
    QCOMPARE(role(*document.board(), 6, 5, BoardModel::TerrainRole).toString(), QStringLiteral("buildings"));
    QVERIFY(!document.isModified());

    // The panel's dismiss button forgets the failure.
    document.clearError();
    QCOMPARE(document.errorString(), QString());
    QCOMPARE(document.openErrors()->rowCount(), 0);
}

void ScenarioDocumentTest::modifiedFollowsTheUndoStack() {
    ScenarioDocument document;
    QVERIFY(document.openFile(scenarioPath("bemis-heights")));
    QSignalSpy modified(&document, &ScenarioDocument::modifiedChanged);
    QVERIFY(!document.isModified());
    document.undoStack()->push(new NoOpCommand);
    QVERIFY(document.isModified());
    QCOMPARE(modified.count(), 1);
    document.undoStack()->undo();
    QVERIFY(!document.isModified());
    document.undoStack()->redo();
    QVERIFY(document.isModified());
    // Opening a file starts a fresh, clean history.
    QVERIFY(document.openFile(scenarioPath("killiecrankie")));
    QVERIFY(!document.isModified());
    QCOMPARE(document.undoStack()->count(), 0);
    // A missing file changes nothing either.
    QVERIFY(!document.openFile(QStringLiteral("/nonexistent/nowhere.tricorne.json")));
    QVERIFY(document.errorString().contains(QStringLiteral("nowhere.tricorne.json")));
    QCOMPARE(document.title(), QStringLiteral("Killiecrankie"));
}

void ScenarioDocumentTest::geometryRoundTripsEveryHex() {
    for (const tricorne::Hex hex : tricorne::board::allHexes()) {
        const tricorne::Offset offset = tricorne::toOffset(hex);
        const QPointF centre = BoardGeometry::hexCentre(offset);
        const auto back = BoardGeometry::offsetAt(centre);
        QVERIFY(back.has_value());
        QCOMPARE(back->col, offset.col);
        QCOMPARE(back->row, offset.row);
        // Near a corner but inside: still the same hex.
        const auto inside = BoardGeometry::offsetAt(centre + QPointF(0, -0.9 * BoardGeometry::kHexSize));
        QVERIFY(inside.has_value() && *inside == offset);
    }
    QVERIFY(!BoardGeometry::offsetAt({1.0, 1.0}).has_value());  // the margin
    QVERIFY(!BoardGeometry::offsetAt(BoardGeometry::hexCentre({12, 1})).has_value());  // odd rows: 12 hexes
    const QSizeF board = BoardGeometry::boardSize();
    QVERIFY(BoardGeometry::hexCentre({12, 0}).x() + BoardGeometry::hexWidthUnits() / 2 <= board.width());
    QVERIFY(BoardGeometry::hexCentre({0, 10}).y() + BoardGeometry::kHexSize <= board.height());
    // Fitting keeps the aspect and centres the board.
    const QRectF fitted = BoardGeometry::fitBoard({0, 0, 2000, 500});
    QCOMPARE(fitted.height(), 500.0);
    QVERIFY(qAbs(fitted.width() / fitted.height() - board.width() / board.height()) < 1e-9);
    QVERIFY(qAbs(fitted.center().x() - 1000.0) < 1e-9);
}

STUDIO_TEST_GUILESS_MAIN("studio-document-tests", ScenarioDocumentTest)
#include "scenariodocument_test.moc"
