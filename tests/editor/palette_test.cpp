// One palette (common/palette.h): QML's Theme and the board painter draw a terrain in the same
// colour, and every terrain and hex side of the shipped game systems has a look of its own.
#include <QQmlComponent>
#include <QQmlEngine>
#include <QQuickItem>
#include <QQuickWindow>
#include <QTest>

#include <algorithm>
#include <map>
#include <memory>

#include "common/palette.h"
#include "studio_test_main.h"
#include "tricorne/validate/validate.h"

namespace {

using namespace tricorne;

QString qs(const std::string& s) { return QString::fromStdString(s); }

/// The colour most of `image`'s pixels within `radius` of `centre` have.
QRgb commonestColour(const QImage& image, QPoint centre, int radius) {
    std::map<QRgb, int> counts;
    for (int y = -radius; y <= radius; ++y)
        for (int x = -radius; x <= radius; ++x)
            if (x * x + y * y <= radius * radius) ++counts[image.pixel(centre + QPoint(x, y))];
    return std::max_element(counts.begin(), counts.end(), [](const auto& a, const auto& b) { return a.second < b.second; })->first;
}

bool isLinear(TerrainSymbol symbol) {
    switch (symbol) {
    case TerrainSymbol::River:
    case TerrainSymbol::Ford:
    case TerrainSymbol::Bridge:
    case TerrainSymbol::Stream:
    case TerrainSymbol::Road:
        return true;
    default:
        return false;
    }
}

}  // namespace

class PaletteTest : public QObject {
    Q_OBJECT

private slots:
    void aTerrainsSwatchIsTheSameFromQmlAndThePainter();
    void everyShippedTerrainAndHexsideHasItsLook();
};

void PaletteTest::aTerrainsSwatchIsTheSameFromQmlAndThePainter() {
    // QML's fill of a terrain (a Rectangle in Theme.terrainFill) beside the painter's tile of
    // it (TileSwatch, the Terrain tool's palette): the tile's ground, the colour most of the
    // hex shows round its symbol, is the QML fill, for every terrain of both systems.
    QQmlEngine engine;
    engine.addImportPath(QStringLiteral("qrc:/qt/qml"));
    QQmlComponent component(&engine);
    component.setData("import QtQuick\nimport Tricorne.Studio\n"
                      "Row { property string terrain; property var exits: []\n"
                      "  Rectangle { width: 120; height: 120; color: Theme.terrainFill(parent.terrain) }\n"
                      "  TileSwatch { width: 120; height: 120; terrain: parent.terrain; exits: parent.exits; edge: 'black' } }",
                      QUrl());
    QVERIFY2(component.isReady(), qPrintable(component.errorString()));
    std::unique_ptr<QObject> root(component.create());
    QVERIFY(root);
    QQuickWindow window;
    window.resize(240, 120);
    qobject_cast<QQuickItem*>(root.get())->setParentItem(window.contentItem());
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));

    int compared = 0;
    for (const std::string& id : builtinSystems().ids())
        for (const TerrainType& terrain : builtinSystems().find(id)->terrain) {
            root->setProperty("terrain", qs(terrain.id));
            root->setProperty("exits", terrain.linear ? QVariantList{0, 3} : QVariantList{});
            QTest::qWait(20);
            const QImage image = window.grabWindow();
            const QRgb qml = image.pixel(60, 60);
            const QRgb painted = commonestColour(image, QPoint(180, 60), 44);
            QVERIFY2(qml == painted, qPrintable(QStringLiteral("%1: QML fills it %2, the painter %3")
                                                    .arg(qs(terrain.id), QColor(qml).name(), QColor(painted).name())));
            QCOMPARE(QColor(qml), terrainFill(Palette::studio(), qs(terrain.id), false));
            ++compared;
        }
    QVERIFY(compared >= 20);
}

void PaletteTest::everyShippedTerrainAndHexsideHasItsLook() {
    // The shipped systems' terrain is in the table, a linear one with a band and an area one
    // with a symbol that is not a band; every hex side has its own drawing, not the red line of
    // a type the studio does not know.
    for (const std::string& id : builtinSystems().ids()) {
        const GameSystem& system = *builtinSystems().find(id);
        for (const TerrainType& terrain : system.terrain) {
            const TerrainStyle style = terrainStyle(qs(terrain.id));
            QVERIFY2(style.symbol != TerrainSymbol::Unknown && style.symbol != TerrainSymbol::None, qPrintable(qs(system.id + ": " + terrain.id)));
            QVERIFY2(isLinear(style.symbol) == terrain.linear, qPrintable(qs(system.id + ": " + terrain.id)));
        }
        for (const HexsideType& side : system.hexsides)
            QVERIFY2(hexsideSymbol(qs(side.id)) != HexsideSymbol::Unknown, qPrintable(qs(system.id + ": " + side.id)));
    }
    QVERIFY(terrainStyle(u"").symbol == TerrainSymbol::None);
    QVERIFY(terrainStyle(u"").fill == &Palette::ground);
    QVERIFY(terrainStyle(u"no-such-terrain").symbol == TerrainSymbol::Unknown);
}

STUDIO_TEST_MAIN("studio-palette-tests", PaletteTest)
#include "palette_test.moc"
