// Fine-grained change signals (Tiled's way): an edit says what it changed, and the
// board model signals only the rows of the hexes whose drawing changed — recorded here with
// QSignalSpy on dataChanged — while the document signals only the parts that changed (a
// unit's edit is not a notes change). Then the real window after edits: the picture shows
// the new state at every hex touched, nothing left over from before.
#include <QImage>
#include <QQmlApplicationEngine>
#include <QQuickWindow>
#include <QSet>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include "common/boardgeometry.h"
#include "document/scenariochange.h"
#include "document/scenariodocument.h"
#include "editing/scenarioeditor.h"
#include "main_window.h"
#include "studio_test_main.h"

namespace {

constexpr auto kBemisHeights = TRICORNE_SOURCE_DIR "/scenarios/bemis-heights.tricorne.json";

int rowOf(int col, int row) { return tricorne::board::indexOf(tricorne::Offset{col, row}); }

/// The rows a dataChanged spy saw, each signal's range expanded.
QSet<int> rowsSignalled(const QSignalSpy& spy) {
    QSet<int> rows;
    for (const QList<QVariant>& args : spy) {
        const auto first = args.at(0).value<QModelIndex>();
        const auto last = args.at(1).value<QModelIndex>();
        for (int r = first.row(); r <= last.row(); ++r) rows.insert(r);
    }
    return rows;
}

/// The roles a dataChanged spy saw, over all its signals.
QSet<int> rolesSignalled(const QSignalSpy& spy) {
    QSet<int> roles;
    for (const QList<QVariant>& args : spy)
        for (int role : args.at(2).value<QList<int>>()) roles.insert(role);
    return roles;
}

/// Every role of every row of the board, to see which rows an operation really changed.
QList<QVariantList> snapshot(const BoardModel& board) {
    QList<QVariantList> rows;
    const QList<int> roles = board.roleNames().keys();
    for (int r = 0; r < board.rowCount(); ++r) {
        QVariantList values;
        for (int role : roles) values << board.data(board.index(r), role);
        rows << values;
    }
    return rows;
}

/// The document's part signals, counted.
struct PartSpies {
    explicit PartSpies(ScenarioDocument& d)
        : document(&d, &ScenarioDocument::documentChanged),
          notes(&d, &ScenarioDocument::notesChanged),
          pieces(&d, &ScenarioDocument::piecesChanged),
          objectives(&d, &ScenarioDocument::objectivesChanged),
          specialRules(&d, &ScenarioDocument::specialRulesChanged),
          revision(&d, &ScenarioDocument::revisionChanged) {}
    QSignalSpy document, notes, pieces, objectives, specialRules, revision;
};

}  // namespace

class ChangeSignalsTest : public QObject {
    Q_OBJECT

private slots:
    void init();
    void paintingOneHexSignalsOnlyItsRow();
    void editingAUnitSignalsOnlyItsRowAndRole();
    void movingAUnitSignalsBothHexesOnly();
    void editingTheNotesSignalsNoHex();
    void aStackedHexChangesWhenItsOrderDoes();
    void openingAnotherScenarioSignalsEveryRowThatDiffers();
    void theWindowShowsEachEditAndNothingStale();

private:
    ScenarioDocument m_document;
    ScenarioEditor m_editor;
};

void ChangeSignalsTest::init() {
    QVERIFY2(m_document.openFile(QString::fromUtf8(kBemisHeights)), qPrintable(m_document.errorString()));
    m_editor.setDocument(&m_document);
}

void ChangeSignalsTest::paintingOneHexSignalsOnlyItsRow() {
    QSignalSpy changed(m_document.board(), &BoardModel::dataChanged);
    PartSpies parts(m_document);

    QVERIFY(m_editor.paintTerrain(3, 6, QStringLiteral("forest"), QString(), 0, m_editor.beginStroke()));
    QCOMPARE(rowsSignalled(changed), QSet<int>{rowOf(3, 6)});
    QCOMPARE(rolesSignalled(changed), (QSet<int>{BoardModel::TerrainRole, BoardModel::TerrainNameRole}));
    QCOMPARE(parts.document.count(), 0);
    QCOMPARE(parts.pieces.count(), 0);
    QCOMPARE(parts.notes.count(), 0);
    QCOMPARE(parts.revision.count(), 1);

    changed.clear();
    m_document.undoStack()->undo();
    QCOMPARE(rowsSignalled(changed), QSet<int>{rowOf(3, 6)});
}

void ChangeSignalsTest::editingAUnitSignalsOnlyItsRowAndRole() {
    QVERIFY(m_document.board()->data(m_document.board()->index(rowOf(1, 3)), BoardModel::HasUnitRole).toBool());
    const int blocks = m_document.board()->data(m_document.board()->index(rowOf(1, 3)), BoardModel::UnitBlocksRole).toInt();
    QSignalSpy changed(m_document.board(), &BoardModel::dataChanged);
    PartSpies parts(m_document);

    QVERIFY(m_editor.setUnitBlocks(1, 3, blocks - 1));
    QCOMPARE(rowsSignalled(changed), QSet<int>{rowOf(1, 3)});
    QCOMPARE(rolesSignalled(changed), QSet<int>{BoardModel::UnitBlocksRole});
    QCOMPARE(parts.pieces.count(), 1);
    QCOMPARE(parts.document.count(), 0);
    QCOMPARE(parts.notes.count(), 0);
    QCOMPARE(parts.objectives.count(), 0);
    QCOMPARE(parts.specialRules.count(), 0);
}

void ChangeSignalsTest::movingAUnitSignalsBothHexesOnly() {
    QVERIFY(!m_document.board()->data(m_document.board()->index(rowOf(3, 6)), BoardModel::HasUnitRole).toBool());
    QSignalSpy changed(m_document.board(), &BoardModel::dataChanged);

    QVERIFY(m_editor.movePiece(1, 3, 3, 6, false));
    // A problem the move raises or settles elsewhere would show there too (the issue role);
    // every row signalled is one of the two hexes, or a hex whose issue changed.
    const QSet<int> rows = rowsSignalled(changed);
    QVERIFY(rows.contains(rowOf(1, 3)));
    QVERIFY(rows.contains(rowOf(3, 6)));
    for (const QList<QVariant>& args : changed) {
        const int row = args.at(0).value<QModelIndex>().row();
        if (row != rowOf(1, 3) && row != rowOf(3, 6))
            QCOMPARE(args.at(2).value<QList<int>>(), QList<int>{BoardModel::IssueRole});
    }
}

void ChangeSignalsTest::editingTheNotesSignalsNoHex() {
    QSignalSpy changed(m_document.board(), &BoardModel::dataChanged);
    PartSpies parts(m_document);

    QVERIFY(m_editor.setTitle(QStringLiteral("Freeman's Farm")));
    QCOMPARE(changed.count(), 0);
    QCOMPARE(parts.notes.count(), 1);
    QCOMPARE(parts.pieces.count(), 0);
    QCOMPARE(parts.document.count(), 0);
    QCOMPARE(m_document.title(), QStringLiteral("Freeman's Farm"));
}

void ChangeSignalsTest::aStackedHexChangesWhenItsOrderDoes() {
    // Two tiles on one hex (the validator's error): the first in document order is drawn, so
    // swapping them changes that hex, and no other.
    tricorne::Scenario before = *m_document.scenario();
    const tricorne::Hex hex = tricorne::toAxial(tricorne::Offset{3, 6});
    before.terrain.push_back({hex, "forest", "", 0});
    before.terrain.push_back({hex, "hill", "", 0});
    tricorne::Scenario after = before;
    std::swap(after.terrain[after.terrain.size() - 2], after.terrain.back());

    const ScenarioChange change = ScenarioChange::between(before, after);
    QCOMPARE(change.parts, ScenarioChange::Parts(ScenarioChange::Terrain));
    QCOMPARE(change.hexes.count(), std::size_t{1});
    QVERIFY(change.hexes.test(static_cast<std::size_t>(rowOf(3, 6))));
    QVERIFY(ScenarioChange::between(before, before).isEmpty());
}

void ChangeSignalsTest::openingAnotherScenarioSignalsEveryRowThatDiffers() {
    const QList<QVariantList> before = snapshot(*m_document.board());
    QSignalSpy changed(m_document.board(), &BoardModel::dataChanged);
    PartSpies parts(m_document);
    QVERIFY(m_document.openFile(QStringLiteral(TRICORNE_SOURCE_DIR "/scenarios/killiecrankie.tricorne.json")));
    QCOMPARE(parts.document.count(), 1);
    QCOMPARE(parts.notes.count(), 1);
    QCOMPARE(parts.pieces.count(), 1);
    QCOMPARE(parts.objectives.count(), 1);

    // Exactly the rows that look different: open ground in both battles is left alone.
    const QList<QVariantList> after = snapshot(*m_document.board());
    QSet<int> differ;
    for (int r = 0; r < after.size(); ++r)
        if (after[r] != before[r]) differ.insert(r);
    QVERIFY(differ.size() > 30);
    QCOMPARE(rowsSignalled(changed), differ);
}

void ChangeSignalsTest::theWindowShowsEachEditAndNothingStale() {
    QQmlApplicationEngine engine;
    QQuickWindow* window = fixtures::loadMainWindow(engine, m_document);
    QVERIFY(window);
    QVERIFY(QTest::qWaitForWindowExposed(window));

    // Paint a forest on open ground, move a unit onto it, take the leader-less unit off its
    // old hex: each hex must show its new state.
    QVERIFY(m_editor.paintTerrain(3, 6, QStringLiteral("forest"), QString(), 0, m_editor.beginStroke()));
    QVERIFY(m_editor.movePiece(1, 3, 3, 6, false));
    QVERIFY(m_editor.paintTerrain(5, 6, QStringLiteral("hill"), QString(), 0, m_editor.beginStroke()));
    QVERIFY(m_editor.paintTerrain(5, 6, QStringLiteral("forest"), QString(), 0, m_editor.beginStroke()));
    QTest::qWait(100);
    const QImage image = window->grabWindow();
    QVERIFY(!image.isNull());
    if (const QByteArray out = qgetenv("TRICORNE_CHANGE_SCREENSHOT"); !out.isEmpty()) image.save(QString::fromLocal8Bit(out));

    const qreal scale = BoardGeometry::fitScale(BoardGeometry::boardArea(image.size()).size());
    auto pixel = [&](int col, int row, QPointF offset = {}) {
        const QPointF p = BoardGeometry::windowPoint(image.size(), tricorne::Offset{col, row}) + offset * scale;
        return image.pixelColor(qRound(p.x()), qRound(p.y()));
    };
    auto hue = [](const QColor& c) { return c.hsvSaturation() < 60 ? -1 : c.hsvHue(); };
    const QPointF besideFrame(-0.31 * BoardGeometry::kHexSize, 0.0);

    // The unit moved: red at its new hex, none left at its old one (pale ground there).
    const QColor moved = pixel(3, 6, besideFrame);
    QVERIFY2(hue(moved) >= 0 && (hue(moved) <= 15 || hue(moved) >= 345), qPrintable(moved.name()));
    const QColor left = pixel(1, 3, besideFrame);
    QVERIFY2(hue(left) < 0 || (hue(left) > 15 && hue(left) < 345), qPrintable(left.name()));
    // Hill then forest on one hex: the forest's green, not the hill's brown.
    const QColor forest = pixel(5, 6);
    QVERIFY2(hue(forest) >= 70 && hue(forest) <= 150, qPrintable(forest.name()));
}

STUDIO_TEST_MAIN("studio-change-signal-tests", ChangeSignalsTest)
#include "change_signals_test.moc"
