#include "common/palette.h"

#include <array>
#include <utility>

const Palette& Palette::studio() {
    static const Palette palette;
    return palette;
}

namespace {

using P = Palette;
using T = TerrainSymbol;

// The terrains of the built-in game systems (templates/systems/*.json), each with its fill and symbol.
constexpr std::array<std::pair<QStringView, TerrainStyle>, 14> kTerrains{{
    {u"", {&P::ground, T::None}},
    {u"forest", {&P::forestGround, T::Trees}},
    {u"hill", {&P::hillGround, T::Contours}},
    {u"buildings", {&P::buildingGround, T::Houses}},
    {u"church", {&P::buildingGround, T::Church}},
    {u"boggy-ground", {&P::marshGround, T::Marsh}},
    {u"wetland", {&P::marshGround, T::Marsh}},
    {u"ravine", {&P::ground, T::Cleft}},
    {u"camp", {&P::ground, T::Tents}},
    {u"river", {&P::ground, T::River}},
    {u"ford", {&P::ground, T::Ford}},
    {u"bridge", {&P::ground, T::Bridge}},
    {u"stream", {&P::ground, T::Stream}},
    {u"road", {&P::ground, T::Road}},
}};

constexpr std::array<std::pair<QStringView, HexsideSymbol>, 5> kHexsides{{
    {u"enclosure-wall", HexsideSymbol::StoneWall},
    {u"field-works", HexsideSymbol::FieldWorks},
    {u"wood-fence", HexsideSymbol::WoodFence},
    {u"stone-fence", HexsideSymbol::StoneFence},
    {u"hedge", HexsideSymbol::Hedge},
}};

}  // namespace

TerrainStyle terrainStyle(QStringView id) {
    for (const auto& [name, style] : kTerrains)
        if (name == id) return style;
    return {&P::ground, T::Unknown};
}

QColor terrainFill(const Palette& palette, QStringView id, bool baseline) {
    const QColor fill = palette.*terrainStyle(id).fill;
    return baseline ? fill.darker(107) : fill;
}

HexsideSymbol hexsideSymbol(QStringView id) {
    for (const auto& [name, symbol] : kHexsides)
        if (name == id) return symbol;
    return HexsideSymbol::Unknown;
}
