// Pieces you can tell apart: every unit type of both game systems has a symbol of
// its own (descriptors and rendered blocks compared pairwise), every piece has a tooltip with
// its facts, objective markers lie over units and the balance heat map under them, leader tags
// show the full name, sides are named by their armies and endings by their words; and a
// screenshot of every unit type of both systems beside the unit key.
#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QPainter>
#include <QQmlApplicationEngine>
#include <QQmlComponent>
#include <QQuickItem>
#include <QQuickStyle>
#include <QQuickWindow>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#include <functional>
#include <memory>

#include "balance/balancereport.h"
#include "common/boardgeometry.h"
#include "common/unitsymbol.h"
#include "document/scenariodocument.h"
#include "editing/scenarioeditor.h"
#include "main_window.h"
#include "playtest/playtestsession.h"
#include "quick_items.h"
#include "studio_test_main.h"
#include "tricorne/text/rule_text.h"
#include "tricorne/validate/validate.h"

namespace {

using namespace tricorne;
using fixtures::findItem;

QString qs(const std::string& s) { return QString::fromStdString(s); }

const char* const kBlankTemplates[] = {"blank-jacobite-rising", "blank-american-revolution"};

QString templatePath(const char* name) {
    return QStringLiteral(TRICORNE_SOURCE_DIR "/templates/scenarios/%1.tricorne.json").arg(QLatin1String(name));
}

QStringList shippedScenarios() {
    QStringList out;
    for (const QString& dir : {QStringLiteral(TRICORNE_SOURCE_DIR "/scenarios"), QStringLiteral(TRICORNE_SOURCE_DIR "/templates/scenarios")})
        for (const QFileInfo& file : QDir(dir).entryInfoList({QStringLiteral("*.tricorne.json")}, QDir::Files, QDir::Name))
            out << file.filePath();
    return out;
}

/// The game systems this build ships.
std::vector<const GameSystem*> shippedSystems() {
    std::vector<const GameSystem*> out;
    for (const std::string& id : builtinSystems().ids()) out.push_back(builtinSystems().find(id));
    return out;
}

/// One unit type of a system, by id (a type of the same id in two armies is one type).
struct TypeEntry {
    std::string id, name;
    const UnitType* type;
};

std::vector<TypeEntry> typesOf(const GameSystem& system) {
    std::vector<TypeEntry> out;
    for (const Army& army : system.armies)
        for (const UnitType& type : army.unitTypes)
            if (std::none_of(out.begin(), out.end(), [&](const TypeEntry& e) { return e.id == type.id; }))
                out.push_back({type.id, type.name, &type});
    return out;
}

QQuickItem* byName(QQuickItem* root, const QString& name) {
    return findItem(root, [&](QQuickItem* i) { return i->objectName() == name; });
}

/// The child of `ancestor` that holds `item`.
QQuickItem* childHolding(QQuickItem* ancestor, QQuickItem* item) {
    while (item && item->parentItem() != ancestor) item = item->parentItem();
    return item;
}

/// Pixels that differ between two images of the same size.
int differingPixels(const QImage& a, const QImage& b) {
    int n = 0;
    for (int y = 0; y < a.height(); ++y)
        for (int x = 0; x < a.width(); ++x)
            if (a.pixel(x, y) != b.pixel(x, y)) ++n;
    return n;
}

/// Killiecrankie with one more objective, Urrard House on hex 6,5, worth 2 banners to the top
/// side and 1 to the bottom (no shipped battle has one worth banners by side), and `more`
/// fields, written into `dir`; the file's path.
QString killiecrankieWithUrrard(const QTemporaryDir& dir, const QJsonObject& more) {
    QFile file(QStringLiteral(TRICORNE_SOURCE_DIR "/scenarios/killiecrankie.tricorne.json"));
    if (!file.open(QIODevice::ReadOnly)) return {};
    QJsonObject json = QJsonDocument::fromJson(file.readAll()).object();
    QJsonArray objectives = json.value(QStringLiteral("objectives")).toArray();
    QJsonArray hexes;   // not QJsonArray{QJsonArray{6, 5}}: clang reads that as a copy (CWG 2137)
    hexes.append(QJsonArray{6, 5});
    QJsonObject urrard{{QStringLiteral("id"), QStringLiteral("urrard")}, {QStringLiteral("name"), QStringLiteral("Urrard House")},
                       {QStringLiteral("kind"), QStringLiteral("temporary")}, {QStringLiteral("for"), QStringLiteral("both")},
                       {QStringLiteral("hexes"), hexes},
                       {QStringLiteral("bannersBySide"), QJsonObject{{QStringLiteral("top"), 2}, {QStringLiteral("bottom"), 1}}}};
    for (auto it = more.begin(); it != more.end(); ++it) urrard.insert(it.key(), it.value());
    objectives.append(urrard);
    json.insert(QStringLiteral("objectives"), objectives);
    QFile out(dir.filePath(QStringLiteral("by-side.tricorne.json")));
    if (!out.open(QIODevice::WriteOnly)) return {};
    out.write(QJsonDocument(json).toJson());
    return out.fileName();
}

/// Every text shown under `root` that names a side by its place on the board ("the top side",
/// "Top bot", "bottom fires first") instead of its army; "(top edge)", a place, is allowed.
/// Texts, fields, and each entry of a shown combo box (textAt).
QStringList sidesByPosition(QQuickItem* root) {
    static const QRegularExpression position(QStringLiteral("\\b(top|bottom)\\b(?! edge)"), QRegularExpression::CaseInsensitiveOption);
    QStringList out;
    fixtures::forEachItem(root, [&](QQuickItem* item) {
        for (QQuickItem* up = item; up; up = up->parentItem())
            if (!up->isVisible() || up->opacity() == 0) return;
        QStringList texts;
        if (item->inherits("QQuickText") || item->inherits("QQuickTextInput") || item->inherits("QQuickTextEdit"))
            texts << item->property("text").toString();
        if (item->inherits("QQuickComboBox"))
            for (int k = 0; k < item->property("count").toInt(); ++k) {
                QString t;
                QMetaObject::invokeMethod(item, "textAt", Q_RETURN_ARG(QString, t), Q_ARG(int, k));
                texts << t;
            }
        for (const QString& t : texts)
            if (t.contains(position)) out << QStringLiteral("%1 \"%2\": %3").arg(QString::fromLatin1(item->metaObject()->className()), item->objectName(), t);
    });
    return out;
}

}  // namespace

class PieceSymbolsTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QQuickStyle::setStyle(QStringLiteral("Fusion")); }
    void everyUnitTypeHasADistinctSymbol();
    void everyUnitTypeIsDrawnDistinctly();
    void everyPieceHasATooltipWithItsFacts();
    void theBoardShowsTheHoveredPiecesTooltip();
    void objectiveMarkersLieOverUnitsAndTheHeatMapUnder();
    void leaderTagsShowTheFullName();
    void sidesAreNamedByTheirArmies();
    void noShownTextNamesASideByItsPlace();
    void aMarkerWorthBannersBySideShowsEachSidesNumberInItsColour();
    void endingsAreNamedInWords();
    void screenshotOfEveryUnitTypeWithTheKey();

private:
    QQuickWindow* showMainWindow(QQmlApplicationEngine& engine, ScenarioDocument& document) {
        QQuickWindow* window = fixtures::loadMainWindow(engine, document);
        if (window && !QTest::qWaitForWindowExposed(window)) return nullptr;
        return window;
    }
};

void PieceSymbolsTest::everyUnitTypeHasADistinctSymbol() {
    for (const GameSystem* system : shippedSystems()) {
        const std::vector<TypeEntry> types = typesOf(*system);
        QVERIFY(types.size() >= 9);
        for (std::size_t i = 0; i < types.size(); ++i) {
            const UnitSymbol a = unitSymbol(*types[i].type);
            QVERIFY2(!a.word.isEmpty() && !a.band.isEmpty(), types[i].id.c_str());
            for (std::size_t j = i + 1; j < types.size(); ++j) {
                const UnitSymbol b = unitSymbol(*types[j].type);
                // Told apart on the block itself: by the drawing in the frame, or its band and word.
                const bool drawnApart = types[i].type->kind != types[j].type->kind || a.strokes != b.strokes || a.fills != b.fills ||
                                        a.dashedFrame != b.dashedFrame;
                QVERIFY2(drawnApart, qPrintable(QStringLiteral("%1: %2 and %3 share a symbol").arg(qs(system->name), qs(types[i].name), qs(types[j].name))));
                QVERIFY2(a.word != b.word || a.band != b.band || types[i].type->kind != types[j].type->kind,
                         qPrintable(QStringLiteral("%1 and %2 share a band").arg(qs(types[i].name), qs(types[j].name))));
            }
        }
        // One type id is one symbol in every army that fields it (Regular Infantry on both sides).
        for (const Army& army : system->armies)
            for (const UnitType& type : army.unitTypes) {
                const auto same = std::find_if(types.begin(), types.end(), [&](const TypeEntry& e) { return e.id == type.id; });
                QVERIFY(unitSymbol(type) == unitSymbol(*same->type));
            }
    }
}

void PieceSymbolsTest::everyUnitTypeIsDrawnDistinctly() {
    // Each type's block as the board draws it (UnitBlock.qml), in one neutral colour: only the
    // symbol differs, and every pair of images must differ.
    QQmlEngine engine;
    engine.addImportPath(QStringLiteral("qrc:/qt/qml"));
    QQmlComponent component(&engine);
    component.setData("import QtQuick\nimport Tricorne.Studio\n"
                      "Rectangle { width: 56; height: 56; color: 'white'\n"
                      "  UnitBlock { objectName: 'block'; x: 28; y: 28; colour: '#606060'; blocks: 4 } }",
                      QUrl());
    QVERIFY2(component.isReady(), qPrintable(component.errorString()));
    std::unique_ptr<QObject> root(component.create());
    QVERIFY(root);
    QQuickWindow window;
    window.resize(56, 56);
    auto* item = qobject_cast<QQuickItem*>(root.get());
    item->setParentItem(window.contentItem());
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QObject* block = root->findChild<QObject*>(QStringLiteral("block"));
    QVERIFY(block);

    for (const GameSystem* system : shippedSystems()) {
        const std::vector<TypeEntry> types = typesOf(*system);
        std::vector<QImage> images;
        for (const TypeEntry& t : types) {
            block->setProperty("symbol", unitSymbol(*t.type).toMap());
            QTest::qWait(20);
            images.push_back(window.grabWindow());
        }
        for (std::size_t i = 0; i < types.size(); ++i)
            for (std::size_t j = i + 1; j < types.size(); ++j)
                QVERIFY2(differingPixels(images[i], images[j]) > 20,
                         qPrintable(QStringLiteral("%1: %2 and %3 look alike").arg(qs(system->name), qs(types[i].name), qs(types[j].name))));
    }
}

void PieceSymbolsTest::everyPieceHasATooltipWithItsFacts() {
    for (const QString& path : shippedScenarios()) {
        ScenarioDocument document;
        QVERIFY2(document.openFile(path), qPrintable(path));
        const Scenario& scenario = *document.scenario();
        const GameSystem& system = *document.system();
        const BoardModel& board = *document.board();
        for (const Unit& unit : scenario.units) {
            const Offset at = toOffset(unit.hex);
            const QString tip = board.pieceTip(at.col, at.row);
            const Army* army = system.army(unit.army);
            QVERIFY(army);
            const QStringList facts{qs(army->unitType(unit.type)->name), qs(army->name),
                                    unit.blocks == 1 ? QStringLiteral("1 block") : QStringLiteral("%1 blocks").arg(unit.blocks)};
            for (const QString& fact : facts) QVERIFY2(tip.contains(fact), qPrintable(path + QStringLiteral(": ") + tip));
            if (!unit.name.empty()) QVERIFY2(tip.contains(qs(unit.name)), qPrintable(tip));
            if (unit.chief) {
                const Faction* faction = system.faction(army->faction);
                QVERIFY2(tip.contains(faction->chiefMarker ? qs(*faction->chiefMarker) : QStringLiteral("Chief")), qPrintable(tip));
            }
        }
        for (const Leader& leader : scenario.leaders) {
            const Offset at = toOffset(leader.hex);
            const QString tip = board.pieceTip(at.col, at.row);
            QVERIFY2(tip.contains(qs(leader.name)), qPrintable(path + QStringLiteral(": ") + tip));
            const bool attached = std::any_of(scenario.units.begin(), scenario.units.end(), [&](const Unit& u) { return u.hex == leader.hex; });
            QVERIFY2(tip.contains(attached ? QStringLiteral("Leader attached: ") : qs(system.army(leader.army)->name)), qPrintable(tip));
        }
        for (const Objective& objective : scenario.objectives)
            for (const Hex hex : objective.hexes) {
                const QString tip = board.pieceTip(toOffset(hex).col, toOffset(hex).row);
                const QString name = qs(objective.name.empty() ? objective.id : objective.name);
                QVERIFY2(tip.contains(QStringLiteral("Objective %1: ").arg(name)), qPrintable(path + QStringLiteral(": ") + tip));
                if (objective.banners || objective.bannersTop || objective.bannersBottom)
                    QVERIFY2(tip.contains(QLatin1String(" banner")), qPrintable(tip));
                else   // worth no banners (an immediate victory): what it does, in the engine's words, naming the side
                    QVERIFY2(tip.contains(qs(describeObjective(objective, SideWords{board.bottomName().toStdString(), board.topName().toStdString()}))),
                             qPrintable(tip));
                if (!objective.banners && (objective.bannersTop || objective.bannersBottom))   // worth differs by side: named
                    QVERIFY2(tip.contains(board.topName()) && tip.contains(board.bottomName()), qPrintable(tip));
            }
    }
    // An objective worth different banners to each side names the sides (no shipped battle has one).
    QTemporaryDir dir;
    ScenarioDocument bySide;
    QVERIFY2(bySide.openFile(killiecrankieWithUrrard(dir, {})), qPrintable(bySide.errorString()));
    const QString tip = bySide.board()->pieceTip(6, 5);
    QVERIFY2(tip.contains(QStringLiteral("Objective Urrard House: %1 2 banners, %2 1 banner").arg(bySide.board()->topName(), bySide.board()->bottomName())),
             qPrintable(tip));

    ScenarioDocument empty;
    QVERIFY(empty.newFromTemplate(templatePath("blank-jacobite-rising")));
    QCOMPARE(empty.board()->pieceTip(6, 5), QString());
    QCOMPARE(empty.board()->pieceTip(-1, 5), QString());
}

void PieceSymbolsTest::theBoardShowsTheHoveredPiecesTooltip() {
    ScenarioDocument document;
    QVERIFY(document.openFile(QStringLiteral(TRICORNE_SOURCE_DIR "/scenarios/killiecrankie.tricorne.json")));
    QQmlApplicationEngine engine;
    QQuickWindow* window = showMainWindow(engine, document);
    QVERIFY(window);
    QObject* tip = window->findChild<QObject*>(QStringLiteral("pieceToolTip"));
    QVERIFY(tip);
    QVERIFY(!tip->property("visible").toBool());

    const Offset at = toOffset(document.scenario()->units.front().hex);
    QTest::mouseMove(window, BoardGeometry::windowPoint(window->size(), at).toPoint());
    QTRY_VERIFY(tip->property("visible").toBool());
    QCOMPARE(tip->property("text").toString(), document.board()->pieceTip(at.col, at.row));

    // The tooltip follows an edit of the hovered piece (no stale facts).
    ScenarioEditor editor;
    editor.setDocument(&document);
    QVERIFY(editor.setUnitBlocks(at.col, at.row, 1));
    QTRY_VERIFY(tip->property("text").toString().contains(QStringLiteral("1 block\n")));

    // An empty hex has none.
    QTest::mouseMove(window, BoardGeometry::windowPoint(window->size(), {11, 9}).toPoint());
    QTRY_VERIFY(!tip->property("visible").toBool());
}

void PieceSymbolsTest::objectiveMarkersLieOverUnitsAndTheHeatMapUnder() {
    ScenarioDocument document;
    QVERIFY(document.newFromTemplate(templatePath("blank-jacobite-rising")));
    ScenarioEditor editor;
    editor.setDocument(&document);
    QVERIFY(!editor.placeUnit(6, 5, QStringLiteral("jacobite"), QStringLiteral("highland"), 4, {}).isEmpty());
    QVERIFY(editor.placeLeader(6, 5, QStringLiteral("jacobite"), QStringLiteral("Lord George Murray")));
    QVERIFY(editor.addObjective(6, 5) >= 0);
    QQmlApplicationEngine engine;
    QQuickWindow* window = showMainWindow(engine, document);
    QVERIFY(window);

    // Every hex has the marker's loader; the objective's hex has the active one.
    QQuickItem* marker = findItem(window->contentItem(), [](QQuickItem* i) {
        return i->objectName() == QLatin1String("objectiveLoader") && i->property("active").toBool();
    });
    QVERIFY(marker);
    QQuickItem* pieces = marker->parentItem();
    QQuickItem* unit = findItem(pieces, [](QQuickItem* i) { return i->objectName() == QLatin1String("unitSymbol"); });
    QQuickItem* leader = findItem(pieces, [](QQuickItem* i) { return i->objectName() == QLatin1String("leaderName"); });
    QVERIFY(unit && leader);
    // Siblings paint in order (all at z 0): the marker after the unit's and leader's loaders.
    const QList<QQuickItem*> order = pieces->childItems();
    QVERIFY(order.indexOf(marker) > order.indexOf(childHolding(pieces, unit)));
    QVERIFY(order.indexOf(marker) > order.indexOf(childHolding(pieces, leader)));
    for (QQuickItem* sibling : order) QCOMPARE(sibling->z(), 0.0);

    // The banner value is shown, and the marker's flag overlaps the block yet is not hidden
    // by it: the flag's colour at its middle.
    QQuickItem* banners = byName(marker, QStringLiteral("objectiveBanners"));
    QVERIFY(banners);
    QCOMPARE(banners->property("text").toString(), document.board()->data(document.board()->index(tricorne::board::indexOf(Offset{6, 5})),
                                                                           BoardModel::ObjectiveBannersRole).toString());
    const QRectF flag = banners->mapRectToScene(QRectF(0, 0, banners->width(), banners->height()));
    const QRectF block = unit->parentItem()->mapRectToScene(QRectF(0, 0, unit->parentItem()->width(), unit->parentItem()->height()));
    QVERIFY2(flag.intersects(block), "the marker stands on the unit");
    QTest::qWait(50);
    const QImage image = window->grabWindow();
    const QRectF overlap = flag.intersected(block);
    const QColor seen = image.pixelColor((overlap.center() * window->devicePixelRatio()).toPoint());
    QVERIFY2(seen.hsvHue() > 35 && seen.hsvHue() < 60 && seen.hsvSaturation() > 100, qPrintable(seen.name()));

    // The heat map is a layer of the board under every hex's pieces.
    QQuickItem* surface = byName(window->contentItem(), QStringLiteral("boardSurface"));
    QQuickItem* heat = byName(window->contentItem(), QStringLiteral("balanceHeatMap"));
    QVERIFY(surface && heat);
    QCOMPARE(heat->parentItem(), surface);
    const QList<QQuickItem*> layers = surface->childItems();
    QVERIFY(layers.indexOf(heat) < layers.indexOf(pieces));
    QVERIFY(!findItem(heat, [](QQuickItem* i) { return i->inherits("QQuickText"); }));  // no count badges
}

void PieceSymbolsTest::leaderTagsShowTheFullName() {
    QQmlEngine engine;
    engine.addImportPath(QStringLiteral("qrc:/qt/qml"));
    QQmlComponent component(&engine);
    component.setData("import Tricorne.Studio\nLeaderTag {}", QUrl());
    QVERIFY2(component.isReady(), qPrintable(component.errorString()));
    QStringList names;
    for (const QString& path : shippedScenarios()) {
        ScenarioDocument document;
        QVERIFY(document.openFile(path));
        for (const Leader& leader : document.scenario()->leaders) names << qs(leader.name);
    }
    names << QStringLiteral("Friedrich Riedesel") << QStringLiteral("Earl of Dunfermline");
    const qreal hexWidth = BoardGeometry::kHexSize * std::sqrt(3.0);
    for (const QString& name : names) {
        std::unique_ptr<QObject> tag(component.createWithInitialProperties({{QStringLiteral("name"), name}}));
        QVERIFY(tag);
        auto* label = tag->findChild<QQuickItem*>(QStringLiteral("leaderName"));
        QVERIFY(label);
        const QString shown = label->property("text").toString();
        QVERIFY2(!label->property("truncated").toBool(), qPrintable(name + QStringLiteral(" is cut: ") + shown));
        QVERIFY2(label->parentItem()->width() < hexWidth, qPrintable(name));
        // The full name, or a tidy short form ending with the surname (the tooltip has the whole).
        QVERIFY2(shown == name || name.endsWith(shown.section(u' ', -1)), qPrintable(name + QStringLiteral(" → ") + shown));
        if (name.size() <= 10) QCOMPARE(shown, name);   // "Enoch Poor", "Dundee"
    }
    std::unique_ptr<QObject> tag(component.createWithInitialProperties({{QStringLiteral("name"), QStringLiteral("Friedrich Riedesel")}}));
    const QString riedesel = tag->findChild<QQuickItem*>(QStringLiteral("leaderName"))->property("text").toString();
    QVERIFY2(riedesel == QStringLiteral("Friedrich Riedesel") || riedesel == QStringLiteral("F. Riedesel"), qPrintable(riedesel));
}

void PieceSymbolsTest::sidesAreNamedByTheirArmies() {
    ScenarioDocument document;
    QVERIFY(document.openFile(QStringLiteral(TRICORNE_SOURCE_DIR "/scenarios/killiecrankie.tricorne.json")));
    const QString top = document.board()->topName(), bottom = document.board()->bottomName();
    QCOMPARE(QSet<QString>({top, bottom}), QSet<QString>({QStringLiteral("Jacobite"), QStringLiteral("Government")}));
    ScenarioEditor editor;   // an objective and an opening cannonade: the Rules tab's side choices
    editor.setDocument(&document);
    QVERIFY(editor.addObjective(6, 5) >= 0);
    if (!std::any_of(document.scenario()->specialRules.begin(), document.scenario()->specialRules.end(),
                     [](const SpecialRule& r) { return r.kind == SpecialRuleKind::OpeningCannonade; }))
        QVERIFY(editor.addSpecialRule(QStringLiteral("opening-cannonade")) >= 0);
    QQmlApplicationEngine engine;
    QQuickWindow* window = showMainWindow(engine, document);
    QVERIFY(window);

    // The side panel makes a tab's page when the tab is first shown (LazyPanel): show each.
    for (const char* tab : {"tab-notes", "tab-rules", "tab-balance"}) {
        QQuickItem* button = byName(window->contentItem(), QLatin1String(tab));   // a Repeater's: in the item tree only
        QVERIFY2(button, tab);
        QVERIFY(QMetaObject::invokeMethod(button, "clicked"));
    }

    // Everywhere the board's panels name a side: by its army, never "top"/"bottom".
    auto texts = [&](const QString& objectName) {
        QStringList out;
        std::function<void(QQuickItem*)> walk = [&](QQuickItem* i) {
            if (i->objectName() == objectName) {
                if (i->property("count").isValid())
                    for (int k = 0; k < i->property("count").toInt(); ++k) {
                        QString t;
                        QMetaObject::invokeMethod(i, "textAt", Q_RETURN_ARG(QString, t), Q_ARG(int, k));
                        out << t;
                    }
                else
                    out << i->property("text").toString();
            }
            for (QQuickItem* c : i->childItems()) walk(c);
        };
        walk(window->contentItem());
        return out;
    };
    QCOMPARE(texts(QStringLiteral("balanceBottomBotLabel")), QStringList{bottom + QStringLiteral(" bot")});
    QCOMPARE(texts(QStringLiteral("balanceTopBotLabel")), QStringList{top + QStringLiteral(" bot")});
    QCOMPARE(texts(QStringLiteral("firstPlayerBox")), (QStringList{bottom, top}));
    const QStringList scorers = texts(QStringLiteral("field-for"));
    QVERIFY(!scorers.isEmpty());
    QCOMPARE(scorers.mid(0, 3), (QStringList{QStringLiteral("Both sides"), top, bottom}));
    for (const QString& t : scorers) QVERIFY2(!t.contains(QLatin1String("top side")) && !t.contains(QLatin1String("bottom side")), qPrintable(t));
    QCOMPARE(texts(QStringLiteral("field-mustRetire-top")), QStringList{top});  // the cannonade's "must retire" sides
    QCOMPARE(texts(QStringLiteral("field-mustRetire-bottom")), QStringList{bottom});
}

void PieceSymbolsTest::noShownTextNamesASideByItsPlace() {
    // Killiecrankie with what names a side in the panels: an objective worth banners by side
    // and held by one at the start, an opening cannonade whose guns retire on both sides.
    QTemporaryDir dir;
    ScenarioDocument document;
    QVERIFY2(document.openFile(killiecrankieWithUrrard(dir, {{QStringLiteral("holder"), QStringLiteral("bottom")}})),
             qPrintable(document.errorString()));
    ScenarioEditor editor;
    editor.setDocument(&document);
    int cannonade = -1;
    for (int i = 0; i < int(document.scenario()->specialRules.size()); ++i)
        if (document.scenario()->specialRules[std::size_t(i)].kind == SpecialRuleKind::OpeningCannonade) cannonade = i;
    if (cannonade < 0) cannonade = editor.addSpecialRule(QStringLiteral("opening-cannonade"));
    QVERIFY(editor.setSpecialRuleProperty(cannonade, QStringLiteral("mustRetire"), QVariantList{QStringLiteral("bottom"), QStringLiteral("top")}));
    QQmlApplicationEngine engine;
    QQuickWindow* window = showMainWindow(engine, document);
    QVERIFY(window);
    window->resize(1280, 800);

    QStringList found;
    // The left panel's inspector on a unit with its leader (Dundee's hex), then every tab.
    const QPoint dundee = BoardGeometry::windowPoint(window->size(), {6, 8}).toPoint();
    QTest::mouseClick(window, Qt::LeftButton, {}, dundee);
    QTest::qWait(50);
    for (const char* tab : {"tab-problems", "tab-notes", "tab-rules", "tab-roster", "tab-history", "tab-balance"}) {
        QQuickItem* button = byName(window->contentItem(), QLatin1String(tab));   // a Repeater's: in the item tree only
        QVERIFY2(button, tab);
        QVERIFY(QMetaObject::invokeMethod(button, "clicked"));
        QTest::qWait(50);
        for (const QString& t : sidesByPosition(window->contentItem())) found << QLatin1String(tab) + QStringLiteral(": ") + t;
    }
    // The playtest's panels and log, two humans at the first decision.
    auto* session = window->property("playtestSession").value<PlaytestSession*>();
    QVERIFY(session);
    session->setBottomPlayer(QStringLiteral("human"));
    session->setTopPlayer(QStringLiteral("human"));
    QQuickItem* start = byName(window->contentItem(), QStringLiteral("playtestButton"));
    QVERIFY(start);
    QTest::mouseClick(window, Qt::LeftButton, {}, start->mapToScene({start->width() / 2, start->height() / 2}).toPoint());
    QTRY_VERIFY(session->isActive());
    QTest::qWait(100);
    for (const QString& t : sidesByPosition(window->contentItem())) found << QStringLiteral("playtest: ") + t;
    found.removeDuplicates();
    QVERIFY2(found.isEmpty(), qPrintable(found.join(QLatin1Char('\n'))));
}

void PieceSymbolsTest::aMarkerWorthBannersBySideShowsEachSidesNumberInItsColour() {
    QTemporaryDir dir;
    ScenarioDocument document;
    QVERIFY2(document.openFile(killiecrankieWithUrrard(dir, {})), qPrintable(document.errorString()));
    const BoardModel& board = *document.board();
    // The tooltip names the sides top first; the marker's chips come in that order, each in
    // its side's colour: the colour its units wear on the board.
    QVERIFY2(board.pieceTip(6, 5).contains(QStringLiteral("%1 2 banners, %2 1 banner").arg(board.topName(), board.bottomName())),
             qPrintable(board.pieceTip(6, 5)));
    auto colourOf = [&](const QString& sideName) {
        for (int i = 0; i < board.rowCount(); ++i) {
            const QModelIndex index = board.index(i);
            if (board.data(index, BoardModel::HasUnitRole).toBool() &&
                board.pieceTip(board.data(index, BoardModel::ColRole).toInt(), board.data(index, BoardModel::RowRole).toInt())
                    .contains(QStringLiteral(" — ") + sideName))
                return QColor(board.data(index, BoardModel::UnitColorRole).toString());
        }
        return QColor();
    };
    const QColor top = colourOf(board.topName()), bottom = colourOf(board.bottomName());
    QVERIFY(top.isValid() && bottom.isValid() && top != bottom);

    QQmlApplicationEngine engine;
    QQuickWindow* window = showMainWindow(engine, document);
    QVERIFY(window);
    QList<QQuickItem*> chips;
    fixtures::forEachItem(window->contentItem(), [&](QQuickItem* i) {
        if (i->objectName() == QLatin1String("objectiveSide") && i->isVisible()) chips << i;
    });
    QCOMPARE(chips.size(), 2);
    std::sort(chips.begin(), chips.end(), [](QQuickItem* a, QQuickItem* b) { return a->mapToScene({}).x() < b->mapToScene({}).x(); });
    QCOMPARE(chips[0]->property("color").value<QColor>(), top);
    QCOMPARE(chips[1]->property("color").value<QColor>(), bottom);
    auto number = [](QQuickItem* chip) { return findItem(chip, [](QQuickItem* i) { return i->inherits("QQuickText"); })->property("text").toString(); };
    QCOMPARE(number(chips[0]), QStringLiteral("2"));
    QCOMPARE(number(chips[1]), QStringLiteral("1"));
    // Not the old "2/1", which said nothing of whose number is whose.
    QQuickItem* label = findItem(chips[0]->parentItem()->parentItem(), [](QQuickItem* i) { return i->objectName() == QLatin1String("objectiveBanners"); });
    QVERIFY(label);
    QVERIFY(!label->isVisible() || !label->property("text").toString().contains(QLatin1Char('/')));
    // The status line over the hex says the same in words.
    QTest::mouseMove(window, BoardGeometry::windowPoint(window->size(), {6, 5}).toPoint());
    QTest::qWait(50);
    const QString status = byName(window->contentItem(), QStringLiteral("statusLine"))->property("text").toString();
    QVERIFY2(status.contains(QStringLiteral("Urrard House: %1 2 banners, %2 1 banner").arg(board.topName(), board.bottomName())), qPrintable(status));
}

void PieceSymbolsTest::endingsAreNamedInWords() {
    SimulationResult result;
    result.games = result.played = 5;
    result.endReasons = {{"banners", 2}, {"sudden-death", 1}, {"immediate-victory", 1}};
    result.unfinished = 1;
    QStringList words;
    for (const QVariant& v : balance::toVariant(result, nullptr, {}, {}).value(QStringLiteral("endReasons")).toList())
        words << v.toMap().value(QStringLiteral("words")).toString();
    QCOMPARE(words, (QStringList{QStringLiteral("Victory banners"), QStringLiteral("Immediate victory"), QStringLiteral("Sudden death"),
                                 QStringLiteral("Unfinished")}));
}

void PieceSymbolsTest::screenshotOfEveryUnitTypeWithTheKey() {
    // For each system: its blank board with one unit of every type of every army, army by army
    // on rows 0, 2 and 4, a Chief marker, a leader and an objective, and the unit key open.
    std::vector<QImage> shots;
    for (const char* name : kBlankTemplates) {
        ScenarioDocument document;
        QVERIFY(document.newFromTemplate(templatePath(name)));
        ScenarioEditor editor;
        editor.setDocument(&document);
        int row = 0;
        for (const Army& army : document.system()->armies) {
            int col = 0;
            for (const UnitType& type : army.unitTypes) {
                QVERIFY(!editor.placeUnit(col, row, qs(army.id), qs(type.id), 4, {}).isEmpty());
                ++col;
            }
            row += 2;
        }
        const Army& first = document.system()->armies.front();
        if (document.system()->faction(first.faction)->chiefMarker)   // the Jacobite Rising's Clan Chief
            QVERIFY(editor.setUnitChief(0, 0, true));
        QVERIFY(editor.placeLeader(1, 0, qs(first.id), QStringLiteral("Lord George Murray")));
        QVERIFY(editor.addObjective(2, 2) >= 0);
        QQmlApplicationEngine engine;
        QQuickWindow* window = showMainWindow(engine, document);
        QVERIFY(window);
        QQuickItem* key = byName(window->contentItem(), QStringLiteral("unitKey"));
        QVERIFY(key);
        key->setProperty("open", true);
        // The key lists every type of the system, each with the board's block.
        int entries = 0;
        std::function<void(QQuickItem*)> count = [&](QQuickItem* i) {
            if (i->objectName() == QLatin1String("unitKeyEntry")) ++entries;
            for (QQuickItem* c : i->childItems()) count(c);
        };
        count(key);
        int types = 0;
        for (const Army& army : document.system()->armies) types += static_cast<int>(army.unitTypes.size());
        QCOMPARE(entries, types);
        QTest::qWait(100);
        // The board's navigation hint beside the open key: whole, on the board, not under the side panel.
        QQuickItem* hint = byName(window->contentItem(), QStringLiteral("navigationHint"));
        QQuickItem* board = byName(window->contentItem(), QStringLiteral("board"));
        QVERIFY(hint && board);
        const QRectF words = hint->mapRectToScene(QRectF(0, 0, hint->property("contentWidth").toReal(), hint->height()));
        const QRectF onScreen = board->mapRectToScene(QRectF(0, 0, board->width(), board->height()));
        QVERIFY2(onScreen.contains(words), qPrintable(QStringLiteral("the hint spans x %1–%2, the board %3–%4")
                                                          .arg(words.left()).arg(words.right()).arg(onScreen.left()).arg(onScreen.right())));
        shots.push_back(window->grabWindow());
    }
    QImage both(shots[0].width() + shots[1].width(), std::max(shots[0].height(), shots[1].height()), QImage::Format_RGB32);
    both.fill(Qt::white);
    QPainter painter(&both);
    painter.drawImage(0, 0, shots[0]);
    painter.drawImage(shots[0].width(), 0, shots[1]);
    painter.end();
    const QString out = QDir::current().filePath(QStringLiteral("unit-types.png"));
    QVERIFY(both.save(out));
    qInfo("screenshot: %s", qPrintable(out));
}

STUDIO_TEST_MAIN("studio-piece-symbols-tests", PieceSymbolsTest)
#include "piece_symbols_test.moc"
