// The colours of a reference picture under each hex, and the terrain they suggest (Edit ▸
// Suggest terrain from picture). A hex's colours are a coarse colour histogram of the picture
// inside it (a terrain's fill with its symbols drawn over it is a mix of colours, which a
// histogram keeps and a mean would blur) and their mean (the swatch the Terrain tool shows).
// The histogram is of the hex's colours brought to one brightness (its lighter quarter, mostly the
// terrain's ground, to a fixed level): a printed map's colours are compared by hue and mix, not
// by how brightly that part of the page was printed, scanned or lit — a board's baseline rows,
// a shade darker, read as the rest. A hex is suggested the terrain of the designer's sample
// nearest to it. Plain maths over
// a QImage: no rules (the terrain ids are the designer's samples, taken from the game system's
// list), tested directly in tests/editor/trace_colours_test.cpp.
#pragma once

#include <array>
#include <optional>
#include <string>
#include <vector>

#include <QImage>
#include <QPointF>

#include "common/referencefit.h"

namespace tracing {

/// Levels per channel of the histogram: 4³ = 64 bins.
inline constexpr int kLevels = 4;
inline constexpr int kBins = kLevels * kLevels * kLevels;

struct HexColours {
    std::array<double, kBins> histogram{};  ///< of the colours brought to one brightness; sums to 1 when `pixels` > 0
    double red = 0, green = 0, blue = 0;    ///< the mean as the picture shows it, 0–255
    double gain = 1;                        ///< what brought the colours to one brightness
    int pixels = 0;                         ///< how many points of the picture were read
};

/// The picture's colours inside the hex of circumradius `hexSize` around `centre` (board
/// units): a grid of points over the hex's inner 80 % (the grid lines and the neighbours'
/// edges left out), each taken to the image by `boardToImage` and read there. Points within
/// `lineWidth` / 2 of one of the vertical lines at `linesX` (board units: a board's dotted
/// section lines, part of the grid, not of the terrain) are left out too. Points off the image
/// are skipped; `pixels` is 0 when the hex lies wholly off it.
HexColours coloursUnder(const QImage& image, const reference::Affine& boardToImage, QPointF centre, double hexSize,
                        const std::vector<double>& linesX = {}, double lineWidth = 0);

/// How unlike two hexes' colours are: half the L1 distance of their histograms (0 alike, 1
/// nothing in common) plus a quarter of the distance of their means brought to one brightness,
/// over the RGB cube's diagonal.
double colourDistance(const HexColours& a, const HexColours& b);

/// A sample the designer clicked: this hex of the picture shows `terrain` ("" open ground).
struct Sample {
    std::string terrain;
    HexColours colours;
};

struct Suggestion {
    std::string terrain;
    double distance = 0;  ///< to the nearest sample
    /// How much nearer that sample is than the nearest sample of another terrain (0 when no
    /// other terrain was sampled): a small margin is a close call the designer should look at.
    double margin = 0;
};

/// The terrain of the sample nearest to `colours`; nullopt without samples or when the hex
/// was not on the picture.
std::optional<Suggestion> suggest(const HexColours& colours, const std::vector<Sample>& samples);

}  // namespace tracing
