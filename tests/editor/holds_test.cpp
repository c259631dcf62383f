// The "Who holds what" panel: HoldsModel's answer is the engine's own objective
// state at the start of a game for every shipped battle and template and for a battle with
// many kinds of objective, one edit updates it, and in the real window the tab shows it and a
// click on an objective outlines its hexes on the board.
#include <QDir>
#include <QQmlApplicationEngine>
#include <QQuickStyle>
#include <QQuickWindow>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include "editing/scenarioeditor.h"
#include "main_window.h"
#include "models/holdsmodel.h"
#include "studio_test_main.h"
#include "tricorne/io/json_io.h"
#include "tricorne/play/game.h"

namespace {

QString sourcePath(const QString& relative) { return QStringLiteral(TRICORNE_SOURCE_DIR "/") + relative; }

/// Killiecrankie with objectives of several kinds over its pieces as placed, written in `dir`.
QString writeHoldsBattle(const QTemporaryDir& dir) {
    auto read = tricorne::readJsonFile(sourcePath(QStringLiteral("scenarios/killiecrankie.tricorne.json")).toStdString());
    auto doc = *read.document;
    doc["objectives"] = nlohmann::json::parse(R"([
        {"id": "pass", "name": "The pass", "kind": "last-to-occupy", "for": "both", "hexes": [[1, 3]], "banners": 1},
        {"id": "house", "kind": "last-to-occupy", "for": "both", "hexes": [[3, 5]], "banners": 1, "holder": "bottom"},
        {"id": "ridge", "kind": "turn-start-majority", "for": "both", "hexes": [[5, 8], [6, 8], [7, 8], [6, 3]], "bannersBySide": {"top": 1, "bottom": 2}},
        {"id": "ford", "kind": "temporary", "for": "top", "hexes": [[6, 9]], "banners": 1},
        {"id": "camp", "kind": "permanent", "for": "bottom", "count": "each", "hexes": [[1, 8], [2, 8], [3, 9]], "banners": 1}
    ])");
    const QString path = dir.filePath(QStringLiteral("holds.tricorne.json"));
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly)) return {};
    file.write(QByteArray::fromStdString(doc.dump(2)));
    return path;
}

/// Every row of `model` equals the objective state of a game the engine starts on the document.
void compareWithTheEngine(const HoldsModel& model, const ScenarioDocument& document) {
    QVERIFY(model.available());
    const tricorne::Rules rules(*document.scenario(), *document.system());
    const tricorne::GameState state = tricorne::startGame(rules, 0);
    QCOMPARE(model.rowCount(), static_cast<int>(state.objectives.size()));
    for (int i = 0; i < model.rowCount(); ++i) {
        const QModelIndex index = model.index(i);
        const auto& held = state.objectives[static_cast<std::size_t>(i)].held;
        QCOMPARE(index.data(HoldsModel::BottomBannersRole).toInt(), static_cast<int>(held[tricorne::Position::Bottom]));
        QCOMPARE(index.data(HoldsModel::TopBannersRole).toInt(), static_cast<int>(held[tricorne::Position::Top]));
    }
    QVERIFY(model.banners().contains(QString::number(state.banners[tricorne::Position::Bottom])));
}

}  // namespace

class HoldsTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QQuickStyle::setStyle(QStringLiteral("Fusion")); }
    void whoHoldsWhatIsTheEnginesStartForEveryShippedBattle();
    void whoHoldsWhatFollowsAnEdit();
    void whoHoldsWhatPanelShowsAnObjectivesHexesOnTheBoard();
};

void HoldsTest::whoHoldsWhatIsTheEnginesStartForEveryShippedBattle() {
    QTemporaryDir dir;
    QStringList files{writeHoldsBattle(dir)};
    for (const QString& folder : {QStringLiteral("scenarios"), QStringLiteral("templates/scenarios")})
        for (const QString& name : QDir(sourcePath(folder)).entryList({QStringLiteral("*.tricorne.json")}))
            files << sourcePath(folder + QLatin1Char('/') + name);
    QVERIFY(files.size() >= 7);
    int objectives = 0;
    for (const QString& file : files) {
        ScenarioDocument document;
        QVERIFY2(document.openFile(file), qPrintable(file));
        HoldsModel model;
        model.setDocument(&document);
        model.setShown(true);
        compareWithTheEngine(model, document);
        objectives += model.rowCount();
    }
    QVERIFY(objectives >= 8);

    // The battle with many kinds: the words the engine gives, sides named by their armies.
    ScenarioDocument document;
    QVERIFY(document.openFile(files.front()));
    HoldsModel model;
    model.setDocument(&document);
    model.setShown(true);
    QCOMPARE(model.index(0).data(HoldsModel::HolderRole).toString(), QStringLiteral("Government holds 1 banner"));
    QCOMPARE(model.index(0).data(HoldsModel::ReasonRole).toString(), QStringLiteral("Government occupied it last"));
    QCOMPARE(model.index(1).data(HoldsModel::HolderRole).toString(), QStringLiteral("Jacobite holds 1 banner"));
    QCOMPARE(model.index(3).data(HoldsModel::NeverRole).toString(),
             QStringLiteral("can never be scored by Jacobite: it is for the other side only"));
    QCOMPARE(model.banners(), QStringLiteral("Jacobite 3 · Government 1"));
}

void HoldsTest::whoHoldsWhatFollowsAnEdit() {
    QTemporaryDir dir;
    ScenarioDocument document;
    QVERIFY(document.openFile(writeHoldsBattle(dir)));
    ScenarioEditor editor;
    editor.setDocument(&document);
    HoldsModel model;
    model.setDocument(&document);
    model.setShown(true);
    QCOMPARE(model.index(3).data(HoldsModel::TopBannersRole).toInt(), 0);
    QSignalSpy changed(&model, &HoldsModel::holdsChanged);
    // A Government unit onto the ford: the temporary objective is the top side's at once.
    QVERIFY(editor.movePiece(11, 3, 6, 9, false));
    QCOMPARE(changed.count(), 1);
    compareWithTheEngine(model, document);
    QCOMPARE(model.index(3).data(HoldsModel::TopBannersRole).toInt(), 1);
    QCOMPARE(model.index(3).data(HoldsModel::ReasonRole).toString(), QStringLiteral("1 Government unit on its hexes"));
    document.undoStack()->undo();
    compareWithTheEngine(model, document);
    QCOMPARE(model.index(3).data(HoldsModel::TopBannersRole).toInt(), 0);
    // Hidden (its tab not current), it leaves edits alone and catches up when shown again.
    model.setShown(false);
    document.undoStack()->redo();
    QCOMPARE(model.index(3).data(HoldsModel::TopBannersRole).toInt(), 0);
    model.setShown(true);
    compareWithTheEngine(model, document);
    QCOMPARE(model.index(3).data(HoldsModel::TopBannersRole).toInt(), 1);
    // Two units on one hex is an error: no game can start, and the panel says so.
    document.editableScenario().units[1].hex = document.scenario()->units[0].hex;
    document.scenarioEdited(ScenarioChange::everything());
    QVERIFY(!model.available());
    QVERIFY(model.status().contains(QStringLiteral("Problems")));
}

void HoldsTest::whoHoldsWhatPanelShowsAnObjectivesHexesOnTheBoard() {
    QTemporaryDir dir;
    ScenarioDocument document;
    QVERIFY(document.openFile(writeHoldsBattle(dir)));
    QQmlApplicationEngine engine;
    QQuickWindow* window = fixtures::loadMainWindow(engine, document);
    QVERIFY(window);
    QVERIFY(QTest::qWaitForWindowExposed(window));
    const auto visibleNamed = [&](const QString& name) {
        return fixtures::findItem(window->contentItem(), [&](QQuickItem* i) { return i->objectName() == name && i->isVisible(); });
    };
    const auto centre = [](QQuickItem* item) { return item->mapToScene({item->width() / 2, item->height() / 2}).toPoint(); };
    QQuickItem* tab = visibleNamed(QStringLiteral("tab-holds"));
    QVERIFY(tab);
    QTest::mouseClick(window, Qt::LeftButton, {}, centre(tab));
    QQuickItem* ridge = nullptr;
    QTRY_VERIFY((ridge = visibleNamed(QStringLiteral("holder-ridge"))) != nullptr);
    HoldsModel model;
    model.setDocument(&document);
    model.setShown(true);
    QCOMPARE(ridge->property("text").toString(), model.index(2).data(HoldsModel::HolderRole).toString());
    QCOMPARE(visibleNamed(QStringLiteral("holdsBanners"))->property("text").toString(),
             QStringLiteral("Banners at the start: ") + model.banners());

    QTest::mouseClick(window, Qt::LeftButton, {}, centre(ridge));
    QQuickItem* board = visibleNamed(QStringLiteral("board"));
    QVERIFY(board);
    const QVariantList shown = board->property("shownHexes").toList();
    QCOMPARE(shown, model.index(2).data(HoldsModel::HexesRole).toList());
    int outlines = 0;
    fixtures::forEachItem(window->contentItem(), [&](QQuickItem* i) { outlines += i->objectName() == QStringLiteral("shownHex") ? 1 : 0; });
    QCOMPARE(outlines, 4);
}

STUDIO_TEST_MAIN("studio-holds-tests", HoldsTest)
#include "holds_test.moc"
