#include "common/unitsymbol.h"

#include <algorithm>
#include <initializer_list>
#include <string_view>
#include <vector>

#include <QColor>
#include <QStringList>

#include "common/fromengine.h"

namespace {

using namespace tricorne;

QPainterPath polyline(std::initializer_list<QPointF> points, bool closed = false) {
    QPainterPath path;
    for (const QPointF& p : points) {
        if (path.elementCount() == 0) path.moveTo(p);
        else path.lineTo(p);
    }
    if (closed) path.closeSubpath();
    return path;
}

QPainterPath circle(qreal cx, qreal cy, qreal r) {
    QPainterPath path;
    path.addEllipse(QPointF(cx, cy), r, r);
    return path;
}

/// The paths as subpaths of one (QPainterPath's + would unite them into outlines).
QPainterPath both(QPainterPath a, const QPainterPath& b) {
    a.addPath(b);
    return a;
}

QPainterPath skirmishLine() { return both(both(circle(26, 50, 5.5), circle(50, 50, 5.5)), circle(74, 50, 5.5)); }
QPainterPath crown() { return polyline({{28, 26}, {28, 3}, {39, 15}, {50, 2}, {61, 15}, {72, 3}, {72, 26}}, true); }

/// A type's mark in the frame, named by the word that calls for it.
struct Mark {
    std::string_view key;
    QPainterPath strokes, fills;
    bool dashedFrame = false;
};

/// The marks we draw, keyed by a word of the type's id or its class (what the booklets print
/// on the band). Chosen to read at a glance at board size and to differ from each other.
const std::vector<Mark>& marks() {
    static const std::vector<Mark> table{
        {"highland", {}, polyline({{12, 60}, {34, 28}, {50, 46}, {66, 28}, {88, 60}}, true)},  // the Highlands' peaks
        {"lowland", polyline({{6, 30}, {94, 30}}), {}},                   // flat land
        {"provincial", polyline({{50, 2}, {50, 58}}), {}},
        {"militia", {}, {}, true},  // irregulars: a broken frame
        {"grenadier", {}, both(circle(50, 36, 12), polyline({{45, 26}, {50, 8}, {55, 26}}, true))},  // a lit grenade
        {"guard", {}, crown()},
        {"elite", {}, crown()},
        {"light", {}, skirmishLine()},
        {"rifle", circle(50, 26, 12), skirmishLine()},    // a skirmish line and a sight
        {"battle", polyline({{24, 60}, {100, 14}}), {}},  // a second diagonal: the heavier horse
        {"trained", circle(50, 30, 19), {}},             // a ring round the gun
    };
    return table;
}

const Mark* markFor(std::string_view key) {
    const auto& table = marks();
    const auto it = std::find_if(table.begin(), table.end(), [&](const Mark& m) { return m.key == key; });
    return it == table.end() ? nullptr : &*it;
}

/// The mark of `type`: the Highland abilities call for the Highland mark; else the first word
/// of the type's id that names a mark ("light-cavalry" → light, "grenadier"); else its class.
const Mark* markOf(const UnitType& type) {
    for (Ability a : {Ability::HighlandBattleBonus, Ability::HighlandCharge, Ability::HighlandMorale})
        if (type.has(a)) return markFor("highland");
    for (const QString& word : qs(type.id).split(u'-'))
        if (const Mark* m = markFor(word.toStdString())) return m;
    return markFor(type.unitClass);
}

/// SVG path data of `path` (what QML's PathSvg reads).
QString svgOf(const QPainterPath& path) {
    QStringList out;
    for (int i = 0; i < path.elementCount(); ++i) {
        const QPainterPath::Element e = path.elementAt(i);
        const QString xy = QStringLiteral("%1 %2").arg(e.x, 0, 'g', 5).arg(e.y, 0, 'g', 5);
        switch (e.type) {
            case QPainterPath::MoveToElement: out << QStringLiteral("M ") + xy; break;
            case QPainterPath::LineToElement: out << QStringLiteral("L ") + xy; break;
            case QPainterPath::CurveToElement: out << QStringLiteral("C ") + xy; break;
            case QPainterPath::CurveToDataElement: out << xy; break;
        }
    }
    return out.join(u' ');
}

/// The booklets' band colours by class (000 and 001 · UNITS & LEADERS): red for the elite,
/// blue for regulars (and battle cavalry, trained artillery), brown for lowland and provincial
/// troops, yellow for militia, green for light troops.
QString bandOf(const std::string& unitClass) {
    if (unitClass == "elite") return QStringLiteral("#c62828");
    if (unitClass == "regular" || unitClass == "battle" || unitClass == "trained") return QStringLiteral("#1d4f9e");
    if (unitClass == "lowland" || unitClass == "provincial") return QStringLiteral("#7a5230");
    if (unitClass == "militia") return QStringLiteral("#e8c02a");
    if (unitClass == "light") return QStringLiteral("#2e7d32");
    return QStringLiteral("#8a8a8a");
}

/// NATO's kind symbols: infantry's crossed lines, cavalry's diagonal, artillery's dot.
QPainterPath kindStrokes(UnitKind kind) {
    if (kind == UnitKind::Infantry) return both(polyline({{0, 0}, {100, 60}}), polyline({{0, 60}, {100, 0}}));
    if (kind == UnitKind::Cavalry) return polyline({{0, 60}, {100, 0}});
    return {};
}

/// Dark ink on a light band, white on a dark one.
QString inkOn(const QString& band) { return QColor(band).lightness() > 150 ? QStringLiteral("#2b2b2b") : QStringLiteral("#ffffff"); }

}  // namespace

QVariantMap UnitSymbol::toMap() const {
    return {{QStringLiteral("strokes"), svgOf(strokes)}, {QStringLiteral("fills"), svgOf(fills)},
            {QStringLiteral("dashedFrame"), dashedFrame}, {QStringLiteral("band"), band},
            {QStringLiteral("word"), word}, {QStringLiteral("wordInk"), wordInk}};
}

UnitSymbol unitSymbol(const UnitType& type) {
    UnitSymbol symbol;
    symbol.strokes = kindStrokes(type.kind);
    if (type.kind == UnitKind::Artillery) symbol.fills = circle(50, 30, 9);
    if (const Mark* mark = markOf(type)) {
        // Added as subpaths, not united: a mark drawn over the kind's lines stays a shape.
        symbol.strokes.addPath(mark->strokes);
        symbol.fills.addPath(mark->fills);
        symbol.dashedFrame = mark->dashedFrame;
    }
    symbol.band = bandOf(type.unitClass);
    symbol.word = qs(type.name).section(u' ', 0, 0);
    symbol.wordInk = inkOn(symbol.band);
    return symbol;
}

UnitSymbol unknownUnitSymbol(const QString& typeId) {
    UnitSymbol symbol;
    symbol.band = bandOf({});
    symbol.word = typeId;
    symbol.wordInk = inkOn(symbol.band);
    return symbol;
}
